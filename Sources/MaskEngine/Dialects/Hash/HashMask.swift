/// Seed 000 (`hash`): placeholder until the dialect lands.
public struct HashMask: Mask {
  public let pattern: String
  public init(pattern: String) { self.pattern = pattern }
  public var dialect: MaskDialect { .hash }
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
