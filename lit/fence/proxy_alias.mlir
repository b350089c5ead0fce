// nvvm.fence.proxy kind = alias: legal on every target with PTX 7.5, so sm_80
// (floor 7.0) is raised to 7.5 and sm_90 stays at 7.8.
// RUN: %nvvm-lower %s --target sm_80 --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_80 | %FileCheck %s --check-prefixes=PTX,PTX80
// RUN: %nvvm-lower %s --target sm_90 | %FileCheck %s --check-prefixes=PTX,PTX90
// RUN: %nvvm-lower %s --target sm_80 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_120 | %ptxas-verify

// PTX80: .version 7.5
// PTX80-NEXT: .target sm_80
// PTX90: .version 7.8
// PTX90-NEXT: .target sm_90

// LL-LABEL: define void @alias()
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.fence.proxy.alias()
// LL-NEXT: ret void
// PTX-LABEL: .func alias()
// PTX: fence.proxy.alias;
// PTX-NEXT: ret;
llvm.func @alias() {
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<alias>}
  llvm.return
}
