// Spark's parse_url(url, 'QUERY', key) compiles the Java pattern
// "(&|^)" + key + "=([^&]*)" and returns group 2 of the first find in the
// query. For each key (one a line of standard input), this prints a
// tab-separated line: the key, then "ok" and the group (or "null") on the
// query given as the first argument, or "err", the PatternSyntaxException's
// description and its index.
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

public class KeyPatterns {
    public static void main(String[] args) throws Exception {
        String query = args[0];
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        StringBuilder out = new StringBuilder();
        for (String key; (key = in.readLine()) != null; ) {
            out.append(key).append('\t');
            try {
                Matcher m = Pattern.compile("(&|^)" + key + "=([^&]*)").matcher(query);
                out.append("ok\t").append(m.find() ? m.group(2) : "null").append('\t');
            } catch (PatternSyntaxException e) {
                out.append("err\t").append(e.getDescription()).append('\t').append(e.getIndex());
            }
            out.append('\n');
        }
        System.out.print(out);
    }
}
