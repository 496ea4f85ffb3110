import Foundation

extension String {
  /// The text without leading and trailing blanks (`CharacterSet.whitespaces`: spaces, tabs
  /// and the other Unicode space separators). A value that starts and ends with a visible
  /// ASCII character, as nearly every number in a setting does, is returned as it is without
  /// asking Foundation (thousands of instructions a call).
  var trimmingBlanks: String {
    guard let first = utf8.first, let last = utf8.last else { return self }
    if first > 0x20 && first < 0x7F && last > 0x20 && last < 0x7F { return self }
    return trimmingCharacters(in: .whitespaces)
  }
}
