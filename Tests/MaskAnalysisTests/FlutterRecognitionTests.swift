import MaskAnalysis
import MaskEngine
import SourceScanning
import XCTest

/// Dart: `MaskTextInputFormatter` masks and filter maps, `RegExp`, and the `TextField` they
/// are given to.
final class FlutterRecognitionTests: XCTestCase {
  private func project(_ code: String, path: String = "lib/form.dart") -> AnalysisProject {
    let project = AnalysisProject()
    project.setFile(path: path, text: SourceText(code))
    return project
  }

  /// `recognizedAs=value` per field, fields in order.
  private func fields(_ code: String) -> [[String]] {
    project(code).fields().map { $0.settings.map { "\($0.recognizedAs)=\($0.literal.value)" } }
  }

  private func settings(_ code: String) -> [Setting] {
    project(code).fields().flatMap(\.settings)
  }

  /// The source text a setting's literal spans.
  private func source(_ setting: Setting, in code: String) -> String {
    String(decoding: Array(code.utf8)[setting.literal.range], as: UTF8.self)
  }

  func testFilterEntriesBelongToTheFormatter() {
    let code = """
      final phoneMask = MaskTextInputFormatter(
        mask: '+1 (000) 000-0000',
        filter: {"0": RegExp(r'[0-9]'), 'X': RegExp('[A-Z]', caseSensitive: false)},
        type: MaskAutoCompletionType.lazy);
      """
    // Each entry's regex is also a regex of its own (validated like any `RegExp`), in a
    // field of its own.
    let regexes = settings(code).filter { $0.kind == .regex(.ecmascript, .compiled) }
    XCTAssertEqual(regexes.map(\.literal.value), ["[0-9]", "[A-Z]"])
    XCTAssertEqual(regexes.map(\.regexFlags), ["", "i"])
    XCTAssertEqual(regexes.map(\.recognizedAs), Array(repeating: "RegExp(_:) in MaskTextInputFormatter(filter:)", count: 2))
    let all = settings(code).filter { $0.kind != .regex(.ecmascript, .compiled) }
    XCTAssertEqual(all.count, 3)
    XCTAssertEqual(Set(all.map(\.field)).count, 1, "mask and filter entries are one field")
    XCTAssertTrue(regexes.allSatisfy { !all.map(\.field).contains($0.field) })
    XCTAssertEqual(all[0].kind, .mask(.flutter))
    XCTAssertEqual(all[1].kind, .maskFilter("0"))
    XCTAssertEqual(all[1].literal.value, "[0-9]")
    XCTAssertEqual(source(all[1], in: code), "r'[0-9]'")
    XCTAssertEqual(all[2].kind, .maskFilter("X"))
    XCTAssertEqual(all[2].regexFlags, "i")
    XCTAssertEqual(all[0].field.displayName, "phoneMask")
  }

  func testFilterBeforeMaskStillFindsTheCall() {
    let all = settings("var m = MaskTextInputFormatter(filter: <String, RegExp>{'#': RegExp(r'\\d')}, mask: '##/##');\n")
      .filter { $0.kind != .regex(.ecmascript, .compiled) }
    XCTAssertEqual(all.map(\.kind), [.maskFilter("#"), .mask(.flutter)])
    XCTAssertEqual(all[0].field, all[1].field)
  }

  func testRegExpEverywhereWithFlags() {
    let code = """
      final zip = RegExp(r'^\\d{5}$');
      final name = RegExp('^[a-z]+$', caseSensitive: false, unicode: true, multiLine: true, dotAll: true);
      """
    let all = settings(code)
    XCTAssertEqual(all.map(\.kind), [.regex(.ecmascript, .compiled), .regex(.ecmascript, .compiled)])
    XCTAssertEqual(all.map(\.literal.value), [#"^\d{5}$"#, "^[a-z]+$"])
    XCTAssertEqual(all[0].regexFlags, "")
    XCTAssertEqual(all[1].regexFlags, "imsu")
    XCTAssertEqual(source(all[0], in: code), #"r'^\d{5}$'"#)
  }

  func testLookAlikesAreNotRecognised() {
    XCTAssertEqual(fields("""
      final a = RegExp('^' + prefix);
      final b = RegExp('^$prefix\\\\d');
      final c = {'#': RegExp(r'[0-9]')};
      final d = Other(mask: '###', filter: {'#': RegExp(r'[0-9]')});
      final e = Foo(maxLength: 10, keyboardType: TextInputType.phone);
      final f = MaskTextInputFormatter(mask: '+1 $area ###');
      """), [
        // A map outside a formatter is just a regex; `Other(mask:)` is no known formatter.
        ["RegExp(_:)=[0-9]"], ["RegExp(_:)=[0-9]"],
      ])
    // A filter passed by name: the mask is recognised, with options that cannot be read.
    let opaque = settings("final g = MaskTextInputFormatter(mask: '(000) 000', filter: phoneFilter);\n")
    XCTAssertEqual(opaque.map(\.recognizedAs), ["MaskTextInputFormatter(mask:)"])
    XCTAssertEqual(opaque.first?.maskOptions?.isUnresolved, true)
    // `filter: null` keeps the default filter.
    XCTAssertEqual(fields("final h = MaskTextInputFormatter(mask: '###', filter: null);\n"), [["MaskTextInputFormatter(mask:)=###"]])
  }

  func testNamedFormatterJoinsItsTextField() {
    let code = """
      class _FormState extends State<Form> {
        final phoneMask = MaskTextInputFormatter(mask: '+1 (###) ###-####');

        @override
        Widget build(BuildContext context) {
          return TextField(
            onChanged: (value) { setState(() {}); },
            inputFormatters: [phoneMask],
            keyboardType: TextInputType.phone,
            maxLength: 10,
          );
        }
      }
      """
    let found = fields(code)
    XCTAssertEqual(found, [[
      "MaskTextInputFormatter(mask:)=+1 (###) ###-####",
      "keyboardType: TextInputType=phone",
      "TextField(maxLength:)=10",
    ]])
    let keyboard = settings(code).first { $0.kind == .keyboard(.flutter) }
    XCTAssertEqual(keyboard.map { source($0, in: code) }, "phone")
  }

  func testInlineFormatterAndLengthLimiter() {
    let code = """
      TextFormField(
        keyboardType: const TextInputType.numberWithOptions(decimal: true),
        inputFormatters: [
          MaskTextInputFormatter(mask: '##.##'),
          LengthLimitingTextInputFormatter(4),
        ],
      )
      """
    XCTAssertEqual(fields(code), [[
      "keyboardType: TextInputType=numberWithOptions",
      "MaskTextInputFormatter(mask:)=##.##",
      "LengthLimitingTextInputFormatter(_:)=4",
    ]])
  }

  func testTwoTextFieldsStayApart() {
    let code = """
      final a = MaskTextInputFormatter(mask: '###');
      final b = MaskTextInputFormatter(mask: '##-##');
      Widget build() => Column(children: [
        TextField(inputFormatters: [a], maxLength: 3),
        TextField(inputFormatters: [b], maxLength: 4),
        TextField(maxLength: 9),
      ]);
      """
    XCTAssertEqual(fields(code), [
      ["MaskTextInputFormatter(mask:)=###", "TextField(maxLength:)=3"],
      ["MaskTextInputFormatter(mask:)=##-##", "TextField(maxLength:)=4"],
      ["TextField(maxLength:)=9"],
    ])
  }

  func testMaxLengthConflictUsesTheJoinedField() {
    let code = """
      final phoneMask = MaskTextInputFormatter(mask: '+1 (###) ###-####');
      final field = TextField(inputFormatters: [phoneMask], maxLength: 10);
      """
    let findings = project(code).findings(forPath: "lib/form.dart")
    XCTAssertEqual(findings.map(\.rule), ["conflict-max-length"])
    XCTAssertEqual(findings.first?.location.start.line, 1)
    XCTAssertEqual(findings.first?.location.start.utf16Column, 65)
  }

  func testEngineUsesTheCustomFilter() throws {
    let code = """
      final m = MaskTextInputFormatter(mask: '+1 (000) 000', filter: {'0': RegExp(r'[0-9]')});
      final t = TextField(inputFormatters: [m], maxLength: 9);
      """
    let project = project(code)
    let field = try XCTUnwrap(project.fields().first)
    let maskSetting = try XCTUnwrap(field.maskSettings.first)
    let mask = try XCTUnwrap(field.mask(for: maskSetting))
    XCTAssertEqual(mask.tokens.filter(\.isSlot).count, 6, "`0` is a slot through the filter, `1` a literal")
    XCTAssertEqual(mask.completeFormattedLength, 12)
    XCTAssertEqual(project.findings(forPath: "lib/form.dart").map(\.rule), ["conflict-max-length"])
  }
}

/// Hover on a Flutter mask simulates with the field's custom filter.
final class FlutterHoverTests: XCTestCase {
  func testHoverUsesTheFilter() throws {
    let code = "final m = MaskTextInputFormatter(mask: '+1 (000)', filter: {'0': RegExp(r'[0-9]')});\n"
    let project = AnalysisProject()
    project.setFile(path: "lib/a.dart", text: SourceText(code))
    let offset = try XCTUnwrap(code.utf8.firstIndex(of: UInt8(ascii: "("))).utf16Offset(in: code) + 10
    let hover = try XCTUnwrap(project.hover(path: "lib/a.dart", offset: offset))
    // Without the filter `0` would be a literal and the mask would have no slot.
    XCTAssertTrue(hover.markdown.contains("`000` — 3 × digit"), hover.markdown)
    XCTAssertTrue(hover.markdown.contains("→ `+1 (234`"), hover.markdown)
  }
}

/// `type: MaskAutoCompletionType.eager` shows literals as soon as the slot before them is filled.
final class FlutterEagerTests: XCTestCase {
  func testEagerTypeReachesTheEngine() throws {
    func formatted(_ code: String) throws -> String {
      let project = AnalysisProject()
      project.setFile(path: "lib/a.dart", text: SourceText(code))
      let field = try XCTUnwrap(project.fields().first)
      let mask = try XCTUnwrap(field.mask(for: try XCTUnwrap(field.maskSettings.first)))
      return mask.apply(CaretString("12")).formatted.text
    }
    XCTAssertEqual(try formatted("final m = MaskTextInputFormatter(mask: '##-##', type: MaskAutoCompletionType.eager);\n"), "12-")
    XCTAssertEqual(try formatted("final m = MaskTextInputFormatter(mask: '##-##', type: MaskAutoCompletionType.lazy);\n"), "12")
  }
}

/// Every prefix of realistic files is analysed without crashing (unterminated calls, maps and
/// argument lists at the end of the text).
final class FlutterTruncationTests: XCTestCase {
  func testEveryPrefixIsSafe() {
    let files = [
      ("lib/a.dart", """
        final m = MaskTextInputFormatter(mask: '+1 (###) 000', filter: {'0': RegExp(r'[0-9]'), '#': new RegExp(p), 'ab': digits});
        Widget build() => TextField(inputFormatters: [m, LengthLimitingTextInputFormatter(4)], keyboardType: const TextInputType.numberWithOptions(decimal: true), maxLength: 9);
        """),
      ("A.swift", "let l = MaskedTextInputListener(primaryFormat: \"[00]\", affineFormats: [\"[00]\"], customNotations: [n])\n"),
      ("A.kt", "val a = MaskedTextChangedListener.installOn(v, \"[00]\", listOf(\"[0]\"), listOf(n), customNotations = x)\n"),
    ]
    var checked = 0
    for (path, code) in files {
      let bytes = Array(code.utf8)
      for end in 0...bytes.count {
        let project = AnalysisProject()
        project.setFile(path: path, text: SourceText(bytes: Array(bytes[0..<end])))
        _ = project.allFindings()
        checked += 1
      }
    }
    XCTAssertGreaterThan(checked, 300)
  }
}
