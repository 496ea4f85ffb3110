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

/// One element (its start tag).
public struct MarkupElement: Sendable {
  /// The tag as written: `input`, `InputMask`, `EditText`, `com.example.MaskedEditText`.
  public var tag: String
  /// Source bytes of the tag name.
  public var nameRange: Range<Int>
  /// Source bytes of the start tag, `<` to `>` (or `/>`).
  public var startTag: Range<Int>
  /// Index of the enclosing element in `MarkupDocument.elements`, -1 at the top.
  public var parent: Int
  public var attributes: [MarkupAttribute]
  /// HTML `id`, or Android `android:id` without its `@+id/` / `@id/` prefix (`phone`).
  public var id: String?
  /// The `name` attribute (HTML forms).
  public var name: String?

  public init(
    tag: String, nameRange: Range<Int>, startTag: Range<Int>, parent: Int, attributes: [MarkupAttribute],
    id: String?, name: String?
  ) {
    self.tag = tag
    self.nameRange = nameRange
    self.startTag = startTag
    self.parent = parent
    self.attributes = attributes
    self.id = id
    self.name = name
  }

  /// The first attribute whose name is `name` as written (`pattern`, `android:inputType`,
  /// `:mask`); HTML names compare ASCII case-insensitively.
  public func attribute(_ name: String) -> MarkupAttribute? {
    attributes.first { $0.name == name } ?? attributes.first { $0.name.lowercased() == name.lowercased() }
  }

  /// The first attribute that sets `name` plainly or through a Vue binding (`mask`,
  /// `:mask`, `v-bind:mask`).
  public func attribute(bound name: String) -> MarkupAttribute? {
    attributes.first { $0.boundName == name }
  }
}

/// One attribute of a start tag.
public struct MarkupAttribute: Sendable {
  /// The name as written: `pattern`, `data-inputmask`, `:mask`, `v-maska`, `@input`,
  /// `android:maxLength`, `app:mask`.
  public var name: String
  public var nameRange: Range<Int>
  /// The value with character references decoded (`&amp;` → `&`), mapped to the source;
  /// its `range` includes the quotes. Nil for a bare attribute (`required`, `v-maska`).
  /// Android layouts normalise tabs and line breaks to spaces, as XML does.
  public var value: StringLiteral?
  /// `name` without a Vue binding prefix or Angular brackets: `:mask`, `v-bind:mask` and
  /// `[mask]` give `mask`; other names are unchanged.
  public var boundName: String
  /// Whether the value is a JavaScript expression: Vue `:x`, `v-bind:x`, `v-…` directives,
  /// `@event` handlers and Angular `[x]` bindings in `.vue` and `.html` files.
  public var isExpression: Bool
  /// For an expression value: the value's source lexed as JavaScript in place (file
  /// positions; character references are not decoded there).
  public var expression: ScannedFile?
  /// For an expression value that is a single string literal (`'+7 ###'`, `"…"`, or a
  /// template without holes): that literal, decoded through the character references and
  /// the JavaScript escapes, mapped to the file.
  public var expressionLiteral: StringLiteral?

  public init(
    name: String, nameRange: Range<Int>, value: StringLiteral?, boundName: String, isExpression: Bool,
    expression: ScannedFile? = nil, expressionLiteral: StringLiteral? = nil
  ) {
    self.name = name
    self.nameRange = nameRange
    self.value = value
    self.boundName = boundName
    self.isExpression = isExpression
    self.expression = expression
    self.expressionLiteral = expressionLiteral
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
    var result = self
    result.range = outer.sourceRange(forValueUTF8: range)
    var pieces: [LiteralSegment] = []
    for segment in segments {
      guard segment.isVerbatim, segment.valueLength > 0 else {
        let mapped = outer.sourceRange(
          forValueUTF8: segment.sourceStart..<segment.sourceStart + segment.sourceLength)
        pieces.append(
          LiteralSegment(
            valueStart: segment.valueStart, valueLength: segment.valueLength, sourceStart: mapped.lowerBound,
            sourceLength: mapped.count, isVerbatim: segment.valueLength == 0))
        continue
      }
      // Byte by byte, so verbatim runs stay verbatim and bytes from one outer escape share it.
      for k in 0..<segment.valueLength {
        let mapped = outer.sourceRange(forValueUTF8: segment.sourceStart + k..<segment.sourceStart + k + 1)
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
      HostEscape(range: outer.sourceRange(forValueUTF8: $0.range), message: $0.message, replacement: $0.replacement)
    }
    return result
  }
}
