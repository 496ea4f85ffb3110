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

/// What a recognised setting configures. The cases with a large payload are boxed, so that
/// the kind of every setting takes a few bytes.
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
  /// The keyboard or input type the field shows, as written on `platform`: UIKit
  /// `keyboardType = .numberPad` (value `numberPad`), HTML `inputmode="numeric"`, Android
  /// `android:inputType="number|phone"`. Read by `conflict-keyboard`.
  case keyboard(KeyboardPlatform)
  /// HTML `<input type="…">` (`number`, `tel`, `email`, …).
  case htmlInputType
  /// Any other HTML attribute that only the attribute-conflict rules read (`minlength`,
  /// `min`, `max`, `step`, `size`); the associated value is the attribute name, lower-cased.
  indirect case htmlAttribute(String)
  /// One entry of a Flutter `filter:` map: the key character and, as the literal, its regex
  /// (Dart `RegExp`, ECMAScript-like).
  indirect case maskFilter(Character)
  /// RedMadRobot `customNotations:` passed with a format; the literal spans the argument's
  /// source text (not a constant string). Read by the affine/notation rules.
  case customNotations
  /// An Inputmask alias name used where the library looks up its aliases (`Inputmask("…")`,
  /// `$(…).inputmask("…")`, `{alias: "…"}`, `data-inputmask-alias`) that is not one of the
  /// library's built-in aliases: either defined in the project (`Inputmask.extendAliases`)
  /// or unknown. Resolved across the project (`InputmaskAliasResolution`).
  case maskAlias(MaskDialect)
  /// A key of `Inputmask.extendAliases({…})`: an alias the project defines. The empty
  /// value stands for aliases whose names cannot be read (`extendAliases(table)`,
  /// `{[name]: …}`, a spread).
  case maskAliasDefinition(MaskDialect)
  /// Options set for every mask of a library (`Inputmask.extendDefinitions`,
  /// `$.jMaskGlobals`, `provideEnvironmentNgxMask({patterns})`); the literal is the call's
  /// name. Read by `GlobalMaskOptionsResolution`.
  case maskGlobalOptions(MaskDialect)

  public var isMask: Bool {
    if case .mask = self { return true }
    return false
  }
}

/// Where a `keyboard` setting's value comes from: each platform has its own vocabulary.
public enum KeyboardPlatform: String, Sendable, Hashable {
  /// `UIKeyboardType` case names (`numberPad`, `phonePad`, `decimalPad`, `asciiCapable`, …),
  /// also Objective-C `UIKeyboardTypeNumberPad` and storyboard `keyboardType="numberPad"`.
  case uikit
  /// HTML `inputmode` values (`numeric`, `decimal`, `tel`, `email`, `text`, …).
  case html
  /// Android `inputType` flags joined by `|` (`number`, `phone`, `text`, `numberDecimal`, …),
  /// also Kotlin/Java `InputType.TYPE_CLASS_NUMBER`.
  case android
  /// Flutter `keyboardType: TextInputType.number` (`number`, `phone`, `text`, …).
  case flutter
}

/// A value found in source that configures a field: `phoneField.BBB_pattern = "+1 (###)"`.
///
/// Its stored values live in one copy-on-write box: a project copies settings into files'
/// facts, the field index and every field built from them, and each copy then costs one
/// reference count instead of one per string and array inside.
public struct Setting: Sendable, Hashable {
  public var kind: SettingKind {
    get { storage.kind }
    set { unique().kind = newValue }
  }
  /// How it was recognised, for messages and hovers: `BBB_pattern`, `Mask(format:)`,
  /// `// maskls: mask=redmadrobot`, `userDefinedRuntimeAttribute BBB_pattern`.
  public var recognizedAs: String {
    get { storage.recognizedAs }
    set { unique().recognizedAs = newValue }
  }
  /// The literal (for numbers and IB values, a literal over their source text).
  public var literal: StringLiteral {
    get { storage.literal }
    set { unique().literal = newValue }
  }
  public var path: String {
    get { storage.path }
    set { unique().path = newValue }
  }
  /// The field this setting belongs to.
  public var field: FieldKey {
    get { storage.field }
    set { unique().field = newValue }
  }
  /// The exclusive branch arms the setting is written in, outermost first (`case .ssn:`,
  /// an `else` block): settings in different arms of one group never apply together.
  public var branches: [BranchArm] {
    get { storage.branches }
    set { unique().branches = newValue }
  }
  /// For a setting written in code: the outermost body it runs in (`SymbolFacts.outermostBody`,
  /// -1 outside any function); nil for a storyboard, layout or markup setting, applied when
  /// the view loads.
  public var codeBody: Int? {
    get { storage.codeBody == Int32.min ? nil : Int(storage.codeBody) }
    set { unique().codeBody = newValue.flatMap { Int32(exactly: $0) } ?? Int32.min }
  }
  /// The literal is assigned to a property of the object's own (`self.mask = ""`,
  /// `this.Mask = ""`): read from the source before the literal when the file is scanned.
  public var isOwnPropertyAssignment: Bool {
    get { storage.isOwnPropertyAssignment }
    set {
      // Mostly set to what it already is: a shared box is then not copied.
      guard newValue != storage.isOwnPropertyAssignment else { return }
      unique().isOwnPropertyAssignment = newValue
    }
  }

  private var storage: Storage

  public init(kind: SettingKind, recognizedAs: String, literal: StringLiteral, path: String, field: FieldKey, regexFlags: String = "") {
    storage = Storage(kind: kind, recognizedAs: recognizedAs, literal: literal, path: path, field: field)
    if !regexFlags.isEmpty { self.regexFlags = regexFlags }
  }

  /// For regex settings: the flags as the engine receives them, letters as in JavaScript
  /// (`/…/u` → `"u"`, `new RegExp(p, "i")` → `"i"`, an HTML `pattern` attribute → `"v"`).
  public var regexFlags: String {
    get { storage.rare.fields.regexFlags }
    set { unique().rare.update { $0.regexFlags = newValue } }
  }

  /// For mask settings: options the library call itself passes with this mask (RedMadRobot
  /// `customNotations`), laid over the field's options when the mask is parsed.
  public var maskOptions: MaskOptions? {
    get { storage.rare.fields.maskOptions }
    set { unique().rare.update { $0.maskOptions = newValue } }
  }

  /// For a mask that is one alternative of a list (Inputmask `mask: ["…", "…"]`, imask
  /// `mask: [{mask: "…"}, …]`): the source offset of the list. The library picks one of
  /// the alternatives as the user types, so they are not two masks for one field.
  public var alternativeList: Int? {
    get { storage.rare.fields.alternativeList }
    set { unique().rare.update { $0.alternativeList = newValue } }
  }

  /// For an Inputmask mask of a list: how many masks the list has when every one is a string
  /// literal (nil when some are not: the list is then not replayed as a whole).
  public var alternativeCount: Int? {
    get { storage.rare.fields.alternativeCount }
    set { unique().rare.update { $0.alternativeCount = newValue } }
  }

  /// For a value reached through a constant (`Mask(format: Masks.phone)`): where the constant
  /// is used. `literal` and `path` are then the constant's literal, where findings go.
  public var use: SettingUse? {
    get { storage.rare.fields.use }
    set { unique().rare.update { $0.use = newValue } }
  }

  /// Whether the setting's rare fields are at most its regex flags: no constant use, list
  /// offset or options of its own (`FileSettings.compacted` shares such settings).
  var hasAtMostRegexFlags: Bool {
    switch storage.rare {
    case .none: return true
    case .some(let fields): return fields.use == nil && fields.alternativeList == nil && fields.maskOptions == nil
    }
  }

  // Every stored value, read in place (no copy of them all per comparison).
  public static func == (a: Setting, b: Setting) -> Bool {
    if a.storage === b.storage { return true }
    let x = a.storage
    let y = b.storage
    return x.kind == y.kind && x.codeBody == y.codeBody && x.isOwnPropertyAssignment == y.isOwnPropertyAssignment
      && x.literal == y.literal && x.recognizedAs == y.recognizedAs && x.path == y.path && x.field == y.field
      && x.branches == y.branches && x.rare == y.rare
  }

  /// Hashes the values that tell settings apart (equal settings have them equal), folded
  /// into one digest: hashing every stored `String` through `Hasher` costs thousands of
  /// instructions per setting.
  public func hash(into hasher: inout Hasher) {
    let x = storage
    var digest = KeyDigest()
    digest.add(x.literal.value)
    digest.add(x.recognizedAs)
    digest.add(word: UInt64(bitPattern: Int64(x.literal.range.lowerBound)))
    digest.add(word: UInt64(UInt32(bitPattern: x.codeBody)))
    hasher.combine(digest.value)
    hasher.combine(x.field)
  }

  /// `template` (a setting of `FileSettings.compacted`) placed in the file at `path`: its
  /// literal moved by `shift` bytes, running in `codeBody`. One new box.
  init(placing template: Setting, path: String, shift: Int, codeBody: Int?) {
    let t = template.storage
    var literal = t.literal
    literal.shift(by: shift)
    storage = Storage(kind: t.kind, recognizedAs: t.recognizedAs, literal: literal, path: path, field: t.field)
    storage.branches = t.branches
    storage.codeBody = codeBody.flatMap { Int32(exactly: $0) } ?? Int32.min
    storage.isOwnPropertyAssignment = t.isOwnPropertyAssignment
    storage.rare = t.rare
  }

  /// Whether this value is the only one holding its box (`SettingTemplates` drops such
  /// templates). Asked in place: a copy would be a second holder.
  mutating func isOnlyReference() -> Bool {
    isKnownUniquelyReferenced(&storage)
  }

  /// The box, made this setting's own before a change.
  private mutating func unique() -> Storage {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    return storage
  }

  /// The stored values of a setting. Only ever changed through `unique()`, so a box shared
  /// by several copies is never written: safe to share across threads.
  private final class Storage: @unchecked Sendable {
    var kind: SettingKind
    var recognizedAs: String
    var literal: StringLiteral
    var path: String
    var field: FieldKey
    var branches: [BranchArm] = []
    /// `codeBody` in four bytes (`Int32.min` for nil): a project holds every setting of every file.
    var codeBody = Int32.min
    var isOwnPropertyAssignment = false
    var rare = RareSettingFields.Box.none

    init(kind: SettingKind, recognizedAs: String, literal: StringLiteral, path: String, field: FieldKey) {
      self.kind = kind
      self.recognizedAs = recognizedAs
      self.literal = literal
      self.path = path
      self.field = field
    }

    func copy() -> Storage {
      let other = Storage(kind: kind, recognizedAs: recognizedAs, literal: literal, path: path, field: field)
      other.branches = branches
      other.codeBody = codeBody
      other.isOwnPropertyAssignment = isOwnPropertyAssignment
      other.rare = rare
      return other
    }
  }
}

/// The fields of `Setting` that few settings carry.
struct RareSettingFields: Sendable, Hashable {
  var regexFlags = ""
  var maskOptions: MaskOptions?
  var alternativeList: Int?
  var alternativeCount: Int?
  var use: SettingUse?

  var isEmpty: Bool { regexFlags.isEmpty && maskOptions == nil && alternativeList == nil && alternativeCount == nil && use == nil }

  /// `none` whenever every field is nil, so equal settings have equal boxes.
  indirect enum Box: Sendable, Hashable {
    case none
    case some(RareSettingFields)

    var fields: RareSettingFields {
      if case .some(let fields) = self { return fields }
      return RareSettingFields()
    }

    mutating func update(_ change: (inout RareSettingFields) -> Void) {
      var fields = self.fields
      change(&fields)
      self = fields.isEmpty ? .none : .some(fields)
    }
  }
}

/// Where a constant whose literal is a setting's value is used: `Masks.phone` in
/// `Mask(format: Masks.phone)`.
public struct SettingUse: Sendable, Hashable {
  public var path: String
  /// Source bytes of the reference.
  public var range: Range<Int>
  /// The reference as written.
  public var name: String
}

/// Identifies a field across settings, statements and files.
public enum FieldKey: Sendable, Hashable {
  // Hashed by `hash(into:)` in FieldKey+Hashing.swift (a digest of its names and path).
  /// A stored property or outlet of a type: the same field wherever the type is extended.
  case member(type: String, name: String)
  /// A local receiver inside one scope of one file.
  case local(path: String, name: String, scope: Int32)
  /// One initialiser call or one marked literal: a field of its own.
  case site(path: String, offset: Int)
  /// An Interface Builder element (also an HTML/Vue element or an Android layout element
  /// without an id).
  case interfaceBuilder(path: String, elementID: String)
  /// An Android view by resource id (`@+id/phone`, `R.id.phone`, view binding `binding.phone`):
  /// one field across the layout XML and the Kotlin/Java code that reaches it.
  case androidView(id: String)

  /// A short human name for hovers: `phoneField`.
  public var displayName: String {
    switch self {
    case .member(let type, let name): return type.isEmpty ? name : "\(type).\(name)"
    case .local(_, let name, _): return name
    case .site: return "this call"
    case .interfaceBuilder(_, let id): return "element \(id)"
    case .androidView(let id): return "view @id/\(id)"
    }
  }
}
