// nvvm.barrier with #nvvm.reduction<and|or|popc>, with and without
// number_of_threads (and with an id alone): the i32 predicate becomes an i1 with
// `icmp ne 0`; the and/or results (i1) are widened back to i32 with zext, popc
// returns its i32 directly. In the PTX, bar.red.{and,or}.pred / bar.red.popc.u32.
// RUN: %nvvm-lower %s --target sm_80 --emit llvm-ir | %FileCheck %s --check-prefix=LL
// RUN: %nvvm-lower %s --target sm_80 | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_90 | %FileCheck %s --check-prefix=PTX
// RUN: %nvvm-lower %s --target sm_80 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90 | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_90a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_100a | %ptxas-verify
// RUN: %nvvm-lower %s --target sm_120 | %ptxas-verify

// LL-LABEL: define i32 @red_and(i32 %p)
// LL-NEXT: entry:
// LL-NEXT: %[[C:[0-9]+]] = icmp ne i32 %p, 0
// LL-NEXT: %[[R:[0-9]+]] = call i1 @llvm.nvvm.barrier.cta.red.and.aligned.all(i32 0, i1 %[[C]])
// LL-NEXT: %[[Z:[0-9]+]] = zext i1 %[[R]] to i32
// LL-NEXT: ret i32 %[[Z]]
// PTX-LABEL: .func (.param .b32 func_retval0) red_and(
// PTX: setp.ne.b32 %p[[C:[0-9]+]], %r{{[0-9]+}}, 0;
// PTX-NEXT: bar.red.and.pred %p[[R:[0-9]+]], 0, %p[[C]];
// PTX-NEXT: selp.b32 %r[[Z:[0-9]+]], 1, 0, %p[[R]];
// PTX-NEXT: st.param.b32 [func_retval0], %r[[Z]];
llvm.func @red_and(%p: i32) -> i32 {
  %0 = nvvm.barrier #nvvm.reduction<and> %p -> i32
  llvm.return %0 : i32
}

// LL-LABEL: define i32 @red_and_count(i32 %id, i32 %n, i32 %p)
// LL-NEXT: entry:
// LL-NEXT: %[[C:[0-9]+]] = icmp ne i32 %p, 0
// LL-NEXT: %[[R:[0-9]+]] = call i1 @llvm.nvvm.barrier.cta.red.and.aligned.count(i32 %id, i32 %n, i1 %[[C]])
// LL-NEXT: %[[Z:[0-9]+]] = zext i1 %[[R]] to i32
// LL-NEXT: ret i32 %[[Z]]
// PTX-LABEL: .func (.param .b32 func_retval0) red_and_count(
// PTX: ld.param.b32 %r[[ID:[0-9]+]], [red_and_count_param_0];
// PTX: ld.param.b32 %r[[N:[0-9]+]], [red_and_count_param_1];
// PTX-NEXT: bar.red.and.pred %p[[R:[0-9]+]], %r[[ID]], %r[[N]], %p{{[0-9]+}};
// PTX-NEXT: selp.b32 %r{{[0-9]+}}, 1, 0, %p[[R]];
llvm.func @red_and_count(%id: i32, %n: i32, %p: i32) -> i32 {
  %0 = nvvm.barrier id = %id number_of_threads = %n #nvvm.reduction<and> %p -> i32
  llvm.return %0 : i32
}

// LL-LABEL: define i32 @red_or(i32 %p)
// LL-NEXT: entry:
// LL-NEXT: %[[C:[0-9]+]] = icmp ne i32 %p, 0
// LL-NEXT: %[[R:[0-9]+]] = call i1 @llvm.nvvm.barrier.cta.red.or.aligned.all(i32 0, i1 %[[C]])
// LL-NEXT: %[[Z:[0-9]+]] = zext i1 %[[R]] to i32
// LL-NEXT: ret i32 %[[Z]]
// PTX-LABEL: .func (.param .b32 func_retval0) red_or(
// PTX: setp.ne.b32 %p[[C:[0-9]+]], %r{{[0-9]+}}, 0;
// PTX-NEXT: bar.red.or.pred %p[[R:[0-9]+]], 0, %p[[C]];
// PTX-NEXT: selp.b32 %r{{[0-9]+}}, 1, 0, %p[[R]];
llvm.func @red_or(%p: i32) -> i32 {
  %0 = nvvm.barrier #nvvm.reduction<or> %p -> i32
  llvm.return %0 : i32
}

// LL-LABEL: define i32 @red_or_count(i32 %id, i32 %n, i32 %p)
// LL-NEXT: entry:
// LL-NEXT: %[[C:[0-9]+]] = icmp ne i32 %p, 0
// LL-NEXT: %[[R:[0-9]+]] = call i1 @llvm.nvvm.barrier.cta.red.or.aligned.count(i32 %id, i32 %n, i1 %[[C]])
// LL-NEXT: %[[Z:[0-9]+]] = zext i1 %[[R]] to i32
// LL-NEXT: ret i32 %[[Z]]
// PTX-LABEL: .func (.param .b32 func_retval0) red_or_count(
// PTX: bar.red.or.pred %p[[R:[0-9]+]], %r{{[0-9]+}}, %r{{[0-9]+}}, %p{{[0-9]+}};
// PTX-NEXT: selp.b32 %r{{[0-9]+}}, 1, 0, %p[[R]];
llvm.func @red_or_count(%id: i32, %n: i32, %p: i32) -> i32 {
  %0 = nvvm.barrier id = %id number_of_threads = %n #nvvm.reduction<or> %p -> i32
  llvm.return %0 : i32
}

// popc: no zext, the count is already i32.
// LL-LABEL: define i32 @red_popc(i32 %p)
// LL-NEXT: entry:
// LL-NEXT: %[[C:[0-9]+]] = icmp ne i32 %p, 0
// LL-NEXT: %[[R:[0-9]+]] = call i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32 0, i1 %[[C]])
// LL-NEXT: ret i32 %[[R]]
// PTX-LABEL: .func (.param .b32 func_retval0) red_popc(
// PTX: setp.ne.b32 %p[[C:[0-9]+]], %r{{[0-9]+}}, 0;
// PTX-NEXT: bar.red.popc.u32 %r[[R:[0-9]+]], 0, %p[[C]];
// PTX-NEXT: st.param.b32 [func_retval0], %r[[R]];
llvm.func @red_popc(%p: i32) -> i32 {
  %0 = nvvm.barrier #nvvm.reduction<popc> %p -> i32
  llvm.return %0 : i32
}

// LL-LABEL: define i32 @red_popc_count(i32 %id, i32 %n, i32 %p)
// LL-NEXT: entry:
// LL-NEXT: %[[C:[0-9]+]] = icmp ne i32 %p, 0
// LL-NEXT: %[[R:[0-9]+]] = call i32 @llvm.nvvm.barrier.cta.red.popc.aligned.count(i32 %id, i32 %n, i1 %[[C]])
// LL-NEXT: ret i32 %[[R]]
// PTX-LABEL: .func (.param .b32 func_retval0) red_popc_count(
// PTX: bar.red.popc.u32 %r[[R:[0-9]+]], %r{{[0-9]+}}, %r{{[0-9]+}}, %p{{[0-9]+}};
// PTX-NEXT: st.param.b32 [func_retval0], %r[[R]];
llvm.func @red_popc_count(%id: i32, %n: i32, %p: i32) -> i32 {
  %0 = nvvm.barrier id = %id number_of_threads = %n #nvvm.reduction<popc> %p -> i32
  llvm.return %0 : i32
}

// An id without number_of_threads: the `.all` form on that barrier.
// LL-LABEL: define i32 @red_popc_id(i32 %id, i32 %p)
// LL-NEXT: entry:
// LL-NEXT: %[[C:[0-9]+]] = icmp ne i32 %p, 0
// LL-NEXT: %[[R:[0-9]+]] = call i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32 %id, i1 %[[C]])
// LL-NEXT: ret i32 %[[R]]
// PTX-LABEL: .func (.param .b32 func_retval0) red_popc_id(
// PTX: bar.red.popc.u32 %r{{[0-9]+}}, %r{{[0-9]+}}, %p{{[0-9]+}};
llvm.func @red_popc_id(%id: i32, %p: i32) -> i32 {
  %0 = nvvm.barrier id = %id #nvvm.reduction<popc> %p -> i32
  llvm.return %0 : i32
}
