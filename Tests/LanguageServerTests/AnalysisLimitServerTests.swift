import Foundation
import MaskAnalysis
import MaskJSON
import XCTest

/// Over `maskls serve`, a document with more literals than a file is analysed for gets one
/// `analysis-limit` note where the literals left out begin, and no finding past it.
final class AnalysisLimitServerTests: XCTestCase {
  func testAnOpenDocumentPastTheLiteralBoundIsAnalysedUpToItAndSaysSoOnce() throws {
    let limit = AnalysisLimits.literalsPerFile
    var text = "func setup() {\n  first.BBB_regular = \"[a-z\"\n"
    for i in 1..<limit { text += "  field\(i).BBB_pattern = \"(###) ###-####\"\n" }
    text += "  last.BBB_regular = \"[a-z\"\n}\n"
    let client = try ServerTestClient()
    try client.initialize()
    let uri = ServerTestClient.tempURI("Generated.swift")
    client.open(uri, text: text)
    let published = try client.notification("textDocument/publishDiagnostics", uri: uri, timeout: 300)
    let diagnostics = published["params"]?["diagnostics"]?.arrayValue ?? []
    let notes = diagnostics.filter { $0["code"] == "analysis-limit" }
    XCTAssertEqual(notes.count, 1, "\(notes)")
    // 0-based: line 0 is `func setup() {`, literal k is on line k.
    XCTAssertEqual(notes.first?["range"]?["start"]?["line"]?.intValue, Int64(limit + 1))
    XCTAssertEqual(notes.first?["severity"]?.intValue, 3)
    XCTAssertEqual(diagnostics.filter { $0["code"] == "regex-syntax" }.compactMap { $0["range"]?["start"]?["line"]?.intValue }, [1])
    XCTAssertEqual(try client.shutdownAndExit(), 0)
  }
}
