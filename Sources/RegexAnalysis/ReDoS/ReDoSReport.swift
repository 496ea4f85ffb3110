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

/// A super-linear backtracking witness: `prefix + pump × n + suffix` takes a backtracking
/// engine (ICU, ECMAScript, Java) time growing as `growth` in `n`, because the match fails
/// after trying every way of splitting the pumped part.
public struct ReDoSReport: Sendable, Hashable {
  public var growth: ReDoSGrowth
  public var prefix: String
  public var pump: String
  public var suffix: String

  public func attackString(repetitions: Int) -> String {
    prefix + String(repeating: pump, count: max(0, repetitions)) + suffix
  }

  public var message: String {
    let shown = "`\(prefix)` + `\(pump)` × n + `\(suffix)`"
    switch growth {
    case .exponential:
      return "nested ambiguous quantifiers: backtracking takes exponential time on \(shown)"
    case .polynomial(let d):
      return "overlapping adjacent quantifiers: backtracking takes O(n^\(d)) time on \(shown)"
    }
  }
}

public enum ReDoSVerdict: Sendable, Hashable {
  /// No super-linear backtracking found (loops are unambiguous; bounded repetitions are
  /// treated as loop-free).
  case safe
  case vulnerable(ReDoSReport)
}
