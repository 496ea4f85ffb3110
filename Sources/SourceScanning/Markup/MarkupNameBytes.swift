/// Comparisons of names written in markup (tags, attribute names) with names given as
/// `String`s, read from the source bytes without making a `String`. Each answers exactly as
/// the `String` comparison it names: ASCII names are compared byte by byte, other names go
/// through `String` (Unicode equivalence and lower-casing can make non-ASCII text equal to
/// ASCII text: KELVIN SIGN lower-cases to `k`).
enum MarkupNameBytes {
  /// Whether `bytes[range]` is all ASCII.
  static func isASCII(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
    var k = range.lowerBound
    while k < range.upperBound {
      if bytes[k] >= 0x80 { return false }
      k += 1
    }
    return true
  }

  /// `String(bytes[range]) == name`.
  static func equals(_ bytes: [UInt8], _ range: Range<Int>, isASCII: Bool, _ name: String) -> Bool {
    guard isASCII, let result = name.utf8.withContiguousStorageIfAvailable({ w -> Bool? in
      // An ASCII name equals only the same bytes; other text goes through `String`.
      guard w.count == range.count else { return w.contains { $0 >= 0x80 } ? nil : false }
      for k in 0..<w.count where bytes[range.lowerBound + k] != w[k] {
        return w.contains { $0 >= 0x80 } ? nil : false
      }
      return true
    }), let answer = result
    else { return string(bytes, range) == name }
    return answer
  }

  /// `String(bytes[range]).lowercased() == lowercase`, for `lowercase` a name without
  /// upper-case ASCII letters (as the callers pass).
  static func lowercasedEquals(_ bytes: [UInt8], _ range: Range<Int>, isASCII: Bool, _ lowercase: String) -> Bool {
    guard isASCII, let result = lowercase.utf8.withContiguousStorageIfAvailable({ w -> Bool? in
      guard !w.contains(where: { $0 >= 0x80 || ($0 >= 0x41 && $0 <= 0x5A) }) else { return nil }
      guard w.count == range.count else { return false }
      for k in 0..<w.count where foldASCII(bytes[range.lowerBound + k]) != w[k] { return false }
      return true
    }), let answer = result
    else { return string(bytes, range).lowercased() == lowercase }
    return answer
  }

  /// `String(bytes[range]).lowercased() == other.lowercased()`.
  static func caseInsensitiveEquals(_ bytes: [UInt8], _ range: Range<Int>, isASCII: Bool, _ other: String) -> Bool {
    guard isASCII, let result = other.utf8.withContiguousStorageIfAvailable({ w -> Bool? in
      guard !w.contains(where: { $0 >= 0x80 }) else { return nil }
      guard w.count == range.count else { return false }
      for k in 0..<w.count where foldASCII(bytes[range.lowerBound + k]) != foldASCII(w[k]) { return false }
      return true
    }), let answer = result
    else { return string(bytes, range).lowercased() == other.lowercased() }
    return answer
  }

  /// `String(bytes[range]).hasPrefix(prefix)`, for an ASCII `prefix`.
  static func hasPrefix(_ bytes: [UInt8], _ range: Range<Int>, isASCII: Bool, _ prefix: StaticString) -> Bool {
    guard isASCII else { return string(bytes, range).hasPrefix(prefix.description) }
    let count = prefix.utf8CodeUnitCount
    guard range.count >= count else { return false }
    return prefix.withUTF8Buffer { w in
      for k in 0..<count where bytes[range.lowerBound + k] != w[k] { return false }
      return true
    }
  }

  /// The bytes of `name.split(separator: ":").last ?? name` for an ASCII `name` at `range`:
  /// the last part between colons that is not empty, or the whole name when there is none.
  static func lastColonPart(_ bytes: [UInt8], _ range: Range<Int>) -> Range<Int> {
    var end = range.upperBound
    while end > range.lowerBound && bytes[end - 1] == 0x3A { end -= 1 }
    guard end > range.lowerBound else { return range }
    var start = end
    while start > range.lowerBound && bytes[start - 1] != 0x3A { start -= 1 }
    return start..<end
  }

  @inline(__always) static func foldASCII(_ c: UInt8) -> UInt8 { c >= 0x41 && c <= 0x5A ? c | 0x20 : c }

  static func string(_ bytes: [UInt8], _ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }
}
