import MaskEngine

/// `--notation CHAR:SET[:optional]`: a RedMadRobot custom notation (`Notation(character:
/// characterSet:isOptional:)`) for `maskls preview`. SET is a bracket class (`[a-z0-9_]`,
/// ranges with `-`, `\` escapes the next character), a Foundation set name (`decimalDigits`,
/// `letters`, `alphanumerics`), or the characters themselves (`abc`).
struct NotationArgument {
  var character: Character
  var characterSet: CharacterClass
  var isOptional: Bool

  /// Parses the argument, or says what is wrong with it.
  static func parse(_ text: String) -> Result<NotationArgument, UsageError> {
    let chars = Array(text)
    guard chars.count >= 3, chars[1] == ":" else {
      return .failure(UsageError(message: "--notation takes CHAR:SET[:optional], got `\(text)`"))
    }
    var rest = String(chars[2...])
    var optional = false
    if rest.hasSuffix(":optional") {
      optional = true
      rest.removeLast(":optional".count)
    } else if rest.hasSuffix(":mandatory") {
      rest.removeLast(":mandatory".count)
    }
    guard let set = characterSet(rest) else {
      return .failure(UsageError(message: "--notation `\(text)`: the set `\(rest)` is empty or not closed"))
    }
    return .success(NotationArgument(character: chars[0], characterSet: set, isOptional: optional))
  }

  static func characterSet(_ spec: String) -> CharacterClass? {
    switch spec {
    case "decimalDigits": return .decimalDigit
    case "letters": return .letter
    case "alphanumerics": return .alphanumeric
    default: break
    }
    var scalars = Array(spec.unicodeScalars)
    if scalars.first == "[" {
      guard scalars.count >= 2, scalars.last == "]" else { return nil }
      scalars = Array(scalars[1..<(scalars.count - 1)])
      var ranges: [ClosedRange<UInt32>] = []
      var i = 0
      while i < scalars.count {
        var lower = scalars[i]
        if lower == "\\", i + 1 < scalars.count { i += 1; lower = scalars[i] }
        if i + 2 < scalars.count, scalars[i + 1] == "-" {
          var upper = scalars[i + 2]
          var next = i + 3
          if upper == "\\", i + 3 < scalars.count { upper = scalars[i + 3]; next = i + 4 }
          guard lower.value <= upper.value else { return nil }
          ranges.append(lower.value...upper.value)
          i = next
        } else {
          ranges.append(lower.value...lower.value)
          i += 1
        }
      }
      return ranges.isEmpty ? nil : .scalars(name: "[\(String(String.UnicodeScalarView(scalars)))]", ranges: ranges)
    }
    guard !scalars.isEmpty else { return nil }
    return .scalars(name: "one of `\(spec)`", ranges: scalars.map { $0.value...$0.value })
  }
}
