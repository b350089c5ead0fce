// Cycles per mbarrier round trip: one thread arrives on a count-1 mbarrier
// (completing its phase) and waits for that phase with a try_wait.parity
// loop, `iters` times, after one untimed round trip. out[ctaid] (i64) is the
// count. The WAIT placeholder is the timed wait: with CUTLASS's suspend-time hint
// (nvvm.mbarrier.try_wait.parity, ticks 10^7: cutlass::arch::ClusterBarrier::wait)
// or without one (a nvvm.mbarrier.try_wait retry loop: cute's wait_barrier);
// scripts/gpu-test puts each beside its CUTLASS form (gpu/baselines/latency.cu).

module {
  llvm.mlir.global internal @bar() {addr_space = 3 : i32, alignment = 8 : i64} : i64

  llvm.func @latency(%out: !llvm.ptr<1>, %iters: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %ticks = llvm.mlir.constant(10000000 : i32) : i32
    %bar = llvm.mlir.addressof @bar : !llvm.ptr<3>
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %cta = nvvm.read.ptx.sreg.ctaid.x : i32
    %leader = llvm.icmp "eq" %tid, %c0 : i32
    llvm.cond_br %leader, ^start, ^exit

  ^start:
    nvvm.mbarrier.init %bar, %c1 : !llvm.ptr<3>, i32
    // Phase 0, untimed.
    %s0 = nvvm.mbarrier.arrive %bar : !llvm.ptr<3> -> i64
    nvvm.mbarrier.try_wait.parity %bar, %c0, %ticks : !llvm.ptr<3>, i32, i32
    %t0 = nvvm.read.ptx.sreg.clock64 : i64
    llvm.br ^loop(%c1 : i32)

  // Round trip k (k = 1 .. iters) completes phase k, of parity k & 1.
  ^loop(%k: i32):
    %more = llvm.icmp "ule" %k, %iters : i32
    llvm.cond_br %more, ^body, ^done

  ^body:
    %s = nvvm.mbarrier.arrive %bar : !llvm.ptr<3> -> i64
    %parity = llvm.and %k, %c1 : i32
{{WAIT}}

  ^next:
    %next = llvm.add %k, %c1 : i32
    llvm.br ^loop(%next : i32)

  ^done:
    %t1 = nvvm.read.ptx.sreg.clock64 : i64
    %cycles = llvm.sub %t1, %t0 : i64
    %dst = llvm.getelementptr %out[%cta] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
    llvm.store %cycles, %dst : i64, !llvm.ptr<1>
    llvm.br ^exit

  ^exit:
    llvm.return
  }
}
