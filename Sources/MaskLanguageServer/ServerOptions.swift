import Foundation

/// How `LanguageServer` runs.
public struct ServerOptions: Sendable {
  /// `serverInfo.version` in the `initialize` result.
  public var serverVersion: String
  /// How often the client's process id is checked.
  public var parentPollInterval: TimeInterval
  /// Where log lines go (standard error by default; never the protocol stream).
  public var log: @Sendable (String) -> Void

  public init(
    serverVersion: String = "0", parentPollInterval: TimeInterval = 1,
    log: @escaping @Sendable (String) -> Void = ServerOptions.logToStandardError
  ) {
    self.serverVersion = serverVersion
    self.parentPollInterval = parentPollInterval
    self.log = log
  }

  public static let logToStandardError: @Sendable (String) -> Void = { line in
    FileHandle.standardError.write(Data("maskls: \(line)\n".utf8))
  }
}
