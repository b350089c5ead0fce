// Cluster special registers (sm_90 @ PTX 7.8). On sm_80 they are refused:
// see gating-invalid.mlir.
// RUN: %nvvm-lower %s --target sm_90 --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_90 | %FileCheck %s --check-prefixes=PTX,PTX90
// RUN: %nvvm-lower %s --target sm_90 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_103a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_120 | %ptxas-verify

// PTX90: .version 7.8

// LL-LABEL: define i32 @sreg_clusterid_x()
// LL-NEXT: entry:
// LL-NEXT: %[[V:[a-z0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.clusterid.x()
// LL-NEXT: ret i32 %[[V]]
// PTX-LABEL: sreg_clusterid_x()
// PTX: mov.u32 %r{{[0-9]+}}, %clusterid.x;
llvm.func @sreg_clusterid_x() -> i32 {
  %0 = nvvm.read.ptx.sreg.clusterid.x : i32
  llvm.return %0 : i32
}

// LL-LABEL: define i32 @sreg_clusterid_y()
// LL-NEXT: entry:
// LL-NEXT: %[[V:[a-z0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.clusterid.y()
// LL-NEXT: ret i32 %[[V]]
// PTX-LABEL: sreg_clusterid_y()
// PTX: mov.u32 %r{{[0-9]+}}, %clusterid.y;
llvm.func @sreg_clusterid_y() -> i32 {
  %0 = nvvm.read.ptx.sreg.clusterid.y : i32
  llvm.return %0 : i32
}

// LL-LABEL: define i32 @sreg_clusterid_z()
// LL-NEXT: entry:
// LL-NEXT: %[[V:[a-z0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.clusterid.z()
// LL-NEXT: ret i32 %[[V]]
// PTX-LABEL: sreg_clusterid_z()
// PTX: mov.u32 %r{{[0-9]+}}, %clusterid.z;
llvm.func @sreg_clusterid_z() -> i32 {
  %0 = nvvm.read.ptx.sreg.clusterid.z : i32
  llvm.return %0 : i32
}

// LL-LABEL: define i32 @sreg_nclusterid_x()
// LL-NEXT: entry:
// LL-NEXT: %[[V:[a-z0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.nclusterid.x()
// LL-NEXT: ret i32 %[[V]]
// PTX-LABEL: sreg_nclusterid_x()
// PTX: mov.u32 %r{{[0-9]+}}, %nclusterid.x;
llvm.func @sreg_nclusterid_x() -> i32 {
  %0 = nvvm.read.ptx.sreg.nclusterid.x : i32
  llvm.return %0 : i32
}

// LL-LABEL: define i32 @sreg_nclusterid_y()
// LL-NEXT: entry:
// LL-NEXT: %[[V:[a-z0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.nclusterid.y()
// LL-NEXT: ret i32 %[[V]]
// PTX-LABEL: sreg_nclusterid_y()
// PTX: mov.u32 %r{{[0-9]+}}, %nclusterid.y;
llvm.func @sreg_nclusterid_y() -> i32 {
  %0 = nvvm.read.ptx.sreg.nclusterid.y : i32
  llvm.return %0 : i32
}

// LL-LABEL: define i32 @sreg_nclusterid_z()
// LL-NEXT: entry:
// LL-NEXT: %[[V:[a-z0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.nclusterid.z()
// LL-NEXT: ret i32 %[[V]]
// PTX-LABEL: sreg_nclusterid_z()
// PTX: mov.u32 %r{{[0-9]+}}, %nclusterid.z;
llvm.func @sreg_nclusterid_z() -> i32 {
  %0 = nvvm.read.ptx.sreg.nclusterid.z : i32
  llvm.return %0 : i32
}

// LL-LABEL: define i32 @sreg_cluster_ctaid_x()
// LL-NEXT: entry:
// LL-NEXT: %[[V:[a-z0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.x()
// LL-NEXT: ret i32 %[[V]]
// PTX-LABEL: sreg_cluster_ctaid_x()
// PTX: mov.u32 %r{{[0-9]+}}, %cluster_ctaid.x;
llvm.func @sreg_cluster_ctaid_x() -> i32 {
  %0 = nvvm.read.ptx.sreg.cluster.ctaid.x : i32
  llvm.return %0 : i32
}

// LL-LABEL: define i32 @sreg_cluster_ctaid_y()
// LL-NEXT: entry:
// LL-NEXT: %[[V:[a-z0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.y()
// LL-NEXT: ret i32 %[[V]]
// PTX-LABEL: sreg_cluster_ctaid_y()
// PTX: mov.u32 %r{{[0-9]+}}, %cluster_ctaid.y;
llvm.func @sreg_cluster_ctaid_y() -> i32 {
  %0 = nvvm.read.ptx.sreg.cluster.ctaid.y : i32
  llvm.return %0 : i32
}

// LL-LABEL: define i32 @sreg_cluster_ctaid_z()
// LL-NEXT: entry:
// LL-NEXT: %[[V:[a-z0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.z()
// LL-NEXT: ret i32 %[[V]]
// PTX-LABEL: sreg_cluster_ctaid_z()
// PTX: mov.u32 %r{{[0-9]+}}, %cluster_ctaid.z;
llvm.func @sreg_cluster_ctaid_z() -> i32 {
  %0 = nvvm.read.ptx.sreg.cluster.ctaid.z : i32
  llvm.return %0 : i32
}

// LL-LABEL: define i32 @sreg_cluster_nctaid_x()
// LL-NEXT: entry:
// LL-NEXT: %[[V:[a-z0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.cluster.nctaid.x()
// LL-NEXT: ret i32 %[[V]]
// PTX-LABEL: sreg_cluster_nctaid_x()
// PTX: mov.u32 %r{{[0-9]+}}, %cluster_nctaid.x;
llvm.func @sreg_cluster_nctaid_x() -> i32 {
  %0 = nvvm.read.ptx.sreg.cluster.nctaid.x : i32
  llvm.return %0 : i32
}

// LL-LABEL: define i32 @sreg_cluster_nctaid_y()
// LL-NEXT: entry:
// LL-NEXT: %[[V:[a-z0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.cluster.nctaid.y()
// LL-NEXT: ret i32 %[[V]]
// PTX-LABEL: sreg_cluster_nctaid_y()
// PTX: mov.u32 %r{{[0-9]+}}, %cluster_nctaid.y;
llvm.func @sreg_cluster_nctaid_y() -> i32 {
  %0 = nvvm.read.ptx.sreg.cluster.nctaid.y : i32
  llvm.return %0 : i32
}

// LL-LABEL: define i32 @sreg_cluster_nctaid_z()
// LL-NEXT: entry:
// LL-NEXT: %[[V:[a-z0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.cluster.nctaid.z()
// LL-NEXT: ret i32 %[[V]]
// PTX-LABEL: sreg_cluster_nctaid_z()
// PTX: mov.u32 %r{{[0-9]+}}, %cluster_nctaid.z;
llvm.func @sreg_cluster_nctaid_z() -> i32 {
  %0 = nvvm.read.ptx.sreg.cluster.nctaid.z : i32
  llvm.return %0 : i32
}

// LL-LABEL: define i32 @sreg_cluster_ctarank()
// LL-NEXT: entry:
// LL-NEXT: %[[V:[a-z0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
// LL-NEXT: ret i32 %[[V]]
// PTX-LABEL: sreg_cluster_ctarank()
// PTX: mov.u32 %r{{[0-9]+}}, %cluster_ctarank;
llvm.func @sreg_cluster_ctarank() -> i32 {
  %0 = nvvm.read.ptx.sreg.cluster.ctarank : i32
  llvm.return %0 : i32
}

// LL-LABEL: define i32 @sreg_cluster_nctarank()
// LL-NEXT: entry:
// LL-NEXT: %[[V:[a-z0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.cluster.nctarank()
// LL-NEXT: ret i32 %[[V]]
// PTX-LABEL: sreg_cluster_nctarank()
// PTX: mov.u32 %r{{[0-9]+}}, %cluster_nctarank;
llvm.func @sreg_cluster_nctarank() -> i32 {
  %0 = nvvm.read.ptx.sreg.cluster.nctarank : i32
  llvm.return %0 : i32
}
