import MaskJSON

/// `plaintext` or `markdown` (other values are kept as sent).
public struct MarkupKind: RawRepresentable, JSONConvertible, Hashable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let plaintext = MarkupKind(rawValue: "plaintext")
  public static let markdown = MarkupKind(rawValue: "markdown")

  public init(json: JSON) throws(ProtocolDecodingError) {
    guard let text = json.stringValue else {
      throw ProtocolDecodingError(reason: "expected a string, got \(json.typeName)")
    }
    rawValue = text
  }

  public var json: JSON { .string(rawValue) }
}

public struct MarkupContent: JSONConvertible, Hashable {
  public var kind: MarkupKind
  public var value: String

  public init(kind: MarkupKind = .markdown, value: String) {
    self.kind = kind
    self.value = value
  }

  public init(json: JSON) throws(ProtocolDecodingError) {
    let fields = try JSONFields(json)
    kind = try fields.required("kind")
    value = try fields.string("value")
  }

  public var json: JSON { ["kind": kind.json, "value": .string(value)] }
}

/// The result of `textDocument/hover`.
public struct Hover: JSONConvertible, Hashable {
  public var contents: MarkupContent
  public var range: LSPRange?

  public init(contents: MarkupContent, range: LSPRange? = nil) {
    self.contents = contents
    self.range = range
  }

  public init(json: JSON) throws(ProtocolDecodingError) {
    let fields = try JSONFields(json)
    contents = try fields.required("contents")
    range = try fields.optional("range")
  }

  public var json: JSON {
    var builder = JSONBuilder()
    builder.set("contents", contents)
    builder.set("range", range)
    return builder.json
  }
}
