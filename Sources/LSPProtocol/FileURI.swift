#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Conversion between `file://` URIs and file system paths (POSIX paths only).
///
/// Paths are percent-encoded byte-wise from UTF-8: unreserved characters
/// (`A-Z a-z 0-9 - . _ ~`) and `/` stay, everything else (spaces, `%`, `#`, `?`, non-ASCII)
/// becomes `%XX` with upper-case hex, as VS Code writes them.
public enum FileURI {
  /// The path of a `file:` URI, percent-decoded; nil for other schemes, a host other than
  /// empty or `localhost`, a malformed escape, or bytes that are not UTF-8.
  /// `?query` and `#fragment` are dropped.
  public static func path(fromURI uri: String) -> String? {
    let bytes = Array(uri.utf8)
    let scheme = Array("file:".utf8)
    guard bytes.count >= scheme.count,
      zip(bytes, scheme).allSatisfy({ ($0 | 0x20) == $1 || $0 == $1 })
    else { return nil }
    var rest = bytes[scheme.count...]
    if let end = rest.firstIndex(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }) {
      rest = rest[..<end]
    }
    if rest.starts(with: "//".utf8) {
      rest = rest.dropFirst(2)
      let hostEnd = rest.firstIndex(of: UInt8(ascii: "/")) ?? rest.endIndex
      let host = String(decoding: rest[..<hostEnd], as: UTF8.self).lowercased()
      guard host.isEmpty || host == "localhost" else { return nil }
      rest = rest[hostEnd...]
    }
    guard rest.first == UInt8(ascii: "/") else { return nil }
    guard let decoded = percentDecode(rest) else { return nil }
    let path = String(decoding: decoded, as: UTF8.self)
    // Decoding replaces invalid UTF-8; a changed byte sequence means it was not UTF-8.
    guard path.utf8.elementsEqual(decoded) else { return nil }
    return path
  }

  /// The `file://` URI of a path; a relative path is taken from the current directory.
  public static func uri(fromPath path: String) -> String {
    var absolute = path
    if !absolute.hasPrefix("/") {
      let directory = currentDirectory()
      absolute = directory.hasSuffix("/") ? directory + absolute : directory + "/" + absolute
    }
    return "file://" + percentEncode(absolute)
  }

  /// A canonical spelling of a file URI (decoded, then encoded as by `uri(fromPath:)`), so that
  /// URIs differing only in escaping compare equal; other URIs are returned unchanged.
  public static func normalized(_ uri: String) -> String {
    guard let path = path(fromURI: uri) else { return uri }
    return "file://" + percentEncode(path)
  }

  static func percentEncode(_ path: String) -> String {
    let hex = Array("0123456789ABCDEF".utf8)
    var output: [UInt8] = []
    output.reserveCapacity(path.utf8.count)
    for byte in path.utf8 {
      if isUnreserved(byte) || byte == UInt8(ascii: "/") {
        output.append(byte)
      } else {
        output.append(UInt8(ascii: "%"))
        output.append(hex[Int(byte >> 4)])
        output.append(hex[Int(byte & 0x0F)])
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  static func percentDecode(_ bytes: ArraySlice<UInt8>) -> [UInt8]? {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      if byte == UInt8(ascii: "%") {
        guard bytes.endIndex - index >= 3,
          let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
        else { return nil }
        output.append(high << 4 | low)
        index += 3
      } else {
        output.append(byte)
        index += 1
      }
    }
    return output
  }

  private static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
      UInt8(ascii: "_"), UInt8(ascii: "~"):
      return true
    default:
      return false
    }
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  private static func currentDirectory() -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    guard getcwd(&buffer, buffer.count) != nil else { return "/" }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
