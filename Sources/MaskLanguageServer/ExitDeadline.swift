#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import Foundation

/// Ends the process shortly after the session is over when the message loop cannot see it in
/// time: the loop handles events in order, and one event (a document of tens of megabytes
/// being scanned) can keep it busy for seconds after `exit` or the end of input was read.
enum ExitDeadline {
  /// How long the loop has to end by itself (the process ends within a second of `exit`).
  static let standard: TimeInterval = 0.5

  /// After `seconds`, ends the process with `code` unless it has ended already.
  static func arm(code: Int32, after seconds: TimeInterval) {
    let thread = Thread {
      Thread.sleep(forTimeInterval: seconds)
      // Nothing is left to flush: replies are written whole, and the session is over.
      _exit(code)
    }
    thread.name = "maskls-exit-deadline"
    thread.start()
  }
}
