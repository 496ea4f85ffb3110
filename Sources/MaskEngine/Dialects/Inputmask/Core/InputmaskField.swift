/// One input masked by Inputmask (placeholder "", mask not shown on hover or focus), focused
/// and empty, driven as a browser drives it: a key is a keydown the library handles (its
/// `keyEvent`, which validates the character as `keypressEvent` does), Backspace a keydown.
///
/// A faithful simulator of the library's algorithm (`dist/inputmask.js`): the lexer, the
/// test search, validation, alternation and positioning are translated function by function.
/// After every action the field reads `input.value` and `isComplete()` as a page would, since
/// those reads change the library's caches.
public struct InputmaskField: Sendable {
  private final class Storage: @unchecked Sendable {
    var core: InputmaskCore
    var text = ""
    var complete = false
    init(core: InputmaskCore) { self.core = core }

    func copy() -> Storage {
      let s = Storage(core: core.copy())
      s.text = text
      s.complete = complete
      return s
    }
  }

  private var storage: Storage

  /// `Inputmask({mask}).mask(input)` followed by `input.focus()`.
  public init(mask: String, definitions: [Character: CharacterClass] = [:]) throws {
    try self.init(prepared: (mask, false, false), definitions: definitions)
  }

  /// `Inputmask({mask: [...]}).mask(input)`: a list of masks.
  public init(list: [String], definitions: [Character: CharacterClass] = [:]) throws {
    try self.init(prepared: InputmaskLexer.prepare(list: list), definitions: definitions)
  }

  private init(prepared: (mask: String, keepStatic: Bool, isList: Bool), definitions: [Character: CharacterClass]) throws {
    let core = try Self.makeCore(prepared, definitions: definitions, element: true)
    _ = try core.getBufferTemplate()
    storage = Storage(core: core)
    try observe()
  }

  static func makeCore(_ prepared: (mask: String, keepStatic: Bool, isList: Bool), definitions: [Character: CharacterClass], element: Bool) throws -> InputmaskCore {
    guard !prepared.mask.isEmpty else { throw InputmaskFieldError.refused }
    guard nesting(of: prepared.mask) <= InputmaskCore.nestingLimit else { throw InputmaskFieldError.budget }
    let tokens = try InputmaskLexer.analyse(prepared.mask, definitions: definitions)
    return InputmaskCore(tokens: tokens, keepStatic: prepared.keepStatic, isList: prepared.isList, hasElement: element)
  }

  /// The deepest nesting of `(` and `[` in `mask` (escaped ones aside).
  static func nesting(of mask: String) -> Int {
    var depth = 0
    var deepest = 0
    var escaped = false
    for c in mask {
      if escaped {
        escaped = false
      } else if c == "\\" {
        escaped = true
      } else if c == "(" || c == "[" {
        depth += 1
        deepest = max(deepest, depth)
      } else if c == ")" || c == "]" {
        depth = max(0, depth - 1)
      }
    }
    return deepest
  }

  private mutating func mutate(_ body: (InputmaskCore) throws -> Void) throws {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    let core = storage.core
    let saved = core.copy()
    core.work = 0
    do {
      try body(core)
      try observe()
    } catch {
      storage.core = saved
      throw error
    }
  }

  /// What the driver reads after each key: `input.value`, then `isComplete()`.
  private func observe() throws {
    let core = storage.core
    core.work = 0
    storage.text = try core.valueGetter()
    storage.complete = try core.isComplete(core.getBuffer())
  }

  /// A keydown of `key` (and its keypress, which the library ignores).
  public mutating func type(_ key: Character) throws {
    let s = String(key)
    if s == "\u{8}" {
      try backspace()
      return
    }
    // A key whose name is longer than one UTF-16 unit is "ignorable": the handler does nothing.
    guard s.utf16.count == 1 else {
      try mutate { _ in }
      return
    }
    try mutate { core in _ = try core.keypress(s, checkval: false, writeOut: true, strict: nil, ndx: nil) }
  }

  /// A keydown of Backspace.
  public mutating func backspace() throws {
    try mutate { core in try core.backspace() }
  }

  /// The user puts the caret at `offset` (a collapsed selection).
  public mutating func setCaret(_ offset: Int) {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    storage.core.setSelection(offset, offset)
  }

  /// `input.inputmask.setValue(text)`.
  public mutating func setValue(_ text: String) throws {
    try mutate { core in try core.applyInputValue(text) }
  }

  /// What the field displays (`_valueGet()`).
  public var shown: String { storage.core.native }
  /// `input.value` as the page reads it.
  public var text: String { storage.text }
  public var caret: Int { storage.core.selStart }
  /// `unmaskedvalue()`.
  public var value: String { storage.core.unmaskedValue() }
  /// `isComplete()`.
  public var isComplete: Bool { storage.complete }

  /// `Inputmask.format(text, {mask})`.
  public static func format(_ text: String, mask: String, definitions: [Character: CharacterClass] = [:]) throws -> String {
    try format(text, prepared: (mask, false, false), definitions: definitions)
  }

  /// `Inputmask.format(text, {mask: [...]})`.
  public static func format(_ text: String, list: [String], definitions: [Character: CharacterClass] = [:]) throws -> String {
    try format(text, prepared: InputmaskLexer.prepare(list: list), definitions: definitions)
  }

  private static func format(_ text: String, prepared: (mask: String, keepStatic: Bool, isList: Bool), definitions: [Character: CharacterClass]) throws -> String {
    let core = try makeCore(prepared, definitions: definitions, element: false)
    try core.checkVal(text.unicodeScalars.map { String($0) }, writeOut: true)
    return try core.getBuffer().map { $0 ?? "" }.joined()
  }
}
