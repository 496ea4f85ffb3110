// Differential driver for RedMadRobot input-mask-ios, compiled together with the library's
// Foundation-only core (see run.py). Reads one JSON case per line on stdin, prints one JSON
// result per line, flushed, so that a case on which the library traps can be told apart.
import Foundation

func offset(_ s: String, _ i: String.Index) -> Int { s.distance(from: s.startIndex, to: i) }

func run(_ c: [String: Any]) -> [String: Any] {
  let format = c["mask"] as! String
  let notations = (c["notations"] as? [[String: Any]] ?? []).map {
    Notation(
      character: Character($0["character"] as! String),
      characterSet: CharacterSet(charactersIn: $0["set"] as! String),
      isOptional: $0["optional"] as! Bool)
  }
  let mask: Mask
  do { mask = try Mask(format: format, customNotations: notations) } catch { return ["error": "\(error)"] }
  let text = c["text"] as! String
  let caret = min(c["caret"] as! Int, text.count)
  let gravity: CaretString.CaretGravity =
    (c["gravity"] as! String) == "forward"
    ? .forward(autocomplete: c["autocomplete"] as! Bool) : .backward(autoskip: c["autoskip"] as! Bool)
  let input = CaretString(
    string: text, caretPosition: text.index(text.startIndex, offsetBy: caret), caretGravity: gravity)
  let r = mask.apply(toText: input)
  let out = r.formattedText.string
  return [
    "inputCaret": caret, "text": out, "caret": offset(out, r.formattedText.caretPosition), "value": r.extractedValue,
    "complete": r.complete, "placeholder": mask.placeholder,
    "acceptableTextLength": mask.acceptableTextLength, "totalTextLength": mask.totalTextLength,
    "acceptableValueLength": mask.acceptableValueLength, "totalValueLength": mask.totalValueLength,
  ]
}

setvbuf(stdout, nil, _IOLBF, 0)
while let line = readLine(strippingNewline: true) {
  let c = try! JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
  let data = try! JSONSerialization.data(withJSONObject: run(c), options: [.sortedKeys])
  print(String(decoding: data, as: UTF8.self))
}
