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
