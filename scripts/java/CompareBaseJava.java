// Reads one pair a line, the base and the reference as two JSON strings
// separated by a tab, and writes, a line each, how the JDK that runs this
// resolves the reference against the base:
//   uri: new URI(base).resolve(new URI(reference)).toString()
//        (java.net.URI, RFC 2396 section 5.2 with the JDK's own steps);
//   url: new URL(new URL(base), reference).toExternalForm()
//        (java.net.URL, as HttpURLConnection follows a redirect).
// Each row is {"base", "input", "resolved"}, or {"base", "input",
// "refused": "base" | "reference", "exception" (the class), "error"
// (getMessage())}. The first line is the JDK's release.
// scripts/compare_base_vectors_java.sh runs it; tests/compare_base_jvm.rs
// holds the java and java-url readers' resolution to its output.
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.net.URI;
import java.net.URL;
import java.nio.charset.StandardCharsets;

public class CompareBaseJava {
    static void str(StringBuilder sb, String s) {
        if (s == null) { sb.append("null"); return; }
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') sb.append('\\').append(c);
            else if (c < 0x20 || c == 0x7f || (c >= 0xd800 && c < 0xe000)) sb.append(String.format("\\u%04x", (int) c));
            else sb.append(c);
        }
        sb.append('"');
    }

    // A JSON string literal's value (the escapes JSON has).
    static String unjson(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 1; i < s.length() - 1; i++) {
            char c = s.charAt(i);
            if (c != '\\') { sb.append(c); continue; }
            char e = s.charAt(++i);
            switch (e) {
                case 'u': sb.append((char) Integer.parseInt(s.substring(i + 1, i + 5), 16)); i += 4; break;
                case 'n': sb.append('\n'); break;
                case 't': sb.append('\t'); break;
                case 'r': sb.append('\r'); break;
                case 'b': sb.append('\b'); break;
                case 'f': sb.append('\f'); break;
                default: sb.append(e);
            }
        }
        return sb.toString();
    }

    static String refused(StringBuilder sb, String which, Exception e) {
        sb.append(",\"refused\":");
        str(sb, which);
        sb.append(",\"exception\":");
        str(sb, e.getClass().getName());
        sb.append(",\"error\":");
        str(sb, e.getMessage());
        return sb.append('}').toString();
    }

    static String answer(String mode, String base, String input) {
        StringBuilder sb = new StringBuilder("{\"base\":");
        str(sb, base);
        sb.append(",\"input\":");
        str(sb, input);
        String resolved;
        if (mode.equals("uri")) {
            URI b, r;
            try { b = new URI(base); } catch (Exception e) { return refused(sb, "base", e); }
            try { r = new URI(input); } catch (Exception e) { return refused(sb, "reference", e); }
            resolved = b.resolve(r).toString();
        } else {
            URL b;
            try { b = new URL(base); } catch (Exception e) { return refused(sb, "base", e); }
            try { resolved = new URL(b, input).toExternalForm(); } catch (Exception e) { return refused(sb, "reference", e); }
        }
        sb.append(",\"resolved\":");
        str(sb, resolved);
        return sb.append('}').toString();
    }

    public static void main(String[] args) throws Exception {
        String mode = args[0];
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        out.println("{\"jdk\":\"" + System.getProperty("java.runtime.version") + "\"}");
        for (String line; (line = in.readLine()) != null; ) {
            int tab = line.indexOf('\t');
            out.println(answer(mode, unjson(line.substring(0, tab)), unjson(line.substring(tab + 1))));
        }
        out.flush();
    }
}
