// Stub of android.view.View: only the focus listener interface and its property.
package android.view

open class View {
  interface OnFocusChangeListener {
    fun onFocusChange(v: View?, hasFocus: Boolean)
  }

  var onFocusChangeListener: OnFocusChangeListener? = null
}
