// Differential driver for RedMadRobot input-mask-android, compiled with `kotlinc` together with
// the library's pure-Kotlin core (helper/ and model/, no android.* import; see run.py). Reads one
// JSON case per line on stdin, prints one JSON result per line, flushed. Strings are Kotlin
// strings (UTF-16 code units) and carets are UTF-16 offsets, as in an EditText.
// Kotlin 1.3 (Debian's kotlinc) and no library: a minimal JSON reader and writer of its own.
import com.redmadrobot.inputmask.helper.Compiler
import com.redmadrobot.inputmask.helper.Mask
import com.redmadrobot.inputmask.model.CaretString
import com.redmadrobot.inputmask.model.Notation

class JsonReader(private val s: String) {
    private var i = 0

    fun read(): Any? {
        skip()
        val c = s[i]
        return when {
            c == '{' -> {
                i++
                val m = LinkedHashMap<String, Any?>()
                skip()
                if (s[i] == '}') { i++; return m }
                while (true) {
                    skip()
                    val k = read() as String
                    skip(); expect(':')
                    m[k] = read()
                    skip()
                    if (s[i] == ',') { i++; continue }
                    expect('}'); return m
                }
                @Suppress("UNREACHABLE_CODE") m
            }
            c == '[' -> {
                i++
                val l = ArrayList<Any?>()
                skip()
                if (s[i] == ']') { i++; return l }
                while (true) {
                    l.add(read())
                    skip()
                    if (s[i] == ',') { i++; continue }
                    expect(']'); return l
                }
                @Suppress("UNREACHABLE_CODE") l
            }
            c == '"' -> string()
            s.startsWith("true", i) -> { i += 4; true }
            s.startsWith("false", i) -> { i += 5; false }
            s.startsWith("null", i) -> { i += 4; null }
            else -> {
                val start = i
                while (i < s.length && (s[i] == '-' || s[i].isDigit())) i++
                s.substring(start, i).toInt()
            }
        }
    }

    private fun string(): String {
        expect('"')
        val b = StringBuilder()
        while (s[i] != '"') {
            if (s[i] == '\\') {
                i++
                when (s[i]) {
                    'n' -> b.append('\n')
                    't' -> b.append('\t')
                    'r' -> b.append('\r')
                    'b' -> b.append('\b')
                    'f' -> b.append('\u000C')
                    'u' -> { b.append(s.substring(i + 1, i + 5).toInt(16).toChar()); i += 4 }
                    else -> b.append(s[i])
                }
                i++
            } else {
                b.append(s[i]); i++
            }
        }
        i++
        return b.toString()
    }

    private fun skip() { while (i < s.length && s[i].isWhitespace()) i++ }
    private fun expect(c: Char) { if (s[i] != c) throw IllegalArgumentException("expected $c at $i"); i++ }
}

// Every non-ASCII UTF-16 unit escaped: the output is ASCII and a lone surrogate survives.
fun quote(s: String): String {
    val b = StringBuilder("\"")
    for (c in s) {
        when {
            c == '"' -> b.append("\\\"")
            c == '\\' -> b.append("\\\\")
            c.toInt() < 0x20 || c.toInt() > 0x7e -> b.append(String.format("\\u%04x", c.toInt()))
            else -> b.append(c)
        }
    }
    return b.append('"').toString()
}

fun json(m: Map<String, Any?>): String = m.toSortedMap().entries.joinToString(",", "{", "}") { (k, v) ->
    quote(k) + ":" + when (v) {
        null -> "null"
        is String -> quote(v)
        else -> v.toString()
    }
}

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
