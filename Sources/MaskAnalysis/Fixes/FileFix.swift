import SourceScanning

/// The fixes of one file computed from its bytes on disk: what `--fix` writes and `--diff`
/// shows.
public struct FileFix: Sendable {
  /// Why a file with fixes is left as it is.
  public enum Refusal: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file is not what was analysed (changed since, or gone).
    case changed
    /// It holds bytes that are not text of its encoding; writing it back would lose them.
    case undecodable(String)

    public var description: String {
      switch self {
      case .changed: return "the file changed since it was read; not fixed (run again)"
      case .undecodable(let encoding): return "not valid \(encoding); fix it by hand"
      }
    }
  }

  public var path: String
  /// The bytes read (the file as it is on disk).
  public var original: [UInt8]
  /// The bytes with the fixes applied, in the file's encoding.
  public var fixed: [UInt8]
  /// The decoded text before and after (UTF-8; what diffs show).
  public var originalText: [UInt8]
  public var fixedText: [UInt8]
  /// How many fixes were applied, and how many left for the next run (they overlap one
  /// applied).
  public var applied: Int
  public var deferred: Int

  public var changes: Bool { original != fixed }

  /// Applies `fixes` (in the order given) to `raw`, a file's bytes, when their decoded text is
  /// the text analysed (`analysed`; nil: not checked).
  public static func make(path: String, raw: [UInt8], fixes: [Fix], analysed: ContentFingerprint?) -> Result<FileFix, Refusal> {
    let decoded = DecodedSource(raw)
    if let analysed, ContentFingerprint(decoded.bytes) != analysed { return .failure(.changed) }
    guard decoded.replacements == 0 else {
      return .failure(.undecodable(decoded.encoding == .utf8 || decoded.encoding == .utf8WithBOM ? "UTF-8" : decoded.encoding.rawValue))
    }
    let result = FixApplication.apply(fixes, to: decoded.bytes)
    let fixed = result.applied.isEmpty ? raw : encode(result.bytes, as: decoded.encoding)
    return .success(
      FileFix(
        path: path, original: raw, fixed: fixed, originalText: decoded.bytes, fixedText: result.bytes,
        applied: result.applied.count, deferred: result.skipped.count))
  }

  /// UTF-8 text written back in `encoding` (with the byte order mark it was read with).
  static func encode(_ text: [UInt8], as encoding: DecodedSource.Encoding) -> [UInt8] {
    switch encoding {
    case .utf8: return text
    case .utf8WithBOM: return [0xEF, 0xBB, 0xBF] + text
    case .utf16LE, .utf16BE:
      let bigEndian = encoding == .utf16BE
      var out: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
      for unit in String(decoding: text, as: UTF8.self).utf16 {
        let hi = UInt8(unit >> 8), lo = UInt8(unit & 0xFF)
        out += bigEndian ? [hi, lo] : [lo, hi]
      }
      return out
    }
  }
}
