/// ngx-mask (Angular `mask="…"`): `0` digit, `9` optional digit, `A` ASCII letter or digit,
/// `S` ASCII letter, `U` upper-case, `L` lower-case letter, `X` digit (hidden input), and the
/// date/time digits `d m M H h s`; `?` after a slot makes it optional, `*` repeats it, `{n}`
/// repeats it n times; `||` separates alternative masks. Keywords `separator`, `separator.N`,
/// `percent`, `percent.N`, `IP`, `CPF_CNPJ` are recognised (see `NgxKeyword`).
///
/// Formatting follows the library's own steps with its default options: `NgxMaskApplier`
/// (`applyMask`: slots, special characters, `?`, `*`, the date and time range checks, `IP` and
/// `CPF_CNPJ`), `NgxNumberKeyword` (`percent`, `separator`) and `NgxMaskDirective` (`{n}`
/// expansion, the choice among `||` alternatives before each input). Literals are inserted
/// only when they are in `specialCharacters` (default `- / ( ) . : space + , @ [ ] " '`);
/// input stalls at any other literal (reported). `dropSpecialCharacters: true` is assumed (the
/// value is the text without special characters), `showMaskTyped: false`.
///
/// `tokens`, `issues`, samples and the caret map come from `LinearProgram`s of the mask.
public struct NgxMask: Mask, LinearDialectMask {
  public let pattern: String
  public let tokens: [MaskToken]
  public let issues: [MaskIssue]
  /// The keyword the mask is, if any.
  public let keyword: NgxKeyword?
  let programs: [LinearProgram]
  let behavior = LinearBehavior(literalsOnAnyCharacter: true, appendsFinalLiteral: true)
  /// The library's formatting.
  let directive: NgxMaskDirective
  /// `percent` or `separator`.
  let numberKeyword: NgxNumberKeyword?

  public var dialect: MaskDialect { .ngxmask }

  /// The most slots a `{n}` gives in the model (and in `NgxMaskDirective`'s expansion).
  static let maxRepeat = 10_000

  public static let defaultSpecialCharacters: [Character] = [
    "-", "/", "(", ")", ".", ":", " ", "+", ",", "@", "[", "]", "\"", "'",
  ]

  static let asciiLetter = CharacterClass.scalars(name: "letter", ranges: [0x41...0x5A, 0x61...0x7A])
  /// A digit under another name: the date and time symbols take any digit (one that would make
  /// the day, month, hour, minute or second out of range passes the symbol instead).
  static func digits(_ name: String) -> CharacterClass {
    .scalars(name: name, ranges: [0x30...0x39])
  }
  /// `initialConfig.patterns`.
  static let builtIn: [Character: (CharacterClass, optional: Bool)] = [
    "0": (.asciiDigit, false), "9": (.asciiDigit, true), "X": (.asciiDigit, false),
    "A": (.scalars(name: "letter or digit", ranges: [0x30...0x39, 0x41...0x5A, 0x61...0x7A]), false),
    "S": (asciiLetter, false),
    "U": (.scalars(name: "upper-case letter", ranges: [0x41...0x5A]), false),
    "L": (.scalars(name: "lower-case letter", ranges: [0x61...0x7A]), false),
    "d": (digits("day digit"), false), "m": (digits("minute digit"), false),
    "M": (digits("month digit"), false), "H": (digits("hour digit"), false),
    "h": (digits("hour digit"), false), "s": (digits("second digit"), false),
  ]

  public init(
    pattern: String, specialCharacters: [Character]? = nil,
    patterns: [Character: CharacterClass] = [:], optionalSymbols: Set<Character> = []
  ) {
    self.pattern = pattern
    var table = NgxMask.builtIn
    for (symbol, cls) in patterns { table[symbol] = (cls, optionalSymbols.contains(symbol)) }
    let specialList = specialCharacters ?? NgxMask.defaultSpecialCharacters
    let special = Set(specialList)
    let applier = NgxMaskApplier(
      patterns: table.mapValues { NgxMaskApplier.Pattern(characters: $0.0, optional: $0.optional) },
      special: specialList)
    self.directive = NgxMaskDirective(pattern: pattern, applier: applier)
    self.numberKeyword = NgxNumberKeyword(pattern)
    if let keyword = NgxKeyword(pattern) {
      self.keyword = keyword
      let expansion = keyword.expansion
      var programs: [LinearProgram] = []
      for alternative in expansion {
        programs.append(
          NgxMask.compile(Array(alternative), offset: 0, table: table, special: special).program.withRanges(0..<pattern.count))
      }
      self.programs = programs
      if programs.isEmpty {
        self.tokens = [MaskToken(.repeatingSlot(accepting: .asciiDigit), range: 0..<pattern.count)]
      } else {
        self.tokens = programs[0].elements.map(\.token)
      }
      self.issues = []
      return
    }
    self.keyword = nil
    var issues: [MaskIssue] = []
    var tokens: [MaskToken] = []
    var programs: [(length: Int, program: LinearProgram)] = []
    let characters = Array(pattern)
    var start = 0
    var alternatives: [Range<Int>] = []
    var k = 0
    while k <= characters.count {
      if k == characters.count || (characters[k] == "|" && k + 1 < characters.count && characters[k + 1] == "|") {
        alternatives.append(start..<k)
        if k == characters.count { break }
        k += 2
        start = k
        continue
      }
      k += 1
    }
    for range in alternatives {
      let compiled = NgxMask.compile(
        Array(characters[range]), offset: range.lowerBound, table: table, special: special)
      issues += compiled.issues
      tokens += compiled.tokens
      programs.append((range.count, compiled.program))
    }
    if pattern.isEmpty {
      issues.append(LinearIssues.empty("ngx-mask"))
    } else if !tokens.contains(where: \.isSlot) {
      issues.append(LinearIssues.noSlots("ngx-mask", count: pattern.count))
    } else if let first = programs.first {
      issues += LinearIssues.optionalTrap("ngx-mask", elements: first.program.elements)
    }
    self.issues = issues
    self.tokens = tokens
    self.programs = pattern.isEmpty ? [] : programs.sorted { $0.length < $1.length }.map(\.program)
  }

  /// One alternative: slots, `?`, `*`, `{n}`, literals; stops at a literal outside `special`.
  static func compile(
    _ characters: [Character], offset: Int, table: [Character: (CharacterClass, optional: Bool)],
    special: Set<Character>
  ) -> (program: LinearProgram, tokens: [MaskToken], issues: [MaskIssue]) {
    var issues: [MaskIssue] = []
    var elements: [LinearElement] = []
    var tokens: [MaskToken] = []
    var stalled = false
    var i = 0
    while i < characters.count {
      let c = characters[i]
      let range = (offset + i)..<(offset + i + 1)
      if let (cls, optional) = table[c] {
        var next = i + 1
        var kind = LinearElement.Kind.slot(cls, .none)
        var isOptional = optional
        var count = 1
        if next < characters.count && characters[next] == "?" {
          isOptional = true
          next += 1
        } else if next < characters.count && characters[next] == "*" && table["*"] == nil {
          // A custom `*` pattern makes `*` a slot, which the library never repeats.
          kind = .repeating(cls, .none)
          next += 1
        } else if next < characters.count && characters[next] == "{",
          let close = characters[next...].firstIndex(of: "}"),
          close > next + 1, characters[(next + 1)..<close].allSatisfy({ $0.isASCII && $0.isNumber })
        {
          // The library repeats any count; the model stops at `maxRepeat` slots.
          count = min(Int(String(characters[(next + 1)..<close])) ?? NgxMask.maxRepeat, NgxMask.maxRepeat)
          next = close + 1
        }
        let fullRange = (offset + i)..<(offset + next)
        for _ in 0..<count {
          let index = elements.count
          let element = LinearElement(kind, range: fullRange, optionalGroup: isOptional ? index..<(index + 1) : nil)
          tokens.append(element.token)
          if !stalled { elements.append(element) }
        }
        i = next
        continue
      }
      tokens.append(MaskToken(.literal(c, inValue: false), range: range))
      if !special.contains(c) && !stalled {
        stalled = true
        issues.append(
          MaskIssue(
            .ignored,
            "`\(c)` is not in ngx-mask's specialCharacters, so the mask never inserts it and "
              + "input stalls there: nothing after it can be typed.",
            range: range))
      }
      if !stalled { elements.append(LinearElement(.literal(c, inValue: false), range: range)) }
      i += 1
    }
    return (LinearProgram(elements), tokens, issues)
  }

  public func apply(_ input: CaretString) -> MaskResult {
    // No mask: the directive passes the text on unchanged.
    if pattern.isEmpty { return linearApply(input) }
    let text = Array(input.text)
    let expression = directive.expression(for: text, previous: nil)
    let caret = CharacterOffsets.clamp(input.caret, count: text.count)
    let applied = directive.applier.applyMask(
      text, expression: expression, position: caret, backspaced: false, previous: [])
    return result(applied, caret: caret >= text.count ? applied.text.count : caret)
  }

  /// The directive's input handler on an edit: the field's new text masked again, with the
  /// alternative `||` masks chosen again first.
  public func edit(
    _ state: CaretString, replacing range: Range<Int>, with replacement: String,
    validator: RawTextValidator?
  ) -> MaskResult? {
    if pattern.isEmpty { return plainEdit(state, replacing: range, with: replacement) }
    var text = Array(state.text)
    let range = CharacterOffsets.clamp(range, count: text.count)
    let atEnd = range.upperBound >= text.count
    text.replaceSubrange(range, with: Array(replacement))
    let position = range.lowerBound + replacement.count
    let expression = directive.expression(for: text, previous: Array(state.text))
    let applied = directive.applier.applyMask(
      text, expression: expression, position: position,
      backspaced: replacement.isEmpty && !range.isEmpty, previous: Array(state.text))
    return result(applied, caret: atEnd ? applied.text.count : position)
  }

  private func result(_ applied: NgxMaskApplier.Applied, caret: Int) -> MaskResult {
    let text = String(applied.text)
    let value: String
    if let keyword = numberKeyword {
      value = keyword.kind == .separator ? String(applied.text.filter { $0 != " " }) : text
    } else {
      value = String(applied.text.filter { !directive.applier.special.contains($0) })
    }
    return MaskResult(
      formatted: CaretString(text, caret: min(caret, text.count)),
      complete: directive.isComplete(applied), value: value)
  }

  public func caretMap(forRaw raw: String) -> [Int] {
    if numberKeyword != nil {
      return (0...raw.count).map { apply(CaretString(raw, caret: $0)).formatted.caret }
    }
    return linearCaretMap(forRaw: raw)
  }

  /// Digits for the number keywords; otherwise a sample of the first alternative, with `0` for
  /// the date and time symbols (always in range).
  public func sampleInput() -> String {
    if numberKeyword != nil { return "1234" }
    // Groups of one to three digits: typed with their dots, as an address is.
    if keyword == .ip { return "192.168.0.1" }
    guard let program = programs.first else { return "" }
    let characters = Array(pattern)
    var digits = 0
    var sample = ""
    for element in program.elements where element.isMandatorySlot {
      guard case .slot(let cls, _) = element.kind else { continue }
      let symbol = keyword == nil ? NgxJS.at(characters, element.range.lowerBound) : nil
      if let symbol, "dMHhms".contains(symbol) {
        sample.append("0")
      } else if cls.contains(Character("1")) && !cls.contains(Character("a")) {
        sample.append(SampleDigits.cycle[digits % SampleDigits.cycle.count])
        digits += 1
      } else {
        sample.append(cls.sample)
      }
    }
    return sample
  }

  public var completeFormattedLength: Int? {
    if numberKeyword != nil { return nil }
    // The shortest complete address, `0.0.0.0`.
    if keyword == .ip { return apply(CaretString("0.0.0.0")).formatted.text.count }
    guard let program = programs.first, !program.hasRepeatingSlot, program.mandatorySlotCount > 0
    else { return nil }
    return apply(CaretString(sampleInput())).formatted.text.count
  }
}

extension LinearProgram {
  /// The same program with every element's mask range set to `range` (keyword masks, whose
  /// elements all come from the one keyword).
  func withRanges(_ range: Range<Int>) -> LinearProgram {
    LinearProgram(elements.map { e in
      var e = e
      e.range = range
      return e
    })
  }
}
