//! Spark's key pattern `(&|^)KEY=([^&]*)`, read and run by a small engine
//! of this crate's own: the syntax [`super::key::Key::new`] lets through
//! (literals, `.`, groups, `|`, `^`, `$`, `* + ?` and their lazy forms,
//! escaped metacharacters) and the suffix's `[^&]`, nothing more.
//!
//! Why not a regex crate: the `regex-lite` crate did this job, and its
//! parser, classes and compiler (most of them for syntax no key may hold)
//! were 28 KB of the wasm package's code (docs/performance.md#web). This
//! engine is that crate's, cut down to what a key uses, so that it answers
//! as it did: the same tree (`Hir`'s constructors, its nesting limit of
//! 50 and its messages), the same Thompson automaton (`nfa::Compiler`:
//! `x*` as `(x+)?` where `x` can match empty, for leftmost-first
//! priorities) and the same Pike VM (threads in priority order, the first
//! to reach the match cutting those below it). A unit test holds it to
//! `regex-lite` (a dev-dependency now) over generated keys and queries.
//! Time is O(len(pattern) × len(query)), memory O(len(pattern)): no
//! backtracking. One difference: `regex-lite` refuses a pattern whose
//! automaton passes 10 MiB (a key of hundreds of thousands of
//! characters); this engine reads it, as Java does.

/// `regex-lite`'s messages, for the errors a key can reach.
const ERR_TOO_MUCH_NESTING: &str = "pattern has too much nesting";
const ERR_UNCLOSED_GROUP: &str = "found open group without closing ')'";
const ERR_UNOPENED_GROUP: &str = "found closing ')' without matching '('";
const ERR_REP_SUB_MISSING: &str =
    "uncounted repetition operator must be applied to a sub-expression";
const ERR_ESCAPE_EOF: &str =
    "saw start of escape sequence, but saw end of pattern before it finished";
/// What `Key::new` refuses before the pattern is read (a class other than
/// the suffix's, a counted repetition, an escape of a letter): never seen
/// here, but an error rather than a panic if it were.
const ERR_UNSUPPORTED: &str = "unsupported syntax";

/// `regex-lite`'s default nesting limit (`hir::Config::nest_limit`).
const NEST_LIMIT: u32 = 50;

/// The capture group whose text Spark returns (`m.group(2)`).
const GROUP: u32 = 2;

/// A look-around assertion: `^` and `$` without the multi-line flag.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Look {
    /// `^`: the query's start.
    Start,
    /// `$`: the query's end.
    End,
}

/// A set of characters: the two a pattern can hold.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Set {
    /// `.`: any character but `\n`.
    Dot,
    /// `[^&]`: any character but `&`.
    NotAmp,
}

impl Set {
    fn has(self, c: char) -> bool {
        match self {
            Set::Dot => c != '\n',
            Set::NotAmp => c != '&',
        }
    }
}

/// The pattern's tree, as `regex-lite`'s `Hir` builds it.
#[derive(Debug)]
enum Node {
    Empty,
    Char(char),
    Set(Set),
    Look(Look),
    /// `?` (`min` 0, `many` false), `*` (0, true) or `+` (1, true).
    Repeat {
        min: u8,
        many: bool,
        greedy: bool,
        sub: Box<Node>,
    },
    Capture(u32, Box<Node>),
    Concat(Vec<Node>),
    Alternation(Vec<Node>),
}

impl Node {
    /// `Hir::concat`: nothing is the empty node, one node itself.
    fn concat(mut subs: Vec<Node>) -> Node {
        match subs.len() {
            0 => Node::Empty,
            1 => subs.pop().unwrap_or(Node::Empty),
            _ => Node::Concat(subs),
        }
    }

    /// `Hir::alternation` of at least one branch: one is itself.
    fn alternation(mut subs: Vec<Node>) -> Node {
        if subs.len() == 1 {
            subs.pop().unwrap_or(Node::Empty)
        } else {
            Node::Alternation(subs)
        }
    }

    /// `Hir::is_match_empty`: whether the node can match the empty text
    /// (an assertion counts as empty).
    fn is_match_empty(&self) -> bool {
        match self {
            Node::Empty | Node::Look(_) => true,
            Node::Char(_) | Node::Set(_) => false,
            Node::Repeat { min, sub, .. } => *min == 0 || sub.is_match_empty(),
            Node::Capture(_, sub) => sub.is_match_empty(),
            Node::Concat(subs) => subs.iter().all(Node::is_match_empty),
            Node::Alternation(subs) => subs.iter().any(Node::is_match_empty),
        }
    }

    /// `check_hir_nesting`: no node deeper than the limit.
    fn check_nesting(&self, depth: u32) -> Result<(), &'static str> {
        if depth > NEST_LIMIT {
            return Err(ERR_TOO_MUCH_NESTING);
        }
        match self {
            Node::Empty | Node::Char(_) | Node::Set(_) | Node::Look(_) => Ok(()),
            Node::Repeat { sub, .. } | Node::Capture(_, sub) => sub.check_nesting(depth + 1),
            Node::Concat(subs) | Node::Alternation(subs) => {
                subs.iter().try_for_each(|s| s.check_nesting(depth + 1))
            }
        }
    }
}

/// `hir::parse::Parser`, for the syntax a key's pattern may hold.
struct Parser<'p> {
    rest: std::str::Chars<'p>,
    /// The index the next `(` takes (group 0 is the whole match).
    captures: u32,
}

impl Parser<'_> {
    fn peek(&self) -> Option<char> {
        self.rest.clone().next()
    }

    fn bump(&mut self) {
        self.rest.next();
    }

    /// `parse_inner`: an alternation of concatenations, up to a `)` or
    /// the end; `depth` is the number of groups open.
    fn inner(&mut self, depth: u32) -> Result<Node, &'static str> {
        if depth > NEST_LIMIT {
            return Err(ERR_TOO_MUCH_NESTING);
        }
        let mut alternates = Vec::new();
        let mut concat: Vec<Node> = Vec::new();
        while let Some(c) = self.peek() {
            match c {
                '(' => {
                    self.bump();
                    self.captures += 1;
                    let index = self.captures;
                    let sub = self.inner(depth + 1)?;
                    if self.peek() != Some(')') {
                        return Err(ERR_UNCLOSED_GROUP);
                    }
                    self.bump();
                    concat.push(Node::Capture(index, Box::new(sub)));
                }
                ')' if depth == 0 => return Err(ERR_UNOPENED_GROUP),
                ')' => break,
                '|' => {
                    self.bump();
                    alternates.push(Node::concat(std::mem::take(&mut concat)));
                }
                '?' | '*' | '+' => {
                    let sub = Box::new(concat.pop().ok_or(ERR_REP_SUB_MISSING)?);
                    self.bump();
                    let greedy = self.peek() != Some('?');
                    if !greedy {
                        self.bump();
                    }
                    concat.push(Node::Repeat {
                        min: u8::from(c == '+'),
                        many: c != '?',
                        greedy,
                        sub,
                    });
                }
                '[' => {
                    // Only the suffix's `[^&]`: Key::new refuses a class.
                    let mut it = self.rest.clone();
                    it.next();
                    if (it.next(), it.next(), it.next()) != (Some('^'), Some('&'), Some(']')) {
                        return Err(ERR_UNSUPPORTED);
                    }
                    self.rest = it;
                    concat.push(Node::Set(Set::NotAmp));
                }
                '{' => return Err(ERR_UNSUPPORTED),
                '\\' => {
                    self.bump();
                    let e = self.peek().ok_or(ERR_ESCAPE_EOF)?;
                    // Key::new lets through escapes of metacharacters only.
                    if e.is_ascii_alphanumeric() || e == '<' || e == '>' {
                        return Err(ERR_UNSUPPORTED);
                    }
                    self.bump();
                    concat.push(Node::Char(e));
                }
                _ => {
                    self.bump();
                    concat.push(match c {
                        '.' => Node::Set(Set::Dot),
                        '^' => Node::Look(Look::Start),
                        '$' => Node::Look(Look::End),
                        c => Node::Char(c),
                    });
                }
            }
        }
        alternates.push(Node::concat(concat));
        Ok(Node::alternation(alternates))
    }
}

/// A state of the automaton (`nfa::State`); targets are indices.
#[derive(Clone, Debug)]
enum State {
    Char(char, u32),
    Set(Set, u32),
    /// An empty transition, with an assertion or not.
    Goto(Option<Look>, u32),
    /// Empty transitions in priority order, or reversed (a lazy repetition).
    Splits(Vec<u32>, bool),
    /// The start (`false`) or end (`true`) of group 2 when `Some`; another
    /// group's is a plain empty transition here.
    Capture(Option<bool>, u32),
    Match,
}

/// The compiled pattern: the automaton and its start.
#[derive(Clone, Debug)]
pub(super) struct Pattern {
    states: Vec<State>,
    start: u32,
}

/// A compiled fragment: where it starts and the state to patch at its end.
#[derive(Clone, Copy)]
struct Frag {
    start: u32,
    end: u32,
}

/// `nfa::Compiler`, state for state.
struct Compiler {
    states: Vec<State>,
}

impl Compiler {
    fn add(&mut self, s: State) -> u32 {
        self.states.push(s);
        u32::try_from(self.states.len() - 1).unwrap_or(u32::MAX)
    }

    fn empty(&mut self) -> u32 {
        self.add(State::Goto(None, 0))
    }

    fn one(&mut self, s: State) -> Frag {
        let id = self.add(s);
        Frag { start: id, end: id }
    }

    fn patch(&mut self, from: u32, to: u32) {
        match self.states.get_mut(from as usize) {
            Some(
                State::Char(_, t) | State::Set(_, t) | State::Goto(_, t) | State::Capture(_, t),
            ) => *t = to,
            Some(State::Splits(targets, _)) => targets.push(to),
            Some(State::Match) | None => {}
        }
    }

    fn c(&mut self, node: &Node) -> Frag {
        match node {
            Node::Empty => {
                let id = self.empty();
                Frag { start: id, end: id }
            }
            Node::Char(c) => self.one(State::Char(*c, 0)),
            Node::Set(s) => self.one(State::Set(*s, 0)),
            Node::Look(l) => self.one(State::Goto(Some(*l), 0)),
            Node::Repeat {
                min,
                many,
                greedy,
                sub,
            } => self.repeat(*min, *many, *greedy, sub),
            Node::Capture(index, sub) => self.capture(*index, sub),
            Node::Concat(subs) => {
                let mut parts = subs.iter();
                let Some(first) = parts.next() else {
                    let id = self.empty();
                    return Frag { start: id, end: id };
                };
                let Frag { start, mut end } = self.c(first);
                for sub in parts {
                    let f = self.c(sub);
                    self.patch(end, f.start);
                    end = f.end;
                }
                Frag { start, end }
            }
            Node::Alternation(subs) => {
                let splits = self.add(State::Splits(Vec::new(), false));
                let end = self.empty();
                for sub in subs {
                    let f = self.c(sub);
                    self.patch(splits, f.start);
                    self.patch(f.end, end);
                }
                Frag { start: splits, end }
            }
        }
    }

    /// `c_capture`: a capture state each side; only group 2's record.
    fn capture(&mut self, index: u32, sub: &Node) -> Frag {
        let ours = index == GROUP;
        let start = self.add(State::Capture(ours.then_some(false), 0));
        let inner = self.c(sub);
        let end = self.add(State::Capture(ours.then_some(true), 0));
        self.patch(start, inner.start);
        self.patch(inner.end, end);
        Frag { start, end }
    }

    /// `c_zero_or_one` and `c_at_least` for `n` 0 and 1.
    fn repeat(&mut self, min: u8, many: bool, greedy: bool, sub: &Node) -> Frag {
        let splits = |c: &mut Compiler| c.add(State::Splits(Vec::new(), !greedy));
        if !many {
            let s = splits(self);
            let compiled = self.c(sub);
            let empty = self.empty();
            self.patch(s, compiled.start);
            self.patch(s, empty);
            self.patch(compiled.end, empty);
            return Frag {
                start: s,
                end: empty,
            };
        }
        if min == 0 && !sub.is_match_empty() {
            let s = splits(self);
            let compiled = self.c(sub);
            self.patch(s, compiled.start);
            self.patch(compiled.end, s);
            return Frag { start: s, end: s };
        }
        if min == 0 {
            // `x*` as `(x+)?` where `x` can match empty (regex issue 779).
            let compiled = self.c(sub);
            let plus = splits(self);
            self.patch(compiled.end, plus);
            self.patch(plus, compiled.start);
            let question = splits(self);
            let empty = self.empty();
            self.patch(question, compiled.start);
            self.patch(question, empty);
            self.patch(plus, empty);
            return Frag {
                start: question,
                end: empty,
            };
        }
        let compiled = self.c(sub);
        let s = splits(self);
        self.patch(compiled.end, s);
        self.patch(s, compiled.start);
        Frag {
            start: compiled.start,
            end: s,
        }
    }
}

impl Pattern {
    /// Reads and compiles `pattern`, or `regex-lite`'s message for why not.
    pub(super) fn new(pattern: &str) -> Result<Pattern, &'static str> {
        let mut parser = Parser {
            rest: pattern.chars(),
            captures: 0,
        };
        let tree = parser.inner(0)?;
        tree.check_nesting(0)?;
        let mut c = Compiler { states: Vec::new() };
        let whole = c.capture(0, &tree);
        let m = c.add(State::Match);
        c.patch(whole.end, m);
        Ok(Pattern {
            states: c.states,
            start: whole.start,
        })
    }

    /// Group 2's text in the leftmost-first match in `hay`, if there is a
    /// match and the group took part in it (`PikeVM::search`).
    pub(super) fn group<'h>(&self, hay: &'h str) -> Option<&'h str> {
        let n = self.states.len();
        let mut curr = Threads::new(n);
        let mut next = Threads::new(n);
        let mut stack = Vec::new();
        let mut found: Option<Slots> = None;
        let mut at = 0;
        loop {
            if curr.order.is_empty() && found.is_some() {
                break;
            }
            if found.is_none() {
                self.closure(&mut stack, [None, None], &mut curr, hay, at, self.start);
            }
            let c = hay.get(at..).and_then(|r| r.chars().next());
            let len = c.map_or(0, char::len_utf8);
            for i in 0..curr.order.len() {
                let sid = curr.order[i];
                let slots = curr.slots[sid as usize];
                let target = match self.states.get(sid as usize) {
                    Some(State::Match) => {
                        found = Some(slots);
                        break;
                    }
                    Some(State::Char(want, t)) if c == Some(*want) => *t,
                    Some(State::Set(set, t)) if c.is_some_and(|c| set.has(c)) => *t,
                    _ => continue,
                };
                self.closure(&mut stack, slots, &mut next, hay, at + len, target);
            }
            if len == 0 {
                break;
            }
            std::mem::swap(&mut curr, &mut next);
            next.clear();
            at += len;
        }
        match found? {
            [Some(s), Some(e)] => hay.get(s..e),
            _ => None,
        }
    }

    /// `epsilon_closure`: adds `sid` and every state its empty transitions
    /// reach, in priority order, each with the slots of the first path to
    /// it.
    fn closure(
        &self,
        stack: &mut Vec<Frame>,
        mut slots: Slots,
        set: &mut Threads,
        hay: &str,
        at: usize,
        sid: u32,
    ) {
        stack.push(Frame::Explore(sid));
        while let Some(frame) = stack.pop() {
            let mut sid = match frame {
                Frame::Restore(i, v) => {
                    slots[usize::from(i)] = v;
                    continue;
                }
                Frame::Explore(sid) => sid,
            };
            loop {
                if !set.insert(sid) {
                    break;
                }
                match self.states.get(sid as usize) {
                    Some(State::Goto(look, t)) => {
                        let holds = match look {
                            None => true,
                            Some(Look::Start) => at == 0,
                            Some(Look::End) => at == hay.len(),
                        };
                        if !holds {
                            break;
                        }
                        sid = *t;
                    }
                    Some(State::Splits(targets, reverse)) => {
                        let first = if *reverse {
                            targets.last()
                        } else {
                            targets.first()
                        };
                        let Some(&first) = first else { break };
                        if *reverse {
                            let rest = &targets[..targets.len() - 1];
                            stack.extend(rest.iter().map(|&t| Frame::Explore(t)));
                        } else {
                            stack.extend(targets[1..].iter().rev().map(|&t| Frame::Explore(t)));
                        }
                        sid = first;
                    }
                    Some(State::Capture(slot, t)) => {
                        if let Some(end) = slot {
                            let i = usize::from(*end);
                            stack.push(Frame::Restore(u8::from(*end), slots[i]));
                            slots[i] = Some(at);
                        }
                        sid = *t;
                    }
                    _ => {
                        if let Some(s) = set.slots.get_mut(sid as usize) {
                            *s = slots;
                        }
                        break;
                    }
                }
            }
        }
    }
}

/// Group 2's start and end, where known.
type Slots = [Option<usize>; 2];

/// A step of the closure: a state to explore, or a slot to put back.
enum Frame {
    Explore(u32),
    Restore(u8, Option<usize>),
}

/// The threads alive at one position: states in priority order, each
/// once, with its slots (`ActiveStates`, a sparse set).
struct Threads {
    order: Vec<u32>,
    /// Where each state stands in `order`, if it does.
    index: Vec<u32>,
    slots: Vec<Slots>,
}

impl Threads {
    fn new(n: usize) -> Threads {
        Threads {
            order: Vec::with_capacity(n),
            index: vec![0; n],
            slots: vec![[None, None]; n],
        }
    }

    /// Adds `sid`; false if it is there already.
    fn insert(&mut self, sid: u32) -> bool {
        let Some(&i) = self.index.get(sid as usize) else {
            return false;
        };
        if self.order.get(i as usize) == Some(&sid) {
            return false;
        }
        self.index[sid as usize] = u32::try_from(self.order.len()).unwrap_or(u32::MAX);
        self.order.push(sid);
        true
    }

    fn clear(&mut self) {
        self.order.clear();
    }
}
