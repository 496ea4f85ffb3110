import SourceScanning

/// JavaScript regex literals `/…/flags`, with how the code uses them.
///
/// - `/…/.test(v)` and `v.search(/…/)`: a search
///   (the regex may match anywhere, so `regex-unanchored` applies) when the regex looks like
///   a whole-value check: anchored at one end, or with a counted repetition (`/\d{5}/`,
///   `/^\d+/`). Detection checks (`/iPhone/i.test(ua)`, a password's `/[A-Z]/.test(pw)`)
///   search on purpose: they count as compiled, never "unanchored". `/…/.exec(v)`,
///   `v.match(/…/)` and `v.matchAll(/…/g)` return the match to read its parts
///   (`/rgb\((\d{1,3}),…/.exec(css)`): extraction, compiled — but `v.match(/…/) !== null`
///   is a search.
/// - `v.replace(/…/g, …)`, `replaceAll`, `split`, a literal bound to a name or passed
///   elsewhere: compiled, use unknown (not a validator).
/// - A form rule's `pattern: /…/` or `pattern: {value: /…/}` (react-hook-form, antd and Vant
///   rules, async-validator): the library tests the value with the regex, a search when the
///   regex looks like a whole-value check. Not a mask library's token table, whose entries
///   have one-character keys (`translation: {'Z': {pattern: /[0-9]/}}`).
/// - Angular `Validators.pattern(/…/)`: Angular tests the value with the regex as given
///   (it anchors only a string): a search.
/// - imask `IMask(el, {mask: /^\d{0,4}$/})`: imask refuses an edit whose result fails the
///   regex, so every intermediate value must match (`.perEdit`).
extension CodeRecognizer {
  func webRegexLiteral(at index: Int) -> Setting? {
    let token = tokens[index]
    guard token.literal >= 0, token.literal < file.regexLiterals.count else { return nil }
    let literal = file.regexLiterals[token.literal]
    let flags = token.literal < file.regexFlags.count ? file.regexFlags[token.literal] : ""
    // `/…<<self>>…/.source`: the text is read (a template for other regexes), never run.
    if webIsPunctuation(index + 1, UInt8(ascii: ".")), webIsWord(index + 2, "source") { return nil }
    var setting = webRegexUse(at: index, literal: literal)
    setting.regexFlags = flags
    return setting
  }

  private func webRegexUse(at index: Int, literal: StringLiteral) -> Setting {
    let own = FieldKey.site(path: path, offset: tokens[index].range.lowerBound)
    // `{ mask: /…/ }` passed to `IMask(…)`.
    if webIsPunctuation(index - 1, UInt8(ascii: ":")), webIsWord(index - 2, "mask"),
      let brace = openingBrace(before: index), let outer = enclosingCall(of: brace), let callee = outer.callee,
      webIsWord(callee, "IMask") || (webIsWord(callee, "useIMask") && outer.receiver == nil)
    {
      return make(.regex(.ecmascript, .perEdit), "IMask(_:{mask: /…/})", literal, key: webFieldKey(call: outer))
    }
    // react-imask `<IMaskInput mask={/…/}>`.
    if webIsPunctuation(index - 1, UInt8(ascii: "{")), webIsPunctuation(index - 2, UInt8(ascii: "=")), webIsWord(index - 3, "mask"),
      webIsPunctuation(index + 1, UInt8(ascii: "}")), let tag = file.jsxTagNameIndex(forTokenAt: index - 3),
      webIsWord(tag, "IMaskInput")
    {
      let key = FieldKey.site(path: path, offset: tokens[tag].range.lowerBound)
      return make(.regex(.ecmascript, .perEdit), "<IMaskInput mask>", literal, key: key)
    }
    // Angular `Validators.pattern(/…/)`.
    if webIsPunctuation(index - 1, UInt8(ascii: "(")), webIsWord(index - 2, "pattern"), webIsPunctuation(index - 3, UInt8(ascii: ".")),
      webIsWord(index - 4, "Validators")
    {
      return make(.regex(.ecmascript, .search), "Validators.pattern(/…/)", literal, key: own)
    }
    let searchUse: RegexUse = WebLibraries.looksLikeValidator(literal.value) ? .search : .compiled
    if webIsRulePattern(index) { return make(.regex(.ecmascript, searchUse), "{pattern: /…/}", literal, key: own) }
    // `/…/.test(v)`, `/…/.exec(v)`.
    if webIsPunctuation(index + 1, UInt8(ascii: ".")), webIsPunctuation(index + 3, UInt8(ascii: "(")) {
      if webIsWord(index + 2, "test") { return make(.regex(.ecmascript, searchUse), "/…/.test(_:)", literal, key: own) }
      // `exec` returns the match to read its parts (`res[1]`): extraction, not validation.
      if webIsWord(index + 2, "exec") { return make(.regex(.ecmascript, .compiled), "/…/.exec(_:)", literal, key: own) }
    }
    // `v.match(/…/)` and friends: the regex is the first argument of a method call.
    if webIsPunctuation(index - 1, UInt8(ascii: "(")), webIsPunctuation(index - 3, UInt8(ascii: ".")), index >= 2,
      tokens[index - 2].kind == .identifier
    {
      let method = file.tokenText(tokens[index - 2])
      switch method {
      case "search":
        // It returns where the match starts (`line.search(/\S|$/)`, an indent): a yes-or-no
        // check only when that position is compared with -1 or 0.
        let checked = webIsPunctuation(index + 1, UInt8(ascii: ")")) && webIsNotFoundComparison(after: index + 1)
        return make(.regex(.ecmascript, checked ? searchUse : .compiled), "String.search(/…/)", literal, key: own)
      case "match", "matchAll":
        // They return the match, whose parts the caller reads (`var m = s.match(…); m[0]`):
        // extraction, unless the match is only compared with `null` (a yes-or-no check).
        let checked = method == "match" && webIsPunctuation(index + 1, UInt8(ascii: ")")) && webIsNullComparison(after: index + 1)
        return make(.regex(.ecmascript, checked ? searchUse : .compiled), "String.\(method)(/…/)", literal, key: own)
      case "replace", "replaceAll", "split":
        return make(.regex(.ecmascript, .compiled), "String.\(method)(/…/)", literal, key: own)
      default:
        break
      }
    }
    return make(.regex(.ecmascript, .compiled), "regex literal", literal, key: own)
  }

  /// Whether the regex literal at `index` is a form rule's `pattern: /…/` or
  /// `pattern: {value: /…/, message}`, not the `pattern` of a token table's entry.
  private func webIsRulePattern(_ index: Int) -> Bool {
    guard webIsPunctuation(index - 1, UInt8(ascii: ":")) else { return false }
    var keyAt = index - 2
    if webIsWord(keyAt, "value") {
      guard let brace = openingBrace(before: index), webIsPunctuation(brace - 1, UInt8(ascii: ":")) else { return false }
      keyAt = brace - 2
    }
    guard webIsWord(keyAt, "pattern"), let object = openingBrace(before: keyAt) else { return false }
    // `'Z': {pattern: /[0-9]/}`, `A: {…}`: one character's token.
    if webIsPunctuation(object - 1, UInt8(ascii: ":")), object >= 2, tokens[object - 2].range.count <= 3 { return false }
    return !webIsHighlighterToken(object)
  }

  /// Keys only a syntax highlighter's token has (Prism: `{pattern: /…/, lookbehind: true,
  /// greedy: true, alias: "…", inside: {…}}`): its `pattern` is searched in source text.
  private static let highlighterTokenKeys: Set<String> = ["lookbehind", "greedy", "alias", "inside"]

  private func webIsHighlighterToken(_ open: Int) -> Bool {
    webObjectHasKey(open: open, in: Self.highlighterTokenKeys)
  }

  /// Whether the object literal opened at `open` has one of `keys` (a name or a string),
  /// among its own keys; read up to 256 tokens.
  func webObjectHasKey(open: Int, in keys: Set<String>) -> Bool {
    var depth = 0
    var k = open + 1
    while k + 1 < tokens.count, k < open + 256 {
      let t = tokens[k]
      if t.kind == .punctuation {
        switch t.byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "("): depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ")"):
          if depth == 0 { return false }
          depth -= 1
        default: break
        }
      } else if depth == 0, webIsPunctuation(k + 1, UInt8(ascii: ":")) {
        if t.kind == .identifier, keys.contains(file.tokenText(t)) { return true }
        if t.kind == .string, keys.contains(file.literals[t.literal].value) { return true }
      }
      k += 1
    }
    return false
  }

  /// Whether a comparison with -1 or 0 follows the token at `close` (`!== -1`, `> -1`,
  /// `>= 0`, `< 0`, `== -1`…): `String.search` used as a yes-or-no check.
  private func webIsNotFoundComparison(after close: Int) -> Bool {
    var k = close + 1
    guard webIsPunctuation(k, UInt8(ascii: "!")) || webIsPunctuation(k, UInt8(ascii: "="))
      || webIsPunctuation(k, UInt8(ascii: "<")) || webIsPunctuation(k, UInt8(ascii: ">"))
    else { return false }
    k += 1
    while webIsPunctuation(k, UInt8(ascii: "=")) { k += 1 }
    if webIsPunctuation(k, UInt8(ascii: "-")) { k += 1 }
    guard k < tokens.count, tokens[k].kind == .number else { return false }
    return file.tokenText(tokens[k], equals: "1") || file.tokenText(tokens[k], equals: "0")
  }

  /// Whether `!== null`, `!= null`, `=== null` or `== null` follows the token at `close`.
  private func webIsNullComparison(after close: Int) -> Bool {
    guard webIsPunctuation(close + 1, UInt8(ascii: "!")) || webIsPunctuation(close + 1, UInt8(ascii: "=")),
      webIsPunctuation(close + 2, UInt8(ascii: "="))
    else { return false }
    return webIsWord(webIsPunctuation(close + 3, UInt8(ascii: "=")) ? close + 4 : close + 3, "null")
  }
}
