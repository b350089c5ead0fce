"""What scripts/bolt gives llvm-bolt: the profile, and the functions to leave.

    python3 scripts/bolt.py profile BINARY CALLGRIND.out... > profile.fdata
    python3 scripts/bolt.py skip BINARY          (prints a comma-separated list)

profile: reads callgrind outputs written with --dump-instr=yes
--compress-pos=no (one line per executed instruction: its address and its
cost, the first event being the instructions executed) and writes BOLT's
profile of basic samples ("no_lbr"): one line per instruction, `1 FUNCTION
OFFSET COUNT`. Callgrind counts every instruction exactly, so the profile
knows every block a compile runs, where sampling would miss the rarely run
ones; that is what lets BOLT move the blocks no profiled compile runs out of
the way.

skip: the functions BOLT would rewrite wrongly. glibc's malloc jumps over
the `lock` prefix of an atomic instruction when the process has one thread
(a jump into the middle of an instruction, found here in objdump's listing);
BOLT takes the prefix for an instruction of its own and moves it, and the
first batch run on two threads died of SIGILL in _int_free. And the
functions that return twice (clone, setjmp, vfork and the like), the second
time on another stack or with another context, which a control-flow graph
cannot describe.

Functions are named as BOLT names them: a local symbol gets `/N`, N counting
the local symbols of that name in the order of their addresses.
"""
import bisect
import collections
import re
import subprocess
import sys


def functions(binary):
    """(start, size, BOLT's name) of each function symbol, by address."""
    out = subprocess.run(["nm", "-S", "--defined-only", binary], capture_output=True, text=True, check=True).stdout
    syms = []
    for line in out.splitlines():
        f = line.split()
        if len(f) == 4 and f[2] in "tTwW":
            syms.append((int(f[0], 16), int(f[1], 16), f[3], f[2] == "t"))
    syms.sort()
    seen = collections.Counter()
    named = []
    for start, size, name, local in syms:
        if local:
            seen[name] += 1
            name = f"{name}/{seen[name]}"
        named.append((start, size, name))
    return named


def counts(paths):
    """Instructions executed at each address, over all the outputs."""
    total = collections.Counter()
    for path in paths:
        call_line = False
        with open(path) as f:
            for line in f:
                if line.startswith("calls="):
                    call_line = True  # the next line is the call's inclusive cost
                    continue
                if line.startswith("0x"):
                    if call_line:
                        call_line = False
                        continue
                    fields = line.split()
                    total[int(fields[0], 16)] += int(fields[-1])
    return total


def profile(binary, outputs):
    syms = functions(binary)
    starts = [s[0] for s in syms]
    lines = collections.Counter()
    for address, n in counts(outputs).items():
        i = bisect.bisect_right(starts, address) - 1
        if n <= 0 or i < 0:
            continue
        start, size, name = syms[i]
        if address < start + max(size, 1):
            lines[(name, address - start)] += n
    print("no_lbr")
    for (name, offset), n in sorted(lines.items()):
        print(f"1 {name} {offset:x} {n}")


RETURN_TWICE = {"clone", "__clone", "clone3", "__clone3", "__clone_internal", "vfork", "__vfork",
                "setjmp", "_setjmp", "__sigsetjmp", "sigsetjmp", "__longjmp", "__longjmp_chk", "longjmp",
                "_longjmp", "siglongjmp", "getcontext", "setcontext", "swapcontext", "__restore_rt"}


def mid_instruction_targets(binary):
    """Start addresses of the functions that some branch enters in the
    middle of an instruction, as objdump decodes the code."""
    listing = subprocess.Popen(["objdump", "-d", "--no-show-raw-insn", binary], stdout=subprocess.PIPE, text=True)
    heading = re.compile(r"^([0-9a-f]+) <(.+)>:$")
    branch = re.compile(r"\s(j[a-z]+|call)\s+([0-9a-f]+) <")
    insns, targets, starts = set(), set(), []
    for line in listing.stdout:
        if line[:1] != " ":
            m = heading.match(line)
            if m:
                starts.append(int(m.group(1), 16))
            continue
        address, sep, rest = line.partition(":")
        try:
            insns.add(int(address, 16))
        except ValueError:
            continue
        if "\tj" in rest or "call" in rest:
            m = branch.search(rest)
            if m:
                targets.add(int(m.group(2), 16))
    if listing.wait() != 0:
        raise SystemExit(f"objdump -d {binary} failed")
    starts.sort()
    return {starts[bisect.bisect_right(starts, t) - 1] for t in targets - insns if t >= starts[0]}


def skip(binary):
    entries = mid_instruction_targets(binary)
    names = sorted({name for start, _, name in functions(binary) if start in entries or name.split("/")[0] in RETURN_TWICE})
    print(",".join(names))


if __name__ == "__main__":
    mode, binary = sys.argv[1], sys.argv[2]
    if mode == "profile":
        profile(binary, sys.argv[3:])
    elif mode == "skip":
        skip(binary)
    else:
        raise SystemExit(f"scripts/bolt.py: unknown mode '{mode}' (profile or skip)")
