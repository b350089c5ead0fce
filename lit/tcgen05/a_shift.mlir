// nvvm.tcgen05.shift %taddr : !llvm.ptr<6>, both groups:
// @llvm.nvvm.tcgen05.shift.down.cg1/.cg2 and tcgen05.shift.cta_group::N.down.
// Unlike the other tcgen05 ops it exists only on the 'a' targets (sm_100a,
// sm_101a, sm_103a, sm_110a; set 'tcgen05_a'), not on the 'f' family targets:
// see a_shift-gate-invalid.mlir.
// RUN: %nvvm-lower %s --target sm_100a --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_100a | %FileCheck %s --check-prefixes=PTX,PTX100A
// RUN: %nvvm-lower %s --target sm_103a | %FileCheck %s --check-prefixes=PTX,PTX103A
// RUN: %nvvm-lower %s --target sm_110a | %FileCheck %s --check-prefixes=PTX,PTX110A
// RUN: %nvvm-lower %s --target sm_100a --backend llc | %FileCheck %s --check-prefixes=PTX,PTX100A
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_103a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_110a | %ptxas-verify
// sm_101a is assembled by ptxas 12.9.
// RUN: %nvvm-lower %s --target sm_101a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100a --verify-ptx -o /dev/null
// RUN: %nvvm-lower %s --target sm_103a --verify-ptx -o /dev/null
// RUN: %nvvm-lower %s --target sm_110a --verify-ptx -o /dev/null
// The intrinsic calls are the ones mlir-translate-22 emits for the same input.
// RUN: %nvvm-lower %s --target sm_100a --emit llvm-ir | grep -o 'call [^@]*@llvm\.nvvm\.tcgen05[^(]*([^)]*)' | sed -E 's/%[A-Za-z0-9_.]+/%V/g' > %t.ours
// RUN: %mlir-translate --mlir-to-llvmir %s | grep -o 'call [^@]*@llvm\.nvvm\.tcgen05[^(]*([^)]*)' | sed -E 's/%[A-Za-z0-9_.]+/%V/g' > %t.mlir
// RUN: %count 3 < %t.mlir
// RUN: diff %t.ours %t.mlir

// PTX100A: .version 8.6
// PTX100A-NEXT: .target sm_100a
// PTX103A: .version 8.8
// PTX103A-NEXT: .target sm_103a
// PTX110A: .version 9.0
// PTX110A-NEXT: .target sm_110a

// LL-LABEL: define void @shift_cg1(ptr addrspace(6) %taddr)
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.tcgen05.shift.down.cg1(ptr addrspace(6) %taddr)
// LL-NEXT: ret void
// PTX-LABEL: .func shift_cg1(
// PTX: ld.param.b32 %r[[T:[0-9]+]], [shift_cg1_param_0];
// PTX-NEXT: tcgen05.shift.cta_group::1.down [%r[[T]]];
// PTX-NEXT: ret;
llvm.func @shift_cg1(%taddr: !llvm.ptr<6>) {
  nvvm.tcgen05.shift %taddr : !llvm.ptr<6>
  llvm.return
}

// LL-LABEL: define void @shift_cg2(ptr addrspace(6) %taddr)
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.tcgen05.shift.down.cg2(ptr addrspace(6) %taddr)
// LL-NEXT: ret void
// PTX-LABEL: .func shift_cg2(
// PTX: ld.param.b32 %r[[T:[0-9]+]], [shift_cg2_param_0];
// PTX-NEXT: tcgen05.shift.cta_group::2.down [%r[[T]]];
// PTX-NEXT: ret;
llvm.func @shift_cg2(%taddr: !llvm.ptr<6>) {
  nvvm.tcgen05.shift %taddr {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<6>
  llvm.return
}

// In a cta_2 kernel, on a TMEM address computed from an integer.
// LL-LABEL: define ptx_kernel void @shift_kernel_cg2(i32 %a)
// LL: %t = inttoptr i32 %a to ptr addrspace(6)
// LL-NEXT: call void @llvm.nvvm.tcgen05.shift.down.cg2(ptr addrspace(6) %t)
// PTX-LABEL: .entry shift_kernel_cg2(
// PTX: ld.param.b32 %r[[A:[0-9]+]], [shift_kernel_cg2_param_0];
// PTX-NEXT: tcgen05.shift.cta_group::2.down [%r[[A]]];
// PTX-NEXT: ret;
llvm.func @shift_kernel_cg2(%a: i32) attributes {nvvm.kernel} {
  %t = llvm.inttoptr %a : i32 to !llvm.ptr<6>
  nvvm.tcgen05.shift %t {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<6>
  llvm.return
}

// LL-DAG: declare void @llvm.nvvm.tcgen05.shift.down.cg1(ptr addrspace(6) captures(none)) #[[S:[0-9]+]]
// LL-DAG: declare void @llvm.nvvm.tcgen05.shift.down.cg2(ptr addrspace(6) captures(none)) #[[S]]
// LL-DAG: attributes #[[S]] = { convergent nounwind
