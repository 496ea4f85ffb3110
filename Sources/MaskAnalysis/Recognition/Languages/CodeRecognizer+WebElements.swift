import SourceScanning

/// Ties a library call in a page's inline script to the page element it is attached to by
/// id, so the script's mask meets the element's `maxlength` and `pattern`:
///
/// - `Inputmask("…").mask(document.getElementById("phone"))`, `….mask("#phone")`
/// - `IMask(document.getElementById("phone"), {…})`, `IMask(document.querySelector("#phone"), {…})`
/// - `$("#phone").mask("…")`, `jQuery("#phone").inputmask(…)`
/// - `VMasker(document.getElementById("phone")).maskPattern("…")`, `new MaskInput("#phone", {…})`
///
/// Only inside an HTML or Vue file (the script and the element share the file, and the key
/// is that file's element key); only plain id selectors (`#phone`), never classes or
/// compound selectors. Anything else keeps the call's own key.
extension CodeRecognizer {
  /// The key of the field a library call configures.
  func webFieldKey(call: Call) -> FieldKey {
    let own = FieldKey.site(path: path, offset: tokens[call.callee ?? call.open].range.lowerBound)
    guard language == .html || language == .vue, let callee = call.callee,
      let id = elementIDOfReceiver(callee)
        ?? (takesElementFirst(callee) ? elementID(argumentAt: call.open + 1) : nil)
        ?? elementIDOfMaskCall(after: call.close)
    else { return own }
    return .interfaceBuilder(path: path, elementID: id)
  }

  /// Whether the call's first argument is the element (`IMask(el, …)`, `new MaskInput(sel, …)`),
  /// not a mask (`Inputmask("#9")`).
  private func takesElementFirst(_ callee: Int) -> Bool {
    webIsWord(callee, "IMask") || webIsWord(callee, "MaskInput") || webIsWord(callee, "Maska")
      || (webIsWord(callee, "create") && webIsWord(callee - 2, "Maska") && webIsPunctuation(callee - 1, UInt8(ascii: ".")))
  }

  /// `$("#id").callee(`, `jQuery(document.getElementById("id")).callee(`,
  /// `VMasker(document.getElementById("id")).callee(`.
  private func elementIDOfReceiver(_ callee: Int) -> String? {
    guard webIsPunctuation(callee - 1, UInt8(ascii: ".")), webIsPunctuation(callee - 2, UInt8(ascii: ")")),
      let open = webMatchingOpenParen(of: callee - 2),
      webIsWord(open - 1, "$") || webIsWord(open - 1, "jQuery") || webIsWord(open - 1, "VMasker"),
      let (id, end) = elementIDArgument(at: open + 1), end == callee - 2
    else { return nil }
    return id
  }

  /// The element of the first argument when it is one (`"#id"`, `document.getElementById("id")`).
  private func elementID(argumentAt start: Int) -> String? {
    guard let (id, end) = elementIDArgument(at: start),
      webIsPunctuation(end, UInt8(ascii: ",")) || webIsPunctuation(end, UInt8(ascii: ")"))
    else { return nil }
    return id
  }

  /// `Factory(…).mask(<element>)` after the factory call closing at `close`.
  private func elementIDOfMaskCall(after close: Int) -> String? {
    guard webIsPunctuation(close + 1, UInt8(ascii: ".")), webIsWord(close + 2, "mask"), webIsPunctuation(close + 3, UInt8(ascii: "(")),
      let (id, end) = elementIDArgument(at: close + 4), webIsPunctuation(end, UInt8(ascii: ")"))
    else { return nil }
    return id
  }

  /// An element reference starting at token `start` and the token index after it:
  /// `"#id"`, `document.getElementById("id")`, `document.querySelector("#id")`.
  private func elementIDArgument(at start: Int) -> (String, Int)? {
    guard start < tokens.count else { return nil }
    if tokens[start].kind == .string {
      guard let id = WebLibraries.idSelector(file.literals[tokens[start].literal]) else { return nil }
      return (id, start + 1)
    }
    guard webIsWord(start, "document"), webIsPunctuation(start + 1, UInt8(ascii: ".")), webIsPunctuation(start + 3, UInt8(ascii: "(")),
      start + 4 < tokens.count, tokens[start + 4].kind == .string, webIsPunctuation(start + 5, UInt8(ascii: ")"))
    else { return nil }
    let literal = file.literals[tokens[start + 4].literal]
    guard literal.isWholeValue else { return nil }
    if webIsWord(start + 2, "getElementById") {
      return WebLibraries.isPlainID(literal.value) ? (literal.value, start + 6) : nil
    }
    if webIsWord(start + 2, "querySelector") {
      return WebLibraries.idSelector(literal).map { ($0, start + 6) }
    }
    return nil
  }
}

extension WebLibraries {
  /// `phone` for the selector `#phone`; nil for any other selector.
  static func idSelector(_ literal: StringLiteral) -> String? {
    guard literal.isWholeValue, literal.value.hasPrefix("#") else { return nil }
    let id = String(literal.value.dropFirst())
    return isPlainID(id) ? id : nil
  }

  /// An id a `#id` selector can name without escaping: letters, digits, `-`, `_`.
  static func isPlainID(_ id: String) -> Bool {
    guard let first = id.unicodeScalars.first, !("0"..."9").contains(first), first != "-" else { return false }
    return id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
  }
}
