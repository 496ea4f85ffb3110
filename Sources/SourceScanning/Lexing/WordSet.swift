/// A fixed set of words looked up by the bytes of a token, without making a `String`: the
/// words of each length are compared byte by byte with the token's. For the keyword and
/// callee lists the passes over tokens test at every literal. Build it once (`static let`).
public struct WordSet: Sendable {
  /// The words, by length (index = length).
  private let byLength: [[[UInt8]]]

  public init(_ words: [String]) {
    let lengths = words.map(\.utf8.count)
    var table = [[[UInt8]]](repeating: [], count: (lengths.max() ?? 0) + 1)
    for word in words { table[word.utf8.count].append(Array(word.utf8)) }
    byLength = table
  }

  /// Whether `bytes[range]` spells one of the words.
  @inline(__always)
  public func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    guard range.count < byLength.count else { return false }
    for word in byLength[range.count] where Self.equal(word, bytes, range.lowerBound) { return true }
    return false
  }

  /// Whether `bytes[range]` spells one of the words.
  public func contains(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
    bytes.withUnsafeBufferPointer { contains($0, range) }
  }

  @inline(__always)
  private static func equal(_ word: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> Bool {
    var k = 0
    while k < word.count {
      if word[k] != bytes[start + k] { return false }
      k += 1
    }
    return true
  }
}
