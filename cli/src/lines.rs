//! Inputs: the operands if there are any, else standard input one line at a
//! time, as raw bytes so that a line that is not UTF-8 is reported, not fatal.

use std::io::{self, Read};

/// How much of standard input is read at a time. Large blocks keep the
/// system calls few (a read per line made `check` syscall-bound); lines are
/// then found in the block with `memchr`.
const BLOCK: usize = 256 * 1024;

/// Calls `each` with every input in order. Lines end at `\n`; a `\r` before
/// it is part of the line ending, not the input; a last line without `\n`
/// still counts. Memory stays flat: one block, or one line if a line is
/// longer than a block (the buffer grows to hold it and shrinks back after).
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
    let mut buf = vec![0u8; BLOCK];
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
                    each(&buf[..end])?;
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
            each(line.strip_suffix(b"\r").unwrap_or(line))?;
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
