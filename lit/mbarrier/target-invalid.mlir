// An unknown --target is a usage error: exit status 2, the valid names listed,
// nothing compiled. A valid target with a bad --ptx value is a usage error too.
// RUN: %nvvm-lower %s --target sm_99 > %t.out 2> %t.err; test $? -eq 2
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s --input-file %t.err
// RUN: %nvvm-lower %s --target sm_90 --ptx 99.9 > %t.out 2> %t.err; test $? -eq 2
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s --input-file %t.err --check-prefix=PTX
// The same input is fine on a real target (so exit 2 above is about the target).
// RUN: %nvvm-lower %s --target sm_90 | %ptxas-verify

// CHECK: error: unknown target 'sm_99': expected one of sm_70, sm_72, sm_75, sm_80, {{.*}}sm_90, sm_90a, sm_100, sm_100a, {{.*}}sm_121f
// PTX: error: unknown PTX ISA version '99.9'

llvm.func @ok(%b: !llvm.ptr<3>, %n: i32) {
  nvvm.mbarrier.init %b, %n : !llvm.ptr<3>, i32
  llvm.return
}
