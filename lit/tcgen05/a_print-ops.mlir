// `nvvm-lower --print ops` lists the tcgen05 allocation, fence/wait, commit,
// shift and copy forms with their requirement: every form needs the 'tcgen05'
// set at PTX 8.6, except shift, which needs 'tcgen05_a' (the 'a' targets only).
// The PTX forms listed are the ones the positive tests check in the output.
// RUN: %nvvm-lower --print ops | %FileCheck %s
// RUN: %nvvm-lower --print ops | grep -E ' tcgen05\.alloc\.cta_group::[12]\.' | %count 4
// RUN: %nvvm-lower --print ops | grep -E ' tcgen05\.commit\.cta_group::[12]\.' | %count 8
// RUN: %nvvm-lower --print ops | grep -E ' tcgen05\.cp\.cta_group::[12]\.' | %count 36
// RUN: %nvvm-lower --print ops | grep -E ' tcgen05\.cp\.cta_group::[12]\..* needs tcgen05 @ PTX 8\.6$' | %count 36
// RUN: %nvvm-lower --print ops | grep -E ' tcgen05\.shift\.cta_group::[12]\.down +needs tcgen05_a @ PTX 8\.6$' | %count 2
// No form of these ops has a cta_group::4.
// RUN: %nvvm-lower --print ops | %FileCheck %s --check-prefix=NO4
// NO4-NOT: {{tcgen05\.(alloc|dealloc|relinquish_alloc_permit|commit|shift|cp)\.cta_group::4}}

// CHECK: nvvm.tcgen05.alloc [tcgen05]
// CHECK-NEXT: group=cta_1, space=generic tcgen05.alloc.cta_group::1.sync.aligned.b32 needs tcgen05 @ PTX 8.6
// CHECK-NEXT: group=cta_2, space=generic tcgen05.alloc.cta_group::2.sync.aligned.b32 needs tcgen05 @ PTX 8.6
// CHECK-NEXT: group=cta_1, space=shared_cta tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 needs tcgen05 @ PTX 8.6
// CHECK-NEXT: group=cta_2, space=shared_cta tcgen05.alloc.cta_group::2.sync.aligned.shared::cta.b32 needs tcgen05 @ PTX 8.6
// CHECK-NEXT: nvvm.tcgen05.dealloc [tcgen05]
// CHECK-NEXT: group=cta_1 tcgen05.dealloc.cta_group::1.sync.aligned.b32 needs tcgen05 @ PTX 8.6
// CHECK-NEXT: group=cta_2 tcgen05.dealloc.cta_group::2.sync.aligned.b32 needs tcgen05 @ PTX 8.6
// CHECK-NEXT: nvvm.tcgen05.relinquish_alloc_permit [tcgen05]
// CHECK-NEXT: group=cta_1 tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned needs tcgen05 @ PTX 8.6
// CHECK-NEXT: group=cta_2 tcgen05.relinquish_alloc_permit.cta_group::2.sync.aligned needs tcgen05 @ PTX 8.6
// CHECK-NEXT: nvvm.tcgen05.fence [tcgen05]
// CHECK-NEXT: kind=before tcgen05.fence::before_thread_sync needs tcgen05 @ PTX 8.6
// CHECK-NEXT: kind=after tcgen05.fence::after_thread_sync needs tcgen05 @ PTX 8.6
// CHECK-NEXT: nvvm.tcgen05.wait [tcgen05]
// CHECK-NEXT: kind=load tcgen05.wait::ld.sync.aligned needs tcgen05 @ PTX 8.6
// CHECK-NEXT: kind=store tcgen05.wait::st.sync.aligned needs tcgen05 @ PTX 8.6
// CHECK-NEXT: nvvm.tcgen05.commit [tcgen05]
// CHECK-NEXT: group=cta_1, no mask, space=generic tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 needs tcgen05 @ PTX 8.6
// CHECK-NEXT: group=cta_2, no mask, space=generic tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.b64 needs tcgen05 @ PTX 8.6
// CHECK-NEXT: group=cta_1, mask, space=generic tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 needs tcgen05 @ PTX 8.6
// CHECK-NEXT: group=cta_2, mask, space=generic tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 needs tcgen05 @ PTX 8.6
// CHECK-NEXT: group=cta_1, no mask, space=shared_cta tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 needs tcgen05 @ PTX 8.6
// CHECK-NEXT: group=cta_2, no mask, space=shared_cta tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.b64 needs tcgen05 @ PTX 8.6
// CHECK-NEXT: group=cta_1, mask, space=shared_cta tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 needs tcgen05 @ PTX 8.6
// CHECK-NEXT: group=cta_2, mask, space=shared_cta tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 needs tcgen05 @ PTX 8.6
// CHECK-NEXT: nvvm.tcgen05.shift [tcgen05]
// CHECK-NEXT: group=cta_1 tcgen05.shift.cta_group::1.down needs tcgen05_a @ PTX 8.6
// CHECK-NEXT: group=cta_2 tcgen05.shift.cta_group::2.down needs tcgen05_a @ PTX 8.6
// CHECK-NEXT: nvvm.tcgen05.cp [tcgen05]
// CHECK-NEXT: multicast=none, shape=shape_128x256b, group=cta_1, no srcFormat tcgen05.cp.cta_group::1.128x256b needs tcgen05 @ PTX 8.6
// CHECK: multicast=warpx2_02_13, shape=shape_64x128b, group=cta_2, srcFormat=b4x16_p64 tcgen05.cp.cta_group::2.64x128b.warpx2::02_13.b8x16.b4x16_p64 needs tcgen05 @ PTX 8.6
// CHECK: multicast=warpx4, shape=shape_32x128b, group=cta_2, srcFormat=b4x16_p64 tcgen05.cp.cta_group::2.32x128b.warpx4.b8x16.b4x16_p64 needs tcgen05 @ PTX 8.6
// CHECK-NEXT: nvvm.tcgen05.ld [tcgen05]
