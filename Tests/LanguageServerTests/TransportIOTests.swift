import Foundation
import LSPTransport
import MaskJSON
import XCTest

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

final class TransportIOTests: XCTestCase {
  private func makePipe() -> (read: Int32, write: Int32) {
    var fds: [Int32] = [0, 0]
    XCTAssertEqual(pipe(&fds), 0)
    return (fds[0], fds[1])
  }

  private func readAll(_ fd: Int32) -> [UInt8] {
    var result: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(fd, &buffer, buffer.count)
      if count <= 0 { break }
      result += buffer[..<count]
    }
    return result
  }

  func testFrameHeaderCountsBytes() {
    let framed = MessageWriter.frame(["t": "é😀"])
    let text = String(decoding: framed, as: UTF8.self)
    let body = #"{"t":"é😀"}"#
    XCTAssertEqual(text, "Content-Length: \(body.utf8.count)\r\n\r\n\(body)")
  }

  func testWriterThenReaderOverPipe() {
    let (readFD, writeFD) = makePipe()
    defer { close(readFD) }
    let writer = MessageWriter(fileDescriptor: writeFD)
    XCTAssertTrue(writer.sendResponse(id: .int(1), result: ["ok": true]))
    XCTAssertTrue(writer.sendNotification(method: "window/logMessage", params: ["message": "é"]))
    XCTAssertTrue(writer.sendError(id: nil, error: .parseError("x")))
    close(writeFD)

    var received: [JSON] = []
    let end = MessageReader(fileDescriptor: readFD, chunkSize: 7).run { event in
      if case .message(let json) = event { received.append(json) }
      return .continue
    }
    XCTAssertEqual(end, .endOfStream(truncated: false))
    XCTAssertEqual(received.count, 3)
    XCTAssertEqual(received[0]["result"]?["ok"], true)
    XCTAssertEqual(received[1]["params"]?["message"], "é")
    XCTAssertEqual(received[2]["error"]?["code"], -32700)
    XCTAssertEqual(received[2]["id"], .null)
  }

  func testReaderReportsTruncatedStreamAndStop() {
    let (readFD, writeFD) = makePipe()
    let bytes = Array("Content-Length: 2\r\n\r\n{}Content-Length: 10\r\n\r\n{".utf8)
    bytes.withUnsafeBytes { _ = write(writeFD, $0.baseAddress, $0.count) }
    close(writeFD)
    var count = 0
    let end = MessageReader(fileDescriptor: readFD).run { _ in
      count += 1
      return .continue
    }
    close(readFD)
    XCTAssertEqual(count, 1)
    XCTAssertEqual(end, .endOfStream(truncated: true))

    let (readFD2, writeFD2) = makePipe()
    let two = MessageWriter.frame([1]) + MessageWriter.frame([2])
    two.withUnsafeBytes { _ = write(writeFD2, $0.baseAddress, $0.count) }
    var seen = 0
    let stopped = MessageReader(fileDescriptor: readFD2).run { _ in
      seen += 1
      return .stop
    }
    close(writeFD2)
    close(readFD2)
    XCTAssertEqual(stopped, .stopped)
    XCTAssertEqual(seen, 1)
  }

  func testConcurrentSendsNeverInterleave() {
    final class Collected: @unchecked Sendable {
      let lock = NSLock()
      var bytes: [UInt8] = []
    }
    let collected = Collected()
    let writer = MessageWriter { chunk in
      // Write in two halves to make interleaving possible if the writer did not lock.
      let half = chunk.count / 2
      collected.lock.withLock { collected.bytes += chunk[..<half] }
      usleep(10)
      collected.lock.withLock { collected.bytes += chunk[half...] }
      return true
    }
    DispatchQueue.concurrentPerform(iterations: 200) { i in
      writer.sendNotification(
        method: "m",
        params: ["i": .int(Int64(i)), "pad": .string(String(repeating: "x", count: i))])
    }
    var parser = FramingParser()
    let events = parser.feed(collected.bytes)
    let indices = events.compactMap { event -> Int64? in
      if case .message(let json) = event { return json["params"]?["i"]?.intValue }
      return nil
    }
    XCTAssertEqual(events.count, 200)
    XCTAssertEqual(Set(indices), Set(0..<200))
  }

  func testWriterReportsFailureOnClosedPipe() {
    let (readFD, writeFD) = makePipe()
    close(readFD)
    let previous = signal(SIGPIPE, SIG_IGN)
    defer {
      signal(SIGPIPE, previous)
      close(writeFD)
    }
    let writer = MessageWriter(fileDescriptor: writeFD)
    XCTAssertFalse(writer.send(["a": 1]))
    XCTAssertTrue(writer.hasFailed)
    XCTAssertFalse(writer.send(["a": 2]))
  }

  func testProtectStdoutMovesStrayOutputToStderr() {
    let savedOut = dup(STDOUT_FILENO)
    let savedErr = dup(STDERR_FILENO)
    let (outRead, outWrite) = makePipe()
    let (errRead, errWrite) = makePipe()
    let previousPipe = signal(SIGPIPE, SIG_DFL)
    fflush(nil)
    dup2(outWrite, STDOUT_FILENO)
    dup2(errWrite, STDERR_FILENO)
    close(outWrite)
    close(errWrite)

    let protocolFD = StandardIO.protectStdout()
    let stray = Array("stray print\n".utf8)
    stray.withUnsafeBytes { _ = write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    let writer = MessageWriter(fileDescriptor: protocolFD)
    writer.send(["ok": true])

    // Restore the real descriptors before asserting, so XCTest output is not lost.
    fflush(nil)
    close(protocolFD)
    dup2(savedOut, STDOUT_FILENO)
    dup2(savedErr, STDERR_FILENO)
    close(savedOut)
    close(savedErr)
    signal(SIGPIPE, previousPipe)

    let out = readAll(outRead)
    let err = readAll(errRead)
    close(outRead)
    close(errRead)
    XCTAssertNotEqual(protocolFD, STDOUT_FILENO)
    XCTAssertEqual(out, MessageWriter.frame(["ok": true]))
    XCTAssertEqual(err, stray)
  }
}
