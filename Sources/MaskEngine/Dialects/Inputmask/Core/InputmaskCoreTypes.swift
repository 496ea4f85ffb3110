/// A locator element as Inputmask keeps it: a number, or a string once alternations merge
/// (`"0,1"`) or mark their index (`":2"`).
enum IMLoc: Equatable, Sendable {
  case num(Int)
  case str(String)

  /// `String(x)` in JavaScript.
  var text: String {
    switch self {
    case .num(let n): return String(n)
    case .str(let s): return s
    }
  }

  /// `Number(x)` in JavaScript.
  var number: Double {
    switch self {
    case .num(let n): return Double(n)
    case .str(let s): return jsNumber(s)
    }
  }

  var isString: Bool { if case .str = self { return true } else { return false } }
}

/// A quantifier bound as the lexer leaves it: a number (possibly NaN) or a string (`"*"`).
enum IMVal: Equatable, Sendable {
  case num(Double)
  case str(String)

  var number: Double {
    switch self {
    case .num(let d): return d
    case .str(let s): return jsNumber(s)
    }
  }

  /// `isNaN(x)`.
  var isNaN: Bool { number.isNaN }
}

/// `Number(string)` for the strings the library converts: decimal integers, blanks, else NaN.
func jsNumber(_ s: String) -> Double {
  if s.isEmpty { return 0 }
  if s.utf8.count < 16, s.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
    var v = 0
    for b in s.utf8 { v = v * 10 + Int(b - 0x30) }
    return Double(v)
  }
  let t = s.trimmingCharacters(in: .whitespacesAndNewlines)
  if t.isEmpty { return 0 }
  if t.allSatisfy({ $0.isASCII && $0.isNumber }) { return Double(t) ?? .nan }
  if t.hasPrefix("-") || t.hasPrefix("+") {
    let rest = t.dropFirst()
    if !rest.isEmpty, rest.allSatisfy({ $0.isASCII && $0.isNumber }) {
      let v = Double(rest) ?? .nan
      return t.hasPrefix("-") ? -v : v
    }
  }
  return .nan
}

/// `parseInt(string)`: leading decimal digits, else NaN.
func jsParseInt(_ s: String) -> Double {
  var t = Substring(s.trimmingCharacters(in: .whitespacesAndNewlines))
  var sign = 1.0
  if t.hasPrefix("-") { sign = -1; t = t.dropFirst() } else if t.hasPrefix("+") { t = t.dropFirst() }
  let digits = t.prefix { $0.isASCII && $0.isNumber }
  guard !digits.isEmpty, let v = Double(digits) else { return .nan }
  return sign * v
}

import Foundation

/// A definition's validator: the library's regular expressions, which test whether any
/// character of the string matches (`RegExp.test` searches).
enum IMValidator: Sendable {
  /// A character class given by scalar ranges, with the source the library's `isSubsetOf` reads.
  case ranges(source: String, [ClosedRange<UInt32>])
  /// `new RegExp(".")`: any character but a line terminator.
  case dot
  /// A custom maskls class.
  case custom(source: String, CharacterClass)
  /// `new RegExp("[x]")` for a static letter.
  case letter(String)

  func test(_ s: String) -> Bool {
    switch self {
    case .ranges(_, let ranges):
      return s.unicodeScalars.contains { sc in ranges.contains { $0.contains(sc.value) } }
    case .dot:
      return s.unicodeScalars.contains { !["\n", "\r", "\u{2028}", "\u{2029}"].contains($0) }
    case .custom(_, let cls):
      return s.unicodeScalars.contains { cls.contains($0) }
    case .letter(let l):
      return s.unicodeScalars.contains { l.unicodeScalars.contains($0) }
    }
  }

  var source: String {
    switch self {
    case .ranges(let src, _): return src
    case .dot: return "."
    case .custom(let src, _): return src
    case .letter(let l): return "[" + l + "]"
    }
  }
}

/// `newBlockMarker`: `"master"`, `true`, `false` or absent.
enum IMBlock: Sendable {
  case master, yes, no, none

  var truthy: Bool { self == .master || self == .yes }
}

/// A node of the analysed mask: a `MaskToken` (when `matches` is set) or a test definition.
/// A class, because the library compares these by identity and mutates them while searching.
final class IMNode {
  var matches: [IMNode]?
  var openGroup = false
  var alternatorGroup = false
  var isGroup = false
  var isOptional = false
  var isQuantifier = false
  var isAlternator = false
  var qMin: IMVal = .num(1)
  var qMax: IMVal = .num(1)
  var qJit: IMVal?

  var fn: IMValidator?
  var isStatic = false
  /// `false` is 0, a positive count otherwise.
  var optionality = 0
  var newBlockMarker: IMBlock = .none
  var casing: String?
  var def = ""
  var placeholder: String?
  var nativeDef: String?
  var optionalQuantifier: Bool?
  var jit: Bool?

  init() {}

  /// `new MaskToken(isGroup, isOptional, isQuantifier, isAlternator)`.
  static func token(group: Bool = false, optional: Bool = false, quantifier: Bool = false, alternator: Bool = false) -> IMNode {
    let t = IMNode()
    t.matches = []
    t.openGroup = group
    t.isGroup = group
    t.isOptional = optional
    t.isQuantifier = quantifier
    t.isAlternator = alternator
    return t
  }

  var isToken: Bool { matches != nil }

  /// `node.def`, absent on tokens.
  var defValue: String? { isToken ? nil : def }

  /// `$.extend(true, {}, node)`.
  func clone() -> IMNode {
    let c = IMNode()
    c.matches = matches?.map { $0.clone() }
    c.openGroup = openGroup
    c.alternatorGroup = alternatorGroup
    c.isGroup = isGroup
    c.isOptional = isOptional
    c.isQuantifier = isQuantifier
    c.isAlternator = isAlternator
    c.qMin = qMin
    c.qMax = qMax
    c.qJit = qJit
    c.fn = fn
    c.isStatic = isStatic
    c.optionality = optionality
    c.newBlockMarker = newBlockMarker
    c.casing = casing
    c.def = def
    c.placeholder = placeholder
    c.nativeDef = nativeDef
    c.optionalQuantifier = optionalQuantifier
    c.jit = jit
    return c
  }

  /// The stop element `getTests` appends.
  static func stop() -> IMNode {
    let s = IMNode()
    s.isStatic = true
    s.def = ""
    s.placeholder = ""
    return s
  }
}

/// A test (`{match, locator, cd, mloc}`), or a valid position (a test with `input`).
final class IMEntry {
  var match: IMNode
  var locator: [IMLoc]
  var cd: String?
  var mloc: [String: [IMLoc]] = [:]
  var alternation: Int?
  var input: String?
  var generatedInput: Bool?

  init(match: IMNode, locator: [IMLoc], cd: String?) {
    self.match = match
    self.locator = locator
    self.cd = cd
  }

  /// `$.extend(true, {}, entry)`.
  func clone() -> IMEntry {
    let c = shallow()
    c.match = match.clone()
    return c
  }

  /// `$.extend({}, entry)`: shares the match.
  func shallow() -> IMEntry {
    let c = IMEntry(match: match, locator: locator, cd: cd)
    c.mloc = mloc
    c.alternation = alternation
    c.input = input
    c.generatedInput = generatedInput
    return c
  }

  /// `mloc[key]` for a key the library builds from a locator element.
  func mloc(_ key: IMLoc?) -> [IMLoc]? {
    guard let key else { return mloc["undefined"] }
    return mloc[key.text]
  }
}

/// A library exception (`refused`) or the work budget running out.
public enum InputmaskFieldError: Error, Sendable {
  case refused, budget
}

/// A sparse array of valid positions (`maskset.validPositions`).
struct IMPositions {
  var items: [IMEntry?] = []

  var count: Int { items.count }

  subscript(_ i: Int) -> IMEntry? {
    get { i >= 0 && i < items.count ? items[i] : nil }
    set {
      guard i >= 0 else { return }
      if i >= items.count {
        if newValue == nil { return }
        items += Array(repeating: nil, count: i - items.count + 1)
      }
      items[i] = newValue
    }
  }

  /// `splice(i, 1)`.
  mutating func remove(at i: Int) {
    if i >= 0 && i < items.count { items.remove(at: i) }
  }

  /// `splice(i)`.
  mutating func truncate(from i: Int) {
    if i >= 0 && i < items.count { items.removeSubrange(i...) }
  }

  /// `$.extend(true, [], positions)`.
  func clone() -> IMPositions {
    var c = IMPositions()
    c.items = items.map { $0?.clone() }
    while let last = c.items.last, last == nil { c.items.removeLast() }
    return c
  }
}
