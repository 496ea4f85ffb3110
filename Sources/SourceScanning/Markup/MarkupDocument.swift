/// An HTML page, a Vue single-file component or an Android layout, as far as form settings
/// go: every element with its attributes (values decoded, with source maps), the scripts
/// lexed as JavaScript/TypeScript, and `<!-- maskls: … -->` directives.
///
/// How to consume it: walk `elements` (document order of start tags; `parent` links give
/// nesting), read settings with `element.attribute("pattern")?.value` (a `StringLiteral`
/// mapping value characters to the file), and for Vue bindings (`:mask="'…'"`,
/// `v-maska="'#-#'"`) use `attribute.expressionLiteral` (the inner JS string, mapped
/// through both the entity and the JS escapes) or `attribute.expression` (the value lexed as
/// JavaScript in place). Scripts are in `scripts`, each a normal `ScannedFile` whose
/// positions are file positions, so code recognisers run on them unchanged.
public struct MarkupDocument: Sendable {
  public var text: SourceText
  /// `.html`, `.vue` or `.androidLayout`.
  public var language: SourceLanguage
  public var elements: [MarkupElement]
  public var scripts: [MarkupScript]
  public var directives: [Directive]
  public var diagnostics: [ScanDiagnostic]

  public init(
    text: SourceText, language: SourceLanguage, elements: [MarkupElement] = [], scripts: [MarkupScript] = [],
    directives: [Directive] = [], diagnostics: [ScanDiagnostic] = []
  ) {
    self.text = text
    self.language = language
    self.elements = elements
    self.scripts = scripts
    self.directives = directives
    self.diagnostics = diagnostics
  }
}

/// One element (its start tag). Its tag, id and name are read from the source when asked
/// for: most elements of a page are never asked.
public struct MarkupElement: Sendable {
  /// The file the element is in.
  let text: SourceText
  /// Source bytes of the tag name.
  public let nameRange: Range<Int>
  /// Source bytes of the start tag, `<` to `>` (or `/>`).
  public let startTag: Range<Int>
  /// Index of the enclosing element in `MarkupDocument.elements`, -1 at the top.
  public let parent: Int
  public let attributes: [MarkupAttribute]
  /// Index in `attributes` of the one giving `id` (`id`, or `android:id` in a layout), -1 when none.
  let idAttribute: Int32
  /// Index in `attributes` of the first `name` attribute, -1 when none.
  let nameAttribute: Int32
  /// Whether `id` is an Android resource id (`@+id/phone`).
  let isAndroidID: Bool

  init(
    text: SourceText, nameRange: Range<Int>, startTag: Range<Int>, parent: Int, attributes: [MarkupAttribute],
    idAttribute: Int32, nameAttribute: Int32, isAndroidID: Bool
  ) {
    self.text = text
    self.nameRange = nameRange
    self.startTag = startTag
    self.parent = parent
    self.attributes = attributes
    self.idAttribute = idAttribute
    self.nameAttribute = nameAttribute
    self.isAndroidID = isAndroidID
  }

  /// The tag as written: `input`, `InputMask`, `EditText`, `com.example.MaskedEditText`.
  public var tag: String { text.string(in: nameRange) }

  /// HTML `id`, or Android `android:id` without its `@+id/` / `@id/` prefix (`phone`).
  public var id: String? {
    guard idAttribute >= 0, let raw = attributes[Int(idAttribute)].value?.value else { return nil }
    guard isAndroidID else { return raw }
    if let slash = raw.lastIndex(of: "/"), raw.hasPrefix("@") { return String(raw[raw.index(after: slash)...]) }
    return raw
  }

  /// The `name` attribute (HTML forms).
  public var name: String? {
    guard nameAttribute >= 0 else { return nil }
    return attributes[Int(nameAttribute)].value?.value
  }

  /// Whether `tag.lowercased() == lowercase` (a name without upper-case ASCII letters),
  /// read from the source.
  public func tagLowercasedEquals(_ lowercase: String) -> Bool {
    let bytes = text.bytes
    return MarkupNameBytes.lowercasedEquals(
      bytes, nameRange, isASCII: MarkupNameBytes.isASCII(bytes, nameRange), lowercase)
  }

  /// Whether `tag.lowercased() == lowercase` (a lower-case ASCII name), read from the source.
  public func tagLowercasedIs(_ lowercase: StaticString) -> Bool {
    MarkupNameBytes.lowercasedEquals(text.bytes, nameRange, isASCII: nil, lowercase)
  }

  /// Whether `tag == name`, read from the source.
  public func tagEquals(_ name: String) -> Bool {
    let bytes = text.bytes
    return MarkupNameBytes.equals(bytes, nameRange, isASCII: MarkupNameBytes.isASCII(bytes, nameRange), name)
  }

  /// The first attribute whose name is `name` as written (`pattern`, `android:inputType`,
  /// `:mask`); HTML names compare ASCII case-insensitively.
  public func attribute(_ name: String) -> MarkupAttribute? {
    attributes.first { $0.nameEquals(name) } ?? attributes.first { $0.nameCaseInsensitiveEquals(name) }
  }

  /// The first attribute that sets `name` plainly or through a Vue binding (`mask`,
  /// `:mask`, `v-bind:mask`).
  public func attribute(bound name: String) -> MarkupAttribute? {
    attributes.first { $0.boundNameEquals(name) }
  }
}

/// One attribute of a start tag. It keeps source ranges only: its name, decoded value and
/// the lexed expression are made from the source when asked for (most attributes of a page
/// are never asked).
public struct MarkupAttribute: Sendable {
  /// The file the attribute is in.
  let text: SourceText
  public let nameRange: Range<Int>
  /// Source bytes of `boundName` (inside `nameRange`).
  public let boundNameRange: Range<Int>
  /// Source bytes of the value without its quotes, for an attribute with a value.
  let valueContent: Range<Int>
  /// Source bytes of the value with its quotes (`valueContent` for an unquoted value).
  let valueQuoted: Range<Int>
  /// Whether the attribute has a value (`valueContent` and `valueQuoted` are meaningful).
  public let hasValue: Bool
  /// Whether the value is a JavaScript expression: Vue `:x`, `v-bind:x`, `v-…` directives,
  /// `@event` handlers and Angular `[x]` bindings in `.vue` and `.html` files.
  public let isExpression: Bool
  /// Whether the name is all ASCII (then names compare byte by byte).
  public let isASCIIName: Bool
  /// Android layouts: tabs and line breaks of the value read as spaces.
  let normalizesBlanks: Bool
  /// The value holds `&` (or, normalising blanks, a tab or line break): decoding it is more
  /// than copying its bytes.
  let valueHasEscapes: Bool

  init(
    text: SourceText, nameRange: Range<Int>, boundNameRange: Range<Int>, value: Range<Int>?, quoted: Range<Int>?,
    isExpression: Bool, isASCIIName: Bool, normalizesBlanks: Bool, valueHasEscapes: Bool
  ) {
    self.text = text
    self.nameRange = nameRange
    self.boundNameRange = boundNameRange
    if let value, let quoted {
      self.valueContent = value
      self.valueQuoted = quoted
      self.hasValue = true
    } else {
      self.valueContent = 0..<0
      self.valueQuoted = 0..<0
      self.hasValue = false
    }
    self.isExpression = isExpression
    self.isASCIIName = isASCIIName
    self.normalizesBlanks = normalizesBlanks
    self.valueHasEscapes = valueHasEscapes
  }

  /// The name as written: `pattern`, `data-inputmask`, `:mask`, `v-maska`, `@input`,
  /// `android:maxLength`, `app:mask`.
  public var name: String { text.string(in: nameRange) }

  /// `name` without a Vue binding prefix or Angular brackets: `:mask`, `v-bind:mask` and
  /// `[mask]` give `mask`; other names are unchanged.
  public var boundName: String { text.string(in: boundNameRange) }

  /// Source bytes of the value without its quotes; nil for a bare attribute.
  public var valueRange: Range<Int>? { hasValue ? valueContent : nil }

  /// The value with character references decoded (`&amp;` → `&`), mapped to the source;
  /// its `range` includes the quotes. Nil for a bare attribute (`required`, `v-maska`).
  /// Android layouts normalise tabs and line breaks to spaces, as XML does.
  public var value: StringLiteral? {
    guard hasValue else { return nil }
    let content = valueContent
    let quoted = valueQuoted
    let isTerminated = quoted.upperBound > content.upperBound || quoted == content
    return text.bytes.withUnsafeBufferPointer { b in
      guard valueHasEscapes else {
        return LiteralBuilder.verbatimLiteral(b, range: quoted, content: content, isTerminated: isTerminated)
      }
      let lit = LiteralBuilder.allocate()
      defer { lit.deallocate() }
      // The scanner reported the value's problems when it read it.
      var problems: [ScanDiagnostic] = []
      HTMLEntities.decode(b, content, into: lit, normalizeBlanks: normalizesBlanks, problems: &problems)
      return lit.build(range: quoted, contentStart: content.lowerBound, isTerminated: isTerminated)
    }
  }

  /// For an expression value: the value's source lexed as JavaScript in place (file
  /// positions; character references are not decoded there).
  public var expression: ScannedFile? {
    guard isExpression, hasValue else { return nil }
    return JavaScriptLexer.scan(text, range: valueContent, jsx: false)
  }

  /// For an expression value that is a single string literal (`'+7 ###'`, `"…"`, or a
  /// template without holes): that literal, decoded through the character references and
  /// the JavaScript escapes, mapped to the file.
  public var expressionLiteral: StringLiteral? {
    guard isExpression, hasValue else { return nil }
    // No quote or backtick in the source, none in the decoded value either (`&quot;`
    // decodes to one, so values with references are decoded first).
    if !valueHasEscapes {
      let bytes = text.bytes
      var k = valueContent.lowerBound
      var quoted = false
      while k < valueContent.upperBound {
        let c = bytes[k]
        if c == 0x22 || c == 0x27 || c == 0x60 {
          quoted = true
          break
        }
        k += 1
      }
      guard quoted else { return nil }
    }
    guard let value else { return nil }
    return MarkupScanning.singleStringLiteral(in: value)
  }

  /// Whether `name == other`, read from the source.
  public func nameEquals(_ other: String) -> Bool {
    MarkupNameBytes.equals(text.bytes, nameRange, isASCII: isASCIIName, other)
  }

  /// Whether `name.lowercased() == other.lowercased()`, read from the source.
  public func nameCaseInsensitiveEquals(_ other: String) -> Bool {
    MarkupNameBytes.caseInsensitiveEquals(text.bytes, nameRange, isASCII: isASCIIName, other)
  }

  /// Whether `name == other` (an ASCII name), read from the source.
  public func nameIs(_ other: StaticString) -> Bool {
    MarkupNameBytes.equals(text.bytes, nameRange, isASCII: isASCIIName, other)
  }

  /// Whether `name.lowercased() == lowercase` (a lower-case ASCII name).
  public func nameLowercasedIs(_ lowercase: StaticString) -> Bool {
    MarkupNameBytes.lowercasedEquals(text.bytes, nameRange, isASCII: isASCIIName, lowercase)
  }

  /// `MarkupNameKey` of `boundName`; nil when the name is not ASCII.
  public var boundNameKey: UInt64? { isASCIIName ? MarkupNameKey.of(text.bytes, boundNameRange) : nil }

  /// Whether `name.lowercased() == lowercase` (a name without upper-case ASCII letters).
  public func nameLowercasedEquals(_ lowercase: String) -> Bool {
    MarkupNameBytes.lowercasedEquals(text.bytes, nameRange, isASCII: isASCIIName, lowercase)
  }

  /// Whether `name.hasPrefix(prefix)`, read from the source.
  public func nameHasPrefix(_ prefix: StaticString) -> Bool {
    MarkupNameBytes.hasPrefix(text.bytes, nameRange, isASCII: isASCIIName, prefix)
  }

  /// Whether `boundName == other`, read from the source.
  public func boundNameEquals(_ other: String) -> Bool {
    MarkupNameBytes.equals(text.bytes, boundNameRange, isASCII: isASCIIName, other)
  }

  /// Whether `boundName.lowercased() == lowercase` (a name without upper-case ASCII letters).
  public func boundNameLowercasedEquals(_ lowercase: String) -> Bool {
    MarkupNameBytes.lowercasedEquals(text.bytes, boundNameRange, isASCII: isASCIIName, lowercase)
  }

  /// Whether `boundName.hasPrefix(prefix)`, read from the source.
  public func boundNameHasPrefix(_ prefix: StaticString) -> Bool {
    MarkupNameBytes.hasPrefix(text.bytes, boundNameRange, isASCII: isASCIIName, prefix)
  }

  /// Whether `boundName.lowercased()` starts with `prefix` (lower-case ASCII).
  public func boundNameLowercasedHasPrefix(_ prefix: StaticString) -> Bool {
    guard isASCIIName else { return boundName.lowercased().hasPrefix(prefix.description) }
    let count = prefix.utf8CodeUnitCount
    guard boundNameRange.count >= count else { return false }
    let bytes = text.bytes
    return prefix.withUTF8Buffer { w in
      for k in 0..<count where MarkupNameBytes.foldASCII(bytes[boundNameRange.lowerBound + k]) != w[k] { return false }
      return true
    }
  }

  /// `table[name]`, or for `lastPart` `table[name.split(separator: ":").last ?? name]`, where
  /// `name` is `boundName` (`bound`) or `name`. `filter` (made from `table`'s keys) lets
  /// most names of a page be turned down without making a `String` of them.
  public func entry<Value>(
    in table: [String: Value], filter: MarkupNameFilter, bound: Bool, lastPart: Bool
  ) -> Value? {
    let range = bound ? boundNameRange : nameRange
    guard isASCIIName else {
      let name = text.string(in: range)
      return table[lastPart ? name.split(separator: ":").last.map(String.init) ?? name : name]
    }
    let bytes = text.bytes
    let key = lastPart ? MarkupNameBytes.lastColonPart(bytes, range) : range
    guard filter.mayContain(bytes, key) else { return nil }
    return table[MarkupNameBytes.string(bytes, key)]
  }

  /// Whether `boundName` holds a `:`.
  public var boundNameHasColon: Bool {
    let bytes = text.bytes
    var k = boundNameRange.lowerBound
    while k < boundNameRange.upperBound {
      if bytes[k] == 0x3A { return true }
      k += 1
    }
    return false
  }
}

/// A `<script>` body lexed as JavaScript or TypeScript (`lang="ts"`, `type="module"`, …).
public struct MarkupScript: Sendable {
  /// `.javascript` or `.typescript`.
  public var language: SourceLanguage
  /// Source bytes of the body, between `<script …>` and `</script>`.
  public var range: Range<Int>
  /// The tokens and literals, positioned in the whole file.
  public var file: ScannedFile

  public init(language: SourceLanguage, range: Range<Int>, file: ScannedFile) {
    self.language = language
    self.range = range
    self.file = file
  }
}

extension StringLiteral {
  /// This literal (found by scanning `value`-of-`outer` as its own text) re-mapped into
  /// `outer`'s source: every segment's source range goes through `outer`'s map.
  func composed(through outer: StringLiteral) -> StringLiteral {
    // An outer value copied from its source (no reference decoded): a value range maps to
    // the same range moved to where the value starts, as `sourceRange` finds it.
    let shift = outer.verbatimSourceStart
    let total = outer.value.utf8.count
    func map(_ valueRange: Range<Int>) -> Range<Int> {
      guard let shift else { return outer.sourceRange(forValueUTF8: valueRange) }
      let low = max(0, min(valueRange.lowerBound, total))
      let high = max(low, min(valueRange.upperBound, total))
      return shift + low..<shift + high
    }
    var result = self
    result.range = map(range)
    var pieces: [LiteralSegment] = []
    for segment in segments {
      guard segment.isVerbatim, segment.valueLength > 0 else {
        let mapped = map(segment.sourceStart..<segment.sourceStart + segment.sourceLength)
        pieces.append(
          LiteralSegment(
            valueStart: segment.valueStart, valueLength: segment.valueLength, sourceStart: mapped.lowerBound,
            sourceLength: mapped.count, isVerbatim: segment.valueLength == 0))
        continue
      }
      // Byte by byte, so verbatim runs stay verbatim and bytes from one outer escape share it.
      for k in 0..<segment.valueLength {
        let mapped = map(segment.sourceStart + k..<segment.sourceStart + k + 1)
        let verbatim = mapped.count == 1
        if var last = pieces.last, last.valueStart + last.valueLength == segment.valueStart + k {
          if verbatim && last.isVerbatim && last.sourceStart + last.sourceLength == mapped.lowerBound {
            last.valueLength += 1
            last.sourceLength += 1
            pieces[pieces.count - 1] = last
            continue
          }
          if !verbatim && !last.isVerbatim && last.sourceStart == mapped.lowerBound && last.sourceLength == mapped.count {
            last.valueLength += 1
            pieces[pieces.count - 1] = last
            continue
          }
        }
        pieces.append(
          LiteralSegment(
            valueStart: segment.valueStart + k, valueLength: 1, sourceStart: mapped.lowerBound,
            sourceLength: mapped.count, isVerbatim: verbatim))
      }
    }
    result.segments = LiteralSegments(pieces)
    result.hostEscapes = hostEscapes.map {
      HostEscape(range: map($0.range), message: $0.message, replacement: $0.replacement)
    }
    return result
  }

  /// Where the value starts in the source when the whole value is one verbatim segment of
  /// all its bytes (its value is its source bytes); nil otherwise.
  var verbatimSourceStart: Int? {
    guard segments.count == 1, let segment = segments.first, segment.isVerbatim, segment.valueStart == 0,
      segment.valueLength == segment.sourceLength, segment.valueLength == value.utf8.count
    else { return nil }
    return segment.sourceStart
  }
}
