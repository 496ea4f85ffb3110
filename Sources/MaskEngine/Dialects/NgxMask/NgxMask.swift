/// ngx-mask (Angular `mask="…"`): `0` digit, `9` optional digit, `A` ASCII letter or digit,
/// `S` ASCII letter, `U` upper-case, `L` lower-case letter, `X` digit (hidden input), and the
/// date/time digits `d m M H h s`; `?` after a slot makes it optional, `*` repeats it, `{n}`
/// repeats it n times; `||` separates alternative masks (the shortest that takes the text is
/// used). Keywords `separator`, `separator.N`, `percent`, `percent.N`, `IP`, `CPF_CNPJ` are
/// recognised (see `NgxKeyword`).
///
/// Literals are inserted only when they are in `specialCharacters` (default
/// `- / ( ) . : space + , @ [ ] " '`); the applier cannot get past any other literal, so input
/// stalls there (reported; the program stops at it). Defaults assumed: `dropSpecialCharacters:
/// true` (the value is the slot characters), `showMaskTyped: false`. A literal is shown as soon
/// as a typed character reaches it, even one the next slot then drops (`00/00/0000` with `00a`
/// shows `00/`), and a literal ending the mask is added once the text reaches it (`(99)`).
/// The date/time symbols take only the first digits the applier's
/// checks allow (`d` 0–3, `M` 0–1, `H` 0–2, `m`/`s` 0–5) and no lead-zero insertion.
public struct NgxMask: Mask, LinearDialectMask {
  public let pattern: String
  public let tokens: [MaskToken]
  public let issues: [MaskIssue]
  /// The keyword the mask is, if any.
  public let keyword: NgxKeyword?
  let programs: [LinearProgram]
  let behavior = LinearBehavior(literalsOnAnyCharacter: true, appendsFinalLiteral: true)

  public var dialect: MaskDialect { .ngxmask }

  public static let defaultSpecialCharacters: [Character] = [
    "-", "/", "(", ")", ".", ":", " ", "+", ",", "@", "[", "]", "\"", "'",
  ]

  static let asciiLetter = CharacterClass.scalars(name: "letter", ranges: [0x41...0x5A, 0x61...0x7A])
  static func digits(_ upper: UInt32, _ name: String) -> CharacterClass {
    .scalars(name: name, ranges: [0x30...(0x30 + upper)])
  }
  /// `initialConfig.patterns`.
  static let builtIn: [Character: (CharacterClass, optional: Bool)] = [
    "0": (.asciiDigit, false), "9": (.asciiDigit, true), "X": (.asciiDigit, false),
    "A": (.scalars(name: "letter or digit", ranges: [0x30...0x39, 0x41...0x5A, 0x61...0x7A]), false),
    "S": (asciiLetter, false),
    "U": (.scalars(name: "upper-case letter", ranges: [0x41...0x5A]), false),
    "L": (.scalars(name: "lower-case letter", ranges: [0x61...0x7A]), false),
    "d": (digits(3, "day digit"), false), "m": (digits(5, "minute digit"), false),
    "M": (digits(1, "month digit"), false), "H": (digits(2, "hour digit"), false),
    "h": (.asciiDigit, false), "s": (digits(5, "second digit"), false),
  ]

  public init(
    pattern: String, specialCharacters: [Character]? = nil,
    patterns: [Character: CharacterClass] = [:]
  ) {
    self.pattern = pattern
    var table = NgxMask.builtIn
    for (symbol, cls) in patterns { table[symbol] = (cls, false) }
    let special = Set(specialCharacters ?? NgxMask.defaultSpecialCharacters)
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
        } else if next < characters.count && characters[next] == "*" {
          kind = .repeating(cls, .none)
          next += 1
        } else if next < characters.count && characters[next] == "{",
          let close = characters[next...].firstIndex(of: "}"),
          let n = Int(String(characters[(next + 1)..<close])), n >= 0, n <= 1000
        {
          count = n
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
    if let keyword, keyword.isNumeric { return keyword.apply(input) }
    return linearApply(input)
  }

  public func edit(
    _ state: CaretString, replacing range: Range<Int>, with replacement: String,
    validator: RawTextValidator?
  ) -> MaskResult? {
    if let keyword, keyword.isNumeric {
      var text = Array(state.text)
      let range = CharacterOffsets.clamp(range, count: text.count)
      text.replaceSubrange(range, with: Array(replacement))
      return keyword.apply(CaretString(String(text), caret: range.lowerBound + replacement.count))
    }
    return linearEdit(state, replacing: range, with: replacement)
  }

  public func caretMap(forRaw raw: String) -> [Int] {
    if let keyword, keyword.isNumeric {
      return (0...raw.count).map { keyword.apply(CaretString(raw, caret: $0)).formatted.caret }
    }
    return linearCaretMap(forRaw: raw)
  }

  public func sampleInput() -> String {
    if let keyword, keyword.isNumeric { return "1234" }
    return linearSampleInput()
  }

  public var completeFormattedLength: Int? {
    if let keyword, keyword.isNumeric { return nil }
    return linearCompleteFormattedLength
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
