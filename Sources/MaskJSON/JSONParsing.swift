import CJansson

extension JSON {
  /// The deepest nesting of arrays/objects the parser accepts (jansson's
  /// `JSON_PARSER_MAX_DEPTH`); deeper documents fail with a `JSONParseError`.
  public static let maxParseDepth = Int(cjansson_parser_max_depth())

  /// Parses one JSON document of any kind (object, array, string, number, literal).
  ///
  /// Integers without fraction or exponent become `.int` (outside Int64: an error, as in jansson);
  /// other numbers become `.double`. Strings may contain `\u0000`. Duplicate keys: the last value
  /// wins, kept at the position of the first. Trailing non-whitespace is an error.
  public static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSON {
    try bytes.withUnsafeBytes { parseResult(buffer: $0) }.get()
  }

  /// Parses one JSON document from a slice of bytes.
  public static func parse(_ bytes: ArraySlice<UInt8>) throws(JSONParseError) -> JSON {
    try bytes.withUnsafeBytes { parseResult(buffer: $0) }.get()
  }

  /// Parses one JSON document from its text.
  public static func parse(_ string: String) throws(JSONParseError) -> JSON {
    var string = string
    return try string.withUTF8 { parseResult(buffer: UnsafeRawBufferPointer($0)) }.get()
  }

  /// Parses one JSON document from raw memory (not retained after the call).
  public static func parse(buffer: UnsafeRawBufferPointer) throws(JSONParseError) -> JSON {
    try parseResult(buffer: buffer).get()
  }

  static func parseResult(buffer: UnsafeRawBufferPointer) -> Result<JSON, JSONParseError> {
    var error = json_error_t()
    let flags = JSON_DECODE_ANY | JSON_ALLOW_NUL
    let base = buffer.baseAddress?.assumingMemoryBound(to: CChar.self)
    // jansson needs a non-null pointer even for empty input.
    let root: UnsafeMutablePointer<json_t>? =
      if let base {
        json_loadb(base, buffer.count, Int(flags), &error)
      } else {
        "".withCString { json_loadb($0, 0, Int(flags), &error) }
      }
    guard let root else { return .failure(JSONParseError(jansson: &error)) }
    defer { cjansson_decref(root) }
    return .success(JSON(borrowing: root))
  }

  /// Converts a jansson value into a `JSON` (the caller keeps its reference).
  /// Recursion is bounded by the parser's depth limit.
  init(borrowing value: UnsafeMutablePointer<json_t>) {
    switch json_type(UInt32(cjansson_typeof(value))) {
    case JSON_OBJECT:
      var entries: [(key: String, value: JSON)] = []
      entries.reserveCapacity(json_object_size(value))
      var iterator = json_object_iter(value)
      while let current = iterator {
        let keyLength = json_object_iter_key_len(current)
        let key = json_object_iter_key(current).map { pointer in
          String(decoding: UnsafeRawBufferPointer(start: pointer, count: keyLength), as: UTF8.self)
        } ?? ""
        if let member = json_object_iter_value(current) {
          entries.append((key, JSON(borrowing: member)))
        }
        iterator = json_object_iter_next(value, current)
      }
      self = .object(JSONObject(uniqueEntries: entries))
    case JSON_ARRAY:
      let count = json_array_size(value)
      var elements: [JSON] = []
      elements.reserveCapacity(count)
      for index in 0..<count {
        if let element = json_array_get(value, index) { elements.append(JSON(borrowing: element)) }
      }
      self = .array(elements)
    case JSON_STRING:
      let length = json_string_length(value)
      if let pointer = json_string_value(value) {
        self = .string(
          String(decoding: UnsafeRawBufferPointer(start: pointer, count: length), as: UTF8.self))
      } else {
        self = .string("")
      }
    case JSON_INTEGER:
      self = .int(Int64(json_integer_value(value)))
    case JSON_REAL:
      self = .double(json_real_value(value))
    case JSON_TRUE:
      self = .bool(true)
    case JSON_FALSE:
      self = .bool(false)
    default:
      self = .null
    }
  }
}

extension JSONParseError {
  init(jansson error: inout json_error_t) {
    let message = withUnsafeBytes(of: &error.text) { raw in
      let bytes = raw.bindMemory(to: UInt8.self)
      let end = bytes.firstIndex(of: 0) ?? bytes.count
      return String(decoding: bytes[..<end], as: UTF8.self)
    }
    self.init(
      message: message, line: Int(error.line), column: Int(error.column), offset: Int(error.position),
      code: Int(cjansson_error_code(&error)))
  }
}
