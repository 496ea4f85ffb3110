/// JSX elements inside JavaScript/TypeScript: tags, attributes and children, without
/// recursion (nesting is a counter; `{…}` expressions return to the code loop through
/// `JSXFrame`s).
extension JavaScriptScanner {
  /// Whether the `<` at `i` starts a JSX element: an expression may start here and a name
  /// or `>` (a fragment) follows.
  func startsJSX(at i: Int) -> Bool {
    let next = core.at(i + 1)
    guard (next | 0x20) &- 0x61 < 26 || next == ASCII.greater || next == ASCII.underscore || next == ASCII.dollar
    else { return false }
    // The second `<` of a shift `1<<r` follows a `<` token (which leaves an expression to
    // come): it is part of the operator, never a tag.
    if let last = core.lastToken, last.kind == .punctuation, last.byte == ASCII.less, last.range.upperBound == i {
      return false
    }
    return expressionMayStart()
  }

  /// End of a JSX tag or attribute name from `i` (identifier bytes, `-`, `:`, `.`).
  func jsxNameEnd(from i: Int) -> Int {
    var j = i
    while j < n {
      let c = b[j]
      if ASCII.isIdentifierBody(c) || c == ASCII.dollar || c == ASCII.minus || c == 0x3A || c == ASCII.dot {
        j += 1
      } else {
        break
      }
    }
    return j
  }

  private func skipSpace(_ i: Int) -> Int {
    var j = i
    while j < n && LexerCore.isSpace(b[j]) { j += 1 }
    return j
  }

  /// Lexes JSX from `start`: in a start tag's attributes (`inTag`) or among children, with
  /// `open` elements of the tree open. Returns where the code loop resumes: after the
  /// outermost element, or after a `{` (a frame then waits for its `}`).
  mutating func jsxElement(from start: Int, inTag startInTag: Bool, open startOpen: Int) -> Int {
    var j = start
    var inTag = startInTag
    var open = startOpen
    while j < n {
      let c = b[j]
      if inTag {
        if LexerCore.isSpace(c) {
          j += 1
        } else if c == ASCII.slash && core.at(j + 1) == ASCII.greater {
          core.punctuation(at: j)
          core.punctuation(at: j + 1)
          j += 2
          inTag = false
          if open == 0 { return j }
        } else if c == ASCII.greater {
          core.punctuation(at: j)
          j += 1
          open += 1
          inTag = false
        } else if c == ASCII.openBrace {
          frames.append(JSXFrame(depth: core.depth, inTag: true, open: open))
          core.punctuation(at: j)
          return j + 1
        } else if c == ASCII.slash && core.at(j + 1) == ASCII.star {
          j = core.blockComment(at: j, nested: false)
        } else if c == ASCII.quote || c == ASCII.apostrophe {
          j = attributeString(at: j)
        } else if c == ASCII.less {
          core.diagnose("unterminated JSX tag", j..<j + 1)
          inTag = false
          if open == 0 { return j }
        } else if ASCII.isIdentifierStart(c) || c == ASCII.dollar {
          let end = jsxNameEnd(from: j)
          core.token(.identifier, j..<end)
          j = end
        } else {
          core.punctuation(at: j)
          j += 1
        }
        continue
      }
      if c == ASCII.openBrace {
        frames.append(JSXFrame(depth: core.depth, inTag: false, open: open))
        core.punctuation(at: j)
        return j + 1
      }
      guard c == ASCII.less else {
        j += 1
        continue
      }
      let next = core.at(j + 1)
      if next == ASCII.slash {
        core.punctuation(at: j)
        core.punctuation(at: j + 1)
        var k = skipSpace(j + 2)
        let nameEnd = jsxNameEnd(from: k)
        if nameEnd > k { core.token(.identifier, k..<nameEnd) }
        k = skipSpace(nameEnd)
        if core.at(k) == ASCII.greater {
          core.punctuation(at: k)
          k += 1
        } else {
          core.diagnose("unterminated JSX closing tag", j..<k)
        }
        j = k
        open -= 1
        if open <= 0 { return j }
      } else if next == ASCII.greater {
        core.punctuation(at: j)
        core.punctuation(at: j + 1)
        open += 1
        j += 2
      } else {
        core.punctuation(at: j)
        let nameEnd = jsxNameEnd(from: j + 1)
        if nameEnd > j + 1 { core.token(.identifier, j + 1..<nameEnd) }
        j = nameEnd
        inTag = true
      }
    }
    core.diagnose("unterminated JSX element", start..<min(n, start + 1))
    return n
  }

  /// A quoted JSX attribute value from its quote at `start`: HTML character references are
  /// decoded; backslashes are plain characters. Returns the index after it.
  private mutating func attributeString(at start: Int) -> Int {
    let quote = b[start]
    var k = start + 1
    while k < n && b[k] != quote { k += 1 }
    let lit = core.makeBuilder()
    var problems: [ScanDiagnostic] = []
    HTMLEntities.decode(b, start + 1..<k, into: lit, normalizeBlanks: false, problems: &problems)
    core.diagnostics += problems
    core.standaloneLiterals.append(core.literals.count)
    if k >= n {
      core.diagnose("unterminated JSX attribute value", start..<start + 1)
      core.emit(lit.build(range: start..<n, contentStart: start + 1, isTerminated: false))
      return n
    }
    core.emit(lit.build(range: start..<k + 1, contentStart: start + 1))
    return k + 1
  }
}
