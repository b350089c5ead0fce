// Scheduling and thread control: programmatic dependent launch, register
// reallocation, back-off, events, breakpoint and exit, in MLIR 22's syntax
// (its @llvm_nvvm_setmaxregister, @nvvm_griddepcontrol_*, @nvvm_pmevent,
// @nanosleep, @nvvm_breakpoint, @nvvm_exit). setmaxregister needs an
// arch-specific or family target (sm_90a up), griddepcontrol sm_90.
// RUN: %nvvm-lower %s --target sm_90a --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_90a | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_101f | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_120a | %ptxas-verify

// PTX: .version 8.0
// PTX-NEXT: .target sm_90a

// LL-LABEL: define void @llvm_nvvm_setmaxregister()
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 256)
// LL-NEXT: call void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 24)
// PTX-LABEL: llvm_nvvm_setmaxregister()
// PTX: setmaxnreg.inc.sync.aligned.u32 256;
// PTX: setmaxnreg.dec.sync.aligned.u32 24;
llvm.func @llvm_nvvm_setmaxregister() {
  nvvm.setmaxregister increase 256
  nvvm.setmaxregister decrease 24
  llvm.return
}

// LL-LABEL: define void @nvvm_griddepcontrol()
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.griddepcontrol.wait()
// LL-NEXT: call void @llvm.nvvm.griddepcontrol.launch.dependents()
// PTX-LABEL: nvvm_griddepcontrol()
// PTX: griddepcontrol.wait;
// PTX: griddepcontrol.launch_dependents;
llvm.func @nvvm_griddepcontrol() {
  nvvm.griddepcontrol wait
  nvvm.griddepcontrol launch_dependents
  llvm.return
}

// An event by index is its bit of the mask (id = 10 is mask 1024).
// LL-LABEL: define void @nvvm_pmevent()
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.pm.event.mask(i16 15000)
// LL-NEXT: call void @llvm.nvvm.pm.event.mask(i16 4)
// LL-NEXT: call void @llvm.nvvm.pm.event.mask(i16 1024)
// PTX-LABEL: nvvm_pmevent()
// PTX: pmevent.mask 15000;
// PTX: pmevent.mask 4;
// PTX: pmevent.mask 1024;
llvm.func @nvvm_pmevent() {
  nvvm.pmevent mask = 15000
  nvvm.pmevent mask = 4
  nvvm.pmevent id = 10
  llvm.return
}

// LL-LABEL: define void @nanosleep(i32 %ns)
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.nanosleep(i32 4000)
// LL-NEXT: call void @llvm.nvvm.nanosleep(i32 %ns)
// PTX-LABEL: nanosleep(
// PTX: nanosleep.u32 4000;
// PTX: nanosleep.u32 %r{{[0-9]+}};
llvm.func @nanosleep(%ns: i32) {
  %c = llvm.mlir.constant(4000 : i32) : i32
  nvvm.nanosleep %c
  nvvm.nanosleep %ns
  llvm.return
}

// LL-LABEL: define void @nvvm_breakpoint()
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.debugtrap()
// PTX-LABEL: nvvm_breakpoint()
// PTX: brkpt;
llvm.func @nvvm_breakpoint() {
  nvvm.breakpoint
  llvm.return
}

// LL-LABEL: define void @nvvm_exit()
// LL-NEXT: entry:
// LL-NEXT: call void @llvm.nvvm.exit()
// PTX-LABEL: nvvm_exit()
// PTX: exit;
llvm.func @nvvm_exit() {
  nvvm.exit
  llvm.return
}

// A warp-specialised kernel: the producer warpgroup gives registers up, the
// consumers take them, and the grid lets its dependents launch early after
// waiting for its own prerequisites; a spin loop backs off with nanosleep.
// PTX-LABEL: .entry warp_specialised(
// PTX: griddepcontrol.wait;
// PTX: setmaxnreg.dec.sync.aligned.u32 40;
// PTX: nanosleep.u32
// PTX: setmaxnreg.inc.sync.aligned.u32 232;
// PTX: griddepcontrol.launch_dependents;
llvm.func @warp_specialised(%flag: !llvm.ptr<1>) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %c128 = llvm.mlir.constant(128 : i32) : i32
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %ns = llvm.mlir.constant(100 : i32) : i32
  nvvm.griddepcontrol wait
  %producer = llvm.icmp "ult" %tid, %c128 : i32
  llvm.cond_br %producer, ^produce, ^consume
^produce:
  nvvm.setmaxregister decrease 40
  llvm.br ^spin
^spin:
  %v = llvm.load volatile %flag : !llvm.ptr<1> -> i32
  %ready = llvm.icmp "ne" %v, %c0 : i32
  llvm.cond_br %ready, ^done, ^sleep
^sleep:
  nvvm.nanosleep %ns
  llvm.br ^spin
^consume:
  nvvm.setmaxregister increase 232
  llvm.br ^done
^done:
  nvvm.griddepcontrol launch_dependents
  llvm.return
}

// The calls are convergent: their declarations are.
// LL-DAG: declare void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 immarg{{.*}}) #[[CONV:[0-9]+]]
// LL-DAG: declare void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 immarg{{.*}}) #[[CONV]]
// LL-DAG: attributes #[[CONV]] = { convergent
