#!/usr/bin/env python3
"""Measures every llvm.nvvm.* intrinsic of LLVM 22 that no table op calls and
writes intrinsics/llvm_nvvm.toml. Run through scripts/llvm-nvvm-measure.

    llvm_nvvm.py [--cache FILE] [--only REGEX] [--jobs N]

1. The intrinsics: every `llvm.nvvm.*` name of LLVM 22's IntrinsicsNVPTX.h,
   less those a table op lifts from (`nvvm-lower --print table-intrinsics`:
   the gating matrix measures those). Each one's function type comes from
   LLVM itself (libLLVM's LLVMGetIntrinsicDeclaration). An overloaded one is
   measured at every mangling over i16 i32 i64 half bfloat float double ptr
   ptr addrspace(1) ptr addrspace(3) (one or two overloaded types) that LLVM's
   verifier takes; where all of them need the same, the data says so once for
   the family.
2. A kernel per intrinsic: `ptx_kernel void @k(ptr addrspace(1) %p)` loads
   each ordinary argument from %p, passes each `immarg` argument a constant
   (the low end of its `range`, else 0; a few others, found by trying, where
   LLVM's verifier asks for more) and stores the result to %p.
3. On every target of intrinsics/targets.toml: the kernels llc-22 compiles at
   the newest PTX version the target's ptxas reads and ptxas assembles, then
   for those the lowest PTX version at which both hold (taken as monotone in
   the version: tests/llvm_intrinsics_matrix.rs checks both sides of each
   boundary). Kernels are compiled many to a module; a module that fails is
   split in halves until each failure is one kernel (ptxas's error lines name
   their kernel directly).
4. `needs`: the targets that take it, as the set of targets.toml that lists
   exactly them (the script stops and names the targets where none does), @
   the lowest version found; where some targets need a newer one than the
   set's (beyond their own minimum) the raise is written `, <subset> @ <v>`.
"""
import argparse
import ctypes
import json
import os
import re
import subprocess
import sys
import tempfile
import time
import tomllib
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LLVM = subprocess.run(["llvm-config-22", "--prefix"], capture_output=True, text=True, check=True).stdout.strip()
LIBLLVM = os.path.join(LLVM, "lib", "libLLVM.so")
HEADER = os.path.join(subprocess.run(["llvm-config-22", "--includedir"], capture_output=True, text=True, check=True).stdout.strip(), "llvm/IR/IntrinsicsNVPTX.h")
LLC = os.path.join(LLVM, "bin", "llc")
PTXAS = {"13.5": os.path.join(ROOT, "tools/ptxas-13.5/ptxas"), "12.9": os.path.join(ROOT, "tools/ptxas-12.9/ptxas")}
# The newest PTX ISA version each pinned ptxas reads (src/target.rs, Ptxas::max_ptx).
PTXAS_MAX = {"13.5": "9.0", "12.9": "8.8"}
OUT = os.path.join(ROOT, "intrinsics", "llvm_nvvm.toml")
ENV = dict(os.environ, LLVM_DISABLE_SYMBOLIZATION="1")
# Immediates that LLVM's verifier takes at 0 but the instruction does not:
# by name prefix, the value the kernel passes (ptxas: "Argument 2 of
# instruction 'applypriority': unexpected value '0', expected to be 128").
FIXED_IMMS = {"llvm.nvvm.applypriority.": 128, "llvm.nvvm.discard.": 128}
# Intrinsics no kernel of this form can call validly, and why.
UNCALLABLE = {"llvm.nvvm.reflect": "its argument must be a constant string (llc-22: '__nvvm_reflect argument must be a constant string'): NVVMReflect folds it before instruction selection"}
# (call, target) where ptxas crashed on what llc-22 wrote: no verdict there.
CRASHED = set()


def vcode(v):
    a, b = v.split(".")
    return int(a) * 10 + int(b)


# ---------------------------------------------------------------- LLVM's own types
class Llvm:
    def __init__(self):
        L = ctypes.CDLL(LIBLLVM)
        vp = ctypes.c_void_p
        for name, res, args in [
            ("LLVMContextCreate", vp, []),
            ("LLVMModuleCreateWithNameInContext", vp, [ctypes.c_char_p, vp]),
            ("LLVMDisposeModule", None, [vp]),
            ("LLVMLookupIntrinsicID", ctypes.c_uint, [ctypes.c_char_p, ctypes.c_size_t]),
            ("LLVMIntrinsicIsOverloaded", ctypes.c_int, [ctypes.c_uint]),
            ("LLVMGetIntrinsicDeclaration", vp, [vp, ctypes.c_uint, ctypes.POINTER(vp), ctypes.c_size_t]),
            ("LLVMPrintModuleToString", vp, [vp]),
            ("LLVMDisposeMessage", None, [vp]),
            ("LLVMIntTypeInContext", vp, [vp, ctypes.c_uint]),
            ("LLVMHalfTypeInContext", vp, [vp]),
            ("LLVMBFloatTypeInContext", vp, [vp]),
            ("LLVMFloatTypeInContext", vp, [vp]),
            ("LLVMDoubleTypeInContext", vp, [vp]),
            ("LLVMPointerTypeInContext", vp, [vp, ctypes.c_uint]),
            ("LLVMCreateMemoryBufferWithMemoryRangeCopy", vp, [ctypes.c_char_p, ctypes.c_size_t, ctypes.c_char_p]),
            ("LLVMParseIRInContext", ctypes.c_int, [vp, vp, ctypes.POINTER(vp), ctypes.POINTER(vp)]),
            ("LLVMVerifyModule", ctypes.c_int, [vp, ctypes.c_int, ctypes.POINTER(vp)]),
        ]:
            f = getattr(L, name)
            f.restype = res
            f.argtypes = args
        self.L = L
        self.ctx = L.LLVMContextCreate()
        c = self.ctx
        self.types = {
            "i16": L.LLVMIntTypeInContext(c, 16), "i32": L.LLVMIntTypeInContext(c, 32), "i64": L.LLVMIntTypeInContext(c, 64),
            "f16": L.LLVMHalfTypeInContext(c), "bf16": L.LLVMBFloatTypeInContext(c),
            "f32": L.LLVMFloatTypeInContext(c), "f64": L.LLVMDoubleTypeInContext(c),
            "p0": L.LLVMPointerTypeInContext(c, 0), "p1": L.LLVMPointerTypeInContext(c, 1), "p3": L.LLVMPointerTypeInContext(c, 3),
        }

    def take(self, p):
        s = ctypes.string_at(p).decode()
        self.L.LLVMDisposeMessage(p)
        return s

    def intrinsic_id(self, name):
        return self.L.LLVMLookupIntrinsicID(name.encode(), len(name))

    def overloaded(self, iid):
        return bool(self.L.LLVMIntrinsicIsOverloaded(iid))

    def declarations(self, ids_and_types):
        """The `declare` lines LLVM prints for (id, [overload type names])."""
        m = self.L.LLVMModuleCreateWithNameInContext(b"m", self.ctx)
        for iid, tys in ids_and_types:
            arr = (ctypes.c_void_p * max(1, len(tys)))(*[self.types[t] for t in tys])
            self.L.LLVMGetIntrinsicDeclaration(m, iid, arr, len(tys))
        text = self.take(self.L.LLVMPrintModuleToString(m))
        self.L.LLVMDisposeModule(m)
        return [l for l in text.splitlines() if l.startswith("declare ")]

    def verify(self, text):
        """None when LLVM parses and verifies the module, else its message."""
        data = text.encode()
        buf = self.L.LLVMCreateMemoryBufferWithMemoryRangeCopy(data, len(data), b"k")
        m, msg = ctypes.c_void_p(), ctypes.c_void_p()
        if self.L.LLVMParseIRInContext(self.ctx, buf, ctypes.byref(m), ctypes.byref(msg)):
            return self.take(msg) if msg.value else "parse error"
        bad = self.L.LLVMVerifyModule(m, 2, ctypes.byref(msg))  # LLVMReturnStatusAction
        err = self.take(msg) if msg.value else ""
        self.L.LLVMDisposeModule(m)
        return (err or "invalid") if bad else None


# ---------------------------------------------------------------- declarations
def split_top(s, sep=","):
    out, depth, cur = [], 0, ""
    for ch in s:
        if ch in "(<{[":
            depth += 1
        elif ch in ")>}]":
            depth -= 1
        if ch == sep and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def match_close(s, i):
    depth = 0
    for j in range(i, len(s)):
        if s[j] in "(<{[":
            depth += 1
        elif s[j] in ")>}]":
            depth -= 1
            if depth == 0:
                return j
    raise ValueError(s)


def lead_type(s):
    """(type, rest) of a parameter: its type, then its attributes."""
    s = s.strip()
    if s[0] in "<{[":
        j = match_close(s, 0)
        return s[: j + 1], s[j + 1:].strip()
    m = re.match(r"(ptr addrspace\(\d+\)|target\(.*?\)|\S+)(.*)", s)
    return m.group(1), m.group(2).strip()


def trail_type(s):
    """The type at the end of a return part (`noundef range(i32 0, 32) i32`)."""
    s = s.strip()
    if s[-1] in ">}]":
        depth = 0
        for j in range(len(s) - 1, -1, -1):
            if s[j] in ">}]":
                depth += 1
            elif s[j] in "<{[":
                depth -= 1
                if depth == 0:
                    return s[j:]
    m = re.search(r"(ptr addrspace\(\d+\)|\S+)$", s)
    return m.group(1)


def parse_declare(line):
    m = re.match(r"declare (.*?) @(\"?[\w.$]+\"?)\((.*)\)( #\d+)?$", line)
    ret = trail_type(m.group(1))
    params = []
    for p in split_top(m.group(3)):
        ty, attrs = lead_type(p)
        params.append((ty, attrs))
    return ret, m.group(2), params


def imm_value(ty, attrs, alt=0):
    """The constant an immarg parameter gets: its range's low end, or `alt`."""
    r = re.search(r"range\(i\d+ (-?\d+), (-?\d+)\)", attrs)
    if ty == "i1":
        return "true" if alt else "false"
    if ty in ("float", "double", "half", "bfloat"):
        return "0.0"
    if ty.startswith("ptr"):
        return "null"
    if r and alt == 0:
        return r.group(1)
    return str(alt)


def call_text(ret, name, params, imms):
    """The intrinsic as the data writes it: `ret @name(type, type VALUE, ...)`:
    an argument with a value is that constant, one without is loaded."""
    args = []
    for i, (ty, _attrs) in enumerate(params):
        args.append(f"{ty} {imms[i]}" if i in imms else ty)
    return f"{ret} @{name}({', '.join(args)})"


def parse_call(call):
    m = re.match(r"(.*?) @([\w.$]+)\((.*)\)$", call)
    ret, name = m.group(1), m.group(2)
    args = []
    for a in split_top(m.group(3)):
        ty, rest = lead_type(a)
        args.append((ty, rest or None))
    return ret, name, args


def kernel(call, k):
    """A kernel calling the intrinsic of `call` (call_text's form): LLVM IR."""
    ret, name, args = parse_call(call)
    body, vals = [], []
    for i, (ty, const) in enumerate(args):
        if const is not None:
            vals.append(f"{ty} {const}")
        else:
            body.append(f"  %a{i} = load {ty}, ptr addrspace(1) %p")
            vals.append(f"{ty} %a{i}")
    if ret == "void":
        body.append(f"  call void @{name}({', '.join(vals)})")
    else:
        body.append(f"  %r = call {ret} @{name}({', '.join(vals)})")
        body.append(f"  store {ret} %r, ptr addrspace(1) %p")
    decl = f"declare {ret} @{name}({', '.join(t for t, _ in args)})"
    return decl, f"define ptx_kernel void @{k}(ptr addrspace(1) %p) {{\n" + "\n".join(body) + "\n  ret void\n}\n"


def module(calls):
    """One module of a kernel per call; kernel i is @k<i>."""
    decls, defs = {}, []
    for i, c in enumerate(calls):
        d, k = kernel(c, f"k{i}")
        decls[d] = None
        defs.append(k)
    return "\n".join(decls) + "\n\n" + "\n".join(defs)


# ---------------------------------------------------------------- llc + ptxas
def compile_ok(calls, target, ptx, ptxas, workdir):
    """(True, None) if the module of `calls` compiles and assembles; else
    (False, kernel indices ptxas named, or None where it named none)."""
    fd, ll = tempfile.mkstemp(suffix=".ll", dir=workdir)
    with os.fdopen(fd, "w") as f:
        f.write(module(calls))
    out = ll[:-3] + ".ptx"
    try:
        r = subprocess.run([LLC, "-march=nvptx64", f"-mcpu={target}", f"-mattr=+ptx{vcode(ptx)}", ll, "-o", out], capture_output=True, text=True, env=ENV)
        if r.returncode != 0:
            return False, None
        r = subprocess.run([PTXAS[ptxas], f"-arch={target}", out, "-o", os.devnull], capture_output=True, text=True)
        if r.returncode == 0:
            return True, None
        if r.returncode < 0:
            if len(calls) == 1:
                CRASHED.add((calls[0], target))
            return False, None
        lines = [int(x) for x in re.findall(r"line (\d+); error", r.stderr)]
        if not lines:
            return False, None
        entries = []
        with open(out) as f:
            for n, l in enumerate(f, 1):
                m = re.match(r"\.visible \.entry k(\d+)\(", l)
                if m:
                    entries.append((n, int(m.group(1))))
        bad = set()
        for line in lines:
            before = [k for n, k in entries if n <= line]
            if not before:
                return False, None
            bad.add(before[-1])
        return False, bad
    finally:
        for p in (ll, out):
            if os.path.exists(p):
                os.remove(p)


def accepted(calls, target, ptx, ptxas, workdir, chunk=400):
    """The indices of `calls` that compile and assemble, each on its own."""
    ok = set()

    def solve(idx):
        good, bad = compile_ok([calls[i] for i in idx], target, ptx, ptxas, workdir)
        if good:
            ok.update(idx)
            return
        if bad is not None:
            rest = [i for j, i in enumerate(idx) if j not in bad]
            if rest:
                solve(rest)
            return
        if len(idx) == 1:
            return
        h = len(idx) // 2
        solve(idx[:h])
        solve(idx[h:])

    idx = list(range(len(calls)))
    for s in range(0, len(idx), chunk):
        solve(idx[s: s + chunk])
    return ok


# ---------------------------------------------------------------- the intrinsics
OVERLOAD_TYPES = ["i16", "i32", "i64", "f16", "bf16", "f32", "f64", "p0", "p1", "p3"]
# Immediates LLVM's verifier or llc may refuse at 0: tried in turn, one
# argument at a time, when the first choice does not verify.
ALT_IMMS = [1, 2, 4, 8, 16, 32, 64, 128, 256, 24, 3]


def candidates(llvm, names, table):
    """[(base name, call text or None, reason)] for every intrinsic to measure."""
    out = []
    plain, over = [], []
    for n in names:
        iid = llvm.intrinsic_id(n)
        (over if llvm.overloaded(iid) else plain).append((n, iid))
    decls = [(n, d) for (n, _), d in zip(plain, llvm.declarations([(i, []) for _, i in plain]))]
    for n, d in decls:
        if n not in table:
            out.append((n, d))
    for n, iid in over:
        found = []
        for tys in [[t] for t in OVERLOAD_TYPES] + [[a, b] for a in OVERLOAD_TYPES for b in OVERLOAD_TYPES]:
            if found and len(tys) == 2 and len(found[0][0]) == 1:
                break
            # A wrong overload count or kind can crash LLVM's type decoder:
            # asked in a child process.
            r, w = os.pipe()
            pid = os.fork()
            if pid == 0:
                os.close(r)
                try:
                    d = llvm.declarations([(iid, tys)])[0]
                    ret, full, params = parse_declare(d)
                    imms = {i: imm_value(t, a) for i, (t, a) in enumerate(params) if "immarg" in a}
                    call = call_text(ret, full, params, imms)
                    ok = llvm.verify(module([call])) is None
                    os.write(w, (d if ok else "").encode())
                finally:
                    os._exit(0)
            os.close(w)
            data = b""
            while True:
                chunk = os.read(r, 65536)
                if not chunk:
                    break
                data += chunk
            os.close(r)
            os.waitpid(pid, 0)
            if data:
                found.append((tys, data.decode()))
        for tys, d in found:
            full = parse_declare(d)[1]
            if full not in table:
                out.append((n, d))
        if not found:
            out.append((n, None))
    return out


def fix_immediates(llvm, d):
    """The call text for declaration `d` with immediates LLVM verifies, or
    (None, the verifier's message)."""
    ret, full, params = parse_declare(d)
    for t, a in params:
        if t in ("metadata", "token", "label") or t.startswith("target("):
            return None, f"a {t} argument: no kernel can pass one"
    if full in UNCALLABLE:
        return None, UNCALLABLE[full]
    immpos = [i for i, (t, a) in enumerate(params) if "immarg" in a]
    fixed = next((v for p, v in FIXED_IMMS.items() if full.startswith(p)), None)
    imms = {i: str(fixed) if fixed is not None else imm_value(params[i][0], params[i][1]) for i in immpos}
    call = call_text(ret, full, params, imms)
    err = llvm.verify(module([call]))
    if err is None:
        return call, None
    for i in immpos:
        for alt in ALT_IMMS:
            trial = dict(imms)
            trial[i] = imm_value(params[i][0], params[i][1], alt)
            c = call_text(ret, full, params, trial)
            if llvm.verify(module([c])) is None:
                return c, None
    return None, err.strip().splitlines()[0]


def load_targets():
    with open(os.path.join(ROOT, "intrinsics", "targets.toml"), "rb") as f:
        t = tomllib.load(f)
    sets = {}

    def resolve(name):
        if name in sets:
            return sets[name]
        out = []
        for m in t["sets"][name]:
            out += resolve(m) if m in t["sets"] else [m]
        sets[name] = frozenset(out)
        return sets[name]

    for s in t["sets"]:
        resolve(s)
    return t["target"], sets, t["ptx"]["versions"]


def measure(calls, targets, versions, jobs):
    """{target: {call: lowest PTX}} for the targets that take each call."""
    workdir = tempfile.mkdtemp(prefix="llvm-nvvm-")

    def one(t):
        start = time.time()
        top = PTXAS_MAX[t["ptxas"]]
        vs = [v for v in versions if vcode(t["min_ptx"]) <= vcode(v) <= vcode(top)]
        ok = accepted(calls, t["name"], top, t["ptxas"], workdir)
        floor = {}
        rest = sorted(ok)
        for v in vs:
            if not rest:
                break
            sub = [calls[i] for i in rest]
            got = accepted(sub, t["name"], v, t["ptxas"], workdir) if v != top else set(range(len(sub)))
            for j in got:
                floor[calls[rest[j]]] = v
            rest = [i for j, i in enumerate(rest) if j not in got]
        print(f"  {t['name']}: {len(ok)} of {len(calls)} taken ({time.time() - start:.0f} s)", file=sys.stderr, flush=True)
        return t["name"], floor

    with ThreadPoolExecutor(jobs) as ex:
        return dict(ex.map(one, targets))


def derive(call, by_target, targets, sets, versions):
    """`needs` from where the call is taken, or (None, the targets that no
    set of targets.toml lists exactly)."""
    names = [t["name"] for t in targets]
    mins = {t["name"]: t["min_ptx"] for t in targets}
    taken = {n: by_target[n][call] for n in names if call in by_target[n]}
    if not taken:
        return "nowhere @ 6.0", None
    S = frozenset(taken)

    def name_of(s):
        exact = [k for k, v in sets.items() if v == s]
        if exact:
            return min(exact, key=len)
        if len(s) == 1:
            return next(iter(s))
        return None

    set_name = name_of(S)
    if set_name is None:
        return None, sorted(S, key=names.index)
    low = min(taken.values(), key=vcode)
    expect = lambda base, n: max(base, mins[n], key=vcode)
    raised = {n for n, v in taken.items() if v != expect(low, n)}
    if not raised:
        return f"{set_name} @ {low}", None
    high = min((taken[n] for n in raised), key=vcode)
    if any(taken[n] != expect(high, n) for n in raised):
        return None, ("floors", {n: taken[n] for n in raised})
    sub = name_of(frozenset(raised))
    if sub is None:
        return None, sorted(raised, key=names.index)
    return f"{set_name} @ {low}, {sub} @ {high}", None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cache", help="JSON file of measurements: read if it exists, else written")
    ap.add_argument("--only", help="measure only the intrinsics matching this regex (no TOML is written)")
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    targets, sets, versions = load_targets()
    if args.cache and os.path.exists(args.cache):
        with open(args.cache) as f:
            cache = json.load(f)
    else:
        start = time.time()
        names = re.findall(r"// (llvm\.nvvm\.\S+)", open(HEADER).read())
        tool = os.environ["NVVM_LOWER_BIN"]
        table = set(subprocess.run([tool, "--print", "table-intrinsics"], capture_output=True, text=True, check=True).stdout.split())
        if args.only:
            names = [n for n in names if re.search(args.only, n)]
        llvm = Llvm()
        cands = candidates(llvm, names, table)
        table_ids = {llvm.intrinsic_id(t) for t in table}
        partly_table = sorted({base for base, d in cands if d and parse_declare(d)[1] != base and llvm.intrinsic_id(base) in table_ids})
        entries = []
        for base, d in cands:
            if d is None:
                entries.append({"base": base, "unmeasured": "no mangling over the overload types tried (" + " ".join(OVERLOAD_TYPES) + ") verifies"})
                continue
            call, why = fix_immediates(llvm, d)
            name = parse_declare(d)[1]
            entries.append({"base": base, "name": name, "call": call} if call else {"base": base, "name": name, "unmeasured": why})
        calls = [e["call"] for e in entries if "call" in e]
        print(f"{len(names)} intrinsics in IntrinsicsNVPTX.h, {len(table)} lifted by table ops; {len(calls)} calls to measure, {len(entries) - len(calls)} unmeasured ({time.time() - start:.0f} s)", file=sys.stderr, flush=True)
        by_target = measure(calls, targets, versions, args.jobs)
        cache = {"entries": entries, "by_target": by_target, "crashed": sorted(CRASHED), "partly_table": partly_table, "seconds": round(time.time() - start)}
        if args.cache:
            with open(args.cache, "w") as f:
                json.dump(cache, f)
    if args.only:
        json.dump(cache, sys.stdout, indent=1)
        return
    write_toml(cache, targets, sets, versions)


def write_toml(cache, targets, sets, versions):
    entries, by_target = cache["entries"], cache["by_target"]
    crashed = {}
    for c, t in cache.get("crashed", []):
        crashed.setdefault(c, []).append(t)
    for e in entries:
        if e.get("call") in crashed:
            e["unmeasured"] = f"ptxas crashes on the PTX llc-22 writes for it ({', '.join(sorted(crashed[e['call']]))}): no verdict"
            del e["call"]
    missing = []
    for e in entries:
        if "call" in e:
            needs, why = derive(e["call"], by_target, targets, sets, versions)
            if needs is None:
                missing.append((e["call"], why))
            e["needs"] = needs
    if missing:
        groups = {}
        for c, why in missing:
            groups.setdefault(json.dumps(why), []).append(c)
        for why, cs in groups.items():
            print(f"no set of targets.toml for {why}: {len(cs)} intrinsics, e.g. {cs[0]}", file=sys.stderr)
        sys.exit(1)
    # An overloaded family whose measured manglings all need the same is one
    # entry, unless a table op lifts one of its manglings (the others are
    # then not all measured) or no target takes them (a mangling over a type
    # not tried, e.g. another address space, may well be valid).
    fams = {}
    for e in entries:
        fams.setdefault(e["base"], []).append(e)
    rows = []
    for base, es in fams.items():
        overloaded = any(e.get("name", base) != base for e in es)
        needs = {e.get("needs") for e in es}
        uniform = len(needs) == 1 and None not in needs and not next(iter(needs)).startswith("nowhere")
        if overloaded and len(es) > 1 and uniform and all("call" in e for e in es) and base not in cache.get("partly_table", []):
            rows.append({"family": base, "needs": es[0]["needs"], "calls": [e["call"] for e in es]})
        else:
            for e in es:
                if "call" in e:
                    rows.append({"family": None, "needs": e["needs"], "calls": [e["call"]]})
                else:
                    rows.append({"unmeasured": e.get("name", base), "why": e["unmeasured"]})
    by_needs = {}
    for r in rows:
        if "needs" in r and r["family"] is None:
            by_needs.setdefault(r["needs"], []).extend(r["calls"])
    order = lambda n: (vcode(n.split("@")[1].split(",")[0].strip()), n)
    with open(OUT, "w") as f:
        f.write(HEADER_TEXT.format(n=sum(len(r.get("calls", [])) for r in rows), seconds=cache.get("seconds", "?")))
        for needs in sorted(by_needs, key=order):
            f.write(f"\n[[group]]\nneeds = \"{needs}\"\ncalls = [\n")
            for c in sorted(by_needs[needs], key=lambda c: c.split("@")[1]):
                f.write(f"  {json.dumps(c)},\n")
            f.write("]\n")
        for r in rows:
            if r.get("family"):
                f.write(f"\n[[family]]\nname = \"{r['family']}\"\nneeds = \"{r['needs']}\"\ncalls = [\n")
                for c in r["calls"]:
                    f.write(f"  {json.dumps(c)},\n")
                f.write("]\n")
        for r in rows:
            if "unmeasured" in r:
                f.write(f"\n[[unmeasured]]\nname = \"{r['unmeasured']}\"\nwhy = {json.dumps(r['why'])}\n")
    print(f"wrote {OUT}", file=sys.stderr)


HEADER_TEXT = """\
# Every llvm.nvvm.* intrinsic of LLVM 22 that no table op lifts from, with
# what it needs: measured, never written by hand. Regenerate with
#   scripts/llvm-nvvm-measure    (it took {seconds} s on 2 shared cores)
# which calls each intrinsic from a minimal kernel and compiles it with llc-22
# and assembles it with the pinned ptxas (13.5; 12.9 for sm_70, sm_72, sm_101*)
# on every target of targets.toml, at the newest PTX version that ptxas reads
# and down to the lowest at which both still hold (scripts/llvm_nvvm.py says
# how). tests/llvm_intrinsics_matrix.rs re-measures both sides of every
# boundary. `nvvm-lower check` gates a call of any of them like a table op:
# a target outside the set is error[gate-target] at the call, and the PTX
# version raises the module's (src/lift/calls.rs, src/verify/mod.rs).
#
# [[group]]   intrinsics that need the same: `needs` as in the op tables,
#             "<target set> @ <min PTX>" (sets in targets.toml, `nowhere`
#             where no target takes it), optionally ", <subset> @ <PTX>"
#             for targets of the set that need a newer version.
# calls       each intrinsic as measured, `<ret> @<name>(<arg>, ...)`: an
#             argument written with a value is passed that constant (an
#             immarg), one written as a type alone is loaded from the
#             kernel's parameter.
# [[family]]  an overloaded intrinsic whose manglings (those over i16 i32 i64
#             half bfloat float double ptr ptr addrspace(1|3) that LLVM
#             verifies, each measured) all need the same: every mangling of
#             it is gated by this `needs`, measured or not.
# [[unmeasured]] an intrinsic no kernel could call validly, and why: not
#             gated (nvvm-lower warns that it is not checked).
#
# {n} calls measured.
"""

if __name__ == "__main__":
    main()
