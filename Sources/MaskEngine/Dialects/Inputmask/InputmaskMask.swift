/// RobinHerbots Inputmask (JavaScript): `9` digit, `a` letter, `*` letter or digit, `A` letter
/// and `&` letter or digit upper-cased, `#` hex digit upper-cased; `[…]` optional (nestable),
/// `(…)` groups, `|` alternation, quantifiers `{n}` `{n,m}` `{n,}` `{+}` `{*}`, `\` escape.
///
/// Assumed options: `placeholder: ""` with `showMaskOnHover`/`showMaskOnFocus` off. A fresh
/// field is empty; once the library writes to it (a key a slot takes, a backspace), it shows
/// its whole template: the typed characters and every literal of the mask up to a repetition,
/// optional groups left out and empty slots showing nothing (`*A9/99` + `Y` → `Y/`), the caret
/// after the literals that follow the last filled slot (`seekNext`). `format` shows the same
/// template. Formatting walks the mask greedily: an optional part takes a character when its
/// slot accepts it (typing the literal after it skips it) and is then all or nothing; a
/// refused keystroke changes nothing (on an empty field, nothing is written), typing a literal
/// the field already shows is accepted without effect, and an alternation uses the
/// alternative that takes the longest prefix of the text without refusing a key, then the
/// most of it (Inputmask decides per keystroke). A typed space (`skipOptionalPartCharacter`)
/// stands for the literal at the caret, past optional groups not entered. Backspace after a
/// literal deletes the slot character before it (`seekPrevious`); with no slot character
/// left, the caret goes to the slot where the deleted character was, or the next one. The
/// value is `unmaskedvalue()`: the slot characters. Checked against the library in jsdom and headless Chromium
/// (Benchmarks/differential/inputmask).
public struct InputmaskMask: Mask, LinearDialectMask {
  public let pattern: String
  public let tokens: [MaskToken]
  public let issues: [MaskIssue]
  let programs: [LinearProgram]
  let behavior: LinearBehavior
  /// A list of masks (`mask: ["…", "…"]`): the library joins them in one alternation with
  /// `keepStatic` on, and shows the first mask of the list that takes the whole text.
  let keepsStatic: Bool
  /// For a list: how many masks it has (1 for one mask).
  public private(set) var listCount = 1
  /// For a list: the sample of the mask it describes.
  private var shownSample: String?
  /// For a list the library takes although a mask of it, read alone, has brackets that do
  /// not pair up (`["(99", "99)"]`): the library reads the brackets of the joined list, so
  /// what each mask's brackets do alone says nothing of the field.
  public private(set) var bracketsPairAcrossMasks = false
  /// The masks (custom markers replaced by the default ones) and definitions a field masked
  /// with this mask is built from (`InputmaskMask+Field`): one mask, or a list.
  let fieldSource: (masks: [String], definitions: [Character: CharacterClass])

  public var dialect: MaskDialect { .inputmask }

  /// `definitions`: custom definitions added to the built-in ones (Inputmask's `definitions`
  /// option), by symbol. `markers`: custom marker characters and the default ones they stand
  /// for (`groupmarker: ["<", ">"]` is `<` → `(`, `>` → `)`); the caller makes sure no
  /// character of the mask is a default marker that became a literal, so the mask is parsed
  /// with one character replaced by one and every offset stays as written.
  public init(pattern: String, definitions: [Character: CharacterClass] = [:], markers: [Character: Character] = [:]) {
    self.init(pattern: pattern, definitions: definitions, markers: markers, askingLibrary: true)
  }

  /// `askingLibrary`: whether a mask with an alternation is refused or taken as the library's
  /// own algorithm decides (`InputmaskMask+Refusal`); off for the list's joined mask, which
  /// the list asks about as the library joins it.
  init(pattern: String, definitions: [Character: CharacterClass], markers: [Character: Character], askingLibrary: Bool) {
    self.pattern = pattern
    var table = InputmaskDefinition.builtIn
    for (symbol, cls) in definitions {
      table[symbol] = InputmaskDefinition(symbol: symbol, accepting: cls, casing: .none)
    }
    let parsed = Self.replacing(markers, in: pattern)
    var parser = InputmaskParser(parsed, definitions: table)
    let tree = parser.parse()
    let refusedByBrackets = parser.issues.contains { $0.kind == .syntax }
    let verdict = askingLibrary && !parsed.isEmpty && Self.hasAlternation(parsed)
      ? Self.libraryRefuses([parsed], definitions: definitions) : nil
    // The library takes a mask whose brackets do not pair up as counted here: this reading
    // of the mask is not the library's, so nothing is said of it and only the library's
    // algorithm previews it.
    let misread = refusedByBrackets && verdict == false
    let hasSyntaxError = (refusedByBrackets && !misread) || verdict == true
    let programs = hasSyntaxError || misread ? [] : InputmaskCompiler.programs(tree)
    self.programs = programs
    self.keepsStatic = false
    self.fieldSource = ([parsed], definitions)
    // The library seeks the next editable position after a typed literal too (`seekNext`);
    // with alternations, `formatted` leaves out what the alternatives left disagree on.
    var behavior = LinearBehavior(
      eagerLiterals: true, backspaceSkipsLiterals: true, showsTemplate: true, optionalGroupsCommit: true)
    behavior.literalsFollowTypedLiterals = true
    behavior.shownTailTakesTypedLiterals = true
    self.behavior = behavior
    // A misread mask keeps its parts (its slots are the library's; how they group is not).
    self.tokens = hasSyntaxError ? [] : InputmaskCompiler.tokens(tree)
    var issues = misread ? [] : parser.issues
    if verdict == true && !refusedByBrackets {
      issues.append(Self.thrownWhileApplied(list: false))
    }
    for (custom, standard) in markers {
      // Messages quote the markers as written.
      for i in issues.indices {
        issues[i].message = issues[i].message.replacing("`\(standard)`", with: "`\(custom)`")
      }
    }
    if pattern.isEmpty {
      issues.append(
        MaskIssue(
          .empty, "The mask is empty: Inputmask falls back to the regex `.*`, so any text is accepted unformatted.",
          range: 0..<0))
    } else if !hasSyntaxError && !misread && !tokens.contains(where: \.isSlot) {
      issues.append(LinearIssues.noSlots("Inputmask", count: pattern.count))
    } else if let first = programs.first {
      issues += LinearIssues.optionalTrap("Inputmask", elements: first.elements)
    }
    self.issues = issues
  }


  /// A list of masks, as Inputmask takes `mask: ["(99) 9999-9999", "(99) 99999-9999"]`: one
  /// alternation of the masks in order, with `keepStatic` on (the library's default for a
  /// list), so the field shows the first mask that takes the whole text (`(12) 3456-7890`,
  /// then `(12) 34567-8901` once an eleventh digit comes). A mask of the list with an optional
  /// part after the same character (`9[9]`) becomes an alternation of both (`(9|99)`), as the
  /// library rewrites it under `keepStatic`. `pattern`, tokens and issues are the first mask's.
  /// `shown`: the mask of the list whose pattern, parts and issues the value describes (a hover
  /// over one mask of the list), and whose sample it offers.
  public init(list: [String], shown: Int = 0, definitions: [Character: CharacterClass] = [:], markers: [Character: Character] = [:]) {
    let masks = list.map { InputmaskMask(pattern: Self.keepingStatic($0), definitions: definitions, markers: markers) }
    guard masks.count > 1, masks.indices.contains(shown) else {
      self = InputmaskMask(pattern: list.first ?? "", definitions: definitions, markers: markers)
      return
    }
    let first = InputmaskMask(pattern: list[shown], definitions: definitions, markers: markers)
    // The library parses the list as one mask, `(a|b)`: that mask's syntax decides whether
    // the list is refused.
    let joined = InputmaskMask(
      pattern: "(" + list.map(Self.keepingStatic).joined(separator: "|") + ")", definitions: definitions, markers: markers,
      askingLibrary: false)
    pattern = list[shown]
    listCount = list.count
    shownSample = first.sampleInput()
    tokens = first.tokens
    let sources = list.map { Self.replacing(markers, in: $0) }
    // Joined, the list always has an alternation: the library's algorithm decides whether it
    // throws (nil: the question took too much work, and the brackets decide).
    var refused = joined.issues.filter { $0.kind == .syntax }.map { Self.placed($0, inListOf: list, shown: shown) }
    switch Self.libraryRefuses(sources, definitions: definitions) {
    case false?: refused = []
    case true? where refused.isEmpty: refused = [Self.thrownWhileApplied(list: true)]
    default: break
    }
    let pairsAcross = refused.isEmpty && masks.contains { $0.issues.contains { $0.kind == .syntax } }
    bracketsPairAcrossMasks = pairsAcross
    // What the shown mask's brackets do alone is not what the library does with the list's.
    issues = refused.isEmpty
      ? first.issues.filter { $0.kind != .syntax && !(pairsAcross && $0.kind == .ignored) } : refused
    if !refused.isEmpty {
      programs = []
    } else if masks.allSatisfy({ !$0.programs.isEmpty }) {
      programs = masks.flatMap(\.programs)
    } else {
      programs = joined.programs
    }
    behavior = first.behavior
    keepsStatic = true
    fieldSource = (sources, definitions)
  }

  /// An issue of the joined mask `(a|b|…)` placed in the mask of the list that `shown`
  /// describes; an issue in another mask of the list (or in what joins them) is placed at
  /// the start, its message naming that mask.
  private static func placed(_ issue: MaskIssue, inListOf list: [String], shown: Int) -> MaskIssue {
    var start = 1  // after the joined mask's `(`
    for (k, mask) in list.enumerated() {
      let written = keepingStatic(mask)
      let end = start + written.count
      if issue.range.lowerBound >= start && issue.range.upperBound <= end {
        if k == shown && written == mask {
          return MaskIssue(issue.kind, issue.message, range: (issue.range.lowerBound - start)..<(issue.range.upperBound - start))
        }
        return MaskIssue(issue.kind, "In the list's mask `\(mask)`: " + issue.message, range: 0..<0)
      }
      start = end + 1  // past the `|`
    }
    let joined = "(" + list.joined(separator: "|") + ")"
    return MaskIssue(issue.kind, "Inputmask joins the list into one mask, `\(joined)`: " + issue.message, range: 0..<0)
  }

  /// `pattern` with each custom marker replaced by the default marker it stands for; escaped
  /// characters (`\<`) stay literals.
  static func replacing(_ markers: [Character: Character], in pattern: String) -> String {
    guard !markers.isEmpty else { return pattern }
    var out: [Character] = []
    var escaped = false
    for c in pattern {
      out.append(escaped ? c : markers[c] ?? c)
      escaped = !escaped && c == "\\"
    }
    return String(out)
  }

  /// What `keepStatic` does to a mask before it is parsed (`preProcessMask`): each optional
  /// group after one character, `X[Y…]`, whose first character is that character becomes the
  /// alternation `(X|XY…)`.
  static func keepingStatic(_ mask: String) -> String {
    var out: [Character] = []
    let chars = Array(mask)
    var i = 0
    while i < chars.count {
      if i + 1 < chars.count, chars[i + 1] == "[", let close = chars[(i + 2)...].firstIndex(of: "]"),
        close > i + 2, chars[i + 2] == chars[i]
      {
        let p1 = chars[i]
        let p2 = chars[(i + 2)..<close]
        out += ["(", p1, "|", p1] + p2 + [")"]
        i = close + 1
        continue
      }
      out.append(chars[i])
      i += 1
    }
    return String(out)
  }

  public func edit(
    _ state: CaretString, replacing range: Range<Int>, with replacement: String,
    validator: RawTextValidator?
  ) -> MaskResult? {
    editing(state, replacing: range, with: replacement, typed: []).result
  }

  /// `edit`, for a list whose field holds the literals at `typed` (offsets in `state.text`)
  /// as typed keys (`InputmaskTypedLiterals`); with the range the edit replaced (a backspace
  /// after a literal deletes the key before it).
  func editing(
    _ state: CaretString, replacing range: Range<Int>, with replacement: String, typed: [Int]
  ) -> (result: MaskResult, range: Range<Int>) {
    guard !programs.isEmpty else { return (linearEdit(state, replacing: range, with: replacement), range) }
    var text = Array(state.text)
    var range = CharacterOffsets.clamp(range, count: text.count)
    let isDeletion = replacement.isEmpty && !range.isEmpty
    let shown = shownFormatting(text, typed: Set(typed))
    // The offset after the last position holding a key (0 when the text is not as shown).
    var heldEnd = 0
    if shown.text == text {
      // The positions holding a key: slot characters and, in a list, typed literals.
      let held = shown.fromSlot.indices.map { shown.fromSlot[$0] || typed.contains($0) }
      if isDeletion && range.count == 1 && !held[range.lowerBound] {
        // Backspace after a literal deletes the slot character (or typed literal) before it
        // (`seekPrevious`).
        guard let slot = held[..<range.lowerBound].lastIndex(of: true) else {
          // The literal's position is cleared; with no slot character left the caret goes to
          // the first slot (`determineNewCaretPosition`).
          if !held.contains(true) { return (templateResult(shown, deletedAt: range.lowerBound), range) }
          return (result(shown, caret: range.lowerBound, forward: false), range)
        }
        range = slot..<(slot + 1)
      }
      // The template's literals after the last slot character and the caret are shown, not
      // typed: the edit applies to the text before them. A literal before the caret stays: a
      // typed `:` that skipped an optional slot (`9[9]:99` + `2:` shows `2:|`) keeps it skipped.
      heldEnd = (held.lastIndex(of: true) ?? -1) + 1
      let end = max(heldEnd, range.upperBound)
      text.removeSubrange(end...)
      range = CharacterOffsets.clamp(range, count: text.count)
    }
    var replacement = replacement
    if replacement == " " {
      if let literal = skippedTo(Array(text[..<range.lowerBound])) {
        // In a list holding no key, a letter does not take the space (see `skippedToLaterMask`).
        if !(keepsStatic && heldEnd == 0 && range.lowerBound == 0 && literal.isLetter) { replacement = String(literal) }
      } else if keepsStatic, state.text.isEmpty || (shown.text == Array(state.text) && (shown.complete || (heldEnd == 0 && range.lowerBound == 0))),
        let literal = skippedToLaterMask(
        held: text.indices.filter { $0 < range.lowerBound && (shown.fromSlot[$0] || typed.contains($0)) }.map { text[$0] })
      {
        replacement = String(literal)
      }
    }
    // A list holds the typed literals before the edit, those after it moved with the text,
    // and offers the key to the later masks as typed when the key comes first or the mask
    // shown is complete (only then does the library re-validate it under another mask).
    var typedInput = Set(typed.filter { $0 < range.lowerBound })
    typedInput.formUnion(
      typed.filter { $0 >= range.upperBound && $0 < text.count }.map { $0 - range.count + replacement.count })
    if keepsStatic && replacement.count == 1 && (range.lowerBound == 0 || (shown.text == Array(state.text) && shown.complete)) {
      typedInput.insert(range.lowerBound)
    }
    text.replaceSubrange(range, with: Array(replacement))
    let r = formatted(text, typed: typedInput)
    // A key no slot takes leaves an empty field as it is: the library writes nothing.
    if !isDeletion && state.text.isEmpty && !replacement.isEmpty && r.placed == 0 {
      return (MaskResult(formatted: state, complete: r.complete, value: ""), range)
    }
    // With an alternation, a refused key leaves the field as it is, the caret too (it may
    // stand before a literal the alternatives still differ on: `9-|AA` + `1` + `6` → `1|-`);
    // a key equal to a literal after the caret, or a space, moves the caret past it.
    let after = Array(state.text).dropFirst(min(state.caret, state.text.count))
    if programs.count > 1 && !isDeletion && r.firstDropped != Int.max && r.text == Array(state.text)
      && replacement != " " && !replacement.contains(where: { after.contains($0) })
    {
      return (MaskResult(formatted: state, complete: r.complete, value: value(of: r)), range)
    }
    // In a list, a key typed before the last key held is inserted (`insertMode`): when a key
    // after it no longer fits, `revalidateMask` fails, `alternate()` finds no mask that takes
    // all the keys, and the key is refused; the field stays as it was (`["9", "9/ ", "9/ 99"]`
    // showing `3/ |11` + `0`).
    if keepsStatic && !isDeletion && range.isEmpty && replacement.count == 1 && range.lowerBound < heldEnd
      && r.firstDropped != Int.max
    {
      return (MaskResult(formatted: state, complete: shown.complete, value: value(of: shown)), range)
    }
    if isDeletion && !r.fromSlot.contains(true) {
      // Nothing left in a slot: the caret goes to the first slot (`determineNewCaretPosition`).
      return (templateResult(r, deletedAt: range.lowerBound), range)
    }
    // A key at position 1 that moves the list to another mask: the caret stops at the first
    // slot after position 1 (`InputmaskSwitchCaret`).
    if !isDeletion,
      let caret = caretAfterSwitchAtOne(
        old: Array(state.text), oldComplete: shown.text == Array(state.text) && shown.complete, range: range,
        key: replacement, edited: text, to: r)
    {
      var moved = result(r, caret: range.lowerBound + replacement.count, forward: true)
      moved.formatted.caret = min(caret, moved.formatted.caret)
      return (moved, range)
    }
    return (
      result(r, caret: isDeletion ? range.lowerBound : range.lowerBound + replacement.count, forward: !isDeletion),
      range
    )
  }

  /// A deletion that leaves no slot character: the field shows `r` (the template) with the
  /// caret where the deleted character was when a slot (optional or not) sits there, else at
  /// the next slot, else at the end (`determineNewCaretPosition`).
  func templateResult(_ r: LinearFormatted, deletedAt position: Int) -> MaskResult {
    let text = String(r.text)
    let caret = emptySlotPositions().first { $0 >= position } ?? text.count
    return MaskResult(
      formatted: CaretString(text, caret: min(caret, text.count), gravity: .backward(autoskip: false)),
      complete: r.complete, value: value(of: r))
  }

  /// The offsets in the empty template at which the slots sit, in order (the template shows
  /// the literals only, optional groups left out).
  func emptySlotPositions() -> [Int] {
    guard let elements = programs.first?.elements else { return [] }
    var positions: [Int] = []
    var count = 0
    var hidden: Set<Int> = []
    for (index, element) in elements.enumerated() {
      if let h = LinearFormatter.hiddenLiteral(elements[...], from: index) { hidden.insert(h.index) }
      switch element.kind {
      case .literal:
        if element.optionalGroup == nil && !hidden.contains(index) { count += 1 }
      case .slot:
        positions.append(count)
      case .repeating:
        positions.append(count)
        return positions
      }
    }
    return positions
  }

  /// A typed space (`skipOptionalPartCharacter`) after `prefix`: the library offers it to the
  /// next position, where a literal takes it as itself and an optional group not yet entered
  /// is skipped (`getTests` lists the group's slot and what follows it). The literal it stands
  /// for, or nil when a slot comes first (the space is refused).
  func skippedTo(_ prefix: [Character]) -> Character? {
    let (index, r) = LinearFormatter.best(programs, behavior: behavior, input: prefix)
    return nextLiteral(in: index, after: r)
  }

  /// For a list whose mask shown is complete, or a field holding no key: the literal a typed space
  /// stands for under a later mask. The mask refuses the space, and the library re-validates
  /// the keys the field holds (`held`) with the space after them under the next mask that
  /// takes them (`alternate()`), where the space takes the literal that follows them
  /// (`["999", "999/a9"]` showing `917` + space → `917/`, the `/` typed; `["999-9999",
  /// "(999) 999-9999"]` empty + space → `() -`, the `(` typed). Nil when no mask does.
  func skippedToLaterMask(held: [Character]) -> Character? {
    for index in programs.indices {
      let r = LinearFormatter.format(programs[index], behavior: behavior, input: held)
      guard r.firstDropped == Int.max, r.value.count == held.count else { continue }
      var literal = nextLiteral(in: index, after: r)
      // The template shows the literals after the keys at once (`r.next` is past them).
      if literal == nil, let last = r.fromSlot.lastIndex(of: true), last + 1 < r.text.count, !r.fromSlot[last + 1] {
        literal = r.text[last + 1]
      }
      // A letter does not take the space (measured: `["9", "c"]` and `["99.9", "X"]` refuse
      // it, `["9", "+9"]` and `["9", "7"]` take it).
      if let literal, !literal.isLetter { return literal }
    }
    return nil
  }

  /// The literal at the next position after `r` in program `index`, past optional groups not
  /// entered; nil when a slot comes first.
  private func nextLiteral(in index: Int, after r: LinearFormatted) -> Character? {
    let elements = programs[index].elements
    var k = r.next
    while k < elements.count {
      let element = elements[k]
      if case .literal(let l, _) = element.kind { return l }
      guard let group = element.optionalGroup, group != r.entered else { return nil }
      k = max(group.upperBound, k + 1)
    }
    return nil
  }

  public func sampleInput() -> String { shownSample ?? linearSampleInput() }
  public var completeFormattedLength: Int? { linearCompleteFormattedLength }
}
