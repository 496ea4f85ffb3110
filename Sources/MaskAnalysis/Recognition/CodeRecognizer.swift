import MaskEngine
import SourceScanning

/// Turns a lexed Swift or Objective-C file into settings: assignments to known properties,
/// known initialiser and method calls, Objective-C messages, and `maskls:` directives.
///
/// Works on tokens with bounded look-behind: a single forward pass keeps the brace stack
/// (enclosing type, function scope), and each literal or number looks at a few tokens
/// before it.
struct CodeRecognizer {
  let file: ScannedFile
  let path: String
  let language: SourceLanguage
  /// Property names → what they configure (built-in plus `.maskls.json` settings).
  let vocabulary: [String: SettingKind]
  /// The vocabulary's names that are not built in (`.maskls.json` settings, C#'s `Mask`): an
  /// argument label or object key among them is a setting. Usually empty, and then not
  /// looked up at all.
  let customLabels: [String: SettingKind]
  let tokens: [Token]
  /// The file's scopes, declarations and constants: computed once per scanned file.
  let symbols: SymbolFacts
  /// Web mask library names imported under other names (`CodeRecognizer+Imports.swift`).
  let importAliases: [String: String]
  /// Whether the file uses or loads digitalBush's jQuery Masked Input (`WebLibraries`):
  /// read once, at the file's first `$(…).mask("…")`, not for every web file.
  var usesMaskedInputPlugin: Bool {
    if let known = maskedInputPlugin.value { return known }
    let found = WebLibraries.usesMaskedInputPlugin(file.text.bytes)
    maskedInputPlugin.value = found
    return found
  }
  /// `usesMaskedInputPlugin` once computed (the recogniser runs on one thread per file).
  private let maskedInputPlugin = FileFactCache()
  /// Names that make a literal worth a closer look, matched on bytes.
  private let properties: NameTable<Bool>
  private let labels: NameTable<Bool>
  private let callees: NameTable<Bool>

  init(file: ScannedFile, path: String, language: SourceLanguage, vocabulary: [String: SettingKind] = SettingVocabulary.properties) {
    self.file = file
    self.path = path
    self.language = language
    let tables = RecognizerNameTables.tables(for: vocabulary, language: language)
    self.vocabulary = tables.vocabulary
    self.customLabels = tables.customLabels
    self.tokens = file.tokens
    self.symbols = file.symbols ?? SymbolScanner.scan(file, language: language)
    self.importAliases = symbols.imports.isEmpty ? [:] : CodeRecognizer.importAliases(symbols)
    self.properties = tables.properties
    self.labels = tables.labels
    self.callees = tables.callees
  }

  /// One open `{` and what it belongs to.
  struct Scope {
    var openIndex: Int
    /// Set when the brace opens a type body (`class X {`, `extension X {`).
    var typeName: String?
  }

  func recognize() -> [Setting] {
    var settings: [Setting] = []
    var stack: [Scope] = []
    var objcType: String? = nil
    let directives = directivesByLine()
    // The `{` of each type body with its scope, in token order: braces arrive in order, so a
    // cursor answers `symbols.typeName(openingAt:)` without a dictionary lookup per brace.
    let typeBodies = symbols.typeBodies.sorted { $0.key < $1.key }
    var nextTypeBody = 0
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      switch token.kind {
      case .punctuation:
        if token.byte == UInt8(ascii: "{") {
          while nextTypeBody < typeBodies.count, typeBodies[nextTypeBody].key < index { nextTypeBody += 1 }
          var typeName: String? = nil
          if nextTypeBody < typeBodies.count, typeBodies[nextTypeBody].key == index {
            typeName = symbols.scopes[typeBodies[nextTypeBody].value].name
          }
          stack.append(Scope(openIndex: index, typeName: typeName))
        } else if token.byte == UInt8(ascii: "}") {
          if !stack.isEmpty { stack.removeLast() }
        }
      case .identifier:
        if language == .objectiveC, index > 0, tokens[index - 1].kind == .punctuation,
          tokens[index - 1].byte == UInt8(ascii: "@")
        {
          if file.tokenText(token, equals: "implementation") || file.tokenText(token, equals: "interface") {
            if index + 1 < tokens.count, tokens[index + 1].kind == .identifier {
              objcType = file.tokenText(tokens[index + 1])
            }
          } else if file.tokenText(token, equals: "end") {
            objcType = nil
          }
        }
        if notationsMayStart(at: index), let setting = recognizeCustomNotations(at: index) {
          settings.append(setting)
        }
        // Swift's identifier settings all follow a `.` (`= .phonePad`, `UIKeyboardType.phonePad`,
        // as `uikitMayBeIdentifierSetting` asks first): other identifiers skip the call.
        if language != .swift
          || (index >= 2 && tokens[index - 1].kind == .punctuation && tokens[index - 1].byte == UInt8(ascii: ".")),
          mayBeIdentifierSetting(at: index)
        {
          let context = Context(stack: stack, objcType: objcType)
          if let setting = recognizeIdentifierValue(at: index, context: context) { settings.append(setting) }
        }
      case .string:
        if mayBeSetting(at: index) || languageWantsLiteral(at: index)
          || (!directives.isEmpty && hasDirective(at: index, directives))
        {
          let context = Context(stack: stack, objcType: objcType)
          recognizeLiteral(at: index, context: context, directives: directives, into: &settings)
        }
      case .number:
        // Only `maxLength = 10` and `setMaxLength:10` are read.
        guard index >= 2, tokens[index - 1].kind == .punctuation,
          tokens[index - 1].byte == UInt8(ascii: "=") || tokens[index - 1].byte == UInt8(ascii: ":"),
          // The name's length first (`maxLength` 9, `setMaxLength` 12): most numbers after `=`
          // or `:` are neither, and skip the context and the call.
          tokens[index - 2].kind == .identifier,
          tokens[index - 2].range.count == (tokens[index - 1].byte == UInt8(ascii: "=") ? 9 : 12)
        else { break }
        let context = Context(stack: stack, objcType: objcType)
        if let setting = recognizeNumber(at: index, context: context) { settings.append(setting) }
      case .regexLiteral:
        if let setting = recognizeRegexLiteral(at: index) { settings.append(setting) }
      default:
        break
      }
      index += 1
    }
    return settings
  }

  struct Context {
    var stack: [Scope]
    var objcType: String?

    var typeName: String? {
      for scope in stack.reversed() { if let t = scope.typeName { return t } }
      return objcType
    }
  }

  // MARK: Literals

  /// A cheap test on the tokens before a literal: could it be a setting at all? Most
  /// literals in a file are not, and skip all further work.
  private func mayBeSetting(at index: Int) -> Bool {
    var p = index - 1
    if p >= 0, tokens[p].kind == .punctuation, tokens[p].byte == UInt8(ascii: "@") { p -= 1 }
    guard p >= 1, tokens[p].kind == .punctuation else { return false }
    let text = file.text
    switch tokens[p].byte {
    case UInt8(ascii: "="):
      return tokens[p - 1].kind == .identifier && properties.contains(tokens[p - 1].range, in: text)
    case UInt8(ascii: ":"):
      return tokens[p - 1].kind == .identifier && labels.contains(tokens[p - 1].range, in: text)
    case UInt8(ascii: "("), UInt8(ascii: ","), UInt8(ascii: "["):
      // Walk back to the opener of the argument list or array.
      var depth = 0
      var i = p
      var steps = 0
      while i >= 0, steps < 200 {
        let t = tokens[i]
        if t.kind == .punctuation {
          switch t.byte {
          case UInt8(ascii: ")"), UInt8(ascii: "]"): depth += 1
          case UInt8(ascii: "("), UInt8(ascii: "["):
            if depth == 0 {
              guard i >= 1 else { return false }
              let before = tokens[i - 1]
              if t.byte == UInt8(ascii: "[") {
                // `affineFormats: [`, `affineFormats = [`, `@[`, or an Objective-C message.
                if language == .objectiveC { return true }
                if before.kind == .punctuation, before.byte == UInt8(ascii: ":") || before.byte == UInt8(ascii: "="), i >= 2 {
                  return tokens[i - 2].kind == .identifier && (labels.contains(tokens[i - 2].range, in: text) || properties.contains(tokens[i - 2].range, in: text))
                }
                // An array argument of a web call (`Inputmask(["…", "…"])`): the call decides.
                guard language.isWebScript, before.kind == .punctuation,
                  before.byte == UInt8(ascii: "(") || before.byte == UInt8(ascii: ",")
                else { return false }
                i -= 1
                steps += 1
                continue
              }
              return before.kind == .identifier && (callees.contains(before.range, in: text) || isImportedCallee(i - 1))
            }
            depth -= 1
          case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"): return false
          default: break
          }
        }
        i -= 1
        steps += 1
      }
      return false
    default:
      return false
    }
  }

  private func hasDirective(at index: Int, _ directives: [Int: [Directive]]) -> Bool {
    directives[file.text.line(containing: tokens[index].range.lowerBound)] != nil
  }

  /// Appends the setting the literal at `index` makes, if any, to `settings` (at most one: an
  /// assignment, else a call or message argument, else a directive's kind). Appended in place:
  /// an array returned per literal cost an allocation and a copy.
  private func recognizeLiteral(at index: Int, context: Context, directives: [Int: [Directive]], into settings: inout [Setting]) {
    let literal = file.literals[tokens[index].literal]
    guard literal.isWholeValue else { return }
    // The literal's line only matters to a file with directives.
    let marks = directives.isEmpty ? [] : directives[file.text.line(containing: literal.range.lowerBound)] ?? []
    if marks.contains(where: { $0.key == "ignore" && $0.value.isEmpty }) { return }

    // Assignment: `receiver.property = "…"` or `property = ["…", "…"]`.
    if let (name, kind, propertyIndex) = assignedProperty(before: index) {
      if case .affineMask = kind, !isInsideArray(index) {
      } else {
        settings.append(make(kind, name, literal, key: fieldKey(forPropertyAt: propertyIndex, context: context)))
        return
      }
    }
    // Calls and messages: the argument label / selector part before the literal.
    if let setting = recognizeArgument(at: index, literal: literal, context: context) {
      settings.append(setting)
      return
    }
    // Directives mark any other literal.
    for mark in marks {
      if let kind = SettingVocabulary.directiveKind(key: mark.key, value: mark.value) {
        settings.append(make(kind, "// maskls: \(mark.key)=\(mark.value)", literal, key: .site(path: path, offset: literal.range.lowerBound)))
        return
      }
    }
  }

  func make(_ kind: SettingKind, _ name: String, _ literal: StringLiteral, key: FieldKey) -> Setting {
    Setting(kind: kind, recognizedAs: name, literal: literal, path: path, field: key)
  }

  /// `… property = <literal>` or `… property = [<…>, <literal>` (array elements).
  private func assignedProperty(before index: Int) -> (String, SettingKind, Int)? {
    var i = index - 1
    // Skip an array opener and earlier elements: `= [ "a", "b", `
    var steps = 0
    while i >= 0, steps < 64 {
      let t = tokens[i]
      if t.kind == .punctuation, t.byte == UInt8(ascii: "=") { break }
      if t.kind == .string || (t.kind == .punctuation && (t.byte == UInt8(ascii: ",") || t.byte == UInt8(ascii: "[") || t.byte == UInt8(ascii: "@"))) {
        i -= 1
        steps += 1
        continue
      }
      return nil
    }
    guard i >= 1, tokens[i].kind == .punctuation, tokens[i].byte == UInt8(ascii: "=") else { return nil }
    // Not `==`, `!=`, `<=`: the lexer emits one byte per punctuation token.
    if i >= 1, tokens[i - 1].kind == .punctuation, tokens[i - 1].range.upperBound == tokens[i].range.lowerBound {
      return nil
    }
    let p = i - 1
    guard tokens[p].kind == .identifier else { return nil }
    let name = file.tokenText(tokens[p])
    guard let kind = vocabulary[name] else { return nil }
    // A declaration `let maxLength = …` defines a constant, not a field setting.
    if p >= 1, tokens[p - 1].kind == .identifier,
      file.tokenText(tokens[p - 1], equals: "let") || file.tokenText(tokens[p - 1], equals: "var")
    {
      return nil
    }
    // C# `const string Mask = "…"`, `string mask = …`: a type before the name declares it.
    if language == .csharp, p >= 1, tokens[p - 1].kind == .identifier { return nil }
    return (name, kind, p)
  }

  func isInsideArray(_ index: Int) -> Bool {
    var i = index - 1
    while i >= 0 {
      let t = tokens[i]
      if t.kind == .punctuation {
        if t.byte == UInt8(ascii: "[") { return true }
        if t.byte == UInt8(ascii: "=") { return false }
      }
      i -= 1
    }
    return false
  }

  /// The field a property assignment configures, from the receiver chain before `property`.
  func fieldKey(forPropertyAt p: Int, context: Context) -> FieldKey {
    let typeName = context.typeName ?? ""
    guard p >= 2, tokens[p - 1].kind == .punctuation, tokens[p - 1].byte == UInt8(ascii: "."),
      tokens[p - 2].kind == .identifier
    else {
      // Implicit self: the type configures itself (a text-field subclass).
      return .member(type: typeName, name: "self")
    }
    return receiverKey(receiverAt: p - 2, context: context)
  }

  /// Key for the receiver identifier at `r` (in `r.property` or `[r setX:]`).
  func receiverKey(receiverAt r: Int, context: Context) -> FieldKey {
    let typeName = context.typeName ?? ""
    var name = file.tokenText(tokens[r])
    if name == "self" { return .member(type: typeName, name: "self") }
    let viaSelf = r >= 2 && tokens[r - 1].kind == .punctuation && tokens[r - 1].byte == UInt8(ascii: ".")
      && tokens[r - 2].kind == .identifier && file.tokenText(tokens[r - 2], equals: "self")
    if language == .objectiveC, name.hasPrefix("_"), name.count > 1 {
      // An Objective-C ivar `_phoneField` backs the property `phoneField`.
      name.removeFirst()
      return .member(type: typeName, name: name)
    }
    if viaSelf { return .member(type: typeName, name: name) }
    return variableKey(name, at: r)
  }

  /// The field a variable named `name` at token `r` denotes, by where it is declared: a
  /// local of the scope that declares it (a function, closure, block, or the file's top
  /// level), or a member of the qualified type that declares it or, when the file does not
  /// declare it, of the type around `r`.
  func variableKey(_ name: String, at r: Int) -> FieldKey {
    guard let scope = symbols.declaringScope(of: name, at: r) else {
      return .member(type: symbols.typeName(at: r) ?? "", name: name)
    }
    if scope >= 0, symbols.scopes[scope].kind == .type {
      return .member(type: symbols.scopes[scope].name ?? "", name: name)
    }
    return .local(path: path, name: name, scope: Int32(clamping: scope))
  }

  // MARK: Calls and messages

  /// The label before the literal (`format:` in `Mask(format: "…")`, `setBBB_pattern:` in a
  /// message), and the callee or message receiver it belongs to.
  private func recognizeArgument(at index: Int, literal: StringLiteral, context: Context) -> Setting? {
    var i = index - 1
    // Objective-C `@` before `"`.
    if i >= 0, tokens[i].kind == .punctuation, tokens[i].byte == UInt8(ascii: "@") { i -= 1 }
    // Array element of `affineFormats: [ … ]`.
    var inArray = false
    var callAnchor = index
    var j = i
    while j >= 0 {
      let t = tokens[j]
      if t.kind == .string || (t.kind == .punctuation && (t.byte == UInt8(ascii: ",") || t.byte == UInt8(ascii: "@"))) {
        j -= 1
        continue
      }
      if t.kind == .punctuation, t.byte == UInt8(ascii: "["), j >= 1, tokens[j - 1].kind == .punctuation,
        tokens[j - 1].byte == UInt8(ascii: ":") || tokens[j - 1].byte == UInt8(ascii: "@")
      {
        inArray = true
        callAnchor = j
        i = tokens[j - 1].byte == UInt8(ascii: "@") ? j - 2 : j - 1
      } else if language.isWebScript, t.kind == .punctuation, t.byte == UInt8(ascii: "["), j >= 1,
        tokens[j - 1].kind == .punctuation, tokens[j - 1].byte == UInt8(ascii: "(") || tokens[j - 1].byte == UInt8(ascii: ",")
      {
        // An array argument of a web call: `Inputmask(["…", "…"])`.
        inArray = true
        callAnchor = j
        i = j - 1
      }
      break
    }

    let label: String?
    if i >= 1, tokens[i].kind == .punctuation, tokens[i].byte == UInt8(ascii: ":"), tokens[i - 1].kind == .identifier {
      label = file.tokenText(tokens[i - 1])
    } else if i >= 0, tokens[i].kind == .punctuation,
      tokens[i].byte == UInt8(ascii: "(") || tokens[i].byte == UInt8(ascii: ",")
    {
      label = nil
    } else {
      return nil
    }
    guard let call = enclosingCall(of: callAnchor) else {
      // An object-literal key (`{ mask: "…" }`) named in `.maskls.json`.
      if let label, !customLabels.isEmpty, let kind = customLabels[label] {
        return make(kind, "\(label):", literal, key: .site(path: path, offset: literal.range.lowerBound))
      }
      // Object values of library calls (`IMask(el, { mask: "…" })`): `CodeRecognizer+Web.swift`.
      return languageArgument(ArgumentSite(
        index: index, literal: literal, label: label, call: nil, callee: "", inArray: inArray, context: context))
    }
    let callee = call.callee.map { calleeName($0) } ?? ""

    // Objective-C setters: `[field setBBB_pattern:@"…"]`.
    // `isMessage` first: the setter's name is looked up only for a message.
    if call.isMessage, let label, let (property, kind) = SettingVocabulary.propertyForSetter(label, in: vocabulary) {
      if case .affineMask = kind, !inArray { return nil }
      let key = call.receiver.map { receiverKey(receiverAt: $0, context: context) }
        ?? .site(path: path, offset: literal.range.lowerBound)
      return make(kind, "set\(property.prefix(1).uppercased() + property.dropFirst()):", literal, key: key)
    }

    let site = FieldKey.site(path: path, offset: tokens[call.callee ?? index].range.lowerBound)
    if let label, !customLabels.isEmpty, let kind = customLabels[label] {
      // A `.maskls.json` custom setting used as an argument label: `Formatter(pattern: "…")`.
      return make(kind, "\(callee)(\(label):)", literal, key: site)
    }
    switch (callee, label) {
    case ("Mask", "format"?), ("Mask", "initWithFormat"?):
      return make(.mask(.redmadrobot), "Mask(format:)", literal, key: site)
    case (_, "withFormat"?) where callee == "getOrCreate", (_, "getOrCreateWithFormat"?):
      return make(.mask(.redmadrobot), "Mask.getOrCreate(withFormat:)", literal, key: site)
    case (_, "primaryFormat"?), (_, "initWithPrimaryFormat"?):
      return make(.mask(.redmadrobot), "\(callee)(primaryFormat:)", literal, key: site)
    case ("Country", "phoneRegex"?) where language == .swift && !inArray:
      // input-mask-ios `Country(…, phoneRegex:)`, run with `range(of:options: .regularExpression)`
      // on the digits typed so far: a regex of its own field.
      return make(.regex(.icu, .compiled), "Country(phoneRegex:)", literal, key: .site(path: path, offset: literal.range.lowerBound))
    case (_, "affineFormats"?) where inArray:
      return make(.affineMask(.redmadrobot), "\(callee)(affineFormats:)", literal, key: site)
    case ("NSRegularExpression", "pattern"?), (_, "regularExpressionWithPattern"?), (_, "initWithPattern"?):
      return make(.regex(.icu, .compiled), label == "pattern" ? "NSRegularExpression(pattern:)" : "\(label!):", literal, key: site)
    case ("range", "of"?), (_, "rangeOfString"?):
      guard call.mentions("regularExpression") || call.mentions("NSRegularExpressionSearch") else { return nil }
      // Compared with `nil` or `NSNotFound`, the range answers yes or no (a check); kept, it
      // is the place of a match to cut out (`substringWithRange:`): extraction.
      let use: RegexUse = isFoundCheck(afterCallClosingAt: call.close) ? .search : .compiled
      return make(.regex(.icu, use), label == "of" ? "range(of:options: .regularExpression)" : "rangeOfString:options:", literal, key: site)
    case ("NSPredicate", nil) where !inArray, ("predicateWithFormat", nil) where !inArray:
      guard let first = call.firstLiteral, first != index,
        file.literals[tokens[first].literal].value.contains("MATCHES")
      else { return nil }
      return make(.regex(.icu, .fullMatch), "NSPredicate(format: \"SELF MATCHES %@\")", literal, key: site)
    case ("Regex", nil) where language == .swift:
      return make(.regex(.swift, .compiled), "Regex(_:)", literal, key: site)
    // Android and the JVM: `java.util.regex` behind every regex API.
    case ("Regex", nil) where language == .kotlin:
      return make(.regex(.java, .compiled), "Regex(_:)", literal, key: site)
    case ("compile", nil) where language.isJVM && call.receiver.map({ file.tokenText(tokens[$0], equals: "Pattern") }) == true:
      return make(.regex(.java, .compiled), "Pattern.compile(_:)", literal, key: site)
    case ("matches", nil) where language.isJVM && call.firstLiteral == index:
      return make(.regex(.java, .fullMatch), "String.matches(_:)", literal, key: site)
    case ("installOn", nil) where language.isJVM:
      return make(.mask(.redmadrobot), "MaskedTextChangedListener.installOn(_:_:)", literal, key: site)
    case ("MaskFormatter", nil) where language.isJVM:
      return make(.mask(.swingmaskformatter), "MaskFormatter(_:)", literal, key: site)
    // The web (Inputmask, jQuery Mask Plugin, …) is in `CodeRecognizer+Web.swift`, Flutter in
    // `CodeRecognizer+Dart.swift`.
    // AnyFormatKit: `DefaultTextInputFormatter(textPattern: "### ###", patternSymbol: "#")`,
    // also the placeholder and controller types that take a text pattern.
    case (_, "textPattern"?) where language == .swift && SettingVocabulary.anyFormatKitTypes.contains(callee):
      return make(.mask(.anyformatkit), "\(callee)(textPattern:)", literal, key: site)
    // Its sum formatters take a number format: `SumTextInputFormatter(textPattern: "#,###.## $")`.
    case (_, "textPattern"?) where language == .swift && SettingVocabulary.anyFormatKitSumTypes.contains(callee):
      return make(.mask(.anyformatkitsum), "\(callee)(textPattern:)", literal, key: site)
    case (_, "patternSymbol"?) where language == .swift
      && (SettingVocabulary.anyFormatKitTypes.contains(callee) || SettingVocabulary.anyFormatKitSumTypes.contains(callee)):
      return make(.replacementCharacter, "\(callee)(patternSymbol:)", literal, key: site)
    case ("setFormatting", nil) where !inArray:
      let key = call.receiver.map { receiverKey(receiverAt: $0, context: context) } ?? .member(type: context.typeName ?? "", name: "self")
      return make(.mask(.vstextfield), "setFormatting(_:replacementChar:)", literal, key: key)
    case ("setFormatting", "replacementChar"?):
      let key = call.receiver.map { receiverKey(receiverAt: $0, context: context) } ?? .member(type: context.typeName ?? "", name: "self")
      return make(.replacementCharacter, "setFormatting(_:replacementChar:)", literal, key: key)
    default:
      return languageArgument(ArgumentSite(
        index: index, literal: literal, label: label, call: call, callee: callee, inArray: inArray, context: context))
    }
  }

  /// A call `callee(…)` / `receiver.callee(…)` or a message `[receiver selector:…]`
  /// around a token.
  struct Call {
    var callee: Int?
    var receiver: Int?
    var isMessage: Bool
    var open: Int
    var close: Int
    var firstLiteral: Int?
    var mentionedWords: [String]

    func mentions(_ word: String) -> Bool { mentionedWords.contains(word) }
  }

  /// Whether the call closing at `close` is compared with `nil` (`… != nil`, `== nil`) or its
  /// `.location` with `NSNotFound`: a search used as a yes-or-no check.
  func isFoundCheck(afterCallClosingAt close: Int) -> Bool {
    var k = close + 1
    if isPunctuation(k, ".") && isIdentifier(k + 1, "location") { k += 2 }
    guard isPunctuation(k, "!") || isPunctuation(k, "="), isPunctuation(k + 1, "=") else { return false }
    return isIdentifier(k + 2, "nil") || isIdentifier(k + 2, "NSNotFound")
  }

  func enclosingCall(of index: Int) -> Call? {
    // Walk back to the unmatched opener.
    var depth = 0
    var i = index - 1
    var steps = 0
    while i >= 0, steps < 400 {
      let t = tokens[i]
      if t.kind == .punctuation {
        switch t.byte {
        case UInt8(ascii: ")"), UInt8(ascii: "]"): depth += 1
        case UInt8(ascii: "("), UInt8(ascii: "["):
          if depth == 0 { return describeCall(openAt: i) }
          depth -= 1
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"):
          return nil
        default: break
        }
      }
      i -= 1
      steps += 1
    }
    return nil
  }

  func describeCall(openAt open: Int) -> Call? {
    let closer: UInt8 = tokens[open].byte == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "]")
    var depth = 0
    var close = open + 1
    var firstLiteral: Int? = nil
    var words: [String] = []
    while close < tokens.count, close - open < 400 {
      let t = tokens[close]
      if t.kind == .punctuation {
        if t.byte == UInt8(ascii: "(") || t.byte == UInt8(ascii: "[") { depth += 1 }
        if t.byte == UInt8(ascii: ")") || t.byte == UInt8(ascii: "]") {
          if depth == 0 && t.byte == closer { break }
          depth -= 1
        }
      } else if t.kind == .string, depth == 0, firstLiteral == nil {
        firstLiteral = close
      } else if t.kind == .identifier, words.count < 32, t.range.count > 12 {
        // Only long names are ever asked about (`regularExpression`, `NSRegularExpressionSearch`).
        words.append(file.tokenText(t))
      }
      close += 1
    }
    if tokens[open].byte == UInt8(ascii: "(") {
      guard open >= 1, tokens[open - 1].kind == .identifier else { return nil }
      let callee = open - 1
      var receiver: Int? = nil
      if callee >= 2, tokens[callee - 1].kind == .punctuation, tokens[callee - 1].byte == UInt8(ascii: "."),
        tokens[callee - 2].kind == .identifier
      {
        receiver = callee - 2
      }
      return Call(callee: callee, receiver: receiver, isMessage: false, open: open, close: close, firstLiteral: firstLiteral, mentionedWords: words)
    }
    // `[receiver selector:…]`, `[[Class alloc] initWith…:…]`, `[self.field setX:…]`.
    guard language == .objectiveC else { return nil }
    var k = open + 1
    var receiver: Int? = nil
    var calleeIndex: Int? = nil
    if k < tokens.count, tokens[k].kind == .punctuation, tokens[k].byte == UInt8(ascii: "[") {
      // Nested message as receiver: take its first identifier as the class.
      var d = 0
      while k < close {
        if tokens[k].kind == .punctuation {
          if tokens[k].byte == UInt8(ascii: "[") { d += 1 }
          if tokens[k].byte == UInt8(ascii: "]") { d -= 1; if d == 0 { k += 1; break } }
        } else if receiver == nil, tokens[k].kind == .identifier {
          receiver = k
        }
        k += 1
      }
    } else {
      // Receiver chain `self.a.b`: the last identifier before the selector.
      while k + 1 < close, tokens[k].kind == .identifier {
        receiver = k
        if tokens[k + 1].kind == .punctuation, tokens[k + 1].byte == UInt8(ascii: ".") { k += 2 } else { k += 1; break }
      }
    }
    if k < close, tokens[k].kind == .identifier { calleeIndex = k }
    // The class name of `[Mask …]` / `[[Mask alloc] …]` counts as the callee for matching.
    var call = Call(callee: calleeIndex, receiver: receiver, isMessage: true, open: open, close: close, firstLiteral: firstLiteral, mentionedWords: words)
    if let r = receiver, file.tokenText(tokens[r]) == "Mask" || file.tokenText(tokens[r]) == "NSPredicate" {
      call.callee = r
      if file.tokenText(tokens[r]) == "NSPredicate" { call.callee = calleeIndex }
    }
    return call
  }

  /// The `{` opening the object literal around `index`, if any (bounded look-back).
  func openingBrace(before index: Int) -> Int? {
    var depth = 0
    var i = index - 1
    var steps = 0
    while i >= 0, steps < 200 {
      let t = tokens[i]
      if t.kind == .punctuation {
        switch t.byte {
        case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"): depth += 1
        case UInt8(ascii: "{"):
          if depth == 0 { return i }
          depth -= 1
        case UInt8(ascii: "("), UInt8(ascii: "["): if depth == 0 { return nil } else { depth -= 1 }
        case UInt8(ascii: ";"): return nil
        default: break
        }
      }
      i -= 1
      steps += 1
    }
    return nil
  }

  // MARK: Swift regex literals

  /// `/…/` and `#/…/#`: Swift Regex, with its use read from the call it is passed to
  /// (`wholeMatch(of:)` matches the whole string, `firstMatch(of:)`/`contains` search).
  private func recognizeRegexLiteral(at index: Int) -> Setting? {
    if language != .swift { return languageRegexLiteral(at: index) }
    let token = tokens[index]
    guard token.literal >= 0, token.literal < file.regexLiterals.count else { return nil }
    let literal = file.regexLiterals[token.literal]
    var use = RegexUse.compiled
    var name = "regex literal"
    if let call = enclosingCall(of: index), let callee = call.callee {
      let method = file.tokenText(tokens[callee])
      switch method {
      case "wholeMatch": use = .fullMatch
      case "firstMatch", "contains", "ranges", "matches", "prefixMatch": use = .search
      default: break
      }
      if use != .compiled { name = "\(method)(of: /…/)" }
    }
    return make(.regex(.swift, use), name, literal, key: .site(path: path, offset: token.range.lowerBound))
  }

  // MARK: Numbers

  private func recognizeNumber(at index: Int, context: Context) -> Setting? {
    let token = tokens[index]
    var i = index - 1
    var kind: SettingKind? = nil
    var name = ""
    var key: FieldKey? = nil
    if i >= 1, tokens[i].kind == .punctuation, tokens[i].byte == UInt8(ascii: "="),
      tokens[i - 1].kind == .identifier, file.tokenText(tokens[i - 1], equals: "maxLength")
    {
      if i >= 2, tokens[i - 2].kind == .identifier, file.tokenText(tokens[i - 2], equals: "let") || file.tokenText(tokens[i - 2], equals: "var") {
        return nil
      }
      kind = .maxLength
      name = "maxLength"
      key = fieldKey(forPropertyAt: i - 1, context: context)
    } else if i >= 1, tokens[i].kind == .punctuation, tokens[i].byte == UInt8(ascii: ":"),
      tokens[i - 1].kind == .identifier, file.tokenText(tokens[i - 1], equals: "setMaxLength"),
      let call = enclosingCall(of: index), call.isMessage
    {
      kind = .maxLength
      name = "setMaxLength:"
      key = call.receiver.map { receiverKey(receiverAt: $0, context: context) } ?? .member(type: context.typeName ?? "", name: "self")
    }
    i = 0
    guard let kind, let key else { return nil }
    let text = file.tokenText(token)
    let literal = StringLiteral(
      value: text, range: token.range,
      segments: [LiteralSegment(valueStart: 0, valueLength: token.range.count, sourceStart: token.range.lowerBound, sourceLength: token.range.count, isVerbatim: true)])
    return make(kind, name, literal, key: key)
  }

  // MARK: Types and directives

  private func directivesByLine() -> [Int: [Directive]] {
    var map: [Int: [Directive]] = [:]
    for d in file.directives { map[d.targetLine(in: file.text), default: []].append(d) }
    return map
  }
}

/// A file-level fact a recogniser computes the first time a rule of its needs it.
final class FileFactCache {
  var value: Bool?
}
