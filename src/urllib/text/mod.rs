//! Python's text as urllib meets it: CPython's codecs (the tables generated
//! from the interpreters and the encode and decode loops over them), and
//! `repr()`, `str()`, `strip()` and `lower()` with each release's Unicode
//! facts. Built on [`super::values`] only.

pub(crate) mod codec;
pub(crate) mod codec_tables;
pub(crate) mod decode;
pub(crate) mod encode;
pub(crate) mod pytext;
pub(crate) mod unicode_tables;
pub(crate) mod unicode_versions;
