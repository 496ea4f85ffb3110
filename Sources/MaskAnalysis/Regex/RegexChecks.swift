import Foundation
import MaskEngine
import RegexAnalysis

/// Regex checks the rules, previews and hovers need, behind one façade: the parser for
/// diagnostics with exact ranges, the automata for what a pattern accepts, and a linear-time
/// matcher for every match the tool runs itself. Analyses are cached per (pattern, flavour,
/// flags) and every answer is bounded by an `AnalysisBudget`.
enum RegexChecks {
  struct CompileError: Sendable, Hashable {
    var message: String
    /// UTF-16 range in the pattern, when known.
    var range: Range<Int>?
  }

  /// The analysed pattern, from the cache.
  static func analysis(_ pattern: String, flavor: RegexFlavorName, flags: RegexFlags = []) -> RegexPatternAnalysis {
    analysis(pattern, flavor: flavor.analyserFlavor, flags: flags)
  }

  static func analysis(_ pattern: String, flavor: RegexFlavor, flags: RegexFlags = []) -> RegexPatternAnalysis {
    let key = RegexKey(pattern: pattern, flavor: flavor, flags: flags)
    return cache.value(for: key) { RegexPatternAnalysis(key) }
  }

  /// Why `pattern` does not compile in `flavor` (a syntax error, in every flavour), or nil.
  static func compileError(_ pattern: String, flavor: RegexFlavorName) -> CompileError? {
    analysis(pattern, flavor: flavor).syntaxError
  }

  /// The same patterns recur across files and edits; parsing and analysing are the expensive
  /// part. An analysis keeps its answers (automata included), so the bound is kept small.
  private static let cache = BoundedCache<RegexKey, RegexPatternAnalysis>(limit: 512)
}

/// What identifies one analysis.
struct RegexKey: Hashable, Sendable {
  var pattern: String
  var flavor: RegexFlavor
  var flags: RegexFlags
}

extension RegexFlavorName {
  /// The analyser's flavour for a recognised setting's flavour name.
  var analyserFlavor: RegexFlavor {
    switch self {
    case .icu: return .icu
    case .swift: return .swift
    case .ecmascript: return .ecmascript
    case .java: return .java
    }
  }

  /// Flavours whose engine backtracks (the ones `regex-redos` is about).
  var backtracks: Bool { self != .swift }
}

extension RegexChecks {
  /// A validator applying `pattern` to the whole raw text, like `NSPredicate` `SELF MATCHES`,
  /// with the linear-time matcher (no backtracking, so no catastrophic pattern can hang a
  /// preview). Answers nil ("unknown") when the pattern is outside the regular core. Nil when the pattern does not compile or cannot be matched at all.
  static func validator(_ pattern: String, flavor: RegexFlavorName, flagLetters: String = "") -> RawTextValidator? {
    analysis(pattern, flavor: flavor, flags: RegexPreview.flags(flagLetters, flavor: flavor.analyserFlavor).flags).validator
  }
}
