/// Replays Inputmask's lexer (`analyseMask` in lib/mask-lexer.js, non-regex masks) to a
/// syntax tree, noting what the library throws on and what it silently misreads.
///
/// What the lexer does, and what is reported:
/// - it reads one character at a time, except quantifiers `{n}`, `{n,m}`, `{n,}`, `{+}`, `{*}`
///   (with an optional `|jit` part); `\` makes the next character static;
/// - `)` or `]` with nothing open: `closeGroup` pops undefined and throws a TypeError (syntax);
///   either closer closes whatever is open (a mismatch is reported);
/// - a quantifier or `|` with nothing before it in its group pops undefined and throws (syntax);
/// - `{` not followed by a well-formed quantifier becomes a quantifier with NaN counts (syntax);
/// - `{3,1}` is accepted silently; an unclosed `[` or `(` is moved, with what follows it, to
///   the end of the mask (innermost first: `(9(a` reads as `(a(9`); a trailing `\` escapes
///   nothing (all reported);
/// - a `(…)` group with no quantifier is shown as literal parentheses, a `(…|…)` group is not.
struct InputmaskParser {
  let characters: [Character]
  let definitions: [Character: InputmaskDefinition]
  var issues: [MaskIssue] = []

  /// Brackets nested deeper than this are skipped (the library has no limit; the stack here
  /// stays bounded).
  static let maxDepth = 64

  private struct Frame {
    var optional: Bool
    var open: Range<Int>
    var items: [InputmaskNode] = []
    /// Alternatives already closed by a group-level `|` (`(aaa|999)`).
    var alternatives: [[InputmaskNode]] = []
    /// An element-level alternation waiting for its next element (`9|a`).
    var pendingAlternation: [InputmaskNode]? = nil
  }

  init(_ pattern: String, definitions: [Character: InputmaskDefinition]) {
    self.characters = Array(pattern)
    self.definitions = definitions
  }

  mutating func parse() -> [InputmaskNode] {
    var stack: [Frame] = [Frame(optional: false, open: 0..<0)]
    var i = 0
    var escaped = false
    /// Brackets opened past `maxDepth`, skipped with their closers.
    var ignoredDepth = 0

    func add(_ node: InputmaskNode, to stack: inout [Frame]) {
      let top = stack.count - 1
      if var alternatives = stack[top].pendingAlternation {
        alternatives.append(node)
        stack[top].pendingAlternation = nil
        stack[top].items.append(.alternation(alternatives))
      } else {
        stack[top].items.append(node)
      }
    }

    while i < characters.count {
      let c = characters[i]
      if escaped {
        add(.literal(c, range: (i - 1)..<(i + 1)), to: &stack)
        escaped = false
        i += 1
        continue
      }
      switch c {
      case "\\":
        escaped = true
        if i == characters.count - 1 {
          issues.append(
            MaskIssue(
              .ignored, "The trailing `\\` escapes nothing; Inputmask ignores it.",
              range: i..<characters.count))
        }
        i += 1
      case "(", "[":
        if stack.count > InputmaskParser.maxDepth {
          if ignoredDepth == 0 {
            issues.append(
              MaskIssue(
                .ignored,
                "Groups nested deeper than \(InputmaskParser.maxDepth) are not analysed: their "
                  + "brackets are skipped here, so the preview may differ from Inputmask.",
                range: i..<(i + 1)))
          }
          ignoredDepth += 1
          i += 1
          continue
        }
        stack.append(Frame(optional: c == "[", open: i..<(i + 1)))
        i += 1
      case ")", "]":
        if ignoredDepth > 0 {
          ignoredDepth -= 1
          i += 1
          continue
        }
        guard stack.count > 1, let frame = stack.popLast() else {
          issues.append(
            MaskIssue(
              .syntax,
              "`\(c)` closes nothing: Inputmask throws a TypeError while parsing the mask "
                + "(its lexer pops an empty stack), so the field is never masked.",
              range: i..<(i + 1)))
          i += 1
          continue
        }
        let expected: Character = frame.optional ? "]" : ")"
        if c != expected {
          issues.append(
            MaskIssue(
              .ignored,
              "`\(c)` closes the `\(frame.optional ? "[" : "(")` opened at offset "
                + "\(frame.open.lowerBound): Inputmask closes whatever is open, regardless of the bracket.",
              range: i..<(i + 1)))
        }
        add(Self.node(closing: frame, close: i..<(i + 1)), to: &stack)
        i += 1
      case "{":
        let (quantifier, end) = readQuantifier(from: i)
        let range = i..<end
        i = end
        let top = stack.count - 1
        guard let (min, max) = quantifier else {
          issues.append(
            MaskIssue(
              .syntax,
              "`{` does not start a well-formed quantifier (`{n}`, `{n,m}`, `{n,}`, `{+}`, `{*}`): "
                + "Inputmask builds a quantifier with NaN counts, and the mask misbehaves.",
              range: range))
          continue
        }
        guard stack[top].pendingAlternation == nil, let last = stack[top].items.popLast() else {
          issues.append(
            MaskIssue(
              .syntax,
              "The quantifier has nothing before it to repeat: Inputmask throws a TypeError "
                + "while parsing the mask, so the field is never masked.",
              range: range))
          continue
        }
        var lower = min
        var upper = max
        if let m = max, m < min {
          issues.append(
            MaskIssue(
              .ignored,
              "The quantifier's minimum \(min) is above its maximum \(m); Inputmask accepts it "
                + "without complaint but cannot honour both. It is read here as `{\(m),\(min)}`.",
              range: range))
          lower = m
          upper = min
        }
        stack[top].items.append(.quantified(last, min: lower, max: upper, range: range))
      case "|":
        let top = stack.count - 1
        if stack[top].items.isEmpty && stack[top].pendingAlternation == nil {
          issues.append(
            MaskIssue(
              .syntax,
              "`|` has no alternative before it: Inputmask throws a TypeError while parsing the "
                + "mask, so the field is never masked.",
              range: i..<(i + 1)))
          i += 1
          continue
        }
        if stack[top].pendingAlternation != nil {
          i += 1
          continue
        }
        let groupLevel: Bool
        if top > 0 && !stack[top].optional, let last = stack[top].items.last {
          switch last {
          case .group, .alternation: groupLevel = false
          default: groupLevel = true
          }
        } else {
          groupLevel = false
        }
        if groupLevel {
          stack[top].alternatives.append(stack[top].items)
          stack[top].items = []
        } else if let last = stack[top].items.popLast() {
          if case .alternation(let options) = last {
            stack[top].pendingAlternation = options
          } else {
            stack[top].pendingAlternation = [last]
          }
        }
        i += 1
      default:
        let range = i..<(i + 1)
        if let definition = definitions[c] {
          add(.slot(definition, range: range), to: &stack)
        } else {
          add(.literal(c, range: range), to: &stack)
        }
        i += 1
      }
    }
    // Unclosed groups: the lexer pops them innermost first and appends each, as it stands, to
    // the end of the mask (not to its parent): `((9` is `(9` then `(`, shown `(1(`.
    while stack.count > 1, let frame = stack.popLast() {
      issues.append(
        MaskIssue(
          .ignored,
          frame.optional
            ? "`[` is never closed: Inputmask makes what follows it optional and moves it to the end of the mask."
            : "`(` is never closed: Inputmask shows it as a literal `(` and moves it, with what follows it, to the end of the mask.",
          range: frame.open))
      stack[0].items.append(Self.node(closing: frame, close: nil))
    }
    var root = stack[0]
    if let pending = root.pendingAlternation {
      root.items.append(.alternation(pending))
    }
    return root.items
  }

  private static func node(closing frame: Frame, close: Range<Int>?) -> InputmaskNode {
    var items = frame.items
    if let pending = frame.pendingAlternation { items.append(.alternation(pending)) }
    if !frame.alternatives.isEmpty {
      return .alternation((frame.alternatives + [items]).map(InputmaskNode.alternationBranch))
    }
    return .group(items, optional: frame.optional, open: frame.open, close: close)
  }

  /// Reads `{…}` at `start` as the lexer's tokenizer does: `\{[0-9+*]+(,[0-9+*]*)?(\|[0-9+*]*)?\}`.
  /// Returns the counts (nil when malformed) and the offset after what was read (just the `{`
  /// when malformed).
  private func readQuantifier(from start: Int) -> ((Int, Int?)?, Int) {
    let allowed: Set<Character> = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "+", "*"]
    var k = start + 1
    func run() -> String {
      var s = ""
      while k < characters.count && allowed.contains(characters[k]) {
        s.append(characters[k])
        k += 1
      }
      return s
    }
    let first = run()
    guard !first.isEmpty else { return (nil, start + 1) }
    var second: String? = nil
    if k < characters.count && characters[k] == "," {
      k += 1
      second = run()
    }
    if k < characters.count && characters[k] == "|" {
      k += 1
      _ = run()
    }
    guard k < characters.count && characters[k] == "}" else { return (nil, start + 1) }
    let end = k + 1
    func count(_ s: String) -> Int? { s.count <= 6 ? Int(s) : nil }
    if first == "+" || first == "*" {
      // `{+}` / `{*}`: the minimum is 0 when the maximum is `*`, else 1.
      let max = second ?? first
      let min = max == "*" ? 0 : 1
      if max.isEmpty || max == "+" || max == "*" { return ((min, nil), end) }
      guard let bound = count(max) else { return (nil, end) }
      return ((min, bound), end)
    }
    guard let min = count(first) else { return (nil, end) }
    guard let second else { return ((min, min), end) }
    if second.isEmpty || second == "+" || second == "*" { return ((min, nil), end) }
    guard let max = count(second) else { return (nil, end) }
    return ((min, max), end)
  }
}

extension InputmaskNode {
  /// One alternative of a group-level alternation: its items, with no parentheses shown.
  static func alternationBranch(_ items: [InputmaskNode]) -> InputmaskNode {
    .quantified(.group(items, optional: false, open: 0..<0, close: nil), min: 1, max: 1, range: 0..<0)
  }
}
