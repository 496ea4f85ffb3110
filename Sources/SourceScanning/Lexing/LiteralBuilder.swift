/// Accumulates a decoded literal's value bytes and its segments (value → source map).
struct LiteralBuilder {
  var value: [UInt8] = []
  var segments: [LiteralSegment] = []

  /// Source bytes `range` copied as they are (merged with a directly preceding verbatim run).
  mutating func verbatim(_ source: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
    guard range.lowerBound < range.upperBound else { return }
    let count = range.upperBound - range.lowerBound
    if let last = segments.last, last.isVerbatim,
      last.sourceStart + last.sourceLength == range.lowerBound,
      last.valueStart + last.valueLength == value.count
    {
      segments[segments.count - 1].valueLength += count
      segments[segments.count - 1].sourceLength += count
    } else {
      segments.append(
        LiteralSegment(
          valueStart: value.count, valueLength: count, sourceStart: range.lowerBound,
          sourceLength: count, isVerbatim: true))
    }
    value.append(contentsOf: UnsafeBufferPointer(rebasing: source[range]))
  }

  /// One Unicode scalar produced by the escape at source bytes `source`. Invalid scalars
  /// (surrogates, beyond U+10FFFF) become U+FFFD so the value stays valid UTF-8.
  mutating func escaped(scalar: UInt32, source: Range<Int>) {
    let start = value.count
    let s = Unicode.Scalar(scalar) ?? "\u{FFFD}"
    for unit in UTF8.encode(s)! { value.append(unit) }
    segments.append(
      LiteralSegment(
        valueStart: start, valueLength: value.count - start, sourceStart: source.lowerBound,
        sourceLength: source.count, isVerbatim: false))
  }

  /// Value bytes copied from `valueSource` but standing for the whole escape `source`
  /// (an unknown escape `\d` gives `d`).
  mutating func escaped(
    copying valueSource: Range<Int>, from buffer: UnsafeBufferPointer<UInt8>, source: Range<Int>
  ) {
    let start = value.count
    value.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[valueSource]))
    segments.append(
      LiteralSegment(
        valueStart: start, valueLength: value.count - start, sourceStart: source.lowerBound,
        sourceLength: source.count, isVerbatim: false))
  }

  /// The finished literal. An empty value gets a zero-length segment at `contentStart`.
  func build(
    range: Range<Int>, contentStart: Int, isConstant: Bool = true, isTerminated: Bool = true,
    hostEscapes: [HostEscape] = []
  ) -> StringLiteral {
    var segments = self.segments
    if segments.isEmpty {
      segments.append(
        LiteralSegment(valueStart: 0, valueLength: 0, sourceStart: contentStart, sourceLength: 0, isVerbatim: true))
    }
    return StringLiteral(
      value: String(decoding: value, as: UTF8.self), range: range, segments: segments,
      isConstant: isConstant, isTerminated: isTerminated, hostEscapes: hostEscapes)
  }
}

/// ASCII bytes the lexers compare against.
enum ASCII {
  static let tab: UInt8 = 0x09
  static let newline: UInt8 = 0x0A
  static let carriageReturn: UInt8 = 0x0D
  static let space: UInt8 = 0x20
  static let quote: UInt8 = 0x22
  static let hash: UInt8 = 0x23
  static let dollar: UInt8 = 0x24
  static let ampersand: UInt8 = 0x26
  static let apostrophe: UInt8 = 0x27
  static let openParen: UInt8 = 0x28
  static let closeParen: UInt8 = 0x29
  static let star: UInt8 = 0x2A
  static let comma: UInt8 = 0x2C
  static let minus: UInt8 = 0x2D
  static let dot: UInt8 = 0x2E
  static let slash: UInt8 = 0x2F
  static let semicolon: UInt8 = 0x3B
  static let less: UInt8 = 0x3C
  static let equal: UInt8 = 0x3D
  static let greater: UInt8 = 0x3E
  static let question: UInt8 = 0x3F
  static let at: UInt8 = 0x40
  static let openBracket: UInt8 = 0x5B
  static let backslash: UInt8 = 0x5C
  static let closeBracket: UInt8 = 0x5D
  static let underscore: UInt8 = 0x5F
  static let backtick: UInt8 = 0x60
  static let openBrace: UInt8 = 0x7B
  static let closeBrace: UInt8 = 0x7D

  @inline(__always) static func isIdentifierStart(_ b: UInt8) -> Bool {
    (b | 0x20) &- 0x61 < 26 || b == underscore || b >= 0x80
  }
  @inline(__always) static func isIdentifierBody(_ b: UInt8) -> Bool {
    (b | 0x20) &- 0x61 < 26 || b &- 0x30 < 10 || b == underscore || b >= 0x80
  }
  @inline(__always) static func isDigit(_ b: UInt8) -> Bool { b &- 0x30 < 10 }
  @inline(__always) static func hexValue(_ b: UInt8) -> UInt32? {
    if b &- 0x30 < 10 { return UInt32(b &- 0x30) }
    let l = b | 0x20
    if l &- 0x61 < 6 { return UInt32(l &- 0x61 + 10) }
    return nil
  }
  @inline(__always) static func isLineBreak(_ b: UInt8) -> Bool { b == newline || b == carriageReturn }
  @inline(__always) static func isBlank(_ b: UInt8) -> Bool { b == space || b == tab }
}
