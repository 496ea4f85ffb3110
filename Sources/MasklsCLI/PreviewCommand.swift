import ArgumentParser
import Foundation
import MaskAnalysis
import MaskEngine
import MaskJSON

/// `maskls preview --dialect D MASK …`: what a mask does to typed text.
struct PreviewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "preview",
    abstract: "Shows what a mask does: formatted sample, completeness, value, caret map, keystroke replay.",
    discussion: """
      In --keys, `⌫` or the two characters `\\b` mean backspace. Carets count characters.
      Example: maskls preview --dialect hash '+1 (###) ###-####' --keys '2345\\b\\b6'
      """)

  @Option(help: "Mask dialect: \(MaskDialect.allCases.map(\.rawValue).joined(separator: ", ")).")
  var dialect: String

  @Argument(help: "The mask.")
  var mask: String

  @Option(help: "Apply the mask to this text, as the library does when the field's text becomes TEXT.")
  var input: String?

  @Option(help: "Caret position in --input, in characters (default: the end).")
  var caret: Int?

  @Flag(help: "Backward caret gravity (deleting) instead of forward (typing).")
  var backward = false

  @Flag(help: "Forward gravity: append trailing literals (RedMadRobot autocomplete).")
  var autocomplete = false

  @Flag(help: "Backward gravity: skip literals before the caret (RedMadRobot autoskip).")
  var autoskip = false

  @Option(help: "Keys to replay from an empty field.")
  var keys: String?

  @Option(help: "The field's regex, applied to the raw text on every edit (seed rule).")
  var regex: String?

  @Option(help: "The field's max length (counts the displayed text).")
  var maxLength: Int?

  @Option(help: "Replacement character (vstextfield).")
  var replacement: String?

  @Flag(help: "Print JSON.")
  var json = false

  func run() throws {
    guard let dialect = MaskDialect(rawValue: dialect.lowercased()) else {
      throw UsageError(message: "unknown dialect `\(dialect)`; known: \(MaskDialect.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    if let replacement, replacement.count != 1 {
      throw UsageError(message: "--replacement takes one character, got `\(replacement)`")
    }
    if let maxLength, maxLength < 0 { throw UsageError(message: "--max-length must not be negative") }
    let parsed = dialect.parse(mask, options: MaskOptions(replacementCharacter: replacement?.first))
    var request = MaskPreview.Request()
    request.input = input
    request.caret = caret
    request.backward = backward
    request.autocomplete = autocomplete
    request.autoskip = autoskip
    request.keys = keys
    request.maxLength = maxLength
    if let regex {
      if let error = RegexSupport.compileError(regex) { throw UsageError(message: "--regex: \(error)") }
      request.validator = RegexSupport.validator(regex)
    }
    let preview = MaskPreview(mask: parsed, request: request)
    let output = json ? PreviewRenderer.json(preview) : PreviewRenderer.text(preview)
    FileHandle.standardOutput.write(Data(output.utf8))
  }
}
