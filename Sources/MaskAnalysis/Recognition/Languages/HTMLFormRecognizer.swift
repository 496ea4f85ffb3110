import MaskEngine
import SourceScanning

/// Form settings written as attributes in HTML pages, Vue templates and Angular templates.
///
/// - `<input>`/`<textarea>` constraints: `pattern` (an ECMAScript regex the browser compiles
///   as `^(?:pattern)$` with the `v` flag and checks on submit: `.fullMatch`, flags `v`),
///   `maxlength`, `minlength`, `inputmode`, `type`, `min`, `max`, `step`. An attribute the
///   element's type ignores (`pattern` on `type="number"`, on a `<textarea>`) is recorded as
///   `.htmlAttribute(name)` only, so the regex and length rules leave it alone and
///   `conflict-html-pattern` reports it. On a page that loads a script library checking
///   these attributes itself on any element (jQuery Validation, Parsley), such an attribute
///   is not ignored and is not recorded. On an element bound to an Angular form control,
///   Angular checks `pattern` (without the `v` flag, on any type), `minlength` and
///   `maxlength` itself.
/// - ngx-mask (Angular, `.html` only): `mask="…"`, `[mask]="'…'"` on inputs, with
///   `[specialCharacters]`, `[patterns]` (unresolved), the inputs that change the shown text
///   or the value (`NgxOptionNames`) and the Angular forms binding the element.
/// - maska: `v-maska="'…'"`, `data-maska="…"`; imask: `<imask-input :mask="'…'">`;
///   `<InputMask mask="…">` (react-input-mask syntax: PrimeVue/PrimeNG input masks read it the same way).
/// - Inputmask: `data-inputmask="'mask': '…'"` (also `'regex'`, and mask arrays),
///   `data-inputmask-mask`, `data-inputmask-regex`; jQuery Mask Plugin `data-mask`.
///
/// Every attribute of one element configures one field (the element's id, or its index).
/// Bound values count only when they are one constant string. Names the configuration
/// maps (`.maskls.json`) are left to `MarkupRecognizer`.
struct HTMLFormRecognizer {
  let document: MarkupDocument
  let path: String
  let vocabulary: [String: SettingKind]
  /// `MarkupNameFilter` of `vocabulary`'s names.
  let vocabularyFilter: MarkupNameFilter

  func recognize() -> [Setting] {
    guard document.language == .html || document.language == .vue else { return [] }
    var settings: [Setting] = []
    // Read from the page only when an attribute that its element's type ignores is met.
    let scriptChecksAttributes = AttributeValidatorProbe(bytes: document.text.bytes)
    let fieldIndices = document.elements.indices.filter { Self.mayConfigureAField(document.elements[$0]) }
    // Each field's id, read from the source once.
    let ids = fieldIndices.map { document.elements[$0].id }
    let sharedIDs = Self.sharedIDs(ids.compactMap { $0 })
    for (index, id) in zip(fieldIndices, ids) {
      settings += ElementReader(
        element: document.elements[index], index: index, id: id, path: path, language: document.language,
        vocabulary: vocabulary, vocabularyFilter: vocabularyFilter, scriptChecksAttributes: scriptChecksAttributes,
        idIsShared: id.map(sharedIDs.contains) ?? false
      ).settings()
    }
    return settings
  }

  /// Ids written on more than one field of the page (alternatives behind `*ngIf` / `v-if`,
  /// a copied block): each element keeps its own attributes, so they are not one field.
  private static func sharedIDs(_ ids: [String]) -> Set<String> {
    var seen: Set<String> = []
    var shared: Set<String> = []
    for id in ids where !seen.insert(id).inserted { shared.insert(id) }
    return shared
  }

  /// Whether the page loads or starts a library that reads `min`, `max`, `step`,
  /// `minlength`, `maxlength` and `pattern` from any element and checks them itself:
  /// jQuery Validation (`$.validator.attributeRules`: `minlength="2"` on a checkbox asks for
  /// two of the group) and Parsley. The browser ignores them there; the library does not.
  static func loadsAttributeValidator(_ bytes: [UInt8]) -> Bool {
    // One pass over the page for the four names (each asked alone read the page once per name).
    ASCIICaseSearch.containsAny(bytes: bytes, ["jquery.validate", "jquery-validation", ".validate(", "parsley"])
  }

  /// Attributes that give a setting on any element (`ElementReader.maskSettings`), lower-cased.
  static let maskAttributeNames: Set<String> = [
    "mask", "v-maska", "data-maska", "data-inputmask", "data-inputmask-alias", "data-inputmask-mask",
    "data-inputmask-regex", "data-mask",
  ]

  /// Whether `element` can give a setting: an `<input>` or `<textarea>`, or an element with
  /// a mask attribute. Most elements of a page (`<div>`, `<span>`, `<li>`) are passed over
  /// here, without looking up each attribute a field may have.
  static func mayConfigureAField(_ element: MarkupElement) -> Bool {
    if element.tagLowercasedIs("input") || element.tagLowercasedIs("textarea") { return true }
    return element.attributes.contains { attribute in
      // An ASCII name whose key is none of theirs is none of them.
      if let key = attribute.boundNameKey, !maskAttributeKeys.contains(key) { return false }
      return maskAttributeNames.contains { attribute.boundNameLowercasedEquals($0) }
    }
  }

  /// `MarkupNameKey` of each of `maskAttributeNames`.
  private static let maskAttributeKeys: [UInt64] = maskAttributeNames.compactMap { MarkupNameKey.of($0) }
}

/// Whether the page loads a library that checks the constraint attributes itself
/// (`HTMLFormRecognizer.loadsAttributeValidator`), searched for once, when first asked.
private final class AttributeValidatorProbe {
  private let bytes: [UInt8]
  private var answer: Bool?

  init(bytes: [UInt8]) { self.bytes = bytes }

  var loadsValidator: Bool {
    if let answer { return answer }
    let found = HTMLFormRecognizer.loadsAttributeValidator(bytes)
    answer = found
    return found
  }
}

/// The settings of one element.
private struct ElementReader {
  let element: MarkupElement
  /// The element's index in its document (its key when it has no id).
  let index: Int
  let path: String
  let language: SourceLanguage
  let vocabulary: [String: SettingKind]
  /// `MarkupNameFilter` of `vocabulary`'s names.
  let vocabularyFilter: MarkupNameFilter
  /// The page loads a library that checks the constraint attributes on any element
  /// (`HTMLFormRecognizer.loadsAttributeValidator`).
  let validatorProbe: AttributeValidatorProbe
  private var scriptChecksAttributes: Bool { validatorProbe.loadsValidator }
  /// Another field of the page has the same id: the element is keyed by its index.
  let idIsShared: Bool
  /// The element's tag as written, read once.
  private let tagName: String
  /// The field the element's settings configure: its id, or its index (no id, or one
  /// another field of the page has too).
  private let key: FieldKey
  /// `MarkupNameKey` of each attribute's `boundName` (nil: not ASCII).
  private let nameKeys: [UInt64?]

  init(
    element: MarkupElement, index: Int, id: String?, path: String, language: SourceLanguage,
    vocabulary: [String: SettingKind], vocabularyFilter: MarkupNameFilter, scriptChecksAttributes: AttributeValidatorProbe, idIsShared: Bool
  ) {
    self.validatorProbe = scriptChecksAttributes
    self.idIsShared = idIsShared
    self.element = element
    self.index = index
    self.path = path
    self.language = language
    self.vocabulary = vocabulary
    self.vocabularyFilter = vocabularyFilter
    self.tagName = element.tag
    if let id, !idIsShared {
      self.key = .interfaceBuilder(path: path, elementID: id)
    } else {
      self.key = .interfaceBuilder(path: path, elementID: "#\(index)")
    }
    self.nameKeys = element.attributes.map(\.boundNameKey)
  }

  private var tag: String { tagName.lowercased() }

  func settings() -> [Setting] {
    var found: [Setting] = []
    let tag = self.tag
    let isInput = tag == "input"
    let isTextArea = tag == "textarea"
    if isInput || isTextArea { found += constraintSettings(isInput: isInput) }
    found += maskSettings(isField: isInput || isTextArea)
    return found
  }

  // MARK: Attributes

  /// The attribute setting `name` (plain, any case, or bound), unless the configuration maps it.
  private func attribute(_ name: String) -> MarkupAttribute? {
    guard let attribute = first(named: name) else { return nil }
    if attribute.entry(in: vocabulary, filter: vocabularyFilter, bound: true, lastPart: false) != nil
      || attribute.entry(in: vocabulary, filter: vocabularyFilter, bound: true, lastPart: true) != nil
    {
      return nil
    }
    return attribute
  }

  /// The first attribute that sets `name` (lower-case). ASCII names whose key differs from
  /// `name`'s are passed over without reading them.
  private func first(named name: String) -> MarkupAttribute? {
    // A non-ASCII `name` has no key: every attribute is compared.
    let key = MarkupNameKey.of(name)
    return element.attributes.withUnsafeBufferPointer { attributes in
      for k in attributes.indices {
        if let key, let own = nameKeys[k], own != key { continue }
        if Self.isNamed(attributes[k], name) { return attributes[k] }
      }
      return nil
    }
  }

  /// Whether `attribute` sets `name` (lower-case): its `boundName`, lower-cased when it holds
  /// an upper-case ASCII letter, is `name`.
  private static func isNamed(_ attribute: MarkupAttribute, _ name: String) -> Bool {
    // An ASCII name is compared by bytes, ASCII letters folded.
    if attribute.isASCIIName { return attribute.boundNameLowercasedEquals(name) }
    return lowercasedName(attribute) == name
  }

  /// `boundName`, lower-cased when it holds an upper-case ASCII letter.
  private static func lowercasedName(_ attribute: MarkupAttribute) -> String {
    let bound = attribute.boundName
    return bound.utf8.contains { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") } ? bound.lowercased() : bound
  }

  private func hasAttribute(_ name: String) -> Bool { attribute(name) != nil }

  /// An element of an Angular template bound to a form control (`ngModel`, `[(ngModel)]`,
  /// `formControlName`, `[formControl]`): Angular's own validators read its `pattern`,
  /// `minlength` and `maxlength`, whatever its type, and Angular's forms set `novalidate`.
  private var isAngularFormControl: Bool {
    // AngularJS (1.3 and later) reads `pattern` on an `ng-model` input the same way.
    language == .html
      && ["ngmodel", "[(ngmodel)]", "formcontrolname", "formcontrol", "ng-model", "data-ng-model"].contains { hasAttribute($0) }
  }

  /// The constant value of an attribute: the text of a plain one, the single string or
  /// number of a bound one (`:pattern="'\\d+'"`, `:maxlength="12"`, `[maxlength]="12"`).
  private func constantValue(_ attribute: MarkupAttribute) -> StringLiteral? {
    guard attribute.isExpression else { return attribute.value }
    if let literal = attribute.expressionLiteral { return literal }
    guard let expression = attribute.expression, expression.tokens.count == 1, expression.tokens[0].kind == .number
    else { return nil }
    let token = expression.tokens[0]
    return StringLiteral(
      value: expression.tokenText(token), range: token.range,
      segments: [LiteralSegment(valueStart: 0, valueLength: token.range.count, sourceStart: token.range.lowerBound, sourceLength: token.range.count, isVerbatim: true)])
  }

  private func make(_ kind: SettingKind, _ attribute: MarkupAttribute, _ literal: StringLiteral, flags: String = "") -> Setting {
    Setting(
      kind: kind, recognizedAs: HTMLInputTypes.recognizedAs(tag: tagName, attribute: attribute.name),
      literal: literal, path: path, field: key, regexFlags: flags)
  }

  /// ngx-mask `[specialCharacters]="['-', '/']"`: the literals the mask may contain. When the
  /// list is bound to something other than an array of strings, every literal of the mask is
  /// taken as allowed (the stall check would otherwise be a guess). Nil: the default list.
  private func ngxSpecialCharacters(mask: String) -> [Character]? {
    guard let attribute = attribute("specialcharacters") else { return nil }
    guard let expression = attribute.expression else { return Array(Set(mask)) }
    var characters: [Character] = []
    for token in expression.tokens {
      switch token.kind {
      case .string:
        let literal = expression.literals[token.literal]
        guard literal.isWholeValue, literal.value.count == 1, let c = literal.value.first else { return Array(Set(mask)) }
        characters.append(c)
      case .punctuation where token.byte == UInt8(ascii: "[") || token.byte == UInt8(ascii: "]") || token.byte == UInt8(ascii: ","):
        continue
      default:
        return Array(Set(mask))
      }
    }
    return characters
  }

  /// ngx-mask inputs of the element that change the text it shows or its value, which the
  /// engine does not model (it assumes the library's defaults), by name as written. Each is
  /// left out when written with its default value (`[showMaskTyped]="false"`, `prefix=""`).
  /// `[validation]` and `placeHolderCharacter` change neither.
  private func ngxUnmodelledOptions() -> [String] {
    var names: [String] = []
    for (name, defaults) in NgxOptionNames.textOptions {
      guard let attribute = attribute(name) else { continue }
      if let word = constantWord(attribute), defaults.contains(word) { continue }
      names.append(attribute.boundName)
    }
    return names
  }

  /// The value of an attribute written as one word: the text of a plain attribute, the one
  /// string, number or name of a bound one (`[showMaskTyped]="true"` → `true`).
  private func constantWord(_ attribute: MarkupAttribute) -> String? {
    guard attribute.isExpression else { return attribute.value?.value ?? "" }
    if let literal = attribute.expressionLiteral { return literal.value }
    guard let expression = attribute.expression, expression.tokens.count == 1 else { return nil }
    return expression.tokenText(expression.tokens[0])
  }

  /// maska's `data-maska-*` options (`parseInput`): `data-maska-tokens="Z:[A-Z]|0:[0-9]:optional"`,
  /// `-eager`, `-tokens-replace`; `-reversed` and number modes are not modelled (unresolved).
  private func maskaDataOptions() -> MaskOptions? {
    var options = MaskOptions()
    if let attribute = attribute("data-maska-eager") { options.eager = attribute.value?.value != "false" }
    if let attribute = attribute("data-maska-tokens-replace") { options.replacesBuiltInDefinitions = attribute.value?.value != "false" }
    for name in ["data-maska-reversed", "data-maska-number", "data-maska-number-locale", "data-maska-number-fraction", "data-maska-number-unsigned"]
    where attribute(name) != nil {
      options.isUnresolved = true
    }
    if let attribute = attribute("data-maska-tokens") {
      if let literal = constantValue(attribute), !literal.value.hasPrefix("{") {
        for token in literal.value.split(separator: "|", omittingEmptySubsequences: false) {
          let parts = token.split(separator: ":", omittingEmptySubsequences: false)
          guard parts.count >= 2, parts[0].count == 1, let symbol = parts[0].first else {
            options.isUnresolved = true
            continue
          }
          if parts.count > 2, ["optional", "multiple", "repeated"].contains(String(parts[2])) { options.isUnresolved = true }
          options.definitions[symbol] = FlutterFilterAnalysis.characterClass(pattern: String(parts[1]), flags: "u")
        }
      } else {
        options.isUnresolved = true
      }
    }
    return options == MaskOptions() ? nil : options
  }

  // MARK: Constraint validation

  private func constraintSettings(isInput: Bool) -> [Setting] {
    var found: [Setting] = []
    // The type state, nil when bound to an expression (unknown until run time).
    var type: String? = "text"
    if isInput, let attribute = attribute("type") {
      if let literal = constantValue(attribute) {
        type = HTMLInputTypes.state(literal.value)
        found.append(make(.htmlInputType, attribute, literal))
      } else {
        type = nil
        found.append(make(.htmlInputType, attribute, HTMLInputTypes.unknownValue(over: attribute.value?.range ?? attribute.nameRange)))
      }
    } else if isInput, let spread = element.attributes.first(where: { $0.nameIs("v-bind") }) {
      // `v-bind="attrs"` may set the type.
      type = nil
      found.append(make(.htmlInputType, spread, HTMLInputTypes.unknownValue(over: spread.value?.range ?? spread.nameRange)))
    }
    let textual = isInput ? type.map { HTMLInputTypes.textual.contains($0) } ?? true : true
    let angular = isAngularFormControl
    if let attribute = attribute("pattern"), let literal = constantValue(attribute) {
      if angular {
        // Angular's `PatternValidator`: `new RegExp("^" + pattern + "$")`, no flag, no group
        // (`a|b` becomes `^a|b$`: only compiled here).
        // Not the browser's attribute: the attribute rules leave it alone.
        found.append(Setting(
          kind: .regex(.ecmascript, literal.value.contains("|") ? .compiled : .fullMatch),
          recognizedAs: HTMLInputTypes.angularPatternValidator, literal: literal, path: path, field: key))
      } else if isInput && textual {
        found.append(make(.regex(.ecmascript, .fullMatch), attribute, literal, flags: "v"))
      } else if !scriptChecksAttributes {
        found.append(make(.htmlAttribute("pattern"), attribute, literal))
      }
    }
    if let attribute = attribute("maxlength"), let literal = constantValue(attribute), textual || !(scriptChecksAttributes || angular) {
      found.append(make(textual ? .maxLength : .htmlAttribute("maxlength"), attribute, literal))
    }
    if let attribute = attribute("inputmode"), let literal = constantValue(attribute) {
      found.append(make(.keyboard(.html), attribute, literal))
    }
    var names = ["minlength"]
    if isInput { names += ["min", "max", "step"] }
    let ranged = isInput ? type.map { HTMLInputTypes.ranged.contains($0) } ?? true : false
    for name in names {
      // Attributes the element's type ignores are checked by the page's library, if it has one.
      let applies = name == "minlength" ? textual : ranged
      // The attribute first: the page is searched for a library only when one is ignored.
      guard let attribute = attribute(name) else { continue }
      if !applies && (scriptChecksAttributes || (angular && name == "minlength")) { continue }
      if let literal = constantValue(attribute) {
        found.append(make(.htmlAttribute(name), attribute, literal))
      }
    }
    return found
  }

  // MARK: Mask libraries

  private func maskSettings(isField: Bool) -> [Setting] {
    var found: [Setting] = []
    // ngx-mask: Angular templates are `.html` files.
    if isField, language == .html, let attribute = attribute("mask"), let literal = constantValue(attribute) {
      var setting = make(.mask(.ngxmask), attribute, literal)
      setting.maskOptions = ngxSpecialCharacters(mask: literal.value).map { MaskOptions(specialCharacters: $0) }
      let unmodelled = ngxUnmodelledOptions()
      let formBound = isAngularFormControl
      if !unmodelled.isEmpty || formBound {
        var options = setting.maskOptions ?? MaskOptions()
        options.unmodelledTextOptions = unmodelled
        options.validatesFormValue = formBound
        setting.maskOptions = options
      }
      if hasAttribute("patterns") || hasAttribute("custompatterns") {
        // Custom `[patterns]` (also the old `customPatterns`): the mask's symbols are unknown.
        var options = setting.maskOptions ?? MaskOptions()
        options.isUnresolved = true
        setting.maskOptions = options
      }
      found.append(setting)
    }
    // maska.
    if let attribute = attribute("v-maska"), let literal = attribute.expressionLiteral {
      var setting = make(.mask(.maska), attribute, literal)
      setting.maskOptions = maskaDataOptions()
      found.append(setting)
    }
    if let attribute = attribute("data-maska"), let literal = constantValue(attribute) {
      var setting = make(.mask(.maska), attribute, literal)
      setting.maskOptions = maskaDataOptions()
      // `data-maska="['#-#', '##-#']"`: dynamic masks, parsed as JSON by maska.
      if literal.value.hasPrefix("["), literal.value.hasSuffix("]") {
        var options = setting.maskOptions ?? MaskOptions()
        options.isUnresolved = true
        setting.maskOptions = options
      }
      found.append(setting)
    }
    // Component wrappers.
    switch tagName {
    case "imask-input", "IMaskInput", "IMaskComponent":
      if let attribute = attribute("mask"), let literal = constantValue(attribute) {
        found.append(make(.mask(.imask), attribute, literal))
      }
    case "InputMask", "input-mask", "p-inputMask", "p-inputmask":
      // PrimeVue/PrimeNG read `9 a *` like react-input-mask, but `?` there makes the rest
      // optional (react-input-mask has no such marker): such masks are left alone.
      if let attribute = attribute("mask"), let literal = constantValue(attribute), !literal.value.contains("?") {
        found.append(make(.mask(.reactinputmask), attribute, literal))
      }
    default:
      break
    }
    // Inputmask data attributes.
    var inputmaskUnresolved = element.attributes.contains { attribute in
      // Most names do not start so: turned down from their bytes.
      guard !attribute.isASCIIName || attribute.boundNameLowercasedHasPrefix("data-inputmask-") else { return false }
      let name = Self.lowercasedName(attribute)
      guard name.hasPrefix("data-inputmask-") else { return false }
      let option = String(name.dropFirst("data-inputmask-".count))
      return WebMaskOptionKeys.inputmaskAttributeUnresolved.contains { $0.lowercased() == option }
    }
    var inputmaskMasks: [Setting] = []
    if let attribute = attribute("data-inputmask"), !attribute.isExpression {
      let options = attribute.optionObject()
      if options.contains(where: { WebMaskOptionKeys.inputmaskAttributeUnresolved.contains($0.key) }) {
        inputmaskUnresolved = true
      }
      for option in options {
        switch option.key {
        case "mask":
          inputmaskMasks += option.values.map { value in
            var setting = make(.mask(.inputmask), attribute, value)
            if option.isArray { setting.alternativeList = attribute.value?.range.lowerBound }
            return setting
          }
        case "regex" where !option.isArray: found += option.values.map { make(.regex(.ecmascript, .fullMatch), attribute, $0) }
        case "alias" where !option.isArray:
          found += option.values.filter { !WebLibraries.isInputmaskAlias($0.value) }.map { make(.maskAlias(.inputmask), attribute, $0) }
        default: break
        }
      }
    }
    if let attribute = attribute("data-inputmask-alias"), let literal = constantValue(attribute), !WebLibraries.isInputmaskAlias(literal.value) {
      found.append(make(.maskAlias(.inputmask), attribute, literal))
    }
    if let attribute = attribute("data-inputmask-mask"), let literal = constantValue(attribute) {
      inputmaskMasks.append(make(.mask(.inputmask), attribute, literal))
    }
    for var setting in inputmaskMasks {
      if inputmaskUnresolved { setting.maskOptions = MaskOptions(isUnresolved: true) }
      found.append(setting)
    }
    if let attribute = attribute("data-inputmask-regex"), let literal = constantValue(attribute) {
      found.append(make(.regex(.ecmascript, .fullMatch), attribute, literal))
    }
    // jQuery Mask Plugin reads `data-mask` on any element.
    if let attribute = attribute("data-mask"), let literal = constantValue(attribute) {
      found.append(make(.mask(.jquerymask), attribute, literal))
    }
    return found
  }
}

/// ngx-mask inputs, lower-cased as `ElementReader` looks attributes up.
enum NgxOptionNames {
  /// Inputs that change the shown text or the value, with the values that leave the
  /// library's default behaviour (an empty set: any value changes it).
  static let textOptions: [(String, Set<String>)] = [
    ("prefix", [""]), ("suffix", [""]), ("showmasktyped", ["false"]), ("dropspecialcharacters", ["true"]),
    ("thousandseparator", [" "]), ("decimalmarker", []), ("leadzerodatetime", ["false"]),
    ("allownegativenumbers", ["false"]), ("hiddeninput", ["false"]), ("apm", ["false"]), ("leadzero", ["false"]),
    ("separatorlimit", [""]), ("clearifnotmatch", ["false"]), ("keepcharacterpositions", ["false"]),
    ("inputtransformfn", []), ("outputtransformfn", []),
  ]
}
