/// Which `\p{…}` names each flavour accepts. ECMAScript matches names exactly; ICU and Swift
/// match loosely (case, spaces, `_`, `-` ignored); Java has its own forms (`IsLatin`,
/// `InGreek`, `javaLowerCase`, POSIX names).
enum UnicodePropertyNames {
  /// General categories: short name → long name (from the generated UCD table).
  static let generalCategories: [(String, String)] = UnicodePropertyData.generalCategories.map { ($0[0], $0[1]) }

  /// Binary properties the ECMAScript spec lists: the UCD's, without the contributory
  /// (`Other_…`), normalisation and deprecated-internal ones, plus `Any`, `ASCII`, `Assigned`.
  static let ecmascriptBinary: Set<String> = {
    let omitted: Set<String> = [
      "Composition_Exclusion", "Full_Composition_Exclusion", "Grapheme_Link", "Hyphen",
      "Prepended_Concatenation_Mark", "Expands_On_NFC", "Expands_On_NFD", "Expands_On_NFKC",
      "Expands_On_NFKD",
    ]
    var names: Set<String> = ["Any", "ASCII", "Assigned"]
    for row in UnicodePropertyData.binaryProperties where !row[0].hasPrefix("Other_") && !omitted.contains(row[0]) {
      names.formUnion(row)
    }
    return names
  }()

  /// `Katakana_Or_Hiragana` has no characters of its own; ECMAScript and Java reject it.
  static let emptyScripts: Set<String> = ["Hrkt", "Katakana_Or_Hiragana"]

  /// A name shaped like a script (`Garay`, `Tulu_Tigalari`, `Gara`) that is missing from the
  /// generated data may come from a newer Unicode version an engine already knows: accepted
  /// (silence rather than a false error).
  static func looksLikeNewerScript(_ name: String) -> Bool {
    let words = name.split(separator: "_", omittingEmptySubsequences: false)
    return !words.isEmpty && words.allSatisfy { w in
      guard let first = w.unicodeScalars.first, ("A"..."Z").contains(first), w.count >= 2 else { return false }
      return w.unicodeScalars.dropFirst().allSatisfy { ("a"..."z").contains($0) }
    }
  }

  /// ECMAScript `v`-only properties of strings.
  static let stringProperties: Set<String> = [
    "Basic_Emoji", "Emoji_Keycap_Sequence", "RGI_Emoji_Modifier_Sequence",
    "RGI_Emoji_Flag_Sequence", "RGI_Emoji_Tag_Sequence", "RGI_Emoji_ZWJ_Sequence", "RGI_Emoji",
  ]

  static let posixNames: Set<String> = [
    "alpha", "digit", "alnum", "upper", "lower", "punct", "space", "blank", "cntrl", "graph",
    "print", "xdigit", "word", "ascii",
  ]

  static let javaPosix: Set<String> = [
    "Lower", "Upper", "ASCII", "Alpha", "Digit", "Alnum", "Punct", "Graph", "Print", "Blank",
    "Cntrl", "XDigit", "Space",
  ]

  static let javaSpecial: Set<String> = [
    "javaLowerCase", "javaUpperCase", "javaWhitespace", "javaMirrored", "javaAlphabetic",
    "javaDigit", "javaLetter", "javaLetterOrDigit", "javaIdeographic", "javaTitleCase",
    "javaDefined", "javaISOControl", "javaIdentifierIgnorable", "javaJavaIdentifierStart",
    "javaJavaIdentifierPart", "javaUnicodeIdentifierStart", "javaUnicodeIdentifierPart",
    "javaSpaceChar",
  ]

  /// Java `Is…` binary properties (case-insensitive after `Is`).
  static let javaBinary: Set<String> = [
    "alphabetic", "ideographic", "letter", "lowercase", "uppercase", "titlecase",
    "punctuation", "control", "white_space", "whitespace", "digit", "hex_digit", "hexdigit",
    "join_control", "joincontrol", "noncharacter_code_point", "noncharactercodepoint",
    "assigned", "emoji", "emoji_presentation", "emoji_modifier", "emoji_modifier_base",
    "emoji_component", "extended_pictographic", "alpha", "lower", "upper", "space", "punct",
    "cntrl",
  ]

  static func isPosix(_ name: String) -> Bool { posixNames.contains(name.lowercased()) }

  static func isStringProperty(_ name: String) -> Bool { stringProperties.contains(name) }

  static func loose(_ s: String) -> String {
    String(s.lowercased().unicodeScalars.filter { $0 != " " && $0 != "_" && $0 != "-" })
  }

  static let looseGC: Set<String> = Set(UnicodePropertyData.generalCategories.joined().map(loose))
  static let looseScripts: Set<String> = Set(UnicodePropertyData.scripts.joined().map(loose))
  static let looseBinary: Set<String> = Set(UnicodePropertyData.binaryProperties.joined().map(loose))
  static let looseBlocks: Set<String> = Set(UnicodePropertyData.blocks.joined().map(loose))
  static let exactGC: Set<String> = Set(UnicodePropertyData.generalCategories.joined())
  static let exactScripts: Set<String> = Set(UnicodePropertyData.scripts.joined())
  /// Java matches script names ignoring case (`UnicodeScript.forName`), never the empty
  /// `Katakana_Or_Hiragana` nor the `Qaac`/`Qaai` aliases.
  static let javaScripts: Set<String> = Set(
    UnicodePropertyData.scripts.joined().filter { !emptyScripts.contains($0) && $0 != "Qaac" && $0 != "Qaai" }
      .map { $0.uppercased() })

  /// `newer`: also a script-shaped name missing from the data (`script=Garay`); not for
  /// `\p{IsX}`, where `IsNumber` is no script.
  static func isJavaScript(_ name: String, newer: Bool) -> Bool {
    javaScripts.contains(name.uppercased()) || (newer && looksLikeNewerScript(name))
  }

  static func isKnown(_ name: String, flavor: RegexFlavor, vMode: Bool) -> Bool {
    switch flavor {
    case .ecmascript:
      if let eq = name.firstIndex(of: "=") {
        let key = String(name[..<eq])
        let value = String(name[name.index(after: eq)...])
        switch key {
        case "General_Category", "gc": return exactGC.contains(value)
        case "Script", "sc", "Script_Extensions", "scx":
          if emptyScripts.contains(value) { return false }
          return exactScripts.contains(value) || looksLikeNewerScript(value)
        default: return false
        }
      }
      if vMode && stringProperties.contains(name) { return true }
      return exactGC.contains(name) || ecmascriptBinary.contains(name)
    case .icu, .swift:
      if let eq = name.firstIndex(of: "=") {
        let key = loose(String(name[..<eq]))
        let value = loose(String(name[name.index(after: eq)...]))
        switch key {
        case "generalcategory", "gc": return looseGC.contains(value)
        case "script", "sc", "scriptextensions", "scx":
          return looseScripts.contains(value) || looksLikeNewerScript(String(name[name.index(after: eq)...]))
        case "block", "blk": return looseBlocks.contains(value)
        default: return looseBinary.contains(key) && ["true", "false", "yes", "no", "t", "f", "y", "n"].contains(value)
        }
      }
      if flavor == .swift && name == "L&" { return true }
      var l = loose(name)
      if flavor == .swift, l.hasPrefix("is"), l.count > 2 {
        let rest = String(l.dropFirst(2))
        if looseGC.contains(rest) || looseScripts.contains(rest) || looseBinary.contains(rest) { return true }
      }
      if flavor == .icu {
        if name.hasPrefix("In"), looseBlocks.contains(loose(String(name.dropFirst(2)))) { return true }
        if name.hasPrefix("java") || stringProperties.contains(name) { return true }
        if name.hasPrefix("Is"), l.count > 2 { l = String(l.dropFirst(2)) }
      }
      return looseGC.contains(l) || looseScripts.contains(l) || looseBinary.contains(l)
        || posixNames.contains(l) || l == "any" || l == "assigned" || l == "ascii"
    case .java:
      if let eq = name.firstIndex(of: "=") {
        let key = String(name[..<eq]).lowercased()
        let value = String(name[name.index(after: eq)...])
        switch key {
        case "general_category", "gc": return generalCategories.contains { $0.0 == value }
        case "script", "sc": return isJavaScript(value, newer: true)
        case "block", "blk": return looseBlocks.contains(loose(value))
        default: return false
        }
      }
      if javaPosix.contains(name) || javaSpecial.contains(name) { return true }
      if generalCategories.contains(where: { $0.0 == name }) || name == "LD" { return true }
      if name.hasPrefix("Is") {
        let rest = String(name.dropFirst(2))
        if generalCategories.contains(where: { $0.0 == rest }) { return true }
        if isJavaScript(rest, newer: false) { return true }
        if javaBinary.contains(rest.lowercased()) { return true }
        return false
      }
      if name.hasPrefix("In") {
        return looseBlocks.contains(loose(String(name.dropFirst(2))))
      }
      return false
    }
  }
}
