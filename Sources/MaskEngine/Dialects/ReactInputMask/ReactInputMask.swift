/// react-input-mask (`<InputMask mask="…">`): `formatChars` `9` digit, `a` ASCII letter, `*`
/// ASCII letter or digit; `\` makes the next character permanent (`parseMask`).
///
/// Defaults assumed: `maskChar: "_"`, so while the field is edited it shows the whole mask
/// with `_` in empty slots; a typed character equal to the permanent character at its place
/// is taken as it; the caret moves to the next editable position after typing. The value
/// the app receives (`onChange`) is the displayed text; completeness is `isFilled`.
/// Backspace over a permanent character moves the caret before it without deleting.
public struct ReactInputMask: Mask, LinearDialectMask {
  public let pattern: String
  public let tokens: [MaskToken]
  public let issues: [MaskIssue]
  let programs: [LinearProgram]
  let behavior = LinearBehavior(placeholder: "_")

  public var dialect: MaskDialect { .reactinputmask }

  static let builtIn: [Character: CharacterClass] = [
    "9": .asciiDigit,
    "a": .scalars(name: "letter", ranges: [0x41...0x5A, 0x61...0x7A]),
    "*": .scalars(name: "letter or digit", ranges: [0x30...0x39, 0x41...0x5A, 0x61...0x7A]),
  ]

  public init(pattern: String, formatChars: [Character: CharacterClass] = [:]) {
    self.pattern = pattern
    let table = ReactInputMask.builtIn.merging(formatChars) { _, c in c }
    var elements: [LinearElement] = []
    var issues: [MaskIssue] = []
    var permanent = false
    let characters = Array(pattern)
    for (i, c) in characters.enumerated() {
      if c == "\\" && !permanent {
        permanent = true
        if i == characters.count - 1 {
          issues.append(MaskIssue(.ignored, "The trailing `\\` escapes nothing; react-input-mask drops it.", range: i..<(i + 1)))
        }
        continue
      }
      let range = (permanent ? i - 1 : i)..<(i + 1)
      if !permanent, let cls = table[c] {
        elements.append(LinearElement(.slot(cls, .none), range: range))
      } else {
        elements.append(LinearElement(.literal(c, inValue: false), range: range))
      }
      permanent = false
    }
    issues += LinearIssues.basic("react-input-mask", pattern: pattern, elements: elements)
    self.issues = issues
    self.tokens = elements.map(\.token)
    self.programs = pattern.isEmpty ? [] : [LinearProgram(elements)]
  }

  func value(of result: LinearFormatted) -> String { String(result.text) }

  public func apply(_ input: CaretString) -> MaskResult { linearApply(input) }

  public func edit(
    _ state: CaretString, replacing range: Range<Int>, with replacement: String,
    validator: RawTextValidator?
  ) -> MaskResult? {
    linearEdit(state, replacing: range, with: replacement)
  }

  public func caretMap(forRaw raw: String) -> [Int] { linearCaretMap(forRaw: raw) }
  public func sampleInput() -> String { linearSampleInput() }
  public var completeFormattedLength: Int? { linearCompleteFormattedLength }
}
