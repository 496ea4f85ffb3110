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

extension MarkupNameBytes {
  /// `String(bytes[range]) == name` for an ASCII `name` written in the code.
  static func equals(_ bytes: [UInt8], _ range: Range<Int>, isASCII: Bool, _ name: StaticString) -> Bool {
    let count = name.utf8CodeUnitCount
    // Different lengths: ASCII text equals only the same bytes.
    if isASCII && range.count != count { return false }
    guard isASCII else { return string(bytes, range) == name.description }
    return name.withUTF8Buffer { w in
      for k in 0..<count where bytes[range.lowerBound + k] != w[k] { return false }
      return true
    }
  }

  /// `String(bytes[range]).lowercased() == lowercase` for a lower-case ASCII name written in
  /// the code; `isASCII` nil when not known yet.
  static func lowercasedEquals(_ bytes: [UInt8], _ range: Range<Int>, isASCII: Bool?, _ lowercase: StaticString) -> Bool {
    let count = lowercase.utf8CodeUnitCount
    if isASCII != false && range.count == count {
      let folded = lowercase.withUTF8Buffer { w -> Bool? in
        for k in 0..<count {
          let c = bytes[range.lowerBound + k]
          if c >= 0x80 { return nil }
          if foldASCII(c) != w[k] { return false }
        }
        return true
      }
      if let folded { return folded }
    } else if isASCII ?? Self.isASCII(bytes, range) {
      return false
    }
    return string(bytes, range).lowercased() == lowercase.description
  }
}

/// A hash of an ASCII name with its letters lower-cased (`maxLength` and `maxlength` have
/// the same key), to pick out the attributes that may have a name before comparing them:
/// names with different keys differ; names with equal keys are compared.
public enum MarkupNameKey {
  /// The key of `name`; nil when it is not ASCII.
  public static func of(_ name: String) -> UInt64? {
    // Native strings (names written in the code) are read in place.
    if let key = name.utf8.withContiguousStorageIfAvailable({ of($0) }) { return key }
    return Array(name.utf8).withUnsafeBufferPointer { of($0) }
  }

  private static func of(_ utf8: UnsafeBufferPointer<UInt8>) -> UInt64? {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for c in utf8 {
      guard c < 0x80 else { return nil }
      hash = (hash ^ UInt64(MarkupNameBytes.foldASCII(c))) &* 0x100_0000_01b3
    }
    return hash
  }

  /// The key of the ASCII name at `range` of `bytes`.
  static func of(_ bytes: [UInt8], _ range: Range<Int>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    var k = range.lowerBound
    while k < range.upperBound {
      hash = (hash ^ UInt64(MarkupNameBytes.foldASCII(bytes[k]))) &* 0x100_0000_01b3
      k += 1
    }
    return hash
  }
}
