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
  /// The remembered answers, one typed slot per question (a lookup is a load under the lock:
  /// no hashing of a query name, no dynamic cast of a stored `any` value). Guarded by `lock`.
  private var memo = Memo()

  private struct Memo {
    var language: RegexLanguage?
    var matcher: RegexMatcher?
    var emptiness: AnalysisOutcome<Emptiness>?
    var shortest: AnalysisOutcome<String?>?
    var samples: AnalysisOutcome<[String]>?
    var prefixClosure: AnalysisOutcome<PrefixClosure>?
    var unanchored: AnalysisOutcome<String?>?
    var redosMatching: AnalysisOutcome<ReDoSVerdict>?
    var redosSearching: AnalysisOutcome<ReDoSVerdict>?
    /// The questions about a mask's inputs, by mask; each emptied when it holds more than
    /// `maskAnswersKept` (a regex meets few masks).
    var prefixClosureOfMask: [MaskLanguage: AnalysisOutcome<PrefixClosure>] = [:]
    var intersection: [MaskLanguage: AnalysisOutcome<MaskIntersection>] = [:]
    var rejected: [MaskLanguage: AnalysisOutcome<String?>] = [:]
  }

  private static let maskAnswersKept = 64

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
    return memoized(\.language) {
      RegexLanguage(parsed.core, budget: Self.queryBudget, readsCodeUnits: parsed.readsCodeUnits)
    }
  }

  var matcher: RegexMatcher? {
    guard isAnalysable else { return nil }
    return memoized(\.matcher) { RegexMatcher(parsed.core, readsCodeUnits: parsed.readsCodeUnits) }
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
    query(\.emptiness) { l in l.isEmpty() }
  }

  func shortestMatch() -> AnalysisOutcome<String?>? {
    query(\.shortest) { l in l.shortestMatch() }
  }

  func samples() -> AnalysisOutcome<[String]>? {
    query(\.samples) { l in l.samples(count: 8) }
  }

  func prefixClosure() -> AnalysisOutcome<PrefixClosure>? {
    query(\.prefixClosure) { l in l.prefixClosure() }
  }

  func redos(searching: Bool) -> AnalysisOutcome<ReDoSVerdict>? {
    query(searching ? \.redosSearching : \.redosMatching) { l in l.redos(searching: searching) }
  }

  func unanchoredExample() -> AnalysisOutcome<String?>? {
    query(\.unanchored) { l in l.unanchoredExample() }
  }

  func prefixClosure(of mask: MaskLanguage) -> AnalysisOutcome<PrefixClosure>? {
    query(\.prefixClosureOfMask, mask) { l in l.prefixClosure(of: mask) }
  }

  func intersection(with mask: MaskLanguage) -> AnalysisOutcome<MaskIntersection>? {
    query(\.intersection, mask) { l in l.intersection(with: mask) }
  }

  func exampleRejectedInput(of mask: MaskLanguage) -> AnalysisOutcome<String?>? {
    query(\.rejected, mask) { l in l.exampleRejectedInput(of: mask) }
  }

  /// Runs a query once (memoised) under its own budget. Nil when the regex cannot be
  /// analysed at all.
  private func query<V>(
    _ slot: WritableKeyPath<Memo, V?>, _ body: (RegexLanguage) -> V
  ) -> V? {
    guard let language else { return nil }
    return memoized(slot) { body(language) }
  }

  /// The same for a question about a mask's inputs, remembered by mask.
  private func query<V>(
    _ answers: WritableKeyPath<Memo, [MaskLanguage: V]>, _ mask: MaskLanguage,
    _ body: (RegexLanguage) -> V
  ) -> V? {
    guard let language else { return nil }
    lock.lock()
    if let v = memo[keyPath: answers][mask] { lock.unlock(); return v }
    lock.unlock()
    let v = body(language)
    lock.lock()
    if memo[keyPath: answers].count >= Self.maskAnswersKept { memo[keyPath: answers].removeAll() }
    memo[keyPath: answers][mask] = v
    lock.unlock()
    return v
  }

  /// Computes once per slot. The lock is not held while computing (queries are pure); two
  /// threads may compute the same answer, one is kept.
  private func memoized<T>(_ slot: WritableKeyPath<Memo, T?>, _ compute: () -> T) -> T {
    lock.lock()
    if let v = memo[keyPath: slot] { lock.unlock(); return v }
    lock.unlock()
    let v = compute()
    lock.lock()
    memo[keyPath: slot] = v
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
