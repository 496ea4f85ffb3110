import ArgumentParser

/// `maskls`: the command-line entry point. Subcommands render what the libraries report.
public struct MasklsCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "maskls",
    abstract: "Finds input masks and regexes in form code and checks them.",
    subcommands: [])

  public init() {}
}
