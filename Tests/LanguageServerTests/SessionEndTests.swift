import Foundation
import MaskJSON
import XCTest

/// The session ends promptly even while the server is busy with one long event: a document of
/// 200,000 settings on one field keeps the message loop scanning for seconds, and `exit`, the
/// end of input or `shutdown` + `exit` read meanwhile end the process within the deadline.
final class SessionEndTests: XCTestCase {
  private static let bigText: String = {
    var text = "func setup() {\n"
    for i in 0..<200_000 {
      text += "  phoneField.primaryMaskFormat = \"+1 (###) ###-\(String(format: "%04d", i % 10_000))\"\n"
    }
    return text + "}\n"
  }()

  /// Opens the big document (its bytes are read by the time `open` returns, as the pipe
  /// is written whole) and returns the client.
  private func busyServer() throws -> ServerTestClient {
    let client = try ServerTestClient()
    try client.initialize()
    client.open(ServerTestClient.tempURI("Big.swift"), text: Self.bigText)
    return client
  }

  /// Debug builds parse the frame slowly; the loop's scan alone takes far longer than this.
  private let deadline: TimeInterval = 3

  func testExitEndsTheProcessWhileTheLoopIsBusy() throws {
    let client = try busyServer()
    client.notify("exit")
    XCTAssertEqual(client.waitForExit(timeout: deadline), 1, "still running \(deadline) s after exit")
  }

  func testEndOfInputEndsTheProcessWhileTheLoopIsBusy() throws {
    let client = try busyServer()
    try client.closeInput()
    XCTAssertEqual(client.waitForExit(timeout: deadline), 1, "still running \(deadline) s after the end of input")
  }

  func testShutdownThenExitEndWithZeroWhileTheLoopIsBusy() throws {
    let client = try busyServer()
    _ = client.request("shutdown")
    client.notify("exit")
    XCTAssertEqual(client.waitForExit(timeout: deadline), 0, "still running \(deadline) s after shutdown and exit")
  }

  func testClientDeathEndsTheProcessWhileTheLoopIsBusy() throws {
    let sleeper = try ServerTestClient.startStandInClient()
    let client = try ServerTestClient()
    try client.initialize(processId: Int(sleeper.processIdentifier))
    client.open(ServerTestClient.tempURI("Big.swift"), text: Self.bigText)
    sleeper.terminate()
    sleeper.waitUntilExit()
    XCTAssertEqual(client.waitForExit(timeout: deadline), 1, "still running \(deadline) s after the client died")
  }

  func testAnIdleServerStillRunsAfterTheDeadlineWithoutExit() throws {
    let client = try ServerTestClient()
    try client.initialize()
    Thread.sleep(forTimeInterval: 1)
    XCTAssertTrue(client.process.isRunning)
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }
}
