// How java.net.URI (the JDK that runs this) reads strings, as JSON lines in
// the shape of `urigram java --json`; and a generator of test strings.
//
//   java JavaUri.java uri < lines          one JSON object per input line
//   java JavaUri.java generate N SEED      N generated strings, one a line
//   java JavaUri.java vectors SOURCE json|raw < lines
//                                          {"source", "input", "jdk"} per
//                                          input (a JSON string a line, '#'
//                                          lines skipped; or raw lines)
//
// Run by scripts/java_uri.sh (the differential counts) and
// scripts/java_vectors.sh (tests/data/java/*.jsonl, which cargo test reads).
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.util.Random;

public class JavaUri {
    static void str(StringBuilder sb, String s) {
        if (s == null) { sb.append("null"); return; }
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') sb.append('\\').append(c);
            else if (c < 0x20) sb.append(String.format("\\u%04x", (int) c));
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

    static String answer(String input) {
        StringBuilder sb = new StringBuilder("{");
        try {
            URI u = new URI(input);
            sb.append("\"valid\":true,\"opaque\":").append(u.isOpaque()).append(',');
            field(sb, "scheme", u.getScheme());
            field(sb, "scheme_specific_part", u.getRawSchemeSpecificPart());
            field(sb, "authority", u.getRawAuthority());
            field(sb, "userinfo", u.getRawUserInfo());
            field(sb, "host", u.getHost());
            sb.append("\"port\":").append(u.getPort() == -1 ? "null" : String.valueOf(u.getPort())).append(',');
            field(sb, "path", u.getRawPath());
            field(sb, "query", u.getRawQuery());
            field(sb, "fragment", u.getRawFragment());
            sb.append("\"decoded\":{");
            field(sb, "scheme_specific_part", u.getSchemeSpecificPart());
            field(sb, "authority", u.getAuthority());
            field(sb, "userinfo", u.getUserInfo());
            field(sb, "path", u.getPath());
            field(sb, "query", u.getQuery());
            field(sb, "fragment", u.getFragment());
            sb.setLength(sb.length() - 1);
            sb.append("}}");
        } catch (URISyntaxException e) {
            sb.append("\"valid\":false,");
            field(sb, "exception", e.getClass().getName());
            sb.append("\"index\":").append(e.getIndex()).append(',');
            field(sb, "reason", e.getReason());
            str(sb, "message");
            sb.append(':');
            str(sb, e.getMessage());
            sb.append('}');
        } catch (RuntimeException e) {
            sb.append("\"valid\":false,");
            field(sb, "exception", e.getClass().getName());
            sb.append("\"index\":null,\"reason\":null,");
            str(sb, "message");
            sb.append(':');
            str(sb, e.getMessage());
            sb.append('}');
        }
        return sb.toString();
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

    // Pieces the generator draws from: each kind of component java treats
    // apart, and the characters on either side of every class.
    static final String[] SCHEMES = {"http", "s", "a+b-c.d", "1x", "x y", "", "HTTP", "s\u00e9", "mailto", "file", "urn"};
    static final String[] HOSTS = {
        "h", "example.com", "a.b.c.", "7up", "7up.com", "a.7up", "a-b", "a-", "-a", "a..b", "a_b", "a~b",
        "1.2.3.4", "1.2.3", "1.2.3.4.5", "255.255.255.255", "256.1.1.1", "0001.2.3.4", "1.2.3.4x",
        "99999999999.1.1.1", "[::1]", "[::]", "[1:2:3:4:5:6:7:8]", "[1:2:3:4:5:6:7]", "[1:2:3:4:5:6:7:8:9]",
        "[::1%eth0]", "[::1%]", "[::1%25eth0]", "[::1%e!h]", "[fe80::1%eth1.12_55]", "[::ffff:1.2.3.4]",
        "[::1.2.3.300]", "[::99999999999.1.1.1]", "[1::2::3]", "[12345::1]", "[::1", "::1]", "[]", "[x]",
        "[::1]x", "a%20b", "%41", "%4", "%zz", "\u00e9", "\u00e9.com", "a b", "a\u00a0b", "a{b}", "a|b",
        "", "@", "u@h", "u:p@h", "u@@h", "u%20@h", "[u]@h", "\u00a7", "a:b:c", "h:", ":80", "a,b;c=d&e+f$",
    };
    static final String[] PORTS = {"", "0", "80", "08", "65535", "65536", "2147483647", "2147483648", "99999999999", "-1", "8x", "\u0661"};
    static final String[] CHARS = {
        "a", "Z", "0", "-", ".", "_", "~", "!", "*", "'", "(", ")", ";", "/", "?", ":", "@", "&", "=", "+", "$", ",",
        "[", "]", "%", "%20", "%2", "%zz", "%E2%82%AC", "%ED%A0%80", "%C3", "%25", " ", "\t", "\u0000", "\u007f",
        "\"", "<", ">", "\\", "^", "`", "{", "|", "}", "#", "\u00e9", "\u00a0", "\u0085", "\u2000", "\u2028",
        "\u3000", "\u200b", "\ud83d\ude00", "\u00ad", "\ufeff", "//", "..",
    };

    static String pick(Random r, String[] a) { return a[r.nextInt(a.length)]; }

    static String text(Random r, int max) {
        StringBuilder sb = new StringBuilder();
        int n = r.nextInt(max + 1);
        for (int i = 0; i < n; i++) sb.append(r.nextInt(3) == 0 ? pick(r, CHARS) : "ab".substring(r.nextInt(2), r.nextInt(2) + 1));
        return sb.toString();
    }

    static String generate(Random r) {
        StringBuilder sb = new StringBuilder();
        if (r.nextInt(4) != 0) sb.append(pick(r, SCHEMES)).append(':');
        int shape = r.nextInt(4);
        if (shape <= 1) {
            sb.append("//");
            if (r.nextInt(5) == 0) sb.append(text(r, 3)).append('@');
            sb.append(pick(r, HOSTS));
            if (r.nextInt(3) == 0) sb.append(':').append(pick(r, PORTS));
            if (r.nextInt(3) != 0) sb.append('/').append(text(r, 6));
        } else if (shape == 2) {
            sb.append(text(r, 8));
        } else {
            sb.append('/').append(text(r, 6));
        }
        if (r.nextInt(3) == 0) sb.append('?').append(text(r, 5));
        if (r.nextInt(4) == 0) sb.append('#').append(text(r, 5));
        // One mutation in four: a character put in at random.
        if (r.nextInt(4) == 0 && sb.length() > 0) sb.insert(r.nextInt(sb.length() + 1), pick(r, CHARS));
        return sb.toString();
    }

    public static void main(String[] args) throws Exception {
        PrintStream out = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), false, "UTF-8");
        if (args.length == 3 && args[0].equals("generate")) {
            Random r = new Random(Long.parseLong(args[2]));
            int n = Integer.parseInt(args[1]);
            for (int i = 0; i < n; i++) out.println(generate(r));
        } else if (args.length == 1 && args[0].equals("uri")) {
            BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            String line;
            while ((line = in.readLine()) != null) out.println(answer(line));
        } else if (args.length == 3 && args[0].equals("vectors")) {
            BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            boolean json = args[2].equals("json");
            String line;
            while ((line = in.readLine()) != null) {
                if (json && !line.startsWith("\"")) continue;
                String input = json ? unjson(line) : line;
                StringBuilder sb = new StringBuilder("{");
                field(sb, "source", args[1]);
                str(sb, "input");
                sb.append(":");
                str(sb, input);
                sb.append(",\"jdk\":").append(answer(input)).append('}');
                out.println(sb);
            }
        } else {
            System.err.println("usage: JavaUri uri | generate N SEED | vectors SOURCE json|raw");
            System.exit(2);
        }
        out.flush();
    }
}
