import MaskJSON

public enum MessageType: Int, JSONConvertible, Hashable {
  case error = 1
  case warning = 2
  case info = 3
  case log = 4
  case debug = 5

  public init(json: JSON) throws(ProtocolDecodingError) {
    guard let number = json.intValue, let value = Int(exactly: number),
      let type = MessageType(rawValue: value)
    else { throw ProtocolDecodingError(reason: "expected 1...5, got \(json)") }
    self = type
  }

  public var json: JSON { .int(Int64(rawValue)) }
}

/// Params of `window/logMessage` and `window/showMessage`.
public struct LogMessageParams: JSONConvertible, Hashable {
  public var type: MessageType
  public var message: String

  public init(type: MessageType, message: String) {
    self.type = type
    self.message = message
  }

  public init(json: JSON) throws(ProtocolDecodingError) {
    let fields = try JSONFields(json)
    type = try fields.required("type")
    message = try fields.string("message")
  }

  public var json: JSON { ["type": type.json, "message": .string(message)] }
}

public typealias ShowMessageParams = LogMessageParams
