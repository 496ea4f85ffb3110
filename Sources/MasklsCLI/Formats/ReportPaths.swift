import Foundation
import MaskAnalysis

/// Paths as CI services want them: relative to the folder the run started in (the
/// repository's root in CI), or absolute when outside it; and as URI references.
struct ReportPaths {
  let folder: String

  init(folder: String = FileManager.default.currentDirectoryPath) {
    self.folder = URL(fileURLWithPath: folder).standardizedFileURL.path
  }

  /// `path` relative to the folder when under it, else absolute.
  func relative(_ path: String) -> String { FindingKey.relativePath(path, to: folder) }

  /// `path` made absolute.
  func absolute(_ path: String) -> String { URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: folder + "/")).standardizedFileURL.path }

  /// A URI reference for `path`: relative (percent-encoded) when under the folder, else a
  /// `file://` URI.
  func uri(_ path: String) -> (uri: String, relative: Bool) {
    let r = relative(path)
    return r.hasPrefix("/") ? ("file://" + Self.percentEncoded(r), false) : (Self.percentEncoded(r), true)
  }

  /// The folder as a `file://` URI ending in `/`.
  var folderURI: String { "file://" + Self.percentEncoded(folder.hasSuffix("/") ? folder : folder + "/") }

  /// Percent-encodes everything but unreserved characters and `/`.
  static func percentEncoded(_ path: String) -> String {
    var out = ""
    for b in path.utf8 {
      switch b {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
        UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        out.unicodeScalars.append(Unicode.Scalar(b))
      default:
        out += String(format: "%%%02X", b)
      }
    }
    return out
  }
}
