// --ptx pinned below what a tcgen05 target exists at (sm_100a: 8.6, sm_103a:
// 8.8, sm_110a: 9.0) is a usage error, status 2, before the input is read:
// no input compiles at that pair. Pinned at or above what is needed, the file
// compiles with that .version and ptxas takes it.
// RUN: %nvvm-lower %s --target sm_100a --ptx 8.5 > %t.out 2> %t.err; test $? -eq 2
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s --check-prefix=T100 --input-file %t.err
// RUN: %nvvm-lower %s --target sm_100a --ptx 8.5 --emit llvm-ir > %t.out 2> %t.err; test $? -eq 2
// RUN: %nvvm-lower %s --target sm_103a --ptx 8.7 > %t.out 2> %t.err; test $? -eq 2
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s --check-prefix=T103 --input-file %t.err
// RUN: %not %nvvm-lower %s --target sm_110a --ptx 8.8 2>&1 >/dev/null | %FileCheck %s --check-prefix=T110
// RUN: %nvvm-lower %s --target sm_100a --ptx 8.6 | %FileCheck %s --check-prefix=V86
// RUN: %nvvm-lower %s --target sm_100a --ptx 8.7 | %FileCheck %s --check-prefix=V87
// RUN: %nvvm-lower %s --target sm_103a --ptx 9.0 | %FileCheck %s --check-prefix=V90
// RUN: %nvvm-lower %s --target sm_100a --ptx 8.6 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100a --ptx 8.7 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_103a --ptx 9.0 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_110a --ptx 9.0 --verify-ptx -o /dev/null

// T100: error: sm_100a needs PTX ISA 8.6 or newer, but --ptx pins PTX ISA 8.5
// T100-NOT: error[
// T103: error: sm_103a needs PTX ISA 8.8 or newer, but --ptx pins PTX ISA 8.7
// T103-NOT: error[
// T110: error: sm_110a needs PTX ISA 9.0 or newer, but --ptx pins PTX ISA 8.8
// T110-NOT: error[
// V86: .version 8.6
// V86-NEXT: .target sm_100a
// V86: tcgen05.shift.cta_group::1.down
// V87: .version 8.7
// V87-NEXT: .target sm_100a
// V87: tcgen05.shift.cta_group::1.down
// V90: .version 9.0
// V90-NEXT: .target sm_103a
// V90: tcgen05.shift.cta_group::1.down

llvm.func @pinned_cg1(%addr: !llvm.ptr, %saddr: !llvm.ptr<3>, %taddr: !llvm.ptr<6>, %ncols: i32, %bar: !llvm.ptr, %sbar: !llvm.ptr<3>, %mask: i16, %desc: i64) {
  nvvm.tcgen05.alloc %addr, %ncols : !llvm.ptr, i32
  nvvm.tcgen05.alloc %saddr, %ncols : !llvm.ptr<3>, i32
  nvvm.tcgen05.dealloc %taddr, %ncols : !llvm.ptr<6>, i32
  nvvm.tcgen05.relinquish_alloc_permit
  nvvm.tcgen05.fence #nvvm.tcgen05_fence<before>
  nvvm.tcgen05.wait #nvvm.tcgen05_wait<store>
  nvvm.tcgen05.commit %bar : !llvm.ptr
  nvvm.tcgen05.commit %sbar, multicast_mask = %mask : !llvm.ptr<3>, i16
  nvvm.tcgen05.shift %taddr : !llvm.ptr<6>
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_64x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx2_01_23>, srcFormat = #nvvm.tcgen05_cp_src_fmt<b4x16_p64>}
  llvm.return
}

llvm.func @pinned_cg2(%addr: !llvm.ptr, %saddr: !llvm.ptr<3>, %taddr: !llvm.ptr<6>, %ncols: i32, %bar: !llvm.ptr, %sbar: !llvm.ptr<3>, %mask: i16, %desc: i64) {
  nvvm.tcgen05.alloc %saddr, %ncols {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>, i32
  nvvm.tcgen05.commit %sbar, multicast_mask = %mask {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>, i16
  nvvm.tcgen05.shift %taddr {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<6>
  nvvm.tcgen05.cp %taddr, %desc {shape = #nvvm.tcgen05_cp_shape<shape_32x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx4>, group = #nvvm.cta_group<cta_2>}
  llvm.return
}

