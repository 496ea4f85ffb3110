// Stub of android.text.Editable: a CharSequence that can be replaced in place. Only `replace`
// and `length` are used by MaskedTextChangedListener; the field (android.widget.EditText)
// implements it and tells its watchers, as SpannableStringBuilder does.
package android.text

interface Editable : CharSequence {
  fun replace(st: Int, en: Int, text: CharSequence): Editable
}
