struct RegexLowering {
  let flavor: RegexFlavor
  let flags: RegexFlags
  func lower(_ ast: RegexAST) -> RegexCore { .empty }
}
