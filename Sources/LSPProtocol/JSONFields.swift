import MaskJSON

/// Reads the members of a JSON object with errors that name the field. `null` counts as absent
/// for optional fields.
public struct JSONFields: Sendable {
  public let object: JSONObject

  public init(_ json: JSON) throws(ProtocolDecodingError) {
    guard case .object(let object) = json else {
      throw ProtocolDecodingError(reason: "expected an object, got \(json.typeName)")
    }
    self.object = object
  }

  private func present(_ key: String) -> JSON? {
    guard let value = object[key], !value.isNull else { return nil }
    return value
  }

  private func missing(_ key: String) -> ProtocolDecodingError {
    ProtocolDecodingError(path: [key], reason: "missing required field")
  }

  private func mismatch(_ key: String, _ expected: String, _ value: JSON) -> ProtocolDecodingError {
    ProtocolDecodingError(path: [key], reason: "expected \(expected), got \(value.typeName)")
  }

  /// The raw member (null included), if present.
  public func raw(_ key: String) -> JSON? { object[key] }

  public func optionalString(_ key: String) throws(ProtocolDecodingError) -> String? {
    guard let value = present(key) else { return nil }
    guard let text = value.stringValue else { throw mismatch(key, "a string", value) }
    return text
  }

  public func string(_ key: String) throws(ProtocolDecodingError) -> String {
    guard let text = try optionalString(key) else { throw missing(key) }
    return text
  }

  /// An integer within `range` (an integral double is accepted).
  public func optionalInt(
    _ key: String, in range: ClosedRange<Int> = Int(Int32.min)...Int(Int32.max)
  ) throws(ProtocolDecodingError) -> Int? {
    guard let value = present(key) else { return nil }
    guard let number = value.intValue else { throw mismatch(key, "an integer", value) }
    guard let int = Int(exactly: number), range.contains(int) else {
      throw ProtocolDecodingError(
        path: [key], reason: "\(number) is out of range \(range.lowerBound)...\(range.upperBound)")
    }
    return int
  }

  public func int(
    _ key: String, in range: ClosedRange<Int> = Int(Int32.min)...Int(Int32.max)
  ) throws(ProtocolDecodingError) -> Int {
    guard let number = try optionalInt(key, in: range) else { throw missing(key) }
    return number
  }

  /// LSP `uinteger`: 0...2^31-1.
  public func uinteger(_ key: String) throws(ProtocolDecodingError) -> Int {
    try int(key, in: 0...Int(Int32.max))
  }

  public func optionalBool(_ key: String) throws(ProtocolDecodingError) -> Bool? {
    guard let value = present(key) else { return nil }
    guard let flag = value.boolValue else { throw mismatch(key, "a boolean", value) }
    return flag
  }

  public func bool(_ key: String) throws(ProtocolDecodingError) -> Bool {
    guard let flag = try optionalBool(key) else { throw missing(key) }
    return flag
  }

  public func optional<T: JSONConvertible>(_ key: String, as type: T.Type = T.self)
    throws(ProtocolDecodingError) -> T?
  {
    guard let value = present(key) else { return nil }
    do {
      return try T(json: value)
    } catch {
      throw error.prefixed(with: key)
    }
  }

  public func required<T: JSONConvertible>(_ key: String, as type: T.Type = T.self)
    throws(ProtocolDecodingError) -> T
  {
    guard let value: T = try optional(key) else { throw missing(key) }
    return value
  }

  public func optionalArray<T: JSONConvertible>(_ key: String, of type: T.Type = T.self)
    throws(ProtocolDecodingError) -> [T]?
  {
    guard let value = present(key) else { return nil }
    guard case .array(let elements) = value else { throw mismatch(key, "an array", value) }
    var result: [T] = []
    result.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      do {
        result.append(try T(json: element))
      } catch {
        throw error.prefixed(with: "[\(index)]").prefixed(with: key)
      }
    }
    return result
  }

  public func array<T: JSONConvertible>(_ key: String, of type: T.Type = T.self)
    throws(ProtocolDecodingError) -> [T]
  {
    guard let value: [T] = try optionalArray(key) else { throw missing(key) }
    return value
  }

  public func optionalStringArray(_ key: String) throws(ProtocolDecodingError) -> [String]? {
    guard let value = present(key) else { return nil }
    guard case .array(let elements) = value else { throw mismatch(key, "an array", value) }
    var result: [String] = []
    for (index, element) in elements.enumerated() {
      guard let text = element.stringValue else {
        throw ProtocolDecodingError(
          path: [key, "[\(index)]"], reason: "expected a string, got \(element.typeName)")
      }
      result.append(text)
    }
    return result
  }

  /// A nested object read with its own `JSONFields` (errors prefixed with `key`); nil if absent.
  public func optionalObject(_ key: String) throws(ProtocolDecodingError) -> JSONFields? {
    guard let value = present(key) else { return nil }
    do {
      return try JSONFields(value)
    } catch {
      throw error.prefixed(with: key)
    }
  }
}

/// Builds an object, leaving out nil members.
struct JSONBuilder {
  var object = JSONObject()

  mutating func set(_ key: String, _ value: JSON?) {
    if let value { object[key] = value }
  }
  mutating func set(_ key: String, _ value: String?) { set(key, value.map(JSON.string)) }
  mutating func set(_ key: String, _ value: Int?) { set(key, value.map { JSON.int(Int64($0)) }) }
  mutating func set(_ key: String, _ value: Bool?) { set(key, value.map(JSON.bool)) }
  mutating func set(_ key: String, _ value: (some JSONConvertible)?) { set(key, value?.json) }
  mutating func set(_ key: String, _ value: [some JSONConvertible]?) {
    set(key, value.map { JSON.array($0.map(\.json)) })
  }

  var json: JSON { .object(object) }
}
