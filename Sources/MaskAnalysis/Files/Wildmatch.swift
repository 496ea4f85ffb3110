/// Git's `wildmatch` over bytes, with `WM_PATHNAME`: `*` and `?` and classes never match
/// `/`; `**` between slashes (or at an end) matches any number of folders; `[…]` classes
/// with `!`/`^`, ranges, `\` escapes and `[:alpha:]`-style names; `\x` is a literal `x`.
enum Wildmatch {
  private enum Outcome { case match, noMatch, abortAll, abortToStarStar }

  /// Whether `pattern` matches all of `text`. With `pathname` false (basename patterns),
  /// `*` matches `/` too, as in git.
  static func matches(_ pattern: [UInt8], _ text: [UInt8], pathname: Bool = true) -> Bool {
    pattern.withUnsafeBufferPointer { p in
      text.withUnsafeBufferPointer { t in
        match(p, 0, t, 0, pathname) == .match
      }
    }
  }

  private static let slash = UInt8(ascii: "/")
  private static let star = UInt8(ascii: "*")
  private static let backslash = UInt8(ascii: "\\")

  private static func match(_ p: UnsafeBufferPointer<UInt8>, _ pStart: Int, _ t: UnsafeBufferPointer<UInt8>, _ tStart: Int, _ pathname: Bool) -> Outcome {
    var pi = pStart
    var ti = tStart
    while pi < p.count {
      var pc = p[pi]
      let tc: UInt8? = ti < t.count ? t[ti] : nil
      if tc == nil && pc != star { return .abortAll }
      switch pc {
      case backslash:
        pi += 1
        pc = pi < p.count ? p[pi] : 0
        if tc != pc { return .noMatch }
      case UInt8(ascii: "?"):
        if pathname && tc == slash { return .noMatch }
      case star:
        let matchSlash: Bool
        pi += 1
        if pi < p.count && p[pi] == star {
          let before = pi - 2
          while pi < p.count && p[pi] == star { pi += 1 }
          let atStart = before < 0 || p[before] == slash
          let atEnd = pi == p.count || p[pi] == slash || (p[pi] == backslash && pi + 1 < p.count && p[pi + 1] == slash)
          if !pathname || (atStart && atEnd) {
            // `**/**/` is `**/`: each repetition would otherwise recurse once more without
            // reading the text (100,000 of them in an ignore file overflowed the stack).
            if pathname { pi = Self.skipRepeatedGlobstars(p, from: pi) }
            if pathname && pi < p.count && p[pi] == slash && match(p, pi + 1, t, ti, pathname) == .match { return .match }
            matchSlash = true
          } else {
            matchSlash = false
          }
        } else {
          matchSlash = !pathname
        }
        if pi == p.count {
          if !matchSlash && t[ti...].contains(slash) { return .noMatch }
          return .match
        }
        if !matchSlash && p[pi] == slash {
          // A `*` before `/` stops at the next slash of the text.
          guard let next = t[ti...].firstIndex(of: slash) else { return .noMatch }
          ti = next
          continue
        }
        while ti < t.count {
          let outcome = match(p, pi, t, ti, pathname)
          if outcome != .noMatch {
            if !matchSlash || outcome != .abortToStarStar { return outcome }
          } else if !matchSlash && t[ti] == slash {
            return .abortToStarStar
          }
          ti += 1
        }
        return .abortAll
      case UInt8(ascii: "["):
        guard let tc else { return .abortAll }
        switch matchClass(p, &pi, tc) {
        case nil: return .abortAll
        case let matched?:
          if !matched || (pathname && tc == slash) { return .noMatch }
        }
      default:
        if tc != pc { return .noMatch }
      }
      pi += 1
      ti += 1
    }
    return ti == t.count ? .match : .noMatch
  }

  /// From the `/` after a `**`, the `/` after the last of the `**/` groups that directly
  /// follow it.
  private static func skipRepeatedGlobstars(_ p: UnsafeBufferPointer<UInt8>, from slashIndex: Int) -> Int {
    var at = slashIndex
    while at < p.count && p[at] == slash {
      var end = at + 1
      while end < p.count && p[end] == star { end += 1 }
      guard end - (at + 1) >= 2, end < p.count, p[end] == slash else { break }
      at = end
    }
    return at
  }

  /// Matches `c` against the class starting at `p[pi] == "["`; leaves `pi` on its `]`.
  /// Nil for a malformed class (git then rejects the whole pattern).
  private static func matchClass(_ p: UnsafeBufferPointer<UInt8>, _ pi: inout Int, _ c: UInt8) -> Bool? {
    pi += 1
    guard pi < p.count else { return nil }
    var pc = p[pi]
    if pc == UInt8(ascii: "^") { pc = UInt8(ascii: "!") }
    let negated = pc == UInt8(ascii: "!")
    if negated {
      pi += 1
      guard pi < p.count else { return nil }
      pc = p[pi]
    }
    var previous: UInt8 = 0
    var matched = false
    repeat {
      if pc == backslash {
        pi += 1
        guard pi < p.count else { return nil }
        pc = p[pi]
        if c == pc { matched = true }
      } else if pc == UInt8(ascii: "-") && previous != 0 && pi + 1 < p.count && p[pi + 1] != UInt8(ascii: "]") {
        pi += 1
        pc = p[pi]
        if pc == backslash {
          pi += 1
          guard pi < p.count else { return nil }
          pc = p[pi]
        }
        if c <= pc && c >= previous { matched = true }
        pc = 0
      } else if pc == UInt8(ascii: "[") && pi + 1 < p.count && p[pi + 1] == UInt8(ascii: ":") {
        let nameStart = pi + 2
        var end = nameStart
        while end < p.count && p[end] != UInt8(ascii: "]") { end += 1 }
        guard end < p.count else { return nil }
        if end - 1 < nameStart || p[end - 1] != UInt8(ascii: ":") {
          // Not `[:name:]`: a plain `[` in the set.
          if c == UInt8(ascii: "[") { matched = true }
        } else {
          guard let isIn = namedClass(Array(p[nameStart..<(end - 1)])) else { return nil }
          if isIn(c) { matched = true }
          pi = end
          pc = 0
        }
      } else if c == pc {
        matched = true
      }
      previous = pc
      pi += 1
      guard pi < p.count else { return nil }
      pc = p[pi]
    } while pc != UInt8(ascii: "]")
    return matched != negated
  }

  /// The POSIX class named `name` (ASCII only, as git's `sane_ctype`).
  private static func namedClass(_ name: [UInt8]) -> ((UInt8) -> Bool)? {
    func isUpper(_ c: UInt8) -> Bool { c >= 65 && c <= 90 }
    func isLower(_ c: UInt8) -> Bool { c >= 97 && c <= 122 }
    func isDigit(_ c: UInt8) -> Bool { c >= 48 && c <= 57 }
    func isSpace(_ c: UInt8) -> Bool { c == 32 || (c >= 9 && c <= 13) }
    func isPunct(_ c: UInt8) -> Bool { (c >= 33 && c <= 47) || (c >= 58 && c <= 64) || (c >= 91 && c <= 96) || (c >= 123 && c <= 126) }
    switch String(decoding: name, as: UTF8.self) {
    case "alnum": return { isUpper($0) || isLower($0) || isDigit($0) }
    case "alpha": return { isUpper($0) || isLower($0) }
    case "blank": return { $0 == 32 || $0 == 9 }
    case "cntrl": return { $0 < 32 || $0 == 127 }
    case "digit": return isDigit
    case "graph": return { $0 > 32 && $0 < 127 }
    case "lower": return isLower
    case "print": return { $0 >= 32 && $0 < 127 }
    case "punct": return isPunct
    case "space": return isSpace
    case "upper": return isUpper
    case "xdigit": return { isDigit($0) || ($0 >= 65 && $0 <= 70) || ($0 >= 97 && $0 <= 102) }
    default: return nil
    }
  }
}
