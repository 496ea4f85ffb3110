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
      a path named on the command line is always read. `-` reads one file from standard \
      input, named by --stdin-filename.

      --fix applies the safe fixes of the findings (changes that cannot alter what working \
      code does), writes each changed file whole, never a file that changed since it was \
      read, then reports what remains; with `-` it prints the fixed text instead of the \
      report. --diff shows those changes as a unified diff and changes nothing.

      Exit status: 0 without errors, 1 with errors (with --strict, warnings too), 2 on a \
      usage or I/O error (a file named on the command line that cannot be read or is not text). \
      With --fix, the status is about the findings left after fixing; with --diff, 1 when \
      there is something to fix, 0 otherwise.
      """)

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, json, sarif, github, gitlab, xcode
  }

  @Argument(help: "Files or directories (default: the current directory); `-` for standard input.")
  var paths: [String] = []

  @Option(help: "Output format: text, json, sarif (SARIF 2.1.0), github (workflow annotations), gitlab (Code Climate JSON) or xcode.")
  var format: Format = .text

  @Option(name: .customLong("output-file"), help: ArgumentHelp("Write the report to FILE instead of standard output.", valueName: "FILE"))
  var outputFile: String?

  @Option(help: "Colour text output: auto (on a terminal, unless NO_COLOR is set), always or never.")
  var color: ColorChoice = .auto

  @Option(name: .customLong("stdin-filename"), help: ArgumentHelp("The name of the file read from `-`: its language and .maskls.json come from it.", valueName: "PATH"))
  var stdinFilename: String?

  @Option(help: ArgumentHelp("Use this configuration file instead of the .maskls.json found from the first path.", valueName: "FILE"))
  var config: String?

  @Option(parsing: .singleValue, help: ArgumentHelp("Report only these rules (ids or families such as `regex`, comma-separated; repeatable).", valueName: "RULES"))
  var select: [String] = []

  @Option(parsing: .singleValue, help: ArgumentHelp("Do not report these rules (ids or families, comma-separated; repeatable).", valueName: "RULES"))
  var ignore: [String] = []

  @Option(help: ArgumentHelp("Hide the findings recorded in FILE; its entries that no longer match are listed on standard error.", valueName: "FILE"))
  var baseline: String?

  @Option(name: .customLong("write-baseline"), help: ArgumentHelp("Record the current findings in FILE (and exit 0): later runs with --baseline FILE report only new ones.", valueName: "FILE"))
  var writeBaseline: String?

  @Flag(help: "Apply the safe fixes, then report the findings that remain.")
  var fix = false

  @Flag(help: "Print what --fix would change as a unified diff, change nothing (exit 1 when there is something to fix).")
  var diff = false

  @Flag(name: .customLong("unsafe-fixes"), help: "With --fix or --diff, also apply the fixes that change what a pattern accepts (review them).")
  var unsafeFixes = false

  @Flag(help: "Exit 1 on warnings too.")
  var strict = false

  @Flag(
    name: .customLong("no-default-excludes"),
    help: "Also read dependency and build folders (dist, build, out, .next, vendor, node_modules, Pods, …) and minified files.")
  var noDefaultExcludes = false

  func validate() throws {
    if paths.contains("-") {
      guard paths == ["-"] else { throw ValidationError("`-` (standard input) cannot be combined with other paths") }
      guard stdinFilename != nil else { throw ValidationError("`-` needs --stdin-filename PATH: the name tells the language (Form.swift, form.ts, …)") }
    } else if stdinFilename != nil {
      throw ValidationError("--stdin-filename is for `-` (standard input)")
    }
    if baseline != nil, writeBaseline != nil { throw ValidationError("use either --baseline or --write-baseline") }
    if fix, diff { throw ValidationError("use either --fix (change the files) or --diff (show the changes)") }
    if fix || diff, writeBaseline != nil { throw ValidationError("--write-baseline records findings; fix them in another run") }
    if unsafeFixes, !fix, !diff { throw ValidationError("--unsafe-fixes goes with --fix or --diff") }
  }

  func run() throws {
    let selection: RuleSelection
    do {
      selection = try RuleSelection(select: Self.items(select), ignore: Self.items(ignore))
    } catch {
      throw UsageError(message: "\(error)")
    }
    let standardInput = stdinFilename.map { LintRunner.StandardInput(path: $0, bytes: [UInt8](FileHandle.standardInput.readDataToEndOfFile())) }
    var report = try lint(standardInput, selection: selection)
    if fix || diff {
      var shown = report
      _ = try applyBaseline(&shown)
      let fixing = LintFixing(shown, includeUnsafe: unsafeFixes, standardInput: standardInput)
      LintFixing.warn(fixing.refused)
      if diff { return try showDiff(fixing, report: report) }
      if let input = standardInput {
        return try fixStandardInput(input, fixing: fixing, selection: selection)
      }
      let outcome = fixing.write()
      LintFixing.warn(outcome.failed)
      summarize(outcome.written)
      report = try lint(nil, selection: selection)
    }
    let baselineOutcome = try applyBaseline(&report)
    try render(report, baseline: baselineOutcome)
    try finish(report, baseline: baselineOutcome)
  }

  /// Stale baseline entries, skipped and unreadable files on standard error; the exit status.
  private func finish(_ report: LintReport, baseline baselineOutcome: Baseline.Outcome?) throws {
    if let outcome = baselineOutcome, !outcome.stale.isEmpty, let baseline {
      var text = "maskls: \(outcome.stale.count) \(outcome.stale.count == 1 ? "entry" : "entries") of \(baseline) no longer \(outcome.stale.count == 1 ? "matches" : "match") a finding (fixed or changed; --write-baseline \(baseline) drops them):\n"
      for e in outcome.stale { text += "  \(TerminalText.escaped(e.key.path)): \(e.key.rule) `\(TerminalText.escaped(e.key.text))` (occurrence \(e.key.occurrence))\n" }
      FileHandle.standardError.write(Data(text.utf8))
    }
    if format == .text || format == .xcode {
      for skipped in report.skipped where skipped.kind == .unreadable && !report.unreadableInputs.contains(skipped) {
        FileHandle.standardError.write(Data("\(TerminalText.escaped(skipped.path)): warning: skipped: \(skipped.reason)\n".utf8))
      }
    }
    for input in report.unreadableInputs {
      FileHandle.standardError.write(Data("maskls: error: \(TerminalText.escaped(input.path)): \(input.reason)\n".utf8))
    }
    if !report.unreadableInputs.isEmpty { throw ExitCode(2) }
    if writeBaseline != nil { return }
    if report.errorCount > 0 || (strict && report.warningCount > 0) { throw ExitCode(1) }
  }

  /// Lints the paths (or `standardInput`), keeping the selected rules.
  private func lint(_ standardInput: LintRunner.StandardInput?, selection: RuleSelection) throws -> LintReport {
    var report: LintReport
    do {
      report = try LintRunner.lint(
        paths.isEmpty ? ["."] : paths, configuration: try loadConfiguration(), defaultExcludes: noDefaultExcludes ? false : nil,
        standardInput: standardInput)
    } catch let error as UsageError {
      throw error
    } catch {
      throw UsageError(message: "\(error)")
    }
    report.findings = report.findings.filter { selection.includes($0.rule) }
    return report
  }

  /// `--diff`: the changes on the output, a count on standard error; exit 1 when there is
  /// something to fix.
  private func showDiff(_ fixing: LintFixing, report: LintReport) throws {
    let (handle, out) = try openOutput()
    out.write(fixing.diff(paths: ReportPaths()))
    out.flush()
    if outputFile != nil { try? handle.close() }
    let changed = fixing.changed
    let message = changed.isEmpty
      ? "maskls: nothing to fix\n"
      : "maskls: --fix would apply \(LintFixing.plural(fixing.appliedCount, "fix")) in \(LintFixing.plural(changed.count, "file"))\n"
    FileHandle.standardError.write(Data(message.utf8))
    for input in report.unreadableInputs {
      FileHandle.standardError.write(Data("maskls: error: \(TerminalText.escaped(input.path)): \(input.reason)\n".utf8))
    }
    if !report.unreadableInputs.isEmpty { throw ExitCode(2) }
    if !changed.isEmpty { throw ExitCode(1) }
  }

  /// `--fix` with `-`: the fixed text (the text as given when nothing applies) on standard
  /// output; the report of what remains only with --output-file. The exit status is about
  /// what remains.
  private func fixStandardInput(_ input: LintRunner.StandardInput, fixing: LintFixing, selection: RuleSelection) throws {
    let fixed = fixing.files.first { $0.path == input.path }?.fixed ?? input.bytes
    FileHandle.standardOutput.write(Data(fixed))
    var report = try lint(LintRunner.StandardInput(path: input.path, bytes: fixed), selection: selection)
    let baselineOutcome = try applyBaseline(&report)
    if outputFile != nil { try render(report, baseline: baselineOutcome) }
    let remaining = report.findings.count
    FileHandle.standardError.write(Data(
      "maskls: fixed \(LintFixing.plural(fixing.appliedCount, "finding")), \(remaining) remaining\n".utf8))
    try finish(report, baseline: baselineOutcome)
  }

  /// What `--fix` changed, on standard error.
  private func summarize(_ written: [FileFix]) {
    let applied = written.reduce(0) { $0 + $1.applied }
    let deferred = written.reduce(0) { $0 + $1.deferred }
    var message = written.isEmpty
      ? "maskls: nothing fixed"
      : "maskls: fixed \(LintFixing.plural(applied, "finding")) in \(LintFixing.plural(written.count, "file"))"
    if deferred > 0 { message += " (\(LintFixing.plural(deferred, "fix")) overlapping another: run --fix again)" }
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }

  /// `a,b` and repeated options as one list.
  static func items(_ values: [String]) -> [String] {
    values.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  private func loadConfiguration() throws -> ProjectConfiguration? {
    guard let config else { return nil }
    var isDir: ObjCBool = false
    guard FileManager.default.fileExists(atPath: config, isDirectory: &isDir), !isDir.boolValue else {
      throw UsageError(message: "no such configuration file: \(config)")
    }
    return ProjectConfiguration.load(path: config)
  }

  /// Records or applies the baseline; the report keeps only what is left to show.
  private func applyBaseline(_ report: inout LintReport) throws -> Baseline.Outcome? {
    if let writeBaseline {
      let recorded = Baseline(recording: report, for: writeBaseline)
      do {
        try Data(recorded.json.serializedBytes(pretty: true) + [0x0A]).write(to: URL(fileURLWithPath: writeBaseline))
      } catch {
        throw UsageError(message: "cannot write the baseline \(writeBaseline): \(error.localizedDescription)")
      }
      FileHandle.standardError.write(Data("maskls: recorded \(recorded.entries.count) finding\(recorded.entries.count == 1 ? "" : "s") in \(writeBaseline)\n".utf8))
      let outcome = recorded.apply(to: report)
      report.findings = outcome.findings
      return outcome
    }
    guard let baseline else { return nil }
    let outcome: Baseline.Outcome
    do {
      outcome = try Baseline.read(path: baseline).apply(to: report)
    } catch {
      throw UsageError(message: "\(error)")
    }
    report.findings = outcome.findings
    return outcome
  }

  /// The report's destination: --output-file or standard output.
  private func openOutput() throws -> (FileHandle, OutputWriter) {
    let handle: FileHandle
    if let outputFile {
      guard FileManager.default.createFile(atPath: outputFile, contents: nil), let h = FileHandle(forWritingAtPath: outputFile) else {
        throw UsageError(message: "cannot write \(outputFile)")
      }
      handle = h
    } else {
      handle = .standardOutput
    }
    return (handle, OutputWriter(handle))
  }

  private func render(_ report: LintReport, baseline: Baseline.Outcome?) throws {
    let (handle, out) = try openOutput()
    switch format {
    case .text:
      let style = TerminalStyle.resolve(color, isTerminal: outputFile == nil && isatty(1) == 1, environment: ProcessInfo.processInfo.environment)
      TextReporter.write(report, style: style, to: out)
      if let baseline, baseline.suppressed > 0 {
        out.write("\(baseline.suppressed) finding\(baseline.suppressed == 1 ? "" : "s") hidden by the baseline\n")
      }
    case .json: out.write(JSONReporter.render(report, baseline: baseline))
    case .sarif: out.write(SARIFReporter.render(report).serialized(pretty: true) + "\n")
    case .github: GitHubReporter.write(report, to: out)
    case .gitlab: out.write(GitLabReporter.render(report).serialized(pretty: true) + "\n")
    case .xcode: XcodeReporter.write(report, to: out)
    }
    out.flush()
    if outputFile != nil { try? handle.close() }
  }
}

extension ColorChoice: ExpressibleByArgument {}
