/// Lexes Swift source: tokens, decoded string literals with source maps, directives.
public enum SwiftLexer {
  /// Placeholder until scanning lands.
  public static func scan(_ text: SourceText) -> ScannedFile { ScannedFile(text: text) }
}
