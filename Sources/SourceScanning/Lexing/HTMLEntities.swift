/// HTML/XML character references (`&amp;`, `&#x2014;`, `&nbsp;`) decoded into literals with
/// a source map, for markup attribute values and JSX attribute strings.
enum HTMLEntities {
  /// The named references understood (the XML five plus common HTML ones).
  private static let named: [String: UInt32] = [
    "amp": 0x26, "lt": 0x3C, "gt": 0x3E, "quot": 0x22, "apos": 0x27, "nbsp": 0xA0,
    "copy": 0xA9, "reg": 0xAE, "trade": 0x2122, "hellip": 0x2026, "mdash": 0x2014, "ndash": 0x2013,
    "laquo": 0xAB, "raquo": 0xBB, "lsquo": 0x2018, "rsquo": 0x2019, "ldquo": 0x201C, "rdquo": 0x201D,
    "euro": 0x20AC, "pound": 0xA3, "yen": 0xA5, "cent": 0xA2, "sect": 0xA7, "deg": 0xB0,
    "plusmn": 0xB1, "times": 0xD7, "divide": 0xF7, "middot": 0xB7, "bull": 0x2022, "num": 0x23,
    "lpar": 0x28, "rpar": 0x29, "lbrack": 0x5B, "rbrack": 0x5D, "lbrace": 0x7B, "rbrace": 0x7D,
    "sol": 0x2F, "bsol": 0x5C, "ast": 0x2A, "plus": 0x2B, "minus": 0x2212, "period": 0x2E,
    "comma": 0x2C, "colon": 0x3A, "semi": 0x3B, "excl": 0x21, "quest": 0x3F, "dollar": 0x24,
    "percnt": 0x25, "commat": 0x40, "lowbar": 0x5F, "verbar": 0x7C, "Hat": 0x5E, "grave": 0x60,
    "equals": 0x3D, "tilde": 0x2DC, "thinsp": 0x2009, "ensp": 0x2002, "emsp": 0x2003,
  ]

  /// The scalar of the reference whose name (between `&` and `;`) is `name`.
  static func scalar(_ b: UnsafeBufferPointer<UInt8>, _ name: Range<Int>) -> UInt32? {
    guard !name.isEmpty else { return nil }
    if b[name.lowerBound] == ASCII.hash {
      var k = name.lowerBound + 1
      let hex = k < name.upperBound && b[k] | 0x20 == 0x78
      if hex { k += 1 }
      guard k < name.upperBound else { return nil }
      var value: UInt32 = 0
      while k < name.upperBound {
        if hex {
          guard let h = ASCII.hexValue(b[k]) else { return nil }
          value = value &* 16 &+ h
        } else {
          guard ASCII.isDigit(b[k]) else { return nil }
          value = value &* 10 &+ UInt32(b[k] - 0x30)
        }
        guard value <= 0x10FFFF else { return nil }
        k += 1
      }
      return Unicode.Scalar(value) == nil ? nil : value
    }
    guard name.count <= 8 else { return nil }
    let key = String(decoding: UnsafeBufferPointer(rebasing: b[name]), as: UTF8.self)
    return named[key]
  }

  /// Decodes `range` of `b` into `lit`: references become escapes mapped to the whole
  /// `&…;`; an `&` that starts no known reference stays as it is and is reported in
  /// `problems`. With `normalizeBlanks`, tabs and line breaks become spaces (XML attribute
  /// value normalisation).
  static func decode(
    _ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, into lit: LiteralBuilder,
    normalizeBlanks: Bool, problems: inout [ScanDiagnostic]
  ) {
    var i = range.lowerBound
    let end = range.upperBound
    var runStart = i
    while i < end {
      let c = b[i]
      if normalizeBlanks && (c == ASCII.tab || ASCII.isLineBreak(c)) {
        lit.verbatim(b, runStart..<i)
        let length = (c == ASCII.carriageReturn && i + 1 < end && b[i + 1] == ASCII.newline) ? 2 : 1
        lit.escaped(scalar: 0x20, source: i..<i + length)
        i += length
        runStart = i
        continue
      }
      guard c == ASCII.ampersand else {
        i += 1
        continue
      }
      var semicolon = i + 1
      while semicolon < end && semicolon < i + 12 && b[semicolon] != ASCII.semicolon { semicolon += 1 }
      if semicolon < end && b[semicolon] == ASCII.semicolon, let scalar = scalar(b, i + 1..<semicolon) {
        lit.verbatim(b, runStart..<i)
        lit.escaped(scalar: scalar, source: i..<semicolon + 1)
        i = semicolon + 1
        runStart = i
      } else {
        if semicolon < end && b[semicolon] == ASCII.semicolon {
          problems.append(ScanDiagnostic(message: "`&` that starts no known character reference", range: i..<i + 1))
        }
        i += 1
      }
    }
    lit.verbatim(b, runStart..<end)
  }
}
