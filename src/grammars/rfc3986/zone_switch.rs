//! Whether RFC 3986's `IP-literal` reads RFC 6874's zone IDs on this thread:
//! the one point where RFC 6874 ([`crate::grammars::rfc6874`]) changes the
//! combinators of RFC 3986. The switch sits below the rules and the error
//! (which records whether it was on, for its help) and names nothing above
//! it; RFC 6874's [`with_zone_ids`](crate::rules::with_zone_ids) turns it
//! on and hands the combinators its `"%25" ZoneID` rule.

use std::cell::Cell;

thread_local! {
    /// Whether `IP-literal` is RFC 6874's on this thread, for the combinators
    /// that run inside [`with_zone_ids`]. A flag beside the per-thread
    /// tracker rather than a field of every `Input`: the input type is
    /// public, and only `IP-literal` reads the flag, and only after an
    /// IPv6 address, so RFC 3986's parse pays nothing for it.
    static ZONE_IDS: Cell<bool> = const { Cell::new(false) };
}

/// Whether the combinators on this thread read RFC 6874's `IP-literal`.
#[inline]
pub(crate) fn zone_ids_on() -> bool {
    ZONE_IDS.with(Cell::get)
}

/// Runs `f` with the switch `on` or off, and restores the setting before it
/// after, however `f` ends. Turning it on is RFC 6874's to do, through
/// [`crate::rules::with_zone_ids`], which also gives the combinators the
/// rule they read a zone ID with.
pub(crate) fn with_zone_ids<T>(on: bool, f: impl FnOnce() -> T) -> T {
    /// Puts the setting back when dropped, on unwinding too.
    struct Restore(bool);
    impl Drop for Restore {
        fn drop(&mut self) {
            ZONE_IDS.with(|z| z.set(self.0));
        }
    }
    let _restore = Restore(ZONE_IDS.with(|z| z.replace(on)));
    f()
}
