import MaskEngine

/// What a keyboard or input type lets the user type, per platform.
///
/// Sources: Apple `UIKeyboardType` docs (the on-screen keyboards of iPhone), Android
/// `InputType` with the key listeners Android installs for each class (`DigitsKeyListener`,
/// `DialerKeyListener`, `DateKeyListener`, `TimeKeyListener`, `DateTimeKeyListener`, which
/// filter typed and pasted text), the HTML `inputmode` attribute (a hint for virtual
/// keyboards only), and Flutter `TextInputType` (a hint passed to the platform keyboard).
public struct KeyboardCharacters: Sendable, Hashable {
  /// How the keyboard restricts input.
  public enum Strength: Sendable, Hashable {
    /// The platform filters every typed or pasted character (Android key listeners).
    case enforced
    /// Only the on-screen keyboard is restricted; a hardware keyboard or paste types
    /// anything (UIKit keyboard types, HTML `inputmode`, Flutter `TextInputType`).
    case onScreenOnly
  }

  /// The value as the platform names it (`numberPad`, `numeric`, `number|phone`).
  public var value: String
  public var platform: KeyboardPlatform
  /// ASCII digits `0`–`9`.
  public var digits: Bool
  /// Letters (any script the keyboard offers).
  public var letters: Bool
  /// Anything at all (a full keyboard).
  public var anything: Bool
  /// Further characters besides digits and letters (`+*#` on a phone pad).
  public var extra: Set<Character>
  public var strength: Strength
  /// What can be typed, for messages: "digits 0-9 only".
  public var summary: String

  /// Whether the keyboard can type `character`.
  public func canType(_ character: Character) -> Bool {
    if anything { return true }
    if extra.contains(character) { return true }
    if digits, character.isASCII, character.isWholeNumber { return true }
    if letters, character.isLetter { return true }
    return false
  }

  /// Whether the keyboard can type at least one character a slot of `accepting` takes.
  public func canTypeSome(of accepting: CharacterClass) -> Bool {
    if anything { return true }
    switch accepting {
    case .any: return true
    case .decimalDigit, .asciiDigit: return digits
    case .letter, .unicodeLetter: return letters
    case .alphanumeric, .unicodeLetterOrDigit: return digits || letters
    case .scalars(_, let ranges):
      for range in ranges {
        if digits, range.overlaps(0x30...0x39) { return true }
        // Any letter of the range; ranges are small sets of notation characters, but
        // stay bounded on a huge one.
        var count = 0
        for value in range {
          count += 1
          if count > 4096 { break }
          if let scalar = Unicode.Scalar(value), canType(Character(scalar)) { return true }
        }
      }
      return false
    }
  }

  /// "UIKit `numberPad`".
  public var displayName: String {
    switch platform {
    case .uikit: return "keyboard type `\(value)`"
    case .html: return "`inputmode=\"\(value)\"`"
    case .android: return "`android:inputType=\"\(value)\"`"
    case .flutter: return "`TextInputType.\(value)`"
    }
  }
}

extension KeyboardCharacters {
  /// The characters `value` (as written on `platform`) can type, or nil for a value this
  /// table does not know (no conflict is reported then).
  public static func lookUp(_ value: String, platform: KeyboardPlatform) -> KeyboardCharacters? {
    let trimmed = value.trimmingBlanks
    switch platform {
    case .uikit: return uikit(trimmed)
    case .html: return html(trimmed)
    case .android: return android(trimmed)
    case .flutter: return flutter(trimmed)
    }
  }

  private static func make(
    _ value: String, _ platform: KeyboardPlatform, digits: Bool = false, letters: Bool = false,
    anything: Bool = false, extra: String = "", strength: Strength = .onScreenOnly, _ summary: String
  ) -> KeyboardCharacters {
    KeyboardCharacters(
      value: value, platform: platform, digits: digits, letters: letters, anything: anything,
      extra: Set(extra), strength: strength, summary: summary)
  }

  /// The decimal separator differs by locale (`.` or `,`); both are accepted here.
  private static let decimalSeparators = ".,"

  // MARK: UIKit

  /// `UIKeyboardType` cases; Objective-C `UIKeyboardTypeNumberPad` and Swift
  /// `UIKeyboardType.numberPad` name the same case.
  private static func uikit(_ written: String) -> KeyboardCharacters? {
    var name = Substring(written)
    if name.hasPrefix("UIKeyboardType.") { name = name.dropFirst("UIKeyboardType.".count) }
    if name.hasPrefix(".") { name = name.dropFirst() }
    if name.hasPrefix("UIKeyboardType"), name.count > "UIKeyboardType".count {
      name = name.dropFirst("UIKeyboardType".count)
    }
    let key = name.prefix(1).lowercased() + name.dropFirst()
    switch key {
    case "numberPad", "asciiCapableNumberPad":
      return make(written, .uikit, digits: true, "digits 0-9 only")
    case "phonePad":
      return make(written, .uikit, digits: true, extra: "+*#", "digits 0-9 and `+ * #` only")
    case "decimalPad":
      return make(written, .uikit, digits: true, extra: decimalSeparators, "digits 0-9 and the locale's decimal separator only")
    case "namePhonePad":
      return make(written, .uikit, digits: true, letters: true, extra: "+*# ", "letters, digits and `+ * #`")
    case "default", "asciiCapable", "alphabet", "numbersAndPunctuation", "uRL", "url", "emailAddress", "twitter", "webSearch":
      return make(written, .uikit, anything: true, "any character")
    default:
      return nil
    }
  }

  // MARK: HTML

  /// `inputmode` values (WHATWG HTML): a hint to virtual keyboards.
  private static func html(_ written: String) -> KeyboardCharacters? {
    switch written.lowercased() {
    case "numeric":
      return make(written, .html, digits: true, "digits 0-9 only")
    case "decimal":
      return make(written, .html, digits: true, extra: decimalSeparators, "digits 0-9 and the locale's decimal separator only")
    case "tel":
      return make(written, .html, digits: true, extra: "+*#", "digits 0-9 and `+ * #` only")
    case "text", "search", "email", "url":
      return make(written, .html, anything: true, "any character")
    default:
      // `none` shows no keyboard at all (the page supplies its own input).
      return nil
    }
  }

  // MARK: Android

  /// `android:inputType` flags (XML spelling, joined by `|`) or `InputType` constants
  /// (`TYPE_CLASS_NUMBER`), combined as Android combines them: by OR-ing the values.
  private static func android(_ written: String) -> KeyboardCharacters? {
    var bits = 0
    var known = false
    let separators: Set<Character> = ["|", ",", " ", "+"]
    for part in written.split(whereSeparator: { separators.contains($0) }) {
      var flag = String(part)
      if flag == "or" { continue }
      if let dot = flag.lastIndex(of: ".") { flag = String(flag[flag.index(after: dot)...]) }
      guard let value = androidFlags[flag] else { return nil }
      bits |= value
      known = true
    }
    guard known else { return nil }
    switch bits & 0xF {
    case 0x1:
      return make(written, .android, anything: true, strength: .enforced, "any character")
    case 0x2:
      var extra = ""
      var summary = "digits 0-9"
      if bits & 0x1000 != 0 { extra += "-+"; summary += " and a sign" }
      if bits & 0x2000 != 0 { extra += decimalSeparators; summary += " and a decimal separator" }
      return make(written, .android, digits: true, extra: extra, strength: .enforced, summary + " only")
    case 0x3:
      // `DialerKeyListener`: `N` (wait) is its only letter.
      return make(written, .android, digits: true, extra: "#*+-(),/N. ;", strength: .enforced, "digits 0-9 and `# * + - ( ) , / N . ;` and space only")
    case 0x4:
      switch bits & 0xFF0 {
      case 0x10:
        return make(written, .android, digits: true, extra: "/-.", strength: .enforced, "digits 0-9 and `/ - .` only")
      case 0x20:
        return make(written, .android, digits: true, extra: "apm:AMP", strength: .enforced, "digits 0-9, `:` and `am`/`pm` only")
      default:
        return make(written, .android, digits: true, extra: "apm:/- AMP", strength: .enforced, "digits 0-9, `: / -`, space and `am`/`pm` only")
      }
    default:
      return nil
    }
  }

  /// Flag names of `android:inputType` and the values of the `InputType` constants.
  private static let androidFlags: [String: Int] = [
    "none": 0x0,
    "text": 0x1, "textCapCharacters": 0x1001, "textCapWords": 0x2001, "textCapSentences": 0x4001,
    "textAutoCorrect": 0x8001, "textAutoComplete": 0x10001, "textMultiLine": 0x20001,
    "textImeMultiLine": 0x40001, "textNoSuggestions": 0x80001, "textUri": 0x11,
    "textEmailAddress": 0x21, "textEmailSubject": 0x31, "textShortMessage": 0x41,
    "textLongMessage": 0x51, "textPersonName": 0x61, "textPostalAddress": 0x71,
    "textPassword": 0x81, "textVisiblePassword": 0x91, "textWebEditText": 0xA1,
    "textFilter": 0xB1, "textPhonetic": 0xC1, "textWebEmailAddress": 0xD1, "textWebPassword": 0xE1,
    "number": 0x2, "numberSigned": 0x1002, "numberDecimal": 0x2002, "numberPassword": 0x12,
    "phone": 0x3,
    "datetime": 0x4, "date": 0x14, "time": 0x24,
    "TYPE_CLASS_TEXT": 0x1, "TYPE_CLASS_NUMBER": 0x2, "TYPE_CLASS_PHONE": 0x3, "TYPE_CLASS_DATETIME": 0x4,
    "TYPE_NUMBER_FLAG_SIGNED": 0x1000, "TYPE_NUMBER_FLAG_DECIMAL": 0x2000,
    "TYPE_NUMBER_VARIATION_NORMAL": 0x0, "TYPE_NUMBER_VARIATION_PASSWORD": 0x10,
    "TYPE_DATETIME_VARIATION_NORMAL": 0x0, "TYPE_DATETIME_VARIATION_DATE": 0x10,
    "TYPE_DATETIME_VARIATION_TIME": 0x20,
    "TYPE_TEXT_FLAG_CAP_CHARACTERS": 0x1000, "TYPE_TEXT_FLAG_CAP_WORDS": 0x2000,
    "TYPE_TEXT_FLAG_CAP_SENTENCES": 0x4000, "TYPE_TEXT_FLAG_NO_SUGGESTIONS": 0x80000,
    "TYPE_TEXT_VARIATION_PASSWORD": 0x80, "TYPE_TEXT_VARIATION_VISIBLE_PASSWORD": 0x90,
    "TYPE_TEXT_VARIATION_EMAIL_ADDRESS": 0x20, "TYPE_TEXT_VARIATION_PERSON_NAME": 0x60,
  ]

  // MARK: Flutter

  /// `TextInputType` members: a hint to the platform keyboard (`number` is the iOS number
  /// pad and Android's number keyboard); Flutter itself filters nothing.
  private static func flutter(_ written: String) -> KeyboardCharacters? {
    var name = Substring(written)
    if name.hasPrefix("TextInputType.") { name = name.dropFirst("TextInputType.".count) }
    if name.hasPrefix("numberWithOptions") {
      // `numberWithOptions(signed: true, decimal: true)`; both default to false.
      let arguments = name.filter { !$0.isWhitespace }
      let signed = arguments.contains("signed:true")
      let decimal = arguments.contains("decimal:true")
      var summary = "digits 0-9"
      if signed { summary += " and a sign" }
      if decimal { summary += " and a decimal separator" }
      return make(
        written, .flutter, digits: true, extra: (signed ? "-+" : "") + (decimal ? decimalSeparators : ""), summary + " only")
    }
    switch name {
    case "number":
      return make(written, .flutter, digits: true, "digits 0-9 only")
    case "phone":
      return make(written, .flutter, digits: true, extra: "+*#", "digits 0-9 and `+ * #` only")
    case "text", "multiline", "emailAddress", "url", "visiblePassword", "name", "streetAddress", "twitter", "webSearch", "datetime":
      // `datetime` shows iOS's numbers-and-punctuation keyboard, which switches to letters.
      return make(written, .flutter, anything: true, "any character")
    default:
      return nil
    }
  }
}
