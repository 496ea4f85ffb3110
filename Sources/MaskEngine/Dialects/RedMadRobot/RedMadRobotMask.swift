/// RedMadRobot input-mask: placeholder until the dialect lands.
public struct RedMadRobotMask: Mask {
  public let pattern: String
  public init(format: String) { self.pattern = format }
  public var dialect: MaskDialect { .redmadrobot }
  public var tokens: [MaskToken] { [] }
  public var issues: [MaskIssue] { [] }
  public func apply(_ input: CaretString) -> MaskResult {
    MaskResult(formatted: input, complete: false, value: input.text)
  }
  public func edit(
    _ state: CaretString, replacing range: Range<Int>, with replacement: String,
    validator: RawTextValidator?
  ) -> MaskResult? { nil }
  public func caretMap(forRaw raw: String) -> [Int] { Array(0...raw.count) }
  public func sampleInput() -> String { "" }
  public var completeFormattedLength: Int? { nil }
}
