/// The regex does not compile in its flavour.
struct RegexSyntaxRule: Rule {
  /// Nothing to say about a field without a regex (`analysedRegexes`).
  static let readKinds: SettingKinds? = [.regex]

  static let description = RuleDescription(
    id: "regex-syntax", name: "Invalid regex", severity: .error,
    summary: """
      The regex does not compile in the engine that runs it (ICU for `NSRegularExpression`, \
      `NSPredicate MATCHES` and `.regularExpression` searches; Swift Regex; ECMAScript; Java). \
      Creating it throws or, with `try!`, crashes; `BBB_regular` with an invalid pattern \
      refuses every edit. The finding points at the offending part of the pattern. An HTML \
      `pattern` the browser cannot compile (it uses the `v` flag) is ignored: the field is not \
      checked, a warning; where a script may check it instead (jQuery Validation, Parsley, \
      Foundation Abide, a `novalidate` form, a component whose form is elsewhere) a pattern \
      only the `v` flag rejects is not reported.
      """,
    triggeringExamples: [
      RuleExample(##"phoneField.BBB_regular = "\\d↓{0,10""##),
      RuleExample(##"let re = try NSRegularExpression(pattern: "↓(\\d+")"##),
      RuleExample(##"let re = try NSRegularExpression(pattern: "^\\d↓{3,1}$")"##),
    ],
    nonTriggeringExamples: [
      RuleExample(##"phoneField.BBB_regular = "\\d{0,10}""##),
      RuleExample(##"let re = try NSRegularExpression(pattern: "^[A-Z]{2}\\d{4}$")"##),
      // A component's input: the form (here Foundation Abide's, `new RegExp(pattern)`) is elsewhere.
      RuleExample(##"<template><input name="login" pattern="[A-Za-z0-9._-]{6,30}"></template>"##, fileName: "Login.vue"),
    ])

  func check(_ field: AnalyzedField, context: RuleContext) -> [Finding] {
    // A syntax error is ICU's rejection or one of the parser's diagnostics (most regexes
    // have neither).
    guard field.analysedRegexes.contains(where: { $0.analysis.engineRejection != nil || !$0.analysis.parsed.diagnostics.isEmpty })
    else { return [] }
    return field.analysedRegexes.compactMap { regex in
      guard let error = regex.analysis.syntaxError else { return nil }
      let range = regex.sourceRange(forPatternUTF16: error.range)
      guard BrowserPattern.isBrowserPattern(regex) else {
        return finding(error.message, at: context.location(regex.setting.path, range))
      }
      // The browser ignores a `pattern` it cannot compile: the field works, unchecked.
      if BrowserPattern.failsOnlyWithUnicodeSets(regex), BrowserPattern.mayBeCheckedByAScript(regex.setting.path, context: context) {
        return nil
      }
      return finding(
        error.message + "; browsers ignore an invalid `pattern`, so the field is not checked",
        at: context.location(regex.setting.path, range), severity: .warning)
    }
  }
}

/// An HTML `pattern` attribute the browser compiles (with the `v` flag) and matches
/// against the whole value.
enum BrowserPattern {
  static func isBrowserPattern(_ regex: AnalysedRegex) -> Bool {
    regex.analysis.key.flags.contains(.unicodeSets) && HTMLInputTypes.attribute(ofRecognizedAs: regex.setting.recognizedAs) == "pattern"
  }

  /// The pattern compiles with `u` (what scripts that read the attribute use, or less): only
  /// the `v` flag's stricter classes reject it (`[A-Za-z0-9._-]`).
  static func failsOnlyWithUnicodeSets(_ regex: AnalysedRegex) -> Bool {
    var flags = regex.analysis.key.flags
    flags.remove(.unicodeSets)
    flags.insert(.unicode)
    return RegexChecks.analysis(regex.pattern, flavor: regex.flavor, flags: flags).syntaxError == nil
  }

  /// Whether a script, not the browser, may check the attribute: the page loads a
  /// validation library that reads `pattern` itself and turns the browser's check off
  /// (jQuery Validation, Parsley, Foundation Abide: `new RegExp(pattern)`, no `v`), or
  /// the input is in a component (`.vue`, `.jsx`, `.tsx`) whose form is in another file.
  static func mayBeCheckedByAScript(_ path: String, context: RuleContext) -> Bool {
    guard let bytes = context.text(path)?.bytes else { return true }
    if HTMLFormRecognizer.loadsAttributeValidator(bytes) || ASCIICaseSearch.contains(bytes: bytes, "abide")
      || ASCIICaseSearch.contains(bytes: bytes, "novalidate")
    {
      return true
    }
    let isComponent = [".vue", ".jsx", ".tsx"].contains { path.lowercased().hasSuffix($0) }
    return isComponent && !ASCIICaseSearch.contains(bytes: bytes, "<form")
  }
}
