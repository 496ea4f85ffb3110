import ArgumentParser
import Foundation
import MaskAnalysis

/// `maskls lint [PATH...]`.
struct LintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Checks the masks and regexes in form code: Swift, Objective-C, storyboards, Kotlin, Java, Android layouts, JS/TS/JSX, HTML, Vue, Dart and C#.",
    discussion: """
      Files and folders ignored by .gitignore, .ignore and .git/info/exclude are not read, \
      nor (unless --no-default-excludes) dependency and build folders and minified files; \
      a path named on the command line is always read.

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

  @Flag(
    name: .customLong("no-default-excludes"),
    help: "Also read dependency and build folders (dist, build, out, .next, vendor, node_modules, Pods, …) and minified files.")
  var noDefaultExcludes = false

  func run() throws {
    let report: LintReport
    do {
      report = try LintRunner.lint(paths.isEmpty ? ["."] : paths, defaultExcludes: noDefaultExcludes ? false : nil)
    } catch {
      throw UsageError(message: "\(error)")
    }
    let out = OutputWriter()
    switch format {
    case .text: TextReporter.write(report, to: out)
    case .json: out.write(JSONReporter.render(report))
    }
    out.flush()
    for skipped in report.skipped where format == .text && skipped.kind == .unreadable {
      FileHandle.standardError.write(Data("\(skipped.path): warning: skipped: \(skipped.reason)\n".utf8))
    }
    if report.errorCount > 0 || (strict && report.warningCount > 0) { throw ExitCode(1) }
  }
}
