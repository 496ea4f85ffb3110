import MaskEngine
import SourceScanning

/// The regex flavours a setting can name. The regex analyser knows more; the recognisers
/// only need to say which engine will run the pattern.
public enum RegexFlavorName: String, Sendable, Hashable, CaseIterable {
  case icu
  case swift
  case ecmascript
  case java
}

/// How a field applies its regex.
public enum RegexUse: String, Sendable, Hashable {
  /// Applied to the raw text on every edit, anchored at both ends (seed 000 `BBB_regular`).
  case perEdit
  /// `NSPredicate(format: "SELF MATCHES %@")`: anchored, applied when the app validates.
  case fullMatch
  /// A search API (`range(of:options: .regularExpression)`, `firstMatch`): unanchored.
  case search
  /// Compiled (`NSRegularExpression(pattern:)`), use unknown.
  case compiled
}

/// What a recognised setting configures.
public enum SettingKind: Sendable, Hashable {
  /// The field's mask in a dialect.
  case mask(MaskDialect)
  /// An additional RedMadRobot affine format.
  case affineMask(MaskDialect)
  case regex(RegexFlavorName, RegexUse)
  /// Seed 004 max length (a number).
  case maxLength
  /// `vstextfield` replacement character.
  case replacementCharacter

  public var isMask: Bool {
    if case .mask = self { return true }
    return false
  }
}

/// A value found in source that configures a field: `phoneField.BBB_pattern = "+1 (###)"`.
public struct Setting: Sendable, Hashable {
  public var kind: SettingKind
  /// How it was recognised, for messages and hovers: `BBB_pattern`, `Mask(format:)`,
  /// `// maskls: mask=redmadrobot`, `userDefinedRuntimeAttribute BBB_pattern`.
  public var recognizedAs: String
  /// The literal (for numbers and IB values, a literal over their source text).
  public var literal: StringLiteral
  public var path: String
  /// The field this setting belongs to.
  public var field: FieldKey

  public init(kind: SettingKind, recognizedAs: String, literal: StringLiteral, path: String, field: FieldKey) {
    self.kind = kind
    self.recognizedAs = recognizedAs
    self.literal = literal
    self.path = path
    self.field = field
  }
}

/// Identifies a field across settings, statements and files.
public enum FieldKey: Sendable, Hashable {
  /// A stored property or outlet of a type: the same field wherever the type is extended.
  case member(type: String, name: String)
  /// A local receiver inside one scope of one file.
  case local(path: String, scope: Int, name: String)
  /// One initialiser call or one marked literal: a field of its own.
  case site(path: String, offset: Int)
  /// An Interface Builder element.
  case interfaceBuilder(path: String, elementID: String)

  /// A short human name for hovers: `phoneField`.
  public var displayName: String {
    switch self {
    case .member(let type, let name): return type.isEmpty ? name : "\(type).\(name)"
    case .local(_, _, let name): return name
    case .site: return "this call"
    case .interfaceBuilder(_, let id): return "element \(id)"
    }
  }
}
