// Deep nesting in a front end's LLVM IR (docs/reliability.md F24). LLVM's
// parser, verifier and code generator recurse once per level: llc-22 dies of
// SIGSEGV on a struct type 30,000 deep, 7,400 nested GEP constant
// expressions, a chain of 29,000 metadata nodes or 10^5 named struct types
// each inside the next, and so did nvvm-lower. `.ll` text is scanned before
// LLVM parses it (brackets and named types at most 1,000 deep, metadata
// 16,384), bitcode measured after LLVM reads it; each bound is refused
// where it is passed, and an input at the bound is accepted.
// RUN: python3 %S/Inputs/deep.py struct 1000 > %t.ok.ll
// RUN: %nvvm-lower check %t.ok.ll --target sm_90 | %FileCheck %s --check-prefix=OK
// RUN: %nvvm-lower %t.ok.ll --target sm_90 | %FileCheck %s --check-prefix=PTX
// OK: passes for sm_90 at PTX ISA 7.8
// PTX: bar.sync 0;
// RUN: python3 %S/Inputs/deep.py struct 20000 > %t.struct.ll
// RUN: %not %nvvm-lower check %t.struct.ll --target sm_90 2>&1 | %FileCheck %s --check-prefix=STRUCT
// RUN: rm -f %t.ptx
// RUN: %not %nvvm-lower %t.struct.ll --target sm_90 -o %t.ptx 2>&1 | %FileCheck %s --check-prefix=STRUCT
// RUN: test ! -e %t.ptx
// STRUCT: error[depth]: brackets nested 20000 deep, past the limit of 1000
// STRUCT-NEXT: ┌─ {{.*}}struct.ll:1:1026
// RUN: python3 %S/Inputs/deep.py gep 10000 > %t.gep.ll
// RUN: %not %nvvm-lower check %t.gep.ll --target sm_90 2>&1 | %FileCheck %s --check-prefix=GEP
// GEP: error[depth]: brackets nested 10001 deep, past the limit of 1000
// GEP-NEXT: ┌─ {{.*}}gep.ll:2:
// Quotes in comments start no string: the brackets after them count.
// RUN: (printf '/* " */ ; "\n'; python3 %S/Inputs/deep.py struct 1001) > %t.comment.ll
// RUN: %not %nvvm-lower check %t.comment.ll --target sm_90 2>&1 | %FileCheck %s --check-prefix=COMMENT
// COMMENT: error[depth]: brackets nested 1001 deep, past the limit of 1000
// COMMENT-NEXT: ┌─ {{.*}}comment.ll:2:1026
// A byte that is not UTF-8 (LLVM takes it in a comment) is scanned past.
// RUN: (printf '; \377\n'; python3 %S/Inputs/deep.py struct 1001) > %t.latin1.ll
// RUN: %not %nvvm-lower %t.latin1.ll --target sm_90 2>&1 | %FileCheck %s --check-prefix=LATIN1
// LATIN1: error[depth]: brackets nested 1001 deep, past the limit of 1000
// LATIN1-NEXT: ┌─ {{.*}}latin1.ll:2:1026
// RUN: python3 %S/Inputs/deep.py gep 999 > %t.gep999.ll
// RUN: %nvvm-lower %t.gep999.ll --target sm_90 | %FileCheck %s --check-prefix=PTX
// RUN: python3 %S/Inputs/deep.py md-inline 1001 > %t.inline.ll
// RUN: %not %nvvm-lower check %t.inline.ll --target sm_90 2>&1 | %FileCheck %s --check-prefix=INLINE
// INLINE: error[depth]: brackets nested 1001 deep, past the limit of 1000
// INLINE-NEXT: ┌─ {{.*}}inline.ll:7:2007
// Named types nest without brackets.
// RUN: python3 %S/Inputs/deep.py named-types 1000 > %t.named-ok.ll
// RUN: %nvvm-lower %t.named-ok.ll --target sm_90 | %FileCheck %s --check-prefix=PTX
// RUN: python3 %S/Inputs/deep.py named-types 100000 > %t.named.ll
// RUN: %not %nvvm-lower check %t.named.ll --target sm_90 2>&1 | %FileCheck %s --check-prefix=NAMED
// NAMED: error[depth]: named type '%t0' nests types 100000 deep (through the named types it contains), past the limit of 1000
// NAMED-NEXT: ┌─ {{.*}}named.ll:1:1
// Metadata reaches other metadata without brackets: forward references
// (LLVM's parser resolves them recursively), backward ones (its verifier
// walks them recursively), debug info's scopes (its DWARF writer).
// RUN: python3 %S/Inputs/deep.py md-chain 16384 > %t.md-ok.ll
// RUN: %nvvm-lower check %t.md-ok.ll --target sm_90 | %FileCheck %s --check-prefix=OK
// RUN: python3 %S/Inputs/deep.py md-chain 100000 > %t.md.ll
// RUN: %not %nvvm-lower check %t.md.ll --target sm_90 2>&1 | %FileCheck %s --check-prefix=MD
// MD: error[depth]: metadata node '!0' reaches nodes 100000 deep, past the limit of 16384
// MD-NEXT: ┌─ {{.*}}md.ll:7:1
// RUN: python3 %S/Inputs/deep.py md-chain-rev 16385 > %t.rev.ll
// RUN: %not %nvvm-lower check %t.rev.ll --target sm_90 2>&1 | %FileCheck %s --check-prefix=REV
// REV: error[depth]: metadata node '!16384' reaches nodes 16385 deep, past the limit of 16384
// RUN: python3 %S/Inputs/deep.py di-blocks 16380 > %t.di-ok.ll
// RUN: %nvvm-lower %t.di-ok.ll --target sm_90 | %FileCheck %s --check-prefix=PTX
// RUN: python3 %S/Inputs/deep.py di-blocks 20000 > %t.di.ll
// RUN: %not %nvvm-lower %t.di.ll --target sm_90 2>&1 | %FileCheck %s --check-prefix=DI
// DI: error[depth]: metadata node '!9' reaches nodes 20004 deep, past the limit of 16384
// Bitcode: LLVM reads it without recursing; the module is measured before
// anything recursive runs.
// RUN: llvm-as %t.ok.ll -o %t.ok.bc
// RUN: %nvvm-lower check %t.ok.bc --target sm_90 | %FileCheck %s --check-prefix=OK
// RUN: python3 %S/Inputs/deep.py struct 1001 | llvm-as -o %t.struct.bc
// RUN: %not %nvvm-lower check %t.struct.bc --target sm_90 2>&1 | %FileCheck %s --check-prefix=STRUCT-BC
// RUN: python3 %S/Inputs/deep.py named-types 1001 | llvm-as -o %t.named.bc
// RUN: %not %nvvm-lower %t.named.bc --target sm_90 -o %t.ptx 2>&1 | %FileCheck %s --check-prefix=STRUCT-BC
// RUN: test ! -e %t.ptx
// STRUCT-BC: error[depth]: '{{.*}}.bc': a type nests more than 1000 deep, past the limit
// RUN: python3 %S/Inputs/deep.py gep 1001 | llvm-as -o %t.gep.bc
// RUN: %not %nvvm-lower check %t.gep.bc --target sm_90 2>&1 | %FileCheck %s --check-prefix=GEP-BC
// GEP-BC: error[depth]: '{{.*}}gep.bc': a constant expression nests more than 1000 deep, past the limit
// RUN: python3 %S/Inputs/deep.py md-chain 16385 | llvm-as -o %t.md.bc
// RUN: %not %nvvm-lower check %t.md.bc --target sm_90 2>&1 | %FileCheck %s --check-prefix=MD-BC
// MD-BC: error[depth]: '{{.*}}md.bc': its metadata reaches nodes 16385 deep, past the limit of 16384
