/// Reads a storyboard or xib with a small tolerant XML scanner that keeps byte offsets:
/// elements owning `<userDefinedRuntimeAttributes>`, their attributes (string, number,
/// boolean values, XML entities decoded with a source map) and `<outlet>` connections.
/// Malformed XML is reported as diagnostics; the scanner never traps and always advances.
public enum InterfaceBuilderScanner {
  public static func scan(_ text: SourceText) -> InterfaceBuilderDocument {
    text.bytes.withUnsafeBufferPointer { buffer in
      var scanner = XMLScanner(text: text, b: buffer)
      scanner.run()
      scanner.builder.deallocate()
      return InterfaceBuilderDocument(
        text: text, elements: scanner.elements, outlets: scanner.outlets, diagnostics: scanner.diagnostics,
        directives: scanner.directives)
    }
  }
}

/// One attribute of a start tag: its name and its value (content without the quotes).
struct XMLAttribute {
  var name: Range<Int>
  var value: Range<Int>
  /// The value with its quotes (equal to `value` when the value had no quotes).
  var quoted: Range<Int>
}

/// An element that is open on the scanner's stack.
struct OpenElement {
  var name: Range<Int>
  var tag: String
  var id: String
  var customClass: String?
  var userLabel: String?
  var startTag: Range<Int>
  /// Index in `elements` once the element got a runtime attribute.
  var elementIndex = -1
  /// For `<string key="value">` inside a runtime attribute: where its text starts.
  var textValueStart = -1
}

/// A `<userDefinedRuntimeAttribute>` with content, waiting for its end tag.
struct PendingRuntimeAttribute {
  var stackIndex: Int
  var ownerStackIndex: Int
  var keyPath: String
  var type: String
  var value: StringLiteral?
  var keyPathRange: Range<Int>
  var start: Int
}

struct XMLScanner {
  let text: SourceText
  let b: UnsafeBufferPointer<UInt8>
  var n: Int { b.count }
  var stack: [OpenElement] = []
  var pending: PendingRuntimeAttribute?
  var elements: [IBElement] = []
  var outlets: [IBOutlet] = []
  var diagnostics: [ScanDiagnostic] = []
  var directives: [Directive] = []
  static let maxDepth = 4096
  /// Scratch buffers for decoding values; freed by `InterfaceBuilderScanner.scan`.
  let builder = LiteralBuilder.allocate()
  /// Elements opened beyond `maxDepth` (not on the stack); their end tags are absorbed.
  var overflowDepth = 0
  static let maxEndTagSearch = 256

  init(text: SourceText, b: UnsafeBufferPointer<UInt8>) {
    self.text = text
    self.b = b
  }

  @inline(__always) func at(_ i: Int) -> UInt8 { i < n ? b[i] : 0 }

  mutating func diagnose(_ message: String, _ range: Range<Int>) {
    diagnostics.append(ScanDiagnostic(message: message, range: range))
  }

  func starts(with literal: StaticString, at i: Int) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard i + count <= n else { return false }
    return literal.withUTF8Buffer { w in
      for k in 0..<count where b[i + k] != w[k] { return false }
      return true
    }
  }

  func bytes(_ range: Range<Int>, equal literal: StaticString) -> Bool {
    range.count == literal.utf8CodeUnitCount && starts(with: literal, at: range.lowerBound)
  }

  /// Index of `terminator` at or after `i`, or nil.
  func find(_ terminator: StaticString, from i: Int) -> Int? {
    var j = i
    while j < n {
      if b[j] == terminator.utf8Start.pointee && starts(with: terminator, at: j) { return j }
      j += 1
    }
    return nil
  }

  // MARK: Main loop

  mutating func run() {
    var i = 0
    while i < n {
      guard b[i] == ASCII.less else {
        i += 1
        continue
      }
      if starts(with: "<!--", at: i) {
        let end = skip(from: i, to: "-->", what: "comment")
        readDirectives(in: (i + 4)..<max(i + 4, end - 3))
        i = end
      } else if starts(with: "<![CDATA[", at: i) {
        i = skip(from: i, to: "]]>", what: "CDATA section")
      } else if starts(with: "<?", at: i) {
        i = skip(from: i, to: "?>", what: "processing instruction")
      } else if starts(with: "<!", at: i) {
        i = skip(from: i, to: ">", what: "declaration")
      } else if at(i + 1) == ASCII.slash {
        i = endTag(at: i)
      } else if ASCII.isIdentifierStart(at(i + 1)) {
        i = startTag(at: i)
      } else {
        diagnose("`<` that starts no tag", i..<i + 1)
        i += 1
      }
    }
    if pending != nil, pending?.stackIndex == -1 { finishPending(end: n) }
    if !stack.isEmpty {
      diagnose("unexpected end of file: \(stack.count) element(s) not closed", max(0, n - 1)..<n)
      while !stack.isEmpty { pop() }
    }
  }

  /// `maskls:` directives of an XML comment body (`<!-- maskls: ignore=mask-syntax -->`).
  private mutating func readDirectives(in body: Range<Int>) {
    guard body.count >= 7, (body.lowerBound...(body.upperBound - 7)).contains(where: { starts(with: "maskls:", at: $0) })
    else { return }
    var core = LexerCore(text: text, buffer: UnsafeBufferPointer(rebasing: b[0..<body.upperBound]))
    core.readDirective(from: body.lowerBound, to: body.upperBound)
    directives += core.directives
    core.deallocate()
  }

  private mutating func skip(from i: Int, to terminator: StaticString, what: String) -> Int {
    if let end = find(terminator, from: i + 2) { return end + terminator.utf8CodeUnitCount }
    diagnose("unterminated \(what)", i..<n)
    return n
  }

  // MARK: Tags

  private func nameEnd(from i: Int) -> Int {
    var j = i
    while j < n {
      let c = b[j]
      if ASCII.isBlank(c) || ASCII.isLineBreak(c) || c == ASCII.slash || c == ASCII.greater || c == ASCII.less
        || c == ASCII.equal || c == ASCII.quote || c == ASCII.apostrophe
      {
        break
      }
      j += 1
    }
    return j
  }

  private func skipSpace(_ i: Int) -> Int {
    var j = i
    while j < n && (ASCII.isBlank(b[j]) || ASCII.isLineBreak(b[j])) { j += 1 }
    return j
  }

  /// `</name>`: closes the nearest open element with that name.
  private mutating func endTag(at i: Int) -> Int {
    let nameStart = i + 2
    let nameEnd = nameEnd(from: nameStart)
    var j = skipSpace(nameEnd)
    if at(j) == ASCII.greater {
      j += 1
    } else {
      diagnose("unterminated end tag", i..<j)
    }
    let name = nameStart..<nameEnd
    if overflowDepth > 0 {
      overflowDepth -= 1
      return j
    }
    // Real documents close the element on top; looking a bounded way down keeps floods of
    // stray end tags linear.
    let lowest = max(0, stack.count - XMLScanner.maxEndTagSearch)
    var k = stack.count - 1
    while k >= lowest && !sameName(stack[k].name, name) { k -= 1 }
    guard k >= lowest else {
      diagnose("end tag `\(text.string(in: name))` closes no open element", i..<j)
      return j
    }
    if k != stack.count - 1 {
      diagnose("end tag `\(text.string(in: name))` closes \(stack.count - 1 - k) unclosed element(s)", i..<j)
    }
    if let top = stack.last, top.textValueStart >= 0, pending != nil, k == stack.count - 1 {
      // `<string key="value">text</string>`: the text is the attribute's value.
      let content = top.textValueStart..<max(top.textValueStart, i)
      let decoded = decodeValue(XMLAttribute(name: name, value: content, quoted: content), isText: true)
      diagnostics += decoded.diagnostics
      pending?.value = decoded.literal
    }
    while stack.count > k { pop(endingAt: j) }
    return j
  }

  private func sameName(_ a: Range<Int>, _ c: Range<Int>) -> Bool {
    guard a.count == c.count else { return false }
    for k in 0..<a.count where b[a.lowerBound + k] != b[c.lowerBound + k] { return false }
    return true
  }

  /// Removes the top element; a pending runtime attribute it held is attached to its owner.
  private mutating func pop(endingAt end: Int? = nil) {
    if let p = pending, p.stackIndex == stack.count - 1 {
      finishPending(end: end ?? n)
    }
    stack.removeLast()
  }

  /// `<name attr="value" ...>` or `.../>`.
  private mutating func startTag(at i: Int) -> Int {
    let name = i + 1..<nameEnd(from: i + 1)
    var attributes: [XMLAttribute] = []
    var j = name.upperBound
    var selfClosing = false
    var closed = false
    while j < n {
      j = skipSpace(j)
      guard j < n else { break }
      let c = b[j]
      if c == ASCII.greater {
        j += 1
        closed = true
        break
      }
      if c == ASCII.slash && at(j + 1) == ASCII.greater {
        j += 2
        closed = true
        selfClosing = true
        break
      }
      if c == ASCII.less { break }
      let attrName = j..<nameEnd(from: j)
      if attrName.isEmpty {
        diagnose("unexpected character in tag", j..<j + 1)
        j += 1
        continue
      }
      j = skipSpace(attrName.upperBound)
      guard at(j) == ASCII.equal else {
        diagnose("attribute `\(text.string(in: attrName))` without a value", attrName)
        continue
      }
      j = skipSpace(j + 1)
      guard j < n else {
        diagnose("attribute `\(text.string(in: attrName))` without a value", attrName)
        break
      }
      let q = b[j]
      if q == ASCII.quote || q == ASCII.apostrophe {
        var k = j + 1
        while k < n && b[k] != q { k += 1 }
        if k >= n {
          diagnose("unterminated attribute value", j..<n)
          attributes.append(XMLAttribute(name: attrName, value: j + 1..<n, quoted: j..<n))
          j = n
          break
        }
        attributes.append(XMLAttribute(name: attrName, value: j + 1..<k, quoted: j..<k + 1))
        j = k + 1
      } else {
        var k = j
        while k < n && !ASCII.isBlank(b[k]) && !ASCII.isLineBreak(b[k]) && b[k] != ASCII.greater && b[k] != ASCII.less {
          if b[k] == ASCII.slash && at(k + 1) == ASCII.greater { break }
          k += 1
        }
        diagnose("attribute `\(text.string(in: attrName))` value without quotes", j..<max(k, j + 1))
        attributes.append(XMLAttribute(name: attrName, value: j..<k, quoted: j..<k))
        j = max(k, j + 1)
      }
    }
    if !closed {
      diagnose("unterminated tag `\(text.string(in: name))`", i..<j)
      selfClosing = true  // do not leave a half tag open
    }
    handle(name: name, attributes: attributes, tag: i..<j, selfClosing: selfClosing)
    return max(j, i + 1)
  }

  func attribute(_ attributes: [XMLAttribute], _ name: StaticString) -> XMLAttribute? {
    attributes.first { bytes($0.name, equal: name) }
  }

  func plainValue(_ attributes: [XMLAttribute], _ name: StaticString) -> String? {
    attribute(attributes, name).map { decodeValue($0).literal.value }
  }

  /// The decoded value of an attribute with its source map (entities decoded, raw blanks
  /// and line breaks normalised to spaces as XML requires); diagnostics for bad entities.
  ///
  /// With `isText`, the range is element text content instead: line breaks (`\r\n`, `\r`)
  /// become `\n` and tabs stay, as XML's end-of-line handling says.
  func decodeValue(_ attribute: XMLAttribute, isText: Bool = false) -> (literal: StringLiteral, diagnostics: [ScanDiagnostic]) {
    let lit = builder
    lit.reset()
    var problems: [ScanDiagnostic] = []
    var i = attribute.value.lowerBound
    let end = attribute.value.upperBound
    var runStart = i
    while i < end {
      let c = b[i]
      if isText ? c == ASCII.carriageReturn : (c == ASCII.tab || ASCII.isLineBreak(c)) {
        lit.verbatim(b, runStart..<i)
        let length = (c == ASCII.carriageReturn && i + 1 < end && b[i + 1] == ASCII.newline) ? 2 : 1
        lit.escaped(scalar: isText ? 0x0A : 0x20, source: i..<i + length)
        i += length
        runStart = i
        continue
      }
      guard c == ASCII.ampersand else {
        i += 1
        continue
      }
      lit.verbatim(b, runStart..<i)
      var semicolon = i + 1
      while semicolon < end && semicolon < i + 12 && b[semicolon] != ASCII.semicolon { semicolon += 1 }
      if semicolon < end && b[semicolon] == ASCII.semicolon, let scalar = entityValue(i + 1..<semicolon) {
        lit.escaped(scalar: scalar, source: i..<semicolon + 1)
        i = semicolon + 1
      } else {
        problems.append(ScanDiagnostic(message: "`&` that starts no known XML entity", range: i..<i + 1))
        lit.verbatim(b, i..<i + 1)
        i += 1
      }
      runStart = i
    }
    lit.verbatim(b, runStart..<end)
    let literal = lit.build(range: attribute.quoted, contentStart: attribute.value.lowerBound)
    return (literal, problems)
  }

  private func entityValue(_ name: Range<Int>) -> UInt32? {
    if bytes(name, equal: "amp") { return 0x26 }
    if bytes(name, equal: "lt") { return 0x3C }
    if bytes(name, equal: "gt") { return 0x3E }
    if bytes(name, equal: "quot") { return 0x22 }
    if bytes(name, equal: "apos") { return 0x27 }
    guard name.count >= 2, b[name.lowerBound] == ASCII.hash else { return nil }
    var k = name.lowerBound + 1
    let hex = b[k] | 0x20 == 0x78
    if hex { k += 1 }
    guard k < name.upperBound else { return nil }
    var value: UInt32 = 0
    while k < name.upperBound {
      if hex {
        guard let h = ASCII.hexValue(b[k]) else { return nil }
        value = value &* 16 &+ h
      } else {
        guard ASCII.isDigit(b[k]) else { return nil }
        value = value &* 10 &+ UInt32(b[k] - 0x30)
      }
      guard value <= 0x10FFFF else { return nil }
      k += 1
    }
    return Unicode.Scalar(value) == nil ? nil : value
  }
}
