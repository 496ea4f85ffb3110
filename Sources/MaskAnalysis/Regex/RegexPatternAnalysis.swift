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
  /// `AnalysedRegex.repeatsOrChooses`, found once (`regex-never-matches` asks per field).
  let repeatsOrChooses: Bool

  private let lock = NSLock()
  /// The remembered answers, one typed slot per question (a lookup is a load under the lock:
  /// no hashing of a query name, no dynamic cast of a stored `any` value). Guarded by `lock`,
  /// so not checked for exclusive access at run time as well (a check per question asked).
  @exclusivity(unchecked) private var memo = Memo()

  private struct Memo {
    var language: RegexLanguage?
    var matcher: RegexMatcher?
    var emptiness: AnalysisOutcome<Emptiness>?
    var shortest: AnalysisOutcome<String?>?
    var samples: AnalysisOutcome<[String]>?
    var prefixClosure: AnalysisOutcome<PrefixClosure>?
    var prefixClosureOfAnything: AnalysisOutcome<PrefixClosure>?
    var unanchored: AnalysisOutcome<String?>?
    var redosMatching: AnalysisOutcome<ReDoSVerdict>?
    var redosSearching: AnalysisOutcome<ReDoSVerdict>?
    /// The questions about a mask's inputs, by mask; each emptied before a new answer once
    /// it holds `maskAnswersKept` (a regex meets few masks).
    var prefixClosureOfMask: [MaskLanguage: AnalysisOutcome<PrefixClosure>] = [:]
    var intersection: [MaskLanguage: AnalysisOutcome<MaskIntersection>] = [:]
    var rejected: [MaskLanguage: AnalysisOutcome<String?>] = [:]
  }

  private static let maskAnswersKept = 64

  init(_ key: RegexKey) {
    self.key = key
    let parsed = RegexParser.parse(key.pattern, flavor: key.flavor, flags: key.flags)
    self.parsed = parsed
    self.repeatsOrChooses = Self.repeatsOrChooses(parsed)
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
    return memoized({ $0.language }, { $0.language = $1 }) {
      RegexLanguage(parsed.core, budget: Self.queryBudget, readsCodeUnits: parsed.readsCodeUnits)
    }
  }

  var matcher: RegexMatcher? {
    guard isAnalysable else { return nil }
    return memoized({ $0.matcher }, { $0.matcher = $1 }) {
      RegexMatcher(parsed.core, readsCodeUnits: parsed.readsCodeUnits)
    }
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
    query({ $0.emptiness }, { $0.emptiness = $1 }) { l in l.isEmpty() }
  }

  func shortestMatch() -> AnalysisOutcome<String?>? {
    query({ $0.shortest }, { $0.shortest = $1 }) { l in l.shortestMatch() }
  }

  func samples() -> AnalysisOutcome<[String]>? {
    query({ $0.samples }, { $0.samples = $1 }) { l in l.samples(count: 8) }
  }

  func prefixClosure() -> AnalysisOutcome<PrefixClosure>? {
    query({ $0.prefixClosure }, { $0.prefixClosure = $1 }) { l in l.prefixClosure() }
  }

  func redos(searching: Bool) -> AnalysisOutcome<ReDoSVerdict>? {
    if searching {
      return query({ $0.redosSearching }, { $0.redosSearching = $1 }) { l in l.redos(searching: true) }
    }
    return query({ $0.redosMatching }, { $0.redosMatching = $1 }) { l in l.redos(searching: false) }
  }

  func unanchoredExample() -> AnalysisOutcome<String?>? {
    query({ $0.unanchored }, { $0.unanchored = $1 }) { l in l.unanchoredExample() }
  }

  func prefixClosure(of mask: MaskLanguage) -> AnalysisOutcome<PrefixClosure>? {
    // Most fields have no mask: asked of any text, the answer has its own slot (hashing a
    // mask language to look it up costs more than the question once answered).
    if mask.isAnything {
      return query({ $0.prefixClosureOfAnything }, { $0.prefixClosureOfAnything = $1 }) { l in
        l.prefixClosure(of: .anything)
      }
    }
    return query({ $0.prefixClosureOfMask[mask] }, { $0.prefixClosureOfMask = Self.keeping($0.prefixClosureOfMask, mask, $1) }) { l in
      l.prefixClosure(of: mask)
    }
  }

  func intersection(with mask: MaskLanguage) -> AnalysisOutcome<MaskIntersection>? {
    query({ $0.intersection[mask] }, { $0.intersection = Self.keeping($0.intersection, mask, $1) }) { l in
      l.intersection(with: mask)
    }
  }

  func exampleRejectedInput(of mask: MaskLanguage) -> AnalysisOutcome<String?>? {
    query({ $0.rejected[mask] }, { $0.rejected = Self.keeping($0.rejected, mask, $1) }) { l in
      l.exampleRejectedInput(of: mask)
    }
  }

  /// `answers` with `value` added for `mask`, emptied first when it holds `maskAnswersKept`.
  private static func keeping<V>(_ answers: [MaskLanguage: V], _ mask: MaskLanguage, _ value: V) -> [MaskLanguage: V] {
    var answers = answers.count >= maskAnswersKept ? [:] : answers
    answers[mask] = value
    return answers
  }

  /// Runs a query once (memoised) under its own budget. Nil when the regex cannot be
  /// analysed at all. The remembered answer is looked for first: a question asked again
  /// takes one lock and no copy of the language.
  private func query<V>(
    _ read: (inout Memo) -> V?, _ write: (inout Memo, V) -> Void, _ body: (RegexLanguage) -> V
  ) -> V? {
    guard isAnalysable else { return nil }
    lock.lock()
    if let v = read(&memo) { lock.unlock(); return v }
    lock.unlock()
    guard let language else { return nil }
    let v = body(language)
    lock.lock()
    write(&memo, v)
    lock.unlock()
    return v
  }

  /// Computes once. The lock is not held while computing (queries are pure); two threads
  /// may compute the same answer, one is kept.
  private func memoized<T>(_ read: (inout Memo) -> T?, _ write: (inout Memo, T) -> Void, _ compute: () -> T) -> T {
    lock.lock()
    if let v = read(&memo) { lock.unlock(); return v }
    lock.unlock()
    let v = compute()
    lock.lock()
    write(&memo, v)
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

extension MaskLanguage {
  /// Whether this is `MaskLanguage.anything` (any raw text), compared without hashing.
  var isAnything: Bool {
    guard elements.count == 1, case .repeating(let set) = elements[0] else { return false }
    return set == .all
  }
}
