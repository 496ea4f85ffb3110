/// ngx-mask's masking of one input value (`NgxMaskApplierService.applyMask`) with the
/// directive's default options (no prefix, suffix, `showMaskTyped`, `leadZeroDateTime`,
/// `apm`, `allowNegativeNumbers`, `hiddenInput`): the mask and the text are walked together;
/// a slot takes a character its pattern matches; a special character of the mask is written
/// and the same character read again; `?` makes the slot before it optional, `*` repeats it;
/// an optional slot that refuses a character is passed. The date and time symbols check the
/// digits around them (`H` over 2, `m`/`s` over 5, a day over 31, a month over 12) and pass the
/// symbol rather than take such a digit. `IP` and `CPF_CNPJ` become their masks (CPF or CNPJ by
/// the number of digits); `percent` and `separator` are `NgxNumberKeyword`.
struct NgxMaskApplier: Sendable {
  struct Pattern: Sendable, Hashable {
    var characters: CharacterClass
    var optional: Bool
  }

  let patterns: [Character: Pattern]
  let special: [Character]

  /// `_checkSymbolMask`: the mask symbol's pattern matches the character.
  func check(_ c: Character?, _ symbol: Character?) -> Bool {
    guard let c, let symbol, let pattern = patterns[symbol] else { return false }
    return pattern.characters.contains(c)
  }

  func check(_ s: [Character], _ symbol: Character?) -> Bool {
    // `RegExp.test` on a longer string: any character matching.
    s.contains { check($0, symbol) }
  }

  /// `specialCharacters.includes(x)` for a character (`undefined` is never included).
  func isSpecial(_ c: Character?) -> Bool {
    guard let c else { return false }
    return special.contains(c)
  }

  /// `specialCharacters.includes(s)` for a string: only a one-character string can be.
  func isSpecial(_ s: [Character]) -> Bool {
    s.count == 1 && special.contains(s[0])
  }

  /// What `applyMask` made of a value: the text, the mask it walked (`IP` and `CPF_CNPJ`
  /// expanded) and how far it got in that mask.
  struct Applied: Sendable, Hashable {
    var text: [Character]
    var mask: [Character]
    var cursor: Int
  }

  /// The text the library shows for `input` under `expression` (the mask, or one alternative
  /// of it, with `{n}` expanded). `position` is the caret after the edit;
  /// `previous` the field's text before it (the separator's decimal marker follows it).
  func applyMask(
    _ input: [Character], expression: [Character], position: Int, backspaced: Bool,
    previous: [Character]
  ) -> Applied {
    guard !expression.isEmpty else { return Applied(text: [], mask: [], cursor: 0) }
    let serviceMask = expression
    var mask = expression
    let value = input
    let maskString = String(mask)
    if maskString == "IP" { mask = Array("099.099.099.099") }
    if maskString == "CPF_CNPJ" {
      let digits = value.filter { $0.isASCII && $0.isNumber }.count
      mask = Array(digits > 11 ? "00.000.000/0000-00" : "000.000.000-00")
    }
    if let keyword = NgxNumberKeyword(maskString) {
      let processed = keyword.apply(value, backspaced: backspaced, previous: previous, special: special)
      let text = finish(processed.result, processedValue: processed.processedValue, mask: mask)
      return Applied(text: text, mask: mask, cursor: mask.count)
    }
    var result: [Character] = []
    var cursor = 0
    var multi = false
    var processedPosition = position
    let starIsPattern = patterns["*"] != nil
    func m(_ k: Int) -> Character? { NgxJS.at(mask, k) }
    func sm(_ k: Int) -> Character? { NgxJS.at(serviceMask, k) }
    var i = 0
    while i < value.count {
      defer { i += 1 }
      if cursor == mask.count { break }
      let symbol = value[i]
      if check(symbol, m(cursor)) && m(cursor + 1) == "?" {
        result.append(symbol)
        cursor += 2
      } else if m(cursor + 1) == "*" && multi && check(symbol, m(cursor + 2)) {
        result.append(symbol)
        cursor += 3
        multi = false
      } else if check(symbol, m(cursor)) && m(cursor + 1) == "*" && !starIsPattern {
        result.append(symbol)
        multi = true
      } else if m(cursor + 1) == "?" && check(symbol, m(cursor + 2)) {
        result.append(symbol)
        cursor += 3
      } else if check(symbol, m(cursor)) {
        if passesDateTimeSymbol(symbol, cursor: cursor, mask: mask, value: value, result: result, backspaced: backspaced) {
          processedPosition += 1
          cursor += 1
          i -= 1
          continue
        }
        result.append(symbol)
        cursor += 1
      } else if isSpecial(symbol) && m(cursor) == symbol {
        result.append(symbol)
        cursor += 1
      } else if let literal = m(cursor), isSpecial(literal) {
        result.append(literal)
        cursor += 1
        i -= 1
      } else if let symbolAt = m(cursor), patterns[symbolAt]?.optional == true {
        if NgxJS.includes(mask, ["9", "*"]) && NgxJS.includes(mask, ["0", "*"]) { cursor += 1 }
        cursor += 1
        i -= 1
      } else if sm(cursor + 1) == "*", let next = sm(cursor + 2), isSpecial(next), symbol == next, multi {
        cursor += 3
        result.append(symbol)
      } else if sm(cursor + 1) == "?", let next = sm(cursor + 2), isSpecial(next), symbol == next, multi {
        cursor += 3
        result.append(symbol)
      }
    }
    if NgxJS.at(result, processedPosition - 1) != nil && result.count + 1 == mask.count,
      let last = mask.last, isSpecial(last)
    {
      result.append(last)
    }
    return Applied(text: finish(result, processedValue: value, mask: mask), mask: mask, cursor: cursor)
  }

  /// The end of `applyMask`: a one-character value under a mask starting with a special
  /// character, refused by the slot after it, leaves the field empty.
  private func finish(_ result: [Character], processedValue: [Character], mask: [Character]) -> [Character] {
    if processedValue.count == 1, let first = mask.first, isSpecial(first), processedValue[0] != first,
      !check(processedValue, NgxJS.at(mask, 1))
    {
      return []
    }
    return result
  }

  /// The date and time checks: true when the library passes the mask symbol at `cursor`
  /// instead of taking `symbol` there.
  private func passesDateTimeSymbol(
    _ symbol: Character, cursor: Int, mask: [Character], value: [Character], result: [Character],
    backspaced: Bool
  ) -> Bool {
    let n = NgxJS.number(symbol)
    func pv(_ k: Int) -> Character? { NgxJS.at(value, k) }
    func pvSlice(_ a: Int, _ b: Int) -> [Character] { NgxJS.slice(value, a, b) }
    func num(_ s: [Character]) -> Double { NgxJS.number(s) }
    switch mask[cursor] {
    case "H":
      return n > 2
    case "h":
      func two(_ a: Int) -> Bool { NgxJS.slice(result, cursor - a, cursor) == ["2"] }
      return (result == ["2"] && n > 3) || ((two(2) || two(3) || two(4) || two(1)) && n > 3 && cursor > 10)
    case "m", "s":
      return n > 5
    case "d":
      let days = 31.0
      let startsWithMonth = NgxJS.slice(mask, 0, 2) == ["M", "0"]
      let monthInput = startsWithMonth && isSpecial(pv(cursor - 2))
      if !startsWithMonth
        && (num(pvSlice(cursor, cursor + 2)) > days || num(pvSlice(cursor - 1, cursor + 1)) > days
          || isSpecial(pv(cursor + 1)))
      {
        return true
      }
      if monthInput {
        return num(pvSlice(cursor - 1, cursor + 1)) > days
          || (!isSpecial(pv(cursor)) && isSpecial(pv(cursor + 2))) || isSpecial(pv(cursor))
      }
      return num(pvSlice(cursor, cursor + 2)) > days || (isSpecial(pv(cursor + 1)) && !backspaced)
    case "M":
      let days = 31.0
      let months = 12.0
      let withoutDays =
        cursor == 0
        && (n > 2 || num(pvSlice(cursor, cursor + 2)) > months || (isSpecial(pv(cursor + 1)) && !backspaced))
      let separator = NgxJS.slice(mask, cursor + 2, cursor + 3)
      let hasDay = NgxJS.includes(mask, ["d", "0"])
      let beforeMonth = pvSlice(cursor - 3, cursor - 1)
      let day1MonthInput =
        NgxJS.includes(beforeMonth, separator) && hasDay
        && ((isSpecial(pv(cursor - 2)) && num(pvSlice(cursor - 1, cursor + 1)) > months && !isSpecial(pv(cursor)))
          || isSpecial(pv(cursor)))
      let day2MonthInput =
        num(beforeMonth) <= days && !isSpecial(beforeMonth) && isSpecial(pv(cursor - 1))
        && (num(pvSlice(cursor, cursor + 2)) > months || isSpecial(pv(cursor + 1)))
      let day2MonthInputDot =
        (num(pvSlice(cursor, cursor + 2)) > months && cursor == 5) || (isSpecial(pv(cursor + 1)) && cursor == 5)
      let day1MonthPaste =
        num(beforeMonth) > days && !isSpecial(beforeMonth) && !isSpecial(pvSlice(cursor - 2, cursor))
        && num(pvSlice(cursor - 2, cursor)) > months && hasDay
      let day2MonthPaste =
        num(beforeMonth) <= days && !isSpecial(beforeMonth) && !isSpecial(pv(cursor - 1))
        && num(pvSlice(cursor - 1, cursor + 1)) > months
      return withoutDays || day1MonthInput || day2MonthPaste || day1MonthPaste || day2MonthInput
        || day2MonthInputDot
    default:
      return false
    }
  }
}
