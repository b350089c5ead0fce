// Regression: a tcgen05.ld result type outside i32 / vector<2..128 x i32> is reported as
// "error[form]: no lowering of 'nvvm.tcgen05.ld' for this combination of operands
// and attributes" at the op, instead of the type diagnostic that nvvm-lower's
// verifier has for it (src/verify/mod.rs check_result, ResultSpec::I32Lanes:
// "'nvvm.tcgen05.ld' op result #0 must be ..., but got '<type>'" at the written
// type; MLIR 22 says "'nvvm.tcgen05.ld' op result #0 must be 32-bit signless
// integer or vector of 32-bit signless integer values of length
// 2/4/8/16/32/64/128, but got 'vector<3xi32>'"). check_result only runs after a
// form was selected, and no form exists for these types, so that message is
// unreachable. tcgen05.st reports the same mistake on its value with a type
// error (m_ldst-invalid.mlir). This test expects the type error.
// RUN: %nvvm-lower %s --target sm_100a > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

llvm.func @ld_types(%t: !llvm.ptr<6>, %out: !llvm.ptr<1>) {
  // CHECK: error[type]: 'nvvm.tcgen05.ld' op result #0 must be 32-bit signless integer or vector of 32-bit signless integer values of length 2/4/8/16/32/64/128, but got 'vector<3xi32>'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:78
  %a = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_16x64b>} : vector<3xi32>
  llvm.store %a, %out : vector<3xi32>, !llvm.ptr<1>
  // CHECK: error[type]: 'nvvm.tcgen05.ld' op result #0 must be 32-bit signless integer or vector of 32-bit signless integer values of length 2/4/8/16/32/64/128, but got 'vector<256xi32>'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:78
  %b = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<256xi32>
  llvm.store %b, %out : vector<256xi32>, !llvm.ptr<1>
  // CHECK: error[type]: 'nvvm.tcgen05.ld' op result #0 must be 32-bit signless integer or vector of 32-bit signless integer values of length 2/4/8/16/32/64/128, but got 'vector<4xf32>'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:84
  %c = nvvm.tcgen05.ld %t pack {shape = #nvvm.tcgen05_ldst_shape<shape_16x128b>} : vector<4xf32>
  llvm.store %c, %out : vector<4xf32>, !llvm.ptr<1>
  // CHECK: error[type]: 'nvvm.tcgen05.ld' op result #0 must be 32-bit signless integer or vector of 32-bit signless integer values of length 2/4/8/16/32/64/128, but got 'i64'
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:78
  %d = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_16x64b>} : i64
  llvm.store %d, %out : i64, !llvm.ptr<1>
  // CHECK-NOT: error
  llvm.return
}
