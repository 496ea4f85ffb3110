/// Each flavour's meaning of `\d`, `\w`, `\s`, `.`, `\h`, `\v` and POSIX classes.
struct FlavorClasses {
  let flavor: RegexFlavor
  let unicodeMode: Bool

  static let asciiDigit = ScalarSet.range(0x30, 0x39)
  static let asciiWord = ScalarSet([0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A])
  static let horizontal = ScalarSet.of([0x09, 0x20, 0xA0, 0x1680, 0x202F, 0x205F, 0x3000])
    .union(.range(0x2000, 0x200A))
  /// Java still counts U+180E MONGOLIAN VOWEL SEPARATOR as horizontal space.
  var horizontal: ScalarSet { flavor == .java ? Self.horizontal.union(.of([0x180E])) : Self.horizontal }
  static var numeric: ScalarSet { UnicodeTables.binary("numeric") { $0.numericType != nil } }
  static let vertical = ScalarSet.of([0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029])

  static var whiteSpace: ScalarSet { UnicodeTables.binary("White_Space") { $0.isWhitespace } }
  static var alphabetic: ScalarSet { UnicodeTables.binary("Alphabetic") { $0.isAlphabetic } }

  var digit: ScalarSet {
    switch flavor {
    case .java, .ecmascript: return Self.asciiDigit
    case .icu: return UnicodeTables.category([.decimalNumber])
    case .swift: return Self.numeric  // Swift Regex: `Character.isNumber`
    }
  }

  var word: ScalarSet {
    switch flavor {
    case .java, .ecmascript: return Self.asciiWord
    case .swift: return Self.alphabetic.union(Self.numeric).union(.of([0x5F]))
    case .icu:
      return Self.alphabetic
        .union(UnicodeTables.category([.nonspacingMark, .spacingMark, .enclosingMark,
          .decimalNumber, .connectorPunctuation]))
        .union(.of([0x200C, 0x200D]))
    }
  }

  var space: ScalarSet {
    switch flavor {
    case .java: return .of([0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20])
    case .ecmascript:
      return UnicodeTables.category([.spaceSeparator])
        .union(.of([0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0xA0, 0x2028, 0x2029, 0xFEFF]))
    case .icu, .swift: return Self.whiteSpace
    }
  }

  /// What `.` refuses without the dot-all flag.
  var lineTerminators: ScalarSet {
    switch flavor {
    case .ecmascript: return .of([0x0A, 0x0D, 0x2028, 0x2029])
    case .java: return .of([0x0A, 0x0D, 0x85, 0x2028, 0x2029])
    case .icu, .swift: return Self.vertical
    }
  }

  func escape(_ e: ClassEscape) -> ScalarSet {
    switch e {
    case .digit: return digit
    case .notDigit: return digit.inverted
    case .word: return word
    case .notWord: return word.inverted
    case .space: return space
    case .notSpace: return space.inverted
    case .horizontalSpace: return horizontal
    case .notHorizontalSpace: return horizontal.inverted
    case .verticalSpace: return Self.vertical
    case .notVerticalSpace: return Self.vertical.inverted
    case .notNewline: return ScalarSet.of([0x0A]).inverted
    }
  }

  func posix(_ name: String) -> ScalarSet? {
    let ascii = flavor == .java
    switch name.lowercased() {
    case "alpha": return ascii ? .init([0x41...0x5A, 0x61...0x7A]) : Self.alphabetic
    case "digit": return ascii ? Self.asciiDigit : UnicodeTables.category([.decimalNumber])
    case "alnum":
      return ascii ? .init([0x30...0x39, 0x41...0x5A, 0x61...0x7A])
        : Self.alphabetic.union(UnicodeTables.category([.decimalNumber]))
    case "upper": return ascii ? .range(0x41, 0x5A) : UnicodeTables.binary("Uppercase") { $0.isUppercase }
    case "lower": return ascii ? .range(0x61, 0x7A) : UnicodeTables.binary("Lowercase") { $0.isLowercase }
    case "space": return ascii ? .of([0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20]) : Self.whiteSpace
    case "blank": return ascii ? .of([0x09, 0x20]) : UnicodeTables.category([.spaceSeparator]).union(.of([0x09]))
    case "cntrl": return ascii ? .init([0...0x1F, 0x7F...0x7F]) : UnicodeTables.category([.control])
    case "xdigit": return .init([0x30...0x39, 0x41...0x46, 0x61...0x66])
    case "punct":
      return ascii ? .init([0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E])
        : UnicodeTables.category([.connectorPunctuation, .dashPunctuation, .openPunctuation,
          .closePunctuation, .initialPunctuation, .finalPunctuation, .otherPunctuation])
    case "graph":
      return ascii ? .range(0x21, 0x7E)
        : Self.whiteSpace.union(UnicodeTables.category([.control, .surrogate, .unassigned])).inverted
    case "print":
      return ascii ? .range(0x20, 0x7E)
        : Self.whiteSpace.union(UnicodeTables.category([.control, .surrogate, .unassigned])).inverted
          .union(UnicodeTables.category([.spaceSeparator]))
    case "word": return word
    case "ascii": return .range(0, 0x7F)
    default: return nil
    }
  }

  /// `\p{…}` to a set, or nil when the property is not modelled (scripts, blocks).
  func property(_ rawName: String) -> ScalarSet? {
    var name = rawName
    if let eq = name.firstIndex(of: "=") {
      let key = UnicodePropertyNames.loose(String(name[..<eq]))
      guard key == "gc" || key == "generalcategory" else { return nil }
      name = String(name[name.index(after: eq)...])
    }
    if flavor == .java, name.hasPrefix("Is") { name = String(name.dropFirst(2)) }
    if flavor == .java, UnicodePropertyNames.javaPosix.contains(name) {
      return posix(name == "Space" ? "space" : name)
    }
    let loose = UnicodePropertyNames.loose(name)
    for (short, long) in UnicodePropertyNames.generalCategories
    where UnicodePropertyNames.loose(short) == loose || UnicodePropertyNames.loose(long) == loose {
      return UnicodeTables.category(Self.categories(short))
    }
    switch loose {
    case "any": return .all
    case "ascii": return .range(0, 0x7F)
    case "assigned": return UnicodeTables.category([.unassigned]).inverted
    case "alphabetic", "alpha": return Self.alphabetic
    case "whitespace", "space": return Self.whiteSpace
    case "uppercase", "upper": return UnicodeTables.binary("Uppercase") { $0.isUppercase }
    case "lowercase", "lower": return UnicodeTables.binary("Lowercase") { $0.isLowercase }
    case "hexdigit", "hex": return UnicodeTables.binary("Hex_Digit") { $0.isHexDigit }
    case "asciihexdigit", "ahex": return .init([0x30...0x39, 0x41...0x46, 0x61...0x66])
    case "emoji": return UnicodeTables.binary("Emoji") { $0.isEmoji }
    case "math": return UnicodeTables.binary("Math") { $0.isMath }
    case "dash": return UnicodeTables.binary("Dash") { $0.isDash }
    case "ideographic", "ideo": return UnicodeTables.binary("Ideographic") { $0.isIdeographic }
    default: return nil
    }
  }

  static func categories(_ short: String) -> [Unicode.GeneralCategory] {
    switch short {
    case "C": return [.control, .format, .unassigned, .privateUse, .surrogate]
    case "Cc": return [.control]
    case "Cf": return [.format]
    case "Cn": return [.unassigned]
    case "Co": return [.privateUse]
    case "Cs": return [.surrogate]
    case "L": return [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter]
    case "LC": return [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter]
    case "Ll": return [.lowercaseLetter]
    case "Lm": return [.modifierLetter]
    case "Lo": return [.otherLetter]
    case "Lt": return [.titlecaseLetter]
    case "Lu": return [.uppercaseLetter]
    case "M": return [.spacingMark, .enclosingMark, .nonspacingMark]
    case "Mc": return [.spacingMark]
    case "Me": return [.enclosingMark]
    case "Mn": return [.nonspacingMark]
    case "N": return [.decimalNumber, .letterNumber, .otherNumber]
    case "Nd": return [.decimalNumber]
    case "Nl": return [.letterNumber]
    case "No": return [.otherNumber]
    case "P":
      return [.connectorPunctuation, .dashPunctuation, .closePunctuation, .finalPunctuation,
        .initialPunctuation, .otherPunctuation, .openPunctuation]
    case "Pc": return [.connectorPunctuation]
    case "Pd": return [.dashPunctuation]
    case "Pe": return [.closePunctuation]
    case "Pf": return [.finalPunctuation]
    case "Pi": return [.initialPunctuation]
    case "Po": return [.otherPunctuation]
    case "Ps": return [.openPunctuation]
    case "S": return [.currencySymbol, .modifierSymbol, .mathSymbol, .otherSymbol]
    case "Sc": return [.currencySymbol]
    case "Sk": return [.modifierSymbol]
    case "Sm": return [.mathSymbol]
    case "So": return [.otherSymbol]
    case "Z": return [.lineSeparator, .paragraphSeparator, .spaceSeparator]
    case "Zl": return [.lineSeparator]
    case "Zp": return [.paragraphSeparator]
    case "Zs": return [.spaceSeparator]
    default: return []
    }
  }
}
