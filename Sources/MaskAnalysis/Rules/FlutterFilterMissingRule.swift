import MaskEngine

/// A custom `filter:` drops the default `#`/`A` slots the mask still uses.
struct FlutterFilterMissingRule: Rule {
  /// Nothing to say about a field without a `filter:` entry.
  static let readKinds: SettingKinds? = [.maskFilter]

  static let description = RuleDescription(
    id: "flutter-filter-missing", name: "Mask character without a filter entry", severity: .warning,
    summary: """
      A `filter:` given to `MaskTextInputFormatter` replaces the default \
      `{'#': [0-9], 'A': [^0-9]}`, so a `#` or `A` in the mask without its own entry is a \
      literal the formatter inserts, not a slot. A filter with entries that cannot be read \
      (a spread, a key or regex built at run time) may hold the entry: nothing is reported.
      """,
    triggeringExamples: [
      RuleExample(
        """
        final phoneMask = MaskTextInputFormatter(mask: '+1 (↓###) 000-0000', filter: {'0': RegExp(r'[0-9]')});
        """, fileName: "form.dart",
        fixed: """
          final phoneMask = MaskTextInputFormatter(mask: '+1 (###) 000-0000', filter: {'0': RegExp(r'[0-9]'), '#': RegExp(r'[0-9]')});
          """),
      RuleExample(
        """
        final plate = MaskTextInputFormatter(filter: {'#': RegExp(r'[0-9]')}, mask: '↓A-###');
        """, fileName: "form.dart",
        fixed: """
          final plate = MaskTextInputFormatter(filter: {'#': RegExp(r'[0-9]'), 'A': RegExp(r'[^0-9]')}, mask: 'A-###');
          """),
    ],
    nonTriggeringExamples: [
      RuleExample("""
        final phoneMask = MaskTextInputFormatter(mask: '+1 (###) ###-####', filter: {'#': RegExp(r'[0-9]')});
        """, fileName: "form.dart"),
      RuleExample("""
        final phoneMask = MaskTextInputFormatter(mask: '+1 (###) ###-####');
        """, fileName: "form.dart"),
      RuleExample("""
        final plate = MaskTextInputFormatter(mask: 'A-###', filter: {'#': RegExp(r'[0-9]'), 'A': RegExp(r'[A-Z]')});
        """, fileName: "form.dart"),
      RuleExample("""
        final plate = MaskTextInputFormatter(mask: 'A-###', filter: {...letters, '#': RegExp(r'[0-9]')});
        """, fileName: "form.dart"),
    ])

  func check(_ field: AnalyzedField, context: RuleContext) -> [Finding] {
    let filters = field.settings.filter { if case .maskFilter = $0.kind { return true } else { return false } }
    guard let firstFilter = filters.first else { return [] }
    var keys: Set<Character> = []
    for setting in filters where setting.recognizedAs != FlutterFilterNames.invalidKey {
      if case .maskFilter(let key) = setting.kind { keys.insert(key) }
    }
    var findings: [Finding] = []
    // A filter map with entries that cannot be read may hold the key (`{...base, '0': …}`).
    for setting in field.maskSettings where setting.kind == .mask(.flutter) && setting.literal.isConstant && !field.hasUnresolvedOptions(setting) {
      var reported: Set<Character> = []
      for (offset, character) in setting.literal.value.enumerated()
      where FlutterMaskFormatter.defaultFilter[character] != nil && !keys.contains(character) && !reported.contains(character) {
        reported.insert(character)
        let defaultClass = character == "#" ? "[0-9]" : "[^0-9]"
        findings.append(finding(
          "`\(character)` has no entry in this formatter's `filter:`, so it is a literal, not a slot: a custom filter replaces the default `{'#': [0-9], 'A': [^0-9]}`; add `'\(character)': RegExp(r'\(defaultClass)')` or use a key of the filter",
          at: context.location(of: setting, characters: offset..<(offset + 1)),
          related: [RelatedLocation(location: context.location(of: firstFilter), message: "the custom filter")],
          fixes: [entryFix(character, defaultClass, filters: filters, context: context)]))
      }
    }
    return findings
  }

  /// `'#': RegExp(r'[0-9]')` added after the filter's last entry: after the `)` that closes
  /// the last entry's `RegExp(…)`, when that is what follows its pattern.
  private func entryFix(_ character: Character, _ defaultClass: String, filters: [Setting], context: RuleContext) -> Fix? {
    guard let last = filters.max(by: { $0.literal.range.upperBound < $1.literal.range.upperBound }),
      let bytes = context.text(last.path)?.bytes
    else { return nil }
    var i = last.literal.range.upperBound
    while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x09 { i += 1 }
    guard i < bytes.count, bytes[i] == UInt8(ascii: ")") else { return nil }
    return context.sourceFix(
      "Add `'\(character)': RegExp(r'\(defaultClass)')` to the filter", path: last.path, range: (i + 1)..<(i + 1),
      newText: ", '\(character)': RegExp(r'\(defaultClass)')", isSafe: false)
  }
}
