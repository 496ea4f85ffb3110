import Foundation
import XCTest

/// Validates documents with `scripts/validate-json.py` (Python's jsonschema, Debian's
/// python3-jsonschema); skips the test, saying so, where it is missing.
enum JSONSchemaCheck {
  struct Result {
    var valid: Bool
    var errors: String
  }

  /// `schema` relative to the package root (or absolute); `document` as bytes.
  static func validate(_ document: [UInt8], against schema: String) throws -> Result {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("maskls-doc-\(UUID().uuidString).json")
    try Data(document).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", MasklsBinary.packageRoot.appendingPathComponent("scripts/validate-json.py").path,
      schema.hasPrefix("/") ? schema : MasklsBinary.packageRoot.appendingPathComponent(schema).path, file.path,
    ]
    let err = Pipe()
    process.standardError = err
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    if process.terminationStatus == 2 || errors.contains("No module named") {
      throw XCTSkip("python3 with jsonschema is needed to validate against \(schema) (apt-get install python3-jsonschema): \(errors)")
    }
    return Result(valid: process.terminationStatus == 0, errors: errors)
  }
}
