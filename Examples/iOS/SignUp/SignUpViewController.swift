import UIKit
import InputMask

/// A sign-up form: phone, SSN, card, date and ZIP fields configured in code and in
/// SignUp.storyboard. maskls checks every mask and regex here.
final class SignUpViewController: UIViewController {
  @IBOutlet weak var phoneField: PatternTextField!
  @IBOutlet weak var zipField: PatternTextField!
  @IBOutlet weak var ssnField: VSTextField!
  @IBOutlet weak var cardField: UITextField!
  @IBOutlet weak var dateField: UITextField!
  @IBOutlet weak var accountField: PatternTextField!

  private let quantityListener = MaskedTextInputListener()
  private let cardListener = MaskedTextInputListener(
    primaryFormat: "[0000] [0000] [0000] [0000]",
    affineFormats: ["[0000] [000000] [00000]", "[0000] [0000] [0000] [0000] [000]"]
  )

  override func viewDidLoad() {
    super.viewDidLoad()

    // Seed 000: `#` slots. The storyboard also gives this field a mask (conflict-duplicate),
    // and its max length 10 cannot hold the 17-character formatted number (conflict-max-length).
    phoneField.BBB_pattern = "+1 (###) ###-####" // expect: conflict-duplicate
    phoneField.BBB_regular = "\\d{0,10}"

    // A ZIP field whose pattern has no `#`: it can never take a character (mask-no-slots).
    zipField.BBB_pattern = "00000" // expect: mask-no-slots

    // Seed 002: VSTextField with the default replacement character.
    ssnField.setFormatting("***-**-****", replacementChar: "*")

    // RedMadRobot: an unknown character inside a block crashes through `try!` (mask-syntax).
    cardField.delegate = cardListener
    let expiry = try! Mask(format: "[00]{/}[0Z]") // expect: mask-syntax
    _ = expiry

    // An optional block right before a mandatory one (mask-optional-trap): `12` fills the
    // optional digits and the mask is never complete with two digits.
    let listener = MaskedTextInputListener(primaryFormat: "[99][00]") // expect: mask-optional-trap
    dateField.delegate = listener

    // Nothing after `…` is ever reached: ` pcs` is silently dropped (mask-ignored).
    quantityListener.primaryMaskFormat = "[0…] pcs" // expect: mask-ignored

    // An empty mask (mask-empty).
    let empty = Mask.getOrCreate(withFormat: "") // expect: mask-empty
    _ = empty

    // The regex runs on the raw text after every key: `1` is refused, so no ten-digit
    // account number can ever be typed (regex-blocks-typing); `^\\d{0,10}$` would work.
    accountField.BBB_pattern = "##########"
    accountField.BBB_regular = "^\\d{10}$" // expect: regex-blocks-typing
  }

  func isValidEmail(_ text: String) -> Bool {
    // An ICU regex that does not compile (regex-syntax).
    let predicate = NSPredicate(format: "SELF MATCHES %@", "[A-Z0-9._%+-]+@[A-Z0-9.-]+\\.[A-Z]{2,") // expect: regex-syntax
    return predicate.evaluate(with: text)
  }

  func isZipCode(_ text: String) -> Bool {
    // Searched, so "abc12345xyz" passes (regex-unanchored); "contains a digit" (`\d+`) is not reported.
    text.range(of: "\\d{5}", options: .regularExpression) != nil // expect: regex-unanchored
  }

  func isValidName(_ text: String) -> Bool {
    // `A-z` also takes `[\]^_` and the backtick (regex-suspicious-class); the nested `+`
    // backtracks exponentially on a long name followed by a digit (regex-redos).
    text.range(of: "^([A-z]+ ?)+$", options: .regularExpression) != nil // expect: regex-redos, regex-suspicious-class
  }

  func amountPattern() -> NSRegularExpression? {
    // A stray `^` after the digits can never match (regex-never-matches); `(?P<…>)` is
    // Swift Regex syntax that ICU rejects (regex-flavor).
    _ = try? NSRegularExpression(pattern: "^(?P<cents>\\d{2})$") // expect: regex-flavor
    return try? NSRegularExpression(pattern: "^\\d+^(\\.\\d{2})?$") // expect: regex-never-matches
  }

  func licensePlate() -> String {
    // maskls: mask=redmadrobot
    let plate = "[A] [000] [AA]"
    return plate
  }
}
