//! The extension's allocator: mimalloc, for every Rust allocation of
//! `urigram._native` (the library's, Arrow's, PyO3's own), not the host's.
//!
//! Why: the Arrow kernels hand back columns of megabytes each call
//! (`urigram.arrow.urlsplit` over 97,562 URLs: eleven columns, some 2,400
//! pages). glibc's malloc serves blocks that large with `mmap` (or from
//! the top of its heap) and gives them back to the system when freed, so
//! in many processes every call faulted its pages in afresh (a microsecond a page on this virtual machine: 146 to 232 ns a
//! row against 63 to 119 ns for a call that faulted none,
//! docs/performance.md, "The Arrow kernels on one thread"). glibc's
//! threshold (`M_MMAP_THRESHOLD`) is set only through `mallopt`, an
//! `unsafe` call into C; mimalloc keeps freed segments for the next call.
//!
//! Safe to swap in a Python extension: Rust memory never reaches CPython's
//! `free`, nor Python's Rust's. PyO3 copies every string and bytes into
//! Python's own objects; the arrays handed to pyarrow through the Arrow C
//! data interface are freed by their release callback, which is Rust's
//! (arrow-rs's `release_array` drops the buffers' `Arc`s), so by this
//! allocator too; arrays taken in from Python are read in place and
//! released by the producer's callback. The library itself chooses no
//! allocator: this crate's `cdylib` does, as the CLI does for its binary
//! (`cli/src/main.rs`), with the same crate and features (mimalloc's v2,
//! see `cli/Cargo.toml`).

/// The allocator of every Rust allocation in the extension module.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;
