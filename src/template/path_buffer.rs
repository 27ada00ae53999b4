//! The buffer a path of a template's automaton is written into, from which
//! its assignment is read ([`super::assignment`]): its tagged states, each
//! with its offset, grown by doubling only up to the most steps a path
//! over the URI can take, so that a path one step a URI byte (a list of
//! one-character or empty items) costs eight bytes a URI byte, not the
//! sixteen a doubling past it would leave.

use std::cell::Cell;

use super::nfa::{PathStep, Tag, offset32};

/// The longest path buffer kept for the next match on the thread.
const KEEP_PATH: usize = 1 << 10;

thread_local! {
    /// The buffer of the last path written on this thread, reused by the
    /// next match.
    static PATH: Cell<PathBuffer> = const { Cell::new(PathBuffer::new()) };
}

/// A path's tagged states, each with the offset it is reached at.
#[derive(Debug)]
pub(crate) struct PathBuffer {
    steps: Vec<PathStep>,
    /// The most steps the path can take ([`super::nfa::Nfa::most_steps`]):
    /// the buffer never grows past it.
    most: usize,
    /// The tag of the last state entered going forward
    /// ([`PathBuffer::enter`]).
    last: Tag,
}

impl PathBuffer {
    /// An empty buffer.
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) const fn new() -> PathBuffer {
        PathBuffer {
            steps: Vec::new(),
            most: 0,
            last: Tag::Struct,
        }
    }

    /// Empties the buffer for a path of at most `most` steps.
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn begin(&mut self, most: usize) {
        self.clear();
        self.most = most;
    }

    /// Empties the buffer, keeping its bound.
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn clear(&mut self) {
        self.steps.clear();
        self.last = Tag::Struct;
    }

    /// Writes `step` down: when the buffer is full it doubles, but never
    /// past the bound, which the path reaches when it takes a step a URI
    /// byte.
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn push(&mut self, step: PathStep) {
        let (len, cap) = (self.steps.len(), self.steps.capacity());
        if len == cap {
            let room = self.most.saturating_sub(len);
            debug_assert!(room > 0, "a path past its bound of {} steps", self.most);
            if room > 0 {
                self.steps.reserve_exact(cap.max(4).min(room));
            }
        }
        self.steps.push(step);
    }

    /// State `s` of tag `tag`, entered at `pos` going forward: nothing for
    /// an untagged one, and of a run of one slot's `Char` states (one
    /// item's bytes), only the last, which says where the item ends.
    #[inline]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn enter(&mut self, s: u32, tag: Tag, pos: usize) {
        match tag {
            Tag::Struct => {}
            Tag::Char(_) if tag == self.last => self.end(pos),
            _ => {
                self.push((s, offset32(pos)));
                self.last = tag;
            }
        }
    }

    /// The run of bytes of the last state written down ends at `pos`.
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn end(&mut self, pos: usize) {
        if let Some(top) = self.steps.last_mut() {
            top.1 = offset32(pos);
        }
    }

    /// Puts a path written from the end back in order.
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn reverse(&mut self) {
        self.steps.reverse();
    }

    /// The steps written down.
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn steps(&self) -> &[PathStep] {
        &self.steps
    }
}

impl Default for PathBuffer {
    #[cfg_attr(urigram_web, optimize(speed))]
    fn default() -> PathBuffer {
        PathBuffer::new()
    }
}

/// Runs `f` with this thread's path buffer, then keeps the buffer for the
/// next match unless it grew long.
#[cfg_attr(urigram_web, optimize(speed))]
pub(crate) fn with_path<T>(f: impl FnOnce(&mut PathBuffer) -> T) -> T {
    let mut path = PATH.with(Cell::take);
    let out = f(&mut path);
    if path.steps.capacity() <= KEEP_PATH {
        PATH.with(|c| c.set(path));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The buffer doubles, then stops at its bound; a run of one tag's
    /// `Char` states is one step, its end moved.
    #[test]
    fn grows_to_its_bound_and_keeps_a_run_as_one_step() {
        let mut p = PathBuffer::new();
        p.begin(100);
        for i in 0..100 {
            p.push((i, i));
        }
        assert_eq!(p.steps.capacity(), 100);
        p.begin(10);
        p.enter(1, Tag::Item(0), 0);
        p.enter(2, Tag::Char(0), 1);
        p.enter(2, Tag::Char(0), 2);
        p.enter(3, Tag::Struct, 3);
        p.enter(2, Tag::Char(0), 3);
        p.enter(4, Tag::Char(1), 4);
        assert_eq!(p.steps(), &[(1, 0), (2, 3), (4, 4)]);
    }
}
