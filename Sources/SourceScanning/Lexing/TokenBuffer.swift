/// The tokens a lexer emits, in a buffer it owns: appending is a capacity check and a store,
/// without the uniqueness check every `Array.append` makes (a lexer appends one token per
/// few bytes of every file).
///
/// A handle like `LiteralBuilder`: copies share the storage, and whoever makes the buffer
/// calls `takeArray(from:)` or `deallocate()` once, after which it is not used again.
struct TokenBuffer {
  private var base: UnsafeMutablePointer<Token>?
  private var capacity = 0
  private(set) var count = 0

  /// An empty buffer with room for `capacity` tokens (nothing allocated for 0).
  init(capacity: Int = 0) {
    // Tokens are moved and copied as plain memory and freed without deinitializing.
    assert(_isPOD(Token.self), "a Token holds a reference: TokenBuffer must deinitialize it")
    if capacity > 0 {
      base = .allocate(capacity: capacity)
      self.capacity = capacity
    }
  }

  @inline(__always) mutating func append(_ token: Token) {
    if count == capacity { grow() }
    (base.unsafelyUnwrapped + count).initialize(to: token)
    count += 1
  }

  /// Doubles the capacity (at least 16), moving the tokens.
  @inline(never) private mutating func grow() {
    let newCapacity = max(16, capacity * 2)
    let grown = UnsafeMutablePointer<Token>.allocate(capacity: newCapacity)
    if let base {
      grown.moveInitialize(from: base, count: count)
      base.deallocate()
    }
    base = grown
    capacity = newCapacity
  }

  var last: Token? { count > 0 ? base.unsafelyUnwrapped[count - 1] : nil }

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

  /// Tokens copied at a time by `takeArray`: 2 KB, below the size from which `memcpy`
  /// switches to `rep movsb`, which costs an instruction a byte.
  private static let copyChunk = 64

  /// The tokens from `first` on, as an array; frees the buffer.
  mutating func takeArray(from first: Int = 0) -> [Token] {
    let start = min(first, count)
    let total = count - start
    let tokens = [Token](unsafeUninitializedCapacity: total) { buffer, initialized in
      if let base, total > 0, let target = buffer.baseAddress {
        var k = 0
        while k < total {
          let chunk = min(Self.copyChunk, total - k)
          (target + k).initialize(from: base + start + k, count: chunk)
          k += chunk
        }
      }
      initialized = total
    }
    deallocate()
    return tokens
  }

  /// Frees the buffer, leaving it empty.
  mutating func deallocate() {
    base?.deallocate()
    base = nil
    capacity = 0
    count = 0
  }
}
