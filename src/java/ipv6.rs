//! RFC 2732's `IPv6reference` as java reads it: RFC 2373's textual address,
//! with the grammar's one gap filled (`::` then an IPv4 address, which RFC
//! 2373's own examples use) and the address's length counted in bytes:
//! sixteen without `::`, fewer with it.
//!
//! ```text
//! IPv6address = hexseq [ ":" IPv4address ]
//!             | hexseq [ "::" [ hexpost ] ]
//!             | "::" [ hexpost ]
//! hexpost     = hexseq | hexseq ":" IPv4address | IPv4address
//! hexseq      = hex4 *( ":" hex4 )
//! hex4        = 1*4HEXDIG
//! ```

use super::error::{Expectation, Reason, Rejection};
use super::parser::{Parser, expected, syntax};

type Result<T> = std::result::Result<T, Rejection>;

impl Parser<'_> {
    fn at2(&self, p: usize, n: usize) -> bool {
        p + 2 <= n && &self.b[p..p + 2] == b"::"
    }

    /// The address in `[start, n)`, all of it. Every failure but a group's
    /// own points at `start`.
    pub(super) fn ipv6_reference(&mut self, start: usize, n: usize) -> Result<usize> {
        let mut p = start;
        let mut compressed = false;
        match self.hex_seq(p, n)? {
            Some(q) if q > p => {
                p = q;
                if self.at2(p, n) {
                    compressed = true;
                    p = self.hex_post(p + 2, n)?;
                } else if self.at(p, n, b':') {
                    p = self.take_ipv4(p + 1, n, Expectation::Ipv4Address)?;
                    self.ipv6_bytes += 4;
                }
            }
            _ if self.at2(p, n) => {
                compressed = true;
                p = self.hex_post(p + 2, n)?;
            }
            _ => {}
        }
        let reason = if p < n {
            Reason::MalformedIpv6
        } else if self.ipv6_bytes > 16 {
            Reason::Ipv6TooLong
        } else if !compressed && self.ipv6_bytes < 16 {
            Reason::Ipv6TooShort
        } else if compressed && self.ipv6_bytes == 16 {
            Reason::MalformedIpv6
        } else {
            return Ok(p);
        };
        Err(syntax(reason, start))
    }

    /// What may follow `::`: `hexseq`, `hexseq ":" IPv4address`, an
    /// `IPv4address`, or nothing.
    fn hex_post(&mut self, p: usize, n: usize) -> Result<usize> {
        if p == n {
            return Ok(p);
        }
        match self.hex_seq(p, n)? {
            Some(q) if q > p => {
                if self.at(q, n, b':') {
                    let end = self.take_ipv4(q + 1, n, Expectation::HexDigitsOrIpv4)?;
                    self.ipv6_bytes += 4;
                    Ok(end)
                } else {
                    Ok(q)
                }
            }
            _ => {
                let end = self.take_ipv4(p, n, Expectation::HexDigitsOrIpv4)?;
                self.ipv6_bytes += 4;
                Ok(end)
            }
        }
    }

    /// `hex4 *( ":" hex4 )`, stopping before `::` and before a group that
    /// turns out to start an IPv4 address; `None` when there is no group
    /// (or the first starts an IPv4 address).
    fn hex_seq(&mut self, start: usize, n: usize) -> Result<Option<usize>> {
        let hex = &self.c.hex;
        let q = self.scan(start, n, hex)?;
        if q <= start || self.at(q, n, b'.') {
            return Ok(None);
        }
        if q > start + 4 {
            return Err(syntax(Reason::Ipv6HexTooLong, start));
        }
        self.ipv6_bytes += 2;
        let mut p = q;
        while p < n {
            if !self.at(p, n, b':') || self.at(p + 1, n, b':') {
                break;
            }
            p += 1;
            let q = self.scan(p, n, hex)?;
            if q <= p {
                return Err(expected(Expectation::Ipv6Digits, p));
            }
            if self.at(q, n, b'.') {
                p -= 1;
                break;
            }
            if q > p + 4 {
                return Err(syntax(Reason::Ipv6HexTooLong, p));
            }
            self.ipv6_bytes += 2;
            p = q;
        }
        Ok(Some(p))
    }
}
