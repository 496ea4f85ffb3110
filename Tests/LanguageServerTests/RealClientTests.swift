import Foundation
import MaskJSON
import XCTest

/// End-to-end tests with real clients: headless Neovim and batch Emacs + Eglot, each loading
/// the project's own editor config from `editors/`, the VS Code extension against stubbed
/// VS Code modules, and the pytest-lsp protocol suite. They drive the freshly built `maskls`
/// (passed as `MASKLS_PATH`) over stdio, each under a timeout, and skip when the client is
/// not installed (`Tests/EndToEnd/install-clients.sh` installs them).
final class RealClientTests: XCTestCase {
  /// The package root.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let endToEnd = packageRoot.appendingPathComponent("Tests/EndToEnd")

  /// What a client must see in one fixture file.
  struct Scenario {
    /// The file opened, in `fixtures/project`.
    var file: String
    /// Diagnostic codes the driver waits for (all of them).
    var codes: [String]
    /// The literal whose diagnostic range is checked, and that diagnostic's code.
    var findingLiteral: String
    var findingCode: String
    /// Its LSP severity (1 error, 2 warning; Neovim numbers its severities the same way).
    var severity: Int64
    /// A code whose related information must point at `relatedFile` (cross-file finding).
    var crossFile: (code: String, relatedFile: String)?
    /// The literal hovered (one past its first character) and what the hover must show.
    var hoverLiteral: String
    var sample: String
    /// Edits typed into the buffer afterwards ("old => new"): they change the hovered mask
    /// and fix the finding; a hover right after them must show `sampleAfterEdits`.
    var edits: [String]
    var sampleAfterEdits: String
    /// What the hover must name as the way the mask was recognised.
    var recognizedAs = "BBB_pattern"
  }

  /// The Swift form: a finding of its own and one that needs the storyboard from the index.
  static let swiftForm = Scenario(
    file: "FormViewController.swift", codes: ["mask-no-slots", "conflict-duplicate"],
    findingLiteral: "\"00000\"", findingCode: "mask-no-slots", severity: 1,
    crossFile: (code: "conflict-duplicate", relatedFile: "Form.storyboard"),
    hoverLiteral: "\"+1 (###) ###-####\"", sample: "+1 (234) 567-8909",
    edits: ["\"+1 ( => \"+7 (", "\"00000\" => \"#####\""], sampleAfterEdits: "+7 (234) 567-8909")

  /// The storyboard (an XML buffer): a RedMadRobot syntax error and a `#` mask to hover.
  static let storyboard = Scenario(
    file: "Form.storyboard", codes: ["mask-syntax"],
    findingLiteral: "\"[00&lt;0]\"", findingCode: "mask-syntax", severity: 1, crossFile: nil,
    hoverLiteral: "\"(###) ###-####\"", sample: "(234) 567-8909",
    edits: ["[00&lt;0] => [000]", "###-####\" => ###-##-##\""], sampleAfterEdits: "(234) 567-89-09")

  /// Objective-C: a host-escape warning on a regex, and a phone mask to hover.
  static let objectiveC = Scenario(
    file: "PaymentViewController.m", codes: ["host-escape"],
    findingLiteral: #""\d{0,10}""#, findingCode: "host-escape", severity: 2, crossFile: nil,
    hoverLiteral: "\"+1 (###) ###-####\"", sample: "+1 (234) 567-8909",
    edits: ["\"+1 ( => \"+44 (", #"@"\d{0,10}" => @"\\d{0,10}""#],
    sampleAfterEdits: "+44 (234) 567-8909")

  /// An HTML page: a `pattern` that browsers reject (the `v` flag; they ignore it: a
  /// warning) and an Inputmask `data-inputmask` to hover, through entities-free attribute values.
  static let html = Scenario(
    file: "signup.html", codes: ["regex-syntax"],
    findingLiteral: "\"[0-9]{5\"", findingCode: "regex-syntax", severity: 2, crossFile: nil,
    hoverLiteral: "'(999) 999-9999'", sample: "(234) 567-8909",
    edits: ["'(999) => '+1 (999)", "[0-9]{5\" => [0-9]{5}\""], sampleAfterEdits: "+1 (234) 567-8909",
    recognizedAs: "data-inputmask")

  /// Kotlin (Android): a `java.util.regex` syntax error and an input-mask-android format.
  static let kotlin = Scenario(
    file: "CheckoutActivity.kt", codes: ["regex-syntax"],
    findingLiteral: "\"[A-Z]{2[0-9]\"", findingCode: "regex-syntax", severity: 1, crossFile: nil,
    hoverLiteral: "\"+1 ([000]) [000]-[0000]\"", sample: "+1 (234) 567-8909",
    edits: ["\"+1 ( => \"+7 (", "{2[0-9]\" => {2}[0-9]\""], sampleAfterEdits: "+7 (234) 567-8909",
    recognizedAs: "installOn")

  /// JavaScript: an ECMAScript regex that does not compile and an Inputmask call to hover.
  static let javaScript = Scenario(
    file: "masks.js", codes: ["regex-syntax"],
    findingLiteral: "\"([A-Z]{3}[0-9]\"", findingCode: "regex-syntax", severity: 1, crossFile: nil,
    hoverLiteral: "\"(999) 999-9999\"", sample: "(234) 567-8909",
    edits: ["\"(999) => \"+1 (999)", "\"([A-Z] => \"[A-Z]"], sampleAfterEdits: "+1 (234) 567-8909",
    recognizedAs: "Inputmask(")

  // MARK: - Neovim

  func testNeovimHeadlessSwiftFile() throws {
    try runNeovim(Self.swiftForm, filetype: "swift")
  }

  func testNeovimHeadlessStoryboard() throws {
    try runNeovim(Self.storyboard, filetype: "xml")
  }

  func testNeovimHeadlessObjectiveC() throws {
    try runNeovim(Self.objectiveC, filetype: "objc")
  }

  func testNeovimHeadlessHTML() throws {
    try runNeovim(Self.html, filetype: "html")
  }

  func testNeovimHeadlessKotlin() throws {
    try runNeovim(Self.kotlin, filetype: "kotlin")
  }

  func runNeovim(_ scenario: Scenario, filetype: String) throws {
    let nvim = try Self.tool("nvim")
    let project = try copyFixture()
    let output = project.deletingLastPathComponent().appendingPathComponent("nvim.json")
    let state = project.deletingLastPathComponent().appendingPathComponent("xdg")
    let run = try Self.run(
      nvim,
      [
        "--headless", "--clean", "-u", Self.endToEnd.appendingPathComponent("neovim/init.lua").path,
      ],
      environment: Self.driverEnvironment(scenario, project: project, output: output).merging([
        "XDG_STATE_HOME": state.path, "XDG_CACHE_HOME": state.path, "XDG_DATA_HOME": state.path,
      ]) { $1 },
      timeout: 60)
    let result = try Self.readResult(output, run: run)
    XCTAssertEqual(result["client_name"]?.stringValue, "maskls", run.summary)
    XCTAssertEqual(result["filetype"]?.stringValue, filetype)
    XCTAssertEqual(
      result["root_dir"]?.stringValue, project.path, "root detection: the fixture's directory")
    XCTAssertEqual(
      result["server_exit"]?["code"]?.intValue, 0, "maskls exits 0 after Neovim's shutdown + exit")
    try Self.checkDriverResult(result, scenario: scenario, project: project, run: run)
    Self.report(
      "Neovim \(result["nvim_version"]?.stringValue ?? "?"), \(scenario.file)", run: run,
      result: result)
  }

  /// Neovim asks for the code actions of the Objective-C `host-escape` warning, applies the
  /// preferred quick fix with its own workspace-edit code, and the diagnostic goes away.
  func testNeovimAppliesAQuickFix() throws {
    let nvim = try Self.tool("nvim")
    let project = try copyFixture()
    let output = project.deletingLastPathComponent().appendingPathComponent("nvim.json")
    let state = project.deletingLastPathComponent().appendingPathComponent("xdg")
    var environment = Self.driverEnvironment(Self.objectiveC, project: project, output: output)
    environment["MASKLS_E2E_FIX_CODE"] = "host-escape"
    environment["MASKLS_E2E_EDITS"] = ""
    let run = try Self.run(
      nvim, ["--headless", "--clean", "-u", Self.endToEnd.appendingPathComponent("neovim/init.lua").path],
      environment: environment.merging(["XDG_STATE_HOME": state.path, "XDG_CACHE_HOME": state.path, "XDG_DATA_HOME": state.path]) { $1 },
      timeout: 60)
    try Self.checkQuickFix(try Self.readResult(output, run: run), run: run)
  }

  /// The same through Eglot: `eglot--apply-workspace-edit`, then Flymake loses the warning.
  func testEmacsEglotAppliesAQuickFix() throws {
    let emacs = try Self.tool("emacs")
    let config = Self.packageRoot.appendingPathComponent("editors/emacs/maskls.el").path
    let probe = try Self.run(emacs, ["--batch", "-Q", "-l", config], environment: [:], timeout: 30)
    if probe.status != 0 { throw XCTSkip("Eglot is not available to `emacs -Q` (install elpa-eglot)") }
    let project = try copyFixture()
    let output = project.deletingLastPathComponent().appendingPathComponent("emacs.json")
    var environment = Self.driverEnvironment(Self.objectiveC, project: project, output: output)
    environment["MASKLS_E2E_FIX_CODE"] = "host-escape"
    environment["MASKLS_E2E_EDITS"] = ""
    let run = try Self.run(
      emacs, ["--batch", "-Q", "-l", config, "-l", Self.endToEnd.appendingPathComponent("emacs/driver.el").path],
      environment: environment, timeout: 60)
    try Self.checkQuickFix(try Self.readResult(output, run: run), run: run)
  }

  static func checkQuickFix(_ result: JSON, run: RunResult) throws {
    XCTAssertEqual(result["errors"], .array([]), run.summary)
    let fix = try XCTUnwrap(result["quick_fix"], "\(result)")
    XCTAssertEqual(fix["title"]?.stringValue, #"Write `\\d`"#, "\(fix)")
    XCTAssertTrue(fix["titles"]?.arrayValue?.contains(.string("Ignore host-escape on this line")) ?? false, "\(fix)")
    XCTAssertTrue(fix["line_after"]?.stringValue?.contains(#"@"\\d{0,10}""#) ?? false, "\(fix)")
    XCTAssertEqual(fix["cleared"]?.boolValue, true, "the diagnostic is gone after the fix\n\(run.summary)")
  }

  // MARK: - Emacs

  func testEmacsEglotSwiftFile() throws {
    try runEmacs(Self.swiftForm, majorMode: "swift-mode")
  }

  func testEmacsEglotStoryboard() throws {
    try runEmacs(Self.storyboard, majorMode: "nxml-mode")
  }

  func testEmacsEglotObjectiveC() throws {
    try runEmacs(Self.objectiveC, majorMode: "objc-mode")
  }

  func testEmacsEglotHTML() throws {
    try runEmacs(Self.html, majorMode: "mhtml-mode")
  }

  func testEmacsEglotJavaScript() throws {
    try runEmacs(Self.javaScript, majorMode: "js-mode")
  }

  /// Eglot (Emacs 28's jsonrpc) sends `shutdown` and `exit` with `"params": null`; the server
  /// must answer the one and exit 0 on the other.
  func testEmacsEglotShutdownExitsCleanly() throws {
    let result = try runEmacs(Self.swiftForm, majorMode: "swift-mode")
    XCTAssertNil(result["shutdown_error"]?.stringValue, "Eglot's shutdown request failed")
    XCTAssertEqual(
      result["server_exit_status"]?.intValue, 0,
      "maskls should exit 0 after Eglot's shutdown + exit, got \(result["server_exit_status"] ?? nil)"
    )
  }

  @discardableResult
  func runEmacs(_ scenario: Scenario, majorMode: String) throws -> JSON {
    let emacs = try Self.tool("emacs")
    let config = Self.packageRoot.appendingPathComponent("editors/emacs/maskls.el").path
    let probe = try Self.run(emacs, ["--batch", "-Q", "-l", config], environment: [:], timeout: 30)
    if probe.status != 0 {
      throw XCTSkip(
        "Eglot is not available to `emacs -Q` (install elpa-eglot): \(probe.stderr.suffix(300))")
    }
    let project = try copyFixture()
    let output = project.deletingLastPathComponent().appendingPathComponent("emacs.json")
    let run = try Self.run(
      emacs,
      [
        "--batch", "-Q", "-l", config, "-l",
        Self.endToEnd.appendingPathComponent("emacs/driver.el").path,
      ],
      environment: Self.driverEnvironment(scenario, project: project, output: output), timeout: 60)
    let result = try Self.readResult(output, run: run)
    XCTAssertEqual(result["major_mode"]?.stringValue, majorMode)
    XCTAssertEqual(
      result["server_command"]?[1]?.stringValue, "serve", "the eglot-server-programs entry")
    try Self.checkDriverResult(result, scenario: scenario, project: project, run: run)
    let finding = result["diagnostics"]?.arrayValue?.first {
      $0["code"]?.stringValue == scenario.findingCode
    }
    XCTAssertEqual(
      finding?["type"]?.stringValue, scenario.severity == 1 ? "eglot-error" : "eglot-warning",
      "the Flymake type")
    XCTAssertTrue(finding?["text"]?.stringValue?.contains("[\(scenario.findingCode)]") ?? false)
    Self.report(
      "Emacs \(result["emacs_version"]?.stringValue ?? "?") + Eglot, \(scenario.file)", run: run,
      result: result)
    return result
  }

  // MARK: - VS Code (without VS Code)

  /// `editors/vscode/extension.js` activated with stubbed `vscode` and
  /// `vscode-languageclient` modules; the server command it configures is then run and
  /// spoken to over stdio. VS Code itself is not installable here (and npm is unreachable).
  func testVSCodeExtensionConfiguresAWorkingServer() throws {
    let node = try Self.tool("node")
    let project = try copyFixture()
    let run = try Self.run(
      node, [Self.endToEnd.appendingPathComponent("vscode/smoke.js").path],
      environment: [
        "MASKLS_PATH": Self.executable.path,
        "MASKLS_E2E_FILE": project.appendingPathComponent(Self.swiftForm.file).path,
        "MASKLS_E2E_HOVER_TEXT": Self.swiftForm.hoverLiteral,
        "MASKLS_E2E_SAMPLE": Self.swiftForm.sample,
      ],
      timeout: 60)
    XCTAssertEqual(run.status, 0, run.summary)
    let line = run.stdout.split(separator: "\n").last.map(String.init) ?? ""
    let result = try JSON.parse(line)
    XCTAssertEqual(result["ok"]?.boolValue, true, "\(result["error"] ?? nil)\n\(run.summary)")
    XCTAssertEqual(result["checks"]?.arrayValue?.count, 7, "\(result)")
    XCTAssertTrue(
      result["codes"]?.arrayValue?.contains(.string(Self.swiftForm.findingCode)) ?? false,
      "\(result)")
    print(
      "[real-clients] VS Code extension (stubbed) + maskls: \(Self.seconds(run.duration)) total")
  }

  // MARK: - pytest-lsp

  func testPytestLSPProtocolSuite() throws {
    let python = try Self.tool("python3")
    let probe = try Self.run(
      python, ["-c", "import pytest, pytest_lsp, lsprotocol"], environment: [:], timeout: 60)
    if probe.status != 0 { throw XCTSkip("pytest-lsp is not installed (pip install pytest-lsp)") }
    let project = try copyFixture()
    let suite = Self.endToEnd.appendingPathComponent("pytest")
    let run = try Self.run(
      python, ["-m", "pytest", "-q", "-p", "no:cacheprovider", suite.path],
      environment: [
        "MASKLS_PATH": Self.executable.path, "MASKLS_E2E_DIR": project.path,
        "PYTHONDONTWRITEBYTECODE": "1",
      ],
      cwd: suite, timeout: 300)
    XCTAssertEqual(
      run.status, 0,
      "pytest-lsp suite failed:\n\(run.stdout.suffix(6000))\n\(run.stderr.suffix(2000))")
    let passed = run.stdout.firstMatch(of: /(\d+) passed/).flatMap { Int($0.1) } ?? 0
    XCTAssertGreaterThan(passed, 0, run.stdout)
    XCTAssertFalse(run.stdout.contains(" failed"), run.stdout)
    print("[real-clients] pytest-lsp: \(passed) passed in \(Self.seconds(run.duration))")
  }

  // MARK: - Checks shared by the editor drivers

  /// The driver saw every expected diagnostic (code, source, range on the literal, related
  /// information across files) and a Markdown hover with the formatted sample.
  static func checkDriverResult(_ result: JSON, scenario: Scenario, project: URL, run: RunResult)
    throws
  {
    let errors = result["errors"]?.arrayValue ?? []
    XCTAssertTrue(errors.isEmpty, "driver errors: \(errors)\n\(run.summary)")
    let diagnostics = result["diagnostics"]?.arrayValue ?? []
    XCTAssertEqual(
      result["diagnostics_arrived"]?.boolValue, true,
      "not all of \(scenario.codes) arrived: \(diagnostics)\n\(run.summary)")

    let text = try String(
      contentsOf: project.appendingPathComponent(scenario.file), encoding: .utf8)
    let finding = try XCTUnwrap(locate(scenario.findingLiteral, in: text))
    let diagnostic = try XCTUnwrap(
      diagnostics.first { $0["code"]?.stringValue == scenario.findingCode },
      "diagnostics: \(diagnostics)")
    XCTAssertEqual(diagnostic["source"]?.stringValue, "maskls")
    if let severity = diagnostic["severity"]?.intValue {
      XCTAssertEqual(severity, scenario.severity)
    }
    XCTAssertEqual(diagnostic["line"]?.intValue, Int64(finding.line))
    XCTAssertEqual(diagnostic["end_line"]?.intValue, Int64(finding.line))
    let start = try XCTUnwrap(diagnostic["character"]?.intValue)
    let end = try XCTUnwrap(diagnostic["end_character"]?.intValue)
    XCTAssertGreaterThanOrEqual(start, Int64(finding.character), "the range starts on the literal")
    XCTAssertLessThanOrEqual(
      end, Int64(finding.character + scenario.findingLiteral.utf16.count), "and ends in it")
    XCTAssertLessThan(start, end)

    if let crossFile = scenario.crossFile {
      let linked = diagnostics.first { $0["code"]?.stringValue == crossFile.code }
      let related = linked?["related"]?.arrayValue?.compactMap(\.stringValue) ?? []
      XCTAssertTrue(
        related.contains { $0.hasSuffix("/" + crossFile.relatedFile) },
        "\(crossFile.code) should point at \(crossFile.relatedFile): \(related)")
    }

    let hovered = try XCTUnwrap(locate(scenario.hoverLiteral, in: text))
    XCTAssertEqual(result["hover_position"]?["line"]?.intValue, Int64(hovered.line))
    let contents = try XCTUnwrap(result["hover"]?["contents"], "no hover\n\(run.summary)")
    // Neovim asks for Markdown; Eglot without markdown-mode lists only plain text.
    let kind = contents["kind"]?.stringValue ?? ""
    XCTAssertTrue(kind == "markdown" || kind == "plaintext", kind)
    let quote = kind == "markdown" ? "`" : ""
    let markdown = contents["value"]?.stringValue ?? ""
    XCTAssertTrue(
      markdown.contains("→ \(quote)\(scenario.sample)\(quote)"), "hover lacks the formatted sample:\n\(markdown)")
    XCTAssertTrue(
      markdown.contains(scenario.recognizedAs), "hover names where the mask was recognised (\(scenario.recognizedAs)):\n\(markdown)")

    // After the edits (incremental changes from the client): the hover sent at once sees the
    // new text, and the fixed finding goes away.
    let edited = result["hover_after_edit"]?["contents"]?["value"]?.stringValue ?? ""
    XCTAssertTrue(
      edited.contains("→ \(quote)\(scenario.sampleAfterEdits)\(quote)"), "hover after the edits:\n\(edited)")
    XCTAssertEqual(
      result["cleared_after_edit"]?.boolValue, true, "\(scenario.findingCode) stays after the fix")
    let after = result["diagnostics_after_edit"]?.arrayValue ?? []
    XCTAssertFalse(after.contains { $0["code"]?.stringValue == scenario.findingCode }, "\(after)")
  }

  /// The zero-based line and UTF-16 column of the first occurrence of `needle`.
  static func locate(_ needle: String, in text: String) -> (line: Int, character: Int)? {
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      if let range = line.range(of: needle) {
        return (number, line[..<range.lowerBound].utf16.count)
      }
    }
    return nil
  }

  static func report(_ client: String, run: RunResult, result: JSON) {
    let timings = result["timings"]
    let diagnostics = timings?["diagnostics_ms"]?.intValue.map(String.init) ?? "?"
    let hover = timings?["hover_ms"]?.intValue.map(String.init) ?? "?"
    let edit = timings?["edit_to_diagnostics_ms"]?.intValue.map(String.init) ?? "?"
    print(
      "[real-clients] \(client): \(seconds(run.duration)) total, diagnostics after \(diagnostics) ms, "
        + "hover \(hover) ms, edit → diagnostics \(edit) ms")
  }

  static func seconds(_ duration: TimeInterval) -> String { String(format: "%.2f s", duration) }

  // MARK: - Running the clients

  struct RealClientFailure: Error, CustomStringConvertible {
    var description: String
  }

  struct RunResult {
    var status: Int32
    var stdout: String
    var stderr: String
    var duration: TimeInterval
    var timedOut: Bool
    var summary: String {
      "status \(status)\(timedOut ? " (timed out)" : "")\nstdout: \(stdout.suffix(2000))\nstderr: \(stderr.suffix(2000))"
    }
  }

  /// The built `maskls`, found next to the test bundle as `MasklsBinary` does.
  static var executable: URL {
    var candidates: [URL] = []
    let arg0 = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
    candidates.append(arg0.deletingLastPathComponent().appendingPathComponent("maskls"))
    candidates.append(
      arg0.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("maskls"))
    for bundle in [Bundle.main] + Bundle.allBundles {
      candidates.append(bundle.bundleURL.appendingPathComponent("maskls"))
      candidates.append(
        bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("maskls"))
    }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
      ?? candidates[0]
  }

  /// A program on PATH, or a skip.
  static func tool(_ name: String) throws -> URL {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let url = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    throw XCTSkip("\(name) is not installed (Tests/EndToEnd/install-clients.sh installs it)")
  }

  /// A fresh copy of the fixture project in a temporary directory (outside any Git checkout,
  /// so that the clients' root detection finds the fixture's own directory), removed after
  /// the test.
  func copyFixture() throws -> URL {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent(
      "maskls-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: base) }
    let project = base.appendingPathComponent("project")
    try FileManager.default.copyItem(
      at: Self.endToEnd.appendingPathComponent("fixtures/project"), to: project)
    return project
  }

  static func driverEnvironment(_ scenario: Scenario, project: URL, output: URL) -> [String: String]
  {
    [
      "MASKLS_PATH": executable.path,
      "MASKLS_E2E_FILE": project.appendingPathComponent(scenario.file).path,
      "MASKLS_E2E_OUT": output.path,
      "MASKLS_E2E_WAIT_CODE": scenario.codes.joined(separator: ","),
      "MASKLS_E2E_HOVER_TEXT": scenario.hoverLiteral,
      "MASKLS_E2E_EDITS": scenario.edits.joined(separator: "\n"),
      "MASKLS_E2E_TIMEOUT_MS": "30000",
    ]
  }

  /// The JSON a driver wrote.
  static func readResult(_ url: URL, run: RunResult) throws -> JSON {
    XCTAssertFalse(run.timedOut, "the client hung\n\(run.summary)")
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw RealClientFailure(description: "the driver wrote no result\n\(run.summary)")
    }
    return try JSON.parse([UInt8](data))
  }

  /// Runs `program` with `environment` added to this process's, killing it after `timeout`.
  /// Output goes to files, so a chatty client never blocks on a full pipe.
  static func run(
    _ program: URL, _ arguments: [String], environment: [String: String], cwd: URL? = nil,
    timeout: TimeInterval
  ) throws -> RunResult {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "maskls-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outURL = scratch.appendingPathComponent("stdout")
    let errURL = scratch.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    defer {
      try? out.close()
      try? err.close()
    }

    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.currentDirectoryURL = cwd ?? packageRoot
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = out
    process.standardError = err
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    let started = Date()
    try process.run()
    var timedOut = false
    if exited.wait(timeout: .now() + timeout) == .timedOut {
      timedOut = true
      process.terminate()
      if exited.wait(timeout: .now() + 5) == .timedOut {
        kill(process.processIdentifier, SIGKILL)
        _ = exited.wait(timeout: .now() + 5)
      }
    }
    let duration = Date().timeIntervalSince(started)
    let stdout = String(decoding: (try? Data(contentsOf: outURL)) ?? Data(), as: UTF8.self)
    let stderr = String(decoding: (try? Data(contentsOf: errURL)) ?? Data(), as: UTF8.self)
    return RunResult(
      status: process.isRunning ? -1 : process.terminationStatus, stdout: stdout, stderr: stderr,
      duration: duration, timedOut: timedOut)
  }
}
