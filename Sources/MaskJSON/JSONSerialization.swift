import CJansson

extension JSON {
  /// Values nested deeper than this are written as `null` at the cut-off (jansson's writer
  /// recurses; the limit keeps the stack bounded). Matches the parser's limit.
  public static let maxSerializeDepth = 2048

  /// The JSON text of this value, UTF-8 as bytes.
  ///
  /// - Object keys keep their order; `/` is not escaped; non-ASCII stays UTF-8; control
  ///   characters, quotes and backslashes are escaped; NUL becomes `\u0000`.
  /// - Integers are exact; doubles are written with 17 significant digits, enough to read back
  ///   the same `Double` (a `.double` with an integral value keeps a `.0`).
  /// - NaN and ±Infinity cannot be JSON: they are written as `null`.
  /// - `pretty`: two-space indentation, one member per line; otherwise compact (no spaces).
  public func serializedBytes(pretty: Bool = false) -> [UInt8] {
    guard let root = JSON.makeJansson(self, depth: 0) else { return Array("null".utf8) }
    defer { cjansson_decref(root) }
    var flags = Int(JSON_ENCODE_ANY) | cjansson_real_precision_flag(17)
    flags |= pretty ? cjansson_indent_flag(2) : Int(JSON_COMPACT)
    var output: [UInt8] = []
    withUnsafeMutablePointer(to: &output) { pointer in
      _ = json_dump_callback(
        root,
        { chunk, size, context in
          guard let chunk, let context else { return -1 }
          let output = context.assumingMemoryBound(to: [UInt8].self)
          output.pointee.append(
            contentsOf: UnsafeRawBufferPointer(start: chunk, count: size))
          return 0
        }, pointer, flags)
    }
    return output
  }

  /// The JSON text of this value (see `serializedBytes(pretty:)`).
  public func serialized(pretty: Bool = false) -> String {
    String(decoding: serializedBytes(pretty: pretty), as: UTF8.self)
  }

  /// Builds a new jansson value (the caller owns the reference); nil only when jansson cannot
  /// allocate.
  static func makeJansson(_ value: JSON, depth: Int) -> UnsafeMutablePointer<json_t>? {
    switch value {
    case .null:
      return json_null()
    case .bool(let flag):
      return cjansson_boolean(flag ? 1 : 0)
    case .int(let number):
      return json_integer(json_int_t(number))
    case .double(let number):
      // jansson refuses NaN and infinities (json_real returns NULL).
      return number.isFinite ? json_real(number) : json_null()
    case .string(var text):
      return text.withUTF8 { utf8 in
        // Swift strings are valid UTF-8, so jansson's check can be skipped.
        guard let base = utf8.baseAddress, utf8.count > 0 else { return json_string_nocheck("") }
        return base.withMemoryRebound(to: CChar.self, capacity: utf8.count) {
          json_stringn_nocheck($0, utf8.count)
        }
      }
    case .array(let elements):
      guard depth < maxSerializeDepth else { return json_null() }
      guard let array = json_array() else { return nil }
      for element in elements {
        if let item = makeJansson(element, depth: depth + 1) { json_array_append_new(array, item) }
      }
      return array
    case .object(let object):
      guard depth < maxSerializeDepth else { return json_null() }
      guard let result = json_object() else { return nil }
      for (key, member) in object {
        guard let item = makeJansson(member, depth: depth + 1) else { continue }
        var key = key
        key.withUTF8 { utf8 in
          guard let base = utf8.baseAddress, utf8.count > 0 else {
            _ = json_object_set_new_nocheck(result, "", item)
            return
          }
          base.withMemoryRebound(to: CChar.self, capacity: utf8.count) {
            _ = json_object_setn_new_nocheck(result, $0, utf8.count, item)
          }
        }
      }
      return result
    }
  }
}
