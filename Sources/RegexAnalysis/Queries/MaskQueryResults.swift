/// Results of typing a value one character at a time with the regex checked on every edit.
public enum KeystrokeCheck: Sendable, Hashable {
  /// Some complete input can be typed with every intermediate raw text accepted.
  case typeable(example: String)
  /// No complete input can be typed: typing `prefix` is refused although `value` (which starts
  /// with it) is accepted.
  case blocked(prefix: String, value: String)
  /// The regex accepts no complete input of the mask at all.
  case noCompleteInput

  /// A sentence for the diagnostic, nil when typeable.
  public var message: String? {
    switch self {
    case .typeable: return nil
    case .blocked(let p, let v): return "typing `\(p)` is refused, so `\(v)` can never be entered"
    case .noCompleteInput: return "the regex accepts no complete input of the mask"
    }
  }
}

/// Whether every non-empty prefix of every accepted string is accepted.
public enum PrefixClosure: Sendable, Hashable {
  case closed
  /// `value` is accepted but its prefix `prefix` (the shortest refused one) is not.
  case blocked(prefix: String, value: String)

  public var message: String? {
    if case .blocked(let p, let v) = self { return "typing `\(p)` is refused, so `\(v)` can never be entered" }
    return nil
  }
}

/// Whether a regex accepts some complete raw input of a mask.
public enum MaskIntersection: Sendable, Hashable {
  case nonEmpty(example: String)
  /// `position` is the index of the mask element where every candidate input fails (the
  /// element count when the mask is complete but the regex wants more).
  case empty(reason: String, position: Int)
}
