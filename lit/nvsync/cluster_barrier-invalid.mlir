// mbarrier_init_only keeps spec 000's relaxed arrive for the cluster scopes; on
// a CTA barrier (bar.sync 0, which always orders memory within the CTA) it
// means nothing and is refused. Exit status 1, nothing on stdout.
// RUN: %nvvm-lower %s --target sm_90a > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

llvm.func @cta_init_only() {
  // CHECK: error[rule]: mbarrier_init_only applies to the cluster scopes: a CTA barrier (bar.sync 0) always orders memory within the CTA
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:3
  nvsync.cluster_barrier {scope = #nvsync.barrier_scope<cta>, mbarrier_init_only}
  llvm.return
}
