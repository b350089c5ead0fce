// --ptx pinned below what an op needs names the op and the version it needs, at
// the op; a pin below the target's own floor is a usage error (status 2).
// RUN: %nvvm-lower %s --target sm_90 --ptx 7.8 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err --check-prefix=P78
// RUN: %nvvm-lower %s --target sm_90 --ptx 8.5 > %t.out 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err --check-prefix=P85
// RUN: %nvvm-lower %s --target sm_90 --ptx 7.0 > %t.out 2> %t.err; test $? -eq 2
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err --check-prefix=P70
// RUN: %nvvm-lower %s --target sm_100a --ptx 8.5 > %t.out 2> %t.err; test $? -eq 2
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err --check-prefix=SM100A

llvm.func @pinned(%b: !llvm.ptr<3>, %n: i32, %s: i64) {
  // try_wait at CTA scope needs 7.8: fine with 7.8 and 8.5.
  %0 = nvvm.mbarrier.try_wait %b, %s : !llvm.ptr<3>, i64 -> i1
  // P78: error[gate-ptx]: 'nvvm.mbarrier.arrive.expect_tx' needs PTX ISA 8.0 or newer, but PTX ISA 7.8 is pinned
  // P78-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
  // P78: = raise the pinned version (--ptx, or the library's pinned argument), or leave it unpinned to let nvvm-lower choose the lowest version that works
  //
  %1 = nvvm.mbarrier.arrive.expect_tx %b, %n : !llvm.ptr<3>, i32 -> i64
  // P78: error[gate-ptx]: 'nvvm.mbarrier.try_wait' needs PTX ISA 8.0 or newer, but PTX ISA 7.8 is pinned
  // P78-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %2 = nvvm.mbarrier.try_wait %b, %s {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<3>, i64 -> i1
  // P78: error[gate-ptx]: 'nvvm.mbarrier.arrive' needs PTX ISA 8.6 or newer, but PTX ISA 7.8 is pinned
  // P78-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
  // P85: error[gate-ptx]: 'nvvm.mbarrier.arrive' needs PTX ISA 8.6 or newer, but PTX ISA 8.5 is pinned
  // P85-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %3 = nvvm.mbarrier.arrive %b {relaxed = true} : !llvm.ptr<3> -> i64
  // P78: error[gate-ptx]: 'nvvm.mbarrier.test.wait' needs PTX ISA 8.6 or newer, but PTX ISA 7.8 is pinned
  // P78-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
  // P85: error[gate-ptx]: 'nvvm.mbarrier.test.wait' needs PTX ISA 8.6 or newer, but PTX ISA 8.5 is pinned
  // P85-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %4 = nvvm.mbarrier.test.wait %b, %n {relaxed = true} : !llvm.ptr<3>, i32 -> i1
  // P78-NOT: error
  // P85-NOT: error
  llvm.return
}
// P70: error: sm_90 needs PTX ISA 7.8 or newer, but --ptx pins PTX ISA 7.0
// P70-NOT: error[
// SM100A: error: sm_100a needs PTX ISA 8.6 or newer, but --ptx pins PTX ISA 8.5
// SM100A-NOT: error[
