/// The symbol facts of a file after an edit of its code, from the facts before it: the pass
/// runs again only from the last checkpoint whose state and reads come from tokens before
/// the change, to the first old checkpoint far enough past the change (`lookBehind`) where
/// its state is the old one again. Everything the old pass recorded after that point is the
/// same, moved: token indices by the change in tokens, scope and declaration numbers by the
/// change in their counts, branch groups by the change in groups, literals by the change in
/// literals. The result is what `scan` gives for the new tokens (the checkpoints aside, which
/// may fall elsewhere).
extension SymbolScanner {
  /// Nil when `previous` kept no checkpoints or the old facts cannot be moved (a reference
  /// from after the change into what it replaced); the caller scans the file whole then.
  static func resume(
    _ previous: SymbolFacts, in file: ScannedFile, language: SourceLanguage, unchanged: UnchangedTokens
  ) -> SymbolFacts? {
    var passed = 0
    return resume(previous, in: file, language: language, unchanged: unchanged, passedTokens: &passed)
  }

  /// `resume`, counting in `passedTokens` the tokens the pass went over again.
  static func resume(
    _ previous: SymbolFacts, in file: ScannedFile, language: SourceLanguage, unchanged: UnchangedTokens,
    passedTokens: inout Int
  ) -> SymbolFacts? {
    guard let old = previous.checkpoints else { return nil }
    var resumption = SymbolResumption(old: previous, points: old, file: file, language: language, unchanged: unchanged)
    let facts = resumption.run()
    passedTokens = resumption.passed
    return facts
  }
}

private struct SymbolResumption {
  let old: SymbolFacts
  let points: SymbolCheckpoints
  let unchanged: UnchangedTokens
  var pass: SymbolPass
  /// The checkpoint the pass restarts from (nil: the file's start) and the declarations
  /// before it.
  var restart: Int?
  var firstOrder: Int32 = 0
  /// The tokens the pass went over.
  var passed = 0

  init(old: SymbolFacts, points: SymbolCheckpoints, file: ScannedFile, language: SourceLanguage, unchanged: UnchangedTokens) {
    self.old = old
    self.points = points
    self.unchanged = unchanged
    self.pass = SymbolPass(file: file, language: language)
    self.restart = Self.restartPoint(points, file: file, unchanged: unchanged)
  }

  /// The last checkpoint from which nothing before it read a changed token: `lookAhead`
  /// before the change, and no dotted name running from before it into the change.
  private static func restartPoint(_ points: SymbolCheckpoints, file: ScannedFile, unchanged: UnchangedTokens) -> Int? {
    var k = points.checkpoints.count - 1
    while k >= 0, points.checkpoints[k].token + SymbolCheckpoints.lookAhead > unchanged.prefix { k -= 1 }
    while k >= 0 {
      let token = points.checkpoints[k].token
      if token == 0 { return k }
      let breaksDottedName = (token..<unchanged.prefix).contains {
        file.tokens[$0].kind != .identifier && !file.isPunctuation($0, ".")
      }
      if breaksDottedName { return k }
      k -= 1
    }
    return nil
  }

  mutating func run() -> SymbolFacts? {
    var recorded = SymbolCheckpoints(interval: points.interval)
    var position = 0
    if let restart {
      let c = points.checkpoints[restart]
      position = c.token
      pass.facts.scopes = Array(old.scopes[..<c.scopes])
      pass.stack = points.stack(of: c).map { Int($0) }
      for s in pass.stack { pass.facts.scopes[s].end = pass.tokens.count }
      pass.facts.typeBodies = old.typeBodies.filter { $0.key < c.token }
      pass.facts.constants = Array(old.constants[..<c.constants])
      pass.facts.imports = Array(old.imports[..<c.imports])
      pass.groups = c.groups
      for branch in points.recent(of: c) {
        let close = c.token - Int(branch.distance)
        pass.closedBranches[close] = Int(branch.scope)
        pass.branchCloses.append(close)
      }
      pass.nextOrder = Int32(c.declarations)
      firstOrder = pass.nextOrder
      if points.packageToken >= 0, points.packageToken < c.token {
        pass.facts.package = old.package
        recorded.packageToken = points.packageToken
      }
      recorded.checkpoints = Array(points.checkpoints[...restart])
      recorded.stacks = Array(points.stacks[..<(c.stackStart + c.stackCount)])
      recorded.recent = Array(points.recent[..<(c.recentStart + c.recentCount)])
    }
    pass.startRecording(recorded)
    let start = position

    // The old checkpoints the pass may meet the old state again at: far enough past the
    // change that nothing after them reads a changed token.
    var candidate = points.checkpoints.firstIndex {
      $0.token + unchanged.tokenDelta >= unchanged.suffix + SymbolCheckpoints.lookBehind
        && $0.token + unchanged.tokenDelta >= position
    }
    while let k = candidate {
      pass.stop(before: points.checkpoints[k].token + unchanged.tokenDelta)
      guard let at = pass.run(from: position) else { break }
      position = at
      if pass.isQuiet(at: at), let stack = matchingStack(points.checkpoints[k]) {
        passed = at - start
        return splice(at: k, stack: stack)
      }
      candidate = k + 1 < points.checkpoints.count ? k + 1 : nil
    }
    if candidate == nil {
      pass.stop(before: .max)
      pass.run(from: position)
    }
    passed = pass.tokens.count - start
    // Ran to the end: the old facts before the restart and the new ones after it.
    let region = Declaration.sortedByHash(pass.facts.declarations)
    let before = old.declarations.filter { $0.order < firstOrder }
    pass.facts.declarations = Self.merge(before, region)
    pass.facts.checkpoints = pass.checkpoints
    return pass.facts
  }

  /// For each scope open at the old checkpoint `point`, the new scope open at the same
  /// level, when they are the same scope: opened before the change at the same token, or
  /// after it at the moved token (the token before a scope's start is read too). Nil when
  /// the states differ.
  private func matchingStack(_ point: SymbolCheckpoints.Checkpoint) -> [(old: Int, new: Int)]? {
    let oldStack = points.stack(of: point)
    guard oldStack.count == pass.stack.count else { return nil }
    var pairs: [(old: Int, new: Int)] = []
    pairs.reserveCapacity(oldStack.count)
    for (o, n) in zip(oldStack, pass.stack) {
      let a = old.scopes[Int(o)]
      let b = pass.facts.scopes[n]
      guard a.kind == b.kind, a.braced == b.braced, a.branch == nil, b.branch == nil, a.name == b.name,
        a.simpleName == b.simpleName
      else { return nil }
      if a.start < unchanged.prefix {
        guard b.start == a.start else { return nil }
      } else {
        guard b.start == a.start + unchanged.tokenDelta, b.start >= unchanged.suffix + 1 else { return nil }
      }
      pairs.append((Int(o), n))
    }
    let packageThen = points.packageToken >= 0 && points.packageToken < point.token ? old.package : ""
    guard pass.facts.package == packageThen else { return nil }
    // The branch arms an `else` after the point may continue: the same, their groups moved.
    let groupDelta = pass.groups - point.groups
    let recent = pass.recentBranches(before: point.token + unchanged.tokenDelta)
    let oldRecent = points.recent(of: point)
    guard recent.count == oldRecent.count else { return nil }
    for (a, b) in zip(oldRecent, recent) {
      guard a.distance == b.distance, a.arm.arm == b.arm.arm, a.arm.group + groupDelta == b.arm.group else { return nil }
    }
    return pairs
  }

  /// The new facts so far and the old ones from checkpoint `k` on, moved.
  private mutating func splice(at k: Int, stack: [(old: Int, new: Int)]) -> SymbolFacts? {
    let point = points.checkpoints[k]
    let tokenDelta = unchanged.tokenDelta
    let scopeDelta = pass.facts.scopes.count - point.scopes
    let groupDelta = pass.groups - point.groups
    let orderDelta = pass.nextOrder - Int32(point.declarations)
    let constantDelta = pass.facts.constants.count - point.constants
    let importDelta = pass.facts.imports.count - point.imports
    let continued = points.recent(of: point).map(\.arm.group)
    /// An old scope number as a new one: the same open scope, or one opened after the point.
    func scope(_ s: Int) -> Int? {
      if s < 0 { return s }
      if s >= point.scopes { return s + scopeDelta }
      for pair in stack where pair.old == s { return pair.new }
      return nil
    }

    var facts = pass.facts
    for pair in stack { facts.scopes[pair.new].end = old.scopes[pair.old].end + tokenDelta }
    facts.scopes.reserveCapacity(facts.scopes.count + old.scopes.count - point.scopes)
    for var s in old.scopes[point.scopes...] {
      s.start += tokenDelta
      s.end += tokenDelta
      guard let parent = scope(s.parent) else { return nil }
      s.parent = parent
        if var branch = s.branch {
        // Numbered after the point, or continuing a chain closed just before it (checked alike).
        guard branch.group > point.groups || continued.contains(branch.group) else { return nil }
        branch.group += groupDelta
        s.branch = branch
      }
      facts.scopes.append(s)
    }
    for (key, value) in old.typeBodies where key >= point.token {
      guard let moved = scope(value) else { return nil }
      facts.typeBodies[key + tokenDelta] = moved
    }
    for var constant in old.constants[point.constants...] {
      guard let moved = scope(constant.scope) else { return nil }
      constant.scope = moved
      constant.literal += unchanged.literalDelta
      constant.nameToken += tokenDelta
      facts.constants.append(constant)
    }
    facts.imports += old.imports[point.imports...]
    var packageToken = pass.checkpoints?.packageToken ?? -1
    if points.packageToken >= point.token {
      facts.package = old.package
      packageToken = points.packageToken + tokenDelta
    }

    // Declarations: the old ones before the restart and after the point (moved), merged
    // with the new ones between.
    var kept: [Declaration] = []
    kept.reserveCapacity(old.declarations.count + Int(orderDelta))
    let tailOrder = Int32(point.declarations)
    for var d in old.declarations {
      if d.order < firstOrder {
        kept.append(d)
      } else if d.order >= tailOrder {
        guard let moved = scope(Int(d.scope)) else { return nil }
        d.scope = Int32(moved)
        d.order += orderDelta
        kept.append(d)
      }
    }
    facts.declarations = Self.merge(kept, Declaration.sortedByHash(pass.facts.declarations))

    // Checkpoints: the new ones so far, then the old ones from the point on, moved.
    var checkpoints = pass.checkpoints ?? SymbolCheckpoints(interval: points.interval)
    checkpoints.packageToken = packageToken
    for var c in points.checkpoints[k...] {
      var stack: [Int] = []
      for s in points.stack(of: c) {
        guard let moved = scope(Int(s)) else { return nil }
        stack.append(moved)
      }
      var recent: [SymbolCheckpoints.RecentBranch] = []
      for var branch in points.recent(of: c) {
        // A `}` before the point is one the new pass met; after it, an old one moved.
        let close = c.token - Int(branch.distance)
        if close < point.token {
          guard let s = pass.closedBranches[close + tokenDelta], let arm = pass.facts.scopes[s].branch else { return nil }
          branch.scope = Int32(s)
          branch.arm = arm
        } else {
          guard let moved = scope(Int(branch.scope)) else { return nil }
          branch.scope = Int32(moved)
          branch.arm.group += groupDelta
        }
        recent.append(branch)
      }
      c.token += tokenDelta
      c.scopes += scopeDelta
      c.declarations += Int(orderDelta)
      c.constants += constantDelta
      c.imports += importDelta
      c.groups += groupDelta
      checkpoints.append(c, stack: stack, recent: recent)
    }
    facts.checkpoints = checkpoints
    return facts
  }

  /// Two lists sorted by hash then order, as one.
  static func merge(_ a: [Declaration], _ b: [Declaration]) -> [Declaration] {
    if b.isEmpty { return a }
    if a.isEmpty { return b }
    var merged: [Declaration] = []
    merged.reserveCapacity(a.count + b.count)
    var i = 0
    var j = 0
    while i < a.count, j < b.count {
      if b[j].precedes(a[i]) {
        merged.append(b[j])
        j += 1
      } else {
        merged.append(a[i])
        i += 1
      }
    }
    merged += a[i...]
    merged += b[j...]
    return merged
  }
}
