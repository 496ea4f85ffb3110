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
  /// Whether a process with this id exists (EPERM means it exists but is not ours). A zombie
  /// (dead, not yet reaped by its parent) counts as gone where `/proc` tells.
  static func isAlive(_ pid: Int32) -> Bool {
    guard kill(pid, 0) == 0 || errno == EPERM else { return false }
    return !isZombie(pid)
  }

  /// The state letter after the command name in `/proc/<pid>/stat` is `Z` for a zombie.
  private static func isZombie(_ pid: Int32) -> Bool {
    guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/stat"),
      let close = data.lastIndex(of: UInt8(ascii: ")")),
      data.index(close, offsetBy: 2) < data.endIndex
    else { return false }
    return data[data.index(close, offsetBy: 2)] == UInt8(ascii: "Z")
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
