import Foundation
import SourceScanning

/// A file left out of the analysis, and why.
public struct SkippedFile: Error, Sendable, Hashable {
  public enum Kind: String, Sendable, Hashable {
    /// Minified or generated (by name or by its line lengths).
    case generated
    /// A folder of dependencies or build output (default excludes).
    case excludedFolder
    /// Could not be read.
    case unreadable
  }

  public var path: String
  public var reason: String
  public var kind: Kind

  public init(path: String, reason: String, kind: Kind) {
    self.path = path
    self.reason = reason
    self.kind = kind
  }
}

/// Something about how a file was read that its findings depend on (not UTF-8).
public struct FileNote: Sendable, Hashable {
  public var path: String
  public var message: String
  /// Where it applies (the first replaced byte).
  public var position: SourcePosition

  public init(path: String, message: String, position: SourcePosition) {
    self.path = path
    self.message = message
    self.position = position
  }
}

/// Reads source files from disk for `maskls lint` and the workspace index alike.
public enum SourceFileReader {
  /// A file's decoded text and a note when it was not UTF-8.
  public struct Loaded: Sendable {
    public var text: SourceText
    public var note: FileNote?
  }

  /// Reads and decodes `path` (see `DecodedSource`). With `skipsGenerated`, minified and
  /// generated files are refused with the reason.
  public static func read(_ path: String, skipsGenerated: Bool) -> Result<Loaded, SkippedFile> {
    if skipsGenerated, let reason = FileSelection.generatedReason(path: path, bytes: []) {
      return .failure(SkippedFile(path: path, reason: reason, kind: .generated))
    }
    guard let raw = FileBytes.read(path) else {
      return .failure(SkippedFile(path: path, reason: "cannot read the file", kind: .unreadable))
    }
    if skipsGenerated, let reason = FileSelection.generatedReason(path: path, bytes: raw) {
      return .failure(SkippedFile(path: path, reason: reason, kind: .generated))
    }
    return .success(decode(raw, path: path))
  }

  /// Decodes the bytes of `path` (read from disk or standard input).
  public static func decode(_ raw: [UInt8], path: String) -> Loaded {
    let decoded = DecodedSource(raw)
    let text = SourceText(bytes: decoded.bytes)
    var note: FileNote? = nil
    if let first = decoded.firstReplacement {
      let sequences = decoded.replacements == 1 ? "1 byte sequence" : "\(decoded.replacements) byte sequences"
      let encoding = decoded.encoding == .utf8 ? "not valid UTF-8" : "not valid \(decoded.encoding.rawValue)"
      note = FileNote(
        path: path, message: "\(encoding): \(sequences) read as U+FFFD (the first here); the rest is analysed",
        position: text.position(of: first))
    }
    return Loaded(text: text, note: note)
  }
}
