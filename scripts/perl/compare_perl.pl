#!/usr/bin/perl
# Reads one JSON string a line (a URL) and writes, a line each, what Perl's
# URI module makes of it: URI->new($input), then the object's accessors
# {"input", "valid": true, "scheme", "userinfo", "host", "port", "path",
# "query", "fragment"}, each null when the object's class has no such
# accessor (`can` is false) or it returns undef; `port` is `->port`, which
# fills in the scheme's default. A value that is not UTF-8 (a decoded host)
# has each byte outside a UTF-8 sequence as U+FFFD. Should URI->new die, the
# line is {"input", "valid": false, "error"} with its message. A line
# {"hex": "..."} is an input of bytes that are not UTF-8, given to URI->new
# as a byte string (a UTF-8 line is given decoded, a character string); its
# row has "input_hex" in place of "input". The first line
# is {"perl": "URI <version>, perl <version>"}.
# scripts/compare_vectors_perl.sh runs it; the perl reader of `compare` is
# held to its output.
use strict;
use warnings;
use JSON::PP;
use URI;

my $json = JSON::PP->new->canonical;
binmode STDOUT;
binmode STDIN;

# Bytes to text: each well-formed UTF-8 sequence its character, each other
# byte U+FFFD.
sub text {
    my ($v) = @_;
    return undef unless defined $v;
    $v = "$v";
    if (utf8::is_utf8($v)) {
        # A character string: its characters above 0xFF are UTF-8 encoded
        # bytes to the caller; keep them as they are.
        return $v if $v =~ /[^\x00-\xFF]/;
    }
    my $b = $v;
    utf8::downgrade($b);
    my $out = "";
    while (length $b) {
        if ($b =~ s/^([\x00-\x7F]
                     |[\xC2-\xDF][\x80-\xBF]
                     |\xE0[\xA0-\xBF][\x80-\xBF]
                     |[\xE1-\xEC\xEE\xEF][\x80-\xBF]{2}
                     |\xED[\x80-\x9F][\x80-\xBF]
                     |\xF0[\x90-\xBF][\x80-\xBF]{2}
                     |[\xF1-\xF3][\x80-\xBF]{3}
                     |\xF4[\x80-\x8F][\x80-\xBF]{2})//x) {
            my $c = $1;
            utf8::decode($c);
            $out .= $c;
        } else {
            substr($b, 0, 1, "");
            $out .= "\x{FFFD}";
        }
    }
    return $out;
}

sub get {
    my ($u, $m) = @_;
    return undef unless $u->can($m);
    my $v = scalar $u->$m();
    return text($v);
}

print $json->utf8->encode({perl => "URI $URI::VERSION, perl " . sprintf("%vd", $^V)}), "\n";
while (my $line = <STDIN>) {
    chomp $line;
    my $in = JSON::PP->new->utf8->allow_nonref->decode($line);
    my ($input, $key, $shown);
    if (ref $in) {
        # {"hex": "..."}: bytes that are not UTF-8, given as a byte string.
        $input = pack("H*", $in->{hex});
        ($key, $shown) = ("input_hex", $in->{hex});
    } else {
        # UTF-8 text, given decoded: a character string.
        $input = $in;
        utf8::upgrade($input);
        ($key, $shown) = ("input", $input);
    }
    my $u = eval { URI->new($input) };
    if (!defined $u) {
        my $e = $@;
        $e =~ s/ at \S+ line \d+\.?\n?\z//;
        print $json->utf8->encode({$key => $shown, valid => JSON::PP::false, error => $e}), "\n";
        next;
    }
    my %row = ($key => $shown, valid => JSON::PP::true);
    $row{$_} = get($u, $_) for qw(scheme userinfo host port path query fragment);
    print $json->utf8->encode(\%row), "\n";
}
