import LSPProtocol
import MaskJSON
import XCTest

final class ProtocolTypesTests: XCTestCase {
  private func decodingError<T: JSONConvertible>(_ type: T.Type, _ text: String) throws -> String {
    do {
      _ = try T(json: try JSON.parse(text))
      XCTFail("decoded \(text)")
      return ""
    } catch let error as ProtocolDecodingError {
      return error.description
    }
  }

  private func roundTrip<T: JSONConvertible & Equatable>(_ value: T) throws {
    let text = value.json.serialized()
    XCTAssertEqual(try T(json: try JSON.parse(text)), value, text)
  }

  func testPositionAndRangeWireForm() throws {
    let range = LSPRange(
      start: Position(line: 1, character: 2), end: Position(line: 3, character: 0))
    XCTAssertEqual(
      range.json.serialized(), #"{"start":{"line":1,"character":2},"end":{"line":3,"character":0}}"#
    )
    try roundTrip(range)
    XCTAssertLessThan(Position(line: 1, character: 9), Position(line: 2, character: 0))
  }

  func testHoverParamsDecodeAndErrorsNameTheField() throws {
    let params = try HoverParams(
      json: try JSON.parse(
        #"{"textDocument":{"uri":"file:///a.swift"},"position":{"line":4,"character":7}}"#))
    XCTAssertEqual(params.textDocument.uri, "file:///a.swift")
    XCTAssertEqual(params.position, Position(line: 4, character: 7))

    XCTAssertEqual(
      try decodingError(
        HoverParams.self,
        #"{"textDocument":{"uri":"file:///a"},"position":{"line":"4","character":7}}"#),
      "position.line: expected an integer, got string")
    XCTAssertEqual(
      try decodingError(HoverParams.self, #"{"position":{"line":4,"character":7}}"#),
      "textDocument: missing required field")
    XCTAssertEqual(
      try decodingError(
        HoverParams.self, #"{"textDocument":{"uri":"u"},"position":{"line":-1,"character":0}}"#),
      "position.line: -1 is out of range 0...2147483647")
    XCTAssertEqual(try decodingError(HoverParams.self, "[1]"), "expected an object, got array")
  }

  func testDidChangeWithIncrementalAndFullChanges() throws {
    let text = #"""
      {"textDocument":{"uri":"file:///x","version":3},"contentChanges":[
        {"range":{"start":{"line":0,"character":1},"end":{"line":0,"character":2}},"rangeLength":1,"text":"é"},
        {"text":"whole"}]}
      """#
    let params = try DidChangeTextDocumentParams(json: try JSON.parse(text))
    XCTAssertEqual(params.textDocument.version, 3)
    XCTAssertEqual(params.contentChanges.count, 2)
    XCTAssertEqual(params.contentChanges[0].range?.end.character, 2)
    XCTAssertEqual(params.contentChanges[0].text, "é")
    XCTAssertNil(params.contentChanges[1].range)
    try roundTrip(params)

    XCTAssertEqual(
      try decodingError(
        DidChangeTextDocumentParams.self,
        #"{"textDocument":{"uri":"u","version":1},"contentChanges":[{"text":"a"},{"range":{"start":{"line":0,"character":0}},"text":"b"}]}"#
      ),
      "contentChanges[1].range.end: missing required field")
  }

  func testDidOpenCloseSave() throws {
    let open = try DidOpenTextDocumentParams(
      json: try JSON.parse(
        #"{"textDocument":{"uri":"file:///a.swift","languageId":"swift","version":1,"text":"let x = 1\n"}}"#
      ))
    XCTAssertEqual(open.textDocument.languageId, "swift")
    XCTAssertEqual(open.textDocument.text, "let x = 1\n")
    try roundTrip(open)
    try roundTrip(
      DidCloseTextDocumentParams(textDocument: TextDocumentIdentifier(uri: "file:///a")))
    try roundTrip(
      DidSaveTextDocumentParams(textDocument: TextDocumentIdentifier(uri: "u"), text: "t"))
    XCTAssertEqual(
      try decodingError(
        DidOpenTextDocumentParams.self,
        #"{"textDocument":{"uri":"u","languageId":"swift","version":1.5,"text":""}}"#),
      "textDocument.version: expected an integer, got number")
  }

  func testDiagnosticWireForm() throws {
    let location = Location(
      uri: "file:///b.storyboard",
      range: LSPRange(start: Position(line: 2, character: 0), end: Position(line: 2, character: 5)))
    let diagnostic = Diagnostic(
      range: LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 3)),
      severity: .warning, code: "mask-regex-mismatch", message: "Mask and regex disagree",
      relatedInformation: [DiagnosticRelatedInformation(location: location, message: "regex here")])
    let json = diagnostic.json
    XCTAssertEqual(json["severity"], 2)
    XCTAssertEqual(json["source"], "maskls")
    XCTAssertEqual(json["code"], "mask-regex-mismatch")
    XCTAssertEqual(json["relatedInformation"]?[0]?["location"]?["uri"], "file:///b.storyboard")
    XCTAssertNil(json["data"])
    try roundTrip(diagnostic)

    let params = PublishDiagnosticsParams(uri: "file:///a", version: 4, diagnostics: [diagnostic])
    try roundTrip(params)
    let empty = PublishDiagnosticsParams(uri: "file:///a", diagnostics: [])
    XCTAssertEqual(empty.json.serialized(), #"{"uri":"file:///a","diagnostics":[]}"#)
  }

  func testDiagnosticDecodingVariants() throws {
    let numericCode = try Diagnostic(
      json: try JSON.parse(
        #"{"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":0}},"code":42,"message":"m"}"#
      ))
    XCTAssertEqual(numericCode.code, "42")
    XCTAssertNil(numericCode.severity)
    XCTAssertEqual(
      try decodingError(
        Diagnostic.self,
        #"{"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":0}},"severity":7,"message":"m"}"#
      ),
      "severity: expected a severity 1...4, got 7")
  }

  func testHoverWireForm() throws {
    let hover = Hover(
      contents: MarkupContent(value: "**mask** `+1 ([000])`"),
      range: LSPRange(start: Position(line: 1, character: 2), end: Position(line: 1, character: 9)))
    XCTAssertEqual(hover.json["contents"]?["kind"], "markdown")
    XCTAssertEqual(hover.json["contents"]?["value"], "**mask** `+1 ([000])`")
    try roundTrip(hover)
    XCTAssertEqual(
      Hover(contents: MarkupContent(kind: .plaintext, value: "v")).json.serialized(),
      #"{"contents":{"kind":"plaintext","value":"v"}}"#)
  }

  func testInitializeParamsSubset() throws {
    let text = #"""
      {"processId":1234,"clientInfo":{"name":"Neovim","version":"0.9"},
       "rootUri":"file:///work/app","rootPath":"/work/app",
       "workspaceFolders":[{"uri":"file:///work/app","name":"app"},{"uri":"file:///work/lib","name":"lib"}],
       "capabilities":{
         "general":{"positionEncodings":["utf-8","utf-16"]},
         "window":{"workDoneProgress":true},
         "textDocument":{"hover":{"contentFormat":["markdown","plaintext"]},"publishDiagnostics":{"relatedInformation":true}},
         "workspace":{"didChangeWatchedFiles":{"dynamicRegistration":true},"workspaceFolders":true}},
       "initializationOptions":{"x":1},"trace":"off"}
      """#
    let params = try InitializeParams(json: try JSON.parse(text))
    XCTAssertEqual(params.processId, 1234)
    XCTAssertEqual(params.clientInfo?.name, "Neovim")
    XCTAssertEqual(params.rootUri, "file:///work/app")
    XCTAssertEqual(params.rootPath, "/work/app")
    XCTAssertEqual(params.workspaceFolders?.map(\.name), ["app", "lib"])
    XCTAssertEqual(params.workspaceRootURIs, ["file:///work/app", "file:///work/lib"])
    XCTAssertEqual(params.capabilities.positionEncodings, [.utf8, .utf16])
    XCTAssertEqual(params.capabilities.preferredPositionEncoding, .utf8)
    XCTAssertTrue(params.capabilities.workDoneProgress)
    XCTAssertEqual(params.capabilities.hoverContentFormat, [.markdown, .plaintext])
    XCTAssertTrue(params.capabilities.diagnosticRelatedInformation)
    XCTAssertTrue(params.capabilities.watchedFilesDynamicRegistration)
    XCTAssertTrue(params.capabilities.workspaceFolders)
    XCTAssertEqual(params.initializationOptions, ["x": 1])
    try roundTrip(params)
  }

  func testInitializeParamsMinimalAndNulls() throws {
    let params = try InitializeParams(
      json: try JSON.parse(#"{"processId":null,"rootUri":null,"capabilities":{}}"#))
    XCTAssertNil(params.processId)
    XCTAssertNil(params.rootUri)
    XCTAssertEqual(params.workspaceRootURIs, [])
    XCTAssertEqual(params.capabilities.preferredPositionEncoding, .utf16)
    XCTAssertFalse(params.capabilities.workDoneProgress)

    let onlyPath = try InitializeParams(
      json: try JSON.parse(#"{"rootPath":"/a b","capabilities":{}}"#))
    XCTAssertEqual(onlyPath.workspaceRootURIs, ["file:///a%20b"])
    // Capabilities of the wrong type are ignored rather than failing initialize.
    let odd = try InitializeParams(
      json: try JSON.parse(
        #"{"capabilities":{"window":{"workDoneProgress":"yes"},"general":{"positionEncodings":"utf-8"}}}"#
      ))
    XCTAssertFalse(odd.capabilities.workDoneProgress)
    XCTAssertNil(odd.capabilities.positionEncodings)
    XCTAssertEqual(
      try decodingError(InitializeParams.self, #"{"processId":"1","capabilities":{}}"#),
      "processId: expected an integer, got string")
    XCTAssertEqual(
      try decodingError(
        InitializeParams.self, #"{"workspaceFolders":[{"uri":"u"}],"capabilities":{}}"#),
      "workspaceFolders[0].name: missing required field")
  }

  func testInitializeResultWireForm() throws {
    let result = InitializeResult(
      capabilities: ServerCapabilities(
        positionEncoding: .utf16,
        textDocumentSync: TextDocumentSyncOptions(
          openClose: true, change: .incremental, saveIncludeText: false),
        hoverProvider: true, workspaceFoldersSupported: true,
        workspaceFoldersChangeNotifications: true),
      serverInfo: ProgramInfo(name: "maskls", version: "0.1"))
    XCTAssertEqual(
      result.json.serialized(),
      #"{"capabilities":{"positionEncoding":"utf-16","textDocumentSync":{"openClose":true,"change":2,"save":{"includeText":false}},"hoverProvider":true,"workspace":{"workspaceFolders":{"supported":true,"changeNotifications":true}}},"serverInfo":{"name":"maskls","version":"0.1"}}"#
    )
    try roundTrip(result)
    let extra = ServerCapabilities(hoverProvider: true, additional: ["codeActionProvider": true])
    XCTAssertEqual(extra.json["codeActionProvider"], true)
    try roundTrip(extra)
  }

  func testWatchedFilesAndRegistration() throws {
    let params = try DidChangeWatchedFilesParams(
      json: try JSON.parse(
        #"{"changes":[{"uri":"file:///a.swift","type":1},{"uri":"file:///b","type":3}]}"#))
    XCTAssertEqual(params.changes.map(\.type), [.created, .deleted])
    try roundTrip(params)
    XCTAssertEqual(
      try decodingError(DidChangeWatchedFilesParams.self, #"{"changes":[{"uri":"u","type":9}]}"#),
      "changes[0].type: expected 1, 2 or 3, got 9")

    let registration = RegistrationParams(registrations: [
      .watchedFiles(id: "w", globs: ["**/*.swift", "**/*.storyboard"])
    ])
    XCTAssertEqual(
      registration.json["registrations"]?[0]?["registerOptions"]?["watchers"]?[1]?["globPattern"],
      "**/*.storyboard")
    try roundTrip(registration)

    let folders = try DidChangeWorkspaceFoldersParams(
      json: try JSON.parse(#"{"event":{"added":[{"uri":"file:///n","name":"n"}],"removed":[]}}"#))
    XCTAssertEqual(folders.added.map(\.uri), ["file:///n"])
    try roundTrip(folders)
  }

  func testWorkDoneProgress() throws {
    let begin = ProgressParams(
      token: .string("index"),
      progress: .begin(title: "Indexing", cancellable: false, percentage: 0))
    XCTAssertEqual(
      begin.json.serialized(),
      #"{"token":"index","value":{"kind":"begin","title":"Indexing","cancellable":false,"percentage":0}}"#
    )
    XCTAssertEqual(
      begin.workDoneProgress, .begin(title: "Indexing", cancellable: false, percentage: 0))
    let report = ProgressParams(token: .int(5), progress: .report(message: "3/10", percentage: 30))
    try roundTrip(report)
    XCTAssertEqual(report.workDoneProgress, .report(message: "3/10", percentage: 30))
    XCTAssertEqual(
      ProgressParams(token: .int(5), progress: .end()).json.serialized(),
      #"{"token":5,"value":{"kind":"end"}}"#)
    XCTAssertEqual(
      try decodingError(WorkDoneProgress.self, #"{"kind":"report","percentage":150}"#),
      "percentage: 150 is out of range 0...100")
    try roundTrip(WorkDoneProgressCreateParams(token: .string("t")))
  }

  func testCancelAndLogMessage() throws {
    XCTAssertEqual(try CancelParams(json: ["id": 7]).id, .int(7))
    XCTAssertEqual(try CancelParams(json: ["id": "s"]).id, .string("s"))
    XCTAssertEqual(
      try decodingError(CancelParams.self, #"{"id":true}"#),
      "id: expected an integer or a string, got boolean")
    XCTAssertEqual(
      LogMessageParams(type: .info, message: "hi").json.serialized(), #"{"type":3,"message":"hi"}"#)
  }
}
