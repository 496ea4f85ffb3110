extension RedMadRobotMask {
  /// The library's full `Mask.Result`.
  public struct Application: Sendable, Hashable {
    public var result: MaskResult
    /// `Result.affinity`: +1 per input character the mask took, −1 per character it skipped or
    /// literal it had to insert.
    public var affinity: Int
    /// `Result.tailPlaceholder`: the placeholder of what the mask still expects.
    public var tailPlaceholder: String
    /// Set when the library traps on this input instead of returning: what happens, for users.
    /// `result` then holds the text built so far with the caret clamped to it.
    public var trap: String?
    /// The caret as the library reports it: in characters on iOS (`result`'s caret), in
    /// UTF-16 units on Android (`result`'s caret counts characters: where Android's caret falls
    /// inside one, before that character).
    public var libraryCaret: Int
  }

  /// `Mask.apply(toText:)`. For a mask the library cannot compile (it would crash) the text is
  /// returned unchanged, incomplete, with an empty value.
  public func apply(_ input: CaretString) -> MaskResult {
    application(input).result
  }

  /// `Mask.apply(toText:)` with affinity and tail placeholder.
  public func application(_ input: CaretString) -> Application {
    application(input, steps: nil)
  }

  /// What moved the caret while each input character was read, for `caretMap(forRaw:)`:
  /// `inserted[k]` literals inserted before character `k` was taken, `rejected[k]` whether it
  /// was dropped.
  final class CaretSteps {
    var inserted: [Int]
    var rejected: [Bool]
    init(count: Int) {
      inserted = Array(repeating: 0, count: count)
      rejected = Array(repeating: false, count: count)
    }
    /// Forgets a run whose result was not kept.
    func reset() {
      inserted = Array(repeating: 0, count: inserted.count)
      rejected = Array(repeating: false, count: rejected.count)
    }
  }

  func application(_ input: CaretString, steps: CaretSteps?) -> Application {
    let characterCount = input.text.count
    let caret = max(0, min(input.caret, characterCount))
    guard isValid else {
      return Application(
        result: MaskResult(
          formatted: CaretString(input.text, caret: caret, gravity: input.gravity),
          complete: false, value: ""),
        affinity: 0, tailPlaceholder: "", trap: nil, libraryCaret: Self.libraryCaret(caret, in: input.text, platform))
    }
    switch platform {
    case .ios:
      // Strings, not character arrays: as in the library, a combining mark appended after a
      // literal joins it into one character, and counts, `last` and `removeLast` see that.
      let run = run(
        Array(input.text), caret: caret, gravity: input.gravity, steps: steps, building: String.self,
        reading: Reading(
          accept: { states.accept($0, at: $1) }, autocomplete: { states.autocomplete(at: $0) },
          units: { _ in 1 }, same: { $0 == $1 }))
      let count = run.output.count
      var trap: String? = nil
      if run.caret > count || run.caret < 0 {
        // `modifiedString.startIndex(offsetBy:)` beyond the end: a runtime trap in the app.
        trap = Self.trapMessage(input: Array(input.text), output: run.output, caret: run.caret, count: count)
      }
      let shown = max(0, min(run.caret, count))
      return Application(
        result: MaskResult(
          formatted: CaretString(run.output, caret: shown, gravity: input.gravity),
          complete: states.noMandatoryCharactersLeft(after: run.state), value: run.value),
        affinity: run.affinity, tailPlaceholder: tail(run), trap: trap, libraryCaret: shown)
    case .android:
      if let application = androidUnitApplication(input, caret: caret, steps: steps) { return application }
      steps?.reset()
      return androidScalarApplication(input, caret: caret, steps: steps)
    }
  }

  /// input-mask-android's `Mask.apply` over Kotlin `Char`s, the text's UTF-16 units, with the
  /// format's units as states (`RedMadRobotUnitStates`). Nil where the library's text, value
  /// or tail placeholder would hold a lone surrogate (a custom notation took one half of a
  /// character beyond U+FFFF, or a literal was inserted between its halves): no Swift string
  /// holds that.
  private func androidUnitApplication(_ input: CaretString, caret: Int, steps: CaretSteps?) -> Application? {
    let unitStates = RedMadRobotUnitStates(states)
    let units = Array(input.text.utf16)
    let unitCaret = input.text.prefix(caret).utf16.count
    let run = run(
      units, caret: unitCaret, gravity: input.gravity, steps: steps, building: [UInt16].self,
      reading: Reading(
        accept: { unitStates.accept($0, at: $1) }, autocomplete: { unitStates.autocomplete(at: $0) },
        units: { _ in 1 }, same: { $0 == $1 }))
    var tailUnits = run.tailInsert.map { [$0] } ?? []
    // A tail that starts at the second surrogate of a literal: that surrogate, then what follows.
    let tailOrigin = unitStates.engineState(run.tailState)
    if run.tailState > 0, run.tailState < unitStates.count, unitStates.origin[run.tailState - 1] == tailOrigin,
      let second = unitStates.literal[run.tailState]
    {
      tailUnits.append(second)
      tailUnits += placeholder(from: tailOrigin + 1).utf16
    } else {
      tailUnits += placeholder(from: tailOrigin).utf16
    }
    guard let output = Self.string(utf16: run.output), let value = Self.string(utf16: run.value),
      let tail = Self.string(utf16: tailUnits)
    else { return nil }
    let shown = max(0, min(run.caret, run.output.count))
    let characterCaret = Self.characters(of: output, endingWithin: shown) { $0.utf16.count }
    return Application(
      result: MaskResult(
        formatted: CaretString(output, caret: characterCaret, gravity: input.gravity),
        complete: states.noMandatoryCharactersLeft(after: unitStates.engineState(run.state)), value: value),
      affinity: run.affinity, tailPlaceholder: tail, trap: nil, libraryCaret: shown)
  }

  /// The Android reading scalar by scalar (a character beyond U+FFFF whole), kept where the
  /// library's output would hold a lone surrogate (`androidUnitApplication`).
  private func androidScalarApplication(_ input: CaretString, caret: Int, steps: CaretSteps?) -> Application {
    let scalars = input.text.unicodeScalars.map(Character.init)
    let scalarCaret = input.text.prefix(caret).unicodeScalars.count
    let run = run(
      scalars, caret: scalarCaret, gravity: input.gravity, steps: steps, building: [Character].self,
      reading: Reading(
        accept: { states.accept($0, at: $1, java: true) }, autocomplete: { states.autocomplete(at: $0) },
        units: { $0.utf16.count }, same: { $0.unicodeScalars.elementsEqual($1.unicodeScalars) }))
    let output = String(run.output)
    let shown = max(0, min(run.caret, run.output.count))
    let characterCaret = Self.characters(of: output, endingWithin: shown) { $0.unicodeScalars.count }
    return Application(
      result: MaskResult(
        formatted: CaretString(output, caret: characterCaret, gravity: input.gravity),
        complete: states.noMandatoryCharactersLeft(after: run.state), value: String(run.value)),
      affinity: run.affinity, tailPlaceholder: tail(run), trap: nil,
      libraryCaret: run.output.prefix(shown).reduce(0) { $0 + $1.utf16.count })
  }

  /// The caret in characters: how many characters of `output` end at or before `units`,
  /// each counted in the units `width` gives it (UTF-16 units or scalars).
  private static func characters(of output: String, endingWithin units: Int, width: (Character) -> Int) -> Int {
    var count = 0
    var seen = 0
    for c in output {
      seen += width(c)
      if seen > units { break }
      count += 1
    }
    return count
  }

  /// `units` decoded, nil when they hold a lone surrogate.
  static func string(utf16 units: [UInt16]) -> String? {
    var scalars = String.UnicodeScalarView()
    var iterator = units.makeIterator()
    var decoder = UTF16()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let s): scalars.append(s)
      case .emptyInput: return String(scalars)
      case .error: return nil
      }
    }
  }

  /// The tail placeholder of a run over characters: the last skipped literal, then the
  /// placeholder from where the tail starts.
  private func tail<Built>(_ run: Run<Character, Built>) -> String {
    (run.tailInsert.map { String($0) } ?? "") + placeholder(from: run.tailState)
  }

  /// The caret as the library counts it: characters (iOS) or UTF-16 units (Android).
  static func libraryCaret(_ caret: Int, in text: String, _ platform: Platform) -> Int {
    platform == .ios ? caret : text.prefix(caret).utf16.count
  }

  private struct Run<Unit, Built> {
    var output: Built
    var value: Built
    var caret: Int
    var affinity: Int
    var state: Int
    /// The last literal autoskip removed (the tail placeholder's first character) and the state
    /// the tail placeholder starts from.
    var tailInsert: Unit?
    var tailState: Int
  }

  /// What a library's character is to `run`: how states take one, how much it counts in
  /// affinity (UTF-16 units on Android), and when two are the same for autoskip.
  private struct Reading<Unit: Sendable & Hashable> {
    var accept: (Unit, Int) -> RedMadRobotNext<Unit>?
    var autocomplete: (Int) -> RedMadRobotNext<Unit>?
    var units: (Unit) -> Int
    var same: (Unit, Unit) -> Bool
  }

  /// `Mask.apply` over `text`, the library's characters (`Character`s, or UTF-16 units on
  /// Android), building the output as `Built` (`String` for iOS, where characters join; one
  /// element per character for Android). `caret` counts `text`'s elements.
  private func run<Unit, Built: RangeReplaceableCollection & BidirectionalCollection>(
    _ text: [Unit], caret: Int, gravity: CaretString.Gravity, steps: CaretSteps?, building: Built.Type,
    reading: Reading<Unit>
  ) -> Run<Unit, Built> where Built.Element == Unit {
    let units = reading.units
    func same(_ a: Unit, _ b: Unit?) -> Bool {
      guard let b else { return false }
      return reading.same(a, b)
    }
    let autocomplete: Bool
    let autoskip: Bool
    let backward: Bool
    switch gravity {
    case .forward(let a): (autocomplete, autoskip, backward) = (a, false, false)
    case .backward(let s): (autocomplete, autoskip, backward) = (false, s, true)
    }

    // CaretStringIterator
    var current = 0
    func insertionAffectsCaret() -> Bool {
      backward ? current < caret : (current <= caret || (current == 0 && caret == 0))
    }
    func deletionAffectsCaret() -> Bool { current < caret }
    func nextCharacter() -> Unit? {
      guard current < text.count else { return nil }
      defer { current += 1 }
      return text[current]
    }

    var affinity = 0
    var value = Built()
    var output = Built()
    var outCaret = caret
    var state = 0
    var autocompletionStack: [RedMadRobotNext<Unit>] = []

    var insertionAffects = insertionAffectsCaret()
    var deletionAffects = deletionAffectsCaret()
    var character = nextCharacter()
    // Each step either consumes a character or advances the state; the state advances at most
    // `states.count` times between two consumed characters, so this terminates.
    while let c = character {
      if let next = reading.accept(c, state) {
        if deletionAffects {
          if let auto = reading.autocomplete(state) {
            autocompletionStack.append(auto)
          } else {
            autocompletionStack.removeAll()
          }
        }
        state = next.state
        if let i = next.insert { output.append(i) }
        if let v = next.value { value.append(v) }
        if next.pass {
          insertionAffects = insertionAffectsCaret()
          deletionAffects = deletionAffectsCaret()
          character = nextCharacter()
          affinity += units(c)
        } else {
          if insertionAffects && next.insert != nil { outCaret += 1 }
          if next.insert != nil { steps?.inserted[current - 1] += 1 }
          // A literal beyond U+FFFF is two states on Android, each inserted alone.
          affinity -= next.insert.map(units) ?? 1
        }
      } else {
        if deletionAffects { outCaret -= 1 }
        steps?.rejected[current - 1] = true
        insertionAffects = insertionAffectsCaret()
        deletionAffects = deletionAffectsCaret()
        character = nextCharacter()
        affinity -= units(c)
      }
    }

    while autocomplete && insertionAffects, let next = reading.autocomplete(state) {
      state = next.state
      if let i = next.insert {
        output.append(i)
        outCaret += 1
      }
      if let v = next.value { value.append(v) }
    }

    var tailState = state
    var tailInsert: Unit? = nil
    while autoskip, let skip = autocompletionStack.popLast() {
      if output.count == outCaret {
        if let i = skip.insert, same(i, output.last) {
          output.removeLast()
          outCaret -= 1
        }
        if let v = skip.value, same(v, value.last) {
          value.removeLast()
        }
      } else if skip.insert != nil {
        outCaret -= 1
      }
      // As the library does: the tail restarts at the skipped literal (replaced, not appended).
      tailState = skip.state
      if let i = skip.insert { tailInsert = i }
    }
    return Run(
      output: output, value: value, caret: outCaret, affinity: affinity, state: state,
      tailInsert: tailInsert, tailState: tailState)
  }
}

extension RedMadRobotMask {
  /// Why `Mask.apply(toText:)` traps: the caret it computed lies outside the text it built,
  /// which happens when a combining mark (an accent typed alone) joins a character the mask
  /// inserted before it, so the text has fewer characters than the library counted.
  static func trapMessage(input: [Character], output: String, caret: Int, count: Int) -> String {
    let joining = input.first { c in
      c.unicodeScalars.first.map { $0.properties.isGraphemeExtend || $0.properties.generalCategory == .spacingMark } ?? false
    }
    let what = joining.map { c in
      let hex = String(c.unicodeScalars.first!.value, radix: 16, uppercase: true)
      return "the combining mark U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex) joins the character before it into one, so "
    } ?? ""
    return "input-mask-ios crashes on this text (String index out of bounds): \(what)the caret it computes (\(caret)) "
      + "is past the end of the \(count)-character text `\(output)`."
  }
}
