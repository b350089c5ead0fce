// Moving data between the CTAs of a cluster through the DSMEM transaction
// handshake (spec 000), for a cluster of four CTAs (sm_90+).
//
// Every CTA owns one mbarrier, `full`, and an inbox with one 128-word slot per
// CTA of its handshake group. In each round every CTA sends 512 bytes (one
// word per thread) to each of its peers, and waits until the bytes its peers
// sent have landed:
//
//  1. Thread 0 initialises `full` (one arrival: its own) and the phase word;
//     the cluster barrier publishes the initialisation (fence.mbarrier_init)
//     before any peer touches the barrier.
//  2. nvsync.dsmem_handshake (all threads): on every peer's `full`, one
//     expect_tx of 512 bytes for this CTA's payload; thread 0 flips the phase
//     word; then the releasing cluster arrive and the wait. Past it, every
//     `full` of the group expects 512 bytes from each of its peers, so no
//     byte can complete a phase before it is announced.
//  3. Thread 0 arrives on its own `full`: the phase now waits for bytes only.
//  4. Every thread, for each peer: stores its word into the peer's inbox
//     slot (nvvm.mapa + a shared::cluster store), releases it at cluster
//     scope, and completes 4 transaction bytes on the peer's `full`
//     (mbarrier.complete_tx through nvvm.mapa).
//  5. Every thread waits on its own `full` for the round's parity, acquiring
//     at cluster scope: the peers' words are visible. It checks each one,
//     counts the ones that differ, and in the last round stores them.
//  6. A cluster barrier (release/acquire) ends the round: no CTA refills a
//     peer's inbox or announces the next round's bytes while that peer still
//     reads or waits.
//
// At the end every thread stores its error count and thread 0 the phase word,
// which one flip per round leaves at rounds & 1.
//
// Outputs: out[cta][slot][tid] (slot = the sender's index in the group, 4 slots
// of 128 words per CTA), errors[cta * 128 + tid], phase[cta]. The word thread
// t of rank s sends rank p in round r is ((r * 8 + s) * 8 + p) * 128 + t.
// `scripts/gpu-test` runs it for cluster sizes 2 and 4 and checks all three.
//
//   scripts/nvvm-lower examples/dsmem_transfer.mlir --target sm_90a --verify-ptx

module {
  llvm.mlir.global internal @full() {addr_space = 3 : i32, alignment = 8 : i64} : i64
  llvm.mlir.global internal @phase() {addr_space = 3 : i32, alignment = 4 : i64} : i32
  llvm.mlir.global internal @inbox() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<512 x i32>

  llvm.func @dsmem_transfer(%out: !llvm.ptr<1>, %errors: !llvm.ptr<1>, %phase_out: !llvm.ptr<1>, %rounds: i32) attributes {nvvm.kernel, nvvm.cluster_dim = array<i32: 4, 1, 1>, nvvm.reqntid = array<i32: 128, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %c8 = llvm.mlir.constant(8 : i32) : i32
    %c128 = llvm.mlir.constant(128 : i32) : i32
    %c512 = llvm.mlir.constant(512 : i32) : i32
    %ticks = llvm.mlir.constant(1000000 : i32) : i32
    // The handshake group: this many consecutive ranks (cluster_size below).
    %group = llvm.mlir.constant(4 : i32) : i32
    %full = llvm.mlir.addressof @full : !llvm.ptr<3>
    %phase = llvm.mlir.addressof @phase : !llvm.ptr<3>
    %inbox = llvm.mlir.addressof @inbox : !llvm.ptr<3>
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %cta = nvvm.read.ptx.sreg.ctaid.x : i32
    %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
    %within = llvm.urem %rank, %group : i32
    %base = llvm.sub %rank, %within : i32
    %leader = llvm.icmp "eq" %tid, %c0 : i32
    llvm.cond_br %leader, ^init, ^ready

  ^init:
    nvvm.mbarrier.init %full, %c1 : !llvm.ptr<3>, i32
    llvm.store %c0, %phase : i32, !llvm.ptr<3>
    llvm.br ^ready

  ^ready:
    nvsync.cluster_barrier {scope = #nvsync.barrier_scope<cluster_aligned>}
    llvm.br ^round(%c0, %c0 : i32, i32)

  ^round(%r: i32, %err: i32):
    %more = llvm.icmp "ult" %r, %rounds : i32
    llvm.cond_br %more, ^announce, ^finish

  ^announce:
    nvsync.dsmem_handshake %full, %phase, %c512 {cluster_size = 4} : !llvm.ptr<3>, !llvm.ptr<3>, i32
    llvm.cond_br %leader, ^arrive, ^send_from(%c1 : i32)

  ^arrive:
    %state = nvvm.mbarrier.arrive %full : !llvm.ptr<3> -> i64
    llvm.br ^send_from(%c1 : i32)

  // Peer i of this CTA: base + (within + i) mod group, i = 1 .. group - 1.
  ^send_from(%i: i32):
    %send_more = llvm.icmp "ult" %i, %group : i32
    llvm.cond_br %send_more, ^send, ^wait

  ^send:
    %ps = llvm.add %within, %i : i32
    %pw = llvm.urem %ps, %group : i32
    %peer = llvm.add %base, %pw : i32
    // The word: ((r * 8 + rank) * 8 + peer) * 128 + tid.
    %w0 = llvm.mul %r, %c8 : i32
    %w1 = llvm.add %w0, %rank : i32
    %w2 = llvm.mul %w1, %c8 : i32
    %w3 = llvm.add %w2, %peer : i32
    %w4 = llvm.mul %w3, %c128 : i32
    %word = llvm.add %w4, %tid : i32
    // Slot `within` of the peer's inbox is this CTA's.
    %so = llvm.mul %within, %c128 : i32
    %sl = llvm.add %so, %tid : i32
    %slot = llvm.getelementptr %inbox[0, %sl] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, !llvm.array<512 x i32>
    %remote_slot = nvvm.mapa %slot, %peer : !llvm.ptr<3> -> !llvm.ptr<7>
    llvm.store %word, %remote_slot : i32, !llvm.ptr<7>
    // The store is visible to whoever sees the transaction bytes complete.
    llvm.fence syncscope("cluster") release
    %remote_full = nvvm.mapa %full, %peer : !llvm.ptr<3> -> !llvm.ptr<7>
    nvvm.mbarrier.complete_tx %remote_full, %c4 {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>, i32
    %inext = llvm.add %i, %c1 : i32
    llvm.br ^send_from(%inext : i32)

  // The phase this round completes is r & 1 (one phase per round).
  ^wait:
    %parity = llvm.and %r, %c1 : i32
    %landed = nvvm.mbarrier.try_wait %full, %parity, %ticks {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<3>, i32, i32 -> i1
    llvm.cond_br %landed, ^check_from(%c1, %err : i32, i32), ^wait

  ^check_from(%j: i32, %e: i32):
    %check_more = llvm.icmp "ult" %j, %group : i32
    llvm.cond_br %check_more, ^check, ^next

  ^check:
    %ss = llvm.add %within, %j : i32
    %sw = llvm.urem %ss, %group : i32
    %sender = llvm.add %base, %sw : i32
    %x0 = llvm.mul %r, %c8 : i32
    %x1 = llvm.add %x0, %sender : i32
    %x2 = llvm.mul %x1, %c8 : i32
    %x3 = llvm.add %x2, %rank : i32
    %x4 = llvm.mul %x3, %c128 : i32
    %expected = llvm.add %x4, %tid : i32
    %io = llvm.mul %sw, %c128 : i32
    %il = llvm.add %io, %tid : i32
    %mine = llvm.getelementptr %inbox[0, %il] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, !llvm.array<512 x i32>
    %got = llvm.load %mine : !llvm.ptr<3> -> i32
    %bad = llvm.icmp "ne" %got, %expected : i32
    %bad32 = llvm.zext %bad : i1 to i32
    %e1 = llvm.add %e, %bad32 : i32
    // out[cta][sw][tid], last round only.
    %last_r = llvm.add %r, %c1 : i32
    %is_last = llvm.icmp "eq" %last_r, %rounds : i32
    llvm.cond_br %is_last, ^record, ^check_next(%e1 : i32)

  ^record:
    %o0 = llvm.mul %cta, %c4 : i32
    %o1 = llvm.add %o0, %sw : i32
    %o2 = llvm.mul %o1, %c128 : i32
    %o3 = llvm.add %o2, %tid : i32
    %dst = llvm.getelementptr %out[%o3] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %got, %dst : i32, !llvm.ptr<1>
    llvm.br ^check_next(%e1 : i32)

  ^check_next(%e2: i32):
    %jnext = llvm.add %j, %c1 : i32
    llvm.br ^check_from(%jnext, %e2 : i32, i32)

  ^next:
    nvsync.cluster_barrier {scope = #nvsync.barrier_scope<cluster_aligned>}
    %rnext = llvm.add %r, %c1 : i32
    llvm.br ^round(%rnext, %e : i32, i32)

  ^finish:
    %g0 = llvm.mul %cta, %c128 : i32
    %g1 = llvm.add %g0, %tid : i32
    %err_dst = llvm.getelementptr %errors[%g1] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %err, %err_dst : i32, !llvm.ptr<1>
    llvm.cond_br %leader, ^report_phase, ^exit

  ^report_phase:
    %ph = llvm.load %phase : !llvm.ptr<3> -> i32
    %ph_dst = llvm.getelementptr %phase_out[%cta] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %ph, %ph_dst : i32, !llvm.ptr<1>
    llvm.br ^exit

  ^exit:
    llvm.return
  }
}
