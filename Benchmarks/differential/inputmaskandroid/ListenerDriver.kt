// Differential driver for input-mask-android's MaskedTextChangedListener: compiled with kotlinc
// together with the library's listener and core, Json.kt and the android.* stubs of
// android-stubs/ (see run_listener.py). Reads one JSON case per line on stdin (mask, notations,
// affine formats, affinity strategy, autocomplete, autoskip, focus, keys: "\b" is a backspace,
// a string of several characters in a list of keys is pasted), prints one JSON
// result per line: the field after focus (`start`) and after each key (`steps`): text shown,
// caret (UTF-16), extracted value and completeness from the listener's ValueListener (null
// before its first call), `told` (the listener was called for this key) and `logged` (the
// listener logged that setSelection threw).
//
// The emulation of the EditText (android-stubs/EditText.kt) assumes:
// - the field is installed with MaskedTextChangedListener.installOn (text watcher and focus
//   listener), with the case's autocomplete, autoskip, affine formats and affinity strategy
//   (`strategy`, default WHOLE_STRING), no RTL;
// - `focus`: the field gets focus before the first key (onFocusChange(view, true)), as a tap
//   on it does; then the listener with autocomplete sets the formatted empty text itself;
// - a typed key is one `replace(caret, caret, key)` of the field's Editable (a hardware key, or
//   an IME committing one character with no composing region; a paste the same with the whole
//   pasted text, as TextView's paste does with nothing selected), a backspace one
//   `replace(caret - 1, caret, "")` and nothing at all at caret 0 (keys are BMP characters);
// - each replace tells the watchers beforeTextChanged(s, start, before, count), then changes
//   the text, then onTextChanged(s, start, before, count), then afterTextChanged(editable),
//   where the listener replaces the whole text (after removing itself) and sets the caret;
// - the field has no selection range, no input filter, no max length and no input type that
//   refuses characters; the caret after a replace only matters where setSelection throws
//   (counted in `logged`), and moves with the text as EditText.kt says.
// Mask.getOrCreate caches masks by format alone: the driver empties that cache before each
// case, so a format read with other notations in an earlier case is compiled again.
import android.util.Log
import android.widget.EditText
import com.redmadrobot.inputmask.MaskedTextChangedListener
import com.redmadrobot.inputmask.helper.AffinityCalculationStrategy
import com.redmadrobot.inputmask.helper.Compiler
import com.redmadrobot.inputmask.helper.Mask
import com.redmadrobot.inputmask.model.Notation

fun clearMaskCache() {
  val field = Mask::class.java.getDeclaredField("cache")
  field.isAccessible = true
  (field.get(null) as MutableMap<*, *>).clear()
}

class Recorder : MaskedTextChangedListener.ValueListener {
  var value: String? = null
  var complete: Boolean? = null
  var calls = 0

  override fun onTextChanged(maskFilled: Boolean, extractedValue: String, formattedValue: String, tailPlaceholder: String) {
    value = extractedValue
    complete = maskFilled
    calls += 1
  }
}

fun snapshot(field: EditText, recorder: Recorder, told: Boolean, logged: Boolean): Map<String, Any?> = mapOf(
  "text" to field.text.toString(), "caret" to field.caret,
  "value" to recorder.value, "complete" to recorder.complete, "told" to told, "logged" to logged
)

fun runListener(c: Map<String, Any?>): Map<String, Any?> {
  clearMaskCache()
  @Suppress("UNCHECKED_CAST")
  val notations = (c["notations"] as List<Map<String, Any?>>? ?: emptyList()).map {
    Notation((it["character"] as String)[0], it["set"] as String, it["optional"] as Boolean)
  }
  val format = c["mask"] as String
  @Suppress("UNCHECKED_CAST")
  val affine = c["affine"] as List<String>? ?: emptyList()
  try {
    for (f in listOf(format) + affine) Mask.getOrCreate(f, notations)
  } catch (e: Compiler.FormatError) {
    return mapOf("error" to "FormatError")
  } catch (e: Throwable) {
    return mapOf("throws" to e.javaClass.name, "in" to "Mask")
  }
  val field = EditText()
  val recorder = Recorder()
  MaskedTextChangedListener.installOn(
    field, format, affine, notations, AffinityCalculationStrategy.valueOf(c["strategy"] as String? ?: "WHOLE_STRING"),
    c["autocomplete"] as Boolean, c["autoskip"] as Boolean, null, recorder
  )
  val steps = ArrayList<Map<String, Any?>>()
  var calls = recorder.calls
  var errors = Log.errors
  fun record(): Map<String, Any?> {
    val step = snapshot(field, recorder, recorder.calls > calls, Log.errors > errors)
    calls = recorder.calls
    errors = Log.errors
    return step
  }
  try {
    if (c["focus"] == true) field.onFocusChangeListener?.onFocusChange(field, true)
    val start = record()
    // `keys`: a string of keys, or a list whose strings of two characters or more are pasted.
    val keys = c["keys"]
    val list = if (keys is String) keys.map { it.toString() } else (keys as List<*>).map { it as String }
    for (key in list) {
      val caret = field.caret
      if (key == "\b") {
        if (caret > 0) field.text.replace(caret - 1, caret, "")
      } else {
        field.text.replace(caret, caret, key)
      }
      steps.add(record())
    }
    return mapOf("start" to start, "steps" to steps)
  } catch (e: Throwable) {
    return mapOf("throws" to e.javaClass.name, "in" to "listener", "step" to steps.size)
  }
}

fun main() {
  val input = System.`in`.bufferedReader(Charsets.UTF_8)
  while (true) {
    val line = input.readLine() ?: break
    if (line.isEmpty()) continue
    @Suppress("UNCHECKED_CAST")
    val c = JsonReader(line).read() as Map<String, Any?>
    println(json(runListener(c)))
    System.out.flush()
  }
}
