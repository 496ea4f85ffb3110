import Foundation

/// Scalar sets for Unicode properties: general categories from a generated table of runs,
/// other properties enumerated once from `Unicode.Scalar.Properties` and cached (the first
/// query of such a property pays for one pass over the code space).
enum UnicodeTables {
  /// Every general category's ranges, read from the generated `GeneralCategoryRuns` (the
  /// runtime's Unicode data, checked scalar by scalar by `UnicodeTablesTests`): a few
  /// thousand runs to decode instead of a walk over the whole code space.
  static let generalCategories: [Unicode.GeneralCategory: ScalarSet] = {
    var ranges: [Unicode.GeneralCategory: [ClosedRange<UInt32>]] = [:]
    var runs: [(start: UInt32, category: Unicode.GeneralCategory)] = []
    var bytes = GeneralCategoryRuns.encoded.utf8.makeIterator()
    var start: UInt32 = 0
    while let b = bytes.next() {
      if let digit = ASCIIHex.lowercaseValue(b) {
        start = start &* 16 &+ digit
        continue
      }
      guard b >= UInt8(ascii: "A"), b <= UInt8(ascii: "Z"), let second = bytes.next() else { continue }
      let code = String(decoding: [b, second], as: UTF8.self)
      guard let category = FlavorClasses.categories(code).first else {
        preconditionFailure("GeneralCategoryRuns holds an unknown category \(code)")
      }
      runs.append((start, category))
      start = 0
    }
    for (i, run) in runs.enumerated() {
      let end = i + 1 < runs.count ? runs[i + 1].start - 1 : 0x10FFFF
      ranges[run.category, default: []].append(run.start...end)
    }
    return ranges.mapValues { ScalarSet($0) }
  }()

  static func category(_ categories: [Unicode.GeneralCategory]) -> ScalarSet {
    categories.reduce(ScalarSet()) { $0.union(generalCategories[$1] ?? ScalarSet()) }
  }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var binaryCache: [String: ScalarSet] = [:]

  /// A binary property by a predicate over scalar properties, cached under `key`.
  static func binary(_ key: String, _ predicate: (Unicode.Scalar.Properties) -> Bool) -> ScalarSet {
    lock.lock()
    if let cached = binaryCache[key] {
      lock.unlock()
      return cached
    }
    lock.unlock()
    var ranges: [ClosedRange<UInt32>] = []
    var start: UInt32?
    var value: UInt32 = 0
    while value <= 0x10FFFF {
      let member = Unicode.Scalar(value).map { predicate($0.properties) } ?? false
      if member, start == nil { start = value }
      if !member, let s = start {
        ranges.append(s...(value - 1))
        start = nil
      }
      value += 1
    }
    if let s = start { ranges.append(s...0x10FFFF) }
    let set = ScalarSet(ranges)
    lock.lock()
    binaryCache[key] = set
    lock.unlock()
    return set
  }

  /// Scalars whose simple case mappings differ from themselves, with their case variants.
  static let caseVariants: [(UInt32, [UInt32])] = {
    var result: [(UInt32, [UInt32])] = []
    var value: UInt32 = 0
    while value <= 0x10FFFF {
      if let scalar = Unicode.Scalar(value), scalar.properties.changesWhenCaseMapped {
        var variants = Set<UInt32>()
        for mapped in [scalar.properties.lowercaseMapping, scalar.properties.uppercaseMapping,
          scalar.properties.titlecaseMapping]
        {
          let scalars = Array(mapped.unicodeScalars)
          if scalars.count == 1, scalars[0].value != value { variants.insert(scalars[0].value) }
        }
        if !variants.isEmpty { result.append((value, variants.sorted())) }
      }
      value += 1
    }
    // Make the relation symmetric (k ↔ K ↔ KELVIN SIGN).
    var map: [UInt32: Set<UInt32>] = [:]
    for (v, vs) in result {
      for w in vs {
        map[v, default: []].insert(w)
        map[w, default: []].insert(v)
      }
    }
    var changed = true
    while changed {
      changed = false
      for (v, vs) in map {
        var closure = vs
        for w in vs { closure.formUnion(map[w] ?? []) }
        closure.remove(v)
        if closure != vs {
          map[v] = closure
          changed = true
        }
      }
    }
    return map.map { ($0.key, $0.value.sorted()) }.sorted { $0.0 < $1.0 }
  }()
}

extension ScalarSet {
  /// Adds the simple case variants of every member (`asciiOnly`: Java's default `(?i)`).
  func caseClosed(asciiOnly: Bool = false) -> ScalarSet {
    var extra: [ClosedRange<UInt32>] = []
    if asciiOnly {
      for v in UInt32(0x41)...0x5A where contains(v) || contains(v + 0x20) {
        extra.append(v...v)
        extra.append((v + 0x20)...(v + 0x20))
      }
      return extra.isEmpty ? self : union(ScalarSet(extra))
    }
    for (v, variants) in UnicodeTables.caseVariants where contains(v) {
      for w in variants { extra.append(w...w) }
    }
    return extra.isEmpty ? self : union(ScalarSet(extra))
  }

  static func of(_ scalars: [UInt32]) -> ScalarSet { ScalarSet(scalars.map { $0...$0 }) }

  static func range(_ lo: UInt32, _ hi: UInt32) -> ScalarSet { ScalarSet([lo...hi]) }
}

/// Lower-case hexadecimal digits of the generated tables.
private enum ASCIIHex {
  @inline(__always) static func lowercaseValue(_ b: UInt8) -> UInt32? {
    if b &- 0x30 < 10 { return UInt32(b &- 0x30) }
    if b &- 0x61 < 6 { return UInt32(b &- 0x61 + 10) }
    return nil
  }
}
