import SourceScanning

/// Kotlin and Java: RedMadRobot input-mask-android and `java.util.regex` (`Regex`,
/// `"…".toRegex()`, `Pattern`). Recognised in the JVM language pass (`jvmPass()`), which sees
/// Kotlin named arguments and what follows a literal (not through the shared walk's hooks).
extension CodeRecognizer {

  enum LiteralOutcome {
    case none
    /// The shared walk's setting on this literal is wrong (`RegexOption.LITERAL`).
    case drop
    case setting(Setting)
  }

  /// Every Kotlin/Java setting of the file: literals, `LengthFilter` numbers and
  /// `inputType` values, with fields tied to Android views where the code says which.
  func jvmPass() -> LanguagePassResult {
    var result = LanguagePassResult()
    let names = androidViewNames()
    let redMadRobot = fileMentionsRedMadRobot()
    var scopes = BraceScopes()
    // Held in a local: reached through `file` at every identifier, it cost a copy each time.
    let bytes = file.text.bytes
    for index in tokens.indices {
      scopes.step(index, in: self)
      switch tokens[index].kind {
      case .string:
        switch jvmLiteral(at: index, names: names, context: scopes.context, redMadRobot: redMadRobot) {
        case .none: break
        case .drop: result.dropped.insert(file.literals[tokens[index].literal].range.lowerBound)
        case .setting(let s): result.settings.append(s)
        }
      case .number:
        if isMaxLengthDeclaration(numberAt: index) { result.dropped.insert(tokens[index].range.lowerBound) }
        if let s = androidLengthFilter(at: index, names: names, context: scopes.context) { result.settings.append(s) }
      case .identifier:
        // Only the members `androidInputType` reads are passed on (the test it starts with).
        guard Self.inputTypeMembers.contains(bytes, tokens[index].range) else { break }
        if let s = androidInputType(at: index, names: names, context: scopes.context) { result.settings.append(s) }
      default:
        break
      }
    }
    return result
  }

  /// The argument of `call` holding token `index`: its position, Kotlin name and value.
  func argument(holding index: Int, in call: Call) -> (position: Int, label: String?, value: Range<Int>)? {
    for (position, argument) in arguments(of: call).enumerated() where argument.contains(index) {
      let (label, value) = argumentLabel(argument)
      return (position, label, value)
    }
    return nil
  }

  private static let sharedWalkCallees = WordSet(["installOn", "Regex", "compile"])
  private static let listBuilders = WordSet(["listOf", "mutableListOf", "arrayListOf", "arrayOf", "setOf", "asList", "of"])
  /// The callees `jvmLiteral` reads a literal argument of (its `switch`): a literal in any
  /// other call is a miss unless `.maskls.json` names may label it.
  private static let literalCallees = WordSet([
    "installOn", "MaskedTextChangedListener", "Country", "Mask", "getOrCreate", "Regex", "compile", "matches",
  ])

  private func jvmLiteral(at i: Int, names: AndroidViewNames, context: Context, redMadRobot: Bool) -> LiteralOutcome {
    let literal = file.literals[tokens[i].literal]
    guard literal.isWholeValue else { return .none }
    // `"…".toRegex()`, `"…".toPattern()`: recognisable only from what follows.
    if isPunctuation(i + 1, "."), let method = identifierText(i + 2), method == "toRegex" || method == "toPattern",
      isPunctuation(i + 3, "("), let call = describeCall(openAt: i + 3)
    {
      let flags = jvmRegexFlags(in: (call.open + 1)..<call.close)
      if flags.literal { return .drop }
      let (use, how) = jvmRegexUse(expressionStart: i, closingParen: call.close)
      return .setting(regexSetting(use, "\"…\".\(method)()\(how)", literal, flags: flags.letters, key: .site(path: path, offset: literal.range.lowerBound)))
    }
    guard var call = enclosingCall(of: i), var calleeIndex = call.callee else { return .none }
    // The shared walk claims any literal in these calls; only the pattern argument is one.
    let bytes = file.text.bytes
    let miss: LiteralOutcome = Self.sharedWalkCallees.contains(bytes, tokens[calleeIndex].range) ? .drop : .none
    let isListElement = Self.listBuilders.contains(bytes, tokens[calleeIndex].range)
    // Outside a list, a callee the `switch` below does not read gives `miss` whatever the
    // argument: decided before the arguments are looked at.
    if !isListElement, customLabels.isEmpty, !Self.literalCallees.contains(bytes, tokens[calleeIndex].range) { return miss }
    guard isPunctuation(i + 1, ",") || isPunctuation(i + 1, ")"), var slot = argument(holding: i, in: call),
      slot.value == i..<(i + 1)
    else { return miss }
    var inList = false
    if isListElement {
      // An element of `listOf("…", …)` / `Arrays.asList(…)`: the list is the argument.
      let listStart = call.receiver ?? calleeIndex
      guard let outer = enclosingCall(of: listStart), let outerCallee = outer.callee,
        let outerSlot = argument(holding: listStart, in: outer), outerSlot.value.lowerBound == listStart,
        outerSlot.value.upperBound == call.close + 1
      else { return miss }
      inList = true
      call = outer
      calleeIndex = outerCallee
      slot = outerSlot
    }
    let callee = file.tokenText(tokens[calleeIndex])
    let receiver = call.receiver.map { file.tokenText(tokens[$0]) }
    let site = FieldKey.site(path: path, offset: tokens[calleeIndex].range.lowerBound)
    // A `.maskls.json` name used as a Kotlin named argument: `Formatter(pattern = "…")`.
    if let label = slot.label, !customLabels.isEmpty, let kind = customLabels[label] {
      var isAffine = false
      if case .affineMask = kind { isAffine = true }
      guard isAffine == inList else { return miss }
      return .setting(make(kind, "\(callee)(\(label) =)", literal, key: site))
    }
    switch callee {
    case "installOn":
      let args = arguments(of: call).map(argumentLabel)
      let field = args.first { $0.label == "editText" || $0.label == "field" } ?? args.first.flatMap { $0.label == nil ? $0 : nil }
      let key = field.flatMap { androidFieldKey($0.value, names: names, context: context) } ?? site
      if !inList, slot.label == "primaryFormat" || slot.label == "format" || (slot.label == nil && slot.position == 1) {
        let mask = make(.mask(.redmadrobot), "MaskedTextChangedListener.installOn(_:_:)", literal, key: key)
        return .setting(mask)
      }
      if inList, slot.label == "affineFormats" || (slot.label == nil && slot.position == 2) {
        return .setting(make(.affineMask(.redmadrobot), "MaskedTextChangedListener.installOn(affineFormats:)", literal, key: key))
      }
      return miss
    case "MaskedTextChangedListener":
      let args = arguments(of: call).map(argumentLabel)
      var key = site
      if let named = args.first(where: { $0.label == "field" }) {
        key = androidFieldKey(named.value, names: names, context: context) ?? site
      } else if args.count >= 7, args.allSatisfy({ $0.label == nil }) {
        // The full constructor: `field` is the seventh parameter.
        key = androidFieldKey(args[6].value, names: names, context: context) ?? site
      } else {
        // The convenience constructors put the field after the format (and the affine
        // list or `autocomplete`); a view lookup wins, names of listeners do not count.
        let candidates = args.dropFirst().filter { arg in
          guard arg.label == nil, let first = arg.value.first, let last = arg.value.last else { return false }
          let text = file.text.string(in: tokens[first].range.lowerBound..<tokens[last].range.upperBound).lowercased()
          return !["listener", "notation", "strategy"].contains { text.contains($0) }
        }
        if let viewArg = candidates.first(where: { viewID(in: $0.value, names: names) != nil }) {
          key = androidFieldKey(viewArg.value, names: names, context: context) ?? site
        } else if let k = candidates.lazy.compactMap({ self.androidFieldKey($0.value, names: names, context: context) }).first {
          key = k
        }
      }
      if !inList, slot.label == "primaryFormat" || slot.label == "format" || (slot.label == nil && slot.position == 0) {
        let mask = make(.mask(.redmadrobot), "MaskedTextChangedListener(_:)", literal, key: key)
        return .setting(mask)
      }
      if inList, slot.label == "affineFormats" || (slot.label == nil && slot.position == 1) {
        return .setting(make(.affineMask(.redmadrobot), "MaskedTextChangedListener(affineFormats:)", literal, key: key))
      }
      return miss
    case "Country" where redMadRobot:
      return redMadRobotCountry(literal, slot: slot, inList: inList, arguments: arguments(of: call).count, key: site) ?? miss
    case "Mask" where redMadRobot && !inList && (slot.label == "format" || (slot.label == nil && slot.position == 0)):
      return .setting(make(.mask(.redmadrobot), "Mask(_:)", literal, key: site))
    case "getOrCreate" where (receiver == "Mask" || receiver == "Factory") && !inList
      && (slot.label == "format" || (slot.label == nil && slot.position == 0)):
      let mask = make(.mask(.redmadrobot), "Mask.getOrCreate(_:_:)", literal, key: site)
      return .setting(mask)
    case "Regex" where language == .kotlin && !inList && slot.position == 0 && (slot.label == nil || slot.label == "pattern"):
      let flags = jvmRegexFlags(in: (call.open + 1)..<call.close)
      if flags.literal { return .drop }
      let (use, how) = jvmRegexUse(expressionStart: calleeIndex, closingParen: call.close)
      return .setting(regexSetting(use, "Regex(_:)\(how)", literal, flags: flags.letters, key: site))
    case "compile" where receiver == "Pattern" && !inList && slot.position == 0:
      let flags = jvmRegexFlags(in: (call.open + 1)..<call.close)
      if flags.literal { return .drop }
      let (use, how) = jvmRegexUse(expressionStart: call.receiver ?? calleeIndex, closingParen: call.close)
      return .setting(regexSetting(use, "Pattern.compile(_:)\(how)", literal, flags: flags.letters, key: site))
    case "matches" where receiver == "Pattern" && !inList && slot.position == 0:
      return .setting(regexSetting(.fullMatch, "Pattern.matches(_:_:)", literal, flags: "", key: site))
    default:
      return miss
    }
  }

  /// input-mask-android's `Country(name, nameNative, emoji, iso3166alpha2, iso3166alpha3,
  /// countryCode, primaryFormat, affineFormats, phoneRegex)` (the `PhoneInputListener`
  /// records): the mask, the affine masks and the regex its `phoneStartsWith` runs
  /// (`phoneRegex.toRegex().containsMatchIn(digits)`). Positional arguments count only when
  /// all nine are there: another `Country` type is then unlikely.
  private func redMadRobotCountry(_ literal: StringLiteral, slot: (position: Int, label: String?, value: Range<Int>), inList: Bool, arguments: Int, key: FieldKey) -> LiteralOutcome? {
    let position = slot.label == nil && arguments == 9 ? slot.position : -1
    if !inList, slot.label == "primaryFormat" || position == 6 {
      return .setting(make(.mask(.redmadrobot), "Country(primaryFormat:)", literal, key: key))
    }
    if inList, slot.label == "affineFormats" || position == 7 {
      return .setting(make(.affineMask(.redmadrobot), "Country(affineFormats:)", literal, key: key))
    }
    if !inList, slot.label == "phoneRegex" || position == 8 {
      // Its own field: the regex tests the digits typed so far, not the masked value.
      let own = FieldKey.site(path: path, offset: literal.range.lowerBound)
      return .setting(regexSetting(.compiled, "Country(phoneRegex:)", literal, flags: "", key: own))
    }
    return nil
  }

  func regexSetting(_ use: RegexUse, _ name: String, _ literal: StringLiteral, flags: String, key: FieldKey, flavor: RegexFlavorName = .java) -> Setting {
    Setting(kind: .regex(flavor, use), recognizedAs: name, literal: literal, path: path, field: key, regexFlags: flags)
  }

  /// Flag letters from `RegexOption.X` / `Pattern.X` names among the tokens; `literal` when
  /// the pattern is taken literally (`RegexOption.LITERAL`, `Pattern.LITERAL`).
  func jvmRegexFlags(in range: Range<Int>) -> (letters: String, literal: Bool) {
    var letters = ""
    var literal = false
    for i in range where tokens[i].kind == .identifier && isPunctuation(i - 1, ".") {
      let letter: Character?
      switch file.tokenText(tokens[i]) {
      case "IGNORE_CASE", "CASE_INSENSITIVE": letter = "i"
      case "MULTILINE": letter = "m"
      case "DOT_MATCHES_ALL", "DOTALL": letter = "s"
      case "COMMENTS": letter = "x"
      case "LITERAL":
        literal = true
        letter = nil
      default: letter = nil
      }
      if let letter, !letters.contains(letter) { letters.append(letter) }
    }
    return (letters, literal)
  }

  /// How a compiled regex is used, from what follows the expression (`Regex(…)` or
  /// `"…".toRegex()` spanning `expressionStart` to `closingParen`): a method called on it
  /// (`containsMatchIn`, `matches`, `.matcher(x).matches()`) or the call it is passed to
  /// (`text.matches(Regex(…))`). The suffix names the use for messages.
  func jvmRegexUse(expressionStart: Int, closingParen: Int) -> (RegexUse, String) {
    var close = closingParen
    var chain = ""
    var steps = 0
    while isPunctuation(close + 1, "."), let method = identifierText(close + 2), isPunctuation(close + 3, "("), steps < 3 {
      steps += 1
      switch method {
      case "containsMatchIn", "asPredicate":
        return (.search, chain + ".\(method)(_:)")
      case "find":
        // A yes/no question (`find(x) != null`, `matcher(x).find()`) validates; a match
        // whose value is used extracts, and an unanchored pattern is then right.
        guard let call = describeCall(openAt: close + 3) else { return (.compiled, "") }
        if !chain.isEmpty || isNullComparison(after: call.close) { return (.search, chain + ".find(_:)") }
        return (.compiled, "")
      case "matches", "matchEntire", "asMatchPredicate":
        return (.fullMatch, chain + ".\(method)(_:)")
      case "matcher":
        guard let call = describeCall(openAt: close + 3) else { return (.compiled, "") }
        chain += ".matcher(_:)"
        close = call.close
      default:
        return (.compiled, "")
      }
    }
    // Passed as the whole argument of `text.matches(…)` / `text.contains(…)`.
    if isPunctuation(expressionStart - 1, "("), isPunctuation(closingParen + 1, ")"), let outer = enclosingCall(of: expressionStart),
      let callee = outer.callee, outer.receiver != nil
    {
      switch file.tokenText(tokens[callee]) {
      case "matches": return (.fullMatch, " in String.matches(_:)")
      case "contains": return (.search, " in CharSequence.contains(_:)")
      default: break
      }
    }
    return (.compiled, "")
  }
}

extension CodeRecognizer {
  /// `!= null` / `== null` right after `close`.
  func isNullComparison(after close: Int) -> Bool {
    (isPunctuation(close + 1, "!") || isPunctuation(close + 1, "=")) && isAssignment(close + 2) == false
      && isPunctuation(close + 2, "=") && isIdentifier(close + 3, "null")
  }
}
