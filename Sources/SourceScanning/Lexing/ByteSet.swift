/// A set of ASCII bytes held as a 128-bit mask, for the token tests every pass makes
/// (`ByteSet("+.?:([").contains(token.byte)`): a shift and a test, where
/// `"+.?:([".utf8.contains(byte)` walks the string on every call. Build it once (`static let`).
public struct ByteSet: Sendable, Hashable {
  private var low: UInt64 = 0
  private var high: UInt64 = 0

  /// The set of the ASCII bytes of `characters`.
  public init(_ characters: StaticString) {
    characters.withUTF8Buffer { bytes in
      for b in bytes {
        precondition(b < 128, "ByteSet holds ASCII bytes only")
        if b < 64 { low |= 1 << UInt64(b) } else { high |= 1 << UInt64(b - 64) }
      }
    }
  }

  @inline(__always)
  public func contains(_ b: UInt8) -> Bool {
    if b < 64 { return (low >> UInt64(b)) & 1 != 0 }
    if b < 128 { return (high >> UInt64(b - 64)) & 1 != 0 }
    return false
  }
}

/// The punctuation sets the passes over tokens test, built once.
public enum ByteSets {
  /// Operators that make a literal an operand (`=`, `!`, comparison and arithmetic, `?`, `:`).
  public static let operatorBytes = ByteSet("=!<>+-*/%&|^?:")
  /// What may stand between a parameter list's `)` and a body's `{` (return types, `->`, `=>`).
  public static let returnTypeBytes = ByteSet(":->=<.?,[]")
  public static let openingBytes = ByteSet("([{<")
  public static let closingBytes = ByteSet(")]}>")
  /// Punctuation inside a type annotation (`a.B?`, `[C]`, `D<E>`).
  public static let typeAnnotationBytes = ByteSet(".?<>[]")
  /// After a literal: the expression goes on (`+`, a member, a ternary, a call, a subscript).
  public static let continuingBytes = ByteSet("+.?:([")
  /// Before `=`: the `=` is part of a comparison or `!=`.
  public static let comparisonBytes = ByteSet("=!<>")
  /// After a value: the argument, statement or collection ends.
  public static let closingArgumentBytes = ByteSet(",);]}")
  /// After a value: an operator or a call makes it part of a larger expression.
  public static let expressionContinuingBytes = ByteSet("+.?:([=<>-*/&|!")
  /// Before a value: it is an argument, a labelled argument, an assignment or an element.
  public static let valuePositionBytes = ByteSet("(,:=[")
}
