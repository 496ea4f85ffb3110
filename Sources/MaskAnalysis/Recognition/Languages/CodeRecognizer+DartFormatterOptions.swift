import MaskEngine
import SourceScanning

/// The options of a `MaskTextInputFormatter(…)` call that change what its mask does, read
/// with the mask: `filter:` and `type:`.
///
/// The filter's entries are settings of their own (`.maskFilter`, made where each entry's
/// `RegExp` literal is recognised) and become the field's slot table in `AnalyzedField`.
/// Here the call is only judged readable or not: a filter that is not a map literal
/// (`filter: myFilter`), a map with an entry that is not `'c': RegExp('…')` (a key that is a
/// name, a spread `...base`, a collection `if`/`for`, a regex built at run time), or a
/// `type:` that is not `MaskAutoCompletionType.eager`/`.lazy` leaves the slots or the typing
/// unknown: the mask is marked unresolved (`MaskOptions.isUnresolved`), so no rule judges it
/// and the hover says the options cannot be read.
extension CodeRecognizer {
  /// What a formatter call passes with its mask.
  struct DartFormatterOptions {
    /// `type: MaskAutoCompletionType.eager`.
    var isEager = false
    /// Some option cannot be read.
    var isUnresolved = false
  }

  func dartFormatterOptions(_ call: Call) -> DartFormatterOptions {
    var options = DartFormatterOptions()
    var i = call.open + 1
    var depth = 0
    while i + 2 < call.close {
      let t = tokens[i]
      if t.kind == .punctuation {
        if t.byte == UInt8(ascii: "(") || t.byte == UInt8(ascii: "[") || t.byte == UInt8(ascii: "{") { depth += 1 }
        if t.byte == UInt8(ascii: ")") || t.byte == UInt8(ascii: "]") || t.byte == UInt8(ascii: "}") { depth -= 1 }
      } else if depth == 0, t.kind == .identifier, dartPunctuation(i + 1, ":"), dartPunctuation(i - 1, "(") || dartPunctuation(i - 1, ",") {
        if file.tokenText(t, equals: "filter") {
          if !dartFilterIsReadable(valueAt: i + 2, end: call.close) { options.isUnresolved = true }
        } else if file.tokenText(t, equals: "type") {
          switch dartCompletionType(valueAt: i + 2) {
          case "eager"?: options.isEager = true
          case "lazy"?: break
          default: options.isUnresolved = true
          }
        }
      }
      i += 1
    }
    return options
  }

  /// `MaskAutoCompletionType.eager` → `eager`; nil for any other expression.
  private func dartCompletionType(valueAt v: Int) -> String? {
    guard v + 3 < tokens.count, tokens[v].kind == .identifier, file.tokenText(tokens[v], equals: "MaskAutoCompletionType"),
      dartPunctuation(v + 1, "."), tokens[v + 2].kind == .identifier,
      dartPunctuation(v + 3, ",") || dartPunctuation(v + 3, ")")
    else { return nil }
    return file.tokenText(tokens[v + 2])
  }

  /// Whether the `filter:` value starting at token `v` is `null` or a map literal
  /// (`{…}`, `const {…}`, `<String, RegExp>{…}`) whose every entry is `'c': RegExp('…')`.
  private func dartFilterIsReadable(valueAt v: Int, end: Int) -> Bool {
    guard v < end else { return false }
    var k = v
    if tokens[k].kind == .identifier {
      if file.tokenText(tokens[k], equals: "null") { return dartPunctuation(k + 1, ",") || dartPunctuation(k + 1, ")") }
      guard file.tokenText(tokens[k], equals: "const") else { return false }
      k += 1
    }
    if dartPunctuation(k, "<") {
      var steps = 0
      while k < end, !dartPunctuation(k, ">"), steps < 16 { k += 1; steps += 1 }
      k += 1
    }
    guard dartPunctuation(k, "{") else { return false }
    // Entries at depth 0 of the map, each `'c': RegExp(…)`.
    var entryStart = k + 1
    var depth = 0
    var j = k + 1
    while j < end {
      let t = tokens[j]
      if t.kind == .punctuation {
        switch t.byte {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
        case UInt8(ascii: "}"):
          if depth == 0 {
            return entryStart == j || dartFilterEntryIsReadable(entryStart, j)
          }
          depth -= 1
        case UInt8(ascii: ","):
          if depth == 0 {
            guard dartFilterEntryIsReadable(entryStart, j) else { return false }
            entryStart = j + 1
          }
        default: break
        }
      }
      j += 1
    }
    return false
  }

  /// Tokens `start..<end` are `'c': RegExp('…' …)` (also `new RegExp`) with constant strings.
  private func dartFilterEntryIsReadable(_ start: Int, _ end: Int) -> Bool {
    guard start + 4 < end, tokens[start].kind == .string, file.literals[tokens[start].literal].isWholeValue,
      dartPunctuation(start + 1, ":")
    else { return false }
    var k = start + 2
    if tokens[k].kind == .identifier, file.tokenText(tokens[k], equals: "new") { k += 1 }
    guard k + 3 < end + 1, tokens[k].kind == .identifier, file.tokenText(tokens[k], equals: "RegExp"),
      dartPunctuation(k + 1, "("), k + 2 < end, tokens[k + 2].kind == .string,
      file.literals[tokens[k + 2].literal].isWholeValue,
      dartPunctuation(end - 1, ")"),
      let call = describeCall(openAt: k + 1), call.close == end - 1
    else { return false }
    // The pattern is the first argument and nothing else is joined to it.
    return dartPunctuation(k + 3, ",") || dartPunctuation(k + 3, ")")
  }
}
