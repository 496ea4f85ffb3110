#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Scans a new version of a file from the scan of an older one when the only change between
/// them lies inside one string literal (someone typing a mask or a pattern): that literal is
/// lexed again alone, every later token, literal, directive and diagnostic moves by the
/// change in length, and the symbol facts (which hold token indices) are kept. The result is
/// what scanning the new text from scratch gives; when that cannot be shown from the two
/// versions (the change touches anything but one literal's content, or the literal lexed
/// alone is not one whole string of the same kind), it gives nil and the file is scanned
/// from scratch.
public enum LiteralEdit {
  /// `old[start..<oldEnd]` became `new[start..<newEnd]`; the bytes around are the same.
  public struct Change: Sendable, Equatable {
    public var start: Int
    public var oldEnd: Int
    public var newEnd: Int
    public var delta: Int { newEnd - oldEnd }

    public init(start: Int, oldEnd: Int, newEnd: Int) {
      self.start = start
      self.oldEnd = oldEnd
      self.newEnd = newEnd
    }
  }

  /// The one changed run between `old` and `new` (longest common prefix, then suffix), nil
  /// when they are equal.
  public static func change(from old: [UInt8], to new: [UInt8]) -> Change? {
    old.withUnsafeBytes { a in
      new.withUnsafeBytes { b in
        guard let pa = a.baseAddress, let pb = b.baseAddress else {
          return a.count == b.count ? nil : Change(start: 0, oldEnd: a.count, newEnd: b.count)
        }
        let common = min(a.count, b.count)
        // Equal blocks are skipped with `memcmp`, then the first differing byte is found.
        let block = 4096
        var prefix = 0
        while prefix + block <= common && memcmp(pa + prefix, pb + prefix, block) == 0 { prefix += block }
        while prefix < common && a[prefix] == b[prefix] { prefix += 1 }
        if prefix == a.count && prefix == b.count { return nil }
        let limit = common - prefix
        var suffix = 0
        while suffix + block <= limit && memcmp(pa + a.count - suffix - block, pb + b.count - suffix - block, block) == 0 {
          suffix += block
        }
        while suffix < limit && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        return Change(start: prefix, oldEnd: a.count - suffix, newEnd: b.count - suffix)
      }
    }
  }

  /// `previous` (a scan of an older text of the same file, in `language`) brought to `text`,
  /// or nil when the file must be scanned from scratch. `lex` scans a text the way the file
  /// is scanned. Symbol facts are kept except where a literal's value is part of them (the
  /// modules of JavaScript imports): there they are left to be computed again (nil). When
  /// the change is not inside one literal, a Swift, Kotlin or Java scan that kept its tokens
  /// as lexed is brought by lexing the changed part again (`CodeEdit`).
  ///
  /// `previous` is consumed: when nothing else holds it, its arrays are updated in place.
  public static func rescan(
    _ previous: consuming ScannedFile?, to text: SourceText, language: SourceLanguage, lex: (SourceText) -> ScannedFile
  ) -> ScannedFile? {
    guard let scan = consume previous else { return nil }
    guard let change = change(from: scan.text.bytes, to: text.bytes) else {
      var same = consume scan
      same.text = text
      return same
    }
    if let edit = literalEdit(in: scan, change: change, text: text, lex: lex) {
      return apply(edit, to: scan, change: change, text: text, language: language)
    }
    return CodeEdit.rescan(scan, to: text, change: change, language: language)
  }

  /// The one literal a change lies in and that literal lexed again alone.
  private struct Edit {
    /// The literal's token and its index in `literals`.
    var token: Int
    var index: Int
    var oldRange: Range<Int>
    var newRange: Range<Int>
    /// The literal in the new text, at its place, as lexed (not marked a fragment).
    var literal: StringLiteral
    var diagnostics: [ScanDiagnostic]
  }

  /// The literal edit `change` is, nil when it is anything else.
  private static func literalEdit(
    in scan: borrowing ScannedFile, change: Change, text: SourceText, lex: (SourceText) -> ScannedFile
  ) -> Edit? {
    // The token holding the change: the last one starting before it.
    var low = 0
    var high = scan.tokens.count
    while low < high {
      let middle = (low + high) / 2
      if scan.tokens[middle].range.lowerBound < change.start { low = middle + 1 } else { high = middle }
    }
    let t = low - 1
    guard t >= 0, scan.tokens[t].kind == .string, change.oldEnd < scan.tokens[t].range.upperBound else { return nil }
    let oldRange = scan.tokens[t].range
    let index = scan.tokens[t].literal
    guard index >= 0, index < scan.literals.count else { return nil }
    let old = scan.literals[index]
    // A literal joined from pieces (`"a" + "b"`) or split by holes is not lexed alone.
    guard old.range == oldRange, old.isTerminated else { return nil }
    // Nor one that a string just before it touches (`""` + `"…"` reads as `"""`), nor one an
    // earlier diagnostic reaches into (`"""` not followed by a line break in Java): how the
    // earlier token was lexed depends on the literal's bytes.
    if t > 0, scan.tokens[t - 1].kind == .string, scan.tokens[t - 1].range.upperBound == oldRange.lowerBound { return nil }
    for d in scan.diagnostics where d.range.lowerBound < oldRange.lowerBound && d.range.upperBound > oldRange.lowerBound {
      return nil
    }
    let newRange = oldRange.lowerBound..<(oldRange.upperBound + change.delta)
    let piece = lex(SourceText(bytes: Array(text.bytes[newRange])))
    guard piece.tokens.count == 1, piece.tokens[0].kind == .string, piece.tokens[0].range == 0..<newRange.count,
      piece.literals.count == 1, piece.regexLiterals.isEmpty, piece.directives.isEmpty
    else { return nil }
    let literal = piece.literals[0]
    // What decides folding, fragments and constants must not change.
    guard literal.range == 0..<newRange.count, literal.isTerminated, literal.isConstant == old.isConstant else { return nil }
    // No other literal may overlap the one lexed again.
    for k in scan.literals.indices where k != index && scan.literals[k].range.overlaps(oldRange) { return nil }
    for other in scan.regexLiterals where other.range.overlaps(oldRange) { return nil }
    return Edit(
      token: t, index: index, oldRange: oldRange, newRange: newRange, literal: literal.shifted(by: oldRange.lowerBound),
      diagnostics: piece.diagnostics.map { $0.shifted(by: oldRange.lowerBound) })
  }

  private static func apply(
    _ edit: Edit, to scan: consuming ScannedFile, change: Change, text: SourceText, language: SourceLanguage
  ) -> ScannedFile {
    var file = consume scan
    file.text = text
    let after = edit.oldRange.upperBound
    let delta = change.delta
    Self.move(&file.tokens, from: edit.token, to: edit.newRange, delta: delta)
    var literal = edit.literal
    literal.isFragment = file.literals[edit.index].isFragment
    Self.replace(&file.literals, at: edit.index, with: literal, movingFrom: after, delta: delta)
    file.regexLiterals.withUnsafeMutableBufferPointer { literals in
      for k in literals.indices where literals[k].range.lowerBound >= after { literals[k].shift(by: delta) }
    }
    for k in file.directives.indices where file.directives[k].range.lowerBound >= after {
      let moved = file.directives[k].range.lowerBound + delta
      file.directives[k].range = moved..<(file.directives[k].range.upperBound + delta)
      file.directives[k].line = text.line(containing: moved)
    }
    // In scan order: those before the literal, the literal's own, those after it (moved).
    var diagnostics = file.diagnostics.filter { $0.range.lowerBound < edit.oldRange.lowerBound }
    diagnostics += edit.diagnostics
    diagnostics += file.diagnostics.filter { $0.range.lowerBound >= after }.map { $0.shifted(by: delta) }
    file.diagnostics = diagnostics
    if language == .javascript || language == .typescript { file.symbols = nil }
    file.unfolded?.shift(from: after, by: delta)
    return file
  }

  /// Gives token `index` the range `range` and moves every later token by `delta`.
  private static func move(_ tokens: inout [Token], from index: Int, to range: Range<Int>, delta: Int) {
    tokens.withUnsafeMutableBufferPointer { tokens in
      tokens[index].range = range
      for k in (index + 1)..<tokens.count {
        tokens[k].range = (tokens[k].range.lowerBound + delta)..<(tokens[k].range.upperBound + delta)
      }
    }
  }

  /// Puts `literal` at `index` and moves the literals starting at or after `after` by `delta`.
  private static func replace(
    _ literals: inout [StringLiteral], at index: Int, with literal: StringLiteral, movingFrom after: Int, delta: Int
  ) {
    literals[index] = literal
    literals.withUnsafeMutableBufferPointer { literals in
      for k in literals.indices where literals[k].range.lowerBound >= after { literals[k].shift(by: delta) }
    }
  }
}

extension StringLiteral {
  /// The same literal `delta` bytes further in the source.
  func shifted(by delta: Int) -> StringLiteral {
    var moved = self
    moved.shift(by: delta)
    return moved
  }

  /// Moves the literal `delta` bytes further in the source (in place: its value is not copied).
  public mutating func shift(by delta: Int) {
    range = (range.lowerBound + delta)..<(range.upperBound + delta)
    segments.shift(by: delta)
    if !hostEscapes.isEmpty {
      for k in hostEscapes.indices {
        let r = hostEscapes[k].range
        hostEscapes[k].range = (r.lowerBound + delta)..<(r.upperBound + delta)
      }
    }
  }
}

extension ScanDiagnostic {
  func shifted(by delta: Int) -> ScanDiagnostic {
    ScanDiagnostic(message: message, range: (range.lowerBound + delta)..<(range.upperBound + delta))
  }
}
