//! [`Name`]: the text of an SSA value's or a parameter's name, kept inside
//! the value itself when it is short.

use std::borrow::Borrow;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::ops::Deref;

/// The longest name kept inline.
const INLINE: usize = 22;

/// A name (`o12_addr` of `%o12_addr`), usable as a `&str`.
///
/// A module has a name per value and per parameter: hundreds of thousands
/// in a large one. As `String`s each was a heap block of 32 bytes or more
/// beside its 24-byte handle; a name of up to 22 bytes (nearly all of them)
/// now lives in those 24 bytes, and a longer one in a boxed `str`.
///
/// ```
/// use nvvm_lower::ir::Name;
/// let n = Name::from("o12_tmaDescriptor");
/// assert_eq!(n, "o12_tmaDescriptor");
/// assert_eq!(n.len(), 17);
/// let long = Name::from(String::from("a_name_longer_than_twenty_two_bytes"));
/// assert_eq!(long.as_str(), "a_name_longer_than_twenty_two_bytes");
/// ```
#[derive(Clone)]
pub struct Name(Repr);

#[derive(Clone)]
enum Repr {
    Inline { len: u8, bytes: [u8; INLINE] },
    Heap(Box<str>),
}

impl Name {
    /// The name as a string slice.
    pub fn as_str(&self) -> &str {
        match &self.0 {
            // SAFETY: `From<&str>` is the only writer: the bytes are a whole
            // `str`'s, and `len` is its length. (Checking them again on every
            // read cost the verifier's name lookups.)
            Repr::Inline { len, bytes } => unsafe { std::str::from_utf8_unchecked(&bytes[..usize::from(*len)]) },
            Repr::Heap(s) => s,
        }
    }
}

impl Default for Name {
    fn default() -> Name {
        Name(Repr::Inline { len: 0, bytes: [0; INLINE] })
    }
}

impl From<&str> for Name {
    fn from(s: &str) -> Name {
        if s.len() <= INLINE {
            let mut bytes = [0; INLINE];
            bytes[..s.len()].copy_from_slice(s.as_bytes());
            Name(Repr::Inline { len: s.len() as u8, bytes })
        } else {
            Name(Repr::Heap(s.into()))
        }
    }
}

impl From<String> for Name {
    fn from(s: String) -> Name {
        if s.len() <= INLINE {
            Name::from(s.as_str())
        } else {
            Name(Repr::Heap(s.into_boxed_str()))
        }
    }
}

impl From<&String> for Name {
    fn from(s: &String) -> Name {
        Name::from(s.as_str())
    }
}

impl From<Name> for String {
    fn from(n: Name) -> String {
        n.as_str().to_string()
    }
}

impl Deref for Name {
    type Target = str;
    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl AsRef<str> for Name {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl Borrow<str> for Name {
    fn borrow(&self) -> &str {
        self.as_str()
    }
}

impl PartialEq for Name {
    fn eq(&self, other: &Name) -> bool {
        self.as_str() == other.as_str()
    }
}

impl Eq for Name {}

impl PartialEq<str> for Name {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for Name {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

impl PartialEq<String> for Name {
    fn eq(&self, other: &String) -> bool {
        self.as_str() == other.as_str()
    }
}

impl PartialOrd for Name {
    fn partial_cmp(&self, other: &Name) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Name {
    fn cmp(&self, other: &Name) -> std::cmp::Ordering {
        self.as_str().cmp(other.as_str())
    }
}

// As `str` hashes, so that a map keyed by names can be searched with a `&str`.
impl Hash for Name {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.as_str().hash(state)
    }
}

impl fmt::Display for Name {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Debug for Name {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

#[cfg(test)]
mod tests {
    use super::Name;

    #[test]
    fn short_and_long_names_read_back_and_compare_by_text() {
        assert_eq!(std::mem::size_of::<Name>(), 24);
        for s in ["", "a", "exactly_22_bytes_long_", "twenty_three_bytes_long", "é_unicode_ü"] {
            let n = Name::from(s);
            assert_eq!(n.as_str(), s);
            assert_eq!(n, Name::from(s.to_string()));
            assert_eq!(format!("{n}|{n:?}"), format!("{s}|{s:?}"));
        }
        let mut set = std::collections::HashSet::new();
        set.insert(Name::from("x"));
        assert!(set.contains("x"));
    }
}
