#!/usr/bin/perl
# Reads one JSON array a line, [base, reference] (UTF-8, given to Perl
# decoded: character strings), and writes, a line each, what LWP does with
# a redirect's Location (LWP::UserAgent::request, LWP 6):
# URI->new($reference, $base)->abs($base) under
# `local $URI::ABS_ALLOW_RELATIVE_SCHEME = 1` (URI->new_abs with that flag
# set, so that `http:g` against an http base is relative), ->as_string, as
# {"base", "input", "resolved"}; should it die, {"base", "input", "error"}
# with the message (its " at FILE line N." dropped). The first line is
# {"perl": "URI <version>, perl <version>", "lwp": "<LWP's version>"}.
# scripts/compare_base_vectors_perl.sh runs it; the perl reader's
# resolution is held to its output.
use strict;
use warnings;
use JSON::PP;
use URI;

my $json = JSON::PP->new->canonical;
binmode STDOUT, ':raw';
binmode STDIN, ':raw';
$SIG{__WARN__} = sub { };

require LWP;
print $json->encode({perl => sprintf("URI %s, perl %vd", $URI::VERSION, $^V),
                     lwp => $LWP::VERSION}), "\n";
while (my $line = <STDIN>) {
    my ($base, $input) = @{ JSON::PP->new->utf8->decode($line) };
    my $row = {base => $base, input => $input};
    my $out = eval {
        local $URI::ABS_ALLOW_RELATIVE_SCHEME = 1;
        URI->new($input, $base)->abs($base)->as_string;
    };
    if (defined $out) {
        $row->{resolved} = $out;
    }
    else {
        my $e = "$@";
        $e =~ s/ at \S+ line \d+\.\n\z//;
        $row->{error} = $e;
    }
    print $json->utf8->encode($row), "\n";
}
