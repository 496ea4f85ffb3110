import AnyFormatKit
import InputMask
import UIKit

/// Card entry and promotions: AnyFormatKit for the card number and the tip amount, RedMadRobot
/// masks with custom notations for promo and voucher codes.
final class CardEntryViewController: UIViewController, UITextFieldDelegate {
  @IBOutlet weak var cardField: UITextField!
  @IBOutlet weak var promoField: UITextField!
  @IBOutlet weak var voucherField: UITextField!
  @IBOutlet weak var tipField: UITextField!

  private let cardFormatter = DefaultTextInputFormatter(textPattern: "#### #### #### ####")
  /// A number format, not a slot mask: `1234.5` reads `1,234.5 $`.
  private let tipFormatter = SumTextInputFormatter(textPattern: "#,###.## $")

  /// Promo codes: upper-case letters only.
  private let letter = Notation(character: "X", characterSet: .uppercaseLetters, isOptional: false)
  /// Vouchers: letters and digits.
  private let letterOrDigit = Notation(character: "X", characterSet: .alphanumerics, isOptional: false)

  private var promoMask: Mask?
  private var voucherMask: Mask?

  override func viewDidLoad() {
    super.viewDidLoad()
    cardField.delegate = self
    tipField.delegate = self
    promoMask = try? Mask.getOrCreate(withFormat: "[XXXX]-[XXXX]", customNotations: [letter])
    // `getOrCreate` caches by format string only: this returns the promo mask, and the
    // digits of a voucher are refused.
    voucherMask = try? Mask.getOrCreate(withFormat: "[XXXX]-[XXXX]", customNotations: [letterOrDigit]) // expect: mask-notation-cache
  }

  func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
    let formatter: TextInputFormatter
    switch textField {
    case cardField: formatter = cardFormatter
    case tipField: formatter = tipFormatter
    default: return true
    }
    let result = formatter.formatInput(currentText: textField.text ?? "", range: range, replacementString: string)
    textField.text = result.formattedText
    return false
  }

  func isValidCardNumber(_ text: String) -> Bool {
    text.wholeMatch(of: /\d{4}( \d{4}){3}/) != nil
  }
}
