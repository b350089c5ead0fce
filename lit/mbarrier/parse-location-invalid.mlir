// A parse error inside an attribute is reported where the attribute is.
// An unterminated `#nvvm.mem_scope<cta` is reported at the attribute, not at
// the end of the input.
// RUN: %nvvm-lower %s --target sm_90 > %t.out 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

llvm.func @bad_scope_syntax(%b: !llvm.ptr<3>) {
  // CHECK: error[parse]: unterminated attribute
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:{{[0-9]+}}
  %0 = nvvm.mbarrier.arrive %b {scope = #nvvm.mem_scope<cta} : !llvm.ptr<3> -> i64
  llvm.return
}
