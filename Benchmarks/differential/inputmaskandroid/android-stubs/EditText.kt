// Stub of android.widget.EditText: a text buffer with one caret (no selection range), text
// watchers and the focus listener property of View. Our own code, not Android's: it does what
// ../ListenerDriver.kt assumes of TextView and SpannableStringBuilder (see there).
package android.widget

import android.text.Editable
import android.text.TextWatcher
import android.view.View

open class EditText : View() {
  private val buffer = StringBuilder()
  private val watchers = ArrayList<TextWatcher>()

  /** The caret (selection start = end), a UTF-16 offset. */
  var caret: Int = 0
    private set

  private val editable: Editable = object : Editable {
    override val length: Int get() = buffer.length
    override fun get(index: Int): Char = buffer[index]
    override fun subSequence(startIndex: Int, endIndex: Int): CharSequence = buffer.subSequence(startIndex, endIndex)
    override fun toString(): String = buffer.toString()
    override fun replace(st: Int, en: Int, text: CharSequence): Editable {
      change(st, en, text)
      return this
    }
  }

  val text: Editable get() = editable

  fun addTextChangedListener(watcher: TextWatcher) { watchers.add(watcher) }

  fun removeTextChangedListener(watcher: TextWatcher) { watchers.remove(watcher) }

  /** TextView.setText: the whole text replaced, watchers told (start 0, before = old length). */
  fun setText(text: CharSequence) {
    change(0, buffer.length, text)
  }

  /** TextView.setSelection(index): throws outside 0...length, as Selection.setSelection does. */
  fun setSelection(index: Int) {
    if (index < 0 || index > buffer.length) throw IndexOutOfBoundsException("setSelection $index of ${buffer.length}")
    caret = index
  }

  /**
   * Replaces st until en with `text` and tells the watchers (a copy of the list, taken first):
   * beforeTextChanged(s, st, en - st, text.length), the change, onTextChanged(s, st, en - st,
   * text.length), afterTextChanged(editable). A caret at or after `en` moves with the text (so a
   * caret at an insertion point ends after the inserted text), one inside the replaced range is
   * kept at most at st + text.length, one before `st` stays.
   */
  private fun change(st: Int, en: Int, text: CharSequence) {
    val told = ArrayList(watchers)
    val before = en - st
    for (w in told) w.beforeTextChanged(editable, st, before, text.length)
    buffer.replace(st, en, text.toString())
    caret = when {
      caret >= en -> caret + text.length - before
      caret > st -> st + minOf(caret - st, text.length)
      else -> caret
    }
    for (w in told) w.onTextChanged(editable, st, before, text.length)
    for (w in told) w.afterTextChanged(editable)
  }
}
