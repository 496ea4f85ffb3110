/// A JSON value. Integers are kept apart from doubles; object keys keep their order.
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
/// position of the first).
public struct JSONObject: Sendable, Hashable, Sequence {
  public private(set) var entries: [(key: String, value: JSON)]

  public init(_ entries: [(key: String, value: JSON)] = []) {
    self.entries = []
    for (k, v) in entries { self[k] = v }
  }

  public subscript(key: String) -> JSON? {
    get { entries.first { $0.key == key }?.value }
    set {
      if let i = entries.firstIndex(where: { $0.key == key }) {
        if let newValue { entries[i].value = newValue } else { entries.remove(at: i) }
      } else if let newValue {
        entries.append((key, newValue))
      }
    }
  }

  public var keys: [String] { entries.map(\.key) }
  public var count: Int { entries.count }

  public func makeIterator() -> IndexingIterator<[(key: String, value: JSON)]> {
    entries.makeIterator()
  }

  public static func == (a: JSONObject, b: JSONObject) -> Bool {
    a.entries.count == b.entries.count
      && zip(a.entries, b.entries).allSatisfy { $0.key == $1.key && $0.value == $1.value }
  }

  public func hash(into hasher: inout Hasher) {
    for (k, v) in entries { hasher.combine(k); hasher.combine(v) }
  }
}
