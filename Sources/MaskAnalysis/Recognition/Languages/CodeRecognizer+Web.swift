import SourceScanning

/// JavaScript and TypeScript (also `<script>` in HTML and Vue, JSX and TSX): the mask
/// libraries of the web and the ECMAScript regex APIs.
///
/// - `new RegExp("…", "flags")` / `RegExp("…")`: a compiled ECMAScript regex with its flags.
/// - Inputmask: `Inputmask("…")`, `$(…).inputmask("…")`, `{mask: "…"}` / `{mask: ["…", "…"]}`,
///   a list passed first (`Inputmask(["…", "…"])`, `$(…).inputmask(["…", "…"])`),
///   `{regex: "…"}` (also `Inputmask("Regex", {regex: "…"})`). Alias names (`"datetime"`,
///   `"Regex"`) are not masks. Inputmask turns a regex into per-position checks that accept
///   partial input and tests the whole regex for completeness, so its regex is a full-match
///   validator, never one that blocks typing.
/// - jQuery Mask Plugin `$(…).mask("…")` (not Inputmask's `.mask(selector)`).
/// - imask `IMask(el, {mask: /^\d{0,4}$/})`: a regex tested on every edit (`.perEdit`).
/// - maska `new MaskInput(sel, {mask: "…"})`, `new Maska(sel, {mask: "…"})`,
///   `Maska.create(sel, {mask: "…"})`.
/// - vanilla-masker `VMasker(el).maskPattern("…")`, `VMasker.toPattern(v, "…")` and
///   `VMasker.toPattern(v, {pattern: "…"})`.
/// - react-input-mask in JSX/TSX: `<InputMask mask="…">`, `mask={"…"}`.
/// - Angular `Validators.pattern("…")`: Angular writes `^` before and `$` after the string
///   (unless it has them) and tests the value: a full match — but with no group around it,
///   so `a|b` becomes `^a|b$`; such a pattern is only compiled here. A regex object
///   (`Validators.pattern(/…/)`) is tested as given: a search (`CodeRecognizer+WebRegex`).
/// - Regex literals `/…/flags`, with the use read from the code around them.
extension CodeRecognizer {
  func webArgument(_ site: ArgumentSite) -> Setting? {
    if let call = site.call { return webCallArgument(site, call: call) }
    guard let label = site.label else { return nil }
    return webObjectValue(site, label: label)
  }

  /// A literal argument of a call: `RegExp("…")`, `Inputmask("…")`, `.mask("…")`, …
  private func webCallArgument(_ site: ArgumentSite, call: Call) -> Setting? {
    if site.inArray { return webArrayArgument(site, call: call) }
    guard site.label == nil, let calleeIndex = call.callee else { return nil }
    let literal = site.literal
    let isFirst = site.index - 1 == call.open
    let key = webFieldKey(call: call)
    switch site.callee {
    case "RegExp" where isFirst:
      let isNew = calleeIndex >= 1 && webIsWord(calleeIndex - 1, "new")
      var setting = make(.regex(.ecmascript, .compiled), isNew ? "new RegExp(_:_:)" : "RegExp(_:_:)", literal, key: key)
      setting.regexFlags = regexFlagsArgument(after: site.index) ?? ""
      return setting
    case "Inputmask" where isFirst && call.receiver == nil:
      guard !optionsGiveTheMask(after: site.index) else { return nil }
      return inputmaskAliasOrMask(literal, recognizedAs: "Inputmask(_:)", key: key)
    case "inputmask" where isFirst && hasReceiver(calleeIndex):
      guard !WebLibraries.inputmaskPluginMethods.contains(literal.value), !optionsGiveTheMask(after: site.index) else { return nil }
      return inputmaskAliasOrMask(literal, recognizedAs: "$(…).inputmask(_:)", key: key)
    case "mask" where isFirst && hasReceiver(calleeIndex):
      // Inputmask and imask objects have `.mask(element or selector)`: not a jQuery mask.
      if let producer = webProducingCallee(ofReceiverBefore: calleeIndex),
        WebLibraries.maskObjectFactories.contains(producer)
      {
        return nil
      }
      // digitalBush's jQuery Masked Input has the same call, read differently.
      guard !usesMaskedInputPlugin, !WebLibraries.isMaskedInputSyntax(literal.value) else { return nil }
      return make(.mask(.jquerymask), "$(…).mask(_:)", literal, key: key)
    case "pattern" where isFirst:
      guard let receiver = call.receiver, webIsWord(receiver, "Validators") else { return nil }
      let use: RegexUse = literal.value.contains("|") ? .compiled : .fullMatch
      return make(.regex(.ecmascript, use), "Validators.pattern(_:)", literal, key: key)
    case "maskPattern" where isFirst:
      guard webProducingCallee(ofReceiverBefore: calleeIndex) == "VMasker" else { return nil }
      return make(.mask(.vanillamasker), "VMasker(_:).maskPattern(_:)", literal, key: key)
    case "toPattern" where !isFirst:
      guard let receiver = call.receiver, webIsWord(receiver, "VMasker"), isSecondArgument(site.index, of: call) else { return nil }
      return make(.mask(.vanillamasker), "VMasker.toPattern(_:_:)", literal, key: key)
    default:
      return nil
    }
  }

  /// A string of an array passed first to Inputmask: `Inputmask(["…", "…"])`,
  /// `$(…).inputmask(["…", "…"])`. Inputmask takes the array as its list of masks (one
  /// alternation, as `mask: [...]`); its strings are masks, never alias names.
  private func webArrayArgument(_ site: ArgumentSite, call: Call) -> Setting? {
    guard site.label == nil, let calleeIndex = call.callee, let bracket = openingBracket(before: site.index),
      bracket - 1 == call.open
    else { return nil }
    let key = webFieldKey(call: call)
    switch site.callee {
    case "Inputmask" where call.receiver == nil:
      return make(.mask(.inputmask), "Inputmask([…])", site.literal, key: key)
    case "inputmask" where hasReceiver(calleeIndex):
      return make(.mask(.inputmask), "$(…).inputmask([…])", site.literal, key: key)
    default:
      return nil
    }
  }

  /// A literal value of an object key (`{regex: "…"}`, `{mask: "…"}`), read with the call
  /// the object is passed to.
  private func webObjectValue(_ site: ArgumentSite, label: String) -> Setting? {
    if label == "mask", !site.inArray, let alternative = imaskDynamicAlternative(site) { return alternative }
    var anchor = site.index
    if site.inArray {
      guard let open = openingBracket(before: site.index) else { return nil }
      anchor = open
    }
    guard let brace = openingBrace(before: anchor), let outer = enclosingCall(of: brace),
      let calleeIndex = outer.callee
    else { return nil }
    let callee = calleeName(calleeIndex)
    let key = webFieldKey(call: outer)
    let literal = site.literal
    switch (label, callee) {
    case ("mask", "IMask") where !site.inArray:
      return make(.mask(.imask), "IMask(_:{mask:})", literal, key: key)
    case ("mask", "Inputmask"):
      return make(.mask(.inputmask), "Inputmask({mask:})", literal, key: key)
    case ("regex", "Inputmask") where !site.inArray, ("regex", "inputmask") where !site.inArray && hasReceiver(calleeIndex):
      return make(.regex(.ecmascript, .fullMatch), callee == "Inputmask" ? "Inputmask({regex:})" : "$(…).inputmask({regex:})", literal, key: key)
    case ("mask", "inputmask") where hasReceiver(calleeIndex):
      return make(.mask(.inputmask), "$(…).inputmask({mask:})", literal, key: key)
    case ("alias", "Inputmask") where !site.inArray, ("alias", "inputmask") where !site.inArray && hasReceiver(calleeIndex):
      guard !WebLibraries.isInputmaskAlias(literal.value) else { return nil }
      return make(.maskAlias(.inputmask), callee == "Inputmask" ? "Inputmask({alias:})" : "$(…).inputmask({alias:})", literal, key: key)
    case ("mask", "MaskInput") where !site.inArray, ("mask", "Maska") where !site.inArray:
      return make(.mask(.maska), "new \(callee)(_:{mask:})", literal, key: key)
    case ("mask", "create") where !site.inArray:
      guard let receiver = outer.receiver, webIsWord(receiver, "Maska") else { return nil }
      return make(.mask(.maska), "Maska.create(_:{mask:})", literal, key: key)
    case ("pattern", "toPattern") where !site.inArray:
      guard let receiver = outer.receiver, webIsWord(receiver, "VMasker") else { return nil }
      return make(.mask(.vanillamasker), "VMasker.toPattern(_:{pattern:})", literal, key: key)
    default:
      return nil
    }
  }

  /// The first string argument of `Inputmask("…")`: Inputmask looks it up as an alias and
  /// takes it as the mask when no alias has that name (`resolveAlias`). A built-in alias is
  /// no mask; a name of an alias Inputmask 5 no longer has (`"dd/mm/yyyy"`) is an alias
  /// reference; anything else is a mask, unless the project defines an alias of that name
  /// (`InputmaskAliasResolution`).
  private func inputmaskAliasOrMask(_ literal: StringLiteral, recognizedAs: String, key: FieldKey) -> Setting? {
    if WebLibraries.isInputmaskAlias(literal.value) { return nil }
    if WebLibraries.isRemovedInputmaskAlias(literal.value) || WebLibraries.looksLikeAliasName(literal.value) {
      return make(.maskAlias(.inputmask), recognizedAs, literal, key: key)
    }
    return make(.mask(.inputmask), recognizedAs, literal, key: key)
  }

  /// `Inputmask("name", {mask: "…"})`: an alias Inputmask does not know is then ignored
  /// (it takes the name as the mask only when the options give none).
  private func optionsGiveTheMask(after index: Int) -> Bool {
    guard webIsPunctuation(index + 1, UInt8(ascii: ",")), webIsPunctuation(index + 2, UInt8(ascii: "{")) else { return false }
    return webObjectHasKey(open: index + 2, in: ["mask"])
  }

  func webWantsLiteral(at index: Int) -> Bool { false }

  // MARK: Token helpers

  func webIsWord(_ index: Int, _ word: StaticString) -> Bool {
    index >= 0 && index < tokens.count && tokens[index].kind == .identifier && spells(tokens[index], word)
  }

  func webIsPunctuation(_ index: Int, _ byte: UInt8) -> Bool {
    index >= 0 && index < tokens.count && tokens[index].kind == .punctuation && tokens[index].byte == byte
  }

  /// The flags of `RegExp(pattern, "flags")`: the constant string after the pattern.
  private func regexFlagsArgument(after index: Int) -> String? {
    guard webIsPunctuation(index + 1, UInt8(ascii: ",")), index + 2 < tokens.count, tokens[index + 2].kind == .string,
      webIsPunctuation(index + 3, UInt8(ascii: ")"))
    else { return nil }
    let flags = file.literals[tokens[index + 2].literal]
    return flags.isWholeValue ? flags.value : nil
  }

  /// Whether the literal at `index` is the second argument of `call` (the first is one
  /// identifier or member chain, `VMasker.toPattern(value, "…")`).
  private func isSecondArgument(_ index: Int, of call: Call) -> Bool {
    guard webIsPunctuation(index - 1, UInt8(ascii: ",")) else { return false }
    var k = call.open + 1
    while k < index - 1 {
      let t = tokens[k]
      let ok = t.kind == .identifier || t.kind == .string || t.kind == .number || webIsPunctuation(k, UInt8(ascii: "."))
      if !ok { return false }
      k += 1
    }
    return k > call.open + 1
  }

  /// Whether the callee is a method: `x.callee(`, `$(…).callee(`.
  private func hasReceiver(_ calleeIndex: Int) -> Bool {
    webIsPunctuation(calleeIndex - 1, UInt8(ascii: "."))
  }

  /// For `Producer(…).callee(` (also `new Producer(…).callee(`): `Producer`. For
  /// `name.callee(` with `name = Producer(…)` declared earlier in the file: `Producer` too.
  /// Nil when the receiver is something else.
  func webProducingCallee(ofReceiverBefore calleeIndex: Int) -> String? {
    guard webIsPunctuation(calleeIndex - 1, UInt8(ascii: ".")) else { return nil }
    let end = calleeIndex - 2
    if webIsPunctuation(end, UInt8(ascii: ")")) {
      guard let open = webMatchingOpenParen(of: end), open >= 1, tokens[open - 1].kind == .identifier else { return nil }
      return calleeName(open - 1)
    }
    guard end >= 0, tokens[end].kind == .identifier, !webIsPunctuation(end - 1, UInt8(ascii: ".")) else { return nil }
    return producerOfVariable(at: end)
  }

  /// `const name = [new] Producer(` before the use of `name` at `use` (bounded look-back).
  private func producerOfVariable(at use: Int) -> String? {
    var k = use - 1
    let lowest = max(0, use - 4000)
    while k >= lowest + 2 {
      if tokens[k].kind == .identifier, tokens[k].range.count == tokens[use].range.count,
        file.text.bytes[tokens[k].range] == file.text.bytes[tokens[use].range],
        webIsPunctuation(k + 1, UInt8(ascii: "=")), !webIsPunctuation(k + 2, UInt8(ascii: "=")),
        webIsWord(k - 1, "const") || webIsWord(k - 1, "let") || webIsWord(k - 1, "var")
      {
        var p = k + 2
        if webIsWord(p, "new") { p += 1 }
        guard p + 1 < tokens.count, tokens[p].kind == .identifier, webIsPunctuation(p + 1, UInt8(ascii: "(")) else { return nil }
        return calleeName(p)
      }
      k -= 1
    }
    return nil
  }

  /// The `(` matching the `)` at `close` (bounded look-back).
  func webMatchingOpenParen(of close: Int) -> Int? {
    var depth = 0
    var k = close
    let lowest = max(0, close - 400)
    while k >= lowest {
      if webIsPunctuation(k, UInt8(ascii: ")")) { depth += 1 }
      if webIsPunctuation(k, UInt8(ascii: "(")) {
        depth -= 1
        if depth == 0 { return k }
      }
      k -= 1
    }
    return nil
  }

  /// The `[` opening the array literal around `index` (bounded look-back).
  func openingBracket(before index: Int) -> Int? {
    var depth = 0
    var k = index - 1
    let lowest = max(0, index - 200)
    while k >= lowest {
      let t = tokens[k]
      if t.kind == .punctuation {
        switch t.byte {
        case UInt8(ascii: "]"), UInt8(ascii: ")"), UInt8(ascii: "}"): depth += 1
        case UInt8(ascii: "["):
          if depth == 0 { return k }
          depth -= 1
        case UInt8(ascii: "("), UInt8(ascii: "{"):
          if depth == 0 { return nil }
          depth -= 1
        case UInt8(ascii: ";"): return nil
        default: break
        }
      }
      k -= 1
    }
    return nil
  }
}

extension SettingVocabulary {
  static let webLabels: Set<String> = ["regex", "mask", "pattern", "alias"]
  static let webCallees: Set<String> = ["RegExp", "Inputmask", "inputmask", "mask", "maskPattern", "toPattern", "pattern"]
}

/// Names of the web mask libraries' API that the recognisers consult.
enum WebLibraries {
  /// Inputmask 5's aliases (`lib/extensions/*.js`): `Inputmask("datetime", {…})` names an
  /// alias, not a mask. `Regex` was an alias until 4.0; since then a `regex` option replaces
  /// the mask, so the name is no mask either.
  static let inputmaskAliases: Set<String> = [
    "regex", "datetime", "numeric", "currency", "decimal", "integer", "percentage", "indianns", "email", "ip",
    "mac", "vin", "ssn", "url", "cssunit",
  ]

  static func isInputmaskAlias(_ value: String) -> Bool {
    inputmaskAliases.contains(value.lowercased())
  }

  /// Aliases of Inputmask 3 (`inputmask.date.extensions.js`, `inputmask.phone.extensions.js`)
  /// that 4.0 removed: Inputmask 5 takes such a name as the mask itself (`resolveAlias`).
  static let removedInputmaskAliases: Set<String> = [
    "dd/mm/yyyy", "mm/dd/yyyy", "yyyy/mm/dd", "dd.mm.yyyy", "dd-mm-yyyy", "mm.dd.yyyy", "mm-dd-yyyy", "yyyy.mm.dd",
    "yyyy-mm-dd", "datetime12", "mm/dd/yyyy hh:mm xm", "hh:mm t", "h:s t", "hh:mm:ss", "hh:mm", "date", "time",
    "mm/yyyy", "shamsi", "yyyy-mm-dd hh:mm:ss", "phone", "phonebe", "phonenl", "phoneru", "phoneuk", "abstractphone",
  ]

  static func isRemovedInputmaskAlias(_ value: String) -> Bool {
    removedInputmaskAliases.contains(value.lowercased())
  }

  /// A name rather than a mask: an identifier (`myDate`, `birthday`) with at least two
  /// distinct letters that are no Inputmask symbol (`9 a A * & #`), one of them lower-case
  /// (`HHHH`, `ABC` read as masks with custom definitions), so that taken as a mask it would
  /// be mostly literals.
  static func looksLikeAliasName(_ value: String) -> Bool {
    guard value.count >= 3, let first = value.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII,
      value.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") })
    else { return false }
    let symbols: Set<Character> = ["9", "a", "A", "*", "&", "#"]
    let letters = Set(value.filter { !symbols.contains($0) && $0.isLetter })
    return letters.count >= 2 && letters.contains { $0.isLowercase }
  }

  /// The jQuery plugin's methods, `$(el).inputmask("remove")` (`jquery.inputmask.js`): no
  /// alias, no mask.
  static let inputmaskPluginMethods: Set<String> = [
    "unmaskedvalue", "remove", "getemptymask", "hasMaskedValue", "isComplete", "getmetadata", "setvalue", "option",
  ]

  /// How positional Inputmask strings are recognised: the places where Inputmask reads a
  /// string as an alias name first.
  static let inputmaskAliasPositions: Set<String> = ["Inputmask(_:)", "$(…).inputmask(_:)"]
  /// How the strings of an array passed first to Inputmask are recognised (a list of masks).
  static let inputmaskListPositions: Set<String> = ["Inputmask([…])", "$(…).inputmask([…])"]

  /// Whether a regex tested with a search API looks meant to check a whole value: anchored
  /// at one end (`^\d+`, `\d+$`), or holding a counted repetition (`\d{5}`, `[a-z]{2,}`).
  /// Regexes with neither (`iPhone`, `[A-Z]`, `\s`) detect something inside a text.
  static func looksLikeValidator(_ pattern: String) -> Bool {
    if pattern.hasPrefix("^") { return true }
    if pattern.hasSuffix("$"), !pattern.hasSuffix("\\$") { return true }
    let scalars = Array(pattern.unicodeScalars)
    var k = 0
    while k < scalars.count {
      if scalars[k] == "\\" {
        k += 2
        continue
      }
      if scalars[k] == "{", k + 1 < scalars.count, ("0"..."9").contains(scalars[k + 1]) { return true }
      k += 1
    }
    return false
  }

  /// Calls returning objects whose `.mask(…)` takes an element or selector, not a mask.
  static let maskObjectFactories: Set<String> = ["Inputmask", "IMask", "InputMask"]

  /// Whether the file uses or loads digitalBush's jQuery Masked Input, whose
  /// `$(…).mask("…")` reads `9`, `a`, `*`, the slots a project adds with
  /// `$.mask.definitions` and `?` (the rest optional): not jQuery Mask Plugin's syntax.
  static func usesMaskedInputPlugin(_ bytes: [UInt8]) -> Bool {
    ASCIICaseSearch.containsAny(bytes: bytes, ["mask.definitions", "jquery.maskedinput", "jquery-maskedinput"])
  }

  /// A `.mask("…")` mask written for jQuery Masked Input: `?` (the rest optional) or `*`
  /// (a letter or digit) mean nothing to jQuery Mask Plugin, where they are text.
  static func isMaskedInputSyntax(_ mask: String) -> Bool {
    mask.utf8.contains { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "*") }
  }
}
