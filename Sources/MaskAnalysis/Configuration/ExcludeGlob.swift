/// Globbing for `.maskls.json` excludes: `*` within a path component, `**` across
/// components; a pattern without a glob also excludes everything under that folder.
///
/// The file comes with the code under review, so matching costs no more than the pattern's
/// length times the path's, whatever the pattern: components are matched by a set of
/// pattern positions advanced one path component at a time (`**` keeps its position), and a
/// component's `*` pieces are found left to right, each at its first place — no recursion and
/// no backtracking.
enum Glob {
  static func matches(_ pattern: String, _ path: String) -> Bool {
    let p = pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern
    if !p.contains("*") { return path == p || path.hasPrefix(p.hasSuffix("/") ? p : p + "/") }
    let segments = p.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true).map(Array.init)
    let parts = path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true).map(Array.init)
    return match(segments, parts)
  }

  /// Pattern positions reachable after each path component; a `**` position also reaches
  /// the next one without reading a component.
  private static func match(_ segments: [[UInt8]], _ parts: [[UInt8]]) -> Bool {
    let globstar: [UInt8] = [UInt8(ascii: "*"), UInt8(ascii: "*")]
    var active = [Bool](repeating: false, count: segments.count + 1)
    func close(_ set: inout [Bool]) {
      for i in 0..<segments.count where set[i] && segments[i] == globstar { set[i + 1] = true }
    }
    active[0] = true
    close(&active)
    for part in parts {
      var next = [Bool](repeating: false, count: segments.count + 1)
      var any = false
      for i in 0..<segments.count where active[i] {
        if segments[i] == globstar {
          next[i] = true
          any = true
        } else if component(segments[i], part) {
          next[i + 1] = true
          any = true
        }
      }
      guard any else { return false }
      close(&next)
      active = next
    }
    return active[segments.count]
  }

  /// Whether `text` matches `pattern`, where `*` stands for any run of bytes: the literal
  /// pieces between stars are found in order, each at its first place after the previous.
  static func component(_ pattern: [UInt8], _ text: [UInt8]) -> Bool {
    let pieces = pattern.split(separator: UInt8(ascii: "*"), omittingEmptySubsequences: false)
    guard pieces.count > 1 else { return pattern == text }
    let head = pieces[0]
    let tail = pieces[pieces.count - 1]
    guard text.count >= head.count + tail.count,
      text.starts(with: head),
      text[(text.count - tail.count)...].elementsEqual(tail)
    else { return false }
    var from = head.count
    let end = text.count - tail.count
    for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
      guard let at = firstIndex(of: piece, in: text, from: from, to: end) else { return false }
      from = at + piece.count
    }
    return true
  }

  /// The first place of `needle` in `text[from..<to]`.
  private static func firstIndex(of needle: ArraySlice<UInt8>, in text: [UInt8], from: Int, to: Int) -> Int? {
    guard to - from >= needle.count else { return nil }
    var start = from
    while start + needle.count <= to {
      if text[start..<(start + needle.count)].elementsEqual(needle) { return start }
      start += 1
    }
    return nil
  }
}
