/// A mask dialect: the library whose syntax and behaviour a mask string follows.
public enum MaskDialect: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Seed 000: `#` is a slot for any character, everything else a literal.
  case hash
  /// Seed 002: VSTextField, a pattern with a replacement character for digits.
  case vstextfield
  /// RedMadRobot input-mask (iOS/Android): one dialect; `MaskOptions.redMadRobotPlatform`
  /// picks which library's reading of characters is replayed.
  case redmadrobot
  /// RobinHerbots Inputmask (JavaScript).
  case inputmask
  /// imask pattern masks (JavaScript).
  case imask
  /// jQuery Mask Plugin (igorescobar).
  case jquerymask
  /// ngx-mask (Angular).
  case ngxmask
  /// maska (Vue / vanilla JavaScript).
  case maska
  /// react-input-mask (React).
  case reactinputmask
  /// vanilla-masker (BankFacil, JavaScript).
  case vanillamasker
  /// Java Swing `javax.swing.text.MaskFormatter`.
  case swingmaskformatter
  /// .NET Windows Forms `MaskedTextBox` (`MaskedTextProvider`).
  case dotnetmaskedtextbox
  /// Flutter `mask_text_input_formatter` (Dart).
  case flutter
  /// AnyFormatKit `DefaultTextInputFormatter` (iOS).
  case anyformatkit
  /// AnyFormatKit `SumTextInputFormatter` / `SumTextFormatter` (iOS): a number format.
  case anyformatkitsum

  public var description: String { rawValue }

  /// The library's human name, for messages and hovers.
  public var libraryName: String {
    switch self {
    case .hash: return "`BBB_pattern` text field (`#` slots)"
    case .vstextfield: return "VSTextField"
    case .redmadrobot: return "RedMadRobot input-mask"
    case .inputmask: return "Inputmask"
    case .imask: return "imask"
    case .jquerymask: return "jQuery Mask Plugin"
    case .ngxmask: return "ngx-mask"
    case .maska: return "maska"
    case .reactinputmask: return "react-input-mask"
    case .vanillamasker: return "vanilla-masker"
    case .swingmaskformatter: return "Swing MaskFormatter"
    case .dotnetmaskedtextbox: return ".NET MaskedTextBox"
    case .flutter: return "mask_text_input_formatter"
    case .anyformatkit: return "AnyFormatKit"
    case .anyformatkitsum: return "AnyFormatKit (sum)"
    }
  }
}

/// Settings that change how a mask string is parsed.
public struct MaskOptions: Sendable, Hashable {
  /// `vstextfield` replacement character (default `*`); AnyFormatKit `patternSymbol` (default `#`, also for sums).
  public var replacementCharacter: Character?
  /// Custom slot definitions by symbol (Inputmask `definitions`, imask `definitions`, maska
  /// `tokens`, ngx-mask `patterns`, Flutter `filter`, RedMadRobot `customNotations`), added to or replacing the built-in ones.
  public var definitions: [Character: CharacterClass]
  /// jQuery Mask Plugin `reverse: true` (mask from the right).
  public var reverse: Bool
  /// ngx-mask `specialCharacters` (nil: the library's default list).
  public var specialCharacters: [Character]?
  /// Eager completion: imask `eager: true`, maska `eager: true`, Flutter
  /// `MaskAutoCompletionType.eager` (literals shown as soon as the slot before them is filled).
  public var eager: Bool
  /// Definitions that make optional slots (RedMadRobot notations with `isOptional: true`).
  public var optionalSymbols: Set<Character>
  /// RedMadRobot: the mask is created with custom notations that cannot be read (passed by
  /// name), so any character in `[]` that is not built in is taken for a notation accepting
  /// anything rather than reported as an error.
  public var hasUnknownNotations: Bool
  /// The library is given options that cannot be read statically (a variable, a spread
  /// `...opts`, a call) or that the engine does not model (imask `blocks`, Inputmask
  /// `groupmarker`): the mask is not parsed as the library sees it, so the analysis gives no
  /// verdict on it. Parsing ignores this flag.
  public var isUnresolved: Bool
  /// The custom definitions replace the library's built-in ones instead of adding to them
  /// (react-input-mask `formatChars`, maska `tokensReplace: true`).
  public var replacesBuiltInDefinitions: Bool
  /// Inputmask `groupmarker`, `optionalmarker`, `quantifiermarker`, `alternatormarker`
  /// given other characters: each custom marker character and the default one it stands
  /// for (`<` → `(`). One character for one, so mask offsets stay as written.
  public var markerTranslation: [Character: Character]
  /// What the field shows in the positions not filled yet, when the code sets it
  /// (react-input-mask `maskChar`, `maskPlaceholder`); nil: the library's default.
  public var placeholder: MaskPlaceholder?
  /// Options of the call, by name as written, that change the text the field shows or the
  /// value it gives in ways the engine does not model (ngx-mask `prefix`, `showMaskTyped`,
  /// `dropSpecialCharacters` other than `true`, …): the slots are as parsed, but whole texts
  /// are not, so nothing is claimed about them. Parsing ignores this list.
  public var unmodelledTextOptions: [String]
  /// Angular forms bind the field (`ngModel`, `formControlName`, `[formControl]`): its
  /// validators (`pattern` among them) check the value the library gives the form control,
  /// not the text the input shows. Parsing ignores this flag.
  public var validatesFormValue: Bool
  /// RedMadRobot: the library that reads the mask, input-mask-ios (default; Swift and
  /// Objective-C code) or input-mask-android (Kotlin and Java code). See
  /// `RedMadRobotMask.Platform`. Other dialects ignore it.
  public var redMadRobotPlatform: RedMadRobotMask.Platform

  public init(
    replacementCharacter: Character? = nil, definitions: [Character: CharacterClass] = [:],
    reverse: Bool = false, specialCharacters: [Character]? = nil, eager: Bool = false,
    optionalSymbols: Set<Character> = [], hasUnknownNotations: Bool = false, isUnresolved: Bool = false,
    replacesBuiltInDefinitions: Bool = false, markerTranslation: [Character: Character] = [:],
    placeholder: MaskPlaceholder? = nil, unmodelledTextOptions: [String] = [], validatesFormValue: Bool = false,
    redMadRobotPlatform: RedMadRobotMask.Platform = .ios
  ) {
    self.redMadRobotPlatform = redMadRobotPlatform
    self.validatesFormValue = validatesFormValue
    self.unmodelledTextOptions = unmodelledTextOptions
    self.placeholder = placeholder
    self.markerTranslation = markerTranslation
    self.isUnresolved = isUnresolved
    self.replacesBuiltInDefinitions = replacesBuiltInDefinitions
    self.hasUnknownNotations = hasUnknownNotations
    self.eager = eager
    self.optionalSymbols = optionalSymbols
    self.specialCharacters = specialCharacters
    self.replacementCharacter = replacementCharacter
    self.definitions = definitions
    self.reverse = reverse
  }
}

/// What a field shows in the positions of a mask not filled yet.
public enum MaskPlaceholder: Sendable, Hashable {
  /// This character in each empty position (react-input-mask `maskChar="-"`).
  case character(Character)
  /// Nothing: the field shows only what was entered (`maskChar={null}`, `maskChar=""`).
  case nothing
}

extension MaskDialect {
  /// Parses `pattern` in this dialect. Never throws: problems become `issues`.
  public func parse(_ pattern: String, options: MaskOptions = MaskOptions()) -> any Mask {
    switch self {
    case .hash: return HashMask(pattern: pattern)
    case .vstextfield:
      return VSTextFieldMask(pattern: pattern, replacement: options.replacementCharacter ?? "*")
    case .redmadrobot:
      // Custom notations, in a stable order (the compiler takes the first match).
      var definitions = options.definitions
      if options.hasUnknownNotations {
        for c in RedMadRobotMask.bracketCharacters(in: pattern) where definitions[c] == nil && !RedMadRobotMask.isBuiltInSymbol(c) {
          definitions[c] = .any
        }
      }
      let notations = definitions.sorted { $0.key < $1.key }.map {
        RedMadRobotMask.Notation(character: $0.key, characterSet: $0.value, isOptional: options.optionalSymbols.contains($0.key))
      }
      return RedMadRobotMask(format: pattern, customNotations: notations, platform: options.redMadRobotPlatform)
    case .inputmask:
      return InputmaskMask(pattern: pattern, definitions: options.definitions, markers: options.markerTranslation)
    case .imask: return IMaskMask(pattern: pattern, definitions: options.definitions, eager: options.eager)
    case .jquerymask:
      return JQueryMask(
        pattern: pattern, reverse: options.reverse, translation: options.definitions,
        optionalSymbols: options.optionalSymbols)
    case .maska:
      return MaskaMask(
        pattern: pattern, tokens: options.definitions, eager: options.eager,
        replacingBuiltIns: options.replacesBuiltInDefinitions)
    case .reactinputmask:
      let maskChar: Character?
      switch options.placeholder {
      case nil: maskChar = "_"
      case .character(let c)?: maskChar = c
      case .nothing?: maskChar = nil
      }
      return ReactInputMask(
        pattern: pattern, formatChars: options.definitions, replacingBuiltIns: options.replacesBuiltInDefinitions,
        maskChar: maskChar)
    case .vanillamasker: return VanillaMasker(pattern: pattern)
    case .swingmaskformatter: return SwingMaskFormatterMask(pattern: pattern)
    case .dotnetmaskedtextbox: return DotNetMaskedTextBoxMask(pattern: pattern)
    case .flutter:
      return FlutterMaskFormatter(
        mask: pattern, filter: options.definitions, eager: options.eager,
        filterGiven: options.replacesBuiltInDefinitions)
    case .anyformatkit:
      return AnyFormatKitMask(textPattern: pattern, patternSymbol: options.replacementCharacter ?? "#")
    case .anyformatkitsum:
      return AnyFormatKitSumMask(textPattern: pattern, patternSymbol: options.replacementCharacter ?? "#")
    case .ngxmask:
      return NgxMask(
        pattern: pattern, specialCharacters: options.specialCharacters, patterns: options.definitions,
        optionalSymbols: options.optionalSymbols)
    }
  }
}
