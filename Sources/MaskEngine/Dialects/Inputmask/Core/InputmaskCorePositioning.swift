/// Templates, placeholders and positions (`validation-tests.js`, `positioning.js`).
extension InputmaskCore {
  /// `getPlaceholder(pos, test, returnPL)`; nil is `undefined`.
  func getPlaceholder(_ pos: Int, _ testIn: IMNode? = nil, _ returnPL: Bool = false) throws -> String? {
    let test = try testIn ?? getTest(pos).match
    if test.placeholder != nil || returnPL {
      if test.placeholder != "" && test.isStatic {
        let lvp = getLastValidPosition()
        let nextPos = try seekNext(lvp)
        return (returnPL ? pos <= nextPos : pos < nextPos) ? test.def : test.placeholder
      }
      return test.placeholder
    } else if test.isStatic {
      if pos > -1 && vps[pos] == nil {
        let tests = try getTests(pos)
        let stopCount = tests.last?.match.def == "" ? 1 : 0
        if tests.count > 1 + stopCount {
          var staticAlternations: [IMEntry] = []
          var prevTest: IMEntry?
          for t in tests {
            guard t.match.def != "", t.match.optionalQuantifier != true else { continue }
            var ok = t.match.isStatic || prevTest == nil
            if !ok, let fn = t.match.fn, let prev = prevTest { ok = fn.test(prev.match.def) }
            if ok {
              staticAlternations.append(t)
              if t.match.isStatic { prevTest = t }
              if staticAlternations.count > 1 {
                let d = staticAlternations[0].match.def
                if d.unicodeScalars.contains(where: { ("0"..."9").contains($0) || $0 == "a" || $0 == "b" || ("A"..."Z").contains($0) }) {
                  return ""
                }
              }
            }
          }
        }
      }
      return test.def
    }
    return ""
  }

  /// `getMaskTemplate(baseOnInput, minimalPos, includeMode, noJit, clearOptionalTail)`;
  /// `includeMode`: true inputs, nil placeholders, false the mask's own characters.
  func getMaskTemplate(_ baseOnInput: Bool, _ minimalPosIn: Int?, _ includeMode: Bool?, _ noJit: Bool = false, _ clearOptionalTail: Bool = false) throws -> [String?] {
    let minimalPos = (minimalPosIn == nil || minimalPosIn == 0) ? 0 : minimalPosIn!
    var template: [String?] = []
    var ndxIntlzr: [IMLoc]?
    var pos = 0
    var test: IMNode
    var jitRenderStatic = false
    repeat {
      try tick()
      if baseOnInput, let vp = vps[pos] {
        var testPos = vp
        if clearOptionalTail && vp.match.optionality != 0 && vps[pos + 1] == nil
          && (vp.generatedInput == true || (vp.input == skipOptional && pos > 0))
        {
          guard let t = try determineTestTemplate(pos, getTests(pos, ndxIntlzr, pos - 1)) else { throw InputmaskFieldError.refused }
          testPos = t
        }
        test = testPos.match
        ndxIntlzr = testPos.locator
        if includeMode == true {
          template.append(testPos.input)
        } else if includeMode == false {
          template.append(test.nativeDef)
        } else {
          template.append(try getPlaceholder(pos, test))
        }
      } else {
        let testPos = try getTestTemplate(pos, ndxIntlzr, pos - 1)
        test = testPos.match
        ndxIntlzr = testPos.locator
        let jitMasking: Bool? = noJit ? false : test.jit
        jitRenderStatic = (jitRenderStatic || vps[pos - 1] != nil) && test.isStatic && test.def != "" && test.fn == nil
        if jitRenderStatic || jitMasking != true {
          template.append(includeMode == false ? test.nativeDef : try getPlaceholder(template.count, test))
        } else {
          jitRenderStatic = false
        }
      }
      pos += 1
    } while (test.isStatic != true || test.def != "") || minimalPos > pos
    if let last = template.last, last == "" { template.removeLast() }
    if includeMode != false || maskLength == nil { maskLength = pos - 1 }
    return template
  }

  /// `getBuffer(noCache)`.
  func getBuffer(_ noCache: Bool = false) throws -> [String?] {
    if buffer == nil || noCache {
      let b = try getMaskTemplate(true, getLastValidPosition(), true)
      buffer = b
      if bufferTemplate == nil { bufferTemplate = b }
    }
    return buffer ?? []
  }

  /// `getBufferTemplate()`.
  func getBufferTemplate() throws -> [String?] {
    if bufferTemplate == nil {
      let t = try getMaskTemplate(false, 1, nil)
      bufferTemplate = t
      if buffer == nil { buffer = t }
    }
    return bufferTemplate ?? []
  }

  /// `getLastValidPosition(closestTo, strict)`.
  func getLastValidPosition(_ closestToIn: Int? = nil, _ strict: Bool = false) -> Int {
    var before = -1
    var after = -1
    let closestTo = closestToIn ?? -1
    for (i, v) in vps.items.enumerated() {
      guard let v, strict || v.generatedInput != true else { continue }
      if i <= closestTo { before = i }
      if i >= closestTo { after = i }
    }
    if before == -1 || before == closestTo { return after }
    if after == -1 { return before }
    return (closestTo - before) < (after - closestTo) ? before : after
  }

  /// `isMask(pos, strict, fuzzy)`.
  func isMask(_ pos: Int, _ strict: Bool = false, _ fuzzy: Bool = false) throws -> Bool {
    var test = try getTestTemplate(pos).match
    if test.def == "" { test = try getTest(pos).match }
    if !test.isStatic { return test.fn != nil }
    if fuzzy, let v = vps[pos], v.generatedInput != true { return true }
    if !strict && pos > -1 {
      if fuzzy {
        let tests = try getTests(pos)
        return tests.count > 1 + (tests.last?.match.def == "" ? 1 : 0)
      }
      guard let template = try determineTestTemplate(pos, getTests(pos)) else { throw InputmaskFieldError.refused }
      let placeholder = try getPlaceholder(pos, template.match)
      return template.match.def != placeholder
    }
    return false
  }

  /// `resetMaskSet(soft)`.
  func resetMaskSet(_ soft: Bool?) {
    buffer = nil
    if soft != true {
      vps = IMPositions()
      p = 0
    }
    if soft == false { tests = [:] }
  }

  /// `seekNext(pos, newBlock, fuzzy)`.
  func seekNext(_ pos: Int, _ newBlock: Bool = false, _ fuzzy: Bool = true) throws -> Int {
    var position = pos + 1
    while try getTest(position).match.def != "" {
      try tick()
      if newBlock {
        let t = try getTest(position).match
        let mask = try isMask(position, false, true)
        if !(t.newBlockMarker != .yes || !mask) { break }
      } else if try isMask(position, false, fuzzy) {
        break
      }
      position += 1
    }
    return position
  }

  /// `seekPrevious(pos, newBlock)`.
  func seekPrevious(_ pos: Int) throws -> Int {
    var position = pos - 1
    if pos <= 0 { return 0 }
    while position > 0, !(try isMask(position, false, true)) {
      try tick()
      position -= 1
    }
    return position
  }

  /// `determineLastRequiredPosition(returnDefinition)`.
  func determineLastRequiredPosition() throws -> (l: Int, def: IMNode?) {
    let buffer = try getMaskTemplate(true, getLastValidPosition(), true, true)
    var bl = buffer.count
    let lvp = getLastValidPosition()
    var positions: [Int: IMEntry] = [:]
    let lvTest = vps[lvp]
    var ndxIntlzr = lvTest?.locator
    var pos = lvp + 1
    while pos < buffer.count {
      let testPos = try getTestTemplate(pos, ndxIntlzr, pos - 1)
      ndxIntlzr = testPos.locator
      positions[pos] = testPos.clone()
      pos += 1
    }
    var lvTestAlt: IMLoc?
    if let lvTest, let a = lvTest.alternation { lvTestAlt = lvTest.locator.at(a) }
    pos = bl - 1
    while pos > lvp {
      guard let testPos = positions[pos] else { throw InputmaskFieldError.refused }
      var cond = testPos.match.optionality != 0 || (testPos.match.optionalQuantifier == true && testPos.match.newBlockMarker.truthy)
      if !cond, let alt = lvTestAlt, alt != .num(0), alt != .str(""), let lvTest, let a = lvTest.alternation {
        if alt != testPos.locator.at(a) && !testPos.match.isStatic {
          cond = true
        } else if testPos.match.isStatic, let l = testPos.locator.at(a), l != .num(0), l != .str("") {
          if checkAlternationMatch(l.text.components(separatedBy: ","), alt.text.components(separatedBy: ",")) {
            _ = try getTests(pos)
            cond = true
          }
        }
      }
      if cond {
        let placeholder = try getPlaceholder(pos, testPos.match)
        cond = buffer.at(pos) == placeholder
      }
      if cond { bl -= 1 } else { break }
      pos -= 1
    }
    return (bl, positions[bl]?.match)
  }

  /// `checkAlternationMatch(altArr1, altArr2)` without `na`.
  func checkAlternationMatch(_ a1: [String], _ a2: [String]) -> Bool {
    let c = Array(a2.prefix(1))
    return a1.contains { c.contains($0) }
  }

  /// `determineNewCaretPosition(selectedCaret, tabbed, positionCaretOnClick)` for a collapsed
  /// caret and the default `"lvp"`.
  func determineNewCaretPosition(_ clickPosition: Int) throws -> Int {
    let lvclickPosition = getLastValidPosition(clickPosition, true)
    var lastPosition = try seekNext((lvclickPosition == -1 && !(try isMask(0))) ? -1 : lvclickPosition)
    if clickPosition <= lastPosition {
      return !(try isMask(clickPosition, false, true)) ? try seekNext(clickPosition) : clickPosition
    }
    let tt = try getTestTemplate(lastPosition, nil, nil)
    let placeholder = try getPlaceholder(lastPosition, tt.match)
    var move = false
    if placeholder != "" {
      let b = try getBuffer()
      if b.at(lastPosition) != placeholder && tt.match.optionalQuantifier != true && tt.match.newBlockMarker != .yes { move = true }
    }
    if !move, !(try isMask(lastPosition, keepStatic == true, true)), tt.match.def == placeholder { move = true }
    if move {
      let newPos = try seekNext(lastPosition)
      if clickPosition >= newPos || clickPosition == lastPosition { lastPosition = newPos }
    }
    return lastPosition
  }
}

extension Optional where Wrapped == String {
  /// `x || fallback` for a string that may be undefined or empty.
  func or(_ fallback: String) -> String {
    if let s = self, !s.isEmpty { return s }
    return fallback
  }
}
