# Reads one JSON string a line (a URL) and writes, a line each, what Ruby's
# URI.parse (the uri gem's RFC3986_Parser) makes of it: {"input", "valid":
# true, "scheme", "userinfo", "host" (#host: IPv6 brackets kept), "port"
# (#port, an Integer, in decimal; the scheme's default filled in), "path",
# "query", "fragment"} with null where the getter gives nil, or {"input",
# "valid": false, "error" (the exception's class), "message"}. The first line
# is Ruby's and the uri gem's version. With the argument `rfc2396` it reads
# with URI::RFC2396_Parser.new.parse instead (the ruby-rfc2396 reader).
# scripts/compare_vectors_ruby.sh runs it; the ruby readers of `compare`
# are held to its output.
require "json"
require "uri"

$stdout.sync = false
parser = ARGV[0] == "rfc2396" ? URI::RFC2396_Parser.new : URI
puts JSON.generate({ "ruby" => RUBY_VERSION, "uri" => URI::VERSION })
$stdin.each_line do |line|
  input = JSON.parse(line)
  row = begin
    u = parser.parse(input)
    {
      "input" => input,
      "valid" => true,
      "scheme" => u.scheme,
      "userinfo" => u.userinfo,
      "host" => u.host,
      "port" => u.port&.to_s,
      "path" => u.path,
      "query" => u.query,
      "fragment" => u.fragment,
    }
  rescue URI::Error, ArgumentError => e
    { "input" => input, "valid" => false, "error" => e.class.name, "message" => e.message }
  end
  puts JSON.generate(row)
end
