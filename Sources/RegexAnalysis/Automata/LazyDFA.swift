/// Subset construction done on demand, over the classes of an `Alphabet`.
///
/// A DFA state is the set of NFA `char` nodes reachable after reading some input, plus two
/// acceptance flags: `acceptsNow` (accept reachable without passing `$`, used by searches) and
/// `acceptsAtEnd` (accept reachable when the input ends here). `^` is passable only in the
/// start state. State 0 is the dead state. In `search` mode every step also re-enters the
/// NFA (an implicit `.*?` prefix), for unanchored matching.
final class LazyDFA {
  let nfa: NFA
  let alphabet: Alphabet
  let search: Bool
  /// Charged with the closure work of every new transition, when set.
  var meter: BudgetMeter?
  private let maxStates: Int

  private(set) var charNodes: [[Int32]] = []
  private(set) var acceptsNow: [Bool] = []
  private(set) var acceptsAtEnd: [Bool] = []
  /// `stateCount * classCount`, `-1` = not computed yet.
  private var table: [Int32] = []
  private var index: [Key: Int32] = [:]
  private(set) var start: Int32 = 0

  private let walker: EpsilonWalker

  private struct Key: Hashable {
    var nodes: [Int32]
    var now: Bool
    var end: Bool
  }

  static let dead: Int32 = 0

  var stateCount: Int { charNodes.count }
  var classCount: Int { alphabet.classCount }

  init(nfa: NFA, alphabet: Alphabet, maxStates: Int, search: Bool = false) throws {
    self.nfa = nfa
    self.alphabet = alphabet
    self.search = search
    self.maxStates = maxStates
    self.walker = EpsilonWalker(nfa)
    _ = try intern(Key(nodes: [], now: false, end: false))
    start = try intern(closureKey(from: [nfa.start], atStart: true))
  }

  convenience init(nfa: NFA, extraSets: [ScalarSet] = [], budget: AnalysisBudget, search: Bool = false) throws {
    try self.init(nfa: nfa, alphabet: Alphabet(sets: nfa.sets + extraSets), maxStates: budget.maxDFAStates, search: search)
  }

  /// The state after reading one scalar of class `cls` in `state`.
  func next(_ state: Int32, _ cls: Int) throws -> Int32 {
    let slot = Int(state) * alphabet.classCount + cls
    let cached = table[slot]
    if cached >= 0 { return cached }
    var targets: [Int32] = []
    for n in charNodes[Int(state)] {
      let s = Int(nfa.setIndex[Int(n)])
      if alphabet.membership[s].contains(cls) { targets.append(nfa.out1[Int(n)]) }
    }
    if search { targets.append(nfa.start) }
    let key = targets.isEmpty ? nil : closureKey(from: targets, atStart: false)
    try meter?.tick(charNodes[Int(state)].count + walker.takeWork() + 16)
    let id = try key.map { try intern($0) } ?? LazyDFA.dead
    table[slot] = id
    return id
  }

  /// The state after reading `scalar`.
  func next(_ state: Int32, scalar: UInt32) throws -> Int32 {
    try next(state, alphabet.classOf(scalar))
  }

  /// The state for an anchored match that starts after position 0 (`^` not passable).
  func startWithoutAnchor() throws -> Int32 {
    try intern(closureKey(from: [nfa.start], atStart: false))
  }

  /// Drops every cached state except the dead, start and `state` ones (RE2-style cache
  /// flush, so matching long inputs stays linear under a state budget). Returns `state`'s new id.
  func flush(keeping state: Int32) throws -> Int32 {
    let keep = Key(nodes: charNodes[Int(state)], now: acceptsNow[Int(state)], end: acceptsAtEnd[Int(state)])
    let startKey = Key(nodes: charNodes[Int(start)], now: acceptsNow[Int(start)], end: acceptsAtEnd[Int(start)])
    charNodes.removeAll()
    acceptsNow.removeAll()
    acceptsAtEnd.removeAll()
    table.removeAll()
    index.removeAll()
    _ = try intern(Key(nodes: [], now: false, end: false))
    start = try intern(startKey)
    return try intern(keep)
  }

  private func intern(_ key: Key) throws -> Int32 {
    if let id = index[key] { return id }
    if charNodes.count >= maxStates { throw BudgetExceeded.dfaStates(maxStates) }
    let id = Int32(charNodes.count)
    index[key] = id
    charNodes.append(key.nodes)
    acceptsNow.append(key.now)
    acceptsAtEnd.append(key.end)
    table.append(contentsOf: repeatElement(-1, count: alphabet.classCount))
    return id
  }

  /// Epsilon closure of `from`; `^` passable when `atStart`, `$` only for the end flag.
  private func closureKey(from: [Int32], atStart: Bool) -> Key {
    var nodes: [Int32] = []
    var now = false
    var endAsserts: [Int32] = []
    visit(from, atStart: atStart, followEnd: false) { n in
      switch nfa.kind[Int(n)] {
      case .char: nodes.append(n)
      case .accept: now = true
      case .endAssert: endAsserts.append(n)
      default: break
      }
    }
    var end = now
    if !end && !endAsserts.isEmpty {
      // Past `$` nothing can be read, so only acceptance matters there.
      visit(endAsserts, atStart: atStart, followEnd: true) { n in
        if nfa.kind[Int(n)] == .accept { end = true }
      }
    }
    nodes.sort()
    return Key(nodes: nodes, now: now, end: end)
  }

  func visit(_ from: [Int32], atStart: Bool, followEnd: Bool, _ body: (Int32) -> Void) {
    walker.visit(from, atStart: atStart, followEnd: followEnd, body)
  }
}
