extension RegexSyntaxParser {
  /// What a backslash sequence stands for.
  enum Escape {
    case scalar(UInt32)
    case classEscape(ClassEscape)
    case property(PropertyReference)
    case anchor(AnchorKind)
    case backreference(BackreferenceTarget)
    case quoted(String)
    case opaque(String)
    case strings([String])
    /// Consumed nothing meaningful (ICU's lone `\E`).
    case nothing
  }

  mutating func parseEscapeAtom() throws(Failure) -> RegexNode? {
    let start = pos
    let escape = try parseEscape(inClass: false)
    let range = utf16(start, pos)
    switch escape {
    case .scalar(let v): return RegexNode(.literal(v), range)
    case .classEscape(let e): return RegexNode(.classEscape(e), range)
    case .property(let p): return RegexNode(.property(p), range)
    case .anchor(let a): return RegexNode(.anchor(a), range)
    case .backreference(let t): return RegexNode(.backreference(t), range)
    case .quoted(let s): return RegexNode(.quoted(s), range)
    case .opaque(let s): return RegexNode(.opaque(s), range)
    case .strings: return nil
    case .nothing: return nil
    }
  }

  /// Parses `\…` at `pos` (which is on the backslash).
  mutating func parseEscape(inClass: Bool) throws(Failure) -> Escape {
    let start = pos
    pos += 1
    guard let c = peek() else {
      throw failure("pattern ends with a lone backslash", start, pos)
    }
    pos += 1
    func unknown() throws(Failure) -> Escape {
      throw failure("unknown escape `\\\(c)` in \(flavorName)", start, pos)
    }
    let js = flavor == .ecmascript
    switch c {
    case "d", "D", "w", "W", "s", "S":
      return .classEscape(ClassEscape(rawValue: String(c))!)
    case "h", "H", "V":
      if js { return annexB ? .scalar(c.value) : try unknown() }
      return .classEscape(ClassEscape(rawValue: String(c))!)
    case "v":
      if js { return .scalar(0x0B) }
      return .classEscape(.verticalSpace)
    case "t": return .scalar(0x09)
    case "n": return .scalar(0x0A)
    case "r": return .scalar(0x0D)
    case "f": return .scalar(0x0C)
    case "a":
      if js { return annexB ? .scalar(c.value) : try unknown() }
      return .scalar(0x07)
    case "e":
      if js { return annexB ? .scalar(c.value) : try unknown() }
      return .scalar(0x1B)
    case "b":
      if flavor == .java, !inClass, peekIs("{"), peekIs("g", 1), peekIs("}", 2) {
        pos += 3
        return .opaque("\\b{g}")
      }
      if inClass {
        if flavor == .java { throw failure("`\\b` is not allowed in a Java character class", start, pos) }
        if flavor == .icu { return .scalar(0x62) }  // ICU reads `[\b]` as `b`
        return .scalar(0x08)
      }
      return .anchor(.wordBoundary)
    case "B":
      if inClass {
        if annexB || flavor == .icu { return .scalar(c.value) }
        throw failure("`\\B` is not allowed in a character class", start, pos)
      }
      return .anchor(.notWordBoundary)
    case "A", "z", "Z", "G":
      if js { return annexB ? .scalar(c.value) : try unknown() }
      if inClass {
        if flavor == .icu { return .scalar(c.value) }
        throw failure("anchor `\\\(c)` is not allowed in a character class", start, pos)
      }
      switch c {
      case "A": return .anchor(.inputStart)
      case "z": return .anchor(.inputEnd)
      case "Z": return .anchor(.inputEndBeforeNewline)
      default: return .anchor(.previousMatchEnd)
      }
    case "R", "X":
      if js { return annexB ? .scalar(c.value) : try unknown() }
      if inClass {
        if flavor == .icu { return .scalar(c.value) }
        throw failure("`\\\(c)` is not allowed in a character class", start, pos)
      }
      return .opaque("\\\(c)")
    case "c":
      return try parseControl(start: start, inClass: inClass)
    case "x":
      return try parseHex(start: start)
    case "u":
      return try parseUnicodeEscape(start: start)
    case "U":
      if flavor == .icu || flavor == .swift {
        guard let v = fixedHex(count: 8) else {
          throw failure("`\\U` needs exactly 8 hex digits", start, pos)
        }
        return try checkedScalar(v, start)
      }
      if annexB { return .scalar(c.value) }
      return try unknown()
    case "o":
      if flavor == .swift, peekIs("{") {
        pos += 1
        var v: UInt32 = 0
        var digits = 0
        while let d = peek(), d.value >= 0x30, d.value <= 0x37 {
          v = min(v * 8 + (d.value - 0x30), 0x200000)
          digits += 1
          pos += 1
        }
        guard digits > 0, eat("}") else { throw failure("`\\o{…}` needs octal digits and `}`", start, pos) }
        return try checkedScalar(v, start)
      }
      if flavor == .icu || annexB { return .scalar(c.value) }
      return try unknown()
    case "N":
      if js { return annexB ? .scalar(c.value) : try unknown() }
      if peekIs("{") {
        pos += 1
        let nameStart = pos
        while let d = peek(), d != "}" { pos += 1 }
        let name = text(nameStart, pos)
        guard eat("}") else { throw failure("`\\N{` is missing its `}`", start, pos) }
        if flavor != .swift, name.uppercased().hasPrefix("U+") {
          throw failure("`\\N{U+…}` is Swift Regex syntax, not \(flavorName)", start, pos, kind: .flavor)
        }
        guard let scalar = UnicodeNames.scalar(named: name) else {
          if flavor == .swift { return .opaque("\\N{\(name)}") }
          throw failure("unknown character name `\(name)`", start, pos)
        }
        return .scalar(scalar)
      }
      throw failure("`\\N` needs a character name in braces: `\\N{…}`", start, pos)
    case "p", "P":
      return try parseProperty(start: start, negated: c == "P")
    case "k":
      return try parseNamedReference(start: start, inClass: inClass)
    case "g":
      if flavor == .swift, !inClass {
        return try parseSwiftG(start: start)
      }
      if flavor == .icu || annexB { return .scalar(c.value) }
      return try unknown()
    case "Q":
      if js { return annexB ? .scalar(c.value) : try unknown() }
      let textStart = pos
      while pos < scalars.count, !(scalars[pos] == "\\" && peekIs("E", 1)) { pos += 1 }
      let quoted = text(textStart, pos)
      if pos < scalars.count { pos += 2 }
      return .quoted(quoted)
    case "E":
      if flavor == .icu { return inClass ? .scalar(c.value) : .nothing }
      if annexB { return .scalar(c.value) }
      return try unknown()
    case "K", "O":
      if flavor == .icu || annexB { return .scalar(c.value) }
      if flavor == .swift {
        throw failure("`\\\(c)` is not supported in Swift Regex", start, pos, kind: .flavor)
      }
      return try unknown()
    case "y", "Y":
      if flavor == .swift, !inClass { return .opaque("\\\(c)") }
      if flavor == .icu || annexB { return .scalar(c.value) }
      return try unknown()
    case "0"..."9":
      pos -= 1
      return try parseDecimalEscape(start: start, inClass: inClass)
    case "q" where vMode && inClass:
      return try parseClassStrings(start: start)
    default:
      if isASCIILetter(c) {
        if flavor == .icu || annexB { return .scalar(c.value) }
        return try unknown()
      }
      if flavor == .swift, !c.isASCII {
        throw failure("`\\\(c)`: only ASCII characters can be escaped in Swift Regex", start, pos)
      }
      if unicodeMode {
        let syntax = "^$\\.*+?()[]{}|/"
        let allowed = inClass ? syntax + "-" + (vMode ? "&!#%,:;<=>@`~" : "") : syntax
        if !allowed.unicodeScalars.contains(c) {
          throw failure("`\\\(c)` is not a valid escape in \(flavorName)", start, pos)
        }
      }
      return .scalar(c.value)
    }
  }

  func fixedHexValue(_ from: Int, count: Int) -> UInt32? {
    guard from + count <= scalars.count else { return nil }
    var v: UInt32 = 0
    for i in from..<(from + count) {
      guard let d = hexDigit(scalars[i]) else { return nil }
      v = v * 16 + d
    }
    return v
  }

  mutating func fixedHex(count: Int) -> UInt32? {
    guard let v = fixedHexValue(pos, count: count) else { return nil }
    pos += count
    return v
  }

  /// `{hhh}` after `\x` or `\u`; returns nil (without consuming) if not there.
  mutating func bracedHex(start: Int) throws(Failure) -> UInt32? {
    guard peekIs("{") else { return nil }
    let save = pos
    pos += 1
    var v: UInt32 = 0
    var digits = 0
    while let c = peek(), let d = hexDigit(c) {
      v = min(v * 16 + d, 0x200000)
      digits += 1
      pos += 1
    }
    guard digits > 0, eat("}") else {
      if annexB {
        pos = save
        return nil
      }
      throw failure("`{` after `\\\(scalars[start + 1])` needs hex digits and `}`", start, pos)
    }
    return v
  }

  func checkedScalar(_ v: UInt32, _ start: Int) throws(Failure) -> Escape {
    if flavor == .swift, (0xD800...0xDFFF).contains(v) {
      throw failure("U+\(String(v, radix: 16, uppercase: true)) is a surrogate, not a scalar", start, pos)
    }
    if v > 0x10FFFF {
      throw failure("U+\(String(v, radix: 16, uppercase: true)) is beyond the last Unicode scalar", start, pos)
    }
    return .scalar(v)
  }

  mutating func parseHex(start: Int) throws(Failure) -> Escape {
    switch flavor {
    case .icu, .java, .swift:
      if let v = try bracedHex(start: start) { return try checkedScalar(v, start) }
      if flavor == .java {
        guard let v = fixedHex(count: 2) else { throw failure("`\\x` needs 2 hex digits", start, pos) }
        return .scalar(v)
      }
      var v: UInt32 = 0
      var digits = 0
      while digits < 2, let c = peek(), let d = hexDigit(c) {
        v = v * 16 + d
        digits += 1
        pos += 1
      }
      if digits == 0 && flavor == .icu { throw failure("`\\x` needs hex digits", start, pos) }
      return .scalar(v)
    case .ecmascript:
      if let v = fixedHex(count: 2) { return .scalar(v) }
      if annexB { return .scalar(0x78) }
      throw failure("`\\x` needs exactly 2 hex digits", start, pos)
    }
  }

  mutating func parseUnicodeEscape(start: Int) throws(Failure) -> Escape {
    if flavor == .swift || unicodeMode {
      if let v = try bracedHex(start: start) { return try checkedScalar(v, start) }
    }
    guard let v = fixedHex(count: 4) else {
      if annexB { return .scalar(0x75) }
      throw failure("`\\u` needs 4 hex digits\(flavor == .ecmascript || flavor == .swift ? " or `{…}`" : "")", start, pos)
    }
    if flavor == .swift, (0xD800...0xDFFF).contains(v) {
      throw failure("`\\u\(String(v, radix: 16))` is a surrogate, not a scalar", start, pos)
    }
    // ECMAScript with `u`, ICU and Java join an escaped surrogate pair into one character.
    if unicodeMode || flavor == .java || flavor == .icu, (0xD800...0xDBFF).contains(v), peekIs("\\"), peekIs("u", 1),
      let low = fixedHexValue(pos + 2, count: 4), (0xDC00...0xDFFF).contains(low)
    {
      pos += 6
      return .scalar(0x10000 + ((v - 0xD800) << 10) + (low - 0xDC00))
    }
    return .scalar(v)
  }

  mutating func parseControl(start: Int, inClass: Bool) throws(Failure) -> Escape {
    switch flavor {
    case .swift:
      throw failure("`\\c` control escapes are not supported in Swift Regex", start, pos + 1, kind: .flavor)
    case .icu:
      guard let c = peek() else { return .scalar(0x63) }
      pos += 1
      return .scalar(c.value & 0x1F)
    case .java:
      guard let c = peek() else { throw failure("`\\c` needs a control letter", start, pos) }
      pos += 1
      return .scalar(c.value ^ 0x40)
    case .ecmascript:
      if let c = peek(), isASCIILetter(c) {
        pos += 1
        return .scalar(c.value % 32)
      }
      if annexB {
        if inClass, let c = peek(), asciiDigit(c) != nil || c == "_" {
          pos += 1
          return .scalar(c.value % 32)
        }
        pos -= 1  // the backslash is a literal; `c` is read next
        return .scalar(0x5C)
      }
      throw failure("`\\c` must be followed by a letter", start, pos)
    }
  }

  mutating func parseDecimalEscape(start: Int, inClass: Bool) throws(Failure) -> Escape {
    let digitsStart = pos
    var digits: [Int] = []
    while let c = peek(), let d = asciiDigit(c) {
      digits.append(d)
      pos += 1
    }
    pos = digitsStart
    let first = digits[0]
    func octal(maxDigits: Int, limit: UInt32) -> UInt32 {
      var v: UInt32 = 0
      var n = 0
      while n < maxDigits, let c = peek(), c.value >= 0x30, c.value <= 0x37,
        v * 8 + (c.value - 0x30) <= limit
      {
        v = v * 8 + (c.value - 0x30)
        n += 1
        pos += 1
      }
      return v
    }
    switch flavor {
    case .ecmascript:
      if first == 0 && (digits.count == 1 || unicodeMode) {
        pos += 1
        if unicodeMode && digits.count > 1 {
          throw failure("`\\0` cannot be followed by a digit in \(flavorName)", start, pos + 1)
        }
        return .scalar(0)
      }
      if !inClass {
        let value = digits.reduce(0) { min($0 * 10 + $1, 1_000_000) }
        if first != 0, value <= totalCaptures {
          pos += digits.count
          numberedReferences.append((value, utf16(start, pos)))
          return .backreference(.number(value))
        }
      }
      if unicodeMode {
        pos += 1
        throw failure(inClass ? "`\\\(first)` is not allowed in a character class in \(flavorName)"
          : "backreference `\\\(digits.map(String.init).joined())` refers to a group that does not exist",
          start, start + 1 + digits.count)
      }
      if first >= 8 {
        pos += 1
        if !inClass {
          flavorWarning("`\\\(first)` is the digit \(first) here (there is no group \(first)); the `u` flag rejects it", start, pos)
        }
        return .scalar(UInt32(0x30 + first))
      }
      let value = octal(maxDigits: 3, limit: 0o377)
      let hex = "\\x\(value < 16 ? "0" : "")\(String(value, radix: 16, uppercase: true))"
      flavorWarning(
        "`\(text(start, pos))` is a legacy octal escape (U+\(String(value, radix: 16, uppercase: true))); write `\(hex)`", start, pos,
        replacement: hex)
      return .scalar(value)
    case .icu, .java, .swift:
      if first == 0 {
        pos += 1
        let v = octal(maxDigits: 3, limit: 0o377)
        if pos == digitsStart + 1 && flavor != .swift {
          throw failure("`\\0` must be followed by octal digits in \(flavorName)", start, pos)
        }
        return .scalar(v)
      }
      if inClass {
        if flavor == .icu {
          pos += 1
          return .scalar(UInt32(0x30 + first))  // ICU reads `[\1]` as `1`
        }
        throw failure("a backreference cannot appear in a character class", start, digitsStart + 1)
      }
      var value = first
      pos += 1
      var i = 1
      while i < digits.count {
        let next = value * 10 + digits[i]
        if flavor == .icu, value >= capturesSoFar { break }
        if flavor == .java ? next > capturesSoFar : next > 1_000_000 { break }
        value = next
        pos += 1
        i += 1
      }
      if flavor == .icu, value > totalCaptures {
        throw failure("backreference `\\\(value)` refers to a group that does not exist", start, pos)
      }
      numberedReferences.append((value, utf16(start, pos)))
      return .backreference(.number(value))
    }
  }

  mutating func parseNamedReference(start: Int, inClass: Bool) throws(Failure) -> Escape {
    if annexB && prescannedNames.isEmpty { return .scalar(0x6B) }
    if inClass {
      if flavor == .icu { return .scalar(0x6B) }
      throw failure("`\\k` is not allowed in a character class", start, pos)
    }
    let open = peek()
    let close: Unicode.Scalar
    switch open {
    case "<": close = ">"
    case "'" where flavor == .swift: close = "'"
    case "{" where flavor == .swift: close = "}"
    default:
      throw failure("`\\k` must be followed by `<name>`", start, pos)
    }
    pos += 1
    let nameStart = pos
    while let c = peek(), c != close { pos += 1 }
    let name = text(nameStart, pos)
    guard eat(close), !name.isEmpty else {
      throw failure("`\\k<…>` needs a group name and its closing `\(close)`", start, pos)
    }
    if flavor == .swift, let n = Int(name) {
      numberedReferences.append((n, utf16(start, pos)))
      return .backreference(.number(n))
    }
    let known = flavor == .icu || flavor == .java ? Set(namesSoFar) : prescannedNames
    if !known.contains(name) {
      throw failure("no group named `\(name)`", start, pos)
    }
    namedReferences.append((name, utf16(start, pos)))
    return .backreference(.name(name))
  }

  /// Swift `\g1`, `\g-1`, `\g{1}`, `\g{name}`.
  mutating func parseSwiftG(start: Int) throws(Failure) -> Escape {
    var body = ""
    if eat("{") {
      let s = pos
      while let c = peek(), c != "}" { pos += 1 }
      body = text(s, pos)
      guard eat("}") else { throw failure("`\\g{` is missing its `}`", start, pos) }
    } else {
      let s = pos
      if peekIs("-") { pos += 1 }
      while let c = peek(), asciiDigit(c) != nil { pos += 1 }
      body = text(s, pos)
    }
    guard !body.isEmpty else { throw failure("`\\g` needs a group number or name", start, pos) }
    if body.hasPrefix("-") {
      throw failure("relative backreferences are not supported in Swift Regex", start, pos, kind: .flavor)
    }
    if let n = Int(body) {
      let number = n
      if number <= 0 { throw failure("no group numbered \(n)", start, pos) }
      numberedReferences.append((number, utf16(start, pos)))
      return .backreference(.number(number))
    }
    namedReferences.append((body, utf16(start, pos)))
    return .backreference(.name(body))
  }

  mutating func parseProperty(start: Int, negated: Bool) throws(Failure) -> Escape {
    let letter = scalars[start + 1]
    if annexB { return .scalar(letter.value) }
    if !peekIs("{") {
      if flavor == .java, let c = peek(), isASCIILetter(c) {
        pos += 1
        let name = String(c)
        guard UnicodePropertyNames.isKnown(name, flavor: flavor, vMode: vMode) else {
          throw failure("unknown property `\(name)`", start, pos)
        }
        return .property(PropertyReference(name: name, negated: negated, singleLetter: true))
      }
      throw failure("`\\\(letter)` needs a property name in braces: `\\\(letter){…}`", start, pos)
    }
    pos += 1
    let nameStart = pos
    while let c = peek(), c != "}" { pos += 1 }
    let name = text(nameStart, pos)
    guard eat("}") else { throw failure("`\\\(letter){` is missing its `}`", start, pos) }
    guard !name.isEmpty else { throw failure("empty property name in `\\\(letter){}`", start, pos) }
    guard UnicodePropertyNames.isKnown(name, flavor: flavor, vMode: vMode) else {
      throw failure("unknown property `\(name)` in \(flavorName)", start, pos)
    }
    if negated, flavor == .ecmascript, UnicodePropertyNames.isStringProperty(name) {
      throw failure("a property of strings cannot be negated", start, pos)
    }
    return .property(PropertyReference(name: name, negated: negated, singleLetter: false))
  }

  /// ECMAScript `v`: `\q{abc|def}`.
  mutating func parseClassStrings(start: Int) throws(Failure) -> Escape {
    guard eat("{") else { throw failure("`\\q` must be followed by `{…}`", start, pos) }
    var strings: [String] = []
    var current = String.UnicodeScalarView()
    while true {
      guard let c = peek() else { throw failure("`\\q{` is missing its `}`", start, pos) }
      if c == "}" {
        pos += 1
        break
      }
      if c == "|" {
        pos += 1
        strings.append(String(current))
        current = String.UnicodeScalarView()
        continue
      }
      if c == "\\" {
        let escStart = pos
        let e = try parseEscape(inClass: true)
        guard case .scalar(let v) = e, let s = Unicode.Scalar(v) else {
          throw failure("only characters are allowed in `\\q{…}`", escStart, pos)
        }
        current.append(s)
        continue
      }
      current.append(c)
      pos += 1
    }
    strings.append(String(current))
    return .strings(strings)
  }
}
