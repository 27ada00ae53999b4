"""Inputs at the length limit of libidn2's lookup, which both libcurl's IDN
conversion and libwget's run (scripts/compare_vectors_{curl,wget2}.sh).
"""


def long_idn_urls() -> list[str]:
    """http URLs whose host is "\u00e9." and labels of "a" (at most 50 each)
    that come to 252, 253 and 254 bytes once converted ("\u00e9." is
    "xn--9ca.", 8 bytes), each without and with a trailing dot: the lengths
    on either side of where libidn2 finds a name too long."""
    urls = []
    for length in (252, 253, 254):
        labels, rest = [], length - 8
        while rest > 0:
            labels.append("a" * min(50, rest))
            rest -= min(50, rest) + 1
        urls += ["http://\u00e9." + ".".join(labels) + "/", "http://\u00e9." + ".".join(labels) + "./"]
    return urls
