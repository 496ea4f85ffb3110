import SourceScanning

/// A second walk over one file for the languages whose settings the shared walk cannot reach:
/// Kotlin named arguments (`primaryFormat = "…"`), `"…".toRegex()` after `=`, numbers inside
/// calls (`InputFilter.LengthFilter(10)`, `[StringLength(10)]`), and keys tied to Android view
/// ids. Its settings replace the shared walk's settings on the same literal.
struct LanguagePassResult {
  var settings: [Setting] = []
  /// Literal offsets whose shared-walk setting is wrong and must go (`Regex("…",
  /// RegexOption.LITERAL)` is not a regex).
  var dropped: Set<Int> = []
}

extension CodeRecognizer {
  /// `base` (the shared walk's settings) merged with the language pass.
  func withLanguagePass(_ base: [Setting]) -> [Setting] {
    let pass: LanguagePassResult
    if language.isJVM {
      pass = jvmPass()
    } else if language == .csharp {
      pass = csharpPass()
    } else {
      return base
    }
    if pass.settings.isEmpty && pass.dropped.isEmpty { return base }
    var replaced = pass.dropped
    for s in pass.settings { replaced.insert(s.literal.range.lowerBound) }
    // `// maskls: ignore` takes a line's literals out of the analysis, as in the shared walk.
    let ignoredLines = Set(file.directives.filter { $0.key == "ignore" && $0.value.isEmpty }.map { $0.targetLine(in: file.text) })
    let kept = pass.settings.filter { !ignoredLines.contains(file.text.line(containing: $0.literal.range.lowerBound)) }
    return base.filter { !replaced.contains($0.literal.range.lowerBound) } + kept
  }

  // MARK: Token helpers shared by the language passes

  @inline(__always)
  func isPunctuation(_ index: Int, _ c: Unicode.Scalar) -> Bool {
    index >= 0 && index < tokens.count && tokens[index].kind == .punctuation && tokens[index].byte == UInt8(ascii: c)
  }

  func isIdentifier(_ index: Int, _ name: StaticString) -> Bool {
    index >= 0 && index < tokens.count && tokens[index].kind == .identifier && spells(tokens[index], name)
  }

  /// Whether `token`'s text is `word` (as `ScannedFile.tokenText(_:equals:)`), compared here:
  /// the passes ask it of most tokens, and the length alone answers most.
  @inline(__always)
  func spells(_ token: Token, _ word: StaticString) -> Bool {
    let count = token.range.count
    guard count == word.utf8CodeUnitCount else { return false }
    let start = token.range.lowerBound
    let bytes = file.text.bytes
    return word.withUTF8Buffer { w in
      var k = 0
      while k < count {
        if bytes[start + k] != w[k] { return false }
        k += 1
      }
      return true
    }
  }

  func identifierText(_ index: Int) -> String? {
    guard index >= 0, index < tokens.count, tokens[index].kind == .identifier else { return nil }
    return file.tokenText(tokens[index])
  }

  /// A single `=` (not part of `==`, `!=`, `<=`, `>=`, `+=`).
  func isAssignment(_ index: Int) -> Bool {
    guard index >= 0, index < tokens.count else { return false }
    let token = tokens[index]
    guard token.kind == .punctuation, token.byte == UInt8(ascii: "=") else { return false }
    if index + 1 < tokens.count, tokens[index + 1].kind == .punctuation, tokens[index + 1].range.lowerBound == token.range.upperBound,
      tokens[index + 1].byte == UInt8(ascii: "=")
    {
      return false
    }
    if index >= 1, tokens[index - 1].kind == .punctuation, tokens[index - 1].range.upperBound == token.range.lowerBound {
      return false
    }
    return true
  }

  /// The top-level arguments of `call` as token ranges (empty list for `()`).
  func arguments(of call: Call) -> [Range<Int>] {
    var result: [Range<Int>] = []
    var depth = 0
    var start = call.open + 1
    var i = call.open + 1
    while i < call.close {
      let t = tokens[i]
      if t.kind == .punctuation {
        switch t.byte {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
        case UInt8(ascii: ","):
          if depth == 0 {
            result.append(start..<i)
            start = i + 1
          }
        default: break
        }
      }
      i += 1
    }
    if start < call.close { result.append(start..<call.close) }
    return result
  }

  /// A Kotlin named argument's name (`primaryFormat` in `primaryFormat = "…"`) and where its
  /// value starts, or nil and the argument's own start. C# `name: value` too.
  func argumentLabel(_ argument: Range<Int>) -> (label: String?, value: Range<Int>) {
    let s = argument.lowerBound
    if argument.count >= 3, let name = identifierText(s), isAssignment(s + 1) || (language == .csharp && isPunctuation(s + 1, ":")) {
      return (name, (s + 2)..<argument.upperBound)
    }
    return (nil, argument)
  }

  /// A literal over the source bytes `range` whose value is `value` (not the bytes): numbers,
  /// flag names, identifier values.
  func syntheticLiteral(_ value: String, range: Range<Int>, constant: Bool = true) -> StringLiteral {
    StringLiteral(
      value: value, range: range,
      segments: [LiteralSegment(valueStart: 0, valueLength: value.utf8.count, sourceStart: range.lowerBound, sourceLength: range.count, isVerbatim: value.utf8.count == range.count)],
      isConstant: constant)
  }

  /// A number the shared walk takes for `maxLength = n` that is a declaration
  /// (`val maxLength = 7`, `int maxLength = 7;`): a constant, not a field's setting.
  func isMaxLengthDeclaration(numberAt index: Int) -> Bool {
    isAssignment(index - 1) && isIdentifier(index - 2, "maxLength") && tokens.indices.contains(index - 3)
      && tokens[index - 3].kind == .identifier
  }

  /// Whether the file mentions input-mask-android's package `redmadrobot` anywhere (a cheap
  /// import check), looked for at its `b`.
  func fileMentionsRedMadRobot() -> Bool {
    AnchoredByteSearch.contains(file.text.bytes, "redmadrobot", anchor: 8)
  }
}

/// Brace scopes of Kotlin, Java and C#, with the type each body belongs to: the language
/// passes walk forward and keep it current, like the shared walk.
struct BraceScopes {
  private(set) var stack: [CodeRecognizer.Scope] = []

  mutating func step(_ index: Int, in recognizer: CodeRecognizer) {
    let token = recognizer.tokens[index]
    guard token.kind == .punctuation else { return }
    if token.byte == UInt8(ascii: "{") {
      stack.append(CodeRecognizer.Scope(openIndex: index, typeName: recognizer.symbols.typeName(openingAt: index)))
    } else if token.byte == UInt8(ascii: "}"), !stack.isEmpty {
      stack.removeLast()
    }
  }

  var context: CodeRecognizer.Context { CodeRecognizer.Context(stack: stack, objcType: nil) }
}
