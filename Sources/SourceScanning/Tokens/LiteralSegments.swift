/// A literal's segments (its value → source map), in value order. Almost every literal is a
/// single verbatim run, so one segment is held inline and only literals with escapes carry
/// an array: a file's thousands of literals cost no allocation each for their map.
public struct LiteralSegments: RandomAccessCollection, Sendable, Hashable, ExpressibleByArrayLiteral {
  /// Normalised so that equal contents have equal storage (`Hashable` is synthesised).
  private enum Storage: Sendable, Hashable {
    case none
    case one(LiteralSegment)
    case many([LiteralSegment])
  }

  private var storage: Storage

  public init(_ segments: some Collection<LiteralSegment>) {
    switch segments.count {
    case 0: storage = .none
    case 1: storage = .one(segments.first!)
    default: storage = .many(Array(segments))
    }
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
    case .one(let segment):
      precondition(position == 0, "segment index out of range")
      return segment
    case .many(let all): return all[position]
    case .none: preconditionFailure("segment index out of range")
    }
  }
}
