/// The buffers behind a `LiteralBuilder`.
struct LiteralScratch {
  var value: UnsafeMutablePointer<UInt8>
  var valueCount = 0
  var valueCapacity: Int
  var segments: UnsafeMutablePointer<LiteralSegment>
  var segmentCount = 0
  var segmentCapacity: Int
  /// Set once the literal is known not to be constant: nothing more is kept.
  var discarding = false
}

/// Accumulates a decoded literal's value bytes and its segments (value → source map) in
/// buffers reused from literal to literal; `build` copies them out at their exact size.
///
/// A handle: copies share the buffers. Whoever calls `allocate()` calls `deallocate()`.
struct LiteralBuilder {
  let storage: UnsafeMutablePointer<LiteralScratch>

  static func allocate() -> LiteralBuilder {
    let storage = UnsafeMutablePointer<LiteralScratch>.allocate(capacity: 1)
    storage.initialize(
      to: LiteralScratch(
        value: .allocate(capacity: 64), valueCapacity: 64, segments: .allocate(capacity: 8), segmentCapacity: 8))
    return LiteralBuilder(storage: storage)
  }

  func deallocate() {
    storage.pointee.value.deallocate()
    storage.pointee.segments.deallocate()
    storage.deallocate()
  }

  /// Empties the builder for the next literal.
  @inline(__always) func reset() {
    storage.pointee.valueCount = 0
    storage.pointee.segmentCount = 0
    storage.pointee.discarding = false
  }

  /// Stops building: the literal is not constant (interpolation), so its value is never
  /// analysed; `build` then gives an empty value.
  func discard() {
    storage.pointee.discarding = true
    storage.pointee.valueCount = 0
    storage.pointee.segmentCount = 0
  }

  var valueCount: Int { storage.pointee.valueCount }

  private func reserveValue(_ extra: Int) {
    let needed = storage.pointee.valueCount + extra
    guard needed > storage.pointee.valueCapacity else { return }
    let capacity = max(needed, storage.pointee.valueCapacity * 2)
    let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    grown.moveInitialize(from: storage.pointee.value, count: storage.pointee.valueCount)
    storage.pointee.value.deallocate()
    storage.pointee.value = grown
    storage.pointee.valueCapacity = capacity
  }

  private func appendSegment(_ segment: LiteralSegment) {
    if storage.pointee.segmentCount == storage.pointee.segmentCapacity {
      let capacity = storage.pointee.segmentCapacity * 2
      let grown = UnsafeMutablePointer<LiteralSegment>.allocate(capacity: capacity)
      grown.moveInitialize(from: storage.pointee.segments, count: storage.pointee.segmentCount)
      storage.pointee.segments.deallocate()
      storage.pointee.segments = grown
      storage.pointee.segmentCapacity = capacity
    }
    (storage.pointee.segments + storage.pointee.segmentCount).initialize(to: segment)
    storage.pointee.segmentCount += 1
  }

  /// Source bytes `range` copied as they are (merged with a directly preceding verbatim run).
  func verbatim(_ source: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
    guard range.lowerBound < range.upperBound, !storage.pointee.discarding, let base = source.baseAddress
    else { return }
    let count = range.upperBound - range.lowerBound
    let valueStart = storage.pointee.valueCount
    let segmentCount = storage.pointee.segmentCount
    if segmentCount > 0 {
      let last = storage.pointee.segments + (segmentCount - 1)
      if last.pointee.isVerbatim, last.pointee.sourceStart + last.pointee.sourceLength == range.lowerBound,
        last.pointee.valueStart + last.pointee.valueLength == valueStart
      {
        last.pointee.valueLength += count
        last.pointee.sourceLength += count
        appendValue(base + range.lowerBound, count)
        return
      }
    }
    appendSegment(
      LiteralSegment(
        valueStart: valueStart, valueLength: count, sourceStart: range.lowerBound, sourceLength: count,
        isVerbatim: true))
    appendValue(base + range.lowerBound, count)
  }

  @inline(__always) private func appendValue(_ bytes: UnsafePointer<UInt8>, _ count: Int) {
    reserveValue(count)
    (storage.pointee.value + storage.pointee.valueCount).update(from: bytes, count: count)
    storage.pointee.valueCount += count
  }

  /// One Unicode scalar produced by the escape at source bytes `source`. Invalid scalars
  /// (surrogates, beyond U+10FFFF) become U+FFFD so the value stays valid UTF-8.
  func escaped(scalar: UInt32, source: Range<Int>) {
    guard !storage.pointee.discarding else { return }
    let start = storage.pointee.valueCount
    let s = Unicode.Scalar(scalar) ?? "\u{FFFD}"
    reserveValue(4)
    for unit in UTF8.encode(s)! {
      storage.pointee.value[storage.pointee.valueCount] = unit
      storage.pointee.valueCount += 1
    }
    appendSegment(
      LiteralSegment(
        valueStart: start, valueLength: storage.pointee.valueCount - start, sourceStart: source.lowerBound,
        sourceLength: source.count, isVerbatim: false))
  }

  /// Value bytes copied from `valueSource` but standing for the whole escape `source`
  /// (an unknown escape `\d` gives `d`).
  func escaped(copying valueSource: Range<Int>, from buffer: UnsafeBufferPointer<UInt8>, source: Range<Int>) {
    guard !storage.pointee.discarding, let base = buffer.baseAddress else { return }
    let start = storage.pointee.valueCount
    appendValue(base + valueSource.lowerBound, valueSource.count)
    appendSegment(
      LiteralSegment(
        valueStart: start, valueLength: valueSource.count, sourceStart: source.lowerBound,
        sourceLength: source.count, isVerbatim: false))
  }

  /// A literal whose value is its source bytes `content` as they are (no escape): what
  /// `verbatim(source, content)` then `build` give, without copying the bytes into the
  /// builder first.
  static func verbatimLiteral(
    _ source: UnsafeBufferPointer<UInt8>, range: Range<Int>, content: Range<Int>, isTerminated: Bool = true
  ) -> StringLiteral {
    let count = content.upperBound - content.lowerBound
    let value =
      count == 0
      ? "" : String(decoding: UnsafeBufferPointer(rebasing: source[content]), as: UTF8.self)
    return StringLiteral(
      value: value, range: range,
      segments: LiteralSegments(
        single: LiteralSegment(
          valueStart: 0, valueLength: count, sourceStart: content.lowerBound, sourceLength: count, isVerbatim: true)),
      isConstant: true, isTerminated: isTerminated)
  }

  /// The finished literal. An empty value (or a discarded one) gets a zero-length segment at
  /// `contentStart`.
  func build(
    range: Range<Int>, contentStart: Int, isConstant: Bool = true, isTerminated: Bool = true,
    hostEscapes: [HostEscape] = []
  ) -> StringLiteral {
    let scratch = storage.pointee
    // Zero or one segment (most literals) is held inline: no array is made for it.
    let segments =
      switch scratch.segmentCount {
      case 0:
        LiteralSegments(
          single: LiteralSegment(valueStart: 0, valueLength: 0, sourceStart: contentStart, sourceLength: 0, isVerbatim: true))
      case 1: LiteralSegments(single: scratch.segments.pointee)
      default: LiteralSegments(UnsafeBufferPointer(start: scratch.segments, count: scratch.segmentCount))
      }
    // A discarded or empty value (an interpolated literal) makes no `String`.
    let value =
      scratch.valueCount == 0
      ? "" : String(decoding: UnsafeBufferPointer(start: scratch.value, count: scratch.valueCount), as: UTF8.self)
    return StringLiteral(
      value: value, range: range, segments: segments, isConstant: isConstant, isTerminated: isTerminated,
      hostEscapes: hostEscapes)
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
