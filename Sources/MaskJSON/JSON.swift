/// A JSON value. Integers are kept apart from doubles; object keys keep their order.
///
/// Parse with `JSON.parse(_:)`, write with `serialized(pretty:)`; both go through jansson.
/// Literals build values directly: `let v: JSON = ["a": 1, "b": [true, nil]]`.
public enum JSON: Sendable, Hashable {
  case null
  case bool(Bool)
  case int(Int64)
  case double(Double)
  case string(String)
  case array([JSON])
  case object(JSONObject)
}

/// An object whose keys keep their insertion order (duplicate keys: the last one wins, in the
/// position of the first). Lookups by key are O(1).
public struct JSONObject: Sendable, Hashable, Sequence {
  public private(set) var entries: [(key: String, value: JSON)]
  /// Position of each key in `entries`.
  private var positions: [String: Int]

  public init(_ entries: [(key: String, value: JSON)] = []) {
    self.entries = []
    self.positions = [:]
    self.entries.reserveCapacity(entries.count)
    self.positions.reserveCapacity(entries.count)
    for (k, v) in entries { self[k] = v }
  }

  /// Builds from entries whose keys are known to be distinct (e.g. from jansson's parser).
  init(uniqueEntries: [(key: String, value: JSON)]) {
    self.entries = uniqueEntries
    self.positions = Dictionary(minimumCapacity: uniqueEntries.count)
    for (i, entry) in uniqueEntries.enumerated() { positions[entry.key] = i }
  }

  public subscript(key: String) -> JSON? {
    get { positions[key].map { entries[$0].value } }
    set {
      if let i = positions[key] {
        if let newValue {
          entries[i].value = newValue
        } else {
          entries.remove(at: i)
          positions[key] = nil
          for j in i..<entries.count { positions[entries[j].key] = j }
        }
      } else if let newValue {
        positions[key] = entries.count
        entries.append((key, newValue))
      }
    }
  }

  public var keys: [String] { entries.map(\.key) }
  public var count: Int { entries.count }
  public var isEmpty: Bool { entries.isEmpty }

  public func makeIterator() -> IndexingIterator<[(key: String, value: JSON)]> {
    entries.makeIterator()
  }

  public static func == (a: JSONObject, b: JSONObject) -> Bool {
    a.entries.count == b.entries.count
      && zip(a.entries, b.entries).allSatisfy { $0.key == $1.key && $0.value == $1.value }
  }

  public func hash(into hasher: inout Hasher) {
    for (k, v) in entries {
      hasher.combine(k)
      hasher.combine(v)
    }
  }
}
