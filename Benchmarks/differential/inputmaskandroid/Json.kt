// The JSON reading and writing of Driver.kt and ListenerDriver.kt (compiled with either):
// Kotlin 1.3 (Debian's kotlinc) and no library, so a minimal reader and writer of our own.

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
    quote(k) + ":" + jsonValue(v)
}

// A value of json(): null, a string, a map, a list, or anything else as toString() (numbers, booleans).
fun jsonValue(v: Any?): String = when (v) {
    null -> "null"
    is String -> quote(v)
    is Map<*, *> -> {
        @Suppress("UNCHECKED_CAST")
        json(v as Map<String, Any?>)
    }
    is List<*> -> v.joinToString(",", "[", "]") { jsonValue(it) }
    else -> v.toString()
}
