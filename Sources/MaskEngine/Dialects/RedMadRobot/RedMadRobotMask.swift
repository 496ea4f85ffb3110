/// RedMadRobot input-mask (iOS `Mask`, Android `Mask`): `[0]` digits, `[9]` optional digits,
/// `[A]`/`[a]` letters, `[_]`/`[-]` letters or digits, `…` repeats the previous slot type,
/// `{x}` fixed characters kept in the extracted value, other characters free literals,
/// `\` escapes brackets.
///
/// Parsing replays the library's `FormatSanitizer` and `Compiler`; `apply` is `Mask.apply(toText:)`;
/// `edit` is what `MaskedTextInputListener` does with a user edit.
public struct RedMadRobotMask: Mask {
  public let pattern: String
  public let customNotations: [Notation]
  /// The text-field listener's settings used by `edit` and `caretMap`.
  public var listener: ListenerSettings
  public let tokens: [MaskToken]
  public let issues: [MaskIssue]
  /// The format after the library's sanitiser (blocks split and sorted); nil when it throws.
  public let sanitizedFormat: String?
  /// False when the library's compiler throws (`Mask.isValid(format:)`).
  public let isValid: Bool

  let states: [RedMadRobotState]

  public var dialect: MaskDialect { .redmadrobot }

  public init(format: String) {
    self.init(format: format, customNotations: [])
  }

  public init(
    format: String, customNotations: [Notation], listener: ListenerSettings = ListenerSettings()
  ) {
    self.pattern = format
    self.customNotations = customNotations
    self.listener = listener
    let parsed = RedMadRobotParser.parse(format, customNotations: customNotations)
    self.states = parsed.states
    self.issues = parsed.issues
    self.isValid = parsed.valid
    self.sanitizedFormat = parsed.sanitized
    self.tokens = parsed.valid ? parsed.states.map(\.token) : []
  }
}

extension RedMadRobotState {
  var token: MaskToken {
    switch kind {
    case .value(let cls): return MaskToken(.slot(accepting: cls, optional: false), range: range)
    case .optionalValue(let cls): return MaskToken(.slot(accepting: cls, optional: true), range: range)
    case .ellipsis(let cls): return MaskToken(.repeatingSlot(accepting: cls), range: range)
    case .fixed(let c): return MaskToken(.literal(c, inValue: true), range: range)
    case .free(let c): return MaskToken(.literal(c, inValue: false), range: range)
    }
  }
}
