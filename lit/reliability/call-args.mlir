// A call may pass 4986 arguments, 4985 when it returns a value: past them
// ptxas's parser runs out of stack ("Parsing error near 'param4986': memory
// exhausted"); intrinsics/targets.toml [call_args]. Each side at the limit
// assembles with ptxas, whatever the arguments' type (an aggregate or a
// vector is one argument), in the input language and in LLVM IR, direct or
// through a pointer. The limit is the call's: a device function declares any
// number of parameters, and a kernel as many as its parameter space holds.
// The modules are generated (Inputs/call_args.py): one call is a 5,000-operand
// line. The refused side is call-args-invalid.mlir.
//
// RUN: %python %S/Inputs/call_args.py call 4986 > %t.call.mlir
// RUN: %nvvm-lower %t.call.mlir --target sm_90 --verify-ptx | %FileCheck %s --check-prefix=VOID
// RUN: %python %S/Inputs/call_args.py call 4986 '!llvm.struct<(i32, i64)>' > %t.struct.mlir
// RUN: %nvvm-lower %t.struct.mlir --target sm_90 --verify-ptx | %FileCheck %s --check-prefix=VOID
// RUN: %python %S/Inputs/call_args.py call 4986 'vector<4xi32>' > %t.vector.mlir
// RUN: %nvvm-lower %t.vector.mlir --target sm_100a --verify-ptx | %FileCheck %s --check-prefix=VOID
// RUN: %python %S/Inputs/call_args.py call 4986 i64 > %t.i64.mlir
// RUN: %nvvm-lower %t.i64.mlir --target sm_70 --verify-ptx | %FileCheck %s --check-prefix=VOID
// RUN: %python %S/Inputs/call_args.py result 4985 > %t.result.mlir
// RUN: %nvvm-lower %t.result.mlir --target sm_90 --verify-ptx | %FileCheck %s --check-prefix=RESULT
// RUN: %python %S/Inputs/call_args.py decl 20000 > %t.decl.mlir
// RUN: %nvvm-lower %t.decl.mlir --target sm_90 --verify-ptx | %FileCheck %s --check-prefix=DECL
// RUN: %python %S/Inputs/call_args.py kernel 8000 i8 > %t.kernel.mlir
// RUN: %nvvm-lower %t.kernel.mlir --target sm_90 --verify-ptx | %FileCheck %s --check-prefix=KERNEL
//
// LLVM IR, checked and compiled.
// RUN: %python %S/Inputs/call_args.py ll-direct 4986 > %t.direct.ll
// RUN: %nvvm-lower check %t.direct.ll --target sm_90 | %FileCheck %s --check-prefix=PASSES
// RUN: %nvvm-lower %t.direct.ll --target sm_90 --verify-ptx | %FileCheck %s --check-prefix=VOID
// RUN: %python %S/Inputs/call_args.py ll-result 4985 > %t.lresult.ll
// RUN: %nvvm-lower %t.lresult.ll --target sm_90 --verify-ptx | %FileCheck %s --check-prefix=RESULT
// RUN: %python %S/Inputs/call_args.py ll-indirect 4986 > %t.indirect.ll
// RUN: %nvvm-lower %t.indirect.ll --target sm_90 --verify-ptx | %FileCheck %s --check-prefix=INDIRECT
// RUN: %nvvm-lower check %t.indirect.ll --target sm_90 | %FileCheck %s --check-prefix=PASSES
// RUN: %python %S/Inputs/call_args.py ll-indirect-result 4985 > %t.iresult.ll
// RUN: %nvvm-lower %t.iresult.ll --target sm_90 --verify-ptx | %FileCheck %s --check-prefix=INDIRECT-RESULT

// VOID: call.uni f, (param0, param1,
// VOID-SAME: param4985);
// RESULT: call.uni (retval0), f, (param0,
// RESULT-SAME: param4984);
// DECL: .func f(
// DECL: .param .b32 f_param_19999
// KERNEL: .entry k(
// KERNEL: .param .u8 k_param_7999
// PASSES: passes for sm_90
// INDIRECT: call %rd{{[0-9]+}}, (param0,
// INDIRECT-SAME: param4985), prototype_0;
// INDIRECT-RESULT: call (retval0), %rd{{[0-9]+}}, (param0,
// INDIRECT-RESULT-SAME: param4984), prototype_0;
