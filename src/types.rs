//! The types of values: MLIR's LLVM-dialect types as the input writes them.
//! Both the IR and the op tables (`ops`, whose operand and member types are
//! data) speak of them, so they live below both.

use std::fmt;

/// An MLIR LLVM-dialect type; `Display` writes it as the input language does.
///
/// ```
/// use nvvm_lower::types::Type;
/// let acc = Type::Struct(vec![Type::Float(32); 2]);
/// assert_eq!(acc.to_string(), "!llvm.struct<(f32, f32)>");
/// assert_eq!(Type::Ptr(3).addrspace(), Some(3));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Type {
    /// `iN`: an integer of N bits.
    Int(u32),
    /// `f16`, `f32`, `f64`.
    Float(u32),
    /// `bf16`: bfloat16 (8 exponent bits, 7 mantissa bits), a type of its own
    /// beside `f16` as in MLIR and LLVM (`bfloat`).
    BF16,
    /// `!llvm.ptr<N>`: an opaque pointer in address space N.
    Ptr(u32),
    /// `!llvm.array<N x T>`.
    Array(u64, Box<Type>),
    /// `vector<N x T>`.
    Vector(u64, Box<Type>),
    /// `!llvm.struct<(f32, f32)>`: a literal struct (wgmma accumulators).
    Struct(Vec<Type>),
    /// `!nvsync.named_barrier`: a bar.sync slot; exists only before lowering.
    NamedBarrier,
}

impl Type {
    /// True for `iN` of exactly `bits` bits.
    pub fn is_int(&self, bits: u32) -> bool {
        *self == Type::Int(bits)
    }
    /// `i32` for one lane, else `vector<N x i32>` (tcgen05.ld/st registers).
    pub fn i32_lanes(n: u32) -> Type {
        if n == 1 {
            Type::Int(32)
        } else {
            Type::Vector(u64::from(n), Box::new(Type::Int(32)))
        }
    }
    /// The inverse of [`Type::i32_lanes`]: 1 for `i32`, N for `vector<N x i32>`
    /// from two lanes. A `vector<1 x i32>` is neither: MLIR 22's types for
    /// these values ("32-bit signless integer or vector of 32-bit signless
    /// integer values of length 2/4/8/...") refuse it, and one lane is `i32`.
    pub fn lanes_of_i32(&self) -> Option<u32> {
        match self {
            Type::Int(32) => Some(1),
            Type::Vector(n, e) if **e == Type::Int(32) && *n != 1 => u32::try_from(*n).ok(),
            _ => None,
        }
    }
    /// A scalar or vector type as MLIR prints it (`i16`, `bf16`,
    /// `vector<2xi8>`), as the op tables write result types; None for others.
    pub fn from_mlir(s: &str) -> Option<Type> {
        if let Some(inner) = s.strip_prefix("vector<").and_then(|r| r.strip_suffix('>')) {
            let (n, e) = inner.split_once('x')?;
            return Some(Type::Vector(n.trim().parse().ok()?, Box::new(Type::from_mlir(e.trim())?)));
        }
        match s {
            "bf16" => Some(Type::BF16),
            "f16" => Some(Type::Float(16)),
            "f32" => Some(Type::Float(32)),
            "f64" => Some(Type::Float(64)),
            _ => s.strip_prefix('i')?.parse().ok().filter(|b| (1..=128).contains(b)).map(Type::Int),
        }
    }
    /// An integer, float or pointer: one register, not an aggregate or vector.
    pub fn is_scalar(&self) -> bool {
        matches!(self, Type::Int(_) | Type::Float(_) | Type::BF16 | Type::Ptr(_))
    }
    /// A pointer's address space; None for any other type.
    pub fn addrspace(&self) -> Option<u32> {
        match self {
            Type::Ptr(n) => Some(*n),
            _ => None,
        }
    }

    /// Whether the type prints as `text` (MLIR's spelling), without building
    /// the string: the checks compare every typed operand this way.
    pub fn prints_as(&self, text: &str) -> bool {
        struct Expect<'a>(&'a str);
        impl fmt::Write for Expect<'_> {
            fn write_str(&mut self, s: &str) -> fmt::Result {
                self.0 = self.0.strip_prefix(s).ok_or(fmt::Error)?;
                Ok(())
            }
        }
        let mut rest = Expect(text);
        fmt::write(&mut rest, format_args!("{self}")).is_ok() && rest.0.is_empty()
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Type::Int(b) => write!(f, "i{b}"),
            Type::Float(b) => write!(f, "f{b}"),
            Type::BF16 => write!(f, "bf16"),
            Type::Ptr(0) => write!(f, "!llvm.ptr"),
            Type::Ptr(n) => write!(f, "!llvm.ptr<{n}>"),
            Type::Array(n, t) => write!(f, "!llvm.array<{n} x {t}>"),
            Type::Vector(n, t) => write!(f, "vector<{n}x{t}>"),
            Type::Struct(ts) => write!(f, "!llvm.struct<({})>", ts.iter().map(|t| t.to_string()).collect::<Vec<_>>().join(", ")),
            Type::NamedBarrier => write!(f, "!nvsync.named_barrier"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Type;

    #[test]
    fn prints_as_matches_the_whole_spelling_only() {
        let v = Type::from_mlir("vector<2xf16>").unwrap();
        assert!(v.prints_as("vector<2xf16>"));
        assert!(!v.prints_as("vector<2xf16"));
        assert!(!v.prints_as("vector<2xf16>>"));
        assert!(!v.prints_as("vector<4xf16>"));
        assert!(Type::Int(32).prints_as("i32"));
        assert!(!Type::Int(32).prints_as("i3"));
        assert!(!Type::Int(32).prints_as(""));
    }
}
