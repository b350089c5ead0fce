; LLVM's readers verify a module with debug info as they finish and end the
; process on any fault ("Broken module found, compilation aborted!"); llc-22
; does the same. nvvm-lower reads without that upgrade: a fault is LLVM's
; verifier's diagnostic at its line, exit 1; debug info that is the only
; fault is dropped, as llc-22 drops it, and the module passes.
;
; RUN: %not %nvvm-lower check %s --target sm_90 2>&1 | %FileCheck %s
; RUN: %not %nvvm-lower %s --target sm_90 -o %t.ptx 2>&1 | %FileCheck %s
; RUN: test ! -e %t.ptx
; RUN: sed 's/(i31 0)/(i32 0)/; s/all(i31)/all(i32)/; s/line: 3, scope: !5/line: 3, scope: !2/' %s > %t.debug-only.ll
; RUN: %nvvm-lower check %t.debug-only.ll --target sm_90 2>&1 | %FileCheck %s --check-prefix=DEBUG-ONLY

; CHECK: error[llvm-verify]: LLVM's verifier rejects the module: Intrinsic has incorrect argument type
; CHECK-NEXT: = at: ptr @llvm.nvvm.barrier.cta.sync.aligned.{{all}}
; CHECK-NOT: LLVM ERROR
; DEBUG-ONLY-NOT: error
; DEBUG-ONLY: passes for sm_90 at PTX ISA 7.8

define ptx_kernel void @k() !dbg !5 {
  call void @llvm.nvvm.barrier.cluster.arrive(), !dbg !7
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i31 0), !dbg !7
  ret void, !dbg !8
}
declare void @llvm.nvvm.barrier.cluster.arrive()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i31)

!llvm.module.flags = !{!0}
!llvm.dbg.cu = !{!1}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C, file: !2, emissionKind: LineTablesOnly)
!2 = !DIFile(filename: "k.cu", directory: "/")
!5 = distinct !DISubprogram(name: "k", scope: !2, file: !2, line: 1, type: !6, spFlags: DISPFlagDefinition, unit: !1)
!6 = !DISubroutineType(types: !{})
!7 = !DILocation(line: 2, scope: !5)
; (debug-only.ll: a return's location whose scope is a file, not a local
; scope, which is invalid debug info.)
!8 = !DILocation(line: 3, scope: !5)
