//! Inputs: the operands if there are any, else standard input one line at a
//! time, as raw bytes so that a line that is not UTF-8 is reported, not fatal.

use std::io::{self, BufRead};

/// Calls `each` with every input in order. Lines end at `\n`; a `\r` before
/// it is part of the line ending, not the input; a last line without `\n`
/// still counts. One line is in memory at a time.
pub fn for_each_input(
    operands: &[String],
    mut each: impl FnMut(&[u8]) -> io::Result<()>,
) -> io::Result<()> {
    if !operands.is_empty() {
        for op in operands {
            each(op.as_bytes())?;
        }
        return Ok(());
    }
    let stdin = io::stdin();
    let mut reader = stdin.lock();
    let mut buf = Vec::new();
    loop {
        buf.clear();
        if reader.read_until(b'\n', &mut buf)? == 0 {
            return Ok(());
        }
        if buf.last() == Some(&b'\n') {
            buf.pop();
            if buf.last() == Some(&b'\r') {
                buf.pop();
            }
        }
        each(&buf)?;
        if buf.capacity() > 1 << 20 {
            // Do not keep a huge buffer after one huge line.
            buf = Vec::new();
        }
    }
}
