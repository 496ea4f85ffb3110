/// A lexical token of any lexed language (Swift, Objective-C, Kotlin, Java, JavaScript/
/// TypeScript/JSX, Dart, C#), enough for recognisers to match `receiver.property = "literal"`,
/// calls with labels, Objective-C messages and JSX attributes.
public struct Token: Sendable, Hashable {
  public enum Kind: UInt8, Sendable, Hashable {
    /// Identifiers and keywords (`self`, `let`, `BBB_pattern`, `@interface` without the `@`).
    case identifier
    /// A string literal (also a template literal, a JSX attribute string, a run of
    /// adjacent Objective-C/Dart literals); `literal` indexes `ScannedFile.literals`.
    case string
    /// Integer or floating-point literal.
    case number
    /// One punctuation character: `. = ( ) [ ] { } , : ; @ ?` and operators, one byte each.
    case punctuation
    /// A Swift regex literal (`/.../`, `#/.../#`) or a JavaScript one (`/.../flags`);
    /// `literal` indexes `ScannedFile.regexLiterals` (and `ScannedFile.regexFlags`).
    case regexLiteral
    /// A character literal (`'a'`, `'\n'`) in Objective-C, Kotlin, Java and C#.
    case character
  }

  // Stored properties are ordered by size so a token takes 32 bytes, not 40.

  /// Source bytes.
  public var range: Range<Int>
  /// For `.string`: index into `ScannedFile.literals`; for `.regexLiteral`: index into
  /// `ScannedFile.regexLiterals`; otherwise -1.
  public var literal: Int
  /// Depth of `{` nesting at this token (a `{` token has the outer depth).
  public var braceDepth: Int32
  public var kind: Kind
  /// For `.punctuation`: the byte (e.g. `UInt8(ascii: ".")`); otherwise 0.
  public var byte: UInt8

  public init(kind: Kind, range: Range<Int>, literal: Int = -1, byte: UInt8 = 0, braceDepth: Int32 = 0) {
    self.kind = kind
    self.range = range
    self.literal = literal
    self.byte = byte
    self.braceDepth = braceDepth
  }
}

/// A `maskls:` comment directive: `// maskls: mask=redmadrobot`, `// maskls: regex=icu`,
/// `// maskls: ignore` (key `ignore`, value empty).
public struct Directive: Sendable, Hashable {
  public var key: String
  public var value: String
  /// 0-based line of the comment.
  public var line: Int
  /// Source bytes of the directive text.
  public var range: Range<Int>

  public init(key: String, value: String, line: Int, range: Range<Int>) {
    self.key = key
    self.value = value
    self.line = line
    self.range = range
  }
}

/// A problem the lexer found in the source (unterminated literal, invalid escape).
public struct ScanDiagnostic: Sendable, Hashable {
  public var message: String
  public var range: Range<Int>
  public init(message: String, range: Range<Int>) {
    self.message = message
    self.range = range
  }
}

/// The result of lexing one source file (or one `<script>` body / bound attribute value of a
/// markup file, whose positions are still file positions).
public struct ScannedFile: Sendable {
  public var text: SourceText
  public var tokens: [Token]
  public var literals: [StringLiteral]
  public var directives: [Directive]
  public var diagnostics: [ScanDiagnostic]
  /// Swift regex literals (`#/.../#`, unambiguous `/.../`): the value is the regex source as
  /// written between the delimiters (regex escapes are not host escapes), mapped verbatim.
  ///
  /// JavaScript/TypeScript regex literals (`/ab+c/gi`) are here too: the value is the body
  /// between the slashes, verbatim; their flags are in `regexFlags`.
  public var regexLiterals: [StringLiteral]
  /// The flags of each regex literal, parallel to `regexLiterals` (same count, same order):
  /// `"gi"` for `/ab+c/gi`; `""` for Swift regex literals and JS literals without flags.
  public var regexFlags: [String]
  /// Scopes, declarations, constants and imports (`SymbolScanner`), set once by the code
  /// that recognises the file; nil until then.
  public var symbols: SymbolFacts?
  /// The tokens and literals as lexed, before folding and fragment marking; kept only when
  /// asked (an open document's scan), so that an edit of its code can be lexed from them
  /// (`CodeEdit`).
  public var unfolded: UnfoldedScan?

  public init(
    text: SourceText, tokens: [Token] = [], literals: [StringLiteral] = [],
    directives: [Directive] = [], diagnostics: [ScanDiagnostic] = [],
    regexLiterals: [StringLiteral] = [], regexFlags: [String] = []
  ) {
    self.text = text
    self.tokens = tokens
    self.literals = literals
    self.directives = directives
    self.diagnostics = diagnostics
    self.regexLiterals = regexLiterals
    self.regexFlags = regexFlags + Array(repeating: "", count: max(0, regexLiterals.count - regexFlags.count))
  }

  /// Whether the token's source text equals `word` (compares bytes, no allocation).
  public func tokenText(_ token: Token, equals word: StaticString) -> Bool {
    let count = token.range.count
    guard count == word.utf8CodeUnitCount else { return false }
    return word.withUTF8Buffer { w in
      var i = 0
      let base = token.range.lowerBound
      while i < count {
        if text.bytes[base + i] != w[i] { return false }
        i += 1
      }
      return true
    }
  }

  /// The token's source text.
  public func tokenText(_ token: Token) -> String { text.string(in: token.range) }

  /// Whether token `index` exists and is the punctuation `c` (an ASCII character; compared as
  /// a byte, never through `Character`).
  @inline(__always)
  public func isPunctuation(_ index: Int, _ c: Unicode.Scalar) -> Bool {
    index >= 0 && index < tokens.count && tokens[index].kind == .punctuation && tokens[index].byte == UInt8(ascii: c)
  }

  /// The index of the last token starting at or before byte `offset` (0 when none).
  public func tokenIndex(at offset: Int) -> Int {
    var lo = 0
    var hi = tokens.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if tokens[mid].range.lowerBound <= offset { lo = mid + 1 } else { hi = mid }
    }
    return max(0, lo - 1)
  }
}
