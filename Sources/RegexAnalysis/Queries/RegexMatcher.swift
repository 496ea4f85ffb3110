import Foundation

/// A linear-time matcher (no backtracking) built on a lazy DFA: for previews and any matching
/// the tool does itself. Thread-safe; the DFA cache is shared between calls.
///
/// Every method returns `nil` when the regex is outside the regular core or the time budget
/// runs out; the DFA state budget only bounds the cache (it is flushed when full).
public final class RegexMatcher: @unchecked Sendable {
  public let core: RegexCore
  public let budget: AnalysisBudget
  /// Why the matcher cannot answer at all (unsupported construct, NFA too large), if so.
  public let unavailableReason: String?

  private let lock = NSLock()
  private var anchored: LazyDFA?
  private var searching: LazyDFA?
  private let nfa: NFA?

  public init(_ core: RegexCore, budget: AnalysisBudget = .default) {
    self.core = core
    self.budget = budget
    switch NFABuilder.build(core, budget: budget) {
    case .success(let n):
      nfa = n
      unavailableReason = nil
    case .failure(.unsupported(let reason)):
      nfa = nil
      unavailableReason = "not analysed: \(reason)"
    case .failure(.budget(let e)):
      nfa = nil
      unavailableReason = e.description
    }
  }

  /// Whether the whole of `s` matches (`NSPredicate` `MATCHES` semantics: anchored at both ends).
  public func fullMatch(_ s: String) -> Bool? {
    lock.lock()
    defer { lock.unlock() }
    guard let dfa = dfa(search: false) else { return nil }
    let meter = BudgetMeter(budget)
    do {
      var state = dfa.start
      for u in s.unicodeScalars {
        try meter.tick()
        state = try step(dfa, state, u.value)
        if state == LazyDFA.dead { return false }
      }
      return dfa.acceptsAtEnd[Int(state)]
    } catch {
      return nil
    }
  }

  /// Whether some substring of `s` matches (`firstMatch != nil`); `^`/`$` mean the ends of `s`.
  public func contains(_ s: String) -> Bool? {
    lock.lock()
    defer { lock.unlock() }
    guard let dfa = dfa(search: true) else { return nil }
    let meter = BudgetMeter(budget)
    do {
      var state = dfa.start
      if dfa.acceptsNow[Int(state)] { return true }
      for u in s.unicodeScalars {
        try meter.tick()
        state = try step(dfa, state, u.value)
        if dfa.acceptsNow[Int(state)] { return true }
      }
      return dfa.acceptsAtEnd[Int(state)]
    } catch {
      return nil
    }
  }

  /// The leftmost match of `s`, extended as far as possible (leftmost-longest; a backtracking
  /// engine picks the same start but may end earlier). Offsets count Unicode scalars.
  public func firstMatch(in s: String) -> Range<Int>? {
    guard contains(s) == true else { return nil }
    let scalars = Array(s.unicodeScalars).map(\.value)
    lock.lock()
    defer { lock.unlock() }
    guard let dfa = dfa(search: false) else { return nil }
    let meter = BudgetMeter(budget)
    // Quadratic only in the worst case of many failing starts; bounded by the time budget.
    do {
      for begin in 0...scalars.count {
        var state = begin == 0 ? dfa.start : try startElsewhere(dfa)
        var best: Int? = nil
        var i = begin
        while true {
          if (i == scalars.count ? dfa.acceptsAtEnd : dfa.acceptsNow)[Int(state)] { best = i }
          if i == scalars.count || state == LazyDFA.dead { break }
          try meter.tick()
          state = try step(dfa, state, scalars[i])
          i += 1
        }
        if let end = best { return begin..<end }
      }
      return nil
    } catch {
      return nil
    }
  }

  /// The state for a match starting after position 0 (`^` not passable).
  private func startElsewhere(_ dfa: LazyDFA) throws -> Int32 {
    do {
      return try dfa.startWithoutAnchor()
    } catch BudgetExceeded.dfaStates {
      _ = try dfa.flush(keeping: dfa.start)
      return try dfa.startWithoutAnchor()
    }
  }

  private func dfa(search: Bool) -> LazyDFA? {
    if let d = search ? searching : anchored { return d }
    guard let nfa else { return nil }
    guard let d = try? LazyDFA(nfa: nfa, budget: budget, search: search) else { return nil }
    if search { searching = d } else { anchored = d }
    return d
  }

  private func step(_ dfa: LazyDFA, _ state: Int32, _ scalar: UInt32) throws -> Int32 {
    do {
      return try dfa.next(state, scalar: scalar)
    } catch BudgetExceeded.dfaStates {
      let kept = try dfa.flush(keeping: state)
      return try dfa.next(kept, scalar: scalar)
    }
  }
}
