import MaskEngine
import SourceScanning

/// Option values of web mask libraries read from object literals (`+WebOptions`, `+JSX`):
/// object entries, flags, definition tables and Inputmask's markers. What cannot be read is
/// reported, never guessed: the caller leaves the mask unresolved.
extension CodeRecognizer {
  /// Inputmask's marker options (`groupmarker: ["<", ">"]`, `optionalmarker`,
  /// `quantifiermarker`, `alternatormarker: "/"`) as a one-for-one translation to the default
  /// markers. Unresolved when a value is not such a literal, when two roles share a
  /// character, or when the mask holds (unescaped) a default marker character that the
  /// options turned into a literal: the mask could not be read one character for one.
  func readInputmaskMarkers(_ object: WebObjectLiteral, mask: String, into options: inout MaskOptions) {
    let defaults: [String: [Character]] = [
      "groupmarker": ["(", ")"], "optionalmarker": ["[", "]"], "quantifiermarker": ["{", "}"], "alternatormarker": ["|"],
    ]
    var translation: [Character: Character] = [:]
    for (key, value) in object.entries {
      guard let standard = defaults[key] else { continue }
      guard let custom = markerCharacters(value), custom.count == standard.count else {
        options.isUnresolved = true
        return
      }
      for (c, d) in zip(custom, standard) where c != d {
        guard translation[c] == nil else {
          options.isUnresolved = true
          return
        }
        translation[c] = d
      }
    }
    guard !translation.isEmpty else { return }
    // Default markers that are no longer markers: literals in the library.
    let markers = Set(translation.keys).union(defaults.values.joined().filter { d in
      !translation.values.contains(d)
    })
    let literalDefaults = Set(translation.values).subtracting(markers)
    var escaped = false
    for c in mask {
      if !escaped && literalDefaults.contains(c) {
        options.isUnresolved = true
        return
      }
      escaped = !escaped && c == "\\"
    }
    options.markerTranslation = translation
  }

  /// `["<", ">"]` or `"|"`: the marker characters, one per string.
  func markerCharacters(_ value: Range<Int>) -> [Character]? {
    var characters: [Character] = []
    for k in value {
      let token = tokens[k]
      switch token.kind {
      case .string:
        let literal = file.literals[token.literal]
        guard literal.isWholeValue, literal.value.count == 1, let c = literal.value.first else { return nil }
        characters.append(c)
      case .punctuation where token.byte == UInt8(ascii: "[") || token.byte == UInt8(ascii: "]") || token.byte == UInt8(ascii: ","):
        continue
      default:
        return nil
      }
    }
    return characters
  }

  /// `true` / `false`; anything else (a variable, a condition) is unresolved.
  func readFlag(_ value: Range<Int>, into flag: inout Bool, unresolved: inout Bool) {
    if value.count == 1, webIsWord(value.lowerBound, "true") {
      flag = true
    } else if value.count == 1, webIsWord(value.lowerBound, "false") {
      flag = false
    } else {
      unresolved = true
    }
  }

  /// A definition table: `{'Z': {pattern: /[A-Z]/}, …}`. A table that is not an object
  /// literal, or an entry the engine cannot model, makes the mask unresolved.
  func readDefinitions(_ value: Range<Int>, dialect: MaskDialect, into options: inout MaskOptions) {
    guard let open = value.first, webIsPunctuation(open, UInt8(ascii: "{")) else {
      options.isUnresolved = true
      return
    }
    let table = webObjectLiteral(open)
    if table.hasUnreadableEntry { options.isUnresolved = true }
    for (symbol, definition) in table.entries {
      guard symbol.count == 1, let character = symbol.first else { continue }
      guard let read = definitionClass(of: definition, dialect: dialect) else {
        options.isUnresolved = true
        continue
      }
      options.definitions[character] = read.cls
      if read.optional { options.optionalSymbols.insert(character) }
    }
  }

  /// A definition: a regex literal, a string (Inputmask `validator`), or an object with
  /// `pattern:` / `validator:`. Nil when it cannot be modelled: a validator that is a
  /// function or a name, or flags that change the mask's structure (maska `multiple`,
  /// jQuery `recursive`). A regex the analysis cannot reduce to one character accepts
  /// anything (the slot exists, its characters are unknown).
  func definitionClass(of value: Range<Int>, dialect: MaskDialect) -> (cls: MaskEngine.CharacterClass, optional: Bool)? {
    guard let first = value.first else { return nil }
    let token = tokens[first]
    switch token.kind {
    case .regexLiteral where value.count == 1:
      let literal = file.regexLiterals[token.literal]
      guard literal.isWholeValue else { return nil }
      return (FlutterFilterAnalysis.characterClass(pattern: literal.value, flags: file.regexFlags[token.literal]), false)
    case .string where value.count == 1:
      let literal = file.literals[token.literal]
      guard literal.isWholeValue else { return nil }
      return (FlutterFilterAnalysis.characterClass(pattern: literal.value, flags: ""), false)
    case .punctuation where token.byte == UInt8(ascii: "{"):
      let object = webObjectLiteral(first)
      guard !object.hasUnreadableEntry else { return nil }
      var cls: MaskEngine.CharacterClass?
      var optional = false
      for (key, inner) in object.entries {
        switch key {
        case "pattern", "validator":
          guard let read = definitionClass(of: inner, dialect: dialect), !read.optional else { return nil }
          cls = read.cls
        case "optional" where dialect == .jquerymask:
          var flag = false
          var unknown = false
          readFlag(inner, into: &flag, unresolved: &unknown)
          if unknown { return nil }
          optional = flag
        case "casing", "cardinality", "definitionSymbol", "placeholder":
          continue
        default:
          // maska `multiple`/`optional`/`repeated`/`transform`, jQuery `recursive`/`fallback`,
          // and anything unknown change what the slot does.
          if inner.count == 1, webIsWord(inner.lowerBound, "false") { continue }
          return nil
        }
      }
      guard let cls else { return nil }
      return (cls, optional)
    default:
      return nil
    }
  }

  /// The top-level entries of an object literal and whether some entry cannot be read.
  struct WebObjectLiteral {
    /// Key (identifier or constant string) and the token range of its value (empty for a
    /// shorthand property or a method, whose value the analysis does not follow).
    var entries: [(String, Range<Int>)] = []
    /// A spread (`...opts`) or a computed key (`[name]: …`).
    var hasUnreadableEntry = false
  }

  /// The object literal opening at `open`, read up to its matching `}` (bounded).
  func webObjectLiteral(_ open: Int) -> WebObjectLiteral {
    var object = WebObjectLiteral()
    var depth = 0
    var i = open + 1
    var entryStart = i
    let limit = min(tokens.count, open + 2_000)
    func finishEntry(at end: Int) {
      guard end > entryStart else { return }
      let keyToken = tokens[entryStart]
      let key: String
      switch keyToken.kind {
      case .identifier: key = file.tokenText(keyToken)
      case .string:
        let literal = file.literals[keyToken.literal]
        guard literal.isWholeValue else {
          object.hasUnreadableEntry = true
          return
        }
        key = literal.value
      case .number: key = file.tokenText(keyToken)
      default:
        // `...opts`, `[name]: …`.
        object.hasUnreadableEntry = true
        return
      }
      if webIsPunctuation(entryStart + 1, UInt8(ascii: ":")) {
        object.entries.append((key, (entryStart + 2)..<end))
      } else {
        object.entries.append((key, end..<end))
      }
    }
    while i < limit {
      let t = tokens[i]
      if t.kind == .punctuation {
        switch t.byte {
        case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"):
          if depth == 0 {
            finishEntry(at: i)
            return object
          }
          depth -= 1
        case UInt8(ascii: ","):
          if depth == 0 {
            finishEntry(at: i)
            entryStart = i + 1
          }
        default: break
        }
      }
      i += 1
    }
    // Not closed within the bound: what was not read may hold anything.
    object.hasUnreadableEntry = true
    return object
  }
}
