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
    /// The replay starts when the field gets focus (RedMadRobot: `focusedField()`, the
    /// leading literals shown).
    public var focused: Bool = false

    public init() {}
  }

  public var mask: any Mask
  public var input: String
  public var result: MaskResult
  /// `caretMap[i]`: formatted caret for raw caret `i` of `input`.
  public var caretMap: [Int]
  public var keys: [Keystroke]
  /// Where the replay starts when focus changed the empty field (`Request.focused`).
  public var start: CaretString?
  public var steps: [ReplayStep]
  /// Set when the library itself crashes on `input` (input-mask-ios on a combining mark that
  /// joins a literal the mask inserted): what happens, instead of a formatted result.
  public var libraryTrap: String?

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
    let applied = CaretString(input, caret: caret, gravity: gravity)
    if let robot = mask as? RedMadRobotMask {
      let application = robot.application(applied)
      self.result = application.result
      self.libraryTrap = application.trap
    } else {
      self.result = mask.apply(applied)
    }
    self.caretMap = mask.caretMap(forRaw: input)
    let keys = request.keys.map(Keystroke.parse) ?? MaskPreview.defaultKeys(for: input, mask: mask)
    self.keys = keys
    let simulator = FieldSimulator(mask: mask, maxLength: request.maxLength, validator: request.validator)
    if request.focused, let focused = (mask as? RedMadRobotMask)?.focusedField() {
      self.start = focused.formatted
      self.steps = simulator.replay(keys, after: focused)
    } else {
      self.start = nil
      self.steps = simulator.replay(keys)
    }
  }

  /// Type every character of `input` (at most `SimulationBudget.replayKeyCount`: each key
  /// reformats against the whole mask, so a huge mask's full replay would take minutes), then
  /// backspace until the caret has crossed the last literal before the end (so the replay
  /// shows what backspace over a literal does).
  static func defaultKeys(for input: String, mask: any Mask) -> [Keystroke] {
    let limit = SimulationBudget.replayKeyCount(patternLength: mask.pattern.count)
    let typed = input.prefix(limit).map { Keystroke.character($0) }
    // Slots after the last literal of the mask: deleting those plus one more reaches it.
    var trailingSlots = 0
    var sawLiteral = false
    for token in mask.tokens.reversed() {
      if case .literal = token.kind { sawLiteral = true; break }
      trailingSlots += 1
    }
    let count = sawLiteral ? min(typed.count, trailingSlots + 1) : min(typed.count, 2)
    return typed + Array(repeating: .backspace, count: max(count, min(2, typed.count)))
  }

  /// One line per slot/literal group: "`###` 3 × any character", "`) ` fixed".
  public static func explainTokens(_ mask: any Mask) -> [String] {
    var lines: [String] = []
    let chars = Array(mask.pattern)
    // A part's text is shown up to `SimulationBudget.maxPartCharacters` (a run of a million
    // slots is one part): appended in place and no further, so a long run costs its length.
    var pendingLiteral = ""
    var literalCut = false
    var pendingSlots: (text: String, cut: Bool, count: Int, name: String, optional: Bool)? = nil
    func append(_ more: String, to text: inout String, cut: inout Bool) {
      guard !cut else { return }
      let room = SimulationBudget.maxPartCharacters - text.count
      if more.count <= room {
        text += more
      } else {
        text += more.prefix(room)
        cut = true
      }
    }
    func flushSlots() {
      if let s = pendingSlots {
        lines.append("`\(s.text)\(s.cut ? "…" : "")` — \(s.count) × \(s.name)\(s.optional ? " (optional)" : "")")
        pendingSlots = nil
      }
    }
    func flushLiteral() {
      if !pendingLiteral.isEmpty {
        lines.append("`\(pendingLiteral)\(literalCut ? "…" : "")` — fixed")
        pendingLiteral = ""
        literalCut = false
      }
    }
    for token in mask.tokens {
      let source = token.range.lowerBound >= 0 && token.range.upperBound <= chars.count
        ? String(chars[token.range]) : ""
      switch token.kind {
      case .literal(let c, let inValue):
        flushSlots()
        append(String(c), to: &pendingLiteral, cut: &literalCut)
        if inValue { flushLiteral(); lines[lines.count - 1] += " (kept in the value)" }
      case .slot(let cls, let optional):
        flushLiteral()
        if var s = pendingSlots, s.name == cls.name, s.optional == optional {
          pendingSlots = nil
          s.count += 1
          append(source, to: &s.text, cut: &s.cut)
          pendingSlots = s
        } else {
          flushSlots()
          var text = ""
          var cut = false
          append(source, to: &text, cut: &cut)
          pendingSlots = (text, cut, 1, cls.name, optional)
        }
      case .repeatingSlot(let cls):
        flushLiteral()
        flushSlots()
        var text = ""
        var cut = false
        append(source, to: &text, cut: &cut)
        lines.append("`\(text)\(cut ? "…" : "")` — any number of \(cls.name)")
      }
    }
    flushSlots()
    flushLiteral()
    return lines
  }
}
