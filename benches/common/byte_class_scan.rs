//! The floor of the validation benchmarks, shared by `benches/parse.rs` and
//! `examples/validate_instructions.rs` (each takes it by `#[path]`).

/// One table lookup per byte, checking only that every byte may appear
/// somewhere in a URI. No parser that looks at every byte can beat it by
/// much, so it shows how much of a parser's time is structure.
pub fn byte_class_scan(s: &str) -> bool {
    const fn table() -> [bool; 256] {
        let allowed = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%";
        let mut t = [false; 256];
        let mut i = 0;
        while i < allowed.len() {
            t[allowed[i] as usize] = true;
            i += 1;
        }
        t
    }
    static URI_BYTES: [bool; 256] = table();
    s.bytes().all(|b| URI_BYTES[usize::from(b)])
}
