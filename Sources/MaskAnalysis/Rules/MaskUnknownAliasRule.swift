import MaskEngine

/// An Inputmask alias name that is neither built in nor defined in the project.
///
/// Inputmask looks a name up in its aliases and, when there is none, takes the name itself
/// as the mask (`resolveAlias`): `$(el).inputmask("dd/mm/yyyy")` (an alias of Inputmask 3,
/// removed in 4.0) becomes a mask of literals only and the field takes no input. A name that
/// was an alias of Inputmask 3 is information: many pages still load Inputmask 3 (often from
/// a bundle that is not linted), where it works; any other name is a warning. Nothing is
/// reported when some `extendAliases` table in the project cannot be read
/// (`InputmaskAliasResolution` drops the references then).
struct MaskUnknownAliasRule: Rule {
  /// Nothing to say about a field without an alias.
  static let readKinds: SettingKinds? = [.maskAlias]

  static let description = RuleDescription(
    id: "mask-unknown-alias", name: "Unknown Inputmask alias", severity: .warning,
    summary: """
      An Inputmask alias name that Inputmask 5 does not have and that no \
      `Inputmask.extendAliases` in the project defines: Inputmask then takes the name itself \
      as the mask, so the field takes no input or the wrong input. Use a built-in alias \
      (`"datetime"` with `inputFormat`) or define it. A name that was an alias of Inputmask 3 \
      (`"dd/mm/yyyy"`, removed in 4.0) works where the page loads Inputmask 3: information.
      """,
    triggeringExamples: [
      RuleExample(##"$("#birth").inputmask(↓"birthDate");"##, fileName: "form.js"),
      RuleExample(##"Inputmask({ alias: ↓"myDate" }).mask("#birth");"##, fileName: "form.js"),
    ],
    nonTriggeringExamples: [
      RuleExample(##"Inputmask("datetime", { inputFormat: "dd/mm/yyyy" }).mask("#birth");"##, fileName: "form.js"),
      RuleExample(
        ##"""
        Inputmask.extendAliases({ myDate: { alias: "datetime", inputFormat: "dd/mm/yyyy" } });
        Inputmask({ alias: "myDate" }).mask("#birth");
        """##, fileName: "form.js"),
      // The table's names cannot be read: any name may be defined there.
      RuleExample(
        ##"""
        Inputmask.extendAliases(aliases);
        $("#birth").inputmask("dd/mm/yyyy");
        """##, fileName: "form.js"),
    ])

  func check(_ field: AnalyzedField, context: RuleContext) -> [Finding] {
    var findings: [Finding] = []
    for setting in field.settings {
      guard case .maskAlias(let dialect) = setting.kind, dialect == .inputmask, setting.literal.isConstant else { continue }
      let positional = WebLibraries.inputmaskAliasPositions.contains(setting.recognizedAs)
      let name = setting.literal.value
      if WebLibraries.isRemovedInputmaskAlias(name) {
        findings.append(finding(removedAliasMessage(name, positional: positional), at: context.location(of: setting), severity: .info))
      } else {
        findings.append(finding(message(name, positional: positional), at: context.location(of: setting)))
      }
    }
    return findings
  }

  /// An alias of Inputmask 3: right or wrong depending on the version the page loads.
  private func removedAliasMessage(_ name: String, positional: Bool) -> String {
    let takes = positional ? "takes the name as the mask" : "takes the name as the mask when no `mask` option is given"
    let mask = MaskDialect.inputmask.parse(name)
    let result = mask.tokens.contains(where: \.isSlot) ? "the field expects `\(name)` literally" : "which has no slot: the field takes no input"
    return "`\(name)` is an alias of Inputmask 3 only (removed in 4.0, not defined with `Inputmask.extendAliases` in the linted files): with Inputmask 4 or later, Inputmask \(takes), \(result); with Inputmask 3 it works"
  }

  /// `positional`: `Inputmask("…")`, where the name is the mask when no alias has it; an
  /// `alias:` option is the mask only when no `mask` is given.
  private func message(_ name: String, positional: Bool) -> String {
    var text = "`\(name)` is not an Inputmask alias: neither built into Inputmask 5 nor defined with `Inputmask.extendAliases` in the linted files"
    if WebLibraries.isRemovedInputmaskAlias(name) { text += " (it was an alias of Inputmask 3, removed in 4.0)" }
    let mask = MaskDialect.inputmask.parse(name)
    let takes = positional ? "Inputmask takes the name as the mask" : "without a `mask` option, Inputmask takes the name as the mask"
    if !mask.tokens.contains(where: \.isSlot) {
      text += "; \(takes), which has no slot: the field takes no input"
    } else {
      text += "; \(takes), so the field expects `\(name)` literally with slots where its letters are mask symbols"
    }
    if name.contains(where: { "dmyhHsM".contains($0) }), name.lowercased().contains(where: { "/.:- ".contains($0) }) || name.lowercased() == "date" || name.lowercased() == "time" {
      text += ". For a date, write `Inputmask(\"datetime\", { inputFormat: \"…\" })`"
    }
    return text
  }
}
