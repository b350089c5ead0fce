#!/usr/bin/env python3
"""`nvvm-lower check` against llc-22's whole code generation on the front-end
corpus: Triton's and Gluon's own LLVM IR (lit/frontend/triton, triton39,
gluon), CuTe DSL's (lit/frontend/cute, when present) and CUTLASS's examples
compiled by clang-22 (target/cutlass/out, when scripts/cutlass-corpus has run).
The check, the protocol model included, is meant to cost at most a quarter of
what llc-22 spends on the same module; the "model" column is what the protocol
model adds (`check` less `check --no-protocol`).

    benches/frontend_check.py [RUNS] [CHECK_JSON]     (default 7; prints a markdown table)

Each command runs RUNS times per module, alternating, after one warm-up run;
the table shows the medians and their ratio. CHECK_JSON (benches/check.rs's
output) adds what the same check costs in process, as a front end calling the
library pays it: LLVM's parse of the text, then `check::check_module`. Run by
scripts/bench.
"""
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def timed(cmd):
    start = time.perf_counter()
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    return time.perf_counter() - start


def main():
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    in_process = {}
    if len(sys.argv) > 2:
        for m in json.loads(Path(sys.argv[2]).read_text())["modules"]:
            in_process[m["module"]] = (m["parse_ms"] + m["check_module_ms"]) / 1000
    binary = os.environ["NVVM_LOWER_BIN"]
    llc = os.path.join(os.environ.get("LLVM_SYS_221_PREFIX", "/usr/lib/llvm-22"), "bin", "llc")
    rows, ratios, lib_ratios = [], [], []
    modules = []
    for d in ("lit/frontend/triton", "lit/frontend/triton39", "lit/frontend/gluon", "lit/frontend/cute", "target/cutlass/out"):
        modules += [ll for ll in sorted((ROOT / d).glob("*.ll")) if ll.name.count(".") == 2]
    for ll in modules:
        target = ll.name.split(".")[1]
        check = [binary, "check", str(ll), "--target", target]
        bare = check + ["--no-protocol"]
        codegen = [llc, "-mtriple=nvptx64-nvidia-cuda", f"-mcpu={target}", "-mattr=+ptx88", str(ll), "-o", os.devnull]
        timed(check), timed(bare), timed(codegen)
        c, b, g = [], [], []
        for _ in range(runs):
            c.append(timed(check))
            b.append(timed(bare))
            g.append(timed(codegen))
        mc, mb, mg = statistics.median(c), statistics.median(b), statistics.median(g)
        ratios.append(mc / mg)
        lib = in_process.get(ll.name)
        lib_cells = f" {lib * 1000:.1f} | {lib / mg:.2f} |" if lib else " | |"
        if lib:
            lib_ratios.append(lib / mg)
        model = max(mc - mb, 0.0)
        rows.append(f"| {ll.name} | {ll.stat().st_size // 1024} | {mc * 1000:.1f} | {model * 1000:.1f} | {mg * 1000:.1f} | {mc / mg:.2f} |{lib_cells}")
    print("| module | KiB | check ms | model ms | llc-22 ms | check / llc | in process ms | in process / llc |")
    print("|---|---|---|---|---|---|---|---|")
    print("\n".join(rows))
    print(f"\ncheck / llc-22: geometric mean {statistics.geometric_mean(ratios):.2f}, worst {max(ratios):.2f} over {len(ratios)} modules (aim: at most 0.25)")
    if lib_ratios:
        print(f"in process / llc-22: geometric mean {statistics.geometric_mean(lib_ratios):.2f}, worst {max(lib_ratios):.2f}")


if __name__ == "__main__":
    main()
