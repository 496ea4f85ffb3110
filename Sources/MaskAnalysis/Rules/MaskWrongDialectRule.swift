import MaskEngine

/// The mask is written in another library's syntax: its own dialect sees no slot in it.
///
/// Works with `mask-no-slots`, which reports the consequence (the field takes no input, an
/// error over the whole mask); this rule reports the likely cause at the first character
/// that would be a slot in the other dialect, names that dialect and offers the mask
/// rewritten for the library in use. Two findings, different ranges, different messages.
struct MaskWrongDialectRule: Rule {
  /// Nothing to say about a field without a mask.
  static let readKinds: SettingKinds? = [.mask, .affineMask]

  static let description = RuleDescription(
    id: "mask-wrong-dialect", name: "Mask written for another library", severity: .warning,
    summary: """
      The mask has no slot in the library it is given to, but reads cleanly as a mask of \
      another library (`+1 (###) ###-####` given to RedMadRobot, `000-000` given to a \
      `#`-slot field): it was probably copied from another platform. The finding names the \
      likely dialect and, where possible, the mask rewritten for the library in use.
      """,
    triggeringExamples: [
      RuleExample(
        ##"phoneField.primaryMaskFormat = "+1 (↓###) ###-####""##,
        fixed: ##"phoneField.primaryMaskFormat = "+1 ([000]) [000]-[0000]""##),
      RuleExample(##"codeField.BBB_pattern = "↓000-000""##, fixed: ####"codeField.BBB_pattern = "###-###""####),
      RuleExample(
        ##"let mask = try Mask(format: "+7 (↓999) 999-99-99")"##,
        fixed: ##"let mask = try Mask(format: "+7 ([000]) [000]-[00]-[00]")"##),
      RuleExample(
        ##"[field setPrimaryMaskFormat:@"(↓###) ###-####"];"##, fileName: "Form.m",
        fixed: ##"[field setPrimaryMaskFormat:@"([000]) [000]-[0000]"];"##),
      // input-mask-android takes the same syntax as the iOS library.
      RuleExample(
        ##"MaskedTextChangedListener.installOn(phone, "+7 (↓###) ###-##-##")"##, fileName: "Phone.kt",
        fixed: ##"MaskedTextChangedListener.installOn(phone, "+7 ([000]) [000]-[00]-[00]")"##),
    ],
    nonTriggeringExamples: [
      RuleExample(##"phoneField.primaryMaskFormat = "+1 ([000]) [000]-[00]00""##),
      RuleExample(##"phoneField.BBB_pattern = "+1 (###) ###-####""##),
      // Nothing else reads it as a mask either (`mask-no-slots` still reports it).
      RuleExample(##"phoneField.BBB_pattern = "+1 (XXX) XXX-XXXX""##),
      RuleExample(##"codeField.BBB_pattern = "ABC""##),
      RuleExample(##"IMask(document.getElementById('phone'), { mask: '+{7} (000) 000-00-00' })"##, fileName: "phone.js"),
    ])

  func check(_ field: AnalyzedField, context: RuleContext) -> [Finding] {
    // `DialectGuess` guesses only for a mask without a slot (most masks have one).
    guard field.hasMaskWithoutSlot else { return [] }
    var findings: [Finding] = []
    for setting in field.settings {
      switch setting.kind {
      case .mask, .affineMask: break
      default: continue
      }
      guard let mask = field.mask(for: setting),
        let guess = DialectGuess.make(
          pattern: setting.literal.value, given: mask, path: setting.path,
          replacementCharacter: field.replacementCharacter),
        let firstSlot = guess.reading.tokens.first(where: \.isSlot)
      else { continue }
      let fix = guess.rewrite.flatMap {
        context.fix("Write `\($0)` for \(Self.name(mask.dialect))", setting: setting, newValue: $0, isSafe: false)
      }
      findings.append(
        finding(
          message(setting.literal.value, mask.dialect, guess), at: context.location(of: setting, characters: firstSlot.range),
          fixes: [fix]))
      if findings.count >= FindingBudget.perLiteral { break }
    }
    return findings
  }

  private func message(_ pattern: String, _ given: MaskDialect, _ guess: DialectGuess) -> String {
    let symbols = guess.slotSymbols.map { "`\($0)`" }.joined(separator: ", ")
    let names = guess.dialects.prefix(4).map(Self.name).joined(separator: ", ")
    let more = guess.dialects.count > 4 ? " and others" : ""
    let slots = guess.reading.tokens.filter(\.isSlot).count
    var text = "`\(pattern)` has no slot in \(Self.name(given)) (every character is a literal there), but reads as a mask of \(names)\(more), where \(symbols) \(guess.slotSymbols.count == 1 ? "is a slot" : "are slots") (\(slots) slots)"
    if let rewrite = guess.rewrite {
      text += "; for \(Self.name(given)) write `\(rewrite)`"
    }
    return text
  }

  /// The library as its users know it: `imask`, `ngx-mask`, a `BBB_pattern` field.
  static func name(_ dialect: MaskDialect) -> String {
    switch dialect {
    case .hash: return "a `BBB_pattern` field (`#` slots)"
    default: return dialect.libraryName
    }
  }
}
