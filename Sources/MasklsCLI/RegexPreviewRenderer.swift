import MaskAnalysis
import MaskJSON
import RegexAnalysis

/// Renders a `RegexPreview` for the terminal or as JSON (offsets are UTF-16 in the pattern).
enum RegexPreviewRenderer {
  static func object(_ p: RegexPreview) -> JSONObject {
    var o = JSONObject()
    o["flavor"] = .string(p.flavor.rawValue)
    o["pattern"] = .string(p.pattern)
    o["flags"] = .string(p.flavor == .ecmascript ? p.flags.ecmaScriptLetters : letters(p.flags))
    o["valid"] = .bool(p.valid)
    if let e = p.error {
      var error = JSONObject()
      error["message"] = .string(e.message)
      error["start"] = e.start.map { .int(Int64($0)) } ?? .null
      error["end"] = e.end.map { .int(Int64($0)) } ?? .null
      o["error"] = .object(error)
    } else {
      o["error"] = .null
    }
    o["warnings"] = .array(p.warnings.map { w in
      var item = JSONObject()
      item["message"] = .string(w.message)
      item["start"] = w.start.map { .int(Int64($0)) } ?? .null
      item["end"] = w.end.map { .int(Int64($0)) } ?? .null
      return .object(item)
    })
    o["outline"] = .string(p.outline)
    o["shortest"] = p.shortest.map { .string($0) } ?? .null
    o["samples"] = .array(p.samples.map { .string($0) })
    o["prefixClosed"] = p.prefixClosed.map { .bool($0) } ?? .null
    if let b = p.blocked {
      o["blockedPrefix"] = .string(b.prefix)
      o["blockedValue"] = .string(b.value)
    }
    o["notes"] = .array(p.notes.map { .string($0) })
    return o
  }

  static func json(_ p: RegexPreview) -> String {
    JSON.object(object(p)).serialized(pretty: true) + "\n"
  }

  static func text(_ p: RegexPreview) -> String {
    var out = ""
    out += "regex:     \(p.pattern)\n"
    out += "flavor:    \(p.flavor.rawValue) (\(p.flavor.displayName))\(p.flags.isEmpty ? "" : ", flags \(p.flavor == .ecmascript ? p.flags.ecmaScriptLetters : letters(p.flags))")\n"
    if let e = p.error {
      let at = e.start.map { s in " at \(s)..<\(e.end ?? s)" } ?? ""
      out += "valid:     no\(at): \(e.message)\n"
      if let s = e.start {
        out += "           \(p.pattern)\n"
        out += "           " + String(repeating: " ", count: s) + String(repeating: "^", count: max(1, (e.end ?? s) - s)) + "\n"
      }
      return out
    }
    out += "valid:     yes\n"
    for w in p.warnings { out += "warning:   \(w.message)\(w.start.map { " at \($0)" } ?? "")\n" }
    out += "structure: \(p.outline)\n"
    out += "shortest:  \(p.shortest.map { "`\(RegexPreview.visible($0))`" } ?? "—")\n"
    out += "samples:   \(p.samples.map { "`\(RegexPreview.visible($0))`" }.joined(separator: ", "))\n"
    switch (p.prefixClosed, p.blocked) {
    case (true?, _): out += "per-edit:  every prefix of a match is accepted\n"
    case (false?, let b?):
      out += "per-edit:  typing `\(RegexPreview.visible(b.prefix))` is refused, so `\(RegexPreview.visible(b.value))` can never be entered\n"
    default: out += "per-edit:  no verdict\n"
    }
    for note in p.notes { out += "note:      \(note)\n" }
    return out
  }

  static func letters(_ flags: RegexFlags) -> String {
    var s = ""
    if flags.contains(.caseInsensitive) { s += "i" }
    if flags.contains(.multiline) { s += "m" }
    if flags.contains(.dotAll) { s += "s" }
    if flags.contains(.extended) { s += "x" }
    return s
  }
}
