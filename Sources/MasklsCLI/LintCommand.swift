import ArgumentParser
import Foundation
import MaskAnalysis

/// `maskls lint [PATH...]`.
struct LintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Checks the masks and regexes in form code: Swift, Objective-C, storyboards, Kotlin, Java, Android layouts, JS/TS/JSX, HTML, Vue, Dart and C#.",
    discussion: """
      Exit status: 0 without errors, 1 with errors (with --strict, warnings too), 2 on a \
      usage or I/O error.
      """)

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
  }

  @Argument(help: "Files or directories (default: the current directory).")
  var paths: [String] = []

  @Option(help: "Output format: text or json.")
  var format: Format = .text

  @Flag(help: "Exit 1 on warnings too.")
  var strict = false

  func run() throws {
    let report: LintReport
    do {
      report = try LintRunner.lint(paths.isEmpty ? ["."] : paths)
    } catch {
      throw UsageError(message: "\(error)")
    }
    let output: String
    switch format {
    case .text: output = TextReporter.render(report)
    case .json: output = JSONReporter.render(report)
    }
    FileHandle.standardOutput.write(Data(output.utf8))
    for skipped in report.skipped where format == .text {
      FileHandle.standardError.write(Data("\(skipped.path): warning: skipped: \(skipped.reason)\n".utf8))
    }
    if report.errorCount > 0 || (strict && report.warningCount > 0) { throw ExitCode(1) }
  }
}
