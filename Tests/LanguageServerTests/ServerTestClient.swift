import Foundation
import LSPProtocol
import LSPTransport
import MaskJSON
import MaskLanguageServer
import XCTest

/// Errors of the test client.
struct ServerTestError: Error, CustomStringConvertible {
  var description: String
}

/// A small LSP client that runs the built `maskls serve` over pipes, frames and parses with
/// the project's own `MessageWriter` / `FramingParser`.
final class ServerTestClient: @unchecked Sendable {
  let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private let errors = Pipe()
  private let condition = NSCondition()
  private var received: [JSON] = []
  private var stderrBytes: [UInt8] = []
  private var nextID = 1
  private var outputEnded = false

  /// The `maskls` executable next to the test bundle (as `MasklsBinary` finds it).
  static var executable: URL {
    var candidates: [URL] = []
    let bundle = Bundle.main.bundleURL
    candidates.append(bundle.appendingPathComponent("maskls"))
    candidates.append(bundle.deletingLastPathComponent().appendingPathComponent("maskls"))
    let arg0 = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
    candidates.append(arg0.deletingLastPathComponent().appendingPathComponent("maskls"))
    candidates.append(arg0.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("maskls"))
    for bundle in Bundle.allBundles {
      candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("maskls"))
    }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
  }

  init(arguments: [String] = ["serve", "--stdio"]) throws {
    process.executableURL = Self.executable
    process.arguments = arguments
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    startReading()
  }

  /// The server in this process, over the same pipes, for tests that need `ServerOptions`'
  /// hooks (`process` is not used; the server thread ends at `exit` or the end of input).
  init(inProcess options: ServerOptions) {
    let server = LanguageServer(
      inputFileDescriptor: input.fileHandleForReading.fileDescriptor,
      writer: MessageWriter(fileDescriptor: output.fileHandleForWriting.fileDescriptor), options: options)
    let output = output
    // The server runs on its own thread only: it is handed over, never shared.
    nonisolated(unsafe) let handedOver = server
    Thread.detachNewThread {
      _ = handedOver.run()
      try? output.fileHandleForWriting.close()
    }
    startReading()
  }

  private func startReading() {
    let outHandle = output.fileHandleForReading
    Thread.detachNewThread { [self] in
      var parser = FramingParser()
      while true {
        let data = outHandle.availableData
        if data.isEmpty { break }
        let events = parser.feed(data)
        condition.lock()
        for case .message(let json) in events { received.append(json) }
        condition.broadcast()
        condition.unlock()
      }
      condition.lock()
      outputEnded = true
      condition.broadcast()
      condition.unlock()
    }
    let errHandle = errors.fileHandleForReading
    Thread.detachNewThread { [self] in
      while true {
        let data = errHandle.availableData
        if data.isEmpty { break }
        condition.lock()
        stderrBytes.append(contentsOf: data)
        condition.unlock()
      }
    }
  }

  deinit {
    if process.isRunning { process.terminate() }
  }

  var stderr: String {
    condition.lock()
    defer { condition.unlock() }
    return String(decoding: stderrBytes, as: UTF8.self)
  }

  // MARK: Sending

  func sendRaw(_ bytes: [UInt8]) {
    input.fileHandleForWriting.write(Data(bytes))
  }

  func send(_ message: JSON) {
    sendRaw(MessageWriter.frame(message))
  }

  func closeInput() throws {
    try input.fileHandleForWriting.close()
  }

  func nextRequestID() -> Int {
    defer { nextID += 1 }
    return nextID
  }

  static func request(id: Int, method: String, params: JSON?) -> JSON {
    JSONRPCMessage.request(JSONRPCRequest(id: .int(Int64(id)), method: method, params: params)).json
  }

  static func notification(method: String, params: JSON?) -> JSON {
    JSONRPCMessage.notification(JSONRPCNotification(method: method, params: params)).json
  }

  /// Sends a request; returns its id.
  @discardableResult
  func request(_ method: String, _ params: JSON? = nil) -> Int {
    let id = nextRequestID()
    send(Self.request(id: id, method: method, params: params))
    return id
  }

  func notify(_ method: String, _ params: JSON? = nil) {
    send(Self.notification(method: method, params: params))
  }

  // MARK: Receiving

  /// Waits for the first received message matching `predicate` and removes it.
  func wait(timeout: TimeInterval = 10, _ what: String, where predicate: (JSON) -> Bool) throws -> JSON {
    let deadline = Date().addingTimeInterval(timeout)
    condition.lock()
    defer { condition.unlock() }
    while true {
      if let index = received.firstIndex(where: predicate) {
        return received.remove(at: index)
      }
      if !condition.wait(until: deadline) {
        throw ServerTestError(description: "timed out waiting for \(what); stderr:\n\(String(decoding: stderrBytes, as: UTF8.self))")
      }
    }
  }

  /// The response to request `id`.
  func response(_ id: Int, timeout: TimeInterval = 10) throws -> JSON {
    try wait(timeout: timeout, "response \(id)") { $0["id"] == .int(Int64(id)) && $0["method"] == nil }
  }

  /// Sends a request and waits for its response.
  func call(_ method: String, _ params: JSON? = nil, timeout: TimeInterval = 10) throws -> JSON {
    try response(request(method, params), timeout: timeout)
  }

  /// The next notification of `method` (for `uri` when given).
  func notification(_ method: String, uri: String? = nil, timeout: TimeInterval = 10) throws -> JSON {
    try wait(timeout: timeout, "\(method) \(uri ?? "")") {
      $0["method"]?.stringValue == method && $0["id"] == nil
        && (uri == nil || $0["params"]?["uri"]?.stringValue == uri)
    }
  }

  /// Messages received and not yet taken.
  var pending: [JSON] {
    condition.lock()
    defer { condition.unlock() }
    return received
  }

  /// Waits for the process to end; nil on timeout.
  func waitForExit(timeout: TimeInterval = 10) -> Int32? {
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning {
      if Date() > deadline { return nil }
      Thread.sleep(forTimeInterval: 0.01)
    }
    return process.terminationStatus
  }

  // MARK: Helpers

  /// `initialize` with the given capabilities and root, then `initialized`.
  @discardableResult
  func initialize(capabilities: JSON = [:], rootUri: String? = nil, processId: Int? = nil) throws -> JSON {
    var params: JSONObject = [
      "processId": processId.map { .int(Int64($0)) } ?? .null,
      "capabilities": capabilities,
    ]
    if let rootUri { params["rootUri"] = .string(rootUri) }
    let response = try call("initialize", .object(params))
    notify("initialized", [:])
    return response
  }

  func open(_ uri: String, text: String, languageId: String = "swift", version: Int = 1) {
    notify(
      "textDocument/didOpen",
      ["textDocument": ["uri": .string(uri), "languageId": .string(languageId), "version": .int(Int64(version)), "text": .string(text)]])
  }

  func change(_ uri: String, version: Int, changes: [JSON]) {
    notify(
      "textDocument/didChange",
      ["textDocument": ["uri": .string(uri), "version": .int(Int64(version))], "contentChanges": .array(changes)])
  }

  static func range(_ l1: Int, _ c1: Int, _ l2: Int, _ c2: Int) -> JSON {
    ["start": ["line": .int(Int64(l1)), "character": .int(Int64(c1))], "end": ["line": .int(Int64(l2)), "character": .int(Int64(c2))]]
  }

  func hover(_ uri: String, line: Int, character: Int, timeout: TimeInterval = 10) throws -> JSON {
    try call(
      "textDocument/hover",
      ["textDocument": ["uri": .string(uri)], "position": ["line": .int(Int64(line)), "character": .int(Int64(character))]],
      timeout: timeout)
  }

  /// shutdown, exit; returns the exit status.
  func shutdownAndExit() throws -> Int32? {
    let reply = try call("shutdown")
    XCTAssertEqual(reply["result"], .null)
    notify("exit")
    return waitForExit()
  }

  /// shutdown, exit, for a server in this process; whether its output then ended.
  func shutdownAndExitInProcess(timeout: TimeInterval = 10) throws -> Bool {
    let reply = try call("shutdown")
    XCTAssertEqual(reply["result"], .null)
    notify("exit")
    let deadline = Date().addingTimeInterval(timeout)
    condition.lock()
    defer { condition.unlock() }
    while !outputEnded { if !condition.wait(until: deadline) { return false } }
    return true
  }

  /// A unique `file://` URI in a temporary directory (the file need not exist; the
  /// directory, if a test makes it, is removed when the test process exits).
  static func tempURI(_ name: String) -> String {
    let dir = FileManager.default.temporaryDirectory.path + "/maskls-\(UUID().uuidString)"
    TestTemporaryFolders.track(dir)
    return FileURI.uri(fromPath: dir + "/" + name)
  }

  /// A fresh temporary directory with `files` written into it (removed when the test
  /// process exits).
  static func tempDir(_ files: [String: String]) throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("maskls-\(UUID().uuidString)")
    TestTemporaryFolders.track(dir.path)
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    for (name, text) in files {
      let url = dir.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return dir
  }
}

extension ServerTestClient {
  /// A process to name as the client (`initialize`'s `processId`): the tests end it to see
  /// the server notice its client is gone.
  static func startStandInClient() throws -> Process {
    let sleeper = Process()
    sleeper.executableURL = URL(fileURLWithPath: "/bin/sleep")
    sleeper.arguments = ["30"]
    try sleeper.run()
    return sleeper
  }
}

/// The temporary folders the tests made, removed when the test process exits (a test run
/// would otherwise leave a thousand folders behind).
enum TestTemporaryFolders {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var paths: [String] = []
  private static let removalAtExit: Void = { atexit { TestTemporaryFolders.removeAll() } }()

  static func track(_ path: String) {
    lock.lock()
    _ = removalAtExit
    paths.append(path)
    lock.unlock()
  }

  static func removeAll() {
    lock.lock()
    let all = paths
    paths.removeAll()
    lock.unlock()
    for path in all { try? FileManager.default.removeItem(atPath: path) }
  }
}
