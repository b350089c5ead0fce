// MLIR 22's attribute aliases and type attributes, as CuTe DSL's NVVM-dialect
// MLIR writes them: aliases defined at the top of the file (`#name = attr`,
// one naming another; `!name = type`) and used after it, and a type as an
// attribute's value (`llvm.byval = !llvm.struct<...>`, LLVM types nested
// inside without their `!llvm.`), and a dictionary as an attribute's value
// (`launch = {...}`, kept as it is written). A use reads as the value it names: the
// reqntid alias becomes the kernel's `.reqntid`.
// RUN: %nvvm-lower %s --target sm_90a -o %t.ptx
// RUN: %FileCheck %s --input-file %t.ptx
// RUN: %ptxas-verify %t.ptx
// RUN: %mlir-opt %s > /dev/null

#loop_unroll = #llvm.loop_unroll<disable = true, count = 1 : i32>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
#block = array<i32: 128, 1, 1>
!tma_desc = !llvm.struct<(struct<(array<16 x i64>)>)>
!smem = !llvm.ptr<3>
module {
  // CHECK: .entry count(
  // CHECK: .reqntid 128, 1, 1
  llvm.func @count(%desc: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !tma_desc, nvvm.grid_constant}, %bar: !smem, %n: i32) attributes {launch = {cluster_launch = true, schema_version = 1 : i64}, nvvm.kernel, nvvm.reqntid = #block} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    llvm.br ^bb1(%c0 : i32)
  ^bb1(%i: i32):
    %more = llvm.icmp "slt" %i, %n : i32
    llvm.cond_br %more, ^bb2, ^bb3
  ^bb2:
    // CHECK: mbarrier.init.shared.b64
    nvvm.mbarrier.init %bar, %i : !smem, i32
    %next = llvm.add %i, %c1 : i32
    llvm.br ^bb1(%next : i32) {loop_annotation = #loop_annotation}
  ^bb3:
    llvm.return
  }
}
