import RegexAnalysis
import SourceScanning

/// C#: WinForms `MaskedTextBox` (`new MaskedTextBox("…")`; `x.Mask = "…"` is the shared
/// walk's), `System.Text.RegularExpressions.Regex`, DataAnnotations (`[RegularExpression]`,
/// `[StringLength]`, `[MaxLength]`) and `TextBox.MaxLength`. Recognised in the C# language
/// pass (`csharpPass()`), not through the shared walk's hooks.
///
/// .NET regexes are checked with the ICU flavour, the closest the analyser has; a pattern
/// using a construct the two read differently (class subtraction `[a-z-[aeiou]]`, balancing
/// groups, `(?'name'…)`, unbounded lookbehind, the `n` option) is skipped when ICU objects,
/// so no finding ever reports what .NET accepts.
extension CodeRecognizer {
  func csharpPass() -> LanguagePassResult {
    var result = LanguagePassResult()
    let names = AndroidViewNames()
    let maskedBoxes = maskedTextBoxNames()
    var scopes = BraceScopes()
    for index in tokens.indices {
      scopes.step(index, in: self)
      switch tokens[index].kind {
      case .string:
        if let s = csharpLiteral(at: index, names: names, context: scopes.context) { result.settings.append(s) }
      case .number:
        if isMaxLengthDeclaration(numberAt: index) { result.dropped.insert(tokens[index].range.lowerBound) }
        if let s = csharpMaxLength(at: index, names: names, maskedBoxes: maskedBoxes, context: scopes.context) { result.settings.append(s) }
      default:
        break
      }
    }
    return result
  }

  private func csharpLiteral(at i: Int, names: AndroidViewNames, context: Context) -> Setting? {
    let literal = file.literals[tokens[i].literal]
    guard literal.isWholeValue, isPunctuation(i + 1, ",") || isPunctuation(i + 1, ")"), let call = enclosingCall(of: i),
      let calleeIndex = call.callee, let slot = argument(holding: i, in: call), slot.value == i..<(i + 1)
    else { return nil }
    let callee = file.tokenText(tokens[calleeIndex])
    let receiver = call.receiver.map { file.tokenText(tokens[$0]) }
    let site = FieldKey.site(path: path, offset: tokens[calleeIndex].range.lowerBound)
    let isNew = isIdentifier(calleeIndex - 1, "new")
    switch callee {
    case "MaskedTextBox" where isNew && slot.position == 0 && (slot.label == nil || slot.label == "mask"):
      // `box = new MaskedTextBox("…")`: the field is the name assigned.
      var key = site
      if isAssignment(calleeIndex - 2), let chain = receiverChain(endingBefore: calleeIndex - 2),
        let k = androidFieldKey(chain, names: names, context: context)
      {
        key = k
      }
      return make(.mask(.dotnetmaskedtextbox), "new MaskedTextBox(_:)", literal, key: key)
    case "Regex" where isNew && slot.position == 0 && (slot.label == nil || slot.label == "pattern"):
      guard let flags = csharpRegexFlags(in: (call.open + 1)..<call.close) else { return nil }
      var use = RegexUse.compiled
      var how = ""
      if isPunctuation(call.close + 1, "."), let method = identifierText(call.close + 2), isPunctuation(call.close + 3, "(") {
        if let call = describeCall(openAt: call.close + 3), isValidatingSearch(method, closingParen: call.close) {
          use = .search
          how = ".\(method)(_:)"
        }
      }
      return dotnetRegex(use, "new Regex(_:)\(how)", literal, flags: flags, key: site)
    case "IsMatch", "Match", "Matches", "Replace", "Split", "Count", "EnumerateMatches":
      guard receiver == "Regex", slot.label == "pattern" || (slot.label == nil && slot.position == 1),
        let flags = csharpRegexFlags(in: (call.open + 1)..<call.close)
      else { return nil }
      let use: RegexUse = isValidatingSearch(callee, closingParen: call.close) ? .search : .compiled
      return dotnetRegex(use, "Regex.\(callee)(_:_:)", literal, flags: flags, key: site)
    case "GeneratedRegex", "GeneratedRegexAttribute":
      // .NET 7 source-generated regex: `[GeneratedRegex(@"…", RegexOptions.IgnoreCase)]`.
      guard slot.position == 0, slot.label == nil || slot.label == "pattern", isPunctuation(call.open - 2, "[") || isPunctuation(call.open - 2, ","),
        let flags = csharpRegexFlags(in: (call.open + 1)..<call.close)
      else { return nil }
      return dotnetRegex(.compiled, "[GeneratedRegex(_:)]", literal, flags: flags, key: site)
    case "RegularExpression", "RegularExpressionAttribute":
      // DataAnnotations anchors the pattern and requires it to match the whole value.
      guard slot.position == 0, slot.label == nil, let flags = csharpRegexFlags(in: (call.open + 1)..<call.close) else { return nil }
      let key = decoratedMember(afterAttributeCall: call, context: context) ?? site
      return dotnetRegex(.fullMatch, "[RegularExpression(_:)]", literal, flags: flags, key: key)
    default:
      return nil
    }
  }

  /// Whether a .NET regex call answers "does it occur anywhere" (validation): `IsMatch`,
  /// `Match(…).Success`. Extraction (`Matches`, `Match(…).Value`, `Replace`) is not.
  private func isValidatingSearch(_ method: String, closingParen: Int) -> Bool {
    switch method {
    case "IsMatch": return true
    case "Match": return isPunctuation(closingParen + 1, ".") && isIdentifier(closingParen + 2, "Success")
    default: return false
    }
  }

  /// `x.MaxLength = 10` (a `TextBox`), `[StringLength(10)]`, `[MaxLength(10)]`.
  /// `MaskedTextBox.MaxLength` does nothing (the mask sets the length), so a receiver that is
  /// a masked text box by its declaration or name is skipped.
  private func csharpMaxLength(at index: Int, names: AndroidViewNames, maskedBoxes: Set<String>, context: Context) -> Setting? {
    let token = tokens[index]
    let literal = syntheticLiteral(file.tokenText(token), range: token.range)
    if isAssignment(index - 1), isIdentifier(index - 2, "MaxLength"), isPunctuation(index + 1, ";") {
      guard isPunctuation(index - 3, "."), let chain = receiverChain(endingBefore: index - 3),
        let key = androidFieldKey(chain, names: names, context: context)
      else { return nil }
      if let name = identifierText(chain.upperBound - 1), name.lowercased().contains("masked") || maskedBoxes.contains(name) { return nil }
      return make(.maxLength, "MaxLength", literal, key: key)
    }
    guard isPunctuation(index - 1, "("), let calleeName = identifierText(index - 2),
      ["StringLength", "StringLengthAttribute", "MaxLength", "MaxLengthAttribute"].contains(calleeName),
      isPunctuation(index + 1, ")") || isPunctuation(index + 1, ","), let call = describeCall(openAt: index - 1),
      let key = decoratedMember(afterAttributeCall: call, context: context)
    else { return nil }
    return make(.maxLength, "[\(calleeName.replacingOccurrences(of: "Attribute", with: ""))(_:)]", literal, key: key)
  }

  /// Names the file declares as `MaskedTextBox` (`MaskedTextBox name;`,
  /// `name = new MaskedTextBox(…)`).
  private func maskedTextBoxNames() -> Set<String> {
    var names: Set<String> = []
    for i in tokens.indices where tokens[i].kind == .identifier && file.tokenText(tokens[i], equals: "MaskedTextBox") {
      if let name = identifierText(i + 1) { names.insert(name) }
      if isIdentifier(i - 1, "new"), isAssignment(i - 2), let name = identifierText(i - 3) { names.insert(name) }
    }
    return names
  }

  /// The property or field an attribute list decorates: `Phone` in
  /// `[StringLength(10)] [Required] public string Phone { get; set; }`. Nil when the call is
  /// not inside `[…]`.
  func decoratedMember(afterAttributeCall call: Call, context: Context) -> FieldKey? {
    guard let callee = call.callee else { return nil }
    // The attribute section's `[` before the callee (`[A, B(…)]`, `[property: B(…)]`).
    var j = callee - 1
    var steps = 0
    while j >= 0, steps < 40, !isPunctuation(j, "[") {
      if isPunctuation(j, ";") || isPunctuation(j, "{") || isPunctuation(j, "}") || isPunctuation(j, "]") { return nil }
      j -= 1
      steps += 1
    }
    guard isPunctuation(j, "[") else { return nil }
    var i = call.close + 1
    var depth = 0
    steps = 0
    var last: Int? = nil
    while i < tokens.count, steps < 64 {
      let t = tokens[i]
      if t.kind == .punctuation {
        switch t.byte {
        case UInt8(ascii: "["), UInt8(ascii: "("): depth += 1
        case UInt8(ascii: "]"), UInt8(ascii: ")"): depth -= 1
        case UInt8(ascii: "{"), UInt8(ascii: ";"), UInt8(ascii: "="):
          guard depth <= 0 else { break }
          return last.map { .member(type: context.typeName ?? "", name: file.tokenText(tokens[$0])) }
        default: break
        }
      } else if t.kind == .identifier, depth <= 0 {
        last = i
      }
      i += 1
      steps += 1
    }
    return nil
  }

  /// Flag letters from `RegexOptions.X` names; nil when an option changes the dialect
  /// (`ECMAScript`) so the ICU reading would be wrong.
  func csharpRegexFlags(in range: Range<Int>) -> String? {
    var letters = ""
    for i in range where tokens[i].kind == .identifier && isPunctuation(i - 1, ".") && isIdentifier(i - 2, "RegexOptions") {
      switch file.tokenText(tokens[i]) {
      case "IgnoreCase": letters += "i"
      case "Multiline": letters += "m"
      case "Singleline": letters += "s"
      case "IgnorePatternWhitespace": letters += "x"
      case "ECMAScript", "ExplicitCapture": return nil
      default: break
      }
    }
    return letters
  }

  /// A .NET regex setting, checked as ICU; nil when ICU objects to a construct .NET reads
  /// its own way.
  private func dotnetRegex(_ use: RegexUse, _ name: String, _ literal: StringLiteral, flags: String, key: FieldKey) -> Setting? {
    // .NET compiles an empty pattern (it matches everywhere); ICU rejects it.
    if literal.isConstant && literal.value.isEmpty { return nil }
    let icu = RegexFlavorName.icu
    let analysis = RegexChecks.analysis(literal.value, flavor: icu, flags: RegexPreview.flags(flags, flavor: icu.analyserFlavor).flags)
    if DotNetRegexCompatibility.mayDisagreeWithICU(literal.value) {
      if analysis.syntaxError != nil || analysis.parsed.diagnostics.contains(where: { $0.kind == .flavor }) { return nil }
    }
    // .NET reads a `{` that starts no quantifier as the character (`^({|\()?…$`); ICU rejects it.
    if let error = analysis.syntaxError, DotNetRegexCompatibility.isAtBrace(error.range, in: literal.value) { return nil }
    return regexSetting(use, "\(name) (.NET, checked as ICU)", literal, flags: flags, key: key, flavor: .icu)
  }
}

/// Constructs that .NET accepts and ICU rejects or reads differently.
enum DotNetRegexCompatibility {
  /// Whether an error ICU reports at `range` (UTF-16 offsets of `pattern`) starts at a `}`
  /// or at a `{` that does not open a quantifier's syntax: .NET takes those literally.
  static func isAtBrace(_ range: Range<Int>?, in pattern: String) -> Bool {
    guard let range else { return false }
    let units = Array(pattern.utf16)
    guard range.lowerBound < units.count else { return false }
    if units[range.lowerBound] == 0x7D { return true }
    guard units[range.lowerBound] == 0x7B else { return false }
    // `{n}`, `{n,}`, `{n,m}` is a quantifier in .NET too (`x{3,1}` is an error there as well).
    func isDigit(_ u: UInt16) -> Bool { u >= 0x30 && u <= 0x39 }
    var i = range.lowerBound + 1
    let digitsStart = i
    while i < units.count, isDigit(units[i]) { i += 1 }
    guard i > digitsStart else { return true }
    if i < units.count, units[i] == 0x2C {
      i += 1
      while i < units.count, isDigit(units[i]) { i += 1 }
    }
    return !(i < units.count && units[i] == 0x7D)
  }

  static func mayDisagreeWithICU(_ pattern: String) -> Bool {
    // Every construct below starts with one of these byte pairs; most patterns hold none, and
    // the searches below are by character, much slower than this pass over the bytes.
    guard holdsConstructStart(pattern) else { return false }
    // Class subtraction `[a-z-[aeiou]]`, balancing groups `(?<open-close>…)` / `(?<-x>…)`,
    // quote-named groups `(?'x'…)` and `\k'x'`, lookbehind (unbounded in .NET), `\p{IsBlock}`,
    // conditionals `(?(name)yes|no)`, inline `n` (explicit capture) or other options ICU lacks.
    if pattern.contains("-[") || pattern.contains("(?'") || pattern.contains("\\k'") || pattern.contains("(?<=")
      || pattern.contains("(?<!") || pattern.contains("\\p{Is") || pattern.contains("\\P{Is") || pattern.contains("(?<-")
      || pattern.contains("(?(")
    {
      return true
    }
    // `(?<name-other>` and inline options `(?n)`, `(?in:`.
    var rest = Substring(pattern)
    while let r = rest.range(of: "(?") {
      let after = rest[r.upperBound...]
      if after.hasPrefix("<"), let close = after.firstIndex(of: ">"), after[after.startIndex..<close].contains("-") { return true }
      let options = after.prefix { $0.isLetter || $0 == "-" }
      if options.contains("n"), after.dropFirst(options.count).first.map({ $0 == ")" || $0 == ":" }) == true { return true }
      rest = after
    }
    return false
  }

  /// Whether `pattern` holds `-[`, `(?`, `\k`, `\p` or `\P` (as bytes).
  static func holdsConstructStart(_ pattern: String) -> Bool {
    var previous: UInt8 = 0
    for byte in pattern.utf8 {
      switch (previous, byte) {
      case (0x2D, 0x5B), (0x28, 0x3F), (0x5C, 0x6B), (0x5C, 0x70), (0x5C, 0x50): return true
      default: previous = byte
      }
    }
    return false
  }
}
