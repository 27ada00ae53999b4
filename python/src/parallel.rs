//! The kernels' threads: an input cut into one consecutive range per core,
//! and work run on each range at once. The kernels are pure functions of
//! their element, so the cut changes nothing but the time.

use std::ops::Range;
use std::thread;

/// Below this many elements a kernel runs on the calling thread alone:
/// starting a thread costs tens of microseconds, the time of a few thousand
/// elements.
const PARALLEL_MIN: usize = 16 * 1024;

/// Consecutive ranges that cover `0..n`, one per core (up to 8), or just
/// `0..n` for a small `n` or a single core.
pub(crate) fn ranges(n: usize) -> Vec<Range<usize>> {
    let threads = thread::available_parallelism().map_or(1, |p| p.get().min(8));
    if n < PARALLEL_MIN || threads == 1 {
        return std::iter::once(0..n).collect();
    }
    let step = n.div_ceil(threads);
    (0..threads)
        .map(|k| (k * step).min(n)..((k + 1) * step).min(n))
        .collect()
}

/// `f` of each item, each on a thread of its own (on the calling thread
/// when there is one item), the results in the items' order. A panic in
/// `f` is raised again here.
pub(crate) fn each<I: Send, T: Send>(items: Vec<I>, f: impl Fn(I) -> T + Sync) -> Vec<T> {
    if items.len() <= 1 {
        return items.into_iter().map(f).collect();
    }
    // The calling thread takes the first item, so that one thread fewer
    // starts, and the work begins on a core that is already running.
    let mut items = items.into_iter();
    let first = items.next();
    thread::scope(|s| {
        let f = &f;
        let handles: Vec<_> = items.map(|item| s.spawn(move || f(item))).collect();
        let mut out = Vec::with_capacity(handles.len() + 1);
        out.extend(first.map(f));
        out.extend(
            handles
                .into_iter()
                .map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e))),
        );
        out
    })
}

/// `f` over [`ranges`]`(n)`, in parallel, the results in order.
pub(crate) fn over<T: Send>(n: usize, f: impl Fn(Range<usize>) -> T + Sync) -> Vec<T> {
    each(ranges(n), f)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_cover_the_input_in_order() {
        for n in [0, 1, PARALLEL_MIN - 1, PARALLEL_MIN, 3 * PARALLEL_MIN + 7] {
            let rs = ranges(n);
            assert_eq!(rs.first().map(|r| r.start), Some(0));
            assert_eq!(rs.last().map(|r| r.end), Some(n));
            assert!(rs.windows(2).all(|w| w[0].end == w[1].start));
        }
    }

    #[test]
    fn each_keeps_the_order() {
        let got = each((0..20).collect(), |i: u32| i * i);
        assert_eq!(got, (0..20).map(|i| i * i).collect::<Vec<_>>());
    }
}
