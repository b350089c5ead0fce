//! Byte sizes and alignments of types under LLVM 22's NVPTX data layout
//! (`e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64`,
//! [`crate::backend::DATA_LAYOUT`]): what LLVM's NVPTX backend declares for a
//! global, and so what ptxas counts against the shared and constant memory
//! limits. A unit test compares every rule with LLVM's own `DataLayout`.
//!
//! Sizes are `u128` and saturate: an array type may ask for more than 2^64
//! bytes, which the verifier refuses by size rather than by overflow.

use crate::types::Type;

/// The size in bits LLVM gives `t` before padding (`getTypeSizeInBits`) for a
/// scalar or vector, which is what a vector's alignment and size derive from.
fn scalar_bits(t: &Type) -> u128 {
    match t {
        Type::Int(b) | Type::Float(b) => u128::from(*b),
        Type::BF16 => 16,
        Type::Ptr(6) => 32,
        Type::Ptr(_) => 64,
        // Lowered to an i32 before emission.
        Type::NamedBarrier => 32,
        other => alloc_size(other).saturating_mul(8),
    }
}

/// The ABI alignment in bytes (`DataLayout::getABITypeAlign`).
///
/// ```
/// use nvvm_lower::{layout::abi_align, types::Type};
/// assert_eq!(abi_align(&Type::Int(65)), 16); // the next width with an entry: i128
/// assert_eq!(abi_align(&Type::Vector(3, Box::new(Type::Int(32)))), 16);
/// ```
pub fn abi_align(t: &Type) -> u128 {
    match t {
        // i1 and i8 are byte-aligned; any other width takes the alignment of
        // the next width the layout names (i16, i32, i64, i128, i256), or the
        // largest's above them.
        Type::Int(b) => match *b {
            0..=8 => 1,
            9..=16 => 2,
            17..=32 => 4,
            33..=64 => 8,
            65..=128 => 16,
            _ => 32,
        },
        Type::Float(b) => u128::from(*b / 8).max(1),
        Type::BF16 => 2,
        Type::Ptr(_) | Type::NamedBarrier => scalar_bits(t) / 8,
        // A vector's natural alignment: its store size rounded up to a power
        // of two (v16, v32 and LLVM's default v64 and v128 entries agree).
        Type::Vector(n, e) => {
            let store = u128::from(*n).saturating_mul(scalar_bits(e)).div_ceil(8);
            store.checked_next_power_of_two().unwrap_or(1 << 127).max(1)
        }
        Type::Array(_, e) => abi_align(e),
        Type::Struct(ts) => ts.iter().map(abi_align).max().unwrap_or(1),
    }
}

/// The size in bytes a value of `t` occupies in memory, padding included
/// (`DataLayout::getTypeAllocSize`).
///
/// ```
/// use nvvm_lower::{layout::alloc_size, types::Type};
/// assert_eq!(alloc_size(&Type::Int(65)), 16);
/// assert_eq!(alloc_size(&Type::Struct(vec![Type::Int(8), Type::Int(64)])), 16);
/// assert_eq!(alloc_size(&Type::Array(4096, Box::new(Type::Ptr(6)))), 16384);
/// ```
pub fn alloc_size(t: &Type) -> u128 {
    match t {
        Type::Array(n, e) => u128::from(*n).saturating_mul(alloc_size(e)),
        Type::Struct(ts) => {
            let mut end: u128 = 0;
            for f in ts {
                end = align_to(end, abi_align(f)).saturating_add(alloc_size(f));
            }
            align_to(end, abi_align(t))
        }
        Type::Vector(n, e) => align_to(u128::from(*n).saturating_mul(scalar_bits(e)).div_ceil(8), abi_align(t)),
        _ => align_to(scalar_bits(t).div_ceil(8), abi_align(t)),
    }
}

/// The bytes a store of `t` writes, without the tail padding an array
/// element gets (`DataLayout::getTypeStoreSize`): the size LLVM's NVPTX
/// backend declares a global of type `t` with (`i65` is `.b8 g[9]`,
/// `vector<3 x i32>` is `.b8 g[12]`).
///
/// ```
/// use nvvm_lower::{layout::store_size, types::Type};
/// assert_eq!(store_size(&Type::Int(65)), 9);
/// assert_eq!(store_size(&Type::Array(2, Box::new(Type::Int(65)))), 32);
/// ```
pub fn store_size(t: &Type) -> u128 {
    match t {
        Type::Array(..) | Type::Struct(_) => alloc_size(t),
        Type::Vector(n, e) => u128::from(*n).saturating_mul(scalar_bits(e)).div_ceil(8),
        _ => scalar_bits(t).div_ceil(8),
    }
}

/// The alignment LLVM's NVPTX backend writes (`.align N`) for a global of
/// type `t` without an explicit one: the preferred alignment, which for an
/// aggregate is at least 8 (the layout's default `a:0:64`).
pub fn global_align(t: &Type) -> u128 {
    match t {
        Type::Array(_, e) => global_align(e),
        Type::Struct(_) => abi_align(t).max(8),
        _ => abi_align(t),
    }
}

/// `offset` rounded up to a multiple of `align` (a power of two), saturating.
pub fn align_to(offset: u128, align: u128) -> u128 {
    let mask = align.max(1) - 1;
    offset.checked_add(mask).map_or(u128::MAX, |v| v & !mask)
}

