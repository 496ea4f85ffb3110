import ArgumentParser
import Foundation
import MaskAnalysis
import MaskJSON

/// `maskls rules`: the rule catalogue with its documentation.
struct RulesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rules", abstract: "Lists the rules with their documentation and examples.")

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, json
  }

  @Argument(help: "Show only this rule.")
  var id: String?

  @Option(help: "Output format: text, or json (every rule with its examples).")
  var format: Format = .text

  @Option(name: .customLong("docs"), help: "Write one Markdown page per rule (and README.md) into this folder.")
  var docsFolder: String?

  func run() throws {
    var descriptions = RuleCatalog.descriptions
    if let id {
      guard let d = RuleCatalog.description(forID: id) else { throw UsageError(message: "no rule `\(id)`; `maskls rules` lists them") }
      descriptions = [d]
    }
    if let docsFolder {
      let folder = URL(fileURLWithPath: docsFolder)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      for d in descriptions {
        try Data(RuleDocumentation.markdown(d).utf8).write(to: folder.appendingPathComponent(RuleDocumentation.fileName(d)))
      }
      if id == nil { try Data(RuleDocumentation.index(descriptions).utf8).write(to: folder.appendingPathComponent("README.md")) }
      return
    }
    let out: String
    switch format {
    case .text: out = text(descriptions)
    case .json: out = Self.json(descriptions).serialized(pretty: true) + "\n"
    }
    FileHandle.standardOutput.write(Data(out.utf8))
  }

  private func text(_ descriptions: [RuleDescription]) -> String {
    var out = ""
    for d in descriptions {
      out += "\(d.id) (\(d.severity.rawValue)): \(d.name)\n"
      out += "  \(d.summary)\n"
      if id != nil {
        if let when = d.reportedPastLimit { out += "  Triggers: \(when)\n" }
        out += "  Triggers:\n" + d.triggeringExamples.map { "    " + $0.code.replacingOccurrences(of: "\n", with: "\n    ") + "\n" }.joined()
        out += "  Does not trigger:\n" + d.nonTriggeringExamples.map { "    " + $0.code.replacingOccurrences(of: "\n", with: "\n    ") + "\n" }.joined()
      }
      out += "\n"
    }
    return out
  }

  /// `{"version": 1, "rules": [{"id", "name", "severity", "summary", "triggering": [{"code",
  /// "fileName"}], "nonTriggering": [...], "reportedPastLimit"?}]}`; `↓` in `code` marks
  /// where a finding starts.
  static func json(_ descriptions: [RuleDescription]) -> JSON {
    func examples(_ list: [RuleExample]) -> JSON {
      .array(list.map { ["code": .string($0.code), "fileName": .string($0.fileName)] })
    }
    let rules: [JSON] = descriptions.map { d in
      var o = JSONObject()
      o["id"] = .string(d.id)
      o["name"] = .string(d.name)
      o["severity"] = .string(d.severity.rawValue)
      o["summary"] = .string(d.summary)
      o["triggering"] = examples(d.triggeringExamples)
      o["nonTriggering"] = examples(d.nonTriggeringExamples)
      if let when = d.reportedPastLimit { o["reportedPastLimit"] = .string(when) }
      return .object(o)
    }
    return ["version": 1, "rules": .array(rules)]
  }
}
