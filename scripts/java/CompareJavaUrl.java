// Reads one JSON string a line (a URL) and writes, a line each, what
// java.net.URL (the JDK that runs this) makes of it with new URL(input):
// {"input", "valid": true, "scheme" (getProtocol()), "authority"
// (getAuthority()), "userinfo" (getUserInfo()), "host" (getHost()), "port"
// (getPort(), null for -1), "path" (getPath()), "query" (getQuery()),
// "fragment" (getRef()), "address" (what InetAddress.getByName makes of a
// host that is an IP literal or looks numeric: the address, or the
// exception's toString(), whose message ends ": Name or service not known"
// when glibc looked the host up as a name; null when not asked)}, null
// where a getter returns null; or {"input", "valid": false, "exception"
// (the class), "error" (getMessage())}. A line {"hex": "..."} gives
// bytes, read as new String(bytes, UTF_8) reads them; its row has
// "input_hex" for "input". The first line is the
// JDK's release. scripts/compare_vectors_java_url.sh runs it; the java-url
// reader of `compare` is held to its output.
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.URL;
import java.nio.charset.StandardCharsets;

public class CompareJavaUrl {
    static void str(StringBuilder sb, String s) {
        if (s == null) { sb.append("null"); return; }
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') sb.append('\\').append(c);
            else if (c < 0x20 || (c >= 0xd800 && c < 0xe000)) sb.append(String.format("\\u%04x", (int) c));
            else sb.append(c);
        }
        sb.append('"');
    }

    static void field(StringBuilder sb, String name, String value) {
        str(sb, name);
        sb.append(':');
        str(sb, value);
        sb.append(',');
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

    // Only hosts no DNS query is made for: brackets, or digits, dots and
    // the letters of hexadecimal numbers (glibc reads those itself).
    static String address(String host) {
        if (host == null || host.isEmpty()) return null;
        boolean numeric = host.startsWith("[") || host.chars().allMatch(c -> (c >= '0' && c <= '9') || c == '.' || c == 'x' || c == 'X' || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'));
        if (!numeric || host.chars().noneMatch(c -> c >= '0' && c <= '9')) return null;
        try {
            return InetAddress.getByName(host).getHostAddress();
        } catch (Exception e) {
            return e.toString();
        }
    }

    static String answer(String input) {
        StringBuilder sb = new StringBuilder("{");
        field(sb, "input", input);
        try {
            URL u = new URL(input);
            sb.append("\"valid\":true,");
            field(sb, "scheme", u.getProtocol());
            field(sb, "authority", u.getAuthority());
            field(sb, "userinfo", u.getUserInfo());
            field(sb, "host", u.getHost());
            field(sb, "port", u.getPort() == -1 ? null : String.valueOf(u.getPort()));
            field(sb, "path", u.getPath());
            field(sb, "query", u.getQuery());
            field(sb, "fragment", u.getRef());
            field(sb, "address", address(u.getHost()));
        } catch (Exception e) {
            sb.append("\"valid\":false,");
            field(sb, "exception", e.getClass().getName());
            field(sb, "error", e.getMessage());
        }
        sb.setLength(sb.length() - 1);
        return sb.append('}').toString();
    }

    public static void main(String[] args) throws Exception {
        // No negative cache: a failed lookup repeated would throw with the
        // host alone, as a refused literal does.
        java.security.Security.setProperty("networkaddress.cache.negative.ttl", "0");
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        out.println("{\"jdk\":\"" + System.getProperty("java.runtime.version") + "\"}");
        for (String line; (line = in.readLine()) != null; ) {
            if (line.startsWith("{\"hex\": \"")) {
                String hex = line.substring(9, line.length() - 2);
                byte[] bytes = new byte[hex.length() / 2];
                for (int i = 0; i < bytes.length; i++) {
                    bytes[i] = (byte) Integer.parseInt(hex.substring(2 * i, 2 * i + 2), 16);
                }
                String a = answer(new String(bytes, StandardCharsets.UTF_8));
                // The row names its input by its bytes.
                int end = a.indexOf(",\"valid\"");
                out.println("{\"input_hex\":\"" + hex + "\"" + a.substring(end));
            } else {
                out.println(answer(unjson(line)));
            }
        }
        out.flush();
    }
}
