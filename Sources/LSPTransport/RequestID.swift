import MaskJSON

/// A JSON-RPC request id: an integer or a string.
public enum RequestID: Sendable, Hashable, CustomStringConvertible {
  case int(Int64)
  case string(String)

  /// Reads an id; nil for anything but an integer or a string.
  public init?(json: JSON) {
    switch json {
    case .int(let number): self = .int(number)
    case .string(let text): self = .string(text)
    default: return nil
    }
  }

  public var json: JSON {
    switch self {
    case .int(let number): .int(number)
    case .string(let text): .string(text)
    }
  }

  public var description: String {
    switch self {
    case .int(let number): String(number)
    case .string(let text): "\"\(text)\""
    }
  }
}
