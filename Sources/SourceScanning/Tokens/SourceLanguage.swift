/// The languages the scanner knows.
public enum SourceLanguage: String, Sendable, Hashable, CaseIterable {
  case swift
  case objectiveC
  case interfaceBuilder
  case kotlin
  case java
  case javascript
  case typescript
  case vue
  case html
  case dart
  case csharp
  /// Android layout XML (`res/layout*/…xml`); recognised by `init?(path:)` only.
  case androidLayout
  /// Android value resources (`res/values*/…xml`): only their `<string>` entries are read, as
  /// constants (`R.string.phone_mask`); recognised by `init?(path:)` only.
  case androidValues

  /// `swift`, `m`/`mm`/`h`, `storyboard`/`xib`, `kt`/`kts`, `java`, `js`/`mjs`/`cjs`/`jsx`,
  /// `ts`/`mts`/`cts`/`tsx`, `vue`, `html`/`htm`, `dart`, `cs`. Not `xml`: whether an XML
  /// file is an Android layout depends on its folder, so use `init?(path:)`.
  public init?(pathExtension: String) {
    switch pathExtension.lowercased() {
    case "swift": self = .swift
    case "m", "mm", "h": self = .objectiveC
    case "storyboard", "xib": self = .interfaceBuilder
    case "kt", "kts": self = .kotlin
    case "java": self = .java
    case "js", "mjs", "cjs", "jsx": self = .javascript
    case "ts", "mts", "cts", "tsx": self = .typescript
    case "vue": self = .vue
    case "html", "htm": self = .html
    case "dart": self = .dart
    case "cs": self = .csharp
    default: return nil
    }
  }

  /// The language of the file at `path` (`/` or `\` separated): by extension, and `.xml`
  /// files directly inside a `layout` or `layout-…` folder under a `res` folder
  /// (`app/src/main/res/layout-land/form.xml`) are Android layouts. Other `.xml` → nil.
  public init?(path: String) {
    // `.` and `..` segments are resolved first: `res/layout/../layout/form.xml` is a layout.
    var components: [Substring] = []
    if let tail = Self.lastComponents(3, of: path) {
      components = tail
    } else {
      for part in path.split(whereSeparator: { $0 == "/" || $0 == "\\" }) {
        if part == "." { continue }
        if part == "..", let last = components.last, last != ".." { components.removeLast(); continue }
        components.append(part)
      }
    }
    guard let file = components.last else { return nil }
    guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return nil }
    let ext = file[file.index(after: dot)...].lowercased()
    if ext == "xml" {
      guard components.count >= 3 else { return nil }
      let folder = components[components.count - 2].lowercased()
      let parent = components[components.count - 3].lowercased()
      guard parent == "res" else { return nil }
      if folder == "values" || folder.hasPrefix("values-") {
        self = .androidValues
        return
      }
      guard folder == "layout" || folder.hasPrefix("layout-") else { return nil }
      self = .androidLayout
      return
    }
    self.init(pathExtension: ext)
  }

  /// The last `count` non-empty components of `path` (`/` or `\\` separated), found from its
  /// end byte by byte; nil when a component is `.` or `..` (they must be resolved first).
  private static func lastComponents(_ count: Int, of path: String) -> [Substring]? {
    let bytes = path.utf8
    func isSeparator(_ b: UInt8) -> Bool { b == 0x2F || b == 0x5C }
    // A `.` or `..` component anywhere: the slow path resolves it.
    var runStart = true
    var dots = 0
    for b in bytes {
      if isSeparator(b) {
        if runStart == false, dots > 0, dots <= 2 { return nil }
        runStart = true
        dots = 0
      } else if b == 0x2E, runStart || dots > 0 {
        runStart = false
        dots += 1
      } else {
        runStart = false
        dots = 3
      }
    }
    if dots > 0, dots <= 2 { return nil }
    var components: [Substring] = []
    var end = bytes.endIndex
    var i = end
    while i > bytes.startIndex, components.count < count {
      let before = bytes.index(before: i)
      if isSeparator(bytes[before]) {
        if i < end { components.append(Substring(path[i..<end])) }
        end = before
      }
      i = before
    }
    if components.count < count, i < end { components.append(Substring(path[i..<end])) }
    return components.reversed()
  }

  /// Whether JSX elements are recognised (`.jsx`, `.tsx` and plain `.js`, where React code
  /// commonly uses JSX; not `.ts`, where `<T>x` is a type assertion).
  public static func allowsJSX(pathExtension: String) -> Bool {
    switch pathExtension.lowercased() {
    case "ts", "mts", "cts": return false
    default: return true
    }
  }
}
