import MaskJSON

public enum FileChangeType: Int, JSONConvertible, Hashable {
  case created = 1
  case changed = 2
  case deleted = 3

  public init(json: JSON) throws(ProtocolDecodingError) {
    guard let number = json.intValue, let value = Int(exactly: number),
      let type = FileChangeType(rawValue: value)
    else { throw ProtocolDecodingError(reason: "expected 1, 2 or 3, got \(json)") }
    self = type
  }

  public var json: JSON { .int(Int64(rawValue)) }
}

public struct FileEvent: JSONConvertible, Hashable {
  public var uri: String
  public var type: FileChangeType

  public init(uri: String, type: FileChangeType) {
    self.uri = uri
    self.type = type
  }

  public init(json: JSON) throws(ProtocolDecodingError) {
    let fields = try JSONFields(json)
    uri = try fields.string("uri")
    type = try fields.required("type")
  }

  public var json: JSON { ["uri": .string(uri), "type": type.json] }
}

/// Params of `workspace/didChangeWatchedFiles`.
public struct DidChangeWatchedFilesParams: JSONConvertible, Hashable {
  public var changes: [FileEvent]

  public init(changes: [FileEvent]) { self.changes = changes }

  public init(json: JSON) throws(ProtocolDecodingError) {
    changes = try JSONFields(json).array("changes")
  }

  public var json: JSON { ["changes": .array(changes.map(\.json))] }
}

/// Params of `workspace/didChangeWorkspaceFolders`.
public struct DidChangeWorkspaceFoldersParams: JSONConvertible, Hashable {
  public var added: [WorkspaceFolder]
  public var removed: [WorkspaceFolder]

  public init(added: [WorkspaceFolder], removed: [WorkspaceFolder]) {
    self.added = added
    self.removed = removed
  }

  public init(json: JSON) throws(ProtocolDecodingError) {
    let fields = try JSONFields(json)
    guard let event = try fields.optionalObject("event") else {
      throw ProtocolDecodingError(path: ["event"], reason: "missing required field")
    }
    do {
      added = try event.array("added")
      removed = try event.array("removed")
    } catch {
      throw error.prefixed(with: "event")
    }
  }

  public var json: JSON {
    ["event": ["added": .array(added.map(\.json)), "removed": .array(removed.map(\.json))]]
  }
}

/// One entry of `client/registerCapability`.
public struct Registration: JSONConvertible, Hashable {
  public var id: String
  public var method: String
  public var registerOptions: JSON?

  public init(id: String, method: String, registerOptions: JSON? = nil) {
    self.id = id
    self.method = method
    self.registerOptions = registerOptions
  }

  /// Registers file watchers for `workspace/didChangeWatchedFiles` (glob patterns such as
  /// `**/*.swift`).
  public static func watchedFiles(id: String, globs: [String]) -> Registration {
    let watchers = JSON.array(globs.map { ["globPattern": .string($0)] })
    return Registration(
      id: id, method: "workspace/didChangeWatchedFiles", registerOptions: ["watchers": watchers])
  }

  public init(json: JSON) throws(ProtocolDecodingError) {
    let fields = try JSONFields(json)
    id = try fields.string("id")
    method = try fields.string("method")
    registerOptions = fields.raw("registerOptions")
  }

  public var json: JSON {
    var builder = JSONBuilder()
    builder.set("id", id)
    builder.set("method", method)
    builder.set("registerOptions", registerOptions)
    return builder.json
  }
}

/// Params of `client/registerCapability`.
public struct RegistrationParams: JSONConvertible, Hashable {
  public var registrations: [Registration]

  public init(registrations: [Registration]) { self.registrations = registrations }

  public init(json: JSON) throws(ProtocolDecodingError) {
    registrations = try JSONFields(json).array("registrations")
  }

  public var json: JSON { ["registrations": .array(registrations.map(\.json))] }
}
