import Foundation

/// A thread-safe memo table (shared by the engine and the analysis) holding at most `limit` entries, whatever the server sees over a
/// long session (a mask or regex edited keystroke by keystroke makes a new pattern each time).
///
/// Two generations: entries are added to the recent one; when it holds `limit / 2`, the
/// older generation is dropped and the recent one takes its place. An entry read from the
/// older generation moves back to the recent one, so the patterns of the open documents,
/// read at every check, stay while the ones edited away are released. Eviction counts
/// entries, never time; a value dropped is computed again when asked.
package final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  // Read and written under `lock` only: not checked for exclusive access at run time as
  // well (two checks per lookup, and masks and regexes are looked up for every field).
  @exclusivity(unchecked) private var recent: [Key: Value] = [:]
  @exclusivity(unchecked) private var older: [Key: Value] = [:]
  package let limit: Int

  package init(limit: Int) { self.limit = max(2, limit) }

  /// Entries held now (both generations).
  package var count: Int { lock.withLock { recent.count + older.count } }

  package func value(for key: Key, compute: () -> Value) -> Value {
    lock.lock()
    if let v = recent[key] {
      lock.unlock()
      return v
    }
    if let v = older.removeValue(forKey: key) {
      insert(key, v)
      lock.unlock()
      return v
    }
    lock.unlock()
    let v = compute()
    lock.lock()
    insert(key, v)
    lock.unlock()
    return v
  }

  /// Adds to the recent generation, turning generations over when it is full (lock held).
  private func insert(_ key: Key, _ value: Value) {
    if recent.count >= limit / 2 {
      older = recent
      recent = [:]
    }
    recent[key] = value
  }
}
