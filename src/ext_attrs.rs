//! The attributes of the warp-level, scheduling and matrix ops
//! (`intrinsics/warp.toml`, `sched.toml`, ...), as [`AttrKind::Ext`]: the
//! same facts [`AttrKind`] gives for the synchronisation ops, kept apart so
//! that a family's attributes live next to each other.
//!
//! [`AttrKind`]: crate::ops::AttrKind
//! [`AttrKind::Ext`]: crate::ops::AttrKind::Ext

/// An attribute of a warp-level, scheduling or matrix op.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ExtAttr {
    /// `bfly|up|down|idx` after `nvvm.shfl.sync`.
    ShflKind,
    /// `any|all|ballot|uni` after `nvvm.vote.sync`.
    VoteKind,
    /// `any|all` after `nvvm.match.sync`.
    MatchKind,
    /// `add|and|...|fmax` after `nvvm.redux.sync`.
    ReduxKind,
    /// `return_value_and_is_valid` (unit): shfl.sync also returns whether the
    /// source lane was in range.
    Valid,
    /// `abs = true|false` of an f32 redux.sync.
    Abs,
    /// `nan = true|false` of an f32 redux.sync.
    Nan,
    /// `wait|launch_dependents` after `nvvm.griddepcontrol`.
    GridDep,
    /// `increase|decrease` after `nvvm.setmaxregister`.
    MaxRegAction,
    /// The register count written bare after the action (`increase 240`).
    RegCount,
    /// `id = N` of `nvvm.pmevent`: one event, 0..15.
    PmId,
    /// `mask = N` of `nvvm.pmevent`: a 16-bit mask of events.
    PmMask,
    /// `multicast,` before the operands of `nvvm.clusterlaunchcontrol.try.cancel`.
    CancelMulticast,
    /// `query = is_canceled|get_first_cta_id_{x,y,z},` of `...query.cancel`.
    Query,
    /// `kind = #nvvm.block_scale_kind<mxf8f6f4|mxf4|mxf4nvf4>` of the block-scaled MMAs.
    BlockScaleKind,
    /// `blockScale = #nvvm.tcgen05_mma_block_scale<default|block16|block32>`:
    /// K elements per scale factor (default: the kind's own).
    BlockScale,
    /// `collectorBBuffer = #nvvm.tcgen05_mma_collectorb<b0..b3>` of the
    /// weight-stationary MMAs, default b0.
    CollectorB,
    /// `num = 1|2|4 : i32` of `nvvm.ldmatrix`: how many matrices.
    MatrixNum,
    /// `layout = #nvvm.mma_layout<row|col>` of ldmatrix / stmatrix (col:
    /// transposed).
    MatrixLayout,
    /// `shape = #nvvm.ld_st_matrix_shape<m = M, n = N>`.
    MatrixShape,
    /// `eltType = #nvvm.ld_st_matrix_elt_type<b16|b8|...>`.
    MatrixElt,
    /// `#nvvm.permute_mode<default|f4e|...>` before the operands of `nvvm.prmt`.
    PermuteMode,
    /// `<signed|unsigned>` after dot.accumulate's A operand.
    DotAType,
    /// `<signed|unsigned>` after dot.accumulate's B operand.
    DotBType,
    /// `b_hi = true|false` of dot.accumulate.2way: B's upper two bytes
    /// (required, as in MLIR 22).
    BHi,
    /// `rnd = #nvvm.fp_rnd_mode<rn|rz|...>` of the conversions (default none).
    FpRnd,
    /// `sat = #nvvm.sat_mode<none|satfinite>` of the conversions.
    Sat,
    /// `relu = true|false` of the conversions: negative results become zero.
    Relu,
}

impl ExtAttr {
    /// Every variant, in declaration order.
    pub const ALL: [ExtAttr; 28] = [
        ExtAttr::ShflKind,
        ExtAttr::VoteKind,
        ExtAttr::MatchKind,
        ExtAttr::ReduxKind,
        ExtAttr::Valid,
        ExtAttr::Abs,
        ExtAttr::Nan,
        ExtAttr::GridDep,
        ExtAttr::MaxRegAction,
        ExtAttr::RegCount,
        ExtAttr::PmId,
        ExtAttr::PmMask,
        ExtAttr::CancelMulticast,
        ExtAttr::Query,
        ExtAttr::BlockScaleKind,
        ExtAttr::BlockScale,
        ExtAttr::CollectorB,
        ExtAttr::MatrixNum,
        ExtAttr::MatrixLayout,
        ExtAttr::MatrixShape,
        ExtAttr::MatrixElt,
        ExtAttr::PermuteMode,
        ExtAttr::DotAType,
        ExtAttr::DotBType,
        ExtAttr::BHi,
        ExtAttr::FpRnd,
        ExtAttr::Sat,
        ExtAttr::Relu,
    ];

    /// The attribute's name in MLIR (the attr-dict key).
    pub fn key(self) -> &'static str {
        match self {
            ExtAttr::ShflKind | ExtAttr::VoteKind | ExtAttr::MatchKind | ExtAttr::ReduxKind | ExtAttr::GridDep => "kind",
            ExtAttr::Valid => "return_value_and_is_valid",
            ExtAttr::Abs => "abs",
            ExtAttr::Nan => "nan",
            ExtAttr::MaxRegAction => "action",
            ExtAttr::RegCount => "regCount",
            ExtAttr::PmId => "eventId",
            ExtAttr::PmMask => "maskedEventId",
            ExtAttr::CancelMulticast => "multicast",
            ExtAttr::Query => "query_type",
            ExtAttr::BlockScaleKind => "kind",
            ExtAttr::BlockScale => "blockScale",
            ExtAttr::CollectorB => "collectorBBuffer",
            ExtAttr::MatrixNum => "num",
            ExtAttr::MatrixLayout => "layout",
            ExtAttr::MatrixShape => "shape",
            ExtAttr::MatrixElt => "eltType",
            ExtAttr::PermuteMode => "mode",
            ExtAttr::DotAType => "a_type",
            ExtAttr::DotBType => "b_type",
            ExtAttr::BHi => "b_hi",
            ExtAttr::FpRnd => "rnd",
            ExtAttr::Sat => "sat",
            ExtAttr::Relu => "relu",
        }
    }

    /// The name `intrinsics/*.toml` uses in `attrs` and `when`.
    pub fn data_name(self) -> &'static str {
        match self {
            ExtAttr::ShflKind => "shfl_kind",
            ExtAttr::VoteKind => "vote_kind",
            ExtAttr::MatchKind => "match_kind",
            ExtAttr::ReduxKind => "redux_kind",
            ExtAttr::Valid => "valid",
            ExtAttr::Abs => "abs",
            ExtAttr::Nan => "nan",
            ExtAttr::GridDep => "griddep_kind",
            ExtAttr::MaxRegAction => "maxreg_action",
            ExtAttr::RegCount => "reg_count",
            ExtAttr::PmId => "pm_id",
            ExtAttr::PmMask => "pm_mask",
            ExtAttr::CancelMulticast => "cancel_multicast",
            ExtAttr::Query => "query",
            ExtAttr::BlockScaleKind => "bs_kind",
            ExtAttr::BlockScale => "block_scale",
            ExtAttr::CollectorB => "collector_b",
            ExtAttr::MatrixNum => "matrix_num",
            ExtAttr::MatrixLayout => "matrix_layout",
            ExtAttr::MatrixShape => "matrix_shape",
            ExtAttr::MatrixElt => "matrix_elt",
            ExtAttr::PermuteMode => "permute_mode",
            ExtAttr::DotAType => "a_type",
            ExtAttr::DotBType => "b_type",
            ExtAttr::BHi => "b_hi",
            ExtAttr::FpRnd => "fp_rnd",
            ExtAttr::Sat => "sat",
            ExtAttr::Relu => "relu",
        }
    }

    /// For an enum, the `#nvvm.<kind>` MLIR names its attribute with.
    pub fn enum_kind(self) -> Option<&'static str> {
        match self {
            ExtAttr::ShflKind => Some("shfl_kind"),
            ExtAttr::VoteKind => Some("vote_sync_kind"),
            ExtAttr::MatchKind => Some("match_sync_kind"),
            ExtAttr::ReduxKind => Some("redux_kind"),
            ExtAttr::GridDep => Some("grid_dep_action"),
            ExtAttr::MaxRegAction => Some("action"),
            ExtAttr::Query => Some("cluster_launch_control_query_type"),
            ExtAttr::BlockScaleKind => Some("block_scale_kind"),
            ExtAttr::BlockScale => Some("tcgen05_mma_block_scale"),
            ExtAttr::CollectorB => Some("tcgen05_mma_collectorb"),
            ExtAttr::MatrixLayout => Some("mma_layout"),
            ExtAttr::MatrixShape => Some("ld_st_matrix_shape"),
            ExtAttr::MatrixElt => Some("ld_st_matrix_elt_type"),
            ExtAttr::PermuteMode => Some("permute_mode"),
            ExtAttr::DotAType | ExtAttr::DotBType => Some("dot_accumulate_type"),
            ExtAttr::FpRnd => Some("fp_rnd_mode"),
            ExtAttr::Sat => Some("sat_mode"),
            ExtAttr::Valid | ExtAttr::Abs | ExtAttr::Nan | ExtAttr::RegCount | ExtAttr::PmId | ExtAttr::PmMask | ExtAttr::CancelMulticast | ExtAttr::MatrixNum | ExtAttr::BHi | ExtAttr::Relu => None,
        }
    }

    /// The values it may take (empty: any integer).
    pub fn values(self) -> &'static [&'static str] {
        match self {
            ExtAttr::ShflKind => &["bfly", "up", "down", "idx"],
            ExtAttr::VoteKind => &["any", "all", "ballot", "uni"],
            ExtAttr::MatchKind => &["any", "all"],
            ExtAttr::ReduxKind => &["add", "and", "max", "min", "or", "umax", "umin", "xor", "fmin", "fmax"],
            ExtAttr::GridDep => &["wait", "launch_dependents"],
            ExtAttr::MaxRegAction => &["increase", "decrease"],
            ExtAttr::Query => &["is_canceled", "get_first_cta_id_x", "get_first_cta_id_y", "get_first_cta_id_z"],
            ExtAttr::BlockScaleKind => &["mxf8f6f4", "mxf4", "mxf4nvf4"],
            ExtAttr::BlockScale => &["default", "block16", "block32"],
            // In LLVM's encoding order: the index is the intrinsic's immediate.
            ExtAttr::CollectorB => &["b0", "b1", "b2", "b3"],
            ExtAttr::MatrixLayout => &["row", "col"],
            // As the attribute parser reads `<m = 8, n = 16>`.
            ExtAttr::MatrixShape => &["m=8,n=8", "m=8,n=16", "m=16,n=16", "m=16,n=8"],
            ExtAttr::MatrixElt => &["b16", "b8", "b8x16.b6x16_p32", "b8x16.b4x16_p64"],
            ExtAttr::PermuteMode => &["default", "f4e", "b4e", "rc8", "ecl", "ecr", "rc16"],
            ExtAttr::DotAType | ExtAttr::DotBType => &["signed", "unsigned"],
            ExtAttr::FpRnd => &["none", "rn", "rm", "rp", "rz", "rna", "rs"],
            ExtAttr::Sat => &["none", "satfinite"],
            ExtAttr::Valid | ExtAttr::Abs | ExtAttr::Nan | ExtAttr::CancelMulticast | ExtAttr::BHi | ExtAttr::Relu => &["true", "false"],
            ExtAttr::RegCount | ExtAttr::PmId | ExtAttr::PmMask | ExtAttr::MatrixNum => &[],
        }
    }

    /// The value when it is not written.
    pub fn default(self) -> Option<&'static str> {
        match self {
            ExtAttr::Valid | ExtAttr::Abs | ExtAttr::Nan | ExtAttr::CancelMulticast | ExtAttr::Relu => Some("false"),
            ExtAttr::FpRnd | ExtAttr::Sat => Some("none"),
            ExtAttr::BlockScale => Some("default"),
            ExtAttr::CollectorB => Some("b0"),
            _ => None,
        }
    }

    /// Written as an integer.
    pub fn is_int(self) -> bool {
        matches!(self, ExtAttr::RegCount | ExtAttr::PmId | ExtAttr::PmMask | ExtAttr::MatrixNum)
    }

    /// A unit attribute: present means true.
    pub fn is_unit(self) -> bool {
        matches!(self, ExtAttr::Valid | ExtAttr::CancelMulticast)
    }

    /// An enum written as a bare keyword right after the op name
    /// (`nvvm.shfl.sync bfly %m, ...`), as MLIR 22's formats print `$kind`.
    pub fn is_keyword_enum(self) -> bool {
        matches!(self, ExtAttr::ShflKind | ExtAttr::VoteKind | ExtAttr::MatchKind | ExtAttr::ReduxKind | ExtAttr::GridDep | ExtAttr::MaxRegAction)
    }

    /// An integer written bare before the operands (`nvvm.setmaxregister increase 240`).
    pub fn is_bare_int(self) -> bool {
        self == ExtAttr::RegCount
    }

    /// The operand it is written right after, in angle brackets
    /// (`nvvm.dot.accumulate.4way %a <signed>, %b <unsigned>, %c`).
    pub fn follows_operand(self) -> Option<&'static str> {
        match self {
            ExtAttr::DotAType => Some("a"),
            ExtAttr::DotBType => Some("b"),
            _ => None,
        }
    }

    /// The keyword it is written with outside the attr-dict: `id = 3`,
    /// `query = is_canceled,`, or a unit `multicast,`.
    pub fn inline_keyword(self) -> Option<&'static str> {
        match self {
            ExtAttr::PmId => Some("id"),
            ExtAttr::PmMask => Some("mask"),
            ExtAttr::CancelMulticast => Some("multicast"),
            ExtAttr::Query => Some("query"),
            _ => None,
        }
    }
}
