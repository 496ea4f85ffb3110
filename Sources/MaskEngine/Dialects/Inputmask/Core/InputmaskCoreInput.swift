/// Key handling and value reading (`eventhandlers.js`, `inputHandling.js`).
extension InputmaskCore {
  /// `writeBuffer(input, buffer, caretPos)` on the element: the native value, then the caret.
  func writeBuffer(_ buffer: [String?], _ caret: Int?) {
    let value = buffer.map { $0 ?? "" }.joined()
    setNative(value)
    if let caret { setSelection(caret, caret) }
  }

  /// The native value setter: a changed value puts the selection at its end.
  func setNative(_ value: String) {
    if value != native {
      native = value
      let n = native.unicodeScalars.count
      selStart = n
      selEnd = n
    }
  }

  /// `setSelectionRange(begin, end)`, clamped to the value.
  func setSelection(_ begin: Int, _ end: Int) {
    let n = native.unicodeScalars.count
    var b = min(max(begin, 0), n)
    let e = min(max(end, 0), n)
    if b > e { b = e }
    selStart = b
    selEnd = e
  }

  /// `EventHandlers.keypressEvent(e, checkval, writeOut, strict, ndx)`.
  @discardableResult
  func keypress(_ c: String, checkval: Bool, writeOut: Bool, strict: Bool?, ndx: Int?) throws -> IMV {
    let pos: IMPos = checkval ? .obj(ndx ?? 0, ndx ?? 0) : .obj(selStart, selEnd)
    let valResult = try isValid(pos, c, strict)
    var forwardPosition: Int?
    if let r = valResult.object {
      resetMaskSet(true)
      if let caret = r.caret {
        forwardPosition = caret
      } else {
        forwardPosition = try seekNext(r.pos ?? 0)
      }
      p = forwardPosition
    }
    if writeOut, valResult.truthy {
      writeBuffer(try getBuffer(), forwardPosition)
    }
    if checkval {
      valResult.object?.forwardPosition = forwardPosition
      return valResult
    }
    return .f
  }

  /// `EventHandlers.keyEvent` for Backspace.
  func backspace() throws {
    try handleRemove(.obj(selStart, selEnd))
    let buffer = try getBuffer(true)
    writeBuffer(buffer, p)
  }

  /// `checkVal(input, writeOut, strict, nptvl)`.
  func checkVal(_ inputValue: [String], writeOut: Bool) throws {
    var charCodes = ""
    var initialNdx = -1
    var result: IMV?
    let savedSkip = skipOptional
    skipOptional = ""
    defer { skipOptional = savedSkip }

    func isTemplateMatch(_ ndx: Int, _ charCodes: String) throws -> Bool {
      let template = try getMaskTemplate(true, 0, nil)
      let end = try seekNext(ndx, false, false)
      let lo = ndx < 0 ? max(template.count + ndx, 0) : min(ndx, template.count)
      let hi = end < 0 ? max(template.count + end, 0) : min(end, template.count)
      let slice = lo < hi ? Array(template[lo..<hi]) : []
      let target = slice.map { $0 ?? "" }.joined().replacingOccurrences(of: "'", with: "")
      let targetScalars = Array(target.unicodeScalars)
      var charCodeNdx = imIndexOf(target, charCodes)
      while charCodeNdx > 0 && targetScalars[charCodeNdx - 1] == " " { charCodeNdx -= 1 }
      let first = charCodes.unicodeScalars.first.map { String($0) } ?? ""
      var match = false
      if charCodeNdx == 0, !(try isMask(ndx)) {
        let t = try getTest(ndx).match
        if t.nativeDef == first || (t.isStatic && t.nativeDef == "'" + first) {
          match = true
        } else if t.nativeDef == " " {
          let n = try getTest(ndx + 1).match
          match = n.nativeDef == first || (n.isStatic && n.nativeDef == "'" + first)
        }
      }
      if !match && charCodeNdx > 0, !(try isMask(ndx, false, true)) {
        let nextPos = try seekNext(ndx)
        if let b = caretPos.begin, b < nextPos { caretPos = IMCaret(begin: nextPos) }
      }
      return match
    }

    resetMaskSet(false)
    initialNdx = 0
    p = initialNdx
    caretPos = IMCaret(begin: initialNdx)
    var staticMatches: [Int] = []
    var prevCaretPos = caretPos
    for (ndx, charCode) in inputValue.enumerated() {
      try tick()
      charCodes += charCode
      let lvp = getLastValidPosition(nil, true)
      if !(try isTemplateMatch(initialNdx, charCodes)) {
        result = try keypress(charCode, checkval: true, writeOut: false, strict: false, ndx: caretPos.begin)
        if result?.truthy == true {
          initialNdx = (caretPos.begin ?? 0) + 1
          charCodes = ""
        }
      } else {
        result = try keypress(charCode, checkval: true, writeOut: false, strict: false, ndx: lvp + 1)
      }
      if let r = result?.object {
        if let rp = r.pos, let v = vps[rp], v.match.isStatic, v.alternation == nil {
          staticMatches.append(rp)
          r.forwardPosition = rp + 1
        }
        _ = try getBuffer()
        caretPos = IMCaret(begin: r.forwardPosition, end: r.forwardPosition)
        prevCaretPos = caretPos
      } else {
        if vps[ndx] == nil, inputValue.at(ndx) == (try getPlaceholder(ndx)), try isMask(ndx, true) {
          caretPos.begin = (caretPos.begin ?? 0) + 1
        } else {
          caretPos = prevCaretPos
        }
      }
    }
    if !staticMatches.isEmpty {
      let nextValid = try seekNext(-1, false, false)
      var go = false
      if !(try isComplete(getBuffer())) && staticMatches.count <= nextValid {
        go = true
      } else if try isComplete(getBuffer()), staticMatches.count != nextValid, staticMatches[0] == 0 {
        go = true
      }
      if go {
        var nextSndx = nextValid
        while !staticMatches.isEmpty {
          try tick()
          let sndx = staticMatches.removeFirst()
          if sndx < nextSndx {
            guard let validPos = vps[sndx] else { throw InputmaskFieldError.refused }
            validPos.generatedInput = true
            result = try keypress(validPos.input ?? "", checkval: true, writeOut: false, strict: false, ndx: nextSndx)
            if let r = result?.object, let rp = r.pos, rp != sndx, vps[rp]?.match.isStatic == true {
              staticMatches.append(rp)
            } else if result?.truthy != true {
              break
            }
            nextSndx += 1
          }
        }
      }
    }
    if writeOut {
      let buffer = try getBuffer()
      let caret = result?.truthy == true ? result?.object?.forwardPosition : caretPos.begin
      if hasElement { writeBuffer(buffer, caret) }
    }
  }

  /// `unmaskedvalue()`.
  func unmaskedValue() -> String {
    var out = ""
    for v in vps.items {
      guard let v else { continue }
      if !v.match.isStatic || (isList && v.generatedInput != true) { out += v.input ?? "" }
    }
    return out
  }

  /// `clearOptionalTail(buffer)`: the template up to its first undefined element (the
  /// library shifts elements until one is undefined).
  func clearOptionalTail() throws -> [String] {
    var out: [String] = []
    for element in try getMaskTemplate(true, 0, true, false, true) {
      guard let element else { break }
      out.append(element)
    }
    return out
  }

  /// The element's `value` getter while focused.
  func valueGetter() throws -> String {
    if getLastValidPosition() != -1 {
      _ = try getBuffer()
      return try clearOptionalTail().joined()
    }
    return ""
  }

  /// `applyInputValue(input, value)`: what `setValue` does.
  func applyInputValue(_ value: String) throws {
    try checkVal(value.unicodeScalars.map { String($0) }, writeOut: true)
    if native == (try getBufferTemplate()).map({ $0 ?? "" }).joined() && getLastValidPosition() == -1 {
      setNative("")
    }
  }
}
