import MaskEngine
import RegexAnalysis

/// `KeyboardCharacters.lookUp` answered once per distinct written value and platform, with
/// the language `conflict-keyboard` compares regexes with: the rule looks up every keyboard
/// setting of every field, and a project writes the same few keyboards many times (parsing
/// an Android `inputType` splits it and builds strings and sets each time).
///
/// The answer is a function of the value and platform only: the memo changes how often it is
/// computed, never what it is.
enum KnownKeyboards {
  /// A keyboard the table knows. A class: rules copy it per setting, at the cost of one count.
  final class Entry: Sendable {
    let characters: KeyboardCharacters
    /// Every text made of the keyboard's characters only; nil for a keyboard with letters
    /// (it types too much to be worth a set of every letter).
    let typable: MaskLanguage?

    init(characters: KeyboardCharacters) {
      self.characters = characters
      self.typable = KnownKeyboards.typableLanguage(characters)
    }
  }

  /// A keyboard as written: a setting's literal value and the platform it was written for.
  struct Key: Hashable, Sendable {
    var value: String
    var platform: KeyboardPlatform
  }

  /// Keyboards are a handful of values per project; the bound keeps a long session editing
  /// them letter by letter from growing it.
  private static let cache = BoundedCache<Key, Entry?>(limit: 1_024)

  /// `KeyboardCharacters.lookUp(value, platform:)`, remembered; nil for an unknown value.
  static func lookUp(_ key: Key) -> Entry? {
    cache.value(for: key) { compute(key) }
  }

  /// The entry of `key`, computed (what `lookUp` remembers).
  static func compute(_ key: Key) -> Entry? {
    KeyboardCharacters.lookUp(key.value, platform: key.platform).map { Entry(characters: $0) }
  }

  /// Texts of any length made of digits (when the keyboard types them) and its extra
  /// characters; nil for a keyboard with letters.
  static func typableLanguage(_ keyboard: KeyboardCharacters) -> MaskLanguage? {
    guard !keyboard.letters else { return nil }
    var ranges: [ClosedRange<UInt32>] = keyboard.digits ? [0x30...0x39] : []
    for c in keyboard.extra { if let s = c.unicodeScalars.first { ranges.append(s.value...s.value) } }
    return MaskLanguage([.repeating(ScalarSet(ranges))])
  }
}
