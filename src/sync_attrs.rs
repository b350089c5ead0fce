//! The attributes of the fences and async copies of `intrinsics/fence_sync.toml`
//! and `intrinsics/cp_async.toml`, as [`AttrKind::Sync`]: kept apart from
//! [`ExtAttr`](crate::ext_attrs::ExtAttr) so that each family's attributes
//! live next to each other.
//!
//! [`AttrKind::Sync`]: crate::ops::AttrKind::Sync

/// An attribute of a fence or an async copy.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SyncAttr {
    /// `#nvvm.mem_scope<..>` written before the operands (`nvvm.memory.barrier`,
    /// `nvvm.fence.proxy.acquire` / `.release`); required, no default.
    LeadScope,
    /// `order = #nvvm.mem_order<..>` of the sync_restrict fences.
    Order,
    /// `from_proxy = #nvvm.proxy_kind<..>` (attr-dict: `fromProxy`), default generic.
    FromProxy,
    /// `to_proxy = #nvvm.proxy_kind<..>` of the tensormap proxy fences, default tensormap.
    ToTensormap,
    /// `toProxy = #nvvm.proxy_kind<..>` of `fence.proxy.sync_restrict`, default async.
    ToAsync,
    /// The byte count of `nvvm.cp.async.shared.global`, written bare after the pointers.
    CpSize,
    /// `cache = ca|cg|...` of `nvvm.cp.async.shared.global`.
    CacheMod,
    /// The group count of `nvvm.cp.async.wait.group N`, written bare.
    CpWaitN,
    /// `init = N` of `nvvm.st.bulk` (only 0 is valid).
    InitVal,
    /// `redKind = #nvvm.tma_redux_kind<add|min|...>` of `nvvm.cp.async.bulk.tensor.reduce`.
    TmaRedux,
}

impl SyncAttr {
    /// Every variant, in declaration order.
    pub const ALL: [SyncAttr; 10] = [
        SyncAttr::LeadScope,
        SyncAttr::Order,
        SyncAttr::FromProxy,
        SyncAttr::ToTensormap,
        SyncAttr::ToAsync,
        SyncAttr::CpSize,
        SyncAttr::CacheMod,
        SyncAttr::CpWaitN,
        SyncAttr::InitVal,
        SyncAttr::TmaRedux,
    ];

    /// The attribute's name in MLIR (the attr-dict key).
    pub fn key(self) -> &'static str {
        match self {
            SyncAttr::LeadScope => "scope",
            SyncAttr::Order => "order",
            SyncAttr::FromProxy => "fromProxy",
            SyncAttr::ToTensormap | SyncAttr::ToAsync => "toProxy",
            SyncAttr::CpSize => "size",
            SyncAttr::CacheMod => "modifier",
            SyncAttr::CpWaitN => "n",
            SyncAttr::InitVal => "initVal",
            SyncAttr::TmaRedux => "redKind",
        }
    }

    /// The name `intrinsics/*.toml` uses in `attrs` and `when`.
    pub fn data_name(self) -> &'static str {
        match self {
            SyncAttr::LeadScope => "lead_scope",
            SyncAttr::Order => "order",
            SyncAttr::FromProxy => "from_proxy",
            SyncAttr::ToTensormap => "to_tensormap",
            SyncAttr::ToAsync => "to_async",
            SyncAttr::CpSize => "cp_size",
            SyncAttr::CacheMod => "cache",
            SyncAttr::CpWaitN => "cp_wait_n",
            SyncAttr::InitVal => "init_val",
            SyncAttr::TmaRedux => "tma_redux",
        }
    }

    /// For an enum, the `#nvvm.<kind>` MLIR names its attribute with.
    pub fn enum_kind(self) -> Option<&'static str> {
        match self {
            SyncAttr::LeadScope => Some("mem_scope"),
            SyncAttr::Order => Some("mem_order"),
            SyncAttr::FromProxy | SyncAttr::ToTensormap | SyncAttr::ToAsync => Some("proxy_kind"),
            SyncAttr::CacheMod => Some("load_cache_modifier"),
            SyncAttr::TmaRedux => Some("tma_redux_kind"),
            SyncAttr::CpSize | SyncAttr::CpWaitN | SyncAttr::InitVal => None,
        }
    }

    /// The values it may take (empty: any integer).
    pub fn values(self) -> &'static [&'static str] {
        match self {
            SyncAttr::LeadScope => &["cta", "cluster", "gpu", "sys"],
            SyncAttr::Order => &["weak", "relaxed", "acquire", "release", "acq_rel", "sc", "mmio", "volatile"],
            SyncAttr::FromProxy | SyncAttr::ToTensormap | SyncAttr::ToAsync => &["alias", "async", "async.global", "async.shared", "tensormap", "generic"],
            SyncAttr::CacheMod => &["ca", "cg", "cs", "lu", "cv"],
            SyncAttr::TmaRedux => &["add", "min", "max", "inc", "dec", "and", "or", "xor"],
            SyncAttr::CpSize | SyncAttr::CpWaitN | SyncAttr::InitVal => &[],
        }
    }

    /// The value when it is not written.
    pub fn default(self) -> Option<&'static str> {
        match self {
            SyncAttr::FromProxy => Some("generic"),
            SyncAttr::ToTensormap => Some("tensormap"),
            SyncAttr::ToAsync => Some("async"),
            SyncAttr::InitVal => Some("0"),
            _ => None,
        }
    }

    /// Written as an integer.
    pub fn is_int(self) -> bool {
        matches!(self, SyncAttr::CpSize | SyncAttr::CpWaitN | SyncAttr::InitVal)
    }

    /// An enum written before the operands (`nvvm.memory.barrier #nvvm.mem_scope<cta>`).
    pub fn is_leading_enum(self) -> bool {
        self == SyncAttr::LeadScope
    }

    /// An integer written bare among the operands: first (`cp.async.wait.group 0`)
    /// or after a comma (`%dst, %src, 16, cache = ca`).
    pub fn is_bare_int(self) -> bool {
        matches!(self, SyncAttr::CpSize | SyncAttr::CpWaitN)
    }

    /// The keyword it is written with outside the attr-dict.
    pub fn inline_keyword(self) -> Option<&'static str> {
        match self {
            SyncAttr::FromProxy => Some("from_proxy"),
            SyncAttr::ToTensormap => Some("to_proxy"),
            SyncAttr::CacheMod => Some("cache"),
            SyncAttr::InitVal => Some("init"),
            _ => None,
        }
    }
}
