/// Regex parsing per flavour (ICU, Swift Regex, ECMAScript, Java) with exact ranges, and
/// automata that answer what a regex accepts.
public enum RegexAnalysis {}

/// Everything the analyser knows about one pattern.
public struct ParsedRegex: Sendable, Hashable {
  public var pattern: String
  public var flavor: RegexFlavor
  public var flags: RegexFlags
  /// Nil when a syntax error stopped the parse.
  public var ast: RegexAST?
  /// Syntax errors, flavour findings and suspicious classes, in pattern order.
  public var diagnostics: [RegexDiagnostic]
  /// The engine would compile it: no diagnostic of severity `.error`.
  public var isValid: Bool { !diagnostics.contains { $0.severity == .error } }
  /// The regular core the automata work on; `.unsupported(reason:)` naming the error when the
  /// pattern is invalid (never an empty language, so no "never matches" verdict follows).
  public var core: RegexCore
  /// Canonical spelling in the same flavour (nil when invalid).
  public var printed: String?
  /// Readable structure for hovers: "start anchor, 10 × digit, end anchor".
  public var outline: String
  /// ECMAScript without `u`/`v` reads the subject as UTF-16 code units: a surrogate half is a
  /// character of its own, `.` and negated classes match a lone half, and `core`'s sets hold
  /// code units. The automata and the matcher must then read code units too.
  public var readsCodeUnits: Bool {
    flavor == .ecmascript && !flags.contains(.unicode) && !flags.contains(.unicodeSets)
  }
  /// The first error, for one-line reports.
  public var firstError: RegexDiagnostic? { diagnostics.first { $0.severity == .error } }
}

public enum RegexParser {
  /// Parses, lints and lowers `pattern`. Never throws and never crashes on bad input.
  /// ECMAScript flags come in `flags`; for the other flavours only `caseInsensitive`,
  /// `multiline`, `dotAll` and `extended` matter.
  public static func parse(_ pattern: String, flavor: RegexFlavor, flags: RegexFlags = [])
    -> ParsedRegex
  {
    var diagnostics: [RegexDiagnostic] = []
    if flavor == .ecmascript, flags.contains(.unicode), flags.contains(.unicodeSets) {
      diagnostics.append(RegexDiagnostic(
        kind: .syntax, severity: .error, message: "the `u` and `v` flags cannot be combined",
        range: 0..<0))
    }
    var parser = RegexSyntaxParser(pattern: pattern, flavor: flavor, flags: flags)
    let ast: RegexAST?
    do {
      ast = try parser.parse()
      diagnostics += parser.diagnostics
    } catch {
      diagnostics += parser.diagnostics
      diagnostics.append(error.diagnostic)
      ast = nil
    }
    guard let ast else {
      diagnostics.sort { $0.range.lowerBound < $1.range.lowerBound }
      return ParsedRegex(
        pattern: pattern, flavor: flavor, flags: flags, ast: nil, diagnostics: diagnostics,
        core: .unsupported(reason: "invalid pattern: \(diagnostics.first { $0.severity == .error }?.message ?? "syntax error")"),
        printed: nil, outline: "invalid pattern")
    }
    diagnostics += RegexLint.check(ast, flavor: flavor, flags: flags, pattern: pattern)
    diagnostics.sort { $0.range.lowerBound < $1.range.lowerBound }
    let core = RegexLowering(flavor: flavor, flags: flags).lower(ast)
    let printed = RegexPrinter(flavor: flavor, flags: flags).printPattern(ast.root)
    return ParsedRegex(
      pattern: pattern, flavor: flavor, flags: flags, ast: ast, diagnostics: diagnostics,
      core: core, printed: printed, outline: RegexOutline.describe(ast.root))
  }

  /// ECMAScript convenience: flags as letters (`"giu"`); bad letters become a syntax error.
  public static func parse(_ pattern: String, flavor: RegexFlavor, flagLetters: String)
    -> ParsedRegex
  {
    let (flags, invalid) = RegexFlags.ecmaScript(flagLetters)
    var result = parse(pattern, flavor: flavor, flags: flags)
    if !invalid.isEmpty {
      result.diagnostics.insert(RegexDiagnostic(
        kind: .syntax, severity: .error,
        message: "invalid or repeated flag `\(String(invalid))`", range: 0..<0), at: 0)
    }
    return result
  }
}
