import Foundation

/// Looks up `\N{NAME}`: built lazily once (the first pattern with `\N{…}` pays for it).
enum UnicodeNames {
  private static let table: [String: UInt32] = {
    var table: [String: UInt32] = [:]
    for value in UInt32(0x20)...UInt32(0x3FFFF) {
      guard let scalar = Unicode.Scalar(value) else { continue }
      if let name = scalar.properties.name { table[name] = value }
      if let alias = scalar.properties.nameAlias { table[alias] = value }
    }
    return table
  }()

  static func scalar(named name: String) -> UInt32? {
    let key = name.uppercased().trimmingCharacters(in: .whitespaces)
    if key.hasPrefix("U+"), let v = UInt32(key.dropFirst(2), radix: 16), v <= 0x10FFFF { return v }
    return table[key]
  }
}
