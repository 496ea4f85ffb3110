import RegexAnalysis

/// Whether a regex is known to check what the user typed into a field, the one fact the
/// regex rules read before claiming that a regex breaks a form.
///
/// A regex run on every edit (`BBB_regular`, an imask regex mask, a Flutter filter), matched
/// against a whole value (`NSPredicate MATCHES`, `wholeMatch`, an HTML `pattern`, a
/// `[RegularExpression]` attribute), or set on a field that also has a mask, a max length or
/// a keyboard validates that field. A regex compiled or searched anywhere else may scan any
/// text — a URL, a CSS value, a template — so a verdict about typing or validation would be a
/// guess.
extension AnalyzedField {
  func validatesInput(_ regex: AnalysedRegex) -> Bool {
    switch regex.use {
    case .perEdit, .fullMatch: return true
    case .search, .compiled:
      // Some setting of the field is not a regex.
      return !kinds.subtracting(.regex).isEmpty
    }
  }
}

extension AnalysedRegex {
  /// The pattern repeats or chooses (a quantifier or an alternation somewhere): a regex
  /// without either that matches nothing (`a^`, `(?!)`, `[^\s\S]`) is the usual way to write
  /// "match nothing" on purpose.
  var repeatsOrChooses: Bool { analysis.repeatsOrChooses }
}

extension RegexPatternAnalysis {
  /// `AnalysedRegex.repeatsOrChooses` of a parsed pattern (found once per pattern).
  static func repeatsOrChooses(_ parsed: ParsedRegex) -> Bool {
    guard let root = parsed.ast?.root else { return false }
    return repeatsOrChooses(root)
  }

  private static func repeatsOrChooses(_ node: RegexNode) -> Bool {
    switch node.kind {
    case .quantified, .alternation: return true
    case .group(_, let inner): return repeatsOrChooses(inner)
    case .concatenation(let parts): return parts.contains(where: repeatsOrChooses)
    default: return false
    }
  }
}

extension AnalysedRegex {
  /// A backtracking engine runs the pattern as written. Inputmask's `regex` option (in code
  /// or `data-inputmask…` attributes) is not: the library splits it into per-position
  /// checks of one character each, so no input can make it backtrack.
  var runsOnBacktrackingEngine: Bool {
    flavor.backtracks && !Self.namesInputmask(setting.recognizedAs)
  }

  /// Whether `text` contains `inputmask` in any case.
  static func namesInputmask(_ text: String) -> Bool {
    ASCIICaseSearch.contains(text, "inputmask")
  }

  /// Searched, the pattern asks whether the text contains something, never whether the whole
  /// text is one: one character of a set or a run of them (`[a-z]`, `[A-Z]+`, `\d+`, `@`: a
  /// password's "has a lower-case letter"), plain text or a choice of texts (`about:blank`,
  /// `bold|bolder|700`), or parts joined by any run of characters (`(<body).*?(</body)`).
  var isContainsCheck: Bool {
    guard let root = analysis.parsed.ast?.root else { return false }
    return Self.findsCharactersOfOneSet(root) || Self.isPlainText(root) || Self.spansAnything(root)
  }

  /// `(<body).*?(</body)`: parts joined by a run of any characters is a search for a
  /// structure inside a longer text (a document, a log line), not a format of a whole value.
  private static func spansAnything(_ node: RegexNode) -> Bool {
    switch node.kind {
    case .group(.capture, let inner), .group(.nonCapture, let inner), .group(.namedCapture, let inner):
      return spansAnything(inner)
    case .concatenation(let parts):
      return parts.count > 1 && parts.contains { part in
        if case .quantified(let inner, let quantifier) = part.kind, quantifier.max == nil, case .dot = inner.kind { return true }
        return false
      }
    default: return false
    }
  }

  /// Text, a choice of texts, words joined by blanks (`<a\s+href`, `sign  in`): what a
  /// search for markers in a longer text (markup in an upload, a keyword) is written with.
  private static func isPlainText(_ node: RegexNode) -> Bool {
    switch node.kind {
    case .literal, .quoted: return true
    case .group(.capture, let inner), .group(.nonCapture, let inner), .group(.namedCapture, let inner): return isPlainText(inner)
    case .concatenation(let parts):
      return parts.allSatisfy { isPlainText($0) || isBlankRun($0) } && parts.contains(where: isPlainText)
    case .alternation(let choices): return choices.allSatisfy(isPlainText)
    default: return false
    }
  }

  /// `\s+`, `\s*`, ` +`, `\h?`: blanks between two words.
  private static func isBlankRun(_ node: RegexNode) -> Bool {
    switch node.kind {
    case .classEscape(.space), .classEscape(.horizontalSpace), .literal(0x20): return true
    case .quantified(let inner, _): return isBlankRun(inner)
    default: return false
    }
  }

  private static func findsCharactersOfOneSet(_ node: RegexNode) -> Bool {
    switch node.kind {
    case .literal, .dot, .classEscape, .property, .characterClass: return true
    case .group(.capture, let inner), .group(.nonCapture, let inner), .group(.namedCapture, let inner):
      return findsCharactersOfOneSet(inner)
    case .quantified(let inner, let quantifier):
      return quantifier.min == 1 && (quantifier.max == nil || quantifier.max == 1) && findsCharactersOfOneSet(inner)
    default: return false
    }
  }
}
