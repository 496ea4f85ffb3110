import ArgumentParser
import Foundation
import MaskAnalysis

/// `maskls rules`: the rule catalogue with its documentation.
struct RulesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rules", abstract: "Lists the rules with their documentation and examples.")

  @Argument(help: "Show only this rule.")
  var id: String?

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
    var out = ""
    for d in descriptions {
      out += "\(d.id) (\(d.severity.rawValue)): \(d.name)\n"
      out += "  \(d.summary)\n"
      if id != nil {
        out += "  Triggers:\n" + d.triggeringExamples.map { "    " + $0.code.replacingOccurrences(of: "\n", with: "\n    ") + "\n" }.joined()
        out += "  Does not trigger:\n" + d.nonTriggeringExamples.map { "    " + $0.code.replacingOccurrences(of: "\n", with: "\n    ") + "\n" }.joined()
      }
      out += "\n"
    }
    FileHandle.standardOutput.write(Data(out.utf8))
  }
}
