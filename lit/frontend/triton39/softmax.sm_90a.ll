; Triton 3.9.0 output (asm["llir"]) for kernel 'softmax' of lit/frontend/triton/kernels.py,
; target sm_90a (GPUTarget("cuda", 90, 32)), options as in its KERNELS entry,
; compiled with triton.compile as scripts/triton_corpus.py does (Triton 3.9.0
; in place of the pinned 3.7.1). Its float literals (-inf, f0x3FB8AA3B) are
; the newer LLVM's spellings, which llc-22 does not read: the reader rewrites them.
; Expectations measured with llc-22 + ptxas on the module with those literals
; written by hand as LLVM 22's hexadecimal: lowest PTX ISA 8.0 for sm_90a, and
; the PTX llc-22 writes is the PTX nvvm-lower writes.
;
; RUN: %nvvm-lower check %s --target sm_90a 2>&1 | %FileCheck %s
; CHECK: note[float-literal]: read {{[0-9]+}} float literals of LLVM's newer spelling
; CHECK: passes for sm_90a at PTX ISA 8.0
; RUN: %nvvm-lower %s --target sm_90a -o %t.ptx 2>/dev/null
; RUN: %ptxas-verify %t.ptx

; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @softmax(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2, i32 %3, i32 %4, i32 %5, ptr addrspace(1) nofree readnone captures(none) %6, ptr addrspace(1) nofree readnone captures(none) %7) local_unnamed_addr #0 !dbg !4 {
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !13
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !14
  %12 = and i32 %11, 255, !dbg !14
  %13 = or disjoint i32 %12, 256, !dbg !14
  %14 = or disjoint i32 %12, 512, !dbg !14
  %15 = or i32 %11, 768, !dbg !14
  %16 = icmp slt i32 %12, %5, !dbg !15
  %17 = icmp slt i32 %13, %5, !dbg !15
  %18 = icmp slt i32 %14, %5, !dbg !15
  %19 = icmp slt i32 %15, %5, !dbg !15
  %20 = icmp slt i32 %9, %4, !dbg !16
  %21 = mul i32 %2, %9, !dbg !17
  %22 = sext i32 %21 to i64, !dbg !18
  %23 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %22, !dbg !18
  %24 = zext nneg i32 %12 to i64, !dbg !18
  %25 = getelementptr [4 x i8], ptr addrspace(1) %23, i64 %24, !dbg !18
  %26 = zext nneg i32 %13 to i64, !dbg !18
  %27 = getelementptr [4 x i8], ptr addrspace(1) %23, i64 %26, !dbg !18
  %28 = zext nneg i32 %14 to i64, !dbg !18
  %29 = getelementptr [4 x i8], ptr addrspace(1) %23, i64 %28, !dbg !18
  %30 = zext nneg i32 %15 to i64, !dbg !18
  %31 = getelementptr [4 x i8], ptr addrspace(1) %23, i64 %30, !dbg !18
  %32 = and i1 %20, %16, !dbg !16
  %33 = and i1 %20, %17, !dbg !16
  %34 = and i1 %20, %18, !dbg !16
  %35 = and i1 %20, %19, !dbg !16
  %36 = shl nuw nsw i32 %12, 2, !dbg !19
  %37 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %36, !dbg !19
  %38 = select i1 %32, i32 4, i32 0, !dbg !19
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) %37, ptr addrspace(1) %25, i32 %38) #2, !dbg !19
  %39 = getelementptr inbounds nuw i8, ptr addrspace(3) %37, i32 1024, !dbg !19
  %40 = select i1 %33, i32 4, i32 0, !dbg !19
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %39, ptr addrspace(1) %27, i32 %40) #2, !dbg !19
  %41 = getelementptr inbounds nuw i8, ptr addrspace(3) %37, i32 2048, !dbg !19
  %42 = select i1 %34, i32 4, i32 0, !dbg !19
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %41, ptr addrspace(1) %29, i32 %42) #2, !dbg !19
  %43 = getelementptr inbounds nuw i8, ptr addrspace(3) %37, i32 3072, !dbg !19
  %44 = select i1 %35, i32 4, i32 0, !dbg !19
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %43, ptr addrspace(1) %31, i32 %44) #2, !dbg !19
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !19
  br i1 %20, label %.lr.ph, label %._crit_edge, !dbg !16

.lr.ph:                                           ; preds = %8
  %45 = sub nsw i32 %4, %10
  %46 = shl nuw nsw i32 %11, 7
  %47 = and i32 %46, 3072
  %48 = and i32 %11, 7
  %49 = shl nuw nsw i32 %48, 4
  %50 = and i32 %11, 224
  %51 = shl nuw nsw i32 %50, 2
  %invariant.gep = getelementptr i8, ptr addrspace(3) @global_smem, i32 %47, !dbg !16
  %invariant.gep2 = getelementptr i8, ptr addrspace(3) %invariant.gep, i32 %49, !dbg !16
  %invariant.gep4 = getelementptr i8, ptr addrspace(3) %invariant.gep2, i32 %51, !dbg !16
  %52 = lshr exact i32 %50, 3
  %53 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %52
  %54 = shl nuw nsw i32 %48, 2
  %55 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %54
  br label %56, !dbg !16

56:                                               ; preds = %.lr.ph, %56
  %57 = phi i32 [ %9, %.lr.ph ], [ %171, %56 ]
  %58 = icmp slt i32 %57, %45, !dbg !16
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0), !dbg !19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !19
  %59 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %invariant.gep4), !dbg !19
  %60 = extractvalue { i32, i32, i32, i32 } %59, 0, !dbg !19
  %61 = extractvalue { i32, i32, i32, i32 } %59, 1, !dbg !19
  %62 = extractvalue { i32, i32, i32, i32 } %59, 2, !dbg !19
  %63 = extractvalue { i32, i32, i32, i32 } %59, 3, !dbg !19
  %64 = bitcast i32 %60 to float, !dbg !19
  %65 = bitcast i32 %61 to float, !dbg !19
  %66 = bitcast i32 %62 to float, !dbg !19
  %67 = bitcast i32 %63 to float, !dbg !19
  %68 = select i1 %16, float %64, float -inf, !dbg !19
  %69 = select i1 %17, float %65, float -inf, !dbg !19
  %70 = select i1 %18, float %66, float -inf, !dbg !19
  %71 = select i1 %19, float %67, float -inf, !dbg !19
  %72 = tail call float @llvm.maxnum.f32(float %68, float %69), !dbg !20
  %73 = tail call float @llvm.maxnum.f32(float %70, float %71), !dbg !20
  %74 = tail call float @llvm.maxnum.f32(float %72, float %73), !dbg !20
  %75 = bitcast float %74 to i32, !dbg !23
  %76 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %75, i32 16, i32 31), !dbg !23
  %77 = bitcast i32 %76 to float, !dbg !23
  %78 = tail call float @llvm.maxnum.f32(float %74, float %77), !dbg !20
  %79 = bitcast float %78 to i32, !dbg !23
  %80 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %79, i32 8, i32 31), !dbg !23
  %81 = bitcast i32 %80 to float, !dbg !23
  %82 = tail call float @llvm.maxnum.f32(float %78, float %81), !dbg !20
  %83 = bitcast float %82 to i32, !dbg !23
  %84 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %83, i32 4, i32 31), !dbg !23
  %85 = bitcast i32 %84 to float, !dbg !23
  %86 = tail call float @llvm.maxnum.f32(float %82, float %85), !dbg !20
  %87 = bitcast float %86 to i32, !dbg !23
  %88 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %87, i32 2, i32 31), !dbg !23
  %89 = bitcast i32 %88 to float, !dbg !23
  %90 = tail call float @llvm.maxnum.f32(float %86, float %89), !dbg !20
  %91 = bitcast float %90 to i32, !dbg !23
  %92 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %91, i32 1, i32 31), !dbg !23
  %93 = bitcast i32 %92 to float, !dbg !23
  %94 = tail call float @llvm.maxnum.f32(float %90, float %93), !dbg !20
  store float %94, ptr addrspace(3) %53, align 4, !dbg !23
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !23
  %95 = load i32, ptr addrspace(3) %55, align 4, !dbg !23
  %96 = bitcast i32 %95 to float, !dbg !23
  %97 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %95, i32 4, i32 31), !dbg !23
  %98 = bitcast i32 %97 to float, !dbg !23
  %99 = tail call float @llvm.maxnum.f32(float %96, float %98), !dbg !20
  %100 = bitcast float %99 to i32, !dbg !23
  %101 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %100, i32 2, i32 31), !dbg !23
  %102 = bitcast i32 %101 to float, !dbg !23
  %103 = tail call float @llvm.maxnum.f32(float %99, float %102), !dbg !20
  %104 = bitcast float %103 to i32, !dbg !23
  %105 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %104, i32 1, i32 31), !dbg !23
  %106 = bitcast i32 %105 to float, !dbg !23
  %107 = tail call float @llvm.maxnum.f32(float %103, float %106), !dbg !20
  %108 = fsub float %68, %107, !dbg !26
  %109 = fsub float %69, %107, !dbg !26
  %110 = fsub float %70, %107, !dbg !26
  %111 = fsub float %71, %107, !dbg !26
  %112 = fmul float %108, f0x3FB8AA3B, !dbg !27
  %113 = tail call float @llvm.nvvm.ex2.approx.f32(float %112), !dbg !27
  %114 = fmul float %109, f0x3FB8AA3B, !dbg !27
  %115 = tail call float @llvm.nvvm.ex2.approx.f32(float %114), !dbg !27
  %116 = fmul float %110, f0x3FB8AA3B, !dbg !27
  %117 = tail call float @llvm.nvvm.ex2.approx.f32(float %116), !dbg !27
  %118 = fmul float %111, f0x3FB8AA3B, !dbg !27
  %119 = tail call float @llvm.nvvm.ex2.approx.f32(float %118), !dbg !27
  %120 = mul i32 %57, %3, !dbg !28
  %121 = sext i32 %120 to i64, !dbg !29
  %122 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %121, !dbg !29
  %123 = getelementptr [4 x i8], ptr addrspace(1) %122, i64 %24, !dbg !29
  %124 = getelementptr [4 x i8], ptr addrspace(1) %122, i64 %26, !dbg !29
  %125 = getelementptr [4 x i8], ptr addrspace(1) %122, i64 %28, !dbg !29
  %126 = getelementptr [4 x i8], ptr addrspace(1) %122, i64 %30, !dbg !29
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  %127 = fadd float %113, %115, !dbg !32
  %128 = fadd float %117, %119, !dbg !32
  %129 = fadd float %127, %128, !dbg !32
  %130 = bitcast float %129 to i32, !dbg !30
  %131 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %130, i32 16, i32 31), !dbg !30
  %132 = bitcast i32 %131 to float, !dbg !30
  %133 = fadd float %129, %132, !dbg !32
  %134 = bitcast float %133 to i32, !dbg !30
  %135 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %134, i32 8, i32 31), !dbg !30
  %136 = bitcast i32 %135 to float, !dbg !30
  %137 = fadd float %133, %136, !dbg !32
  %138 = bitcast float %137 to i32, !dbg !30
  %139 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %138, i32 4, i32 31), !dbg !30
  %140 = bitcast i32 %139 to float, !dbg !30
  %141 = fadd float %137, %140, !dbg !32
  %142 = bitcast float %141 to i32, !dbg !30
  %143 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %142, i32 2, i32 31), !dbg !30
  %144 = bitcast i32 %143 to float, !dbg !30
  %145 = fadd float %141, %144, !dbg !32
  %146 = bitcast float %145 to i32, !dbg !30
  %147 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %146, i32 1, i32 31), !dbg !30
  %148 = bitcast i32 %147 to float, !dbg !30
  %149 = fadd float %145, %148, !dbg !32
  store float %149, ptr addrspace(3) %53, align 4, !dbg !30
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  %150 = load i32, ptr addrspace(3) %55, align 4, !dbg !30
  %151 = bitcast i32 %150 to float, !dbg !30
  %152 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %150, i32 4, i32 31), !dbg !30
  %153 = bitcast i32 %152 to float, !dbg !30
  %154 = fadd float %151, %153, !dbg !32
  %155 = bitcast float %154 to i32, !dbg !30
  %156 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %155, i32 2, i32 31), !dbg !30
  %157 = bitcast i32 %156 to float, !dbg !30
  %158 = fadd float %154, %157, !dbg !32
  %159 = bitcast float %158 to i32, !dbg !30
  %160 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %159, i32 1, i32 31), !dbg !30
  %161 = bitcast i32 %160 to float, !dbg !30
  %162 = fadd float %158, %161, !dbg !32
  %163 = tail call float @llvm.nvvm.div.full(float %113, float %162), !dbg !33
  %164 = tail call float @llvm.nvvm.div.full(float %115, float %162), !dbg !33
  %165 = tail call float @llvm.nvvm.div.full(float %117, float %162), !dbg !33
  %166 = tail call float @llvm.nvvm.div.full(float %119, float %162), !dbg !33
  %167 = bitcast float %163 to i32, !dbg !34
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %167, ptr addrspace(1) %123, i1 %16) #2, !dbg !34
  %168 = bitcast float %164 to i32, !dbg !34
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %168, ptr addrspace(1) %124, i1 %17) #2, !dbg !34
  %169 = bitcast float %165 to i32, !dbg !34
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %169, ptr addrspace(1) %125, i1 %18) #2, !dbg !34
  %170 = bitcast float %166 to i32, !dbg !34
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %170, ptr addrspace(1) %126, i1 %19) #2, !dbg !34
  %171 = add i32 %57, %10, !dbg !16
  %172 = mul i32 %171, %2, !dbg !17
  %173 = sext i32 %172 to i64, !dbg !18
  %174 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %173, !dbg !18
  %175 = getelementptr [4 x i8], ptr addrspace(1) %174, i64 %24, !dbg !18
  %176 = getelementptr [4 x i8], ptr addrspace(1) %174, i64 %26, !dbg !18
  %177 = getelementptr [4 x i8], ptr addrspace(1) %174, i64 %28, !dbg !18
  %178 = getelementptr [4 x i8], ptr addrspace(1) %174, i64 %30, !dbg !18
  %179 = and i1 %16, %58, !dbg !16
  %180 = and i1 %17, %58, !dbg !16
  %181 = and i1 %18, %58, !dbg !16
  %182 = and i1 %19, %58, !dbg !16
  %183 = select i1 %179, i32 4, i32 0, !dbg !19
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) %37, ptr addrspace(1) %175, i32 %183) #2, !dbg !19
  %184 = select i1 %180, i32 4, i32 0, !dbg !19
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %39, ptr addrspace(1) %176, i32 %184) #2, !dbg !19
  %185 = select i1 %181, i32 4, i32 0, !dbg !19
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %41, ptr addrspace(1) %177, i32 %185) #2, !dbg !19
  %186 = select i1 %182, i32 4, i32 0, !dbg !19
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %43, ptr addrspace(1) %178, i32 %186) #2, !dbg !19
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !19
  %187 = icmp slt i32 %171, %4, !dbg !16
  br i1 %187, label %56, label %._crit_edge, !dbg !16

._crit_edge:                                      ; preds = %56, %8
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0), !dbg !16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !16
  ret void, !dbg !35
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.commit.group() #2

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.wait.group(i32 immarg) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #7

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.full(float, float) #8

attributes #0 = { nounwind "nvvm.reqntid"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nofree nounwind memory(argmem: read) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #8 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "/work/wt/ptx-readers/lit/frontend/triton")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "softmax", linkageName: "softmax", scope: !1, file: !1, line: 25, type: !5, scopeLine: 25, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !9, !9, !9, !10, !10}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!12 = !DILocation(line: 26, column: 13, scope: !4)
!13 = !DILocation(line: 27, column: 12, scope: !4)
!14 = !DILocation(line: 29, column: 16, scope: !4)
!15 = !DILocation(line: 30, column: 16, scope: !4)
!16 = !DILocation(line: 28, column: 5, scope: !4)
!17 = !DILocation(line: 31, column: 30, scope: !4)
!18 = !DILocation(line: 31, column: 21, scope: !4)
!19 = !DILocation(line: 31, column: 13, scope: !4)
!20 = !DILocation(line: 196, column: 12, scope: !21, inlinedAt: !23)
!21 = distinct !DILexicalBlockFile(scope: !4, file: !22, discriminator: 0)
!22 = !DIFile(filename: "standard.py", directory: "/tmp/ptxr/venv/lib/python3.11/site-packages/triton/language")
!23 = !DILocation(line: 216, column: 16, scope: !21, inlinedAt: !24)
!24 = !DILocation(line: 32, column: 17, scope: !25)
!25 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!26 = !DILocation(line: 32, column: 13, scope: !4)
!27 = !DILocation(line: 33, column: 15, scope: !4)
!28 = !DILocation(line: 34, column: 28, scope: !4)
!29 = !DILocation(line: 34, column: 18, scope: !4)
!30 = !DILocation(line: 314, column: 12, scope: !21, inlinedAt: !31)
!31 = !DILocation(line: 34, column: 59, scope: !25)
!32 = !DILocation(line: 287, column: 12, scope: !21, inlinedAt: !30)
!33 = !DILocation(line: 34, column: 53, scope: !4)
!34 = !DILocation(line: 34, column: 9, scope: !4)
!35 = !DILocation(line: 25, column: 1, scope: !4)
