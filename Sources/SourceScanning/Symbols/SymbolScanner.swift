/// Computes a file's `SymbolFacts` in one forward pass over the tokens its lexer produced:
/// a stack of open scopes (each `{` classified by a bounded look-back), `case`/`when` arms,
/// declarations, constants and imports.
///
/// Every step reads at most `SymbolCheckpoints.lookBehind` tokens before its token and
/// `lookAhead` after it (dotted names aside): an edit's facts are brought on that promise
/// (`resume`). A step that reads farther must raise them.
public enum SymbolScanner {
  /// With `checkpointEvery`, the facts keep where the pass can be taken up again, about
  /// that many tokens apart (`SymbolCheckpoints`: an open document's scan, whose code edits
  /// are then followed by `resume`).
  public static func scan(_ file: ScannedFile, language: SourceLanguage, checkpointEvery: Int? = nil) -> SymbolFacts {
    var pass = SymbolPass(file: file, language: language)
    pass.facts.declarations.reserveCapacity(file.tokens.count / 16)
    // About one scope in 27 tokens on generated classes: growing copies every scope's names.
    pass.facts.scopes.reserveCapacity(file.tokens.count / 24)
    pass.closedBranches.reserveCapacity(file.tokens.count / 32)
    if let checkpointEvery { pass.startRecording(SymbolCheckpoints(interval: checkpointEvery)) }
    pass.run(from: 0)
    pass.facts.declarations = Declaration.sortedByHash(pass.facts.declarations)
    pass.facts.checkpoints = pass.checkpoints
    return pass.facts
  }

  /// How far apart an open document's checkpoints are.
  public static let checkpointInterval = 256
}

struct SymbolPass {
  let file: ScannedFile
  let language: SourceLanguage
  let tokens: [Token]
  /// The file's bytes, held here so that comparing a token's text costs no reference counting.
  let bytes: [UInt8]
  var facts = SymbolFacts()
  /// Open scopes, innermost last.
  var stack: [Int] = []
  /// Branch scopes by the token index of their closing `}`: an `else` after it continues
  /// the chain.
  var closedBranches = ClosedBranches()
  /// Arm counters of open `switch`/`when` bodies, by scope index.
  var armCounts: [Int: Int32] = [:]
  /// The branch group of each open `switch`/`when` body, by scope index.
  var bodyGroups: [Int: Int32] = [:]
  /// Branch groups numbered so far in this file.
  var groups: Int32 = 0
  /// The `order` of the next declaration.
  var nextOrder: Int32 = 0
  /// The tokens of the `}`s that closed branch arms, in order (kept while recording).
  var branchCloses: [Int] = []
  /// Where the pass can be taken up again, when recorded.
  var checkpoints: SymbolCheckpoints?
  /// The next token before which `pause(at:)` is asked: a checkpoint due, or `stopBefore`.
  var pauseAt = Int.max
  /// Where `run` returns before processing the token (`SymbolScanner.resume` compares the
  /// state there with the old one).
  var stopBefore = Int.max
  /// Set by `classify` when it finds a type body: whether the body extends a type declared
  /// elsewhere (read at once by `open`; nothing is carried from one token to the next).
  var classifiedExtension = false

  init(file: ScannedFile, language: SourceLanguage) {
    self.file = file
    self.language = language
    self.tokens = file.tokens
    self.bytes = file.text.bytes
  }

  var top: Int { stack.last ?? -1 }

  /// Runs from token `start` (with the state before it) to the end, or to `stopBefore`:
  /// returns that token, nil at the end.
  @discardableResult
  mutating func run(from start: Int) -> Int? {
    // Held in locals: the mutating calls below could change `self`, so its properties were
    // loaded again on every token.
    let tokens = self.tokens
    let bytes = self.bytes
    let count = tokens.count
    let isKotlin = language == .kotlin
    var i = start
    while i < count {
      if i >= pauseAt {
        if i >= stopBefore { return i }
        pause(at: i)
      }
      let t = tokens[i]
      switch t.kind {
      case .punctuation:
        switch t.byte {
        case UInt8(ascii: "{"): open(at: i)
        case UInt8(ascii: "}"): close(at: i)
        case UInt8(ascii: "-"):
          if isKotlin, isPunctuation(i + 1, ">"), tokens[i + 1].range.lowerBound == t.range.upperBound,
            let body = switchBodyAround()
          {
            startArm(of: body, at: i)
          }
        default: break
        }
      case .identifier:
        // Most identifiers neither start a construct this pass records nor are declared:
        // both are tested here first, so the calls (and their frames) are made for few.
        switch bytes[t.range.lowerBound] {
        case UInt8(ascii: "c"), UInt8(ascii: "d"), UInt8(ascii: "e"), UInt8(ascii: "i"), UInt8(ascii: "n"), UInt8(ascii: "p"):
          keyword(at: i)
        default: break
        }
        if mayDeclare(i) { declaration(nameAt: i) }
      default:
        break
      }
      i += 1
    }
    for s in stack { facts.scopes[s].end = tokens.count }
    return nil
  }

  // MARK: Checkpoints

  mutating func startRecording(_ checkpoints: SymbolCheckpoints) {
    self.checkpoints = checkpoints
    pauseAt = 0
  }

  /// Whether the state before token `i` is one a checkpoint can hold (`SymbolCheckpoints`).
  func isQuiet(at i: Int) -> Bool {
    for s in stack {
      let scope = facts.scopes[s]
      if !scope.braced || scope.kind == .switchBody || scope.kind == .branch { return false }
    }
    return true
  }

  /// The state before token `i` as a checkpoint.
  func checkpoint(at i: Int) -> SymbolCheckpoints.Checkpoint {
    SymbolCheckpoints.Checkpoint(
      token: i, scopes: facts.scopes.count, declarations: Int(nextOrder), constants: facts.constants.count,
      imports: facts.imports.count, groups: groups, stackStart: 0, stackCount: 0)
  }

  /// The branch arms closed in the `recentDistance` tokens before token `i`, nearest last.
  func recentBranches(before i: Int) -> [SymbolCheckpoints.RecentBranch] {
    var k = branchCloses.count
    while k > 0, branchCloses[k - 1] >= i - SymbolCheckpoints.recentDistance { k -= 1 }
    return branchCloses[k...].compactMap { close in
      guard let s = closedBranches[close], let arm = facts.scopes[s].branch else { return nil }
      return SymbolCheckpoints.RecentBranch(distance: Int32(i - close), scope: Int32(s), arm: arm)
    }
  }

  /// Before token `i`: records a checkpoint when one is due and the state is quiet; sets
  /// the next `pauseAt`.
  mutating func pause(at i: Int) {
    var next = Int.max
    if checkpoints != nil {
      let last = checkpoints!.checkpoints.last?.token ?? -1
      if last >= 0 && i < last + checkpoints!.interval {
        next = last + checkpoints!.interval
      } else if isQuiet(at: i) {
        checkpoints!.append(checkpoint(at: i), stack: stack, recent: recentBranches(before: i))
        next = i + checkpoints!.interval
      } else {
        next = i + 1
      }
    }
    pauseAt = min(next, stopBefore)
  }

  /// Stops the next `run` before token `stop` (and at every `pause` after it).
  mutating func stop(before stop: Int) {
    stopBefore = stop
    pauseAt = min(pauseAt, stop)
  }

  // MARK: Scopes

  mutating func push(_ scope: consuming LexicalScope) -> Int {
    let index = facts.scopes.count
    facts.scopes.append(scope)
    stack.append(index)
    return index
  }

  mutating func open(at i: Int) {
    let (kind, simple, branch) = classify(braceAt: i)
    var name: String? = nil
    if kind == .type || kind == .namespace, let simple {
      let outer = qualifiedName(of: top)
      name = outer.isEmpty ? simple : "\(outer).\(simple)"
    }
    // Built in the call: a scope held in a variable first was copied and destroyed.
    let index = push(
      LexicalScope(
        kind: kind, start: i, end: tokens.count, parent: top, name: name, simpleName: simple, branch: branch, braced: true,
        extendsElsewhere: kind == .type && classifiedExtension))
    if kind == .type { facts.typeBodies[i] = index }
    if kind == .switchBody { armCounts[index] = 0 }
    if kind == .block { parameters(ofBodyAt: i, scope: index) }
  }

  /// The parameters of the function or lambda whose body opens at `brace`, declared in its
  /// scope: `(a, b = 1)`, `(a: String)`, `(String a, int b)`, `(_ a: T)` before the body
  /// (past a return type, `throws`, `=>`). Conditions (`if (…) {`) declare nothing.
  mutating func parameters(ofBodyAt brace: Int, scope: Int) {
    var close = brace - 1
    var steps = 0
    while close >= 0, steps < 16, !isPunctuation(close, ")") {
      let t = tokens[close]
      if t.kind == .identifier || (t.kind == .punctuation && ByteSets.returnTypeBytes.contains(t.byte)) {
        close -= 1
        steps += 1
        continue
      }
      return
    }
    guard isPunctuation(close, ")") else { return }
    var open = close - 1
    var depth = 0
    while open >= 0, close - open < 256 {
      if isPunctuation(open, ")") { depth += 1 }
      if isPunctuation(open, "(") {
        if depth == 0 { break }
        depth -= 1
      }
      open -= 1
    }
    guard open >= 1, isPunctuation(open, "("), close - open < 256 else { return }
    if tokens[open - 1].kind == .identifier, Self.conditionWords.contains(bytes, tokens[open - 1].range) { return }
    var k = open + 1
    depth = 0
    while k < close {
      let t = tokens[k]
      if t.kind == .punctuation {
        if ByteSets.openingBytes.contains(t.byte) { depth += 1 }
        if ByteSets.closingBytes.contains(t.byte) { depth -= 1 }
      } else if t.kind == .identifier, depth == 0, !isPunctuation(k - 1, ":"), !isPunctuation(k - 1, "."),
        isPunctuation(k + 1, ",") || isPunctuation(k + 1, ")") || isPunctuation(k + 1, ":") || isPunctuation(k + 1, "=") || isPunctuation(k + 1, "?")
      {
        declare(hash: NameHash.of(bytes[t.range]), scope: scope)
      }
      k += 1
    }
  }

  /// Words whose parenthesised part before a body is a condition, not parameters.
  static let conditionWords = WordSet([
    "if", "while", "for", "switch", "when", "foreach", "using", "lock", "guard", "synchronized", "fixed",
  ])

  mutating func close(at i: Int) {
    while let s = stack.last {
      stack.removeLast()
      facts.scopes[s].end = i
      if facts.scopes[s].braced {
        if facts.scopes[s].kind == .branch {
          closedBranches[i] = s
          if checkpoints != nil { branchCloses.append(i) }
        }
        return
      }
    }
  }

  /// The qualified name of the nearest type or namespace at or around scope `s`, or the
  /// file's package.
  func qualifiedName(of s: Int) -> String {
    var s = s
    while s >= 0 {
      if let name = facts.scopes[s].name { return name }
      s = facts.scopes[s].parent
    }
    return facts.package
  }

  /// The `switch`/`when` body whose arm a token at the current position starts: the
  /// innermost scope is the body or one of its unbraced arms.
  func switchBodyAround() -> Int? {
    guard let s = stack.last else { return nil }
    let scope = facts.scopes[s]
    if scope.kind == .switchBody { return s }
    if !scope.braced, scope.kind == .branch, scope.parent >= 0, facts.scopes[scope.parent].kind == .switchBody { return scope.parent }
    return nil
  }

  mutating func startArm(of body: Int, at i: Int) {
    if let s = stack.last, s != body {
      facts.scopes[s].end = i - 1
      stack.removeLast()
    }
    let arm = armCounts[body] ?? 0
    armCounts[body] = arm + 1
    let g = bodyGroups[body] ?? newGroup(for: body)
    _ = push(LexicalScope(kind: .branch, start: i, end: tokens.count, parent: body, name: nil, simpleName: nil, branch: BranchArm(group: g, arm: arm), braced: false))
  }

  mutating func newGroup(for body: Int) -> Int32 {
    groups += 1
    bodyGroups[body] = groups
    return groups
  }

  /// What the `{` at `i` opens, from the tokens before it.
  mutating func classify(braceAt i: Int) -> (LexicalScope.Kind, String?, BranchArm?) {
    // `} else {`: the chain of the branch closed just before.
    if isIdentifier(i - 1, "else") {
      if let arm = continuedChain(elseAt: i - 1) { return (.branch, nil, arm) }
      return (.block, nil, nil)
    }
    var j = i - 1
    var steps = 0
    var parens = 0
    var sawEquals = false
    var sawParen = false
    while j >= 0, steps < 64 {
      let t = tokens[j]
      if t.kind == .punctuation {
        switch t.byte {
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"): return (.block, nil, nil)
        case UInt8(ascii: ")"), UInt8(ascii: "]"):
          parens += 1
          sawParen = true
        case UInt8(ascii: "("), UInt8(ascii: "["):
          // Inside an argument list: a closure or an object literal.
          if parens == 0 { return (.block, nil, nil) }
          parens -= 1
        case UInt8(ascii: "="):
          if parens == 0 { sawEquals = true }
        default: break
        }
      } else if t.kind == .identifier, parens == 0, let word = ClassifyingWord(bytes, t.range) {
        switch word {
        case .branch:
          if isIdentifier(j - 1, "else"), let arm = continuedChain(elseAt: j - 1) { return (.branch, nil, arm) }
          groups += 1
          return (.branch, nil, BranchArm(group: groups, arm: 0))
        case .switchBody:
          return (.switchBody, nil, nil)
        case .type, .extensionType:
          // Objective-C `@interface X … @end` is a scope of its own (see `keyword(at:)`).
          guard !sawEquals, !(language == .swift && sawParen), !isPunctuation(j - 1, "@"), let name = dottedName(at: j + 1) else {
            return (.block, nil, nil)
          }
          classifiedExtension = word == .extensionType || (language == .csharp && isIdentifier(j - 1, "partial"))
          return (.type, name, nil)
        case .binding:
          // Swift `if let x = y {`, `if case .a = x {`: keep looking for the `if`.
          if language != .swift { return (.block, nil, nil) }
        case .namespace:
          guard !sawEquals, let name = dottedName(at: j + 1) else { return (.block, nil, nil) }
          return (.namespace, name, nil)
        case .block:
          return (.block, nil, nil)
        }
      }
      j -= 1
      steps += 1
    }
    return (.block, nil, nil)
  }

  /// For an `else` at `e` right after the `}` of an `if` branch: the next arm of its chain.
  /// (Inlined: a call from the mutating `classify` copied the pass.)
  @inline(__always)
  func continuedChain(elseAt e: Int) -> BranchArm? {
    guard isPunctuation(e - 1, "}"), let s = closedBranches[e - 1], let arm = facts.scopes[s].branch else { return nil }
    return BranchArm(group: arm.group, arm: arm.arm + 1)
  }

  /// `A`, `A.B.C` starting at `i` (an identifier), nil otherwise.
  func dottedName(at i: Int) -> String? {
    guard i < tokens.count, tokens[i].kind == .identifier else { return nil }
    var name = word(i)
    if ["extends", "implements", "where", "on", "with"].contains(name) { return nil }
    var k = i + 1
    while isPunctuation(k, "."), k + 1 < tokens.count, tokens[k + 1].kind == .identifier {
      name += "." + word(k + 1)
      k += 2
    }
    return name
  }

  // MARK: Identifiers

  /// Whether `declaration(nameAt:)` may declare the identifier at `i`: it needs punctuation
  /// after the name and an identifier before it, or punctuation before it and `=` after.
  @inline(__always)
  func mayDeclare(_ i: Int) -> Bool {
    guard i >= 1, i + 1 < tokens.count else { return false }
    let after = tokens[i + 1]
    guard after.kind == .punctuation else { return false }
    let before = tokens[i - 1].kind
    return before == .identifier || (before == .punctuation && after.byte == UInt8(ascii: "="))
  }

  /// The identifier at `i`, which begins with `c`, `d`, `e`, `i`, `n` or `p`: a `case`/`default`
  /// arm, a `package`, a file-scoped `namespace`, an Objective-C `@interface`…`@end`, a
  /// script `import`.
  mutating func keyword(at i: Int) {
    let first = bytes[tokens[i].range.lowerBound]
    // Keywords that start something this pass records all begin with one of these letters;
    // other identifiers only matter as declared names.
    switch first {
    case UInt8(ascii: "c"), UInt8(ascii: "d"):
      if tokenIs(i, "case") || (tokenIs(i, "default") && (isPunctuation(i + 1, ":") || isPunctuation(i + 1, "-"))) {
        if let body = switchBodyAround() { startArm(of: body, at: i) }
      }
    case UInt8(ascii: "p"):
      if tokenIs(i, "package"), language == .kotlin || language == .java, stack.isEmpty, facts.package.isEmpty, let name = dottedName(at: i + 1) {
        facts.package = name
        checkpoints?.packageToken = i
      }
    case UInt8(ascii: "n"):
      if tokenIs(i, "namespace"), language == .csharp, let name = dottedName(at: i + 1) {
        var k = i + 2
        while isPunctuation(k, ".") { k += 2 }
        if isPunctuation(k, ";") {
          facts.package = name
          checkpoints?.packageToken = i
        }
      }
    case UInt8(ascii: "i"):
      if tokenIs(i, "implementation") || tokenIs(i, "interface") || tokenIs(i, "protocol"), language == .objectiveC,
        isPunctuation(i - 1, "@"), let name = dottedName(at: i + 1),
        // `@protocol Delegate;` declares ahead and has no `@end`.
        !isPunctuation(i + 2, ";"), !isPunctuation(i + 2, ",")
      {
        // `@implementation X (Category)`, `@interface X ()`: more of a class declared elsewhere.
        _ = push(
          LexicalScope(
            kind: .type, start: i, end: tokens.count, parent: top, name: name, simpleName: name, branch: nil, braced: false,
            extendsElsewhere: isPunctuation(i + 2, "(")))
      } else if tokenIs(i, "import"), language == .javascript || language == .typescript {
        importDeclaration(at: i)
      }
    case UInt8(ascii: "e"):
      if tokenIs(i, "end"), language == .objectiveC, isPunctuation(i - 1, "@") {
        while let s = stack.last {
          stack.removeLast()
          facts.scopes[s].end = i
          if !facts.scopes[s].braced && facts.scopes[s].kind == .type { break }
        }
      }
    default: break
    }
  }

  /// Records `name` at `i` when it is being declared: `let name`, `val name`, `Type name =`,
  /// `Type name;`, `Type *name =`; and, when its value is one complete literal of an
  /// immutable binding, a constant.
  mutating func declaration(nameAt i: Int) {
    guard i >= 1, i + 1 < tokens.count else { return }
    let before = tokens[i - 1]
    let after = tokens[i + 1]
    var declares = false
    if before.kind == .identifier {
      if isBinder(i - 1) {
        declares = after.kind == .punctuation
      } else if after.kind == .punctuation, language != .swift, language != .kotlin,
        after.byte == UInt8(ascii: ";") || (after.byte == UInt8(ascii: "=") && isAssignment(i + 1)),
        !Self.notTypes.contains(bytes, tokens[i - 1].range)
      {
        declares = true
      }
    } else if before.kind == .punctuation, after.kind == .punctuation, after.byte == UInt8(ascii: "=") && isAssignment(i + 1),
      before.byte == UInt8(ascii: ">") || before.byte == UInt8(ascii: "?") || before.byte == UInt8(ascii: "]") || (before.byte == UInt8(ascii: "*") && language == .objectiveC)
    {
      declares = language != .swift && language != .kotlin
    }
    guard declares else { return }
    declare(hash: NameHash.of(bytes[tokens[i].range]), scope: top)
    guard let value = valueIndex(afterNameAt: i) else { return }
    if tokens[value].kind == .string {
      let literal = tokens[value].literal
      guard literal >= 0, literal < file.literals.count, file.literals[literal].isConstant,
        isImmutable(nameAt: i) || isUnchangedObjectiveCLocal(nameAt: i, value: value), endsStatement(after: value)
      else { return }
      let exported = top < 0 || facts.scopes[top].kind == .type
        || (facts.scopes[top].kind == .block && isIdentifier(facts.scopes[top].start - 1, "object"))
      facts.constants.append(ConstantDefinition(name: word(i), owner: owner(at: i), literal: literal, nameToken: i, scope: top, isExported: exported))
    } else if language == .javascript || language == .typescript, isIdentifier(value, "require"), let module = requiredModule(callAt: value) {
      facts.imports.append(ImportBinding(local: word(i), module: module, imported: "default"))
    }
  }

  mutating func declare(hash: UInt64, scope: Int) {
    facts.declarations.append(Declaration(hash: hash, scope: Int32(scope), order: nextOrder))
    nextOrder += 1
  }

  /// `let`/`var`/`val`/`const`/`final`/`readonly`/`late` introduce the name after them
  /// (compared on bytes: this runs on every identifier).
  @inline(__always)
  func isBinder(_ k: Int) -> Bool {
    switch tokens[k].range.count {
    case 3: return tokenIs(k, "let") || tokenIs(k, "var") || tokenIs(k, "val")
    case 4: return tokenIs(k, "late")
    case 5: return tokenIs(k, "const") || tokenIs(k, "final")
    case 8: return tokenIs(k, "readonly")
    default: return false
    }
  }
  /// Words before a name that make `word name =` an expression, not a declaration.
  static let notTypes = WordSet([
    "return", "throw", "new", "await", "yield", "case", "else", "if", "while", "in", "of", "is", "as", "typeof", "delete",
    "void", "default", "break", "continue", "guard", "where", "switch", "when", "do", "try", "catch", "throws", "async",
    "sizeof", "goto", "out", "ref", "params", "this", "super", "self", "import", "export", "package", "using",
  ])

  /// The token of the value in `name = value` / `name: Type = value` (a string literal), nil
  /// otherwise. (Mutating only so that the call from `declaration` passes the pass by
  /// reference: a non-mutating call from there copied it.)
  @inline(__always)
  mutating func valueIndex(afterNameAt i: Int) -> Int? {
    var k = i + 1
    if isPunctuation(k, ":") {
      // A type annotation: names, dots, `?`, generic brackets.
      k += 1
      var steps = 0
      while k < tokens.count, steps < 12, !(isPunctuation(k, "=") && isAssignment(k)) {
        let t = tokens[k]
        if t.kind != .identifier && !(t.kind == .punctuation && ByteSets.typeAnnotationBytes.contains(t.byte)) { return nil }
        k += 1
        steps += 1
      }
    }
    guard isPunctuation(k, "="), isAssignment(k), k + 1 < tokens.count else { return nil }
    let v = k + 1
    if tokens[v].kind == .string { return v }
    if tokens[v].kind == .identifier { return v }
    return nil
  }

  /// Whether the binding of the name at `i` cannot change: `let` (not JavaScript's),
  /// `val`, `const`, `final`, `readonly` among the modifiers before it.
  func isImmutable(nameAt i: Int) -> Bool {
    var k = i - 1
    var steps = 0
    while k >= 0, steps < 6, tokens[k].kind == .identifier || isPunctuation(k, ">") || isPunctuation(k, "<") || isPunctuation(k, "?") {
      if tokens[k].kind == .identifier, isBinder(k) {
        if tokenIs(k, "let") { return language == .swift }
        if tokenIs(k, "var") { return false }
        if !tokenIs(k, "late") { return true }
      }
      k -= 1
      steps += 1
    }
    return false
  }

  /// An Objective-C local `NSString *name = @"…";` in a method or function body that the
  /// rest of the body never assigns (`name = …`) nor passes by address (`&name`): it holds
  /// the literal wherever the body reads it (`predicateWithFormat:@"SELF MATCHES %@", name`).
  func isUnchangedObjectiveCLocal(nameAt i: Int, value v: Int) -> Bool {
    guard language == .objectiveC, isPunctuation(i - 1, "*"), top >= 0, facts.scopes[top].kind != .type else { return false }
    let name = bytes[tokens[i].range]
    var depth = 0
    var k = v + 1
    var steps = 0
    while k < tokens.count, steps < 5_000 {
      let t = tokens[k]
      if t.kind == .punctuation {
        if t.byte == UInt8(ascii: "{") { depth += 1 }
        if t.byte == UInt8(ascii: "}") {
          if depth == 0 { return true }
          depth -= 1
        }
      } else if t.kind == .identifier, bytes[t.range].elementsEqual(name) {
        if isPunctuation(k + 1, "=") && isAssignment(k + 1) { return false }
        if isPunctuation(k - 1, "&") { return false }
      }
      k += 1
      steps += 1
    }
    return false
  }

  /// The literal at `v` is the whole value: the statement ends after it.
  func endsStatement(after v: Int) -> Bool {
    guard tokens[v].kind == .string else { return false }
    let n = v + 1
    guard n < tokens.count else { return true }
    let next = tokens[n]
    if next.kind == .punctuation {
      if next.byte == UInt8(ascii: ";") || next.byte == UInt8(ascii: "}") { return true }
      if ByteSets.continuingBytes.contains(next.byte) { return false }
    }
    return file.text.line(containing: next.range.lowerBound) > file.text.line(containing: tokens[v].range.upperBound)
  }

  /// The simple name of the type around token `i` ("" at top level).
  func owner(at i: Int) -> String {
    var s = top
    while s >= 0 {
      if facts.scopes[s].kind == .type { return facts.scopes[s].simpleName ?? "" }
      s = facts.scopes[s].parent
    }
    return ""
  }

  // MARK: Imports

  /// `import X from "m"`, `import X, { a as b } from "m"`, `import * as X from "m"`,
  /// `import { default as X } from "m"`, `import X = require("m")`.
  mutating func importDeclaration(at i: Int) {
    var k = i + 1
    var pending: [(local: String, imported: String)] = []
    var inBraces = false
    var steps = 0
    while k < tokens.count, steps < 64 {
      let t = tokens[k]
      if t.kind == .string {
        let module = file.literals[t.literal].value
        for p in pending { facts.imports.append(ImportBinding(local: p.local, module: module, imported: p.imported)) }
        return
      }
      if t.kind == .punctuation {
        switch t.byte {
        case UInt8(ascii: "{"): inBraces = true
        case UInt8(ascii: "}"): inBraces = false
        case UInt8(ascii: ";"): return
        case UInt8(ascii: "*"):
          if isIdentifier(k + 1, "as"), k + 2 < tokens.count, tokens[k + 2].kind == .identifier {
            pending.append((word(k + 2), "*"))
            k += 2
          }
        case UInt8(ascii: "="):
          if isIdentifier(k + 1, "require"), let module = requiredModule(callAt: k + 1), let last = pending.last {
            facts.imports.append(ImportBinding(local: last.local, module: module, imported: "default"))
            return
          }
        default: break
        }
      } else if t.kind == .identifier {
        let w = word(k)
        if w == "from" || w == "type" && !inBraces { k += 1; steps += 1; continue }
        if isIdentifier(k + 1, "as"), k + 2 < tokens.count, tokens[k + 2].kind == .identifier {
          pending.append((word(k + 2), inBraces ? w : "*"))
          k += 2
        } else {
          pending.append((w, inBraces ? w : "default"))
        }
      }
      k += 1
      steps += 1
    }
  }

  /// `require("m")` at `r`: the module name.
  func requiredModule(callAt r: Int) -> String? {
    guard isPunctuation(r + 1, "("), r + 3 < tokens.count, tokens[r + 2].kind == .string, isPunctuation(r + 3, ")") else { return nil }
    return file.literals[tokens[r + 2].literal].value
  }

  // MARK: Token helpers

  func word(_ i: Int) -> String { file.tokenText(tokens[i]) }

  @inline(__always)
  func tokenIs(_ i: Int, _ w: StaticString) -> Bool {
    let range = tokens[i].range
    guard range.count == w.utf8CodeUnitCount else { return false }
    let word = w.utf8Start
    var k = 0
    while k < range.count {
      if bytes[range.lowerBound + k] != word[k] { return false }
      k += 1
    }
    return true
  }

  @inline(__always)
  func isIdentifier(_ i: Int, _ w: StaticString) -> Bool {
    i >= 0 && i < tokens.count && tokens[i].kind == .identifier && tokenIs(i, w)
  }

  @inline(__always)
  func isPunctuation(_ i: Int, _ c: Unicode.Scalar) -> Bool {
    i >= 0 && i < tokens.count && tokens[i].kind == .punctuation && tokens[i].byte == UInt8(ascii: c)
  }

  /// A single `=` (not `==`, `!=`, `<=`, `>=`, `+=`, `=>`).
  @inline(__always)
  func isAssignment(_ i: Int) -> Bool {
    guard isPunctuation(i, "=") else { return false }
    if i + 1 < tokens.count, tokens[i + 1].kind == .punctuation, tokens[i + 1].range.lowerBound == tokens[i].range.upperBound,
      tokens[i + 1].byte == UInt8(ascii: "=") || tokens[i + 1].byte == UInt8(ascii: ">")
    {
      return false
    }
    if i >= 1, tokens[i - 1].kind == .punctuation, tokens[i - 1].range.upperBound == tokens[i].range.lowerBound { return false }
    return true
  }
}

/// The words `SymbolPass.classify` stops at, grouped by what they make of the `{` after
/// them; read from a token's bytes (this runs on the identifiers before every `{`).
enum ClassifyingWord {
  /// `if`.
  case branch
  /// `switch`, `when`.
  case switchBody
  /// `class`, `struct`, `enum`, `actor`, `protocol`, `interface`, `object`, `record`, `mixin`.
  case type
  /// `extension`.
  case extensionType
  /// `let`, `var`, `case`.
  case binding
  /// `namespace`, `module`.
  case namespace
  /// `func`, `for`, `while`, `return`, … : a plain block.
  case block

  /// The word `bytes[range]` spells, nil when it is none of them. (`bytes` is borrowed: an
  /// initialiser's argument is otherwise retained for every word.)
  init?(_ bytes: borrowing [UInt8], _ range: Range<Int>) {
    let count = range.count
    guard count >= 2, count <= 12 else { return nil }
    let start = range.lowerBound
    @inline(__always) func spells(_ w: StaticString) -> Bool {
      guard w.utf8CodeUnitCount == count else { return false }
      let p = w.utf8Start
      var k = 0
      while k < count {
        if bytes[start + k] != p[k] { return false }
        k += 1
      }
      return true
    }
    // By first letter, then the whole word: most identifiers are rejected by the switch.
    switch bytes[start] {
    case UInt8(ascii: "a"):
      if spells("actor") { self = .type } else { return nil }
    case UInt8(ascii: "c"):
      if spells("class") { self = .type }
      else if spells("case") { self = .binding }
      else if spells("const") || spells("catch") || spells("constructor") || spells("checked") { self = .block }
      else { return nil }
    case UInt8(ascii: "d"):
      if spells("do") || spells("default") || spells("defer") { self = .block } else { return nil }
    case UInt8(ascii: "e"):
      if spells("enum") { self = .type }
      else if spells("extension") { self = .extensionType }
      else if spells("else") { self = .block }
      else { return nil }
    case UInt8(ascii: "f"):
      if spells("func") || spells("fun") || spells("function") || spells("for") || spells("finally")
        || spells("foreach") || spells("fixed")
      {
        self = .block
      } else {
        return nil
      }
    case UInt8(ascii: "g"):
      if spells("guard") || spells("get") { self = .block } else { return nil }
    case UInt8(ascii: "i"):
      if spells("if") { self = .branch }
      else if spells("interface") { self = .type }
      else if spells("init") { self = .block }
      else { return nil }
    case UInt8(ascii: "l"):
      if spells("let") { self = .binding } else if spells("lock") { self = .block } else { return nil }
    case UInt8(ascii: "m"):
      if spells("mixin") { self = .type } else if spells("module") { self = .namespace } else { return nil }
    case UInt8(ascii: "n"):
      if spells("namespace") { self = .namespace } else if spells("new") { self = .block } else { return nil }
    case UInt8(ascii: "o"):
      if spells("object") { self = .type } else { return nil }
    case UInt8(ascii: "p"):
      if spells("protocol") { self = .type } else { return nil }
    case UInt8(ascii: "r"):
      if spells("record") { self = .type } else if spells("return") || spells("repeat") { self = .block } else { return nil }
    case UInt8(ascii: "s"):
      if spells("struct") { self = .type }
      else if spells("switch") { self = .switchBody }
      else if spells("set") || spells("static") || spells("synchronized") { self = .block }
      else { return nil }
    case UInt8(ascii: "t"):
      if spells("try") { self = .block } else { return nil }
    case UInt8(ascii: "u"):
      if spells("using") || spells("unsafe") { self = .block } else { return nil }
    case UInt8(ascii: "v"):
      if spells("var") { self = .binding } else if spells("val") { self = .block } else { return nil }
    case UInt8(ascii: "w"):
      if spells("when") { self = .switchBody } else if spells("while") { self = .block } else { return nil }
    default:
      return nil
    }
  }
}

/// `SymbolPass.closedBranches`: branch scopes by the token index of their closing `}`. The
/// pass closes branches in token order, so the keys arrive sorted: appending keeps them so,
/// and a lookup is a binary search (no hashing on every `}`).
struct ClosedBranches {
  private var closes: [Int] = []
  private var scopes: [Int] = []

  /// Room for `count` branches without growing.
  mutating func reserveCapacity(_ count: Int) {
    closes.reserveCapacity(count)
    scopes.reserveCapacity(count)
  }

  /// The index of the first key at or after `close`.
  private func position(of close: Int) -> Int {
    var low = 0
    var high = closes.count
    while low < high {
      let middle = (low + high) / 2
      if closes[middle] < close { low = middle + 1 } else { high = middle }
    }
    return low
  }

  subscript(close: Int) -> Int? {
    get {
      let k = position(of: close)
      return k < closes.count && closes[k] == close ? scopes[k] : nil
    }
    set {
      if let last = closes.last, last < close {
        if let newValue {
          closes.append(close)
          scopes.append(newValue)
        }
        return
      }
      let k = position(of: close)
      if k < closes.count && closes[k] == close {
        if let newValue {
          scopes[k] = newValue
        } else {
          closes.remove(at: k)
          scopes.remove(at: k)
        }
      } else if let newValue {
        closes.insert(close, at: k)
        scopes.insert(newValue, at: k)
      }
    }
  }
}
