import MaskEngine
import SourceScanning

/// RedMadRobot masks created together with `customNotations` are parsed with them, so a
/// `[XXXX]` whose `X` is a notation is a slot, not a `mask-syntax` error.
///
/// The notations are read from the call that receives the format (or, for an affine list,
/// the call around that list): every `Notation(character:characterSet:isOptional:)` written
/// inline — Swift labels, Kotlin positional or named arguments, Java `new Notation(…)`. The
/// character set is read when it is a string of characters, `CharacterSet(charactersIn:)`, or
/// a well-known set (`.decimalDigits`, `.letters`, `.alphanumerics`, …); otherwise it accepts
/// anything. When the notations are passed by name (`customNotations: notations`), the
/// characters cannot be known here: every unknown character in `[]` is then taken for a
/// notation accepting anything (`MaskOptions.hasUnknownNotations`) — a `mask-syntax` error
/// there would be a guess.
///
/// In Kotlin and Java the masks go to input-mask-android, which reads characters as Kotlin
/// `Char`s with Java's character predicates: every RedMadRobot mask of such a file is parsed
/// with `MaskOptions.redMadRobotPlatform = .android` (Swift and Objective-C keep input-mask-ios).
extension CodeRecognizer {
  func applyingCustomNotations(to settings: [Setting]) -> [Setting] {
    guard language == .swift || language.isJVM, settings.contains(where: {
      switch $0.kind {
      case .mask(.redmadrobot), .affineMask(.redmadrobot): return true
      default: return false
      }
    }) else { return settings }
    // Where the notation arguments recognised for `mask-notation-cache` are (positional
    // Kotlin/Java arguments are only known from there).
    let notationArguments = settings.filter { $0.kind == .customNotations }.map(\.literal.range.lowerBound)
    var result: [Setting] = []
    result.reserveCapacity(settings.count)
    for var setting in settings {
      switch setting.kind {
      case .mask(.redmadrobot), .affineMask(.redmadrobot):
        var options = setting.maskOptions ?? MaskOptions()
        switch notations(aroundLiteralAt: setting.literal.range.lowerBound, notationArguments: notationArguments) {
        case .none:
          break
        case .opaque:
          options.hasUnknownNotations = true
        case .inline(let definitions, let optional):
          options.definitions.merge(definitions) { _, found in found }
          options.optionalSymbols.formUnion(optional)
        }
        if language.isJVM { options.redMadRobotPlatform = .android }
        if options != MaskOptions() { setting.maskOptions = options }
        result.append(setting)
      default:
        result.append(setting)
      }
    }
    return result
  }

  private enum FoundNotations {
    case none
    /// A notations argument whose notations are not written inline.
    case opaque
    case inline([Character: CharacterClass], optional: Set<Character>)
  }

  private func notations(aroundLiteralAt offset: Int, notationArguments: [Int]) -> FoundNotations {
    guard let literalIndex = tokenIndex(startingAt: offset) else { return .none }
    var anchor = literalIndex
    for _ in 0..<3 {
      guard let call = enclosingCall(of: anchor) else { return .none }
      let callBytes = tokens[call.open].range.lowerBound..<tokens[min(call.close, tokens.count - 1)].range.upperBound
      let hasArgument = notationArguments.contains { callBytes.contains($0) }
      if let found = notations(in: call, knownToHaveNotations: hasArgument) { return found }
      guard let callee = call.callee else { return .none }
      anchor = callee
    }
    return .none
  }

  /// Binary search for the token that starts at byte `offset`.
  func tokenIndex(startingAt offset: Int) -> Int? {
    var low = 0
    var high = tokens.count - 1
    while low <= high {
      let mid = (low + high) / 2
      let start = tokens[mid].range.lowerBound
      if start == offset { return mid }
      if start < offset { low = mid + 1 } else { high = mid - 1 }
    }
    return nil
  }

  private func notations(in call: Call, knownToHaveNotations: Bool) -> FoundNotations? {
    var labelled = knownToHaveNotations
    var definitions: [Character: CharacterClass] = [:]
    var optional: Set<Character> = []
    var sawNotation = false
    var i = call.open + 1
    while i < call.close {
      let token = tokens[i]
      if token.kind == .identifier {
        if file.tokenText(token, equals: "customNotations") {
          labelled = true
        } else if token.range.count >= 8, file.tokenText(token).lowercased().contains("notation"),
          !file.tokenText(token, equals: "Notation")
        {
          // A list built elsewhere (`phoneNotations`, `listOf(plateNotation)`).
          labelled = true
        } else if file.tokenText(token, equals: "Notation"), i + 1 < call.close, isPunctuation(i + 1, "(") {
          sawNotation = true
          guard let inner = describeCall(openAt: i + 1), let notation = notation(in: inner) else { return .opaque }
          definitions[notation.character] = notation.characterClass
          if notation.isOptional { optional.insert(notation.character) }
          i = inner.close
        }
      }
      i += 1
    }
    if sawNotation { return .inline(definitions, optional: optional) }
    return labelled ? .opaque : nil
  }

  private struct ParsedNotation {
    var character: Character
    var characterClass: CharacterClass
    var isOptional: Bool
  }

  /// `Notation(character: "X", characterSet: .decimalDigits, isOptional: false)` and its
  /// Kotlin/Java forms `Notation('X', "0123456789", false)`.
  private func notation(in call: Call) -> ParsedNotation? {
    var arguments = self.arguments(of: call)
    // Drop labels: `character:` (Swift), `character =` (Kotlin).
    arguments = arguments.map { a in
      if a.count > 2, tokens[a.lowerBound].kind == .identifier,
        isPunctuation(a.lowerBound + 1, ":") || isPunctuation(a.lowerBound + 1, "=")
      {
        return (a.lowerBound + 2)..<a.upperBound
      }
      return a
    }
    guard arguments.count >= 2, let character = characterValue(arguments[0]) else { return nil }
    let isOptional = arguments.count >= 3 && arguments[2].count == 1
      && file.tokenText(tokens[arguments[2].lowerBound], equals: "true")
    return ParsedNotation(character: character, characterClass: characterClass(arguments[1]), isOptional: isOptional)
  }

  private func characterValue(_ argument: Range<Int>) -> Character? {
    guard argument.count == 1 else { return nil }
    let token = tokens[argument.lowerBound]
    switch token.kind {
    case .string:
      let value = file.literals[token.literal].value
      return value.count == 1 ? value.first : nil
    case .character:
      // `'X'`: the character between the quotes (escapes are not notation characters).
      let text = file.tokenText(token)
      guard text.count == 3 else { return nil }
      return text.dropFirst().first
    default:
      return nil
    }
  }

  private func characterClass(_ argument: Range<Int>) -> CharacterClass {
    // A string of characters, also inside `CharacterSet(charactersIn: "…")`.
    let strings = argument.filter { tokens[$0].kind == .string }
    if strings.count == 1 {
      let literal = file.literals[tokens[strings[0]].literal]
      if literal.isWholeValue, !literal.value.isEmpty {
        let scalars = literal.value.unicodeScalars.map(\.value).sorted()
        return .scalars(name: "one of \(literal.value)", ranges: scalars.map { $0...$0 })
      }
      return .any
    }
    guard let last = argument.last(where: { tokens[$0].kind == .identifier }) else { return .any }
    switch file.tokenText(tokens[last]) {
    case "decimalDigits": return .decimalDigit
    case "letters", "lowercaseLetters", "uppercaseLetters", "capitalizedLetters": return .letter
    case "alphanumerics": return .alphanumeric
    default: return .any
    }
  }
}
