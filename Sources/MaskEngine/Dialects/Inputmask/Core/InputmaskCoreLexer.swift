/// A definition the lexer knows: `Inputmask.prototype.definitions` or a custom one.
struct IMDefinition {
  var validator: IMValidator
  var symbol: String?
  var casing: String?
}

/// The library's mask lexer (`mask-lexer.js`).
enum InputmaskLexer {
  static let latin: [ClosedRange<UInt32>] = [0x41...0x5A, 0x61...0x7A, 0x410...0x44F, 0x401...0x401, 0x451...0x451, 0xC0...0xFF, 0xB5...0xB5]
  static let digits: [ClosedRange<UInt32>] = [0x30...0x39, 0xFF10...0xFF19]

  /// `Inputmask.prototype.definitions` with the extensions (`9 a * A & #`).
  static func builtin(_ element: String) -> IMDefinition? {
    switch element {
    case "9": return IMDefinition(validator: .ranges(source: "[0-9\u{FF10}-\u{FF19}]", digits), symbol: "*")
    case "a":
      return IMDefinition(validator: .ranges(source: "[A-Za-z\u{410}-\u{44F}\u{401}\u{451}\u{C0}-\u{FF}\u{B5}]", latin), symbol: "*")
    case "*":
      return IMDefinition(
        validator: .ranges(source: "[0-9\u{FF10}-\u{FF19}A-Za-z\u{410}-\u{44F}\u{401}\u{451}\u{C0}-\u{FF}\u{B5}]", digits + latin))
    case "A":
      return IMDefinition(
        validator: .ranges(source: "[A-Za-z\u{410}-\u{44F}\u{401}\u{451}\u{C0}-\u{FF}\u{B5}]", latin), casing: "upper")
    case "&":
      return IMDefinition(
        validator: .ranges(source: "[0-9A-Za-z\u{410}-\u{44F}\u{401}\u{451}\u{C0}-\u{FF}\u{B5}]", [0x30...0x39] + latin),
        casing: "upper")
    case "#":
      return IMDefinition(validator: .ranges(source: "[0-9A-Fa-f]", [0x30...0x39, 0x41...0x46, 0x61...0x66]), casing: "upper")
    default: return nil
    }
  }

  /// A regex source for a custom class, read by `isSubsetOf`.
  static func source(of cls: CharacterClass) -> String {
    switch cls {
    case .any: return "."
    case .asciiDigit: return "[0-9]"
    case .scalars(_, let ranges):
      let body = ranges.map { r -> String in
        let lo = Unicode.Scalar(r.lowerBound).map { String($0) } ?? ""
        let hi = Unicode.Scalar(r.upperBound).map { String($0) } ?? ""
        return r.lowerBound == r.upperBound ? lo : lo + "-" + hi
      }.joined()
      return "[" + body + "]"
    default: return "[\(cls.name)]"
    }
  }

  /// `generateMaskSet`'s preparation of the mask: the list join and `preProcessMask`.
  /// Returns the mask the lexer reads and whether `keepStatic` is on.
  static func prepare(list: [String]) throws -> (mask: String, keepStatic: Bool, isList: Bool) {
    if list.count > 1 {
      var alt = "("
      for m in list {
        if alt.unicodeScalars.count > 1 { alt += "|" }
        alt += m
      }
      alt += ")"
      return (preProcess(alt), true, true)
    }
    guard let only = list.first else { throw InputmaskFieldError.refused }
    return (only, false, false)
  }

  /// `preProcessMask` with `keepStatic` on: `x[y]` where `y` starts with `x` becomes `(x|xy)`.
  static func preProcess(_ input: String) -> String {
    let scalars = Array(input.unicodeScalars)
    var found: [String] = []
    var i = 0
    // `(.)\[([^\]]*)\]` with the g flag on the original mask.
    while i < scalars.count {
      if scalars[i] != "\n", scalars[i] != "\r", scalars[i] != "\u{2028}", scalars[i] != "\u{2029}",
        i + 1 < scalars.count, scalars[i + 1] == "["
      {
        var j = i + 2
        while j < scalars.count, scalars[j] != "]" { j += 1 }
        if j < scalars.count {
          found.append(String(String.UnicodeScalarView(scalars[i...j])))
          i = j + 1
          continue
        }
      }
      i += 1
    }
    var mask = input
    for m in found {
      let parts = m.components(separatedBy: "[")
      let p1 = parts[0]
      var p2 = parts.count > 1 ? parts[1] : ""
      if let r = p2.range(of: "]") { p2.replaceSubrange(r, with: "") }
      let needle = p1 + "[" + p2 + "]"
      guard let r = mask.range(of: needle) else { continue }
      let replacement =
        p1.unicodeScalars.first == p2.unicodeScalars.first ? "(\(p1)|\(p1)\(p2))" : "\(p1)[\(p2)]"
      let before = String(mask[..<r.lowerBound])
      let after = String(mask[r.upperBound...])
      mask = before + substitute(replacement, matched: needle, before: before, after: after) + after
    }
    return mask
  }

  /// `String.prototype.replace`'s `$` patterns in a replacement (no capture groups).
  static func substitute(_ replacement: String, matched: String, before: String, after: String) -> String {
    var out = ""
    let s = Array(replacement)
    var i = 0
    while i < s.count {
      if s[i] == "$", i + 1 < s.count {
        switch s[i + 1] {
        case "$": out += "$"; i += 2; continue
        case "&": out += matched; i += 2; continue
        case "`": out += before; i += 2; continue
        case "'": out += after; i += 2; continue
        default: break
        }
      }
      out.append(s[i])
      i += 1
    }
    return out
  }

  /// The tokenizer: a quantifier `{…}` or one character.
  static func tokens(_ mask: String) -> [String] {
    let s = Array(mask.unicodeScalars)
    var out: [String] = []
    var i = 0
    func isQ(_ c: Unicode.Scalar) -> Bool { ("0"..."9").contains(c) || c == "+" || c == "*" }
    while i < s.count {
      if s[i] == "{" {
        var j = i + 1
        let start = j
        while j < s.count, isQ(s[j]) { j += 1 }
        if j > start {
          if j < s.count, s[j] == "," {
            j += 1
            while j < s.count, isQ(s[j]) { j += 1 }
          }
          if j < s.count, s[j] == "|" {
            j += 1
            while j < s.count, isQ(s[j]) { j += 1 }
          }
          if j < s.count, s[j] == "}" {
            out.append(String(String.UnicodeScalarView(s[i...j])))
            i = j + 1
            continue
          }
        }
      }
      out.append(String(s[i]))
      i += 1
    }
    return out
  }

  /// `analyseMask` (not a regex mask).
  static func analyse(_ mask: String, definitions: [Character: CharacterClass]) throws -> [IMNode] {
    var escaped = false
    let currentToken = IMNode.token()
    var openings: [IMNode] = []
    var maskTokens: [IMNode] = []

    func definition(_ element: String) -> IMDefinition? {
      if element.unicodeScalars.count == 1, let ch = element.first, let cls = definitions[ch] {
        return IMDefinition(validator: .custom(source: source(of: cls), cls), symbol: nil, casing: nil)
      }
      return builtin(element)
    }

    func insert(_ mtoken: IMNode, _ element: String, _ at: Int? = nil) {
      let position = at ?? (mtoken.matches?.count ?? 0)
      let list = mtoken.matches ?? []
      let prevMatch: IMNode? = position - 1 >= 0 && position - 1 < list.count ? list[position - 1] : nil
      let node = IMNode()
      if let maskdef = definition(element), !escaped {
        node.fn = maskdef.validator
        node.isStatic = false
        let symbol = maskdef.symbol ?? element
        node.newBlockMarker = prevMatch == nil ? .master : (prevMatch?.defValue != symbol ? .yes : .no)
        node.casing = maskdef.casing
        node.def = symbol
        node.nativeDef = element
      } else {
        let hasLetter = element.unicodeScalars.contains { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
        node.fn = hasLetter ? .letter(element) : nil
        node.isStatic = true
        if let prev = prevMatch {
          node.newBlockMarker = (prev.defValue != element && prev.isStatic != true) ? .yes : .no
        } else {
          node.newBlockMarker = .master
        }
        node.def = element
        node.nativeDef = (escaped ? "'" : "") + element
        escaped = false
      }
      let index = min(max(position, 0), mtoken.matches?.count ?? 0)
      mtoken.matches?.insert(node, at: index)
    }

    func verifyGroupMarker(_ maskToken: IMNode) {
      guard let list = maskToken.matches else { return }
      var ndx = 0
      while ndx < (maskToken.matches?.count ?? 0) {
        let token = maskToken.matches![ndx]
        let next: IMNode? = ndx + 1 < (maskToken.matches?.count ?? 0) ? maskToken.matches![ndx + 1] : nil
        if next == nil || next?.matches == nil || next?.isQuantifier == false, token.isGroup {
          token.isGroup = false
          insert(token, "(", 0)
          if token.openGroup != true { insert(token, ")") }
        }
        verifyGroupMarker(token)
        ndx += 1
        _ = list
      }
    }

    func defaultCase(_ m: String) {
      if let opening = openings.last {
        insert(opening, m)
        if opening.isAlternator {
          let alternator = openings.removeLast()
          for child in alternator.matches ?? [] where child.isGroup { child.isGroup = false }
          if let outer = openings.last {
            outer.matches?.append(alternator)
          } else {
            currentToken.matches?.append(alternator)
          }
        }
      } else {
        insert(currentToken, m)
      }
    }

    func closeGroup() throws {
      guard let openingToken = openings.popLast() else { throw InputmaskFieldError.refused }
      openingToken.openGroup = false
      if let current = openings.last {
        current.matches?.append(openingToken)
        if current.isAlternator {
          let alternator = openings.removeLast()
          for child in alternator.matches ?? [] {
            child.isGroup = false
            child.alternatorGroup = false
          }
          if let outer = openings.last {
            outer.matches?.append(alternator)
          } else {
            currentToken.matches?.append(alternator)
          }
        }
      } else {
        currentToken.matches?.append(openingToken)
      }
    }

    func groupify(_ matches: [IMNode]) -> IMNode {
      let g = IMNode.token(group: true)
      g.openGroup = false
      g.matches = matches
      return g
    }

    func groupQuantifier(_ owner: IMNode) throws -> IMNode {
      guard let last = owner.matches?.popLast() else { throw InputmaskFieldError.refused }
      if last.isQuantifier {
        guard let before = owner.matches?.popLast() else { throw InputmaskFieldError.refused }
        return groupify([before, last])
      }
      return last
    }

    for m in tokens(mask) {
      if escaped {
        defaultCase(m)
        continue
      }
      switch m.unicodeScalars.first ?? " " {
      case "\\":
        escaped = true
      case "]", ")":
        try closeGroup()
      case "[":
        openings.append(IMNode.token(optional: true))
      case "(":
        openings.append(IMNode.token(group: true))
      case "{":
        let quantifier = IMNode.token(quantifier: true)
        let body = String(String.UnicodeScalarView(m.unicodeScalars.filter { $0 != "{" && $0 != "}" && $0 != "?" }))
        let mqj = body.components(separatedBy: "|")
        let mq = mqj[0].components(separatedBy: ",")
        func value(_ s: String) -> IMVal { jsNumber(s).isNaN ? .str(s) : .num(jsParseInt(s)) }
        var mq0 = value(mq[0])
        let mq1 = mq.count == 1 ? mq0 : value(mq[1])
        var jit: IMVal? = nil
        if mqj.count > 1 { jit = value(mqj[1]) }
        if mq0 == .str("*") || mq0 == .str("+") { mq0 = .num(mq1 == .str("*") ? 0 : 1) }
        quantifier.qMin = mq0
        quantifier.qMax = mq1
        quantifier.qJit = jit
        let owner = openings.last ?? currentToken
        guard var match = owner.matches?.popLast() else { throw InputmaskFieldError.refused }
        if !match.isGroup { match = groupify([match]) }
        owner.matches?.append(match)
        owner.matches?.append(quantifier)
      case "|":
        var lastMatch: IMNode
        if let current = openings.last {
          if current.openGroup {
            guard let sub = current.matches?.last else { throw InputmaskFieldError.refused }
            if sub.matches == nil || (sub.isGroup == false && sub.isAlternator == false) {
              lastMatch = openings.removeLast()
            } else {
              lastMatch = try groupQuantifier(current)
            }
          } else {
            lastMatch = try groupQuantifier(current)
          }
        } else {
          lastMatch = try groupQuantifier(currentToken)
        }
        if lastMatch.isAlternator {
          openings.append(lastMatch)
        } else {
          let alternator: IMNode
          if lastMatch.alternatorGroup {
            guard let popped = openings.popLast() else { throw InputmaskFieldError.refused }
            alternator = popped
            lastMatch.alternatorGroup = false
          } else {
            alternator = IMNode.token(alternator: true)
          }
          guard alternator.matches != nil else { throw InputmaskFieldError.refused }
          alternator.matches?.append(lastMatch)
          openings.append(alternator)
          if lastMatch.openGroup {
            lastMatch.openGroup = false
            let alternatorGroup = IMNode.token(group: true)
            alternatorGroup.alternatorGroup = true
            openings.append(alternatorGroup)
          }
        }
      default:
        defaultCase(m)
      }
    }
    while let opening = openings.popLast() {
      currentToken.matches?.append(opening)
    }
    if let list = currentToken.matches, !list.isEmpty {
      verifyGroupMarker(currentToken)
      maskTokens.append(currentToken)
    }
    return maskTokens
  }
}
