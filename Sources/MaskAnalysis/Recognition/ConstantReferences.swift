import SourceScanning

/// Constants written where a literal is expected (`Mask(format: Masks.phone)`,
/// `installOn(view, PHONE_MASK)`, `mask={PHONE}`): each reference that resolves to exactly
/// one constant with one complete literal is replaced, before recognition, by a string token
/// carrying that value at the reference's place, so every recogniser treats it as the literal.
/// The settings made from it are then moved to the constant's literal (`relocate`): findings
/// land where the user fixes the mask, with the use as related information.
struct ConstantReferences {
  /// The file as the recognisers see it: references replaced by string tokens.
  var file: ScannedFile
  /// Substituted literal's source start (the reference) → the constant it names.
  var resolved: [Int: ProjectConstant] = [:]
  /// Hashes (`NameTable.hash`) of every name written where a constant could be: a file is
  /// resolved again when a constant of that name changes elsewhere.
  var candidates: Set<UInt64> = []

  init(file: ScannedFile, symbols: SymbolFacts, language: SourceLanguage, path: String, table: ConstantTable) {
    self.file = file
    guard let family = ConstantFamily(language) else { return }
    let own = ConstantReferences.ownConstants(file: file, symbols: symbols, family: family, path: path)
    let ownNames = NameTable(Dictionary(own.map { ($0.definition.name, true) }, uniquingKeysWith: { a, _ in a }))
    let tokens = file.tokens
    let text = file.text
    // Script imports by local name → the name imported (bytes compared, no `String` per token).
    let imported = NameTable(Dictionary(symbols.imports.map { ($0.local, $0.imported) }, uniquingKeysWith: { a, _ in a }))
    var replacements: [(range: Range<Int>, constant: ProjectConstant)] = []
    let isJVM = language == .kotlin || language == .java
    var i = 0
    while i < tokens.count {
      defer { i += 1 }
      guard tokens[i].kind == .identifier else { continue }
      // What `reference(at:)` first asks, without a call per identifier: after `(` `,` `:`
      // `[` `=` `{`, or Android's `R` (`R.string.name`).
      let opens = i >= 1 && tokens[i - 1].kind == .punctuation && Self.opensReference(tokens[i - 1].byte)
      let resource = isJVM && tokens[i].range.count == 1 && text.bytes[tokens[i].range.lowerBound] == UInt8(ascii: "R")
      guard opens || resource, let reference = Self.reference(at: i, in: file, language: language) else { continue }
      let nameToken = reference.chain.upperBound - 1
      let nameRange = tokens[nameToken].range
      let isOwn = ownNames.contains(nameRange, in: text)
      var isProject = table.names.contains(nameRange, in: text)
      if family == .web, !isProject, !symbols.imports.isEmpty, let name = imported.lookup(nameRange, in: text) {
        isProject = table.byName[name] != nil
      }
      if family != .web {
        candidates.insert(NameTable<Bool>.hash(text.bytes[nameRange]))
      } else if !symbols.imports.isEmpty, let name = imported.lookup(nameRange, in: text) {
        // Another module's constant reaches a script only through an import, maybe renamed.
        candidates.insert(NameTable<Bool>.hash(Array(name.utf8)[...]))
      }
      guard isOwn || isProject else { continue }
      if reference.resource, !isProject { continue }
      let name = text.string(in: nameRange)
      let qualifier = reference.resource ? Self.stringResourceOwner : reference.chain.count >= 3 ? file.tokenText(tokens[nameToken - 2]) : nil
      if let constant = Self.resolve(
        name: name, qualifier: qualifier, at: i, symbols: symbols, own: own, table: isProject ? table : ConstantTable(),
        family: family)
      {
        replacements.append((reference.replaced, constant))
        i = reference.replaced.upperBound - 1
      }
    }
    guard !replacements.isEmpty else { return }
    var newTokens: [Token] = []
    newTokens.reserveCapacity(tokens.count)
    var literals = file.literals
    var next = 0
    for r in replacements {
      newTokens.append(contentsOf: tokens[next..<r.range.lowerBound])
      let first = tokens[r.range.lowerBound]
      let source = first.range.lowerBound..<tokens[r.range.upperBound - 1].range.upperBound
      let value = r.constant.literal.value
      literals.append(StringLiteral(
        value: value, range: source,
        segments: [LiteralSegment(valueStart: 0, valueLength: value.utf8.count, sourceStart: source.lowerBound, sourceLength: source.count, isVerbatim: false)]))
      newTokens.append(Token(kind: .string, range: source, literal: literals.count - 1, braceDepth: first.braceDepth))
      resolved[source.lowerBound] = r.constant
      next = r.range.upperBound
    }
    newTokens.append(contentsOf: tokens[next...])
    self.file.tokens = newTokens
    self.file.literals = literals
    // Scopes are token positions: the recognisers read them from the substituted tokens.
    self.file.symbols = SymbolScanner.scan(self.file, language: language)
  }

  /// The owner of Android string resources: `R.string.name`, read through `getString(…)`.
  static let stringResourceOwner = "R.string"

  /// A name or `Type.name` chain standing alone as a value: after `(`, `,`, `:`, `=`, `[`
  /// (JSX `={…}`), before `,`, `)`, `;`, `]`, `}` or the end of the line. An Android
  /// `[receiver.]getString(R.string.name)` / `stringResource(R.string.name)` is one reference.
  /// The punctuation a reference may follow, `(,:[={` (`reference(at:)` reads which ones,
  /// and when). A switch: a `ByteSet` from another module is a call and a lazy global.
  @inline(__always)
  private static func opensReference(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "("), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "["), UInt8(ascii: "="), UInt8(ascii: "{"): return true
    default: return false
    }
  }

  private static func reference(at i: Int, in file: ScannedFile, language: SourceLanguage) -> (chain: Range<Int>, replaced: Range<Int>, resource: Bool)? {
    let tokens = file.tokens
    if language == .kotlin || language == .java, let resource = stringResource(at: i, in: file) { return resource }
    guard i >= 1, tokens[i - 1].kind == .punctuation else { return nil }
    let before = tokens[i - 1].byte
    var jsxBraces = false
    switch before {
    case UInt8(ascii: "("), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "["): break
    case UInt8(ascii: "="):
      // Not `==`, `!=`, `<=`, `=>`.
      if i >= 2, tokens[i - 2].kind == .punctuation, tokens[i - 2].range.upperBound == tokens[i - 1].range.lowerBound { return nil }
    case UInt8(ascii: "{"):
      guard language == .javascript || language == .typescript, i >= 2, tokens[i - 2].kind == .punctuation, tokens[i - 2].byte == UInt8(ascii: "=") else { return nil }
      jsxBraces = true
    default: return nil
    }
    var end = i + 1
    while end + 1 < tokens.count, tokens[end].kind == .punctuation, tokens[end].byte == UInt8(ascii: "."), tokens[end + 1].kind == .identifier {
      end += 2
    }
    if jsxBraces {
      guard end < tokens.count, tokens[end].kind == .punctuation, tokens[end].byte == UInt8(ascii: "}") else { return nil }
      return (i..<end, (i - 1)..<(end + 1), false)
    }
    if end < tokens.count {
      let next = tokens[end]
      if next.kind == .punctuation {
        // `ByteSets.closingArgumentBytes` and `expressionContinuingBytes` spelled out (a
        // `ByteSet` from another module is a call and a lazy global on every reference).
        switch next.byte {
        case UInt8(ascii: ","), UInt8(ascii: ")"), UInt8(ascii: ";"), UInt8(ascii: "]"), UInt8(ascii: "}"):
          break
        case UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: "("), UInt8(ascii: "["),
          UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"),
          UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "!"):
          // Continued on the next line (`+ "…"`, `.trim()`), or not the end of a value.
          return nil
        default:
          guard startsLine(between: tokens[end - 1].range.upperBound, and: next.range.lowerBound, in: file.text.bytes) else { return nil }
        }
      } else {
        guard startsLine(between: tokens[end - 1].range.upperBound, and: next.range.lowerBound, in: file.text.bytes) else { return nil }
      }
    }
    return (i..<end, i..<end, false)
  }

  /// Whether a line starts after byte `from` and at or before byte `to` (offsets clamped to
  /// the file): `line(containing: to) > line(containing: from)` read from the bytes between
  /// them, not two binary searches. A line starts after every `\n` and after a `\r` not
  /// followed by `\n` (`SourceText.lineStarts`).
  private static func startsLine(between from: Int, and to: Int, in bytes: [UInt8]) -> Bool {
    let n = bytes.count
    var q = max(0, min(from, n))
    let end = max(0, min(to, n))
    while q < end {
      let b = bytes[q]
      if b == 0x0A { return true }
      if b == 0x0D, q + 1 >= n || bytes[q + 1] != 0x0A { return true }
      q += 1
    }
    return false
  }

  /// `[a.b.]getString(R.string.name)` or `stringResource(R.string.name)` where `R` is at `i`.
  private static func stringResource(at i: Int, in file: ScannedFile) -> (chain: Range<Int>, replaced: Range<Int>, resource: Bool)? {
    let tokens = file.tokens
    func punctuation(_ k: Int, _ c: Unicode.Scalar) -> Bool { file.isPunctuation(k, c) }
    guard i >= 2, i + 5 < tokens.count, file.tokenText(tokens[i], equals: "R"), punctuation(i + 1, "."),
      file.tokenText(tokens[i + 2], equals: "string"), punctuation(i + 3, "."), tokens[i + 4].kind == .identifier,
      punctuation(i + 5, ")"), punctuation(i - 1, "("), tokens[i - 2].kind == .identifier,
      file.tokenText(tokens[i - 2], equals: "getString") || file.tokenText(tokens[i - 2], equals: "stringResource")
    else { return nil }
    var start = i - 2
    while start >= 2, punctuation(start - 1, "."), tokens[start - 2].kind == .identifier { start -= 2 }
    guard start >= 1, tokens[start - 1].kind == .punctuation, ByteSets.valuePositionBytes.contains(tokens[start - 1].byte) else { return nil }
    return ((i + 4)..<(i + 5), start..<(i + 6), true)
  }

  /// This file's constants with their definitions.
  private static func ownConstants(file: ScannedFile, symbols: SymbolFacts, family: ConstantFamily, path: String) -> [(definition: ConstantDefinition, constant: ProjectConstant)] {
    symbols.constants.map { d in
      (d, ProjectConstant(name: d.name, owner: d.owner, family: family, path: path, literal: file.literals[d.literal]))
    }
  }

  /// The one constant `qualifier.name` at token `i` names, or nil (a variable, several
  /// candidates, nothing known).
  private static func resolve(
    name: String, qualifier: String?, at i: Int, symbols: SymbolFacts, own: [(definition: ConstantDefinition, constant: ProjectConstant)],
    table: ConstantTable, family: ConstantFamily
  ) -> ProjectConstant? {
    var qualifier = qualifier
    if qualifier == "this" || qualifier == "self" || qualifier == "Self" { qualifier = nil }
    if qualifier == nil, let scope = symbols.declaringScope(of: name, at: i) {
      // Declared in this file where the use sees it: a constant only if that declaration is
      // the only one of its scope and binds one literal.
      guard symbols.declarationCount(of: name, in: scope) == 1 else { return nil }
      let matches = own.filter { $0.definition.name == name && $0.definition.scope == scope }
      return matches.count == 1 ? matches[0].constant : nil
    }
    if family == .web, qualifier == nil {
      // A module's constant reaches another file only through an import of that name.
      guard let binding = symbols.imports.first(where: { $0.local == name }), binding.imported != "default", binding.imported != "*" else {
        return nil
      }
      let matches = (table.byName[binding.imported] ?? []).filter { $0.family == family && $0.owner.isEmpty }
      return matches.count == 1 ? matches[0] : nil
    }
    let enclosing = qualifier == nil ? symbols.enclosingTypeNames(at: i) : []
    let exported = own.filter(\.definition.isExported).map(\.constant)
    var candidates = (table.byName[name] ?? []).filter { $0.family == family }
    for c in exported where c.name == name && !candidates.contains(c) { candidates.append(c) }
    let matches = candidates.filter { c in
      if let qualifier { return c.owner == qualifier }
      return c.owner.isEmpty || enclosing.contains(c.owner)
    }
    return matches.count == 1 ? matches[0] : nil
  }

  /// A setting recognised on a substituted literal, moved to the constant's literal with the
  /// reference as its use.
  func relocate(_ setting: Setting, path: String) -> Setting {
    guard let constant = resolved[setting.literal.range.lowerBound], setting.literal.value == constant.literal.value else { return setting }
    var moved = setting
    moved.use = SettingUse(path: path, range: setting.literal.range, name: file.text.string(in: setting.literal.range))
    moved.literal = constant.literal
    moved.path = constant.path
    return moved
  }
}
