// Stub of android.text.TextWatcher (our own code, written from the API's documented signatures):
// only what MaskedTextChangedListener calls or implements. See ../ListenerDriver.kt.
package android.text

interface TextWatcher {
  fun beforeTextChanged(s: CharSequence?, start: Int, count: Int, after: Int)
  fun onTextChanged(s: CharSequence, start: Int, before: Int, count: Int)
  fun afterTextChanged(s: Editable?)
}
