import Foundation
import MaskJSON
import XCTest

/// `maskls serve` as editors start it (`serve`, `serve --stdio`) answers at once; anything else
/// after `serve` is read by the command-line parser as before (help, mistakes).
final class ServeArgumentTests: XCTestCase {
  private func framed(_ messages: [JSON]) -> Data {
    var bytes: [UInt8] = []
    for message in messages {
      let body = message.serializedBytes()
      bytes += Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
    return Data(bytes)
  }

  private var session: Data {
    framed([
      ["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["processId": nil, "rootUri": nil, "capabilities": [:]]],
      ["jsonrpc": "2.0", "method": "initialized", "params": [:]],
      ["jsonrpc": "2.0", "id": 2, "method": "shutdown"],
      ["jsonrpc": "2.0", "method": "exit"],
    ])
  }

  func testServeAndServeStdioAnswerInitializeAndExitCleanly() throws {
    for arguments in [["serve"], ["serve", "--stdio"]] {
      let result = try MasklsBinary.run(arguments, stdin: session)
      XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
      let replies = try ExamplesLintTests.frames(result.stdoutBytes)
      XCTAssertEqual(replies.compactMap { $0["id"]?.intValue }, [1, 2], "\(arguments)")
      XCTAssertEqual(replies.first?["result"]?["serverInfo"]?["name"]?.stringValue, "maskls", "\(arguments)")
    }
  }

  func testServeWithOtherArgumentsIsStillParsed() throws {
    let help = try MasklsBinary.run(["serve", "--help"])
    XCTAssertEqual(help.status, 0)
    XCTAssertTrue(help.stdout.contains("Runs the language server"), help.stdout)

    let mistake = try MasklsBinary.run(["serve", "--stdoi"], stdin: session)
    XCTAssertNotEqual(mistake.status, 0)
    XCTAssertTrue(mistake.stderr.contains("--stdoi"), mistake.stderr)
    XCTAssertTrue(mistake.stdoutBytes.isEmpty, "no server started on a mistyped option")
  }
}
