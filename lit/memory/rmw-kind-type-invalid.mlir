// An nvsync.atomic_rmw kind with a type it does not take (intrinsics/memory.toml)
// is an error[type] at the op; llvm.atomicrmw: llvm-rmw-type-invalid.mlir.
// RUN: %nvvm-lower %s --target sm_90 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

llvm.func @invalid(%g: !llvm.ptr<1>, %v: i32, %w: i64, %f: f32, %d: f64) {
  // CHECK: error[type]: atomic inc does not take i64 (it takes i32)
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %a = nvsync.atomic_rmw #nvsync.rmw<inc> %g, %w {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<1>, i64 -> i64
  // CHECK: error[type]: atomic dec does not take i64 (it takes i32)
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %b = nvsync.atomic_rmw #nvsync.rmw<dec> %g, %w {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<1>, i64 -> i64
  // CHECK: error[type]: atomic fadd does not take i32 (it takes f32, f64)
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %c = nvsync.atomic_rmw #nvsync.rmw<fadd> %g, %v {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<1>, i32 -> i32
  // CHECK: error[type]: atomic and does not take f32 (it takes i32, i64)
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %dd = nvsync.atomic_rmw #nvsync.rmw<and> %g, %f {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<1>, f32 -> f32
  // CHECK: error[type]: atomic add does not take f64 (it takes i32, i64)
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %e = nvsync.atomic_rmw #nvsync.rmw<add> %g, %d {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<1>, f64 -> f64
  // CHECK: error[type]: atomic exch does not take f32 (it takes i32, i64)
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  %h = nvsync.atomic_rmw #nvsync.rmw<exch> %g, %f {mem_semantic = #nvsync.mem_semantic<relaxed>, mem_scope = #nvsync.mem_scope<gpu>} : !llvm.ptr<1>, f32 -> f32
  // CHECK-NOT: error
  llvm.return
}
