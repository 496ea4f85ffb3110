import XCTest

@testable import MaskAnalysis

final class LibraryCopiesTests: XCTestCase {
  private let header = Array("/*\nCopyright (c) 2010 Robin Herbots\nLicensed under the MIT license\n*/\nvar x = 1;\n".utf8)

  func testAMaskLibraryCopyIsAScriptWithMaskInItsNameAndALibraryHeader() {
    XCTAssertTrue(LibraryCopies.isMaskLibraryCopy(path: "js/jquery.inputmask.date.extensions.js", bytes: header))
    XCTAssertTrue(LibraryCopies.isMaskLibraryCopy(path: "Scripts/JQuery.InputMask.JS", bytes: header), "extension and name in any case")
    XCTAssertTrue(LibraryCopies.isMaskLibraryCopy(path: "lib/imask.mjs", bytes: header))
    XCTAssertFalse(LibraryCopies.isMaskLibraryCopy(path: "js/jquery.inputmask.js", bytes: Array("var x = 1;\n".utf8)), "no header")
    XCTAssertFalse(LibraryCopies.isMaskLibraryCopy(path: "js/moment.js", bytes: header), "not a mask library")
    XCTAssertFalse(LibraryCopies.isMaskLibraryCopy(path: "mask/Form.swift", bytes: header), "not a script")
    XCTAssertFalse(LibraryCopies.isMaskLibraryCopy(path: "masks.json", bytes: header))
    XCTAssertFalse(LibraryCopies.isMaskLibraryCopy(path: "inputmask", bytes: header))
  }
}
