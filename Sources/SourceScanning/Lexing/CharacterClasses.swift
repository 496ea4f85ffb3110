/// A 256-entry table of byte classes for the lexers' hot loops (one load per byte).
enum CharacterClasses {
  static let identifierBody: UInt8 = 1

  /// Immutable after initialisation and never freed, so sharing it is safe.
  nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
    let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    for byte in 0..<256 {
      let b = UInt8(byte)
      table[byte] = ASCII.isIdentifierBody(b) ? identifierBody : 0
    }
    return UnsafePointer(table)
  }()
}
