<?php
// Reads one JSON string a line (a URL) and writes, a line each, what PHP's
// parse_url makes of it: {"input", "valid": true, "scheme", "userinfo"
// (user, then ":" and pass when pass is set), "host", "port" (the int as a
// string), "path", "query", "fragment"} with null for a key the array
// lacks, or {"input", "valid": false, "error": "false"} when parse_url
// returns false. A line {"hex": "..."} is an input given as bytes (not
// UTF-8); its row has "input_hex" in place of "input". Parts that are not
// UTF-8 are written with each maximal ill-formed subsequence as U+FFFD
// (JSON_INVALID_UTF8_SUBSTITUTE). The first line is PHP_VERSION.
// scripts/compare_vectors_php.sh runs it; the php reader of `compare` is held
// to its output.
$flags = JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_INVALID_UTF8_SUBSTITUTE;
echo json_encode(["php" => PHP_VERSION], $flags), "\n";
while (($line = fgets(STDIN)) !== false) {
    $in = json_decode($line, true, 2, JSON_THROW_ON_ERROR);
    if (is_array($in)) {
        $input = hex2bin($in["hex"]);
        $row = ["input_hex" => $in["hex"]];
    } else {
        $input = $in;
        $row = ["input" => $input];
    }
    $u = parse_url($input);
    if ($u === false) {
        $row += ["valid" => false, "error" => "false"];
    } else {
        $userinfo = null;
        if (array_key_exists("user", $u)) {
            $userinfo = $u["user"];
            if (array_key_exists("pass", $u)) {
                $userinfo .= ":" . $u["pass"];
            }
        }
        $row += [
            "valid" => true,
            "scheme" => $u["scheme"] ?? null,
            "userinfo" => $userinfo,
            "host" => $u["host"] ?? null,
            "port" => array_key_exists("port", $u) ? (string) $u["port"] : null,
            "path" => $u["path"] ?? null,
            "query" => $u["query"] ?? null,
            "fragment" => $u["fragment"] ?? null,
        ];
    }
    echo json_encode($row, $flags | JSON_THROW_ON_ERROR), "\n";
}
