package com.example.checkout

import android.os.Bundle
import android.widget.Button
import android.widget.EditText
import androidx.appcompat.app.AppCompatActivity
import com.redmadrobot.inputmask.MaskedTextChangedListener
import com.redmadrobot.inputmask.helper.AffinityCalculationStrategy

/**
 * Checkout: phone, card, expiry and IBAN fields from `activity_checkout.xml`, formatted with
 * input-mask-android (RedMadRobot) and validated before the order is sent.
 */
class CheckoutActivity : AppCompatActivity() {

    private val postcode = Regex("""^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$""", RegexOption.IGNORE_CASE)

    // A name is words separated by single spaces; the nested quantifier backtracks
    // exponentially on a long name followed by a digit.
    private val cardholder = Regex("""^([A-Za-z]+\s?)*$""") // expect: regex-redos

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_checkout)

        val phoneInput = findViewById<EditText>(R.id.phone_input)
        MaskedTextChangedListener.installOn(phoneInput, "+1 ([000]) [000]-[0000]")

        // Written for the web form: `#` is not a slot in input-mask-android, so this mask
        // only ever shows its literals.
        val contactPhoneInput = findViewById<EditText>(R.id.contact_phone_input)
        MaskedTextChangedListener.installOn(contactPhoneInput, "+1 (###) ###-####") // expect: mask-wrong-dialect, mask-no-slots

        // 16-digit cards, American Express 4-6-5 as an affine format. The second affine
        // format repeats the primary one and can never win.
        val cardInput = findViewById<EditText>(R.id.card_number_input)
        MaskedTextChangedListener.installOn(
            cardInput,
            "[0000] [0000] [0000] [0000]",
            listOf(
                "[0000] [000000] [00000]",
                "[0000] [0000] [0000] [0000]", // expect: mask-affine-redundant
            ),
            affinityCalculationStrategy = AffinityCalculationStrategy.PREFIX,
        )

        val expiryInput = findViewById<EditText>(R.id.expiry_input)
        MaskedTextChangedListener.installOn(expiryInput, "[00]{/}[00]")

        val ibanInput = findViewById<EditText>(R.id.iban_input)
        MaskedTextChangedListener.installOn(ibanInput, "[AA][00] [0000] [0000] [0000] [0000] [00]")

        findViewById<Button>(R.id.pay_button).setOnClickListener {
            val name = findViewById<EditText>(R.id.cardholder_input).text.toString()
            if (cardholder.matches(name) && CheckoutValidator.isValidExpiry(expiryInput.text.toString())) {
                submitOrder()
            }
        }
    }

    fun isValidPostcode(text: String): Boolean = postcode.matches(text.trim())

    fun isValidEmail(text: String): Boolean = "^[\\w.+-]+@[\\w-]+(\\.[\\w-]+)+$".toRegex().matches(text)

    private fun submitOrder() {
        // Sends the order; omitted from the example.
    }
}
