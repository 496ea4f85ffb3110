/// Flutter `mask_text_input_formatter` (`MaskTextInputFormatter(mask: …, filter: {…})`): every
/// mask character that is a key of `filter` is a slot accepting what its regex matches; every
/// other character is a literal. The default filter is `{"#": [0-9], "A": [^0-9]}`; a given
/// `filter` replaces it (`filter: {}` leaves no slot). An eager formatter shows the literals
/// after the last slot character while typing, not after a deletion.
///
/// `edit` replays `formatEditUpdate` with the default lazy completion: the formatter keeps the
/// unmasked text and maps each edit onto it (deleting only literals changes nothing), drops
/// characters a slot refuses, and shows a literal only before the next slot character; the
/// caret sits right after the last slot character before it. Characters equal to a run of
/// literals are taken as them only when more than one character is inserted at once (a
/// paste) or with eager completion, and only when the run reaches a slot (otherwise they are
/// read again as slot input); a single typed character always goes to a slot (`0######`
/// typed `0` `0` shows `000`). Text pasted into an empty field first loses the start of the
/// mask's leading literals it repeats (`+1 (###)` + `+12345` reads `2345`). The value is
/// `getUnmaskedText()`, completeness `isFill()`.
public struct FlutterMaskFormatter: Mask, LinearDialectMask {
  public let pattern: String
  public let tokens: [MaskToken]
  public let issues: [MaskIssue]
  /// The filter in use, by mask character.
  public let filter: [Character: CharacterClass]
  let programs: [LinearProgram]
  let behavior: LinearBehavior
  /// `MaskAutoCompletionType.eager`: literals appear as soon as the slot before them is filled.
  public let eager: Bool

  public var dialect: MaskDialect { .flutter }

  /// `{"#": RegExp('[0-9]'), "A": RegExp('[^0-9]')}`.
  public static let defaultFilter: [Character: CharacterClass] = [
    "#": .asciiDigit,
    "A": .scalars(name: "non-digit", ranges: [0...0x2F, 0x3A...0x10FFFF]),
  ]

  /// An empty or nil `filter` means the default one, unless `filterGiven` (the code passes
  /// `filter: {}`, which leaves no slot).
  public init(mask: String, filter: [Character: CharacterClass]? = nil, eager: Bool = false, filterGiven: Bool = false) {
    self.pattern = mask
    self.eager = eager
    self.behavior = LinearBehavior(
      eagerLiterals: eager, tentativeLiteralMatch: true, editsUnmaskedText: true,
      caretBeforeLiterals: !eager)
    let filter = (filter?.isEmpty ?? true) && !filterGiven ? FlutterMaskFormatter.defaultFilter : (filter ?? [:])
    self.filter = filter
    let elements = Array(mask).enumerated().map { i, c -> LinearElement in
      if let cls = filter[c] { return LinearElement(.slot(cls, .none), range: i..<(i + 1)) }
      return LinearElement(.literal(c, inValue: false), range: i..<(i + 1))
    }
    self.tokens = elements.map(\.token)
    var issues = LinearIssues.basic("mask_text_input_formatter", pattern: mask, elements: elements)
    if mask.isEmpty {
      issues = [
        MaskIssue(.empty, "The mask is empty: mask_text_input_formatter passes the text through unformatted.", range: 0..<0)
      ]
    }
    self.issues = issues
    self.programs = mask.isEmpty ? [] : [LinearProgram(elements)]
  }

  public func apply(_ input: CaretString) -> MaskResult { linearApply(input) }

  public func edit(
    _ state: CaretString, replacing range: Range<Int>, with replacement: String,
    validator: RawTextValidator?
  ) -> MaskResult? {
    guard !programs.isEmpty else { return plainEdit(state, replacing: range, with: replacement) }
    let text = Array(state.text)
    let (before, rawRange) = rawText(text, range: CharacterOffsets.clamp(range, count: text.count))
    var raw = before
    raw.replaceSubrange(rawRange, with: Array(replacement))
    var caret = rawRange.lowerBound + replacement.count
    if before.isEmpty && raw.count > 1 {
      let stripped = repeatedPrefixLength(raw)
      raw.removeFirst(stripped)
      caret = max(0, caret - stripped)
    }
    var behavior = self.behavior
    // After a deletion the eager formatter trims the trailing literals like the lazy one.
    if eager && !range.isEmpty { behavior.eagerLiterals = false }
    if !eager && replacement.count <= 1 {
      behavior.typedLiteralsMatch = false
      behavior.tentativeLiteralMatch = false
    }
    let r = LinearFormatter.best(programs, behavior: behavior, input: raw).result
    let isDeletion = replacement.isEmpty && !rawRange.isEmpty
    return result(r, caret: caret, forward: !isDeletion)
  }

  /// How many characters the formatter strips from the start of text pasted into an empty
  /// field: those that repeat the mask's leading literals, up to the first that differs (all
  /// of them when the text starts with every leading literal).
  func repeatedPrefixLength(_ raw: [Character]) -> Int {
    let mask = Array(pattern)
    guard let firstSlot = mask.firstIndex(where: { filter[$0] != nil }), firstSlot > 0 else { return 0 }
    let count = min(raw.count, firstSlot)
    for j in 0..<count {
      if mask[j] != raw[j] { return j }
      if j == count - 1 { return count }
    }
    return 0
  }

  public func caretMap(forRaw raw: String) -> [Int] {
    guard !programs.isEmpty else { return Array(0...raw.count) }
    return formatted(Array(raw)).backwardCaret
  }

  public func sampleInput() -> String { linearSampleInput() }
  public var completeFormattedLength: Int? { linearCompleteFormattedLength }
}
