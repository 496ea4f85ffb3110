import Foundation

/// A flag set once by any thread of an evaluation step and read by the others.
final class StepFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false

  var isSet: Bool { lock.withLock { value } }

  func set() { lock.withLock { value = true } }
}
