/// `SumTextInputFormatterCaretPositionCalculator.calculateCaretOffset`, in characters.
extension AnyFormatKitSumMask {
  func caretOffset(
    range: Range<Int>, replacement: String, unformattedRange: Range<Int>,
    current: String, new: String, currentUnformatted: String
  ) -> Int {
    if range.isEmpty && !replacement.isEmpty {
      return insertCaret(range: range, replacement: replacement, current: current, new: new, currentUnformatted: currentUnformatted)
    } else if !range.isEmpty && replacement.isEmpty {
      return deleteCaret(range: range, new: new, unformattedLocation: unformattedRange.lowerBound)
    }
    // A replacement: counted from the end of the replaced range.
    let end = range.upperBound
    let index = Self.indexFromEnd(current.count - end, in: new)
    return end == current.count ? index + 1 : index
  }

  func insertCaret(range: Range<Int>, replacement: String, current: String, new: String, currentUnformatted: String) -> Int {
    let suffix = format.suffix
    let location = range.lowerBound
    if new.count == current.count {
      if current == new { return location }
      if location + replacement.count > new.count - suffix.count { return new.count - suffix.count }
      return currentUnformatted.hasPrefix("0") ? location : location + replacement.count
    }
    var result: Int
    if !suffix.isEmpty, new.hasSuffix(suffix), location == current.count {
      result = Self.indexFromEnd(current.count - location, in: new) + 1 - suffix.count
    } else if current.isEmpty {
      return new.count
    } else if location == current.count {
      result = Self.indexFromEnd(current.count - location, in: new) + 1
    } else {
      result = Self.indexFromEnd(current.count - location, in: new)
    }
    if location < format.prefix.count { result += format.prefix.count - location }
    return result
  }

  /// `findIndexOfNumberSymbol(numberOfSymolsFromEnd:)`.
  static func indexFromEnd(_ count: Int, in text: String) -> Int {
    let n = text.count
    guard n > 0 else { return 0 }
    return max(n - max(count, 1), 0)
  }

  func deleteCaret(range: Range<Int>, new: String, unformattedLocation: Int) -> Int {
    let prefix = format.prefix
    if !prefix.isEmpty, new.hasPrefix(prefix), range.lowerBound <= prefix.count { return range.lowerBound }
    let index = indexOfNumberSymbol(before: unformattedLocation, in: new)
    return unformattedLocation == 0 ? index : index + 1
  }

  /// `findIndexOfNumberSymbol(numberOfSymbolsBefore:)`: digits, the decimal separator's first
  /// character and the suffix count.
  func indexOfNumberSymbol(before count: Int, in text: String) -> Int {
    let suffixStart = text.count - format.suffix.count
    var seen = 0
    for (index, c) in text.enumerated() {
      if Self.isDigit(c) || c == format.decimalSeparator.first || (!format.suffix.isEmpty && index >= suffixStart) { seen += 1 }
      if seen >= count { return index }
    }
    return 0
  }
}
