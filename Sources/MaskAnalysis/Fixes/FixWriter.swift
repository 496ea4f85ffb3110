import Foundation

/// Writes fixed files: atomically, and never over a file that changed since it was read.
public enum FixWriter {
  public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The bytes on disk are no longer those the fix was computed from.
    case changed
    case cannotWrite(String)

    public var description: String {
      switch self {
      case .changed: return "the file changed since it was read; not fixed (run again)"
      case .cannotWrite(let reason): return "cannot write the fixed file: \(reason)"
      }
    }
  }

  /// Replaces `fix.path` with `fix.fixed` when it still holds `fix.original`: the new bytes go
  /// to a temporary file in the same folder (with the file's permissions), which is then
  /// renamed over it, so readers see the old file or the new one, never a mix.
  public static func write(_ fix: FileFix) -> Result<Void, Failure> {
    // A link is followed: its target gets the fixed bytes, the link stays.
    let path = URL(fileURLWithPath: fix.path).resolvingSymlinksInPath().path
    guard let now = FileManager.default.contents(atPath: path), [UInt8](now) == fix.original else { return .failure(.changed) }
    let folder = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    let temp = (folder.isEmpty ? "" : folder + "/") + ".\(name).maskls-\(UInt32.random(in: 0...UInt32.max))"
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    guard FileManager.default.createFile(atPath: temp, contents: Data(fix.fixed), attributes: nil) else {
      return .failure(.cannotWrite("cannot create a file in \(folder.isEmpty ? "." : folder)"))
    }
    if let mode = attributes?[.posixPermissions] { try? FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: temp) }
    // Checked again just before the rename: an editor saving meanwhile keeps its version.
    guard let again = FileManager.default.contents(atPath: path), [UInt8](again) == fix.original else {
      unlink(temp)
      return .failure(.changed)
    }
    guard rename(temp, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temp)
      return .failure(.cannotWrite(reason))
    }
    return .success(())
  }
}
