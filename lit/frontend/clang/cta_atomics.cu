// Race pattern 1 judged by who can reach the address: per-CTA counters
// updated with CTA-scope atomics (atomicAdd_block, clang's
// llvm.nvvm.atomic.add.gen.i.cta, and CUTLASS-style inline atom.cta), each
// slot indexed by the CTA's id (directly, with the thread index, and in a
// grid-stride loop), pass and assemble: no other CTA updates that slot.
//
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_90a -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -S -emit-llvm %s -o %t.sm90a.ll
// RUN: %check-and-assemble %t.sm90a.ll sm_90a 2> %t.sm90a.err | %FileCheck %s --check-prefix=PASS
// RUN: %count 0 < %t.sm90a.err
// PASS: passes for sm_90a at PTX ISA 8.0
// PASS: assembled: sm_90a PTX 8.0
//
// An index loaded from memory: which CTAs reach the slot is not visible, a
// warning naming it (the module passes).
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_90a -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -DLOADED_INDEX -S -emit-llvm %s -o %t.loaded.ll
// RUN: %nvvm-lower check %t.loaded.ll --target sm_90a 2> %t.loaded.err
// RUN: %FileCheck %s --check-prefix=LOADED --input-file %t.loaded.err
//
// Mutants: an address every CTA updates (a grid-wide total, a slot per
// thread index, a slot a kernel parameter picks, and the inline atom.cta on
// the kernel's pointer, generic as CUTLASS writes it), and the CTA's own slot
// that the next CTA reads (slots[b - 1]): refused at the line.
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_90a -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -DMUTANT_TOTAL -S -emit-llvm %s -o %t.total.ll
// RUN: %not %nvvm-lower check %t.total.ll --target sm_90a 2> %t.total.err
// RUN: %FileCheck %s --check-prefix=TOTAL --input-file %t.total.err
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_90a -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -DMUTANT_TID -S -emit-llvm %s -o %t.tid.ll
// RUN: %not %nvvm-lower check %t.tid.ll --target sm_90a 2> %t.tid.err
// RUN: %FileCheck %s --check-prefix=TID --input-file %t.tid.err
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_90a -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -DMUTANT_PARAM -S -emit-llvm %s -o %t.param.ll
// RUN: %not %nvvm-lower check %t.param.ll --target sm_90a 2> %t.param.err
// RUN: %FileCheck %s --check-prefix=PARAM --input-file %t.param.err
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_90a -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -DMUTANT_NEIGHBOUR -S -emit-llvm %s -o %t.neighbour.ll
// RUN: %not %nvvm-lower check %t.neighbour.ll --target sm_90a 2> %t.neighbour.err
// RUN: %FileCheck %s --check-prefix=NEIGHBOUR --input-file %t.neighbour.err
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_90a -Xclang -target-feature -Xclang +ptx86 -O2 -gline-tables-only -DMUTANT_INLINE -S -emit-llvm %s -o %t.inline.ll
// RUN: %not %nvvm-lower check %t.inline.ll --target sm_90a 2> %t.inline.err
// RUN: %FileCheck %s --check-prefix=INLINE --input-file %t.inline.err

#include "cuda_min.h"

__global__ void __launch_bounds__(128) per_cta_counts(int *slots, int *tiles, int *strided, int *marks, int *res, const int *idx, int *total, int n) {
  unsigned t = tid_x();
  // Each buffer is reached at one index only: each CTA's slots are its own.
  atomicAdd_block(&slots[ctaid_x()], 1);
  atomicAdd_block(&tiles[ctaid_x() * 128 + t], 2);
  for (unsigned i = ctaid_x(); i < (unsigned)n; i += nctaid_x())
    atomicAdd_block(&strided[i], 3);
  unsigned old;
  asm volatile("atom.cta.add.u32 %0, [%1], %2;" : "=r"(old) : "l"(&marks[ctaid_x() + nctaid_x()]), "r"(t) : "memory");
  res[ctaid_x() * 128 + t] = (int)old;
#ifdef LOADED_INDEX
  // LOADED: warning[race]: a CTA-scope atomic on a global pointer cannot order accesses that take the device-wide L2 path, if another CTA reaches this address: it depends on a value loaded from memory, which the check cannot see
  // LOADED-NEXT: --> {{.*}}cta_atomics.cu:[[@LINE+1]]:3
  atomicAdd_block(&marks[idx[t]], 1);
  // LOADED-NOT: error
#endif
#ifdef MUTANT_TOTAL
  // TOTAL: error[rule]: a CTA-scope atomic on a global pointer cannot order accesses that take the device-wide L2 path
  // TOTAL-NEXT: --> {{.*}}cta_atomics.cu:[[@LINE+2]]:3
  // TOTAL: its address does not depend on the CTA's id (%ctaid): every CTA that runs it updates the same location
  atomicAdd_block(total, 1);
#endif
#ifdef MUTANT_TID
  // TID: error[rule]: a CTA-scope atomic on a global pointer cannot order accesses that take the device-wide L2 path
  // TID-NEXT: --> {{.*}}cta_atomics.cu:[[@LINE+1]]:3
  atomicAdd_block(&total[t], 1);
#endif
#ifdef MUTANT_PARAM
  // PARAM: error[rule]: a CTA-scope atomic on a global pointer cannot order accesses that take the device-wide L2 path
  // PARAM-NEXT: --> {{.*}}cta_atomics.cu:[[@LINE+1]]:3
  atomicAdd_block(&total[n], 1);
#endif
#ifdef MUTANT_NEIGHBOUR
  // NEIGHBOUR: error[rule]: a CTA-scope atomic on a global pointer cannot order accesses that take the device-wide L2 path
  // NEIGHBOUR: --> {{.*}}cta_atomics.cu:[[@LINE+3]]:3
  // NEIGHBOUR: another CTA reaches the same slot here
  // NEIGHBOUR: its address depends on the CTA's id, but another index into the same buffer names it for another CTA
  atomicAdd_block(&slots[ctaid_x()], 1);
  if (ctaid_x() > 0)
    res[t] = slots[ctaid_x() - 1];
#endif
#ifdef MUTANT_INLINE
  // INLINE: error[rule]: a CTA-scope atomic on a global pointer cannot order accesses that take the device-wide L2 path
  // INLINE-NEXT: --> {{.*}}cta_atomics.cu:[[@LINE+2]]:3
  // INLINE: in inline PTX: write .gpu (spec 001, race pattern 1)
  asm volatile("atom.cta.add.u32 %0, [%1], %2;" : "=r"(old) : "l"(total), "r"(t) : "memory");
  total[1] = (int)old;
#endif
}
