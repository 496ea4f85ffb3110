/// Limits on how many findings one literal yields per rule. A pasted literal of thousands of
/// blocks or classes can carry thousands of issues of one kind (`[9a09a0…]`: an optional trap
/// per triple; `[a-a][b-b]…`: a suspicious class each); more findings on one literal help
/// nobody, and each one maps its characters back to source lines and columns.
enum FindingBudget {
  /// At most this many findings of one rule on one literal.
  static let perLiteral = 50
}
