import SourceScanning

/// What one file contributes to the project: its settings, outlet links, constants and
/// suppressions. Computed once per file version, independent of every other file; the text
/// itself is not kept (its fingerprint is, to check it when it is read again).
struct FileFacts: Sendable {
  var path: String
  var language: SourceLanguage
  var fingerprint: ContentFingerprint
  /// Settings of fields, grouped by field key (keys in the order they first appear, each
  /// key's settings in source order), so that one key's settings are one range. Stored
  /// compactly by a lint once the file is read (`FileSettings.compacted`).
  var settings: FileSettings
  /// The range of `settings` of each field key (made with the facts, in parallel in a lint).
  var groups = SettingGroups()
  /// Settings that configure the whole project rather than a field (Inputmask
  /// `extendAliases` definitions, a library's global options).
  var globals: [Setting] = []
  /// Storyboard outlets: the IB element key and the property/owner it is reached through.
  var outlets: [(element: FieldKey, property: String, ownerClass: String?)]
  /// `maskls: ignore` / `maskls: ignore=rule-id` directives by line.
  var suppressions: [Int: [String]]
  /// The constants other files can name (top level, type bodies, Kotlin objects).
  var constants: [ProjectConstant] = []
  /// Hashes of the names this file writes where a constant could be: it is recognised again
  /// when a constant of such a name changes in the project.
  var constantCandidates: Set<UInt64> = []
  /// The literals past `AnalysisLimits.literalsPerFile`, whose settings were left out.
  var omittedLiterals: OmittedLiterals?
  /// A copy of a mask library kept in the project (`LibraryCopies.isMaskLibraryCopy`): its
  /// settings count (the aliases it defines), its findings are not reported while the
  /// default excludes apply.
  var isMaskLibraryCopy = false
  /// `maskls lint`: the fields of keys only this file holds, checked while its text was in
  /// hand; their settings are not in `settings` (`PrecheckedFields`).
  var prechecked: PrecheckedFields?
  /// The qualified names of the types this file declares whole: every type body but those
  /// that extend a type declared elsewhere (`LexicalScope.extendsElsewhere`); a type both
  /// declared and extended here is not whole. Members of other types are likely set in other
  /// files too. Read (and then dropped) by `prechecking(text:)`.
  var wholeTypes: [String] = []

  /// Scans `text` as `language` and recognises its settings.
  static func make(
    path: String, language: SourceLanguage, text: SourceText, vocabulary: [String: SettingKind] = SettingVocabulary.properties,
    constants: ConstantTable = ConstantTable()
  ) -> FileFacts {
    grouped(scan(path: path, language: language, text: text, vocabulary: vocabulary, constants: constants), text: text)
  }

  /// The facts of an open document's new text, and the scan they were made from (nil for
  /// a file that is not one code file). With the scan of an earlier text of the document,
  /// an edit inside one string literal lexes that literal alone (`LiteralEdit`).
  static func make(
    path: String, language: SourceLanguage, text: SourceText, vocabulary: [String: SettingKind], constants: ConstantTable,
    previous: consuming ScannedFile?
  ) -> (FileFacts, ScannedFile?) {
    guard let lex = singleFileLexer(language: language, path: path) else {
      return (make(path: path, language: language, text: text, vocabulary: vocabulary, constants: constants), nil)
    }
    let lexed = LiteralEdit.rescan(consume previous, to: text, language: language, lex: lex) ?? lex(text)
    var files = [lexed]
    let facts = code(path: path, language: language, text: text, files: &files, vocabulary: vocabulary, constants: constants)
    return (grouped(consume facts, text: text), files.first)
  }

  /// How a file in `language` is lexed when it is one code file (not markup, layouts or
  /// resources), nil otherwise. Files that may hold JSX are left out: the lexer reads their
  /// strings by what surrounds them.
  private static func singleFileLexer(language: SourceLanguage, path: String) -> ((SourceText) -> ScannedFile)? {
    switch language {
    case .swift: return { SwiftLexer.scan($0, keepingUnfolded: true) }
    case .objectiveC: return { ObjectiveCLexer.scan($0) }
    case .javascript, .typescript:
      guard !SourceLanguage.allowsJSX(pathExtension: (path as NSString).pathExtension) else { return nil }
      return { SourceScanner.scanCode($0, language: language, jsx: false)! }
    case .kotlin: return { KotlinLexer.scan($0, keepingUnfolded: true) }
    case .java: return { JavaLexer.scan($0, keepingUnfolded: true) }
    case .dart, .csharp:
      return { SourceScanner.scanCode($0, language: language, jsx: false)! }
    case .interfaceBuilder, .html, .vue, .androidLayout, .androidValues:
      return nil
    }
  }

  /// Scanned facts with the literal limit applied and settings grouped by key.
  private static func grouped(_ scanned: consuming FileFacts, text: SourceText) -> FileFacts {
    var facts = consume scanned
    let path = facts.path
    facts.isMaskLibraryCopy = LibraryCopies.isMaskLibraryCopy(path: path, bytes: text.bytes)
    // Taken out first, so that the settings below are the only copies: changing one then
    // writes in place instead of copying its values.
    let scannedSettings = facts.settings.array
    facts.settings = []
    var settings: [Setting]
    (settings, facts.omittedLiterals) = limitingLiterals(consume scannedSettings, path: path)
    // Each key's settings together, keys in order of first appearance, settings in source
    // order within a key (placed by counting, not sorted). One instance of each key per
    // file: its strings are stored once, not per setting.
    // Groups are found by the key's hash (each key hashed once), then compared; sized once:
    // growing the table would hash every entry again at each doubling.
    var groupByHash: [Int: Int] = Dictionary(minimumCapacity: settings.count)
    var keys: [FieldKey] = []
    var hashes: [Int] = []
    var counts: [Int] = []
    var groupOf: [Int] = []
    groupOf.reserveCapacity(settings.count)
    var kept = 0
    text.bytes.withUnsafeBufferPointer { bytes in
      for i in settings.indices {
        switch settings[i].kind {
        case .maskAliasDefinition, .maskGlobalOptions:
          facts.globals.append(settings[i])
          continue
        default:
          break
        }
        let key = settings[i].field
        let hash = key.hashValue
        var group = groupByHash[hash]
        if let g = group, keys[g] != key {
          // Another key of the same hash (rare): look for this one among them.
          group = hashes.indices.first { hashes[$0] == hash && keys[$0] == key }
        }
        if let g = group {
          settings[i].field = keys[g]
          counts[g] += 1
          groupOf.append(g)
        } else {
          if groupByHash[hash] == nil { groupByHash[hash] = keys.count }
          groupOf.append(keys.count)
          keys.append(key)
          hashes.append(hash)
          counts.append(1)
        }
        if settings[i].path == path {
          settings[i].isOwnPropertyAssignment = Self.isOwnPropertyAssignment(settings[i].literal.range, in: bytes)
        }
        if kept != i { settings.swapAt(kept, i) }
        kept += 1
      }
    }
    settings.removeSubrange(kept...)
    var starts: [Int] = []
    starts.reserveCapacity(counts.count)
    var next = 0
    for n in counts {
      starts.append(next)
      next += n
    }
    facts.groups = SettingGroups(hashes: hashes, starts: starts, counts: counts)
    if zip(groupOf, groupOf.dropFirst()).allSatisfy({ $0 <= $1 }) {
      facts.settings = FileSettings(settings)
    } else {
      var order = [Int](repeating: 0, count: settings.count)
      var at = starts
      for (i, g) in groupOf.enumerated() {
        order[at[g]] = i
        at[g] += 1
      }
      facts.settings = FileSettings(order.map { settings[$0] })
    }
    return facts
  }

  /// The keys of the file's settings, in the order they first appear.
  var fieldKeys: [FieldKey] { groups.keys(in: settings) }

  /// The settings of `key` in this file, in source order.
  func settings(for key: FieldKey) -> ArraySlice<Setting> {
    guard let range = groups.range(of: key, in: settings) else { return [] }
    return settings.slice(range)
  }

  /// Whether the source before `range` reads `self.name =` or `this.name =`, or passes the
  /// literal first to the object's own initialiser (`self.init(primaryFormat: ""`,
  /// `super.init(format: ""`: a convenience initialiser's placeholder).
  static func isOwnPropertyAssignment(_ range: Range<Int>, in bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { isOwnPropertyAssignment(range, in: $0) }
  }

  /// `isOwnPropertyAssignment(_:in:)` over the file's bytes in place (asked for every setting).
  static func isOwnPropertyAssignment(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    @inline(__always) func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
    @inline(__always) func isWord(_ b: UInt8) -> Bool {
      b == 0x5F || (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A) || (b >= 0x30 && b <= 0x39)
    }
    /// Whether `bytes[start..<end]` is the four ASCII letters `word`.
    @inline(__always) func isWord4(_ start: Int, _ end: Int, _ word: StaticString) -> Bool {
      guard end - start == 4 else { return false }
      let w = word.utf8Start
      return bytes[start] == w[0] && bytes[start + 1] == w[1] && bytes[start + 2] == w[2] && bytes[start + 3] == w[3]
    }
    /// Whether `bytes[start..<end]` is the five ASCII letters `super`.
    @inline(__always) func isSuper(_ start: Int, _ end: Int) -> Bool {
      end - start == 5 && bytes[start] == UInt8(ascii: "s") && isWord4(start + 1, end, "uper")
    }
    var i = min(range.lowerBound, bytes.count) - 1
    while i >= 0, isSpace(bytes[i]) { i -= 1 }
    if i >= 0, bytes[i] == UInt8(ascii: ":") {
      // `self.init(label: ` / `super.init(label: `
      i -= 1
      while i >= 0, isSpace(bytes[i]) { i -= 1 }
      let labelEnd = i
      while i >= 0, isWord(bytes[i]) { i -= 1 }
      guard i < labelEnd else { return false }
      while i >= 0, isSpace(bytes[i]) { i -= 1 }
      guard i >= 0, bytes[i] == UInt8(ascii: "(") else { return false }
      i -= 1
      let initEnd = i
      while i >= 0, isWord(bytes[i]) { i -= 1 }
      guard i < initEnd, isWord4(i + 1, initEnd + 1, "init"), i >= 0, bytes[i] == UInt8(ascii: ".") else {
        return false
      }
      let receiverEnd = i
      i -= 1
      while i >= 0, isWord(bytes[i]) { i -= 1 }
      return isWord4(i + 1, receiverEnd, "self") || isSuper(i + 1, receiverEnd)
    }
    guard i >= 1, bytes[i] == UInt8(ascii: "="), !ByteSets.comparisonBytes.contains(bytes[i - 1]) else { return false }
    i -= 1
    while i >= 0, isSpace(bytes[i]) { i -= 1 }
    let nameEnd = i
    while i >= 0, isWord(bytes[i]) { i -= 1 }
    guard i < nameEnd, i >= 0, bytes[i] == UInt8(ascii: ".") else { return false }
    let receiverEnd = i
    i -= 1
    while i >= 0, isWord(bytes[i]) { i -= 1 }
    return isWord4(i + 1, receiverEnd, "self") || isWord4(i + 1, receiverEnd, "this")
  }

  private static func scan(
    path: String, language: SourceLanguage, text: SourceText, vocabulary: [String: SettingKind], constants: ConstantTable
  ) -> FileFacts {
    switch language {
    case .swift, .objectiveC:
      var files = [language == .swift ? SwiftLexer.scan(text) : ObjectiveCLexer.scan(text)]
      return code(path: path, language: language, text: text, files: &files, vocabulary: vocabulary, constants: constants)
    case .interfaceBuilder:
      let document = InterfaceBuilderScanner.scan(text)
      let recognizer = InterfaceBuilderRecognizer(document: document, path: path, vocabulary: vocabulary)
      let outlets = recognizer.outletLinks().map { (element: $0.0, property: $0.property, ownerClass: $0.ownerClass) }
      return FileFacts(
        path: path, language: language, fingerprint: ContentFingerprint(text.bytes), settings: FileSettings(recognizer.recognize()), outlets: outlets,
        suppressions: document.directives.suppressions(in: text))
    case .kotlin, .java, .javascript, .typescript, .dart, .csharp:
      // The generic token patterns (assignments, labelled arguments, `maskls:` comments,
      // `.maskls.json` names) apply; library-specific recognisers for these languages are
      // still to come.
      let jsx = SourceLanguage.allowsJSX(pathExtension: (path as NSString).pathExtension)
      var files = SourceScanner.scanCode(text, language: language, jsx: jsx).map { [$0] } ?? []
      return code(path: path, language: language, text: text, files: &files, vocabulary: vocabulary, constants: constants)
    case .androidValues:
      // String resources: constants for `getString(R.string.name)`, no settings of their own.
      let constants = AndroidValuesScanner.scan(text).map {
        ProjectConstant(name: $0.name, owner: ConstantReferences.stringResourceOwner, family: .jvm, path: path, literal: $0.literal)
      }
      return FileFacts(path: path, language: language, fingerprint: ContentFingerprint(text.bytes), settings: [], outlets: [], suppressions: [:], constants: constants)
    case .html, .vue, .androidLayout:
      guard let document = SourceScanner.scanMarkup(text, language: language) else {
        return FileFacts(path: path, language: language, fingerprint: ContentFingerprint(text.bytes), settings: [], outlets: [], suppressions: [:])
      }
      var scripts = document.scripts.map(\.file)
      var facts = code(path: path, language: language, text: text, files: &scripts, vocabulary: vocabulary, constants: constants)
      facts.settings += MarkupRecognizer(document: document, path: path, vocabulary: vocabulary).recognize()
        .filter { !$0.literal.isFragment }
      facts.suppressions.merge(document.directives.suppressions(in: text)) { $0 + $1 }
      return facts
    }
  }

  /// Facts of lexed code (one file, or the scripts of a markup document). Each file's symbol
  /// facts are computed unless it has them, and set on it.
  private static func code(
    path: String, language: SourceLanguage, text: SourceText, files: inout [ScannedFile], vocabulary: [String: SettingKind],
    constants table: ConstantTable
  ) -> FileFacts {
    var settings: [Setting] = []
    var suppressions: [Int: [String]] = [:]
    var constants: [ProjectConstant] = []
    var candidates: Set<UInt64> = []
    var declaredTypes: Set<String> = []
    var extendedTypes: Set<String> = []
    for k in files.indices {
      // Symbol facts: computed once per scanned file, read by every recogniser below.
      // An open document's scan (one that keeps its tokens as lexed) keeps checkpoints too,
      // so that an edit of its code runs the pass again only around the change.
      let symbols = files[k].symbols
        ?? SymbolScanner.scan(
          files[k], language: language,
          checkpointEvery: files[k].unfolded != nil ? SymbolScanner.checkpointInterval : nil)
      files[k].symbols = symbols
      for scope in symbols.scopes where scope.kind == .type {
        guard let name = scope.name else { continue }
        if scope.extendsElsewhere { extendedTypes.insert(name) } else { declaredTypes.insert(name) }
      }
      let lexed = files[k]
      if let family = ConstantFamily(language) {
        for d in symbols.constants where d.isExported {
          constants.append(ProjectConstant(name: d.name, owner: d.owner, family: family, path: path, literal: lexed.literals[d.literal]))
        }
      }
      let references = ConstantReferences(file: lexed, symbols: symbols, language: language, path: path, table: table)
      candidates.formUnion(references.candidates)
      let scanned = references.file
      let recognizer = CodeRecognizer(file: scanned, path: path, language: language, vocabulary: vocabulary)
      let recognized = recognizer.withLanguagePass(recognizer.recognize())
      let arms = recognizer.symbols
      // A literal that is only part of the string the program uses is never a whole
      // setting (`StringLiteral.isFragment`); the recognisers skip them, this is the guard.
      var placed = recognizer.applyingWebMaskOptions(to: recognizer.applyingCustomNotations(to: recognized))
      placed.removeAll { $0.literal.isFragment }
      settings.reserveCapacity(settings.count + placed.count)
      for k in placed.indices {
        let index = scanned.tokenIndex(at: placed[k].literal.range.lowerBound)
        placed[k].branches = arms.branches(at: index)
        placed[k].codeBody = arms.outermostBody(at: index)
        settings.append(references.resolved.isEmpty ? placed[k] : references.relocate(placed[k], path: path))
      }
      settings += recognizer.inputmaskAliasDefinitions()
      settings += recognizer.globalMaskOptions()
      for d in scanned.directives where d.key == "ignore" {
        let rules = d.value.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
        suppressions[d.targetLine(in: text), default: []].append(contentsOf: rules.isEmpty ? ["*"] : rules)
      }
    }
    var facts = FileFacts(
      path: path, language: language, fingerprint: ContentFingerprint(text.bytes), settings: FileSettings(settings), outlets: [], suppressions: suppressions, constants: constants,
      constantCandidates: candidates)
    facts.wholeTypes = declaredTypes.subtracting(extendedTypes).sorted()
    return facts
  }

  /// Whether a finding of `rule` starting on `line` is suppressed by a directive trailing
  /// that line or standing alone on the line before.
  func isSuppressed(rule: String, line: Int) -> Bool {
    guard let rules = suppressions[line] else { return false }
    return rules.contains("*") || rules.contains(rule)
  }
}

import Foundation
