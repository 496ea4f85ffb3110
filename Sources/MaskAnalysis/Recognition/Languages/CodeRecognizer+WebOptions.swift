import MaskEngine
import SourceScanning

/// Library options written inline next to a web mask, carried on the mask setting
/// (`Setting.maskOptions`) so the engine parses and simulates the mask as the library does:
///
/// - imask `IMask(el, {mask: "#00", definitions: {'#': /[1-6]/}, eager: true})`;
/// - Inputmask `{mask: "**-99", definitions: {'*': {validator: "[0-9A-F]"}}}`;
/// - maska `new MaskInput(el, {mask: "Z#", tokens: {Z: {pattern: /[A-Z]/}}, eager: true})`;
/// - jQuery Mask Plugin `$(el).mask("#.##0,00", {reverse: true, translation: {'Z': {pattern: /[0-9]/}}})`.
///
/// A definition whose regex is not a literal accepts anything (the slot exists, its
/// characters are unknown). Options given by name (`IMask(el, options)`) are not followed.
extension CodeRecognizer {
  func applyingWebMaskOptions(to settings: [Setting]) -> [Setting] {
    guard language.isWebScript else { return settings }
    return settings.map { setting in
      guard case .mask(let dialect) = setting.kind,
        [.imask, .inputmask, .maska, .jquerymask].contains(dialect),
        let index = tokenIndex(startingAt: setting.literal.range.lowerBound),
        let object = optionsObject(for: index, dialect: dialect)
      else { return setting }
      let options = readOptions(object, dialect: dialect)
      guard options != MaskOptions() else { return setting }
      var updated = setting
      updated.maskOptions = options
      return updated
    }
  }

  /// The `{` of the object holding the mask's options: the object the mask is a value of
  /// (`{mask: "…", definitions: …}`), or for jQuery the object argument after the mask.
  private func optionsObject(for index: Int, dialect: MaskDialect) -> Int? {
    if dialect == .jquerymask {
      guard webIsPunctuation(index + 1, UInt8(ascii: ",")), webIsPunctuation(index + 2, UInt8(ascii: "{")) else { return nil }
      return index + 2
    }
    guard webIsPunctuation(index - 1, UInt8(ascii: ":")), let brace = openingBrace(before: index) else { return nil }
    return brace
  }

  private func readOptions(_ open: Int, dialect: MaskDialect) -> MaskOptions {
    var options = MaskOptions()
    for (key, value) in objectEntries(open) {
      switch key {
      case "reverse" where dialect == .jquerymask:
        options.reverse = webIsWord(value.lowerBound, "true")
      case "eager" where dialect == .imask || dialect == .maska:
        options.eager = webIsWord(value.lowerBound, "true")
      case "definitions" where dialect == .imask || dialect == .inputmask,
        "tokens" where dialect == .maska,
        "translation" where dialect == .jquerymask:
        guard webIsPunctuation(value.lowerBound, UInt8(ascii: "{")) else { continue }
        for (symbol, definition) in objectEntries(value.lowerBound) {
          guard symbol.count == 1, let character = symbol.first else { continue }
          options.definitions[character] = characterClass(of: definition)
        }
      default:
        continue
      }
    }
    return options
  }

  /// A definition: a regex literal, a string (Inputmask `validator`), or an object with
  /// `pattern:` / `validator:`.
  private func characterClass(of value: Range<Int>) -> MaskEngine.CharacterClass {
    guard let first = value.first else { return .any }
    let token = tokens[first]
    switch token.kind {
    case .regexLiteral where value.count == 1:
      let literal = file.regexLiterals[token.literal]
      guard literal.isWholeValue else { return .any }
      return FlutterFilterAnalysis.characterClass(pattern: literal.value, flags: file.regexFlags[token.literal])
    case .string where value.count == 1:
      let literal = file.literals[token.literal]
      return literal.isWholeValue ? FlutterFilterAnalysis.characterClass(pattern: literal.value, flags: "") : .any
    case .punctuation where token.byte == UInt8(ascii: "{"):
      for (key, inner) in objectEntries(first) where key == "pattern" || key == "validator" {
        return characterClass(of: inner)
      }
      return .any
    default:
      return .any
    }
  }

  /// The top-level entries of the object literal opening at `open`: key (identifier or
  /// string) and the token range of its value. Bounded; stops at the matching `}`.
  private func objectEntries(_ open: Int) -> [(String, Range<Int>)] {
    var entries: [(String, Range<Int>)] = []
    var depth = 0
    var i = open + 1
    var entryStart = i
    let limit = min(tokens.count, open + 2_000)
    func finishEntry(at end: Int) {
      guard end - entryStart >= 3, webIsPunctuation(entryStart + 1, UInt8(ascii: ":")) else { return }
      let keyToken = tokens[entryStart]
      let key: String
      switch keyToken.kind {
      case .identifier: key = file.tokenText(keyToken)
      case .string:
        let literal = file.literals[keyToken.literal]
        guard literal.isWholeValue else { return }
        key = literal.value
      default: return
      }
      entries.append((key, (entryStart + 2)..<end))
    }
    while i < limit {
      let t = tokens[i]
      if t.kind == .punctuation {
        switch t.byte {
        case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"):
          if depth == 0 {
            finishEntry(at: i)
            return entries
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
    return entries
  }
}
