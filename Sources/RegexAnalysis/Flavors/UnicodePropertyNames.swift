/// Which `\p{…}` names each flavour accepts. ECMAScript matches names exactly; ICU and Swift
/// match loosely (case, spaces, `_`, `-` ignored); Java has its own forms (`IsLatin`,
/// `InGreek`, `javaLowerCase`, POSIX names).
enum UnicodePropertyNames {
  /// General categories: short name → long name.
  static let generalCategories: [(String, String)] = [
    ("C", "Other"), ("Cc", "Control"), ("Cf", "Format"), ("Cn", "Unassigned"),
    ("Co", "Private_Use"), ("Cs", "Surrogate"), ("L", "Letter"), ("LC", "Cased_Letter"),
    ("Ll", "Lowercase_Letter"), ("Lm", "Modifier_Letter"), ("Lo", "Other_Letter"),
    ("Lt", "Titlecase_Letter"), ("Lu", "Uppercase_Letter"), ("M", "Mark"),
    ("Mc", "Spacing_Mark"), ("Me", "Enclosing_Mark"), ("Mn", "Nonspacing_Mark"),
    ("N", "Number"), ("Nd", "Decimal_Number"), ("Nl", "Letter_Number"), ("No", "Other_Number"),
    ("P", "Punctuation"), ("Pc", "Connector_Punctuation"), ("Pd", "Dash_Punctuation"),
    ("Pe", "Close_Punctuation"), ("Pf", "Final_Punctuation"), ("Pi", "Initial_Punctuation"),
    ("Po", "Other_Punctuation"), ("Ps", "Open_Punctuation"), ("S", "Symbol"),
    ("Sc", "Currency_Symbol"), ("Sk", "Modifier_Symbol"), ("Sm", "Math_Symbol"),
    ("So", "Other_Symbol"), ("Z", "Separator"), ("Zl", "Line_Separator"),
    ("Zp", "Paragraph_Separator"), ("Zs", "Space_Separator"),
  ]

  /// Common scripts: long name, short code.
  static let scripts: [(String, String)] = [
    ("Latin", "Latn"), ("Greek", "Grek"), ("Cyrillic", "Cyrl"), ("Armenian", "Armn"),
    ("Hebrew", "Hebr"), ("Arabic", "Arab"), ("Syriac", "Syrc"), ("Thaana", "Thaa"),
    ("Devanagari", "Deva"), ("Bengali", "Beng"), ("Gurmukhi", "Guru"), ("Gujarati", "Gujr"),
    ("Oriya", "Orya"), ("Tamil", "Taml"), ("Telugu", "Telu"), ("Kannada", "Knda"),
    ("Malayalam", "Mlym"), ("Sinhala", "Sinh"), ("Thai", "Thai"), ("Lao", "Laoo"),
    ("Tibetan", "Tibt"), ("Myanmar", "Mymr"), ("Georgian", "Geor"), ("Hangul", "Hang"),
    ("Ethiopic", "Ethi"), ("Cherokee", "Cher"), ("Khmer", "Khmr"), ("Mongolian", "Mong"),
    ("Hiragana", "Hira"), ("Katakana", "Kana"), ("Bopomofo", "Bopo"), ("Han", "Hani"),
    ("Yi", "Yiii"), ("Common", "Zyyy"), ("Inherited", "Zinh"), ("Runic", "Runr"),
    ("Ogham", "Ogam"), ("Braille", "Brai"), ("Coptic", "Copt"), ("Gothic", "Goth"),
  ]

  /// ECMAScript binary properties: long name, short alias (empty when none).
  static let binaryProperties: [(String, String)] = [
    ("ASCII", ""), ("ASCII_Hex_Digit", "AHex"), ("Alphabetic", "Alpha"), ("Any", ""),
    ("Assigned", ""), ("Bidi_Control", "Bidi_C"), ("Bidi_Mirrored", "Bidi_M"),
    ("Case_Ignorable", "CI"), ("Cased", ""), ("Changes_When_Casefolded", "CWCF"),
    ("Changes_When_Casemapped", "CWCM"), ("Changes_When_Lowercased", "CWL"),
    ("Changes_When_NFKC_Casefolded", "CWKCF"), ("Changes_When_Titlecased", "CWT"),
    ("Changes_When_Uppercased", "CWU"), ("Dash", ""), ("Default_Ignorable_Code_Point", "DI"),
    ("Deprecated", "Dep"), ("Diacritic", "Dia"), ("Emoji", ""), ("Emoji_Component", "EComp"),
    ("Emoji_Modifier", "EMod"), ("Emoji_Modifier_Base", "EBase"),
    ("Emoji_Presentation", "EPres"), ("Extended_Pictographic", "ExtPict"), ("Extender", "Ext"),
    ("Grapheme_Base", "Gr_Base"), ("Grapheme_Extend", "Gr_Ext"), ("Hex_Digit", "Hex"),
    ("IDS_Binary_Operator", "IDSB"), ("IDS_Trinary_Operator", "IDST"),
    ("ID_Continue", "IDC"), ("ID_Start", "IDS"), ("Ideographic", "Ideo"),
    ("Join_Control", "Join_C"), ("Logical_Order_Exception", "LOE"), ("Lowercase", "Lower"),
    ("Math", ""), ("Noncharacter_Code_Point", "NChar"), ("Pattern_Syntax", "Pat_Syn"),
    ("Pattern_White_Space", "Pat_WS"), ("Quotation_Mark", "QMark"), ("Radical", ""),
    ("Regional_Indicator", "RI"), ("Sentence_Terminal", "STerm"), ("Soft_Dotted", "SD"),
    ("Terminal_Punctuation", "Term"), ("Unified_Ideograph", "UIdeo"), ("Uppercase", "Upper"),
    ("Variation_Selector", "VS"), ("White_Space", "space"), ("XID_Continue", "XIDC"),
    ("XID_Start", "XIDS"),
  ]

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
    "emoji_component", "extended_pictographic",
  ]

  /// Common Unicode block names (loose form) for Java's `\p{InBlock}`.
  static let commonBlocks: Set<String> = [
    "basiclatin", "latin1supplement", "latinextendeda", "latinextendedb", "ipaextensions",
    "greekandcoptic", "cyrillicsupplement", "generalpunctuation", "currencysymbols",
    "letterlikesymbols", "numberforms", "arrows", "mathematicaloperators", "boxdrawing",
    "geometricshapes", "miscellaneoussymbols", "dingbats", "cjkunifiedideographs",
    "hiragana", "katakana", "hangulsyllables", "privateusearea", "specials",
    "halfwidthandfullwidthforms", "emoticons", "cjksymbolsandpunctuation",
  ]

  static func isPosix(_ name: String) -> Bool { posixNames.contains(name.lowercased()) }

  static func isStringProperty(_ name: String) -> Bool { stringProperties.contains(name) }

  static func loose(_ s: String) -> String {
    String(s.lowercased().unicodeScalars.filter { $0 != " " && $0 != "_" && $0 != "-" })
  }

  static let looseGC: Set<String> = Set(generalCategories.flatMap { [loose($0.0), loose($0.1)] })
  static let looseScripts: Set<String> = Set(scripts.flatMap { [loose($0.0), loose($0.1)] })
  static let looseBinary: Set<String> = Set(
    binaryProperties.flatMap { [loose($0.0), loose($0.1)] }.filter { !$0.isEmpty })
  static let exactGC: Set<String> = Set(generalCategories.flatMap { [$0.0, $0.1] })
  static let exactScripts: Set<String> = Set(scripts.flatMap { [$0.0, $0.1] })
  static let exactBinary: Set<String> = Set(
    binaryProperties.flatMap { [$0.0, $0.1] }.filter { !$0.isEmpty })

  static func isKnown(_ name: String, flavor: RegexFlavor, vMode: Bool) -> Bool {
    switch flavor {
    case .ecmascript:
      if let eq = name.firstIndex(of: "=") {
        let key = String(name[..<eq])
        let value = String(name[name.index(after: eq)...])
        switch key {
        case "General_Category", "gc": return exactGC.contains(value)
        case "Script", "sc", "Script_Extensions", "scx": return exactScripts.contains(value)
        default: return false
        }
      }
      if vMode && stringProperties.contains(name) { return true }
      return exactGC.contains(name) || exactBinary.contains(name)
    case .icu, .swift:
      if let eq = name.firstIndex(of: "=") {
        let key = loose(String(name[..<eq]))
        let value = loose(String(name[name.index(after: eq)...]))
        switch key {
        case "generalcategory", "gc": return looseGC.contains(value)
        case "script", "sc", "scriptextensions", "scx": return looseScripts.contains(value)
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
        if name.hasPrefix("In") || name.hasPrefix("java") || stringProperties.contains(name) { return true }
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
        case "script", "sc": return looseScripts.contains(loose(value))
        case "block", "blk": return true
        default: return false
        }
      }
      if javaPosix.contains(name) || javaSpecial.contains(name) { return true }
      if generalCategories.contains(where: { $0.0 == name }) || name == "LD" { return true }
      if name.hasPrefix("Is") {
        let rest = String(name.dropFirst(2))
        if generalCategories.contains(where: { $0.0 == rest }) { return true }
        if looseScripts.contains(loose(rest)) { return true }
        if javaBinary.contains(rest.lowercased()) { return true }
        return false
      }
      if name.hasPrefix("In") {
        let block = loose(String(name.dropFirst(2)))
        return looseScripts.contains(block) || commonBlocks.contains(block)
      }
      return false
    }
  }
}
