// Reads one input a line, as the hexadecimal of its UTF-8 bytes, and
// writes, a line each, what Mono's System.Uri makes of it:
// new Uri(input, UriKind.Absolute), then the object's getters, as JSON
// {"input", "valid": true, "scheme" (Scheme), "userinfo" (UserInfo, null
// when ""), "host" (Host, null when ""), "port" (Port, null when -1),
// "path" (AbsolutePath), "query" (Query without its "?", null when ""),
// "fragment" (Fragment without its "#", null when "")}; or, when the
// constructor throws, {"input", "valid": false, "error"} with the
// exception's class name, ": " and its message. The first line is
// {"mono": "<Mono's version>"}. scripts/compare_vectors_mono.sh runs it
// (and rewrites each line as canonical JSON); the mono reader of
// `compare` is held to its output.
using System;
using System.IO;
using System.Text;

static class CompareMono
{
    // A JSON string literal: every character outside printable ASCII, and
    // `"` and `\`, as \uXXXX (a lone surrogate included, which Python reads).
    static string Json(string s)
    {
        if (s == null)
            return "null";
        var b = new StringBuilder("\"");
        foreach (char c in s)
        {
            if (c < 0x20 || c > 0x7e || c == '"' || c == '\\')
                b.AppendFormat("\\u{0:x4}", (int)c);
            else
                b.Append(c);
        }
        return b.Append('"').ToString();
    }

    static string Strip(string s, char lead)
    {
        if (s.Length == 0)
            return null;
        return s[0] == lead ? s.Substring(1) : s;
    }

    static byte[] Unhex(string h)
    {
        var b = new byte[h.Length / 2];
        for (int i = 0; i < b.Length; i++)
            b[i] = Convert.ToByte(h.Substring(2 * i, 2), 16);
        return b;
    }

    static void Main()
    {
        var stdout = new StreamWriter(Console.OpenStandardOutput(), new UTF8Encoding(false));
        stdout.NewLine = "\n";
        var version = Type.GetType("Mono.Runtime")
            .GetMethod("GetDisplayName", System.Reflection.BindingFlags.NonPublic | System.Reflection.BindingFlags.Static)
            .Invoke(null, null);
        stdout.WriteLine("{\"mono\":" + Json((string)version) + "}");
        string line;
        while ((line = Console.In.ReadLine()) != null)
        {
            string input = new UTF8Encoding(false, false).GetString(Unhex(line));
            string row;
            try
            {
                var u = new Uri(input, UriKind.Absolute);
                row = "{\"input\":" + Json(input) + ",\"valid\":true"
                    + ",\"scheme\":" + Json(u.Scheme)
                    + ",\"userinfo\":" + Json(u.UserInfo.Length == 0 ? null : u.UserInfo)
                    + ",\"host\":" + Json(u.Host.Length == 0 ? null : u.Host)
                    + ",\"port\":" + (u.Port == -1 ? "null" : Json(u.Port.ToString()))
                    + ",\"path\":" + Json(u.AbsolutePath)
                    + ",\"query\":" + Json(Strip(u.Query, '?'))
                    + ",\"fragment\":" + Json(Strip(u.Fragment, '#'))
                    + "}";
            }
            catch (Exception e)
            {
                row = "{\"input\":" + Json(input) + ",\"valid\":false,\"error\":"
                    + Json(e.GetType().Name + ": " + e.Message) + "}";
            }
            stdout.WriteLine(row);
        }
        stdout.Flush();
    }
}
