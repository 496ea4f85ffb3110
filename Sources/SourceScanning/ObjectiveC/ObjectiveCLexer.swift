/// Lexes Objective-C (`.m`, `.mm`, `.h`): `@"..."` and C strings with adjacent
/// concatenation, C escapes (unknown ones reported as host escapes), tokens, directives.
public enum ObjectiveCLexer {
  /// Placeholder until scanning lands.
  public static func scan(_ text: SourceText) -> ScannedFile { ScannedFile(text: text) }
}
