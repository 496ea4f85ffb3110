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

  func testDump() {
    for (path, code) in [
      ("A.swift", ####"phoneField.primaryMaskFormat = "+1 (###) ###-####""####),
      ("A.swift", ####"codeField.BBB_pattern = "000-000""####),
      ("A.swift", ####"let mask = try Mask(format: "+7 (999) 999-99-99")"####),
      ("A.swift", ####"phoneField.BBB_pattern = "+1 (XXX) XXX-XXXX""####),
      ("A.swift", ####"phoneField.BBB_pattern = "99/99/9999""####),
      ("A.swift", ####"phoneField.formattingPattern = "###-###""####),
    ] {
      print("DUMP", code, findings(path, code).map(\.message))
    }
  }
}
