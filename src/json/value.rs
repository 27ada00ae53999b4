//! The JSON tree: [`Json`] and an object's members, [`Object`].

/// A JSON value.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub enum Json {
    /// `null`.
    #[default]
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A number, as its text (exact: integers of any size, fractions as
    /// written).
    Number(String),
    /// A string.
    String(String),
    /// An array.
    Array(Vec<Json>),
    /// An object, its members in order.
    Object(Object),
}

impl Json {
    /// An object of `members`, in their order (a name given twice keeps
    /// its last value). A `Vec`, not an array of any length: one function
    /// for every caller, where a const generic made one a length (5 KB of
    /// the wasm build).
    #[must_use]
    pub fn object(members: Vec<(&str, Json)>) -> Json {
        let mut o = Object::new();
        for (k, v) in members {
            o.insert(k.to_owned(), v);
        }
        Json::Object(o)
    }

    /// The string, if this is one.
    #[must_use]
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Json::String(s) => Some(s),
            _ => None,
        }
    }

    /// The boolean, if this is one.
    #[must_use]
    pub fn as_bool(&self) -> Option<bool> {
        match self {
            Json::Bool(b) => Some(*b),
            _ => None,
        }
    }

    /// The items, if this is an array.
    #[must_use]
    pub fn as_array(&self) -> Option<&Vec<Json>> {
        match self {
            Json::Array(a) => Some(a),
            _ => None,
        }
    }

    /// The members, if this is an object.
    #[must_use]
    pub fn as_object(&self) -> Option<&Object> {
        match self {
            Json::Object(o) => Some(o),
            _ => None,
        }
    }

    /// The number as an `i64`, if it is an integer in range (as
    /// serde_json's `as_i64` answers for a number's text).
    #[must_use]
    pub fn as_i64(&self) -> Option<i64> {
        match self {
            Json::Number(n) => n.parse().ok(),
            _ => None,
        }
    }

    /// Whether this is an array.
    #[must_use]
    pub fn is_array(&self) -> bool {
        matches!(self, Json::Array(_))
    }
}

impl From<bool> for Json {
    fn from(b: bool) -> Json {
        Json::Bool(b)
    }
}

impl From<&str> for Json {
    fn from(s: &str) -> Json {
        Json::String(s.to_owned())
    }
}

impl From<&String> for Json {
    fn from(s: &String) -> Json {
        Json::String(s.clone())
    }
}

impl From<String> for Json {
    fn from(s: String) -> Json {
        Json::String(s)
    }
}

/// Integers as their decimal text.
macro_rules! from_integer {
    ($($t:ty),*) => {$(
        impl From<$t> for Json {
            fn from(n: $t) -> Json {
                Json::Number(n.to_string())
            }
        }
    )*};
}
from_integer!(u8, u16, u32, u64, usize, i32, i64);

impl<T: Into<Json>> From<Option<T>> for Json {
    /// `None` is `null`.
    fn from(v: Option<T>) -> Json {
        v.map_or(Json::Null, Into::into)
    }
}

impl From<std::borrow::Cow<'_, str>> for Json {
    fn from(s: std::borrow::Cow<'_, str>) -> Json {
        Json::String(s.into_owned())
    }
}

impl<T: Clone + Into<Json>> From<&[T]> for Json {
    fn from(v: &[T]) -> Json {
        Json::Array(v.iter().cloned().map(Into::into).collect())
    }
}

impl<T: Into<Json>> From<Vec<T>> for Json {
    fn from(v: Vec<T>) -> Json {
        Json::Array(v.into_iter().map(Into::into).collect())
    }
}

impl From<Object> for Json {
    fn from(o: Object) -> Json {
        Json::Object(o)
    }
}

/// A JSON object: its members in the order they came, each name once (a
/// name inserted again keeps its place and takes the new value, as
/// serde_json's `preserve_order` map does). Lookups are linear: the
/// objects of a request or an answer have a few members; the reader
/// removes repeated names in one sort, not a lookup a member.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Object(Vec<(String, Json)>);

impl Object {
    /// An empty object.
    #[must_use]
    pub fn new() -> Object {
        Object(Vec::new())
    }

    /// Sets `name` to `value`: in place if it is there, else last.
    pub fn insert(&mut self, name: String, value: Json) {
        match self.0.iter_mut().find(|(k, _)| *k == name) {
            Some(slot) => slot.1 = value,
            None => self.0.push((name, value)),
        }
    }

    /// The value of `name`.
    #[must_use]
    pub fn get(&self, name: &str) -> Option<&Json> {
        self.0.iter().find(|(k, _)| k == name).map(|(_, v)| v)
    }

    /// Whether `name` is a member.
    #[must_use]
    pub fn contains_key(&self, name: &str) -> bool {
        self.get(name).is_some()
    }

    /// The number of members.
    #[must_use]
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether there is no member.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The members in order.
    pub fn iter(&self) -> impl Iterator<Item = (&String, &Json)> {
        self.0.iter().map(|(k, v)| (k, v))
    }

    /// The names in order.
    pub fn keys(&self) -> impl Iterator<Item = &String> {
        self.0.iter().map(|(k, _)| k)
    }

    /// An object of `members` as read, names possibly repeated: each name
    /// at its first place with its last value, in O(n log n) (a sort of
    /// the indices by name), not a lookup a member.
    pub(super) fn from_read(mut members: Vec<(String, Json)>) -> Object {
        if members.len() < 2 {
            return Object(members);
        }
        let mut order: Vec<usize> = (0..members.len()).collect();
        // Stable: equal names stay in their order, the first one first.
        order.sort_by(|&a, &b| members[a].0.cmp(&members[b].0));
        let mut keep = vec![true; members.len()];
        let mut group = 0;
        for i in 1..=order.len() {
            if i < order.len() && members[order[i]].0 == members[order[group]].0 {
                continue;
            }
            // order[group..i] name one member: the first index keeps its
            // place and takes the last one's value.
            if i - group > 1 {
                let first = order[group];
                let last = order[i - 1];
                let value = std::mem::take(&mut members[last].1);
                members[first].1 = value;
                for &j in &order[group + 1..i] {
                    keep[j] = false;
                }
            }
            group = i;
        }
        let mut at = 0;
        members.retain(|_| {
            at += 1;
            keep[at - 1]
        });
        Object(members)
    }
}

impl<'a> IntoIterator for &'a Object {
    type Item = (&'a String, &'a Json);
    type IntoIter = std::iter::Map<
        std::slice::Iter<'a, (String, Json)>,
        fn(&'a (String, Json)) -> (&'a String, &'a Json),
    >;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter().map(|(k, v)| (k, v))
    }
}

impl IntoIterator for Object {
    type Item = (String, Json);
    type IntoIter = std::vec::IntoIter<(String, Json)>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.into_iter()
    }
}
