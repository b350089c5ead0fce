#!/usr/bin/env python3
"""The GPU runtime suite's harness (scripts/gpu-test is the front door).

    run.py build [--out DIR] [--nvvm-lower BIN]   compile every kernel (nvvm-lower
                                                  --verify-ptx), check launch recipes
                                                  against the PTX, self-test; manifest
    run.py run [--dir DIR] [--out DIR] [--only RE] [--timeout-scale X] [--exchange-rounds N]
                                                  run the tests on GPU 0, one process each
    run.py probe                                  describe GPU 0 as JSON (exit 1: none)
    run.py self-test [--dir DIR]                  host references and the catalog, no GPU
    run.py list                                   the tests, by issue item
    run.py one TEST --dir DIR --result FILE       (internal) one test in this process

Only `probe` and `one` import CUDA (gpu/device.py); nothing imports numpy.
"""

import argparse
import datetime
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import catalog  # noqa: E402

ROOT = catalog.ROOT
DEFAULT_DIR = os.path.join(ROOT, "target", "gpu")
SKIP_LINE = "gpu-test: no CUDA GPU/driver found: skipped"


def rel(path):
    """`path` relative to the repository when it is inside it."""
    r = os.path.relpath(path, ROOT)
    return path if r.startswith("..") else r


# ---- build -------------------------------------------------------------------------


def probe_features(nvvm_lower):
    """Which of catalog.FEATURE_PROBES this nvvm-lower has."""
    help_text = subprocess.run([nvvm_lower, "--help"], capture_output=True, text=True).stdout
    have = {}
    for name, (kind, what) in catalog.FEATURE_PROBES.items():
        if kind == "flag":
            have[name] = re.search(r"(^|\s)" + re.escape(what) + r"\b", help_text) is not None
        else:
            r = subprocess.run([nvvm_lower, "-", "--target", "sm_90a", "-o", os.devnull], input=what, capture_output=True, text=True)
            have[name] = r.returncode == 0
    return have


def nvvm_lower_version(nvvm_lower):
    v = subprocess.run([nvvm_lower, "--version"], capture_output=True, text=True).stdout.strip()
    rev = subprocess.run(["git", "-C", ROOT, "describe", "--always", "--dirty"], capture_output=True, text=True).stdout.strip()
    return f"{v} ({rev})" if rev else v


def build_kernel(k, target, text, nvvm_lower, out_dir, features):
    """Compile one kernel for one target; the manifest record."""
    flags = list(k.flags) + [f for f in k.optional_flags if features.get(f)]
    rec = {"name": k.name, "target": target, "source": k.source, "entry": k.entry, "flags": flags}
    src = os.path.join(out_dir, "src", f"{k.name}.mlir")
    with open(src, "w") as f:
        f.write(text)
    ptx = os.path.join(out_dir, "ptx", f"{k.name}.{target}.ptx")
    cmd = [nvvm_lower, src, "--target", target, "--verify-ptx", "--color", "never", "-o", ptx, *flags]
    r = subprocess.run(cmd, capture_output=True, text=True)
    rec["command"] = " ".join([rel(nvvm_lower) if nvvm_lower.startswith(ROOT) else nvvm_lower] + [rel(c) if c.startswith(ROOT) else c for c in cmd[1:]])
    if r.returncode != 0:
        rec.update(status="failed", note=r.stderr.strip())
        return rec
    if r.stderr.strip():
        rec["warnings"] = r.stderr.strip()
    with open(ptx) as f:
        ptx_text = f.read()
    sig = catalog.ptx_signature(ptx_text, k.entry)
    if sig is None:
        rec.update(status="failed", note=f"no .entry {k.entry} in the PTX")
        return rec
    problems = catalog.launch_problems(k.name, sig)
    if problems:
        rec.update(status="failed", note="\n".join(problems))
        return rec
    rec.update(status="built", ptx=os.path.relpath(ptx, out_dir), signature=sig,
               sha256=hashlib.sha256(ptx_text.encode()).hexdigest())
    return rec


def print_warnings(k, target, text):
    """A kernel's warnings: in full, or counted when each is the one it expects."""
    parts = re.split(r"(?m)^(?=warning\[)", text.strip())
    parts = [p for p in parts if p.strip()]
    if k.expected_warning and all(k.expected_warning in p for p in parts):
        print(f"  note {k.name} ({target}): {len(parts)} expected warnings ({k.expected_warning})")
    else:
        print(f"  warn {k.name} ({target}):\n       " + text.replace("\n", "\n       "))


def build(out_dir, nvvm_lower):
    if not os.access(nvvm_lower, os.X_OK):
        print(f"gpu-test build: {nvvm_lower} not found (cargo build --release)", file=sys.stderr)
        return 1
    for d in ("src", "ptx", "baselines"):
        os.makedirs(os.path.join(out_dir, d), exist_ok=True)
    features = probe_features(nvvm_lower)
    records, failed, skipped = [], 0, 0
    for k in catalog.KERNELS:
        try:
            text = catalog.kernel_source(k)
        except ValueError as e:
            records += [{"name": k.name, "target": t, "source": k.source, "entry": k.entry, "status": "failed", "note": str(e)} for t in k.targets]
            failed += len(k.targets)
            print(f"  FAIL {k.name}: {e}")
            continue
        missing = [r for r in k.requires if not features.get(r)]
        for target in k.targets:
            if missing:
                note = "nvvm-lower lacks " + ", ".join(missing)
                records.append({"name": k.name, "target": target, "source": k.source, "entry": k.entry, "status": "skipped", "note": note})
                skipped += 1
                print(f"  skip {k.name} ({target}): {note}")
                continue
            rec = build_kernel(k, target, text, nvvm_lower, out_dir, features)
            records.append(rec)
            if rec["status"] != "built":
                failed += 1
                print(f"  FAIL {k.name} ({target}): {rec['command']}")
                print("       " + rec["note"].replace("\n", "\n       "))
            elif "warnings" in rec:
                print_warnings(k, target, rec["warnings"])
    shutil.copy(os.path.join(HERE, "baselines", "latency.cu"), os.path.join(out_dir, "baselines", "latency.cu"))
    manifest = {
        "nvvm_lower": nvvm_lower_version(nvvm_lower),
        "built": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
        "features": features,
        "kernels": records,
    }
    with open(os.path.join(out_dir, "manifest.json"), "w") as f:
        json.dump(manifest, f, indent=1)
    built = sum(1 for r in records if r["status"] == "built")
    print(f"gpu kernels: {built} built, {skipped} skipped, {failed} failed ({rel(out_dir)}/manifest.json)")
    return 1 if failed else 0


# ---- self-test -----------------------------------------------------------------------


def self_test(build_dir):
    import selftest

    failed = 0
    checks = selftest.run_checks(build_dir)
    for name, problem in checks:
        if problem:
            failed += 1
            print(f"  FAIL {name}: {problem}")
    print(f"gpu self-test: {len(checks) - failed} passed, {failed} failed")
    return 1 if failed else 0


# ---- run ------------------------------------------------------------------------------


def probe_gpu():
    """(description, None) for GPU 0, or (None, why not); in a child process
    so that a broken driver cannot take this one down."""
    try:
        r = subprocess.run([sys.executable, __file__, "probe"], capture_output=True, text=True, timeout=120)
    except subprocess.TimeoutExpired:
        return None, "the CUDA probe did not answer in 120 s"
    if r.returncode != 0:
        lines = (r.stdout + r.stderr).strip().splitlines()
        return None, lines[-1] if lines else f"probe exited {r.returncode}"
    return json.loads(r.stdout), None


def run_one_test(test, build_dir, scale):
    """Runs `test` in its own process group; a process still running at the
    timeout is killed (the whole group) and the test is a timeout."""
    fd, result_path = tempfile.mkstemp(prefix="gpu-test-", suffix=".json")
    os.close(fd)
    limit = test.timeout * scale * (3 if test.item == 7 else 1)
    start = time.monotonic()
    proc = subprocess.Popen([sys.executable, __file__, "one", test.name, "--dir", build_dir, "--result", result_path],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, start_new_session=True)
    try:
        output, _ = proc.communicate(timeout=limit)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, 9)
        output, _ = proc.communicate()
        res = {"status": "timeout", "summary": f"no result after {limit:g} s: the test process was killed", "details": output.strip().splitlines()[-8:], "metrics": {}}
    else:
        try:
            with open(result_path) as f:
                res = json.load(f)
        except (OSError, ValueError):
            res = {"status": "error", "summary": f"the test process exited {proc.returncode} with no result", "details": output.strip().splitlines()[-12:], "metrics": {}}
    os.unlink(result_path)
    res.update(name=test.name, item=test.item, title=test.title, seconds=round(time.monotonic() - start, 2))
    return res


def skip(test, why):
    return {"name": test.name, "item": test.item, "title": test.title, "status": "skip", "summary": why, "details": [], "metrics": {}, "seconds": 0}


def not_built(test, manifest, target):
    """Why a test cannot run: a kernel not built for `target` (or None)."""
    for kname in test.launches:
        recs = [r for r in manifest["kernels"] if r["name"] == kname and r["target"] == target]
        if not recs:
            return f"{kname} has no {target} build in the manifest", "fail"
        if recs[0]["status"] == "skipped":
            return f"{kname} not built: {recs[0]['note']}", "skip"
        if recs[0]["status"] != "built":
            return f"{kname} failed to build: {recs[0]['note'].splitlines()[0]}", "fail"
    return None, None


def print_row(res):
    print(f"  {res['item']:>4}  {res['name']:<32} {res['status']:<8} {res['summary']}", flush=True)
    if res["status"] not in ("pass", "skip", "report"):
        for line in res.get("details", [])[:8]:
            print(f"  {'':>4}  {'':<32} {'':<8}   {line}", flush=True)


def write_results(out_dir, header, results):
    os.makedirs(out_dir, exist_ok=True)
    with open(os.path.join(out_dir, "results.json"), "w") as f:
        json.dump({**header, "results": results}, f, indent=1)
    lines = [
        f"Device: {header['device']['name']} (compute capability {header['device']['cc'][0]}.{header['device']['cc'][1]}, "
        f"{header['device']['sms']} SMs, driver {header['device']['driver']}), target {header['target']}; "
        f"{header['nvvm_lower']}; run {header['date']}.",
        "",
        "| item | test | status | result |",
        "|---|---|---|---|",
    ]
    for r in results:
        lines.append(f"| {r['item']} | `{r['name']}` | {r['status']} | {r['summary'].replace('|', '/')} |")
    with open(os.path.join(out_dir, "results.md"), "w") as f:
        f.write("\n".join(lines) + "\n")


def run(build_dir, out_dir, only, scale):
    manifest_path = os.path.join(build_dir, "manifest.json")
    if not os.path.exists(manifest_path):
        print(f"gpu-test: no {manifest_path}: build the kernels first (scripts/gpu-test --build on a machine with Rust,"
              " then carry the directory)", file=sys.stderr)
        return 2
    with open(manifest_path) as f:
        manifest = json.load(f)
    dev, why = probe_gpu()
    if dev is None:
        print(SKIP_LINE)
        print(f"gpu-test: ({why})", file=sys.stderr)
        return 0
    target = catalog.TARGET_OF_CC.get(tuple(dev["cc"]))
    print(f"gpu-test: {dev['name']} (compute capability {dev['cc'][0]}.{dev['cc'][1]}, {dev['sms']} SMs, driver {dev['driver']}),"
          f" PTX for {target or 'no built target'}; {manifest['nvvm_lower']}")
    selected = [t for t in catalog.TESTS if not only or re.search(only, t.name)]
    results = []
    print(f"  {'item':>4}  {'test':<32} {'status':<8} result")
    for test in selected:
        if target is None:
            res = skip(test, f"no PTX target for compute capability {dev['cc'][0]}.{dev['cc'][1]} (built: {', '.join(catalog.BOTH)})")
        elif target not in test.archs:
            res = skip(test, f"runs on {', '.join(test.archs)} only")
        else:
            why_not, status = not_built(test, manifest, target)
            if why_not:
                res = skip(test, why_not)
                res["status"] = status
            else:
                res = run_one_test(test, build_dir, scale)
        results.append(res)
        print_row(res)
    header = {"device": dev, "target": target, "nvvm_lower": manifest["nvvm_lower"],
              "date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds")}
    write_results(out_dir, header, results)
    counts = {s: sum(r["status"] == s for r in results) for s in ("pass", "fail", "timeout", "error", "report", "skip")}
    print("gpu-test: " + ", ".join(f"{n} {s}" for s, n in counts.items() if n) + f" (results in {rel(out_dir)}/results.md, results.json)")
    return 1 if counts["fail"] or counts["timeout"] or counts["error"] else 0


def one(test_name, build_dir, result_path):
    """One test in this process: its result goes to `result_path` as JSON."""
    res = {"status": "error", "summary": "", "details": [], "metrics": {}}
    try:
        import device  # CUDA from here on
        import checks

        test = catalog.TEST[test_name]
        with open(os.path.join(build_dir, "manifest.json")) as f:
            manifest = json.load(f)
        dev = device.probe()
        target = catalog.TARGET_OF_CC[tuple(dev["cc"])]
        gpu = device.Gpu(build_dir, manifest, target)
        try:
            res = checks.runner(test_name)(gpu, test)
        except device.Hang as e:
            res = {"status": "timeout", "summary": str(e), "details": [], "metrics": {}}
        if gpu.notes:
            res.setdefault("details", []).extend(sorted(set(gpu.notes)))
    except Exception as e:  # any failure is this test's result, never a crash of the suite
        res = {"status": "error", "summary": f"{type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}",
               "details": str(e).splitlines()[1:] + traceback.format_exc().strip().splitlines()[-6:], "metrics": {}}
    with open(result_path, "w") as f:
        json.dump(res, f)
    sys.stdout.flush()
    # Leave without tearing the context down: a kernel that hung must not
    # hold this process (the driver reclaims everything at exit).
    os._exit(0)


def main(argv):
    p = argparse.ArgumentParser(prog="gpu/run.py", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = p.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("build")
    b.add_argument("--out", default=DEFAULT_DIR)
    b.add_argument("--nvvm-lower", default=os.environ.get("NVVM_LOWER_BIN") or os.path.join(ROOT, "target", "release", "nvvm-lower"))
    r = sub.add_parser("run")
    r.add_argument("--dir", default=DEFAULT_DIR)
    r.add_argument("--out", default=None, help="results directory (default DIR/results)")
    r.add_argument("--only", default=None, help="run the tests whose name matches this regular expression")
    r.add_argument("--timeout-scale", type=float, default=1.0)
    r.add_argument("--exchange-rounds", type=int, default=None,
                   help="rounds of the item-3 DSMEM exchange (default 2000), for a longer search for stale reads")
    sub.add_parser("probe")
    s = sub.add_parser("self-test")
    s.add_argument("--dir", default=None)
    sub.add_parser("list")
    d = sub.add_parser("dry-run", help="the host side of every test against a stand-in driver (needs cuda-bindings, no GPU)")
    d.add_argument("--dir", default=DEFAULT_DIR)
    o = sub.add_parser("one")
    o.add_argument("test")
    o.add_argument("--dir", required=True)
    o.add_argument("--result", required=True)
    args = p.parse_args(argv)

    if args.cmd == "build":
        out = os.path.abspath(args.out)
        status = build(out, os.path.abspath(args.nvvm_lower))
        return self_test(out) or status
    if args.cmd == "run":
        if args.exchange_rounds is not None:
            if args.exchange_rounds < 1:
                p.error("--exchange-rounds must be at least 1")
            # Each test runs in its own process, which inherits it.
            os.environ["GPU_TEST_EXCHANGE_ROUNDS"] = str(args.exchange_rounds)
        d = os.path.abspath(args.dir)
        return run(d, os.path.abspath(args.out or os.path.join(d, "results")), args.only, args.timeout_scale)
    if args.cmd == "probe":
        try:
            import device

            print(json.dumps(device.probe()))
            return 0
        except Exception as e:
            print(f"{type(e).__name__}: {e}")
            return 1
    if args.cmd == "self-test":
        return self_test(os.path.abspath(args.dir) if args.dir else None)
    if args.cmd == "list":
        for item, what in catalog.ITEMS.items():
            print(f"{item}. {what}")
            for t in catalog.TESTS:
                if t.item == item:
                    print(f"     {t.name:<32} [{', '.join(t.archs)}] {t.title}")
        return 0
    if args.cmd == "dry-run":
        import dryrun

        d = os.path.abspath(args.dir)
        return dryrun.report(d, lambda out: run(d, out, None, 1.0))
    if args.cmd == "one":
        one(args.test, os.path.abspath(args.dir), args.result)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
