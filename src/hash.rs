//! A fast hash for the compiler's own maps: every stage looks values up by
//! name, and SipHash (std's default, which resists keys chosen to collide)
//! was a quarter of verification's time on a large module. The keys are the
//! program's own names; a program that makes them collide only slows its own
//! compile.

use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};

/// A `HashMap` with [`FxHasher`].
pub(crate) type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<FxHasher>>;

/// A `HashSet` with [`FxHasher`].
pub(crate) type FastSet<T> = HashSet<T, BuildHasherDefault<FxHasher>>;

/// The multiply-rotate hash of rustc (FxHash), a word at a time.
#[derive(Default, Clone, Copy)]
pub(crate) struct FxHasher(u64);

impl FxHasher {
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

impl Hasher for FxHasher {
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            self.add(u64::from_le_bytes(c.try_into().expect("8 bytes")));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut tail = [0u8; 8];
            tail[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(tail) ^ ((rest.len() as u64) << 56));
        }
    }

    fn write_u8(&mut self, b: u8) {
        self.add(b as u64);
    }

    fn write_u32(&mut self, n: u32) {
        self.add(n as u64);
    }

    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }

    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }

    /// The product's high bits, which every input bit reaches, turned down
    /// to the low end: the table picks a bucket by the low bits, which a
    /// multiply fills only from the input's own low bits. Without the turn,
    /// `bb1` to `bb100000`, which differ from their third byte on, fell into
    /// 32 buckets, and emitting a kernel of 100,000 blocks spent most of its
    /// time comparing labels (as rustc's FxHash 2 turns them, by 26).
    fn finish(&self) -> u64 {
        self.0.rotate_left(26)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_that_differ_in_their_tail_hash_apart() {
        let h = |s: &str| {
            let mut f = FxHasher::default();
            f.write(s.as_bytes());
            f.finish()
        };
        assert_ne!(h("o12_addr"), h("o12_adds"));
        assert_ne!(h("a"), h("a\0"));
        let mut m: FastMap<String, usize> = FastMap::default();
        for i in 0..1000 {
            m.insert(format!("v{i}"), i);
        }
        assert!((0..1000).all(|i| m[&format!("v{i}")] == i));
    }

    /// The table indexes its buckets by the hash's low bits: names of one
    /// prefix and a number must spread over them.
    #[test]
    fn numbered_names_spread_over_the_low_bits() {
        use std::hash::{BuildHasher, BuildHasherDefault};
        let b = BuildHasherDefault::<FxHasher>::default();
        for prefix in ["bb", "v", "arg", "%c"] {
            let low: FastSet<u64> = (0..4096).map(|i| b.hash_one(format!("{prefix}{i}").as_str()) & 0xfff).collect();
            assert!(low.len() > 2000, "{prefix}N: {} distinct low 12 bits of 4096", low.len());
        }
    }
}
