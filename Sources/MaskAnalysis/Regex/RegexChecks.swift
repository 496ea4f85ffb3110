import Foundation
import MaskEngine

/// Regex checks the rules and previews need, behind one façade so the engine behind each
/// answer can change without touching the rules.
enum RegexChecks {
  struct CompileError: Sendable {
    var message: String
    /// UTF-16 range in the pattern, when known.
    var range: Range<Int>?
  }

  /// Why `pattern` does not compile in `flavor`, or nil when it does. ICU patterns are
  /// compiled by `NSRegularExpression` (compiling never runs the pattern).
  static func compileError(_ pattern: String, flavor: RegexFlavorName) -> CompileError? {
    compileCache.value(for: CompileKey(pattern: pattern, flavor: flavor)) {
      uncachedCompileError(pattern, flavor: flavor)
    }
  }

  private struct CompileKey: Hashable, Sendable {
    var pattern: String
    var flavor: RegexFlavorName
  }

  /// The same patterns recur across files and edits; compiling is the expensive part.
  private static let compileCache = BoundedCache<CompileKey, CompileError?>(limit: 20_000)

  private static func uncachedCompileError(_ pattern: String, flavor: RegexFlavorName) -> CompileError? {
    switch flavor {
    case .icu:
      do {
        _ = try NSRegularExpression(pattern: pattern)
        return nil
      } catch {
        return CompileError(message: "ICU (NSRegularExpression) rejects this regex: \(describe(error))", range: nil)
      }
    default:
      return nil
    }
  }

  private static func describe(_ error: Error) -> String {
    let ns = error as NSError
    if let reason = ns.userInfo["NSInvalidValue"] as? String { return "invalid pattern `\(reason)`" }
    return "the pattern is invalid (error \(ns.code))"
  }
}

extension RegexChecks {
  /// A validator applying `pattern` to the whole raw text, like `NSPredicate` `SELF MATCHES`.
  /// Matching runs on a worker with a time bound, so a catastrophic pattern answers
  /// "unknown" (nil) instead of hanging.
  static func validator(_ pattern: String, flavor: RegexFlavorName) -> RawTextValidator? {
    guard flavor == .icu || flavor == .swift, let regex = try? NSRegularExpression(pattern: "^(?:\(pattern))$") else { return nil }
    let box = RegexBox(regex)
    return { text in box.matchesWithTimeout(text, seconds: 0.25) }
  }
}

/// Runs `NSRegularExpression` matches on a worker thread with a deadline.
final class RegexBox: @unchecked Sendable {
  let regex: NSRegularExpression
  init(_ regex: NSRegularExpression) { self.regex = regex }

  func matchesWithTimeout(_ text: String, seconds: Double) -> Bool? {
    let done = DispatchSemaphore(value: 0)
    let result = ResultBox()
    let regex = self.regex
    Thread.detachNewThread {
      let ns = text as NSString
      let m = regex.firstMatch(in: text, range: NSRange(location: 0, length: ns.length)) != nil
      result.set(m)
      done.signal()
    }
    if done.wait(timeout: .now() + seconds) == .timedOut { return nil }
    return result.get()
  }
}

final class ResultBox: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Bool? = nil
  func set(_ v: Bool) { lock.lock(); value = v; lock.unlock() }
  func get() -> Bool? { lock.lock(); defer { lock.unlock() }; return value }
}

/// Regex support for previews outside a project (`maskls preview --regex`).
public enum RegexSupport {
  /// Why `pattern` does not compile in `flavor`, or nil.
  public static func compileError(_ pattern: String, flavor: RegexFlavorName = .icu) -> String? {
    RegexChecks.compileError(pattern, flavor: flavor)?.message
  }

  /// A per-edit validator applying `pattern` to the whole raw text, bounded in time.
  public static func validator(_ pattern: String, flavor: RegexFlavorName = .icu) -> RawTextValidator? {
    RegexChecks.validator(pattern, flavor: flavor)
  }
}
