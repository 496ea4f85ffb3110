import SourceScanning

/// RedMadRobot `customNotations` passed together with a format, in Swift and Kotlin/Java.
///
/// `Mask.getOrCreate(withFormat:customNotations:)` (and every listener, which calls it) caches
/// masks by the format string alone, so the notations only count the first time a format is
/// created in the process. Each notations argument becomes a `.customNotations` setting whose
/// literal spans the argument's source text, in the field `NotationCache.key(format:android:)`:
/// every use of one format on one platform lands in one field, where `mask-notation-cache`
/// compares them.
///
/// Recognised: the Swift label `customNotations:` and the Kotlin named argument
/// `customNotations =` in a caching call; Kotlin/Java positional `Mask.getOrCreate(format,
/// notations)`, `MaskedTextChangedListener.installOn(view, format, affineFormats, notations,
/// …)` and `MaskedTextChangedListener(format, affineFormats, notations, …)` (where overloads
/// put something else at that position, only a list-shaped argument counts). `Mask(format:customNotations:)` does not use the cache and is skipped.
extension CodeRecognizer {
  func notationsMayStart(at index: Int) -> Bool {
    let token = tokens[index]
    switch language {
    case .swift:
      return token.range.count == 15 && file.tokenText(token, equals: "customNotations")
    case .kotlin, .java:
      switch token.range.count {
      case 15: return file.tokenText(token, equals: "customNotations")
      case 11: return file.tokenText(token, equals: "getOrCreate")
      case 9: return file.tokenText(token, equals: "installOn")
      case 25: return file.tokenText(token, equals: "MaskedTextChangedListener")
      default: return false
      }
    default:
      return false
    }
  }

  func recognizeCustomNotations(at index: Int) -> Setting? {
    if file.tokenText(tokens[index], equals: "customNotations") { return namedNotations(at: index) }
    // Positional JVM calls: `getOrCreate(format, notations)`, `installOn(view, format, affine, notations)`.
    guard index + 1 < tokens.count, notationPunctuation(index + 1, "("), let call = describeCall(openAt: index + 1) else { return nil }
    let arguments = arguments(of: call)
    let formatPosition: Int
    let notationsPosition: Int
    // Overloads differ in what follows the format; only the long ones take notations there.
    var needsListShape = true
    if file.tokenText(tokens[index], equals: "getOrCreate") {
      (formatPosition, notationsPosition) = (0, 1)
      needsListShape = false
    } else if file.tokenText(tokens[index], equals: "installOn") {
      // `installOn(view, format, affineFormats, customNotations, strategy, …)` and the short
      // `installOn(view, format, affineFormats, strategy, valueListener)`.
      (formatPosition, notationsPosition) = (1, 3)
      needsListShape = arguments.count < 6
    } else {
      // `MaskedTextChangedListener(format, affineFormats, customNotations, …)`; the
      // convenience constructors take the field or a listener there.
      (formatPosition, notationsPosition) = (0, 2)
    }
    guard arguments.count > notationsPosition, !isNamedArgument(arguments[notationsPosition]),
      let format = constantLiteral(in: arguments[formatPosition]),
      !needsListShape || looksLikeNotationList(arguments[notationsPosition])
    else { return nil }
    return notationsSetting(arguments[notationsPosition], format: format, callee: file.tokenText(tokens[index]))
  }

  /// `customNotations: […]` (Swift) or `customNotations = listOf(…)` (Kotlin) inside a call.
  private func namedNotations(at index: Int) -> Setting? {
    guard index + 2 < tokens.count,
      notationPunctuation(index + 1, ":") || (language != .swift && notationPunctuation(index + 1, "=")),
      !notationPunctuation(index + 2, "="),
      let call = enclosingCall(of: index), let calleeIndex = call.callee
    else { return nil }
    let callee = file.tokenText(tokens[calleeIndex])
    guard NotationCache.cachingCallees.contains(callee) else { return nil }
    let arguments = arguments(of: call)
    guard let argument = arguments.first(where: { $0.lowerBound == index }) else { return nil }
    // The format: a labelled/named format argument, else (JVM) the first positional literal.
    var format: String? = nil
    for other in arguments where other.lowerBound + 2 < other.upperBound {
      let first = tokens[other.lowerBound]
      guard first.kind == .identifier, notationPunctuation(other.lowerBound + 1, ":") || notationPunctuation(other.lowerBound + 1, "=") else { continue }
      if NotationCache.formatLabels.contains(file.tokenText(first)), let value = constantLiteral(in: (other.lowerBound + 2)..<other.upperBound) {
        format = value
        break
      }
    }
    if format == nil, language != .swift {
      format = arguments.lazy.filter { !self.isNamedArgument($0) }.compactMap { self.constantLiteral(in: $0) }.first
    }
    guard let format else { return nil }
    return notationsSetting((index + 2)..<argument.upperBound, format: format, callee: callee)
  }

  private func notationsSetting(_ argument: Range<Int>, format: String, callee: String) -> Setting? {
    guard !argument.isEmpty else { return nil }
    let range = tokens[argument.lowerBound].range.lowerBound..<tokens[argument.upperBound - 1].range.upperBound
    let literal = StringLiteral(
      value: file.text.string(in: range), range: range,
      segments: [LiteralSegment(valueStart: 0, valueLength: range.count, sourceStart: range.lowerBound, sourceLength: range.count, isVerbatim: true)])
    return make(.customNotations, "\(callee)(customNotations:)", literal, key: NotationCache.key(format: format, android: language.isJVM))
  }

  /// `listOf(…)`, `emptyList()`, `Arrays.asList(…)`, or anything building a `Notation(…)`.
  private func looksLikeNotationList(_ argument: Range<Int>) -> Bool {
    guard let first = argument.first, tokens[first].kind == .identifier else { return false }
    let head = file.tokenText(tokens[first])
    if ["listOf", "emptyList", "arrayListOf", "mutableListOf", "Arrays", "Collections", "List"].contains(head) { return true }
    return argument.contains { tokens[$0].kind == .identifier && file.tokenText(tokens[$0], equals: "Notation") }
  }

  private func isNamedArgument(_ argument: Range<Int>) -> Bool {
    argument.count >= 2 && tokens[argument.lowerBound].kind == .identifier
      && (notationPunctuation(argument.lowerBound + 1, ":") || notationPunctuation(argument.lowerBound + 1, "="))
  }

  /// The value of an argument that is exactly one constant string literal.
  private func constantLiteral(in argument: Range<Int>) -> String? {
    guard argument.count == 1, tokens[argument.lowerBound].kind == .string else { return nil }
    let literal = file.literals[tokens[argument.lowerBound].literal]
    return literal.isWholeValue ? literal.value : nil
  }

  private func notationPunctuation(_ index: Int, _ byte: Unicode.Scalar) -> Bool {
    index >= 0 && index < tokens.count && tokens[index].kind == .punctuation && tokens[index].byte == UInt8(byte.value)
  }
}

/// The process-wide mask cache of input-mask-ios/android, as fields.
public enum NotationCache {
  /// The `type` of the member keys that gather one format's notations across the project:
  /// one cache per platform (an iOS app and an Android app do not share one).
  public static let iosFieldType = "Mask.getOrCreate"
  public static let androidFieldType = "Mask.getOrCreate (Android)"

  /// The field holding every `customNotations` given with `format` on one platform.
  public static func key(format: String, android: Bool) -> FieldKey {
    .member(type: android ? androidFieldType : iosFieldType, name: format)
  }

  /// The format of a notation-cache field, nil for any other field.
  public static func format(of key: FieldKey) -> String? {
    if case .member(let type, let name) = key, type == iosFieldType || type == androidFieldType { return name }
    return nil
  }

  /// Calls that create their masks through the cache.
  static let cachingCallees: Set<String> = [
    "getOrCreate", "MaskedTextInputListener", "MaskedTextFieldDelegate", "MaskedTextViewDelegate",
    "PolyMaskTextFieldDelegate", "MaskedTextChangedListener", "installOn",
  ]

  static let formatLabels: Set<String> = ["withFormat", "format", "primaryFormat"]
}
