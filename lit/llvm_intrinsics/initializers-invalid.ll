; What of a global's initializer LLVM's NVPTX backend cannot write as PTX
; that ptxas takes (measured with llc-22 and ptxas 13.5): a variable of
; another space than global or constant ("Variable used as initial value
; not in .global or .const state space"), a pointer narrowed below 64 bits
; ('g&0xffffffffffffffff', or the pointer written over the fields beside
; it), a negative offset from a symbol ('g-8'), arithmetic other than a
; symbol plus a constant (an abort, 'Unsupported expression in static
; initializer', or 'g+h'), no_cfi (written as nothing), a cast to a space
; other than generic (an abort), and initializers that name one another in
; a cycle (an abort, 'Circular dependency found in global variable set').
; Each is refused at its global's line; the others compile and ptxas takes
; them.
; RUN: %not %nvvm-lower check %s --target sm_90 2>&1 | %FileCheck %s
; RUN: %not %nvvm-lower check %s --target sm_90 2>&1 | %FileCheck %s --check-prefix=COUNT
; COUNT-COUNT-10: error[
; COUNT-NOT: error
; CHECK: error[space]: the initializer of '@shared_ptr' names '@s', which is not in the global or constant space
; CHECK-NEXT: ┌─ {{.*}}initializers-invalid.ll:[[# @LINE + 27]]:1
; CHECK: error[unsupported]: the initializer of '@narrow' narrows a pointer below 64 bits
; CHECK: error[unsupported]: the initializer of '@narrow_field' narrows a pointer below 64 bits
; CHECK: error[unsupported]: the initializer of '@before' takes a negative offset from a variable or function
; CHECK: error[unsupported]: the initializer of '@before_generic' takes a negative offset from a variable or function
; CHECK: error[unsupported]: the initializer of '@difference' computes with addresses in a way PTX initializers cannot
; CHECK: error[unsupported]: the initializer of '@sum' computes with addresses in a way PTX initializers cannot
; CHECK: error[unsupported]: the initializer of '@no_cfi' has a dso_local_equivalent, no_cfi or blockaddress constant
; CHECK: error[space]: the initializer of '@to_const' casts an address to a space other than the generic one
; CHECK: error[unsupported]: the initializer of '@self' reaches '@self' again through the variables it names
; CHECK-NEXT: ┌─ {{.*}}initializers-invalid.ll:[[# @LINE + 26]]:1
;
; RUN: sed '/; BAD$/d' %s > %t.ok.ll
; RUN: %nvvm-lower %t.ok.ll --target sm_90 --verify-ptx -o %t.ok.ptx
; RUN: %FileCheck %s --check-prefix=PTX --input-file %t.ok.ptx
; PTX-DAG: .u64 wide = g;
; PTX-DAG: .u64 after = g+8;
; PTX-DAG: .u64 there_and_back = g+8-4;
; PTX-DAG: .u64 plus = g+4;
; PTX-DAG: .u64 generic_ptr = generic(g);
; PTX-DAG: .u64 function_ptr = f;
target triple = "nvptx64-nvidia-cuda"

@g = addrspace(1) global [4 x i32] zeroinitializer
@h = addrspace(1) global [4 x i32] zeroinitializer
@s = addrspace(3) global i32 undef

@shared_ptr = addrspace(1) global ptr addrspace(3) @s ; BAD
@narrow = addrspace(1) global i32 ptrtoint (ptr addrspace(1) @g to i32) ; BAD
@narrow_field = addrspace(1) global [2 x i32] [i32 ptrtoint (ptr addrspace(1) @g to i32), i32 7] ; BAD
@before = addrspace(1) global ptr addrspace(1) getelementptr (i8, ptr addrspace(1) @g, i64 -8) ; BAD
@before_generic = addrspace(1) global ptr addrspacecast (ptr addrspace(1) getelementptr (i8, ptr addrspace(1) @g, i64 -4) to ptr) ; BAD
@difference = addrspace(1) global i64 sub (i64 ptrtoint (ptr addrspace(1) @g to i64), i64 8) ; BAD
@sum = addrspace(1) global i64 add (i64 ptrtoint (ptr addrspace(1) @g to i64), i64 ptrtoint (ptr addrspace(1) @h to i64)) ; BAD
@no_cfi = addrspace(1) global ptr no_cfi @f ; BAD
@to_const = addrspace(1) global ptr addrspace(4) addrspacecast (ptr addrspace(1) @g to ptr addrspace(4)) ; BAD
@self = addrspace(1) global ptr addrspace(1) @self ; BAD

@wide = addrspace(1) global i64 ptrtoint (ptr addrspace(1) @g to i64)
@after = addrspace(1) global ptr addrspace(1) getelementptr (i8, ptr addrspace(1) @g, i64 8)
@there_and_back = addrspace(1) global ptr addrspace(1) getelementptr (i8, ptr addrspace(1) getelementptr (i8, ptr addrspace(1) @g, i64 8), i64 -4)
@plus = addrspace(1) global i64 add (i64 ptrtoint (ptr addrspace(1) @g to i64), i64 4)
@generic_ptr = addrspace(1) global ptr addrspacecast (ptr addrspace(1) @g to ptr)
@function_ptr = addrspace(1) global ptr @f

define void @f() {
  ret void
}
