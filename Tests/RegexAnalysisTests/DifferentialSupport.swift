import Foundation
import XCTest
@testable import RegexAnalysis

/// One engine configuration of the differential tests.
struct EngineConfig: Hashable, CustomStringConvertible {
  var flavor: RegexFlavor
  var jsFlags: String = ""
  var description: String {
    flavor == .ecmascript ? "ecmascript/\(jsFlags.isEmpty ? "-" : jsFlags)" : flavor.rawValue
  }
  static let all: [EngineConfig] = [
    EngineConfig(flavor: .icu), EngineConfig(flavor: .swift), EngineConfig(flavor: .java),
    EngineConfig(flavor: .ecmascript, jsFlags: ""), EngineConfig(flavor: .ecmascript, jsFlags: "u"),
    EngineConfig(flavor: .ecmascript, jsFlags: "v"),
  ]
}

enum Corpus {
  static var directory: URL {
    get throws {
      guard let url = Bundle.module.url(forResource: "Corpus", withExtension: nil) else {
        throw XCTSkip("corpus resource missing")
      }
      return url
    }
  }

  /// Patterns of a corpus file: one per line, blank lines and lines starting "# " skipped.
  static func patterns(_ file: String) throws -> [String] {
    let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      .filter { !$0.isEmpty && !$0.hasPrefix("# ") }
  }

  /// `config<TAB>pattern<TAB>reason` lines.
  static func disagreements() throws -> [String: String] {
    let text = try String(contentsOf: directory.appendingPathComponent("disagreements.tsv"), encoding: .utf8)
    var result: [String: String] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("# ") {
      let parts = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
      guard parts.count == 3 else { continue }
      result["\(parts[0])\t\(parts[1])"] = String(parts[2])
    }
    return result
  }
}

enum Engines {
  static func icuAccepts(_ pattern: String) -> Bool {
    (try? NSRegularExpression(pattern: pattern)) != nil
  }

  static func swiftAccepts(_ pattern: String) -> Bool {
    (try? Regex(pattern)) != nil
  }

  static func which(_ tool: String) -> URL? {
    let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    for dir in paths {
      let url = URL(fileURLWithPath: String(dir)).appendingPathComponent(tool)
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return nil
  }

  /// Runs a tool with `payload` on stdin; returns its stdout lines.
  static func runRaw(_ executable: URL, _ arguments: [String], _ payload: String) throws -> [String] {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = Data(payload.utf8)
    let writer = Thread {
      stdin.fileHandleForWriting.write(data)
      try? stdin.fileHandleForWriting.close()
    }
    writer.start()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  /// Runs a checker reading "flags<TAB>base64" lines; returns one verdict per input.
  static func runChecker(_ executable: URL, _ arguments: [String], _ inputs: [(String, String)]) throws -> [Bool] {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = FileHandle.nullDevice
    try process.run()
    var text = ""
    for (flags, pattern) in inputs {
      text += "\(flags)\t\(Data(pattern.utf8).base64EncodedString())\n"
    }
    let payload = text
    let writer = Thread {
      stdin.fileHandleForWriting.write(Data(payload.utf8))
      try? stdin.fileHandleForWriting.close()
    }
    writer.start()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let lines = String(decoding: output, as: UTF8.self).split(separator: "\n")
    guard lines.count == inputs.count else {
      throw XCTSkip("checker \(executable.lastPathComponent) answered \(lines.count) of \(inputs.count)")
    }
    return lines.map { $0.hasPrefix("1") }
  }
}
