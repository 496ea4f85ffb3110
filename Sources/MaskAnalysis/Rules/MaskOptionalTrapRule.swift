import MaskEngine

/// An optional block before a mandatory one that makes a value the mask allows impossible
/// to type.
///
/// The engine's `optionalTrap` issue only says where such a block is; the finding needs a
/// proof from the dialect's own keystroke replay (`FieldSimulator.optionalTrapWitness`,
/// the replay `maskls preview --keys` shows): the mask's shortest value (optional slots
/// empty) typed as slot characters, with its literals, and with a space per optional slot
/// leaves the mask incomplete every time. The message names that value and the keys.
struct MaskOptionalTrapRule: Rule {
  /// Nothing to say about a field without a mask (`mask(for:)` parses nothing else).
  static let readKinds: SettingKinds? = [.mask, .affineMask]

  static let description = RuleDescription(
    id: "mask-optional-trap", name: "Optional slots before mandatory ones", severity: .warning,
    summary: """
      An optional block comes before a mandatory one (`[99][00]`) and the library fills the \
      optional slots first: the shortest value the mask allows (`23`) cannot be typed, \
      whichever way the user types it, so the mask stays incomplete. Checked by replaying \
      the keys through the library's model, as `maskls preview --keys` does.
      """,
    triggeringExamples: [
      RuleExample(##"listener.primaryMaskFormat = "[↓99][00]""##),
      RuleExample(##"IMask(document.getElementById("code"), { mask: "0[↓0]00" });"##, fileName: "code.js"),
    ],
    nonTriggeringExamples: [
      RuleExample(##"listener.primaryMaskFormat = "[00][99]""##),
      // RedMadRobot sorts each block (`[90]` is `[09]`): `1.1.2020` can be typed.
      RuleExample(##"listener.primaryMaskFormat = "[90].[90].[0000]""##),
      // Typing `:` after one digit skips the optional one.
      RuleExample(##"$("#time").inputmask("9[9]:99");"##, fileName: "time.js"),
      // Inputmask skips an optional part on a space (`skipOptionalPartCharacter`), which the
      // engine does not replay: nothing is proven.
      RuleExample(##"$("#code").inputmask("9[9]99");"##, fileName: "code.js"),
      // .NET takes a space for an empty optional position (`ResetOnSpace`): `   2345678`.
      RuleExample(##"var phone = new MaskedTextBox("(999) 000-0000");"##, fileName: "Form.cs"),
      // jQuery Mask Plugin's own IP example: typing `2.3.4.5` shows `2.3.4.5`, the value the
      // field holds (its only completeness is the `onComplete` callback).
      RuleExample(
        ##"$('#ip').mask('0ZZ.0ZZ.0ZZ.0ZZ', { translation: { 'Z': { pattern: /[0-9]/, optional: true } } });"##,
        fileName: "ip.js"),
    ])

  func check(_ field: AnalyzedField, context: RuleContext) -> [Finding] {
    // Most fields' masks have no such issue (`maskIssueKinds` holds the issues of the masks
    // `mask(for:)` gives): their settings are not read.
    guard field.maskIssueKinds.contains(.optionalTrap) else { return [] }
    var findings: [Finding] = []
    // An alternative's short value may be typed through another alternative.
    for setting in field.settings where setting.alternativeList == nil {
      guard let mask = field.mask(for: setting), !Self.unprovable.contains(mask.dialect),
        let issue = mask.issues.first(where: { $0.kind == .optionalTrap }),
        let witness = FieldSimulator.optionalTrapWitness(mask)
      else { continue }
      findings.append(finding(message(mask, witness), at: context.location(of: setting, characters: issue.range)))
    }
    return findings
  }

  /// Libraries that let the user skip an optional part in a way the engine does not replay:
  /// Inputmask's `skipOptionalPartCharacter` (a space, by default).
  static let unprovable: Set<MaskDialect> = [.inputmask]

  private func message(_ mask: any Mask, _ witness: OptionalTrapWitness) -> String {
    let keys = witness.keys.map { "`\($0)`" }.joined(separator: " or ")
    return "\(mask.dialect.libraryName): the value `\(witness.value)` (optional slots left empty) cannot be entered: "
      + "typing \(keys) never completes the mask (typing `\(witness.keys[0])` shows `\(witness.shown)`), and no other "
      + "sequence of up to \(witness.searchedDepth) keys over its characters, the literals and a space does, because "
      + "\(mask.dialect.libraryName) fills the optional slots before the mandatory ones"
  }
}
