import Foundation
import LSPProtocol
import MaskJSON
import XCTest

/// The incremental project against a fresh lint: random sequences of edits (open, change with
/// several changes per message, close, files created, changed and deleted on disk) go through
/// `maskls serve`; after each step, once the server has published, every file's last
/// diagnostics must equal what `maskls lint` prints for the same state (the disk with the open
/// documents' texts laid over it), each open document's last publication must carry its
/// version, and every publication must fit the text of the version it names.
final class IncrementalPropertyTests: XCTestCase {
  /// Lines the edits insert: masks good and bad, a field shared across files, a constant's
  /// use, and text that moves UTF-16 columns (surrogate pairs, combining marks, CRLF).
  static let snippets = [
    "    phoneField.BBB_pattern = \"+1 (###) ###-####\"",
    "    phoneField.BBB_pattern = \"\"",
    "    zipField.BBB_pattern = \"#####\"",
    "    zipField.BBB_regular = \"^\\\\d{2,1}$\"",
    "    let title = \"😀 sign up\" // é",
    "    let accent = \"e\u{301}\u{301}\"",
    "    // a comment\r",
    "    cardField.BBB_pattern = \"#### #### #### ####\"",
  ]

  static let initialFiles: [String: String] = [
    "Form.swift": """
      import UIKit

      final class SignUpViewController: UIViewController {
        func viewDidLoad() {
          phoneField.BBB_pattern = "+1 (###) ###-####"
          zipField.BBB_pattern = ""
        }
      }

      """,
    "Form+Extra.swift": """
      extension SignUpViewController {
        func configure() {
          phoneField.BBB_pattern = "(###) ###-####"
          cardField.BBB_regular = "^[0-9]{16}$"
        }
      }

      """,
    "Masks.kt": ConstantServerTests.masks("+1 ([000]) [000]-[0000"),
    "SignUpActivity.kt": ConstantServerTests.form,
  ]

  func testRandomEditSequencesMatchAFreshLint() throws {
    for seed in [1, 2, 3] as [UInt64] {
      try runSequence(seed: seed, steps: 24)
    }
  }

  /// Typing inside the string literals of an open document, one keystroke per message (the
  /// server lexes the edited literal alone): after each, the document's diagnostics are
  /// those of a fresh lint, in every literal after the edited one too (they all moved).
  func testTypingInsideLiteralsMatchesAFreshLint() throws {
    let name = "Form.swift"
    let files = [name: Self.initialFiles[name]! + """
      extension SignUpViewController {
        func more() {
          zipField.BBB_regular = "^\\d{2,1}$"
          cardField.BBB_pattern = "#### #### #### ####"
          ibanField.BBB_regular = "^[A-Z]{2}\\d{2}$" + suffix
        }
      }

      """]
    let root = try ServerTestClient.tempDir(files)
    defer { try? FileManager.default.removeItem(at: root) }
    let rootPath = root.resolvingSymlinksInPath().path
    let client = try ServerTestClient()
    try client.initialize(rootUri: FileURI.uri(fromPath: rootPath))
    let uri = FileURI.uri(fromPath: rootPath + "/" + name)
    var text = files[name]!
    client.open(uri, text: text, languageId: "swift")
    var random = Random(state: 7)
    let keys = ["#", "9", "\\d", "é", "😀", "(", ")", "-", "[0]", "{", "\\", "\\(x)", "\"", "\n"]
    var published: [JSON] = []
    for version in 2..<42 {
      // A place inside a literal: between two quotes of one line.
      let lines = Self.lspLines(text)
      let candidates = lines.indices.filter { lines[$0].utf16.filter { $0 == 0x22 }.count >= 2 }
      let line = candidates[random.next(candidates.count)]
      let units = Array(lines[line].utf16)
      let quotes = units.indices.filter { units[$0] == 0x22 }
      var column = quotes[0] + 1 + random.next(quotes[1] - quotes[0])
      if (0xDC00...0xDFFF).contains(units[column]) { column -= 1 }
      let deletes = column < quotes[1] && random.next(3) == 0
      let width = deletes ? ((0xD800...0xDBFF).contains(units[column]) ? 2 : 1) : 0
      let inserted = deletes ? "" : keys[random.next(keys.count)]
      var edited = lines.map { Array($0.utf16) }
      edited[line].replaceSubrange(column..<(column + width), with: Array(inserted.utf16))
      // The document's own line breaks are `\n`.
      text = edited.map { String(decoding: $0, as: UTF16.self) }.joined(separator: "\n")
      client.change(uri, version: version, changes: [
        ["range": ServerTestClient.range(line, column, line, column + width), "text": .string(inserted)]
      ])
      let matches = try publishesAFreshLint(
        client, name: name, text: text, version: version, published: &published,
        "version \(version): \(inserted.debugDescription) at \(line):\(column)")
      if !matches { break }
    }
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }

  /// Typing in the code of an open Swift, Kotlin or Java document (names, braces, quotes,
  /// comment markers, line breaks: the server lexes from the edited line until it is back in
  /// step with the last scan): after each keystroke the document's diagnostics are those of a
  /// fresh lint.
  func testTypingInTheCodeMatchesAFreshLintInEachLanguage() throws {
    let documents: [(name: String, languageId: String, text: String)] = [
      ("Form.swift", "swift", Self.initialFiles["Form.swift"]! + """
        let `default` = "x"
        let zip = try NSRegularExpression(pattern: "^\\d{5,3}$")
        let card = try NSRegularExpression(pattern: "[0-9a-f0-9]+")

        """),
      ("Checkout.kt", "kotlin", """
        package com.example

        class Checkout {
          val greeting = "Hello ${user.name} and $count"
          val zip = Regex("^\\d{5,3}$")
          val `when` = 'x'
          fun bind(phone: EditText) {
            MaskedTextChangedListener.installOn(phone, "+1 ([000]) [000]-[0000")
          }
        }

        """),
      ("Checkout.java", "java", """
        package com.example;

        public class Checkout {
          private static final Pattern ZIP = Pattern.compile("^\\d{5,3}$");
          String block = \"\"\"
              text block
              \"\"\";
          void setUp() {
            Pattern card = Pattern.compile("[0-9a-f0-9]+");
            char c = '"';
          }
        }

        """),
    ]
    let keys = ["x", "renamed", "{", "}", "\"", "//", "/*", "*/", "`", "(", ")", " ", "\n", "é", "\"\"\""]
    var random = Random(state: 11)
    for document in documents {
      try type(keys, into: document, keystrokes: 20, random: &random)
    }
  }

  /// A long document: the symbol facts of an edit of its code are brought from the old ones
  /// (the pass runs again around the change only). Its findings hang on them: constants
  /// resolved in other types, masks of one field in exclusive branches (no conflict), masks
  /// of one field in one body (a conflict).
  func testTypingInALongDocumentMatchesAFreshLint() throws {
    let blocks = (0..<60).map { n in
      """
      enum Masks\(n) {
        static let zip = "^\\d{5,3}$"
      }
      final class Form\(n): UIViewController {
        func configure(value: Int) {
          if value > \(n) { field\(n).BBB_pattern = "(###)" } else { field\(n).BBB_pattern = "###-##" }
          let zip = try NSRegularExpression(pattern: Masks\(n).zip)
          switch value {
          case 1: card\(n).BBB_pattern = "####"
          default: card\(n).BBB_pattern = "## ##"
          }
        }
      }
      """
    }
    let text = Self.initialFiles["Form.swift"]! + blocks.joined(separator: "\n") + "\n"
    let keys = ["x", "{", "}", "} else {", "if a {", "case 2: ", "\"", "//", "(", ")", "\n", "Masks", ".zip", "static let q = \"[\"\n"]
    var random = Random(state: 23)
    try type(keys, into: ("Long.swift", "swift", text), keystrokes: 30, random: &random, nearMiddle: true)
  }

  /// Types `keystrokes` random `keys` into `document` open in the server, each at a random
  /// place (with `nearMiddle`, in its middle third); after each, the published diagnostics
  /// must be a fresh `maskls lint` of the text.
  private func type(
    _ keys: [String], into document: (name: String, languageId: String, text: String), keystrokes: Int,
    random: inout Random, nearMiddle: Bool = false
  ) throws {
    let root = try ServerTestClient.tempDir([document.name: document.text])
    defer { try? FileManager.default.removeItem(at: root) }
    let rootPath = root.resolvingSymlinksInPath().path
    XCTAssertFalse((try lint([document.name: document.text])[document.name] ?? []).isEmpty, "\(document.name) has findings to keep")
    let client = try ServerTestClient()
    try client.initialize(rootUri: FileURI.uri(fromPath: rootPath))
    let uri = FileURI.uri(fromPath: rootPath + "/" + document.name)
    var text = document.text
    client.open(uri, text: text, languageId: document.languageId)
    var published: [JSON] = []
    for version in 2..<(2 + keystrokes) {
      // Anywhere in a line, at a scalar's start; sometimes one scalar replaced.
      let lines = Self.lspLines(text)
      let line = nearMiddle ? lines.count / 3 + random.next(lines.count / 3) : random.next(lines.count)
      var columns: [Int] = [0]
      for scalar in lines[line].unicodeScalars { columns.append(columns.last! + scalar.utf16.count) }
      let at = random.next(columns.count)
      let end = random.next(3) == 0 && at + 1 < columns.count ? columns[at + 1] : columns[at]
      let inserted = keys[random.next(keys.count)]
      var edited = lines.map { Array($0.utf16) }
      edited[line].replaceSubrange(columns[at]..<end, with: Array(inserted.utf16))
      text = edited.map { String(decoding: $0, as: UTF16.self) }.joined(separator: "\n")
      client.change(uri, version: version, changes: [
        ["range": ServerTestClient.range(line, columns[at], line, end), "text": .string(inserted)]
      ])
      let matches = try publishesAFreshLint(
        client, name: document.name, text: text, version: version, published: &published,
        "\(document.name) version \(version): \(inserted.debugDescription) at \(line):\(columns[at])")
      if !matches { break }
    }
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }

  /// Waits (up to 20 s) until the diagnostics published for `version` of document `name` are
  /// what a fresh `maskls lint` of `text` gives; asserts they are. `published` is the last
  /// list seen (versions publish in order).
  private func publishesAFreshLint(
    _ client: ServerTestClient, name: String, text: String, version: Int, published: inout [JSON], _ what: String
  ) throws -> Bool {
    let expected = (try lint([name: text])[name] ?? []).sorted()
    let deadline = Date().addingTimeInterval(20)
    var got: [String] = []
    repeat {
      while let message = try? client.notification("textDocument/publishDiagnostics", timeout: 0.05) {
        guard message["params"]?["version"]?.intValue == Int64(version) else { continue }
        published = message["params"]?["diagnostics"]?.arrayValue ?? []
        Self.assertFits(published, text, "\(name) version \(version)")
      }
      got = published.map(Self.summary).sorted()
    } while got != expected && Date() < deadline
    XCTAssertEqual(got, expected, what)
    return got == expected
  }

  // MARK: - One sequence

  private struct Random {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(max(1, bound)))
    }
  }

  private struct OpenDoc {
    var text: String
    var version: Int
  }

  private func runSequence(seed: UInt64, steps: Int) throws {
    var random = Random(state: seed)
    let root = try ServerTestClient.tempDir(Self.initialFiles)
    defer { try? FileManager.default.removeItem(at: root) }
    let rootPath = root.resolvingSymlinksInPath().path
    let client = try ServerTestClient()
    try client.initialize(rootUri: FileURI.uri(fromPath: rootPath))
    var disk = Self.initialFiles
    var open: [String: OpenDoc] = [:]
    /// Files closed and not changed on disk since: the server leaves their findings alone.
    var closed: Set<String> = []
    var published: [String: [JSON]] = [:]
    var versions: [String: Int] = [:]
    var textsByVersion: [String: [Int: String]] = [:]
    var history: [String] = []
    func uri(_ name: String) -> String { FileURI.uri(fromPath: rootPath + "/" + name) }
    func language(_ name: String) -> String { name.hasSuffix(".kt") ? "kotlin" : "swift" }

    for step in 0..<steps {
      let names = disk.keys.sorted()
      var action = ""
      switch random.next(10) {
      case 0, 1:
        let name = names[random.next(names.count)]
        if open[name] == nil {
          open[name] = OpenDoc(text: disk[name] ?? "", version: 1)
          textsByVersion[name] = [1: disk[name] ?? ""]
          client.open(uri(name), text: disk[name] ?? "", languageId: language(name))
          closed.remove(name)
          action = "open \(name)"
        }
      case 2:
        if let name = open.keys.sorted().first(where: { _ in random.next(2) == 0 }) {
          open[name] = nil
          closed.insert(name)
          client.notify("textDocument/didClose", ["textDocument": ["uri": .string(uri(name))]])
          action = "close \(name)"
        }
      case 3:
        // A file written on disk (new or changed), not open.
        let name = random.next(3) == 0 ? "New\(step).swift" : names[random.next(names.count)]
        guard open[name] == nil else { break }
        let created = disk[name] == nil
        let base = disk[name] ?? "extension SignUpViewController {\n  func more() {\n  }\n}\n"
        let edited = Self.insertLine(Self.snippets[random.next(Self.snippets.count)], into: base, at: 2)
        disk[name] = edited
        try Data(edited.utf8).write(to: URL(fileURLWithPath: rootPath + "/" + name))
        closed.remove(name)
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(uri(name)), "type": .int(created ? 1 : 2)]]])
        action = "write \(name)"
      case 4:
        let name = names[random.next(names.count)]
        guard open[name] == nil, names.count > 2 else { break }
        disk[name] = nil
        try FileManager.default.removeItem(atPath: rootPath + "/" + name)
        closed.remove(name)
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(uri(name)), "type": 3]]])
        action = "delete \(name)"
      default:
        // Edits of an open document: one to three changes in one message.
        guard let name = open.keys.sorted().dropFirst(random.next(max(1, open.count))).first, var doc = open[name] else { break }
        var changes: [JSON] = []
        for _ in 0..<(1 + random.next(3)) {
          let (change, edited) = Self.randomChange(of: doc.text, random: &random)
          changes.append(change)
          doc.text = edited
        }
        doc.version += 1
        open[name] = doc
        textsByVersion[name, default: [:]][doc.version] = doc.text
        client.change(uri(name), version: doc.version, changes: changes)
        action = "change \(name) ×\(changes.count)"
      }
      guard !action.isEmpty else { continue }
      history.append(action)

      // The state lint sees: the disk with the open documents' texts.
      var state = disk
      for (name, doc) in open { state[name] = doc.text }
      let expected = try lint(state)
      let deadline = Date().addingTimeInterval(20)
      var mismatch = ""
      repeat {
        while let message = try? client.notification("textDocument/publishDiagnostics", timeout: 0.05) {
          guard let u = message["params"]?["uri"]?.stringValue, let name = FileURI.path(fromURI: u)?.components(separatedBy: "/").last else { continue }
          let diagnostics = message["params"]?["diagnostics"]?.arrayValue ?? []
          published[name] = diagnostics
          if let v = message["params"]?["version"]?.intValue {
            versions[name] = Int(v)
            let text = textsByVersion[name]?[Int(v)]
            XCTAssertNotNil(text, "seed \(seed) step \(step): \(name) published for unknown version \(v)")
            if let text { Self.assertFits(diagnostics, text, "seed \(seed) step \(step) \(name) v\(v)") }
          }
        }
        mismatch = ""
        for name in Set(state.keys).union(published.keys).sorted() where !closed.contains(name) {
          let got = (published[name] ?? []).map(Self.summary).sorted()
          let want = (expected[name] ?? []).sorted()
          if got != want { mismatch += "\n\(name): server \(got)\n  lint \(want)" }
          if let doc = open[name], versions[name] != doc.version { mismatch += "\n\(name): last version \(versions[name] ?? -1), document \(doc.version)" }
        }
      } while !mismatch.isEmpty && Date() < deadline
      XCTAssertEqual(mismatch, "", "seed \(seed) step \(step) after \(history.joined(separator: ", "))")
      if !mismatch.isEmpty { break }
    }
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }

  // MARK: - Helpers

  /// `maskls lint` of `files` in a fresh folder: per file, each finding as `summary` gives.
  private func lint(_ files: [String: String]) throws -> [String: [String]] {
    let dir = try ServerTestClient.tempDir(files)
    defer { try? FileManager.default.removeItem(at: dir) }
    let process = Process()
    process.executableURL = ServerTestClient.executable
    process.arguments = ["lint", dir.path, "--format", "json"]
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let json = try JSON.parse([UInt8](data))
    var result: [String: [String]] = [:]
    for f in json["findings"]?.arrayValue ?? [] {
      let name = f["path"]?.stringValue?.components(separatedBy: "/").last ?? ""
      func n(_ j: JSON?) -> Int { Int(j?.intValue ?? 0) - 1 }
      let range = f["range"]
      let line = "\(n(range?["start"]?["line"])):\(n(range?["start"]?["column"]))-\(n(range?["end"]?["line"])):\(n(range?["end"]?["column"]))"
      result[name, default: []].append("\(line) \(f["rule"]?.stringValue ?? "") \(f["message"]?.stringValue ?? "")")
    }
    return result
  }

  /// A published diagnostic in the form `lint` gives.
  static func summary(_ d: JSON) -> String {
    func n(_ j: JSON?) -> Int { Int(j?.intValue ?? -9) }
    let r = d["range"]
    return "\(n(r?["start"]?["line"])):\(n(r?["start"]?["character"]))-\(n(r?["end"]?["line"])):\(n(r?["end"]?["character"])) \(d["code"]?.stringValue ?? "") \(d["message"]?.stringValue ?? "")"
  }

  /// Every range lies inside `text` (lines as LSP counts them, UTF-16 columns).
  static func assertFits(_ diagnostics: [JSON], _ text: String, _ context: String) {
    let lines = lspLines(text)
    for d in diagnostics {
      for end in ["start", "end"] {
        let line = Int(d["range"]?[end]?["line"]?.intValue ?? -1)
        let character = Int(d["range"]?[end]?["character"]?.intValue ?? -1)
        XCTAssertTrue(line >= 0 && line < lines.count && character >= 0 && character <= lines[line].utf16.count, "\(context): \(summary(d)) outside the text")
      }
    }
  }

  /// Lines ended by `\n`, `\r\n` or a lone `\r`.
  static func lspLines(_ text: String) -> [Substring] {
    var lines: [Substring] = []
    var start = text.startIndex
    let scalars = text.unicodeScalars
    var si = scalars.startIndex
    while si < scalars.endIndex {
      let c = scalars[si]
      if c == "\n" || c == "\r" {
        let lineEnd = si
        var next = scalars.index(after: si)
        if c == "\r", next < scalars.endIndex, scalars[next] == "\n" { next = scalars.index(after: next) }
        lines.append(text[start..<lineEnd])
        start = next
        si = next
      } else {
        si = scalars.index(after: si)
      }
    }
    lines.append(text[start...])
    return lines
  }

  static func insertLine(_ line: String, into text: String, at index: Int) -> String {
    var lines = text.components(separatedBy: "\n")
    lines.insert(line, at: min(max(0, index), lines.count))
    return lines.joined(separator: "\n")
  }

  /// One incremental change of `text` (insert a snippet line, delete a line, replace a
  /// character by a line break: a change that moves lines but no byte after it, or type
  /// inside a string literal), as LSP sends it, and the text after it.
  private static func randomChange(of text: String, random: inout Random) -> (JSON, String) {
    let lines = lspLines(text)
    let line = random.next(lines.count)
    let kind = random.next(4)
    let rangeStart: (Int, Int)
    let rangeEnd: (Int, Int)
    let inserted: String
    // Inside a literal of the line (the server lexes that literal alone): between its quotes.
    let units16 = Array(lines[line].utf16)
    let quotes = units16.indices.filter { units16[$0] == 0x22 }
    switch kind {
    case 3 where quotes.count >= 2:
      var column = quotes[0] + 1 + random.next(quotes[1] - quotes[0])
      // Never between the two units of a surrogate pair.
      if (0xDC00...0xDFFF).contains(units16[column]) { column -= 1 }
      let isPair = (0xD800...0xDBFF).contains(units16[column])
      let replaced = column < quotes[1] && random.next(2) == 0 ? (isPair ? 2 : 1) : 0
      rangeStart = (line, column)
      rangeEnd = (line, column + replaced)
      inserted = ["#", "9", "\\d", "é", "😀", "(", "-", "[0]", ""][random.next(9)]
    case 0:
      rangeStart = (line, 0)
      rangeEnd = (line, 0)
      inserted = snippets[random.next(snippets.count)] + "\n"
    case 1 where lines.count > 2 && line + 1 < lines.count:
      rangeStart = (line, 0)
      rangeEnd = (line + 1, 0)
      inserted = ""
    default:
      let width = lines[line].utf16.count
      // A column between two UTF-16 units of a scalar would split it: take scalar starts.
      var columns: [Int] = [0]
      var c = 0
      for s in lines[line].unicodeScalars {
        c += s.utf16.count
        columns.append(c)
      }
      let column = columns[random.next(columns.count)]
      let end = columns.first(where: { $0 > column }) ?? column
      rangeStart = (line, min(column, width))
      rangeEnd = (line, min(end, width))
      inserted = "\n"
    }
    // Apply to the model in UTF-16 units.
    var units = Array(text.utf16)
    func offset(_ p: (Int, Int)) -> Int {
      var o = 0
      for l in 0..<p.0 {
        o += lines[l].utf16.count
        // The line break after it.
        let afterLine = o
        if afterLine < units.count, units[afterLine] == 13 {
          o += (afterLine + 1 < units.count && units[afterLine + 1] == 10) ? 2 : 1
        } else if afterLine < units.count, units[afterLine] == 10 {
          o += 1
        }
      }
      return o + p.1
    }
    let a = offset(rangeStart)
    let b = offset(rangeEnd)
    units.replaceSubrange(a..<b, with: Array(inserted.utf16))
    let edited = String(decoding: units, as: UTF16.self)
    let change: JSON = ["range": ServerTestClient.range(rangeStart.0, rangeStart.1, rangeEnd.0, rangeEnd.1), "text": .string(inserted)]
    return (change, edited)
  }
}
