#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import Foundation

/// Polls the client's process id with `kill(pid, 0)` and reports when it is gone.
enum ProcessWatcher {
  /// Whether a process with this id exists (EPERM means it exists but is not ours).
  static func isAlive(_ pid: Int32) -> Bool {
    if kill(pid, 0) == 0 { return true }
    return errno == EPERM
  }

  static func watch(pid: Int32, interval: TimeInterval, inbox: Inbox) {
    guard pid > 0 else { return }
    let thread = Thread {
      while isAlive(pid) { Thread.sleep(forTimeInterval: interval) }
      inbox.post(.clientDied(pid: pid))
    }
    thread.name = "maskls-parent-watch"
    thread.start()
  }
}
