import Foundation

/// Field keys are hashed many times per setting (the index, the dirty and in-flight sets, the
/// links, the entries), mostly for their path and names: hashing each `String` through
/// `Hasher` cost about 500 instructions per key. The key's strings are folded into one
/// 64-bit digest eight bytes at a time, and the `Hasher` (with the process's random seed)
/// takes the digest.
extension FieldKey {
  public func hash(into hasher: inout Hasher) {
    var digest = KeyDigest()
    switch self {
    case .member(let type, let name):
      digest.add(word: 1)
      digest.add(type)
      digest.add(name)
    case .local(let path, let name, let scope):
      digest.add(word: 2)
      digest.add(path)
      digest.add(name)
      digest.add(word: UInt64(UInt32(bitPattern: scope)))
    case .site(let path, let offset):
      digest.add(word: 3)
      digest.add(path)
      digest.add(word: UInt64(bitPattern: Int64(offset)))
    case .interfaceBuilder(let path, let elementID):
      digest.add(word: 4)
      digest.add(path)
      digest.add(elementID)
    case .androidView(let id):
      digest.add(word: 5)
      digest.add(id)
    }
    hasher.combine(digest.value)
  }
}

/// A 64-bit digest of words and strings (multiply and shift per eight bytes). Not a hash to
/// give a table directly: `Hasher` mixes it with its seed.
struct KeyDigest {
  private(set) var value: UInt64 = 0x243F_6A88_85A3_08D3

  @inline(__always)
  mutating func add(word: UInt64) {
    value = (value ^ word) &* 0x9E37_79B9_7F4A_7C15
    value ^= value >> 29
  }

  /// Adds the string's UTF-8 and its length. Equal strings give equal digests: ASCII text is
  /// equal only when its bytes are, and other text is taken in its canonical composition
  /// (NFC), which is how `String` compares.
  mutating func add(_ string: String) {
    let added = string.utf8.withContiguousStorageIfAvailable { addIfASCII(buffer: $0) }
    if added ?? Array(string.utf8).withUnsafeBufferPointer({ addIfASCII(buffer: $0) }) { return }
    // `"\u{212A}"` (KELVIN SIGN) == `"K"`: the composition of other text may be ASCII.
    let composed = Array(string.precomposedStringWithCanonicalMapping.utf8)
    if composed.withUnsafeBufferPointer({ addIfASCII(buffer: $0) }) { return }
    for byte in composed { add(word: UInt64(byte)) }
    add(word: UInt64(composed.count) | 1 << 63)
  }

  /// Adds `buffer` when its bytes are all ASCII (and returns true); else adds nothing.
  private mutating func addIfASCII(buffer: UnsafeBufferPointer<UInt8>) -> Bool {
    let n = buffer.count
    var high: UInt64 = 0
    var folded = value
    var i = 0
    let raw = UnsafeRawBufferPointer(buffer)
    while i + 8 <= n {
      let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
      high |= word
      folded = (folded ^ word) &* 0x9E37_79B9_7F4A_7C15
      folded ^= folded >> 29
      i += 8
    }
    var tail: UInt64 = 0
    var shift: UInt64 = 0
    while i < n {
      tail |= UInt64(buffer[i]) << shift
      shift += 8
      i += 1
    }
    high |= tail
    guard high & 0x8080_8080_8080_8080 == 0 else { return false }
    value = folded
    add(word: tail)
    add(word: UInt64(n))
    return true
  }
}
