// Stub of android.util.Log: MaskedTextChangedListener logs when setSelection throws. The
// driver counts those calls (a step where the listener's caret did not fit the text).
package android.util

object Log {
  var errors = 0

  @JvmStatic
  fun e(tag: String, msg: String): Int {
    errors += 1
    return 0
  }
}
