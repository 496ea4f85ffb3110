import LSPProtocol
import LSPTransport
import MaskAnalysis
import MaskJSON
import SourceScanning

/// `textDocument/codeAction` and `codeAction/resolve`: the findings' fixes as quick fixes,
/// "Ignore this rule on this line", and "Fix all safe maskls problems in this file"
/// (`source.fixAll.maskls`). Computed from the project's cached findings of the document.
extension LanguageServer {
  /// Whether the client resolves code actions lazily (`resolveSupport` covering `edit`).
  var resolvesCodeActionEdits: Bool {
    let properties = capabilities.raw["textDocument"]?["codeAction"]?["resolveSupport"]?["properties"]?.arrayValue
    return properties?.contains(.string("edit")) ?? false
  }

  /// The server capability announced in `initialize`.
  var codeActionCapability: JSON {
    [
      "codeActionKinds": [.string(CodeActionKind.quickFix), .string(CodeActionKind.fixAllMaskls)],
      "resolveProvider": .bool(resolvesCodeActionEdits),
    ]
  }

  func codeActions(_ params: CodeActionParams, request: JSONRPCRequest) -> Result<JSON, ResponseError> {
    let key = FileURI.normalized(params.textDocument.uri)
    guard let document = documents[key] else { return .success(.array([])) }
    let findings: [Finding]
    switch findingsForRequest(request.id, params: request.params, path: document.path) {
    case .success(let list): findings = list
    case .failure(let error): return .failure(error)
    }
    let mapping = diagnosticMapping()
    let lazy = resolvesCodeActionEdits
    var actions: [CodeAction] = []
    if Self.wants(CodeActionKind.quickFix, only: params.only) {
      for finding in findings {
        let range = mapping.range(finding.location)
        guard range.start <= params.range.end, params.range.start <= range.end else { continue }
        let diagnostic = mapping.diagnostic(finding)
        let target = CodeActionTarget(uri: document.uri, rule: finding.rule, range: range)
        for (index, fix) in finding.fixes.enumerated() {
          actions.append(
            CodeAction(
              title: fix.title, kind: CodeActionKind.quickFix, diagnostics: [diagnostic],
              isPreferred: fix.isPreferred && index == 0,
              edit: lazy ? nil : workspaceEdit(fix.edits, document: document),
              data: lazy ? target.json(action: "fix", index: index) : nil))
        }
        if let edit = SuppressionEdit.make(
          rule: finding.rule, at: finding.location, in: document.text,
          enclosing: index.project.enclosingLiteral(path: document.path, range: finding.location.range)) {
          actions.append(
            CodeAction(
              title: "Ignore \(finding.rule) on this line", kind: CodeActionKind.quickFix, diagnostics: [diagnostic],
              isPreferred: false, edit: lazy ? nil : workspaceEdit([edit], document: document),
              data: lazy ? target.json(action: "ignore", index: 0) : nil))
        }
      }
    }
    if Self.wants(CodeActionKind.fixAllMaskls, only: params.only), let edits = Self.safeFixEdits(findings) {
      actions.append(
        CodeAction(
          title: "Fix all safe maskls problems in this file", kind: CodeActionKind.fixAllMaskls,
          edit: lazy ? nil : workspaceEdit(edits, document: document),
          data: lazy ? CodeActionTarget(uri: document.uri, rule: "", range: params.range).json(action: "fixAll", index: 0) : nil))
    }
    return .success(.array(actions.map(\.json)))
  }

  /// Fills in the `edit` of an action sent without one.
  func resolveCodeAction(_ action: CodeAction, request: JSONRPCRequest) -> Result<JSON, ResponseError> {
    var action = action
    guard let data = action.data, let target = CodeActionTarget(json: data), let kind = data["action"]?.stringValue,
      let document = documents[FileURI.normalized(target.uri)]
    else { return .success(action.json) }
    let findings: [Finding]
    switch findingsForRequest(request.id, params: nil, path: document.path) {
    case .success(let list): findings = list
    case .failure(let error): return .failure(error)
    }
    if kind == "fixAll" {
      action.edit = Self.safeFixEdits(findings).map { workspaceEdit($0, document: document) }
      return .success(action.json)
    }
    let mapping = diagnosticMapping()
    let fixIndex = Int(data["index"]?.intValue ?? 0)
    guard let finding = findings.first(where: { $0.rule == target.rule && mapping.range($0.location) == target.range }) else {
      return .success(action.json)
    }
    switch kind {
    case "fix" where finding.fixes.indices.contains(fixIndex):
      action.edit = workspaceEdit(finding.fixes[fixIndex].edits, document: document)
    case "ignore":
      action.edit = SuppressionEdit.make(
          rule: finding.rule, at: finding.location, in: document.text,
          enclosing: index.project.enclosingLiteral(path: document.path, range: finding.location.range))
        .map { workspaceEdit([$0], document: document) }
    default: break
    }
    return .success(action.json)
  }

  /// The edits of the first safe fix of every finding, leaving out fixes that overlap one
  /// taken before; nil when there is none.
  static func safeFixEdits(_ findings: [Finding]) -> [TextEdit]? {
    let safe = findings.compactMap { $0.fixes.first(where: \.isSafe) }
    guard !safe.isEmpty else { return nil }
    // The text does not matter for choosing: only which fixes fit together.
    let upper = safe.flatMap(\.edits).map(\.range.upperBound).max() ?? 0
    let chosen = FixApplication.apply(safe, to: [UInt8](repeating: 0x20, count: upper)).applied
    var seen: Set<Fix> = []
    return chosen.map { safe[$0] }.filter { seen.insert($0).inserted }.flatMap(\.edits)
  }

  func workspaceEdit(_ edits: [TextEdit], document: OpenDocument) -> WorkspaceEdit {
    let lspEdits = edits.map { LSPTextEdit(range: converter.range($0.range, in: document.text), newText: $0.newText) }
    return WorkspaceEdit(changes: [document.uri: lspEdits])
  }

  /// Whether `kind` is asked for by `only` (a kind covers its sub-kinds: `source` covers
  /// `source.fixAll.maskls`).
  static func wants(_ kind: String, only: [String]?) -> Bool {
    guard let only else { return kind == CodeActionKind.quickFix || kind == CodeActionKind.fixAllMaskls }
    return only.contains { kind == $0 || kind.hasPrefix($0 + ".") }
  }
}

/// What a lazily resolved action refers to: the finding's rule and range in a document.
struct CodeActionTarget {
  var uri: String
  var rule: String
  var range: LSPRange

  init(uri: String, rule: String, range: LSPRange) {
    self.uri = uri
    self.rule = rule
    self.range = range
  }

  init?(json: JSON) {
    guard let uri = json["uri"]?.stringValue, let rule = json["rule"]?.stringValue, let range = json["range"],
      let decoded = try? LSPRange(json: range)
    else { return nil }
    self.init(uri: uri, rule: rule, range: decoded)
  }

  func json(action: String, index: Int) -> JSON {
    ["uri": .string(uri), "rule": .string(rule), "range": range.json, "action": .string(action), "index": .int(Int64(index))]
  }
}
