/// Hover content for a position: Markdown and the source bytes it describes.
public struct HoverInfo: Sendable, Hashable {
  public var markdown: String
  public var range: Range<Int>

  public init(markdown: String, range: Range<Int>) {
    self.markdown = markdown
    self.range = range
  }
}
