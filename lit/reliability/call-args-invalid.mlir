// One argument past ptxas's limit on a call (4986, 4985 with a result;
// intrinsics/targets.toml [call_args]) is refused at the call, with the
// number, in the input language and in a front end's LLVM IR (`check` and a
// compile), direct, through a pointer, or through a function of another type.
// The accepted side is call-args.mlir; the modules are generated
// (Inputs/call_args.py).
//
// RUN: %python %S/Inputs/call_args.py call 4987 > %t.call.mlir
// RUN: %not %nvvm-lower %t.call.mlir --target sm_90 -o %t.ptx 2>&1 | %FileCheck %s --check-prefixes=VOID,TEXT
// RUN: test ! -e %t.ptx
// RUN: %python %S/Inputs/call_args.py call 4987 '!llvm.struct<(i32, i64)>' > %t.struct.mlir
// RUN: %not %nvvm-lower %t.struct.mlir --target sm_100a 2>&1 | %FileCheck %s --check-prefixes=VOID,TEXT
// RUN: %python %S/Inputs/call_args.py result 4986 > %t.result.mlir
// RUN: %not %nvvm-lower %t.result.mlir --target sm_80 2>&1 | %FileCheck %s --check-prefixes=RESULT,TEXT-RESULT
//
// RUN: %python %S/Inputs/call_args.py ll-direct 4987 > %t.direct.ll
// RUN: %not %nvvm-lower check %t.direct.ll --target sm_90 2>&1 | %FileCheck %s --check-prefixes=VOID,LL
// RUN: %not %nvvm-lower %t.direct.ll --target sm_90 2>&1 | %FileCheck %s --check-prefixes=VOID,LL
// RUN: %python %S/Inputs/call_args.py ll-result 4986 > %t.lresult.ll
// RUN: %not %nvvm-lower check %t.lresult.ll --target sm_90 2>&1 | %FileCheck %s --check-prefixes=RESULT,LL
// RUN: %python %S/Inputs/call_args.py ll-indirect 4987 > %t.indirect.ll
// RUN: %not %nvvm-lower check %t.indirect.ll --target sm_90 2>&1 | %FileCheck %s --check-prefixes=VOID,LL
// RUN: %python %S/Inputs/call_args.py ll-indirect-result 4986 > %t.iresult.ll
// RUN: %not %nvvm-lower check %t.iresult.ll --target sm_90 2>&1 | %FileCheck %s --check-prefixes=RESULT,LL-INDIRECT
// A function of 4986 parameters called as one of 4987 (valid LLVM IR: the
// call's own type counts).
// RUN: %python %S/Inputs/call_args.py ll-direct 4986 | sed 's/call void @f(\(.*\))$/call void @f(\1, i32 2)/' > %t.mismatch.ll
// RUN: %not %nvvm-lower check %t.mismatch.ll --target sm_90 2>&1 | %FileCheck %s --check-prefixes=VOID,LL

// VOID: error[call]: this call passes 4987 arguments, more than the 4986 that ptxas takes in a call
// RESULT: error[call]: this call passes 4986 arguments, more than the 4985 that ptxas takes in a call with a result
// TEXT-NEXT: ┌─ {{.*}}.mlir:6:3
// TEXT-RESULT-NEXT: ┌─ {{.*}}.mlir:6:3
// LL-NEXT: ┌─ {{.*}}.ll:5:3
// LL-INDIRECT-NEXT: ┌─ {{.*}}.ll:2:3
// VOID: = ptxas's parser runs out of stack on a longer argument list ('Parsing error near 'param4986': memory exhausted'), on every target; 4985 with a result
// RESULT: = ptxas's parser runs out of stack on a longer argument list ('Parsing error near 'param4985': memory exhausted'), on every target; 4986 without one
// VOID-NOT: error[
// RESULT-NOT: error[
