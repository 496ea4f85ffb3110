import Foundation
import PackagePlugin

/// `swift package maskls-lint [--target NAME]... [lint options] [PATH...]`: lints the given
/// paths, or the source files of the package's targets (the named ones, or all), and fails
/// when the lint fails. In Xcode: the project's folder, with Xcode-format issues.
@main
struct MasklsLintCommand: CommandPlugin {
  /// The extensions maskls reads (Android layouts: `.xml` under `res/layout…`).
  static let extensions: Set<String> = [
    "swift", "m", "mm", "h", "storyboard", "xib", "kt", "kts", "java", "xml", "js", "mjs", "cjs", "jsx",
    "ts", "mts", "cts", "tsx", "html", "htm", "vue", "dart", "cs",
  ]

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    var options = extractor.remainingArguments
    let named = options.contains { !$0.hasPrefix("-") }
    if !named {
      let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
      let files = targets.flatMap { ($0 as? SourceModuleTarget)?.sourceFiles.map(\.url) ?? [] }
      let lintable = files.filter { Self.extensions.contains($0.pathExtension) && ($0.pathExtension != "xml" || $0.path.contains("/res/layout")) }
      options += lintable.isEmpty ? [context.package.directoryURL.path] : lintable.map(\.path)
    }
    try run(try context.tool(named: "maskls").url, ["lint"] + options)
  }

  /// Runs maskls with the plugin's standard output and error; a failed lint fails the command.
  func run(_ maskls: URL, _ arguments: [String]) throws {
    let process = Process()
    process.executableURL = maskls
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let reason = process.terminationStatus == 1 ? "maskls found errors in the masks or regexes" : "maskls could not lint (exit \(process.terminationStatus))"
      Diagnostics.error(reason)
      throw PluginFailure(description: reason)
    }
  }
}

struct PluginFailure: Error, CustomStringConvertible {
  var description: String
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension MasklsLintCommand: XcodeCommandPlugin {
  /// Xcode's Product ▸ maskls-lint: the project's folder, issues in Xcode's format.
  func performCommand(context: XcodePluginContext, arguments: [String]) throws {
    try run(try context.tool(named: "maskls").url, ["lint", "--format", "xcode"] + arguments + [context.xcodeProject.directoryURL.path])
  }
}
#endif
