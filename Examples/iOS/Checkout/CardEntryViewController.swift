import AnyFormatKit
import InputMask
import UIKit

/// Card entry and promotions: AnyFormatKit for the card number, RedMadRobot masks with
/// custom notations for promo and voucher codes.
final class CardEntryViewController: UIViewController, UITextFieldDelegate {
  @IBOutlet weak var cardField: UITextField!
  @IBOutlet weak var promoField: UITextField!
  @IBOutlet weak var voucherField: UITextField!

  private let cardFormatter = DefaultTextInputFormatter(textPattern: "#### #### #### ####")

  /// Promo codes: upper-case letters only.
  private let letter = Notation(character: "X", characterSet: .uppercaseLetters, isOptional: false)
  /// Vouchers: letters and digits.
  private let letterOrDigit = Notation(character: "X", characterSet: .alphanumerics, isOptional: false)

  private var promoMask: Mask?
  private var voucherMask: Mask?

  override func viewDidLoad() {
    super.viewDidLoad()
    cardField.delegate = self
    promoMask = try? Mask.getOrCreate(withFormat: "[XXXX]-[XXXX]", customNotations: [letter])
    // `getOrCreate` caches by format string only: this returns the promo mask, and the
    // digits of a voucher are refused.
    voucherMask = try? Mask.getOrCreate(withFormat: "[XXXX]-[XXXX]", customNotations: [letterOrDigit]) // expect: mask-notation-cache
  }

  func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
    guard textField === cardField else { return true }
    let result = cardFormatter.formatInput(currentText: textField.text ?? "", range: range, replacementString: string)
    textField.text = result.formattedText
    return false
  }

  func isValidCardNumber(_ text: String) -> Bool {
    text.wholeMatch(of: /\d{4}( \d{4}){3}/) != nil
  }
}
