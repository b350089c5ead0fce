// Cycles per synchronisation ({{FORM}}): clock64 around `iters` executions
// of the form, after one untimed one, in every thread of every CTA; thread 0
// of each CTA stores its count: out[ctaid] (i64). scripts/gpu-test divides by
// iters and puts it beside the same loop written as CUTLASS writes it
// (gpu/baselines/latency.cu, built by nvcc on the GPU machine).

module {
  llvm.func @latency(%out: !llvm.ptr<1>, %iters: i32) attributes {nvvm.kernel, {{ATTRS}}} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %cta = nvvm.read.ptx.sreg.ctaid.x : i32
{{BODY}}
    %t0 = nvvm.read.ptx.sreg.clock64 : i64
    llvm.br ^loop(%c0 : i32)

  ^loop(%i: i32):
    %more = llvm.icmp "ult" %i, %iters : i32
    llvm.cond_br %more, ^body, ^done

  ^body:
{{BODY}}
    %next = llvm.add %i, %c1 : i32
    llvm.br ^loop(%next : i32)

  ^done:
    %t1 = nvvm.read.ptx.sreg.clock64 : i64
    %cycles = llvm.sub %t1, %t0 : i64
    %leader = llvm.icmp "eq" %tid, %c0 : i32
    llvm.cond_br %leader, ^store, ^exit

  ^store:
    %dst = llvm.getelementptr %out[%cta] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
    llvm.store %cycles, %dst : i64, !llvm.ptr<1>
    llvm.br ^exit

  ^exit:
    llvm.return
  }
}
