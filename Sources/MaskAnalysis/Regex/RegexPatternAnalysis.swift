import Foundation
import MaskEngine
import RegexAnalysis

/// One pattern analysed once: the parse (with an ICU compile cross-check), its language, a
/// linear-time matcher, and the answers of the queries, each computed on first use under the
/// analysis budget and remembered. Thread-safe.
final class RegexPatternAnalysis: @unchecked Sendable {
  let key: RegexKey
  let parsed: ParsedRegex
  /// For ICU: the message of `NSRegularExpression` when the real engine rejects a pattern the
  /// parser accepts (it only compiles, never matches). Nil otherwise.
  let engineRejection: String?
  /// True when the parser reports a syntax error the real ICU engine does not (the engine wins).
  let engineAcceptsDespiteParser: Bool

  private let lock = NSLock()
  private var memo: [MemoKey: any Sendable] = [:]

  private struct MemoKey: Hashable {
    var query: Query
    var mask: MaskLanguage?
  }

  /// What is remembered: a case, not a name, so a lookup hashes a few bytes.
  private enum Query: Hashable {
    case language, matcher, emptiness, shortest, samples, prefixClosure, unanchored, intersection, rejected
    case redos(searching: Bool)
  }

  init(_ key: RegexKey) {
    self.key = key
    let parsed = RegexParser.parse(key.pattern, flavor: key.flavor, flags: key.flags)
    self.parsed = parsed
    var rejection: String? = nil
    var acceptsDespite = false
    if key.flavor == .icu {
      let engineError = RegexPatternAnalysis.icuCompileError(key.pattern, flags: key.flags)
      if parsed.isValid, let engineError { rejection = engineError }
      if !parsed.isValid, engineError == nil { acceptsDespite = true }
    }
    engineRejection = rejection
    engineAcceptsDespiteParser = acceptsDespite
  }

  // MARK: Validity

  /// The first error, as a compile error with its UTF-16 range (nil range: ICU's own verdict).
  var error: RegexChecks.CompileError? {
    if let engineRejection { return .init(message: engineRejection, range: nil) }
    if engineAcceptsDespiteParser { return nil }
    return parsed.firstError.map { .init(message: $0.message, range: $0.range) }
  }

  /// The first syntax error (not a flavour error, which `regex-flavor` reports).
  var syntaxError: RegexChecks.CompileError? {
    if let engineRejection { return .init(message: engineRejection, range: nil) }
    if engineAcceptsDespiteParser { return nil }
    return parsed.diagnostics.first { $0.kind == .syntax && $0.severity == .error }
      .map { .init(message: $0.message, range: $0.range) }
  }

  /// The pattern compiles and the parser understood it: the automata answer for it.
  var isAnalysable: Bool { parsed.isValid && engineRejection == nil }

  var isValid: Bool { error == nil }

  // MARK: Language and matcher

  /// Budget of one query: work counts only (states, search nodes, steps), never time, so a
  /// regex gets the same findings on any machine under any load. Each query has its own
  /// budget whatever was asked before (the answers are shared between fields and threads), so
  /// one regex costs at most the number of questions times one query's steps.
  static let queryBudget = AnalysisBudget()

  var language: RegexLanguage? {
    guard isAnalysable else { return nil }
    return memoized(.language) {
      RegexLanguage(parsed.core, budget: Self.queryBudget, readsCodeUnits: parsed.readsCodeUnits)
    }
  }

  var matcher: RegexMatcher? {
    guard isAnalysable else { return nil }
    return memoized(.matcher) { RegexMatcher(parsed.core, readsCodeUnits: parsed.readsCodeUnits) }
  }

  /// Full-match validator backed by the linear-time matcher (nil when it cannot answer at all).
  var validator: RawTextValidator? {
    guard let matcher, matcher.unavailableReason == nil else { return nil }
    return { text in matcher.fullMatch(text) }
  }

  /// Why the tool cannot replay this regex (not analysable, or outside the regular core).
  var validatorUnavailableReason: String? {
    if !isAnalysable { return "the regex does not compile" }
    return matcher?.unavailableReason
  }

  // MARK: Queries (memoised)

  func emptiness() -> AnalysisOutcome<Emptiness>? {
    query(.emptiness) { l in l.isEmpty() }
  }

  func shortestMatch() -> AnalysisOutcome<String?>? {
    query(.shortest) { l in l.shortestMatch() }
  }

  func samples() -> AnalysisOutcome<[String]>? {
    query(.samples) { l in l.samples(count: 8) }
  }

  func prefixClosure() -> AnalysisOutcome<PrefixClosure>? {
    query(.prefixClosure) { l in l.prefixClosure() }
  }

  func redos(searching: Bool) -> AnalysisOutcome<ReDoSVerdict>? {
    query(.redos(searching: searching)) { l in l.redos(searching: searching) }
  }

  func unanchoredExample() -> AnalysisOutcome<String?>? {
    query(.unanchored) { l in l.unanchoredExample() }
  }

  func prefixClosure(of mask: MaskLanguage) -> AnalysisOutcome<PrefixClosure>? {
    query(.prefixClosure, mask: mask) { l in l.prefixClosure(of: mask) }
  }

  func intersection(with mask: MaskLanguage) -> AnalysisOutcome<MaskIntersection>? {
    query(.intersection, mask: mask) { l in l.intersection(with: mask) }
  }

  func exampleRejectedInput(of mask: MaskLanguage) -> AnalysisOutcome<String?>? {
    query(.rejected, mask: mask) { l in l.exampleRejectedInput(of: mask) }
  }

  /// Runs a query once (memoised) under its own budget. Nil when the regex cannot be
  /// analysed at all.
  private func query<V: Sendable>(
    _ name: Query, mask: MaskLanguage? = nil, _ body: @escaping (RegexLanguage) -> AnalysisOutcome<V>
  ) -> AnalysisOutcome<V>? {
    guard let language else { return nil }
    return memoized(name, mask: mask) { body(language) }
  }

  /// Computes once per key. The lock is not held while computing (queries are pure); two
  /// threads may compute the same answer, one is kept.
  private func memoized<T: Sendable>(_ name: Query, mask: MaskLanguage? = nil, _ compute: () -> T) -> T {
    let key = MemoKey(query: name, mask: mask)
    lock.lock()
    if let stored = memo[key], let v = stored as? T { lock.unlock(); return v }
    lock.unlock()
    let v = compute()
    lock.lock()
    if memo.count > 64 { memo.removeAll() }
    memo[key] = v
    lock.unlock()
    return v
  }

  // MARK: ICU cross-check

  /// Compiles (never matches) with `NSRegularExpression`; its message when ICU rejects it.
  private static func icuCompileError(_ pattern: String, flags: RegexFlags) -> String? {
    var options: NSRegularExpression.Options = []
    if flags.contains(.caseInsensitive) { options.insert(.caseInsensitive) }
    if flags.contains(.multiline) { options.insert(.anchorsMatchLines) }
    if flags.contains(.dotAll) { options.insert(.dotMatchesLineSeparators) }
    if flags.contains(.extended) { options.insert(.allowCommentsAndWhitespace) }
    do {
      _ = try NSRegularExpression(pattern: pattern, options: options)
      return nil
    } catch {
      return "ICU (NSRegularExpression) rejects this regex"
    }
  }
}
