import Foundation
import SourceScanning
import XCTest

@testable import MaskAnalysis

/// A lint checks a file's own fields while it reads the file and keeps their findings
/// instead of their settings (`PrecheckedFields`); once every file is read, the files whose
/// keys turn out to be shared, linked or resolved against project tables are read again.
/// Whatever the files say, the findings must be those of a project that kept every setting.
final class PrecheckedFieldsTests: XCTestCase {
  private var folders: [String] = []

  override func tearDown() {
    for folder in folders { try? FileManager.default.removeItem(atPath: folder) }
    folders = []
  }

  private func folder(_ files: [String: String]) throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("maskls-prechecked-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    for (name, text) in files { try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8) }
    folders.append(dir.path)
    return dir.path
  }

  /// The project a lint makes (facts prechecked as read) and its findings, with the findings
  /// of a project of the same files that kept every setting.
  private func lint(_ files: [String: String]) throws -> (project: AnalysisProject, findings: [Finding], reference: [Finding], root: String) {
    let root = try folder(files)
    let paths = files.keys.sorted().map { root + "/" + $0 }
    func facts(prechecking: Bool) -> [FileFacts] {
      paths.map { path in
        let text = AnalysisProject.readText(path)!
        let facts = FileFacts.make(path: path, language: SourceLanguage(path: path)!, text: text)
        return prechecking ? facts.prechecking(text: text) : facts
      }
    }
    let project = AnalysisProject()
    project.setFacts(facts(prechecking: true))
    let findings = project.allFindings()
    let reference = AnalysisProject()
    reference.setFacts(facts(prechecking: false))
    return (project, findings, reference.allFindings(), root)
  }

  private func names(_ paths: Set<String>, under root: String) -> Set<String> {
    Set(paths.map { String($0.dropFirst(root.count + 1)) })
  }

  func testFilesOfTheirOwnFieldsKeepOnlyFindings() throws {
    let (project, findings, reference, root) = try lint([
      "A.swift": "class A {\n  func f() {\n    phone.BBB_pattern = \"\"\n    code.BBB_pattern = \"##\"\n  }\n}\n",
      "B.swift": "class B {\n  func f() {\n    let m = try Mask(format: \"[00\")\n  }\n}\n",
    ])
    XCTAssertEqual(findings, reference)
    // Both files have findings (else this would prove nothing).
    XCTAssertEqual(names(Set(findings.map(\.location.path)), under: root), ["A.swift", "B.swift"], "\(findings.map(\.rule))")
    XCTAssertEqual(names(project.precheckedFilePaths, under: root), ["A.swift", "B.swift"])
    let text = AnalysisProject.readText(root + "/A.swift")!
    let facts = FileFacts.make(path: root + "/A.swift", language: .swift, text: text).prechecking(text: text)
    XCTAssertEqual(facts.settings.count, 0)
    XCTAssertEqual(facts.prechecked?.hashes.count, 2)
    XCTAssertEqual(facts.prechecked?.entries.count, 1)
  }

  /// A constant of the file read by a setting: the finding in the constant's literal names
  /// the use, which the project adds from the settings it keeps (and the file is read again
  /// once the project knows its constants).
  func testASettingReadThroughAConstantOfItsFileIsKept() throws {
    let (_, findings, reference, _) = try lint([
      "VC.swift": "let codeMask = \"[00\"\nclass VC {\n  func f() {\n    code.BBB_pattern = codeMask\n  }\n}\n"
    ])
    XCTAssertEqual(findings, reference)
    XCTAssertTrue(findings.contains { !$0.related.isEmpty }, "\(findings)")
  }

  func testAKeyTwoFilesCheckedAloneIsCheckedWithBoth() throws {
    let (project, findings, reference, root) = try lint([
      "VC.swift": "class VC {\n  func f() {\n    phone.BBB_pattern = \"+1 (###) ###-####\"\n  }\n}\n",
      "VC+Setup.swift": "extension VC {\n  func g() {\n    phone.maxLength = 10\n  }\n}\n",
      "Other.swift": "class Other {\n  func f() {\n    code.BBB_pattern = \"\"\n  }\n}\n",
    ])
    XCTAssertEqual(findings, reference)
    XCTAssertTrue(findings.contains { $0.rule == "conflict-max-length" }, "\(findings.map(\.rule))")
    // Only the two files of the shared key were read again.
    XCTAssertEqual(names(project.precheckedFilePaths, under: root), ["Other.swift"])
  }

  func testAKeyKeptByAnotherFileReadsTheCheckedOneAgain() throws {
    let (project, findings, reference, root) = try lint([
      "Masks.swift": "enum Masks {\n  static let phone = \"+1 (###) ###-####\"\n}\n",
      "VC.swift": "class VC {\n  func f() {\n    phone.BBB_pattern = Masks.phone\n  }\n}\n",
      "VC+Setup.swift": "extension VC {\n  func g() {\n    phone.maxLength = 10\n  }\n}\n",
    ])
    XCTAssertEqual(findings, reference)
    XCTAssertTrue(findings.contains { $0.rule == "conflict-max-length" }, "\(findings.map(\.rule))")
    XCTAssertFalse(names(project.precheckedFilePaths, under: root).contains("VC+Setup.swift"))
  }

  func testAnOutletToACheckedMemberLinksItToTheElement() throws {
    let (project, findings, reference, root) = try lint([
      "Main.storyboard": AnalysisProjectTests.outletStoryboard,
      "VC.swift": "class VC {\n  func f() {\n    code.BBB_pattern = \"##\"\n  }\n}\n",
      "Other.swift": "class Other {\n  func f() {\n    phone.BBB_pattern = \"\"\n  }\n}\n",
    ])
    XCTAssertEqual(findings, reference)
    XCTAssertTrue(findings.contains { f in f.related.contains { $0.location.path != f.location.path } }, "\(findings)")
    XCTAssertEqual(names(project.precheckedFilePaths, under: root), ["Other.swift"])
  }

  func testInputmaskAliasesOfTheProjectReadCheckedFilesAgain() throws {
    let (project, findings, reference, _) = try lint([
      "use.js": """
        Inputmask("birthday").mask("#b");
        Inputmask({ alias: "expiry" }).mask("#e");
        $("#s").inputmask("dd/mm/yyyy");
        """,
      "define.js": #"Inputmask.extendAliases({ birthday: { alias: "datetime" }, "expiry": { mask: "99/99" } });"#,
    ])
    XCTAssertEqual(findings, reference)
    XCTAssertEqual(findings.map(\.rule), ["mask-unknown-alias"])
    XCTAssertEqual(project.precheckedFilePaths, [])
  }

  /// Members of a type the file extends (or does not declare) are likely set in other files
  /// too: they are kept, so that such files are not read twice; members of a type declared
  /// whole are checked with the file.
  func testMembersOfExtendedTypesAreKept() throws {
    func prechecked(_ source: String, _ name: String) -> PrecheckedFields? {
      let text = SourceText(source)
      return FileFacts.make(path: "/p/" + name, language: SourceLanguage(path: name)!, text: text).prechecking(text: text).prechecked
    }
    XCTAssertNil(prechecked("extension VC {\n  func g() {\n    phone.maxLength = 10\n  }\n}\n", "A.swift"))
    XCTAssertNil(prechecked("class VC {}\nextension VC {\n  func g() {\n    phone.maxLength = 10\n  }\n}\n", "B.swift"))
    XCTAssertNil(prechecked("func g() {\n  phone.BBB_pattern = \"##\"\n}\n", "C.swift"))
    XCTAssertEqual(prechecked("class VC {\n  func g() {\n    phone.maxLength = 10\n  }\n}\n", "D.swift")?.hashes.count, 1)
    let partial = "partial class Form1 {\n  void Init() {\n    maskedTextBox1.Mask = \"000\";\n  }\n}\n"
    XCTAssertNil(prechecked(partial, "Form1.cs"))
    XCTAssertEqual(prechecked(partial.replacingOccurrences(of: "partial ", with: ""), "Form1.cs")?.hashes.count, 1)
  }

  /// A file changed on disk while the lint ran: the steps that follow build fields from every
  /// file's settings, so every checked file is read again first.
  func testAStepAfterThePassReadsCheckedFilesAgain() throws {
    let (project, _, _, root) = try lint([
      "VC.swift": "class VC {\n  func f() {\n    phone.BBB_pattern = \"+1 (###) ###-####\"\n  }\n}\n",
      "Other.swift": "class Other {\n  func f() {\n    code.BBB_pattern = \"\"\n  }\n}\n",
    ])
    XCTAssertFalse(project.precheckedFilePaths.isEmpty)
    let setup = root + "/VC+Setup.swift"
    let text = SourceText("extension VC {\n  func g() {\n    phone.maxLength = 10\n  }\n}\n")
    project.setFile(path: setup, text: text, keepsText: true)
    let findings = project.allFindings()
    XCTAssertTrue(findings.contains { $0.rule == "conflict-max-length" }, "\(findings.map(\.rule))")
    XCTAssertEqual(project.precheckedFilePaths, [])
    let fresh = AnalysisProject()
    for name in ["VC.swift", "Other.swift"] {
      fresh.setFile(path: root + "/" + name, text: AnalysisProject.readText(root + "/" + name)!, keepsText: false)
    }
    fresh.setFile(path: setup, text: text, keepsText: true)
    XCTAssertEqual(findings, fresh.allFindings())
  }

  /// Random projects of classes, extensions, constants and storyboards whose fields are now
  /// a file's own, now shared, linked or read through a constant.
  func testRandomProjectsGiveTheFindingsOfAProjectThatKeptEverySetting() throws {
    var random = SeededRandom(seed: 7)
    let masks = ["\"\"", "\"##\"", "\"+1 (###) ###-####\"", "\"[00\"", "\"###-##\"", "Masks.phone", "Masks.code"]
    var restored = 0
    var kept = 0
    for round in 0..<60 {
      var files: [String: String] = [
        "Masks.swift": "enum Masks {\n  static let phone = \"+1 (###) ###-####\"\n  static let code = \"\"\n}\n"
      ]
      let fileCount = random.next(below: 4) + 2
      for f in 0..<fileCount {
        files["F\(f).swift"] = random.swiftFile(f, masks: masks, oneExtensionIn: 3)
      }
      if random.next(below: 3) == 0 {
        files["Main.storyboard"] = AnalysisProjectTests.outletStoryboard.replacingOccurrences(of: "customClass=\"VC\"", with: "customClass=\"T\(random.next(below: 3))\"")
      }
      let (project, findings, reference, _) = try lint(files)
      XCTAssertEqual(findings, reference, "round \(round): \(files.sorted { $0.key < $1.key })")
      kept += project.precheckedFilePaths.count
      restored += files.count - project.precheckedFilePaths.count
    }
    // Both ways were taken often.
    XCTAssertGreaterThan(kept, 20)
    XCTAssertGreaterThan(restored, 40)
  }
}

/// The server checks a closed file's own fields as it reads it (`ClosedFileChecks`) and
/// learns the workspace file by file: a key checked alone that later turns up in another
/// file, an outlet or Inputmask aliases read the file again. Random sequences of files read,
/// rewritten, opened, closed and removed, with partial evaluation steps in between, must give
/// the findings of a project that kept every setting.
final class ClosedFileChecksTests: XCTestCase {
  /// A file checked alone before any outlet named its property: the storyboard that comes
  /// later links the element to it, so the file is read again and the field is the
  /// storyboard's too.
  func testAnOutletThatAppearsLaterReadsTheCheckedFileAgain() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("maskls-closed-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let vc = dir.path + "/VC.swift", board = dir.path + "/Main.storyboard"
    try "class VC {\n  func f() {\n    code.BBB_pattern = \"##\"\n  }\n}\n".write(toFile: vc, atomically: true, encoding: .utf8)
    try AnalysisProjectTests.outletStoryboard.write(toFile: board, atomically: true, encoding: .utf8)
    let project = AnalysisProject(checksClosedFilesAlone: true)
    project.setFile(path: vc, text: AnalysisProject.readText(vc)!, keepsText: false)
    _ = project.allFindings()
    XCTAssertEqual(project.precheckedFilePaths, [vc])
    project.setFile(path: board, text: AnalysisProject.readText(board)!, keepsText: false)
    let findings = project.allFindings()
    let reference = AnalysisProject()
    for path in [vc, board] { reference.setFile(path: path, text: AnalysisProject.readText(path)!, keepsText: false) }
    XCTAssertEqual(findings, reference.allFindings())
    XCTAssertTrue(findings.contains { f in f.related.contains { $0.location.path != f.location.path } }, "\(findings)")
    XCTAssertEqual(project.closedFileRestoresForTesting, 1)
  }

  func testRandomWorkspaceChangesGiveTheFindingsOfAProjectThatKeptEverySetting() throws {
    var random = SeededRandom(seed: 11)
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("maskls-closed-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let masks = ["\"\"", "\"##\"", "\"+1 (###) ###-####\"", "\"[00\"", "\"###-##\""]
    func content(of name: String) -> String {
      switch name {
      case "Main.storyboard":
        return AnalysisProjectTests.outletStoryboard.replacingOccurrences(of: "customClass=\"VC\"", with: "customClass=\"T\(random.next(below: 3))\"")
      case "define.js":
        return #"Inputmask.extendAliases({ birthday: { alias: "datetime" }, "expiry": { mask: "99/99" } });"#
      case "use.js":
        return "Inputmask(\"birthday\").mask(\"#b\");\nInputmask({ mask: \"[9\" }).mask(\"#c\");\n"
      default:
        let n = random.next(below: 100)
        return random.swiftFile(n, masks: masks, oneExtensionIn: 4)
      }
    }
    let names = (0..<6).map { "F\($0).swift" } + ["Main.storyboard", "define.js", "use.js"]
    var checkedAlone = 0
    var restored = 0
    for round in 0..<12 {
      let project = AnalysisProject(checksClosedFilesAlone: true)
      var open: [String: String] = [:]
      var present: Set<String> = []
      var log: [String] = []
      for _ in 0..<30 {
        // Mostly Swift files; now and then a storyboard or the Inputmask alias pair.
        let pick = random.next(below: 10)
        let name = pick < 8 ? names[random.next(below: 6)] : names[6 + random.next(below: 3)]
        let path = dir.path + "/" + name
        switch random.next(below: 6) {
        case 0 where present.contains(name):
          project.removeFile(path: path)
          try? FileManager.default.removeItem(atPath: path)
          present.remove(name)
          open[name] = nil
          log.append("remove \(name)")
        case 1:
          let text = content(of: name)
          open[name] = text
          present.insert(name)
          project.setFile(path: path, text: SourceText(text), keepsText: true)
          log.append("open \(name): \(text)")
        case 2 where open[name] != nil:
          open[name] = nil
          // As the server does: the file falls back to its disk copy, or leaves.
          if let text = AnalysisProject.readText(path) {
            project.setFile(path: path, text: text, keepsText: false)
          } else {
            project.removeFile(path: path)
            present.remove(name)
          }
          log.append("close \(name)")
        default:
          guard open[name] == nil else { continue }
          let text = content(of: name)
          try text.write(toFile: path, atomically: true, encoding: .utf8)
          present.insert(name)
          project.setFile(path: path, text: SourceText(text), keepsText: false)
          log.append("disk \(name): \(text)")
        }
        if random.next(below: 2) == 0 { project.evaluateStep(limit: random.next(below: 3)) }
        checkedAlone += project.precheckedFilePaths.count
        guard random.next(below: 3) == 0 else { continue }
        let reference = AnalysisProject()
        for name in present.sorted() {
          let path = dir.path + "/" + name
          if let text = open[name] {
            reference.setFile(path: path, text: SourceText(text), keepsText: true)
          } else {
            reference.setFile(path: path, text: AnalysisProject.readText(path)!, keepsText: false)
          }
        }
        XCTAssertEqual(project.allFindings(), reference.allFindings(), "round \(round):\n\(log.joined(separator: "\n"))")
      }
      restored += project.closedFileRestoresForTesting
      for name in present { try? FileManager.default.removeItem(atPath: dir.path + "/" + name) }
    }
    // Files were checked alone, and some of them read again.
    XCTAssertGreaterThan(checkedAlone, 50)
    XCTAssertGreaterThan(restored, 5)
  }
}

extension SeededRandom {
  /// A class (or, one time in `oneExtensionIn`, an extension) of `T0`…`T2` whose function
  /// `f<n>` sets masks from `masks` and max lengths on `phone`, `code` and `zip`.
  fileprivate mutating func swiftFile(_ n: Int, masks: [String], oneExtensionIn odds: Int) -> String {
    let type = "T\(next(below: 3))"
    var body = ""
    for _ in 0..<(next(below: 4) + 1) {
      let member = ["phone", "code", "zip"][next(below: 3)]
      if next(below: 3) == 0 {
        body += "    \(member).maxLength = \(next(below: 20))\n"
      } else {
        body += "    \(member).BBB_pattern = \(masks[next(below: masks.count)])\n"
      }
    }
    let opening = next(below: odds) == 0 ? "extension \(type)" : "class \(type)"
    return "\(opening) {\n  func f\(n)() {\n\(body)  }\n}\n"
  }
}

/// A small deterministic generator (SplitMix64).
private struct SeededRandom {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next(below n: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(n))
  }
}
