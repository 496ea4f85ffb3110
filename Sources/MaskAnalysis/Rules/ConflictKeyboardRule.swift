import MaskEngine
import RegexAnalysis

/// The field's keyboard or input type cannot type some slot of its mask.
struct ConflictKeyboardRule: Rule {
  /// Nothing to say about a field without a keyboard.
  static let readKinds: SettingKinds? = [.keyboard]

  static let description = RuleDescription(
    id: "conflict-keyboard", name: "Keyboard cannot type the mask", severity: .warning,
    summary: """
      The field's keyboard type (UIKit `keyboardType`, HTML `inputmode`, Android \
      `android:inputType`, Flutter `TextInputType`) cannot type a character that a slot of \
      the mask needs, such as a letter slot with a number pad: on a phone the mask can never \
      be completed (Android's number and phone input types even filter every other character \
      out). Literals the mask inserts itself need not be typable.
      """,
    triggeringExamples: [
      RuleExample("""
        plateField.primaryMaskFormat = "[AA]-[0000]"
        plateField.keyboardType = .↓numberPad
        """),
      RuleExample("""
        self.codeField?.keyboardType = UIKeyboardType.↓phonePad
        codeField.primaryMaskFormat = "[000]-[aaa]"
        """),
      RuleExample("""
        [self.plateField setPrimaryMaskFormat:@"[AA]-[00]"];
        [self.plateField setKeyboardType:↓UIKeyboardTypeDecimalPad];
        _codeField.keyboardType = ↓UIKeyboardTypeNumberPad;
        self.codeField.primaryMaskFormat = @"[A0]";
        """, fileName: "Form.m"),
      RuleExample("""
        <textField opaque="NO" contentMode="scaleToFill" id="plt-12-xyz" customClass="MaskedField">
          <textInputTraits key="textInputTraits" keyboardType="↓numberPad"/>
          <userDefinedRuntimeAttributes>
            <userDefinedRuntimeAttribute type="string" keyPath="primaryMaskFormat" value="[AA]-[0000]"/>
          </userDefinedRuntimeAttributes>
        </textField>
        """, fileName: "Form.storyboard"),
      // The field's regex needs a letter first.
      RuleExample(##"""
        idField.BBB_regular = "[A-Z][A-Z0-9]{0,5}"
        idField.keyboardType = .↓asciiCapableNumberPad
        """##),
      // The web: `inputmode` only picks the on-screen keyboard, still a dead end on phones.
      RuleExample("""
        <input id="plate" data-inputmask="'mask': 'aa-9999'" inputmode="↓numeric">
        """, fileName: "plate.html"),
      // Android: a `number` input type filters letters out (also `android:inputType` in the
      // layout, which meets the code by view id).
      RuleExample("""
        val plate = findViewById<EditText>(R.id.plate)
        plate.inputType = ↓InputType.TYPE_CLASS_NUMBER
        MaskedTextChangedListener.installOn(plate, "[AA]-[0000]")
        """, fileName: "PlateActivity.kt"),
      // Flutter.
      RuleExample("""
        final plateMask = MaskTextInputFormatter(mask: 'AA-####');
        final plate = TextField(inputFormatters: [plateMask], keyboardType: TextInputType.↓number);
        """, fileName: "plate_form.dart"),
    ],
    nonTriggeringExamples: [
      RuleExample("""
        phoneField.BBB_pattern = "+1 (###) ###-####"
        phoneField.keyboardType = .phonePad
        """),
      // A `#` slot takes any character: digits are fine.
      RuleExample("""
        codeField.BBB_pattern = "###-###"
        codeField.keyboardType = .numberPad
        """),
      // The mask inserts `+`, `(`, `)` and `-` itself.
      RuleExample("""
        phoneField.primaryMaskFormat = "+1 ([000]) [000]-[0000]"
        phoneField.keyboardType = .numberPad
        """),
      RuleExample("""
        plateField.primaryMaskFormat = "[AA]-[0000]"
        otherField.keyboardType = .numberPad
        plateField.keyboardType = .asciiCapable
        """),
      RuleExample("""
        if plateField.keyboardType == .numberPad { }
        let keyboardType = UIKeyboardType.numberPad
        plateField.primaryMaskFormat = "[AA]"
        """),
      RuleExample("""
        <textField opaque="NO" id="plt-12-xyz">
          <textInputTraits key="textInputTraits" keyboardType="numberPad"/>
          <userDefinedRuntimeAttributes>
            <userDefinedRuntimeAttribute type="string" keyPath="primaryMaskFormat" value="[000]-[0000]"/>
          </userDefinedRuntimeAttributes>
        </textField>
        <textField opaque="NO" id="oth-12-xyz">
          <userDefinedRuntimeAttributes>
            <userDefinedRuntimeAttribute type="string" keyPath="primaryMaskFormat" value="[AA]"/>
          </userDefinedRuntimeAttributes>
        </textField>
        """, fileName: "Form.storyboard"),
    ])

  func check(_ field: AnalyzedField, context: RuleContext) -> [Finding] {
    // Most fields have no keyboard: their masks are not gathered.
    guard field.settings.contains(where: { if case .keyboard = $0.kind { true } else { false } }) else { return [] }
    var findings: [Finding] = []
    // The field's masks, parsed once; for each distinct keyboard, the masks it cannot type
    // (found once per keyboard, not once per keyboard setting: a field written thousands of
    // times costs keyboards × masks only for the few distinct keyboards).
    let masks: [(setting: Setting, mask: any Mask)] = field.settings.compactMap { setting in
      guard isMaskSetting(setting), let mask = field.mask(for: setting) else { return nil }
      return (setting, mask)
    }
    // By the keyboard as written (equal values on one platform are equal keyboards): the
    // masks it cannot type and, when it can type them all, the first regex it cannot satisfy.
    var verdicts: [KnownKeyboards.Key: (blocked: [Int], rejectingRegex: AnalysedRegex?)] = [:]
    for setting in field.settings {
      guard case .keyboard(let platform) = setting.kind else { continue }
      let key = KnownKeyboards.Key(value: setting.literal.value, platform: platform)
      guard let known = KnownKeyboards.lookUp(key), !known.characters.anything else { continue }
      let keyboard = known.characters
      let verdict = verdicts[key] ?? {
        let blocked = masks.indices.filter { blockedSlots(keyboard, masks[$0].mask) != nil }
        let found = (blocked: blocked, rejectingRegex: blocked.isEmpty ? firstRejectingRegex(known, field) : nil)
        verdicts[key] = found
        return found
      }()
      for index in verdict.blocked {
        guard let finding = conflict(keyboard, setting, masks[index].mask, masks[index].setting, context: context)
        else { continue }
        findings.append(finding)
        if findings.count >= FindingBudget.perLiteral { return findings }
      }
      // Without a mask conflict, a validating regex that needs characters the keyboard lacks.
      if verdict.blocked.isEmpty, let regex = verdict.rejectingRegex {
        findings.append(regexConflict(keyboard, setting, regex, context: context))
      }
    }
    return findings
  }

  private func isMaskSetting(_ setting: Setting) -> Bool {
    switch setting.kind {
    case .mask, .affineMask: return true
    default: return false
    }
  }

  /// The first slot the keyboard cannot type, with the count of such slots.
  private func conflict(
    _ keyboard: KeyboardCharacters, _ keyboardSetting: Setting, _ mask: any Mask, _ maskSetting: Setting,
    context: RuleContext
  ) -> Finding? {
    guard let (blocked, slotCount) = blockedSlots(keyboard, mask), let first = blocked.first else { return nil }
    let characters = Array(mask.pattern)
    let slotText = first.range.lowerBound >= 0 && first.range.upperBound <= characters.count
      ? String(characters[first.range]) : ""
    let accepting: MaskEngine.CharacterClass
    switch first.kind {
    case .slot(let c, _), .repeatingSlot(let c): accepting = c
    case .literal: return nil
    }
    let count = blocked.count == slotCount
      ? "none of its \(slotCount) slots can be typed" : "\(blocked.count) of its \(slotCount) slots cannot be typed"
    let message = "\(keyboard.displayName) \(verb(keyboard)) \(keyboard.summary)\(scope(keyboard)): the mask `\(mask.pattern)` needs \(Self.aSlotCharacter(accepting)) at `\(slotText)` (\(count))"
    let valueCharacters = 0..<keyboardSetting.literal.value.count
    return finding(
      message, at: context.location(of: keyboardSetting, characters: valueCharacters),
      related: [RelatedLocation(
        location: context.location(of: maskSetting, characters: first.range),
        message: "this slot takes \(Self.aSlotCharacter(accepting))")])
  }

  /// The mask's slots the keyboard cannot type and the count of its slots; nil when it can
  /// type some character of every slot.
  private func blockedSlots(_ keyboard: KeyboardCharacters, _ mask: any Mask) -> (blocked: [MaskToken], slots: Int)? {
    var blocked: [MaskToken] = []
    var slotCount = 0
    for token in mask.tokens {
      let accepting: MaskEngine.CharacterClass
      switch token.kind {
      case .slot(let c, _), .repeatingSlot(let c): accepting = c
      case .literal: continue
      }
      slotCount += 1
      // A slot that accepts nothing at all (a Flutter filter regex that never matches one
      // character) is not the keyboard's fault: `flutter-filter-multichar` reports it.
      if case .scalars(_, let ranges) = accepting, ranges.isEmpty { continue }
      if !keyboard.canTypeSome(of: accepting) { blocked.append(token) }
    }
    return blocked.isEmpty ? nil : (blocked, slotCount)
  }

  /// The first regex applied to the whole text (on every edit or as a full match) that
  /// accepts no text made of the keyboard's characters only.
  private func firstRejectingRegex(_ keyboard: KnownKeyboards.Entry, _ field: AnalyzedField) -> AnalysedRegex? {
    // Keyboards with letters type too much to be worth a set of every letter.
    guard let typable = keyboard.typable else { return nil }
    return field.analysedRegexes.first { regex in
      guard regex.use == .perEdit || regex.use == .fullMatch,
        case .answered(.nonEmpty)? = regex.analysis.emptiness(),
        case .answered(.empty)? = regex.analysis.intersection(with: typable)
      else { return false }
      return true
    }
  }

  private func regexConflict(
    _ keyboard: KeyboardCharacters, _ keyboardSetting: Setting, _ regex: AnalysedRegex, context: RuleContext
  ) -> Finding {
    var message = "\(keyboard.displayName) \(verb(keyboard)) \(keyboard.summary)\(scope(keyboard)): the field's regex `\(regex.pattern)` accepts no text made of these characters"
    if case .answered(let shortest?)? = regex.analysis.shortestMatch(), !shortest.isEmpty {
      message += " (its shortest match is `\(shortest)`)"
    }
    let valueCharacters = 0..<keyboardSetting.literal.value.count
    return finding(
      message, at: context.location(of: keyboardSetting, characters: valueCharacters),
      related: [RelatedLocation(location: context.location(regex.setting.path, regex.setting.literal.range), message: "the regex")])
  }

  private func verb(_ keyboard: KeyboardCharacters) -> String {
    keyboard.strength == .enforced ? "accepts" : "shows a keyboard that types"
  }

  private func scope(_ keyboard: KeyboardCharacters) -> String {
    switch keyboard.platform {
    case .android: return " (Android filters out every other character)"
    case .uikit: return " on iPhone"
    case .html, .flutter: return " on touch devices"
    }
  }

  /// "a letter", "a digit", "a character matching /[A-Z]/", "one of 0-9A-F".
  static func aSlotCharacter(_ accepting: MaskEngine.CharacterClass) -> String {
    let name = accepting.name
    if name.hasPrefix("/") { return "a character matching \(name)" }
    if name.hasPrefix("one of") || name.hasPrefix("any") { return name }
    return "a \(name)"
  }
}
