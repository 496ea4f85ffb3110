import Foundation

/// Android value resources (`res/values*/…xml`): the `<string name="phone_mask">…</string>`
/// entries whose text is taken as written. Text the resource compiler would change (escapes,
/// entities, quotes, leading or trailing white space, nested markup, CDATA) is left out: its
/// value is not certain, and an uncertain value is never checked.
public enum AndroidValuesScanner {
  /// One plain string resource: its name and its text as a literal over the source bytes.
  public struct Entry: Sendable, Hashable {
    public var name: String
    public var literal: StringLiteral
  }

  public static func scan(_ text: SourceText) -> [Entry] {
    let bytes = text.bytes
    var entries: [Entry] = []
    let open = Array("<string".utf8)
    let close = Array("</string>".utf8)
    var i = bytes.startIndex
    while let start = find(open, in: bytes, from: i) {
      i = start + open.count
      // `<string` then white space: not `<string-array`.
      guard i < bytes.endIndex, bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\t") || bytes[i] == UInt8(ascii: "\n") || bytes[i] == UInt8(ascii: "\r") else { continue }
      guard let tagEnd = bytes[i...].firstIndex(of: UInt8(ascii: ">")), bytes[tagEnd - 1] != UInt8(ascii: "/") else { continue }
      let tag = String(decoding: bytes[i..<tagEnd], as: UTF8.self)
      guard let name = attribute("name", in: tag), let end = find(close, in: bytes, from: tagEnd + 1) else { continue }
      i = end + close.count
      let content = (tagEnd + 1)..<end
      guard !content.isEmpty, isPlain(bytes[content]) else { continue }
      let value = String(decoding: bytes[content], as: UTF8.self)
      let literal = StringLiteral(
        value: value, range: content,
        segments: [LiteralSegment(valueStart: 0, valueLength: content.count, sourceStart: content.lowerBound, sourceLength: content.count, isVerbatim: true)])
      entries.append(Entry(name: name, literal: literal))
    }
    return entries
  }

  /// Text the resource compiler keeps byte for byte.
  private static func isPlain(_ content: ArraySlice<UInt8>) -> Bool {
    guard let first = content.first, let last = content.last else { return false }
    let space: Set<UInt8> = [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")]
    if space.contains(first) || space.contains(last) { return false }
    for b in content {
      switch b {
      case UInt8(ascii: "<"), UInt8(ascii: "&"), UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
        return false
      default: continue
      }
    }
    return true
  }

  /// `name="value"` in a start tag's attribute text.
  private static func attribute(_ name: String, in tag: String) -> String? {
    let padded = " " + tag.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\r", with: " ")
    for quote in ["\"", "'"] {
      if let r = padded.range(of: " \(name)=\(quote)") {
        let rest = padded[r.upperBound...]
        guard let endQuote = rest.firstIndex(of: Character(quote)) else { return nil }
        return String(rest[..<endQuote])
      }
    }
    return nil
  }

  private static func find(_ needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
    guard let first = needle.first, bytes.count >= needle.count else { return nil }
    var i = from
    let last = bytes.count - needle.count
    while i <= last {
      if bytes[i] == first, bytes[i..<(i + needle.count)].elementsEqual(needle) { return i }
      i += 1
    }
    return nil
  }
}
