import Foundation

/// How `LanguageServer` runs.
public struct ServerOptions: Sendable {
  /// `serverInfo.version` in the `initialize` result.
  public var serverVersion: String
  /// How often the client's process id is checked.
  public var parentPollInterval: TimeInterval
  /// Where log lines go (standard error by default; never the protocol stream).
  public var log: @Sendable (String) -> Void
  /// When set, the process ends this long after the session is over (`exit`, the end of
  /// input, the client's death) even if the message loop is still busy with one long event
  /// (a huge document being read). Only for a server that owns its process.
  public var exitDeadline: TimeInterval?
  /// Runs on the scanning thread before each background scan of an open document, with its
  /// path. Only for tests, which hold a scan with it.
  public var beforeDocumentScanForTesting: (@Sendable (String) -> Void)?
  /// Gives memory freed by the analysis back to the system (the allocator keeps freed
  /// blocks for reuse): called by the analysis worker when it falls idle after
  /// `AnalysisWorker.stepsPerRelease` steps or more (counted, never timed).
  public var releaseFreedMemory: (@Sendable () -> Void)?

  public init(
    serverVersion: String = "0", parentPollInterval: TimeInterval = 0.25,
    log: @escaping @Sendable (String) -> Void = ServerOptions.logToStandardError,
    exitDeadline: TimeInterval? = nil, releaseFreedMemory: (@Sendable () -> Void)? = nil
  ) {
    self.serverVersion = serverVersion
    self.parentPollInterval = parentPollInterval
    self.log = log
    self.exitDeadline = exitDeadline
    self.releaseFreedMemory = releaseFreedMemory
  }

  public static let logToStandardError: @Sendable (String) -> Void = { line in
    FileHandle.standardError.write(Data("maskls: \(line)\n".utf8))
  }
}
