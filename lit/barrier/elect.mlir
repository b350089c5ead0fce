// nvvm.elect.sync with and without a member mask (default all lanes, -1): the
// { i32, i1 } intrinsic, field 1 is the result. sm_90+ with PTX 8.0.
// RUN: %nvvm-lower %s --target sm_90 --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_90 | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_90 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_120 | %ptxas-verify

// PTX: .version 8.0
// PTX-NEXT: .target sm_90

// LL-LABEL: define i1 @elect()
// LL-NEXT: entry:
// LL-NEXT: %[[R:[0-9]+]] = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1)
// LL-NEXT: %[[P:[0-9]+]] = extractvalue { i32, i1 } %[[R]], 1
// LL-NEXT: ret i1 %[[P]]
// PTX-LABEL: .func (.param .b32 func_retval0) elect()
// PTX: elect.sync %r{{[0-9]+}}|%p[[P:[0-9]+]], -1;
// PTX-NEXT: selp.b32 %r{{[0-9]+}}, -1, 0, %p[[P]];
llvm.func @elect() -> i1 {
  %0 = nvvm.elect.sync -> i1
  llvm.return %0 : i1
}

// LL-LABEL: define i1 @elect_mask(i32 %mask)
// LL-NEXT: entry:
// LL-NEXT: %[[R:[0-9]+]] = call { i32, i1 } @llvm.nvvm.elect.sync(i32 %mask)
// LL-NEXT: %[[P:[0-9]+]] = extractvalue { i32, i1 } %[[R]], 1
// LL-NEXT: ret i1 %[[P]]
// PTX-LABEL: .func (.param .b32 func_retval0) elect_mask(
// PTX: ld.param.b32 %r[[M:[0-9]+]], [elect_mask_param_0];
// PTX-NEXT: elect.sync %r{{[0-9]+}}|%p[[P:[0-9]+]], %r[[M]];
// PTX-NEXT: selp.b32 %r{{[0-9]+}}, -1, 0, %p[[P]];
llvm.func @elect_mask(%mask: i32) -> i1 {
  %0 = nvvm.elect.sync %mask -> i1
  llvm.return %0 : i1
}
