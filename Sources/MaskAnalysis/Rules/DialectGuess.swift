import MaskEngine
import SourceScanning

/// Which other dialects a mask string reads as, when its own dialect sees no slot in it:
/// `+1 (###) ###-####` given to RedMadRobot is all literals, but a `#`-slot mask elsewhere.
struct DialectGuess: Sendable {
  /// Dialects that parse the mask without any issue, with at least two slots and at least
  /// one literal (none of them a letter): those of libraries used both where the file runs
  /// and next to the given library if any, else next to the given library, else where the
  /// file runs, else any (the `BBB_pattern` field only in Apple code).
  var dialects: [MaskDialect]
  /// The parse of the first dialect, which the message and the rewrite use.
  var reading: any Mask
  /// The mask characters that are slots in that reading (`#`), in order of appearance.
  var slotSymbols: [Character]
  /// The same mask written for the given dialect, when it can be (`[000]-[000]` for
  /// RedMadRobot), checked by parsing it back.
  var rewrite: String?

  /// Longer strings are not guessed at (13 parses each).
  static let maxPatternLength = 256

  /// A guess for `pattern` given to `given`, or nil when `given` sees slots or no other
  /// dialect reads it cleanly.
  static func make(pattern: String, given: any Mask, path: String, replacementCharacter: Character?) -> DialectGuess? {
    // Most masks have a slot: that is asked first (a pattern's `count` walks its characters).
    guard !given.tokens.contains(where: \.isSlot), !pattern.isEmpty, pattern.count <= maxPatternLength,
      // A mask its own library rejects is broken, not misread: `mask-syntax` says why.
      !given.issues.contains(where: { $0.kind == .syntax })
    else { return nil }
    let platform = platformDialects(forPath: path)
    var readings: [(MaskDialect, any Mask)] = []
    for dialect in MaskDialect.allCases where dialect != given.dialect {
      let mask = MaskCache.mask(dialect, pattern, MaskOptions())
      guard mask.issues.isEmpty else { continue }
      let slots = mask.tokens.filter(\.isSlot)
      guard slots.count >= 2, !slots.contains(where: { if case .repeatingSlot = $0.kind { return true } else { return false } })
      else { continue }
      // A reading with letters among its literals (`B` of `ABC` in .NET) is a word, not a mask.
      let letterLiteral = mask.tokens.contains { token in
        if case .literal(let c, _) = token.kind { return c.isLetter }
        return false
      }
      // A bare run of slot symbols (`00000`) carries no formatting to recognise: too weak.
      guard !letterLiteral, slots.count < mask.tokens.count else { continue }
      readings.append((dialect, mask))
    }
    // The libraries used both where the file runs and alongside the given one, then those
    // alongside the given one, then those where the file runs, then any public library (a
    // mask copied from the web into an iOS app). The `BBB_pattern` field is only named to
    // Apple code: to a Flutter or web user it means nothing.
    let library = platformDialects(for: given.dialect)
    let anywhere = Set(MaskDialect.allCases).subtracting(platform.contains(.hash) ? [] : [.hash])
    let tiers = [platform.intersection(library), library, platform, anywhere]
    var chosen: [(MaskDialect, any Mask)] = []
    for tier in tiers {
      let inTier = readings.filter { tier.contains($0.0) }
      if !inTier.isEmpty { chosen = inTier; break }
    }
    guard let (_, reading) = chosen.first else { return nil }
    let characters = Array(pattern)
    var symbols: [Character] = []
    for token in reading.tokens where token.isSlot {
      for offset in token.range where offset >= 0 && offset < characters.count {
        if !symbols.contains(characters[offset]) { symbols.append(characters[offset]) }
      }
    }
    // Rewrite from the most specific reading of the same slots (`9` as a digit in
    // Inputmask rather than `#` as any character).
    let slotRanges = reading.tokens.filter(\.isSlot).map(\.range)
    let source = readings.map(\.1).filter { $0.tokens.filter(\.isSlot).map(\.range) == slotRanges }
      .max { specificity($0) < specificity($1) } ?? reading
    let rewrite = rewrite(source, characters: characters, for: given.dialect, replacementCharacter: replacementCharacter)
    return DialectGuess(dialects: chosen.map(\.0), reading: reading, slotSymbols: symbols, rewrite: rewrite)
  }

  /// Required digit and letter slots count most, then other required slots.
  private static func specificity(_ mask: any Mask) -> Int {
    var score = 0
    for token in mask.tokens {
      guard case .slot(let accepting, let optional) = token.kind else { continue }
      if optional { continue }
      switch accepting {
      case .decimalDigit, .asciiDigit, .letter, .unicodeLetter: score += 2
      default: score += 1
      }
    }
    return score
  }

  private static let apple: Set<MaskDialect> = [.hash, .vstextfield, .redmadrobot, .anyformatkit]
  private static let android: Set<MaskDialect> = [.redmadrobot, .swingmaskformatter]
  private static let web: Set<MaskDialect> = [.inputmask, .imask, .jquerymask, .ngxmask, .maska, .reactinputmask, .vanillamasker]

  /// The dialects of the libraries used on the same platforms as `dialect`'s library.
  static func platformDialects(for dialect: MaskDialect) -> Set<MaskDialect> {
    switch dialect {
    case .hash, .vstextfield, .anyformatkit: return apple
    case .redmadrobot: return apple.union(android)
    case .swingmaskformatter: return android
    case .inputmask, .imask, .jquerymask, .ngxmask, .maska, .reactinputmask, .vanillamasker: return web
    case .flutter: return [.flutter]
    case .dotnetmaskedtextbox: return [.dotnetmaskedtextbox]
    // A number format, never read as another library's slot mask.
    case .anyformatkitsum: return [.anyformatkitsum]
    }
  }

  /// The dialects of the libraries used where a file of this path runs.
  static func platformDialects(forPath path: String) -> Set<MaskDialect> {
    switch SourceLanguage(path: path) {
    case .swift?, .objectiveC?, .interfaceBuilder?: return apple
    case .kotlin?, .java?, .androidLayout?, .androidValues?: return android
    case .javascript?, .typescript?, .html?, .vue?: return web
    case .dart?: return [.flutter]
    case .csharp?: return [.dotnetmaskedtextbox]
    case nil: return []
    }
  }

  /// The reading's slots written in `dialect`'s syntax, when the dialect has a plain way to
  /// write them and the result parses back to the same number of slots without issues.
  private static func rewrite(_ reading: any Mask, characters: [Character], for dialect: MaskDialect, replacementCharacter: Character?) -> String? {
    var slotSymbol: Character
    switch dialect {
    case .hash: slotSymbol = "#"
    case .anyformatkit: slotSymbol = "#"
    case .vstextfield: slotSymbol = replacementCharacter ?? "*"
    case .redmadrobot: return redMadRobotRewrite(reading, characters: characters)
    default: return nil
    }
    var out = ""
    for token in reading.tokens {
      switch token.kind {
      case .slot(_, let optional):
        if optional { return nil }
        out.append(slotSymbol)
      case .repeatingSlot: return nil
      case .literal(let c, _):
        if c == slotSymbol { return nil }
        out.append(c)
      }
    }
    return checked(out, dialect: dialect, slots: reading.tokens.filter(\.isSlot).count, replacementCharacter: replacementCharacter)
  }

  /// Runs of slots become `[…]` blocks: `0` digit, `A` letter, `_` letter or digit (also
  /// for "any character", RedMadRobot's closest), optional ones `9`, `a`, `-`.
  private static func redMadRobotRewrite(_ reading: any Mask, characters: [Character]) -> String? {
    var out = ""
    var open = false
    for token in reading.tokens {
      switch token.kind {
      case .slot(let accepting, let optional):
        if !open { out.append("["); open = true }
        switch accepting {
        case .decimalDigit, .asciiDigit: out.append(optional ? "9" : "0")
        case .letter, .unicodeLetter: out.append(optional ? "a" : "A")
        default: out.append(optional ? "-" : "_")
        }
      case .repeatingSlot: return nil
      case .literal(let c, _):
        if "[]{}<>\\".contains(c) { return nil }
        if open { out.append("]"); open = false }
        out.append(c)
      }
    }
    if open { out.append("]") }
    return checked(out, dialect: .redmadrobot, slots: reading.tokens.filter(\.isSlot).count, replacementCharacter: nil)
  }

  private static func checked(_ rewrite: String, dialect: MaskDialect, slots: Int, replacementCharacter: Character?) -> String? {
    let mask = MaskCache.mask(dialect, rewrite, MaskOptions(replacementCharacter: replacementCharacter))
    guard mask.issues.isEmpty, mask.tokens.filter(\.isSlot).count == slots else { return nil }
    return rewrite
  }
}
