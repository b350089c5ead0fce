//! A fast hash for the compiler's own maps: every stage looks values up by
//! name, and SipHash (std's default, which resists keys chosen to collide)
//! was a quarter of verification's time on a large module. The keys are the
//! program's own names; a program that makes them collide only slows its own
//! compile. The hash is rustc's FxHash from the Rust project's `rustc-hash`
//! crate.

/// A `HashMap` with rustc's FxHash.
pub(crate) type FastMap<K, V> = rustc_hash::FxHashMap<K, V>;

/// A `HashSet` with rustc's FxHash.
pub(crate) type FastSet<T> = rustc_hash::FxHashSet<T>;

#[cfg(test)]
mod tests {
    use super::*;
    use std::hash::BuildHasher;

    #[test]
    fn a_map_finds_what_it_holds() {
        let mut m: FastMap<String, usize> = FastMap::default();
        for i in 0..1000 {
            m.insert(format!("v{i}"), i);
        }
        assert!((0..1000).all(|i| m[&format!("v{i}")] == i));
    }

    /// The table indexes its buckets by the hash's low bits: names of one
    /// prefix and a number must spread over them. A hash whose low bits come
    /// only from the input's low bytes put `bb1` to `bb100000` into 32
    /// buckets, and emitting a kernel of 100,000 blocks spent most of its
    /// time comparing labels.
    #[test]
    fn numbered_names_spread_over_the_low_bits() {
        let b = rustc_hash::FxBuildHasher;
        for prefix in ["bb", "v", "arg", "%c"] {
            let low: FastSet<u64> = (0..4096).map(|i| b.hash_one(format!("{prefix}{i}").as_str()) & 0xfff).collect();
            assert!(low.len() > 2000, "{prefix}N: {} distinct low 12 bits of 4096", low.len());
        }
    }
}
