/// Why a document is not JSON, with the position jansson reports (`json_error_t`).
public struct JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
  /// jansson's message, e.g. `"unexpected token near '}'"`.
  public var message: String
  /// 1-based line of the error; 0 or -1 when jansson gives no position.
  public var line: Int
  /// 1-based column within `line`, counted in Unicode scalars (jansson counts characters).
  public var column: Int
  /// Byte offset into the input where parsing stopped.
  public var offset: Int
  /// jansson's `enum json_error_code` value (0 when unknown).
  public var code: Int

  public init(message: String, line: Int, column: Int, offset: Int, code: Int = 0) {
    self.message = message
    self.line = line
    self.column = column
    self.offset = offset
    self.code = code
  }

  public var description: String {
    "\(message) (line \(line), column \(column), byte \(offset))"
  }
}
