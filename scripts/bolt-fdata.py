"""Turns callgrind's instruction counts into a profile for llvm-bolt.

    python3 scripts/bolt-fdata.py BINARY CALLGRIND.out... > profile.fdata

Reads callgrind outputs written with --dump-instr=yes --compress-pos=no
(one line per executed instruction: its address and its cost, the first
event being the instructions executed) and writes BOLT's profile of basic
samples ("no_lbr"): one line per instruction, `1 FUNCTION OFFSET COUNT`.
Callgrind counts every instruction exactly, so the profile knows every block
a compile runs, where sampling would miss the rarely run ones; that is what
lets BOLT move the blocks no profiled compile runs out of the way.

Functions are named as BOLT names them: a local symbol gets `/N`, N counting
the local symbols of that name in the order of their addresses.
"""
import bisect
import collections
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


def main():
    binary, outputs = sys.argv[1], sys.argv[2:]
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


if __name__ == "__main__":
    main()
