#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

  /// Whether `bytes` contain any of the lowercase ASCII `words` in any ASCII case: the
  /// library names asked of a whole file. Each word is looked for at the occurrences of its
  /// rarest byte in source code (`q` of `jquery`, `k` of `mask`), found with `memchr`, so the
  /// file is read at memory speed and compared only there.
  static func containsAny(bytes: [UInt8], _ words: [StaticString]) -> Bool {
    bytes.withUnsafeBufferPointer { bytes in
      guard let base = bytes.baseAddress, !bytes.isEmpty else { return false }
      for word in words {
        let found = word.withUTF8Buffer { word -> Bool in
          guard let anchor = rarestByteOffset(word) else { return false }
          // A letter is looked for in both cases.
          let byte = word[anchor]
          let variants: [UInt8] = byte >= 0x61 && byte <= 0x7A ? [byte, byte & ~0x20] : [byte]
          for variant in variants {
            var from = anchor
            while from < bytes.count, let hit = memchr(base + from, Int32(variant), bytes.count - from) {
              let at = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
              if matches(bytes, at: at - anchor, word) { return true }
              from = at + 1
            }
          }
          return false
        }
        if found { return true }
      }
      return false
    }
  }

  /// The offset of the byte of `word` that is rarest in source code (the first of the rarest).
  private static func rarestByteOffset(_ word: UnsafeBufferPointer<UInt8>) -> Int? {
    word.indices.min { commonness(word[$0]) < commonness(word[$1]) }
  }

  /// How common a lowercase byte is in source code: letters by their frequency in code,
  /// punctuation and digits as common as the commonest letters.
  private static func commonness(_ byte: UInt8) -> Int {
    let rare: StaticString = "qzjxkvywbgfphmucdlrnisoate"
    return rare.withUTF8Buffer { $0.firstIndex(of: byte) } ?? rare.utf8CodeUnitCount
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
