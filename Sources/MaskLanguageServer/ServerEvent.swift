import LSPProtocol
import LSPTransport
import MaskAnalysis
import MaskJSON

/// Something the message loop handles, in arrival order.
enum ServerEvent: Sendable {
  /// A framing event read from the client, numbered in stream order.
  case input(FramingEvent, sequence: Int)
  /// The input ended (EOF or a read error).
  case inputEnded(String)
  /// The background indexer made progress: `done` of `total` files.
  case indexProgress(done: Int, total: Int)
  /// The background indexer finished (or failed with a message).
  case indexFinished(files: Int, problems: [String], limited: Bool)
  /// An evaluation step assembled the findings of these files again.
  case analysed(paths: Set<String>)
  /// The background scan numbered `scan` of the open document `key` is done (nil: a
  /// language the analysis does not read).
  case documentScanned(key: String, scan: Int, prepared: AnalysisProject.PreparedFile?)
  /// The client process named in `initialize` is gone.
  case clientDied(pid: Int32)
}
