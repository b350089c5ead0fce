// The block-scaled nvfp4 MMA of CUTLASS's Blackwell examples 72a/72b as
// inline PTX: tcgen05.mma.cta_group::1.kind::mxf4nvf4.block_scale with a
// scale vector of 4X (PTX 8.7) or, as CUTLASS writes it for PTX 8.8,
// .block16. check names the version the instruction needs, and ptxas takes
// the module at that version and refuses it one version below.
//
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_100a -Xclang -target-feature -Xclang +ptx88 -O2 -gline-tables-only -S -emit-llvm %s -o %t.4x.ll
// RUN: %check-and-assemble %t.4x.ll sm_100a | %FileCheck %s --check-prefix=SCALE4X
// SCALE4X: passes for sm_100a at PTX ISA 8.7
// SCALE4X: assembled: sm_100a PTX 8.7
// RUN: %llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a -mattr=+ptx86 %t.4x.ll -o %t.4x.86.ptx
// RUN: %not %ptxas-verify %t.4x.86.ptx 2>&1 | %FileCheck %s --check-prefix=BELOW
// BELOW: error
//
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib -I%cuda-min --cuda-gpu-arch=sm_100a -Xclang -target-feature -Xclang +ptx88 -O2 -gline-tables-only -DBLOCK16 -S -emit-llvm %s -o %t.b16.ll
// RUN: %check-and-assemble %t.b16.ll sm_100a | %FileCheck %s --check-prefix=BLOCK16
// BLOCK16: passes for sm_100a at PTX ISA 8.8
// BLOCK16: assembled: sm_100a PTX 8.8
// RUN: %llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a -mattr=+ptx87 %t.b16.ll -o %t.b16.87.ptx
// RUN: %not %ptxas-verify %t.b16.87.ptx 2>&1 | %FileCheck %s --check-prefix=BELOW
//
// A pinned --ptx below what the instruction needs is refused at its line.
// RUN: %not %nvvm-lower check %t.b16.ll --target sm_100a --ptx 8.7 2>&1 | %FileCheck %s --check-prefix=PINNED
// PINNED: 8.8
// PINNED: block_scaled_mma.cu:{{[0-9]+}}
//
// The family target sm_100f lacks the 4X scale vector (ptxas: not supported
// on .target 'sm_100f').
// RUN: %not %nvvm-lower check %t.4x.ll --target sm_100f 2>&1 | %FileCheck %s --check-prefix=FAMILY
// FAMILY: error[gate-target]: inline PTX 'tcgen05.mma.cta_group::1.kind::mxf4nvf4.block_scale.scale_vec::4X' is not available on sm_100f

#include "cuda_min.h"

__global__ void nvfp4_mma(uint64_t a_desc, uint64_t b_desc, uint32_t idesc, uint32_t d_tmem, uint32_t sfa_tmem, uint32_t sfb_tmem, int accumulate) {
#if defined(BLOCK16)
  asm volatile("{\n\t.reg .pred p;\n\tsetp.ne.b32 p, %6, 0;\n\t"
               "tcgen05.mma.cta_group::1.kind::mxf4nvf4.block_scale.block16 [%0], %1, %2, %3, [%4], [%5], p;\n\t}"
               ::"r"(d_tmem), "l"(a_desc), "l"(b_desc), "r"(idesc), "r"(sfa_tmem), "r"(sfb_tmem), "r"(accumulate));
#else
  asm volatile("{\n\t.reg .pred p;\n\tsetp.ne.b32 p, %6, 0;\n\t"
               "tcgen05.mma.cta_group::1.kind::mxf4nvf4.block_scale.scale_vec::4X [%0], %1, %2, %3, [%4], [%5], p;\n\t}"
               ::"r"(d_tmem), "l"(a_desc), "l"(b_desc), "r"(idesc), "r"(sfa_tmem), "r"(sfb_tmem), "r"(accumulate));
#endif
}
