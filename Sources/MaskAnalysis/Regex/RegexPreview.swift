import Foundation
import MaskEngine
import RegexAnalysis

/// Everything `maskls preview --regex` and the hover show about one pattern: validity with the
/// exact error range, the structure outline, the shortest and typical matches, and whether it
/// works as a per-keystroke validator. Every answer comes from the automata under a budget;
/// when one has no verdict, `notes` says so ("analysis incomplete: …", "not analysed: …").
public struct RegexPreview: Sendable {
  public struct Error: Sendable, Hashable {
    public var message: String
    /// UTF-16 offsets in the pattern (nil: the engine's verdict, no position).
    public var start: Int?
    public var end: Int?
  }

  public var flavor: RegexFlavor
  public var flags: RegexFlags
  public var pattern: String
  public var valid: Bool
  public var error: Error?
  /// Warnings that do not stop compilation (flavour readings, suspicious classes).
  public var warnings: [Error]
  public var outline: String
  public var shortest: String?
  public var samples: [String]
  /// Whether every prefix of an accepted value is accepted (nil: no verdict).
  public var prefixClosed: Bool?
  /// The shortest refused prefix and a value it blocks, when not prefix-closed.
  public var blocked: (prefix: String, value: String)?
  /// Said when an answer is missing: "shortest match: analysis incomplete (…)".
  public var notes: [String]

  public init(pattern: String, flavor: RegexFlavor, flags: RegexFlags = []) {
    let analysis = RegexChecks.analysis(pattern, flavor: flavor, flags: flags)
    self.flavor = flavor
    self.flags = flags
    self.pattern = pattern
    self.valid = analysis.isValid
    self.error = analysis.error.map { Error(message: $0.message, start: $0.range?.lowerBound, end: $0.range?.upperBound) }
    self.warnings = analysis.parsed.diagnostics.filter { $0.severity == .warning }.map {
      Error(message: $0.message, start: $0.range.lowerBound, end: $0.range.upperBound)
    }
    self.outline = analysis.parsed.outline
    self.shortest = nil
    self.samples = []
    self.prefixClosed = nil
    self.blocked = nil
    self.notes = []
    guard analysis.isAnalysable else { return }
    switch analysis.shortestMatch() {
    case .answered(let s)?:
      shortest = s
      if s == nil { notes.append("the regex matches nothing") }
    case let outcome?: notes.append("shortest match: \(RegexPreview.noVerdict(outcome))")
    case nil: break
    }
    switch analysis.samples() {
    case .answered(let s)?:
      // Typical matches a person would type first: ones without control characters or line
      // terminators (which `$` in ICU and Java also allows at the end).
      let readable = s.filter { RegexPreview.visible($0) == $0 }
      samples = Array((readable.isEmpty ? s : readable).prefix(4))
    case let outcome?: notes.append("typical matches: \(RegexPreview.noVerdict(outcome))")
    case nil: break
    }
    switch analysis.prefixClosure() {
    case .answered(.closed)?: prefixClosed = true
    case .answered(.blocked(let p, let v))?:
      prefixClosed = false
      blocked = (p, v)
    case let outcome?: notes.append("prefix check: \(RegexPreview.noVerdict(outcome))")
    case nil: break
    }
  }

  /// "analysis incomplete (reason)" or "not analysed (reason)".
  static func noVerdict<T>(_ outcome: AnalysisOutcome<T>) -> String {
    switch outcome {
    case .answered: return "answered"
    case .incomplete(let r): return r.hasPrefix("analysis incomplete") ? r : "analysis incomplete (\(r))"
    case .notAnalysed(let r): return "not analysed (\(r))"
    }
  }

  /// Parses flag letters for `flavor`: ECMAScript letters (`dgimsuvy`), or `i`, `m`, `s`, `x`
  /// for the other flavours. Returns the letters it does not know.
  public static func flags(_ letters: String, flavor: RegexFlavor) -> (flags: RegexFlags, invalid: [Character]) {
    if flavor == .ecmascript { return RegexFlags.ecmaScript(letters) }
    var flags: RegexFlags = []
    var invalid: [Character] = []
    for letter in letters {
      switch letter {
      case "i": flags.insert(.caseInsensitive)
      case "m": flags.insert(.multiline)
      case "s": flags.insert(.dotAll)
      case "x": flags.insert(.extended)
      default: invalid.append(letter)
      }
    }
    return (flags, invalid)
  }
}

/// Regex support for previews outside a project (`maskls preview --regex`).
public enum RegexSupport {
  /// Why `pattern` does not compile in `flavor`, or nil.
  public static func compileError(_ pattern: String, flavor: RegexFlavor = .icu, flags: RegexFlags = []) -> String? {
    RegexChecks.analysis(pattern, flavor: flavor, flags: flags).error?.message
  }

  /// A per-edit validator applying `pattern` to the whole raw text with the linear-time
  /// matcher (`NSPredicate MATCHES` semantics). Nil when the tool cannot match it (invalid, or
  /// outside the regular core).
  public static func validator(_ pattern: String, flavor: RegexFlavor = .icu, flags: RegexFlags = []) -> RawTextValidator? {
    RegexChecks.analysis(pattern, flavor: flavor, flags: flags).validator
  }

  /// One question of `analyseAsTheRulesDo`: its name, time, and the reason when it has no verdict.
  public struct QueryTiming: Sendable {
    public var query: String
    public var duration: Duration
    public var noVerdict: String?
  }

  /// Runs, through the same cache and budgets, every question the regex rules and the hover
  /// ask about `pattern` (for a 10-slot `hash` mask where a mask is needed), timing each one.
  /// For benchmarks.
  public static func analyseAsTheRulesDo(_ pattern: String, flavor: RegexFlavor, flags: RegexFlags = []) -> [QueryTiming] {
    let clock = ContinuousClock()
    var timings: [QueryTiming] = []
    func time<T>(_ name: String, _ body: () -> AnalysisOutcome<T>?) {
      var outcome: AnalysisOutcome<T>? = nil
      let d = clock.measure { outcome = body() }
      let reason = outcome.flatMap { $0.noVerdictReason == nil ? nil : RegexPreview.noVerdict($0) }
      timings.append(QueryTiming(query: name, duration: d, noVerdict: reason))
    }
    var analysis: RegexPatternAnalysis? = nil
    let parse = clock.measure { analysis = RegexChecks.analysis(pattern, flavor: flavor, flags: flags) }
    timings.append(QueryTiming(query: "parse+icu", duration: parse, noVerdict: nil))
    guard let analysis, analysis.isAnalysable else { return timings }
    let mask = MaskLanguage.slots(10)
    let build = clock.measure { _ = analysis.language }
    timings.append(QueryTiming(query: "nfa", duration: build, noVerdict: nil))
    time("emptiness") { analysis.emptiness() }
    time("shortest") { analysis.shortestMatch() }
    time("samples") { analysis.samples() }
    time("prefixClosure") { analysis.prefixClosure() }
    time("prefixClosure(mask)") { analysis.prefixClosure(of: mask) }
    time("intersection(mask)") { analysis.intersection(with: mask) }
    time("redos") { analysis.redos(searching: false) }
    time("unanchored") { analysis.unanchoredExample() }
    let match = clock.measure { _ = analysis.matcher?.fullMatch("0123456789") }
    timings.append(QueryTiming(query: "matcher", duration: match, noVerdict: nil))
    return timings
  }

  /// Why `validator` is nil, if it is.
  public static func validatorUnavailableReason(_ pattern: String, flavor: RegexFlavor = .icu, flags: RegexFlags = []) -> String? {
    RegexChecks.analysis(pattern, flavor: flavor, flags: flags).validatorUnavailableReason
  }
}

extension RegexPreview {
  /// `s` with line terminators and other invisible scalars spelled out (`\n`, `\u{85}`), for
  /// text and hover output.
  public static func visible(_ s: String) -> String {
    var out = ""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        let p = scalar.properties
        if scalar.value < 0x20 || (0x7F...0xA0).contains(scalar.value) || p.generalCategory == .lineSeparator
          || p.generalCategory == .paragraphSeparator || p.generalCategory == .format
        {
          out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }
}
