// Reads one pair a line, "<base hex> <reference hex>" (each the
// hexadecimal of its UTF-8 bytes), and writes, a line each, how Mono's
// System.Uri resolves the reference against the base as HttpWebRequest
// follows a redirect: new Uri(new Uri(base), reference), as JSON {"base",
// "input", "resolved"} with the string the constructor parses last (the
// reference or base it takes whole, or the string it combined: the result's
// OriginalString when that parses, got by calling the constructor's own
// steps by reflection, and checked against the constructor), or {"base",
// "input", "error"} with the exception's class name, ": " and its message,
// after "the base: " when new Uri(base) is what threw, when the library
// fails before it has that string. The first line is {"mono": "<Mono's version>"}.
// scripts/compare_base_vectors_mono.sh runs it; the mono reader's
// resolution is held to its output by tests/compare_base_clients.rs.
using System;
using System.IO;
using System.Reflection;
using System.Text;

static class CompareBaseMono
{
    // A JSON string literal: every character outside printable ASCII, and
    // `"` and `\`, as \uXXXX (a lone surrogate included, which Python reads).
    static string Json(string s)
    {
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

    static string Error(Exception e)
    {
        return e.GetType().Name + ": " + e.Message;
    }

    static string Text(string h)
    {
        var b = new byte[h.Length / 2];
        for (int i = 0; i < b.Length; i++)
            b[i] = Convert.ToByte(h.Substring(2 * i, 2), 16);
        return new UTF8Encoding(false, false).GetString(b);
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
            var f = line.Split(' ');
            string b = Text(f[0]), input = Text(f.Length > 1 ? f[1] : "");
            string row = "{\"base\":" + Json(b) + ",\"input\":" + Json(input);
            Uri baseUri;
            try
            {
                baseUri = new Uri(b);
            }
            catch (Exception e)
            {
                stdout.WriteLine(row + ",\"error\":" + Json(e.GetType().Name + ": the base: " + e.Message) + "}");
                continue;
            }
            // What the constructor parses at the end: CreateUri's steps,
            // the reference read as Mono's DotNetRelativeOrAbsolute
            // ((UriKind)300, "/x" relative), then ResolveHelper's Uri or
            // combined string; the constructor itself must agree.
            string resolved = null, error = null;
            try
            {
                var rel = new Uri(input, (UriKind)300);
                object[] args = { baseUri, rel, null, false, null };
                var helper = typeof(Uri).GetMethod("ResolveHelper", BindingFlags.NonPublic | BindingFlags.Static);
                var r = (Uri)helper.Invoke(null, args);
                if (args[4] != null)
                    error = Error((Exception)args[4]);
                else
                    resolved = r != null ? r.OriginalString : (string)args[2];
            }
            catch (TargetInvocationException e)
            {
                error = Error(e.InnerException);
            }
            catch (Exception e)
            {
                error = Error(e);
            }
            string whole;
            try
            {
                whole = new Uri(baseUri, input).OriginalString;
            }
            catch (Exception e)
            {
                whole = null;
                if (error == null)
                {
                    // The combined string is what threw: it must throw alone.
                    try
                    {
                        new Uri(resolved);
                        throw new Exception("the constructor threw, the combined string parses: " + line);
                    }
                    catch (UriFormatException)
                    {
                    }
                }
                else if (Error(e) != error)
                    throw new Exception("the constructor's error differs: " + line);
            }
            if (whole != null && whole != resolved)
                throw new Exception("the constructor's OriginalString differs: " + line);
            row += error != null
                ? ",\"error\":" + Json(error) + "}"
                : ",\"resolved\":" + Json(resolved) + "}";
            stdout.WriteLine(row);
        }
        stdout.Flush();
    }
}
