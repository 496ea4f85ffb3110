import java.io.*;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.regex.Pattern;

/** Reads lines "flags<TAB>base64(utf8 pattern)"; prints "1" or "0<TAB>message" per line. */
public class Check {
  public static void main(String[] args) throws IOException {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8));
    String line;
    while ((line = in.readLine()) != null) {
      if (line.isEmpty()) continue;
      int tab = line.indexOf('\t');
      String pattern = new String(Base64.getDecoder().decode(line.substring(tab + 1)), StandardCharsets.UTF_8);
      try { Pattern.compile(pattern); out.println("1"); }
      catch (Throwable e) {
        String m = String.valueOf(e.getMessage());
        int nl = m.indexOf('\n');
        if (nl >= 0) m = m.substring(0, nl);
        out.println("0\t" + m.replace('\t', ' '));
      }
    }
    out.flush();
  }
}
