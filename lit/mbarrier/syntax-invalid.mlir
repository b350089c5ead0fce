// Malformed mbarrier ops: every chunk is diagnosed at its own location, exit 1.
// RUN: %nvvm-lower %s --split-input-file --target sm_90 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

llvm.func @too_few(%b: !llvm.ptr<3>) {
  // CHECK: error[operands]: 'nvvm.mbarrier.init' takes 2 operand(s) (addr, count), got 1
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvvm.mbarrier.init %b : !llvm.ptr<3>
  llvm.return
}

// -----
llvm.func @too_many(%b: !llvm.ptr<3>, %s: i64, %t: i32) {
  // CHECK: error[operands]: 'nvvm.mbarrier.try_wait' takes 2 to 3 operand(s) (addr, stateOrPhase, [ticks]), got 4
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %0 = nvvm.mbarrier.try_wait %b, %s, %t, %t : !llvm.ptr<3>, i64, i32, i32 -> i1
  llvm.return
}

// -----
llvm.func @type_count(%b: !llvm.ptr<3>, %n: i32) {
  // CHECK: error[type]: 'nvvm.mbarrier.init' expects 2 type(s) after ':', got 1
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = for example: nvvm.mbarrier.init %addr, %count : !llvm.ptr<3>, i32 (with `, predicate = %p`, add a trailing i1)
  nvvm.mbarrier.init %b, %n : !llvm.ptr<3>
  // arrive spells only the address type.
  // CHECK: error[type]: 'nvvm.mbarrier.arrive' expects 1 type(s) after ':', got 2
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %0 = nvvm.mbarrier.arrive %b, %n : !llvm.ptr<3>, i32 -> i64
  llvm.return
}

// -----
llvm.func @type_mismatch(%b: !llvm.ptr<3>, %n: i32, %s: i64, %p: i1) {
  // CHECK: error[type]: type !llvm.ptr does not match the operand's type !llvm.ptr<3>
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:31
  nvvm.mbarrier.init %b, %n : !llvm.ptr, i32
  // CHECK: error[type]: type i32 does not match the operand's type i64
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:55
  %0 = nvvm.mbarrier.test.wait %b, %s : !llvm.ptr<3>, i32 -> i1
  // CHECK: error[type]: operand 'count' of 'nvvm.mbarrier.init' must be i32, but got i64
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:26
  nvvm.mbarrier.init %b, %s : !llvm.ptr<3>, i64
  // CHECK: error[type]: operand 'stateOrPhase' of 'nvvm.mbarrier.try_wait' must be i64 (a state) or i32 (a phase parity), but got i1
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:35
  %1 = nvvm.mbarrier.try_wait %b, %p : !llvm.ptr<3>, i1 -> i1
  llvm.return
}

// -----
llvm.func @unknown_attr(%b: !llvm.ptr<3>) {
  // CHECK: error[attr]: 'nvvm.mbarrier.arrive' has no attribute 'noinc'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:33
  // CHECK: = it accepts scope, relaxed
  %0 = nvvm.mbarrier.arrive %b {noinc = true} : !llvm.ptr<3> -> i64
  // CHECK: error[attr]: 'nvvm.cp.async.mbarrier.arrive' has no attribute 'relaxed'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:37
  // CHECK: = it accepts noinc
  nvvm.cp.async.mbarrier.arrive %b {relaxed = true} : !llvm.ptr<3>
  llvm.return
}

// -----
llvm.func @unknown_op(%b: !llvm.ptr<3>, %n: i32) {
  // CHECK: error[unknown-op]: unknown operation 'nvvm.mbarrier.try_wait.parityy'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:3
  // CHECK: = did you mean nvvm.mbarrier.try_wait.parity?
  // CHECK-NEXT: = `nvvm-lower --print ops` lists every supported op
  nvvm.mbarrier.try_wait.parityy %b, %n, %n : !llvm.ptr<3>, i32, i32
  llvm.return
}

// -----
llvm.func @no_dialect(%b: !llvm.ptr<3>, %n: i32) {
  // CHECK: error[unknown-op]: unknown operation 'mbarrier.init'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:3
  // CHECK: = did you mean nvvm.mbarrier.init{{.*}}?
  mbarrier.init %b, %n : !llvm.ptr<3>, i32
  llvm.return
}

// -----
llvm.func @undefined(%b: !llvm.ptr<3>) {
  // CHECK: error[undefined]: use of undefined value '%count'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:26
  nvvm.mbarrier.init %b, %count : !llvm.ptr<3>, i32
  llvm.return
}

// -----
llvm.func @missing_comma(%b: !llvm.ptr<3>, %n: i32) {
  // CHECK: error[parse]: expected '=', found ':'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:28
  nvvm.mbarrier.init %b %n : !llvm.ptr<3>, i32
  llvm.return
}

// -----
llvm.func @bad_type(%b: !llvm.ptr<3>, %n: i32) {
  // CHECK: error[parse]: expected '>', found ','
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:42
  nvvm.mbarrier.init %b, %n : !llvm.ptr<3, i32
  llvm.return
}

// CHECK-NOT: error
