import MaskAnalysis
import MaskEngine
import MaskJSON

/// Renders a `MaskPreview` for the terminal or as JSON.
enum PreviewRenderer {
  static func json(_ p: MaskPreview, regex: RegexPreview? = nil) -> String {
    var o = JSONObject()
    if let regex { o["regex"] = .object(RegexPreviewRenderer.object(regex)) }
    o["dialect"] = .string(PreviewCommand.dialectName(of: p.mask).name)
    o["mask"] = .string(p.mask.pattern)
    o["input"] = .string(p.input)
    o["formatted"] = .string(p.result.formatted.text)
    o["caret"] = .int(Int64(p.result.formatted.caret))
    o["complete"] = .bool(p.result.complete)
    o["value"] = .string(p.result.value)
    if let trap = p.libraryTrap { o["libraryTrap"] = .string(trap) }
    o["caretMap"] = .array(p.caretMap.map { .int(Int64($0)) })
    if let start = p.start {
      var k = JSONObject()
      k["text"] = .string(start.text)
      k["caret"] = .int(Int64(start.caret))
      o["focus"] = .object(k)
    }
    o["keys"] = .array(p.steps.map { step in
      var k = JSONObject()
      k["key"] = .string(step.key == .backspace ? "⌫" : step.key.description)
      k["text"] = .string(step.state.text)
      k["caret"] = .int(Int64(step.state.caret))
      k["accepted"] = .bool(step.accepted)
      k["complete"] = .bool(step.complete)
      k["value"] = .string(step.value)
      if let refusal = step.refusal, !step.accepted { k["refusal"] = .string(refusal.rawValue) }
      return .object(k)
    })
    o["issues"] = issuesJSON(p.mask.issues)
    // The listener's affine formats (`--affine`), each with what its reading found.
    if let robot = p.mask as? RedMadRobotMask, !robot.affineMasks.isEmpty {
      o["affine"] = .array(robot.affineMasks.map { affine in
        var a = JSONObject()
        a["mask"] = .string(affine.pattern)
        a["issues"] = issuesJSON(affine.issues)
        return .object(a)
      })
    }
    return JSON.object(o).serialized(pretty: true) + "\n"
  }

  private static func issuesJSON(_ issues: [MaskIssue]) -> JSON {
    .array(issues.map { issue in
      var i = JSONObject()
      i["kind"] = .string(issue.kind.rawValue)
      i["message"] = .string(issue.message)
      i["start"] = .int(Int64(issue.range.lowerBound))
      i["end"] = .int(Int64(issue.range.upperBound))
      return .object(i)
    })
  }

  static func text(_ p: MaskPreview) -> String {
    var out = ""
    let dialect = PreviewCommand.dialectName(of: p.mask)
    out += "dialect:   \(dialect.name) (\(dialect.library))\n"
    out += "mask:      \(p.mask.pattern)\n"
    for line in MaskPreview.explainTokens(p.mask) { out += "           \(line)\n" }
    if let list = p.mask as? InputmaskMask, list.listCount > 1 {
      out += "list:      the first of \(list.listCount) masks; Inputmask shows the first that takes the text\n"
    }
    for issue in p.mask.issues { out += "issue:     \(issue.kind.rawValue) at \(issue.range): \(issue.message)\n" }
    if let robot = p.mask as? RedMadRobotMask {
      for affine in robot.affineMasks {
        out += "affine:    \(affine.pattern)\n"
        for issue in affine.issues { out += "issue:     \(issue.kind.rawValue) at \(issue.range): \(issue.message)\n" }
      }
    }
    out += "input:     \(p.input)\n"
    out += "formatted: \(p.result.formatted.description)\n"
    if let trap = p.libraryTrap { out += "crash:     \(trap)\n" }
    out += "complete:  \(p.result.complete ? "yes" : "no")\n"
    out += "value:     \(p.result.value)\n"
    out += "caret map: " + p.caretMap.enumerated().map { "\($0.offset)→\($0.element)" }.joined(separator: " ") + "\n"
    out += "keys:\n"
    if let start = p.start { out += "  focus  \(start.description)\n" }
    for step in p.steps {
      var line = "  \(step.key == .backspace ? "⌫" : step.key.description)  \(step.state.description)"
      if !step.accepted {
        switch step.refusal {
        case .maxLength?: line += "   refused: max length"
        case .validator?: line += "   refused by the regex"
        default: line += "   no change"
        }
      }
      out += line + "\n"
    }
    return out
  }
}
