/// `getTests` and its helpers (`validation-tests.js`).
extension InputmaskCore {
  /// `getTests(pos, ndxIntlzr, tstPs)`: the tests that can be at `pos`, cached in `tests`.
  func getTests(_ pos: Int, _ ndxIntlzr: [IMLoc]? = nil, _ tstPs: Int? = nil) throws -> [IMEntry] {
    // The search recurses through the positions before `pos` (`mergeLocators` reads the test
    // of the position before): bounded so that no thread's stack runs out.
    testsDepth += 1
    defer { testsDepth -= 1 }
    if testsDepth > Self.testsDepthLimit { throw InputmaskFieldError.budget }
    let maskTokens = tokens
    var testPos = ndxIntlzr != nil ? (tstPs ?? 0) : 0
    var ndxInitializerTop = IMBox(ndxIntlzr ?? [.num(0)])
    var matches: [IMEntry] = []
    var insertStop = false
    var cacheDependency: String = ndxIntlzr?.map(\.text).joined() ?? ""
    var unMatchedAlternation = false
    // `handleMatch` recurses through the mask's tokens; on some masks (`9|{1,3}`) the
    // library's recursion never ends (it throws a RangeError once its stack is full).
    var matchDepth = 0

    func isFirstMatch(_ latestMatch: IMNode, _ tokenGroup: IMNode?) throws -> Bool {
      guard let tokenGroup, let list = tokenGroup.matches else { throw InputmaskFieldError.refused }
      var firstMatch = list.firstIndex { $0 === latestMatch } == 0
      if !firstMatch {
        for (ndx, m) in list.enumerated() {
          if m.isQuantifier {
            firstMatch = try isFirstMatch(latestMatch, list.at(ndx - 1))
          } else if m.matches != nil {
            firstMatch = try isFirstMatch(latestMatch, m)
          }
          if firstMatch { break }
        }
      }
      return firstMatch
    }

    func isMatchOf(_ tokenGroup: IMNode, _ match: IMNode) -> Bool {
      let list = tokenGroup.matches ?? []
      var isMatch = list.contains { $0 === match }
      if !isMatch {
        for m in list where m.matches != nil && !isMatch { isMatch = isMatchOf(m, match) }
      }
      return isMatch
    }

    func resolveTestFromToken(_ maskToken: IMNode, _ ndxInit: IMBox, _ loopNdx: [IMLoc], _ quantifierRecurse: IMNode?) throws -> Bool {
      var ndxInitializer = ndxInit

      func indexIn(_ node: IMNode) -> Int { maskToken.matches?.firstIndex { $0 === node } ?? -1 }

      func resolveNdxInitializer(_ pos: Int, _ alternateNdx: Int?, _ targetAlternation: Int?) throws -> [IMLoc]? {
        var bestMatch: IMEntry?
        var indexPos: Int?
        let altKey = alternateNdx.map(String.init) ?? "NaN"
        let list: [IMEntry]? = vps[pos].map { [$0] } ?? tests[pos]
        if let list {
          for lmnt in list {
            if lmnt.mloc[altKey] != nil {
              bestMatch = lmnt
              break
            }
            let alternation = targetAlternation ?? lmnt.alternation
            let ndxPos = lmnt.locator.at(alternation).map { imIndexOf($0.text, altKey) } ?? -1
            if (indexPos == nil || ndxPos < indexPos!) && ndxPos != -1 {
              bestMatch = lmnt
              indexPos = ndxPos
            }
          }
        }
        if let bestMatch {
          let bestMatchAltIndex = bestMatch.locator.at(bestMatch.alternation)
          var locator: [IMLoc]
          var source: String?
          if let l = bestMatch.mloc[altKey] {
            locator = l
            source = altKey
          } else if let l = bestMatch.mloc(bestMatchAltIndex) {
            locator = l
            source = bestMatchAltIndex.map(imKey) ?? "undefined"
          } else {
            locator = bestMatch.locator
          }
          guard let last = locator.last else { throw InputmaskFieldError.refused }
          if last.text.contains(":") {
            locator.removeLast()
            if let source { bestMatch.mloc[source] = locator } else { bestMatch.locator = locator }
          }
          let start = (targetAlternation ?? bestMatch.alternation).map { $0 + 1 } ?? 0
          return start < locator.count ? Array(locator[max(start, 0)...]) : []
        }
        return targetAlternation != nil ? try resolveNdxInitializer(pos, alternateNdx, nil) : nil
      }

      func staticCanMatchDefinition(_ source: IMEntry, _ target: IMEntry) throws -> Bool {
        guard source.match.isStatic && !target.match.isStatic else { return false }
        guard let fn = target.match.fn else { throw InputmaskFieldError.refused }
        return fn.test(source.match.def)
      }

      func setMergeLocators(_ targetMatch: IMEntry, _ altMatch: IMEntry?) throws -> Bool {
        func mergeLoc(_ altNdx: Int?) -> Bool {
          guard let altNdx, let locNdxRaw = targetMatch.locator.at(altNdx) else {
            targetMatch.alternation = nil
            return false
          }
          var key = locNdxRaw.text
          if case .str(let s) = locNdxRaw { key = s.components(separatedBy: ",")[0] }
          if targetMatch.mloc[key] == nil {
            targetMatch.mloc[key] = targetMatch.locator + [.str(":" + (targetMatch.alternation.map(String.init) ?? "undefined"))]
          }
          if let altMatch {
            for ndx in imOrderedKeys(altMatch.mloc) {
              let k = imNumberText(jsParseInt(ndx.components(separatedBy: ",")[0]))
              targetMatch.mloc[k] = altMatch.mloc[ndx]
            }
            if altNdx < targetMatch.locator.count {
              targetMatch.locator[altNdx] = .str(imOrderedKeys(targetMatch.mloc).joined(separator: ","))
            }
          }
          if let a = targetMatch.alternation, a > altNdx { targetMatch.alternation = altNdx }
          return true
        }

        var alternationNdx = targetMatch.alternation
        var shouldMerge: Bool
        if let altMatch {
          shouldMerge = false
          if let a = alternationNdx, let b = altMatch.alternation, a <= b {
            guard let here = targetMatch.locator.at(a) else { throw InputmaskFieldError.refused }
            shouldMerge = imIndexOf(here.text, altMatch.locator.at(a)?.text ?? "undefined") == -1
          }
          if !shouldMerge, let a = alternationNdx, let b = altMatch.alternation, a > b {
            for i in 0..<a where targetMatch.locator.at(i) != altMatch.locator.at(i) {
              alternationNdx = i
              shouldMerge = true
              break
            }
          }
        } else {
          shouldMerge = true
        }
        return shouldMerge ? mergeLoc(alternationNdx) : false
      }

      func isSameLevel(_ targetMatch: IMEntry, _ altMatch: IMEntry) -> Bool {
        if targetMatch.locator.count != altMatch.locator.count { return false }
        guard let a = targetMatch.alternation else { return true }
        var locNdx = a + 1
        while locNdx < targetMatch.locator.count {
          if targetMatch.locator.at(locNdx) != altMatch.locator.at(locNdx) { return false }
          locNdx += 1
        }
        return true
      }

      func handleMatch(_ matchIn: IMNode?, _ loopNdx: [IMLoc], _ quantifierRecurse: IMNode?) throws -> Bool {
        try tick()
        matchDepth += 1
        defer { matchDepth -= 1 }
        if matchDepth > Self.matchDepthLimit { throw InputmaskFieldError.budget }
        guard let match = matchIn else { throw InputmaskFieldError.refused }

        func handleGroup() throws -> Bool {
          let next = maskToken.matches?.at(indexIn(match) + 1)
          return try handleMatch(next, loopNdx, quantifierRecurse)
        }

        func handleOptional() throws -> Bool {
          let optionalToken = match
          let mtchsNdx = matches.count
          let r = try resolveTestFromToken(match, ndxInitializer, loopNdx, quantifierRecurse)
          if matches.count > 0 {
            for (ndx, m) in matches.enumerated() where ndx >= mtchsNdx {
              m.match.optionality += 1
            }
            let latestMatch = matches[matches.count - 1].match
            if quantifierRecurse == nil, try isFirstMatch(latestMatch, optionalToken) {
              insertStop = true
              testPos = pos
            } else {
              return r
            }
          }
          return false
        }

        func isUnmatchedAlternation(_ alternateToken: IMNode) -> Bool {
          let list = alternateToken.matches ?? []
          let matchesLength = list.first?.matches?.count ?? 1
          var matchesNewLength = matchesLength
          for m in list {
            matchesNewLength = m.matches?.count ?? 1
            if matchesLength != matchesNewLength { break }
          }
          return matchesLength != matchesNewLength
        }

        func handleAlternator() throws -> Bool {
          hasAlternator = true
          let alternateToken = match
          let altList = alternateToken.matches ?? []
          var malternateMatches: [IMEntry] = []
          let currentMatches = matches
          let loopNdxCnt = loopNdx.count
          let altIndex: IMLoc = ndxInitializer.a.count > 0 ? ndxInitializer.a.removeFirst() : .num(-1)
          var result = false
          if altIndex == .num(-1) || altIndex.isString {
            let currentPos = testPos
            let ndxInitializerClone = ndxInitializer.a
            var altIndexArr: [String]
            if case .str(let s) = altIndex {
              altIndexArr = s.components(separatedBy: ",")
            } else {
              altIndexArr = altList.indices.map(String.init)
            }
            if let ex = excludes[pos] {
              let altIndexArrClone = altIndexArr
              for e in ex {
                let excludeSet = e.components(separatedBy: ":")
                if excludeSet.count > 1, Double(loopNdxCnt) == jsNumber(excludeSet[1]) {
                  if let i = altIndexArr.firstIndex(of: excludeSet[0]) {
                    altIndexArr.remove(at: i)
                  } else if !altIndexArr.isEmpty {
                    altIndexArr.removeLast()
                  }
                }
              }
              if altIndexArr.isEmpty {
                excludes[pos] = nil
                altIndexArr = altIndexArrClone
              }
            }
            if keepStatic == true { altIndexArr = Array(altIndexArr.prefix(1)) }
            var ndx = 0
            while ndx < altIndexArr.count {
              let amndxD = jsParseInt(altIndexArr[ndx])
              let amndx: Int? = amndxD.isNaN ? nil : Int(amndxD)
              matches = []
              if altIndex.isString {
                ndxInitializer = IMBox(try resolveNdxInitializer(testPos, amndx, loopNdxCnt) ?? ndxInitializerClone)
              } else {
                ndxInitializer = IMBox(ndxInitializerClone)
              }
              let tokenMatch = amndx.flatMap { altList.at($0) }
              let amLoc: IMLoc = amndx.map { .num($0) } ?? .num(-1)
              if let tokenMatch, try handleMatch(tokenMatch, [amLoc] + loopNdx, quantifierRecurse) {
                result = true
              } else {
                if ndx == 0 { unMatchedAlternation = isUnmatchedAlternation(alternateToken) }
                if let tm = tokenMatch, let tmList = tm.matches {
                  guard let firstList = altList.first?.matches else { throw InputmaskFieldError.refused }
                  if tmList.count > firstList.count { break }
                }
              }
              let maltMatches = matches
              testPos = currentPos
              matches = []
              for altMatch in maltMatches {
                try tick()
                var dropMatch = false
                if altMatch.alternation == nil || altMatch.alternation == 0 { altMatch.alternation = loopNdxCnt }
                _ = try setMergeLocators(altMatch, nil)
                var ndx2 = 0
                while ndx2 < malternateMatches.count {
                  try tick()
                  let altMatch2 = malternateMatches[ndx2]
                  var applies = !altIndex.isString
                  if !applies, let a = altMatch.alternation {
                    guard let l = altMatch.locator.at(a) else { throw InputmaskFieldError.refused }
                    applies = altIndexArr.contains(l.text)
                  }
                  if applies {
                    if altMatch.match.nativeDef == altMatch2.match.nativeDef {
                      dropMatch = true
                      _ = try setMergeLocators(altMatch2, altMatch)
                      break
                    } else if isSubsetOf(altMatch, altMatch2) {
                      if try setMergeLocators(altMatch, altMatch2) {
                        dropMatch = true
                        let i = malternateMatches.firstIndex { $0 === altMatch2 } ?? 0
                        malternateMatches.insert(altMatch, at: i)
                      }
                      break
                    } else if isSubsetOf(altMatch2, altMatch) {
                      _ = try setMergeLocators(altMatch2, altMatch)
                      break
                    } else if try staticCanMatchDefinition(altMatch, altMatch2) {
                      if !isSameLevel(altMatch, altMatch2) {
                        guard hasElement else { throw InputmaskFieldError.refused }
                        keepStatic = true
                      } else if try setMergeLocators(altMatch, altMatch2) {
                        dropMatch = true
                        let i = malternateMatches.firstIndex { $0 === altMatch2 } ?? 0
                        malternateMatches.insert(altMatch, at: i)
                      }
                      break
                    } else if try staticCanMatchDefinition(altMatch2, altMatch) {
                      _ = try setMergeLocators(altMatch2, altMatch)
                      break
                    }
                  }
                  ndx2 += 1
                }
                if !dropMatch { malternateMatches.append(altMatch) }
              }
              ndx += 1
            }
            matches = currentMatches + malternateMatches
            testPos = pos
            insertStop = matches.count > 0 && unMatchedAlternation
            result = malternateMatches.count > 0 && !unMatchedAlternation
            ndxInitializer = IMBox(ndxInitializerClone)
          } else {
            let idx = Int(altIndex.number)
            let target = altList.at(idx) ?? maskToken.matches?.at(idx)
            result = try handleMatch(target, [altIndex] + loopNdx, quantifierRecurse)
          }
          return result
        }

        func handleQuantifier() throws -> Bool {
          let qt = match
          var breakloop = false
          let first: IMLoc = ndxInitializer.a.count > 0 ? ndxInitializer.a.removeFirst() : .num(0)
          var qLoc = first
          var q = first.number
          while true {
            let bound = qt.qMax.isNaN ? q + 1 : qt.qMax.number
            guard q < bound && testPos <= pos else { break }
            let tokenGroup = maskToken.matches?.at(indexIn(qt) - 1)
            if try handleMatch(tokenGroup, [qLoc] + loopNdx, tokenGroup) {
              guard let tokenGroup else { throw InputmaskFieldError.refused }
              for mtch in matches {
                let latestMatch = isMatchOf(tokenGroup, mtch.match) ? mtch.match : matches[matches.count - 1].match
                latestMatch.optionalQuantifier = q >= qt.qMin.number
                let idx = tokenGroup.matches?.firstIndex { $0 === latestMatch } ?? -1
                if let jit = qt.qJit {
                  latestMatch.jit = (q + 1) * Double(idx + 1) > jit.number
                } else {
                  latestMatch.jit = false
                }
                if latestMatch.optionalQuantifier == true, try isFirstMatch(latestMatch, tokenGroup) {
                  insertStop = true
                  testPos = pos
                  breakloop = true
                }
                if !breakloop && latestMatch.jit == true {
                  jitOffset[pos] = (tokenGroup.matches?.count ?? 0) - idx
                }
              }
              if breakloop { break }
              return true
            }
            q += 1
            qLoc = .num(Int(q))
            try tick()
          }
          return false
        }

        if testPos > pos + 500 { throw InputmaskFieldError.refused }
        if testPos == pos && match.matches == nil {
          matches.append(IMEntry(match: match, locator: loopNdx.reversed(), cd: cacheDependency))
          return true
        } else if match.matches != nil {
          if match.isGroup && quantifierRecurse !== match {
            return try handleGroup()
          } else if match.isOptional {
            return try handleOptional()
          } else if match.isAlternator {
            return try handleAlternator()
          } else if match.isQuantifier && quantifierRecurse !== maskToken.matches?.at(indexIn(match) - 1) {
            return try handleQuantifier()
          } else {
            return try resolveTestFromToken(match, ndxInitializer, loopNdx, quantifierRecurse)
          }
        } else {
          testPos += 1
          return false
        }
      }

      var tndx: IMLoc = ndxInitializer.a.count > 0 ? ndxInitializer.a.removeFirst() : .num(0)
      while tndx.number < Double(maskToken.matches?.count ?? 0) {
        let idx = Int(tndx.number)
        guard let node = maskToken.matches?.at(idx) else { throw InputmaskFieldError.refused }
        if !node.isQuantifier {
          let m = try handleMatch(node, [tndx] + loopNdx, quantifierRecurse)
          if m && testPos == pos {
            return m
          } else if testPos > pos {
            break
          }
        }
        tndx = .num(idx + 1)
      }
      return false
    }

    func mergeLocators(_ pos: Int, _ tests: [IMEntry]) throws -> [IMLoc] {
      var locator: [IMLoc] = []
      var alternation: Int?
      if let first = tests.first {
        if first.alternation == nil || keepStatic == true {
          guard let t = try determineTestTemplate(pos, tests) else { throw InputmaskFieldError.refused }
          locator = t.locator
          if locator.isEmpty { locator = first.locator }
        } else {
          for tst in tests {
            if locator.isEmpty {
              alternation = tst.alternation
              locator = tst.locator
            } else if let a = alternation, let l = tst.locator.at(a), l != .num(0), l != .str("") {
              guard let mine = locator.at(a) else { throw InputmaskFieldError.refused }
              if imIndexOf(mine.text, l.text) == -1 { locator[a] = .str(mine.text + "," + l.text) }
            } else if alternation == nil, !tst.locator.isEmpty {
              // `tst.locator[undefined]` is undefined: nothing to merge.
            }
          }
        }
      }
      return locator
    }

    if pos > -1 {
      if ndxIntlzr == nil {
        var previousPos = pos - 1
        var test: [IMEntry]?
        while true {
          test = vps[previousPos].map { [$0] } ?? (previousPos >= 0 ? tests[previousPos] : nil)
          if test == nil && previousPos > -1 { previousPos -= 1 } else { break }
        }
        if let test, previousPos > -1 {
          ndxInitializerTop = IMBox(try mergeLocators(previousPos, test))
          cacheDependency = ndxInitializerTop.a.map(\.text).joined()
          testPos = previousPos
        }
      }
      if let cached = tests[pos], let first = cached.first, first.cd == cacheDependency {
        return cached
      }
      if let startLoc = ndxInitializerTop.shift() {
        var mtndx = startLoc.number
        while mtndx < Double(maskTokens.count) {
          guard let token = maskTokens.at(Int(mtndx)) else { throw InputmaskFieldError.refused }
          let loc: IMLoc = mtndx == startLoc.number ? startLoc : .num(Int(mtndx))
          let m = try resolveTestFromToken(token, ndxInitializerTop, [loc], nil)
          if (m && testPos == pos) || testPos > pos { break }
          mtndx += 1
        }
      }
    }
    if matches.isEmpty || insertStop {
      matches.append(IMEntry(match: IMNode.stop(), locator: unMatchedAlternation ? [.num(0)] : [], cd: cacheDependency))
    }
    let result: [IMEntry]
    if ndxIntlzr != nil && tests[pos] != nil {
      result = matches.map { $0.clone() }
    } else {
      let stored = matches.map { $0.clone() }
      tests[pos] = stored
      result = stored
    }
    for t in matches { t.match.optionality = 0 }
    return result
  }

  /// `isSubsetOf(source, target, opts)`.
  func isSubsetOf(_ source: IMEntry, _ target: IMEntry) -> Bool {
    if let nd = target.match.nativeDef, source.match.def == nd { return true }
    guard let sfn = source.match.fn, let tfn = target.match.fn, !source.match.isStatic, !target.match.isStatic else {
      return false
    }
    if tfn.source == "." { return true }
    func strip(_ s: String) -> String { String(String.UnicodeScalarView(s.unicodeScalars.filter { $0 != "[" && $0 != "]" && $0 != "/" })) }
    func expand(_ pattern: String) -> String {
      let ps = Array(pattern.unicodeScalars)
      var out = String.UnicodeScalarView()
      var start: Int = -1
      var i = 0
      while i < ps.count {
        if ps[i] == "-" {
          let end = i + 1 < ps.count ? Int(ps[i + 1].value) : -1
          start += 1
          while start < end {
            if let sc = Unicode.Scalar(UInt32(start)) { out.append(sc) }
            start += 1
          }
        } else {
          start = Int(ps[i].value)
          out.append(ps[i])
        }
        i += 1
      }
      return String(out)
    }
    return imIndexOf(expand(strip(tfn.source)), expand(strip(sfn.source))) != -1
  }

  /// `getTest(pos, tests)`.
  func getTest(_ pos: Int, _ tests: [IMEntry]? = nil) throws -> IMEntry {
    if let v = vps[pos] { return v }
    let list = try tests ?? getTests(pos)
    guard let first = list.first else { throw InputmaskFieldError.refused }
    return first
  }

  /// `getDecisionTaker(tst)`.
  func getDecisionTaker(_ tst: IMEntry) -> String {
    guard let d = tst.locator.at(tst.alternation) else { return "" }
    if case .str(let s) = d, !s.isEmpty { return s.components(separatedBy: ",")[0] }
    return d.text
  }

  /// `getLocator(tst, align)`.
  func getLocator(_ tst: IMEntry, _ align: Int?) throws -> String {
    let arr: [IMLoc]
    if tst.alternation != nil {
      guard let m = tst.mloc[getDecisionTaker(tst)] else { throw InputmaskFieldError.refused }
      arr = m
    } else {
      arr = tst.locator
    }
    var locator = arr.map(\.text).joined()
    if !locator.isEmpty {
      locator = locator.components(separatedBy: ":")[0]
      if let align { while locator.unicodeScalars.count < align { locator += "0" } }
    }
    return locator
  }

  /// `determineOptionalityLevel(pos, tests)`.
  func determineOptionalityLevel(_ pos: Int, _ tests: [IMEntry]) -> Int {
    var level = 0
    var different = false
    for t in tests where t.match.optionality != 0 {
      if level != 0 && level != t.match.optionality { different = true }
      if level == 0 || level > t.match.optionality { level = t.match.optionality }
    }
    if level != 0 {
      if pos == 0 || tests.count == 1 || !different { level = 0 }
    }
    return level
  }

  /// `determineTestTemplate(pos, tests)`.
  func determineTestTemplate(_ posIn: Int, _ tests: [IMEntry]) throws -> IMEntry? {
    let optionalityLevel = determineOptionalityLevel(posIn, tests)
    let pos = posIn > 0 ? posIn - 1 : 0
    let altTest = try getTest(pos)
    let targetLocator = try getLocator(altTest, nil)
    var closest: Double?
    var bestMatch: IMEntry?
    for tst in tests {
      let tstLocator = try getLocator(tst, targetLocator.unicodeScalars.count)
      let distance = abs(jsNumber(tstLocator) - jsNumber(targetLocator))
      var take = closest == nil
      if !take, !tstLocator.isEmpty, let c = closest, distance < c { take = true }
      if !take, let b = bestMatch, b.match.optionality != 0, b.match.optionality - optionalityLevel > 0,
        b.match.newBlockMarker == .master,
        tst.match.optionality == 0 || tst.match.optionality - optionalityLevel < 1 || !tst.match.newBlockMarker.truthy
      {
        take = true
      }
      if !take, let b = bestMatch, b.match.optionalQuantifier == true, tst.match.optionalQuantifier != true { take = true }
      if take {
        closest = distance
        bestMatch = tst
      }
    }
    return bestMatch
  }

  /// `getTestTemplate(pos, ndxIntlzr, tstPs)`.
  func getTestTemplate(_ pos: Int, _ ndxIntlzr: [IMLoc]? = nil, _ tstPs: Int? = nil) throws -> IMEntry {
    if let v = vps[pos] { return v }
    guard let t = try determineTestTemplate(pos, getTests(pos, ndxIntlzr, tstPs)) else { throw InputmaskFieldError.refused }
    return t
  }
}
