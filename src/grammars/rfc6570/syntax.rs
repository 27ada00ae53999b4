//! Section 2's combinators, from `URI-Template` down to `explode`, on the
//! [`crate::engine`]'s cursor: each follows every reading of its rule, so it
//! accepts exactly what the ABNF accepts and fails at the first byte no
//! accepted string can have there.

use super::rules::*;
use crate::engine::{Cursor, Ends, union};
use crate::grammars::rfc3987::{iprivate, pct_encoded, ucschar};

/// ```abnf
/// URI-Template  = *( literals / expression )
/// ```
/// RFC 6570 section 2.
pub fn uri_template(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&URI_TEMPLATE, |c| {
        c.star(vec![at], |c, p| c.any(p, &[literals, expression]))
    })
}

/// ```abnf
/// literals      =  %x21 / %x23-24 / %x26 / %x28-3B / %x3D / %x3F-5B
///               /  %x5D / %x5F / %x61-7A / %x7E / ucschar / iprivate
///               /  pct-encoded
///                    ; any Unicode character except: CTL, SP,
///                    ;  DQUOTE, "'", "%" (aside from pct-encoded),
///                    ;  "<", ">", "\", "^", "`", "{", "|", "}"
/// ```
/// RFC 6570 section 2.1: one character (the ASCII ones as one class).
pub fn literals(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&LITERALS, |c| {
        let one = c.one(at, &LITERAL_CHAR);
        let one = union(one, ucschar(c, at));
        let one = union(one, iprivate(c, at));
        union(one, pct_encoded(c, at))
    })
}

/// ```abnf
/// expression    =  "{" [ operator ] variable-list "}"
/// ```
/// RFC 6570 section 2.2.
pub fn expression(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&EXPRESSION, |c| {
        let e = c.one(at, &OPEN_BRACE);
        let e = c.opt(e, operator);
        let e = c.then(e, variable_list);
        c.then(e, |c, p| c.one(p, &CLOSE_BRACE))
    })
}

/// ```abnf
/// operator      =  op-level2 / op-level3 / op-reserve
/// ```
/// RFC 6570 section 2.2.
pub fn operator(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&OPERATOR, |c| {
        c.any(at, &[op_level2, op_level3, op_reserve])
    })
}

/// ```abnf
/// op-level2     =  "+" / "#"
/// ```
/// RFC 6570 section 2.2.
pub fn op_level2(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&OP_LEVEL2, |c| c.one(at, &OP_LEVEL2_CHAR))
}

/// ```abnf
/// op-level3     =  "." / "/" / ";" / "?" / "&"
/// ```
/// RFC 6570 section 2.2.
pub fn op_level3(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&OP_LEVEL3, |c| c.one(at, &OP_LEVEL3_CHAR))
}

/// ```abnf
/// op-reserve    =  "=" / "," / "!" / "@" / "|"
/// ```
/// RFC 6570 section 2.2.
pub fn op_reserve(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&OP_RESERVE, |c| c.one(at, &OP_RESERVE_CHAR))
}

/// ```abnf
/// variable-list =  varspec *( "," varspec )
/// ```
/// RFC 6570 section 2.3.
pub fn variable_list(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&VARIABLE_LIST, |c| {
        let e = varspec(c, at);
        c.star(e, |c, p| {
            let e = c.one(p, &COMMA);
            c.then(e, varspec)
        })
    })
}

/// ```abnf
/// varspec       =  varname [ modifier-level4 ]
/// ```
/// RFC 6570 section 2.3.
pub fn varspec(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&VARSPEC, |c| {
        let e = varname(c, at);
        c.opt(e, modifier_level4)
    })
}

/// ```abnf
/// varname       =  varchar *( ["."] varchar )
/// ```
/// RFC 6570 section 2.3.
pub fn varname(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&VARNAME, |c| {
        let e = varchar(c, at);
        c.star(e, |c, p| {
            let dot = c.one(p, &DOT);
            let e = union(vec![p], dot);
            c.then(e, varchar)
        })
    })
}

/// ```abnf
/// varchar       =  ALPHA / DIGIT / "_" / pct-encoded
/// ```
/// RFC 6570 section 2.3.
pub fn varchar(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&VARCHAR, |c| {
        let one = c.one(at, &VARCHAR_ASCII);
        union(one, pct_encoded(c, at))
    })
}

/// ```abnf
/// modifier-level4 =  prefix / explode
/// ```
/// RFC 6570 section 2.4.
pub fn modifier_level4(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&MODIFIER_LEVEL4, |c| c.any(at, &[prefix, explode]))
}

/// ```abnf
/// prefix        =  ":" max-length
/// ```
/// RFC 6570 section 2.4.1.
pub fn prefix(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&PREFIX, |c| {
        let e = c.one(at, &COLON);
        c.then(e, max_length)
    })
}

/// ```abnf
/// max-length    =  %x31-39 0*3DIGIT   ; positive integer < 10000
/// ```
/// RFC 6570 section 2.4.1.
pub fn max_length(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&MAX_LENGTH, |c| {
        let e = c.one(at, &NONZERO_DIGIT);
        c.then(e, |c, p| c.repeat_class(p, 0, Some(3), &DIGIT_CHAR))
    })
}

/// ```abnf
/// explode       =  "*"
/// ```
/// RFC 6570 section 2.4.2.
pub fn explode(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&EXPLODE, |c| c.one(at, &STAR))
}
