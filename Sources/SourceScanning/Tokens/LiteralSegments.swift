/// A literal's segments (its value → source map), in value order. Almost every literal is a
/// single verbatim run, so one segment is held inline (in 32-bit offsets, 16 bytes) and only
/// literals with escapes carry an array: a file's thousands of literals cost no allocation
/// each for their map, and a setting kept for the whole run stays small.
public struct LiteralSegments: RandomAccessCollection, Sendable, Hashable, ExpressibleByArrayLiteral {
  /// Normalised so that equal contents have equal storage (`Hashable` is synthesised).
  private enum Storage: Sendable, Hashable {
    case none
    /// One segment starting at value offset 0 whose offsets fit 32 bits.
    case one(sourceStart: UInt32, sourceLength: UInt32, valueLength: UInt32, isVerbatim: Bool)
    case many([LiteralSegment])
  }

  private var storage: Storage

  public init(_ segments: some Collection<LiteralSegment>) {
    switch segments.count {
    case 0: storage = .none
    case 1: storage = Self.storage(single: segments.first!)
    default: storage = .many(Array(segments))
    }
  }

  /// The one segment `s` (no collection in between: what the lexers give most literals).
  @inline(__always)
  init(single s: LiteralSegment) {
    storage = Self.storage(single: s)
  }

  @inline(__always)
  private static func storage(single s: LiteralSegment) -> Storage {
    if s.valueStart == 0, let start = UInt32(exactly: s.sourceStart), let length = UInt32(exactly: s.sourceLength),
      let valueLength = UInt32(exactly: s.valueLength)
    {
      return .one(sourceStart: start, sourceLength: length, valueLength: valueLength, isVerbatim: s.isVerbatim)
    }
    return .many([s])
  }

  public init(arrayLiteral elements: LiteralSegment...) { self.init(elements) }

  public var startIndex: Int { 0 }

  public var endIndex: Int {
    switch storage {
    case .none: return 0
    case .one: return 1
    case .many(let all): return all.count
    }
  }

  public subscript(position: Int) -> LiteralSegment {
    switch storage {
    case .one(let sourceStart, let sourceLength, let valueLength, let isVerbatim):
      precondition(position == 0, "segment index out of range")
      return LiteralSegment(
        valueStart: 0, valueLength: Int(valueLength), sourceStart: Int(sourceStart), sourceLength: Int(sourceLength),
        isVerbatim: isVerbatim)
    case .many(let all): return all[position]
    case .none: preconditionFailure("segment index out of range")
    }
  }

  /// Moves the segments `delta` bytes further in the source.
  mutating func shift(by delta: Int) {
    switch storage {
    case .none: break
    case .one(let sourceStart, let sourceLength, let valueLength, let isVerbatim):
      if let start = UInt32(exactly: Int(sourceStart) + delta) {
        storage = .one(sourceStart: start, sourceLength: sourceLength, valueLength: valueLength, isVerbatim: isVerbatim)
      } else {
        self = LiteralSegments(map { $0.shifted(by: delta) })
      }
    case .many(let all):
      self = LiteralSegments(all.map { $0.shifted(by: delta) })
    }
  }
}

extension LiteralSegment {
  func shifted(by delta: Int) -> LiteralSegment {
    LiteralSegment(
      valueStart: valueStart, valueLength: valueLength, sourceStart: sourceStart + delta, sourceLength: sourceLength,
      isVerbatim: isVerbatim)
  }
}
