import Foundation
import MaskAnalysis

/// `--color auto|always|never`: ANSI colours for text output.
enum ColorChoice: String, CaseIterable {
  case auto, always, never
}

/// Colours the parts of a text report, or leaves them plain.
struct TerminalStyle {
  var enabled: Bool

  /// `always` and `never` decide; `auto` colours a terminal unless `NO_COLOR` is set to
  /// something or `TERM` is `dumb`.
  static func resolve(_ choice: ColorChoice, isTerminal: Bool, environment: [String: String]) -> TerminalStyle {
    switch choice {
    case .always: return TerminalStyle(enabled: true)
    case .never: return TerminalStyle(enabled: false)
    case .auto:
      let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
      return TerminalStyle(enabled: isTerminal && !noColor && environment["TERM"] != "dumb")
    }
  }

  private func wrap(_ text: String, _ code: String) -> String {
    enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  func bold(_ text: String) -> String { wrap(text, "1") }
  func dim(_ text: String) -> String { wrap(text, "2") }
  func marker(_ text: String) -> String { wrap(text, "1;32") }

  /// `error:` in bold red, `warning:` in bold yellow, `info:`/`note:` in bold cyan.
  func severity(_ severity: Severity?, _ label: String) -> String {
    switch severity {
    case .error?: return wrap(label, "1;31")
    case .warning?: return wrap(label, "1;33")
    case .info?, nil: return wrap(label, "1;36")
    }
  }
}

/// Text printed to a terminal: control characters in paths (a newline or an escape sequence
/// in a file name) are shown escaped, so a name cannot forge lines or colours.
enum TerminalText {
  static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where isControl(scalar): out += "\\u{\(String(scalar.value, radix: 16))}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}

extension TerminalText {
  /// Code spans (`` `…` ``) in a message cut to `limit` characters, keeping both ends
  /// (`` `0000…0000` ``), so a message quoting a 60 KB literal stays one readable line. Text,
  /// Xcode and GitHub output use it; JSON, SARIF and GitLab keep the whole message.
  static func boundedSpans(_ message: String, limit: Int = 80) -> String {
    guard message.count > limit else { return message }
    let parts = message.split(separator: "`", omittingEmptySubsequences: false)
    // Odd-numbered parts are inside backticks when the backticks pair up.
    guard parts.count >= 3, parts.count % 2 == 1 else { return message }
    var out = ""
    for (i, part) in parts.enumerated() {
      if i > 0 { out += "`" }
      if i % 2 == 1, part.count > limit {
        out += part.prefix(limit / 2) + "…" + part.suffix(limit / 2 - 1)
      } else {
        out += part
      }
    }
    return out
  }
}
