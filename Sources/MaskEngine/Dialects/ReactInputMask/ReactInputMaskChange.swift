/// react-input-mask 2.x's string rules (`src/utils/string.js`, `src/processChange.js`). With a
/// `maskChar` (default `_`) the field always holds the whole mask, `maskChar` in the editable
/// positions not filled yet; an input event is read as the characters entered at the old
/// selection (or removed before or after it); the removed positions are cleared without
/// shifting, the entered characters overwrite the positions from there on (a literal of the
/// mask passed over is kept, a character equal to it is taken as it, a refused character is
/// dropped), and the caret goes after the last position written, on to the next editable one.
/// With `maskChar={null}` the field holds only what was entered (and the literals up to the
/// next editable position): removed characters close up, and a character typed inside the
/// text is inserted, shifting the rest, unless the field is full.
struct ReactInputMaskChange: Sendable, Hashable {
  /// The mask after `\` escapes: per position, the class of an editable one or nil for a
  /// permanent character.
  let mask: [Character]
  let classes: [CharacterClass?]
  /// `maskChar`; nil for `maskChar={null}`.
  let maskChar: Character?
  /// The permanent characters before the first editable position.
  let prefixLength: Int

  init(mask: [Character], classes: [CharacterClass?], maskChar: Character? = "_") {
    self.mask = mask
    self.classes = classes
    self.maskChar = maskChar
    self.prefixLength = classes.firstIndex { $0 != nil } ?? classes.count
  }

  /// One past the last editable position (the library's `lastEditablePosition`).
  var lastEditablePosition: Int { (classes.lastIndex { $0 != nil } ?? -1) + 1 }

  func isPermanent(_ i: Int) -> Bool { i >= classes.count || classes[i] == nil }

  func isAllowed(_ i: Int, _ c: Character) -> Bool {
    guard i < classes.count else { return false }
    guard let cls = classes[i] else { return mask[i] == c }
    return cls.contains(c)
  }

  /// No editable position holds a character it accepts (`isEmpty`).
  func isEmpty(_ value: [Character]) -> Bool {
    value.indices.allSatisfy { isPermanent($0) || !isAllowed($0, value[$0]) }
  }

  /// One past the last editable position holding an accepted character, at least the prefix
  /// (without `maskChar`: the text's length without its trailing permanent characters).
  func filledLength(_ value: [Character]) -> Int {
    guard maskChar != nil else {
      var n = value.count
      while n > prefixLength && isPermanent(n - 1) { n -= 1 }
      return n
    }
    var i = min(value.count, mask.count)
    while i >= prefixLength {
      if i < value.count && !isPermanent(i) && isAllowed(i, value[i]) { return i + 1 }
      i -= 1
    }
    return prefixLength
  }

  func isFilled(_ value: [Character]) -> Bool { filledLength(value) == mask.count }

  func rightEditable(from i: Int) -> Int? { (max(0, i)..<max(max(0, i), mask.count)).first { !isPermanent($0) } }
  func leftEditable(from i: Int) -> Int? {
    guard i >= 0, !mask.isEmpty else { return nil }
    return (0...min(i, mask.count - 1)).reversed().first { !isPermanent($0) }
  }

  /// The empty template: permanent characters and `maskChar`.
  var emptyValue: [Character] { mask.indices.map { isPermanent($0) ? mask[$0] : (maskChar ?? mask[$0]) } }

  var prefix: [Character] { Array(mask.prefix(prefixLength)) }

  /// `formatValue`: `value` typed into the empty template (without `maskChar`: into an empty
  /// text, then the prefix and the literals up to the next editable position added).
  func format(_ value: [Character]) -> [Character] {
    guard maskChar != nil else {
      var v = insert(value, into: [], at: 0)
      if v.count < prefixLength { v = prefix }
      while v.count < mask.count && isPermanent(v.count) { v.append(mask[v.count]) }
      return v
    }
    return value.isEmpty ? emptyValue : insert(value, into: emptyValue, at: 0)
  }

  /// `clearRange`: the positions in `start..<start + count` back to `maskChar` (permanent ones
  /// to the mask's character); without `maskChar` they are removed and the rest closes up.
  func clear(_ value: [Character], from start: Int, count: Int) -> [Character] {
    let end = start + count
    guard maskChar != nil else {
      var kept: [Character?] = value.map { $0 }
      // Permanent characters after the range go; formatting puts them back where they belong.
      for i in kept.indices where i >= end && isPermanent(i) { kept[i] = nil }
      let from = min(max(prefixLength, start), kept.count)
      let to = min(max(from, end), kept.count)
      kept.removeSubrange(from..<to)
      return format(kept.compactMap { $0 })
    }
    return value.indices.map { i in
      if i < start || i >= end { return value[i] }
      return isPermanent(i) ? (i < mask.count ? mask[i] : value[i]) : (maskChar ?? value[i])
    }
  }

  /// `insertString`: each character goes to the next usable position from `position`,
  /// overwriting what is there (without `maskChar`, inserted unless the field is full).
  func insert(_ string: [Character], into value: [Character], at position: Int) -> [Character] {
    var value = value
    var position = position
    let wasFilled = isFilled(value)
    if maskChar == nil && position > value.count && position <= mask.count {
      value += mask[value.count..<position]
    }
    guard position < mask.count else { return value }
    characters: for c in string {
      while isPermanent(position) && c != mask[position] {
        if position >= value.count { value.append(mask[position]) }
        // The mask character typed over a permanent position is skipped.
        if let maskChar, c == maskChar { continue characters }
        position += 1
        if position >= mask.count { break characters }
      }
      guard isAllowed(position, c) || (maskChar != nil && c == maskChar) else { continue }
      if position < value.count {
        if maskChar != nil || wasFilled || position < prefixLength {
          value[position] = c
        } else {
          value.insert(c, at: position)
          value = format(value)
        }
      } else if maskChar == nil {
        value.append(c)
      }
      position += 1
      if position >= mask.count { break }
    }
    return value
  }

  /// `getInsertStringLength`: how far inserting `string` at `position` moves.
  func insertLength(_ string: [Character], at position: Int) -> Int {
    var p = position
    characters: for c in string {
      while isPermanent(p) && (p >= mask.count || c != mask[p]) {
        p += 1
        if p >= mask.count { break characters }
      }
      if isAllowed(p, c) || (maskChar != nil && c == maskChar) { p += 1 }
      if p >= mask.count { break }
    }
    return p - position
  }

  /// `processChange` followed by what `onChange` does first: a change that moves the caret
  /// to the end although the old selection did not reach it is taken for autofill (the old
  /// value is then the empty template).
  func change(
    value: [Character], selection: Range<Int>, previous: [Character], previousSelection: Range<Int>
  ) -> (value: [Character], caret: Int) {
    var previous = previous
    var previousSelection = previousSelection
    if previousSelection.upperBound < previous.count && selection.upperBound == value.count {
      previous = format([])
      previousSelection = 0..<0
    }
    var cursor = min(previousSelection.lowerBound, selection.lowerBound)
    var entered: [Character] = []
    var enteredLength = 0
    var removed = 0
    if selection.upperBound > previousSelection.lowerBound {
      let upper = min(selection.upperBound, value.count)
      entered = previousSelection.lowerBound < upper ? Array(value[previousSelection.lowerBound..<upper]) : []
      enteredLength = insertLength(entered, at: cursor)
      removed = enteredLength == 0 ? 0 : previousSelection.count
    } else if value.count < previous.count {
      removed = previous.count - value.count
    }
    var result = previous
    if removed > 0 {
      if removed == 1 && previousSelection.isEmpty {
        let fromRight = previousSelection.lowerBound == selection.lowerBound
        cursor = (fromRight ? rightEditable(from: selection.lowerBound) : leftEditable(from: selection.lowerBound)) ?? cursor
      }
      result = clear(result, from: cursor, count: removed)
    }
    result = insert(entered, into: result, at: cursor)
    cursor += enteredLength
    if cursor >= mask.count {
      cursor = mask.count
    } else if cursor < prefixLength && enteredLength == 0 {
      cursor = prefixLength
    } else if cursor >= prefixLength && cursor < lastEditablePosition && enteredLength > 0 {
      cursor = rightEditable(from: cursor) ?? cursor
    }
    return (format(result), cursor)
  }

  /// `onFocus`: an empty field shows the template (without `maskChar`, the prefix) with the
  /// caret at the first editable position; a field not filled gets the caret after its last
  /// filled position.
  func focus(_ value: [Character], caret: Int) -> (value: [Character], caret: Int) {
    if value.isEmpty {
      let template = format(format(prefix))
      return (template, rightEditable(from: filledLength(template)) ?? caret)
    }
    if filledLength(value) < mask.count, let position = rightEditable(from: filledLength(value)) {
      return (value, position)
    }
    return (value, caret)
  }
}
