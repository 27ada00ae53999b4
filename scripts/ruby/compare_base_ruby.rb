# Reads one JSON array a line, [base, reference], and writes, a line each
# to each of two files, how Ruby resolves the reference against the base:
# URI.join(base, reference).to_s (the RFC 3986 parser) to the first, and
# URI::RFC2396_Parser.new.join(base, reference).to_s to the second, as
# {"base", "input", "resolved"}; should it raise,
# {"base", "input", "error": "<exception class>: <message>"}, the message
# after "the base: " when parsing the base alone raises (join parses the
# base first, with the same parser). The first line
# of each is {"ruby": RUBY_VERSION, "uri": URI::VERSION}.
# scripts/compare_base_vectors_ruby.sh runs it; the ruby and ruby-rfc2396
# readers' resolutions are held to its output.
require "json"
require "uri"

rfc3986, rfc2396 = ARGV.map { |path| File.open(path, "w") }
head = JSON.generate({"ruby" => RUBY_VERSION, "uri" => URI::VERSION})
[rfc3986, rfc2396].each { |f| f.puts(head) }

def row(base, input, parser)
  out = {"base" => base, "input" => input}
  begin
    parser.parse(base)
  rescue StandardError => e
    out["error"] = "#{e.class}: the base: #{e.message}"
    return JSON.generate(out)
  end
  begin
    out["resolved"] = yield.to_s
  rescue StandardError => e
    out["error"] = "#{e.class}: #{e.message}"
  end
  JSON.generate(out)
end

$stdin.each_line do |line|
  base, input = JSON.parse(line)
  rfc3986.puts(row(base, input, URI) { URI.join(base, input) })
  rfc2396.puts(row(base, input, URI::RFC2396_Parser.new) { URI::RFC2396_Parser.new.join(base, input) })
end
[rfc3986, rfc2396].each(&:close)
