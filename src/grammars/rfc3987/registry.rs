//! The grammar compiled, and every rule of it by name: [`REGISTRY`] and its
//! automata, below the verdict and the entry points that read through it.

use super::authority::{iauthority, ihost, ip_literal, ipv_future, ireg_name, iuserinfo, port};
use super::chars::{
    alpha, digit, gen_delims, hexdig, iprivate, iunreserved, pct_encoded, reserved, sub_delims,
    ucschar, unreserved,
};
use super::fast;
use super::ip::{dec_octet, h16, ipv4_address, ipv6_address, ls32};
use super::path::{
    ipath, ipath_abempty, ipath_absolute, ipath_empty, ipath_noscheme, ipath_rootless, ipchar,
    isegment, isegment_nz, isegment_nz_nc,
};
use super::reference::{
    absolute_iri, ifragment, ihier_part, iquery, irelative_part, irelative_ref, iri, iri_reference,
    scheme,
};
use super::rules::*;
use crate::engine::{Compiled, Entry, Registry};

/// The grammar over bytes, `grammar/rfc3987-bytes.abnf` (written by
/// `scripts/gen_rfc3987_utf8.py` from `grammar/rfc3987.abnf`: `ucschar` and
/// `iprivate` as the UTF-8 byte sequences of their code points), compiled
/// into one automaton per rule on first use. The automaton decides; a
/// rejected input is explained by the combinators, which decode a whole
/// character at a time and so point at the start of one.
pub static COMPILED: Compiled = Compiled::new(crate::engine::abnf_comments::abnf_text!(
    "../../../grammar/rfc3987-bytes.abnf"
));

/// Every rule of `grammar/rfc3987.abnf`, in the file's order but for
/// `IRI-reference`, which comes first: the first entry is the rule an input
/// is read as when none is named ([`crate::grammars::Grammar::top`]), and an
/// IRI reference is what RFC 3987 section 2.2 parses, as RFC 3986's
/// `URI-reference` is for URIs.
pub static REGISTRY: Registry = Registry::new(
    "rfc3987",
    "RFC 3987 IRI references (section 2.2), UTF-8",
    &[
        Entry::new(&IRI_REFERENCE, iri_reference_entry).compiled(&COMPILED, 0),
        Entry::new(&IRI, iri).compiled(&COMPILED, 1),
        Entry::new(&IHIER_PART, ihier_part).compiled(&COMPILED, 2),
        Entry::new(&ABSOLUTE_IRI, absolute_iri).compiled(&COMPILED, 3),
        Entry::new(&IRELATIVE_REF, irelative_ref).compiled(&COMPILED, 4),
        Entry::new(&IRELATIVE_PART, irelative_part).compiled(&COMPILED, 5),
        Entry::new(&IAUTHORITY, iauthority).compiled(&COMPILED, 6),
        Entry::new(&IUSERINFO, iuserinfo).compiled(&COMPILED, 7),
        Entry::new(&IHOST, ihost).compiled(&COMPILED, 8),
        Entry::new(&IREG_NAME, ireg_name).compiled(&COMPILED, 9),
        Entry::new(&IPATH, ipath).compiled(&COMPILED, 10),
        Entry::new(&IPATH_ABEMPTY, ipath_abempty).compiled(&COMPILED, 11),
        Entry::new(&IPATH_ABSOLUTE, ipath_absolute).compiled(&COMPILED, 12),
        Entry::new(&IPATH_NOSCHEME, ipath_noscheme).compiled(&COMPILED, 13),
        Entry::new(&IPATH_ROOTLESS, ipath_rootless).compiled(&COMPILED, 14),
        Entry::new(&IPATH_EMPTY, ipath_empty).compiled(&COMPILED, 15),
        Entry::new(&ISEGMENT, isegment).compiled(&COMPILED, 16),
        Entry::new(&ISEGMENT_NZ, isegment_nz).compiled(&COMPILED, 17),
        Entry::new(&ISEGMENT_NZ_NC, isegment_nz_nc).compiled(&COMPILED, 18),
        Entry::new(&IPCHAR, ipchar).compiled(&COMPILED, 19),
        Entry::new(&IQUERY, iquery).compiled(&COMPILED, 20),
        Entry::new(&IFRAGMENT, ifragment).compiled(&COMPILED, 21),
        Entry::new(&IUNRESERVED, iunreserved).compiled(&COMPILED, 22),
        Entry::new(&UCSCHAR, ucschar).compiled(&COMPILED, 23),
        Entry::new(&IPRIVATE, iprivate).compiled(&COMPILED, 24),
        Entry::new(&SCHEME, scheme).compiled(&COMPILED, 25),
        Entry::new(&PORT, port).compiled(&COMPILED, 26),
        Entry::new(&IP_LITERAL, ip_literal).compiled(&COMPILED, 27),
        Entry::new(&IPV_FUTURE, ipv_future).compiled(&COMPILED, 28),
        Entry::new(&IPV6_ADDRESS, ipv6_address).compiled(&COMPILED, 29),
        Entry::new(&H16, h16).compiled(&COMPILED, 30),
        Entry::new(&LS32, ls32).compiled(&COMPILED, 31),
        Entry::new(&IPV4_ADDRESS, ipv4_address).compiled(&COMPILED, 32),
        Entry::new(&DEC_OCTET, dec_octet).compiled(&COMPILED, 33),
        Entry::new(&PCT_ENCODED, pct_encoded).compiled(&COMPILED, 34),
        Entry::new(&UNRESERVED, unreserved).compiled(&COMPILED, 35),
        Entry::new(&RESERVED, reserved).compiled(&COMPILED, 36),
        Entry::new(&GEN_DELIMS, gen_delims).compiled(&COMPILED, 37),
        Entry::new(&SUB_DELIMS, sub_delims).compiled(&COMPILED, 38),
        Entry::new(&ALPHA, alpha).compiled(&COMPILED, 39),
        Entry::new(&DIGIT, digit).compiled(&COMPILED, 40),
        Entry::new(&HEXDIG, hexdig).compiled(&COMPILED, 41),
    ],
);

/// The registry's matcher of `IRI-reference`, which [`Entry::check_by_ends`]
/// runs on a whole input ([`Entry::check`] too, once the automaton has
/// rejected it): when the input is valid by the shortcut of
/// [`fast`](super::fast) (the RFC 3986 layer's fast path, about a hundred
/// times quicker than following every reading), the one end that matters,
/// the input's end; otherwise every end, from [`iri_reference`], whose
/// failures make the diagnostic. The shortcut never rejects, so the verdict
/// and the error are the combinator's; the oracle tests run through here.
pub(crate) fn iri_reference_entry(
    c: &mut crate::engine::Cursor<'_>,
    at: usize,
) -> crate::engine::Ends {
    let input = c.input();
    if at == 0 && fast::accepts(input) {
        return vec![input.len()];
    }
    iri_reference(c, at)
}
