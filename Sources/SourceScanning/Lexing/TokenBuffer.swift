/// The tokens a lexer emits, in a buffer it owns: appending is a capacity check and a store,
/// without the uniqueness check every `Array.append` makes (a lexer appends one token per
/// few bytes of every file).
///
/// A handle like `LiteralBuilder`: copies share the storage, and whoever makes the buffer
/// calls `takeArray(from:)` or `deallocate()` once, after which it is not used again.
struct TokenBuffer {
  private var base: UnsafeMutablePointer<Token>?
  /// Where the next token goes, and the end of the room: appending compares and bumps one
  /// pointer (no index to scale, no overflow check). Both are `TokenBuffer.none` while
  /// nothing is allocated (never written: the first append grows the buffer).
  private var end: UnsafeMutablePointer<Token>
  private var limit: UnsafeMutablePointer<Token>

  /// Where `end` and `limit` point in a buffer with nothing allocated (not nil, so that
  /// appending tests no optional). Never freed.
  nonisolated(unsafe) private static let none = UnsafeMutablePointer<Token>.allocate(capacity: 1)

  var count: Int {
    guard let base else { return 0 }
    return base.distance(to: end)
  }

  /// An empty buffer with room for `capacity` tokens (nothing allocated for 0).
  init(capacity: Int = 0) {
    // Tokens are moved and copied as plain memory and freed without deinitializing.
    assert(_isPOD(Token.self), "a Token holds a reference: TokenBuffer must deinitialize it")
    if capacity > 0 {
      let base = UnsafeMutablePointer<Token>.allocate(capacity: capacity)
      self.base = base
      end = base
      limit = base + capacity
    } else {
      end = Self.none
      limit = Self.none
    }
  }

  @inline(__always) mutating func append(_ token: Token) {
    if end == limit { grow() }
    end.initialize(to: token)
    end += 1
  }

  /// Doubles the capacity (at least 16), moving the tokens.
  @inline(never) private mutating func grow() {
    let count = self.count
    let capacity = base.map { $0.distance(to: limit) } ?? 0
    let newCapacity = max(16, capacity * 2)
    let grown = UnsafeMutablePointer<Token>.allocate(capacity: newCapacity)
    if let base {
      Self.copy(count, from: base, to: grown)
      base.deallocate()
    }
    base = grown
    end = grown + count
    limit = grown + newCapacity
  }

  var last: Token? {
    guard let base, end > base else { return nil }
    return end[-1]
  }

  subscript(index: Int) -> Token {
    get {
      precondition(index >= 0 && index < count, "token index out of range")
      return base.unsafelyUnwrapped[index]
    }
    set {
      precondition(index >= 0 && index < count, "token index out of range")
      base.unsafelyUnwrapped[index] = newValue
    }
  }

  /// Tokens copied at a time by `takeArray` and `grow`: 2 KB, below the size from which `memcpy`
  /// switches to `rep movsb`, which costs an instruction a byte.
  private static let copyChunk = 64

  /// The tokens from `first` on, as an array; frees the buffer.
  mutating func takeArray(from first: Int = 0) -> [Token] {
    let start = min(first, count)
    let total = count - start
    let tokens = [Token](unsafeUninitializedCapacity: total) { buffer, initialized in
      if let base, total > 0, let target = buffer.baseAddress {
        Self.copy(total, from: base + start, to: target)
      }
      initialized = total
    }
    deallocate()
    return tokens
  }

  /// Copies `count` tokens into uninitialized memory, `copyChunk` at a time (tokens are plain
  /// memory: a copy is a move).
  private static func copy(_ count: Int, from source: UnsafeMutablePointer<Token>, to target: UnsafeMutablePointer<Token>) {
    var k = 0
    while k < count {
      let chunk = min(copyChunk, count - k)
      (target + k).initialize(from: source + k, count: chunk)
      k += chunk
    }
  }

  /// Frees the buffer, leaving it empty.
  mutating func deallocate() {
    base?.deallocate()
    base = nil
    end = Self.none
    limit = Self.none
  }
}
