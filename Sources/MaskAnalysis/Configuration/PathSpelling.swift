/// How a path is spelled, read from its bytes: whether standardising it would change it.
enum PathSpelling {
  /// Starts with `/` and has no empty, `.` or `..` component and no trailing `/` (`/` alone
  /// is standard).
  static func isStandardAbsolute(_ path: String) -> Bool {
    let bytes = path.utf8
    guard bytes.first == UInt8(ascii: "/") else { return false }
    return bytes.count == 1 || componentsAreStandard(bytes.dropFirst())
  }

  /// Relative, and made of components none of which is empty, `.` or `..` (`Sources/a.swift`,
  /// not `./a.swift` nor `a//b`).
  static func isPlainRelative(_ path: String) -> Bool {
    let bytes = path.utf8
    guard let first = bytes.first, first != UInt8(ascii: "/") else { return false }
    return componentsAreStandard(bytes[...])
  }

  /// Whether `bytes` (after a leading `/`) split at `/` has only components that are not
  /// empty, `.` or `..`.
  private static func componentsAreStandard(_ bytes: Substring.UTF8View) -> Bool {
    var length = 0
    var dots = 0
    for byte in bytes {
      if byte == UInt8(ascii: "/") {
        if length == 0 || dots == length { return false }
        length = 0
        dots = 0
      } else {
        length += 1
        if byte == UInt8(ascii: ".") { dots += 1 }
      }
    }
    return length > 0 && dots != length
  }
}
