#!/usr/bin/env python3
"""A large front-end module: N copies of one LLVM IR fixture, each kernel
renamed (`@matmul` -> `@matmul_7`), linked into one module by llvm-link-22
(which merges the declarations and renumbers the metadata).

    benches/ll_copies.py FIXTURE.ll N OUT.ll
"""
import re
import subprocess
import sys
import tempfile
from pathlib import Path


def renamed(text: str, i: int) -> str:
    """The fixture with every function it defines renamed with suffix `_i`."""
    defined = re.findall(r"^define [^@]*@([\w.$]+)\(", text, flags=re.M)
    for name in defined:
        text = re.sub(rf"@{re.escape(name)}\b", f"@{name}_{i}", text)
    return text


def main() -> None:
    fixture, n, out = Path(sys.argv[1]), int(sys.argv[2]), Path(sys.argv[3])
    text = fixture.read_text()
    with tempfile.TemporaryDirectory() as tmp:
        parts = []
        for i in range(n):
            part = Path(tmp) / f"part{i}.ll"
            part.write_text(renamed(text, i))
            parts.append(str(part))
        subprocess.run(["llvm-link-22", "-S", "-o", str(out), *parts], check=True)


if __name__ == "__main__":
    main()
