/// The deterministic digits sample inputs are built from: `2345678909`, cycling, so that a
/// `+1 (###) ###-####` preview reads `+1 (234) 567-8909`.
enum SampleDigits {
  static let cycle: [Character] = Array("2345678909")

  static func string(count: Int) -> String {
    guard count > 0 else { return "" }
    return String((0..<count).map { cycle[$0 % cycle.count] })
  }
}
