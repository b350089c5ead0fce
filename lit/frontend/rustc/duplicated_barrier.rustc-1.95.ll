; rustc 1.95.0's LLVM IR (LLVM 22.1.2) for Inputs/duplicated_barrier.rs, which
; says how to regenerate it. rustc 1.95 does not mark a gpu-kernel function
; `convergent` (clang marks every CUDA function so; rustc 1.97-nightly marks
; them too), and LLVM's -O pipeline threaded the second `if` on the thread
; index through the barrier: `__syncthreads` (`bar.sync 0`, aligned) now
; sits in both arms of `if t == 0`, so thread 0 and threads 1..31 of warp 0
; execute different `bar.sync` instructions, which an aligned barrier
; forbids. llc-22 writes both; check refuses the module once it knows the
; thread count (rustc cannot state one: a warning without it).
;
; RUN: %llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a %s -o - | %FileCheck %s --check-prefix=PTX
; PTX-COUNT-2: bar.sync 0;
; PTX-NOT: bar.sync
;
; RUN: %nvvm-lower check %s --target sm_90a 2> %t.err | %FileCheck %s --check-prefix=PASS
; RUN: %FileCheck %s --check-prefix=WARN --input-file %t.err
; PASS: passes for sm_90a at PTX ISA 8.0
; WARN: warning[protocol]: threads of the CTA reach bar.sync 0 at different places: this barrier and another one complete each other, so the code between them is not ordered as written
; WARN-NEXT: --> {{.*}}duplicated_barrier.rs:36:5
; WARN: only a warning: the kernel does not state its thread count
;
; RUN: sed 's/"target-cpu"="sm_90a"/& "nvvm.reqntid"="128"/' %s > %t.128.ll
; RUN: %not %nvvm-lower check %t.128.ll --target sm_90a 2> %t.128.err
; RUN: %FileCheck %s --check-prefix=ERR --input-file %t.128.err
; ERR: error[protocol]: threads of the CTA reach bar.sync 0 at different places
; ERR-NEXT: --> {{.*}}duplicated_barrier.rs:36:5

; ModuleID = 'duplicated_barrier.8fbf5b324b5f1b94-cgu.0'
source_filename = "duplicated_barrier.8fbf5b324b5f1b94-cgu.0"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

module asm ".shared .align 8 .b64 bar;"

; Function Attrs: nounwind
define ptx_kernel void @arrivals(ptr noundef writeonly captures(none) %out) unnamed_addr #0 !dbg !6 {
start:
  %0 = tail call i64 asm "cvta.shared.u64 ${0}, bar;", "=&l"() #3, !dbg !11, !srcloc !13
  %bar = inttoptr i64 %0 to ptr, !dbg !14
  %t = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %1 = icmp eq i32 %t, 0, !dbg !17
  br i1 %1, label %bb3, label %bb12, !dbg !17

bb3:                                              ; preds = %start
  tail call void @llvm.nvvm.mbarrier.init(ptr %bar, i32 2), !dbg !19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !20
  br label %bb5, !dbg !20

bb12:                                             ; preds = %start
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !20
  %2 = icmp eq i32 %t, 32, !dbg !21
  br i1 %2, label %bb5, label %bb10, !dbg !21

bb5:                                              ; preds = %bb12, %bb3
  %state = tail call i64 @llvm.nvvm.mbarrier.arrive(ptr %bar), !dbg !22
  br label %bb6, !dbg !22

bb10:                                             ; preds = %bb6, %bb12
  %_10 = zext nneg i32 %t to i64, !dbg !23
  %_9 = getelementptr inbounds nuw i32, ptr %out, i64 %_10, !dbg !24
  store i32 %t, ptr %_9, align 4, !dbg !25
  ret void, !dbg !26

bb6:                                              ; preds = %bb6, %bb5
  %_8 = tail call i1 @llvm.nvvm.mbarrier.test.wait(ptr %bar, i64 %state), !dbg !27
  br i1 %_8, label %bb10, label %bb6, !dbg !27
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() unnamed_addr #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.mbarrier.init(ptr, i32) unnamed_addr #2

; Function Attrs: convergent nocallback nounwind
declare i64 @llvm.nvvm.mbarrier.arrive(ptr) unnamed_addr #2

; Function Attrs: convergent nocallback nounwind
declare i1 @llvm.nvvm.mbarrier.test.wait(ptr, i64) unnamed_addr #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

attributes #0 = { nounwind "target-cpu"="sm_90a" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}
!llvm.dbg.cu = !{!4}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 7, !"Dwarf Version", i32 4}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!4 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !5, producer: "clang LLVM (rustc version 1.95.0 (59807616e 2026-04-14))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!5 = !DIFile(filename: "Inputs/duplicated_barrier.rs/@/duplicated_barrier.8fbf5b324b5f1b94-cgu.0", directory: ".")
!6 = distinct !DISubprogram(name: "arrivals", scope: !8, file: !7, line: 28, type: !9, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !4, templateParams: !10)
!7 = !DIFile(filename: "Inputs/duplicated_barrier.rs", directory: ".", checksumkind: CSK_MD5, checksum: "22d3500539816505b0dc3c395c85e08a")
!8 = !DINamespace(name: "duplicated_barrier", scope: null)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 30, column: 5, scope: !12)
!12 = distinct !DILexicalBlock(scope: !6, file: !7, line: 29, column: 5)
!13 = !{i64 5149665789078}
!14 = !DILocation(line: 31, column: 15, scope: !12)
!15 = !DILocation(line: 32, column: 13, scope: !16)
!16 = distinct !DILexicalBlock(scope: !12, file: !7, line: 31, column: 5)
!17 = !DILocation(line: 33, column: 8, scope: !18)
!18 = distinct !DILexicalBlock(scope: !16, file: !7, line: 32, column: 5)
!19 = !DILocation(line: 34, column: 9, scope: !18)
!20 = !DILocation(line: 36, column: 5, scope: !18)
!21 = !DILocation(line: 37, column: 18, scope: !18)
!22 = !DILocation(line: 38, column: 21, scope: !18)
!23 = !DILocation(line: 41, column: 18, scope: !18)
!24 = !DILocation(line: 41, column: 6, scope: !18)
!25 = !DILocation(line: 41, column: 5, scope: !18)
!26 = !DILocation(line: 42, column: 2, scope: !6)
!27 = !DILocation(line: 39, column: 16, scope: !28)
!28 = distinct !DILexicalBlock(scope: !18, file: !7, line: 38, column: 9)
