import ArgumentParser
import Foundation
import MaskAnalysis

/// `maskls rules`: the rule catalogue with its documentation.
struct RulesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rules", abstract: "Lists the rules with their documentation and examples.")

  @Argument(help: "Show only this rule.")
  var id: String?

  func run() throws {
    var descriptions = RuleCatalog.descriptions
    if let id {
      guard let d = RuleCatalog.description(forID: id) else { throw UsageError(message: "no rule `\(id)`; `maskls rules` lists them") }
      descriptions = [d]
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
