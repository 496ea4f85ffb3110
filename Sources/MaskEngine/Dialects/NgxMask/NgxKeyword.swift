/// The ngx-mask keyword masks (`MaskExpression`).
public enum NgxKeyword: Sendable, Hashable {
  /// `separator` / `separator.N`: a number with thousand separators (default space) and at
  /// most N decimals (`.` or `,` as the marker).
  case separator(decimals: Int?)
  /// `percent` / `percent.N`: a number from 0 to 100 with at most N decimals.
  case percent(decimals: Int?)
  /// `IP`: four groups of one to three digits (`099.099.099.099`).
  case ip
  /// `CPF_CNPJ`: the Brazilian CPF `000.000.000-00` or CNPJ `00.000.000/0000-00`, by length.
  case cpfCnpj

  public init?(_ pattern: String) {
    func decimals(after prefix: String) -> Int?? {
      guard pattern.hasPrefix(prefix) else { return nil }
      let rest = pattern.dropFirst(prefix.count)
      if rest.isEmpty { return .some(nil) }
      guard rest.first == ".", let n = Int(rest.dropFirst()), n >= 0, n <= 100 else { return nil }
      return .some(n)
    }
    if let d = decimals(after: "separator") {
      self = .separator(decimals: d)
    } else if let d = decimals(after: "percent") {
      self = .percent(decimals: d)
    } else if pattern == "IP" {
      self = .ip
    } else if pattern == "CPF_CNPJ" {
      self = .cpfCnpj
    } else {
      return nil
    }
  }

  var isNumeric: Bool {
    switch self {
    case .separator, .percent: return true
    case .ip, .cpfCnpj: return false
    }
  }

  /// The pattern masks a non-numeric keyword stands for.
  var expansion: [String] {
    switch self {
    case .separator, .percent: return []
    case .ip: return ["099.099.099.099"]
    case .cpfCnpj: return ["000.000.000-00", "00.000.000/0000-00"]
    }
  }

  /// The numeric keywords: digits and one decimal marker kept; the integer part grouped by
  /// three with spaces (`separator`); decimals cut to N; `percent` refuses a value above 100 by
  /// dropping the last digit typed.
  func apply(_ input: CaretString) -> MaskResult {
    let characters = Array(input.text)
    var integer: [Character] = []
    var fraction: [Character]? = nil
    var before = 0
    for (offset, c) in characters.enumerated() {
      let counts = offset < input.caret
      if c.isASCII && c.isNumber {
        if fraction != nil { fraction?.append(c) } else { integer.append(c) }
        if counts { before += 1 }
      } else if (c == "." || c == ",") && fraction == nil && !integer.isEmpty {
        fraction = []
        if counts { before += 1 }
      }
    }
    let limit: Int?
    switch self {
    case .separator(let d), .percent(let d): limit = d
    default: limit = nil
    }
    if let limit, fraction != nil {
      if limit == 0 { fraction = nil } else if let f = fraction, f.count > limit { fraction = Array(f.prefix(limit)) }
    }
    if case .percent = self {
      while let value = Double(String(integer) + "." + String(fraction ?? ["0"])), value > 100, !integer.isEmpty {
        integer.removeLast()
      }
    }
    var text: [Character] = []
    var rawSeen = 0
    var caret = 0
    let grouped: Bool
    if case .separator = self { grouped = true } else { grouped = false }
    for (index, c) in integer.enumerated() {
      let remaining = integer.count - index
      if grouped && index > 0 && remaining % 3 == 0 { text.append(" ") }
      text.append(c)
      rawSeen += 1
      if rawSeen <= before { caret = text.count }
    }
    if let fraction {
      text.append(".")
      rawSeen += 1
      if rawSeen <= before { caret = text.count }
      for c in fraction {
        text.append(c)
        rawSeen += 1
        if rawSeen <= before { caret = text.count }
      }
    }
    if input.caret >= characters.count { caret = text.count }
    let value = String(integer) + (fraction.map { "." + String($0) } ?? "")
    return MaskResult(
      formatted: CaretString(String(text), caret: caret), complete: !integer.isEmpty, value: value)
  }
}
