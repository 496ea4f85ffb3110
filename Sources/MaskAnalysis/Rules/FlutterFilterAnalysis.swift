import MaskEngine
import RegexAnalysis
import SourceScanning

/// What a `mask_text_input_formatter` filter regex does to one typed character.
///
/// The library tests each character alone with `RegExp.hasMatch(char)`: an unanchored search
/// in a one-character string. So a character passes when the regex matches the empty string
/// at its start or end, or matches the character itself. `[0-9]+` and `^[0-9]$` take a digit;
/// `\d{2}` takes nothing; `[0-9]*` matches the empty string and so takes every character.
enum FlutterFilterVerdict: Sendable, Hashable {
  /// Exactly these characters pass.
  case accepts(ScalarSet)
  /// The regex matches the empty string in any one-character text: every character passes.
  /// `intended` is what it matches as one character.
  case acceptsEveryCharacter(intended: ScalarSet)
  /// The pattern does not compile or is outside the regular core.
  case unknown
}

enum FlutterFilterAnalysis {
  /// The verdict for a filter regex (ECMAScript-like, as Dart's `RegExp`).
  static func verdict(pattern: String, flags: String = "") -> FlutterFilterVerdict {
    let flagSet = RegexPreview.flags(flags, flavor: RegexFlavor.ecmascript).flags
    let analysis = RegexChecks.analysis(pattern, flavor: RegexFlavorName.ecmascript, flags: flagSet)
    guard analysis.isAnalysable, let shape = OneCharacterShape(analysis.parsed.core, depth: 0) else { return .unknown }
    if shape.emptyAtStart || shape.emptyAtEnd { return .acceptsEveryCharacter(intended: shape.single) }
    return .accepts(shape.single)
  }

  /// Whether `set` lacks at most the line terminators (`.` and `[^]`-like classes): matching
  /// the empty string then changes nothing.
  /// Dart's `RegExp` reads UTF-16 code units: a set holding every surrogate half takes a
  /// character outside the BMP too.
  static func isNearlyEverything(_ set: ScalarSet) -> Bool {
    let halves = ScalarSet([0xD800...0xDFFF])
    let covered = set.intersection(halves) == halves ? set.union(ScalarSet([0x10000...0x10FFFF])) : set
    let missing = ScalarSet.all.subtracting(covered).subtracting(ScalarSet([0x0A...0x0A, 0x0D...0x0D, 0x2028...0x2029]))
    return missing.isEmpty
  }

  /// Whether the field's formatter completes eagerly (`MaskAutoCompletionType.eager`).
  static func isEager(_ settings: [Setting]) -> Bool {
    settings.contains { $0.kind == .mask(.flutter) && $0.recognizedAs == FlutterFilterNames.eagerMask }
  }

  /// The filter of the field's `MaskTextInputFormatter`, as the engine's slot classes (empty
  /// when the field has no custom filter, so the library's default applies).
  static func definitions(_ settings: [Setting]) -> [Character: MaskEngine.CharacterClass] {
    var result: [Character: MaskEngine.CharacterClass] = [:]
    for setting in settings {
      guard case .maskFilter(let key) = setting.kind, setting.recognizedAs != FlutterFilterNames.invalidKey else { continue }
      guard setting.literal.isConstant else {
        result[key] = .any
        continue
      }
      result[key] = characterClass(pattern: setting.literal.value, flags: setting.regexFlags)
    }
    return result
  }

  static func characterClass(pattern: String, flags: String) -> MaskEngine.CharacterClass {
    switch verdict(pattern: pattern, flags: flags) {
    case .acceptsEveryCharacter, .unknown:
      return .any
    case .accepts(let set):
      if set == ScalarSet([0x30...0x39]) { return .asciiDigit }
      return .scalars(name: "/\(pattern)/", ranges: set.ranges)
    }
  }
}

/// A regex restricted to the three ways it can match inside a one-character text: empty at
/// the start (`^` holds, `$` does not), empty at the end (`$` holds, `^` does not), or the
/// whole character (the scalars it can be).
private struct OneCharacterShape: Equatable {
  var emptyAtStart: Bool
  var emptyAtEnd: Bool
  var single: ScalarSet

  static let never = OneCharacterShape(emptyAtStart: false, emptyAtEnd: false, single: .empty)
  static let epsilon = OneCharacterShape(emptyAtStart: true, emptyAtEnd: true, single: .empty)

  /// Nil when the regex is outside the regular core or nested too deep.
  init?(_ core: RegexCore, depth: Int) {
    guard depth < 200 else { return nil }
    switch core {
    case .empty:
      self = .epsilon
    case .set(let set):
      self = OneCharacterShape(emptyAtStart: false, emptyAtEnd: false, single: set)
    case .startAnchor:
      self = OneCharacterShape(emptyAtStart: true, emptyAtEnd: false, single: .empty)
    case .endAnchor:
      self = OneCharacterShape(emptyAtStart: false, emptyAtEnd: true, single: .empty)
    case .concat(let parts):
      var shape = OneCharacterShape.epsilon
      for part in parts {
        guard let next = OneCharacterShape(part, depth: depth + 1) else { return nil }
        shape = shape.followed(by: next)
      }
      self = shape
    case .alternation(let options):
      var shape = OneCharacterShape.never
      for option in options {
        guard let next = OneCharacterShape(option, depth: depth + 1) else { return nil }
        shape = shape.or(next)
      }
      self = shape
    case .repetition(let body, let min, let max):
      guard let once = OneCharacterShape(body, depth: depth + 1) else { return nil }
      // body^k for k in min...max; the powers repeat once they stop changing.
      var power = OneCharacterShape.epsilon
      var k = 0
      while k < min {
        let next = power.followed(by: once)
        k += 1
        if next == power { k = min; break }
        power = next
        if k >= 64 { return nil }
      }
      var result = power
      var steps = 0
      while max.map({ k < $0 }) ?? true {
        let next = power.followed(by: once)
        k += 1
        steps += 1
        result = result.or(next)
        if next == power || steps >= 64 { break }
        power = next
      }
      self = result
    case .unsupported:
      return nil
    }
  }

  init(emptyAtStart: Bool, emptyAtEnd: Bool, single: ScalarSet) {
    self.emptyAtStart = emptyAtStart
    self.emptyAtEnd = emptyAtEnd
    self.single = single
  }

  func followed(by next: OneCharacterShape) -> OneCharacterShape {
    var single = ScalarSet.empty
    if next.emptyAtEnd { single = single.union(self.single) }
    if emptyAtStart { single = single.union(next.single) }
    return OneCharacterShape(
      emptyAtStart: emptyAtStart && next.emptyAtStart, emptyAtEnd: emptyAtEnd && next.emptyAtEnd, single: single)
  }

  func or(_ other: OneCharacterShape) -> OneCharacterShape {
    OneCharacterShape(
      emptyAtStart: emptyAtStart || other.emptyAtStart, emptyAtEnd: emptyAtEnd || other.emptyAtEnd,
      single: single.union(other.single))
  }
}
