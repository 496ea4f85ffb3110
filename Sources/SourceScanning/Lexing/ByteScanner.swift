/// A language's scanning loop over `LexerCore`. Every code lexer's public `scan` goes through
/// `scanFile`, which owns the buffer and turns the core's output into a `ScannedFile`.
protocol ByteScanner {
  /// The language whose rules mark literal fragments (`ScannedFile.markFragments`).
  static var language: SourceLanguage { get }
  init(core: LexerCore)
  var core: LexerCore { get set }
  mutating func run()
}

extension ByteScanner {
  /// The file's bytes and their count (the scanning loops read them constantly).
  var b: UnsafeBufferPointer<UInt8> { core.b }
  var n: Int { core.n }

  static func scanFile(_ text: SourceText, keepingUnfolded: Bool = false) -> ScannedFile {
    text.bytes.withUnsafeBufferPointer { buffer in
      var scanner = Self(core: LexerCore(text: text, buffer: buffer))
      scanner.run()
      return scanner.core.file(text, language: Self.language, keepingUnfolded: keepingUnfolded)
    }
  }
}
