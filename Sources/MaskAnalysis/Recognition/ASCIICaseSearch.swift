/// Whether a text contains a lowercase ASCII word in any ASCII case, compared on bytes: for
/// the name tests asked of every literal or regex (`lowercased().contains` made a `String`
/// and searched it through Foundation, several thousand instructions each).
enum ASCIICaseSearch {
  static func contains(_ text: String, _ word: StaticString) -> Bool {
    var text = text
    return text.withUTF8 { contains(buffer: $0, word) }
  }

  /// Whether `bytes` contain the lowercase ASCII `word` in any ASCII case.
  static func contains(bytes: [UInt8], _ word: StaticString) -> Bool {
    bytes.withUnsafeBufferPointer { contains(buffer: $0, word) }
  }

  /// Whether `bytes` contain any of the lowercase ASCII `words` in any ASCII case: one pass
  /// over a whole file, where asking each word in turn read it once per word.
  static func containsAny(bytes: [UInt8], _ words: [StaticString]) -> Bool {
    withUnsafeTemporaryAllocation(of: Bool.self, capacity: 256) { starts in
      // The bytes a word may start with, in either case: one lookup per byte of the file.
      starts.initialize(repeating: false)
      for word in words {
        guard let first = word.withUTF8Buffer({ $0.first }) else { continue }
        starts[Int(first)] = true
        if first >= 0x61 && first <= 0x7A { starts[Int(first & ~0x20)] = true }
      }
      return bytes.withUnsafeBufferPointer { bytes in
        for start in bytes.indices where starts[Int(bytes[start])] {
          for word in words where word.withUTF8Buffer({ matches(bytes, at: start, $0) }) { return true }
        }
        return false
      }
    }
  }

  @inline(__always)
  private static func lowered(_ b: UInt8) -> UInt8 { b >= 0x41 && b <= 0x5A ? b | 0x20 : b }

  /// Whether `word` (lowercase) starts at `start` in `bytes`, in any ASCII case.
  private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, _ word: UnsafeBufferPointer<UInt8>) -> Bool {
    guard !word.isEmpty, start + word.count <= bytes.count else { return false }
    for k in word.indices where lowered(bytes[start + k]) != word[k] { return false }
    return true
  }

  private static func contains(buffer bytes: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
    word.withUTF8Buffer { word in
      guard let first = word.first, bytes.count >= word.count else { return false }
      var start = 0
      while start + word.count <= bytes.count {
        let b = bytes[start]
        if (b >= 0x41 && b <= 0x5A ? b | 0x20 : b) == first {
          var k = 1
          while k < word.count {
            let c = bytes[start + k]
            if (c >= 0x41 && c <= 0x5A ? c | 0x20 : c) != word[k] { break }
            k += 1
          }
          if k == word.count { return true }
        }
        start += 1
      }
      return false
    }
  }
}
