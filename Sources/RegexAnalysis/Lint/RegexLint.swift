/// AST checks that do not change validity: suspicious classes and flavour surprises.
enum RegexLint {
  static func check(_ ast: RegexAST, flavor: RegexFlavor, flags: RegexFlags, pattern: String) -> [RegexDiagnostic] {
    []
  }
}
