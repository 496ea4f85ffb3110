extension JSON {
  /// The member `key` of an object; nil for a missing key or a non-object.
  public subscript(key: String) -> JSON? {
    if case .object(let object) = self { return object[key] }
    return nil
  }

  /// The element at `index` of an array; nil when out of range or not an array.
  public subscript(index: Int) -> JSON? {
    if case .array(let elements) = self, elements.indices.contains(index) {
      return elements[index]
    }
    return nil
  }

  public var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// An `.int`, or a `.double` with an integral value inside Int64's range.
  public var intValue: Int64? {
    switch self {
    case .int(let number): return number
    case .double(let number): return Int64(exactly: number)
    default: return nil
    }
  }

  /// A `.double`, or an `.int` converted to Double (may round beyond 2^53).
  public var doubleValue: Double? {
    switch self {
    case .double(let number): return number
    case .int(let number): return Double(number)
    default: return nil
    }
  }

  public var boolValue: Bool? {
    if case .bool(let flag) = self { return flag }
    return nil
  }

  public var arrayValue: [JSON]? {
    if case .array(let elements) = self { return elements }
    return nil
  }

  public var objectValue: JSONObject? {
    if case .object(let object) = self { return object }
    return nil
  }

  public var isNull: Bool {
    if case .null = self { return true }
    return false
  }

  /// The JSON type's name, for error messages ("string", "object", …).
  public var typeName: String {
    switch self {
    case .null: "null"
    case .bool: "boolean"
    case .int: "integer"
    case .double: "number"
    case .string: "string"
    case .array: "array"
    case .object: "object"
    }
  }
}

extension JSON: CustomStringConvertible {
  /// The compact JSON text.
  public var description: String { serialized() }
}
