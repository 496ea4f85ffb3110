extension RegexSyntaxParser {
  mutating func parseClass(depth: Int) throws(Failure) -> CharacterClass {
    guard depth < Self.maxDepth else {
      throw failure("character classes nested too deeply (limit \(Self.maxDepth))", pos, pos + 1)
    }
    let open = pos
    pos += 1
    let negated = eat("^")
    if vMode { return try parseVClass(open: open, negated: negated, depth: depth) }
    var members: [ClassMember] = []
    var first = true
    var pending: (op: ClassSetOperator, lhs: [ClassMember])?
    while true {
      guard let c = peek() else {
        throw failure("unterminated character class opened here", open, open + 1)
      }
      if extended && flavor != .ecmascript && c.properties.isWhitespace {
        pos += 1
        continue
      }
      if extended && flavor != .ecmascript && c == "#" {
        while let d = peek(), d != "\n" { pos += 1 }
        continue
      }
      if c == "]" && !(first && (flavor == .icu || flavor == .java)) {
        if first && flavor == .swift {
          throw failure("empty character class `[]`", open, pos + 1)
        }
        pos += 1
        break
      }
      first = false
      if flavor != .ecmascript, let op = classOperatorHere() {
        let opStart = pos
        pos += 2
        if let p = pending {
          members = [ClassMember(.operation(p.op, p.lhs, members), members.first?.range ?? utf16(opStart, opStart))]
        }
        if members.isEmpty && flavor != .java {
          throw failure("`\(op.rawValue)` needs a set on its left", opStart, pos)
        }
        if peekIs("]") && flavor != .java {
          throw failure("`\(op.rawValue)` needs a set on its right", opStart, pos)
        }
        pending = (op, members)
        members = []
        continue
      }
      let itemStart = pos
      let item: ClassMember
      if c == "]" {
        pos += 1
        item = ClassMember(.literal(c.value), utf16(itemStart, pos))
      } else {
        guard let parsed = try parseClassItem(depth: depth) else { continue }
        if case .quoted(let s) = parsed.kind {
          // `\Q…\E` in a class is a run of literal members; the last can start a range.
          let chars = Array(s.unicodeScalars)
          guard let last = chars.last else { continue }
          if flavor == .swift {
            item = parsed
          } else {
            for ch in chars.dropLast() { members.append(ClassMember(.literal(ch.value), parsed.range)) }
            item = ClassMember(.literal(last.value), parsed.range)
          }
        } else {
          item = parsed
        }
      }
      if peekIs("-"), let next = peek(1), next != "]" {
        if (flavor == .icu || flavor == .swift) && next == "-" || (flavor != .ecmascript && next == "&" && peekIs("&", 2)) {
          members.append(item)
          continue
        }
        if flavor == .java || flavor == .icu, next == "[" {
          members.append(item)
          continue
        }
        if flavor == .icu || flavor == .java, case .quoted = item.kind {
          throw failure("a range cannot start at `\(text(itemStart, pos))`", itemStart, pos + 1)
        }
        if flavor == .icu, item.isLiteral, scalars[itemStart] == "&" {
          throw failure("`&` cannot start a range in ICU; escape it as `\\&`", itemStart, pos + 1)
        }
        if flavor == .icu || flavor == .java, !item.isLiteral {
          // After a class escape the dash starts the next member (a literal or a range).
          members.append(item)
          continue
        }
        let dashPos = pos
        pos += 1
        let highStart = pos
        guard let parsedHigh = try parseClassItem(depth: depth) else {
          throw failure("range `\(text(itemStart, pos))` has no upper bound", itemStart, pos)
        }
        var high = parsedHigh
        if flavor != .swift, case .quoted(let s) = high.kind, let firstScalar = s.unicodeScalars.first {
          // The first quoted character ends the range; the rest are members.
          for ch in s.unicodeScalars.dropFirst() { members.append(ClassMember(.literal(ch.value), high.range)) }
          high = ClassMember(.literal(firstScalar.value), high.range)
        }
        if flavor == .icu, case .literal(let lo) = item.kind, case .property(let p) = high.kind {
          // ICU ends the range at the letter `p`/`P` of `\p{…}`.
          let letter: UInt32 = p.negated ? 0x50 : 0x70
          if lo > letter { throw failure("range `\(text(itemStart, pos))` is out of order", itemStart, pos) }
          members.append(item)
          members.append(high)
          continue
        }
        guard case .literal(let lo) = item.kind, case .literal(let hi) = high.kind else {
          let rightQuoted: Bool
          switch high.kind {
          case .quoted: rightQuoted = true
          case .property: rightQuoted = flavor == .icu
          default: rightQuoted = false
          }
          // Without `u`, `[\w-.]` is `\w`, `-` and `.`: what its author means, nothing to report.
          if annexB || ((flavor == .icu || flavor == .java) && rightQuoted) {
            members.append(item)
            members.append(ClassMember(.literal(0x2D), utf16(dashPos, dashPos + 1)))
            members.append(high)
            continue
          }
          throw failure("a range bound must be a single character: `\(text(itemStart, pos))`", itemStart, pos)
        }
        _ = highStart
        if annexB, lo > 0xFFFF || hi > 0xFFFF {
          // Without `u`, an astral character is two code units: the range is between the
          // low surrogate of the first and the high surrogate of the second.
          let loUnit = lo > 0xFFFF ? 0xDC00 + ((lo - 0x10000) & 0x3FF) : lo
          let hiUnit = hi > 0xFFFF ? 0xD800 + ((hi - 0x10000) >> 10) : hi
          if loUnit > hiUnit {
            throw failure("range `\(text(itemStart, pos))` is out of order: without the `u` flag its ends are UTF-16 code units", itemStart, pos)
          }
        }
        if lo > hi {
          throw failure("range `\(text(itemStart, pos))` is out of order", itemStart, pos)
        }
        members.append(ClassMember(.range(lo, hi), utf16(itemStart, pos)))
        continue
      }
      members.append(item)
    }
    if flavor != .ecmascript, pending == nil, members.isEmpty {
      throw failure("empty character class", open, pos)
    }
    if let p = pending {
      if flavor == .java && p.lhs.isEmpty && members.isEmpty {
        throw failure("empty character class", open, pos)
      }
      members = [ClassMember(.operation(p.op, p.lhs, members), utf16(open + 1, pos - 1))]
    }
    return CharacterClass(negated: negated, members: members)
  }

  func classOperatorHere() -> ClassSetOperator? {
    guard let a = peek(), let b = peek(1), a == b else { return nil }
    switch a {
    case "&": return .intersection
    case "-" where flavor == .icu || flavor == .swift: return .subtraction
    case "~" where flavor == .swift: return .symmetricDifference
    default: return nil
    }
  }

  /// One member: a character, an escape, a nested class or a POSIX class. Nil for nothing
  /// (ICU's stray `\E`).
  mutating func parseClassItem(depth: Int) throws(Failure) -> ClassMember? {
    let start = pos
    guard let c = peek() else { return nil }
    if c == "[", flavor != .ecmascript {
      if flavor != .java, peekIs(":", 1), let posix = try parsePosix() {
        return ClassMember(posix, utf16(start, pos))
      }
      let nested = try parseClass(depth: depth + 1)
      return ClassMember(.nested(nested), utf16(start, pos))
    }
    if c == "\\" {
      let escape = try parseEscape(inClass: true)
      let range = utf16(start, pos)
      switch escape {
      case .scalar(let v): return ClassMember(.literal(v), range)
      case .classEscape(let e): return ClassMember(.classEscape(e), range)
      case .property(let p): return ClassMember(.property(p), range)
      case .quoted(let s): return ClassMember(.quoted(s), range)
      case .strings(let s): return ClassMember(.strings(s), range)
      case .nothing: return nil
      case .anchor, .backreference, .opaque:
        throw failure("`\(text(start, pos))` is not allowed in a character class", start, pos)
      }
    }
    pos += 1
    return ClassMember(.literal(c.value), utf16(start, pos))
  }

  /// `[:alpha:]` / `[:^alpha:]` at `pos` (on the `[`); nil (nothing consumed) if not one.
  mutating func parsePosix() throws(Failure) -> ClassMemberKind? {
    var i = pos + 2
    var negated = false
    if i < scalars.count, scalars[i] == "^" {
      negated = true
      i += 1
    }
    let nameStart = i
    if flavor == .swift {
      while i < scalars.count, scalars[i] != "]" { i += 1 }
      guard i < scalars.count, i - 1 >= nameStart, scalars[i - 1] == ":" else { return nil }
      i -= 1
    } else {
      while i + 1 < scalars.count, !(scalars[i] == ":" && scalars[i + 1] == "]") { i += 1 }
    }
    guard i + 1 < scalars.count, scalars[i] == ":", scalars[i + 1] == "]" else {
      return nil
    }
    let name = text(nameStart, i)
    let start = pos
    pos = i + 2
    guard UnicodePropertyNames.isPosix(name) || (flavor == .icu && UnicodePropertyNames.isKnown(name, flavor: .icu, vMode: false)) else {
      throw failure("unknown POSIX class `[:\(name):]`", start, pos)
    }
    return .posix(name: name, negated: negated)
  }

  // MARK: ECMAScript v-mode classes

  mutating func parseVClass(open: Int, negated: Bool, depth: Int) throws(Failure) -> CharacterClass {
    var members: [ClassMember] = []
    var op: ClassSetOperator?
    var operandCount = 0
    var sawRangeOrUnion = false
    var lhs: [ClassMember] = []
    while true {
      guard let c = peek() else {
        throw failure("unterminated character class opened here", open, open + 1)
      }
      if c == "]" {
        pos += 1
        break
      }
      if (c == "&" && peekIs("&", 1)) || (c == "-" && peekIs("-", 1)) {
        let thisOp: ClassSetOperator = c == "&" ? .intersection : .subtraction
        let opStart = pos
        pos += 2
        if members.isEmpty && lhs.isEmpty {
          throw failure("`\(thisOp.rawValue)` needs a set on its left", opStart, pos)
        }
        if sawRangeOrUnion || (op != nil && op != thisOp) {
          throw failure("set operations cannot be mixed with other operations or unions without nesting `[…]`", opStart, pos)
        }
        if peekIs("]") || (thisOp == .intersection && peekIs("&")) {
          throw failure("`\(thisOp.rawValue)` needs a set on its right", opStart, pos + 1)
        }
        if let existing = op {
          lhs = [ClassMember(.operation(existing, lhs, members), utf16(open + 1, opStart))]
        } else {
          lhs = members
        }
        op = thisOp
        members = []
        operandCount = 0
        continue
      }
      let itemStart = pos
      let item = try parseVOperand(depth: depth)
      operandCount += 1
      if op != nil && operandCount > 1 {
        throw failure("set operations cannot be mixed with unions without nesting `[…]`", itemStart, pos)
      }
      if peekIs("-"), !peekIs("-", 1) {
        pos += 1
        // `[+-]`: a `-` before the end is no range; it is the `-` that must be escaped.
        if peekIs("]") { throw failure("`-` must be escaped in a character class with the v flag", pos - 1, pos) }
        let high = try parseVOperand(depth: depth)
        guard case .literal(let lo) = item.kind, case .literal(let hi) = high.kind else {
          throw failure("a range bound must be a single character: `\(text(itemStart, pos))`", itemStart, pos)
        }
        if lo > hi { throw failure("range `\(text(itemStart, pos))` is out of order", itemStart, pos) }
        if op != nil { throw failure("a range cannot be an operand of a set operation", itemStart, pos) }
        members.append(ClassMember(.range(lo, hi), utf16(itemStart, pos)))
        sawRangeOrUnion = true
        continue
      }
      members.append(item)
      if op == nil && members.count > 1 { sawRangeOrUnion = true }
    }
    if let op {
      if members.isEmpty { throw failure("`\(op.rawValue)` needs a set on its right", pos - 1, pos) }
      members = [ClassMember(.operation(op, lhs, members), utf16(open + 1, pos - 1))]
    }
    if negated, members.contains(where: { memberHasStrings($0.kind) }) {
      throw failure("a negated class cannot contain strings", open, pos)
    }
    return CharacterClass(negated: negated, members: members)
  }

  func memberHasStrings(_ kind: ClassMemberKind) -> Bool {
    switch kind {
    case .strings(let s): return s.contains { $0.unicodeScalars.count != 1 }
    case .property(let p): return UnicodePropertyNames.isStringProperty(p.name)
    case .nested(let c): return !c.negated && c.members.contains { memberHasStrings($0.kind) }
    case .operation(let op, let l, let r):
      let left = l.contains { memberHasStrings($0.kind) }
      if op == .intersection { return left && r.contains { memberHasStrings($0.kind) } }
      return left
    default: return false
    }
  }

  mutating func parseVOperand(depth: Int) throws(Failure) -> ClassMember {
    let start = pos
    guard let c = peek() else {
      throw failure("unterminated character class", start, start)
    }
    if c == "[" {
      let nested = try parseClass(depth: depth + 1)
      return ClassMember(.nested(nested), utf16(start, pos))
    }
    if c == "\\" {
      let escape = try parseEscape(inClass: true)
      let range = utf16(start, pos)
      switch escape {
      case .scalar(let v): return ClassMember(.literal(v), range)
      case .classEscape(let e): return ClassMember(.classEscape(e), range)
      case .property(let p): return ClassMember(.property(p), range)
      case .strings(let s): return ClassMember(.strings(s), range)
      default:
        throw failure("`\(text(start, pos))` is not allowed in a character class", start, pos)
      }
    }
    if "()[]{}/-|".unicodeScalars.contains(c) {
      throw failure("`\(c)` must be escaped in a character class with the v flag", start, start + 1)
    }
    if "&!#$%*+,.:;<=>?@^`~".unicodeScalars.contains(c), peekIs(c, 1) {
      throw failure("`\(c)\(c)` is reserved in a character class with the v flag", start, start + 2)
    }
    pos += 1
    return ClassMember(.literal(c.value), utf16(start, pos))
  }
}

extension ClassMember {
  var isLiteral: Bool {
    if case .literal = kind { return true }
    return false
  }
}
