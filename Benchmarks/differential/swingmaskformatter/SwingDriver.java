// Differential driver for javax.swing.text.MaskFormatter in a headless JFormattedTextField.
// One case per line on stdin, fields separated by a tab, each field as Java string escapes
// of UTF-16 units (\\uXXXX): mask, then keys ("\b" is backspace). For each key, the key goes
// through the field's own editor actions (DefaultKeyTypedAction for a character,
// deletePrevCharAction for backspace), as typing into a fresh field does. Prints one line per
// case: for the start state and after each key, text, caret and value (stringToValue's result,
// or "!" when it throws), tab-separated, escaped; "INVALID" when the mask does not parse.
import java.awt.event.ActionEvent;
import java.io.*;
import java.text.ParseException;
import javax.swing.*;
import javax.swing.text.*;

public class SwingDriver {
  static String unescape(String s) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '\\' && i + 5 < s.length() + 0 && s.charAt(i + 1) == 'u') {
        b.append((char) Integer.parseInt(s.substring(i + 2, i + 6), 16));
        i += 5;
      } else b.append(c);
    }
    return b.toString();
  }

  static String escape(String s) {
    StringBuilder b = new StringBuilder();
    for (char c : s.toCharArray()) b.append(String.format("\\u%04x", (int) c));
    return b.toString();
  }

  static String state(JFormattedTextField f, MaskFormatter mf) {
    String text = f.getText();
    String value;
    try {
      Object v = mf.stringToValue(text);
      value = escape(String.valueOf(v));
    } catch (ParseException e) {
      value = "!";
    }
    return escape(text) + " " + f.getCaretPosition() + " " + value;
  }

  public static void main(String[] args) throws Exception {
    System.setProperty("java.awt.headless", "true");
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, "UTF-8"));
    PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), true, "UTF-8");
    Action typed = new DefaultEditorKit.DefaultKeyTypedAction();
    String line;
    while ((line = in.readLine()) != null) {
      String[] parts = line.split("\t", -1);
      String mask = unescape(parts[0]);
      String keys = unescape(parts[1]);
      MaskFormatter mf;
      try {
        mf = new MaskFormatter(mask);
      } catch (ParseException e) {
        out.println("INVALID");
        continue;
      }
      JFormattedTextField f = new JFormattedTextField(mf);
      Action back = f.getActionMap().get(DefaultEditorKit.deletePrevCharAction);
      StringBuilder o = new StringBuilder(state(f, mf));
      for (int i = 0; i < keys.length(); i++) {
        char k = keys.charAt(i);
        if (k == '\b') back.actionPerformed(new ActionEvent(f, ActionEvent.ACTION_PERFORMED, ""));
        else typed.actionPerformed(new ActionEvent(f, ActionEvent.ACTION_PERFORMED, String.valueOf(k)));
        o.append('\t').append(state(f, mf));
      }
      out.println(o);
    }
  }
}
