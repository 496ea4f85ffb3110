/// A mask character with the offset it came from (nil for brackets the sanitiser inserts).
struct RedMadRobotSourceCharacter: Sendable, Hashable {
  var character: Character
  var origin: Int?
}

/// The library's `FormatSanitizer`, replayed on characters that remember their offsets.
///
/// Steps, as the library runs them: reject a `[` (or `{`) inside an open one; cut the format into
/// blocks (`[…]`, `{…}`, runs of free characters); split `[]` blocks that mix digit, letter and
/// alphanumeric characters; sort the characters inside every `[]` block (mandatory before
/// optional, `…` last). A `[` block that is never closed is dropped on the way.
enum RedMadRobotSanitizer {
  typealias SChar = RedMadRobotSourceCharacter

  struct Output {
    var characters: [SChar]
    /// Offsets the sanitiser silently dropped, with why.
    var dropped: [(offsets: [Int], reason: DropReason)]
  }

  enum DropReason {
    /// The `[` block never closes (or closes on an escaped `]`).
    case unclosedSquareBlock
    /// A bracket character inside a `[]` block (escaped), removed when the block is sorted.
    case bracketInsideSquareBlock
  }

  enum Failure: Error {
    /// A `[` inside an open `[`, or `{` inside an open `{`: offset of the second bracket.
    case nestedBracket(offset: Int, character: Character)
  }

  static func sanitize(_ format: [Character]) throws(Failure) -> Output {
    try checkOpenBraces(format)
    var dropped: [(offsets: [Int], reason: DropReason)] = []
    let blocks = formatBlocks(format)
    let divided = divideMixedBlocks(blocks, dropped: &dropped)
    let sorted = sortBlocks(divided, dropped: &dropped)
    return Output(characters: sorted.flatMap { $0 }, dropped: dropped)
  }

  private static func checkOpenBraces(_ format: [Character]) throws(Failure) {
    var escape = false
    var squareOpen = false
    var curlyOpen = false
    for (offset, c) in format.enumerated() {
      if c == "\\" {
        escape.toggle()
        continue
      }
      if c == "[" {
        if squareOpen { throw .nestedBracket(offset: offset, character: c) }
        squareOpen = !escape
      }
      if c == "]" && !escape { squareOpen = false }
      if c == "{" {
        if curlyOpen { throw .nestedBracket(offset: offset, character: c) }
        curlyOpen = !escape
      }
      if c == "}" && !escape { curlyOpen = false }
      escape = false
    }
  }

  private static func formatBlocks(_ format: [Character]) -> [[SChar]] {
    var blocks: [[SChar]] = []
    var current: [SChar] = []
    var escape = false
    for (offset, c) in format.enumerated() {
      let sc = SChar(character: c, origin: offset)
      if c == "\\" && !escape {
        escape = true
        current.append(sc)
        continue
      }
      if (c == "[" || c == "{") && !escape {
        if !current.isEmpty { blocks.append(current) }
        current = []
      }
      current.append(sc)
      if (c == "]" || c == "}") && !escape {
        blocks.append(current)
        current = []
      }
      escape = false
    }
    if !current.isEmpty { blocks.append(current) }
    return blocks
  }

  /// The kinds of slot characters a `[]` block must not mix.
  private enum CharacterGroup: Hashable {
    case digit, letter, alphanumeric
  }

  private static func characterGroup(_ c: Character) -> CharacterGroup? {
    switch c {
    case "0", "9": return .digit
    case "A", "a": return .letter
    case "_", "-": return .alphanumeric
    default: return nil
    }
  }

  private static func divideMixedBlocks(
    _ blocks: [[SChar]], dropped: inout [(offsets: [Int], reason: DropReason)]
  ) -> [[SChar]] {
    var result: [[SChar]] = []
    for block in blocks {
      guard block.first?.character == "[" else {
        result.append(block)
        continue
      }
      var buffer: [SChar] = []
      var groupsInBuffer: Set<CharacterGroup> = []
      var closed = false
      var consumed = 0
      for sc in block {
        consumed += 1
        let c = sc.character
        if c == "[" {
          buffer.append(sc)
          continue
        }
        if c == "]" && buffer.last?.character != "\\" {
          buffer.append(sc)
          result.append(buffer)
          buffer = []
          closed = true
          break
        }
        // The groups already in the buffer, kept as the buffer grows: checking the whole
        // buffer for every character was quadratic in the block's length.
        let group = characterGroup(c)
        if let group, groupsInBuffer.contains(where: { $0 != group }) {
          buffer.append(SChar(character: "]", origin: nil))
          result.append(buffer)
          buffer = [SChar(character: "[", origin: nil), sc]
          groupsInBuffer = [group]
          continue
        }
        if let group { groupsInBuffer.insert(group) }
        buffer.append(sc)
      }
      var lost = closed ? [] : buffer.compactMap(\.origin)
      lost += block.dropFirst(consumed).compactMap(\.origin)
      if !lost.isEmpty { dropped.append((lost, .unclosedSquareBlock)) }
    }
    return result
  }

  private static func sortBlocks(
    _ blocks: [[SChar]], dropped: inout [(offsets: [Int], reason: DropReason)]
  ) -> [[SChar]] {
    blocks.map { block in
      guard let first = block.first, first.character == "[" else { return block }
      let chars = Set(block.map(\.character))
      let content = block.dropFirst().dropLast().filter { $0.character != "[" && $0.character != "]" }
      let innerBrackets = block.dropFirst().dropLast()
        .filter { $0.character == "[" || $0.character == "]" }.compactMap(\.origin)
      if !innerBrackets.isEmpty { dropped.append((innerBrackets, .bracketInsideSquareBlock)) }
      let plain = chars.contains("0") || chars.contains("9") || chars.contains("a")
        || chars.contains("A")
      // Without digits or letters the library sorts `_` as `A` and `-` as `a`, so `_` comes first.
      func key(_ c: Character) -> Character {
        if plain { return c }
        if c == "_" { return "A" }
        if c == "-" { return "a" }
        return c
      }
      let sorted = content.sorted { key($0.character) < key($1.character) }
      let closing = block.count > 1 ? block[block.count - 1] : SChar(character: "]", origin: nil)
      return [first] + sorted + [SChar(character: "]", origin: closing.origin)]
    }
  }
}
