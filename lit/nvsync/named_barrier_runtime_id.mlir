// A run-time nvvm.barrier id next to named barriers may collide with the slots
// alloc hands out: warning[named-barrier] at the id operand, exit status 0; the
// alloc still takes slot 0 (a run-time id reserves nothing).
// RUN: %nvvm-lower %s --target sm_90 > %t.ptx 2> %t.err; test $? -eq 0
// RUN: %FileCheck %s --check-prefix=WARN -DFILE=%s --input-file %t.err
// RUN: %FileCheck %s --check-prefix=PTX --input-file %t.ptx
// RUN: %ptxas-verify %t.ptx

// PTX-LABEL: .func runtime_id(
// PTX: bar.sync %r{{[0-9]+}}, 128;
// PTX-NEXT: bar.sync 0, 128;
// PTX-NEXT: ret;
llvm.func @runtime_id(%id: i32) {
  %c128 = llvm.mlir.constant(128 : i32) : i32
  // WARN: warning[named-barrier]: a run-time barrier id may collide with the slots nvsync.named_barrier.alloc hands out
  // WARN-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:21
  // WARN: = use a constant id, or named barriers only
  // WARN-NOT: {{warning|error}}
  nvvm.barrier id = %id number_of_threads = %c128
  %a = nvsync.named_barrier.alloc %c128 : !nvsync.named_barrier
  nvsync.named_barrier.sync %a
  llvm.return
}
