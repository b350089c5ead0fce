// --ptx pins the version: a module whose ops need less is still emitted at the
// pinned version, and ptxas accepts it.
// RUN: %nvvm-lower %s --target sm_90 --ptx 8.6 | %FileCheck %s --check-prefix=P86
// RUN: %nvvm-lower %s --target sm_90 --ptx 8.6 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_80 --ptx 7.1 | %FileCheck %s --check-prefix=P71
// RUN: %nvvm-lower %s --target sm_80 --ptx 7.1 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_80 --ptx 8.0 | %FileCheck %s --check-prefix=P80
// RUN: %nvvm-lower %s --target sm_80 --ptx 8.0 | %ptxas-verify
// Unpinned, the lowest version is chosen.
// RUN: %nvvm-lower %s --target sm_80 | %FileCheck %s --check-prefix=AUTO

// P86: .version 8.6
// P86-NEXT: .target sm_90
// P71: .version 7.1
// P71-NEXT: .target sm_80
// P80: .version 8.0
// P80-NEXT: .target sm_80
// AUTO: .version 7.0
// AUTO-NEXT: .target sm_80
// P86: mbarrier.init.shared.b64
// P86: mbarrier.arrive.shared.b64
// P71: mbarrier.arrive.shared.b64
llvm.func @legacy(%b: !llvm.ptr<3>, %n: i32) {
  nvvm.mbarrier.init %b, %n : !llvm.ptr<3>, i32
  %0 = nvvm.mbarrier.arrive %b : !llvm.ptr<3> -> i64
  llvm.return
}
