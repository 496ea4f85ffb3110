import Foundation
import PackagePlugin

/// Lints a target's sources on every build where they changed: findings appear as build
/// issues (Xcode format); an error fails the build, warnings do not.
@main
struct MasklsBuildToolPlugin: BuildToolPlugin {
  /// The extensions maskls reads (Android layouts: `.xml` under `res/layout…`).
  static let extensions: Set<String> = [
    "swift", "m", "mm", "h", "storyboard", "xib", "kt", "kts", "java", "xml", "js", "mjs", "cjs", "jsx",
    "ts", "mts", "cts", "tsx", "html", "htm", "vue", "dart", "cs",
  ]

  /// The target's files maskls reads.
  static func lintable(_ files: [URL]) -> [URL] {
    files.filter { Self.extensions.contains($0.pathExtension) && ($0.pathExtension != "xml" || $0.path.contains("/res/layout")) }
  }

  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let files = Self.lintable(target.sourceFiles.map(\.url))
    return try commands(maskls: context.tool(named: "maskls").url, files: files, work: context.pluginWorkDirectoryURL, name: target.name)
  }

  /// `maskls lint --format xcode FILE...`, then a stamp file so the command runs again only
  /// when a source changed.
  func commands(maskls: URL, files: [URL], work: URL, name: String) -> [Command] {
    guard !files.isEmpty else { return [] }
    let stamp = work.appendingPathComponent("maskls-\(name).stamp")
    return [
      .buildCommand(
        displayName: "maskls lint \(name)",
        executable: URL(fileURLWithPath: "/bin/sh"),
        arguments: ["-c", "stamp=\"$1\"; shift; \"$0\" lint --format xcode \"$@\" && touch \"$stamp\"", maskls.path, stamp.path] + files.map(\.path),
        inputFiles: files + [maskls],
        outputFiles: [stamp])
    ]
  }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension MasklsBuildToolPlugin: XcodeBuildToolPlugin {
  func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
    let files = Self.lintable(target.inputFiles.map(\.url))
    return commands(maskls: try context.tool(named: "maskls").url, files: files, work: context.pluginWorkDirectoryURL, name: target.displayName)
  }
}
#endif
