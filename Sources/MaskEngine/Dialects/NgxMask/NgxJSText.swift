/// The few JavaScript string and number operations ngx-mask's range checks rely on, with
/// JavaScript's edge cases: `slice` with negative or out-of-range bounds, an index past the
/// end reading `undefined`, `Number("")` being 0 and `Number("1a")` NaN, `parseInt` reading a
/// leading number. Text is held as `Character`s.
enum NgxJS {
  /// `s.slice(start, end)`: negative bounds count from the end; bounds are clamped.
  static func slice(_ s: [Character], _ start: Int, _ end: Int? = nil) -> [Character] {
    let n = s.count
    func resolve(_ k: Int) -> Int { k < 0 ? max(0, n + k) : min(k, n) }
    let from = resolve(start)
    let to = resolve(end ?? n)
    return from < to ? Array(s[from..<to]) : []
  }

  /// `s[k]`: nil (`undefined`) outside the string.
  static func at(_ s: [Character], _ k: Int) -> Character? {
    k >= 0 && k < s.count ? s[k] : nil
  }

  /// `Number(s)`: whitespace trimmed, empty is 0, a decimal literal its value, anything else NaN.
  static func number(_ s: [Character]) -> Double {
    let trimmed = String(s).trimmingJSWhitespace()
    if trimmed.isEmpty { return 0 }
    var body = Substring(trimmed)
    var sign = 1.0
    if body.first == "+" || body.first == "-" {
      if body.first == "-" { sign = -1 }
      body = body.dropFirst()
    }
    if body == "Infinity" { return sign * .infinity }
    var digitsSeen = false
    var dotSeen = false
    var exponent = false
    var previous: Character? = nil
    for c in body {
      if c.isASCII && c.isNumber {
        digitsSeen = true
      } else if c == "." && !dotSeen && !exponent {
        dotSeen = true
      } else if (c == "e" || c == "E") && digitsSeen && !exponent {
        exponent = true
        digitsSeen = false
      } else if (c == "+" || c == "-") && (previous == "e" || previous == "E") {
      } else {
        return .nan
      }
      previous = c
    }
    guard digitsSeen else { return .nan }
    // Swift's parser wants digits on both sides of the point (`5.` and `.5` are JS numbers).
    var literal = ""
    for c in body {
      if c == "." && literal.last?.isNumber != true { literal.append("0") }
      if (c == "e" || c == "E") && literal.last == "." { literal.append("0") }
      literal.append(c)
    }
    if literal.last == "." { literal.append("0") }
    guard let value = Double(literal) else { return .nan }
    return sign * value
  }

  static func number(_ c: Character?) -> Double {
    c.map { number([$0]) } ?? .nan
  }

  /// `parseInt(s, 10)`: leading whitespace, a sign and the digits that follow; nil for NaN.
  static func parseInt(_ s: [Character]) -> Int? {
    var rest = Substring(String(s).trimmingJSWhitespace())
    var negative = false
    if rest.first == "+" || rest.first == "-" {
      negative = rest.first == "-"
      rest = rest.dropFirst()
    }
    let digits = rest.prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty else { return nil }
    // Values past Int's range do not occur in a masked field; cap rather than trap.
    let value = Int(digits.prefix(18)) ?? 0
    return negative ? -value : value
  }

  /// `s.indexOf(c)`, -1 when absent.
  static func indexOf(_ s: [Character], _ c: Character) -> Int {
    s.firstIndex(of: c) ?? -1
  }

  /// `haystack.includes(needle)` for strings (an empty needle is always included).
  static func includes(_ haystack: [Character], _ needle: [Character]) -> Bool {
    if needle.isEmpty { return true }
    guard needle.count <= haystack.count else { return false }
    for start in 0...(haystack.count - needle.count)
    where haystack[start..<(start + needle.count)].elementsEqual(needle) {
      return true
    }
    return false
  }
}

extension String {
  /// JavaScript's `trim()`: ASCII whitespace, no-break space, line separators, BOM and the
  /// Unicode space separators.
  func trimmingJSWhitespace() -> String {
    func isSpace(_ c: Character) -> Bool {
      guard let scalar = c.unicodeScalars.first, c.unicodeScalars.count == 1 else { return false }
      switch scalar.value {
      case 0x09...0x0D, 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F,
        0x3000, 0xFEFF:
        return true
      default: return false
      }
    }
    let characters = Array(self)
    guard let first = characters.firstIndex(where: { !isSpace($0) }) else { return "" }
    let last = characters.lastIndex(where: { !isSpace($0) })!
    return String(characters[first...last])
  }
}
