/// The language of one regex (its regular core), and the questions the rules ask of it.
///
/// Every query runs under `budget` and answers `.incomplete` when it runs out, or
/// `.notAnalysed` when the core contains an `.unsupported` construct.
public struct RegexLanguage: Sendable {
  public let core: RegexCore
  public let budget: AnalysisBudget
  /// The input is UTF-16 code units (`ParsedRegex.readsCodeUnits`), not scalars.
  public let readsCodeUnits: Bool
  let compiled: Result<NFA, NFABuildFailure>

  public init(_ core: RegexCore, budget: AnalysisBudget = .default, readsCodeUnits: Bool = false) {
    self.core = core
    self.budget = budget
    self.readsCodeUnits = readsCodeUnits
    self.compiled = NFABuilder.build(core, budget: budget).map { nfa in
      var marked = nfa
      marked.readsCodeUnits = readsCodeUnits
      return marked
    }
  }

  /// Runs a query against the NFA with a fresh meter.
  func run<T: Sendable>(_ body: (NFA, BudgetMeter) throws -> T) -> AnalysisOutcome<T> {
    switch compiled {
    case .failure(.unsupported(let reason)): return .notAnalysed(reason: reason)
    case .failure(.budget(let e)): return .incomplete(reason: e.description)
    case .success(let nfa):
      let meter = BudgetMeter(budget)
      return withBudget(meter) { try body(nfa, meter) }
    }
  }
}

/// Whether a regex accepts anything.
public enum Emptiness: Sendable, Hashable {
  /// Accepts nothing; `reason` explains ("`^` after a character can never match").
  case empty(reason: String)
  /// Accepts `example` (the shortest readable match).
  case nonEmpty(example: String)
}

extension RegexLanguage {
  /// Whether the regex accepts no input at all, with the reason or an example.
  public func isEmpty() -> AnalysisOutcome<Emptiness> {
    run { nfa, meter in
      if let s = try NFAPaths(nfa).readableMatch(minLength: 0, meter: meter) {
        return .nonEmpty(example: nfa.text(s))
      }
      return .empty(reason: EmptinessExplainer.reason(core))
    }
  }

  /// The shortest accepted string (readable: digits, then letters, then the literal text);
  /// `nil` when the regex accepts nothing.
  public func shortestMatch() -> AnalysisOutcome<String?> {
    run { nfa, meter in try NFAPaths(nfa).readableMatch(minLength: 0, meter: meter).map { nfa.text($0) } }
  }

  /// Up to `count` distinct accepted strings of increasing length, the shortest first;
  /// deterministic. Fewer when the language has fewer lengths, or when longer ones would
  /// exceed the budget (then the samples found so far are returned).
  public func samples(count: Int) -> AnalysisOutcome<[String]> {
    run { nfa, meter in
      let paths = NFAPaths(nfa)
      var out: [String] = []
      var minLength = 0
      while out.count < count {
        let found: [UInt32]?
        do {
          found = try paths.readableMatch(minLength: minLength, meter: meter)
        } catch let e as BudgetExceeded where !out.isEmpty {
          _ = e  // Longer samples are too costly; the ones found are still right.
          break
        }
        guard let s = found else { break }
        out.append(nfa.text(s))
        minLength = s.count + 1
      }
      return out
    }
  }
}
