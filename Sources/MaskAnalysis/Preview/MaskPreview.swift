import MaskEngine

/// Everything `maskls preview` and the hover show for a mask: the formatted sample (or a
/// given input), completeness, the extracted value, the caret map and a keystroke replay.
public struct MaskPreview: Sendable {
  public struct Request: Sendable {
    public var input: String?
    public var caret: Int?
    public var backward: Bool = false
    public var autocomplete: Bool = false
    public var autoskip: Bool = false
    public var keys: String?
    public var maxLength: Int?
    public var validator: RawTextValidator?

    public init() {}
  }

  public var mask: any Mask
  public var input: String
  public var result: MaskResult
  /// `caretMap[i]`: formatted caret for raw caret `i` of `input`.
  public var caretMap: [Int]
  public var keys: [Keystroke]
  public var steps: [ReplayStep]

  /// Builds the preview. Without `input`, the mask's sample input is used; without `keys`,
  /// the replay types the input (its first `SimulationBudget.replayKeyCount` characters) and
  /// then deletes back over the first literal boundary.
  public init(mask: any Mask, request: Request) {
    self.mask = mask
    let input = request.input ?? mask.sampleInput()
    self.input = input
    let gravity: CaretString.Gravity = request.backward
      ? .backward(autoskip: request.autoskip) : .forward(autocomplete: request.autocomplete)
    let caret = min(max(0, request.caret ?? input.count), input.count)
    self.result = mask.apply(CaretString(input, caret: caret, gravity: gravity))
    self.caretMap = mask.caretMap(forRaw: input)
    let keys = request.keys.map(Keystroke.parse)
      ?? MaskPreview.defaultKeys(for: input, patternLength: mask.pattern.count)
    self.keys = keys
    let simulator = FieldSimulator(mask: mask, maxLength: request.maxLength, validator: request.validator)
    self.steps = simulator.replay(keys)
  }

  /// Type every character of `input` (at most `SimulationBudget.replayKeyCount`: each key
  /// reformats against the whole mask, so a huge mask's full replay would take minutes), then
  /// two backspaces.
  static func defaultKeys(for input: String, patternLength: Int) -> [Keystroke] {
    let count = SimulationBudget.replayKeyCount(patternLength: patternLength)
    return input.prefix(count).map { Keystroke.character($0) } + [.backspace, .backspace]
  }

  /// One line per slot/literal group: "`###` 3 × any character", "`) ` fixed".
  public static func explainTokens(_ mask: any Mask) -> [String] {
    var lines: [String] = []
    let chars = Array(mask.pattern)
    var pendingLiteral = ""
    var pendingSlots: (text: String, count: Int, name: String, optional: Bool)? = nil
    func flushSlots() {
      if let s = pendingSlots {
        lines.append("`\(s.text)` — \(s.count) × \(s.name)\(s.optional ? " (optional)" : "")")
        pendingSlots = nil
      }
    }
    func flushLiteral() {
      if !pendingLiteral.isEmpty { lines.append("`\(pendingLiteral)` — fixed"); pendingLiteral = "" }
    }
    for token in mask.tokens {
      let source = token.range.lowerBound >= 0 && token.range.upperBound <= chars.count
        ? String(chars[token.range]) : ""
      switch token.kind {
      case .literal(let c, let inValue):
        flushSlots()
        pendingLiteral.append(c)
        if inValue { flushLiteral(); lines[lines.count - 1] += " (kept in the value)" }
      case .slot(let cls, let optional):
        flushLiteral()
        if let s = pendingSlots, s.name == cls.name, s.optional == optional {
          pendingSlots = (s.text + source, s.count + 1, s.name, optional)
        } else {
          flushSlots()
          pendingSlots = (source, 1, cls.name, optional)
        }
      case .repeatingSlot(let cls):
        flushLiteral()
        flushSlots()
        lines.append("`\(source)` — any number of \(cls.name)")
      }
    }
    flushSlots()
    flushLiteral()
    return lines
  }
}
