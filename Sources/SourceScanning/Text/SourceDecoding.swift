/// Turns a file's bytes into the UTF-8 text the scanners read, the way editors open it: a
/// UTF-8 byte order mark is dropped, UTF-16 with a byte order mark (LE or BE) is decoded,
/// and bytes that are not UTF-8 (a Windows-1252 file) become U+FFFD, one per invalid
/// sequence, so ASCII keeps its place and columns count the characters an editor shows.
public struct DecodedSource: Sendable {
  public enum Encoding: String, Sendable {
    case utf8
    case utf8WithBOM = "UTF-8 with BOM"
    case utf16LE = "UTF-16 LE"
    case utf16BE = "UTF-16 BE"
  }

  /// The text as UTF-8 (positions and columns are of this text).
  public var bytes: [UInt8]
  public var encoding: Encoding
  /// Invalid sequences replaced by U+FFFD.
  public var replacements: Int
  /// Offset in `bytes` of the first replacement.
  public var firstReplacement: Int?

  /// Decodes `raw`.
  public init(_ raw: [UInt8]) {
    replacements = 0
    firstReplacement = nil
    if raw.starts(with: [0xEF, 0xBB, 0xBF]) {
      encoding = .utf8WithBOM
      bytes = []
      bytes = decodeUTF8(raw[3...])
    } else if raw.starts(with: [0xFF, 0xFE]) {
      encoding = .utf16LE
      bytes = []
      bytes = decodeUTF16(raw[2...], bigEndian: false)
    } else if raw.starts(with: [0xFE, 0xFF]) {
      encoding = .utf16BE
      bytes = []
      bytes = decodeUTF16(raw[2...], bigEndian: true)
    } else {
      encoding = .utf8
      // Most files are ASCII, or valid UTF-8: kept as they are, without a copy.
      bytes = Self.isASCII(raw) || String(validating: raw, as: UTF8.self) != nil ? raw : []
      if bytes.isEmpty && !raw.isEmpty { bytes = decodeUTF8(raw[...]) }
    }
  }

  /// Whether every byte is below 0x80 (32 bytes, then eight, at a time).
  static func isASCII(_ raw: [UInt8]) -> Bool {
    raw.withUnsafeBytes { buffer in
      let n = buffer.count
      var i = 0
      var any: UInt64 = 0
      while i + 32 <= n {
        any |=
          buffer.loadUnaligned(fromByteOffset: i, as: UInt64.self)
          | buffer.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self)
          | buffer.loadUnaligned(fromByteOffset: i + 16, as: UInt64.self)
          | buffer.loadUnaligned(fromByteOffset: i + 24, as: UInt64.self)
        i += 32
      }
      while i + 8 <= n {
        any |= buffer.loadUnaligned(fromByteOffset: i, as: UInt64.self)
        i += 8
      }
      while i < n {
        any |= UInt64(buffer[i])
        i += 1
      }
      return any & 0x8080_8080_8080_8080 == 0
    }
  }

  /// Valid UTF-8 is kept as is; each invalid sequence (a maximal subpart, as Unicode
  /// recommends) becomes U+FFFD.
  private mutating func decodeUTF8(_ raw: ArraySlice<UInt8>) -> [UInt8] {
    if String(validating: raw, as: UTF8.self) != nil { return Array(raw) }
    var out: [UInt8] = []
    out.reserveCapacity(raw.count + 16)
    var decoder = UTF8()
    var iterator = raw.makeIterator()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        UTF8.encode(scalar) { out.append($0) }
      case .error:
        noteReplacement(at: out.count)
        out.append(contentsOf: [0xEF, 0xBF, 0xBD])
      case .emptyInput:
        return out
      }
    }
  }

  /// UTF-16 code units → UTF-8; a lone surrogate or odd last byte becomes U+FFFD.
  private mutating func decodeUTF16(_ raw: ArraySlice<UInt8>, bigEndian: Bool) -> [UInt8] {
    var units: [UInt16] = []
    units.reserveCapacity(raw.count / 2)
    var i = raw.startIndex
    while i + 1 < raw.endIndex {
      let a = UInt16(raw[i])
      let b = UInt16(raw[i + 1])
      units.append(bigEndian ? a << 8 | b : b << 8 | a)
      i += 2
    }
    var out: [UInt8] = []
    out.reserveCapacity(units.count)
    var decoder = UTF16()
    var iterator = units.makeIterator()
    decoding: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): UTF8.encode(scalar) { out.append($0) }
      case .error:
        noteReplacement(at: out.count)
        out.append(contentsOf: [0xEF, 0xBF, 0xBD])
      case .emptyInput: break decoding
      }
    }
    if i < raw.endIndex {
      noteReplacement(at: out.count)
      out.append(contentsOf: [0xEF, 0xBF, 0xBD])
    }
    return out
  }

  private mutating func noteReplacement(at offset: Int) {
    replacements += 1
    if firstReplacement == nil { firstReplacement = offset }
  }
}
