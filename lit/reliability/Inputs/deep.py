"""Deep and long LLVM IR for the reliability tests (docs/reliability.md F24).

    python3 deep.py SHAPE N

writes to standard output a module whose kernel @k calls a barrier, with:

  struct        a global of a struct type nested N deep: {{{...i32...}}}
  array         a global of an array type nested N deep: [1 x [1 x ...]]
  gep           a global initialised with N nested GEP constant expressions
  md-inline     named metadata with an inline node nested N deep: !{!{...}}
  md-chain      N metadata nodes, each the operand of the one before
                (!0 = !{!1} ... : forward references)
  md-chain-rev  the same chain defined operands first (no forward reference)
  named-types   N named struct types, each the only field of the one before
  di-blocks     debug info: the barrier's location in N nested lexical blocks
  gep-chain     N GEP instructions, each of the one before
  phi-chain     N blocks, each with a phi of the one before
"""
import sys

shape, n = sys.argv[1], int(sys.argv[2])
top, body, tail = [], ["  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)"], []
if shape == "struct":
    top.append("@g = addrspace(1) global " + "{" * n + "i32" + "}" * n + " zeroinitializer")
elif shape == "array":
    top.append("@g = addrspace(1) global " + "[1 x " * n + "i32" + "]" * n + " zeroinitializer")
elif shape == "gep":
    e = "ptr addrspace(1) @g"
    for _ in range(n):
        e = f"ptr addrspace(1) getelementptr (i8, {e}, i64 1)"
    top += ["@g = addrspace(1) global [4 x i8] zeroinitializer", f"@p = addrspace(1) global {e}"]
elif shape == "md-inline":
    tail += ["!llvm.foo = !{!0}", "!0 = " + "!{" * n + "}" * n]
elif shape == "md-chain":
    tail.append("!llvm.foo = !{!0}")
    tail += [f"!{i} = !{{!{i + 1}}}" for i in range(n - 1)] + [f"!{n - 1} = !{{}}"]
elif shape == "md-chain-rev":
    tail += [f"!llvm.foo = !{{!{n - 1}}}", "!0 = !{}"] + [f"!{i} = !{{!{i - 1}}}" for i in range(1, n)]
elif shape == "named-types":
    top += [f"%t{i} = type {{ %t{i + 1} }}" for i in range(n - 1)] + [f"%t{n - 1} = type {{ i32 }}"]
    top.append("@g = addrspace(1) global %t0 zeroinitializer")
    body.append("  %v = load %t0, ptr addrspace(1) @g")
elif shape == "di-blocks":
    body = ["  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !9"]
    tail += [
        "!llvm.dbg.cu = !{!0}",
        "!llvm.module.flags = !{!4}",
        '!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "deep.py", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)',
        '!1 = !DIFile(filename: "k.cu", directory: "/")',
        "!2 = !DISubroutineType(types: !{null})",
        "!3 = distinct !DISubprogram(name: \"k\", scope: !1, file: !1, line: 1, type: !2, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)",
        '!4 = !{i32 2, !"Debug Info Version", i32 3}',
    ]
    tail += [f"!{10 + i} = distinct !DILexicalBlock(scope: !{9 + i if i else 3}, file: !1, line: {i + 2}, column: 1)" for i in range(n)]
    tail.append(f"!9 = !DILocation(line: {n + 2}, column: 1, scope: !{9 + n if n else 3})")
elif shape == "gep-chain":
    body = ["  %p0 = getelementptr i8, ptr %p, i64 1"] + [f"  %p{i} = getelementptr i8, ptr %p{i - 1}, i64 1" for i in range(1, n)]
    body += [f"  store i32 0, ptr %p{n - 1}", "  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)"]
elif shape == "phi-chain":
    body = ["  br label %b0"]
    for i in range(n):
        incoming = "%p, %entry" if i == 0 else f"%q{i - 1}, %b{i - 1}"
        body += [f"b{i}:", f"  %q{i} = phi ptr [ {incoming} ]", f"  br label %b{i + 1}"]
    body += [f"b{n}:", f"  store i32 0, ptr %q{n - 1}", "  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)"]
else:
    sys.exit(f"unknown shape {shape}")
dbg = " !dbg !3" if shape == "di-blocks" else ""
print("\n".join(top + [f"define ptx_kernel void @k(ptr %p){dbg} {{", "entry:"] + body + ["  ret void", "}"] + tail))
