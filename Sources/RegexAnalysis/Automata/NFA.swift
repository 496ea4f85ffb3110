/// A Thompson NFA over scalar sets, built from a `RegexCore`.
///
/// Node kinds: `char` consumes one scalar of `sets[setIndex]` and goes to `out1`; `split` is an
/// epsilon move to `out1` and (if `>= 0`) `out2`; `startAssert` / `endAssert` are epsilon moves
/// allowed only at the start / end of the input; `accept` is the single final node.
struct NFA: Sendable {
  enum Kind: UInt8, Sendable { case char, split, startAssert, endAssert, accept }

  var kind: [Kind] = []
  var out1: [Int32] = []
  var out2: [Int32] = []
  var setIndex: [Int32] = []
  /// Distinct sets used by `char` nodes.
  var sets: [ScalarSet] = []
  var start: Int32 = 0
  var accept: Int32 = 0
  /// Loop heads of unbounded repetitions whose body can match empty: a backtracking engine
  /// ends such a loop on an empty iteration, so an epsilon walk must not pass one twice.
  var emptyIterationGuards: Set<Int32> = []
  /// The input is UTF-16 code units (ECMAScript without `u`/`v`): examples may pick surrogate
  /// halves and are decoded as UTF-16.
  var readsCodeUnits = false

  /// An input path as text.
  func text(_ units: [UInt32]) -> String {
    readsCodeUnits ? String(decoding: units.map { UInt16(truncatingIfNeeded: $0) }, as: UTF16.self) : String(scalars: units)
  }

  var count: Int { kind.count }
}

/// Why a core cannot be turned into an NFA at all.
enum NFABuildFailure: Error {
  case unsupported(String)
  case budget(BudgetExceeded)
}

extension RegexCore {
  /// The first `.unsupported` reason inside, searched without recursion.
  var unsupportedReason: String? {
    var stack: [RegexCore] = [self]
    while let node = stack.popLast() {
      switch node {
      case .unsupported(let reason): return reason
      case .concat(let cs), .alternation(let cs): stack.append(contentsOf: cs)
      case .repetition(let x, _, _): stack.append(x)
      case .empty, .set, .startAnchor, .endAnchor: break
      }
    }
    return nil
  }
}

struct NFABuilder {
  private var nfa = NFA()
  private var setIndexOf: [ScalarSet: Int32] = [:]
  private let maxStates: Int
  private let maxDepth: Int

  private init(maxStates: Int, maxDepth: Int) {
    self.maxStates = maxStates
    self.maxDepth = maxDepth
  }

  /// Builds the NFA, or says why not. `extraSets` are added to `sets` (so an alphabet built
  /// from `sets` also separates them, e.g. a mask's slot sets).
  static func build(_ core: RegexCore, budget: AnalysisBudget) -> Result<NFA, NFABuildFailure> {
    if let reason = core.unsupportedReason { return .failure(.unsupported(reason)) }
    var b = NFABuilder(maxStates: budget.maxNFAStates, maxDepth: budget.maxDepth)
    do {
      let acc = try b.add(.accept, -1, -1, -1)
      b.nfa.accept = acc
      b.nfa.start = try b.build(core, next: acc, depth: 0)
      return .success(b.nfa)
    } catch let e as BudgetExceeded {
      return .failure(.budget(e))
    } catch {
      return .failure(.budget(.nfaStates(budget.maxNFAStates)))
    }
  }

  private mutating func add(_ k: NFA.Kind, _ o1: Int32, _ o2: Int32, _ set: Int32) throws -> Int32 {
    if nfa.kind.count >= maxStates { throw BudgetExceeded.nfaStates(maxStates) }
    nfa.kind.append(k)
    nfa.out1.append(o1)
    nfa.out2.append(o2)
    nfa.setIndex.append(set)
    return Int32(nfa.kind.count - 1)
  }

  private mutating func index(of set: ScalarSet) -> Int32 {
    if let i = setIndexOf[set] { return i }
    let i = Int32(nfa.sets.count)
    nfa.sets.append(set)
    setIndexOf[set] = i
    return i
  }

  /// Returns the entry node of `core`, wired to continue at `next`.
  private mutating func build(_ core: RegexCore, next: Int32, depth: Int) throws -> Int32 {
    if depth > maxDepth { throw BudgetExceeded.depth(maxDepth) }
    switch core {
    case .empty:
      return next
    case .set(let s):
      return try add(.char, next, -1, index(of: s))
    case .startAnchor:
      return try add(.startAssert, next, -1, -1)
    case .endAnchor:
      return try add(.endAssert, next, -1, -1)
    case .unsupported(let reason):
      throw NFABuildFailure.unsupported(reason)
    case .concat(let parts):
      var cur = next
      for part in parts.reversed() { cur = try build(part, next: cur, depth: depth + 1) }
      return cur
    case .alternation(let alts):
      guard let last = alts.last else { return try add(.char, next, -1, index(of: .empty)) }
      var cur = try build(last, next: next, depth: depth + 1)
      for alt in alts.dropLast().reversed() {
        let entry = try build(alt, next: next, depth: depth + 1)
        cur = try add(.split, entry, cur, -1)
      }
      return cur
    case .repetition(let body, let minCount, let maxCount):
      let lo = max(0, minCount)
      if let hi = maxCount, hi < lo {
        return try add(.char, next, -1, index(of: .empty))  // `{3,1}` matches nothing
      }
      var cur = next
      if let hi = maxCount {
        // (x(x(x)?)?)? : every skip leaves straight to `next`, so no added ambiguity.
        for _ in 0..<(hi - lo) {
          let entry = try build(body, next: cur, depth: depth + 1)
          cur = try add(.split, entry, next, -1)
        }
      } else {
        let loop = try add(.split, -1, next, -1)
        let entry = try build(body, next: loop, depth: depth + 1)
        nfa.out1[Int(loop)] = entry
        if EmptinessExplainer.minLength(body) == 0 { nfa.emptyIterationGuards.insert(loop) }
        cur = loop
      }
      for _ in 0..<lo { cur = try build(body, next: cur, depth: depth + 1) }
      return cur
    }
  }
}
