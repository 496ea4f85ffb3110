import SourceScanning

/// Which field a Kotlin/Java expression reaches: an Android view by resource id when the code
/// says so (`findViewById(R.id.phone)`, a name assigned from it, view binding
/// `binding.phoneInput`), otherwise the member or local the expression names.
struct AndroidViewNames {
  /// Names assigned from a view lookup anywhere in the file: `phone` in
  /// `phone = findViewById(R.id.phone_input)` or `val phone = binding.phoneInput`.
  var viewIDs: [String: String] = [:]
}

extension CodeRecognizer {
  /// Collects `name = <view lookup>` (also `val name: EditText = …`, `EditText name = …`,
  /// `name by lazy { <view lookup> }`) in one forward scan.
  func androidViewNames() -> AndroidViewNames {
    var names = AndroidViewNames()
    var i = 0
    while i + 2 < tokens.count {
      defer { i += 1 }
      guard tokens[i].kind == .identifier else { continue }
      var valueStart: Int? = nil
      if isAssignment(i + 1) {
        valueStart = i + 2
      } else if isPunctuation(i + 1, ":"), language == .kotlin {
        // `val phone: EditText = …`
        var j = i + 2
        while j < tokens.count, j < i + 8, !isAssignment(j) {
          if tokens[j].kind == .identifier, file.tokenText(tokens[j], equals: "by") { break }
          j += 1
        }
        if isAssignment(j) { valueStart = j + 1 } else if isIdentifier(j, "by") { valueStart = j + 1 }
      } else if isIdentifier(i + 1, "by") {
        valueStart = i + 2
      }
      guard let start = valueStart else { continue }
      let end = statementEnd(from: start)
      if let id = viewID(in: start..<end, names: names) {
        names.viewIDs[file.tokenText(tokens[i])] = id
      }
    }
    return names
  }

  /// The end of a simple expression statement starting at `start`: the first `;`, or the
  /// first token on a later line at bracket depth 0 (Kotlin), at most 48 tokens.
  func statementEnd(from start: Int) -> Int {
    var depth = 0
    var i = start
    // A token is on a later line than `start`'s when it starts at or after the next line's
    // start (one lookup, not one per token).
    var nextLineStart = Int.max
    if start < tokens.count {
      let line = file.text.line(containing: tokens[start].range.lowerBound)
      if line + 1 < file.text.lineStarts.count { nextLineStart = file.text.lineStarts[line + 1] }
    }
    while i < tokens.count, i < start + 48 {
      let t = tokens[i]
      if t.kind == .punctuation {
        switch t.byte {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
          if depth == 0 { return i }
          depth -= 1
        case UInt8(ascii: ";"), UInt8(ascii: ","):
          if depth == 0 { return i }
        default: break
        }
      }
      if depth == 0, i > start, language == .kotlin, t.range.lowerBound >= nextLineStart,
        !(t.kind == .punctuation && (t.byte == UInt8(ascii: ".") || t.byte == UInt8(ascii: "?")))
      {
        return i
      }
      i += 1
    }
    return i
  }

  /// The view id an expression reaches: `…findViewById…(R.id.x)` gives `x`; a chain starting
  /// at a view binding (`binding.phoneInput`, `_binding!!.phoneInput`) gives its last name;
  /// a name assigned from a view lookup gives that lookup's id.
  func viewID(in range: Range<Int>, names: AndroidViewNames) -> String? {
    guard !range.isEmpty else { return nil }
    var i = range.lowerBound
    var sawLookup = false
    while i < range.upperBound {
      if i >= 0, i < tokens.count, tokens[i].kind == .identifier {
        if isViewLookup(tokens[i]) { sawLookup = true }
        // `R.id.phone` (also `android.R.id.x`, `com.app.R.id.x`).
        if sawLookup, file.tokenText(tokens[i], equals: "R"), isPunctuation(i + 1, "."), isIdentifier(i + 2, "id"),
          isPunctuation(i + 3, "."), let id = identifierText(i + 4)
        {
          return id
        }
      }
      i += 1
    }
    // A chain `a.b.c` (with `?.`, `!!`, `this.`), nothing else: its names' token indices
    // (the first two and the last), made `String`s only when one is the answer.
    var count = 0
    var first = -1
    var second = -1
    var last = -1
    i = range.lowerBound
    while i < range.upperBound {
      let t = tokens[i]
      if t.kind == .identifier {
        if count == 0 { first = i } else if count == 1 { second = i }
        last = i
        count += 1
      } else if t.kind == .punctuation, t.byte == UInt8(ascii: ".") || t.byte == UInt8(ascii: "?") || t.byte == UInt8(ascii: "!") {
      } else {
        return nil
      }
      i += 1
    }
    if count > 0, file.tokenText(tokens[first], equals: "this") {
      first = second
      count -= 1
    }
    guard count > 0 else { return nil }
    if count >= 2, endsWithBinding(tokens[first]) { return file.tokenText(tokens[last]) }
    if count == 1 { return names.viewIDs[file.tokenText(tokens[first])] }
    return nil
  }

  /// Whether the identifier `token` is a view lookup: it starts with `findViewById` or is
  /// `requireViewById` (as `String.hasPrefix` and `==` answer; only a name with a non-ASCII
  /// byte right after the prefix is asked of a `String`).
  private func isViewLookup(_ token: Token) -> Bool {
    if file.tokenText(token, equals: "requireViewById") { return true }
    let prefix: StaticString = "findViewById"
    let length = prefix.utf8CodeUnitCount
    guard token.range.count >= length else { return false }
    let bytes = file.text.bytes
    let start = token.range.lowerBound
    let same = prefix.withUTF8Buffer { p in
      var k = 0
      while k < length {
        if bytes[start + k] != p[k] { return false }
        k += 1
      }
      return true
    }
    guard same else { return false }
    // An ASCII byte after the prefix starts a new character; a non-ASCII one may join the
    // prefix's last character.
    if token.range.count == length || bytes[start + length] < 0x80 { return true }
    return file.tokenText(token).hasPrefix("findViewById")
  }

  /// Whether the identifier `token`, lowercased, ends with `binding` (ASCII names compared on
  /// bytes; others through `String`, as before).
  private func endsWithBinding(_ token: Token) -> Bool {
    let bytes = file.text.bytes
    for k in token.range where bytes[k] >= 0x80 {
      return file.tokenText(token).lowercased().hasSuffix("binding")
    }
    let suffix: StaticString = "binding"
    let length = suffix.utf8CodeUnitCount
    guard token.range.count >= length else { return false }
    let start = token.range.upperBound - length
    return suffix.withUTF8Buffer { p in
      var k = 0
      while k < length {
        let c = bytes[start + k]
        if (c >= 0x41 && c <= 0x5A ? c | 0x20 : c) != p[k] { return false }
        k += 1
      }
      return true
    }
  }

  /// The field an Android view expression configures: its view id when known, otherwise the
  /// member or local its (last) name denotes.
  func androidFieldKey(_ range: Range<Int>, names: AndroidViewNames, context: Context) -> FieldKey? {
    if let id = viewID(in: range, names: names) { return .androidView(id: id) }
    // A plain name or `this.name`.
    var r = range
    if r.count == 3, isIdentifier(r.lowerBound, "this"), isPunctuation(r.lowerBound + 1, ".") { r = (r.lowerBound + 2)..<r.upperBound }
    // Kotlin `name!!`.
    while r.count > 1, isPunctuation(r.upperBound - 1, "!") { r = r.lowerBound..<(r.upperBound - 1) }
    guard r.count == 1, let name = identifierText(r.lowerBound) else { return nil }
    if ["true", "false", "null", "this", "it"].contains(name) { return nil }
    return variableKey(name, at: r.lowerBound)
  }

  /// The receiver chain ending just before `end` (the `.` before a property or method):
  /// `binding.phoneInput` in `binding.phoneInput.filters`.
  func receiverChain(endingBefore end: Int) -> Range<Int>? {
    var i = end - 1
    var start: Int? = nil
    var steps = 0
    while i >= 0, steps < 16 {
      let t = tokens[i]
      if t.kind == .identifier {
        start = i
        if i >= 1, tokens[i - 1].kind == .punctuation, tokens[i - 1].byte == UInt8(ascii: ".") {
          i -= 2
          // `a?.b`, `a!!.b`
          while i >= 0, isPunctuation(i, "?") || isPunctuation(i, "!") { i -= 1 }
          steps += 1
          continue
        }
        break
      } else if t.kind == .punctuation, t.byte == UInt8(ascii: "?") || t.byte == UInt8(ascii: "!") {
        i -= 1
        steps += 1
        continue
      }
      break
    }
    return start.map { $0..<end }
  }
}
