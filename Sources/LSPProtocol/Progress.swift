import MaskJSON

/// The `value` of a work-done `$/progress` notification.
public enum WorkDoneProgress: JSONConvertible, Hashable {
  case begin(
    title: String, cancellable: Bool? = nil, message: String? = nil, percentage: Int? = nil)
  case report(cancellable: Bool? = nil, message: String? = nil, percentage: Int? = nil)
  case end(message: String? = nil)

  public init(json: JSON) throws(ProtocolDecodingError) {
    let fields = try JSONFields(json)
    let kind = try fields.string("kind")
    switch kind {
    case "begin":
      self = .begin(
        title: try fields.string("title"), cancellable: try fields.optionalBool("cancellable"),
        message: try fields.optionalString("message"),
        percentage: try fields.optionalInt("percentage", in: 0...100))
    case "report":
      self = .report(
        cancellable: try fields.optionalBool("cancellable"),
        message: try fields.optionalString("message"),
        percentage: try fields.optionalInt("percentage", in: 0...100))
    case "end":
      self = .end(message: try fields.optionalString("message"))
    default:
      throw ProtocolDecodingError(
        path: ["kind"], reason: "expected \"begin\", \"report\" or \"end\", got \"\(kind)\"")
    }
  }

  public var json: JSON {
    var builder = JSONBuilder()
    switch self {
    case .begin(let title, let cancellable, let message, let percentage):
      builder.set("kind", "begin")
      builder.set("title", title)
      builder.set("cancellable", cancellable)
      builder.set("message", message)
      builder.set("percentage", percentage)
    case .report(let cancellable, let message, let percentage):
      builder.set("kind", "report")
      builder.set("cancellable", cancellable)
      builder.set("message", message)
      builder.set("percentage", percentage)
    case .end(let message):
      builder.set("kind", "end")
      builder.set("message", message)
    }
    return builder.json
  }
}

/// Params of `$/progress`.
public struct ProgressParams: JSONConvertible, Hashable {
  public var token: ProgressToken
  public var value: JSON

  public init(token: ProgressToken, value: JSON) {
    self.token = token
    self.value = value
  }

  public init(token: ProgressToken, progress: WorkDoneProgress) {
    self.init(token: token, value: progress.json)
  }

  public init(json: JSON) throws(ProtocolDecodingError) {
    let fields = try JSONFields(json)
    token = try fields.required("token")
    guard let value = fields.raw("value") else {
      throw ProtocolDecodingError(path: ["value"], reason: "missing required field")
    }
    self.value = value
  }

  /// `value` read as work-done progress, if it is one.
  public var workDoneProgress: WorkDoneProgress? { try? WorkDoneProgress(json: value) }

  public var json: JSON { ["token": token.json, "value": value] }
}

/// Params of `window/workDoneProgress/create`.
public struct WorkDoneProgressCreateParams: JSONConvertible, Hashable {
  public var token: ProgressToken

  public init(token: ProgressToken) { self.token = token }

  public init(json: JSON) throws(ProtocolDecodingError) {
    token = try JSONFields(json).required("token")
  }

  public var json: JSON { ["token": token.json] }
}
