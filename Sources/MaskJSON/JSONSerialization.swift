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
  /// allocate. Iterative, so the Swift stack stays flat; containers deeper than
  /// `maxSerializeDepth` become null.
  static func makeJansson(_ root: JSON, depth: Int) -> UnsafeMutablePointer<json_t>? {
    /// A jansson container being filled from a Swift array or object.
    struct Frame {
      let container: UnsafeMutablePointer<json_t>
      let elements: [JSON]
      let entries: [(key: String, value: JSON)]
      var index = 0
      var count: Int { elements.isEmpty ? entries.count : elements.count }
    }

    /// A new jansson value for `value`, plus a frame when it is a container to fill.
    func make(_ value: JSON, depth: Int) -> (UnsafeMutablePointer<json_t>?, Frame?) {
      switch value {
      case .array(let elements):
        guard depth < maxSerializeDepth else { return (json_null(), nil) }
        guard let array = json_array() else { return (nil, nil) }
        return (
          array, elements.isEmpty ? nil : Frame(container: array, elements: elements, entries: [])
        )
      case .object(let object):
        guard depth < maxSerializeDepth else { return (json_null(), nil) }
        guard let result = json_object() else { return (nil, nil) }
        return (
          result,
          object.isEmpty ? nil : Frame(container: result, elements: [], entries: object.entries)
        )
      default:
        return (makeScalar(value), nil)
      }
    }

    let (rootValue, rootFrame) = make(root, depth: depth)
    guard let rootValue else { return nil }
    var stack: [Frame] = rootFrame.map { [$0] } ?? []
    while !stack.isEmpty {
      let top = stack.count - 1
      let index = stack[top].index
      guard index < stack[top].count else {
        stack.removeLast()
        continue
      }
      stack[top].index += 1
      let isObject = stack[top].elements.isEmpty
      let child = isObject ? stack[top].entries[index].value : stack[top].elements[index]
      let (item, frame) = make(child, depth: depth + stack.count)
      guard let item else { continue }
      let container = stack[top].container
      if isObject {
        var key = stack[top].entries[index].key
        key.withUTF8 { utf8 in
          guard let base = utf8.baseAddress, utf8.count > 0 else {
            _ = json_object_set_new_nocheck(container, "", item)
            return
          }
          base.withMemoryRebound(to: CChar.self, capacity: utf8.count) {
            _ = json_object_setn_new_nocheck(container, $0, utf8.count, item)
          }
        }
      } else {
        json_array_append_new(container, item)
      }
      if let frame { stack.append(frame) }
    }
    return rootValue
  }

  /// A new jansson scalar (containers are handled by `makeJansson`).
  private static func makeScalar(_ value: JSON) -> UnsafeMutablePointer<json_t>? {
    switch value {
    case .null, .array, .object:
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
    }
  }
}
