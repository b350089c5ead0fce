// Two CTAs of a cluster swap 512 bytes of shared memory with one bulk copy
// each (cp.async.bulk.shared::cluster.shared::cta), the DSMEM transaction
// handshake (spec 000) announcing the bytes before they can land (sm_90+).
//
// Every CTA owns one mbarrier, `full`, a 128-word `outbox` it fills and an
// `inbox` its peer (rank ^ 1) fills:
//
//  1. Every thread writes its word into the outbox, and a proxy fence makes the
//     generic-proxy stores visible to the async proxy the bulk copy reads with.
//     Thread 0 initialises `full` (one arrival: its own) and the phase word; the
//     cluster barrier publishes the initialisation (fence.mbarrier_init) and
//     orders the outbox stores before thread 0's copy.
//  2. nvsync.dsmem_handshake: an expect_tx of 512 bytes on the peer's `full`,
//     then the releasing cluster arrive and the wait. Past it, each `full`
//     expects the peer's 512 bytes, so the copy cannot complete a phase early.
//  3. Thread 0 arrives on its own `full`, then copies the outbox into the
//     peer's inbox (nvvm.mapa), completing the bytes on the peer's `full`: the
//     copy takes that barrier's shared::cluster address, which mapa gives as
//     !llvm.ptr<7> and the op's operand is typed !llvm.ptr<3>, so it passes
//     through llvm.ptrtoint/inttoptr unchanged (no cvta: the same register).
//  4. Every thread waits on its own `full` for phase 0, acquiring at cluster
//     scope: the peer's bytes are in the inbox. It stores its inbox word.
//  5. A cluster barrier before the exit: no CTA's shared memory goes away
//     while its peer's copy could still read or write it.
//
// Outputs: out[cta * 128 + tid] = the word thread tid of CTA cta ^ 1 wrote,
// (cta ^ 1) * 65536 + tid + seed. `scripts/gpu-test` runs it and checks every
// word.
//
//   scripts/nvvm-lower examples/dsmem_bulk_exchange.mlir --target sm_90a --verify-ptx

module {
  llvm.mlir.global internal @full() {addr_space = 3 : i32, alignment = 8 : i64} : i64
  llvm.mlir.global internal @phase() {addr_space = 3 : i32, alignment = 4 : i64} : i32
  llvm.mlir.global internal @outbox() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<128 x i32>
  llvm.mlir.global internal @inbox() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<128 x i32>

  llvm.func @dsmem_bulk_exchange(%out: !llvm.ptr<1>, %seed: i32) attributes {nvvm.kernel, nvvm.cluster_dim = array<i32: 2, 1, 1>, nvvm.reqntid = array<i32: 128, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c128 = llvm.mlir.constant(128 : i32) : i32
    %c512 = llvm.mlir.constant(512 : i32) : i32
    %c65536 = llvm.mlir.constant(65536 : i32) : i32
    %ticks = llvm.mlir.constant(1000000 : i32) : i32
    %full = llvm.mlir.addressof @full : !llvm.ptr<3>
    %phase = llvm.mlir.addressof @phase : !llvm.ptr<3>
    %outbox = llvm.mlir.addressof @outbox : !llvm.ptr<3>
    %inbox = llvm.mlir.addressof @inbox : !llvm.ptr<3>
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %cta = nvvm.read.ptx.sreg.ctaid.x : i32
    %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
    %peer = llvm.xor %rank, %c1 : i32
    // This thread's word: cta * 65536 + tid + seed.
    %w0 = llvm.mul %cta, %c65536 : i32
    %w1 = llvm.add %w0, %tid : i32
    %word = llvm.add %w1, %seed : i32
    %mine = llvm.getelementptr %outbox[0, %tid] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, !llvm.array<128 x i32>
    llvm.store %word, %mine : i32, !llvm.ptr<3>
    nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
    %leader = llvm.icmp "eq" %tid, %c0 : i32
    llvm.cond_br %leader, ^init, ^ready

  ^init:
    nvvm.mbarrier.init %full, %c1 : !llvm.ptr<3>, i32
    llvm.store %c0, %phase : i32, !llvm.ptr<3>
    llvm.br ^ready

  ^ready:
    nvsync.cluster_barrier {scope = #nvsync.barrier_scope<cluster_aligned>}
    nvsync.dsmem_handshake %full, %phase, %c512 {cluster_size = 2} : !llvm.ptr<3>, !llvm.ptr<3>, i32
    llvm.cond_br %leader, ^send, ^wait

  ^send:
    %state = nvvm.mbarrier.arrive %full : !llvm.ptr<3> -> i64
    %peer_inbox = nvvm.mapa %inbox, %peer : !llvm.ptr<3> -> !llvm.ptr<7>
    %peer_full_cluster = nvvm.mapa %full, %peer : !llvm.ptr<3> -> !llvm.ptr<7>
    %peer_full_bits = llvm.ptrtoint %peer_full_cluster : !llvm.ptr<7> to i64
    %peer_full = llvm.inttoptr %peer_full_bits : i64 to !llvm.ptr<3>
    nvvm.cp.async.bulk.shared.cluster.shared.cta %peer_inbox, %outbox, %peer_full, %c512 : !llvm.ptr<7>, !llvm.ptr<3>
    llvm.br ^wait

  ^wait:
    %landed = nvvm.mbarrier.try_wait %full, %c0, %ticks {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<3>, i32, i32 -> i1
    llvm.cond_br %landed, ^read, ^wait

  ^read:
    %slot = llvm.getelementptr %inbox[0, %tid] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, !llvm.array<128 x i32>
    %got = llvm.load %slot : !llvm.ptr<3> -> i32
    %o0 = llvm.mul %cta, %c128 : i32
    %o1 = llvm.add %o0, %tid : i32
    %dst = llvm.getelementptr %out[%o1] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %got, %dst : i32, !llvm.ptr<1>
    nvsync.cluster_barrier {scope = #nvsync.barrier_scope<cluster_aligned>}
    llvm.return
  }
}
