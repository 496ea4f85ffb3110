import MaskEngine

/// Markdown for hovering a recognised literal.
enum HoverRenderer {
  static func markdown(for setting: Setting, in field: AnalyzedField) -> String {
    switch setting.kind {
    case .mask(let dialect), .affineMask(let dialect):
      if field.hasUnresolvedOptions(setting) {
        return "**maskls** — \(dialect.libraryName) mask, recognised as `\(setting.recognizedAs)`; the call passes options maskls cannot read, so the mask is not checked"
      }
      guard let mask = field.previewMask(for: setting) else { return "" }
      return maskMarkdown(mask, setting: setting, field: field)
    case .regex(let flavor, let use):
      return RegexHoverRenderer.markdown(for: setting, flavor: flavor, use: use, in: field)
    case .maxLength:
      return "**maskls** — max length \(setting.literal.value) of \(field.key.displayName) (counts the displayed text)"
    case .replacementCharacter:
      return "**maskls** — replacement character `\(setting.literal.value)`: each one in the pattern is a digit slot"
    case .keyboard(let platform):
      return "**maskls** — keyboard `\(setting.literal.value)` (\(platform.rawValue)) of \(field.key.displayName)"
    case .htmlInputType:
      return "**maskls** — input type `\(setting.literal.value)` of \(field.key.displayName)"
    case .htmlAttribute(let name):
      return "**maskls** — `\(name)=\"\(setting.literal.value)\"` of \(field.key.displayName)"
    case .maskFilter(let character):
      return "**maskls** — filter of mask character `\(character)`: regex `\(setting.literal.value)`"
    case .customNotations:
      return "**maskls** — custom notations of \(field.key.displayName)"
    case .maskAlias(let dialect):
      return "**maskls** — \(dialect.libraryName) alias `\(setting.literal.value)`"
    case .maskGlobalOptions(let dialect):
      return "**maskls** — \(dialect.libraryName) options for every mask (`\(setting.literal.value)`): its masks are not checked"
    case .maskAliasDefinition(let dialect):
      return "**maskls** — \(dialect.libraryName) alias `\(setting.literal.value)` defined here"
    }
  }

  static func maskMarkdown(_ mask: any Mask, setting: Setting, field: AnalyzedField) -> String {
    var request = MaskPreview.Request()
    request.maxLength = field.maxLengthSetting?.1
    if let regex = field.regexSettings.first(where: { if case .regex(_, .perEdit) = $0.kind { return true } else { return false } }),
      case .regex(let flavor, _) = regex.kind
    {
      request.validator = RegexChecks.validator(regex.literal.value, flavor: flavor, flagLetters: regex.regexFlags)
    }
    let conflicts = RegexHoverRenderer.conflicts(in: field)
    var out: [String] = []
    // A RedMadRobot mask in Kotlin or Java code is read as input-mask-android reads it: say so.
    let library = (mask as? RedMadRobotMask)?.libraryName ?? mask.dialect.libraryName
    out.append("**maskls** — \(library) mask, recognised as `\(setting.recognizedAs)`")
    out.append("")
    out.append("```")
    let pattern = mask.pattern
    let shownPattern = pattern.utf8.count > SimulationBudget.maxHoverPatternCharacters
      ? String(pattern.prefix(SimulationBudget.maxHoverPatternCharacters)) : pattern
    out.append(shownPattern.count < pattern.count ? shownPattern + "…" : shownPattern)
    out.append("```")
    let parts = MaskPreview.explainTokens(mask)
    for line in parts.prefix(SimulationBudget.maxHoverParts) { out.append("- \(line)") }
    if parts.count > SimulationBudget.maxHoverParts || shownPattern.count < pattern.count {
      out.append(
        "- … the mask has \(pattern.count) characters in \(parts.count) parts; the hover shows the first "
          + "\(min(pattern.count, SimulationBudget.maxHoverPatternCharacters)) characters and \(min(parts.count, SimulationBudget.maxHoverParts)) parts")
    }
    if let list = mask as? InputmaskMask, list.listCount > 1 {
      out.append("")
      out.append(
        "One of a list of \(list.listCount) masks: Inputmask shows the first mask of the list that takes the text, "
          + "and moves to the next when a key does not fit (the sample and the typing below are the whole list's).")
    }
    if let unmodelled = setting.maskOptions?.unmodelledTextOptions, !unmodelled.isEmpty {
      let names = unmodelled.map { "`\($0)`" }.joined(separator: ", ")
      out.append("")
      let one = unmodelled.count == 1
      out.append(
        "⚠ \(names) of this field \(one ? "changes" : "change") the text it shows or the value it gives; "
          + "the sample and typing below leave \(one ? "it" : "them") out.")
    }
    out.append("")
    out += sampleMarkdown(mask, request: request)
    var others: [String] = []
    if let (_, n) = field.maxLengthSetting { others.append("max length \(n)") }
    if let c = field.replacementCharacter { others.append("replacement character `\(c)`") }
    for regex in field.regexSettings { others.append("regex `\(regex.literal.value)` (\(regex.recognizedAs))") }
    if !others.isEmpty { out += ["", "Field settings: " + others.joined(separator: ", ")] }
    if !conflicts.isEmpty { out += [""] + conflicts.map { "⚠ \($0)" } }
    return out.joined(separator: "\n")
  }

  /// The sample, caret map and typing replay, or a note when the mask is too long to simulate.
  static func sampleMarkdown(_ mask: any Mask, request: MaskPreview.Request) -> [String] {
    guard SimulationBudget.allowsReplay(of: mask.sampleInput()) else {
      return ["Sample, caret map and typing: not shown (the mask takes more than \(SimulationBudget.maxSampleCharacters) characters)."]
    }
    let preview = MaskPreview(mask: mask, request: request)
    var out: [String] = []
    let r = preview.result
    out.append("Sample: `\(preview.input)` → `\(r.formatted.text)` — \(r.complete ? "complete" : "incomplete"), value `\(r.value)`")
    out.append("")
    out.append("| raw caret | " + preview.caretMap.indices.map(String.init).joined(separator: " | ") + " |")
    out.append("|---|" + preview.caretMap.map { _ in "---|" }.joined())
    out.append("| formatted | " + preview.caretMap.map(String.init).joined(separator: " | ") + " |")
    out.append("")
    out.append("Typing:")
    out.append("```")
    for step in preview.steps {
      var line = "\(step.key.description.padding(toLength: 2, withPad: " ", startingAt: 0)) \(step.state.description)"
      if let refusal = step.refusal, !step.accepted {
        switch refusal {
        case .maxLength: line += "   (refused: max length)"
        case .validator: line += "   (refused by the regex)"
        case .mask: line += "   (no change)"
        }
      }
      out.append(line)
    }
    out.append("```")
    return out
  }
}
