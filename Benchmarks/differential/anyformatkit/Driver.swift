// Differential driver for AnyFormatKit's DefaultTextInputFormatter, compiled together with the
// library's formatter core (see run.py). One JSON case per line on stdin:
// {"mask", "symbol", "text", "keys"}; prints {"text": format(text), "keys": [{"text", "caret"}]}.
// A key is the edit the text field asks the formatter about: typing replaces the empty range
// at the caret, backspace ("\b") the character before it; at caret 0 a backspace asks nothing.
// Carets are UTF-16 offsets as UIKit gives them (the vectors keep to the BMP, one unit each).
import Foundation

setvbuf(stdout, nil, _IOLBF, 0)
while let line = readLine(strippingNewline: true) {
  let c = try! JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
  let symbol = Character(c["symbol"] as! String)
  let formatter = DefaultTextInputFormatter(textPattern: c["mask"] as! String, patternSymbol: symbol)
  var out: [String: Any] = ["text": formatter.format(c["text"] as? String) ?? NSNull()]
  var text = ""
  var caret = 0
  var steps: [[String: Any]] = []
  for key in c["keys"] as! String {
    if key == "\u{8}" {
      if caret > 0 {
        let r = formatter.formatInput(currentText: text, range: NSRange(location: caret - 1, length: 1), replacementString: "")
        (text, caret) = (r.formattedText, r.caretBeginOffset)
      }
    } else {
      let r = formatter.formatInput(currentText: text, range: NSRange(location: caret, length: 0), replacementString: String(key))
      (text, caret) = (r.formattedText, r.caretBeginOffset)
    }
    steps.append(["text": text, "caret": caret])
  }
  out["keys"] = steps
  let data = try! JSONSerialization.data(withJSONObject: out, options: [.sortedKeys])
  print(String(decoding: data, as: UTF8.self))
}
