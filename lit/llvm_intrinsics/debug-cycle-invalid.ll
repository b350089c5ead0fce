; Debug info whose 'inlinedAt:' or 'scope:' fields come back to where they
; started: LLVM's parser takes it, and LLVM's verifier follows the chain and
; never ends (found by the `check` fuzz target as a timeout: a DILocation
; inlined at itself). Refused at a node of the cycle before LLVM reads the
; text: a call-site cycle of two, and lexical blocks each the other's scope.
; With the chains ended the module compiles.
; RUN: sed -n '/^; CALLS /s/^; CALLS //p' %s > %t.calls.ll
; RUN: cat %s >> %t.calls.ll
; RUN: %not %nvvm-lower check %t.calls.ll --target sm_90 2>&1 | %FileCheck %s --check-prefix=CALLS
; CALLS: error[metadata]: debug info node '!{{[89]}}' is its own scope or call site (through 'scope:' and 'inlinedAt:' fields)
; CALLS !8 = !DILocation(line: 2, column: 1, scope: !3, inlinedAt: !9)
; CALLS !9 = !DILocation(line: 3, column: 1, scope: !3, inlinedAt: !8)
; RUN: sed -n '/^; SCOPES /s/^; SCOPES //p' %s > %t.scopes.ll
; RUN: cat %s >> %t.scopes.ll
; RUN: %not %nvvm-lower check %t.scopes.ll --target sm_90 2>&1 | %FileCheck %s --check-prefix=SCOPES
; SCOPES: error[metadata]: debug info node '!{{1[01]}}' is its own scope or call site
; SCOPES !10 = distinct !DILexicalBlock(scope: !11, file: !1, line: 1)
; SCOPES !11 = distinct !DILexicalBlock(scope: !10, file: !1, line: 1)
; RUN: %nvvm-lower %s --target sm_90 --verify-ptx -o /dev/null

define ptx_kernel void @k(ptr addrspace(1) %p) !dbg !3 {
  store i32 1, ptr addrspace(1) %p, align 4, !dbg !7
  ret void, !dbg !7
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5}
!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "t", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "k.py", directory: "/tmp")
!2 = !DISubroutineType(types: !{})
!3 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !2, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!5 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !DILocation(line: 7, column: 3, scope: !3)
