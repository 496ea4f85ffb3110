/// ECMAScript case-insensitive matching compares canonical forms (ES `Canonicalize`): without
/// `u`/`v` the canonical form is the single-scalar upper case (never mapping non-ASCII to
/// ASCII); with `u`/`v` it is the simple case folding. Two scalars match when their canonical
/// forms are equal, which is not the same as closing a set under every case variant.
enum CaseCanonicalization {
  /// Scalars whose canonical form differs from themselves, with that form.
  typealias Table = [(scalar: UInt32, canonical: UInt32)]

  static let upperCase: Table = build { scalar in
    let mapped = Array(scalar.properties.uppercaseMapping.unicodeScalars)
    guard mapped.count == 1 else { return nil }
    let u = mapped[0].value
    if scalar.value > 0x7F && u <= 0x7F { return nil }
    return u
  }

  /// Simple case folding, approximated as lower(upper(c)) (dotted/dotless I have none).
  static let simpleFolding: Table = build { scalar in
    if scalar.value == 0x130 || scalar.value == 0x131 { return nil }
    let upper = Array(scalar.properties.uppercaseMapping.unicodeScalars)
    let base = upper.count == 1 ? upper[0] : scalar
    let lower = Array(base.properties.lowercaseMapping.unicodeScalars)
    if lower.count == 1 { return lower[0].value }
    let own = Array(scalar.properties.lowercaseMapping.unicodeScalars)
    return own.count == 1 ? own[0].value : nil
  }

  private static func build(_ canonical: (Unicode.Scalar) -> UInt32?) -> Table {
    var table: Table = []
    var value: UInt32 = 0
    while value <= 0x10FFFF {
      if let scalar = Unicode.Scalar(value), scalar.properties.changesWhenCaseMapped,
        let c = canonical(scalar), c != value
      {
        table.append((value, c))
      }
      value += 1
    }
    return table
  }
}

extension ScalarSet {
  /// Every scalar whose canonical form is the canonical form of a member.
  func canonicallyClosed(_ table: CaseCanonicalization.Table) -> ScalarSet {
    let domain = ScalarSet(table.map { $0.scalar...$0.scalar })
    var images: [ClosedRange<UInt32>] = []
    for entry in table where contains(entry.scalar) { images.append(entry.canonical...entry.canonical) }
    let canonical = subtracting(domain).union(ScalarSet(images))
    var extra: [ClosedRange<UInt32>] = []
    for entry in table where canonical.contains(entry.canonical) { extra.append(entry.scalar...entry.scalar) }
    return canonical.subtracting(domain).union(ScalarSet(extra))
  }
}
