/// Limits for one analysis. Every automaton construction and search checks them cooperatively
/// and stops with `.incomplete` when one is exceeded: never a hang, never a guessed verdict.
///
/// Every limit counts work (states, nodes, elementary steps), never time: the same regex gets
/// the same verdict on any machine under any load.
public struct AnalysisBudget: Sendable, Hashable {
  /// States of a lazily built DFA.
  public var maxDFAStates: Int
  /// States of the Thompson NFA (bounded repetitions are unrolled, so `a{1000}` costs ~1000).
  public var maxNFAStates: Int
  /// Nodes of the product graphs the queries and the ReDoS analysis explore.
  public var maxSearchNodes: Int
  /// Elementary steps of one query (or one `RegexMatcher` call): closure and transition work,
  /// search nodes expanded, pairs compared. Measured on a release build: 0.07–0.15 µs a step
  /// depending on the question, so one query stops within about 0.15 s however pathological
  /// the regex (a lint asks a regex at most about eight questions).
  public var maxSteps: Int
  /// Nesting depth of the core accepted before giving up (protects the stack).
  public var maxDepth: Int

  public init(
    maxDFAStates: Int = 4_000, maxNFAStates: Int = 40_000, maxSearchNodes: Int = 200_000,
    maxSteps: Int = 1_000_000, maxDepth: Int = 200
  ) {
    self.maxDFAStates = maxDFAStates
    self.maxNFAStates = maxNFAStates
    self.maxSearchNodes = maxSearchNodes
    self.maxSteps = maxSteps
    self.maxDepth = maxDepth
  }

  public static let `default` = AnalysisBudget()
}

/// The answer of a query: a verdict, or why there is none.
public enum AnalysisOutcome<Value: Sendable>: Sendable {
  case answered(Value)
  /// A budget ran out; `reason` says which ("more than 1000000 steps of work").
  case incomplete(reason: String)
  /// The regex is outside the regular core (`reason` names the construct).
  case notAnalysed(reason: String)

  /// The verdict, if there is one.
  public var value: Value? {
    if case .answered(let v) = self { return v }
    return nil
  }

  /// Why there is no verdict, if there is none.
  public var noVerdictReason: String? {
    switch self {
    case .answered: return nil
    case .incomplete(let r), .notAnalysed(let r): return r
    }
  }

  /// Transforms the verdict, keeping the reasons for no verdict.
  public func map<T: Sendable>(_ f: (Value) -> T) -> AnalysisOutcome<T> {
    switch self {
    case .answered(let v): return .answered(f(v))
    case .incomplete(let r): return .incomplete(reason: r)
    case .notAnalysed(let r): return .notAnalysed(reason: r)
    }
  }
}

extension AnalysisOutcome: Equatable where Value: Equatable {}
extension AnalysisOutcome: Hashable where Value: Hashable {}

/// Why an analysis stopped early.
enum BudgetExceeded: Error, CustomStringConvertible {
  case dfaStates(Int)
  case nfaStates(Int)
  case searchNodes(Int)
  case steps(Int)
  case depth(Int)

  /// Said to the user (previews, hovers): about their regex, not the automata.
  var description: String {
    switch self {
    case .dfaStates(let n):
      return "analysis incomplete: the regex can be in more than \(n) different situations while reading one input"
    case .nfaStates(let n):
      return "analysis incomplete: the regex is longer than \(n) positions once its counted repetitions are written out"
    case .searchNodes(let n): return "analysis incomplete: more than \(n) cases to explore"
    case .steps(let n): return "analysis incomplete: more than \(n) steps of work"
    case .depth(let n): return "analysis incomplete: groups nested deeper than \(n)"
    }
  }
}

/// Counts work against a budget; one per query, not shared between threads. Deterministic:
/// the count depends only on the regex and the question, never on the machine.
final class BudgetMeter {
  let budget: AnalysisBudget
  /// Steps charged so far.
  private(set) var steps = 0
  private var exceeded = false

  init(_ budget: AnalysisBudget) {
    self.budget = budget
  }

  /// Call in every loop whose length depends on the input, with the work done (`cost`, in
  /// rough elementary steps). Once the step budget is spent, every later call fails too.
  @inline(__always) func tick(_ cost: Int = 1) throws {
    steps &+= cost
    if steps > budget.maxSteps || exceeded {
      exceeded = true
      throw BudgetExceeded.steps(budget.maxSteps)
    }
  }

  func checkSearchNodes(_ count: Int) throws {
    if count > budget.maxSearchNodes { throw BudgetExceeded.searchNodes(budget.maxSearchNodes) }
  }
}

/// Runs `body` and folds budget errors into `.incomplete`.
func withBudget<T: Sendable>(_ meter: BudgetMeter, _ body: () throws -> T) -> AnalysisOutcome<T> {
  do {
    return .answered(try body())
  } catch let e as BudgetExceeded {
    return .incomplete(reason: e.description)
  } catch {
    return .incomplete(reason: "analysis incomplete: \(error)")
  }
}
