/// Flutter `mask_text_input_formatter` (`MaskTextInputFormatter(mask: …, filter: {…})`): every
/// mask character that is a key of `filter` is a slot accepting what its regex matches; every
/// other character is a literal. The default filter is `{"#": [0-9], "A": [^0-9]}`; a given
/// `filter` replaces it.
///
/// `edit` replays `formatEditUpdate` with the default lazy completion: the formatter keeps the
/// unmasked text and maps each edit onto it (deleting only literals changes nothing), drops
/// characters a slot refuses, takes characters equal to a run of literals as them only when
/// the run reaches a slot (otherwise they are read again as slot input: `123###` typed `1`
/// shows `1231`), and shows a literal only before the next slot character; the caret sits right after the
/// last slot character before it. The value is `getUnmaskedText()`, completeness `isFill()`.
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

  public init(mask: String, filter: [Character: CharacterClass]? = nil, eager: Bool = false) {
    self.pattern = mask
    self.eager = eager
    self.behavior = LinearBehavior(
      eagerLiterals: eager, tentativeLiteralMatch: true, editsUnmaskedText: true,
      caretBeforeLiterals: !eager)
    let filter = (filter?.isEmpty ?? true) ? FlutterMaskFormatter.defaultFilter : (filter ?? [:])
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
    linearEdit(state, replacing: range, with: replacement)
  }

  public func caretMap(forRaw raw: String) -> [Int] {
    guard !programs.isEmpty else { return Array(0...raw.count) }
    return formatted(Array(raw)).backwardCaret
  }

  public func sampleInput() -> String { linearSampleInput() }
  public var completeFormattedLength: Int? { linearCompleteFormattedLength }
}
