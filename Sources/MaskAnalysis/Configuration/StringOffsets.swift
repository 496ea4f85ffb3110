/// Where each JSON string first appears in a configuration file, found in one pass, so a
/// problem with a key is placed without searching the file again for every key.
struct StringOffsets {
  private var first: [String: Int] = [:]

  /// Indexes the strings of `bytes` (their raw text between the quotes, escapes as written).
  init(_ bytes: [UInt8]) {
    let quote = UInt8(ascii: "\"")
    let backslash = UInt8(ascii: "\\")
    var i = 0
    while i < bytes.count {
      guard bytes[i] == quote else {
        i += 1
        continue
      }
      let start = i
      i += 1
      while i < bytes.count && bytes[i] != quote {
        i += bytes[i] == backslash ? 2 : 1
      }
      let end = min(i, bytes.count)
      let raw = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
      if first[raw] == nil { first[raw] = start }
      i = end + 1
    }
  }

  /// The byte offset of the opening quote of `text`'s first appearance, or 0.
  func offset(of text: String) -> Int { first[text] ?? 0 }
}
