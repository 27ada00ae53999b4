"""java.net.URI (the JDK on PATH) on the confusion catalog: for each input of
tests/data/compare/confusion.tsv, the verdict, getHost(), getPort() and the
IPv4 address InetAddress.getByName reads the host as (the JDK's
IPAddressUtil.textToNumericFormatV4), for tests/compare_java.rs:

    python3 scripts/compare_confusion_java.py > tests/data/compare/confusion-java.tsv
"""
import base64, json, os, subprocess, sys, tempfile

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
inputs = []
with open(os.path.join(root, "tests/data/compare/confusion.tsv"), encoding="utf-8") as f:
    for line in f:
        if line.startswith("#") or not line.strip():
            continue
        inputs.append(json.loads(line.rstrip("\n").split("\t", 1)[1]))
exports = "--add-exports=java.base/sun.net.util=ALL-UNNAMED"
with tempfile.TemporaryDirectory() as work:
    subprocess.run(["javac", exports, "-d", work, os.path.join(root, "scripts/java/JavaHosts.java")],
                   check=True, stderr=subprocess.DEVNULL)
    feed = "".join(base64.b64encode(s.encode("utf-8")).decode() + "\n" for s in inputs)
    out = subprocess.run(["java", exports, "-cp", work, "JavaHosts"], input=feed.encode(),
                         capture_output=True, check=True).stdout.decode("utf-8").splitlines()
    version = subprocess.run(["java", "-version"], capture_output=True).stderr.decode().splitlines()[0]
print(f"# {version}; columns: input (JSON), valid, getHost() (null), getPort(), IPv4 literal (-)")
for s, row in zip(inputs, out):
    print(json.dumps(s) + "\t" + row)
