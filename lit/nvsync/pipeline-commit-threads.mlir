// nvsync.pipeline.producer_commit announces the stage's bytes in every thread
// that runs it: in a kernel, a commit no single-thread guard dominates is a
// warning (every thread of the CTA would announce them and the ring hang).
// A branch on elect.sync or on a thread or lane index == constant guards it;
// a device function's callers decide, so nothing is said there.
// RUN: %nvvm-lower %s --target sm_90 -o /dev/null 2> %t.err
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err
// RUN: %FileCheck %s --check-prefix=COUNT --input-file %t.err
// COUNT-COUNT-1: warning[pipeline-commit]
// COUNT-NOT: warning

// CHECK: warning[pipeline-commit]: every thread of the CTA may run this producer_commit
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
// CHECK: = run it in one thread: branch on nvvm.elect.sync, or on the thread or lane index == 0
llvm.func @unguarded(%full: !llvm.ptr<3>, %i: i32, %tx: i32) attributes {nvvm.kernel} {
  nvsync.pipeline.producer_commit %full, %i, %tx {depth = 2} : !llvm.ptr<3>, i32, i32
  llvm.return
}

llvm.func @elected(%full: !llvm.ptr<3>, %i: i32, %tx: i32) attributes {nvvm.kernel} {
  %one = nvvm.elect.sync -> i1
  llvm.cond_br %one, ^commit, ^done
^commit:
  nvsync.pipeline.producer_commit %full, %i, %tx {depth = 2} : !llvm.ptr<3>, i32, i32
  llvm.br ^done
^done:
  llvm.return
}

llvm.func @first_thread(%full: !llvm.ptr<3>, %i: i32, %tx: i32) attributes {nvvm.kernel} {
  %t = nvvm.read.ptx.sreg.tid.x : i32
  %c31 = llvm.mlir.constant(31 : i32) : i32
  %lane = llvm.and %t, %c31 : i32
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %lead = llvm.icmp "eq" %lane, %c0 : i32
  llvm.cond_br %lead, ^commit, ^done
^commit:
  nvsync.pipeline.producer_commit %full, %i, %tx {depth = 2} : !llvm.ptr<3>, i32, i32
  llvm.br ^done
^done:
  llvm.return
}

llvm.func @device(%full: !llvm.ptr<3>, %i: i32, %tx: i32) {
  nvsync.pipeline.producer_commit %full, %i, %tx {depth = 2} : !llvm.ptr<3>, i32, i32
  llvm.return
}
