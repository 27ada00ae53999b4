//! The hostile input shapes of issues 5 and 21, shared by `benches/linear.rs`
//! (RFC 3986's per-byte cost across sizes) and `benches/grammars.rs` (every
//! grammar's check on one long line of each).

/// One input shape: a prefix, then a unit repeated up to the size.
pub struct Shape {
    pub name: &'static str,
    pub prefix: &'static str,
    pub unit: &'static str,
    pub suffix: &'static str,
}

/// The shapes of issue 5, bare and in the authority, those issue 21 adds,
/// and the ordinary URI they are compared with.
pub fn shapes() -> Vec<Shape> {
    let mut v = Vec::new();
    let units = [
        ("%41", "%41"),
        (":", ":"),
        ("@", "@"),
        ("[", "["),
        ("/..", "/.."),
        ("a:", "a:"),
        ("1.", "1."),
    ];
    for (name, unit) in units {
        v.push(Shape {
            name,
            prefix: "",
            unit,
            suffix: "",
        });
    }
    for (name, unit) in units {
        v.push(Shape {
            name,
            prefix: "http://",
            unit,
            suffix: "",
        });
    }
    // Userinfo characters, `:` included, with no `@` to end them: the parser
    // learns that this is not a userinfo only at the end of the authority.
    v.push(Shape {
        name: "userinfo without @",
        prefix: "http://",
        unit: "us:er",
        suffix: "/p",
    });
    // The same, valid: a long reg-name.
    v.push(Shape {
        name: "long reg-name",
        prefix: "http://",
        unit: "ab.",
        suffix: "/p",
    });
    // An IP-literal that never closes.
    v.push(Shape {
        name: "[ then IPv6 groups",
        prefix: "http://[",
        unit: "1:",
        suffix: "",
    });
    // Dot segments, plain and percent-encoded: the lint warns on each, and
    // normalization removes them.
    v.push(Shape {
        name: "encoded dot segments",
        prefix: "http://h/",
        unit: "%2e%2e/",
        suffix: "",
    });
    v.push(Shape {
        name: "dot segments",
        prefix: "http://h/",
        unit: "../",
        suffix: "",
    });
    // Issue 21's shapes that the ones above do not cover: `;a` runs (RFC
    // 1808's params, RFC 2396's path parameters), query pairs, and spaces,
    // which no grammar allows, so the first one is the error.
    v.push(Shape {
        name: ";a",
        prefix: "http://h/",
        unit: ";a",
        suffix: "",
    });
    v.push(Shape {
        name: "query pairs",
        prefix: "http://h/?",
        unit: "k=v&",
        suffix: "",
    });
    v.push(Shape {
        name: "spaces",
        prefix: "http://h/",
        unit: " ",
        suffix: "",
    });
    // An ordinary long URI: a long path of everyday segments. (A long query
    // would be cheaper still: it has no structure to parse.)
    v.push(Shape {
        name: "ordinary URI",
        prefix: "https://user@www.example.com:8080",
        unit: "/seg-1%20x",
        suffix: "?q=1&r=2#frag",
    });
    v
}

impl Shape {
    /// The input of about `size` bytes: whole units only, so the shape holds.
    pub fn build(&self, size: usize) -> String {
        let room = size.saturating_sub(self.prefix.len() + self.suffix.len());
        let n = (room / self.unit.len()).max(1);
        let mut s = String::with_capacity(size + self.unit.len());
        s.push_str(self.prefix);
        for _ in 0..n {
            s.push_str(self.unit);
        }
        s.push_str(self.suffix);
        s
    }

    /// The label in the tables: the unit, and the prefix it follows.
    pub fn label(&self) -> String {
        if self.prefix.is_empty() {
            format!("`{}`", self.name)
        } else if self.name.contains(' ') {
            format!("{} (`{}…`)", self.name, self.prefix.replace('[', "\\["))
        } else {
            format!("`{}` after `{}`", self.name, self.prefix)
        }
    }

    /// The label without Markdown, for a benchmark's name: `/` becomes `∕`
    /// (division slash), since criterion reads `/` as the separator between
    /// a group and a function.
    pub fn plain_label(&self) -> String {
        self.label()
            .replace(['`', '\\'], "")
            .replace('…', "...")
            .replace('/', "∕")
    }
}
