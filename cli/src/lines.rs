//! Inputs: the operands if there are any, else standard input one line at a
//! time; an operand `-` (before `--`) stands for standard input at its place. Inputs are
//! raw bytes, arguments included, so that one that is not UTF-8 is judged
//! like any other, never fatal.
//!
//! Each input comes with its number, which the frames show in their gutter:
//! on standard input, its line number; on the command line, the operand's
//! position among the command's operands.
//!
//! A blank line is an input like any other (the empty string): every command
//! answers it, so answers and input lines pair up one to one.

use std::io::{self, Read};

use crate::args::Operand;

/// How much of standard input is read at a time. Large blocks keep the
/// system calls few (a read per line made `check` syscall-bound); lines are
/// then found in the block with `memchr`.
const BLOCK: usize = 256 * 1024;

/// Calls `each(input, number)` with every input in order: each operand, with
/// its position counted from `first` (standard input's lines at a `-`), or
/// standard input when there are no operands.
pub fn for_each_input(
    operands: &[Operand],
    first: u64,
    stdin: &mut dyn Read,
    mut each: impl FnMut(&[u8], u64) -> io::Result<()>,
) -> io::Result<()> {
    if operands.is_empty() {
        return for_each_line(stdin, each);
    }
    for (position, op) in (first..).zip(operands) {
        match op {
            Operand::Stdin => for_each_line(stdin, &mut each)?,
            Operand::Arg(word) => each(word.as_encoded_bytes(), position)?,
        }
    }
    Ok(())
}

/// Calls `each(line, number)` with every line of `reader`. Lines end at `\n`;
/// a `\r` before it is part of the line ending, not the input; a last line
/// without `\n` still counts. Memory stays flat: one block, or one line if a
/// line is longer than a block (the buffer grows to hold it and shrinks back
/// after).
pub fn for_each_line(
    reader: &mut dyn Read,
    mut each: impl FnMut(&[u8], u64) -> io::Result<()>,
) -> io::Result<()> {
    let mut buf = vec![0u8; BLOCK];
    let mut number = 0u64;
    // buf[..end] holds bytes read and not yet handed out, all of one
    // unfinished line (the complete lines are handed out as soon as read).
    let mut end = 0;
    loop {
        if end == buf.len() {
            // One line longer than the buffer: make room for more of it.
            buf.resize(buf.len() * 2, 0);
        }
        let n = match reader.read(&mut buf[end..]) {
            Ok(0) => {
                if end > 0 {
                    each(&buf[..end], number + 1)?;
                }
                return Ok(());
            }
            Ok(n) => n,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        // The new bytes may end the pending line and hold more lines.
        let mut start = 0;
        let mut from = end;
        end += n;
        while let Some(i) = memchr::memchr(b'\n', &buf[from..end]) {
            let nl = from + i;
            let line = &buf[start..nl];
            number += 1;
            each(line.strip_suffix(b"\r").unwrap_or(line), number)?;
            start = nl + 1;
            from = start;
        }
        // Keep the unfinished line, at the front.
        buf.copy_within(start..end, 0);
        end -= start;
        if buf.len() > BLOCK && end < BLOCK {
            // Do not keep a huge buffer after one huge line.
            buf.truncate(BLOCK);
            buf.shrink_to_fit();
        }
    }
}
