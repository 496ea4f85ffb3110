import RegexAnalysis

/// HTML constraint attributes that the element ignores or that contradict each other.
struct ConflictHTMLPatternRule: Rule {
  /// Nothing to say about a field without the element attributes it compares.
  static let readKinds: SettingKinds? = [.htmlAttribute, .htmlInputType, .maxLength, .regex]

  static let description = RuleDescription(
    id: "conflict-html-pattern", name: "Conflicting HTML input attributes", severity: .warning,
    summary: """
      Browsers apply `pattern`, `maxlength` and `minlength` only to text, search, url, tel, \
      email and password inputs, and `min`, `max`, `step` only to number, range and date/time \
      inputs: elsewhere they are silently ignored (`pattern` on `type="number"`, on a \
      `<textarea>`). A `minlength` above `maxlength`, a `min` above `max` on a number, or a \
      `maxlength` shorter than every value the `pattern` accepts leaves no valid value.
      """,
    triggeringExamples: [
      RuleExample(#"<input type="number" pattern="↓\d{5}">"#, fileName: "form.html"),
      RuleExample(#"<textarea pattern="↓[a-z]+"></textarea>"#, fileName: "form.html"),
      RuleExample(#"<input type="number" maxlength="↓5">"#, fileName: "form.html"),
      RuleExample(#"<input name="pin" minlength="↓6" maxlength="4">"#, fileName: "form.html"),
      RuleExample(#"<input pattern="\d{5}" maxlength="↓4">"#, fileName: "form.html"),
      RuleExample(#"<input type="text" min="↓1" max="↓9">"#, fileName: "form.html"),
      RuleExample(#"<input type="number" min="↓10" max="1">"#, fileName: "form.html"),
      RuleExample(#"<input maxlength="↓ten">"#, fileName: "form.html"),
      RuleExample(#"<template><input type="date" :pattern="'↓\\d+'"></template>"#, fileName: "Form.vue"),
      RuleExample(#"const f = <input type="number" pattern="↓[0-9]{4}" />"#, fileName: "Form.tsx"),
    ],
    nonTriggeringExamples: [
      // iOS Safari's digit keypad.
      RuleExample(#"<input type="number" name="mobile" pattern="[0-9]*">"#, fileName: "form.html"),
      RuleExample(#"<input type="tel" pattern="\d{5}" maxlength="5" minlength="5">"#, fileName: "form.html"),
      RuleExample(#"<input pattern="\d{3,5}" maxlength="4">"#, fileName: "form.html"),
      RuleExample(#"<input type="number" min="1" max="10" step="1">"#, fileName: "form.html"),
      RuleExample(#"<input type="range" min="10" max="1">"#, fileName: "form.html"),
      RuleExample(#"<input :type="kind" pattern="\d+">"#, fileName: "Form.vue"),
      RuleExample(#"<textarea maxlength="200" minlength="10"></textarea>"#, fileName: "form.html"),
      RuleExample(#"<div pattern="x" maxlength="1"></div>"#, fileName: "form.html"),
      // Angular's validators check a form control's `pattern` (without the v flag) on any type.
      RuleExample(#"<input type="number" name="zip" ngModel pattern="[0-9]{5}">"#, fileName: "zip.component.html"),
      RuleExample(#"field.maxLength = 4"#),
    ])

  /// One constraint attribute of the element.
  private struct Attribute {
    var setting: Setting
    /// The element and the attribute name, lowercased.
    var place: ElementAttribute
    var name: String { place.name }
  }

  func check(_ field: AnalyzedField, context: RuleContext) -> [Finding] {
    var attributes: [Attribute] = []
    for setting in field.settings {
      // The kind first: it is cheap, and most settings are not element attributes.
      switch setting.kind {
      case .htmlAttribute, .htmlInputType, .maxLength, .regex: break
      default: continue
      }
      // The first byte first: most settings are not written in markup.
      guard setting.recognizedAs.utf8.first == UInt8(ascii: "<"),
        let place = ElementAttribute.of(recognizedAs: setting.recognizedAs)
      else { continue }
      // Room for an element's few constraint attributes at once, not grown one by one (and
      // none taken for a field without any).
      if attributes.isEmpty { attributes.reserveCapacity(min(field.settings.count, 8)) }
      attributes.append(Attribute(setting: setting, place: place))
    }
    guard !attributes.isEmpty else { return [] }
    func first(_ name: String) -> Attribute? { attributes.first { $0.name == name } }
    let tag = attributes[0].place.tag
    // A type bound to an expression (`:type="kind"`, `type={kind}`) is unknown.
    let typeSetting = attributes.first { $0.setting.kind == .htmlInputType }
    let typeIsDynamic = typeSetting?.setting.literal.isConstant == false
    let typeAttribute = typeIsDynamic ? nil : typeSetting
    let typeFacts = typeAttribute.map { InputTypeFacts.of($0.setting.literal.value) } ?? .text
    let type = typeFacts.state
    // Written only into a finding's message (most fields have none).
    var element: String { tag == "textarea" ? "`<textarea>`" : "`<input type=\"\(type)\">`" }
    // Placed only when a finding points at it: placing reads the file again.
    var typeRelated: [RelatedLocation] {
      typeAttribute.map { [RelatedLocation(location: valueLocation($0.setting, context), message: "the type is set here")] } ?? []
    }

    var findings: [Finding] = []
    func report(_ attribute: Attribute, _ message: String, related: [RelatedLocation] = []) {
      findings.append(finding(message, at: valueLocation(attribute.setting, context), related: related))
    }

    // Attributes the element ignores.
    if tag == "textarea", let pattern = first("pattern") {
      report(pattern, "`<textarea>` has no `pattern` attribute: browsers ignore it, so the text is never checked against it")
    }
    let textual = tag == "textarea" || typeFacts.isTextual
    if tag == "input", !typeIsDynamic, !textual {
      for name in Self.textualOnly {
        guard let attribute = first(name) else { continue }
        // `pattern="[0-9]*"` (or `\d*`) is how a page asks iOS Safari for the digit keypad:
        // ignored as a check, but not a mistake.
        if name == "pattern", type == "number", Self.keypadPatterns.contains(attribute.setting.literal.value) { continue }
        var message = "`\(name)` is ignored on \(element): browsers apply it only to text, search, url, tel, email and password inputs"
        if type == "number" { message += name == "pattern" ? "; limit the number with `min`, `max` and `step`" : "; use `max` to limit a number" }
        report(attribute, message, related: typeRelated)
      }
    }
    if tag == "input", !typeIsDynamic, !typeFacts.isRanged {
      for name in Self.rangedOnly {
        guard let attribute = first(name) else { continue }
        report(attribute, "`\(name)` is ignored on \(element): browsers apply it only to number, range and date/time inputs", related: typeRelated)
      }
    }

    // Values browsers drop, and limits that contradict each other.
    /// The value of length attribute `name` (`maxlength`, `minlength`) when browsers read it.
    func length(_ name: String) -> Int? {
      guard let attribute = first(name), textual || typeIsDynamic else { return nil }
      if let value = ConflictHTMLPatternRule.nonNegativeInteger(attribute.setting.literal.value) { return value }
      report(attribute, "`\(name)=\"\(attribute.setting.literal.value)\"` is not a non-negative integer: browsers ignore it")
      return nil
    }
    let lengths = (maxlength: length("maxlength"), minlength: length("minlength"))
    if let minimum = lengths.minlength, let maximum = lengths.maxlength, minimum > maximum, let min = first("minlength"), let max = first("maxlength") {
      report(min, "`minlength` \(minimum) is greater than `maxlength` \(maximum): no value can be typed that is long enough, so every non-empty value is invalid",
        related: [RelatedLocation(location: valueLocation(max.setting, context), message: "`maxlength` is \(maximum)")])
    }
    if let maximum = lengths.maxlength, let max = first("maxlength"), let pattern = first("pattern"),
      let regex = field.analysedRegexes.first(where: { $0.setting.literal.range == pattern.setting.literal.range && $0.setting.path == pattern.setting.path }),
      case .answered(let shortest?)? = regex.analysis.shortestMatch(), shortest.unicodeScalars.count > maximum
    {
      report(max, "`maxlength` \(maximum) is shorter than every value the `pattern` accepts (the shortest, `\(shortest)`, has \(shortest.unicodeScalars.count) characters): no valid value can be typed",
        related: [RelatedLocation(location: context.location(of: pattern.setting), message: "the pattern")])
    }
    if type == "number", !typeIsDynamic, let min = first("min"), let max = first("max"),
      let low = Double(min.setting.literal.value.trimmingBlanks),
      let high = Double(max.setting.literal.value.trimmingBlanks), low > high
    {
      report(min, "`min` \(min.setting.literal.value) is greater than `max` \(max.setting.literal.value): every number is out of range",
        related: [RelatedLocation(location: valueLocation(max.setting, context), message: "`max` is \(max.setting.literal.value)")])
    }
    return findings
  }

  /// The attribute value's characters (without quotes); the literal when empty.
  private func valueLocation(_ setting: Setting, _ context: RuleContext) -> SourceLocation {
    context.location(of: setting, characters: 0..<setting.literal.value.count)
  }

  /// HTML "valid non-negative integer" as browsers parse it (leading blanks, digits).
  static func nonNegativeInteger(_ text: String) -> Int? {
    if let answer = asciiNonNegativeInteger(text) { return answer }
    return characterNonNegativeInteger(text)
  }

  /// `nonNegativeInteger` read character by character (any text).
  static func characterNonNegativeInteger(_ text: String) -> Int? {
    var trimmed = text.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" }
    if trimmed.first == "+" { trimmed = trimmed.dropFirst() }
    let digits = trimmed.prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty, digits.count <= 9 else { return nil }
    return Int(digits)
  }
}

extension ConflictHTMLPatternRule {
  /// Patterns written only to bring up the digit keypad on iOS.
  static let keypadPatterns: Set<String> = ["[0-9]*", "\\d*"]
  /// The attributes browsers apply only to textual inputs, in the order they are reported.
  static let textualOnly = ["pattern", "maxlength", "minlength"]
  /// The attributes browsers apply only to number, range and date/time inputs, in order.
  static let rangedOnly = ["min", "max", "step"]

  /// `nonNegativeInteger` of ASCII text without a carriage return, read byte by byte (each
  /// byte is then one character, as `nonNegativeInteger` reads it); nil when `text` is not
  /// such text, else the answer (`.some(nil)`: not a non-negative integer).
  static func asciiNonNegativeInteger(_ text: String) -> Int?? {
    let bytes = text.utf8
    guard !bytes.contains(where: { $0 >= 0x80 || $0 == 0x0D }) else { return nil }
    var i = bytes.startIndex
    // The blanks `nonNegativeInteger` drops: space, tab, line feed, form feed.
    while i != bytes.endIndex, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0C {
      i = bytes.index(after: i)
    }
    if i != bytes.endIndex, bytes[i] == UInt8(ascii: "+") { i = bytes.index(after: i) }
    var value = 0
    var count = 0
    while i != bytes.endIndex, bytes[i] >= 0x30, bytes[i] <= 0x39 {
      count += 1
      if count > 9 { return .some(nil) }
      value = value * 10 + Int(bytes[i] - 0x30)
      i = bytes.index(after: i)
    }
    return .some(count == 0 ? nil : value)
  }
}
