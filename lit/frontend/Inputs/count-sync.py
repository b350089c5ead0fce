#!/usr/bin/env python3
"""Counts the synchronisation instructions of LLVM IR files, by how the front
end wrote them: as inline PTX (`asm` strings) or as llvm.nvvm.* intrinsic calls.

    count-sync.py [--markdown] LABEL=FILE.ll ...   (or plain FILE.ll)

A sync instruction is a barrier (bar/barrier, cluster barrier), an mbarrier
op, a fence/membar, an async copy or its group/wait (cp.async*, cp.reduce.async*),
an atomic/reduction (atom/red, the nvvm atomic intrinsics), an acquire/release
load or store, elect.sync, setmaxnreg, griddepcontrol, a wgmma fence/commit/wait,
a tcgen05 alloc/dealloc/relinquish/commit/fence/wait, or tensormap.replace.
Counted per call site (static count), every instruction inside an asm string.
LLVM's own atomicrmw/cmpxchg/fence instructions are counted in a third column.
"""
import re
import sys

PTX_SYNC = re.compile(
    r"^(?:@!?[%$]?\w+\s+)?("
    r"bar(?:rier)?\.[\w.:]+|bar\.warp\.sync|mbarrier\.[\w.:]+|fence\.[\w.:]+|membar\.\w+|"
    r"cp\.async[\w.:]*|cp\.reduce\.async[\w.:]*|atom\.[\w.:]+|red\.[\w.:]+|"
    r"ld\.[\w.:]*(?:acquire|relaxed|volatile)[\w.:]*|st\.[\w.:]*(?:release|relaxed|async)[\w.:]*|"
    r"elect\.sync|setmaxnreg\.[\w.]+|griddepcontrol\.\w+|wgmma\.(?:fence|commit_group|wait_group)[\w.]*|"
    r"tcgen05\.(?:alloc|dealloc|relinquish_alloc_permit|commit|fence|wait)[\w.:]*|tensormap\.replace[\w.:]*"
    r")\b")
NVVM_SYNC = re.compile(
    r"^llvm\.nvvm\.("
    r"barrier[\w.]*|bar\.[\w.]+|mbarrier\.[\w.]+|fence\.[\w.]+|membar\.\w+|cp\.async[\w.]*|cp\.reduce\.async[\w.]*|"
    r"atomic\.[\w.]+|red\.[\w.]+|ld\.(?:acquire|relaxed)[\w.]*|st\.(?:release|relaxed)[\w.]*|st\.async[\w.]*|"
    r"elect\.sync|setmaxnreg\.[\w.]+|griddepcontrol\.\w+|wgmma\.(?:fence|commit_group|wait_group)[\w.]*|"
    r"tcgen05\.(?:alloc|dealloc|relinquish\.alloc\.permit|commit|fence|wait)[\w.]*|tensormap\.replace[\w.]*|"
    r"cluster\.(?:arrive|wait)[\w.]*"
    r")$")
ASM_CALL = re.compile(r'\basm\s+(?:sideeffect\s+)?(?:alignstack\s+)?(?:inteldialect\s+)?"((?:[^"\\]|\\.)*)"')
NVVM_CALL = re.compile(r"\bcall\b[^@]*@(llvm\.nvvm\.[\w.]+)\(")
LLVM_ATOMIC = re.compile(r"^\s*(?:%\S+\s*=\s*)?(atomicrmw|cmpxchg|fence)\b|\bload atomic\b|\bstore atomic\b")


def unescape(s):
    return re.sub(r"\\([0-9A-Fa-f]{2})", lambda m: chr(int(m.group(1), 16)), s)


def count(path):
    inline = nvvm = llvm_atomic = 0
    target = "?"
    for line in open(path, errors="replace"):
        m = re.search(r'"target-cpu"="(sm_\w+)"', line) or re.search(r"target (sm_\w+) \(GPUTarget", line)
        if m and target == "?":
            target = m.group(1)
        if line.lstrip().startswith(("declare", ";")):
            continue
        for a in ASM_CALL.finditer(line):
            for ins in re.split(r"[;\n]", unescape(a.group(1))):
                ins = ins.strip().lstrip("{").strip()
                if PTX_SYNC.match(ins):
                    inline += 1
        for c in NVVM_CALL.finditer(line):
            if NVVM_SYNC.match(c.group(1)):
                nvvm += 1
        if LLVM_ATOMIC.search(line):
            llvm_atomic += 1
    return target, inline, nvvm, llvm_atomic


def main(argv):
    md = "--markdown" in argv
    args = [a for a in argv if a != "--markdown"]
    if md:
        print("| kernel | target | inline PTX | llvm.nvvm intrinsics | LLVM atomics/fences |")
        print("|---|---|---:|---:|---:|")
    for a in args:
        label, _, path = a.rpartition("=")
        label = label or path
        t, i, n, l = count(path)
        print(f"| {label} | {t} | {i} | {n} | {l} |" if md else f"{label}\t{t}\t{i}\t{n}\t{l}")


if __name__ == "__main__":
    main(sys.argv[1:])
