/// A mutable array shared by reference, as the library shares `ndxInitializer`.
final class IMBox {
  var a: [IMLoc]
  init(_ a: [IMLoc]) { self.a = a }

  /// `shift()`, nil when empty.
  func shift() -> IMLoc? { a.isEmpty ? nil : a.removeFirst() }
}

/// `inputmask.caretPos`, an object the library aliases.
final class IMCaret {
  var begin: Int?
  var end: Int?
  init(begin: Int?, end: Int? = nil) {
    self.begin = begin
    self.end = end
  }
}

/// A position argument: a number, or a `{begin, end}` object.
struct IMPos {
  var begin: Int
  var end: Int
  var isObject: Bool

  static func num(_ n: Int) -> IMPos { IMPos(begin: n, end: n, isObject: false) }
  static func obj(_ b: Int, _ e: Int) -> IMPos { IMPos(begin: b, end: e, isObject: true) }
}

/// What `isValid` returns: `false`, `true` or an object.
final class IMResult {
  var pos: Int?
  var c: String?
  var caret: Int?
  var caretPos: Int?
  var forwardPosition: Int?
  init(pos: Int? = nil, c: String? = nil, caret: Int? = nil) {
    self.pos = pos
    self.c = c
    self.caret = caret
  }
}

enum IMV {
  case f
  case t
  case o(IMResult)

  var truthy: Bool { if case .f = self { return false } else { return true } }
  var object: IMResult? { if case .o(let r) = self { return r } else { return nil } }
  var isTrue: Bool { if case .t = self { return true } else { return false } }
}

/// One Inputmask instance: its options, its maskset and, when it masks an input, that
/// input's value and selection. Follows the library's functions one to one.
final class InputmaskCore {
  // Options.
  var keepStatic: Bool?
  var skipOptional = " "
  let hasElement: Bool
  var hasAlternator = false
  let isList: Bool

  // Maskset.
  var tokens: [IMNode]
  var vps = IMPositions()
  var tests: [Int: [IMEntry]] = [:]
  var excludes: [Int: [String]] = [:]
  var buffer: [String?]?
  var bufferTemplate: [String?]?
  var maskLength: Int?
  var jitOffset: [Int: Int] = [:]
  var p: Int?
  var caretPos = IMCaret(begin: nil)

  // The input element.
  var native = ""
  var selStart = 0
  var selEnd = 0

  // Work budget.
  var work = 0
  /// Work allowed per action (calls and loop turns counted): the committed vectors need at
  /// most about 8,000; masks the library loops on for minutes run out of it.
  static let budget = 300_000
  /// How deep `getTests` may recurse (positions walked back at once); past it the action is
  /// out of budget.
  static let testsDepthLimit = 96
  var testsDepth = 0
  /// How deep one search for a position's tests may recurse through the mask's tokens: a
  /// mask nested `nestingLimit` deep needs a few levels per group; past it the library's own
  /// recursion has no end, and the action is out of budget.
  static let matchDepthLimit = 128
  /// How deeply groups and optional parts may nest in a mask the field runs (the lexer, the
  /// test search and every copy of the field recurse through them).
  static let nestingLimit = 24

  init(tokens: [IMNode], keepStatic: Bool?, isList: Bool, hasElement: Bool) {
    self.tokens = tokens
    self.keepStatic = keepStatic
    self.isList = isList
    self.hasElement = hasElement
  }

  func copy() -> InputmaskCore {
    let c = InputmaskCore(tokens: tokens.map { $0.clone() }, keepStatic: keepStatic, isList: isList, hasElement: hasElement)
    c.skipOptional = skipOptional
    c.hasAlternator = hasAlternator
    c.vps = vps.clone()
    c.tests = tests.mapValues { $0.map { $0.clone() } }
    c.excludes = excludes
    c.buffer = buffer
    c.bufferTemplate = bufferTemplate
    c.maskLength = maskLength
    c.jitOffset = jitOffset
    c.p = p
    c.caretPos = IMCaret(begin: caretPos.begin, end: caretPos.end)
    c.native = native
    c.selStart = selStart
    c.selEnd = selEnd
    return c
  }

  func tick(_ n: Int = 1) throws {
    work += n
    if work > Self.budget { throw InputmaskFieldError.budget }
  }
}

extension Array {
  /// `array[i]` in JavaScript: nil out of range.
  func at(_ i: Int) -> Element? { i >= 0 && i < count ? self[i] : nil }
}

extension Array where Element == IMLoc {
  func at(_ i: Int?) -> IMLoc? {
    guard let i, i >= 0, i < count else { return nil }
    return self[i]
  }
}

/// The key of an object property named by a value, as JavaScript converts it.
func imKey(_ loc: IMLoc) -> String { loc.text }

/// `Object.keys` order: integer keys ascending, then the rest.
func imOrderedKeys(_ dict: [String: [IMLoc]]) -> [String] {
  func intKey(_ s: String) -> Int? {
    guard let n = Int(s), n >= 0, String(n) == s else { return nil }
    return n
  }
  let ints = dict.keys.compactMap { k in intKey(k).map { ($0, k) } }.sorted { $0.0 < $1.0 }.map(\.1)
  let rest = dict.keys.filter { intKey($0) == nil }.sorted()
  return ints + rest
}

/// `String(number)` for the doubles the library prints.
func imNumberText(_ d: Double) -> String {
  if d.isNaN { return "NaN" }
  if d.isInfinite { return d > 0 ? "Infinity" : "-Infinity" }
  if d == d.rounded(), abs(d) < 1e15 { return String(Int(d)) }
  return String(d)
}

/// `String.prototype.indexOf`, in scalars.
func imIndexOf(_ hay: String, _ needle: String) -> Int {
  let h = Array(hay.unicodeScalars), n = Array(needle.unicodeScalars)
  if n.isEmpty { return 0 }
  if n.count > h.count { return -1 }
  for i in 0...(h.count - n.count) where Array(h[i..<(i + n.count)]) == n { return i }
  return -1
}
