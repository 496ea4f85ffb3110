import Foundation
import MaskJSON
import XCTest

/// `maskls lint Examples` reports exactly what the examples say it reports.
///
/// Every intended finding is marked in the example's source with a comment on the line where
/// the finding starts: `// expect: rule-id` (`<!-- expect: rule-id -->` in markup; several
/// ids separated by commas, one per finding). A line without a marker must have no finding.
final class ExamplesLintTests: XCTestCase {
  /// One finding (or one expected finding): file, 1-based line, rule id.
  struct Site: Hashable, Comparable, CustomStringConvertible {
    var path: String
    var line: Int
    var rule: String

    var platform: String { ExamplesLintTests.platform(of: path) }
    var description: String { "\(path):\(line) \(rule)" }

    static func < (a: Site, b: Site) -> Bool {
      (a.path, a.line, a.rule) < (b.path, b.line, b.rule)
    }
  }

  // MARK: Tests

  func testFindingsEqualTheExpectMarkersPerPlatform() throws {
    let expected = try Self.markers()
    let (found, messages) = try Self.findings(of: "Examples")
    XCTAssertFalse(expected.isEmpty, "no expect: markers found under Examples/")
    let platforms = Set(expected.keys.map(\.platform)).union(found.keys.map(\.platform)).sorted()
    XCTAssertTrue(platforms.contains("iOS") && platforms.contains("Android"), "\(platforms)")
    for platform in platforms {
      let want = expected.filter { $0.key.platform == platform }
      let got = found.filter { $0.key.platform == platform }
      let report = Self.difference(expected: want, found: got, messages: messages)
      if !report.isEmpty {
        XCTFail("Examples/\(platform): the findings differ from the expect: markers\n" + report)
      }
    }
  }

  func testEveryRuleIsMarkedAndReported() throws {
    let rules = try Self.ruleSeverities()
    XCTAssertGreaterThanOrEqual(rules.count, 16, "maskls rules lists the rules")
    let marked = Set(try Self.markers().keys.map(\.rule))
    let reported = Set(try Self.findings(of: "Examples").0.keys.map(\.rule))
    // Reported only past an analysis limit (a field set 10,001 times): `AnalysisLimitLintTests`.
    let pastLimits: Set<String> = ["analysis-limit"]
    for rule in rules.keys.sorted() where !pastLimits.contains(rule) {
      XCTAssertTrue(marked.contains(rule), "no example under Examples/ marks `\(rule)`")
      XCTAssertTrue(reported.contains(rule), "maskls lint Examples does not report `\(rule)`")
    }
  }

  /// A marker naming a rule `maskls rules` does not know is a typo or a renamed rule.
  func testMarkersNameKnownRules() throws {
    let rules = try Self.ruleSeverities()
    let unknown = try Self.markers().keys.filter { rules[$0.rule] == nil }.sorted()
    XCTAssertTrue(unknown.isEmpty, "markers name rules that maskls rules does not list:\n"
      + unknown.map { "  \($0)" }.joined(separator: "\n"))
  }

  /// Every dialect the binary knows (`maskls preview --help`) is used by some example, and
  /// `maskls serve` recognises that literal in that dialect: its hover names the library.
  func testEveryDialectIsUsedAndRecognised() throws {
    let help = try MasklsBinary.run(["preview", "--help"]).stdout
    let dialects = try Self.dialects(fromHelp: help)
    XCTAssertGreaterThanOrEqual(dialects.count, 14, help)
    let files = try Self.exampleFiles()
    var sites: [(dialect: String, path: String, line: Int, character: Int)] = []
    for dialect in dialects {
      guard let usage = Self.dialectUsages[dialect] else {
        XCTFail("no usage pattern for dialect `\(dialect)`: add one to dialectUsages and an example")
        continue
      }
      guard let (path, line, character) = try Self.firstUse(of: usage.pattern, extensions: usage.extensions, in: files) else {
        XCTFail("no example uses dialect `\(dialect)` (looked for /\(usage.pattern)/)")
        continue
      }
      sites.append((dialect, path, line, character))
    }
    let hovers = try Self.hover(sites.map { ($0.path, $0.line, $0.character) })
    for (index, site) in sites.enumerated() {
      let text = hovers[index] ?? ""
      let library = Self.dialectUsages[site.dialect]?.library ?? site.dialect
      XCTAssertTrue(text.contains("\(library) mask"),
        "\(site.path):\(site.line + 1):\(site.character + 1) is not recognised as a \(library) mask; hover: \(text.prefix(300))")
    }
  }

  /// The first line of `files` (with one of `extensions`) matching `pattern`: its path, 0-based
  /// line and the UTF-16 offset of group 1, as LSP positions count.
  static func firstUse(of pattern: String, extensions: Set<String>, in files: [String]) throws -> (String, Int, Int)? {
    let regex = try NSRegularExpression(pattern: pattern)
    for path in files where extensions.contains((path as NSString).pathExtension) {
      let lines = try String(contentsOf: url(path), encoding: .utf8).components(separatedBy: "\n")
      for (index, line) in lines.enumerated() {
        if let match = regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)), match.numberOfRanges > 1 {
          return (path, index, match.range(at: 1).location)
        }
      }
    }
    return nil
  }

  /// `maskls lint Examples/<platform>` exits 1 when the platform's markers include an error
  /// (0 otherwise; with `--strict`, 1 when there is any marker), and reports what the whole
  /// run reports for that folder: no field joins across platform folders.
  func testLintPerPlatformExitCodes() throws {
    let rules = try Self.ruleSeverities()
    let expected = try Self.markers()
    let whole = try Self.findings(of: "Examples").0
    let platforms = try FileManager.default.contentsOfDirectory(atPath: Self.url("Examples").path)
      .filter { !$0.hasPrefix(".") && Self.isDirectory(Self.url("Examples/\($0)")) }.sorted()
    XCTAssertGreaterThanOrEqual(platforms.count, 5, "\(platforms)")
    for platform in platforms {
      let marks = expected.filter { $0.key.platform == platform }
      let hasError = marks.keys.contains { rules[$0.rule] == "error" }
      let result = try MasklsBinary.run(["lint", "Examples/\(platform)", "--format", "json"])
      XCTAssertEqual(result.status, hasError ? 1 : 0, "maskls lint Examples/\(platform)\n\(result.stderr)")
      let strict = try MasklsBinary.run(["lint", "--strict", "Examples/\(platform)"])
      XCTAssertEqual(strict.status, marks.isEmpty ? 0 : 1, "maskls lint --strict Examples/\(platform)")
      let alone = try Self.findings(fromJSON: result.stdoutBytes).0
      XCTAssertEqual(alone, whole.filter { $0.key.platform == platform }, "Examples/\(platform) alone vs. in the whole run")
    }
  }

  func testMarkerParsing() {
    XCTAssertEqual(Self.markerRules(in: #"x = "00000" // expect: mask-no-slots"#), ["mask-no-slots"])
    XCTAssertEqual(Self.markerRules(in: "<input pattern=\"[a-z-]\"> <!-- expect: regex-syntax -->"), ["regex-syntax"])
    XCTAssertEqual(Self.markerRules(in: "f(\"(a+)+[A-z]\") // expect: regex-redos, regex-suspicious-class"),
      ["regex-redos", "regex-suspicious-class"])
    XCTAssertEqual(Self.markerRules(in: "<x/> <!-- expect: conflict-max-length,conflict-max-length-->"),
      ["conflict-max-length", "conflict-max-length"])
    XCTAssertEqual(Self.markerRules(in: "{/* expect: mask-empty */}"), ["mask-empty"])
    XCTAssertEqual(Self.markerRules(in: "let expected = 3 // what we expect"), [])
    XCTAssertEqual(Self.markerRules(in: "// expect:"), [])
  }

  func testDifferenceNamesMissingAndUnexpectedFindings() {
    let a = Site(path: "Examples/Web/a.ts", line: 3, rule: "regex-redos")
    let b = Site(path: "Examples/Web/a.ts", line: 9, rule: "mask-empty")
    let report = Self.difference(expected: [a: 2], found: [a: 1, b: 1], messages: [b: "Empty mask"])
    XCTAssertTrue(report.contains("missing (marked, not reported): Examples/Web/a.ts:3 regex-redos"), report)
    XCTAssertTrue(report.contains("unexpected (reported, not marked): Examples/Web/a.ts:9 mask-empty: Empty mask"), report)
    XCTAssertEqual(Self.difference(expected: [a: 1], found: [a: 1], messages: [:]), "")
  }

  // MARK: Markers

  /// The rule ids of the `expect:` marker on one line (empty without one).
  static func markerRules(in line: String) -> [String] {
    guard let start = line.range(of: "expect:") else { return [] }
    var rules: [String] = []
    var rest = line[start.upperBound...]
    while true {
      rest = rest.drop { $0 == " " || $0 == "\t" }
      let id = rest.prefix { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }
      // An id starts with a letter; `-->` ends an HTML comment.
      guard let first = id.first, first.isLetter else { break }
      var name = String(id)
      while name.hasSuffix("-") { name.removeLast() }
      rules.append(name)
      rest = rest.dropFirst(id.count).drop { $0 == " " || $0 == "\t" }
      guard rest.first == "," else { break }
      rest = rest.dropFirst()
    }
    return rules
  }

  /// Every marker under `Examples/`, counted (two findings of one rule on one line are two).
  static func markers() throws -> [Site: Int] {
    var result: [Site: Int] = [:]
    for path in try exampleFiles() {
      let text = try String(contentsOf: url(path), encoding: .utf8)
      for (index, line) in text.components(separatedBy: "\n").enumerated() {
        for rule in markerRules(in: line) {
          result[Site(path: path, line: index + 1, rule: rule), default: 0] += 1
        }
      }
    }
    return result
  }

  /// Files under `Examples/`, as `Examples/…` paths; hidden folders and Markdown skipped.
  static func exampleFiles() throws -> [String] {
    let root = url("Examples")
    guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]) else {
      throw CocoaError(.fileReadNoSuchFile)
    }
    var paths: [String] = []
    for case let file as URL in walker where !isDirectory(file) && file.pathExtension != "md" {
      let relative = file.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count)
      paths.append("Examples" + relative)
    }
    return paths.sorted()
  }

  // MARK: Findings

  /// `maskls lint PATH --format json`: findings counted by site, and each site's message.
  static func findings(of path: String) throws -> ([Site: Int], [Site: String]) {
    let result = try MasklsBinary.run(["lint", path, "--format", "json"])
    guard result.status == 0 || result.status == 1 else {
      throw NSError(domain: "maskls", code: Int(result.status), userInfo: [NSLocalizedDescriptionKey: result.stderr])
    }
    return try findings(fromJSON: result.stdoutBytes)
  }

  static func findings(fromJSON bytes: [UInt8]) throws -> ([Site: Int], [Site: String]) {
    let json = try JSON.parse(bytes)
    var counts: [Site: Int] = [:]
    var messages: [Site: String] = [:]
    for finding in json["findings"]?.arrayValue ?? [] {
      guard let path = finding["path"]?.stringValue, let rule = finding["rule"]?.stringValue,
        let line = finding["range"]?["start"]?["line"]?.intValue
      else { continue }
      let trimmed = path.range(of: "Examples/").map { String(path[$0.lowerBound...]) } ?? path
      let site = Site(path: trimmed, line: Int(line), rule: rule)
      counts[site, default: 0] += 1
      let column = finding["range"]?["start"]?["column"]?.intValue ?? 0
      messages[site] = "col \(column): " + (finding["message"]?.stringValue ?? "")
    }
    return (counts, messages)
  }

  /// What is marked but not reported, and what is reported but not marked, one per line.
  static func difference(expected: [Site: Int], found: [Site: Int], messages: [Site: String]) -> String {
    var lines: [String] = []
    for site in Set(expected.keys).union(found.keys).sorted() {
      let want = expected[site] ?? 0
      let got = found[site] ?? 0
      if want > got {
        for _ in got..<want { lines.append("  missing (marked, not reported): \(site)") }
      } else if got > want {
        let message = messages[site].map { ": " + $0 } ?? ""
        for _ in want..<got { lines.append("  unexpected (reported, not marked): \(site)\(message)") }
      }
    }
    return lines.joined(separator: "\n")
  }

  // MARK: Rules and dialects

  /// `maskls rules`: rule id → default severity.
  static func ruleSeverities() throws -> [String: String] {
    let output = try MasklsBinary.run(["rules"]).stdout
    var rules: [String: String] = [:]
    for line in output.components(separatedBy: "\n") where !line.hasPrefix(" ") {
      // `mask-syntax (error): Invalid mask`
      guard let open = line.firstIndex(of: "("), let close = line.firstIndex(of: ")"), open < close else { continue }
      let id = line[..<open].trimmingCharacters(in: .whitespaces)
      guard !id.isEmpty, id.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "-" }) else { continue }
      rules[id] = String(line[line.index(after: open)..<close])
    }
    return rules
  }

  /// The dialect ids listed under `--dialect` in `maskls preview --help`.
  static func dialects(fromHelp help: String) throws -> [String] {
    guard let start = help.range(of: "Mask dialect:") else { return [] }
    let tail = help[start.upperBound...]
    let list = tail[..<(tail.range(of: ".")?.lowerBound ?? tail.endIndex)]
    return list.split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init)
  }

  /// Where each dialect is used in the examples: a pattern whose group 1 starts inside the
  /// mask literal, the file extensions it is looked for in, and the library name the hover
  /// shows.
  static let dialectUsages: [String: (pattern: String, extensions: Set<String>, library: String)] = [
    "hash": (#"\bBBB_pattern = "(.)"#, ["swift"], "`BBB_pattern` text field (`#` slots)"),
    "vstextfield": (#"\bsetFormatting\("(.)"#, ["swift", "m"], "VSTextField"),
    "redmadrobot": (#"\bMaskedTextInputListener\(primaryFormat: "(.)"#, ["swift"], "RedMadRobot input-mask"),
    // The same dialect in Kotlin and Java, read as input-mask-android reads it.
    "redmadrobot-android": (#"\binstallOn\(\w+, "(.)"#, ["kt", "java"], "RedMadRobot input-mask-android"),
    "inputmask": (#"\bInputmask\("(.)"#, ["html", "js", "ts", "vue"], "Inputmask"),
    "imask": (#"\bIMask\([^{]*\{ mask: "(.)"#, ["js", "ts", "tsx", "vue"], "imask"),
    "jquerymask": (#"\$\([^)]*\)\.mask\("(.)"#, ["js", "ts", "html", "vue"], "jQuery Mask Plugin"),
    "ngxmask": (#"<input\b[^>]*\smask="(.)"#, ["html"], "ngx-mask"),
    "maska": (#"\bdata-maska="(.)"#, ["html", "vue"], "maska"),
    "reactinputmask": (#"<InputMask mask="(.)"#, ["jsx", "tsx"], "react-input-mask"),
    "vanillamasker": (#"\.maskPattern\("(.)"#, ["js", "ts", "tsx"], "vanilla-masker"),
    "swingmaskformatter": (#"\bnew MaskFormatter\("(.)"#, ["java"], "Swing MaskFormatter"),
    "dotnetmaskedtextbox": (#"\.Mask = "(.)"#, ["cs"], ".NET MaskedTextBox"),
    "flutter": (#"\bmask: '(.)"#, ["dart"], "mask_text_input_formatter"),
    "anyformatkit": (#"\(textPattern: "(.)"#, ["swift"], "AnyFormatKit"),
    "anyformatkitsum": (#"\bSumTextInputFormatter\(textPattern: "(.)"#, ["swift"], "AnyFormatKit (sum)"),
  ]

  // MARK: Language server

  /// Hovers each (path, 0-based line, UTF-16 character) through one `maskls serve` session
  /// (the files opened, no workspace root); the Markdown of each hover, nil when there is none.
  static func hover(_ sites: [(String, Int, Int)]) throws -> [String?] {
    var messages: [JSON] = [
      ["jsonrpc": "2.0", "id": 0, "method": "initialize", "params": ["processId": nil, "rootUri": nil, "capabilities": [:]]],
      ["jsonrpc": "2.0", "method": "initialized", "params": [:]],
    ]
    for path in Set(sites.map(\.0)).sorted() {
      let text = try String(contentsOf: url(path), encoding: .utf8)
      messages.append(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": [
        "uri": .string(url(path).absoluteString), "languageId": .string((path as NSString).pathExtension),
        "version": 1, "text": .string(text)]]])
    }
    for (index, (path, line, character)) in sites.enumerated() {
      messages.append(["jsonrpc": "2.0", "id": .int(Int64(index + 1)), "method": "textDocument/hover", "params": [
        "textDocument": ["uri": .string(url(path).absoluteString)],
        "position": ["line": .int(Int64(line)), "character": .int(Int64(character))]]])
    }
    messages.append(["jsonrpc": "2.0", "id": .int(Int64(sites.count + 1)), "method": "shutdown"])
    messages.append(["jsonrpc": "2.0", "method": "exit"])
    var input: [UInt8] = []
    for message in messages {
      let body = message.serializedBytes()
      input += Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
    let result = try MasklsBinary.run(["serve"], stdin: Data(input))
    var hovers = [String?](repeating: nil, count: sites.count)
    for response in try frames(result.stdoutBytes) {
      guard let id = response["id"]?.intValue, id >= 1, id <= sites.count else { continue }
      hovers[Int(id) - 1] = response["result"]?["contents"]?["value"]?.stringValue
    }
    return hovers
  }

  /// The JSON bodies of `Content-Length` framed messages.
  static func frames(_ bytes: [UInt8]) throws -> [JSON] {
    var result: [JSON] = []
    var rest = bytes[...]
    let separator = Array("\r\n\r\n".utf8)
    while let headerEnd = rest.indices.first(where: { rest[$0...].starts(with: separator) }) {
      let header = String(decoding: rest[..<headerEnd], as: UTF8.self)
      guard let lengthLine = header.components(separatedBy: "\r\n").first(where: { $0.lowercased().hasPrefix("content-length:") }),
        let length = Int(lengthLine.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
      else { break }
      let start = headerEnd + separator.count
      guard start + length <= rest.endIndex else { break }
      result.append(try JSON.parse(Array(rest[start..<(start + length)])))
      rest = rest[(start + length)...]
    }
    return result
  }

  // MARK: Paths

  static func platform(of path: String) -> String {
    let parts = path.split(separator: "/")
    return parts.count > 1 ? String(parts[1]) : ""
  }

  static func url(_ relative: String) -> URL {
    MasklsBinary.packageRoot.appendingPathComponent(relative)
  }

  static func isDirectory(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
  }
}
