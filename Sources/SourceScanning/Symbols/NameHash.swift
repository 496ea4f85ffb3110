/// 64-bit FNV-1a of a name's UTF-8 bytes: symbol tables key names by it, so a pass over the
/// tokens never builds a `String` per identifier.
public enum NameHash {
  public static func of(_ bytes: ArraySlice<UInt8>) -> UInt64 {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
    return h
  }

  /// The same hash read from the string's UTF-8 view (no array made for it).
  public static func of(_ name: String) -> UInt64 {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for b in name.utf8 { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
    return h
  }
}
