// Differential driver for RedMadRobot input-mask-android, compiled with `kotlinc` together with
// the library's pure-Kotlin core (helper/ and model/, no android.* import; see run.py). Reads one
// JSON case per line on stdin, prints one JSON result per line, flushed. Strings are Kotlin
// strings (UTF-16 code units) and carets are UTF-16 offsets, as in an EditText.
// Kotlin 1.3 (Debian's kotlinc) and no library: JSON through Json.kt, compiled with it.
import com.redmadrobot.inputmask.helper.Compiler
import com.redmadrobot.inputmask.helper.Mask
import com.redmadrobot.inputmask.model.CaretString
import com.redmadrobot.inputmask.model.Notation

fun run(c: Map<String, Any?>): Map<String, Any?> {
    @Suppress("UNCHECKED_CAST")
    val notations = (c["notations"] as List<Map<String, Any?>>? ?: emptyList()).map {
        Notation((it["character"] as String)[0], it["set"] as String, it["optional"] as Boolean)
    }
    val mask: Mask
    try {
        mask = Mask(c["mask"] as String, notations)
    } catch (e: Compiler.FormatError) {
        return mapOf("error" to "FormatError")
    } catch (e: Throwable) {
        return mapOf("throws" to e.javaClass.name, "in" to "Mask")
    }
    val text = c["text"] as String
    // The caret in UTF-16 units (run.py converts the case's caret in characters).
    val caret = c["caret16"] as Int
    val gravity: CaretString.CaretGravity =
        if (c["gravity"] == "forward") CaretString.CaretGravity.FORWARD(c["autocomplete"] as Boolean)
        else CaretString.CaretGravity.BACKWARD(c["autoskip"] as Boolean)
    val r: Mask.Result
    try {
        r = mask.apply(CaretString(text, caret, gravity))
    } catch (e: Throwable) {
        return mapOf("throws" to e.javaClass.name, "in" to "apply")
    }
    return mapOf(
        "text" to r.formattedText.string, "caret" to r.formattedText.caretPosition,
        "value" to r.extractedValue, "complete" to r.complete,
        "affinity" to r.affinity, "tailPlaceholder" to r.tailPlaceholder,
        "placeholder" to mask.placeholder(),
        "acceptableTextLength" to mask.acceptableTextLength(), "totalTextLength" to mask.totalTextLength(),
        "acceptableValueLength" to mask.acceptableValueLength(), "totalValueLength" to mask.totalValueLength()
    )
}

fun main() {
    val input = System.`in`.bufferedReader(Charsets.UTF_8)
    while (true) {
        val line = input.readLine() ?: break
        if (line.isEmpty()) continue
        @Suppress("UNCHECKED_CAST")
        val c = JsonReader(line).read() as Map<String, Any?>
        println(json(run(c)))
        System.out.flush()
    }
}
