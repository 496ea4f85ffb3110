/// imask pattern masks (`IMask(el, {mask: "…"})`): `0` digit, `a` letter, `*` any character;
/// `[` and `]` toggle optional input (each optional slot is skipped on its own; fixed
/// characters inside stay), `{` and `}` toggle fixed characters kept in `unmaskedValue`,
/// `` ` `` stops characters shifting back on delete, `\` escapes (MaskedPattern._rebuildMask).
///
/// Defaults assumed: `lazy: true` (no placeholder shown), `eager: false`: a fixed character
/// appears once a typed character reaches it, even one the next slot refuses (mask `0+` with
/// `11` shows `1+`, test/masked/pattern/insert.ts), and not before; backspace after a fixed character deletes
/// it and it is put back, moving the caret before it (`eager: "remove"` would delete the
/// character before it). With `eager: true`, backspace on a fixed character also removes the
/// input character before it, and delete the one after it. The stop character is parsed but its effect on deletion is not
/// modelled. `blocks` are not supported.
public struct IMaskMask: Mask, LinearDialectMask {
  public let pattern: String
  public let tokens: [MaskToken]
  public let issues: [MaskIssue]
  let programs: [LinearProgram]
  let behavior: LinearBehavior
  /// imask `eager: true`: fixed characters appear as soon as the slot before them is filled,
  /// and backspace after a fixed character also deletes the slot character before it
  /// (`splice` with `eagerRemove` keeps removing until the raw input changes).
  public let eager: Bool

  public var dialect: MaskDialect { .imask }

  /// imask's `DEFAULT_DEFINITIONS`: `\d`, Unicode letters, `.`.
  static let builtIn: [Character: CharacterClass] = ["0": .asciiDigit, "a": .unicodeLetter, "*": .any]

  public init(pattern: String, definitions: [Character: CharacterClass] = [:], eager: Bool = false) {
    self.pattern = pattern
    self.eager = eager
    self.behavior = LinearBehavior(
      eagerLiterals: eager, backspaceSkipsLiterals: eager, literalsOnAnyCharacter: true)
    let table = IMaskMask.builtIn.merging(definitions) { _, custom in custom }
    let characters = Array(pattern)
    var elements: [LinearElement] = []
    var issues: [MaskIssue] = []
    var optional = false
    var optionalOpen = 0
    var unmasking = false
    var unmaskingOpen = 0
    var i = 0
    while i < characters.count {
      var c = characters[i]
      var isInput = table[c] != nil
      let start = i
      switch c {
      case "`":
        i += 1
        continue
      case "{", "}":
        if (c == "{") == unmasking {
          issues.append(
            MaskIssue(
              .ignored,
              "imask treats `{` and `}` as one toggle, so this `\(c)` \(unmasking ? "ends" : "starts") the "
                + "fixed part kept in the value instead of \(unmasking ? "starting" : "ending") one.",
              range: i..<(i + 1)))
        }
        unmasking.toggle()
        unmaskingOpen = i
        i += 1
        continue
      case "[", "]":
        if (c == "[") == optional {
          issues.append(
            MaskIssue(
              .ignored,
              "imask treats `[` and `]` as one toggle (optional parts do not nest), so this `\(c)` "
                + "\(optional ? "ends" : "starts") the optional part.",
              range: i..<(i + 1)))
        }
        optional.toggle()
        optionalOpen = i
        i += 1
        continue
      case "\\":
        i += 1
        guard i < characters.count else {
          issues.append(
            MaskIssue(.ignored, "The trailing `\\` escapes nothing; imask stops reading the mask there.", range: start..<i))
          continue
        }
        c = characters[i]
        isInput = false
      default: break
      }
      let range = start..<(i + 1)
      if isInput, let cls = table[c] {
        let index = elements.count
        elements.append(
          LinearElement(.slot(cls, .none), range: range, optionalGroup: optional ? index..<(index + 1) : nil))
      } else {
        elements.append(LinearElement(.literal(c, inValue: unmasking), range: range))
      }
      i += 1
    }
    if optional {
      issues.append(
        MaskIssue(.ignored, "`[` is never closed: every slot after it is optional.", range: optionalOpen..<(optionalOpen + 1)))
    }
    if unmasking {
      issues.append(
        MaskIssue(
          .ignored, "`{` is never closed: every fixed character after it is kept in the value.",
          range: unmaskingOpen..<(unmaskingOpen + 1)))
    }
    issues += LinearIssues.basic("imask", pattern: pattern, elements: elements)
    issues += LinearIssues.optionalTrap("imask", elements: elements)
    self.issues = issues
    self.tokens = elements.map(\.token)
    self.programs = pattern.isEmpty ? [] : [LinearProgram(elements)]
  }

  public func apply(_ input: CaretString) -> MaskResult { linearApply(input) }

  public func edit(
    _ state: CaretString, replacing range: Range<Int>, with replacement: String,
    validator: RawTextValidator?
  ) -> MaskResult? {
    if eager && replacement.isEmpty && range.count == 1 && state.caret == range.lowerBound {
      // Delete (forwards) on a fixed character: eager removal goes on to the next input
      // character (`0.0` with `1.2`, delete on `.`: `1.`).
      let text = Array(state.text)
      let current = formatted(text)
      if range.upperBound <= text.count && current.text == text && !current.fromSlot[range.lowerBound] {
        guard let slot = current.fromSlot[range.upperBound...].firstIndex(of: true) else {
          return result(current, caret: range.lowerBound, forward: false)
        }
        var r = linearEdit(CaretString(state.text, caret: slot), replacing: slot..<(slot + 1), with: "")
        r.formatted.caret = min(range.lowerBound, r.formatted.text.count)
        return r
      }
    }
    return linearEdit(state, replacing: range, with: replacement)
  }

  public func caretMap(forRaw raw: String) -> [Int] { linearCaretMap(forRaw: raw) }
  public func sampleInput() -> String { linearSampleInput() }
  public var completeFormattedLength: Int? { linearCompleteFormattedLength }
}
