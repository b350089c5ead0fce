// Corrupt bitcode that LLVM's reader cannot take (docs/reliability.md F25),
// found by tests/corrupt_bitcode.rs among byte-level mutants of Triton's
// modules: one makes the reader dereference null (llvm-dis-22 dies of
// SIGSEGV on it), one makes it ask for 32 GB at once ("LLVM ERROR: out of
// memory", SIGABRT), one makes it grow past 10 GB in 20 s. Each is now
// "not valid bitcode" and status 1, in `check` and in a compile, and leaves
// no output file.
// RUN: rm -f %t.ptx
// RUN: %not %nvvm-lower check %S/Inputs/bitcode-reader-segv.bc --target sm_90 2>&1 | %FileCheck %s --check-prefix=SEGV
// RUN: %not %nvvm-lower %S/Inputs/bitcode-reader-segv.bc --target sm_90 -o %t.ptx 2>&1 | %FileCheck %s --check-prefix=SEGV
// RUN: test ! -e %t.ptx
// SEGV: {{^error: '.*bitcode-reader-segv.bc' is not valid bitcode: LLVM's reader crashed on it \(SIGSEGV\)$}}
// RUN: %not %nvvm-lower check %S/Inputs/bitcode-32g.bc --target sm_90 2>&1 | %FileCheck %s --check-prefix=BIG
// RUN: %not %nvvm-lower %S/Inputs/bitcode-32g.bc --target sm_100a -o %t.ptx 2>&1 | %FileCheck %s --check-prefix=BIG
// RUN: test ! -e %t.ptx
// BIG: {{^error: '.*bitcode-32g.bc' is not valid bitcode: reading its 15584 bytes needed more than 259 MiB of memory$}}
// RUN: %not %nvvm-lower check %S/Inputs/bitcode-runaway.bc --target sm_90 2>&1 | %FileCheck %s --check-prefix=RUNAWAY
// RUNAWAY: {{^error: '.*bitcode-runaway.bc' is not valid bitcode: reading its 22068 bytes needed more than 261 MiB of memory$}}
// A file cut short or with a bad block is LLVM's own error.
// RUN: head -c 3000 %S/Inputs/bitcode-runaway.bc > %t.cut.bc
// RUN: %not %nvvm-lower check %t.cut.bc --target sm_90 2>&1 | %FileCheck %s --check-prefix=CUT
// CUT: error[input]: '{{.*}}cut.bc' is not LLVM IR that LLVM 22 reads
