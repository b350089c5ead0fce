// Every TMA and bulk async-group op is sm_90_up: on sm_80 (and sm_89) each one
// is a gate-target diagnostic at the op naming the PTX it would have printed
// (never an LLVM "Cannot select" abort), exit status 1, nothing on stdout.
// RUN: %nvvm-lower %s --target sm_80 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err
// RUN: %not %nvvm-lower %s --target sm_89 2>&1 | %FileCheck %s --check-prefix=SM89

llvm.func @gated(%dst: !llvm.ptr<7>, %sdst: !llvm.ptr<3>, %tmap: !llvm.ptr, %bar: !llvm.ptr<3>, %c0: i32, %c1: i32, %c2: i32, %o0: i16, %m: i16, %h: i64, %p: i1) {
  // CHECK: error[gate-target]: 'nvvm.cp.async.bulk.tensor.shared.cluster.global' (cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes) is not available on sm_80
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+4]]:3
  // CHECK: = it needs one of [sm_90, sm_90a, {{.*}}] (set 'sm_90_up') with PTX ISA 8.0 or newer
  // CHECK-NEXT: = `nvvm-lower --print ops` lists every op with its requirement
  // SM89: error[gate-target]: 'nvvm.cp.async.bulk.tensor.shared.cluster.global' (cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes) is not available on sm_89
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0] : !llvm.ptr<7>, !llvm.ptr
  // The multicast / cache-hint / predicate forms are named the same way.
  // CHECK: error[gate-target]: 'nvvm.cp.async.bulk.tensor.shared.cluster.global' (cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes) is not available on sm_80
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // SM89: error[gate-target]: 'nvvm.cp.async.bulk.tensor.shared.cluster.global' (cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes) is not available on sm_89
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0, %c1] multicast_mask = %m l2_cache_hint = %h predicate = %p : !llvm.ptr<7>, !llvm.ptr
  // CHECK: error[gate-target]: 'nvvm.cp.async.bulk.tensor.shared.cluster.global' (cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes) is not available on sm_80
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // SM89: error[gate-target]: 'nvvm.cp.async.bulk.tensor.shared.cluster.global' (cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes) is not available on sm_89
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0, %c1, %c2] im2col[%o0] {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr<7>, !llvm.ptr
  // shared::cta loads: the requirement names PTX 8.6.
  // CHECK: error[gate-target]: 'nvvm.cp.async.bulk.tensor.shared.cluster.global' (cp.async.bulk.tensor.2d.shared::cta.global.tile.mbarrier::complete_tx::bytes) is not available on sm_80
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
  // CHECK: = it needs one of [sm_90, sm_90a, {{.*}}] (set 'sm_90_up') with PTX ISA 8.6 or newer
  // SM89: error[gate-target]: 'nvvm.cp.async.bulk.tensor.shared.cluster.global' (cp.async.bulk.tensor.2d.shared::cta.global.tile.mbarrier::complete_tx::bytes) is not available on sm_89
  nvvm.cp.async.bulk.tensor.shared.cluster.global %sdst, %tmap, %bar, box[%c0, %c1] {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
  // cta_group loads: the tcgen05 targets.
  // CHECK: error[gate-target]: 'nvvm.cp.async.bulk.tensor.shared.cluster.global' (cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::1) is not available on sm_80
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
  // CHECK: = it needs one of [sm_100a, sm_100f, sm_101a, sm_101f, sm_103a, sm_103f, sm_110a, sm_110f] (set 'tcgen05') with PTX ISA 8.6 or newer
  // SM89: error[gate-target]: 'nvvm.cp.async.bulk.tensor.shared.cluster.global' (cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::1) is not available on sm_89
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %bar, box[%c0] {group = #nvvm.cta_group<cta_1>} : !llvm.ptr<7>, !llvm.ptr
  // CHECK: error[gate-target]: 'nvvm.cp.async.bulk.tensor.global.shared.cta' (cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group) is not available on sm_80
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
  // CHECK: = it needs one of [sm_90, sm_90a, {{.*}}] (set 'sm_90_up') with PTX ISA 8.0 or newer
  // SM89: error[gate-target]: 'nvvm.cp.async.bulk.tensor.global.shared.cta' (cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group) is not available on sm_89
  nvvm.cp.async.bulk.tensor.global.shared.cta %tmap, %bar, box[%c0, %c1] : !llvm.ptr, !llvm.ptr<3>
  // CHECK: error[gate-target]: 'nvvm.cp.async.bulk.tensor.global.shared.cta' (cp.async.bulk.tensor.3d.global.shared::cta.im2col_no_offs.bulk_group) is not available on sm_80
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // SM89: error[gate-target]: 'nvvm.cp.async.bulk.tensor.global.shared.cta' (cp.async.bulk.tensor.3d.global.shared::cta.im2col_no_offs.bulk_group) is not available on sm_89
  nvvm.cp.async.bulk.tensor.global.shared.cta %tmap, %bar, box[%c0, %c1, %c2] {mode = #nvvm.tma_store_mode<im2col>} : !llvm.ptr, !llvm.ptr<3>
  // CHECK: error[gate-target]: 'nvvm.cp.async.bulk.commit.group' (cp.async.bulk.commit_group) is not available on sm_80
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
  // CHECK: = it needs one of [sm_90, sm_90a, {{.*}}] (set 'sm_90_up') with PTX ISA 8.0 or newer
  // SM89: error[gate-target]: 'nvvm.cp.async.bulk.commit.group' (cp.async.bulk.commit_group) is not available on sm_89
  nvvm.cp.async.bulk.commit.group
  // CHECK: error[gate-target]: 'nvvm.cp.async.bulk.wait_group' (cp.async.bulk.wait_group) is not available on sm_80
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // SM89: error[gate-target]: 'nvvm.cp.async.bulk.wait_group' (cp.async.bulk.wait_group) is not available on sm_89
  nvvm.cp.async.bulk.wait_group 0
  // CHECK: error[gate-target]: 'nvvm.cp.async.bulk.wait_group' (cp.async.bulk.wait_group.read) is not available on sm_80
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // SM89: error[gate-target]: 'nvvm.cp.async.bulk.wait_group' (cp.async.bulk.wait_group.read) is not available on sm_89
  nvvm.cp.async.bulk.wait_group 1 {read}
  // CHECK-NOT: error
  // SM89-NOT: error
  llvm.return
}
