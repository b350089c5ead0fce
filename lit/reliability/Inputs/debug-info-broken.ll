; A module with debug info of LLVM's version whose IR the verifier refuses:
; LLVM's reader ran its verifier on it and aborted ("Broken module found,
; compilation aborted!"); the check refuses it with the verifier's message.
define ptx_kernel void @k() !dbg !3 {
  %a = add i32 %b, 1, !dbg !9
  %b = add i32 1, 1, !dbg !9
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !9
  ret void
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "k.cu", directory: "/")
!2 = !DISubroutineType(types: !{null})
!3 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !2, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!4 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !DILocation(line: 2, column: 1, scope: !3)
