//! What one path of a template's automaton reads as: what the assignment
//! of a path (`assignment`), the search among its readings (`settle`) and
//! the read-back (`readback`) hand each other, below all three.

use super::value::Vars;

/// What one path of the automaton reads as, when it is an assignment or
/// may be one.
pub(crate) enum PathReading {
    /// The assignment.
    Vars(Vars),
    /// Its variables read in several shapes were not settled within the
    /// search's bound: the match is incomplete.
    Undecided,
}
