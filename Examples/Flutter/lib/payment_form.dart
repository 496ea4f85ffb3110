import 'package:flutter/material.dart';
import 'package:flutter/services.dart';
import 'package:mask_text_input_formatter/mask_text_input_formatter.dart';

/// Payment step: phone, card, expiry, IBAN and postcode, formatted with
/// mask_text_input_formatter and validated on submit.
class PaymentForm extends StatefulWidget {
  const PaymentForm({super.key, required this.onSubmit});

  final void Function(Map<String, String> values) onSubmit;

  @override
  State<PaymentForm> createState() => _PaymentFormState();
}

class _PaymentFormState extends State<PaymentForm> {
  final _formKey = GlobalKey<FormState>();

  final _phoneMask = MaskTextInputFormatter(
    mask: '+1 (###) ###-####',
    filter: {'#': RegExp(r'[0-9]')},
  );

  // The filter was copied from the masked-card display mask: `*` is never used here.
  final _cardMask = MaskTextInputFormatter(
    mask: '#### #### #### ####',
    filter: {'#': RegExp(r'[0-9]'), '*': RegExp(r'[0-9*]')}, // expect: flutter-filter-unused
    type: MaskAutoCompletionType.lazy,
  );

  // The filter is tested against one character at a time: a two-character pattern
  // never matches, so the month can never be typed.
  final _expiryMask = MaskTextInputFormatter(
    mask: 'MM/YY',
    filter: {
      'M': RegExp(r'[01][0-9]'), // expect: flutter-filter-multichar
      'Y': RegExp(r'[0-9]'),
    },
  );

  // The custom filter replaces the default one, so `A` is no longer a letter slot.
  final _ibanMask = MaskTextInputFormatter(
    mask: 'AA## #### #### #### #### ##', // expect: flutter-filter-missing
    filter: {'#': RegExp(r'[0-9]')},
  );

  // A Canadian postal code: letters and digits.
  final _postcodeMask = MaskTextInputFormatter(
    mask: 'A#A #A#',
    filter: {'A': RegExp(r'[A-Za-z]'), '#': RegExp(r'[0-9]')},
  );

  static final _cardholder = RegExp(r'^[A-Za-z]+(?: [A-Za-z]+)*$');
  static final _iban = RegExp(r'^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$', caseSensitive: false);

  @override
  Widget build(BuildContext context) {
    return Form(
      key: _formKey,
      child: Column(
        children: [
          TextFormField(
            decoration: const InputDecoration(labelText: 'Phone'),
            inputFormatters: [_phoneMask],
            keyboardType: TextInputType.phone,
            // "+1 (555) 123-4567" has 17 characters.
            maxLength: 10, // expect: conflict-max-length
          ),
          TextFormField(
            decoration: const InputDecoration(labelText: 'Card number'),
            inputFormatters: [_cardMask],
            keyboardType: TextInputType.number,
            maxLength: 19,
          ),
          TextFormField(
            decoration: const InputDecoration(labelText: 'Expiry (MM/YY)'),
            inputFormatters: [_expiryMask],
            keyboardType: TextInputType.number,
          ),
          TextFormField(
            decoration: const InputDecoration(labelText: 'Cardholder'),
            validator: (value) => _cardholder.hasMatch(value ?? '') ? null : 'Letters only',
          ),
          TextFormField(
            decoration: const InputDecoration(labelText: 'IBAN'),
            inputFormatters: [_ibanMask],
            validator: (value) => _iban.hasMatch((value ?? '').replaceAll(' ', '')) ? null : 'Invalid IBAN',
          ),
          TextFormField(
            decoration: const InputDecoration(labelText: 'Postal code'),
            inputFormatters: [_postcodeMask],
            // The number pad cannot type the letters of "K1A 0B1".
            keyboardType: TextInputType.number, // expect: conflict-keyboard
          ),
          ElevatedButton(
            onPressed: () {
              if (_formKey.currentState?.validate() ?? false) {
                widget.onSubmit({
                  'phone': _phoneMask.getUnmaskedText(),
                  'card': _cardMask.getUnmaskedText(),
                  'expiry': _expiryMask.getMaskedText(),
                  'iban': _ibanMask.getUnmaskedText(),
                  'postcode': _postcodeMask.getMaskedText(),
                });
              }
            },
            child: const Text('Pay'),
          ),
        ],
      ),
    );
  }
}
