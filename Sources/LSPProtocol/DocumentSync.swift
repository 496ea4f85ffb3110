import MaskJSON

/// One change in `textDocument/didChange`: a range edit, or the whole text when `range` is nil.
public struct TextDocumentContentChangeEvent: JSONConvertible, Hashable {
  public var range: LSPRange?
  /// Deprecated by LSP; kept when sent.
  public var rangeLength: Int?
  public var text: String

  public init(range: LSPRange? = nil, rangeLength: Int? = nil, text: String) {
    self.range = range
    self.rangeLength = rangeLength
    self.text = text
  }

  public init(json: JSON) throws(ProtocolDecodingError) {
    let fields = try JSONFields(json)
    range = try fields.optional("range")
    rangeLength = try fields.optionalInt("rangeLength", in: 0...Int(Int32.max))
    text = try fields.string("text")
  }

  public var json: JSON {
    var builder = JSONBuilder()
    builder.set("range", range)
    builder.set("rangeLength", rangeLength)
    builder.set("text", text)
    return builder.json
  }
}

public struct DidOpenTextDocumentParams: JSONConvertible, Hashable {
  public var textDocument: TextDocumentItem

  public init(textDocument: TextDocumentItem) { self.textDocument = textDocument }

  public init(json: JSON) throws(ProtocolDecodingError) {
    textDocument = try JSONFields(json).required("textDocument")
  }

  public var json: JSON { ["textDocument": textDocument.json] }
}

public struct DidChangeTextDocumentParams: JSONConvertible, Hashable {
  public var textDocument: VersionedTextDocumentIdentifier
  public var contentChanges: [TextDocumentContentChangeEvent]

  public init(
    textDocument: VersionedTextDocumentIdentifier, contentChanges: [TextDocumentContentChangeEvent]
  ) {
    self.textDocument = textDocument
    self.contentChanges = contentChanges
  }

  public init(json: JSON) throws(ProtocolDecodingError) {
    let fields = try JSONFields(json)
    textDocument = try fields.required("textDocument")
    contentChanges = try fields.array("contentChanges")
  }

  public var json: JSON {
    ["textDocument": textDocument.json, "contentChanges": .array(contentChanges.map(\.json))]
  }
}

public struct DidCloseTextDocumentParams: JSONConvertible, Hashable {
  public var textDocument: TextDocumentIdentifier

  public init(textDocument: TextDocumentIdentifier) { self.textDocument = textDocument }

  public init(json: JSON) throws(ProtocolDecodingError) {
    textDocument = try JSONFields(json).required("textDocument")
  }

  public var json: JSON { ["textDocument": textDocument.json] }
}

public struct DidSaveTextDocumentParams: JSONConvertible, Hashable {
  public var textDocument: TextDocumentIdentifier
  /// Present when the server asked for `includeText`.
  public var text: String?

  public init(textDocument: TextDocumentIdentifier, text: String? = nil) {
    self.textDocument = textDocument
    self.text = text
  }

  public init(json: JSON) throws(ProtocolDecodingError) {
    let fields = try JSONFields(json)
    textDocument = try fields.required("textDocument")
    text = try fields.optionalString("text")
  }

  public var json: JSON {
    var builder = JSONBuilder()
    builder.set("textDocument", textDocument)
    builder.set("text", text)
    return builder.json
  }
}
