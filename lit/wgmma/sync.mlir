// The wgmma group ops (sm_90a only, PTX 8.0): nvvm.wgmma.fence.aligned,
// nvvm.wgmma.commit.group.sync.aligned and nvvm.wgmma.wait.group.sync.aligned N
// each become one llvm.nvvm.wgmma.* intrinsic call and one PTX instruction.
// RUN: %nvvm-lower %s --target sm_90a --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_90a | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_90a | %ptxas-verify

// PTX: .version 8.0
// PTX-NEXT: .target sm_90a

// LL-LABEL: define void @group()
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.wgmma.fence.sync.aligned()
// LL-NEXT: call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
// LL-NEXT: call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 1)
// LL-NEXT: ret void
// PTX-LABEL: .func group()
// PTX: wgmma.fence.sync.aligned;
// PTX-NEXT: wgmma.commit_group.sync.aligned;
// PTX-NEXT: wgmma.wait_group.sync.aligned 1;
// PTX-NEXT: ret;
llvm.func @group() {
  nvvm.wgmma.fence.aligned
  nvvm.wgmma.commit.group.sync.aligned
  nvvm.wgmma.wait.group.sync.aligned 1
  llvm.return
}

// The group count is an immediate, passed through unchanged (0 waits for all).
// LL-LABEL: define void @wait_counts()
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
// LL-NEXT: call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 7)
// LL-NEXT: ret void
// PTX-LABEL: .func wait_counts()
// PTX: wgmma.wait_group.sync.aligned 0;
// PTX-NEXT: wgmma.wait_group.sync.aligned 7;
// PTX-NEXT: ret;
llvm.func @wait_counts() {
  nvvm.wgmma.wait.group.sync.aligned 0
  nvvm.wgmma.wait.group.sync.aligned 7
  llvm.return
}

// All three are declared convergent.
// LL-DAG: declare void @llvm.nvvm.wgmma.fence.sync.aligned() #[[A:[0-9]+]]
// LL-DAG: declare void @llvm.nvvm.wgmma.commit_group.sync.aligned() #[[A]]
// LL-DAG: declare void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 immarg) #[[A]]
// LL: attributes #[[A]] = { convergent
