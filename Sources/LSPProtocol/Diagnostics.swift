import MaskJSON

public enum DiagnosticSeverity: Int, JSONConvertible, Hashable, CaseIterable {
  case error = 1
  case warning = 2
  case information = 3
  case hint = 4

  public init(json: JSON) throws(ProtocolDecodingError) {
    guard let number = json.intValue, let value = Int(exactly: number),
      let severity = DiagnosticSeverity(rawValue: value)
    else {
      throw ProtocolDecodingError(reason: "expected a severity 1...4, got \(json)")
    }
    self = severity
  }

  public var json: JSON { .int(Int64(rawValue)) }
}

public struct DiagnosticRelatedInformation: JSONConvertible, Hashable {
  public var location: Location
  public var message: String

  public init(location: Location, message: String) {
    self.location = location
    self.message = message
  }

  public init(json: JSON) throws(ProtocolDecodingError) {
    let fields = try JSONFields(json)
    location = try fields.required("location")
    message = try fields.string("message")
  }

  public var json: JSON { ["location": location.json, "message": .string(message)] }
}

public struct Diagnostic: JSONConvertible, Hashable {
  public var range: LSPRange
  public var severity: DiagnosticSeverity?
  /// The rule id (LSP allows integer or string; integers are read as their decimal text).
  public var code: String?
  /// `codeDescription.href`: a URL documenting the rule.
  public var codeDescriptionHref: String?
  public var source: String?
  public var message: String
  public var relatedInformation: [DiagnosticRelatedInformation]?
  /// Kept between publishDiagnostics and code actions.
  public var data: JSON?

  public init(
    range: LSPRange, severity: DiagnosticSeverity?, code: String? = nil,
    codeDescriptionHref: String? = nil, source: String? = "maskls", message: String,
    relatedInformation: [DiagnosticRelatedInformation]? = nil, data: JSON? = nil
  ) {
    self.range = range
    self.severity = severity
    self.code = code
    self.codeDescriptionHref = codeDescriptionHref
    self.source = source
    self.message = message
    self.relatedInformation = relatedInformation
    self.data = data
  }

  public init(json: JSON) throws(ProtocolDecodingError) {
    let fields = try JSONFields(json)
    range = try fields.required("range")
    severity = try fields.optional("severity")
    switch fields.raw("code") {
    case nil, .null?: code = nil
    case .string(let text)?: code = text
    case .int(let number)?: code = String(number)
    case let other?:
      throw ProtocolDecodingError(
        path: ["code"], reason: "expected a string or an integer, got \(other.typeName)")
    }
    if let description = try fields.optionalObject("codeDescription") {
      do {
        codeDescriptionHref = try description.string("href")
      } catch {
        throw error.prefixed(with: "codeDescription")
      }
    } else {
      codeDescriptionHref = nil
    }
    source = try fields.optionalString("source")
    message = try fields.string("message")
    relatedInformation = try fields.optionalArray("relatedInformation")
    data = fields.raw("data")
  }

  public var json: JSON {
    var builder = JSONBuilder()
    builder.set("range", range)
    builder.set("severity", severity)
    builder.set("code", code)
    builder.set("codeDescription", codeDescriptionHref.map { ["href": .string($0)] as JSON })
    builder.set("source", source)
    builder.set("message", message)
    builder.set("relatedInformation", relatedInformation)
    builder.set("data", data)
    return builder.json
  }
}

public struct PublishDiagnosticsParams: JSONConvertible, Hashable {
  public var uri: String
  public var version: Int?
  public var diagnostics: [Diagnostic]

  public init(uri: String, version: Int? = nil, diagnostics: [Diagnostic]) {
    self.uri = uri
    self.version = version
    self.diagnostics = diagnostics
  }

  public init(json: JSON) throws(ProtocolDecodingError) {
    let fields = try JSONFields(json)
    uri = try fields.string("uri")
    version = try fields.optionalInt("version")
    diagnostics = try fields.array("diagnostics")
  }

  public var json: JSON {
    var builder = JSONBuilder()
    builder.set("uri", uri)
    builder.set("version", version)
    builder.set("diagnostics", .array(diagnostics.map(\.json)))
    return builder.json
  }
}
