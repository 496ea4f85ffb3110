import Foundation

/// Scalar sets for Unicode properties, enumerated once from `Unicode.Scalar.Properties` and
/// cached. The first query pays for one pass over the code space.
enum UnicodeTables {
  /// One pass: every general category's ranges.
  static let generalCategories: [Unicode.GeneralCategory: ScalarSet] = {
    var ranges: [Unicode.GeneralCategory: [ClosedRange<UInt32>]] = [:]
    var runStart: UInt32 = 0
    var runCategory: Unicode.GeneralCategory?
    func close(_ end: UInt32) {
      if let c = runCategory { ranges[c, default: []].append(runStart...end) }
    }
    // Planes 4–13 hold no assigned character: spot-check that (so a future Unicode version
    // falls back to the full walk) and skip them, which is most of the table's build time.
    let skip: ClosedRange<UInt32> = 0x40000...0xDFFFF
    let skippable = stride(from: skip.lowerBound, through: skip.upperBound, by: 97).allSatisfy {
      Unicode.Scalar($0)?.properties.generalCategory == .unassigned
    }
    var value: UInt32 = 0
    while value <= 0x10FFFF {
      if skippable && value == skip.lowerBound {
        if runCategory != .unassigned {
          close(value - 1)
          runStart = value
          runCategory = .unassigned
        }
        value = skip.upperBound + 1
        continue
      }
      let category: Unicode.GeneralCategory
      if let scalar = Unicode.Scalar(value) {
        category = scalar.properties.generalCategory
      } else {
        category = .surrogate
      }
      if category != runCategory {
        if value > 0 { close(value - 1) }
        runStart = value
        runCategory = category
      }
      value += 1
    }
    close(0x10FFFF)
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
