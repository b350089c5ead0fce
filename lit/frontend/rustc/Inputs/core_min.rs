//! The few items of `core` a `#![no_core]` GPU crate needs, compiled into
//! each kernel of `lit/frontend/rustc/` as `mod core_min` (`#[path]`): the
//! lang items that rustc requires of every crate, the operator traits the
//! kernels use (rustc implements them on primitives once the lang item
//! exists), the `asm!`/`global_asm!` built-in macros, and the NVPTX special
//! registers and barriers as LLVM intrinsics (`link_name = "llvm.nvvm.*"`).

#[lang = "pointee_sized"]
pub trait PointeeSized {}
#[lang = "meta_sized"]
pub trait MetaSized: PointeeSized {}
#[lang = "sized"]
pub trait Sized: MetaSized {}
#[lang = "copy"]
pub trait Copy {}
#[lang = "sync"]
pub unsafe trait Sync {}
#[lang = "legacy_receiver"]
pub trait LegacyReceiver {}
impl<T: ?Sized> LegacyReceiver for &T {}
impl<T: ?Sized> LegacyReceiver for &mut T {}

impl Copy for bool {}
impl Copy for u32 {}
impl Copy for u64 {}
impl Copy for i32 {}
impl Copy for usize {}
impl Copy for f32 {}
impl<T: ?Sized> Copy for *mut T {}
impl<T: ?Sized> Copy for *const T {}

/// Binary operators on the primitive types: rustc lowers `a + b` on two
/// `u32`s to an `add` itself once `Add` is the `add` lang item.
macro_rules! binop {
    ($lang:literal, $tr:ident, $f:ident, $op:tt) => {
        #[lang = $lang]
        pub trait $tr<Rhs = Self> {
            type Output;
            fn $f(self, rhs: Rhs) -> Self::Output;
        }
        impl $tr for u32 { type Output = u32; fn $f(self, rhs: u32) -> u32 { self $op rhs } }
        impl $tr for u64 { type Output = u64; fn $f(self, rhs: u64) -> u64 { self $op rhs } }
        impl $tr for i32 { type Output = i32; fn $f(self, rhs: i32) -> i32 { self $op rhs } }
    };
}
binop!("add", Add, add, +);
binop!("sub", Sub, sub, -);
binop!("mul", Mul, mul, *);
binop!("bitand", BitAnd, bitand, &);
binop!("bitxor", BitXor, bitxor, ^);
binop!("shr", Shr, shr, >>);
binop!("shl", Shl, shl, <<);

#[lang = "add_assign"]
pub trait AddAssign<Rhs = Self> {
    fn add_assign(&mut self, rhs: Rhs);
}
impl AddAssign for u32 { fn add_assign(&mut self, rhs: u32) { *self += rhs } }
impl AddAssign for f32 { fn add_assign(&mut self, rhs: f32) { *self += rhs } }
#[lang = "shr_assign"]
pub trait ShrAssign<Rhs = Self> {
    fn shr_assign(&mut self, rhs: Rhs);
}
impl ShrAssign for u32 { fn shr_assign(&mut self, rhs: u32) { *self >>= rhs } }

#[lang = "not"]
pub trait Not {
    type Output;
    fn not(self) -> Self::Output;
}
impl Not for bool { type Output = bool; fn not(self) -> bool { !self } }

#[lang = "eq"]
pub trait PartialEq<Rhs: ?Sized = Self> {
    fn eq(&self, other: &Rhs) -> bool;
    fn ne(&self, other: &Rhs) -> bool;
}
#[lang = "partial_ord"]
pub trait PartialOrd<Rhs: ?Sized = Self>: PartialEq<Rhs> {
    fn lt(&self, other: &Rhs) -> bool;
    fn le(&self, other: &Rhs) -> bool;
    fn gt(&self, other: &Rhs) -> bool;
    fn ge(&self, other: &Rhs) -> bool;
}
macro_rules! cmp {
    ($($t:ty)*) => {$(
        impl PartialEq for $t {
            fn eq(&self, o: &$t) -> bool { *self == *o }
            fn ne(&self, o: &$t) -> bool { *self != *o }
        }
        impl PartialOrd for $t {
            fn lt(&self, o: &$t) -> bool { *self < *o }
            fn le(&self, o: &$t) -> bool { *self <= *o }
            fn gt(&self, o: &$t) -> bool { *self > *o }
            fn ge(&self, o: &$t) -> bool { *self >= *o }
        }
    )*};
}
cmp!(u32 u64 i32);

/// Inline assembly (`core::arch::asm`), a compiler built-in.
#[rustc_builtin_macro]
pub macro asm("assembly template", $(operands,)* $(options($(option),*))?) {
    /* compiler built-in */
}
/// Module-level assembly (`core::arch::global_asm`): the only way a crate
/// built by stable rustc declares `.shared` memory (see docs/frontend-corpus.md).
#[rustc_builtin_macro]
pub macro global_asm("assembly template", $(operands,)* $(options($(option),*))?) {
    /* compiler built-in */
}

/// `ptr.offset(n)`: a `getelementptr`, keeping the pointer's provenance.
#[rustc_intrinsic]
pub unsafe fn offset<Ptr, Delta>(dst: Ptr, offset: Delta) -> Ptr;

unsafe extern "C" {
    #[link_name = "llvm.nvvm.read.ptx.sreg.tid.x"]
    pub safe fn tid_x() -> u32;
    #[link_name = "llvm.nvvm.read.ptx.sreg.ctaid.x"]
    pub safe fn ctaid_x() -> u32;
    /// `__syncthreads()`: `bar.sync 0`.
    #[link_name = "llvm.nvvm.barrier0"]
    pub fn sync_threads();
    /// `bar.sync id, count` (aligned).
    #[link_name = "llvm.nvvm.barrier.cta.sync.aligned.count"]
    pub fn bar_sync(id: u32, count: u32);
    /// `bar.arrive id, count` (aligned).
    #[link_name = "llvm.nvvm.barrier.cta.arrive.aligned.count"]
    pub fn bar_arrive(id: u32, count: u32);
    #[link_name = "llvm.nvvm.barrier.cluster.arrive"]
    pub fn cluster_arrive();
    /// `barrier.cluster.arrive.relaxed`: orders no memory.
    #[link_name = "llvm.nvvm.barrier.cluster.arrive.relaxed"]
    pub fn cluster_arrive_relaxed();
    #[link_name = "llvm.nvvm.barrier.cluster.wait"]
    pub fn cluster_wait();
    #[link_name = "llvm.nvvm.fence.mbarrier_init.release.cluster"]
    pub fn fence_mbarrier_init();
    #[link_name = "llvm.nvvm.read.ptx.sreg.cluster.ctarank"]
    pub safe fn cluster_ctarank() -> u32;
}
