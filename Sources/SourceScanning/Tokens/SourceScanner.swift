/// One entry point per kind of file: code languages give a `ScannedFile`, markup languages a
/// `MarkupDocument`, storyboards an `InterfaceBuilderDocument` (through
/// `InterfaceBuilderScanner`), Android value resources their `<string>` entries (through
/// `AndroidValuesScanner`).
public enum SourceScanner {
  /// Lexes `text` as `language`; nil for `.interfaceBuilder`, `.html`, `.vue` and
  /// `.androidLayout`. `jsx` applies to `.javascript`/`.typescript` (see
  /// `SourceLanguage.allowsJSX(pathExtension:)`).
  public static func scanCode(_ text: SourceText, language: SourceLanguage, jsx: Bool = true) -> ScannedFile? {
    switch language {
    case .swift: return SwiftLexer.scan(text)
    case .objectiveC: return ObjectiveCLexer.scan(text)
    case .kotlin: return KotlinLexer.scan(text)
    case .java: return JavaLexer.scan(text)
    case .javascript, .typescript: return JavaScriptLexer.scan(text, jsx: jsx)
    case .dart: return DartLexer.scan(text)
    case .csharp: return CSharpLexer.scan(text)
    case .interfaceBuilder, .html, .vue, .androidLayout, .androidValues: return nil
    }
  }

  /// Scans `text` as markup when `language` is `.html`, `.vue` or `.androidLayout`.
  public static func scanMarkup(_ text: SourceText, language: SourceLanguage) -> MarkupDocument? {
    switch language {
    case .html, .vue, .androidLayout: return MarkupScanner.scan(text, language: language)
    default: return nil
    }
  }
}
