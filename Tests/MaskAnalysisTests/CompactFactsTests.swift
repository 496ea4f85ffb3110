import SourceScanning
import XCTest

@testable import MaskAnalysis

/// The compact forms a project keeps for every file: settings grouped by key, member keys by
/// name only once outlets exist, a literal's single segment in 32-bit offsets.
final class CompactFactsTests: XCTestCase {
  private func setting(_ key: FieldKey, at offset: Int) -> Setting {
    let literal = StringLiteral(
      value: "##", range: offset..<(offset + 4),
      segments: [LiteralSegment(valueStart: 0, valueLength: 2, sourceStart: offset + 1, sourceLength: 2, isVerbatim: true)])
    return Setting(kind: .mask(.redmadrobot), recognizedAs: "test", literal: literal, path: "A.swift", field: key)
  }

  func testSettingGroupsFindEveryKeyAndKeepTheOrderOfFirstAppearance() {
    // Keys of every kind, some with several settings, in an order unrelated to their hashes.
    var keys: [FieldKey] = []
    for i in 0..<300 {
      switch i % 4 {
      case 0: keys.append(.member(type: "T\(i % 7)", name: "f\(i)"))
      case 1: keys.append(.local(path: "A.swift", name: "v\(i)", scope: Int32(i)))
      case 2: keys.append(.site(path: "A.swift", offset: i))
      default: keys.append(.androidView(id: "id_\(i)"))
      }
    }
    var settings: [Setting] = []
    for (n, key) in keys.enumerated() {
      for _ in 0...(n % 3) { settings.append(setting(key, at: settings.count * 10)) }
    }
    let groups = SettingGroups(settings)
    XCTAssertEqual(groups.count, keys.count)
    XCTAssertEqual(groups.keys(in: settings), keys)
    var start = 0
    for (n, key) in keys.enumerated() {
      let count = n % 3 + 1
      XCTAssertEqual(groups.range(of: key, in: settings), start..<(start + count), "\(key)")
      start += count
    }
    XCTAssertNil(groups.range(of: .member(type: "T0", name: "absent"), in: settings))
    XCTAssertNil(groups.range(of: .local(path: "A.swift", name: "v1", scope: 2), in: settings))
    XCTAssertEqual(groups.ranges(in: settings).map(\.range.count), keys.indices.map { $0 % 3 + 1 })
  }

  /// A project without storyboards keeps no table of member names; the first outlet builds
  /// it from the keys already there, and later files keep it up to date both ways.
  func testAnOutletLinksMembersSetBeforeAndAfterIt() {
    let project = AnalysisProject()
    project.setFile(path: "VC.swift", text: SourceText("class VC { func f() { code.BBB_pattern = \"##\" } }"))
    XCTAssertEqual(project.allFindings().filter { $0.rule == "conflict-duplicate" }.count, 0)
    project.setFile(path: "Main.storyboard", text: SourceText(AnalysisProjectTests.outletStoryboard))
    XCTAssertEqual(project.allFindings().filter { $0.rule == "conflict-duplicate" }.count, 1)
    project.setFile(path: "VC.swift", text: SourceText("class VC { func f() { } }"))
    XCTAssertEqual(project.allFindings().filter { $0.rule == "conflict-duplicate" }.count, 0)
    project.setFile(path: "VC.swift", text: SourceText("class VC { func f() { code.BBB_pattern = \"##\" } }"))
    XCTAssertEqual(project.allFindings().filter { $0.rule == "conflict-duplicate" }.count, 1)
  }

  func testALiteralSegmentKeepsOffsetsPastThirtyTwoBitsAndAnyValueStart() {
    let far = LiteralSegment(valueStart: 0, valueLength: 3, sourceStart: 5_000_000_000, sourceLength: 3, isVerbatim: true)
    let shifted = LiteralSegment(valueStart: 2, valueLength: 1, sourceStart: 7, sourceLength: 2, isVerbatim: false)
    let near = LiteralSegment(valueStart: 0, valueLength: 4, sourceStart: 12, sourceLength: 6, isVerbatim: false)
    for segment in [far, shifted, near] {
      let segments = LiteralSegments([segment])
      XCTAssertEqual(Array(segments), [segment])
      XCTAssertEqual(segments, LiteralSegments([segment]))
      XCTAssertEqual(segments.hashValue, LiteralSegments([segment]).hashValue)
    }
    XCTAssertNotEqual(LiteralSegments([near]), LiteralSegments([far]))
    XCTAssertEqual(Array(LiteralSegments([near, shifted])), [near, shifted])
  }

  func testASettingKeepsItsBodyAndFlags() {
    var s = setting(.site(path: "A.swift", offset: 0), at: 0)
    XCTAssertNil(s.codeBody)
    XCTAssertEqual(s.regexFlags, "")
    for body in [-1, 0, 41] {
      s.codeBody = body
      XCTAssertEqual(s.codeBody, body)
    }
    s.codeBody = nil
    XCTAssertNil(s.codeBody)
    s.regexFlags = "iu"
    XCTAssertEqual(s.regexFlags, "iu")
    var t = setting(.site(path: "A.swift", offset: 0), at: 0)
    XCTAssertNotEqual(s, t)
    t.regexFlags = "iu"
    XCTAssertEqual(s, t)
    t.regexFlags = ""
    s.regexFlags = ""
    XCTAssertEqual(s, t, "a setting whose flags are cleared equals one that never had any")
  }

  func testTheIndexFollowsFilesAddedAndRemovedAndTracksMembersOnceAsked() {
    func facts(_ path: String, _ text: String) -> FileFacts {
      FileFacts.make(path: path, language: .swift, text: SourceText(text))
    }
    let a = facts("A.swift", "class VC { func f() { code.BBB_pattern = \"##\"; other.BBB_pattern = \"#\" } }")
    let b = facts("B.swift", "extension VC { func g() { code.BBB_pattern = \"###\" } }")
    let code = FieldKey.member(type: "VC", name: "code")
    XCTAssertEqual(a.fieldKeys, [code, .member(type: "VC", name: "other")])
    var index = FieldIndex()
    index.add(a)
    index.add(b)
    XCTAssertEqual(Set(index.paths(of: code)), ["A.swift", "B.swift"])
    XCTAssertEqual(index.memberKeys(named: "code"), [], "not tracked before a project has outlets")
    index.trackMemberNames([a, b])
    XCTAssertEqual(index.memberKeys(named: "code"), [code])
    index.resetLinkChanges()
    index.remove(a)
    XCTAssertEqual(index.paths(of: code), ["B.swift"])
    XCTAssertEqual(index.memberKeys(named: "code"), [code], "B.swift still sets it")
    XCTAssertEqual(index.memberKeys(named: "other"), [])
    XCTAssertTrue(index.linkableKeysChanged, "the member `other` went")
    index.resetLinkChanges()
    index.remove(b)
    XCTAssertEqual(index.paths(of: code), [])
    XCTAssertEqual(index.memberKeys(named: "code"), [])
    XCTAssertTrue(index.linkableKeysChanged)
    index.resetLinkChanges()
    index.add(b)
    XCTAssertEqual(index.memberKeys(named: "code"), [code])
    XCTAssertTrue(index.linkableKeysChanged)
  }
}
