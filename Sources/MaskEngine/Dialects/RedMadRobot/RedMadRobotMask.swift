/// RedMadRobot input-mask (iOS `Mask`, Android `Mask`): `[0]` digits, `[9]` optional digits,
/// `[A]`/`[a]` letters, `[_]`/`[-]` letters or digits, `…` repeats the previous slot type,
/// `{x}` fixed characters kept in the extracted value, other characters free literals,
/// `\` escapes brackets.
///
/// Parsing replays the library's `FormatSanitizer` and `Compiler`; `apply` is `Mask.apply(toText:)`;
/// `edit` is what `MaskedTextInputListener` does with a user edit.
///
/// `platform` picks which library's reading of characters is replayed: input-mask-ios
/// (Swift `Character`s, Foundation's character sets) or input-mask-android (Kotlin `Char`s,
/// Java's character predicates). The mask model, states and formatting are the same.
public struct RedMadRobotMask: Mask {
  /// Which of RedMadRobot's libraries reads the mask and the text. They share the syntax and
  /// the formatting algorithm and differ in what a character is:
  ///
  /// - `ios` (input-mask-ios): a character is a Swift `Character` (a grapheme cluster: `e` +
  ///   U+0301 is one), a slot takes it when Foundation's set has every scalar of it
  ///   (`decimalDigits` Nd; `letters` L* and M*; `alphanumerics` L*, M* and N*), and where a
  ///   combining mark joins a literal the mask inserted, the library traps (`trap`).
  /// - `android` (input-mask-android): a character is a Kotlin `Char` (a UTF-16 unit, so a mark
  ///   is a character of its own), slots use Java's `Character.isDigit` (Nd), `isLetter` (L*)
  ///   and `isLetterOrDigit` (L* or Nd), which refuse a lone mark, a non-decimal number (`½`,
  ///   `²`, `①`) and either half of a surrogate pair; the caret counts UTF-16 units and the
  ///   library never traps. The engine reads the text's UTF-16 units there, the format's
  ///   literals unit by unit too, so a custom notation holding a character beyond U+FFFF takes
  ///   its two surrogates one by one, possibly in two slots; where the library's output would
  ///   hold a lone surrogate, which no Swift string holds, it reads scalars instead.
  public enum Platform: String, Sendable, Hashable, CaseIterable {
    case ios
    case android

    /// The library's name, for messages.
    public var libraryName: String {
      switch self {
      case .ios: return "input-mask-ios"
      case .android: return "input-mask-android"
      }
    }
  }

  public let pattern: String
  public let customNotations: [Notation]
  /// The library that reads this mask, for hovers and previews: "RedMadRobot input-mask" (the
  /// dialect's name) on iOS, "RedMadRobot input-mask-android" on Android.
  public var libraryName: String {
    platform == .android ? "RedMadRobot \(platform.libraryName)" : dialect.libraryName
  }
  /// Whose reading of characters `apply` replays (default `ios`).
  public let platform: Platform
  /// The text-field listener's settings used by `edit` and `caretMap`.
  public var listener: ListenerSettings
  /// The listener's `affineFormats`, read as this mask is (platform, notations): each edit
  /// goes through the one `pickMask` chooses for the edited text (default none).
  public var affineMasks: [RedMadRobotMask] = []
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
    format: String, customNotations: [Notation], listener: ListenerSettings = ListenerSettings(),
    platform: Platform = .ios
  ) {
    self.pattern = format
    self.customNotations = customNotations
    self.listener = listener
    self.platform = platform
    let parsed = RedMadRobotParser.parse(format, customNotations: customNotations, platform: platform)
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
