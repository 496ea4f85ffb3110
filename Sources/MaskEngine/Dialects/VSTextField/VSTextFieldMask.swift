/// Seed 002 (`vstextfield`): placeholder until the dialect lands.
public struct VSTextFieldMask: Mask {
  public let pattern: String
  public let replacement: Character
  public init(pattern: String, replacement: Character) { self.pattern = pattern; self.replacement = replacement }
  public var dialect: MaskDialect { .vstextfield }
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
