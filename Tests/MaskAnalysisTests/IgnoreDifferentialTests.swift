import Foundation
import XCTest

@testable import MaskAnalysis

/// The ignore-file walk against git itself: random trees with random `.gitignore` files (in
/// the root and in subfolders) and `.git/info/exclude`; every file the walk leaves out must
/// be one `git check-ignore` calls ignored, and every other file one it does not.
final class IgnoreDifferentialTests: XCTestCase {
  /// SplitMix64: the same cases on every run.
  struct Random {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
  }

  static let folderNames = ["a", "b", "ab", "src", "x.d", "a b"]
  static let fileNames = ["a", "b", "ab", "a.js", "b.JS", "x.min.js", "c d", "[a]", "*", "1", "A.swift", "-x", "#h", "!n", "é.js", "trail "]
  static let segmentPieces = [
    "a", "b", "ab", "src", "*", "?", "*.js", "a*", "*b", "[ab]", "[!a]", "[^b]", "[a-c]", "[[:digit:]]", "[[:upper:]]*", "\\*",
    "\\[a]", "x.*", "**", "a?", "[]a]", "[!]]*", "é*", "c d", "c\\ d", "*.[jJ][sS]", "x.d", "a b", "\\#h", "\\!n", "trail\\ ",
  ]

  static func pattern(_ r: inout Random) -> String {
    var segments: [String] = []
    for _ in 0..<(1 + r.below(3)) { segments.append(r.pick(segmentPieces)) }
    var p = segments.joined(separator: "/")
    if r.chance(15) { p = "**/" + p }
    if r.chance(10) { p += "/**" }
    if r.chance(20) { p = "/" + p }
    if r.chance(20) { p += "/" }
    if r.chance(20) { p = "!" + p }
    if r.chance(5) { p += "  " }
    if r.chance(3) { p = "# " + p }
    return p
  }

  static func ignoreFile(_ r: inout Random) -> String {
    (0..<(1 + r.below(5))).map { _ in pattern(&r) }.joined(separator: "\n") + "\n"
  }

  func testWalkAgreesWithGitCheckIgnore() throws {
    guard Self.git(["--version"], in: FileManager.default.temporaryDirectory) != nil else {
      throw XCTSkip("git is not installed")
    }
    var r = Random(state: 20_261_124)
    var mismatches: [String] = []
    var ignoredSeen = 0
    var keptSeen = 0
    for trial in 0..<150 {
      let root = FileManager.default.temporaryDirectory.appendingPathComponent("maskls-ignore-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: root) }
      var files: [String] = []
      var folders = [""]
      for _ in 0..<(2 + r.below(6)) {
        let parent = r.pick(folders)
        let name = r.pick(Self.folderNames)
        let folder = parent.isEmpty ? name : parent + "/" + name
        if !folders.contains(folder) && !files.contains(folder) && folder.split(separator: "/").count <= 3 { folders.append(folder) }
      }
      for folder in folders {
        for _ in 0..<(1 + r.below(5)) {
          let name = r.pick(Self.fileNames)
          let path = folder.isEmpty ? name : folder + "/" + name
          if !folders.contains(path) { files.append(path) }
        }
      }
      try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
      XCTAssertNotNil(Self.git(["init", "-q"], in: root))
      var ignoreFiles: [String: String] = [".gitignore": Self.ignoreFile(&r)]
      for folder in folders where !folder.isEmpty && r.chance(40) { ignoreFiles[folder + "/.gitignore"] = Self.ignoreFile(&r) }
      if r.chance(40) { ignoreFiles[".git/info/exclude"] = Self.ignoreFile(&r) }
      for path in Set(files) {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("x\n".utf8).write(to: url)
      }
      for (path, text) in ignoreFiles {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
      }
      let all = Set(files).union(ignoreFiles.keys.filter { !$0.hasPrefix(".git/") }).sorted()
      let input = all.joined(separator: "\0") + "\0"
      guard let output = Self.git(["check-ignore", "--stdin", "-z"], in: root, input: input) else {
        XCTFail("git check-ignore failed")
        return
      }
      let ignoredByGit = Set(output.split(separator: "\0").map(String.init))
      let walked = DirectoryWalker(excludedFolderNames: nil).walk(root.path).files
      let kept = Set(walked.map { String($0.dropFirst(root.path.count + 1)) })
      for path in all {
        let gitKeeps = !ignoredByGit.contains(path)
        if gitKeeps { keptSeen += 1 } else { ignoredSeen += 1 }
        if gitKeeps != kept.contains(path) {
          let files = ignoreFiles.sorted { $0.key < $1.key }.map { "--- \($0.key)\n\($0.value)" }.joined()
          mismatches.append("trial \(trial): \(path): git \(gitKeeps ? "keeps" : "ignores") it, the walk \(kept.contains(path) ? "keeps" : "ignores") it\n\(files)")
        }
      }
    }
    XCTAssertTrue(mismatches.isEmpty, "\(mismatches.count) mismatches; first:\n" + mismatches.prefix(5).joined(separator: "\n"))
    // The cases exercise both answers.
    XCTAssertGreaterThan(ignoredSeen, 300)
    XCTAssertGreaterThan(keptSeen, 300)
  }

  /// Runs git without the user's or system configuration (no global excludes file).
  static func git(_ arguments: [String], in dir: URL, input: String? = nil) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    process.currentDirectoryURL = dir
    var env = ProcessInfo.processInfo.environment
    env["GIT_CONFIG_NOSYSTEM"] = "1"
    env["GIT_CONFIG_GLOBAL"] = "/dev/null"
    env["HOME"] = dir.path
    env["XDG_CONFIG_HOME"] = dir.path
    process.environment = env
    let out = Pipe()
    let inPipe = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    process.standardInput = inPipe
    do { try process.run() } catch { return nil }
    if let input { inPipe.fileHandleForWriting.write(Data(input.utf8)) }
    try? inPipe.fileHandleForWriting.close()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    // check-ignore exits 1 when nothing is ignored.
    guard process.terminationStatus == 0 || (arguments.first == "check-ignore" && process.terminationStatus == 1) else { return nil }
    return String(decoding: data, as: UTF8.self)
  }
}
