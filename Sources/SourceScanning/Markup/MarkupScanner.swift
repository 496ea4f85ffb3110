/// Reads HTML (`.html`, `.htm`), Vue single-file components (`.vue`) and Android layout XML
/// with one tolerant scanner that keeps byte offsets. It never traps and always advances:
/// malformed markup is reported in `diagnostics` and scanning goes on.
///
/// - Comments `<!-- … -->` are skipped; `<!-- maskls: key=value -->` gives a directive.
/// - `<script>` bodies are lexed with `JavaScriptLexer` (TypeScript for `lang="ts"`/`"tsx"`;
///   JSX for `lang="jsx"`/`"tsx"` or `type="text/babel"`); scripts of other types
///   (`text/x-template`, `application/json`) are skipped, as are `<style>` bodies.
/// - HTML void elements (`<input>`, `<br>`) need no end tag; end tags close the nearest open
///   element of that name (HTML names compare case-insensitively).
/// - Attribute values may be unquoted in HTML and Vue; in Android layouts that is reported.
public enum MarkupScanner {
  /// `language` is `.html`, `.vue` or `.androidLayout` (anything else is read as HTML).
  public static func scan(_ text: SourceText, language: SourceLanguage) -> MarkupDocument {
    text.bytes.withUnsafeBufferPointer { buffer in
      var scanner = MarkupScanning(core: LexerCore(text: text, buffer: buffer), language: language)
      scanner.run()
      scanner.core.deallocate()
      return MarkupDocument(
        text: text, language: language, elements: scanner.elements, scripts: scanner.scripts,
        directives: scanner.core.directives, diagnostics: scanner.core.diagnostics)
    }
  }
}

struct MarkupScanning {
  var core: LexerCore
  let language: SourceLanguage
  let isXML: Bool
  var elements: [MarkupElement] = []
  var scripts: [MarkupScript] = []
  /// The attributes of the start tag being read (kept between tags for its capacity).
  var attributeScratch: [MarkupAttribute] = []
  /// Open elements: name range and element index.
  var stack: [(name: Range<Int>, element: Int)] = []
  /// Elements opened beyond `maxDepth` (not on the stack); their end tags are absorbed.
  var overflowDepth = 0
  static let maxDepth = 4096
  static let maxEndTagSearch = 256

  init(core: LexerCore, language: SourceLanguage) {
    self.core = core
    self.language = language
    self.isXML = language == .androidLayout
  }

  var b: UnsafeBufferPointer<UInt8> { core.b }
  var n: Int { core.n }

  mutating func run() {
    var i = 0
    while i < n {
      guard let lt = nextLess(from: i) else { break }
      i = lt
      let next = core.at(i + 1)
      if next == 0x21 {  // !
        if starts(with: "<!--", at: i) {
          i = comment(at: i)
        } else if starts(with: "<![CDATA[", at: i) {
          i = skip(past: "]]>", from: i + 9)
        } else {
          i = skip(past: ">", from: i + 2)
        }
      } else if next == ASCII.question {
        i = skip(past: ">", from: i + 2)
      } else if next == ASCII.slash {
        i = endTag(at: i)
      } else if ASCII.isIdentifierStart(next) {
        i = startTag(at: i)
      } else {
        i += 1
      }
    }
  }

  // MARK: Helpers

  private func nextLess(from i: Int) -> Int? {
    var j = i
    while j < n {
      if b[j] == ASCII.less { return j }
      j += 1
    }
    return nil
  }

  func starts(with literal: StaticString, at i: Int, ignoringCase: Bool = false) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard i + count <= n else { return false }
    return literal.withUTF8Buffer { w in
      for k in 0..<count {
        let c = b[i + k]
        if ignoringCase ? (c | 0x20) != (w[k] | 0x20) : c != w[k] { return false }
      }
      return true
    }
  }

  /// The index after the first `terminator` at or after `i`, or `n`.
  private func skip(past terminator: StaticString, from i: Int) -> Int {
    var j = i
    while j < n {
      if b[j] == terminator.utf8Start.pointee && starts(with: terminator, at: j) {
        return j + terminator.utf8CodeUnitCount
      }
      j += 1
    }
    return n
  }

  private func skipSpace(_ i: Int) -> Int {
    var j = i
    while j < n && LexerCore.isSpace(b[j]) { j += 1 }
    return j
  }

  /// End of a tag name from `i`.
  private func tagNameEnd(from i: Int) -> Int {
    var j = i
    while j < n {
      let c = b[j]
      if LexerCore.isSpace(c) || c == ASCII.greater || c == ASCII.slash || c == ASCII.less { break }
      j += 1
    }
    return j
  }

  /// End of an attribute name from `i` (Vue names hold `:`, `@`, `#`, `.`, `[`, `]`).
  private func attributeNameEnd(from i: Int) -> Int {
    var j = i
    while j < n {
      let c = b[j]
      if LexerCore.isSpace(c) || c == ASCII.greater || c == ASCII.slash || c == ASCII.less || c == ASCII.equal
        || c == ASCII.quote || c == ASCII.apostrophe
      {
        break
      }
      j += 1
    }
    return j
  }

  private func sameName(_ a: Range<Int>, _ c: Range<Int>) -> Bool {
    guard a.count == c.count else { return false }
    for k in 0..<a.count {
      let x = b[a.lowerBound + k]
      let y = b[c.lowerBound + k]
      if isXML ? x != y : (x | 0x20) != (y | 0x20) { return false }
    }
    return true
  }

  private func isName(_ range: Range<Int>, _ name: StaticString) -> Bool {
    range.count == name.utf8CodeUnitCount && starts(with: name, at: range.lowerBound, ignoringCase: !isXML)
  }

  // MARK: Comments

  private mutating func comment(at i: Int) -> Int {
    var j = i + 4
    while j < n {
      if b[j] == ASCII.minus && starts(with: "-->", at: j) {
        core.readDirective(from: i + 4, to: j)
        return j + 3
      }
      j += 1
    }
    core.diagnose("unterminated comment", i..<i + 4)
    return n
  }

  // MARK: Tags

  /// `</name>`: closes the nearest open element with that name.
  private mutating func endTag(at i: Int) -> Int {
    let name = i + 2..<tagNameEnd(from: i + 2)
    var j = skipSpace(name.upperBound)
    if core.at(j) == ASCII.greater {
      j += 1
    } else {
      core.diagnose("unterminated end tag", i..<max(j, i + 2))
      j = max(j, i + 2)
    }
    if overflowDepth > 0 {
      overflowDepth -= 1
      return j
    }
    let lowest = max(0, stack.count - MarkupScanning.maxEndTagSearch)
    var k = stack.count - 1
    while k >= lowest && !sameName(stack[k].name, name) { k -= 1 }
    guard k >= lowest else {
      if isXML { core.diagnose("end tag `\(core.text.string(in: name))` closes no open element", i..<j) }
      return j
    }
    if isXML && k != stack.count - 1 {
      core.diagnose("end tag `\(core.text.string(in: name))` closes \(stack.count - 1 - k) unclosed element(s)", i..<j)
    }
    stack.removeSubrange(k...)
    return j
  }

  private static let voidElements: Set<String> = [
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr",
  ]

  /// `<name attr="value" …>` or `…/>`; returns the index after it (after the body of a
  /// `<script>`, `<style>` or `<textarea>`).
  private mutating func startTag(at i: Int) -> Int {
    let name = i + 1..<tagNameEnd(from: i + 1)
    var attributes = attributeScratch
    attributeScratch = []
    attributes.removeAll(keepingCapacity: true)
    defer { attributeScratch = attributes }
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
      if c == ASCII.slash {
        if core.at(j + 1) == ASCII.greater {
          j += 2
          closed = true
          selfClosing = true
          break
        }
        j += 1
        continue
      }
      if c == ASCII.less { break }
      var nameEnd = attributeNameEnd(from: j)
      if nameEnd == j {
        core.diagnose("unexpected character in tag", j..<j + 1)
        nameEnd = j + 1
      }
      let attrName = j..<nameEnd
      j = skipSpace(nameEnd)
      guard core.at(j) == ASCII.equal else {
        if isXML { core.diagnose("attribute `\(core.text.string(in: attrName))` without a value", attrName) }
        attributes.append(attribute(name: attrName, value: nil, quoted: nil))
        continue
      }
      j = skipSpace(j + 1)
      guard j < n else {
        attributes.append(attribute(name: attrName, value: nil, quoted: nil))
        break
      }
      let q = b[j]
      if q == ASCII.quote || q == ASCII.apostrophe {
        var k = j + 1
        while k < n && b[k] != q { k += 1 }
        if k >= n {
          core.diagnose("unterminated attribute value", j..<j + 1)
          attributes.append(attribute(name: attrName, value: j + 1..<n, quoted: j..<n))
          j = n
          break
        }
        attributes.append(attribute(name: attrName, value: j + 1..<k, quoted: j..<k + 1))
        j = k + 1
      } else {
        var k = j
        while k < n && !LexerCore.isSpace(b[k]) && b[k] != ASCII.greater && b[k] != ASCII.less { k += 1 }
        if isXML { core.diagnose("attribute `\(core.text.string(in: attrName))` value without quotes", j..<max(k, j + 1)) }
        attributes.append(attribute(name: attrName, value: j..<k, quoted: j..<k))
        j = max(k, j + 1)
      }
    }
    if !closed {
      core.diagnose("unterminated tag `\(core.text.string(in: name))`", i..<max(j, i + 1))
      selfClosing = true
    }
    let index = elements.count
    let element = MarkupElement(
      text: core.text, nameRange: name, startTag: i..<j, parent: stack.last?.element ?? -1,
      attributes: MarkupScanning.exactCopy(attributes), idAttribute: identifier(attributes),
      nameAttribute: Int32(attributes.firstIndex { $0.nameIs("name") } ?? -1), isAndroidID: isXML)
    elements.append(element)
    if !isXML && closed && !selfClosing {
      if isName(name, "script") { return script(bodyFrom: j, attributes: element.attributes) }
      if isName(name, "style") || isName(name, "textarea") || isName(name, "title") {
        return rawText(from: j, name: name)
      }
    }
    if selfClosing || (!isXML && isVoidElement(name)) { return max(j, i + 1) }
    if stack.count >= MarkupScanning.maxDepth {
      if overflowDepth == 0 { core.diagnose("elements nested too deeply; inner ones are not tracked", i..<j) }
      overflowDepth += 1
    } else {
      stack.append((name, index))
    }
    return max(j, i + 1)
  }

  /// A copy of `attributes` in storage of its own, no larger than it (the scratch array
  /// keeps its buffer for the next tag).
  static func exactCopy(_ attributes: [MarkupAttribute]) -> [MarkupAttribute] {
    guard !attributes.isEmpty else { return [] }
    return [MarkupAttribute](unsafeUninitializedCapacity: attributes.count) { buffer, count in
      attributes.withUnsafeBufferPointer { source in
        _ = buffer.initialize(fromContentsOf: source)
      }
      count = attributes.count
    }
  }

  /// Whether the HTML tag at `name` is a void element (`tag.lowercased()` is one of them).
  private func isVoidElement(_ name: Range<Int>) -> Bool {
    guard MarkupNameBytes.isASCII(core.text.bytes, name) else {
      return MarkupScanning.voidElements.contains(core.text.string(in: name).lowercased())
    }
    // Void names are 2 to 6 bytes long.
    guard name.count >= 2 && name.count <= 6 else { return false }
    for void in MarkupScanning.voidNames where isName(name, void) { return true }
    return false
  }

  private static let voidNames: [StaticString] = [
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr",
  ]

  /// Index of the attribute giving the element's id: `id` (any case), or `android:id` in a
  /// layout (its value's `@+id/` / `@id/` prefix is dropped by `MarkupElement.id`); -1 when none.
  private func identifier(_ attributes: [MarkupAttribute]) -> Int32 {
    if isXML { return Int32(attributes.firstIndex { $0.nameIs("android:id") } ?? -1) }
    return Int32(attributes.firstIndex { $0.nameLowercasedIs("id") } ?? -1)
  }

  /// The end of a raw text element (`</name`), skipping its body.
  private mutating func rawText(from start: Int, name: Range<Int>) -> Int {
    let end = closingTag(of: name, from: start)
    return end.lowerBound
  }

  /// The `</name` that closes a raw text body starting at `start` (or `n..<n`).
  private func closingTag(of name: Range<Int>, from start: Int) -> Range<Int> {
    var j = start
    while j + 1 < n {
      if b[j] == ASCII.less && b[j + 1] == ASCII.slash {
        let nameEnd = tagNameEnd(from: j + 2)
        if sameName(j + 2..<nameEnd, name) { return j..<nameEnd }
      }
      j += 1
    }
    return n..<n
  }

  private mutating func script(bodyFrom start: Int, attributes: [MarkupAttribute]) -> Int {
    var j = start
    var end = n
    while j + 8 <= n {
      if b[j] == ASCII.less && starts(with: "</script", at: j, ignoringCase: true) {
        end = j
        break
      }
      j += 1
    }
    if end == n { core.diagnose("unterminated <script>", start..<start) }
    let lang = attributes.first { $0.nameLowercasedIs("lang") }?.value?.value.lowercased() ?? ""
    let type = attributes.first { $0.nameLowercasedIs("type") }?.value?.value.lowercased() ?? ""
    let isScript =
      type.isEmpty || type.contains("javascript") || type.contains("ecmascript") || type == "module"
      || type.contains("babel") || type.contains("jsx") || type.contains("typescript")
    guard isScript else { return end }
    let typescript = lang == "ts" || lang == "tsx" || type.contains("typescript")
    let jsx = lang == "jsx" || lang == "tsx" || type.contains("babel") || type.contains("jsx")
    let file = JavaScriptLexer.scan(core.text, range: start..<end, jsx: jsx)
    scripts.append(MarkupScript(language: typescript ? .typescript : .javascript, range: start..<end, file: file))
    return end
  }

  // MARK: Attributes

  /// An attribute: its name's binding prefix found, its value's character references
  /// checked (problems are reported here; the value is decoded when asked for).
  private mutating func attribute(name: Range<Int>, value: Range<Int>?, quoted: Range<Int>?) -> MarkupAttribute {
    let bytes = core.text.bytes
    let isASCIIName = MarkupNameBytes.isASCII(bytes, name)
    let (boundName, isExpression) =
      isASCIIName ? asciiBinding(name) : MarkupScanning.binding(core.text.string(in: name), at: name, isXML: isXML)
    var hasEscapes = false
    if let value {
      var k = value.lowerBound
      while k < value.upperBound {
        let c = b[k]
        if c == ASCII.ampersand || (isXML && (c == ASCII.tab || ASCII.isLineBreak(c))) {
          hasEscapes = true
          break
        }
        k += 1
      }
      if hasEscapes {
        // Decoded once here for its problems, which the document reports in source order.
        let lit = core.makeBuilder()
        var problems: [ScanDiagnostic] = []
        HTMLEntities.decode(b, value, into: lit, normalizeBlanks: isXML, problems: &problems)
        core.diagnostics += problems
      }
    }
    return MarkupAttribute(
      text: core.text, nameRange: name, boundNameRange: boundName, value: value, quoted: quoted,
      isExpression: isExpression, isASCIIName: isASCIIName, normalizesBlanks: isXML, valueHasEscapes: hasEscapes)
  }

  /// `binding(_:at:isXML:)` for an ASCII name (one byte is one character), from its bytes.
  private func asciiBinding(_ name: Range<Int>) -> (boundName: Range<Int>, isExpression: Bool) {
    guard !name.isEmpty else { return (name, false) }
    let first = b[name.lowerBound]
    if first == UInt8(ascii: ":") { return (name.lowerBound + 1..<name.upperBound, !isXML) }
    if first == UInt8(ascii: "v") {
      let bound = starts(with: "v-bind:", at: name.lowerBound) && name.count >= 7
        ? name.lowerBound + 7..<name.upperBound : name
      return (bound, !isXML && name.count >= 2 && b[name.lowerBound + 1] == ASCII.minus)
    }
    if first == UInt8(ascii: "@") { return (name, !isXML) }
    if first == UInt8(ascii: "["), !isXML, name.count > 2, b[name.upperBound - 1] == UInt8(ascii: "]"),
      b[name.lowerBound + 1] != UInt8(ascii: "(")
    {
      // Angular property bindings `[mask]="'…'"` (not two-way `[(ngModel)]`).
      return (name.lowerBound + 1..<name.upperBound - 1, true)
    }
    return (name, false)
  }

  /// The bytes of `boundName` within the name `nameText` written at `name` (a Vue `:` or
  /// `v-bind:` prefix, Angular `[…]` brackets dropped), and whether the value is an
  /// expression, as `String`s see it (a combining mark joins the character before it).
  static func binding(_ nameText: String, at name: Range<Int>, isXML: Bool) -> (boundName: Range<Int>, isExpression: Bool) {
    // The prefixes below are ASCII: when `String` sees them, they are their bytes.
    let first = nameText.utf8.first ?? 0
    let colon = first == UInt8(ascii: ":") && nameText.hasPrefix(":")
    var boundName = name
    if colon {
      boundName = name.lowerBound + 1..<name.upperBound
    } else if first == UInt8(ascii: "v"), nameText.hasPrefix("v-bind:") {
      boundName = name.lowerBound + 7..<name.upperBound
    }
    // Angular property bindings `[mask]="'…'"` (not two-way `[(ngModel)]`).
    let isAngularBinding =
      !isXML && first == UInt8(ascii: "[") && nameText.hasPrefix("[") && nameText.count > 2 && nameText.hasSuffix("]")
      && !nameText.hasPrefix("[(")
    if isAngularBinding { boundName = name.lowerBound + 1..<name.upperBound - 1 }
    let isExpression =
      !isXML
      && (colon || (first == UInt8(ascii: "v") && nameText.hasPrefix("v-"))
        || (first == UInt8(ascii: "@") && nameText.hasPrefix("@")) || isAngularBinding)
    return (boundName, isExpression)
  }

  /// The one string literal that makes up the JavaScript expression `value` (blanks
  /// around it allowed), mapped to the file; nil for anything else.
  static func singleStringLiteral(in value: StringLiteral) -> StringLiteral? {
    // No quote or backtick, no string token (most bound values: `@click="save"`, `:x="y"`).
    guard value.value.utf8.contains(where: { $0 == 0x22 || $0 == 0x27 || $0 == 0x60 }) else { return nil }
    let inner = JavaScriptLexer.scan(SourceText(value.value), jsx: false)
    guard inner.tokens.count == 1, inner.tokens[0].kind == .string, inner.literals.count == 1 else { return nil }
    return inner.literals[0].composed(through: value)
  }
}
