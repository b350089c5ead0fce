"""Modules at ptxas's limit on a call's arguments (intrinsics/targets.toml
[call_args]), generated rather than committed: a call's argument list is one
line of 5,000 operands.

    call_args.py KIND N [TYPE]

KIND: call (a void call of N arguments of TYPE, i32 by default), result (a
call of N i32 arguments with an i32 result), decl (a device function of N
parameters that nothing calls), kernel (a kernel of N i8 parameters), and in
LLVM IR ll-direct, ll-result, ll-indirect, ll-indirect-result.
"""
import sys

kind, n = sys.argv[1], int(sys.argv[2])
ty = sys.argv[3] if len(sys.argv) > 3 else "i32"
params = ", ".join(f"%a{i}: {ty}" for i in range(n))
value = f"%c = llvm.mlir.constant(1 : {ty}) : {ty}" if ty.startswith("i") else f"%c = llvm.mlir.undef : {ty}"
args, types = ", ".join(["%c"] * n), ", ".join([ty] * n)
ll_params, ll_args = ", ".join(f"i32 %a{i}" for i in range(n)), ", ".join(["i32 1"] * n)
out = {
    "call": f"llvm.func @f({params}) {{\n  llvm.return\n}}\n"
    f"llvm.func @k() attributes {{nvvm.kernel}} {{\n  {value}\n  llvm.call @f({args}) : ({types}) -> ()\n  llvm.return\n}}",
    "result": f"llvm.func @f({params}) -> {ty} {{\n  llvm.return %a0 : {ty}\n}}\n"
    f"llvm.func @k(%out: !llvm.ptr<1>) attributes {{nvvm.kernel}} {{\n  {value}\n"
    f"  %r = llvm.call @f({args}) : ({types}) -> {ty}\n  llvm.store %r, %out : {ty}, !llvm.ptr<1>\n  llvm.return\n}}",
    "decl": f"llvm.func @f({params}) {{\n  llvm.return\n}}\nllvm.func @k() attributes {{nvvm.kernel}} {{\n  llvm.return\n}}",
    "kernel": f"llvm.func @k({params}) attributes {{nvvm.kernel}} {{\n  llvm.return\n}}",
    "ll-direct": f"define void @f({ll_params}) {{\n  ret void\n}}\n"
    f"define ptx_kernel void @k() {{\n  call void @f({ll_args})\n  ret void\n}}",
    "ll-result": f"define i32 @f({ll_params}) {{\n  ret i32 %a0\n}}\n"
    f"define ptx_kernel void @k(ptr addrspace(1) %o) {{\n  %r = call i32 @f({ll_args})\n  store i32 %r, ptr addrspace(1) %o\n  ret void\n}}",
    "ll-indirect": f"define void @f({ll_params}) {{\n  ret void\n}}\n"
    f"define ptx_kernel void @k(ptr %fp) {{\n  call void %fp({ll_args})\n  ret void\n}}",
    "ll-indirect-result": f"define ptx_kernel void @k(ptr %fp, ptr addrspace(1) %o) {{\n  %r = call i32 %fp({ll_args})\n"
    f"  store i32 %r, ptr addrspace(1) %o\n  ret void\n}}",
}[kind]
print(out)
