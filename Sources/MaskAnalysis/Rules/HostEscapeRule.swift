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
      RuleExample(##"const tags = new RegExp('<\/?(\\w+)>', 'g');"##, fileName: "strip.js"),
    ])

  func check(_ field: AnalyzedField, context: RuleContext) -> [Finding] {
    var findings: [Finding] = []
    // Most literals have no escape the host language changes: they cost one test.
    for setting in field.settings where !setting.literal.hostEscapes.isEmpty {
      let escapes = setting.literal.hostEscapes.lazy.filter { !Self.changesNothing($0, in: setting) }
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

  /// In a regex, a backslash lost before such punctuation (JavaScript `'"ranges"\: …'`)
  /// leaves the same pattern: nothing changes.
  static func changesNothing(_ escape: HostEscape, in setting: Setting) -> Bool {
    guard case .regex = setting.kind, let replacement = escape.replacement, let last = replacement.unicodeScalars.last else {
      return false
    }
    return replacement.unicodeScalars.count == 3 && literalPunctuation.contains(last)
  }
}
