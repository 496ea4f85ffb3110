import MaskEngine
import RegexAnalysis

/// A filter entry that cannot stand for exactly one character.
struct FlutterFilterMulticharRule: Rule {
  /// Nothing to say about a field without a `filter:` entry.
  static let readKinds: SettingKinds? = [.maskFilter]

  static let description = RuleDescription(
    id: "flutter-filter-multichar", name: "Filter entry that is not one character", severity: .warning,
    summary: """
      `MaskTextInputFormatter` tests every typed character alone with `RegExp.hasMatch`, and \
      compares mask characters with the filter keys one at a time. A regex that needs more than \
      one character (`\\d{2}`) refuses everything; one that matches the empty string \
      (`[0-9]*`) accepts everything; a key longer than one character never applies.
      """,
    triggeringExamples: [
      RuleExample("""
        final code = MaskTextInputFormatter(mask: '##-##', filter: {'#': RegExp(↓r'\\d{2}')});
        """, fileName: "form.dart"),
      RuleExample("""
        final code = MaskTextInputFormatter(mask: '##-##', filter: {'#': RegExp(↓r'[0-9]*')});
        """, fileName: "form.dart"),
      RuleExample("""
        final code = MaskTextInputFormatter(mask: '##-##', filter: {'#': RegExp(r'[0-9]'), ↓'##': RegExp(r'[0-9]')});
        """, fileName: "form.dart"),
    ],
    nonTriggeringExamples: [
      RuleExample("""
        final code = MaskTextInputFormatter(mask: '##-##', filter: {'#': RegExp(r'[0-9]')});
        """, fileName: "form.dart"),
      RuleExample("""
        final code = MaskTextInputFormatter(mask: '##-##', filter: {'#': RegExp(r'^[0-9]+$')});
        """, fileName: "form.dart"),
      RuleExample("""
        final any = MaskTextInputFormatter(mask: '**', filter: {'*': RegExp(r'.*')});
        """, fileName: "form.dart"),
      RuleExample("""
        final re = RegExp(r'\\d{2}');
        """, fileName: "form.dart"),
    ])

  func check(_ field: AnalyzedField, context: RuleContext) -> [Finding] {
    // Without a mask the formatter returns the text as typed: the filter is never used.
    guard field.settings.contains(where: { $0.kind == .mask(.flutter) }) else { return [] }
    var findings: [Finding] = []
    for setting in field.settings {
      guard case .maskFilter(let key) = setting.kind else { continue }
      if setting.recognizedAs == FlutterFilterNames.invalidKey {
        findings.append(finding(
          "filter key `\(setting.literal.value)` is not one character: the formatter compares each mask character with the keys, so this entry never applies",
          at: context.location(setting.path, setting.literal.range)))
        continue
      }
      guard setting.literal.isConstant else { continue }
      let pattern = setting.literal.value
      switch FlutterFilterAnalysis.verdict(pattern: pattern, flags: setting.regexFlags) {
      case .accepts(let set) where set.isEmpty:
        findings.append(finding(
          "`\(pattern)` cannot match a single character: the formatter tests each typed character alone with `hasMatch`, so slot `\(key)` refuses every character",
          at: context.location(of: setting)))
      case .acceptsEveryCharacter(let intended) where !FlutterFilterAnalysis.isNearlyEverything(intended):
        findings.append(finding(
          "`\(pattern)` matches the empty string, so `hasMatch` is true for every single character: slot `\(key)` accepts anything; drop the `*`/`?` or anchor it (`^[0-9]$`)",
          at: context.location(of: setting)))
      default:
        break
      }
    }
    return findings
  }
}
