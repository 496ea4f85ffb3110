import MaskAnalysis
import SourceScanning
import XCTest

/// RedMadRobot: `customNotations` recognition (Swift, Kotlin, Java), `mask-notation-cache`
/// across files, `mask-affine-redundant`.
final class AffineNotationTests: XCTestCase {
  private func project(_ files: [(String, String)]) -> AnalysisProject {
    let project = AnalysisProject()
    for (path, code) in files { project.setFile(path: path, text: SourceText(code)) }
    return project
  }

  private func notations(_ path: String, _ code: String) -> [String] {
    project([(path, code)]).fields().flatMap(\.settings).filter { $0.kind == .customNotations }
      .map { "\(NotationCache.format(of: $0.field) ?? "?")|\($0.recognizedAs)|\($0.literal.value)" }
  }

  func testSwiftLabelledNotations() {
    XCTAssertEqual(notations("A.swift", """
      let mask = try Mask.getOrCreate(withFormat: "[XX]-[00]", customNotations: [letters, digits])
      let listener = MaskedTextInputListener(primaryFormat: "[XX]", affineFormats: [], customNotations: [ letters ])
      let plain = Mask(format: "[XX]", customNotations: [letters])
      let dynamic = try Mask.getOrCreate(withFormat: format, customNotations: [letters])
      listener.customNotations = [letters]
      """), [
        "[XX]-[00]|getOrCreate(customNotations:)|[letters, digits]",
        "[XX]|MaskedTextInputListener(customNotations:)|[ letters ]",
      ])
  }

  func testKotlinNamedAndPositionalNotations() {
    XCTAssertEqual(notations("Form.kt", """
      val a = Mask.getOrCreate("[XX]-[00]", listOf(letters))
      val b = MaskedTextChangedListener.installOn(phone, "+7 [000]", emptyList(), listOf(digits))
      val c = MaskedTextChangedListener.installOn(editText = phone, primaryFormat = "[XX]", customNotations = listOf(letters))
      val d = Mask("[XX]", listOf(letters))
      val e = MaskedTextChangedListener.installOn(phone, "+7 [000]", emptyList())
      val f = MaskedTextChangedListener.installOn(phone, "[0]", emptyList(), AffinityCalculationStrategy.PREFIX, listener)
      val g = MaskedTextChangedListener.installOn(phone, "[00]", emptyList(), notations, strategy, true, false, null, listener)
      val h = MaskedTextChangedListener("[000]", phone, valueListener)
      val i = MaskedTextChangedListener("[0000]", emptyList(), listOf(Notation('X', "XYZ", false)), strategy, true, false, phone)
      """), [
        "[XX]-[00]|getOrCreate(customNotations:)|listOf(letters)",
        "+7 [000]|installOn(customNotations:)|listOf(digits)",
        "[XX]|installOn(customNotations:)|listOf(letters)",
        "[00]|installOn(customNotations:)|notations",
        "[0000]|MaskedTextChangedListener(customNotations:)|listOf(Notation('X', \"XYZ\", false))",
      ])
    XCTAssertEqual(notations("Form.java", """
      Mask m = Mask.Factory.getOrCreate("[XX]", Collections.singletonList(letters));
      """), ["[XX]|getOrCreate(customNotations:)|Collections.singletonList(letters)"])
  }

  func testNotationCacheAcrossFiles() throws {
    let project = project([
      ("Sources/Plate.swift", "let p = try Mask.getOrCreate(withFormat: \"[XX]-[000]\", customNotations: [latinLetters])\n"),
      ("Sources/Other.swift", "func f() {\n  let q = MaskedTextInputListener(primaryFormat: \"[XX]-[000]\", customNotations: [cyrillicLetters])\n}\n"),
      // Android has its own cache: the same format there is no conflict with iOS.
      ("app/Plate.kt", "val p = Mask.getOrCreate(\"[XX]-[000]\", listOf(digits))\n"),
    ])
    let findings = project.allFindings().filter { $0.rule == "mask-notation-cache" }
    XCTAssertEqual(findings.count, 1)
    let finding = try XCTUnwrap(findings.first)
    // Settings are ordered by path: the use in `Other.swift` comes first.
    XCTAssertEqual(finding.location.path, "Sources/Plate.swift")
    XCTAssertEqual(finding.location.start.line, 0)
    XCTAssertEqual(finding.location.start.utf16Column, 72)
    XCTAssertEqual(finding.message, "format `[XX]-[000]` is also created with other custom notations (`[cyrillicLetters]` at Sources/Other.swift:2); `Mask.getOrCreate` caches by format string only, so whichever is created first is used for both")
    XCTAssertEqual(finding.related.first?.location.path, "Sources/Other.swift")
  }

  func testSameNotationsWrittenDifferentlyAreFine() {
    let project = project([
      ("A.kt", "val a = Mask.getOrCreate(\"[XX]\", listOf(letters, digits))\nval b = Mask.getOrCreate(\"[XX]\", listOf( letters,\n  digits ))\n"),
    ])
    XCTAssertEqual(project.allFindings().map(\.rule), [])
  }

  func testAffineDuplicatesAndTheirWinner() throws {
    let project = project([("A.swift", """
      let listener = MaskedTextInputListener(
        primaryFormat: "[00]-[00]",
        affineFormats: ["[00]-[00]", "[0000]", "[00][00]", "[0000]", "{+}[0000]"]
      )
      """)])
    let findings = project.allFindings().filter { $0.rule == "mask-affine-redundant" }
    XCTAssertEqual(findings.map { "\($0.location.start.line):\($0.location.start.utf16Column)" }, ["2:18", "2:41", "2:53"])
    XCTAssertEqual(findings.map(\.message), [
      "affine format `[00]-[00]` is the same format as the primary format `[00]-[00]`, which wins every tie: this affine format is never picked",
      "affine format `[00][00]` compiles to the same mask as the earlier affine format `[0000]`, which wins every tie: this affine format is never picked",
      "affine format `[0000]` is the same format as the earlier affine format `[0000]`, which wins every tie: this affine format is never picked",
    ])
  }
}
