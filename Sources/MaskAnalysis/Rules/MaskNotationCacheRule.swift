import MaskEngine
import SourceScanning

/// One format created with different custom notations: the mask cache keeps the first.
struct MaskNotationCacheRule: Rule {
  /// Nothing to say about a field without custom notations.
  static let readKinds: SettingKinds? = [.customNotations]

  static let description = RuleDescription(
    id: "mask-notation-cache", name: "Format reused with other custom notations", severity: .warning,
    summary: """
      `Mask.getOrCreate(withFormat:customNotations:)`, which every RedMadRobot listener uses, \
      caches masks by the format string only: when one format is created with different \
      `customNotations` in two places, the notations of whichever is created first are used \
      for both, and the other set is silently ignored.
      """,
    triggeringExamples: [
      RuleExample("""
        let a = try Mask.getOrCreate(withFormat: "[XX]-[000]", customNotations: [Notation(character: "X", characterSet: .uppercaseLetters, isOptional: false)])
        let b = try Mask.getOrCreate(withFormat: "[XX]-[000]", customNotations: ↓[Notation(character: "X", characterSet: .decimalDigits, isOptional: false)])
        """),
    ],
    nonTriggeringExamples: [
      RuleExample("""
        let a = try Mask.getOrCreate(withFormat: "[XX]-[000]", customNotations: [plateLetters])
        let b = try Mask.getOrCreate(withFormat: "[XX]-[000]", customNotations: [ plateLetters ])
        """),
      RuleExample("""
        let a = try Mask.getOrCreate(withFormat: "[XX]-[000]", customNotations: [plateLetters])
        let b = try Mask.getOrCreate(withFormat: "[XX]-[0000]", customNotations: [plateDigits])
        """),
      RuleExample("""
        let a = Mask(format: "[XX]", customNotations: [plateLetters])
        let b = Mask(format: "[XX]", customNotations: [plateDigits])
        """),
    ],
    messageNamesPlaces: true)

  func check(_ field: AnalyzedField, context: RuleContext) -> [Finding] {
    guard let format = NotationCache.format(of: field.key) else { return [] }
    let uses = field.settings.filter { $0.kind == .customNotations }
    guard let first = uses.first else { return [] }
    let firstText = Self.normalized(first.literal.value)
    var findings: [Finding] = []
    for other in uses.dropFirst() where Self.normalized(other.literal.value) != firstText {
      let place = context.location(of: first)
      findings.append(finding(
        "format `\(format)` is also created with other custom notations (`\(first.literal.value)` at \(place.path):\(place.start.line + 1)); `Mask.getOrCreate` caches by format string only, so whichever is created first is used for both",
        at: context.location(of: other),
        related: [RelatedLocation(location: place, message: "the same format with other custom notations")]))
    }
    return findings
  }

  /// The source text without blanks and line breaks.
  static func normalized(_ text: String) -> String {
    String(text.unicodeScalars.filter { !$0.properties.isWhitespace }.map(Character.init))
  }
}
