import MaskEngine
import SourceScanning

/// Aliases a project defines for Inputmask: `Inputmask.extendAliases({myDate: {…}})`
/// (also `$.inputmask.extendAliases`, `Inputmask.prototype.aliases.name = …`, which
/// `extendAliases` writes to). Each key
/// becomes a `.maskAliasDefinition` setting; a table the analysis cannot read (a name, a
/// spread, a computed key) becomes one with an empty value, so that no alias name is then
/// taken for unknown (`InputmaskAliasResolution`).
extension CodeRecognizer {
  func inputmaskAliasDefinitions() -> [Setting] {
    guard language.isWebScript else { return [] }
    var found: [Setting] = []
    for index in tokens.indices {
      let length = tokens[index].range.count
      if tokens[index].kind == .string, length > 16, importsAliasPlugin(tokens[index]) {
        // The plugin's aliases (`phone`, `phonebe`, …) are defined where they cannot be read.
        found.append(unreadableDefinition(at: index))
        continue
      }
      guard tokens[index].kind == .identifier else { continue }
      guard length == 13 || length == 7 else { continue }
      if webIsWord(index, "extendAliases"), webIsPunctuation(index - 1, UInt8(ascii: ".")),
        webIsPunctuation(index + 1, UInt8(ascii: "("))
      {
        found += definitions(inArgumentAt: index + 2)
      } else if webIsWord(index, "aliases"), webIsPunctuation(index - 1, UInt8(ascii: ".")),
        webIsWord(index - 2, "prototype"),
        webIsPunctuation(index + 1, UInt8(ascii: ".")) || webIsPunctuation(index + 1, UInt8(ascii: "[")),
        assignsAlias(afterNameAt: index + 2)
      {
        // `Inputmask.prototype.aliases.name = {…}` / `aliases["name"] = {…}`.
        let nameIndex = index + 2
        if nameIndex < tokens.count, tokens[nameIndex].kind == .identifier, webIsPunctuation(index + 1, UInt8(ascii: ".")) {
          found.append(definition(named: nameIndex))
        } else if nameIndex < tokens.count, tokens[nameIndex].kind == .string, file.literals[tokens[nameIndex].literal].isWholeValue {
          found.append(definition(named: nameIndex))
        } else {
          found.append(unreadableDefinition(at: index))
        }
      }
      if found.count > 10_000 { break }
    }
    return found
  }

  /// A module or file name of an Inputmask plugin that defines aliases
  /// (`import "inputmask.phone"`, `require("inputmask/dist/phone-codes/phone")`).
  private func importsAliasPlugin(_ token: Token) -> Bool {
    let literal = file.literals[token.literal]
    guard literal.isWholeValue else { return false }
    let value = literal.value
    // Every name has `phone`: one search rules out most literals, where three read each.
    guard ASCIICaseSearch.contains(value, "phone") else { return false }
    return ASCIICaseSearch.contains(value, "inputmask.phone") || ASCIICaseSearch.contains(value, "inputmask-phone")
      || ASCIICaseSearch.contains(value, "phone-codes")
  }

  /// `….aliases.name = ` / `….aliases["name"] = ` / `….aliases[name] = `: an assignment,
  /// not a read.
  private func assignsAlias(afterNameAt index: Int) -> Bool {
    var k = index
    if webIsPunctuation(index - 1, UInt8(ascii: "[")) {
      while k < tokens.count, k < index + 40, !webIsPunctuation(k, UInt8(ascii: "]")) { k += 1 }
    }
    return webIsPunctuation(k + 1, UInt8(ascii: "=")) && !webIsPunctuation(k + 2, UInt8(ascii: "="))
  }

  private func definitions(inArgumentAt index: Int) -> [Setting] {
    guard webIsPunctuation(index, UInt8(ascii: "{")) else { return [unreadableDefinition(at: index - 2)] }
    let object = webObjectLiteral(index)
    var found: [Setting] = []
    if object.hasUnreadableEntry { found.append(unreadableDefinition(at: index)) }
    for (_, value) in object.entries {
      // The key token sits two before the value (`key: value`), or is the value's end for
      // a shorthand (`{myAlias}`).
      let keyIndex = value.isEmpty ? value.lowerBound - 1 : value.lowerBound - 2
      guard keyIndex > index else { continue }
      found.append(definition(named: keyIndex))
    }
    return found
  }

  /// A definition named by the identifier or string at `index`.
  private func definition(named index: Int) -> Setting {
    let token = tokens[index]
    let literal: StringLiteral
    if token.kind == .string {
      literal = file.literals[token.literal]
    } else {
      literal = StringLiteral(
        value: file.tokenText(token), range: token.range,
        segments: [LiteralSegment(valueStart: 0, valueLength: token.range.count, sourceStart: token.range.lowerBound, sourceLength: token.range.count, isVerbatim: true)])
    }
    return make(.maskAliasDefinition(.inputmask), "Inputmask.extendAliases", literal, key: .site(path: path, offset: token.range.lowerBound))
  }

  private func unreadableDefinition(at index: Int) -> Setting {
    let start = tokens[max(0, min(index, tokens.count - 1))].range.lowerBound
    let literal = StringLiteral(value: "", range: start..<start, segments: [])
    return make(.maskAliasDefinition(.inputmask), "Inputmask.extendAliases", literal, key: .site(path: path, offset: start))
  }
}

/// Inputmask alias names across the project: a name defined by `extendAliases` in any file
/// is an alias (its mask is unknown here: no finding), a name defined nowhere is reported
/// by `mask-unknown-alias` — unless some definition's name cannot be read, when nothing is
/// certain and references are dropped. Definitions are consumed here (they configure no
/// field).
enum InputmaskAliasResolution {
  /// The alias names the project defines.
  struct Table: Sendable, Hashable {
    var defined: Set<String> = []
    /// Some definition's name cannot be read: no alias name is certain.
    var unreadable = false

    init(_ globals: [Setting]) {
      for s in globals {
        guard case .maskAliasDefinition = s.kind else { continue }
        if s.literal.value.isEmpty || !s.literal.isConstant {
          unreadable = true
        } else {
          defined.insert(s.literal.value)
        }
      }
    }

    func isAlias(_ name: String) -> Bool { unreadable || defined.contains(name) }
  }

  static func resolve(_ settings: [Setting], table: Table) -> [Setting] {
    guard settings.contains(where: {
      if case .maskAlias = $0.kind { return true }
      if case .mask(.inputmask) = $0.kind { return true }
      return false
    }) else { return settings }
    return settings.filter { s in
      switch s.kind {
      case .maskAliasDefinition: return false
      case .maskAlias: return !table.isAlias(s.literal.value)
      case .mask(.inputmask) where WebLibraries.inputmaskAliasPositions.contains(s.recognizedAs):
        // A positional string is a mask only when no alias has its name.
        return !table.isAlias(s.literal.value)
      default: return true
      }
    }
  }
}
