import Foundation
import SourceScanning

/// What the HTML standard says about `<input type>` and the constraint attributes
/// (https://html.spec.whatwg.org/multipage/input.html, "Common input element attributes").
enum HTMLInputTypes {
  /// Every `type` keyword; a missing or unknown value is the Text state.
  static let known: Set<String> = [
    "hidden", "text", "search", "tel", "url", "email", "password", "date", "month", "week", "time",
    "datetime-local", "number", "range", "color", "checkbox", "radio", "file", "submit", "image", "reset", "button",
  ]

  /// Types whose `pattern`, `maxlength` and `minlength` apply.
  static let textual: Set<String> = ["text", "search", "tel", "url", "email", "password"]

  /// Types whose `min` and `max` apply.
  static let ranged: Set<String> = ["date", "month", "week", "time", "datetime-local", "number", "range"]

  /// The state a written `type` value gives (ASCII case-insensitive, unknown → `text`).
  static func state(_ written: String) -> String {
    if known.contains(written) { return written }
    let value = written.trimmingBlanks.lowercased()
    return known.contains(value) ? value : "text"
  }

  /// The value of a `type` only known at run time (`:type="kind"`, `type={kind}`): a
  /// non-constant literal over its source, so rules know the type is unknown.
  static func unknownValue(over range: Range<Int>) -> StringLiteral {
    StringLiteral(
      value: "", range: range,
      segments: [LiteralSegment(valueStart: 0, valueLength: 0, sourceStart: range.lowerBound, sourceLength: 0, isVerbatim: true)],
      isConstant: false)
  }

  /// `recognizedAs` of a setting read from attribute `name` of element `tag`: `<input pattern>`.
  static func recognizedAs(tag: String, attribute name: String) -> String {
    // Written byte by byte into a string of the right size: interpolation appended (and
    // grew) part by part, some hundred instructions each.
    let count = tag.utf8.count + name.utf8.count + 3
    return String(unsafeUninitializedCapacity: count) { buffer in
      var k = 0
      buffer[k] = UInt8(ascii: "<")
      k += 1
      for byte in tag.utf8 {
        buffer[k] = byte
        k += 1
      }
      buffer[k] = UInt8(ascii: " ")
      k += 1
      for byte in name.utf8 {
        buffer[k] = byte
        k += 1
      }
      buffer[k] = UInt8(ascii: ">")
      return count
    }
  }

  /// The element tag of a `recognizedAs` written by `recognizedAs(tag:attribute:)`.
  static func tag(ofRecognizedAs text: String) -> String? {
    // ASCII text (nearly always) is cut by bytes; other text by characters, as Swift
    // compares it (a combining mark after `<` makes another character).
    if let bytes = asciiBytes(text) {
      guard bytes.first == 0x3C, let space = bytes.firstIndex(of: 0x20) else { return nil }
      return String(decoding: bytes[1..<space], as: UTF8.self)
    }
    guard text.hasPrefix("<"), let space = text.firstIndex(of: " ") else { return nil }
    return String(text[text.index(after: text.startIndex)..<space])
  }

  /// The bytes of `text` when it is all ASCII.
  private static func asciiBytes(_ text: String) -> [UInt8]? {
    let bytes = Array(text.utf8)
    return bytes.allSatisfy { $0 < 0x80 } ? bytes : nil
  }

  /// `recognizedAs` of a `pattern` attribute that Angular's `PatternValidator` checks on a
  /// form control (not the browser: the attribute rules leave it alone).
  static let angularPatternValidator = "Angular pattern validator"

  /// The attribute name of a `recognizedAs` written by `recognizedAs(tag:attribute:)`,
  /// without a binding prefix (`:pattern`, `v-bind:pattern` and `[pattern]` give `pattern`).
  static func attribute(ofRecognizedAs text: String) -> String? {
    if let bytes = asciiBytes(text) {
      guard bytes.first == 0x3C, bytes.last == 0x3E, let space = bytes.firstIndex(of: 0x20), space < bytes.count - 1
      else { return nil }
      var name = bytes[(space + 1)..<(bytes.count - 1)]
      if name.starts(with: "v-bind:".utf8) { name = name.dropFirst(7) }
      if name.first == 0x3A { name = name.dropFirst() }
      if name.count >= 2, name.first == 0x5B, name.last == 0x5D { name = name.dropFirst().dropLast() }
      return String(decoding: name, as: UTF8.self)
    }
    guard text.hasPrefix("<"), text.hasSuffix(">"), let space = text.firstIndex(of: " ") else { return nil }
    var name = Substring(text[text.index(after: space)..<text.index(before: text.endIndex)])
    if name.hasPrefix("v-bind:") { name = name.dropFirst(7) }
    if name.hasPrefix(":") { name = name.dropFirst() }
    if name.hasPrefix("["), name.hasSuffix("]") { name = name.dropFirst().dropLast() }
    return String(name)
  }
}
