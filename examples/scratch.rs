fn main() {
    for s in std::env::args().skip(1) {
        match urigram::UriRef::parse(&s) {
            Ok(r) => println!("OK {s:?} -> {r:?}"),
            Err(e) => println!("ERR {s:?}: {e}\n{e:#}"),
        }
    }
}
