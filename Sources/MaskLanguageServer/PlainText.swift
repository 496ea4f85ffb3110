/// Turns the hover's Markdown into readable plain text for clients without Markdown:
/// code fences and emphasis markers go, inline code keeps its text, tables stay as rows.
enum PlainText {
  static func fromMarkdown(_ markdown: String) -> String {
    var lines: [String] = []
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") { continue }
      if line.hasPrefix("|---") { continue }
      var text = String(line)
      text = text.replacingOccurrences(of: "**", with: "")
      text = text.replacingOccurrences(of: "`", with: "")
      lines.append(text)
    }
    return lines.joined(separator: "\n")
  }
}
