import SourceScanning

/// A host-language escape silently changes the pattern.
struct HostEscapeRule: Rule {
  static let description = RuleDescription(
    id: "host-escape", name: "Escape changes the pattern", severity: .warning,
    summary: """
      The host language decodes an escape before the library sees the pattern. In \
      Objective-C an unknown escape such as `\\d` silently becomes `d`, so the regex \
      matches the letter, not a digit. Write `\\\\d`.
      """,
    triggeringExamples: [
      RuleExample(
        ##"[field setBBB_regular:@"↓\d{0,10}"];"##, fileName: "Example.m",
        fixed: ##"[field setBBB_regular:@"\\d{0,10}"];"##),
    ],
    nonTriggeringExamples: [
      RuleExample(##"[field setBBB_regular:@"\\d{0,10}"];"##, fileName: "Example.m"),
      // `\:` and `:` are the same regex.
      RuleExample(##"const re = new RegExp('"ranges"\: \\{\\}', 'g');"##, fileName: "site.js"),
      // Without `u`, a `{` that starts no count and a `}` are themselves, escaped or not.
      RuleExample(##"const re = new RegExp('"ranges"\: \{\}', 'g');"##, fileName: "picker.js"),
      RuleExample(##"const tags = new RegExp('<\/?(\\w+)>', 'g');"##, fileName: "strip.js"),
      // `[-s.]` and `[-s\.]` are the same class (the lost `\s` is reported).
      RuleExample(##"const sep = new RegExp('^[0-9]{3}[.-]?[0-9]{4}$|^[\.-]$');"##, fileName: "sep.js"),
      // The string holds `^[ \t]*$`: a class closed by a plain `]`, as the author meant.
      RuleExample(##"NSPredicate *p = [NSPredicate predicateWithFormat:@"SELF MATCHES %@", @"^\[ \t]*$"];"##, fileName: "Blank.m"),
    ])

  func check(_ field: AnalyzedField, context: RuleContext) -> [Finding] {
    var findings: [Finding] = []
    // Most literals have no escape the host language changes: they cost one test.
    for setting in field.settings where !setting.literal.hostEscapes.isEmpty {
      let escapes = setting.literal.hostEscapes.lazy.filter {
        !Self.changesNothing($0, in: setting, text: context.text(setting.path)) && !Self.opensAClassMeantAsOne($0, in: setting, context: context)
          && !Self.isInsideAClass($0, in: setting, context: context)
      }
      for escape in escapes.prefix(FindingBudget.perLiteral) {
        findings.append(
          finding(
            escape.message, at: context.location(setting.path, escape.range),
            fixes: [
              escape.replacement.flatMap {
                context.sourceFix("Write `\($0)`", path: setting.path, range: escape.range, newText: $0, isSafe: true)
              }
            ]))
      }
    }
    return findings
  }
}

extension HostEscapeRule {
  /// Punctuation that stands for itself in every regex flavour, escaped or not.
  private static let literalPunctuation = Set(":!\"'#%&,;<=>@_~`/".unicodeScalars)

  /// `\[` that the host turns into `[`, where the class it then opens is closed by a plain
  /// `]` (`@"^\[ \t]*$"`): the compiled regex has the class the rest of the text was
  /// written for, and `\\[` would make it the literal `[`. A literal bracket pair is written
  /// escaped at both ends (`\[\d+\]`), and that is reported.
  static func opensAClassMeantAsOne(_ escape: HostEscape, in setting: Setting, context: RuleContext) -> Bool {
    guard case .regex = setting.kind, escape.replacement?.hasSuffix("[") == true, escape.range.count == 2,
      let text = context.text(setting.path)
    else { return false }
    let bytes = text.bytes
    var k = escape.range.upperBound
    let end = min(setting.literal.range.upperBound, bytes.count)
    while k < end {
      if bytes[k] == UInt8(ascii: "\\") {
        k += 2
        continue
      }
      if bytes[k] == UInt8(ascii: "]") { return true }
      k += 1
    }
    return false
  }

  /// Characters that mean themselves inside a character class, escaped or not.
  private static let literalInAClass = Set(".*+?(){}|$/".utf8)

  /// A lost backslash before `.`, `*`, `+`, `?`, parentheses, braces, `|` or `$` inside a
  /// character class (`'[-\s\.]'`): `[.]` and `[\.]` are the same member. The source before
  /// the escape is read as the string, then the regex, would read it: `\\x` is an escaped
  /// regex character, `\x` a string escape (`\[` opens a class once the host drops `\`).
  static func isInsideAClass(_ escape: HostEscape, in setting: Setting, context: RuleContext) -> Bool {
    guard case .regex = setting.kind, escape.range.count == 2, let text = context.text(setting.path) else { return false }
    let bytes = text.bytes
    guard escape.range.upperBound <= bytes.count, literalInAClass.contains(bytes[escape.range.lowerBound + 1]) else { return false }
    var inClass = false
    var k = setting.literal.range.lowerBound
    while k < escape.range.lowerBound {
      let b = bytes[k]
      if b == UInt8(ascii: "\\") {
        if k + 1 < bytes.count, bytes[k + 1] == UInt8(ascii: "\\") {
          k += 3
          continue
        }
        if k + 1 < bytes.count, bytes[k + 1] == UInt8(ascii: "[") { inClass = true }
        if k + 1 < bytes.count, bytes[k + 1] == UInt8(ascii: "]") { inClass = false }
        k += 2
        continue
      }
      if b == UInt8(ascii: "[") { inClass = true }
      if b == UInt8(ascii: "]"), inClass { inClass = false }
      k += 1
    }
    return inClass
  }

  /// In a regex, a backslash lost before such punctuation (JavaScript `'"ranges"\: …'`)
  /// leaves the same pattern: nothing changes.
  static func changesNothing(_ escape: HostEscape, in setting: Setting, text: SourceText? = nil) -> Bool {
    guard case .regex(let flavor, _) = setting.kind, let replacement = escape.replacement,
      let last = replacement.unicodeScalars.last, replacement.unicodeScalars.count == 3
    else { return false }
    if literalPunctuation.contains(last) { return true }
    // JavaScript without `u` or `v` (Annex B): a `}` is always itself, and a `{` that starts
    // no `{n}`, `{n,}` or `{n,m}` is too (`'"ranges"\: \{\}'` holds the regex it meant).
    guard flavor == .ecmascript, !setting.regexFlags.contains("u"), !setting.regexFlags.contains("v") else { return false }
    if last == "}" { return true }
    guard last == "{", let bytes = text?.bytes else { return false }
    return !startsBracedCount(bytes, at: escape.range.upperBound, end: min(setting.literal.range.upperBound, bytes.count))
  }

  /// Whether the source at `start` reads `n}`, `n,}` or `n,m}` (the `}` possibly escaped):
  /// after a `{`, a braced count.
  private static func startsBracedCount(_ bytes: [UInt8], at start: Int, end: Int) -> Bool {
    var k = start
    func digits() -> Int {
      let from = k
      while k < end, bytes[k] &- UInt8(ascii: "0") < 10 { k += 1 }
      return k - from
    }
    guard digits() > 0 else { return false }
    if k < end, bytes[k] == UInt8(ascii: ",") {
      k += 1
      _ = digits()
    }
    if k < end, bytes[k] == UInt8(ascii: "\\") { k += 1 }
    return k < end && bytes[k] == UInt8(ascii: "}")
  }
}
