/// Lowers an AST to `RegexCore`, resolving the flavour's class semantics, case-insensitivity
/// (flags and inline `(?i)`), `.` and anchors. Constructs outside the regular core become
/// `.unsupported(reason:)`.
struct RegexLowering {
  let flavor: RegexFlavor
  let flags: RegexFlags

  struct Options {
    var caseInsensitive: Bool
    var dotAll: Bool
    var multiline: Bool
    /// Java `(?u)`: Unicode case folding for `(?i)`.
    var unicodeCase: Bool
  }

  /// ECMAScript without `u`/`v`: the alphabet is UTF-16 code units (see
  /// `ParsedRegex.readsCodeUnits`). An astral literal is its two surrogate halves, and
  /// complements (`.`, `[^…]`, `\D`) are taken within the code units, so they match a lone half.
  var codeUnits: Bool {
    flavor == .ecmascript && !flags.contains(.unicode) && !flags.contains(.unicodeSets)
  }

  /// Everything one step of the input can be.
  var universe: ScalarSet { codeUnits ? .allCodeUnits : .all }

  func complement(_ set: ScalarSet) -> ScalarSet {
    codeUnits ? set.complement(in: .allCodeUnits) : set.inverted
  }

  /// A character as the units the regex reads: one scalar, or two halves without `u`.
  func units(_ v: UInt32) -> [UInt32] {
    guard codeUnits, v > 0xFFFF else { return [v] }
    let u = v - 0x10000
    return [0xD800 + (u >> 10), 0xDC00 + (u & 0x3FF)]
  }

  var classes: FlavorClasses {
    FlavorClasses(
      flavor: flavor,
      unicodeMode: flags.contains(.unicode) || flags.contains(.unicodeSets))
  }

  func lower(_ ast: RegexAST) -> RegexCore {
    var options = Options(
      caseInsensitive: flags.contains(.caseInsensitive), dotAll: flags.contains(.dotAll),
      multiline: flags.contains(.multiline), unicodeCase: flavor != .java)
    return lower(ast.root, &options)
  }

  func apply(_ change: OptionChange, to options: inout Options) {
    if change.caret {
      options.caseInsensitive = false
      options.dotAll = false
      options.multiline = false
    }
    for c in change.on {
      switch c {
      case "i": options.caseInsensitive = true
      case "s": options.dotAll = true
      case "m": options.multiline = true
      case "u": options.unicodeCase = true
      default: break
      }
    }
    for c in change.off {
      switch c {
      case "i": options.caseInsensitive = false
      case "s": options.dotAll = false
      case "m": options.multiline = false
      case "u": options.unicodeCase = flavor != .java
      default: break
      }
    }
  }

  func fold(_ set: ScalarSet, _ options: Options) -> ScalarSet {
    guard options.caseInsensitive else { return set }
    if flavor == .ecmascript {
      let unicode = flags.contains(.unicode) || flags.contains(.unicodeSets)
      return set.canonicallyClosed(unicode ? CaseCanonicalization.simpleFolding : CaseCanonicalization.upperCase)
    }
    return set.caseClosed(asciiOnly: !options.unicodeCase)
  }

  func lower(_ node: RegexNode, _ options: inout Options) -> RegexCore {
    switch node.kind {
    case .empty: return .empty
    case .literal(let v):
      let sets: [RegexCore] = units(v).map { .set(fold(ScalarSet(scalar: $0), options)) }
      return sets.count == 1 ? sets[0] : .concat(sets)
    case .quoted(let s):
      let sets: [RegexCore] = s.unicodeScalars.map { .set(fold(ScalarSet(scalar: $0.value), options)) }
      if sets.isEmpty { return .empty }
      return sets.count == 1 ? sets[0] : .concat(sets)
    case .dot:
      return .set(options.dotAll ? universe : complement(classes.lineTerminators))
    case .classEscape(let e):
      return .set(fold(escapeSet(e, options), options))
    case .property(let p):
      guard let set = classes.property(p.name) else {
        return .unsupported(reason: "property `\\p{\(p.name)}` is not modelled")
      }
      if flavor == .ecmascript, flags.contains(.unicodeSets) {
        // With `v`, `\P{…}` complements the case-folded set.
        let folded = fold(set, options)
        return .set(p.negated ? complement(folded) : folded)
      }
      return .set(fold(p.negated ? complement(set) : set, options))
    case .characterClass(let c):
      return lowerClass(c, options)
    case .anchor(let a):
      return lowerAnchor(a, options)
    case .group(let kind, let body):
      var inner = options
      switch kind {
      case .lookahead, .negativeLookahead, .lookbehind, .negativeLookbehind:
        return .unsupported(reason: "lookaround `\(RegexOutline.describe(node))`")
      case .options(let change):
        apply(change, to: &inner)
        return lower(body, &inner)
      case .atomic:
        let core = lower(body, &inner)
        if case .set = core { return core }
        return .unsupported(reason: "atomic group")
      default:
        return lower(body, &inner)
      }
    case .concatenation(let items):
      var parts: [RegexCore] = []
      for item in items {
        if case .optionChange(let change) = item.kind {
          apply(change, to: &options)
          continue
        }
        let part = lower(item, &options)
        if case .quoted = item.kind, case .concat(let inner) = part {
          parts += inner
        } else if part != .empty {
          parts.append(part)
        }
      }
      return parts.isEmpty ? .empty : .concat(parts)
    case .alternation(let branches):
      return .alternation(branches.map { branch in
        var o = options
        return lower(branch, &o)
      })
    case .quantified(let inner, let q):
      var o = options
      let body = lower(inner, &o)
      // Without `u`, `😀{2}` repeats only the last code unit of the astral character.
      if codeUnits, case .literal(let v) = inner.kind, v > 0xFFFF, case .concat(let halves) = body, halves.count == 2 {
        return .concat([halves[0], .repetition(halves[1], min: q.min, max: q.max)])
      }
      if q.mode == .possessive, !isSingleSet(body) {
        return .unsupported(reason: "possessive quantifier on a multi-character item")
      }
      return .repetition(body, min: q.min, max: q.max)
    case .backreference(.number(let n)): return .unsupported(reason: "backreference `\\\(n)`")
    case .backreference(.name(let n)): return .unsupported(reason: "backreference `\\k<\(n)>`")
    case .optionChange(let change):
      apply(change, to: &options)
      return .empty
    case .opaque(let s):
      if s == "\\R" {
        return .alternation([
          .concat([.set(ScalarSet(scalar: 0x0D)), .set(ScalarSet(scalar: 0x0A))]),
          .set(FlavorClasses.vertical),
        ])
      }
      return .unsupported(reason: "`\(s)`")
    }
  }

  /// ECMAScript with `i` and `u`/`v`: `\w` also takes the scalars that fold into it (U+017F
  /// LONG S, U+212A KELVIN SIGN), and `\W` is the complement of that.
  func escapeSet(_ e: ClassEscape, _ options: Options) -> ScalarSet {
    if flavor == .ecmascript, options.caseInsensitive,
      flags.contains(.unicode) || flags.contains(.unicodeSets), e == .word || e == .notWord
    {
      let word = FlavorClasses.asciiWord.union(.of([0x17F, 0x212A]))
      return e == .word ? word : word.inverted
    }
    if codeUnits {
      switch e {
      case .notDigit: return complement(classes.escape(.digit))
      case .notWord: return complement(classes.escape(.word))
      case .notSpace: return complement(classes.escape(.space))
      default: return classes.escape(e).intersection(universe)
      }
    }
    return classes.escape(e)
  }

  func isSingleSet(_ core: RegexCore) -> Bool {
    if case .set = core { return true }
    return false
  }

  func lowerAnchor(_ a: AnchorKind, _ options: Options) -> RegexCore {
    // Before a final line terminator (checked against the engines): ICU takes \n \v \f \r
    // U+0085 U+2028 U+2029 and CRLF; Java the same without \v \f; Swift's `$` does not.
    let terminators: ScalarSet =
      flavor == .java ? .of([0x0A, 0x0D, 0x85, 0x2028, 0x2029]) : FlavorClasses.vertical
    let finalTerminator = RegexCore.repetition(
      .alternation([.concat([.set(ScalarSet(scalar: 0x0D)), .set(ScalarSet(scalar: 0x0A))]), .set(terminators)]),
      min: 0, max: 1)
    switch a {
    case .lineStart:
      return options.multiline ? .unsupported(reason: "multiline `^`") : .startAnchor
    case .inputStart: return .startAnchor
    case .lineEnd:
      if options.multiline { return .unsupported(reason: "multiline `$`") }
      if flavor == .ecmascript || flavor == .swift { return .endAnchor }
      return .concat([finalTerminator, .endAnchor])
    case .inputEnd: return .endAnchor
    case .inputEndBeforeNewline:
      return .concat([finalTerminator, .endAnchor])
    case .wordBoundary: return .unsupported(reason: "word boundary `\\b`")
    case .notWordBoundary: return .unsupported(reason: "`\\B`")
    case .previousMatchEnd: return .unsupported(reason: "`\\G`")
    }
  }

  // MARK: Classes

  func lowerClass(_ c: CharacterClass, _ options: Options) -> RegexCore {
    var strings: [String] = []
    guard var set = memberSet(c.members, options, &strings) else {
      return .unsupported(reason: "a character class with an unmodelled property")
    }
    set = fold(set, options)
    if c.negated { return .set(complement(set)) }
    if strings.isEmpty { return .set(set) }
    var branches: [RegexCore] = strings.map { s in
      .concat(s.unicodeScalars.map { .set(fold(ScalarSet(scalar: $0.value), options)) })
    }
    if !set.isEmpty { branches.insert(.set(set), at: 0) }
    return .alternation(branches)
  }

  /// The union of members; multi-scalar strings (`\q{…}`) go to `strings`.
  func memberSet(_ members: [ClassMember], _ options: Options, _ strings: inout [String]) -> ScalarSet? {
    var ranges: [ClosedRange<UInt32>] = []
    var set = ScalarSet()
    for m in members {
      switch m.kind {
      case .literal(let v): ranges += units(v).map { $0...$0 }
      case .range(let lo, let hi):
        // Without `u` an astral end is two units: the range runs between the inner ones.
        let l = units(lo)
        let h = units(hi)
        ranges += l.dropLast().map { $0...$0 } + h.dropFirst().map { $0...$0 }
        if l.last! <= h.first! { ranges.append(l.last!...h.first!) }
      case .classEscape(let e): set = set.union(escapeSet(e, options))
      case .property(let p):
        guard let s = classes.property(p.name) else { return nil }
        if p.negated, flavor == .ecmascript, flags.contains(.unicodeSets) {
          set = set.union(complement(fold(s, options)))
        } else {
          set = set.union(p.negated ? complement(s) : s)
        }
      case .posix(let name, let negated):
        guard let s = classes.posix(name) ?? classes.property(name) else { return nil }
        set = set.union(negated ? complement(s) : s)
      case .nested(let c):
        var inner: [String] = []
        guard let s = memberSet(c.members, options, &inner) else { return nil }
        if c.negated {
          set = set.union(complement(fold(s, options)))
        } else {
          set = set.union(s)
          strings += inner
        }
      case .quoted(let s): ranges += s.unicodeScalars.map { $0.value...$0.value }
      case .strings(let list):
        for s in list {
          let scalars = Array(s.unicodeScalars)
          if scalars.count == 1 { ranges.append(scalars[0].value...scalars[0].value) } else { strings.append(s) }
        }
      case .operation(let op, let lhs, let rhs):
        var ls: [String] = []
        var rs: [String] = []
        guard let l = memberSet(lhs, options, &ls), let r = memberSet(rhs, options, &rs) else { return nil }
        let lf = fold(l, options)
        let rf = fold(r, options)
        if flavor == .java && lhs.isEmpty {
          set = set.union(r)
          continue
        }
        if flavor == .java && rhs.isEmpty {
          set = set.union(l)
          continue
        }
        switch op {
        case .intersection:
          set = set.union(lf.intersection(rf))
          strings += ls.filter(rs.contains)
        case .subtraction:
          set = set.union(lf.subtracting(rf))
          strings += ls.filter { !rs.contains($0) }
        case .symmetricDifference:
          set = set.union(lf.subtracting(rf).union(rf.subtracting(lf)))
        }
      }
    }
    return set.union(ScalarSet(ranges))
  }
}
