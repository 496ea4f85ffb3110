/// One `.gitignore`-format file (`.gitignore`, `.ignore`, `.git/info/exclude`): its
/// patterns, matched against paths relative to the folder the file applies to.
struct IgnoreFile: Sendable {
  /// One line of the file.
  struct Pattern: Sendable {
    var glob: [UInt8]
    /// `!pattern`: re-includes what an earlier pattern excluded.
    var negated: Bool
    /// `dir/`: matches folders only.
    var directoryOnly: Bool
    /// No `/` except a trailing one: matched against the last path component at any depth.
    var basenameOnly: Bool
  }

  var patterns: [Pattern]

  /// Parses the file's bytes as git does: blank lines and `#` comments skipped, trailing
  /// spaces dropped unless escaped with `\`, `\#` and `\!` for a literal first character.
  init(bytes: [UInt8]) {
    var patterns: [Pattern] = []
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
    for rawLine in body.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
      var line = Array(rawLine)
      if line.last == UInt8(ascii: "\r") { line.removeLast() }
      if line.isEmpty || line.first == UInt8(ascii: "#") { continue }
      Self.trimTrailingSpaces(&line)
      if line.isEmpty { continue }
      var negated = false
      if line.first == UInt8(ascii: "!") {
        negated = true
        line.removeFirst()
      }
      var directoryOnly = false
      if line.last == UInt8(ascii: "/") {
        directoryOnly = true
        line.removeLast()
      }
      if line.isEmpty { continue }
      let basenameOnly = !line.contains(UInt8(ascii: "/"))
      if line.first == UInt8(ascii: "/") { line.removeFirst() }
      patterns.append(Pattern(glob: line, negated: negated, directoryOnly: directoryOnly, basenameOnly: basenameOnly))
    }
    self.patterns = patterns
  }

  /// Drops trailing spaces unless escaped by a backslash (git's `trim_trailing_spaces`).
  private static func trimTrailingSpaces(_ line: inout [UInt8]) {
    var lastSpace: Int? = nil
    var i = 0
    while i < line.count {
      switch line[i] {
      case UInt8(ascii: " "):
        if lastSpace == nil { lastSpace = i }
      case UInt8(ascii: "\\"):
        i += 1
        if i == line.count { return }
        lastSpace = nil
      default:
        lastSpace = nil
      }
      i += 1
    }
    if let lastSpace { line.removeSubrange(lastSpace...) }
  }

  /// The verdict of the last pattern matching `path` (relative, `/`-separated): true for
  /// ignored, false for re-included (`!`), nil when no pattern matches.
  func verdict(_ path: [UInt8], basename: ArraySlice<UInt8>, isDirectory: Bool) -> Bool? {
    for pattern in patterns.reversed() {
      if pattern.directoryOnly && !isDirectory { continue }
      let hit = pattern.basenameOnly
        ? Wildmatch.matches(pattern.glob, Array(basename), pathname: false)
        : Wildmatch.matches(pattern.glob, path)
      if hit { return !pattern.negated }
    }
    return nil
  }
}
