import Foundation

/// Whole-file word tests that look only where one byte of the words occurs (the anchor, a
/// byte rare in code), found with `memchr`: for the library checks asked once per file,
/// where a byte-by-byte pass cost several instructions per byte of every file.
///
/// Each place the anchor occurs is checked against every word at every offset the anchor
/// has in it, so the answer is exactly that of comparing the words at every position.
enum AnchoredByteSearch {
  /// Whether `bytes` contain `word` (exact bytes). `anchor` is an offset into `word` whose
  /// byte is the one looked for.
  static func contains(_ bytes: [UInt8], _ word: StaticString, anchor: Int) -> Bool {
    word.withUTF8Buffer { word in
      guard anchor >= 0, anchor < word.count else { return false }
      return bytes.withUnsafeBufferPointer { text in
        anchorPositions(of: word[anchor], in: text, foldingCase: false) { at in
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

  /// Whether `bytes` contain any of `words` (lowercase ASCII) in any ASCII case, as
  /// `ASCIICaseSearch.containsAny` answers. `anchor` is a lowercase letter that every word
  /// contains; a word without it is never found.
  static func containsAny(ignoringCase bytes: [UInt8], _ words: [StaticString], anchor: UInt8) -> Bool {
    // Each word with each offset of the anchor in it, worked out once, not at every place
    // the anchor occurs.
    var probes: [(word: [UInt8], offset: Int)] = []
    for word in words {
      let bytes = word.withUTF8Buffer { Array($0) }
      for offset in bytes.indices where bytes[offset] == anchor { probes.append((bytes, offset)) }
    }
    return bytes.withUnsafeBufferPointer { text in
      anchorPositions(of: anchor, in: text, foldingCase: true) { at in
        for probe in probes {
          let found = probe.word.withUnsafeBufferPointer { matchesIgnoringCase($0, in: text, at: at - probe.offset) }
          if found { return true }
        }
        return false
      }
    }
  }

  /// Whether the lowercase `word` starts at `start` of `text`, ASCII letters in any case.
  private static func matchesIgnoringCase(_ word: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
    guard start >= 0, start + word.count <= text.count else { return false }
    var k = 0
    while k < word.count {
      let c = text[start + k]
      if (c >= 0x41 && c <= 0x5A ? c | 0x20 : c) != word[k] { return false }
      k += 1
    }
    return true
  }

  /// Calls `found` with each index of `text` whose byte is `anchor` (with `foldingCase`, a
  /// lowercase letter: also its uppercase), until it returns true; returns whether it did.
  /// The places are found with `memchr`, one pass per case: the anchor is rare, so the
  /// passes cost little more than reading the file.
  @inline(__always)
  private static func anchorPositions(
    of anchor: UInt8, in text: UnsafeBufferPointer<UInt8>, foldingCase: Bool, _ found: (Int) -> Bool
  ) -> Bool {
    if positions(of: anchor, in: text, found) { return true }
    guard foldingCase, anchor >= 0x61, anchor <= 0x7A else { return false }
    return positions(of: anchor & ~0x20, in: text, found)
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
