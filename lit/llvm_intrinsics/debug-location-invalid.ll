; Debug info LLVM's parser and verifier take but LLVM's DWARF writer reads as
; what it should be: a DILexicalBlockFile whose 'file:' is a tuple is read
; as a file, and the NVPTX asm printer dies of SIGSEGV (llc-22 too; found by
; the `check` fuzz target). The check refuses it at the instruction; with a
; DIFile there the module compiles and assembles.
; RUN: %not %nvvm-lower check %s --target sm_90 2>&1 | %FileCheck %s
; CHECK: error[metadata]: this instruction's debug location has a scope whose 'file:' is no DIFile
; CHECK-NEXT: ┌─ {{.*}}debug-location-invalid.ll:[[# @LINE + 7]]:3
; RUN: sed 's/file: !5, discriminator/file: !1, discriminator/' %s > %t.ll
; RUN: %nvvm-lower %t.ll --target sm_90 --verify-ptx -o /dev/null

target triple = "nvptx64-nvidia-cuda"

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
!4 = distinct !DILexicalBlockFile(scope: !3, file: !5, discriminator: 0)
!5 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !DILocation(line: 7, column: 3, scope: !4)
