import Foundation
import MaskEngine

/// Validators for tests: a regex applied like `NSPredicate(format: "SELF MATCHES %@")`,
/// anchored at both ends.
enum ValidatorFixtures {
  static func matchesWhole(_ pattern: String) -> RawTextValidator {
    let source = "^(?:" + pattern + ")$"
    return { text in
      guard let regex = try? NSRegularExpression(pattern: source) else { return false }
      let range = NSRange(text.startIndex..<text.endIndex, in: text)
      return regex.firstMatch(in: text, options: [], range: range) != nil
    }
  }

  /// A validator that never knows (a budget ran out): unknown counts as accepted.
  static let unknown: RawTextValidator = { _ in nil }
}

/// The text of each replay step rendered with its caret, `+1 (2|`.
func rendered(_ steps: [ReplayStep]) -> [String] {
  steps.map { $0.state.description }
}

/// Records every raw text a validator is asked about.
final class ValidatorRecorder: @unchecked Sendable {
  private let lock = NSLock()
  private var texts: [String] = []
  let answer: Bool?

  init(answer: Bool?) { self.answer = answer }

  var seen: [String] { lock.withLock { texts } }

  var validator: RawTextValidator {
    { text in
      self.lock.withLock { self.texts.append(text) }
      return self.answer
    }
  }
}
