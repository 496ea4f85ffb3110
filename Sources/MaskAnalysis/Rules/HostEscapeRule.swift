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
    ])

  func check(_ field: AnalyzedField, context: RuleContext) -> [Finding] {
    field.settings.flatMap { setting in
      setting.literal.hostEscapes.prefix(FindingBudget.perLiteral).map { escape in
        finding(
          escape.message, at: context.location(setting.path, escape.range),
          fixes: [
            escape.replacement.flatMap {
              context.sourceFix("Write `\($0)`", path: setting.path, range: escape.range, newText: $0, isSafe: true)
            }
          ])
      }
    }
  }
}
