import ArgumentParser
import Foundation
import MaskLanguageServer

/// `maskls serve`: the language server over standard input and output.
struct ServeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Runs the language server (LSP 3.17 over standard input and output).",
    discussion: """
      Logs go to standard error. Exit status: 0 after `shutdown` then `exit`, 1 when the \
      input ends or the client dies without a shutdown.
      """)

  @Flag(help: "Use standard input and output (the default and only transport; accepted for editors that pass it).")
  var stdio = false

  /// Whether `arguments` are `serve` with at most `--stdio`: nothing the parser would read
  /// differently (help, version, a mistake) is taken this way.
  static func isPlainServe(_ arguments: [String]) -> Bool {
    arguments == ["serve"] || arguments == ["serve", "--stdio"]
  }

  func run() throws {
    let options = ServerOptions(serverVersion: MasklsVersion.string, releaseFreedMemory: AllocatorTuning.releaseFreedMemory)
    let code = LanguageServer.serveStandardIO(options: options)
    if code != 0 { throw ExitCode(code) }
  }
}
