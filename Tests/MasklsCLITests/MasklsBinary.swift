import Foundation
import MaskJSON
import XCTest

/// Runs the built `maskls` binary, as a user or CI does.
enum MasklsBinary {
  struct Output {
    var status: Int32
    var stdout: String
    var stderr: String
    var stdoutBytes: [UInt8]
  }

  /// The package root (for `Examples/`).
  static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The `maskls` executable next to the test bundle.
  static var executable: URL {
    var candidates: [URL] = []
    let bundle = Bundle.main.bundleURL
    candidates.append(bundle.appendingPathComponent("maskls"))
    candidates.append(bundle.deletingLastPathComponent().appendingPathComponent("maskls"))
    let arg0 = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
    candidates.append(arg0.deletingLastPathComponent().appendingPathComponent("maskls"))
    candidates.append(arg0.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("maskls"))
    for bundle in Bundle.allBundles { candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("maskls")) }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
  }

  @discardableResult
  static func run(_ arguments: [String], cwd: URL? = nil, stdin: Data? = nil) throws -> Output {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = cwd ?? packageRoot
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let input = Pipe()
    process.standardInput = input
    try process.run()
    if let stdin { input.fileHandleForWriting.write(stdin) }
    try input.fileHandleForWriting.close()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self), stdoutBytes: [UInt8](outData))
  }

  /// A fresh temporary directory with `files` written into it.
  /// `maskls lint --format json` over `files` (relative path → text) in a fresh folder: the
  /// findings, the whole document and the run.
  static func lintJSON(_ files: [String: String]) throws -> (findings: [JSON], json: JSON, output: Output) {
    let dir = try tempDir(files.mapValues { Array($0.utf8) })
    defer { try? FileManager.default.removeItem(at: dir) }
    let output = try run(["lint", dir.path, "--format", "json"])
    let json = try JSON.parse(output.stdoutBytes)
    return (try XCTUnwrap(json["findings"]?.arrayValue, output.stderr), json, output)
  }

  static func tempDir(_ files: [String: [UInt8]]) throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("maskls-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    for (name, bytes) in files {
      let url = dir.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: url)
    }
    return dir
  }
}
