// Special registers available on every target (PTX 6.0): nvvm.read.ptx.sreg.*.
// The cluster registers need sm_90: sreg_cluster.mlir.
// RUN: %nvvm-lower %s --target sm_80 --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_80 | %FileCheck %s --check-prefixes=PTX,PTX80
// RUN: %nvvm-lower %s --target sm_75 | %FileCheck %s --check-prefixes=PTX,PTX75
// RUN: %nvvm-lower %s --target sm_75 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_80 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_120 | %ptxas-verify

// Registers alone do not raise the PTX version above the target's floor.
// PTX80: .version 7.0
// PTX75: .version 6.3

// LL-LABEL: define i32 @sreg_tid_x()
// LL-NEXT: entry:
// LL-NEXT: %[[V:[a-z0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
// LL-NEXT: ret i32 %[[V]]
// PTX-LABEL: sreg_tid_x()
// PTX: mov.u32 %r{{[0-9]+}}, %tid.x;
llvm.func @sreg_tid_x() -> i32 {
  %0 = nvvm.read.ptx.sreg.tid.x : i32
  llvm.return %0 : i32
}

// LL-LABEL: define i32 @sreg_tid_y()
// LL-NEXT: entry:
// LL-NEXT: %[[V:[a-z0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
// LL-NEXT: ret i32 %[[V]]
// PTX-LABEL: sreg_tid_y()
// PTX: mov.u32 %r{{[0-9]+}}, %tid.y;
llvm.func @sreg_tid_y() -> i32 {
  %0 = nvvm.read.ptx.sreg.tid.y : i32
  llvm.return %0 : i32
}

// LL-LABEL: define i32 @sreg_tid_z()
// LL-NEXT: entry:
// LL-NEXT: %[[V:[a-z0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
// LL-NEXT: ret i32 %[[V]]
// PTX-LABEL: sreg_tid_z()
// PTX: mov.u32 %r{{[0-9]+}}, %tid.z;
llvm.func @sreg_tid_z() -> i32 {
  %0 = nvvm.read.ptx.sreg.tid.z : i32
  llvm.return %0 : i32
}

// LL-LABEL: define i32 @sreg_ntid_x()
// LL-NEXT: entry:
// LL-NEXT: %[[V:[a-z0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
// LL-NEXT: ret i32 %[[V]]
// PTX-LABEL: sreg_ntid_x()
// PTX: mov.u32 %r{{[0-9]+}}, %ntid.x;
llvm.func @sreg_ntid_x() -> i32 {
  %0 = nvvm.read.ptx.sreg.ntid.x : i32
  llvm.return %0 : i32
}

// LL-LABEL: define i32 @sreg_ntid_y()
// LL-NEXT: entry:
// LL-NEXT: %[[V:[a-z0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
// LL-NEXT: ret i32 %[[V]]
// PTX-LABEL: sreg_ntid_y()
// PTX: mov.u32 %r{{[0-9]+}}, %ntid.y;
llvm.func @sreg_ntid_y() -> i32 {
  %0 = nvvm.read.ptx.sreg.ntid.y : i32
  llvm.return %0 : i32
}

// LL-LABEL: define i32 @sreg_ntid_z()
// LL-NEXT: entry:
// LL-NEXT: %[[V:[a-z0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
// LL-NEXT: ret i32 %[[V]]
// PTX-LABEL: sreg_ntid_z()
// PTX: mov.u32 %r{{[0-9]+}}, %ntid.z;
llvm.func @sreg_ntid_z() -> i32 {
  %0 = nvvm.read.ptx.sreg.ntid.z : i32
  llvm.return %0 : i32
}

// LL-LABEL: define i32 @sreg_ctaid_x()
// LL-NEXT: entry:
// LL-NEXT: %[[V:[a-z0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
// LL-NEXT: ret i32 %[[V]]
// PTX-LABEL: sreg_ctaid_x()
// PTX: mov.u32 %r{{[0-9]+}}, %ctaid.x;
llvm.func @sreg_ctaid_x() -> i32 {
  %0 = nvvm.read.ptx.sreg.ctaid.x : i32
  llvm.return %0 : i32
}

// LL-LABEL: define i32 @sreg_ctaid_y()
// LL-NEXT: entry:
// LL-NEXT: %[[V:[a-z0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
// LL-NEXT: ret i32 %[[V]]
// PTX-LABEL: sreg_ctaid_y()
// PTX: mov.u32 %r{{[0-9]+}}, %ctaid.y;
llvm.func @sreg_ctaid_y() -> i32 {
  %0 = nvvm.read.ptx.sreg.ctaid.y : i32
  llvm.return %0 : i32
}

// LL-LABEL: define i32 @sreg_ctaid_z()
// LL-NEXT: entry:
// LL-NEXT: %[[V:[a-z0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
// LL-NEXT: ret i32 %[[V]]
// PTX-LABEL: sreg_ctaid_z()
// PTX: mov.u32 %r{{[0-9]+}}, %ctaid.z;
llvm.func @sreg_ctaid_z() -> i32 {
  %0 = nvvm.read.ptx.sreg.ctaid.z : i32
  llvm.return %0 : i32
}

// LL-LABEL: define i32 @sreg_nctaid_x()
// LL-NEXT: entry:
// LL-NEXT: %[[V:[a-z0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
// LL-NEXT: ret i32 %[[V]]
// PTX-LABEL: sreg_nctaid_x()
// PTX: mov.u32 %r{{[0-9]+}}, %nctaid.x;
llvm.func @sreg_nctaid_x() -> i32 {
  %0 = nvvm.read.ptx.sreg.nctaid.x : i32
  llvm.return %0 : i32
}

// LL-LABEL: define i32 @sreg_nctaid_y()
// LL-NEXT: entry:
// LL-NEXT: %[[V:[a-z0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
// LL-NEXT: ret i32 %[[V]]
// PTX-LABEL: sreg_nctaid_y()
// PTX: mov.u32 %r{{[0-9]+}}, %nctaid.y;
llvm.func @sreg_nctaid_y() -> i32 {
  %0 = nvvm.read.ptx.sreg.nctaid.y : i32
  llvm.return %0 : i32
}

// LL-LABEL: define i32 @sreg_nctaid_z()
// LL-NEXT: entry:
// LL-NEXT: %[[V:[a-z0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
// LL-NEXT: ret i32 %[[V]]
// PTX-LABEL: sreg_nctaid_z()
// PTX: mov.u32 %r{{[0-9]+}}, %nctaid.z;
llvm.func @sreg_nctaid_z() -> i32 {
  %0 = nvvm.read.ptx.sreg.nctaid.z : i32
  llvm.return %0 : i32
}

// LL-LABEL: define i32 @sreg_warpsize()
// LL-NEXT: entry:
// LL-NEXT: %[[V:[a-z0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.warpsize()
// LL-NEXT: ret i32 %[[V]]
// PTX-LABEL: sreg_warpsize()
// LLVM prints the WARP_SZ constant, not a %warpsize register read.
// PTX: mov.u32 %r{{[0-9]+}}, WARP_SZ;
llvm.func @sreg_warpsize() -> i32 {
  %0 = nvvm.read.ptx.sreg.warpsize : i32
  llvm.return %0 : i32
}

// LL-LABEL: define i32 @sreg_laneid()
// LL-NEXT: entry:
// LL-NEXT: %[[V:[a-z0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
// LL-NEXT: ret i32 %[[V]]
// PTX-LABEL: sreg_laneid()
// PTX: mov.u32 %r{{[0-9]+}}, %laneid;
llvm.func @sreg_laneid() -> i32 {
  %0 = nvvm.read.ptx.sreg.laneid : i32
  llvm.return %0 : i32
}

// LL-LABEL: define i32 @sreg_warpid()
// LL-NEXT: entry:
// LL-NEXT: %[[V:[a-z0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.warpid()
// LL-NEXT: ret i32 %[[V]]
// PTX-LABEL: sreg_warpid()
// PTX: mov.u32 %r{{[0-9]+}}, %warpid;
llvm.func @sreg_warpid() -> i32 {
  %0 = nvvm.read.ptx.sreg.warpid : i32
  llvm.return %0 : i32
}

// LL-LABEL: define i32 @sreg_nwarpid()
// LL-NEXT: entry:
// LL-NEXT: %[[V:[a-z0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.nwarpid()
// LL-NEXT: ret i32 %[[V]]
// PTX-LABEL: sreg_nwarpid()
// PTX: mov.u32 %r{{[0-9]+}}, %nwarpid;
llvm.func @sreg_nwarpid() -> i32 {
  %0 = nvvm.read.ptx.sreg.nwarpid : i32
  llvm.return %0 : i32
}

// LL-LABEL: define i32 @sreg_smid()
// LL-NEXT: entry:
// LL-NEXT: %[[V:[a-z0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.smid()
// LL-NEXT: ret i32 %[[V]]
// PTX-LABEL: sreg_smid()
// PTX: mov.u32 %r{{[0-9]+}}, %smid;
llvm.func @sreg_smid() -> i32 {
  %0 = nvvm.read.ptx.sreg.smid : i32
  llvm.return %0 : i32
}

// LL-LABEL: define i32 @sreg_nsmid()
// LL-NEXT: entry:
// LL-NEXT: %[[V:[a-z0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.nsmid()
// LL-NEXT: ret i32 %[[V]]
// PTX-LABEL: sreg_nsmid()
// PTX: mov.u32 %r{{[0-9]+}}, %nsmid;
llvm.func @sreg_nsmid() -> i32 {
  %0 = nvvm.read.ptx.sreg.nsmid : i32
  llvm.return %0 : i32
}

// LL-LABEL: define i32 @sreg_clock()
// LL-NEXT: entry:
// LL-NEXT: %[[V:[a-z0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.clock()
// LL-NEXT: ret i32 %[[V]]
// PTX-LABEL: sreg_clock()
// PTX: mov.u32 %r{{[0-9]+}}, %clock;
llvm.func @sreg_clock() -> i32 {
  %0 = nvvm.read.ptx.sreg.clock : i32
  llvm.return %0 : i32
}

// LL-LABEL: define i64 @sreg_clock64()
// LL-NEXT: entry:
// LL-NEXT: %[[V:[a-z0-9]+]] = call i64 @llvm.nvvm.read.ptx.sreg.clock64()
// LL-NEXT: ret i64 %[[V]]
// PTX-LABEL: sreg_clock64()
// PTX: mov.u64 %rd{{[0-9]+}}, %clock64;
llvm.func @sreg_clock64() -> i64 {
  %0 = nvvm.read.ptx.sreg.clock64 : i64
  llvm.return %0 : i64
}

// LL-LABEL: define i64 @sreg_globaltimer()
// LL-NEXT: entry:
// LL-NEXT: %[[V:[a-z0-9]+]] = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
// LL-NEXT: ret i64 %[[V]]
// PTX-LABEL: sreg_globaltimer()
// PTX: mov.u64 %rd{{[0-9]+}}, %globaltimer;
llvm.func @sreg_globaltimer() -> i64 {
  %0 = nvvm.read.ptx.sreg.globaltimer : i64
  llvm.return %0 : i64
}

// A value-range hint is accepted (and checked); the read is unchanged.
// LL-LABEL: define i32 @sreg_tid_x_range()
// LL-NEXT: entry:
// LL-NEXT: %[[V:[a-z0-9]+]] = call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.tid.x()
// LL-NEXT: ret i32 %[[V]]
// PTX-LABEL: sreg_tid_x_range()
// PTX: mov.u32 %r{{[0-9]+}}, %tid.x;
llvm.func @sreg_tid_x_range() -> i32 {
  %0 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
  llvm.return %0 : i32
}
