import Foundation
import SourceScanning

/// A file's content identity: its length and a 64-bit hash of its bytes. The project keeps it
/// instead of the text of a file that is not open, and checks it when the text is read again
/// to place a finding (a file changed on disk since it was scanned is not trusted).
public struct ContentFingerprint: Sendable, Hashable {
  public var length: Int
  public var hash: UInt64

  public init(_ bytes: [UInt8]) {
    length = bytes.count
    // FNV-1a over 8-byte words (then the tail): fast enough to run on every file read.
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    let prime: UInt64 = 0x100_0000_01b3
    bytes.withUnsafeBytes { raw in
      let words = raw.count / 8
      for i in 0..<words {
        h = (h ^ raw.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self)) &* prime
      }
      for i in (words * 8)..<raw.count { h = (h ^ UInt64(raw[i])) &* prime }
    }
    hash = h
  }
}

/// Positions of source offsets already placed, by file and content generation: findings of a
/// field checked again after an edit elsewhere are placed without reading their file again.
final class PositionCache: @unchecked Sendable {
  private let lock = NSLock()
  private var byPath: [String: (generation: Int, positions: [Int: SourcePosition])] = [:]

  func position(path: String, generation: Int, offset: Int) -> SourcePosition? {
    lock.lock()
    defer { lock.unlock() }
    guard let entry = byPath[path], entry.generation == generation else { return nil }
    return entry.positions[offset]
  }

  func store(path: String, generation: Int, offset: Int, position: SourcePosition) {
    lock.lock()
    defer { lock.unlock() }
    if byPath[path]?.generation != generation { byPath[path] = (generation, [:]) }
    byPath[path]?.positions[offset] = position
  }

  /// Forgets a file's positions (its content changed or it left the project).
  func forget(_ path: String) {
    lock.lock()
    byPath[path] = nil
    lock.unlock()
  }
}

/// Places source byte ranges (what rules report) at lines and columns. A file's text is
/// read only when a finding in it needs a position: open documents give theirs, other files
/// are read again from disk and checked against the fingerprint they were scanned with.
final class SourceLocator: @unchecked Sendable {
  /// How the locator gets a file's text; nil when it cannot (or no longer matches).
  typealias TextLoader = @Sendable (String) -> SourceText?

  private let lock = NSLock()
  private let loader: TextLoader
  private let generation: @Sendable (String) -> Int?
  private let cache: PositionCache?
  private var loaded: [String: SourceText?] = [:]
  static let keptTexts = 16
  private var unreadable: Set<String> = []
  /// Files whose text could not be read as it was scanned (changed or deleted on disk).
  var unavailable: Set<String> { lock.withLock { unreadable } }

  init(generation: @escaping @Sendable (String) -> Int? = { _ in nil }, cache: PositionCache? = nil, loader: @escaping TextLoader) {
    self.generation = generation
    self.cache = cache
    self.loader = loader
  }

  /// A locator over texts already in memory (tests, one-off checks).
  convenience init(texts: [String: SourceText]) {
    self.init(loader: { texts[$0] })
  }

  func location(_ path: String, _ range: Range<Int>) -> SourceLocation {
    SourceLocation(path: path, range: range, start: position(path, range.lowerBound), end: position(path, range.upperBound))
  }

  func text(_ path: String) -> SourceText? {
    lock.lock()
    if let known = loaded[path] {
      lock.unlock()
      return known
    }
    lock.unlock()
    let text = loader(path)
    lock.lock()
    // A few texts are kept (findings of one field are mostly in one file); the positions
    // placed stay in the cache, so memory does not grow with the files visited.
    if loaded.count >= Self.keptTexts { loaded.removeAll(keepingCapacity: true) }
    loaded[path] = .some(text)
    if text == nil { unreadable.insert(path) }
    lock.unlock()
    return text
  }

  private func position(_ path: String, _ offset: Int) -> SourcePosition {
    let generation = self.generation(path)
    if let generation, let cached = cache?.position(path: path, generation: generation, offset: offset) { return cached }
    guard let text = text(path) else { return SourcePosition(line: 0, utf16Column: 0, utf8Column: 0, offset: offset) }
    let position = text.position(of: offset)
    if let generation { cache?.store(path: path, generation: generation, offset: offset, position: position) }
    return position
  }
}
