import MaskAnalysis
import MaskEngine
import SourceScanning
import XCTest

/// Kotlin/Java recognition: input-mask-android calls, `java.util.regex` APIs with their flags
/// and uses, `LengthFilter` and `inputType`, and the Android view each one configures.
final class AndroidRecognitionTests: XCTestCase {
  private func settings(_ path: String, _ code: String) -> [Setting] {
    let project = AnalysisProject()
    project.setFile(path: path, text: SourceText(code))
    return project.fields().flatMap(\.settings).sorted { $0.literal.range.lowerBound < $1.literal.range.lowerBound }
  }

  private func names(_ path: String, _ code: String) -> [String] {
    settings(path, code).map { "\($0.recognizedAs)=\($0.literal.value)" }
  }

  func testInstallOnWithAffineFormatsTiesToTheViewID() {
    let found = settings("SignUpActivity.kt", """
      import com.redmadrobot.inputmask.MaskedTextChangedListener
      class SignUpActivity : AppCompatActivity() {
        override fun onCreate(savedInstanceState: Bundle?) {
          val phone = findViewById<EditText>(R.id.phone_input)
          MaskedTextChangedListener.installOn(phone, "+7 ([000]) [000]-[00]-[00]", listOf("8 ([000]) [000]-[00]-[00]"))
        }
      }
      """)
    XCTAssertEqual(found.map(\.kind), [.mask(.redmadrobot), .affineMask(.redmadrobot)])
    XCTAssertEqual(found.map(\.literal.value), ["+7 ([000]) [000]-[00]-[00]", "8 ([000]) [000]-[00]-[00]"])
    XCTAssertEqual(found.map(\.field), [.androidView(id: "phone_input"), .androidView(id: "phone_input")])
  }

  func testKotlinNamedArgumentsAndBinding() {
    let found = settings("Form.kt", """
      val listener = MaskedTextChangedListener.installOn(
        editText = binding.cardNumber,
        primaryFormat = "[0000] [0000] [0000] [0000]",
        affineFormats = listOf("[0000] [000000] [00000]", "[0000] [0000] [0000] [0000] [000]")
      )
      """)
    XCTAssertEqual(found.map(\.recognizedAs), [
      "MaskedTextChangedListener.installOn(_:_:)", "MaskedTextChangedListener.installOn(affineFormats:)",
      "MaskedTextChangedListener.installOn(affineFormats:)",
    ])
    XCTAssertEqual(Set(found.map(\.field)), [.androidView(id: "cardNumber")])
  }

  func testJavaConstructorArraysAsListAndFindViewByIdCast() {
    let found = settings("FormActivity.java", """
      import com.redmadrobot.inputmask.MaskedTextChangedListener;
      public class FormActivity extends Activity {
        private EditText phone;
        protected void onCreate(Bundle b) {
          phone = (EditText) findViewById(R.id.phone);
          MaskedTextChangedListener listener = new MaskedTextChangedListener(
            "+1 ([000]) [000]-[0000]", Arrays.asList("[000]-[0000]"), phone, null);
          Mask mask = Mask.Factory.getOrCreate("[00]{.}[00]", notations);
        }
      }
      """)
    XCTAssertEqual(found.map { "\($0.recognizedAs)=\($0.literal.value)" }, [
      "MaskedTextChangedListener(_:)=+1 ([000]) [000]-[0000]",
      "MaskedTextChangedListener(affineFormats:)=[000]-[0000]",
      "Mask.getOrCreate(_:_:)=[00]{.}[00]",
      "getOrCreate(customNotations:)=notations",
    ])
    XCTAssertEqual(found[3].kind, .customNotations)
    // Notations are compared per format across the project (`mask-notation-cache`); the mask
    // itself is parsed knowing that unreadable notations come with it.
    XCTAssertEqual(found[3].field, NotationCache.key(format: "[00]{.}[00]", android: true))
    XCTAssertEqual(found[2].maskOptions?.hasUnknownNotations, true)
    // Every RedMadRobot mask of Java and Kotlin code is read as input-mask-android reads it.
    XCTAssertEqual(found[0].maskOptions, MaskOptions(redMadRobotPlatform: .android))
    XCTAssertEqual(found[0].field, .androidView(id: "phone"))
    XCTAssertEqual(found[1].field, .androidView(id: "phone"))
  }

  func testCustomNotationsTravelWithTheMask() {
    let found = settings("Card.kt", """
      MaskedTextChangedListener.installOn(
        cardInput, "[0000] [0000]", listOf("[0000]"),
        listOf(Notation('#', "0123456789", true))
      )
      MaskedTextChangedListener.installOn(other, "[00]", listOf("[000]"), AffinityCalculationStrategy.PREFIX)
      MaskedTextChangedListener.installOn(editText = third, primaryFormat = "[00]", customNotations = notations)
      """)
    let notations = found.filter { $0.kind == .customNotations }
    XCTAssertEqual(notations.map(\.literal.value), ["listOf(Notation('#', \"0123456789\", true))", "notations"])
    XCTAssertEqual(notations.map(\.field), [
      NotationCache.key(format: "[0000] [0000]", android: true), NotationCache.key(format: "[00]", android: true),
    ])
    XCTAssertEqual(notations.first?.recognizedAs, "installOn(customNotations:)")
    // The masks of each call carry its notations: read inline, or unknown when passed by name.
    let masks = found.filter { if case .mask = $0.kind { return true } else { return false } }
    XCTAssertEqual(masks.map(\.literal.value), ["[0000] [0000]", "[00]", "[00]"])
    XCTAssertEqual(masks[0].maskOptions?.definitions.keys.sorted(), ["#"])
    XCTAssertEqual(masks[0].maskOptions?.optionalSymbols, ["#"])
    XCTAssertEqual(masks[1].maskOptions, MaskOptions(redMadRobotPlatform: .android))
    XCTAssertEqual(masks.map { $0.maskOptions?.redMadRobotPlatform }, [.android, .android, .android])
    XCTAssertEqual(masks[2].maskOptions?.hasUnknownNotations, true)
    let affine = found.filter { $0.kind == .affineMask(.redmadrobot) }
    XCTAssertEqual(affine.first?.maskOptions?.definitions.keys.sorted(), ["#"])
  }

  func testConstructorFieldAmongOtherArguments() {
    let found = settings("L.kt", """
      val a = MaskedTextChangedListener("[00]", true, phoneInput, textWatcher, valueListener)
      val b = MaskedTextChangedListener("[00]", listOf("[000]"), notations, strategy, true, false, zipInput, null, null)
      """)
    XCTAssertEqual(found.filter { $0.kind.isMask }.map(\.field), [
      .member(type: "", name: "phoneInput"), .member(type: "", name: "zipInput"),
    ])
  }

  func testPlainNamesAreMembersOrLocals() {
    let found = settings("Form.kt", """
      class Form : Fragment() {
        lateinit var zip: EditText
        fun setUp() {
          MaskedTextChangedListener.installOn(zip, "[00000]")
          val other = EditText(context)
          MaskedTextChangedListener("[000]", other)
        }
      }
      """)
    XCTAssertEqual(found.count, 2)
    XCTAssertEqual(found[0].field, .member(type: "Form", name: "zip"))
    guard case .local(_, "other", _) = found[1].field else { return XCTFail("\(found[1].field)") }
  }

  func testConfiguredNamesAsKotlinNamedArguments() {
    var configuration = ProjectConfiguration()
    configuration.customSettings = ["pattern": .mask(.inputmask)]
    let project = AnalysisProject(configuration: configuration)
    project.setFile(path: "F.kt", text: SourceText("val f = Formatter(pattern = \"\", other = \"x\")\n"))
    XCTAssertEqual(project.fields().flatMap(\.settings).map(\.recognizedAs), ["Formatter(pattern =)"])
    XCTAssertEqual(project.findings(forPath: "F.kt").map(\.rule), ["mask-empty"])
  }

  func testIgnoreDirectiveRemovesTheSetting() {
    XCTAssertEqual(names("I.kt", """
      MaskedTextChangedListener.installOn(phone, "[00]") // maskls: ignore
      // maskls: ignore
      phone.filters = arrayOf(InputFilter.LengthFilter(1))
      val r = Regex("[0-9]+")
      """), ["Regex(_:)=[0-9]+"])
  }

  func testAnonymousObjectsBelongToTheEnclosingType() {
    let found = settings("W.kt", """
      class Form : Activity() {
        lateinit var zip: EditText
        fun setUp() {
          MaskedTextChangedListener.installOn(zip, "[00000]")
          zip.addTextChangedListener(object : TextWatcher {
            override fun afterTextChanged(s: Editable?) {
              zip.filters = arrayOf(InputFilter.LengthFilter(5))
            }
          })
        }
      }
      """)
    XCTAssertEqual(found.map(\.field), [.member(type: "Form", name: "zip"), .member(type: "Form", name: "zip")])
  }

  func testMaskNeedsTheLibraryImport() {
    XCTAssertEqual(names("A.kt", "import com.redmadrobot.inputmask.helper.Mask\nval m = Mask(\"[00]-[00]\")\n"), ["Mask(_:)=[00]-[00]"])
    // Another library's `Mask` class is not RedMadRobot's.
    XCTAssertEqual(names("B.kt", "import com.example.Mask\nval m = Mask(\"[00]-[00]\")\n"), [])
  }

  func testLookAlikesAreNotRecognised() {
    XCTAssertEqual(names("C.kt", """
      val a = installOn(phone, "[00]".uppercase())
      val b = listOf("[000]")
      val c = MaskedTextChangedListener.installOn(phone, "$prefix [000]")
      val d = Regex("[0-9]+", RegexOption.LITERAL)
      val e = log("a".toString())
      val f = Regex.escape("[a-z]")
      val g = "^\\\\d+$".length
      """), [])
    XCTAssertEqual(names("C.java", """
      String p = Pattern.quote("[a-z]");
      Pattern q = Pattern.compile("a+b", Pattern.LITERAL);
      """), [])
  }

  func testRegexFlagsAndUses() {
    let found = settings("Validation.kt", """
      val a = Regex("^[a-z]+$", RegexOption.IGNORE_CASE)
      val b = Regex("\\\\d{5}").containsMatchIn(zip)
      val c = text.matches(Regex("[0-9]{4}"))
      val d = "^\\\\w+@\\\\w+$".toRegex(setOf(RegexOption.IGNORE_CASE, RegexOption.MULTILINE))
      val e = "\\\\d+".toRegex().matches(input)
      val f = Regex(\"\"\"^\\d{3}-\\d{4}$\"\"\").find(text) != null
      val g = Regex("\\\\d+").findAll(text).map { it.value }
      val h = Regex("[a-z]+").find(text)?.value
      """)
    XCTAssertEqual(found.map(\.kind), [
      .regex(.java, .compiled), .regex(.java, .search), .regex(.java, .fullMatch), .regex(.java, .compiled),
      .regex(.java, .fullMatch), .regex(.java, .search), .regex(.java, .compiled), .regex(.java, .compiled),
    ])
    XCTAssertEqual(found.map(\.regexFlags), ["i", "", "", "im", "", "", "", ""])
    XCTAssertEqual(found.map(\.literal.value), ["^[a-z]+$", "\\d{5}", "[0-9]{4}", "^\\w+@\\w+$", "\\d+", "^\\d{3}-\\d{4}$", "\\d+", "[a-z]+"])
    XCTAssertEqual(found[2].recognizedAs, "Regex(_:) in String.matches(_:)")
  }

  func testUnanchoredOnlyWhereTheSearchValidates() {
    let project = AnalysisProject()
    let code = "val ok = Regex(\"\\\\d{5}\").containsMatchIn(zip)\nval all = Regex(\"\\\\d+\").findAll(text)\n"
    project.setFile(path: "U.kt", text: SourceText(code))
    let findings = project.findings(forPath: "U.kt")
    XCTAssertEqual(findings.map(\.rule), ["regex-unanchored"])
    XCTAssertEqual(findings.map { "\($0.location.start.line):\($0.location.start.utf16Column)" }, ["0:15"])
  }

  func testJavaPatternFlagsAndFullMatch() {
    let found = settings("Validation.java", """
      Pattern p = Pattern.compile("^[a-z]+$", Pattern.CASE_INSENSITIVE | Pattern.DOTALL);
      boolean ok = Pattern.matches("\\\\d{5}", zip);
      boolean found = Pattern.compile("\\\\d").matcher(text).find();
      String re = \"\"\"
          ^\\\\d{3}$\"\"\";
      """)
    XCTAssertEqual(found.map(\.recognizedAs), ["Pattern.compile(_:)", "Pattern.matches(_:_:)", "Pattern.compile(_:).matcher(_:).find(_:)"])
    XCTAssertEqual(found.map(\.kind), [.regex(.java, .compiled), .regex(.java, .fullMatch), .regex(.java, .search)])
    XCTAssertEqual(found[0].regexFlags, "is")
  }

  func testLengthFilterAndInputType() {
    let found = settings("Form.kt", """
      class Form : Activity() {
        fun setUp() {
          val phone = findViewById<EditText>(R.id.phone)
          phone.filters = arrayOf<InputFilter>(InputFilter.LengthFilter(14))
          phone.inputType = InputType.TYPE_CLASS_NUMBER or InputType.TYPE_NUMBER_FLAG_DECIMAL
          binding.zipCode.inputType = InputType.TYPE_CLASS_PHONE
          other.inputType = computeType()
          log(InputFilter.LengthFilter(3))
        }
      }
      """)
    XCTAssertEqual(found.map { "\($0.recognizedAs)=\($0.literal.value)" }, [
      "InputFilter.LengthFilter(_:)=14", "inputType = InputType=numberDecimal", "inputType = InputType=phone",
    ])
    XCTAssertEqual(found.map(\.kind), [.maxLength, .keyboard(.android), .keyboard(.android)])
    XCTAssertEqual(found.map(\.field), [.androidView(id: "phone"), .androidView(id: "phone"), .androidView(id: "zipCode")])
  }

  func testImplicitReceivers() {
    let found = settings("Form.kt", """
      class PhoneEditText(context: Context) : AppCompatEditText(context) {
        fun configure() {
          inputType = InputType.TYPE_CLASS_PHONE
        }
      }
      class Form : Activity() {
        fun setUp() {
          findViewById<EditText>(R.id.phone).apply {
            filters = arrayOf(InputFilter.LengthFilter(14))
          }
          with(binding.zipCode) {
            inputType = InputType.TYPE_CLASS_NUMBER
          }
          button.setOnClickListener {
            inputType = InputType.TYPE_CLASS_TEXT
          }
        }
      }
      """)
    XCTAssertEqual(found.map(\.literal.value), ["phone", "14", "number"])
    XCTAssertEqual(found.map(\.field), [
      .member(type: "PhoneEditText", name: "self"), .androidView(id: "phone"), .androidView(id: "zipCode"),
    ])
  }

  func testLookupResultAsReceiver() {
    let found = settings("Form.kt", """
      view.findViewById<EditText>(R.id.card_number).inputType = InputType.TYPE_CLASS_NUMBER
      compute().inputType = InputType.TYPE_CLASS_PHONE
      """)
    XCTAssertEqual(found.map(\.field), [.androidView(id: "card_number")])
    XCTAssertEqual(found.map(\.literal.value), ["number"])
  }

  func testJavaSetInputTypeAndSetFilters() {
    let found = settings("Form.java", """
      class Form {
        void setUp(EditText zip) {
          zip.setFilters(new InputFilter[] { new InputFilter.LengthFilter(5) });
          zip.setInputType(InputType.TYPE_CLASS_NUMBER);
        }
      }
      """)
    XCTAssertEqual(found.map(\.literal.value), ["5", "number"])
    XCTAssertEqual(found.map(\.kind), [.maxLength, .keyboard(.android)])
    XCTAssertEqual(found[0].field, found[1].field)
  }

  func testJavaTextBlockPositions() {
    // The text block strips the common indentation; the finding stays on the source `(`.
    let code = "Pattern p = Pattern.compile(\"\"\"\n    ^\\\\d{3}\n    (\\\\d\"\"\");\n"
    let project = AnalysisProject()
    project.setFile(path: "T.java", text: SourceText(code))
    let found = project.fields().flatMap(\.settings)
    XCTAssertEqual(found.map(\.literal.value), ["^\\d{3}\n(\\d"])
    let findings = project.findings(forPath: "T.java").filter { $0.rule == "regex-syntax" }
    XCTAssertEqual(findings.map { "\($0.location.start.line):\($0.location.start.utf16Column)" }, ["2:4"])
  }

  func testPositionsThroughEscapesAndRawStrings() {
    let code = "val r = Regex(\"\\\\d(\")\nval s = \"\"\"\n  [a-\"\"\".toRegex()\n"
    let project = AnalysisProject()
    project.setFile(path: "P.kt", text: SourceText(code))
    let findings = project.findings(forPath: "P.kt").filter { $0.rule == "regex-syntax" }
    let starts = findings.map { "\($0.location.start.line):\($0.location.start.utf16Column)" }.sorted()
    // `\\d(`: the unclosed `(` is source column 18 of line 0 (after the two-byte escape);
    // the raw string's `[` keeps its place on line 2.
    XCTAssertEqual(starts, ["0:18", "2:2"])
  }
}
