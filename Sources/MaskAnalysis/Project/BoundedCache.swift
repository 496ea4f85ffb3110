import Foundation

/// A thread-safe memo table that forgets everything when it grows past `limit` (the values
/// are cheap to recompute; unbounded growth in a long-running server is not acceptable).
final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var entries: [Key: Value] = [:]
  private let limit: Int

  init(limit: Int) { self.limit = limit }

  func value(for key: Key, compute: () -> Value) -> Value {
    lock.lock()
    if let v = entries[key] { lock.unlock(); return v }
    lock.unlock()
    let v = compute()
    lock.lock()
    if entries.count >= limit { entries.removeAll(keepingCapacity: true) }
    entries[key] = v
    lock.unlock()
    return v
  }
}

