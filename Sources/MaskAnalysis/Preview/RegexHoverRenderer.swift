import MaskEngine
import RegexAnalysis

/// Markdown for hovering a regex literal: flavour, compile verdict or the error, structure,
/// shortest and typical matches, the per-keystroke replay for per-edit validators, and the
/// fields it validates. Every answer is bounded; a missing one is said, never guessed.
enum RegexHoverRenderer {
  static func markdown(for setting: Setting, flavor: RegexFlavorName, use: RegexUse, in field: AnalyzedField) -> String {
    let pattern = setting.literal.value
    let flags = RegexPreview.flags(setting.regexFlags, flavor: flavor.analyserFlavor).flags
    let analysis = RegexChecks.analysis(pattern, flavor: flavor, flags: flags)
    let preview = RegexPreview(pattern: pattern, flavor: flavor.analyserFlavor, flags: flags)
    var lines = [
      "**maskls** — \(flavor.analyserFlavor.displayName) regex, recognised as `\(setting.recognizedAs)` (\(useDescription(use)))",
      "",
    ]
    if !setting.literal.isConstant { lines.append("(the pattern is built at run time; the known parts are shown)") }
    if let error = preview.error {
      let at = error.start.map { " at \($0)" } ?? ""
      lines.append("✗ does not compile\(at): \(error.message)")
      return lines.joined(separator: "\n")
    }
    lines.append("✓ compiles")
    for warning in preview.warnings { lines.append("⚠ \(warning.message)") }
    lines += ["", "Structure: \(preview.outline)"]
    if let shortest = preview.shortest { lines.append("Shortest match: `\(RegexPreview.visible(shortest))`") }
    let typical = preview.samples.filter { $0 != preview.shortest }
    if !typical.isEmpty {
      lines.append("Typical matches: " + typical.map { "`\(RegexPreview.visible($0))`" }.joined(separator: ", "))
    }
    if use == .perEdit {
      switch (preview.prefixClosed, preview.blocked) {
      case (true?, _): lines.append("Every prefix of a match is accepted: values can be typed key by key.")
      case (false?, let b?):
        lines.append("Typing `\(RegexPreview.visible(b.prefix))` is refused, so `\(RegexPreview.visible(b.value))` can never be entered key by key.")
      default: break
      }
      lines += replay(analysis: analysis, field: field, preview: preview)
    }
    if use == .search, case .answered(let example?)? = analysis.unanchoredExample() {
      lines.append("⚠ Searched, not anchored: `\(example)` passes too.")
    }
    if flavor.backtracks {
      let searching = use == .search || use == .compiled
      switch analysis.redos(searching: searching) {
      case .answered(.vulnerable(let report))?: lines.append("⚠ \(report.message)")
      case .answered(.safe)?: lines.append("No catastrophic backtracking found.")
      case let outcome?: lines.append("Backtracking check: \(RegexPreview.noVerdict(outcome)).")
      case nil: break
      }
    }
    for note in preview.notes { lines.append("ℹ︎ \(note)") }
    let masks = field.maskSettings.map { "`\($0.literal.value)`" }
    if !masks.isEmpty {
      lines += ["", "Validates \(field.key.displayName) with mask \(masks.joined(separator: ", "))."]
    } else if case .site = field.key {
      lines += ["", "Not attached to a known field."]
    } else {
      lines += ["", "Validates \(field.key.displayName)."]
    }
    lines += conflicts(in: field).map { "⚠ \($0)" }
    return lines.joined(separator: "\n")
  }

  static func useDescription(_ use: RegexUse) -> String {
    switch use {
    case .perEdit: return "applied to the raw text on every edit"
    case .fullMatch: return "must match the whole text"
    case .search: return "searched for anywhere in the text"
    case .compiled: return "compiled; use unknown"
    }
  }

  /// Typing a sample key by key with the regex checked on every edit; refused keys marked.
  static func replay(analysis: RegexPatternAnalysis, field: AnalyzedField, preview: RegexPreview) -> [String] {
    guard let validator = analysis.validator else {
      return ["Key replay: not available (\(analysis.validatorUnavailableReason ?? "unknown reason"))."]
    }
    // The longest readable sample (no line terminators the end anchor happens to allow).
    let readable = preview.samples.filter { RegexPreview.visible($0) == $0 }
    let sample = preview.blocked?.value ?? readable.last ?? preview.shortest ?? ""
    guard !sample.isEmpty, sample.count <= 40 else { return [] }
    var out = ["", "Typing `\(RegexPreview.visible(sample))`:", "```"]
    if let (_, mask) = field.perEditMask {
      var request = MaskPreview.Request()
      request.input = sample
      request.validator = validator
      request.maxLength = field.maxLengthSetting?.1
      for step in MaskPreview(mask: mask, request: request).steps {
        var line = "\(step.key.description.padding(toLength: 2, withPad: " ", startingAt: 0)) \(step.state.description)"
        if !step.accepted, step.refusal == .validator { line += "   (refused by the regex)" }
        out.append(line)
      }
    } else {
      var text = ""
      for c in sample {
        let next = text + String(c)
        switch validator(next) {
        case false?: out.append("\(c)  \(text)   (refused by the regex)")
        case nil:
          text = next
          out.append("\(c)  \(text)   (unknown: the matcher ran out of time)")
        case true?:
          text = next
          out.append("\(c)  \(text)")
        }
      }
    }
    out.append("```")
    return out
  }

  /// The regex/mask conflict findings of the field (`regex-blocks-typing`, `regex-rejects-mask`),
  /// as sentences for hovers.
  static func conflicts(in field: AnalyzedField) -> [String] {
    let context = RuleContext(texts: [:])
    let rules: [any Rule] = [RegexBlocksTypingRule(), RegexRejectsMaskRule()]
    return rules.flatMap { $0.check(field, context: context) }.map { "\($0.rule): \($0.message)" }
  }
}
