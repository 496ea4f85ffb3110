/// How the work of a backtracking matcher grows with the attack string's length.
public enum ReDoSGrowth: Sendable, Hashable, CustomStringConvertible {
  case exponential
  /// `O(n^degree)`, `degree >= 2`.
  case polynomial(degree: Int)

  public var description: String {
    switch self {
    case .exponential: return "exponential"
    case .polynomial(let d): return "polynomial (O(n^\(d)))"
    }
  }
}

/// A super-linear backtracking witness: `prefix`, then `pump` repeated, then `suffix` takes a
/// backtracking engine (ICU, ECMAScript, Java) time growing as `growth` in the number of
/// repetitions, because the match fails (the suffix sees to that) after trying every way of
/// splitting the pumped part.
public struct ReDoSReport: Sendable, Hashable {
  public var growth: ReDoSGrowth
  public var prefix: String
  public var pump: String
  public var suffix: String

  public func attackString(repetitions: Int) -> String {
    prefix + String(repeating: pump, count: max(0, repetitions)) + suffix
  }

  /// The attack with the pump repeated so the whole is about `length` characters (at least
  /// two repetitions).
  public func attackString(length: Int) -> String {
    let room = length - prefix.count - suffix.count
    return attackString(repetitions: max(2, room / max(1, pump.count)))
  }

  /// What goes wrong, on a concrete input of about 30 characters, and what to change. Says
  /// nothing about an empty prefix or suffix.
  public var message: String {
    let attack = Self.code(attackString(length: 30))
    // Copies of the pump at the end of the prefix are part of the repetition.
    var lead = prefix
    while !pump.isEmpty, lead.hasSuffix(pump) { lead.removeLast(pump.count) }
    var parts = [Self.code(pump) + " repeated"]
    if !lead.isEmpty { parts.insert("after " + Self.code(lead), at: 0) }
    if !suffix.isEmpty { parts.append("then " + Self.code(suffix) + ", which makes the match fail") }
    let shape = parts.joined(separator: ", ")
    switch growth {
    case .exponential:
      return "nested quantifiers can match the same text in many ways: on a failing input like \(attack) "
        + "(\(shape)) a backtracking engine tries every way, and each further \(Self.code(pump)) doubles the time; "
        + "rewrite the repetition so each character can be matched only one way (for example `(a+)+` → `a+`)"
    case .polynomial(let d):
      let power = d == 2 ? "the square" : d == 3 ? "the cube" : "the \(d)th power"
      return "adjacent quantifiers can match the same characters: on a failing input like \(attack) "
        + "(\(shape)) a backtracking engine tries every split between them, so the time grows as \(power) of the length; "
        + "make the neighbouring repetitions unable to match the same characters (for example `\\d+\\d+` → `\\d{2,}`)"
    }
  }

  /// `text` as inline code: control and invisible characters spelled out, backticks kept.
  static func code(_ text: String) -> String {
    var out = ""
    for u in text.unicodeScalars {
      switch u.value {
      case 0x09: out += "\\t"
      case 0x0A: out += "\\n"
      case 0x0D: out += "\\r"
      case 0x20 where text.unicodeScalars.allSatisfy({ $0 == " " }): out += "␠"
      case 0...0x1F, 0x7F...0xA0, 0x2028, 0x2029, 0xFEFF:
        out += "\\u{" + String(u.value, radix: 16, uppercase: true) + "}"
      default: out.unicodeScalars.append(u)
      }
    }
    return out.contains("`") ? "`` \(out) ``" : "`\(out)`"
  }
}

public enum ReDoSVerdict: Sendable, Hashable {
  /// No super-linear backtracking found (loops are unambiguous; bounded repetitions are
  /// treated as loop-free).
  case safe
  case vulnerable(ReDoSReport)
}
