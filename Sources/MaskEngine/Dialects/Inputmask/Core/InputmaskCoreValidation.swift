/// `isValid` and what it calls (`validation.js`).
extension InputmaskCore {
  /// `casing(elem, test, pos)`.
  func casing(_ elem: String, _ test: IMNode, _ pos: Int) -> String {
    switch test.casing {
    case "upper": return elem.uppercased()
    case "lower": return elem.lowercased()
    case "title":
      if pos == 0 || vps[pos - 1]?.input == " " { return elem.uppercased() }
      return elem.lowercased()
    default: return elem
    }
  }

  /// `isSelection(posObj)`.
  func isSelection(_ pos: IMPos) -> Bool { pos.isObject && pos.end - pos.begin > 0 }

  /// `isValid(pos, c, strict, fromIsValid, fromAlternate, validateOnly, fromCheckval)`.
  func isValid(_ pos: IMPos, _ c: String, _ strictIn: Bool?, _ fromIsValid: Bool? = nil, _ fromAlternateIn: Bool? = nil, _ validateOnly: Bool = false) throws -> IMV {
    try tick()
    let strict = strictIn == true
    var fromAlternate = fromAlternateIn
    var maskPos = pos.begin

    func _isValid(_ position: Int, _ c: String, _ strict: Bool) throws -> IMV {
      var rslt: IMV = .f
      for tst in try getTests(position) {
        let test = tst.match
        _ = try getBuffer(true)
        if test.jit == true, vps[try seekPrevious(position)] == nil {
          rslt = .f
        } else if let fn = test.fn {
          rslt = fn.test(c) ? .t : .f
        } else if (c == test.def || c == skipOptional) && test.def != "" {
          rslt = .o(IMResult(pos: position, c: try getPlaceholder(position, test, true).or(test.def)))
        } else {
          rslt = .f
        }
        if rslt.truthy {
          var elem = rslt.object?.c ?? c
          var validatedPos = position
          if elem == skipOptional && test.isStatic { elem = try getPlaceholder(position, test, true).or(test.def) }
          if let r = rslt.object, let rp = r.pos, rp != position { validatedPos = rp }
          if let r = rslt.object, r.pos == nil, r.c == nil { return rslt }
          let entry = tst.shallow()
          entry.input = casing(elem, test, validatedPos)
          if try revalidateMask(pos, entry, fromIsValid, validatedPos) == nil { rslt = .f }
          return rslt
        }
      }
      return rslt
    }

    var result: IMV = .t
    let positionsClone = vps.clone()
    if keepStatic == false && excludes[maskPos] != nil && fromAlternate != true && fromIsValid != true && pos.isObject {
      var i = maskPos
      while i < pos.end {
        if excludes[i] != nil {
          excludes[i] = nil
          tests[i] = nil
        }
        i += 1
      }
    }
    result = try _isValid(maskPos, c, strict)
    if (!strict || fromIsValid == true) && !result.truthy && !validateOnly {
      let current = vps[maskPos]
      if let current, current.match.isStatic, current.match.def == c || c == skipOptional {
        result = .o(IMResult(caret: try seekNext(maskPos)))
      } else {
        var skip = false
        if let jo = jitOffset[maskPos], jo != 0, vps[try seekNext(maskPos)] == nil {
          result = try isValid(.num(maskPos + jo), c, true, true)
          if result.truthy {
            if fromAlternate != true { result.object?.caret = maskPos }
            skip = true
          }
        }
        if pos.isObject && pos.end > maskPos { vps[maskPos] = nil }
        if !skip, !(try isMask(maskPos, keepStatic == true && maskPos == 0)) {
          var nPos = maskPos + 1
          let snPos = try seekNext(maskPos, false, maskPos != 0)
          while nPos <= snPos {
            result = try _isValid(nPos, c, strict)
            if result.truthy {
              let tb = try trackbackPositions(maskPos, result.object?.pos ?? nPos)
              if let tb, tb.truthy { result = tb }
              maskPos = nPos
              break
            }
            nPos += 1
          }
        }
      }
    }
    if hasAlternator && fromAlternate != true && !strict {
      fromAlternate = true
      var tryAlternate = false
      if !result.truthy && keepStatic == true {
        tryAlternate = try isComplete(getBuffer()) || maskPos == 0
      }
      if tryAlternate {
        result = try alternate(.at(maskPos), c, strict, fromIsValid, nil, pos.isObject ? pos : nil)
      } else if isSelection(pos) && (tests[maskPos]?.count ?? 0) > 1 && keepStatic == true {
        result = try alternate(.generalize, nil, false, nil, nil, nil)
      } else if result.isTrue && (tests[maskPos]?.count ?? 0) > 1 && getLastValidPosition(nil, true) > maskPos {
        result = try alternate(.generalize, nil, false, nil, nil, nil)
      }
    }
    if result.isTrue { result = .o(IMResult(pos: maskPos)) }
    if let r = result.object, r.pos == nil { r.pos = maskPos }
    if !result.truthy || validateOnly {
      resetMaskSet(true)
      vps = positionsClone.clone()
    } else {
      _ = try trackbackPositions(nil, maskPos, true)
    }
    // jsdom gives an input without a maxlength attribute `maxLength` 524288, so the library
    // reads the buffer here (and caches it) whenever it masks an element.
    if hasElement {
      let b = try getBuffer()
      if b.count > Self.maxLength && fromIsValid != true {
        resetMaskSet(true)
        vps = positionsClone.clone()
        return .f
      }
    }
    return result
  }

  /// `el.maxLength` in jsdom for an input without the attribute.
  static let maxLength = 524_288

  /// The first argument of `alternate`: a position, or `true` (generalise).
  enum AltPos {
    case at(Int)
    case generalize

    /// `maskPos` where JavaScript compares it with a number (`true` is 1).
    var number: Int {
      switch self {
      case .at(let n): return n
      case .generalize: return 1
      }
    }

    /// `maskPos == true`.
    var looselyTrue: Bool { number == 1 }
  }

  /// `alternate(maskPos, c, strict, fromIsValid, rAltPos, selection)`.
  func alternate(_ maskPos: AltPos, _ c: String?, _ strict: Bool, _ fromIsValid: Bool?, _ rAltPos: Int?, _ selection: IMPos?) throws -> IMV {
    try tick()
    let validPsClone = vps.clone()
    let tstClone = tests.mapValues { $0.map { $0.clone() } }
    var lastAlt: Int?
    var alternation: Int?
    var isValidRslt: IMV = .f
    var returnRslt: IMV = .f
    var prevAltPos: IMEntry?
    var lAltPos = rAltPos ?? getLastValidPosition()
    var decisionPos: Int?
    var begin: Int?
    var end: Int?
    if let selection {
      begin = min(selection.begin, selection.end)
      end = max(selection.begin, selection.end)
    }
    if lAltPos == -1 && rAltPos == nil {
      lastAlt = 0
      prevAltPos = try getTest(0)
      alternation = prevAltPos?.alternation
    } else {
      while lAltPos >= 0 {
        if let altPos = vps[lAltPos], let a = altPos.alternation {
          if lAltPos <= maskPos.number, let prev = prevAltPos, prev.locator.at(a) != altPos.locator.at(a) { break }
          lastAlt = lAltPos
          alternation = a
          prevAltPos = altPos
        }
        lAltPos -= 1
      }
    }
    if alternation != nil, let lastAlt, let prev = prevAltPos {
      let dp = lastAlt
      decisionPos = dp
      var prevAltPos = prev
      excludes[dp] = excludes[dp] ?? []
      if case .at = maskPos {
        excludes[dp]?.append(getDecisionTaker(prevAltPos) + ":" + (prevAltPos.alternation.map(String.init) ?? "undefined"))
      }
      var validInputs: [String] = []
      var resultPos = -1
      var i = dp
      while dp < getLastValidPosition(nil, true) + 1 {
        try tick()
        if resultPos == -1 && maskPos.number <= i, let c {
          validInputs.append(c)
          resultPos = validInputs.count - 1
        }
        if let validPos = vps[dp], validPos.generatedInput != true {
          var keep = selection == nil
          if !keep, let b = begin, let e = end { keep = i < b || i >= e }
          if keep { validInputs.append(validPos.input ?? "") }
        }
        vps.remove(at: dp)
        i += 1
      }
      if resultPos == -1, let c {
        validInputs.append(c)
        resultPos = validInputs.count - 1
      }
      var nextPos: Int?
      while let ex = excludes[dp], ex.count < 10 {
        try tick()
        tests = [:]
        resetMaskSet(true)
        isValidRslt = .t
        for (k, input) in validInputs.enumerated() {
          if let caret = isValidRslt.object?.caret, caret != 0, let np = nextPos {
            nextPos = try seekNext(np)
          } else if let caret = isValidRslt.object?.caret, caret != 0 {
            nextPos = try seekNext(-1 + 0)
          } else {
            nextPos = getLastValidPosition(nil, true) + 1
          }
          isValidRslt = try isValid(.num(nextPos ?? 0), input, false, fromIsValid, true)
          if !isValidRslt.truthy { break }
          if k == resultPos { returnRslt = isValidRslt }
          if maskPos.looselyTrue && isValidRslt.truthy {
            let r = IMResult()
            r.caretPos = k
            returnRslt = .o(r)
          }
        }
        if !isValidRslt.truthy {
          resetMaskSet(nil)
          prevAltPos = try getTest(dp)
          vps = validPsClone.clone()
          tests = tstClone.mapValues { $0.map { $0.clone() } }
          if excludes[dp] != nil {
            if let alt = prevAltPos.alternation {
              let decisionTaker = getDecisionTaker(prevAltPos)
              if excludes[dp]?.contains(decisionTaker + ":" + String(alt)) == true {
                returnRslt = try alternate(maskPos, c, strict, fromIsValid, dp - 1, selection)
                break
              }
              excludes[dp]?.append(decisionTaker + ":" + String(alt))
              var j = dp
              while j < getLastValidPosition(nil, true) + 1 {
                vps.truncate(from: dp)
                j += 1
              }
            } else {
              excludes[dp] = nil
            }
          } else {
            returnRslt = try alternate(maskPos, c, strict, fromIsValid, dp - 1, selection)
            break
          }
        } else {
          break
        }
      }
    }
    if !returnRslt.truthy || keepStatic != false, let dp = decisionPos { excludes[dp] = nil }
    return returnRslt
  }

  /// `positionCanMatchDefinition(pos, testDefinition, opts)`; nil is `undefined`.
  func positionCanMatchDefinition(_ pos: Int, _ testDefinition: IMEntry) throws -> Bool? {
    try tick()
    var valid: Bool? = false
    for t in try getTests(pos) {
      if (t.match.nativeDef == testDefinition.match.def && !testDefinition.match.isStatic)
        || t.match.nativeDef == testDefinition.match.nativeDef
      {
        valid = true
        break
      } else if t.match.def == testDefinition.match.nativeDef {
        valid = nil
        break
      }
    }
    if valid == false, let jo = jitOffset[pos] {
      valid = try positionCanMatchDefinition(pos + jo, testDefinition)
    }
    return valid
  }

  /// `trackbackPositions(originalPos, newPos, fillOnly)`.
  func trackbackPositions(_ originalPosIn: Int?, _ newPos: Int, _ fillOnly: Bool = false) throws -> IMV? {
    var originalPos: Int
    if let o = originalPosIn {
      originalPos = o
    } else {
      originalPos = newPos - 1
      while originalPos > 0 {
        if vps[originalPos] != nil { break }
        originalPos -= 1
      }
    }
    var ps = originalPos
    while ps < newPos {
      try tick()
      if vps[ps] == nil, !(try isMask(ps, false)) {
        let vp: IMEntry? = ps == 0 ? try getTest(ps) : vps[ps - 1]
        if vp != nil {
          var tests = try getTests(ps)
          if tests.last?.match.def == "" { tests.removeLast() }
          if let best = try determineTestTemplate(ps, tests) {
            var ok = best.match.jit != true
            if !ok, best.match.newBlockMarker == .master, let np = vps[ps + 1], np.match.optionalQuantifier == true { ok = true }
            if ok {
              let entry = best.shallow()
              entry.input = try getPlaceholder(ps, best.match, true).or(best.match.def)
              entry.generatedInput = true
              _ = try revalidateMask(.num(ps), entry, true)
              if !fillOnly {
                guard let cvp = vps[newPos] else { throw InputmaskFieldError.refused }
                let cvpInput = cvp.input ?? ""
                vps[newPos] = nil
                return try isValid(.num(newPos), cvpInput, true, true)
              }
            }
          }
        }
      }
      ps += 1
    }
    return nil
  }

  /// `revalidateMask(pos, validTest, fromIsValid, validatedPos)`; nil is `false`.
  func revalidateMask(_ pos: IMPos, _ validTest: IMEntry?, _ fromIsValid: Bool?, _ validatedPosIn: Int? = nil) throws -> Int? {
    try tick()
    func isEnclosedStatic(_ pos: Int, _ valids: IMPositions, _ begin: Int, _ end: Int) -> Bool {
      guard let posMatch = valids[pos], posMatch.match.isStatic, valids[0] == nil || valids[0]?.alternation == nil else {
        return false
      }
      let prevMatch: Bool = begin <= pos - 1 ? (valids[pos - 1]?.match.isStatic == true) : valids[pos - 1] != nil
      let nextMatch: Bool = end > pos + 1 ? (valids[pos + 1]?.match.isStatic == true) : valids[pos + 1] != nil
      return prevMatch && nextMatch
    }
    var offset = 0
    var begin = pos.begin
    var end = pos.end
    if pos.begin > pos.end {
      begin = pos.end
      end = pos.begin
    }
    let validatedPos = validatedPosIn ?? begin
    let insertMode = true
    if fromIsValid == nil
      && (begin != end || (insertMode && vps[validatedPos] != nil) || validTest == nil
        || validTest?.match.optionalQuantifier == true || (validTest?.match.optionality ?? 0) != 0)
    {
      let positionsClone = vps.clone()
      let lvp = getLastValidPosition(nil, true)
      p = begin
      let clearpos = isSelection(pos) ? begin : validatedPos
      var i = lvp
      while i >= clearpos {
        vps.remove(at: i)
        if validTest == nil { tests[i + 1] = nil }
        i -= 1
      }
      var j = validatedPos
      var posMatch = j
      if let validTest {
        vps[validatedPos] = validTest.clone()
        posMatch += 1
        j += 1
      }
      if positionsClone[end] == nil, let jo = jitOffset[end], jo != 0 { end += jo + 1 }
      var valid = true
      i = validTest != nil ? end : end - 1
      while i <= lvp {
        try tick()
        if let t = positionsClone[i], t.generatedInput != true,
          i >= end || (i >= begin && isEnclosedStatic(i, positionsClone, begin, end))
        {
          while try getTest(posMatch).match.def != "" {
            try tick()
            let canMatch = try positionCanMatchDefinition(posMatch, t)
            if canMatch != false || t.match.def == "+" {
              if t.match.def == "+" { _ = try getBuffer(true) }
              let result = try isValid(.num(posMatch), t.input ?? "", t.match.def != "+", true)
              valid = result.truthy
              let rp = result.object?.pos ?? 0
              j = (rp != 0 ? rp : posMatch) + 1
              if !valid && canMatch == true { break }
            } else {
              valid = false
            }
            if valid {
              if validTest == nil && t.match.isStatic && pos.isObject && i == pos.begin { offset += 1 }
              break
            }
            if !valid { _ = try getBuffer() }
            if let ml = maskLength, posMatch > ml { break }
            posMatch += 1
          }
          if try getTest(posMatch).match.def == "" { valid = false }
          posMatch = j
        }
        if !valid { break }
        i += 1
      }
      if !valid {
        vps = positionsClone.clone()
        resetMaskSet(true)
        return nil
      }
    } else if let validTest {
      _ = try getTest(validatedPos)
      vps[validatedPos] = validTest.clone()
    }
    resetMaskSet(true)
    return offset
  }

  /// `handleRemove(input, c, pos, strict, fromIsValid)` for Backspace.
  func handleRemove(_ posIn: IMPos) throws {
    var pos = posIn
    let lvp = getLastValidPosition(nil, true)
    if pos.end >= (try getBuffer()).count && lvp >= pos.end { pos.end = lvp + 1 }
    if pos.end - pos.begin < 1 { pos.begin = try seekPrevious(pos.begin) }
    if try revalidateMask(pos, nil, nil) != nil {
      if keepStatic != false {
        let result = try alternate(.generalize, nil, false, nil, nil, nil)
        if let r = result.object, r.caret == nil, let rp = r.pos, rp != 0 { _ = try seekNext(rp) }
      }
      p = try determineNewCaretPosition(pos.begin)
    }
  }

  /// `isComplete(buffer)`.
  func isComplete(_ buffer: [String?]) throws -> Bool {
    let lrp = try determineLastRequiredPosition()
    var complete = false
    let def = lrp.def
    if def == nil || def!.newBlockMarker.truthy || def!.optionality != 0 || def!.optionalQuantifier == true {
      complete = true
      var i = 0
      while i <= lrp.l {
        try tick()
        let test = try getTestTemplate(i).match
        var missing = !test.isStatic && vps[i] == nil && (test.optionality == 0 || test.newBlockMarker == .no) && test.optionalQuantifier != true
        if !missing, test.isStatic, test.def != "" {
          let placeholder = try getPlaceholder(i, test)
          missing = buffer.at(i) != placeholder
        }
        if missing {
          complete = false
          break
        }
        i += 1
      }
    }
    return complete
  }
}
