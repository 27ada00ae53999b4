// Times new java.net.URI(s) (and the getters Spark's parts read) per URL over
// the lines of the files given, after warming the JIT: the JVM half of
// scripts/java_speed.sh.
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;

public class JavaUriSpeed {
    static long sink;

    static int pass(List<String> urls) {
        int accepted = 0;
        for (String s : urls) {
            try {
                URI u = new URI(s);
                accepted++;
                String h = u.getHost(), p = u.getRawPath(), q = u.getRawQuery(), a = u.getRawAuthority();
                sink += (h == null ? 0 : h.length()) + (p == null ? 0 : p.length())
                    + (q == null ? 0 : q.length()) + (a == null ? 0 : a.length());
            } catch (URISyntaxException e) {
                sink += e.getIndex();
            } catch (RuntimeException e) {
                sink++;
            }
        }
        return accepted;
    }

    public static void main(String[] args) throws Exception {
        List<String> urls = new ArrayList<>();
        for (String f : args) {
            String text = new String(Files.readAllBytes(Paths.get(f)), StandardCharsets.UTF_8);
            for (String line : text.split("\n", -1)) urls.add(line);
            if (!urls.isEmpty() && urls.get(urls.size() - 1).isEmpty()) urls.remove(urls.size() - 1);
        }
        for (int i = 0; i < 20; i++) pass(urls); // warm-up: the JIT compiles the parser
        double best = Double.MAX_VALUE;
        int accepted = 0;
        for (int i = 0; i < 20; i++) {
            long t = System.nanoTime();
            accepted = pass(urls);
            best = Math.min(best, (System.nanoTime() - t) / 1e9);
        }
        System.out.printf("java.net.URI: %d URLs (%d accepted), %.1f ns per URL (best of 20 passes, after 20 to warm up) [%d]%n",
            urls.size(), accepted, best * 1e9 / urls.size(), sink % 10);
    }
}
