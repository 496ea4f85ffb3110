import SourceScanning

/// The source line of a finding and a `^~~~` marker under its range, cut to a window of at
/// most `width` columns around the range (with `…` where the line goes on), so a finding on
/// a 300 KB minified line prints two short lines. Wide characters (CJK, emoji) count two
/// columns and combining marks none, so the marker stays under its characters; tabs are
/// kept in both lines.
enum SourceExcerpt {
  static let width = 120
  /// Columns kept before the range when the line is cut.
  static let before = 40

  static func render(_ text: SourceText, line: Int, start: Int, end: Int, endOnSameLine: Bool) -> String {
    let lineStart = text.lineStart(line)
    let lineEnd = text.lineContentEnd(line)
    let bytes = text.bytes
    let a = max(lineStart, min(start, lineEnd))
    let b = endOnSameLine ? max(a, min(end, lineEnd)) : lineEnd
    var from = a
    var to = a
    if lineEnd - lineStart <= width {
      from = lineStart
      to = lineEnd
    } else {
      // Up to `before` columns to the left, then fill to `width` rightwards, then use what
      // is left on the left if the line ended first.
      var used = 0
      while from > lineStart, used < before {
        let previous = previousBoundary(bytes, from, lineStart)
        used += columns(bytes, previous)
        from = previous
      }
      while to < lineEnd {
        let w = columns(bytes, to)
        if used + w > width - 2 { break }
        used += w
        to = nextBoundary(bytes, to, lineEnd)
      }
      while from > lineStart {
        let previous = previousBoundary(bytes, from, lineStart)
        let w = columns(bytes, previous)
        if used + w > width - 2 { break }
        used += w
        from = previous
      }
    }
    let leading = from > lineStart ? "…" : ""
    let trailing = to < lineEnd ? "…" : ""
    var pad = leading.isEmpty ? "" : " "
    var i = from
    while i < a {
      let w = columns(bytes, i)
      pad += bytes[i] == 0x09 ? "\t" : String(repeating: " ", count: w)
      i = nextBoundary(bytes, i, lineEnd)
    }
    var marker = 0
    i = a
    while i < min(b, to) {
      marker += bytes[i] == 0x09 ? 1 : columns(bytes, i)
      i = nextBoundary(bytes, i, lineEnd)
    }
    let shown = String(decoding: bytes[from..<to], as: UTF8.self)
    return "    \(leading)\(shown)\(trailing)\n    \(pad)^\(String(repeating: "~", count: max(1, marker) - 1))\n"
  }

  private static func nextBoundary(_ bytes: [UInt8], _ i: Int, _ end: Int) -> Int {
    var j = i + 1
    while j < end, bytes[j] & 0xC0 == 0x80 { j += 1 }
    return j
  }

  private static func previousBoundary(_ bytes: [UInt8], _ i: Int, _ start: Int) -> Int {
    var j = i - 1
    while j > start, bytes[j] & 0xC0 == 0x80 { j -= 1 }
    return j
  }

  /// Terminal columns of the character starting at byte `i`.
  static func columns(_ bytes: [UInt8], _ i: Int) -> Int {
    let lead = bytes[i]
    if lead < 0x80 { return 1 }
    var j = i
    let decoded = Unicode.UTF8.decode(bytes, at: &j)
    guard let scalar = decoded else { return 1 }
    return displayWidth(scalar)
  }

  /// 0 for combining marks and joiners, 2 for East Asian wide and emoji, else 1.
  static func displayWidth(_ scalar: Unicode.Scalar) -> Int {
    let v = scalar.value
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if v == 0x200D || (0xFE00...0xFE0F).contains(v) { return 0 }
    if scalar.properties.isEmojiPresentation { return 2 }
    return wide.contains { $0.contains(v) } ? 2 : 1
  }

  /// East Asian Wide and Fullwidth blocks.
  private static let wide: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
    0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD,
  ]
}

extension Unicode.UTF8 {
  /// The scalar whose UTF-8 starts at `i` (nil for an invalid sequence); `i` moves past it.
  fileprivate static func decode(_ bytes: [UInt8], at i: inout Int) -> Unicode.Scalar? {
    let length = bytes[i] < 0xE0 ? 2 : bytes[i] < 0xF0 ? 3 : 4
    guard i + length <= bytes.count else { i += 1; return nil }
    let s = String(decoding: bytes[i..<(i + length)], as: UTF8.self).unicodeScalars
    i += length
    return s.count == 1 && s.first != "\u{FFFD}" ? s.first : nil
  }
}
