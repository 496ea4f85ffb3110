import LSPProtocol
import XCTest

final class ProtocolURITests: XCTestCase {
  func testPathToURIEncodesSpacesAndNonASCII() {
    XCTAssertEqual(FileURI.uri(fromPath: "/tmp/a b/é.swift"), "file:///tmp/a%20b/%C3%A9.swift")
    XCTAssertEqual(FileURI.uri(fromPath: "/x/100%#?.m"), "file:///x/100%25%23%3F.m")
    XCTAssertEqual(FileURI.uri(fromPath: "/a-b_c.d~e/F9"), "file:///a-b_c.d~e/F9")
  }

  func testURIToPathDecodes() {
    XCTAssertEqual(FileURI.path(fromURI: "file:///tmp/a%20b/%C3%A9.swift"), "/tmp/a b/é.swift")
    XCTAssertEqual(FileURI.path(fromURI: "file:///tmp/%e6%97%a5.swift"), "/tmp/日.swift")
    XCTAssertEqual(FileURI.path(fromURI: "file:///tmp/raw é"), "/tmp/raw é")
    XCTAssertEqual(FileURI.path(fromURI: "file://localhost/etc/x"), "/etc/x")
    XCTAssertEqual(FileURI.path(fromURI: "FILE:///up"), "/up")
    XCTAssertEqual(FileURI.path(fromURI: "file:/single"), "/single")
    XCTAssertEqual(FileURI.path(fromURI: "file:///a%23b?query#frag"), "/a#b")
  }

  func testRejectsNonFileAndMalformed() {
    XCTAssertNil(FileURI.path(fromURI: "untitled:Untitled-1"))
    XCTAssertNil(FileURI.path(fromURI: "https://example.com/a"))
    XCTAssertNil(FileURI.path(fromURI: "file://server/share/a"))
    XCTAssertNil(FileURI.path(fromURI: "file:///bad%2"))
    XCTAssertNil(FileURI.path(fromURI: "file:///bad%zz"))
    XCTAssertNil(FileURI.path(fromURI: "file:///bad%FF"))
    XCTAssertNil(FileURI.path(fromURI: "file:relative"))
  }

  func testRoundTripAndNormalisation() {
    for path in ["/", "/a b/c", "/émoji 😀/日本/x.storyboard", "/with:colon@at/+plus"] {
      XCTAssertEqual(FileURI.path(fromURI: FileURI.uri(fromPath: path)), path)
    }
    XCTAssertEqual(
      FileURI.normalized("file:///A%3a/b%c3%a9 c"), FileURI.normalized("file:///A:/bé%20c"))
    XCTAssertEqual(FileURI.normalized("untitled:1"), "untitled:1")
  }

  func testRelativePathUsesCurrentDirectory() {
    let uri = FileURI.uri(fromPath: "rel/x.swift")
    XCTAssertTrue(uri.hasPrefix("file:///"), uri)
    XCTAssertTrue(uri.hasSuffix("/rel/x.swift"), uri)
  }
}
