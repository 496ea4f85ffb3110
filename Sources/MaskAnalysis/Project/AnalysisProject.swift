import Foundation
import SourceScanning

/// Hover content for a position: Markdown and the source bytes it describes.
public struct HoverInfo: Sendable, Hashable {
  public var markdown: String
  public var range: Range<Int>

  public init(markdown: String, range: Range<Int>) {
    self.markdown = markdown
    self.range = range
  }
}

/// The set of files analysed together, so that a field configured in a storyboard and in
/// code is one field. Used by `maskls lint` (all files at once) and the language server
/// (files updated as they change). Thread-safe.
public final class AnalysisProject: @unchecked Sendable {
  private let lock = NSLock()

  public init() {}

  /// Adds or replaces a file's text. The path decides the language (by extension).
  public func setFile(path: String, text: SourceText) {}

  /// Forgets a file.
  public func removeFile(path: String) {}

  /// The findings located in `path` (cross-file fields included).
  public func findings(forPath path: String) -> [Finding] { [] }

  /// All findings, sorted by path and position.
  public func allFindings() -> [Finding] { [] }

  /// Hover for byte `offset` in `path`, when it falls on a mask or regex literal.
  public func hover(path: String, offset: Int) -> HoverInfo? { nil }
}
