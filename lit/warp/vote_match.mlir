// nvvm.vote.sync (any/all/uni: i1; ballot: i32) and nvvm.match.sync (any: an
// i32 mask; all: the mask and whether every lane matched) on i32 and i64:
// MLIR 22's @nvvm_vote and @nvvm_match_sync. All targets, PTX 6.0.
// RUN: %nvvm-lower %s --target sm_70 --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_70 | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_70 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_89 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_103f | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_121 | %ptxas-verify

// LL-LABEL: define i32 @nvvm_vote(i32 %0, i1 %1)
// LL-NEXT: entry:
// LL-NEXT: %[[B:[0-9]+]] = call i32 @llvm.nvvm.vote.ballot.sync(i32 %0, i1 %1)
// LL-NEXT: call i1 @llvm.nvvm.vote.all.sync(i32 %0, i1 %1)
// LL-NEXT: call i1 @llvm.nvvm.vote.any.sync(i32 %0, i1 %1)
// LL-NEXT: call i1 @llvm.nvvm.vote.uni.sync(i32 %0, i1 %1)
// LL-NEXT: ret i32 %[[B]]
// PTX-LABEL: nvvm_vote(
// PTX: vote.sync.ballot.b32
// PTX: vote.sync.all.pred
// PTX: vote.sync.any.pred
// PTX: vote.sync.uni.pred
llvm.func @nvvm_vote(%0 : i32, %1 : i1) -> i32 {
  %3 = nvvm.vote.sync ballot %0, %1 -> i32
  %4 = nvvm.vote.sync all %0, %1 -> i1
  %5 = nvvm.vote.sync any %0, %1 -> i1
  %6 = nvvm.vote.sync uni %0, %1 -> i1
  llvm.return %3 : i32
}

// LL-LABEL: define void @nvvm_match_sync(i32 %mask, i32 %val32, i64 %val64)
// LL-NEXT: entry:
// LL-NEXT: call i32 @llvm.nvvm.match.any.sync.i32(i32 %mask, i32 %val32)
// LL-NEXT: call { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32 %mask, i32 %val32)
// LL-NEXT: call i32 @llvm.nvvm.match.any.sync.i64(i32 %mask, i64 %val64)
// LL-NEXT: call { i32, i1 } @llvm.nvvm.match.all.sync.i64p(i32 %mask, i64 %val64)
// LL-NEXT: ret void
// PTX-LABEL: nvvm_match_sync(
// PTX: match.any.sync.b32
// PTX: match.all.sync.b32 {{%r[0-9]+}}|{{%p[0-9]+}},
// PTX: match.any.sync.b64
// PTX: match.all.sync.b64
llvm.func @nvvm_match_sync(%mask: i32, %val32: i32, %val64: i64) {
  %0 = nvvm.match.sync any %mask, %val32 : i32 -> i32
  %1 = nvvm.match.sync all %mask, %val32 : i32 -> !llvm.struct<(i32, i1)>
  %2 = nvvm.match.sync any %mask, %val64 : i64 -> i32
  %3 = nvvm.match.sync all %mask, %val64 : i64 -> !llvm.struct<(i32, i1)>
  llvm.return
}

// Every call is convergent: its declaration is.
// LL: declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #[[CONV:[0-9]+]]
// LL: declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #[[CONV]]
// LL: declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #[[CONV]]
// LL: declare i1 @llvm.nvvm.vote.uni.sync(i32, i1) #[[CONV]]
// LL: declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32) #[[CONV]]
// LL: declare { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32, i32) #[[CONV]]
// LL: declare i32 @llvm.nvvm.match.any.sync.i64(i32, i64) #[[CONV]]
// LL: declare { i32, i1 } @llvm.nvvm.match.all.sync.i64p(i32, i64) #[[CONV]]
// LL: attributes #[[CONV]] = { convergent
