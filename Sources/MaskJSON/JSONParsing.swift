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

  /// Converts a jansson value into a `JSON` (the caller keeps its reference). Iterative, so
  /// the Swift stack stays flat however deep the document is.
  init(borrowing root: UnsafeMutablePointer<json_t>) {
    /// A container whose members are being converted.
    struct Frame {
      let node: UnsafeMutablePointer<json_t>
      let isObject: Bool
      var index = 0
      var count = 0
      var iterator: UnsafeMutableRawPointer?
      var key = ""
      var elements: [JSON] = []
      var entries: [(key: String, value: JSON)] = []
    }

    func key(of iterator: UnsafeMutableRawPointer) -> String {
      let length = json_object_iter_key_len(iterator)
      guard let pointer = json_object_iter_key(iterator) else { return "" }
      return String(decoding: UnsafeRawBufferPointer(start: pointer, count: length), as: UTF8.self)
    }

    var stack: [Frame] = []
    var node = root
    while true {
      // Descend from `node` to the first value that is complete on its own.
      var value: JSON
      while true {
        switch json_type(UInt32(cjansson_typeof(node))) {
        case JSON_ARRAY:
          let count = json_array_size(node)
          if count > 0, let first = json_array_get(node, 0) {
            var frame = Frame(node: node, isObject: false, count: count)
            frame.elements.reserveCapacity(count)
            stack.append(frame)
            node = first
            continue
          }
          value = .array([])
        case JSON_OBJECT:
          if let iterator = json_object_iter(node), let first = json_object_iter_value(iterator) {
            var frame = Frame(
              node: node, isObject: true, iterator: iterator, key: key(of: iterator))
            frame.entries.reserveCapacity(json_object_size(node))
            stack.append(frame)
            node = first
            continue
          }
          value = .object(JSONObject())
        default:
          value = JSON(scalar: node)
        }
        break
      }
      // Hand the value to its parent; finish parents whose members are all converted.
      while !stack.isEmpty {
        let top = stack.count - 1
        if stack[top].isObject {
          stack[top].entries.append((stack[top].key, value))
          if let next = json_object_iter_next(stack[top].node, stack[top].iterator),
            let member = json_object_iter_value(next)
          {
            stack[top].iterator = next
            stack[top].key = key(of: next)
            node = member
            break
          }
          value = .object(JSONObject(uniqueEntries: stack.removeLast().entries))
        } else {
          stack[top].elements.append(value)
          stack[top].index += 1
          if stack[top].index < stack[top].count,
            let element = json_array_get(stack[top].node, stack[top].index)
          {
            node = element
            break
          }
          value = .array(stack.removeLast().elements)
        }
      }
      if stack.isEmpty {
        self = value
        return
      }
    }
  }

  /// A non-container jansson value.
  private init(scalar value: UnsafeMutablePointer<json_t>) {
    switch json_type(UInt32(cjansson_typeof(value))) {
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
      message: message, line: Int(error.line), column: Int(error.column),
      offset: Int(error.position),
      code: Int(cjansson_error_code(&error)))
  }
}
