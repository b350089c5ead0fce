#!/usr/bin/env python3
"""The side-by-side part of `scripts/bench`: times and peak memory of nvvm-lower
and of what a user would run instead, measured in one run, printed as Markdown
tables of ratios (and written to target/bench/report.md).

    benches/report.py RUNS BENCH_DIR

BENCH_DIR holds what `cargo bench --bench stages` wrote: stages.json (seconds
per stage), module.mlir/.ll/.ptx-version (the generated module) and
kernel20.mlir (one generated kernel of 20 sync ops) and blocks.mlir (one
kernel of --blocks basic blocks).
"""
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

RUNS = int(sys.argv[1])
DIR = sys.argv[2]
BIN = os.environ["NVVM_LOWER_BIN"]  # scripts/env.sh, sourced by scripts/bench
LLVM = os.environ.get("LLVM_SYS_221_PREFIX", "/usr/lib/llvm-22") + "/bin/"


def run_one(cmd, stdin):
    """One command with `stdin` (bytes) as its input: (seconds, peak RSS in MiB,
    exit code, stdout, page faults). The RSS and the faults (the kernel's
    minor faults: a page mapped on first touch) are the process's own, from
    wait4."""
    with tempfile.TemporaryFile() as inp, tempfile.TemporaryFile() as out:
        inp.write(stdin)
        inp.seek(0)
        start = time.perf_counter()
        p = subprocess.Popen(cmd, stdin=inp, stdout=out, stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(p.pid, 0)
        seconds = time.perf_counter() - start
        p.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        return seconds, usage.ru_maxrss / 1024, p.returncode, out.read(), usage.ru_minflt


def run(cmds, stdin):
    """`cmds` one after another, each reading the previous one's output (a shell
    pipeline whose stages cannot overlap, since each reads all of its input
    first): (total seconds, peak MiB of the largest stage, all succeeded, output)."""
    total, peak, ok, data = 0.0, 0.0, True, stdin
    for c in cmds:
        t, rss, code, data, _ = run_one(c, data)
        total, peak, ok = total + t, max(peak, rss), ok and code == 0
    return total, peak, ok, data


def run_piped(cmds, stdin):
    """`cmds` as a shell pipeline, all stages at once, each reading the previous
    one's output as it comes (how a user types it on a multi-core machine):
    (seconds, peak MiB of the largest stage, all succeeded, output)."""
    with tempfile.TemporaryFile() as inp, tempfile.TemporaryFile() as out:
        inp.write(stdin)
        inp.seek(0)
        start = time.perf_counter()
        procs, prev = [], inp
        for i, c in enumerate(cmds):
            last = i == len(cmds) - 1
            p = subprocess.Popen(c, stdin=prev, stdout=out if last else subprocess.PIPE, stderr=subprocess.DEVNULL)
            if prev is not inp:
                prev.close()
            prev = p.stdout
            procs.append(p)
        peak, ok = 0.0, True
        for p in procs:
            _, status, usage = os.wait4(p.pid, 0)
            peak, ok = max(peak, usage.ru_maxrss / 1024), ok and os.waitstatus_to_exitcode(status) == 0
        seconds = time.perf_counter() - start
        out.seek(0)
        return seconds, peak, ok, out.read()


def page_faults(cmds, stdin):
    """The page faults of one run of `cmds` one after another, all stages
    together."""
    total, data = 0, stdin
    for c in cmds:
        _, _, _, data, faults = run_one(c, data)
        total += faults
    return total


def median_run(cmds, stdin, runs=RUNS):
    """The median time of `runs` runs after one warm-up, the largest peak."""
    run(cmds, stdin)
    results = [run(cmds, stdin) for _ in range(runs)]
    return statistics.median(r[0] for r in results), max(r[1] for r in results), all(r[2] for r in results)


def paired_runs(a, others, stdin, runs=RUNS):
    """`a` and each of `others` ((runner, cmds) pairs) run in turn, `runs` times
    each after a warm-up, so that all see the same load on a shared machine:
    the median time and largest peak of `a`, and for each other the median
    time, the largest peak and the median of the per-round ratios other / a."""
    runners = [(run, a)] + list(others)
    for f, c in runners:
        f(c, stdin)
    rounds = [[f(c, stdin) for f, c in runners] for _ in range(runs)]
    med = lambda k: statistics.median(r[k][0] for r in rounds)
    peak = lambda k: max(r[k][1] for r in rounds)
    ratio = lambda k: statistics.median(r[k][0] / r[0][0] for r in rounds)
    return (med(0), peak(0)), [(med(k), peak(k), ratio(k)) for k in range(1, len(runners))]


def ptx_version(ptx):
    """`.version 8.0` -> "80": the PTX ISA nvvm-lower chose, for llc's -mattr."""
    for line in ptx.decode().splitlines():
        if line.startswith(".version"):
            return line.split()[1].replace(".", "")
    raise SystemExit("no .version line in nvvm-lower's PTX")


def target_of(path):
    """The target an example's header names first."""
    for line in open(path):
        if "--target" in line:
            return line.split("--target", 1)[1].split()[0]
    return "sm_90a"


def llc(target, ver, *args):
    return [LLVM + "llc", "-mtriple=nvptx64-nvidia-cuda", f"-mcpu={target}", f"-mattr=+ptx{ver}", *args]


# The newest PTX ISA llc-22 knows (`llc -mattr=help`).
NEWEST_PTX = "90"


def first_error(cmds, stdin):
    """The first line of the error of the first stage of `cmds` that fails."""
    data = stdin
    for c in cmds:
        p = subprocess.run(c, input=data, capture_output=True)
        if p.returncode != 0:
            err = p.stderr.decode(errors="replace").splitlines()
            line = next((l for l in err if "error" in l.lower()), err[0] if err else f"exit {p.returncode}")
            return f"`{line.strip()[:90]}`".replace("|", "\\|")
        data = p.stdout
    return "no error"


def mlir_pipeline(target, ver):
    """What a user of MLIR runs for the same text: MLIR's NVVM-to-LLVM pass (the
    ops it lowers through inline PTX), the translation, and llc for the same
    target and PTX version nvvm-lower chose."""
    return [[LLVM + "mlir-opt", "--convert-nvvm-to-llvm"], [LLVM + "mlir-translate", "--mlir-to-llvmir"], llc(target, ver, "-o", "-")]


lines = []


def say(s=""):
    print(s)
    lines.append(s)


def machine():
    cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), "unknown CPU")
    mem = next(int(l.split()[1]) for l in open("/proc/meminfo") if l.startswith("MemTotal"))
    llvm = subprocess.run([LLVM + "llc", "--version"], capture_output=True, text=True).stdout
    llvm = next((l.strip() for l in llvm.splitlines() if "LLVM version" in l), "LLVM ?")
    return f"{cpu}, {os.cpu_count()} cores, {mem / 2**20:.0f} GiB; {llvm} (Debian); nvvm-lower release build, in-process backend"


def latency():
    say(f"## End-to-end latency: text in, PTX out (median of {RUNS} runs)")
    say()
    say("MLIR pipeline: `mlir-opt-22 --convert-nvvm-to-llvm`, `mlir-translate-22 --mlir-to-llvmir`, "
        "`llc-22` for the same target and PTX version, run two ways: one after another (seq.) and as a "
        "shell pipeline with the three stages running at once (piped). nvvm-lower and both run in turn, so "
        "that all see the same load; each ratio is the median of the per-round ratios. Peak memory: the "
        "largest process.")
    say()
    say("| input | target | nvvm-lower ms | MLIR seq. ms | seq. / ours | MLIR piped ms | piped / ours | nvvm-lower MiB | MLIR MiB |")
    say("|---|---|---:|---:|---:|---:|---:|---:|---:|")
    inputs = [(os.path.join("examples", e), target_of(os.path.join("examples", e))) for e in sorted(os.listdir("examples")) if e.endswith(".mlir")]
    inputs.append((os.path.join(DIR, "kernel20.mlir"), json.load(open(os.path.join(DIR, "stages.json")))["target"]))
    ratios, piped_ratios, marked = [], [], False
    for path, t in inputs:
        src = open(path, "rb").read()
        _, _, ok, ptx = run([[BIN, "-", "--target", t]], src)
        if not ok:
            raise SystemExit(f"nvvm-lower refuses {path} for {t}")
        ours_cmd = [[BIN, "-", "--target", t, "-o", "-"]]
        name = os.path.basename(path) if path.startswith("examples") else "generated kernel, 20 sync ops"
        # MLIR's IR for some ops needs a newer PTX than nvvm-lower chose (llc-22
        # aborts otherwise): then it is timed at the newest PTX llc-22 knows.
        ver = next((v for v in (ptx_version(ptx), NEWEST_PTX) if run(mlir_pipeline(t, v), src)[2]), None)
        if ver is None:
            ours, ours_mib, _ = median_run(ours_cmd, src)
            why = first_error(mlir_pipeline(t, ptx_version(ptx)), src)
            say(f"| {name} | {t} | {ours * 1e3:.1f} | MLIR refuses: {why} | | | | {ours_mib:.0f} | |")
            continue
        mlir_cmds = mlir_pipeline(t, ver)
        (ours, ours_mib), [(seq, seq_mib, ratio), (piped, piped_mib, piped_ratio)] = paired_runs(
            ours_cmd, [(run, mlir_cmds), (run_piped, mlir_cmds)], src)
        mark = "" if ver == ptx_version(ptx) else " *"
        marked = marked or bool(mark)
        ratios.append(ratio)
        piped_ratios.append(piped_ratio)
        MLIR_SEQ.append(seq)
        say(f"| {name} | {t} | {ours * 1e3:.1f} | {seq * 1e3:.1f}{mark} | {ratio:.1f}x | {piped * 1e3:.1f}{mark} | "
            f"{piped_ratio:.1f}x | {ours_mib:.0f} | {max(seq_mib, piped_mib):.0f} |")
    if marked:
        say()
        say(f"\\* llc-22 aborts on MLIR's IR at the PTX version nvvm-lower chose (docs/mlir-differences.md D4); timed with `-mattr=+ptx{NEWEST_PTX}`.")
    say()
    say(f"MLIR / ours over the inputs both accept, one stage after another: {min(ratios):.1f}x to "
        f"{max(ratios):.1f}x (geometric mean {statistics.geometric_mean(ratios):.1f}x); piped: "
        f"{min(piped_ratios):.1f}x to {max(piped_ratios):.1f}x (geometric mean "
        f"{statistics.geometric_mean(piped_ratios):.1f}x).")


MLIR_SEQ = []


def floor():
    """What every compile pays before its first op: a process, nvvm-lower's
    start-up, and LLVM's code generator for an empty module, beside the MLIR
    pipeline's own floor; and the ratio to MLIR that a front end costing
    nothing would reach on this machine."""
    say(f"## Start-up: what every compile pays (median of {RUNS} runs)")
    say()
    say("| command | ms | page faults |")
    say("|---|---:|---:|")
    empty = b"module {}\n"
    example = "examples/tma_wgmma.mlir"
    source = open(example, "rb").read()
    # (row, commands, standard input, environment the row adds)
    rows = [
        ("`/bin/true` (starting any process)", [["/bin/true"]], b"", {}),
        ("`nvvm-lower --print targets` (loading, LLVM's static initialisers)", [[BIN, "--print", "targets"]], b"", {}),
        ("`nvvm-lower` on an empty module to PTX, sm_90a (adds LLVM's target machine and code generator)", [[BIN, "-", "--target", "sm_90a", "-o", "-"]], empty, {}),
        (f"`nvvm-lower` on {os.path.basename(example)} to PTX (adds its code)", [[BIN, "-", "--target", target_of(example), "-o", "-"]], source, {}),
        ("MLIR pipeline on the same empty module, one stage after another", mlir_pipeline("sm_90a", "80"), empty, {}),
    ]
    times = []
    for name, cmds, stdin, env in rows:
        os.environ.update(env)
        t, _, ok = median_run(cmds, stdin)
        faults = page_faults(cmds, stdin)
        for k in env:
            del os.environ[k]
        if not ok:
            raise SystemExit(f"{name} failed")
        times.append(t)
        say(f"| {name} | {t * 1e3:.1f} | {faults} |")
    say()
    if MLIR_SEQ:
        bound = statistics.geometric_mean(MLIR_SEQ) / times[2]
        say(f"A front end that cost nothing would still pay the empty module's {times[2] * 1e3:.1f} ms: "
            f"against the MLIR pipeline on the examples both accept (geometric mean "
            f"{statistics.geometric_mean(MLIR_SEQ) * 1e3:.0f} ms, one stage after another) that is at most "
            f"{bound:.1f}x on this machine.")
        say()


def throughput():
    st = json.load(open(os.path.join(DIR, "stages.json")))
    stages = ["parse", "verify", "lower", "emit", "codegen"]
    front = sum(st[s] for s in stages[:4])
    total = front + st["codegen"]
    say()
    say(f"## Throughput: a generated module of {st['ops']:,} sync ops "
        f"({st['bytes'] / 1e6:.1f} MB of text, {st['target']}, {st['per_kernel']} ops per kernel)")
    say()
    say(f"| stage (in process, median of {st['reps']}) | seconds | share | ops per second |")
    say("|---|---:|---:|---:|")
    for s in stages:
        say(f"| {s} | {st[s]:.3f} | {st[s] / total * 100:.1f}% | {st['ops'] / st[s]:,.0f} |")
    say(f"| front half (parse to emit) | {front:.3f} | {front / total * 100:.1f}% | {st['ops'] / front:,.0f} |")
    say(f"| total | {total:.3f} | 100% | {st['ops'] / total:,.0f} |")
    say()
    mlir = os.path.join(DIR, "module.mlir")
    ver = open(os.path.join(DIR, "module.ptx-version")).read().strip().replace(".", "")
    cli = [[BIN, mlir, "--target", st["target"], "-o", "/dev/null"]]
    backend = [llc(st["target"], ver, os.path.join(DIR, "module.ll"), "-o", "/dev/null")]
    if not (run(cli, b"")[2] and run(backend, b"")[2]):
        raise SystemExit("nvvm-lower or llc-22 failed on the generated module")
    (t_cli, m_cli), [(t_llc, m_llc, llc_over_ours)] = paired_runs(cli, [(run, backend)], b"", runs=3)
    say("| command (median of 3, run in turn) | seconds | peak MiB |")
    say("|---|---:|---:|")
    say(f"| nvvm-lower module.mlir (whole CLI run) | {t_cli:.2f} | {m_cli:.0f} |")
    say(f"| llc-22 on our module.ll (the backend alone) | {t_llc:.2f} | {m_llc:.0f} |")
    say()
    ratios = sorted(r * 100 for r in st["front_ratios"])
    say(f"Our whole run / llc-22 alone: {1 / llc_over_ours:.2f}x the time, {m_cli / m_llc:.2f}x the memory. "
        f"Our front half (parse to emit) is {statistics.median(ratios):.1f}% of the in-process codegen time "
        f"(the median of the {len(ratios)} runs' own ratios, {ratios[0]:.1f}% to {ratios[-1]:.1f}%).")


def blocks():
    st = json.load(open(os.path.join(DIR, "stages.json")))
    b = st["blocks"]
    stages = ["parse", "verify", "lower", "emit", "codegen"]
    total = sum(b[s] for s in stages)
    say()
    say(f"## Size: one kernel of {b['blocks']:,} basic blocks ({b['bytes'] / 1e6:.1f} MB of text, `nvvm.barrier0` in each)")
    say()
    say(f"| stage (in process, median of {st['reps']}) | seconds | share | blocks per second |")
    say("|---|---:|---:|---:|")
    for s in stages:
        say(f"| {s} | {b[s]:.3f} | {b[s] / total * 100:.1f}% | {b['blocks'] / b[s]:,.0f} |")
    say(f"| total | {total:.3f} | 100% | {b['blocks'] / total:,.0f} |")
    say()
    cli = [[BIN, os.path.join(DIR, "blocks.mlir"), "--target", st["target"], "-o", "/dev/null"]]
    t, m, ok = median_run(cli, b"", runs=3)
    if not ok:
        raise SystemExit("nvvm-lower failed on the block chain")
    say(f"The whole CLI run on it (median of 3): {t:.2f} s, {m:.0f} MiB peak.")


def many():
    st = json.load(open(os.path.join(DIR, "stages.json")))
    m = st["many"]
    kdir = os.path.join(DIR, "kernels")
    files = sorted(os.path.join(kdir, f) for f in os.listdir(kdir) if f.endswith(".mlir"))
    say()
    say(f"## Many kernels: {len(files)} modules of one 20-op kernel each ({st['target']})")
    say()
    say(f"In process (`driver::compile_many`, as a front end or a JIT would call it; the first compile of a "
        f"process, which builds the target machine, took {m['cold_first_s'] * 1e3:.1f} ms and is left out):")
    say()
    say("| threads | kernels per second | per core | scaling |")
    say("|---:|---:|---:|---:|")
    one = m["kernels_per_s"]["1"]
    for n, rate in sorted(m["kernels_per_s"].items(), key=lambda kv: int(kv[0])):
        say(f"| {n} | {rate:,.0f} | {rate / int(n):,.0f} | {rate / one:.2f}x |")
    say()
    say("Through the CLI: one process per kernel, one after another, against one batch run "
        "(`nvvm-lower k*.mlir -o DIR -j N`), median of 3:")
    say()
    say("| command | seconds | kernels per second | peak MiB |")
    say("|---|---:|---:|---:|")
    t0 = time.perf_counter()
    for f in files:
        if not run([[BIN, f, "--target", st["target"], "-o", "/dev/null"]], b"")[2]:
            raise SystemExit(f"nvvm-lower failed on {f}")
    t_each = time.perf_counter() - t0
    say(f"| {len(files)} processes, one per kernel | {t_each:.2f} | {len(files) / t_each:,.0f} | |")
    out = os.path.join(DIR, "kernels-out")
    for n in range(1, (os.cpu_count() or 1) + 1):
        t, mib, ok = median_run([[BIN, *files, "--target", st["target"], "-o", out, "-j", str(n)]], b"", runs=3)
        if not ok:
            raise SystemExit("the batch run failed")
        say(f"| one batch run, -j {n} | {t:.2f} | {len(files) / t:,.0f} | {mib:.0f} |")


SHAPES_N = 100_000


def shape_modules(n):
    """Modules that are large in calls, functions and chunks rather than ops
    (each stage must stay linear in them): (name, file, extra arguments)."""
    shapes = {
        "calls": "".join(f"llvm.func @f{i}() {{\n  nvvm.barrier0\n  llvm.return\n}}\n" for i in range(n))
        + "llvm.func @k() attributes {nvvm.kernel} {\n" + "".join(f"  llvm.call @f{i}() : () -> ()\n" for i in range(n)) + "  llvm.return\n}\n",
        "chain": "".join(f"llvm.func @f{i}() {{\n  nvvm.barrier0\n" + (f"  llvm.call @f{i + 1}() : () -> ()\n" if i + 1 < n else "") + "  llvm.return\n}\n" for i in range(n))
        + "llvm.func @k() attributes {nvvm.kernel} {\n  llvm.call @f0() : () -> ()\n  llvm.return\n}\n",
        "kernels": "".join(f"llvm.func @k{i}() attributes {{nvvm.kernel}} {{\n  nvvm.barrier0\n  llvm.return\n}}\n" for i in range(n)),
        "chunks": "\n// -----\n".join(f"llvm.func @k{i}() attributes {{nvvm.kernel}} {{\n  nvvm.barrier0\n  llvm.return\n}}" for i in range(n)),
        # Each chunk's shared variable is one NVPTX demotes into its kernel,
        # which the kept pipeline must keep the chunk's module alive for.
        "shared chunks": "\n// -----\n".join(shared_chunk(i, "bar") for i in range(n)),
        "shared kernels": "\n".join(shared_chunk(i, f"bar{i}") for i in range(n)),
    }
    out = []
    for name, text in shapes.items():
        path = os.path.join(DIR, f"shape-{name.replace(' ', '-')}.mlir")
        open(path, "w").write(text)
        if name != "shared kernels":
            out.append((name, path, ["--split-input-file"] if name.endswith("chunks") else []))
    return out


def shared_chunk(i, var):
    """A kernel initialising an mbarrier in an internal shared variable `var`."""
    return (f"llvm.mlir.global internal @{var}() {{addr_space = 3 : i32, alignment = 8 : i64}} : i64\n"
            f"llvm.func @k{i}() attributes {{nvvm.kernel}} {{\n"
            f"  %p = llvm.mlir.addressof @{var} : !llvm.ptr<3>\n"
            "  %n = llvm.mlir.constant(32 : i32) : i32\n"
            "  nvvm.mbarrier.init %p, %n : !llvm.ptr<3>, i32\n"
            "  llvm.return\n}")


def shapes():
    """Each stage linear in calls, functions and chunks: nvvm-lower's whole run
    and `check` against llc-22's code generation on the same module (the
    `.ll` nvvm-lower writes for it; the chunks' modules joined into one)."""
    n = SHAPES_N
    say()
    say(f"## Shapes: {n:,} calls, a chain of {n:,} calls, {n:,} kernels, {n:,} chunks (sm_90, one run each)")
    say()
    say("Chunks (`--split-input-file`) are compiled with one thread per core; llc-22 and check take the "
        "module of their kernels joined. Shared chunks each hold a shared variable NVPTX demotes into the kernel.")
    say()
    say("| module | nvvm-lower s | check s | llc-22 s | nvvm-lower / llc | check / llc | nvvm-lower MiB | llc-22 MiB |")
    say("|---|---:|---:|---:|---:|---:|---:|---:|")
    for name, path, extra in shape_modules(n):
        ll = path[:-5] + ".ll"
        t, m, ok, _ = run_one([BIN, path, "--target", "sm_90", *extra, "-o", os.path.join(DIR, "shape.ptx")], b"")[:4]
        if ok != 0 or run_one([BIN, path, "--target", "sm_90", *extra, "--emit", "llvm-ir", "-o", ll], b"")[2] != 0:
            raise SystemExit(f"nvvm-lower failed on the {name} module")
        if extra:
            # The chunks' kernels are a kernels module's, split: llc-22 and
            # check take that module's .ll.
            joined = path.replace("chunks", "kernels")
            ll = joined[:-5] + ".ll"
            if name != "chunks" and run_one([BIN, joined, "--target", "sm_90", "--emit", "llvm-ir", "-o", ll], b"")[2] != 0:
                raise SystemExit(f"nvvm-lower failed on the module the {name} join")
        tc, _, okc, _ = run_one([BIN, "check", ll, "--target", "sm_90"], b"")[:4]
        tl, ml, okl, _ = run_one(llc("sm_90", "78", ll, "-o", "/dev/null"), b"")[:4]
        if okc != 0 or okl != 0:
            raise SystemExit(f"check or llc-22 failed on the {name} module")
        say(f"| {name} | {t:.2f} | {tc:.2f} | {tl:.2f} | {t / tl:.2f}x | {tc / tl:.2f}x | {m:.0f} | {ml:.0f} |")


def doors():
    """The library door against the text door on the same kernels
    (benches/doors.rs, in process)."""
    d = json.load(open(os.path.join(DIR, "doors.json")))
    say()
    say(f"## The library door and the text door, per kernel (in process, median of {d['reps']})")
    say()
    say("Library: a context, the kernel built through `api::Lowering`, `api::compile_to_ptx`. "
        "Text: `driver::compile_source` on the same kernel's text. Both to PTX.")
    say()
    say("| kernel | target | library ms | text ms | library / text |")
    say("|---|---|---:|---:|---:|")
    for k in d["kernels"]:
        say(f"| {k['kernel']} | {k['target']} | {k['library_ms']:.2f} | {k['text_ms']:.2f} | {k['library_over_text']:.2f}x |")


say(f"Machine: {machine()}.")
say()
latency()
floor()
throughput()
many()
blocks()
shapes()
doors()
open(os.path.join(DIR, "report.md"), "w").write("\n".join(lines) + "\n")
