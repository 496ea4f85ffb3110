import MaskJSON

/// `utf-8`, `utf-16` (the default) or `utf-32`; other values are kept as sent.
public struct PositionEncodingKind: RawRepresentable, JSONConvertible, Hashable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let utf8 = PositionEncodingKind(rawValue: "utf-8")
  public static let utf16 = PositionEncodingKind(rawValue: "utf-16")
  public static let utf32 = PositionEncodingKind(rawValue: "utf-32")

  public init(json: JSON) throws(ProtocolDecodingError) {
    guard let text = json.stringValue else {
      throw ProtocolDecodingError(reason: "expected a string, got \(json.typeName)")
    }
    rawValue = text
  }

  public var json: JSON { .string(rawValue) }
}

public struct WorkspaceFolder: JSONConvertible, Hashable {
  public var uri: String
  public var name: String

  public init(uri: String, name: String) {
    self.uri = uri
    self.name = name
  }

  public init(json: JSON) throws(ProtocolDecodingError) {
    let fields = try JSONFields(json)
    uri = try fields.string("uri")
    name = try fields.string("name")
  }

  public var json: JSON { ["uri": .string(uri), "name": .string(name)] }
}

/// `clientInfo` / `serverInfo`.
public struct ProgramInfo: JSONConvertible, Hashable {
  public var name: String
  public var version: String?

  public init(name: String, version: String? = nil) {
    self.name = name
    self.version = version
  }

  public init(json: JSON) throws(ProtocolDecodingError) {
    let fields = try JSONFields(json)
    name = try fields.string("name")
    version = try fields.optionalString("version")
  }

  public var json: JSON {
    var builder = JSONBuilder()
    builder.set("name", name)
    builder.set("version", version)
    return builder.json
  }
}

/// The client capabilities the server looks at. Read leniently: a capability of the wrong
/// type counts as absent (capabilities are hints, not worth failing `initialize` over).
/// Everything else stays available in `raw`.
public struct ClientCapabilities: JSONConvertible, Hashable {
  /// `general.positionEncodings`, in the client's order of preference.
  public var positionEncodings: [PositionEncodingKind]?
  /// `window.workDoneProgress`: the server may create progress tokens.
  public var workDoneProgress: Bool
  /// `textDocument.hover.contentFormat`.
  public var hoverContentFormat: [MarkupKind]?
  /// `textDocument.publishDiagnostics.relatedInformation`.
  public var diagnosticRelatedInformation: Bool
  /// `workspace.didChangeWatchedFiles.dynamicRegistration`.
  public var watchedFilesDynamicRegistration: Bool
  /// `workspace.workspaceFolders`.
  public var workspaceFolders: Bool
  /// The capabilities object as sent.
  public var raw: JSON

  public init(
    positionEncodings: [PositionEncodingKind]? = nil, workDoneProgress: Bool = false,
    hoverContentFormat: [MarkupKind]? = nil, diagnosticRelatedInformation: Bool = false,
    watchedFilesDynamicRegistration: Bool = false, workspaceFolders: Bool = false
  ) {
    self.positionEncodings = positionEncodings
    self.workDoneProgress = workDoneProgress
    self.hoverContentFormat = hoverContentFormat
    self.diagnosticRelatedInformation = diagnosticRelatedInformation
    self.watchedFilesDynamicRegistration = watchedFilesDynamicRegistration
    self.workspaceFolders = workspaceFolders
    var builder = JSONBuilder()
    if let positionEncodings {
      builder.set("general", ["positionEncodings": .array(positionEncodings.map(\.json))] as JSON)
    }
    if workDoneProgress { builder.set("window", ["workDoneProgress": true] as JSON) }
    var document = JSONBuilder()
    if let hoverContentFormat {
      document.set("hover", ["contentFormat": .array(hoverContentFormat.map(\.json))] as JSON)
    }
    if diagnosticRelatedInformation {
      document.set("publishDiagnostics", ["relatedInformation": true] as JSON)
    }
    if !document.object.isEmpty { builder.set("textDocument", document.json) }
    var workspace = JSONBuilder()
    if watchedFilesDynamicRegistration {
      workspace.set("didChangeWatchedFiles", ["dynamicRegistration": true] as JSON)
    }
    if workspaceFolders { workspace.set("workspaceFolders", true) }
    if !workspace.object.isEmpty { builder.set("workspace", workspace.json) }
    raw = builder.json
  }

  public init(json: JSON) throws(ProtocolDecodingError) {
    _ = try JSONFields(json)
    raw = json
    func values<T: JSONConvertible>(_ value: JSON?) -> [T]? {
      guard let elements = value?.arrayValue else { return nil }
      return elements.compactMap { try? T(json: $0) }
    }
    positionEncodings = values(json["general"]?["positionEncodings"])
    workDoneProgress = json["window"]?["workDoneProgress"]?.boolValue ?? false
    hoverContentFormat = values(json["textDocument"]?["hover"]?["contentFormat"])
    diagnosticRelatedInformation =
      json["textDocument"]?["publishDiagnostics"]?["relatedInformation"]?.boolValue ?? false
    watchedFilesDynamicRegistration =
      json["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.boolValue ?? false
    workspaceFolders = json["workspace"]?["workspaceFolders"]?.boolValue ?? false
  }

  public var json: JSON { raw }

  /// UTF-8 when the client offers it, else UTF-16 (the mandatory default).
  public var preferredPositionEncoding: PositionEncodingKind {
    positionEncodings?.contains(.utf8) == true ? .utf8 : .utf16
  }
}

/// Params of `initialize` (the subset the server uses).
public struct InitializeParams: JSONConvertible, Hashable {
  /// The client's process id, to exit when it dies; nil when not sent or null.
  public var processId: Int?
  public var clientInfo: ProgramInfo?
  public var rootUri: String?
  public var rootPath: String?
  public var workspaceFolders: [WorkspaceFolder]?
  public var capabilities: ClientCapabilities
  public var initializationOptions: JSON?
  public var trace: String?

  public init(
    processId: Int? = nil, clientInfo: ProgramInfo? = nil, rootUri: String? = nil,
    rootPath: String? = nil, workspaceFolders: [WorkspaceFolder]? = nil,
    capabilities: ClientCapabilities = ClientCapabilities(), initializationOptions: JSON? = nil,
    trace: String? = nil
  ) {
    self.processId = processId
    self.clientInfo = clientInfo
    self.rootUri = rootUri
    self.rootPath = rootPath
    self.workspaceFolders = workspaceFolders
    self.capabilities = capabilities
    self.initializationOptions = initializationOptions
    self.trace = trace
  }

  public init(json: JSON) throws(ProtocolDecodingError) {
    let fields = try JSONFields(json)
    processId = try fields.optionalInt("processId")
    clientInfo = try fields.optional("clientInfo")
    rootUri = try fields.optionalString("rootUri")
    rootPath = try fields.optionalString("rootPath")
    workspaceFolders = try fields.optionalArray("workspaceFolders")
    // Required by the spec; a client that omits it gets the defaults.
    capabilities = try fields.optional("capabilities") ?? ClientCapabilities()
    initializationOptions = fields.raw("initializationOptions").flatMap { $0.isNull ? nil : $0 }
    trace = try fields.optionalString("trace")
  }

  public var json: JSON {
    var builder = JSONBuilder()
    builder.set("processId", processId.map { JSON.int(Int64($0)) } ?? .null)
    builder.set("clientInfo", clientInfo)
    builder.set("rootUri", rootUri)
    builder.set("rootPath", rootPath)
    builder.set("workspaceFolders", workspaceFolders)
    builder.set("capabilities", capabilities)
    builder.set("initializationOptions", initializationOptions)
    builder.set("trace", trace)
    return builder.json
  }

  /// The workspace roots as URIs: the folders when given, else `rootUri`, else `rootPath`.
  public var workspaceRootURIs: [String] {
    if let workspaceFolders, !workspaceFolders.isEmpty { return workspaceFolders.map(\.uri) }
    if let rootUri { return [rootUri] }
    if let rootPath { return [FileURI.uri(fromPath: rootPath)] }
    return []
  }
}

/// `TextDocumentSyncKind`.
public enum TextDocumentSyncKind: Int, JSONConvertible, Hashable {
  case none = 0
  case full = 1
  case incremental = 2

  public init(json: JSON) throws(ProtocolDecodingError) {
    guard let number = json.intValue, let value = Int(exactly: number),
      let kind = TextDocumentSyncKind(rawValue: value)
    else { throw ProtocolDecodingError(reason: "expected 0, 1 or 2, got \(json)") }
    self = kind
  }

  public var json: JSON { .int(Int64(rawValue)) }
}

public struct TextDocumentSyncOptions: JSONConvertible, Hashable {
  public var openClose: Bool
  public var change: TextDocumentSyncKind
  /// `save`: nil = no didSave; otherwise whether the text is included.
  public var saveIncludeText: Bool?

  public init(
    openClose: Bool = true, change: TextDocumentSyncKind = .incremental,
    saveIncludeText: Bool? = false
  ) {
    self.openClose = openClose
    self.change = change
    self.saveIncludeText = saveIncludeText
  }

  public init(json: JSON) throws(ProtocolDecodingError) {
    let fields = try JSONFields(json)
    openClose = try fields.optionalBool("openClose") ?? false
    change = try fields.optional("change") ?? .none
    switch fields.raw("save") {
    case .bool(true)?: saveIncludeText = false
    case .object(let save)?: saveIncludeText = save["includeText"]?.boolValue ?? false
    default: saveIncludeText = nil
    }
  }

  public var json: JSON {
    var builder = JSONBuilder()
    builder.set("openClose", openClose)
    builder.set("change", change)
    builder.set("save", saveIncludeText.map { ["includeText": .bool($0)] as JSON })
    return builder.json
  }
}

public struct ServerCapabilities: JSONConvertible, Hashable {
  public var positionEncoding: PositionEncodingKind?
  public var textDocumentSync: TextDocumentSyncOptions?
  public var hoverProvider: Bool?
  /// `workspace.workspaceFolders.supported`.
  public var workspaceFoldersSupported: Bool?
  /// `workspace.workspaceFolders.changeNotifications`.
  public var workspaceFoldersChangeNotifications: Bool?
  /// Further capabilities, written after the ones above.
  public var additional: JSONObject

  public init(
    positionEncoding: PositionEncodingKind? = nil,
    textDocumentSync: TextDocumentSyncOptions? = nil, hoverProvider: Bool? = nil,
    workspaceFoldersSupported: Bool? = nil, workspaceFoldersChangeNotifications: Bool? = nil,
    additional: JSONObject = [:]
  ) {
    self.positionEncoding = positionEncoding
    self.textDocumentSync = textDocumentSync
    self.hoverProvider = hoverProvider
    self.workspaceFoldersSupported = workspaceFoldersSupported
    self.workspaceFoldersChangeNotifications = workspaceFoldersChangeNotifications
    self.additional = additional
  }

  private static let knownKeys: Set<String> = [
    "positionEncoding", "textDocumentSync", "hoverProvider", "workspace",
  ]

  public init(json: JSON) throws(ProtocolDecodingError) {
    let fields = try JSONFields(json)
    positionEncoding = try fields.optional("positionEncoding")
    textDocumentSync = try fields.optional("textDocumentSync")
    hoverProvider = fields.raw("hoverProvider").map { $0.boolValue ?? ($0.objectValue != nil) }
    let folders = json["workspace"]?["workspaceFolders"]
    workspaceFoldersSupported = folders?["supported"]?.boolValue
    workspaceFoldersChangeNotifications = folders?["changeNotifications"]?.boolValue
    additional = JSONObject(fields.object.entries.filter { !Self.knownKeys.contains($0.key) })
  }

  public var json: JSON {
    var builder = JSONBuilder()
    builder.set("positionEncoding", positionEncoding)
    builder.set("textDocumentSync", textDocumentSync)
    builder.set("hoverProvider", hoverProvider)
    var folders = JSONBuilder()
    folders.set("supported", workspaceFoldersSupported)
    folders.set("changeNotifications", workspaceFoldersChangeNotifications)
    if !folders.object.isEmpty {
      builder.set("workspace", ["workspaceFolders": folders.json] as JSON)
    }
    for (key, value) in additional { builder.set(key, value) }
    return builder.json
  }
}

public struct InitializeResult: JSONConvertible, Hashable {
  public var capabilities: ServerCapabilities
  public var serverInfo: ProgramInfo?

  public init(capabilities: ServerCapabilities, serverInfo: ProgramInfo? = nil) {
    self.capabilities = capabilities
    self.serverInfo = serverInfo
  }

  public init(json: JSON) throws(ProtocolDecodingError) {
    let fields = try JSONFields(json)
    capabilities = try fields.required("capabilities")
    serverInfo = try fields.optional("serverInfo")
  }

  public var json: JSON {
    var builder = JSONBuilder()
    builder.set("capabilities", capabilities)
    builder.set("serverInfo", serverInfo)
    return builder.json
  }
}
