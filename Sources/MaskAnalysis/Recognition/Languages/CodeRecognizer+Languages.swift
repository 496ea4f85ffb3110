import SourceScanning

/// Where the generic code recogniser hands over to a language's own library calls.
///
/// `CodeRecognizer` walks tokens once and knows the patterns every language shares
/// (assignments, labelled arguments, `maskls:` comments, `.maskls.json` names, the Apple
/// APIs). What is specific to one stack lives in one file per stack next to this one
/// (`+Web`, `+JVM`, `+Dart`, `+CSharp`, `+UIKit`); each contributes names to the byte
/// prefilter and answers the hooks below for its languages.
extension CodeRecognizer {
  /// A string literal passed as an argument (or object-literal value) that no shared
  /// pattern claimed.
  struct ArgumentSite {
    /// Token index of the literal.
    var index: Int
    var literal: StringLiteral
    /// The argument label or object key before the literal (`mask` in `{mask: "…"}`,
    /// `filter` in Dart), nil for a positional argument.
    var label: String?
    /// The call around the literal (nil inside an object literal that is not directly in a
    /// call's argument list).
    var call: Call?
    /// The callee's name (`""` when unknown).
    var callee: String
    /// Whether the literal is an element of an array/list literal.
    var inArray: Bool
    var context: Context
  }

  func languageArgument(_ site: ArgumentSite) -> Setting? {
    if language.isWebScript { return webArgument(site) }
    switch language {
    case .dart: return dartArgument(site)
    default: return nil
    }
  }

  /// Whether a string literal that the shared prefilter rejected is still worth a look in
  /// this language (`"…".toRegex()` is only recognisable from what follows the literal).
  func languageWantsLiteral(at index: Int) -> Bool {
    if language.isWebScript { return webWantsLiteral(at: index) }
    switch language {
    case .dart: return dartWantsLiteral(at: index)
    default: return false
    }
  }

  /// Cheap test run on every identifier token: could it be the value of a setting whose
  /// value is a name, not a literal (`keyboardType = .numberPad`,
  /// `keyboardType: TextInputType.number`)? Kotlin/Java and C# are read by their language
  /// pass instead (`CodeRecognizer+LanguagePass.swift`).
  func mayBeIdentifierSetting(at index: Int) -> Bool {
    switch language {
    case .swift, .objectiveC: return uikitMayBeIdentifierSetting(at: index)
    case .dart: return dartMayBeIdentifierSetting(at: index)
    case .javascript, .typescript, .html, .vue: return webMayBeIdentifierSetting(at: index)
    default: return false
    }
  }

  func recognizeIdentifierValue(at index: Int, context: Context) -> Setting? {
    switch language {
    case .swift, .objectiveC: return uikitIdentifierValue(at: index, context: context)
    case .dart: return dartIdentifierValue(at: index, context: context)
    case .javascript, .typescript, .html, .vue: return webIdentifierValue(at: index, context: context)
    default: return nil
    }
  }

  /// A regex literal outside Swift (JavaScript `/…/flags`).
  func languageRegexLiteral(at index: Int) -> Setting? {
    language.isWebScript ? webRegexLiteral(at: index) : nil
  }
}

extension SettingVocabulary {
  /// Argument labels / object keys that can introduce a setting in some language.
  static var languageLabels: Set<String> {
    webLabels.union(dartLabels)
  }
  /// Callees whose unlabeled arguments can be settings in some language.
  static var languageCallees: Set<String> {
    webCallees.union(dartCallees)
  }
}
