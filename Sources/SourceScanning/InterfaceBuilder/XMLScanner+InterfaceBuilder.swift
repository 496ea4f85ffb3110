/// What the Interface Builder scanner does with each start tag.
extension XMLScanner {
  mutating func handle(name: Range<Int>, attributes: [XMLAttribute], tag: Range<Int>, selfClosing: Bool) {
    if bytes(name, equal: "userDefinedRuntimeAttribute") {
      runtimeAttribute(attributes: attributes, tag: tag, selfClosing: selfClosing)
    } else if bytes(name, equal: "outlet") {
      outlet(attributes: attributes, tag: tag)
    } else if pending != nil, pending?.stackIndex == stack.count - 1,
      let key = attribute(attributes, "key"), bytes(key.value, equal: "value"),
      let value = attribute(attributes, "value")
    {
      // `<integer key="value" value="10"/>`, `<real …/>`, `<boolean …/>` inside the attribute.
      let decoded = decodeValue(value)
      diagnostics += decoded.diagnostics
      pending?.value = decoded.literal
    }
    guard !selfClosing else { return }
    guard stack.count < XMLScanner.maxDepth else {
      if overflowDepth == 0 { diagnose("elements nested too deeply; inner ones ignored", tag) }
      overflowDepth += 1
      return
    }
    stack.append(
      OpenElement(
        name: name, tag: text.string(in: name),
        id: plainValue(attributes, "id") ?? "",
        customClass: plainValue(attributes, "customClass"),
        userLabel: plainValue(attributes, "userLabel"),
        startTag: tag))
    if bytes(name, equal: "userDefinedRuntimeAttribute"), pending != nil {
      pending?.stackIndex = stack.count - 1
    }
  }

  /// Stack index of the element owning the innermost open `container` block
  /// (`userDefinedRuntimeAttributes`, `connections`), or of the innermost element.
  private func owner(of container: StaticString) -> Int? {
    var k = stack.count - 1
    while k >= 0 {
      if bytes(stack[k].name, equal: container) { return k > 0 ? k - 1 : nil }
      k -= 1
    }
    return stack.isEmpty ? nil : stack.count - 1
  }

  private mutating func runtimeAttribute(attributes: [XMLAttribute], tag: Range<Int>, selfClosing: Bool) {
    if pending != nil { finishPending(end: tag.lowerBound) }
    guard let ownerIndex = owner(of: "userDefinedRuntimeAttributes") else {
      diagnose("userDefinedRuntimeAttribute outside any element", tag)
      return
    }
    let keyPath = attribute(attributes, "keyPath")
    var value: StringLiteral?
    if let v = attribute(attributes, "value") {
      let decoded = decodeValue(v)
      diagnostics += decoded.diagnostics
      value = decoded.literal
    }
    pending = PendingRuntimeAttribute(
      stackIndex: -1, ownerStackIndex: ownerIndex,
      keyPath: keyPath.map { decodeValue($0).literal.value } ?? "",
      type: plainValue(attributes, "type") ?? "",
      value: value,
      keyPathRange: keyPath?.value ?? tag,
      start: tag.lowerBound)
    if selfClosing { finishPending(end: tag.upperBound) }
  }

  /// Attaches the pending runtime attribute (ending at byte `end`) to its owner element.
  mutating func finishPending(end: Int) {
    guard let p = pending else { return }
    pending = nil
    guard p.ownerStackIndex < stack.count else { return }
    builder.reset()
    let value = p.value ?? builder.build(range: p.start..<p.start, contentStart: p.start)
    let attribute = IBRuntimeAttribute(
      keyPath: p.keyPath, type: p.type, value: value, keyPathRange: p.keyPathRange,
      range: p.start..<max(p.start, end))
    var index = stack[p.ownerStackIndex].elementIndex
    if index < 0 {
      let owner = stack[p.ownerStackIndex]
      index = elements.count
      elements.append(
        IBElement(
          tag: owner.tag, id: owner.id, customClass: owner.customClass, userLabel: owner.userLabel,
          range: owner.startTag, runtimeAttributes: []))
      stack[p.ownerStackIndex].elementIndex = index
    }
    elements[index].runtimeAttributes.append(attribute)
  }

  private mutating func outlet(attributes: [XMLAttribute], tag: Range<Int>) {
    guard let property = plainValue(attributes, "property"),
      let destination = plainValue(attributes, "destination")
    else {
      diagnose("outlet without property or destination", tag)
      return
    }
    let ownerClass = owner(of: "connections").flatMap { stack[$0].customClass }
    outlets.append(IBOutlet(property: property, destination: destination, ownerClass: ownerClass, range: tag))
  }
}
