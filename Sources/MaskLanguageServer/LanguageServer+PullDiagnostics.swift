import LSPProtocol
import LSPTransport
import MaskAnalysis
import MaskJSON

/// Pull diagnostics (`textDocument/diagnostic`, `workspace/diagnostic`), used instead of
/// `publishDiagnostics` when the client announces `textDocument.diagnostic`: never both.
/// Result ids are the hash of the report, so an unchanged report is answered `unchanged`.
extension LanguageServer {
  /// Whether the client pulls diagnostics.
  var pullsDiagnostics: Bool { capabilities.raw["textDocument"]?["diagnostic"]?.objectValue != nil }

  /// Whether the client takes `workspace/diagnostic/refresh`.
  var refreshesDiagnostics: Bool { capabilities.raw["workspace"]?["diagnostics"]?["refreshSupport"]?.boolValue ?? false }

  var diagnosticCapability: JSON {
    ["identifier": "maskls", "interFileDependencies": true, "workspaceDiagnostics": true]
  }

  func documentDiagnostics(_ params: JSON, id: RequestID) -> Result<JSON, ResponseError> {
    guard let uri = params["textDocument"]?["uri"]?.stringValue else {
      return .failure(.invalidParams("`textDocument/diagnostic` needs `textDocument.uri`"))
    }
    let path = documents[FileURI.normalized(uri)]?.path ?? FileURI.path(fromURI: uri) ?? uri
    return findingsForRequest(id, params: params, path: path).map {
      diagnosticReport(uri: uri, findings: $0, previous: params["previousResultId"]?.stringValue).json
    }
  }

  func workspaceDiagnostics(_ params: JSON, id: RequestID) -> Result<JSON, ResponseError> {
    var previous: [String: String] = [:]
    for entry in params["previousResultIds"]?.arrayValue ?? [] {
      if let uri = entry["uri"]?.stringValue, let value = entry["value"]?.stringValue { previous[FileURI.normalized(uri)] = value }
    }
    let mapping = diagnosticMapping()
    var uris: [String: String] = [:]
    var byPath: [String: [Finding]] = [:]
    for document in documents.values { uris[FileURI.normalized(document.uri)] = document.uri }
    let all: [Finding]
    switch findingsForRequest(id, params: params, path: nil) {
    case .success(let list): all = list
    case .failure(let error): return .failure(error)
    }
    for finding in all {
      let uri = mapping.uriForPath(finding.location.path)
      uris[FileURI.normalized(uri)] = uri
      byPath[finding.location.path, default: []].append(finding)
    }
    // A file reported before whose findings went away gets an empty report.
    for key in previous.keys where uris[key] == nil { uris[key] = key }
    var items: [JSON] = []
    for (key, uri) in uris.sorted(by: { $0.key < $1.key }) {
      let path = documents[key]?.path ?? FileURI.path(fromURI: uri) ?? uri
      var report = diagnosticReport(uri: uri, findings: byPath[path] ?? [], previous: previous[key])
      report.object["uri"] = .string(uri)
      report.object["version"] = documents[key].map { .int(Int64($0.version)) } ?? .null
      items.append(.object(report.object))
    }
    return .success(["items": .array(items)])
  }

  /// A full report, or `unchanged` when its result id is `previous`.
  private func diagnosticReport(uri: String, findings: [Finding], previous: String?) -> (object: JSONObject, json: JSON) {
    let mapping = diagnosticMapping()
    let diagnostics = findings.map(mapping.diagnostic)
    let json = JSON.array(diagnostics.map(\.json))
    let resultId = String(UInt64(bitPattern: Int64(json.serialized().hashValue)), radix: 36)
    var object: JSONObject
    if resultId == previous {
      object = ["kind": "unchanged", "resultId": .string(resultId)]
    } else {
      object = ["kind": "full", "resultId": .string(resultId), "items": json]
    }
    return (object, .object(object))
  }

  /// In pull mode, instead of publishing: asks the client to pull again after a change it did
  /// not make itself (the index, files on disk, the configuration).
  func diagnosticsChangedInPullMode(byClientEdit: Bool) {
    guard !byClientEdit, refreshesDiagnostics else { return }
    sendRequest(method: "workspace/diagnostic/refresh", params: .null)
  }
}
