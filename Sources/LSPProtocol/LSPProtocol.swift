import MaskJSON

/// LSP 3.17 protocol types (no server logic). Every type converts from JSON with
/// `init(json:)`, throwing a `ProtocolDecodingError` that names the bad field (the server turns
/// it into `-32602 Invalid params`), and back with `json`.
public enum LSPProtocol {}

/// A protocol value that reads from and writes to JSON.
public protocol JSONConvertible: Sendable {
  init(json: JSON) throws(ProtocolDecodingError)
  var json: JSON { get }
}

/// A field of the wrong type or missing, with the path to it
/// (`textDocument.position.line: expected an integer, got string`).
public struct ProtocolDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Path components from the params root (`["contentChanges", "[2]", "range"]`).
  public var path: [String]
  public var reason: String

  public init(path: [String] = [], reason: String) {
    self.path = path
    self.reason = reason
  }

  /// The dotted path, indices attached: `contentChanges[2].range.start`.
  public var pathString: String {
    var text = ""
    for component in path {
      if component.hasPrefix("[") || text.isEmpty {
        text += component
      } else {
        text += "." + component
      }
    }
    return text
  }

  /// The readable message for `-32602`.
  public var description: String {
    path.isEmpty ? reason : "\(pathString): \(reason)"
  }

  /// The same error seen from one level up.
  public func prefixed(with component: String) -> ProtocolDecodingError {
    ProtocolDecodingError(path: [component] + path, reason: reason)
  }
}
