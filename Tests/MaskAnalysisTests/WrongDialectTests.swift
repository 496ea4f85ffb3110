import MaskAnalysis
import MaskEngine
import SourceScanning
import XCTest

/// `mask-wrong-dialect`: masks written in another library's syntax.
final class WrongDialectTests: XCTestCase {
  private func findings(_ path: String, _ code: String, rule: String = "mask-wrong-dialect") -> [Finding] {
    let project = AnalysisProject()
    project.setFile(path: path, text: SourceText(code))
    return project.findings(forPath: path).filter { $0.rule == rule }
  }

  private func offset(of needle: String, in code: String) -> Int {
    guard let r = code.range(of: needle) else {
      XCTFail("\(needle) not in the code")
      return -1
    }
    return code.utf8.distance(from: code.startIndex, to: r.lowerBound)
  }

  func testHashMaskGivenToRedMadRobot() throws {
    let code = #####"phoneField.primaryMaskFormat = "+1 (###) ###-####""#####
    let found = findings("Form.swift", code)
    XCTAssertEqual(found.count, 1)
    let f = try XCTUnwrap(found.first)
    XCTAssertEqual(f.location.range, offset(of: "#", in: code)..<offset(of: "#", in: code) + 1)
    XCTAssertEqual(f.message, "`+1 (###) ###-####` has no slot in RedMadRobot input-mask (every character is a literal there), but reads as a mask of a `BBB_pattern` field (`#` slots), AnyFormatKit, where `#` is a slot (10 slots); for RedMadRobot input-mask write `+1 ([000]) [000]-[0000]`")
    XCTAssertEqual(f.severity, .warning)
  }

  func testZeroDigitMaskGivenToHash() throws {
    let code = #"codeField.BBB_pattern = "000-000""#
    let f = try XCTUnwrap(findings("Form.swift", code).first)
    XCTAssertEqual(f.location.range.lowerBound, offset(of: "000-", in: code))
    XCTAssertTrue(f.message.contains("reads as a mask of imask, jQuery Mask Plugin, ngx-mask, .NET MaskedTextBox, where `0` is a slot (6 slots)"), f.message)
    XCTAssertTrue(f.message.hasSuffix("for a `BBB_pattern` field (`#` slots) write `###-###`"), f.message)
  }

  func testNoSlotsStillReportsTheConsequenceOnItsOwnRange() throws {
    let code = #####"phoneField.primaryMaskFormat = "+1 (###) ###-####""#####
    let noSlots = try XCTUnwrap(findings("Form.swift", code, rule: "mask-no-slots").first)
    let wrong = try XCTUnwrap(findings("Form.swift", code).first)
    XCTAssertEqual(noSlots.severity, .error)
    XCTAssertNotEqual(noSlots.location.range, wrong.location.range)
  }

  func testThePatternFieldIsNamedOnlyToAppleCode() throws {
    // With its own filter keys, `#` is a literal for mask_text_input_formatter; the
    // `BBB_pattern` field of iOS code would mean nothing to a Flutter user.
    let dart = ####"final f = MaskTextInputFormatter(mask: "###-###", filter: {"X": RegExp(r'[0-9]')});"####
    let found = findings("form.dart", dart)
    XCTAssertFalse(found.isEmpty, "the mask still reads as another library's")
    for f in found { XCTAssertFalse(f.message.contains("BBB_pattern"), f.message) }
    let swift = ####"phoneField.primaryMaskFormat = "###-###""####
    let f = try XCTUnwrap(findings("Form.swift", swift).first)
    XCTAssertTrue(f.message.contains("BBB_pattern"), f.message)
  }

  func testTheFileLanguagePicksTheLikelyLibraries() throws {
    // imask reads `9` as a literal; Inputmask, react-input-mask and vanilla-masker as a digit.
    let js = #"IMask(el, { mask: "99-999" });"#
    let f = try XCTUnwrap(findings("form.js", js).first)
    XCTAssertTrue(f.message.contains("Inputmask"), f.message)
    XCTAssertFalse(f.message.contains(".NET"), f.message)
    XCTAssertFalse(f.message.contains("write"), "imask rewrites are not offered: \(f.message)")
    XCTAssertEqual(f.location.range.lowerBound, offset(of: "99-", in: js))
  }

  func testObjectiveCOffersTheRedMadRobotRewrite() throws {
    let code = #####"[field setPrimaryMaskFormat:@"+7 (###) ###-##-##"];"#####
    let f = try XCTUnwrap(findings("Form.m", code).first)
    XCTAssertTrue(f.message.hasSuffix("write `+7 ([000]) [000]-[00]-[00]`"), f.message)
  }

  func testMasksValidInTheirDialectOrReadableNowhereAreQuiet() {
    let quiet = [
      #####"phoneField.primaryMaskFormat = "+1 ([000]) [000]-[00]00""#####,
      #####"phoneField.BBB_pattern = "+1 (###) ###-####""#####,
      #####"phoneField.BBB_pattern = "+1 (XXX) XXX-XXXX""#####,
      #####"phoneField.BBB_pattern = "ABC""#####,
      #####"phoneField.BBB_pattern = """#####,
      #####"phoneField.BBB_pattern = "0""#####,
      // Bare slot runs have no formatting to recognise.
      #####"zipField.BBB_pattern = "00000""#####,
      // VSTextField with `#` as its replacement character: `#` is its slot.
      #####"f.formattingPattern = "###-###"; f.replacementChar = "#""#####,
    ]
    for code in quiet { XCTAssertEqual(findings("Form.swift", code).map(\.message), [], code) }
  }

  func testVeryLongMasksAreNotGuessed() {
    let code = "f.BBB_pattern = \"" + String(repeating: "00-", count: 100) + "\""
    XCTAssertEqual(findings("Form.swift", code).count, 0)
    let short = "f.BBB_pattern = \"" + String(repeating: "00-", count: 20) + "0\""
    XCTAssertEqual(findings("Form.swift", short).count, 1)
  }
}

/// Which libraries a guess names: the file's platform and the given library's.
final class WrongDialectPlatformTests: XCTestCase {
  private func message(_ path: String, _ code: String) -> String? {
    let project = AnalysisProject()
    project.setFile(path: path, text: SourceText(code))
    return project.findings(forPath: path).first { $0.rule == "mask-wrong-dialect" }?.message
  }

  func testTheGivenLibrarysPlatformWinsOverOtherPlatforms() throws {
    // ngx-mask has no `#`; Inputmask (hexadecimal) and maska (digit) read it, the iOS dialects are not named.
    let web = try XCTUnwrap(message("A.swift", "let m = \"(###) ###-####\" // maskls: mask=ngxmask\n"))
    XCTAssertTrue(web.contains("reads as a mask of Inputmask, maska, where `#` is a slot"), web)
    XCTAssertFalse(web.contains("hash"), web)
  }

  func testRedMadRobotOnAndroidNamesSwing() throws {
    let kotlin = try XCTUnwrap(message("Form.kt", "MaskedTextChangedListener.installOn(editText, \"+7 (###) ###-##-##\")\n"))
    XCTAssertTrue(kotlin.contains("reads as a mask of Swing MaskFormatter,"), kotlin)
    XCTAssertTrue(kotlin.hasSuffix("write `+7 ([000]) [000]-[00]-[00]`"), kotlin)
  }
}
