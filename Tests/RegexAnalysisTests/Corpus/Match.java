import java.io.*;
import java.nio.charset.StandardCharsets;
import java.util.*;
import java.util.regex.Pattern;

/** Reads "flags<TAB>base64(pattern)<TAB>base64(subject)"; prints 1/0 (whole match) or E. */
public class Match {
  public static void main(String[] args) throws IOException {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8));
    Map<String, Pattern> cache = new HashMap<>();
    Base64.Decoder d = Base64.getDecoder();
    String line;
    while ((line = in.readLine()) != null) {
      if (line.isEmpty()) continue;
      String[] parts = line.split("\t", -1);
      String pattern = new String(d.decode(parts[1]), StandardCharsets.UTF_8);
      String subject = new String(d.decode(parts[2]), StandardCharsets.UTF_8);
      Pattern p = cache.get(pattern);
      if (p == null && !cache.containsKey(pattern)) {
        try { p = Pattern.compile(pattern); } catch (Exception e) { p = null; }
        cache.put(pattern, p);
      }
      out.println(p == null ? "E" : (p.matcher(subject).matches() ? "1" : "0"));
    }
    out.flush();
  }
}
