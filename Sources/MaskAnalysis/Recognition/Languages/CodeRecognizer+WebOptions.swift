import MaskEngine
import SourceScanning

/// Library options written inline next to a web mask, carried on the mask setting
/// (`Setting.maskOptions`) so the engine parses and simulates the mask as the library does:
///
/// - imask `IMask(el, {mask: "#00", definitions: {'#': /[1-6]/}, eager: true})`;
/// - Inputmask `{mask: "**-99", definitions: {'*': {validator: "[0-9A-F]"}}}`, also
///   `Inputmask("99-99", {…})` and `$(el).inputmask("99-99", {…})`;
/// - maska `new MaskInput(el, {mask: "Z#", tokens: {Z: {pattern: /[A-Z]/}}, eager: true})`;
/// - jQuery Mask Plugin `$(el).mask("#.##0,00", {reverse: true, translation: {'Z': {pattern: /[0-9]/}}})`.
///
/// Options the analysis cannot read make the mask *unresolved* (`MaskOptions.isUnresolved`:
/// no rule judges it): options passed by name (`$(el).mask("00", opts)`), a spread
/// (`{mask: "…", ...opts}`), a computed key, a definition table or flag that is not a
/// literal, and the options that change how the library reads the mask but that the engine
/// does not model (`WebMaskOptionKeys`). A mask in a list (`mask: ["…", "…"]`) is one
/// alternative (`Setting.alternativeList`).
extension CodeRecognizer {
  func applyingWebMaskOptions(to settings: [Setting]) -> [Setting] {
    guard language.isWebScript else { return settings }
    return settings.map { setting in
      guard case .mask(let dialect) = setting.kind, WebMaskOptionKeys.dialects.contains(dialect),
        let index = tokenIndex(startingAt: setting.literal.range.lowerBound),
        let source = optionsSource(for: index, dialect: dialect, recognizedAs: setting.recognizedAs)
      else { return setting }
      var updated = setting
      updated.alternativeList = source.list
      if dialect == .inputmask, let list = source.list, keepsListStatic(source.object) {
        updated.alternativeCount = stringListCount(at: list)
      }
      var options: MaskOptions
      switch source.object {
      case .none: options = MaskOptions()
      case .unreadable: options = MaskOptions(isUnresolved: true)
      case .object(let open):
        options = readOptions(open, dialect: dialect, mask: setting.literal.value)
        if dialect == .imask, source.list != nil { inheritIMaskListOptions(around: open, into: &options) }
      }
      if options != MaskOptions() { updated.maskOptions = options }
      return updated
    }
  }

  /// Where a mask's options are.
  enum WebOptionsObject: Equatable {
    /// No options: the library's defaults.
    case none
    /// Options the analysis cannot read (a name, a call, a spread).
    case unreadable
    /// The `{` of an object literal.
    case object(Int)
  }

  /// The options of the mask at `index` and, for an alternative, the offset of its list.
  /// Nil when the mask is in no shape this reader knows (nothing changes).
  private func optionsSource(for index: Int, dialect: MaskDialect, recognizedAs: String) -> (object: WebOptionsObject, list: Int?)? {
    if dialect == .jquerymask || WebLibraries.inputmaskAliasPositions.contains(recognizedAs) {
      return (argumentObject(after: index), nil)
    }
    if WebLibraries.inputmaskListPositions.contains(recognizedAs) {
      // `Inputmask(["…", "…"], {…})`: the options follow the list.
      guard let bracket = openingBracket(before: index), let close = closingBracket(of: bracket) else { return nil }
      return (argumentObject(after: close), tokens[bracket].range.lowerBound)
    }
    if webIsPunctuation(index - 1, UInt8(ascii: ":")) {
      guard let brace = openingBrace(before: index) else { return nil }
      // imask `mask: [{mask: "…"}, …]`: each object is one alternative with its own options.
      return (.object(brace), maskList(around: brace))
    }
    // `mask: ["…", "…"]`: one alternative of a list.
    guard webIsPunctuation(index - 1, UInt8(ascii: "[")) || webIsPunctuation(index - 1, UInt8(ascii: ",")),
      let bracket = openingBracket(before: index), webIsPunctuation(bracket - 1, UInt8(ascii: ":")),
      let brace = openingBrace(before: bracket)
    else { return nil }
    return (.object(brace), tokens[bracket].range.lowerBound)
  }

  /// Whether the options leave a mask list as the library's default joins it (`keepStatic`
  /// on, in order): none at all, or an object with no `keepStatic` but `true`, no `isRTL`
  /// (which reverses the list), nothing unreadable (a spread may set either).
  private func keepsListStatic(_ options: WebOptionsObject) -> Bool {
    guard case .object(let open) = options else { return options == .none }
    let object = webObjectLiteral(open)
    guard !object.hasUnreadableEntry else { return false }
    for (key, value) in object.entries {
      if key == "isRTL" { return false }
      if key == "keepStatic", !(value.count == 1 && webIsWord(value.lowerBound, "true")) { return false }
    }
    return true
  }

  /// The number of masks of the list whose `[` is at source offset `offset` when every
  /// element is one string literal (`["…", "…"]`, a trailing comma allowed); nil otherwise
  /// (a name, a call, a concatenation: the list the library gets is not all known).
  private func stringListCount(at offset: Int) -> Int? {
    guard let open = tokenIndex(startingAt: offset), webIsPunctuation(open, UInt8(ascii: "[")) else { return nil }
    var k = open + 1
    var count = 0
    while k < tokens.count {
      if webIsPunctuation(k, UInt8(ascii: "]")) { return count }
      guard tokens[k].kind == .string, tokens[k].literal >= 0 else { return nil }
      count += 1
      k += 1
      if webIsPunctuation(k, UInt8(ascii: ",")) {
        k += 1
      } else if !webIsPunctuation(k, UInt8(ascii: "]")) {
        return nil
      }
    }
    return nil
  }

  /// The `]` closing the `[` at token `open` (nil past 400 tokens or at the end).
  private func closingBracket(of open: Int) -> Int? {
    var depth = 0
    var k = open
    while k < tokens.count, k - open < 400 {
      if tokens[k].kind == .punctuation {
        switch tokens[k].byte {
        case UInt8(ascii: "["), UInt8(ascii: "("), UInt8(ascii: "{"): depth += 1
        case UInt8(ascii: "]"), UInt8(ascii: ")"), UInt8(ascii: "}"):
          depth -= 1
          if depth == 0 { return tokens[k].byte == UInt8(ascii: "]") ? k : nil }
        default: break
        }
      }
      k += 1
    }
    return nil
  }

  /// imask hands `eager` (and `overwrite`, `skipInvalid`) of the object holding a
  /// `mask: [{mask: …}, …]` list to each alternative (`MaskedDynamic._update`); an
  /// alternative's own `eager` wins. A spread there may set it: unresolved.
  private func inheritIMaskListOptions(around inner: Int, into options: inout MaskOptions) {
    guard let bracket = openingBracket(before: inner), let outer = openingBrace(before: bracket) else { return }
    let object = webObjectLiteral(outer)
    if object.hasUnreadableEntry { options.isUnresolved = true }
    let own = webObjectLiteral(inner).entries.contains { $0.0 == "eager" }
    for (key, value) in object.entries {
      if WebMaskOptionKeys.unmodelled(.imask).contains(key) { options.isUnresolved = true }
      if key == "eager", !own { readFlag(value, into: &options.eager, unresolved: &options.isUnresolved) }
    }
  }

  /// For an object in a `mask: [ … ]` list, the source offset of the list.
  private func maskList(around brace: Int) -> Int? {
    guard webIsPunctuation(brace - 1, UInt8(ascii: "[")) || webIsPunctuation(brace - 1, UInt8(ascii: ",")),
      let bracket = openingBracket(before: brace), webIsPunctuation(bracket - 1, UInt8(ascii: ":")),
      webIsWord(bracket - 2, "mask")
    else { return nil }
    return tokens[bracket].range.lowerBound
  }

  /// imask dynamic masks, `IMask(el, {mask: [{mask: "000"}, {mask: "0000"}]})`: the string
  /// of each object in the list is one alternative mask.
  func imaskDynamicAlternative(_ site: ArgumentSite) -> Setting? {
    guard let brace = openingBrace(before: site.index), maskList(around: brace) != nil,
      let bracket = openingBracket(before: brace), let outer = openingBrace(before: bracket),
      let call = enclosingCall(of: outer), let callee = call.callee, webIsWord(callee, "IMask")
    else { return nil }
    return make(.mask(.imask), "IMask(_:{mask: [{mask:}]})", site.literal, key: webFieldKey(call: call))
  }

  /// The argument after the literal at `index`: `("…", {…})`, `("…", opts)`, `("…")`.
  private func argumentObject(after index: Int) -> WebOptionsObject {
    guard webIsPunctuation(index + 1, UInt8(ascii: ",")) else { return .none }
    if webIsPunctuation(index + 2, UInt8(ascii: ")")) { return .none }
    if webIsPunctuation(index + 2, UInt8(ascii: "{")) { return .object(index + 2) }
    return .unreadable
  }

  private func readOptions(_ open: Int, dialect: MaskDialect, mask: String) -> MaskOptions {
    var options = MaskOptions()
    let object = webObjectLiteral(open)
    if object.hasUnreadableEntry { options.isUnresolved = true }
    if dialect == .inputmask {
      readInputmaskMarkers(object, mask: mask, into: &options)
    }
    for (key, value) in object.entries {
      if WebMaskOptionKeys.unmodelled(dialect).contains(key) {
        options.isUnresolved = true
        continue
      }
      switch key {
      case "reverse" where dialect == .jquerymask:
        readFlag(value, into: &options.reverse, unresolved: &options.isUnresolved)
      case "eager" where dialect == .imask || dialect == .maska:
        readFlag(value, into: &options.eager, unresolved: &options.isUnresolved)
      case "tokensReplace" where dialect == .maska:
        readFlag(value, into: &options.replacesBuiltInDefinitions, unresolved: &options.isUnresolved)
      case "definitions" where dialect == .imask || dialect == .inputmask,
        "tokens" where dialect == .maska,
        "translation" where dialect == .jquerymask:
        readDefinitions(value, dialect: dialect, into: &options)
      default:
        continue
      }
    }
    return options
  }
}

/// Option names of the web mask libraries, for `applyingWebMaskOptions`.
enum WebMaskOptionKeys {
  static let dialects: Set<MaskDialect> = [.imask, .inputmask, .maska, .jquerymask]

  /// Inputmask options in `data-inputmask` attributes that leave the mask unresolved: the
  /// unmodelled ones, and definitions and markers (the attribute's values are not read).
  static let inputmaskAttributeUnresolved: Set<String> = unmodelled(.inputmask).union([
    "definitions", "groupmarker", "optionalmarker", "quantifiermarker", "alternatormarker",
  ])

  /// Options that change which characters the mask takes or where, and that the engine does
  /// not model: with one of them the mask is unresolved. (The sets are built once: this is
  /// asked of every options object and JSX mask element.)
  static func unmodelled(_ dialect: MaskDialect) -> Set<String> {
    switch dialect {
    case .inputmask: return inputmaskUnmodelled
    case .imask: return imaskUnmodelled
    case .maska: return maskaUnmodelled
    case .jquerymask: return jqueryMaskUnmodelled
    default: return []
    }
  }

  // Another escape character, aliases merged in, repetition, right-to-left input, hooks that
  // accept or refuse characters, and a regex that replaces the mask. (Other markers are
  // read: `readInputmaskMarkers`.)
  private static let inputmaskUnmodelled: Set<String> = [
    "escapeChar", "alias", "repeat",
    "numericInput", "isComplete", "preValidation", "postValidation", "usePrototypeDefinitions", "regex",
    "onBeforeMask", "onBeforePaste", "casing",
  ]
  // Named blocks (`mask: "Ncard", blocks: {…}`), and hooks that rewrite or refuse input.
  private static let imaskUnmodelled: Set<String> = ["blocks", "validate", "prepare", "prepareChar", "dispatch", "commit"]
  private static let maskaUnmodelled: Set<String> = ["preProcess", "postProcess", "number", "reversed"]
  // `onKeyPress` handlers commonly swap the mask while typing (`field.mask(other)`).
  private static let jqueryMaskUnmodelled: Set<String> = ["onKeyPress", "onChange"]
}
