import java.net.URI;
import java.net.URISyntaxException;
import java.util.Base64;
import java.io.*;
import java.nio.charset.StandardCharsets;

/**
 * For each line of standard input (an input, Base64 of its UTF-8 bytes, so
 * that controls and newlines pass): java.net.URI's verdict, getHost(),
 * getPort(), and the IPv4 address that the JDK's IPAddressUtil (behind
 * InetAddress.getByName) reads the host as, or "-". One tab-separated line
 * each: valid, host ("null" for null), port, literal. Used by
 * scripts/compare_confusion_java.py; run with
 * --add-exports java.base/sun.net.util=ALL-UNNAMED.
 */
public class JavaHosts {
    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        PrintStream out = new PrintStream(System.out, true, "UTF-8");
        String line;
        while ((line = in.readLine()) != null) {
            String s = new String(Base64.getDecoder().decode(line), StandardCharsets.UTF_8);
            try {
                URI u = new URI(s);
                String h = u.getHost();
                String lit = "-";
                if (h != null && !h.startsWith("[")) {
                    byte[] b = sun.net.util.IPAddressUtil.textToNumericFormatV4(h);
                    if (b != null) {
                        lit = (b[0] & 255) + "." + (b[1] & 255) + "." + (b[2] & 255) + "." + (b[3] & 255);
                    }
                }
                out.println("true\t" + h + "\t" + u.getPort() + "\t" + lit);
            } catch (URISyntaxException e) {
                out.println("false\tnull\t-1\t-");
            }
        }
    }
}
