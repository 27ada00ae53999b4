// How java.net.URI (the RFC 2396 + RFC 2732 parser of the JDK) reads each
// URI-reference line of tests/data/grammar/rfc2396/{valid,invalid}.txt.
// Run by scripts/rfc2396_java.sh; its output is tests/data/grammar/rfc2396/java.txt.
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;

public class Rfc2396Java {
    // The catalog's escapes: \xNN a byte, \t \r \n controls, \\ a backslash.
    static byte[] unescape(String s) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        for (int i = 0; i < b.length; i++) {
            if (b[i] == '\\' && i + 1 < b.length) {
                char c = (char) b[i + 1];
                if (c == 'x') {
                    out.write(Integer.parseInt(new String(b, i + 2, 2, StandardCharsets.US_ASCII), 16));
                    i += 3;
                    continue;
                }
                out.write(c == 't' ? '\t' : c == 'r' ? '\r' : c == 'n' ? '\n' : '\\');
                i += 1;
            } else {
                out.write(b[i]);
            }
        }
        return out.toByteArray();
    }

    static String show(String s) {
        return s == null ? "-" : "\"" + s + "\"";
    }

    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String line;
        while ((line = in.readLine()) != null) {
            if (line.isEmpty() || line.startsWith("#")) continue;
            int tab = line.indexOf('\t');
            if (tab < 0 || !line.substring(0, tab).equals("URI-reference")) continue;
            String escaped = line.substring(tab + 1);
            String input;
            try {
                input = StandardCharsets.UTF_8.newDecoder()
                    .decode(ByteBuffer.wrap(unescape(escaped))).toString();
            } catch (CharacterCodingException e) {
                System.out.println(escaped + "\tnot-utf8");
                continue;
            }
            try {
                URI u = new URI(input);
                String kind = u.getRawAuthority() == null ? "none"
                    : (u.getHost() != null ? "server" : "registry");
                System.out.println(escaped + "\tvalid\tauthority=" + kind
                    + " host=" + show(u.getHost()) + " port=" + u.getPort()
                    + " path=" + show(u.getRawPath()) + " query=" + show(u.getRawQuery()));
            } catch (URISyntaxException e) {
                System.out.println(escaped + "\tinvalid\tindex=" + e.getIndex());
            }
        }
    }
}
