/// The library's `Compiler`, run over the sanitised characters: `[` starts value mode, `{` fixed
/// mode, `]`/`}` return to free mode, `\` escapes the next bracket or backslash; `…` ends the mask.
/// Problems become issues instead of a thrown `FormatError`.
struct RedMadRobotCompiler {
  typealias SChar = RedMadRobotSourceCharacter

  let customNotations: [RedMadRobotMask.Notation]
  /// iOS slots use Foundation's sets, Android's Java's `Character` predicates.
  var platform: RedMadRobotMask.Platform = .ios

  /// `[A]`/`[a]`: `CharacterSet.letters` (iOS), `Char.isLetter()` (Android).
  private var letterClass: CharacterClass { platform == .android ? .unicodeLetter : .letter }
  /// `[_]`/`[-]`: `CharacterSet.alphanumerics` (iOS), `Char.isLetterOrDigit()` (Android).
  private var alphanumericClass: CharacterClass { platform == .android ? .unicodeLetterOrDigit : .alphanumeric }

  struct Output {
    var states: [RedMadRobotState]
    var issues: [MaskIssue]
    /// False when the library's compiler throws.
    var valid: Bool
  }

  static let crashSentence =
    "RedMadRobot's compiler throws (`CompilerError.wrongFormat` on iOS, `FormatError` on Android); `try! Mask(format:)` and the text-field listeners crash the app."

  func compile(_ chars: [SChar], maskLength: Int) -> Output {
    var states: [RedMadRobotState] = []
    var issues: [MaskIssue] = []
    var valueable = false
    var fixed = false
    var last: Character? = nil
    var escapeOrigin: Int? = nil
    var openBracket: (character: Character, origin: Int?, stateCount: Int)? = nil

    func range(of sc: SChar) -> Range<Int> {
      guard let o = sc.origin else { return 0..<0 }
      if let e = escapeOrigin, e == o - 1 { return e..<(o + 1) }
      return o..<(o + 1)
    }

    func syntax(_ message: String, _ sc: SChar) -> Output {
      var r = range(of: sc)
      if sc.origin == nil { r = 0..<maskLength }
      issues.append(MaskIssue(.syntax, message + " " + Self.crashSentence, range: r))
      return Output(states: [], issues: issues, valid: false)
    }

    func closeBlock(_ sc: SChar) {
      if let open = openBracket, open.stateCount == states.count, let o = open.origin,
        let c = sc.origin, o < c, sc.character == (open.character == "[" ? "]" : "}")
      {
        issues.append(MaskIssue(
          .ignored, "The empty block `\(open.character)\(sc.character)` adds nothing to the mask.",
          range: o..<(c + 1)))
      }
      if openBracket == nil, let o = sc.origin {
        issues.append(MaskIssue(
          .ignored, "This `\(sc.character)` closes no block; RedMadRobot ignores it.",
          range: o..<(o + 1)))
      } else if let open = openBracket, let o = sc.origin,
        (open.character == "[") != (sc.character == "]")
      {
        issues.append(MaskIssue(
          .ignored,
          "This `\(sc.character)` ends the block opened by `\(open.character)`; what follows is outside brackets.",
          range: o..<(o + 1)))
      }
      openBracket = nil
    }

    var index = 0
    while index < chars.count {
      let sc = chars[index]
      let c = sc.character
      index += 1
      let escaped = last == "\\"
      if !escaped {
        switch c {
        case "[", "{":
          valueable = c == "["
          fixed = c == "{"
          openBracket = (c, sc.origin, states.count)
          last = c
          escapeOrigin = nil
          continue
        case "]", "}":
          closeBlock(sc)
          valueable = false
          fixed = false
          last = c
          escapeOrigin = nil
          continue
        case "\\":
          last = c
          escapeOrigin = sc.origin
          if index == chars.count, let o = sc.origin {
            issues.append(MaskIssue(
              .ignored, "A trailing `\\` escapes nothing; RedMadRobot drops it.", range: o..<(o + 1)))
          }
          continue
        default: break
        }
      }
      if escaped, escapeOrigin == nil, "[]{}".contains(c), let o = sc.origin {
        // `last` is a backslash that was itself escaped (`\\`): the library still sees `\`
        // as the previous character and takes this bracket as escaped too.
        issues.append(MaskIssue(
          .ignored,
          "After an escaped backslash `\\\\`, RedMadRobot's compiler treats this `\(c)` as escaped too: it is shown as a literal instead of opening or closing a block.",
          range: o..<(o + 1)))
      }
      let r = range(of: sc)
      if valueable {
        if c == "…" {
          guard let inherited = inheritedClass(last) else {
            return syntax("`…` must follow a slot character inside `[]`.", sc)
          }
          states.append(RedMadRobotState(kind: .ellipsis(inherited), range: r))
          reportIgnoredTail(chars[index...], &issues)
          return Output(states: states, issues: issues, valid: true)
        }
        guard let kind = valueKind(c) else {
          return syntax(
            "`\(c)` is not a RedMadRobot slot character (`0 9 A a _ -` or `…`, or a custom notation).",
            sc)
        }
        states.append(RedMadRobotState(kind: kind, range: r))
      } else if fixed {
        states.append(RedMadRobotState(kind: .fixed(c), range: r))
      } else {
        states.append(RedMadRobotState(kind: .free(c), range: r))
      }
      last = c
      escapeOrigin = nil
    }
    return Output(states: states, issues: issues, valid: true)
  }

  /// Everything after `…` is never compiled; a `]` right after it only closes the block.
  private func reportIgnoredTail(_ tail: ArraySlice<SChar>, _ issues: inout [MaskIssue]) {
    var rest = tail
    if rest.first?.character == "]" { rest = rest.dropFirst() }
    let offsets = rest.compactMap(\.origin)
    guard let lo = offsets.min(), let hi = offsets.max() else { return }
    issues.append(MaskIssue(
      .ignored,
      "Everything after `…` is ignored: the ellipsis repeats until the end of the text, so the mask ends there.",
      range: lo..<(hi + 1)))
  }

  private func valueKind(_ c: Character) -> RedMadRobotState.Kind? {
    switch c {
    case "0": return .value(.decimalDigit)
    case "A": return .value(letterClass)
    case "_": return .value(alphanumericClass)
    case "9": return .optionalValue(.decimalDigit)
    case "a": return .optionalValue(letterClass)
    case "-": return .optionalValue(alphanumericClass)
    default:
      guard let notation = customNotations.first(where: { $0.character == c }) else { return nil }
      return notation.isOptional
        ? .optionalValue(notation.characterSet) : .value(notation.characterSet)
    }
  }

  /// `determineInheritedType(forLastCharacter:)`.
  private func inheritedClass(_ last: Character?) -> CharacterClass? {
    switch last {
    case "0", "9": return .decimalDigit
    case "A", "a": return letterClass
    case "_", "-", "…", "[": return alphanumericClass
    case .some(let c):
      return customNotations.first(where: { $0.character == c })?.characterSet
    case .none: return nil
    }
  }
}
