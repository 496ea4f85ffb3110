import Foundation
import MaskJSON
import XCTest

/// Which files `maskls lint` reads: ignore files, default excludes, paths named explicitly.
final class FileSelectionLintTests: XCTestCase {
  static let finding = Array("field.BBB_pattern = \"\"\n".utf8)

  /// The paths (relative to `dir`) with findings, sorted.
  func linted(_ dir: URL, _ arguments: [String] = [], cwd: URL? = nil) throws -> (paths: [String], json: JSON) {
    let result = try MasklsBinary.run(["lint", "--format", "json"] + arguments, cwd: cwd ?? dir)
    let json = try JSON.parse(result.stdoutBytes)
    let paths = (json["findings"]?.arrayValue ?? []).compactMap { $0["path"]?.stringValue }
    return (Array(Set(paths)).sorted(), json)
  }

  func testGitignoreRulesAsGitReadsThem() throws {
    let dir = try MasklsBinary.tempDir([
      ".git/HEAD": Array("ref: refs/heads/main\n".utf8),
      ".git/info/exclude": Array("Scratch.swift\n".utf8),
      ".gitignore": Array("/Generated/\n*.gen.swift\n!Keep.gen.swift\nbuild-*/\n**/cache/**\n\\#odd.swift\n[Tt]mp?.swift\n".utf8),
      "App/.gitignore": Array("Local.swift\n/Anchored.swift\n".utf8),
      "App/Form.swift": Self.finding,
      "App/Local.swift": Self.finding,
      "App/Anchored.swift": Self.finding,
      "App/Sub/Anchored.swift": Self.finding,
      "App/Sub/Local.swift": Self.finding,
      "App/Model.gen.swift": Self.finding,
      "App/Keep.gen.swift": Self.finding,
      "App/cache/deep/C.swift": Self.finding,
      "Generated/G.swift": Self.finding,
      "Lib/Generated/G.swift": Self.finding,
      "build-ios/B.swift": Self.finding,
      "#odd.swift": Self.finding,
      "Tmp1.swift": Self.finding,
      "Scratch.swift": Self.finding,
    ])
    let (paths, _) = try linted(dir, ["."])
    XCTAssertEqual(paths, ["App/Form.swift", "App/Keep.gen.swift", "App/Sub/Anchored.swift", "Lib/Generated/G.swift"])
  }

  func testGitignoreCountsOnlyInsideARepositoryButDotIgnoreAlways() throws {
    let files: [String: [UInt8]] = [
      ".gitignore": Array("Ignored.swift\n".utf8),
      ".ignore": Array("Hidden.swift\n".utf8),
      "Ignored.swift": Self.finding,
      "Hidden.swift": Self.finding,
      "Kept.swift": Self.finding,
    ]
    let plain = try MasklsBinary.tempDir(files)
    XCTAssertEqual(try linted(plain, ["."]).paths, ["Ignored.swift", "Kept.swift"])
    // A `.git` file (a worktree or submodule) makes a repository too.
    var repo = files
    repo[".git"] = Array("gitdir: /nonexistent\n".utf8)
    XCTAssertEqual(try linted(try MasklsBinary.tempDir(repo), ["."]).paths, ["Kept.swift"])
  }

  func testANestedRepositoryIsNotGovernedByTheOuterGitignore() throws {
    let dir = try MasklsBinary.tempDir([
      ".git/HEAD": Array("ref: refs/heads/main\n".utf8),
      ".gitignore": Array("*.gen.swift\n".utf8),
      "Outer.gen.swift": Self.finding,
      "Inner/.git/HEAD": Array("ref: refs/heads/main\n".utf8),
      "Inner/.gitignore": Array("Local.swift\n".utf8),
      "Inner/Model.gen.swift": Self.finding,
      "Inner/Local.swift": Self.finding,
    ])
    XCTAssertEqual(try linted(dir, ["."]).paths, ["Inner/Model.gen.swift"])
  }

  func testDotIgnoreOverridesGitignoreAndParentsApplyToASubfolder() throws {
    let dir = try MasklsBinary.tempDir([
      ".git/HEAD": Array("ref: refs/heads/main\n".utf8),
      ".gitignore": Array("*.gen.swift\nweb/\n".utf8),
      ".ignore": Array("!Wanted.gen.swift\n".utf8),
      "src/Wanted.gen.swift": Self.finding,
      "src/Other.gen.swift": Self.finding,
      "web/W.swift": Self.finding,
    ])
    XCTAssertEqual(try linted(dir, ["."]).paths, ["src/Wanted.gen.swift"])
    // Linting a subfolder still reads the ignore files above it.
    XCTAssertEqual(try linted(dir.appendingPathComponent("src"), ["."]).paths, ["Wanted.gen.swift"])
    // A folder or a file named on the command line is read even when ignored.
    XCTAssertEqual(try linted(dir, ["web"]).paths, ["web/W.swift"])
    XCTAssertEqual(try linted(dir, ["src/Other.gen.swift"]).paths, ["src/Other.gen.swift"])
  }

  func testDependencyFoldersAndMinifiedFilesAreSkippedWithReasons() throws {
    let minified = Array(("var a=1;" + String(repeating: "e.a=function(t,n){return t.b+n.c},", count: 400) + "new RegExp(\"[\");\n").utf8)
    let dir = try MasklsBinary.tempDir([
      "src/Form.swift": Self.finding,
      "dist/Bundle.swift": Self.finding,
      "build/Out.swift": Self.finding,
      "public/vendor/V.swift": Self.finding,
      "node_modules/pkg/P.swift": Self.finding,
      "bower_components/b/B.swift": Self.finding,
      ".next/N.swift": Self.finding,
      "out/O.swift": Self.finding,
      "public/vendors/flot/F.swift": Self.finding,
      "third_party/T.swift": Self.finding,
      "web/app.js": minified,
      "web/lib.min.js": Array("new RegExp(\"[\");\n".utf8),
    ])
    let (paths, json) = try linted(dir, ["."])
    XCTAssertEqual(paths, ["src/Form.swift"])
    let skipped = try XCTUnwrap(json["skipped"]?.arrayValue)
    XCTAssertEqual(
      skipped.compactMap { $0["path"]?.stringValue },
      [".next", "bower_components", "build", "dist", "node_modules", "out", "public/vendor", "public/vendors", "third_party", "web/app.js", "web/lib.min.js"])
    XCTAssertTrue(skipped.allSatisfy { ($0["reason"]?.stringValue ?? "").count > 10 }, "\(skipped)")
    XCTAssertTrue(skipped.last?["reason"]?.stringValue?.contains("minified") == true, "\(skipped)")

    let text = try MasklsBinary.run(["lint", "."], cwd: dir)
    let line = text.stdout.split(separator: "\n").first { $0.hasPrefix("skipped ") }
    XCTAssertEqual(
      line.map(String.init),
      "skipped 2 files that are minified, generated or copies of a library and 9 dependency or build folders (--no-default-excludes to include them; --format json lists them)",
      text.stdout)

    let all = try linted(dir, ["--no-default-excludes", "."])
    XCTAssertEqual(all.paths.count, 12, "\(all.paths)")
    XCTAssertEqual(all.json["skipped"]?.arrayValue?.count, 0)
    try Data("{\"defaultExcludes\": false}".utf8).write(to: dir.appendingPathComponent(".maskls.json"))
    XCTAssertEqual(try linted(dir, ["."]).paths.count, 12)
  }

  func testSummaryCountsInfos() throws {
    let dir = try MasklsBinary.tempDir([
      ".maskls.json": Array("{\"rules\": {\"mask-empty\": \"info\"}}".utf8),
      "A.swift": Self.finding,
    ])
    let (_, json) = try linted(dir, ["."])
    XCTAssertEqual(json["summary"]?["infos"]?.intValue, 1)
    XCTAssertEqual(json["summary"]?["findings"]?.intValue, 1)
    let text = try MasklsBinary.run(["lint", "."], cwd: dir)
    XCTAssertTrue(text.stdout.hasSuffix("0 errors, 0 warnings, 1 info in 1 file\n"), text.stdout)
  }
}
