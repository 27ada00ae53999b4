//! The kernels' threads: an input cut into consecutive ranges, a few per
//! core, which the threads take one after another until none is left. The
//! kernels are pure functions of their element, so the cut changes nothing
//! but the time.
//!
//! More ranges than threads, taken as they come, because the threads do
//! not run equally fast: a thread just started on another core runs slower
//! for a while, and on a shared virtual machine one core can be slower than
//! the other for seconds. With one range per thread, the call waited for
//! the slowest; measured, the second thread's range took up to 40% longer.

use std::ops::Range;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread;

/// Below this many elements a kernel runs on the calling thread alone:
/// starting a thread costs tens of microseconds, the time of a few thousand
/// elements.
const PARALLEL_MIN: usize = 16 * 1024;

/// The fewest elements of a range, when there are several.
const RANGE_MIN: usize = 4 * 1024;

/// The most ranges: the scratch pool keeps one buffer per range and column
/// ([`super::columns`]).
pub(crate) const RANGES_MAX: usize = 8;

/// The threads asked for with `urigram.arrow.set_threads`; 0 for the
/// default, one per core.
static ASKED: AtomicUsize = AtomicUsize::new(0);

/// Sets the threads the kernels use: `n`, or one per core for 0.
pub(crate) fn set_threads(n: usize) {
    ASKED.store(n, Ordering::Relaxed);
}

/// The threads a kernel uses: as many as asked, or one per core, at most
/// [`RANGES_MAX`].
pub(crate) fn threads() -> usize {
    match ASKED.load(Ordering::Relaxed) {
        0 => thread::available_parallelism().map_or(1, |p| p.get()),
        n => n,
    }
    .min(RANGES_MAX)
}

/// Consecutive ranges that cover `0..n`: four per thread (up to
/// [`RANGES_MAX`], and none below [`RANGE_MIN`] elements), or just `0..n`
/// for a small `n` or a single core.
pub(crate) fn ranges(n: usize) -> Vec<Range<usize>> {
    let threads = threads();
    if n < PARALLEL_MIN || threads == 1 {
        return std::iter::once(0..n).collect();
    }
    let count = (n / RANGE_MIN).clamp(threads, (4 * threads).min(RANGES_MAX));
    let step = n.div_ceil(count);
    (0..count)
        .map(|k| (k * step).min(n)..((k + 1) * step).min(n))
        .collect()
}

/// `f` of each item, the results in the items' order. The items are taken
/// one at a time, in order, by as many threads as there are cores (and
/// items), the calling thread among them; with one item, only the calling
/// thread works. A panic in `f` is raised again here.
pub(crate) fn each<I: Send, T: Send>(items: Vec<I>, f: impl Fn(I) -> T + Sync) -> Vec<T> {
    let workers = threads().min(items.len());
    if workers <= 1 {
        return items.into_iter().map(f).collect();
    }
    let count = items.len();
    let items: Vec<Mutex<Option<I>>> = items.into_iter().map(|i| Mutex::new(Some(i))).collect();
    let next = AtomicUsize::new(0);
    let work = || {
        let mut done = Vec::new();
        loop {
            let k = next.fetch_add(1, Ordering::Relaxed);
            let Some(slot) = items.get(k) else { break };
            let item = slot.lock().unwrap_or_else(|e| e.into_inner()).take();
            if let Some(item) = item {
                done.push((k, f(item)));
            }
        }
        done
    };
    let mut done = thread::scope(|s| {
        let handles: Vec<_> = (1..workers).map(|_| s.spawn(work)).collect();
        let mut done = work();
        for h in handles {
            done.extend(h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)));
        }
        done
    });
    debug_assert_eq!(done.len(), count);
    done.sort_unstable_by_key(|(k, _)| *k);
    done.into_iter().map(|(_, t)| t).collect()
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
    fn ranges_are_few_and_not_small() {
        let rs = ranges(97_562);
        assert!(rs.len() <= RANGES_MAX);
        assert!(rs.len() == 1 || rs.iter().all(|r| r.len() >= RANGE_MIN));
    }

    #[test]
    fn each_keeps_the_order() {
        let got = each((0..20).collect(), |i: u32| i * i);
        assert_eq!(got, (0..20).map(|i| i * i).collect::<Vec<_>>());
    }
}
