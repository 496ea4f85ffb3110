import MaskAnalysis
import MaskJSON
import SourceScanning

/// `--format sarif`: SARIF 2.1.0 for code-scanning services. One run: the tool with every
/// rule and its help, columns stated as UTF-16 code units, results with rule ids, levels,
/// regions, related locations and a fingerprint that survives edits elsewhere in the file.
/// Paths are relative to `%SRCROOT%`, the folder the run started in.
enum SARIFReporter {
  static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
  static let configRule = RuleDescription(
    id: "config", name: "Configuration problem", severity: .warning,
    summary: "A key or value in .maskls.json that cannot be used; the rest of the file still applies.",
    triggeringExamples: [], nonTriggeringExamples: [])

  static func render(_ report: LintReport, paths: ReportPaths = ReportPaths()) -> JSON {
    let rules = RuleCatalog.descriptions + [configRule]
    var ruleIndex: [String: Int] = [:]
    for (i, r) in rules.enumerated() { ruleIndex[r.id] = i }
    var driver = JSONObject()
    driver["name"] = "maskls"
    driver["version"] = .string(MasklsVersion.string)
    driver["semanticVersion"] = .string(MasklsVersion.string)
    driver["rules"] = .array(rules.map(descriptor))
    var tool = JSONObject()
    tool["driver"] = .object(driver)

    let keys = FindingKey.keys(for: report.findings, texts: report.texts, relativeTo: paths.folder)
    let results: [JSON] = zip(report.findings, keys).map { finding, key in
      var result = JSONObject()
      result["ruleId"] = .string(finding.rule)
      if let i = ruleIndex[finding.rule] { result["ruleIndex"] = .int(Int64(i)) }
      result["level"] = .string(level(finding.severity))
      result["message"] = message(finding.message)
      result["locations"] = [location(finding.location, paths: paths)]
      if !finding.related.isEmpty {
        result["relatedLocations"] = .array(finding.related.enumerated().map { i, related in
          var o = location(related.location, paths: paths).objectValue!
          o["id"] = .int(Int64(i))
          o["message"] = message(related.message)
          return .object(o)
        })
      }
      result["partialFingerprints"] = ["maskls/v1": .string(key.fingerprint)]
      if let text = report.texts[finding.location.path], !finding.fixes.isEmpty {
        result["fixes"] = .array(finding.fixes.map { fix($0, path: finding.location.path, text: text, paths: paths) })
      }
      return .object(result)
    }

    var run = JSONObject()
    run["tool"] = .object(tool)
    run["originalUriBaseIds"] = ["%SRCROOT%": ["uri": .string(paths.folderURI)]]
    run["columnKind"] = "utf16CodeUnits"
    run["results"] = .array(results)
    var invocation = JSONObject()
    invocation["executionSuccessful"] = .bool(report.unreadableInputs.isEmpty)
    let notifications = report.notes.map { note -> JSON in
      var o = JSONObject()
      o["level"] = "note"
      o["message"] = message(note.message)
      o["locations"] = [physical(note.path, region: region(startLine: note.position.line, startColumn: note.position.utf16Column, endLine: nil, endColumn: nil), paths: paths)]
      return .object(o)
    } + report.unreadableInputs.map { s -> JSON in
      var o = JSONObject()
      o["level"] = "error"
      o["message"] = message("\(s.path): \(s.reason)")
      return .object(o)
    }
    if !notifications.isEmpty { invocation["toolExecutionNotifications"] = .array(notifications) }
    run["invocations"] = [.object(invocation)]

    var root = JSONObject()
    root["$schema"] = .string(schemaURI)
    root["version"] = "2.1.0"
    root["runs"] = [.object(run)]
    return .object(root)
  }

  /// `error`, `warning`, or `note` for an info.
  static func level(_ severity: Severity) -> String {
    switch severity {
    case .error: return "error"
    case .warning: return "warning"
    case .info: return "note"
    }
  }

  private static func message(_ text: String) -> JSON { ["text": .string(text)] }

  private static func descriptor(_ rule: RuleDescription) -> JSON {
    var o = JSONObject()
    o["id"] = .string(rule.id)
    o["name"] = .string(rule.name)
    o["shortDescription"] = message(rule.name)
    o["fullDescription"] = message(rule.summary)
    var help = JSONObject()
    help["text"] = .string(helpText(rule, markdown: false))
    help["markdown"] = .string(helpText(rule, markdown: true))
    o["help"] = .object(help)
    o["defaultConfiguration"] = ["level": .string(level(rule.severity))]
    return .object(o)
  }

  /// The summary, then the rule's examples (`↓` marks where a finding starts).
  static func helpText(_ rule: RuleDescription, markdown: Bool) -> String {
    var text = rule.summary
    func section(_ title: String, _ examples: [RuleExample]) {
      guard !examples.isEmpty else { return }
      text += markdown ? "\n\n**\(title)**\n" : "\n\n\(title)\n"
      for e in examples.prefix(3) {
        text += markdown ? "\n```\n\(e.code)\n```\n" : "\n    " + e.code.replacingOccurrences(of: "\n", with: "\n    ") + "\n"
      }
    }
    section("Reported:", rule.triggeringExamples)
    section("Not reported:", rule.nonTriggeringExamples)
    return text
  }

  private static func location(_ loc: SourceLocation, paths: ReportPaths) -> JSON {
    physical(loc.path, region: region(startLine: loc.start.line, startColumn: loc.start.utf16Column, endLine: loc.end.line, endColumn: loc.end.utf16Column), paths: paths)
  }

  /// A proposed fix: its edits as replacements of regions of the finding's file.
  private static func fix(_ fix: Fix, path: String, text: SourceText, paths: ReportPaths) -> JSON {
    let replacements: [JSON] = fix.edits.map { edit in
      let start = text.position(of: edit.range.lowerBound), end = text.position(of: edit.range.upperBound)
      var replacement = JSONObject()
      replacement["deletedRegion"] = region(startLine: start.line, startColumn: start.utf16Column, endLine: end.line, endColumn: end.utf16Column)
      replacement["insertedContent"] = ["text": .string(edit.newText)]
      return .object(replacement)
    }
    var change = JSONObject()
    change["artifactLocation"] = artifact(path, paths: paths)
    change["replacements"] = .array(replacements)
    var o = JSONObject()
    o["description"] = message(fix.title)
    o["artifactChanges"] = [.object(change)]
    return .object(o)
  }

  /// 1-based lines and UTF-16 columns; `endColumn` is the column after the region.
  private static func region(startLine: Int, startColumn: Int, endLine: Int?, endColumn: Int?) -> JSON {
    var o = JSONObject()
    o["startLine"] = .int(Int64(startLine + 1))
    o["startColumn"] = .int(Int64(startColumn + 1))
    if let endLine, let endColumn {
      o["endLine"] = .int(Int64(endLine + 1))
      o["endColumn"] = .int(Int64(endColumn + 1))
    }
    return .object(o)
  }

  private static func artifact(_ path: String, paths: ReportPaths) -> JSON {
    let (uri, relative) = paths.uri(path)
    var artifact = JSONObject()
    artifact["uri"] = .string(uri)
    if relative { artifact["uriBaseId"] = "%SRCROOT%" }
    return .object(artifact)
  }

  private static func physical(_ path: String, region: JSON, paths: ReportPaths) -> JSON {
    var physical = JSONObject()
    physical["artifactLocation"] = artifact(path, paths: paths)
    physical["region"] = region
    return ["physicalLocation": .object(physical)]
  }
}
