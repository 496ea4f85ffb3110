import Foundation

/// A whole-file test for an exact word that looks only where one byte of it occurs (the
/// anchor, a byte rare in code), found with `memchr`: for the library checks asked once per
/// file, where a byte-by-byte pass cost several instructions per byte of every file. (In any
/// ASCII case: `ASCIICaseSearch.containsAny`, which picks the anchors itself.)
///
/// The word is compared at each place the anchor occurs, so the answer is exactly that of
/// comparing it at every position.
enum AnchoredByteSearch {
  /// Whether `bytes` contain `word` (exact bytes). `anchor` is an offset into `word` whose
  /// byte is the one looked for.
  static func contains(_ bytes: [UInt8], _ word: StaticString, anchor: Int) -> Bool {
    word.withUTF8Buffer { word in
      guard anchor >= 0, anchor < word.count else { return false }
      return bytes.withUnsafeBufferPointer { text in
        positions(of: word[anchor], in: text) { at in
          let start = at - anchor
          guard start >= 0, start + word.count <= text.count else { return false }
          var k = 0
          while k < word.count {
            if text[start + k] != word[k] { return false }
            k += 1
          }
          return true
        }
      }
    }
  }

  /// Calls `found` with each index of `text` whose byte is `byte`, in order, until it
  /// returns true; returns whether it did.
  @inline(__always)
  private static func positions(of byte: UInt8, in text: UnsafeBufferPointer<UInt8>, _ found: (Int) -> Bool) -> Bool {
    guard let base = text.baseAddress else { return false }
    var j = 0
    while j < text.count, let hit = memchr(base + j, Int32(byte), text.count - j) {
      let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
      if found(at) { return true }
      j = at + 1
    }
    return false
  }
}
