import MaskJSON

/// A position in a document: zero-based line and character offset (units given by the
/// negotiated `PositionEncodingKind`).
public struct Position: JSONConvertible, Hashable, Comparable {
  public var line: Int
  public var character: Int

  public init(line: Int, character: Int) {
    self.line = line
    self.character = character
  }

  public init(json: JSON) throws(ProtocolDecodingError) {
    let fields = try JSONFields(json)
    line = try fields.uinteger("line")
    character = try fields.uinteger("character")
  }

  public var json: JSON { ["line": .int(Int64(line)), "character": .int(Int64(character))] }

  public static func < (a: Position, b: Position) -> Bool {
    (a.line, a.character) < (b.line, b.character)
  }
}

/// A range in a document, `end` exclusive (LSP `Range`; renamed to avoid `Swift.Range`).
public struct LSPRange: JSONConvertible, Hashable {
  public var start: Position
  public var end: Position

  public init(start: Position, end: Position) {
    self.start = start
    self.end = end
  }

  public init(json: JSON) throws(ProtocolDecodingError) {
    let fields = try JSONFields(json)
    start = try fields.required("start")
    end = try fields.required("end")
  }

  public var json: JSON { ["start": start.json, "end": end.json] }
}

public struct Location: JSONConvertible, Hashable {
  public var uri: String
  public var range: LSPRange

  public init(uri: String, range: LSPRange) {
    self.uri = uri
    self.range = range
  }

  public init(json: JSON) throws(ProtocolDecodingError) {
    let fields = try JSONFields(json)
    uri = try fields.string("uri")
    range = try fields.required("range")
  }

  public var json: JSON { ["uri": .string(uri), "range": range.json] }
}

public struct TextDocumentIdentifier: JSONConvertible, Hashable {
  public var uri: String

  public init(uri: String) { self.uri = uri }

  public init(json: JSON) throws(ProtocolDecodingError) {
    uri = try JSONFields(json).string("uri")
  }

  public var json: JSON { ["uri": .string(uri)] }
}

public struct VersionedTextDocumentIdentifier: JSONConvertible, Hashable {
  public var uri: String
  public var version: Int

  public init(uri: String, version: Int) {
    self.uri = uri
    self.version = version
  }

  public init(json: JSON) throws(ProtocolDecodingError) {
    let fields = try JSONFields(json)
    uri = try fields.string("uri")
    version = try fields.int("version")
  }

  public var json: JSON { ["uri": .string(uri), "version": .int(Int64(version))] }
}

public struct TextDocumentItem: JSONConvertible, Hashable {
  public var uri: String
  public var languageId: String
  public var version: Int
  public var text: String

  public init(uri: String, languageId: String, version: Int, text: String) {
    self.uri = uri
    self.languageId = languageId
    self.version = version
    self.text = text
  }

  public init(json: JSON) throws(ProtocolDecodingError) {
    let fields = try JSONFields(json)
    uri = try fields.string("uri")
    languageId = try fields.string("languageId")
    version = try fields.int("version")
    text = try fields.string("text")
  }

  public var json: JSON {
    [
      "uri": .string(uri), "languageId": .string(languageId), "version": .int(Int64(version)),
      "text": .string(text),
    ]
  }
}

/// Params of `textDocument/hover` and other position requests.
public struct TextDocumentPositionParams: JSONConvertible, Hashable {
  public var textDocument: TextDocumentIdentifier
  public var position: Position

  public init(textDocument: TextDocumentIdentifier, position: Position) {
    self.textDocument = textDocument
    self.position = position
  }

  public init(json: JSON) throws(ProtocolDecodingError) {
    let fields = try JSONFields(json)
    textDocument = try fields.required("textDocument")
    position = try fields.required("position")
  }

  public var json: JSON { ["textDocument": textDocument.json, "position": position.json] }
}

public typealias HoverParams = TextDocumentPositionParams

/// An integer or a string (progress tokens, request ids in `$/cancelRequest`).
public enum IntOrString: JSONConvertible, Hashable {
  case int(Int64)
  case string(String)

  public init(json: JSON) throws(ProtocolDecodingError) {
    switch json {
    case .int(let number): self = .int(number)
    case .string(let text): self = .string(text)
    default:
      throw ProtocolDecodingError(reason: "expected an integer or a string, got \(json.typeName)")
    }
  }

  public var json: JSON {
    switch self {
    case .int(let number): .int(number)
    case .string(let text): .string(text)
    }
  }
}

public typealias ProgressToken = IntOrString

/// Params of `$/cancelRequest`.
public struct CancelParams: JSONConvertible, Hashable {
  public var id: IntOrString

  public init(id: IntOrString) { self.id = id }

  public init(json: JSON) throws(ProtocolDecodingError) {
    id = try JSONFields(json).required("id")
  }

  public var json: JSON { ["id": id.json] }
}
