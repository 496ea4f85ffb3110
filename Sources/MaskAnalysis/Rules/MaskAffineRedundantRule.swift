import MaskEngine

/// A RedMadRobot affine format that can never be picked.
struct MaskAffineRedundantRule: Rule {
  /// Nothing to say about a field without an affine format.
  static let readKinds: SettingKinds? = [.affineMask]

  static let description = RuleDescription(
    id: "mask-affine-redundant", name: "Affine format that never wins", severity: .info,
    summary: """
      The listener picks the format with the highest affinity; the primary format wins every \
      tie and, among affine formats, the earlier one. An affine format that is the same mask as \
      the primary or an earlier affine format of the same list (the same string, or one that \
      compiles to the same mask) ties with it on every input and is never picked. The field works \
      as if it were not there: the finding is information, for tidying the list. A list assigned \
      again (`affineFormats = […]`) replaces the earlier one: formats of different lists are not \
      compared.
      """,
    triggeringExamples: [
      RuleExample("""
        let listener = MaskedTextInputListener(primaryFormat: "+1 ([000]) [000]-[0000]", affineFormats: [↓"+1 ([000]) [000]-[0000]"])
        """),
      RuleExample("""
        let listener = MaskedTextInputListener(primaryFormat: "[00]", affineFormats: ["[000]", ↓"[0][0][0]"])
        """),
    ],
    nonTriggeringExamples: [
      RuleExample("""
        let listener = MaskedTextInputListener(primaryFormat: "+1 ([000]) [000]-[0000]", affineFormats: ["+1 ([000]) [000]-[00]"])
        """),
      // A later assignment replaces the list: no list holds the format twice.
      RuleExample("""
        listener.affineFormats = ["[000] [000]"]
        listener.affineFormats = ["[000] [000]", "[00] [00]"]
        """),
      RuleExample("""
        let listener = MaskedTextInputListener(primaryFormat: "[00]", affineFormats: ["[000]", "[A][000]"])
        """),
    ])

  func check(_ field: AnalyzedField, context: RuleContext) -> [Finding] {
    let affines = field.settings.filter { $0.kind == .affineMask(.redmadrobot) && $0.literal.isConstant }
    guard !affines.isEmpty else { return [] }
    let primary = field.maskSettings.first { $0.kind == .mask(.redmadrobot) && $0.literal.isConstant }
    let primaryMask = primary.flatMap { compiled($0, in: field) }
    // The affine formats that can be picked so far, with their compiled masks.
    var pickable: [(setting: Setting, mask: [MaskToken.Kind]?)] = []
    var findings: [Finding] = []
    for affine in affines {
      let mask = compiled(affine, in: field)
      func ties(_ other: Setting, _ otherMask: [MaskToken.Kind]?) -> Bool {
        other.literal.value == affine.literal.value || (mask != nil && otherMask == mask)
      }
      let winner: (setting: Setting, role: String)?
      if let primary, ties(primary, primaryMask) {
        winner = (primary, "the primary format")
      } else if let earlier = pickable.first(where: { ties($0.setting, $0.mask) && Self.inOneList($0.setting, affine, context: context) }) {
        // Only an earlier format of the same list: a later `affineFormats = […]` replaces the
        // list, and another listener (a type of the same name in another file) has its own.
        winner = (earlier.setting, "the earlier affine format")
      } else {
        winner = nil
      }
      guard let winner else {
        pickable.append((affine, mask))
        continue
      }
      let how = winner.setting.literal.value == affine.literal.value ? "is the same format as" : "compiles to the same mask as"
      findings.append(finding(
        "affine format `\(affine.literal.value)` \(how) \(winner.role) `\(winner.setting.literal.value)`, which wins every tie: this affine format is never picked",
        at: context.location(of: affine),
        related: [RelatedLocation(location: context.location(of: winner.setting), message: "\(winner.role): `\(winner.setting.literal.value)`")]))
    }
    return findings
  }

  /// Whether `earlier` and `later` are elements of one list literal: in one file, with
  /// nothing between them but commas, blanks, comments and other elements (strings, names).
  /// Anything else (a `]`, a `=`, a call) or an unreadable file: not shown to be one list.
  static func inOneList(_ earlier: Setting, _ later: Setting, context: RuleContext) -> Bool {
    guard earlier.path == later.path, earlier.literal.range.upperBound <= later.literal.range.lowerBound,
      let text = context.text(earlier.path)
    else { return false }
    let bytes = text.bytes
    // A text that no longer holds the literals (changed since): not shown to be one list.
    guard later.literal.range.upperBound <= bytes.count else { return false }
    var i = earlier.literal.range.upperBound
    let end = later.literal.range.lowerBound
    while i < end {
      let c = bytes[i]
      switch c {
      case UInt8(ascii: ","), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"),
        UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "@"):
        i += 1
      case UInt8(ascii: "\""):
        // Another element: a plain string.
        i += 1
        while i < end, bytes[i] != UInt8(ascii: "\"") {
          if Self.isLineBreak(bytes[i]) { return false }
          i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1
        }
        i += 1
      case UInt8(ascii: "/") where i + 1 < end && bytes[i + 1] == UInt8(ascii: "/"):
        while i < end, !Self.isLineBreak(bytes[i]) { i += 1 }
      case UInt8(ascii: "/") where i + 1 < end && bytes[i + 1] == UInt8(ascii: "*"):
        i += 2
        while i + 1 < end, !(bytes[i] == UInt8(ascii: "*") && bytes[i + 1] == UInt8(ascii: "/")) { i += 1 }
        i += 2
      default:
        // A name (a constant as an element); anything else ends the list.
        guard (c >= 0x30 && c <= 0x39) || (c | 0x20 >= 0x61 && c | 0x20 <= 0x7A) else { return false }
        i += 1
      }
    }
    return true
  }

  private static func isLineBreak(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }

  private func compiled(_ setting: Setting, in field: AnalyzedField) -> [MaskToken.Kind]? {
    guard let mask = field.mask(for: setting) as? RedMadRobotMask, mask.isValid else { return nil }
    return mask.tokens.map(\.kind)
  }
}
