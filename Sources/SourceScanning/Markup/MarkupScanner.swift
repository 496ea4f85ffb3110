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
    var attributes: [MarkupAttribute] = []
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
    let tag = core.text.string(in: name)
    elements.append(
      MarkupElement(
        tag: tag, nameRange: name, startTag: i..<j, parent: stack.last?.element ?? -1, attributes: attributes,
        id: identifier(attributes), name: attributes.first { $0.name == "name" }?.value?.value))
    if !isXML && closed && !selfClosing {
      if isName(name, "script") { return script(bodyFrom: j, attributes: attributes) }
      if isName(name, "style") || isName(name, "textarea") || isName(name, "title") {
        return rawText(from: j, name: name)
      }
    }
    if selfClosing || (!isXML && MarkupScanning.voidElements.contains(tag.lowercased())) { return max(j, i + 1) }
    if stack.count >= MarkupScanning.maxDepth {
      if overflowDepth == 0 { core.diagnose("elements nested too deeply; inner ones are not tracked", i..<j) }
      overflowDepth += 1
    } else {
      stack.append((name, index))
    }
    return max(j, i + 1)
  }

  /// `id`, or `android:id` without `@+id/` / `@id/` (also `@+android:id/…`).
  private func identifier(_ attributes: [MarkupAttribute]) -> String? {
    if isXML {
      guard let raw = attributes.first(where: { $0.name == "android:id" })?.value?.value else { return nil }
      if let slash = raw.lastIndex(of: "/"), raw.hasPrefix("@") { return String(raw[raw.index(after: slash)...]) }
      return raw
    }
    return attributes.first { $0.name.lowercased() == "id" }?.value?.value
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
    let lang = attributes.first { $0.name.lowercased() == "lang" }?.value?.value.lowercased() ?? ""
    let type = attributes.first { $0.name.lowercased() == "type" }?.value?.value.lowercased() ?? ""
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

  /// An attribute with its decoded value; expression values (Vue bindings) also lexed.
  private mutating func attribute(name: Range<Int>, value: Range<Int>?, quoted: Range<Int>?) -> MarkupAttribute {
    let nameText = core.text.string(in: name)
    // The prefixes below are looked for only after their first byte (most names have none).
    let first = name.isEmpty ? 0 : b[name.lowerBound]
    let colon = first == UInt8(ascii: ":") && nameText.hasPrefix(":")
    var boundName = nameText
    if colon {
      boundName = String(nameText.dropFirst())
    } else if first == UInt8(ascii: "v"), nameText.hasPrefix("v-bind:") {
      boundName = String(nameText.dropFirst(7))
    }
    // Angular property bindings `[mask]="'…'"` (not two-way `[(ngModel)]`).
    let isAngularBinding =
      !isXML && first == UInt8(ascii: "[") && nameText.hasPrefix("[") && nameText.count > 2 && nameText.hasSuffix("]") && !nameText.hasPrefix("[(")
    if isAngularBinding { boundName = String(nameText.dropFirst().dropLast()) }
    let isExpression =
      !isXML
      && (colon || (first == UInt8(ascii: "v") && nameText.hasPrefix("v-"))
        || (first == UInt8(ascii: "@") && nameText.hasPrefix("@")) || isAngularBinding)
    guard let value, let quoted else {
      return MarkupAttribute(name: nameText, nameRange: name, value: nil, boundName: boundName, isExpression: isExpression)
    }
    let lit = core.makeBuilder()
    var problems: [ScanDiagnostic] = []
    HTMLEntities.decode(b, value, into: lit, normalizeBlanks: isXML, problems: &problems)
    core.diagnostics += problems
    let decoded = lit.build(range: quoted, contentStart: value.lowerBound, isTerminated: quoted.upperBound > value.upperBound || quoted == value)
    var attribute = MarkupAttribute(
      name: nameText, nameRange: name, value: decoded, boundName: boundName, isExpression: isExpression)
    if isExpression {
      attribute.expression = JavaScriptLexer.scan(core.text, range: value, jsx: false)
      attribute.expressionLiteral = MarkupScanning.singleStringLiteral(in: decoded)
    }
    return attribute
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
