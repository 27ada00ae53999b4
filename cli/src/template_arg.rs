//! A template given on the command line, read, or its diagnostic written:
//! what `template` and `template_route` share (so neither imports the
//! other's file).

use std::ffi::OsString;

use urigram::template::Template;

use crate::args::Outcome;
use crate::{Ctx, shown};

/// Reads `text` as a template, or writes its diagnostic.
pub(crate) fn template(
    ctx: &mut Ctx<'_, '_>,
    text: &OsString,
) -> Result<Option<Template>, Outcome> {
    let Some(s) = text.to_str() else {
        writeln!(ctx.io.stderr, "urigram template: the template is not UTF-8")?;
        return Ok(None);
    };
    match Template::parse(s) {
        Ok(t) => Ok(Some(t)),
        Err(e) => {
            // The frame escapes the template's characters itself; each of
            // its lines is shown as any text is.
            for line in format!("{e:#}").lines() {
                writeln!(
                    ctx.io.stderr,
                    "{}",
                    shown::text(line.as_bytes(), ctx.io.unicode_stderr)
                )?;
            }
            Ok(None)
        }
    }
}
