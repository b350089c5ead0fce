; Valid IR whose debug info the verifier refuses (a location's scope is a
; file): dropped as LLVM's reader drops it, and the module compiles.
define ptx_kernel void @k() !dbg !3 {
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
!9 = !DILocation(line: 2, column: 1, scope: !1)
