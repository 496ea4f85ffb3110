import ArgumentParser
import Foundation
import MaskAnalysis
import MaskEngine
import MaskJSON
import RegexAnalysis

/// `maskls preview --dialect D MASK …`: what a mask does to typed text.
/// `maskls preview --regex R [--flavor F] [--flags FLAGS]`: what a regex accepts.
struct PreviewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "preview",
    abstract: "Shows what a mask does: formatted sample, completeness, value, caret map, keystroke replay.",
    discussion: """
      In --keys, `⌫` or the two characters `\\b` mean backspace. Carets count characters.
      Example: maskls preview --dialect hash '+1 (###) ###-####' --keys '2345\\b\\b6'
      --input=TEXT and --keys=KEYS take TEXT as written (empty, starting with `-`, or with an
      accent); so do --input TEXT and --input -- TEXT.
      Without a mask, --regex R --flavor icu|swift|ecmascript|java shows what the regex accepts.
      RedMadRobot: --dialect redmadrobot reads text as input-mask-ios does (Swift
      characters, Foundation's sets: e + U+0301 is one letter, ½ a letter or digit);
      --dialect redmadrobot-android as input-mask-android does, as maskls reads masks
      in Kotlin and Java (UTF-16 units, Java's isDigit/isLetter/isLetterOrDigit: a
      lone accent and ½ are refused; carets still count characters).
      Example: maskls preview --dialect redmadrobot-android '[_]' --input ½
      Key replays follow the library's text-field listener (MaskedTextInputListener,
      MaskedTextChangedListener): --affine, --affinity-strategy,
      --no-listener-autocomplete, --listener-autoskip; --focus starts from the
      focused field.
      Example: maskls preview --dialect redmadrobot-android '+1 ([000]) [000]-[0000]' --affine '+7 ([000]) [000]-[00]-[00]' --focus --keys '79'
      """)

  @Option(help: "Mask dialect: \(PreviewCommand.dialectNames.joined(separator: ", ")).")
  var dialect: String?

  @Argument(help: "The mask (optional with --regex).")
  var mask: String?

  @Option(parsing: .unconditional, help: "Apply the mask to this text, as the library does when the field's text becomes TEXT.")
  var input: String?

  @Option(help: "Caret position in --input, in characters (default: the end).")
  var caret: Int?

  @Flag(help: "Backward caret gravity (deleting) instead of forward (typing).")
  var backward = false

  @Flag(help: "Forward gravity: append trailing literals (RedMadRobot autocomplete).")
  var autocomplete = false

  @Flag(help: "Backward gravity: skip literals before the caret (RedMadRobot autoskip).")
  var autoskip = false

  @Option(parsing: .unconditional, help: "Keys to replay from an empty field.")
  var keys: String?

  @Option(parsing: .unconditional, help: "The field's regex, applied to the raw text on every edit (as `BBB_regular` is); alone, a regex preview.")
  var regex: String?

  @Option(help: "Regex flavour: \(RegexFlavor.allCases.map(\.rawValue).joined(separator: ", ")) (default icu).")
  var flavor: String = "icu"

  @Option(help: "Regex flags: ECMAScript letters (dgimsuvy), or i, m, s, x for the other flavours.")
  var flags: String = ""

  @Option(help: .hidden)
  var regexBenchmark: String?

  @Option(help: "The field's max length (counts the displayed text).")
  var maxLength: Int?

  @Option(parsing: .unconditional, help: "Replacement character (vstextfield).")
  var replacement: String?

  @Option(
    parsing: .unconditional,
    help: "react-input-mask `maskChar`: the character shown in empty positions; empty for `maskChar={null}` (only what was typed).")
  var maskChar: String?

  @Option(
    parsing: .unconditionalSingleValue,
    help: "A RedMadRobot custom notation, CHAR:SET[:optional] (SET: [a-z0-9], decimalDigits, letters, alphanumerics, or the characters); repeatable.")
  var notation: [String] = []

  @Option(
    name: .customLong("or"), parsing: .unconditionalSingleValue,
    help: "Another mask of the same Inputmask list (`mask: [\"…\", \"…\"]`), after MASK; repeatable. The preview replays the list as the library does: the first mask that takes the text.")
  var alternatives: [String] = []

  @Option(
    parsing: .unconditionalSingleValue,
    help: "A RedMadRobot affine format of the field's listener (`affineFormats`), read as MASK is; repeatable. Each key of --keys goes through the mask `pickMask` chooses for the edited text.")
  var affine: [String] = []

  @Option(help: "How the RedMadRobot listener's `pickMask` rates MASK and the --affine formats: whole-string (default), prefix, capacity, extracted-value-capacity.")
  var affinityStrategy: String?

  @Flag(
    inversion: .prefixedNo,
    help: "RedMadRobot listener `autocomplete` for --keys (typing appends trailing literals; default on).")
  var listenerAutocomplete = true

  @Flag(help: "RedMadRobot listener `autoskip` for --keys (backspace skips literals before the caret).")
  var listenerAutoskip = false

  @Flag(help: "Replay --keys from the field after it gets focus: the leading literals (input-mask-ios's `autocompleteOnFocus`; input-mask-android's listener installed with `installOn`, with autocomplete).")
  var focus = false

  @Flag(help: "Print JSON.")
  var json = false

  func run() throws {
    if let regexBenchmark {
      let output = try RegexBenchmark.run(corpusPath: regexBenchmark)
      FileHandle.standardOutput.write(Data(output.utf8))
      return
    }
    guard let regexFlavor = RegexFlavor(rawValue: flavor.lowercased()) else {
      throw UsageError(message: "unknown flavor `\(flavor)`; known: \(RegexFlavor.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    let (regexFlags, invalidFlags) = RegexPreview.flags(flags, flavor: regexFlavor)
    if !invalidFlags.isEmpty { throw UsageError(message: "--flags: unknown flag `\(String(invalidFlags))` for \(regexFlavor.displayName)") }
    guard let dialect, let mask else {
      guard let regex, dialect == nil, mask == nil else {
        throw UsageError(message: "give --dialect D MASK, or --regex R (with or without a mask)")
      }
      let preview = RegexPreview(pattern: regex, flavor: regexFlavor, flags: regexFlags)
      let output = json ? RegexPreviewRenderer.json(preview) : RegexPreviewRenderer.text(preview)
      FileHandle.standardOutput.write(Data(output.utf8))
      return
    }
    try runMask(dialect: dialect, mask: mask, regexFlavor: regexFlavor, regexFlags: regexFlags)
  }

  func runMask(dialect: String, mask: String, regexFlavor: RegexFlavor, regexFlags: RegexFlags) throws {
    guard let (dialect, platform) = Self.dialect(named: dialect) else {
      throw UsageError(message: "unknown dialect `\(dialect)`; known: \(Self.dialectNames.joined(separator: ", "))")
    }
    if let replacement, replacement.count != 1 {
      throw UsageError(message: "--replacement takes one character, got `\(replacement)`")
    }
    if let maxLength, maxLength < 0 { throw UsageError(message: "--max-length must not be negative") }
    var options = MaskOptions(replacementCharacter: replacement?.first, redMadRobotPlatform: platform)
    for text in notation {
      let n = try NotationArgument.parse(text).get()
      options.definitions[n.character] = n.characterSet
      if n.isOptional { options.optionalSymbols.insert(n.character) }
    }
    if !notation.isEmpty && dialect != .redmadrobot {
      throw UsageError(message: "--notation is for the redmadrobot and redmadrobot-android dialects")
    }
    if let maskChar {
      guard dialect == .reactinputmask else { throw UsageError(message: "--mask-char is for the reactinputmask dialect") }
      guard maskChar.count <= 1 else { throw UsageError(message: "--mask-char takes one character or none, got `\(maskChar)`") }
      options.placeholder = maskChar.first.map(MaskPlaceholder.character) ?? .nothing
    }
    var parsed: any Mask
    if alternatives.isEmpty {
      parsed = dialect.parse(mask, options: options)
    } else {
      guard dialect == .inputmask else { throw UsageError(message: "--or is for the inputmask dialect") }
      parsed = InputmaskMask(list: [mask] + alternatives)
    }
    if var robot = parsed as? RedMadRobotMask {
      if let affinityStrategy {
        guard let strategy = Self.affinityStrategies[affinityStrategy.lowercased()] else {
          throw UsageError(
            message: "unknown --affinity-strategy `\(affinityStrategy)`; known: \(Self.affinityStrategies.keys.sorted().joined(separator: ", "))")
        }
        robot.listener.affinityStrategy = strategy
      }
      robot.listener.autocomplete = listenerAutocomplete
      robot.listener.autoskip = listenerAutoskip
      robot.affineMasks = affine.compactMap { dialect.parse($0, options: options) as? RedMadRobotMask }
      parsed = robot
    } else if !affine.isEmpty || affinityStrategy != nil || !listenerAutocomplete || listenerAutoskip || focus {
      throw UsageError(
        message: "--affine, --affinity-strategy, --no-listener-autocomplete, --listener-autoskip and --focus are for the redmadrobot and redmadrobot-android dialects")
    }
    var request = MaskPreview.Request()
    request.focused = focus
    request.input = input
    request.caret = caret
    request.backward = backward
    request.autocomplete = autocomplete
    request.autoskip = autoskip
    request.keys = keys
    request.maxLength = maxLength
    var regexPreview: RegexPreview? = nil
    if let regex {
      if let error = RegexSupport.compileError(regex, flavor: regexFlavor, flags: regexFlags) {
        throw UsageError(message: "--regex: \(error)")
      }
      request.validator = RegexSupport.validator(regex, flavor: regexFlavor, flags: regexFlags)
      regexPreview = RegexPreview(pattern: regex, flavor: regexFlavor, flags: regexFlags)
    }
    let preview = MaskPreview(mask: parsed, request: request)
    var output = json ? PreviewRenderer.json(preview, regex: regexPreview) : PreviewRenderer.text(preview)
    if let regexPreview, !json { output += "\n" + RegexPreviewRenderer.text(regexPreview) }
    FileHandle.standardOutput.write(Data(output.utf8))
  }

  /// The names `--dialect` takes: every `MaskDialect`, and `redmadrobot-android` (the
  /// `redmadrobot` dialect read as input-mask-android reads it) after `redmadrobot`.
  static let dialectNames: [String] = MaskDialect.allCases.flatMap { d -> [String] in
    d == .redmadrobot ? [d.rawValue, androidRedMadRobotName] : [d.rawValue]
  }

  static let androidRedMadRobotName = "redmadrobot-android"

  /// `--affinity-strategy` names: the library's `AffinityCalculationStrategy` cases.
  static let affinityStrategies: [String: RedMadRobotMask.AffinityCalculationStrategy] = [
    "whole-string": .wholeString, "prefix": .prefix, "capacity": .capacity,
    "extracted-value-capacity": .extractedValueCapacity,
  ]

  static func dialect(named name: String) -> (MaskDialect, RedMadRobotMask.Platform)? {
    let name = name.lowercased()
    if name == androidRedMadRobotName { return (.redmadrobot, .android) }
    return MaskDialect(rawValue: name).map { ($0, .ios) }
  }

  /// The name `--dialect` takes for this mask, and its library's name.
  static func dialectName(of mask: any Mask) -> (name: String, library: String) {
    if let robot = mask as? RedMadRobotMask, robot.platform == .android {
      return (androidRedMadRobotName, robot.libraryName)
    }
    return (mask.dialect.rawValue, mask.dialect.libraryName)
  }
}
