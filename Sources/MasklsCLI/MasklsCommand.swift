import ArgumentParser
import Foundation

/// `maskls`: the command-line entry point. Subcommands render what the libraries report.
public struct MasklsCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "maskls",
    abstract: "Finds input masks and regexes in form code and checks them.",
    version: MasklsVersion.string,
    subcommands: [LintCommand.self, PreviewCommand.self, RulesCommand.self, ServeCommand.self])

  public init() {}

  /// Runs the command line: exit 0 on success, the command's own code (lint: 1 with errors),
  /// 2 on a usage or I/O error.
  public static func runMain(_ arguments: [String]? = nil) -> Never {
    AllocatorTuning.apply()
    do {
      let given = arguments ?? Array(CommandLine.arguments.dropFirst())
      // An editor starts the server on every launch: `serve` alone (or with `--stdio`) starts
      // it without the parser's reflection over every command, a few milliseconds of startup.
      if ServeCommand.isPlainServe(given) {
        try ServeCommand().run()
        Foundation.exit(0)
      }
      var command = try parseAsRoot(TextArguments.normalize(given))
      try command.run()
      Foundation.exit(0)
    } catch let code as ExitCode {
      Foundation.exit(code.rawValue)
    } catch let error as UsageError {
      FileHandle.standardError.write(Data("maskls: error: \(error.message)\n".utf8))
      Foundation.exit(2)
    } catch {
      let code = exitCode(for: error)
      let message = fullMessage(for: error)
      if code == .success {
        print(message)
        Foundation.exit(0)
      }
      FileHandle.standardError.write(Data((message.isEmpty ? "" : message + "\n").utf8))
      Foundation.exit(2)
    }
  }
}

/// A usage or I/O problem: exit code 2 with a message on standard error.
struct UsageError: Error {
  var message: String
}

public enum MasklsVersion {
  public static let string = "0.1.0"
}
