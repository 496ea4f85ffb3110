import Foundation

/// A linear-time matcher (no backtracking) built on a lazy DFA: for previews and any matching
/// the tool does itself. Thread-safe; the DFA cache is shared between calls.
///
/// Every method returns `nil` only when the regex is outside the regular core (or its NFA is
/// over the state budget). Matching always finishes and its answer never depends on earlier
/// calls or on the machine: each input scalar costs at most one new DFA transition, whose work
/// is bounded by the NFA's size; the DFA state budget only bounds the cache (flushed when full).
public final class RegexMatcher: @unchecked Sendable {
  public let core: RegexCore
  public let budget: AnalysisBudget
  /// Reads the subject as UTF-16 code units (ECMAScript without `u`/`v`); offsets count them.
  public let readsCodeUnits: Bool
  /// Why the matcher cannot answer at all (unsupported construct, NFA too large), if so.
  public let unavailableReason: String?

  private let lock = NSLock()
  private var anchored: LazyDFA?
  private var searching: LazyDFA?
  private let nfa: NFA?

  public init(_ core: RegexCore, budget: AnalysisBudget = .default, readsCodeUnits: Bool = false) {
    self.core = core
    self.budget = budget
    self.readsCodeUnits = readsCodeUnits
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
    do {
      var state = dfa.start
      for u in units(s) {
        state = try step(dfa, state, u)
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
    do {
      var state = dfa.start
      if dfa.acceptsNow[Int(state)] { return true }
      for u in units(s) {
        state = try step(dfa, state, u)
        if dfa.acceptsNow[Int(state)] { return true }
      }
      return dfa.acceptsAtEnd[Int(state)]
    } catch {
      return nil
    }
  }

  /// The leftmost match of `s`, extended as far as possible (leftmost-longest; a backtracking
  /// engine picks the same start but may end earlier). Offsets count Unicode scalars (code
  /// units when `readsCodeUnits`). Linear:
  /// one backward pass of the reversed regex finds the leftmost start, one forward pass the end.
  public func firstMatch(in s: String) -> Range<Int>? {
    let scalars = units(s)
    lock.lock()
    defer { lock.unlock() }
    guard let backward = reverseDFA(), let forward = dfa(search: false) else { return nil }
    do {
      // Backward: after reading s[i...] reversed, "accepts" means a match starts at i.
      var state = backward.start
      var begin: Int? = backward.acceptsNow[Int(state)] && scalars.isEmpty == false ? scalars.count : nil
      if scalars.isEmpty && backward.acceptsAtEnd[Int(state)] { begin = 0 }
      var i = scalars.count
      while i > 0 {
        i -= 1
        state = try step(backward, state, scalars[i])
        if (i == 0 ? backward.acceptsAtEnd : backward.acceptsNow)[Int(state)] { begin = i }
      }
      guard let begin else { return nil }
      // Forward from the start found, keeping the last accepting position.
      var f = begin == 0 ? forward.start : try startElsewhere(forward)
      var best: Int? = nil
      var j = begin
      while true {
        if (j == scalars.count ? forward.acceptsAtEnd : forward.acceptsNow)[Int(f)] { best = j }
        if j == scalars.count || f == LazyDFA.dead { break }
        f = try step(forward, f, scalars[j])
        j += 1
      }
      return best.map { begin..<$0 }
    } catch {
      return nil
    }
  }

  /// `firstMatch(in:)` as a range of `s`'s indices.
  public func firstMatchRange(in s: String) -> Range<String.Index>? {
    guard let r = firstMatch(in: s) else { return nil }
    if readsCodeUnits {
      let view = s.utf16
      let lo = view.index(view.startIndex, offsetBy: r.lowerBound)
      let hi = view.index(lo, offsetBy: r.count)
      return lo..<hi
    }
    let view = s.unicodeScalars
    let lo = view.index(view.startIndex, offsetBy: r.lowerBound)
    let hi = view.index(lo, offsetBy: r.count)
    return lo..<hi
  }

  /// The subject as the alphabet the regex reads: scalars, or UTF-16 code units.
  private func units(_ s: String) -> [UInt32] {
    readsCodeUnits ? s.utf16.map { UInt32($0) } : s.unicodeScalars.map(\.value)
  }

  private var reversed: LazyDFA?

  private func reverseDFA() -> LazyDFA? {
    if let reversed { return reversed }
    guard let rcore = core.reversed(maxDepth: budget.maxDepth),
      case .success(let rnfa) = NFABuilder.build(rcore, budget: budget),
      let d = try? LazyDFA(nfa: rnfa, budget: budget, search: true)
    else { return nil }
    reversed = d
    return d
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
