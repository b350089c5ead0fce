#!/usr/bin/env python3
"""Regenerates lit/frontend/cute/*.ll from lit/frontend/cute/kernels.py.

Run through scripts/cute-corpus (which provides the pinned CuTe DSL). Each
kernel is compiled by `cute.compile` in a process of its own (CUTE_DSL_ARCH
names the target; no GPU). The module CuTe DSL hands to libNVVM is taken
where its compiler runs its pass pipeline: the same pipeline with
`llvm-only=true` stops at the LLVM and NVVM dialects, the `gpu.module`'s body
is moved into a module of its own and `translate_module_to_llvmir` writes the
LLVM IR. CuTe DSL goes on to compile the module with libNVVM, and keeps that
PTX (CUTE_DSL_KEEP=ptx): the PTX libNVVM writes for the same IR, against
which the reader's upgrade of libNVVM's spellings is compared.

What each fixture expects is measured here with the arbiters, llc-22 and
ptxas (scripts/ptxas-verify): the module as `nvvm-lower --emit llvm-ir`
writes it (LLVM 22's spellings) is compiled by llc-22 at each PTX version
from the target's minimum up, and the lowest that ptxas assembles is the
version `check` must name; the calls of libNVVM's spellings are counted in
the text (intrinsics/libnvvm.toml's names). The fixture's header also counts,
per PTX opcode of the synchronisation families, the instructions in
libNVVM's PTX and in nvvm-lower's. A kernel kernels.py names a refusal for
is checked to be refused with that error code, and its fixture expects it.

    cute_corpus.py [--only NAME]...
    cute_corpus.py --compile NAME OUT_DIR     (one kernel; run by the above)
"""
import argparse
import collections
import glob
import os
import re
import subprocess
import sys
import tempfile
import tomllib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "lit", "frontend", "cute")
LLVM_BIN = os.path.join(os.environ.get("LLVM_SYS_221_PREFIX", "/usr/lib/llvm-22"), "bin")
PTXAS_VERIFY = [sys.executable, os.path.join(ROOT, "scripts", "ptxas-verify")]
NVVM_LOWER = os.path.join(os.environ.get("NVVM_LOWER_TARGET_DIR", os.path.join(ROOT, "target")), "release", "nvvm-lower")
TARGET_MIN_PTX = {"sm_90a": 80, "sm_100a": 86}
PTX_VERSIONS = [80, 81, 82, 83, 84, 85, 86, 87, 88, 90]
# PTX opcodes whose counts the header compares (libNVVM's PTX vs nvvm-lower's).
SYNC_OPCODE = re.compile(r"^\s*(?:@!?%?\w+\s+)?((?:mbarrier|cp\.async\.bulk|tcgen05|fence|wgmma|barrier|bar|elect|(?:add|mul|fma)\.\w+\.f32x2|setmaxnreg)[\w.:]*)", re.M)
# PTX's defaults, spelled out by one writer and left out by the other: .shared
# is .shared::cta, a wait acquires and an arrive releases at CTA scope.
CANONICAL = [(r"\.shared::cta\b", ".shared"), (r"^(mbarrier\.(?:try|test)_wait[\w.]*?)\.acquire\.cta\b", r"\1"), (r"^(mbarrier\.arrive[\w.]*?)\.release\.cta\b", r"\1")]


def canonical(opcode):
    for pattern, to in CANONICAL:
        opcode = re.sub(pattern, to, opcode)
    return opcode


def ver(v):
    return f"{v // 10}.{v % 10}"


def load_kernels():
    sys.path.insert(0, CORPUS)
    import kernels

    return kernels


def compile_one(name, out_dir):
    """In this process (CUTE_DSL_ARCH set by the caller): compile `name`,
    write OUT_DIR/kernel.ll (the module for libNVVM) and OUT_DIR/libnvvm.ptx."""
    import cutlass.cute as cute
    from cutlass.base_dsl import compiler
    from cutlass._mlir import ir
    from cutlass._mlir.dialects import llvm

    run_pipeline = compiler.Compiler.compile

    def keep_llvm_ir(self, module, pipeline, *args, **kwargs):
        nvvm = ir.Module.parse(str(module))
        llvm_only = re.sub(r"\}\)\s*$", " llvm-only=true})", pipeline)
        self.passmanager.PassManager.parse(llvm_only).run(nvvm.operation)
        gpu_module = next(op for op in nvvm.body.operations if op.operation.name == "gpu.module")
        kernels = ir.Module.create(loc=ir.Location.unknown())
        with ir.InsertionPoint(kernels.body):
            for op in gpu_module.regions[0].blocks[0].operations:
                op.operation.clone()
        with open(os.path.join(out_dir, "kernel.ll"), "w") as f:
            f.write(str(llvm.translate_module_to_llvmir(kernels.operation)))
        return run_pipeline(self, module, pipeline, *args, **kwargs)

    compiler.Compiler.compile = keep_llvm_ir
    build = load_kernels().KERNELS[name][1]
    kernel, args = build()
    cute.compile(kernel, *args)
    ptx = glob.glob(os.path.join(os.environ["CUTE_DSL_DUMP_DIR"], "*.ptx"))
    if len(ptx) != 1:
        sys.exit(f"cute-corpus: expected one PTX file kept by CuTe DSL, found {len(ptx)}")
    os.rename(ptx[0], os.path.join(out_dir, "libnvvm.ptx"))


def assembles(ll_path, target, ptx):
    with tempfile.TemporaryDirectory() as d:
        out = os.path.join(d, "k.ptx")
        r = subprocess.run([os.path.join(LLVM_BIN, "llc"), "-mtriple=nvptx64-nvidia-cuda", f"-mcpu={target}", f"-mattr=+ptx{ptx}", ll_path, "-o", out],
                           capture_output=True, text=True)
        return r.returncode == 0 and subprocess.run(PTXAS_VERIFY + [out], capture_output=True).returncode == 0


def opcode_counts(ptx_text):
    # Inline asm's own text is in the PTX too; comments are not instructions.
    text = re.sub(r"//[^\n]*", "", ptx_text)
    return collections.Counter(canonical(m.group(1)) for m in SYNC_OPCODE.finditer(text))


def libnvvm_calls(ll_text):
    """Calls of the names intrinsics/libnvvm.toml lists, counted in the text."""
    with open(os.path.join(ROOT, "intrinsics", "libnvvm.toml"), "rb") as f:
        names = {u["libnvvm"] for u in tomllib.load(f)["upgrade"]}
    return sum(1 for m in re.finditer(r"\bcall [^;\n]*?@(llvm\.nvvm\.[\w.]+)\(", ll_text) if m.group(1) in names)


def generate(name, target, check_args, refusal, cute_version, py):
    with tempfile.TemporaryDirectory() as d:
        dump = os.path.join(d, "dump")
        os.mkdir(dump)
        env = {**os.environ, "CUTE_DSL_ARCH": target, "CUTE_DSL_KEEP": "ptx", "CUTE_DSL_DUMP_DIR": dump}
        subprocess.run([py, os.path.abspath(__file__), "--compile", name, d], check=True, env=env)
        raw_path = os.path.join(d, "kernel.ll")
        raw = open(raw_path).read()
        libnvvm_ptx = open(os.path.join(d, "libnvvm.ptx")).read()
        libnvvm_version = re.search(r"^\.version\s+(\S+)", libnvvm_ptx, re.M).group(1)
        L = [
            f"; CuTe DSL (nvidia-cutlass-dsl {cute_version}) output for '{name}' of lit/frontend/cute/kernels.py, target {target}:",
            "; the LLVM IR it hands to libNVVM (its pass pipeline with llvm-only=true, translated by translate_module_to_llvmir).",
            "; Generated by scripts/cute-corpus; do not edit (regenerate instead).",
            f"; libNVVM wrote PTX ISA {libnvvm_version} for it.",
        ]
        calls = libnvvm_calls(raw)
        args = " ".join(check_args)
        if refusal:
            r = subprocess.run([NVVM_LOWER, "check", raw_path, "--target", target, *check_args], capture_output=True, text=True)
            if r.returncode != 1 or f"error[{refusal}]" not in r.stderr:
                sys.exit(f"cute-corpus: {name}: expected check to refuse it with error[{refusal}] (exit {r.returncode})")
            L += [
                f"; nvvm-lower check refuses it: error[{refusal}] (see lit/frontend/cute/kernels.py).",
                ";",
                f"; RUN: %not %nvvm-lower check %s --target {target} {args} 2> %t.err".replace("  ", " "),
                "; RUN: %FileCheck %s --input-file %t.err",
            ]
            if calls:
                L.append(f"; CHECK: note[libnvvm]: read {calls} call{'s' if calls > 1 else ''} of libNVVM's intrinsic spellings")
            L.append(f"; CHECK: error[{refusal}]:")
        else:
            upgraded, ours = os.path.join(d, "upgraded.ll"), os.path.join(d, "ours.ptx")
            subprocess.run([NVVM_LOWER, raw_path, "--target", target, *check_args, "--emit", "llvm-ir", "-o", upgraded], check=True)
            lo = next((v for v in PTX_VERSIONS if v >= TARGET_MIN_PTX[target] and assembles(upgraded, target, v)), None)
            if lo is None:
                sys.exit(f"cute-corpus: {name}: llc-22 + ptxas assemble the upgraded module at no PTX version")
            subprocess.run([NVVM_LOWER, raw_path, "--target", target, *check_args, "-o", ours], check=True)
            ours_counts, theirs = opcode_counts(open(ours).read()), opcode_counts(libnvvm_ptx)
            L += [
                f"; Expectations measured with llc-22 + ptxas on the module with libNVVM's spellings upgraded: lowest PTX ISA {ver(lo)} for {target}.",
                "; Instructions of the synchronisation families (PTX's defaults left out), libNVVM's PTX / nvvm-lower's:",
            ]
            L += [f";   {op}: {theirs[op]} / {ours_counts[op]}" for op in sorted(set(ours_counts) | set(theirs))]
            L += [";", f"; RUN: %nvvm-lower check %s --target {target} {args} 2>&1 | %FileCheck %s".replace("  ", " ")]
            if calls:
                L.append(f"; CHECK: note[libnvvm]: read {calls} call{'s' if calls > 1 else ''} of libNVVM's intrinsic spellings")
            L += [
                f"; CHECK: passes for {target} at PTX ISA {ver(lo)}",
                f"; RUN: %nvvm-lower %s --target {target} {args} -o %t.ptx".replace("  ", " "),
                "; RUN: %ptxas-verify %t.ptx",
            ]
    path = os.path.join(CORPUS, f"{name}.{target}.ll")
    with open(path, "w") as f:
        f.write("\n".join(L) + "\n\n" + raw)
    print(f"cute-corpus: wrote {os.path.relpath(path, ROOT)} ({len(raw)} bytes)")


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--only", action="append", default=[])
    p.add_argument("--compile", nargs=2, metavar=("NAME", "OUT_DIR"))
    a = p.parse_args()
    if a.compile:
        compile_one(*a.compile)
        return
    import importlib.metadata

    cute_version = importlib.metadata.version("nvidia-cutlass-dsl")
    for name, (target, _, check_args, refusal) in load_kernels().KERNELS.items():
        if not a.only or name in a.only:
            generate(name, target, check_args, refusal, cute_version, sys.executable)


if __name__ == "__main__":
    main()
