/// A decoded string literal (or a value from XML) with a map from its value back to the source.
///
/// The scanners always give a literal at least one segment: an empty value has one segment of
/// length zero at the place where its content would start, so empty ranges map to the right spot.
public struct StringLiteral: Sendable, Hashable {
  /// The decoded value, as the program sees it at run time.
  public var value: String
  /// Source bytes of the whole literal, delimiters included (for adjacent Objective-C
  /// literals, from the first opening to the last closing quote).
  public var range: Range<Int>
  /// Escapes that silently change the value (Objective-C `\d` becomes `d`).
  public var hostEscapes: [HostEscape]
  /// Pieces of the value and the source bytes each came from, in value order.
  public var segments: LiteralSegments
  /// False when the literal has interpolation (`"\(x)"`): not a constant, never analysed.
  /// Such literals are recorded with their range only: an empty value and one zero-length
  /// segment (the scanners do not decode them).
  public var isConstant: Bool
  /// False when the literal runs to the end of the line/file without its closing delimiter.
  public var isTerminated: Bool
  /// True when the literal is only one part of the string the program uses: an operand of
  /// `+` (or `+=`), the receiver of `.concat(…)`/`.replace(…)`/any other method but
  /// `.toRegex()`/`.toPattern()`, an argument of a string-building call (`String.format`,
  /// `String(format:)`, `stringWithFormat:`, `.join(…)`, `StringBuilder.append`), an element
  /// of an array that is joined, a tagged template, or the value of a variable that is
  /// later appended to (`p += "…"`). Set once per file by the scanners
  /// (`ScannedFile.markFragments`, from the tokens around the literal); recognisers read
  /// `isWholeValue`.
  public var isFragment: Bool = false

  /// Whether the value is exactly the string the program uses: a constant that is not a
  /// fragment. The one test every recogniser applies before analysing a literal as a whole
  /// pattern or mask.
  public var isWholeValue: Bool { isConstant && !isFragment }

  public init(
    value: String, range: Range<Int>, segments: LiteralSegments, isConstant: Bool = true,
    isTerminated: Bool = true, hostEscapes: [HostEscape] = []
  ) {
    self.value = value
    self.range = range
    self.segments = segments
    self.isConstant = isConstant
    self.isTerminated = isTerminated
    self.hostEscapes = hostEscapes
  }
}

/// `value.utf8[valueStart ..< valueStart + valueLength]` came from
/// `source[sourceStart ..< sourceStart + sourceLength]`. A verbatim segment maps byte for
/// byte; an escape (`\\`, `\u{2014}`, `&amp;`) maps all its value bytes to the whole escape.
public struct LiteralSegment: Sendable, Hashable {
  public var valueStart: Int
  public var valueLength: Int
  public var sourceStart: Int
  public var sourceLength: Int
  public var isVerbatim: Bool

  public init(valueStart: Int, valueLength: Int, sourceStart: Int, sourceLength: Int, isVerbatim: Bool) {
    self.valueStart = valueStart
    self.valueLength = valueLength
    self.sourceStart = sourceStart
    self.sourceLength = sourceLength
    self.isVerbatim = isVerbatim
  }
}

/// A host-language escape that changes the pattern without the author noticing.
public struct HostEscape: Sendable, Hashable {
  /// Source bytes of the escape (`\d`).
  public var range: Range<Int>
  /// "`\d` is not an Objective-C escape: the string contains `d`; write `\\d`".
  public var message: String
  /// The source text that writes what the author meant (`\\d` for `\d`), when the message
  /// names one.
  public var replacement: String?

  public init(range: Range<Int>, message: String, replacement: String? = nil) {
    self.range = range
    self.message = message
    self.replacement = replacement
  }
}

extension StringLiteral {
  /// Source bytes for the value's UTF-8 range `valueRange`. Offsets inside an escape map to
  /// the whole escape; an empty range maps to an empty source range at the right place.
  /// Value offsets are clamped to `0...value.utf8.count`.
  public func sourceRange(forValueUTF8 valueRange: Range<Int>) -> Range<Int> {
    let total = value.utf8.count
    let low = max(0, min(valueRange.lowerBound, total))
    let high = max(low, min(valueRange.upperBound, total))
    let start = sourceOffset(startingValueUTF8: low)
    guard high > low else { return start..<start }
    return start..<max(start, sourceOffset(endingValueUTF8: high))
  }

  /// Source offset where the value byte `offset` starts (the value's end maps to the end of
  /// the last segment).
  func sourceOffset(startingValueUTF8 offset: Int) -> Int {
    // The first non-empty segment that ends after `offset` (a binary search: callers map
    // every byte of long values, and entity-heavy values have a segment per escape).
    let index = firstNonEmptySegment { $0 > offset }
    if index < segments.count {
      let segment = segments[index]
      if offset < segment.valueStart { return segment.sourceStart }
      guard segment.isVerbatim else { return segment.sourceStart }
      return segment.sourceStart + min(offset - segment.valueStart, segment.sourceLength)
    }
    guard let last = segments.last else { return range.lowerBound }
    return last.sourceStart + last.sourceLength
  }

  /// Source offset where the value up to (excluding) byte `offset` ends; `offset > 0`.
  func sourceOffset(endingValueUTF8 offset: Int) -> Int {
    // The first non-empty segment that ends at or after `offset`.
    let index = firstNonEmptySegment { $0 >= offset }
    if index < segments.count, segments[index].valueStart < offset {
      let segment = segments[index]
      guard segment.isVerbatim else { return segment.sourceStart + segment.sourceLength }
      return segment.sourceStart + min(offset - segment.valueStart, segment.sourceLength)
    }
    // Otherwise the value up to `offset` ends with the previous non-empty segment.
    var previous = index - 1
    while previous >= 0, segments[previous].valueLength == 0 { previous -= 1 }
    guard previous >= 0 else { return range.lowerBound }
    return segments[previous].sourceStart + segments[previous].sourceLength
  }

  /// Index of the first segment with a non-empty value whose value end satisfies `isAtOrPast`
  /// (monotone: segments are in value order, so their value ends never decrease);
  /// `segments.count` when there is none.
  private func firstNonEmptySegment(whereEnd isAtOrPast: (Int) -> Bool) -> Int {
    var low = 0
    var high = segments.count
    while low < high {
      let middle = low + (high - low) / 2
      if isAtOrPast(segments[middle].valueStart + segments[middle].valueLength) {
        high = middle
      } else {
        low = middle + 1
      }
    }
    while low < segments.count, segments[low].valueLength == 0 { low += 1 }
    return low
  }

  /// Source bytes for the value's `Character` range (the unit masks use).
  public func sourceRange(forCharacters characterRange: Range<Int>) -> Range<Int> {
    var utf8Start = 0
    var utf8End = 0
    var index = 0
    for c in value {
      if index < characterRange.lowerBound { utf8Start += c.utf8.count }
      if index < characterRange.upperBound { utf8End += c.utf8.count } else { break }
      index += 1
    }
    return sourceRange(forValueUTF8: utf8Start..<max(utf8Start, utf8End))
  }

  /// Source bytes for the value's UTF-16 range (the unit regex positions use).
  public func sourceRange(forUTF16 utf16Range: Range<Int>) -> Range<Int> {
    let u16 = value.utf16
    func utf8Offset(_ o: Int) -> Int {
      let i = u16.index(u16.startIndex, offsetBy: max(0, min(o, u16.count)))
      return value.utf8.distance(from: value.utf8.startIndex, to: i)
    }
    return sourceRange(forValueUTF8: utf8Offset(utf16Range.lowerBound)..<utf8Offset(utf16Range.upperBound))
  }
}
