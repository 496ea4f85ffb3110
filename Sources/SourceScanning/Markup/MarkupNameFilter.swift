/// A quick test that a name written in the source may be one of a set of names (the keys of
/// a vocabulary), from its length and its first and last bytes, before a `String` is made
/// of it for the exact lookup. It never turns down a name of the set: a non-ASCII name, and
/// any name when the set holds one that is not ASCII, always pass (Unicode equivalence can
/// make different bytes equal).
public struct MarkupNameFilter: Sendable {
  /// Every name passes.
  let passesAll: Bool
  /// Bit `min(length, 63)` is set for each length of a name of the set.
  let lengths: UInt64
  /// Bit `b` (of two words) is set for each first byte of a name of the set.
  let firstBytes: (UInt64, UInt64)
  /// Bit `b` is set for each last byte of a name of the set.
  let lastBytes: (UInt64, UInt64)

  public init(_ names: some Sequence<String>) {
    var passesAll = false
    var lengths: UInt64 = 0
    var first: (UInt64, UInt64) = (0, 0)
    var last: (UInt64, UInt64) = (0, 0)
    for name in names {
      let utf8 = Array(name.utf8)
      guard let head = utf8.first, let tail = utf8.last, !utf8.contains(where: { $0 >= 0x80 }) else {
        // The empty name or a non-ASCII one: no shortcut.
        passesAll = true
        continue
      }
      lengths |= 1 << UInt64(min(utf8.count, 63))
      Self.set(head, in: &first)
      Self.set(tail, in: &last)
    }
    self.passesAll = passesAll
    self.lengths = lengths
    self.firstBytes = first
    self.lastBytes = last
  }

  /// Whether the ASCII name at `range` of `bytes` may be in the set (false only when it is not).
  public func mayContain(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
    if passesAll { return true }
    guard !range.isEmpty, lengths & (1 << UInt64(min(range.count, 63))) != 0 else { return false }
    return Self.isSet(bytes[range.lowerBound], in: firstBytes) && Self.isSet(bytes[range.upperBound - 1], in: lastBytes)
  }

  private static func set(_ byte: UInt8, in bits: inout (UInt64, UInt64)) {
    if byte < 64 { bits.0 |= 1 << UInt64(byte) } else { bits.1 |= 1 << UInt64(byte - 64) }
  }

  private static func isSet(_ byte: UInt8, in bits: (UInt64, UInt64)) -> Bool {
    // Bytes from 0x80 are not ASCII: no name of the set starts or ends with one.
    if byte < 64 { return bits.0 & (1 << UInt64(byte)) != 0 }
    if byte < 128 { return bits.1 & (1 << UInt64(byte - 64)) != 0 }
    return false
  }
}
