import Foundation
import LSPProtocol
import LSPTransport
import MaskJSON

/// The queue between the input reader (and the background workers) and the message loop.
///
/// Besides the events it keeps two facts the reader learns as soon as bytes arrive, so the
/// loop can answer requests that are already outdated: the ids named by `$/cancelRequest`, and
/// for each document the sequence number of the last edit (`didChange` / `didClose`) read.
final class Inbox: @unchecked Sendable {
  private let condition = NSCondition()
  private var events: [ServerEvent] = []
  private var head = 0
  private var cancelled: Set<RequestID> = []
  /// Requests read and not answered yet: only these can be cancelled (a cancel naming an id
  /// not used yet must not cancel a later request that takes it).
  private var unanswered: Set<RequestID> = []
  private var lastEdit: [String: Int] = [:]
  /// A `shutdown` request was read (the exit code of a session ended now is 0).
  private var shutdownRead = false
  /// Called on the posting thread, with the exit code, as soon as the session is over
  /// (`exit` read, the end of input, the client gone), whatever the loop is busy with; set
  /// before input starts.
  var sessionEnded: (@Sendable (Int32) -> Void)?
  /// The document each edit read names, by sequence, until the loop takes the edit.
  private var editedURI: [Int: String] = [:]
  private var nextSequence = 0

  /// Adds framing events read together, atomically, noting cancellations and edits first.
  func postInput(_ batch: [FramingEvent]) {
    condition.lock()
    for event in batch {
      let sequence = nextSequence
      nextSequence += 1
      if case .message(let json) = event { note(json, sequence: sequence) }
      events.append(.input(event, sequence: sequence))
    }
    condition.signal()
    condition.unlock()
  }

  /// Adds an event from a worker.
  func post(_ event: ServerEvent) {
    condition.lock()
    switch event {
    case .inputEnded, .clientDied: sessionEnded?(shutdownRead ? 0 : 1)
    default: break
    }
    events.append(event)
    condition.signal()
    condition.unlock()
  }

  /// The next event, waiting for one.
  func next() -> ServerEvent {
    condition.lock()
    defer { condition.unlock() }
    while head == events.count { condition.wait() }
    return take()
  }

  /// The next event if one is waiting.
  func poll() -> ServerEvent? {
    condition.lock()
    defer { condition.unlock() }
    return head == events.count ? nil : take()
  }

  var isEmpty: Bool {
    condition.lock()
    defer { condition.unlock() }
    return head == events.count
  }

  /// Whether the client cancelled request `id`.
  func isCancelled(_ id: RequestID) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    return cancelled.contains(id)
  }

  /// Forgets a cancellation once the request is answered.
  func finish(_ id: RequestID) {
    condition.lock()
    cancelled.remove(id)
    unanswered.remove(id)
    condition.unlock()
  }

  /// Whether an edit of `uri` (normalised) was read after the message numbered `sequence`.
  func hasEdit(of uri: String, after sequence: Int) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    return (lastEdit[uri] ?? -1) > sequence
  }

  /// Takes the next event and releases what was consumed: a drained queue is emptied, a long
  /// one compacted, so processed messages (a 2 MB full-text change each) are not kept.
  private func take() -> ServerEvent {
    let event = events[head]
    head += 1
    if head == events.count {
      events.removeAll(keepingCapacity: events.count <= 64)
      head = 0
    } else if head >= 64, head * 2 > events.count {
      events.removeFirst(head)
      head = 0
    }
    // Once the last edit read for a document is taken, nothing can be outdated by it.
    if case .input(_, let sequence) = event, let uri = editedURI.removeValue(forKey: sequence), lastEdit[uri] == sequence {
      lastEdit[uri] = nil
    }
    return event
  }

  /// Records what the loop must know before it reaches this message (caller holds the lock).
  private func note(_ json: JSON, sequence: Int) {
    guard let method = json["method"]?.stringValue else { return }
    if method == "shutdown" { shutdownRead = true }
    // `exit` ends the session as a notification and as a request alike.
    if method == "exit" { sessionEnded?(shutdownRead ? 0 : 1) }
    if let raw = json["id"], let id = RequestID(json: raw) {
      // Requests rejected before dispatch are never finished: forgotten in bulk.
      if unanswered.count > 16_384 { unanswered.removeAll() }
      unanswered.insert(id)
      return
    }
    switch method {
    case "$/cancelRequest":
      if let raw = json["params"]?["id"], let id = RequestID(json: raw), unanswered.contains(id) {
        cancelled.insert(id)
      }
    case "textDocument/didChange", "textDocument/didClose":
      if let uri = json["params"]?["textDocument"]?["uri"]?.stringValue {
        let key = FileURI.normalized(uri)
        lastEdit[key] = sequence
        editedURI[sequence] = key
      }
    default:
      break
    }
  }
}
