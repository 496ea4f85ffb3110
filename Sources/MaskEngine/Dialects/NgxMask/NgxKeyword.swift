/// The ngx-mask keyword masks (`MaskExpression`); `NgxMaskApplier` and `NgxNumberKeyword`
/// format them.
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
}
