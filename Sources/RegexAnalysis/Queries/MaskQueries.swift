extension RegexLanguage {
  /// For a per-keystroke validator (applied to the whole raw text on every edit): the
  /// shortest refused prefix of an accepted string, with that string. Any text is allowed.
  public func prefixClosure() -> AnalysisOutcome<PrefixClosure> {
    run { nfa, meter in
      let p = try MaskProduct(nfa: nfa, mask: .anything, budget: budget, meter: meter)
      if let b = try p.blockedPrefix(meter: meter) { return .blocked(prefix: b.prefix, value: b.value) }
      return .closed
    }
  }

  /// Like `prefixClosure()`, restricted to the complete inputs of `mask`: a complete input
  /// the regex accepts that cannot be typed because one of its prefixes is refused, even when
  /// other complete inputs can be typed (`[a-z]{5}|\d{5}` blocks `12345` at `1`).
  public func prefixClosure(of mask: MaskLanguage) -> AnalysisOutcome<PrefixClosure> {
    run { nfa, meter in
      let p = try MaskProduct(nfa: nfa, mask: mask, budget: budget, meter: meter)
      if let b = try p.blockedPrefix(meter: meter) { return .blocked(prefix: b.prefix, value: b.value) }
      return .closed
    }
  }

  /// Whether a complete input of `mask` can be typed one character at a time when every
  /// intermediate raw text must match the regex (the seed's per-edit check); if not, the
  /// shortest blocked prefix and a value it blocks.
  public func firstBlockedPrefix(of mask: MaskLanguage) -> AnalysisOutcome<KeystrokeCheck> {
    run { nfa, meter in
      let p = try MaskProduct(nfa: nfa, mask: mask, budget: budget, meter: meter)
      var chooser = ReadableChooser()
      if let ok = try p.graph.readablePath(
        from: p.start, classSets: p.classSets, allowEmpty: true, chooser: &chooser, meter: meter,
        edgeAllowed: { _, u in p.accepts(u) }, isGoal: p.isGoal)
      {
        return .typeable(example: String(scalars: ok.scalars))
      }
      if let b = try p.blockedPrefix(meter: meter) { return .blocked(prefix: b.prefix, value: b.value) }
      return .noCompleteInput
    }
  }

  /// Whether the regex accepts some complete raw input of `mask`; if none, where and why
  /// every input fails.
  public func intersection(with mask: MaskLanguage) -> AnalysisOutcome<MaskIntersection> {
    run { nfa, meter in
      let p = try MaskProduct(nfa: nfa, mask: mask, budget: budget, meter: meter)
      var chooser = ReadableChooser()
      if let ok = try p.graph.readablePath(
        from: p.start, classSets: p.classSets, allowEmpty: true, chooser: &chooser, meter: meter, isGoal: p.isGoal)
      {
        return .nonEmpty(example: String(scalars: ok.scalars))
      }
      return try p.emptyIntersectionReason(meter: meter)
    }
  }

  /// A complete raw input `mask` allows and the regex rejects (nil if there is none).
  public func exampleRejectedInput(of mask: MaskLanguage) -> AnalysisOutcome<String?> {
    run { nfa, meter in
      let p = try MaskProduct(nfa: nfa, mask: mask, budget: budget, meter: meter)
      var chooser = ReadableChooser()
      let found = try p.graph.readablePath(
        from: p.start, classSets: p.classSets, allowEmpty: true, chooser: &chooser, meter: meter,
        isGoal: { p.isComplete($0) && !p.accepts($0) })
      return found.map { String(scalars: $0.scalars) }
    }
  }
}
