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
    var query: String
    var mask: MaskLanguage?
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

  /// Budget of one query. No query starts once a regex has used `totalTime`, so one regex
  /// costs at most about `totalTime` + one query's limit (40 ms) however pathological it is.
  static let queryBudget = AnalysisBudget(timeLimit: .milliseconds(15) * debugSlowdown)
  /// Analysis time one regex may use in total; later questions answer "analysis incomplete".
  static let totalTime: Duration = .milliseconds(25) * debugSlowdown

  /// Unoptimised builds (tests) run the automata several times slower; the budgets scale so
  /// that verdicts do not depend on the build configuration. `MASKLS_TIME_BUDGET_SCALE`
  /// (a positive integer) scales them further on slow or loaded machines (CI sets it).
  #if DEBUG
  static let debugSlowdown = 4 * environmentScale
  #else
  static let debugSlowdown = environmentScale
  #endif

  static let environmentScale: Int = {
    guard let raw = ProcessInfo.processInfo.environment["MASKLS_TIME_BUDGET_SCALE"],
      let value = Int(raw), value >= 1
    else { return 1 }
    return min(value, 1000)
  }()

  var language: RegexLanguage? {
    guard isAnalysable else { return nil }
    return memoized("language") {
      let start = ContinuousClock.now
      let built = RegexLanguage(parsed.core, budget: Self.queryBudget)
      charge(ContinuousClock.now - start)
      return built
    }
  }

  var matcher: RegexMatcher? {
    guard isAnalysable else { return nil }
    return memoized("matcher") { RegexMatcher(parsed.core) }
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
    query("emptiness") { l in l.isEmpty() }
  }

  func shortestMatch() -> AnalysisOutcome<String?>? {
    query("shortest") { l in l.shortestMatch() }
  }

  func samples() -> AnalysisOutcome<[String]>? {
    query("samples") { l in l.samples(count: 8) }
  }

  func prefixClosure() -> AnalysisOutcome<PrefixClosure>? {
    query("prefixClosure") { l in l.prefixClosure() }
  }

  func redos(searching: Bool) -> AnalysisOutcome<ReDoSVerdict>? {
    query("redos\(searching)") { l in l.redos(searching: searching) }
  }

  func unanchoredExample() -> AnalysisOutcome<String?>? {
    query("unanchored") { l in l.unanchoredExample() }
  }

  func prefixClosure(of mask: MaskLanguage) -> AnalysisOutcome<PrefixClosure>? {
    query("prefixClosure", mask: mask) { l in l.prefixClosure(of: mask) }
  }

  func intersection(with mask: MaskLanguage) -> AnalysisOutcome<MaskIntersection>? {
    query("intersection", mask: mask) { l in l.intersection(with: mask) }
  }

  func exampleRejectedInput(of mask: MaskLanguage) -> AnalysisOutcome<String?>? {
    query("rejected", mask: mask) { l in l.exampleRejectedInput(of: mask) }
  }

  /// Runs a query once (memoised) while this regex's analysis time lasts; afterwards the
  /// answer is "analysis incomplete". Nil when the regex cannot be analysed at all.
  private func query<V: Sendable>(
    _ name: String, mask: MaskLanguage? = nil, _ body: @escaping (RegexLanguage) -> AnalysisOutcome<V>
  ) -> AnalysisOutcome<V>? {
    guard let language else { return nil }
    let outcome: AnalysisOutcome<V> = memoized(name, mask: mask) { () -> AnalysisOutcome<V> in
      guard remainingTime > .zero else {
        return .incomplete(reason: "analysis incomplete: this regex used its \(Self.totalTime) of analysis time")
      }
      let start = ContinuousClock.now
      let outcome = body(language)
      charge(ContinuousClock.now - start)
      return outcome
    }
    return outcome
  }

  private var spent: Duration = .zero

  private var remainingTime: Duration {
    lock.lock()
    defer { lock.unlock() }
    return Self.totalTime - spent
  }

  private func charge(_ time: Duration) {
    lock.lock()
    spent += time
    lock.unlock()
  }

  /// Computes once per key. The lock is not held while computing (queries are pure); two
  /// threads may compute the same answer, one is kept.
  private func memoized<T: Sendable>(_ name: String, mask: MaskLanguage? = nil, _ compute: () -> T) -> T {
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
