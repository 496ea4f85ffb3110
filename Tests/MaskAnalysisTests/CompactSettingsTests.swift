import Foundation
import SourceScanning
import XCTest

@testable import MaskAnalysis

/// A lint stores the settings it keeps for other files' fields compactly
/// (`FileSettings.compacted`): every read must give back the setting as scanned, equal
/// settings of different files must share one template, and the findings must be those of a
/// project that kept every setting as it was.
final class CompactSettingsTests: XCTestCase {
  private var folders: [String] = []

  override func tearDown() {
    for folder in folders { try? FileManager.default.removeItem(atPath: folder) }
    folders = []
  }

  private func folder(_ files: [String: String]) throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("maskls-compact-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    for (name, text) in files { try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8) }
    folders.append(dir.path)
    return dir.path
  }

  private func facts(_ path: String, _ source: String) -> FileFacts {
    FileFacts.make(path: path, language: SourceLanguage(path: path)!, text: SourceText(bytes: Array(source.utf8)))
  }

  /// Members of an extended type (kept), with escapes (segments), a branch arm and a body,
  /// next to settings that are kept as they are: a local, a constant's use, a list.
  private let extensionSource = #"""
    import UIKit
    let zipMask = "#####"
    extension FormVC {
      func a() {
        switch mode {
        case .us: phoneField.BBB_pattern = "+1 (###) ###-####"
        default: phoneField.maxLength = 12
        }
        codeField.BBB_regular = "\\d{0,5}\t\u{41}"
        zipField.BBB_pattern = zipMask
        let local = try Mask(format: "[00]")
      }
    }

    """#

  func testACompactSettingReadsBackAsScanned() {
    let scanned = facts("/p/Form.swift", extensionSource)
    XCTAssertGreaterThanOrEqual(scanned.settings.count, 5)
    let templates = SettingTemplates()
    let compact = scanned.settings.compacted(path: "/p/Form.swift", sharing: templates)
    XCTAssertTrue(compact.isCompact)
    XCTAssertEqual(compact.count, scanned.settings.count)
    XCTAssertEqual(compact.array, scanned.settings.array)
    for i in scanned.settings.indices {
      XCTAssertEqual(compact[i], scanned.settings[i])
      XCTAssertEqual(compact[i].literal.range, scanned.settings[i].literal.range)
      XCTAssertEqual(Array(compact[i].literal.segments), Array(scanned.settings[i].literal.segments))
      XCTAssertEqual(compact[i].codeBody, scanned.settings[i].codeBody)
      XCTAssertEqual(compact[i].branches, scanned.settings[i].branches)
      XCTAssertEqual(compact.field(at: i), scanned.settings[i].field)
      XCTAssertEqual(compact.path(at: i), scanned.settings[i].path)
      XCTAssertEqual(compact.use(at: i), scanned.settings[i].use)
    }
    let all = 0..<scanned.settings.count
    XCTAssertEqual(Array(compact.slice(all)), Array(scanned.settings.slice(all)))
    // The members are shared as templates; the local and the constant's use are not.
    XCTAssertTrue(scanned.settings.array.contains { $0.use != nil })
    XCTAssertTrue(scanned.settings.array.contains { if case .site = $0.field { return true } else { return false } })
    XCTAssertEqual(templates.count, scanned.settings.array.filter { if case .member = $0.field { return $0.use == nil } else { return false } }.count)
  }

  func testEqualSettingsOfTwoFilesShareOneTemplate() {
    let templates = SettingTemplates()
    let first = facts("/p/A.swift", extensionSource)
    // The same code further down another file: the same settings at other offsets.
    let second = facts("/p/B.swift", "// another file\n\n" + extensionSource)
    _ = first.settings.compacted(path: "/p/A.swift", sharing: templates)
    let shared = templates.count
    XCTAssertGreaterThan(shared, 0)
    let compact = second.settings.compacted(path: "/p/B.swift", sharing: templates)
    XCTAssertEqual(templates.count, shared)
    XCTAssertEqual(compact.array, second.settings.array)
    XCTAssertNotEqual(compact[0].literal.range, first.settings[0].literal.range)
  }

  /// One type extended across files, settings of one field in several files: the lint's
  /// project (facts prechecked and compacted as a lint reads them) finds what a project that
  /// kept every setting finds, placed in the same files.
  func testALintOfATypeExtendedAcrossFilesFindsWhatAFullProjectFinds() throws {
    var files: [String: String] = ["Form.swift": "import UIKit\nfinal class FormVC: UIViewController {}\n"]
    for k in 0..<6 {
      files["Form+\(k).swift"] = "import UIKit\n" + String(repeating: "// padding\n", count: k) + """
        extension FormVC {
          func part\(k)() {
            phoneField.BBB_pattern = "+1 (###) ###-####"
            phoneField.maxLength = \(k == 3 ? 5 : 17)
            zipField.BBB_regular = "\\\\d{0,5}"
            zipField.BBB_pattern = "#####-####"
          }
        }

        """
    }
    let root = try folder(files)
    let paths = files.keys.sorted().map { root + "/" + $0 }
    let templates = SettingTemplates()
    func project(compacting: Bool) -> AnalysisProject {
      let project = AnalysisProject()
      project.setFacts(
        paths.map { path in
          let text = AnalysisProject.readText(path)!
          let facts = FileFacts.make(path: path, language: .swift, text: text)
          return compacting ? facts.prechecking(text: text, sharing: templates) : facts
        })
      return project
    }
    let findings = project(compacting: true).allFindings()
    XCTAssertEqual(findings, project(compacting: false).allFindings())
    // Shared: one template per distinct setting, not one per file.
    XCTAssertEqual(templates.count, 5)
    // The regex rejects the mask: reported at each file's own regex.
    let placed = findings.filter { $0.rule == "regex-rejects-mask" }.map { ($0.location.path as NSString).lastPathComponent }
    XCTAssertEqual(placed.sorted(), (0..<6).map { "Form+\($0).swift" }, "\(findings.map(\.rule))")
  }

  /// A long-lived project's table drops the templates no compact setting uses any more once it
  /// has grown enough, and keeps those in use.
  func testUnusedTemplatesAreDroppedAndUsedOnesKept() {
    let templates = SettingTemplates(dropsUnused: true)
    func setting(_ k: Int) -> Setting {
      let value = "#\(k)"
      let literal = StringLiteral(value: value, range: 0..<(value.utf8.count + 2), segments: [])
      return Setting(kind: .mask(.redmadrobot), recognizedAs: "Mask(format:)", literal: literal, path: "", field: .member(type: "T", name: "f"))
    }
    var held: [Setting] = []
    for k in 0..<(SettingTemplates.fewest - 1) {
      let shared = templates.shared(setting(k))
      if k % 2 == 0 { held.append(shared) }
    }
    // Nothing is dropped below the threshold.
    XCTAssertEqual(templates.count, SettingTemplates.fewest - 1)
    // The next one reaches it: the templates not held are dropped; the new one is being
    // handed out, so it is kept.
    _ = templates.shared(setting(SettingTemplates.fewest))
    XCTAssertEqual(templates.count, held.count + 1)
    // Those held are still the table's: sharing them again adds nothing.
    for s in held.prefix(10) { _ = templates.shared(s) }
    XCTAssertEqual(templates.count, held.count + 1)
    // A lint's table (files never leave) drops nothing.
    let lint = SettingTemplates()
    for k in 0..<(SettingTemplates.fewest + 10) { _ = lint.shared(setting(k)) }
    XCTAssertEqual(lint.count, SettingTemplates.fewest + 10)
  }
}
