// Where the matrix loads and stores do not exist (measured with llc-22 and
// ptxas): the 8x8 load below sm_75, the 8x8 store below sm_90, the 8-bit and
// packed shapes on every target but the `a` and `f` ones from sm_100.
// RUN: %not %nvvm-lower %s --target sm_72 2>&1 | %FileCheck %s --check-prefix=SM72
// RUN: %not %nvvm-lower %s --target sm_89 2>&1 | %FileCheck %s --check-prefix=SM89
// RUN: %not %nvvm-lower %s --target sm_100 2>&1 | %FileCheck %s --check-prefix=SM100
// RUN: %not %nvvm-lower %s --target sm_120 2>&1 | %FileCheck %s --check-prefix=SM100

// SM72: error[gate-target]: 'nvvm.ldmatrix' (ldmatrix.sync.aligned.m8n8.x4.shared.b16) is not available on sm_72
// SM72: = it needs one of [sm_75, sm_80, {{.*}}] (set 'sm_75_up') with PTX ISA 6.5 or newer
// SM89-NOT: ldmatrix.sync.aligned.m8n8
// SM89: error[gate-target]: 'nvvm.stmatrix' (stmatrix.sync.aligned.m8n8.x1.shared.b16) is not available on sm_89
// SM89: = it needs one of [sm_90, sm_90a, {{.*}}] (set 'sm_90_up') with PTX ISA 7.8 or newer
// SM100-NOT: m8n8
// SM100: error[gate-target]: 'nvvm.ldmatrix' (ldmatrix.sync.aligned.m16n16.x1.trans.shared.b8) is not available on
// SM100: (set 'arch_family_100_up') with PTX ISA 8.6 or newer
// SM100: error[gate-target]: 'nvvm.stmatrix' (stmatrix.sync.aligned.m16n8.x1.trans.shared.b8) is not available on
llvm.func @gated(%p: !llvm.ptr<3>, %r: i32) {
  %a = nvvm.ldmatrix %p {num = 4 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
  nvvm.stmatrix %p, %r {layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : !llvm.ptr<3>, i32
  %b = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  nvvm.stmatrix %p, %r {layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : !llvm.ptr<3>, i32
  llvm.return
}
