import MaskJSON

/// LSP `TextEdit`.
public struct LSPTextEdit: JSONConvertible, Hashable {
  public var range: LSPRange
  public var newText: String

  public init(range: LSPRange, newText: String) {
    self.range = range
    self.newText = newText
  }

  public init(json: JSON) throws(ProtocolDecodingError) {
    let fields = try JSONFields(json)
    range = try fields.required("range")
    newText = try fields.string("newText")
  }

  public var json: JSON { ["range": range.json, "newText": .string(newText)] }
}

/// LSP `WorkspaceEdit` with `changes` (edits by document URI).
public struct WorkspaceEdit: JSONConvertible, Hashable {
  public var changes: [String: [LSPTextEdit]]

  public init(changes: [String: [LSPTextEdit]]) { self.changes = changes }

  public init(json: JSON) throws(ProtocolDecodingError) {
    let fields = try JSONFields(json)
    var changes: [String: [LSPTextEdit]] = [:]
    if let object = try fields.optionalObject("changes") {
      for (uri, _) in object.object { changes[uri] = try object.array(uri) }
    }
    self.changes = changes
  }

  public var json: JSON {
    var object = JSONObject()
    for (uri, edits) in changes.sorted(by: { $0.key < $1.key }) { object[uri] = .array(edits.map(\.json)) }
    return ["changes": .object(object)]
  }
}

/// `textDocument/codeAction` params.
public struct CodeActionParams: JSONConvertible, Hashable {
  public var textDocument: TextDocumentIdentifier
  public var range: LSPRange
  /// `context.diagnostics`: the diagnostics the client shows in the range.
  public var diagnostics: [Diagnostic]
  /// `context.only`: the kinds asked for (nil: all).
  public var only: [String]?

  public init(textDocument: TextDocumentIdentifier, range: LSPRange, diagnostics: [Diagnostic] = [], only: [String]? = nil) {
    self.textDocument = textDocument
    self.range = range
    self.diagnostics = diagnostics
    self.only = only
  }

  public init(json: JSON) throws(ProtocolDecodingError) {
    let fields = try JSONFields(json)
    textDocument = try fields.required("textDocument")
    range = try fields.required("range")
    let context = try fields.optionalObject("context")
    diagnostics = try context?.optionalArray("diagnostics") ?? []
    only = try context?.optionalStringArray("only")
  }

  public var json: JSON {
    var context = JSONBuilder()
    context.set("diagnostics", .array(diagnostics.map(\.json)))
    context.set("only", only.map { JSON.array($0.map(JSON.string)) })
    return ["textDocument": textDocument.json, "range": range.json, "context": context.json]
  }
}

/// LSP `CodeAction`. Without `edit` it is resolved later through `codeAction/resolve`,
/// which gets `data` back.
public struct CodeAction: JSONConvertible, Hashable {
  public var title: String
  public var kind: String?
  public var diagnostics: [Diagnostic]?
  public var isPreferred: Bool?
  public var edit: WorkspaceEdit?
  public var data: JSON?

  public init(
    title: String, kind: String?, diagnostics: [Diagnostic]? = nil, isPreferred: Bool? = nil, edit: WorkspaceEdit? = nil,
    data: JSON? = nil
  ) {
    self.title = title
    self.kind = kind
    self.diagnostics = diagnostics
    self.isPreferred = isPreferred
    self.edit = edit
    self.data = data
  }

  public init(json: JSON) throws(ProtocolDecodingError) {
    let fields = try JSONFields(json)
    title = try fields.string("title")
    kind = try fields.optionalString("kind")
    diagnostics = try fields.optionalArray("diagnostics")
    isPreferred = try fields.optionalBool("isPreferred")
    edit = try fields.optional("edit")
    data = fields.raw("data")
  }

  public var json: JSON {
    var builder = JSONBuilder()
    builder.set("title", title)
    builder.set("kind", kind)
    builder.set("diagnostics", diagnostics)
    builder.set("isPreferred", isPreferred)
    builder.set("edit", edit)
    builder.set("data", data)
    return builder.json
  }
}

/// Code action kinds.
public enum CodeActionKind {
  public static let quickFix = "quickfix"
  public static let sourceFixAll = "source.fixAll"
  /// "Fix all safe maskls problems in this file".
  public static let fixAllMaskls = "source.fixAll.maskls"
}
