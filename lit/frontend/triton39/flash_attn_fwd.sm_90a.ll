; Triton 3.9.0 output (asm["llir"]) for kernel 'flash_attn_fwd' of lit/frontend/triton/kernels.py,
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
@.str = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\00", align 1

; Function Attrs: nounwind
define ptx_kernel void @flash_attn_fwd(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, ptr addrspace(1) %3, float %4, i32 %5, i32 %6, i32 %7, i32 %8, i32 %9, ptr addrspace(1) nofree readnone captures(none) %10, ptr addrspace(1) nofree readnone captures(none) %11) local_unnamed_addr #0 !dbg !6 {
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !16
  %15 = shl i32 %13, 6, !dbg !17
  %16 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !18
  %17 = and i32 %16, 64, !dbg !18
  %18 = lshr exact i32 %17, 6, !dbg !18
  %19 = or disjoint i32 %18, 2, !dbg !18
  %20 = or disjoint i32 %18, 4, !dbg !18
  %21 = or disjoint i32 %18, 6, !dbg !18
  %22 = or disjoint i32 %18, 8, !dbg !18
  %23 = or disjoint i32 %18, 10, !dbg !18
  %24 = or disjoint i32 %18, 12, !dbg !18
  %25 = or disjoint i32 %18, 14, !dbg !18
  %26 = or disjoint i32 %18, 16, !dbg !18
  %27 = or disjoint i32 %18, 18, !dbg !18
  %28 = or disjoint i32 %18, 20, !dbg !18
  %29 = or disjoint i32 %18, 22, !dbg !18
  %30 = or disjoint i32 %18, 24, !dbg !18
  %31 = or disjoint i32 %18, 26, !dbg !18
  %32 = or disjoint i32 %18, 28, !dbg !18
  %33 = or disjoint i32 %18, 30, !dbg !18
  %34 = or disjoint i32 %18, %15, !dbg !17
  %35 = or disjoint i32 %19, %15, !dbg !17
  %36 = or disjoint i32 %20, %15, !dbg !17
  %37 = or disjoint i32 %21, %15, !dbg !17
  %38 = or disjoint i32 %22, %15, !dbg !17
  %39 = or disjoint i32 %23, %15, !dbg !17
  %40 = or disjoint i32 %24, %15, !dbg !17
  %41 = or disjoint i32 %25, %15, !dbg !17
  %42 = or disjoint i32 %26, %15, !dbg !17
  %43 = or disjoint i32 %27, %15, !dbg !17
  %44 = or disjoint i32 %28, %15, !dbg !17
  %45 = or disjoint i32 %29, %15, !dbg !17
  %46 = or disjoint i32 %30, %15, !dbg !17
  %47 = or disjoint i32 %31, %15, !dbg !17
  %48 = or disjoint i32 %32, %15, !dbg !17
  %49 = or disjoint i32 %33, %15, !dbg !17
  %50 = or disjoint i32 %34, 32, !dbg !17
  %51 = or disjoint i32 %34, 34, !dbg !17
  %52 = or disjoint i32 %34, 36, !dbg !17
  %53 = or disjoint i32 %34, 38, !dbg !17
  %54 = or disjoint i32 %34, 40, !dbg !17
  %55 = or disjoint i32 %34, 42, !dbg !17
  %56 = or disjoint i32 %34, 44, !dbg !17
  %57 = or disjoint i32 %34, 46, !dbg !17
  %58 = or disjoint i32 %34, 48, !dbg !17
  %59 = or disjoint i32 %34, 50, !dbg !17
  %60 = or disjoint i32 %34, 52, !dbg !17
  %61 = or disjoint i32 %34, 54, !dbg !17
  %62 = or disjoint i32 %34, 56, !dbg !17
  %63 = or disjoint i32 %34, 58, !dbg !17
  %64 = or disjoint i32 %34, 60, !dbg !17
  %65 = or disjoint i32 %34, 62, !dbg !17
  %66 = mul i32 %9, %14, !dbg !19
  %67 = add i32 %66, %34, !dbg !20
  %68 = add i32 %66, %35, !dbg !20
  %69 = add i32 %66, %36, !dbg !20
  %70 = add i32 %66, %37, !dbg !20
  %71 = add i32 %66, %38, !dbg !20
  %72 = add i32 %66, %39, !dbg !20
  %73 = add i32 %66, %40, !dbg !20
  %74 = add i32 %66, %41, !dbg !20
  %75 = add i32 %66, %42, !dbg !20
  %76 = add i32 %66, %43, !dbg !20
  %77 = add i32 %66, %44, !dbg !20
  %78 = add i32 %66, %45, !dbg !20
  %79 = add i32 %66, %46, !dbg !20
  %80 = add i32 %66, %47, !dbg !20
  %81 = add i32 %66, %48, !dbg !20
  %82 = add i32 %66, %49, !dbg !20
  %83 = add i32 %66, %50, !dbg !20
  %84 = add i32 %66, %51, !dbg !20
  %85 = add i32 %66, %52, !dbg !20
  %86 = add i32 %66, %53, !dbg !20
  %87 = add i32 %66, %54, !dbg !20
  %88 = add i32 %66, %55, !dbg !20
  %89 = add i32 %66, %56, !dbg !20
  %90 = add i32 %66, %57, !dbg !20
  %91 = add i32 %66, %58, !dbg !20
  %92 = add i32 %66, %59, !dbg !20
  %93 = add i32 %66, %60, !dbg !20
  %94 = add i32 %66, %61, !dbg !20
  %95 = add i32 %66, %62, !dbg !20
  %96 = add i32 %66, %63, !dbg !20
  %97 = add i32 %66, %64, !dbg !20
  %98 = add i32 %66, %65, !dbg !20
  %99 = mul i32 %67, %5, !dbg !21
  %100 = mul i32 %68, %5, !dbg !21
  %101 = mul i32 %69, %5, !dbg !21
  %102 = mul i32 %70, %5, !dbg !21
  %103 = mul i32 %71, %5, !dbg !21
  %104 = mul i32 %72, %5, !dbg !21
  %105 = mul i32 %73, %5, !dbg !21
  %106 = mul i32 %74, %5, !dbg !21
  %107 = mul i32 %75, %5, !dbg !21
  %108 = mul i32 %76, %5, !dbg !21
  %109 = mul i32 %77, %5, !dbg !21
  %110 = mul i32 %78, %5, !dbg !21
  %111 = mul i32 %79, %5, !dbg !21
  %112 = mul i32 %80, %5, !dbg !21
  %113 = mul i32 %81, %5, !dbg !21
  %114 = mul i32 %82, %5, !dbg !21
  %115 = mul i32 %83, %5, !dbg !21
  %116 = mul i32 %84, %5, !dbg !21
  %117 = mul i32 %85, %5, !dbg !21
  %118 = mul i32 %86, %5, !dbg !21
  %119 = mul i32 %87, %5, !dbg !21
  %120 = mul i32 %88, %5, !dbg !21
  %121 = mul i32 %89, %5, !dbg !21
  %122 = mul i32 %90, %5, !dbg !21
  %123 = mul i32 %91, %5, !dbg !21
  %124 = mul i32 %92, %5, !dbg !21
  %125 = mul i32 %93, %5, !dbg !21
  %126 = mul i32 %94, %5, !dbg !21
  %127 = mul i32 %95, %5, !dbg !21
  %128 = mul i32 %96, %5, !dbg !21
  %129 = mul i32 %97, %5, !dbg !21
  %130 = mul i32 %98, %5, !dbg !21
  %131 = sext i32 %99 to i64, !dbg !22
  %132 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %131, !dbg !22
  %133 = sext i32 %100 to i64, !dbg !22
  %134 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %133, !dbg !22
  %135 = sext i32 %101 to i64, !dbg !22
  %136 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %135, !dbg !22
  %137 = sext i32 %102 to i64, !dbg !22
  %138 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %137, !dbg !22
  %139 = sext i32 %103 to i64, !dbg !22
  %140 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %139, !dbg !22
  %141 = sext i32 %104 to i64, !dbg !22
  %142 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %141, !dbg !22
  %143 = sext i32 %105 to i64, !dbg !22
  %144 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %143, !dbg !22
  %145 = sext i32 %106 to i64, !dbg !22
  %146 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %145, !dbg !22
  %147 = sext i32 %107 to i64, !dbg !22
  %148 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %147, !dbg !22
  %149 = sext i32 %108 to i64, !dbg !22
  %150 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %149, !dbg !22
  %151 = sext i32 %109 to i64, !dbg !22
  %152 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %151, !dbg !22
  %153 = sext i32 %110 to i64, !dbg !22
  %154 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %153, !dbg !22
  %155 = sext i32 %111 to i64, !dbg !22
  %156 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %155, !dbg !22
  %157 = sext i32 %112 to i64, !dbg !22
  %158 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %157, !dbg !22
  %159 = sext i32 %113 to i64, !dbg !22
  %160 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %159, !dbg !22
  %161 = sext i32 %114 to i64, !dbg !22
  %162 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %161, !dbg !22
  %163 = sext i32 %115 to i64, !dbg !22
  %164 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %163, !dbg !22
  %165 = sext i32 %116 to i64, !dbg !22
  %166 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %165, !dbg !22
  %167 = sext i32 %117 to i64, !dbg !22
  %168 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %167, !dbg !22
  %169 = sext i32 %118 to i64, !dbg !22
  %170 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %169, !dbg !22
  %171 = sext i32 %119 to i64, !dbg !22
  %172 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %171, !dbg !22
  %173 = sext i32 %120 to i64, !dbg !22
  %174 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %173, !dbg !22
  %175 = sext i32 %121 to i64, !dbg !22
  %176 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %175, !dbg !22
  %177 = sext i32 %122 to i64, !dbg !22
  %178 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %177, !dbg !22
  %179 = sext i32 %123 to i64, !dbg !22
  %180 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %179, !dbg !22
  %181 = sext i32 %124 to i64, !dbg !22
  %182 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %181, !dbg !22
  %183 = sext i32 %125 to i64, !dbg !22
  %184 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %183, !dbg !22
  %185 = sext i32 %126 to i64, !dbg !22
  %186 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %185, !dbg !22
  %187 = sext i32 %127 to i64, !dbg !22
  %188 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %187, !dbg !22
  %189 = sext i32 %128 to i64, !dbg !22
  %190 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %189, !dbg !22
  %191 = sext i32 %129 to i64, !dbg !22
  %192 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %191, !dbg !22
  %193 = sext i32 %130 to i64, !dbg !22
  %194 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %193, !dbg !22
  %195 = and i32 %16, 63, !dbg !23
  %196 = zext nneg i32 %195 to i64, !dbg !22
  %197 = getelementptr [2 x i8], ptr addrspace(1) %132, i64 %196, !dbg !22
  %198 = getelementptr [2 x i8], ptr addrspace(1) %134, i64 %196, !dbg !22
  %199 = getelementptr [2 x i8], ptr addrspace(1) %136, i64 %196, !dbg !22
  %200 = getelementptr [2 x i8], ptr addrspace(1) %138, i64 %196, !dbg !22
  %201 = getelementptr [2 x i8], ptr addrspace(1) %140, i64 %196, !dbg !22
  %202 = getelementptr [2 x i8], ptr addrspace(1) %142, i64 %196, !dbg !22
  %203 = getelementptr [2 x i8], ptr addrspace(1) %144, i64 %196, !dbg !22
  %204 = getelementptr [2 x i8], ptr addrspace(1) %146, i64 %196, !dbg !22
  %205 = getelementptr [2 x i8], ptr addrspace(1) %148, i64 %196, !dbg !22
  %206 = getelementptr [2 x i8], ptr addrspace(1) %150, i64 %196, !dbg !22
  %207 = getelementptr [2 x i8], ptr addrspace(1) %152, i64 %196, !dbg !22
  %208 = getelementptr [2 x i8], ptr addrspace(1) %154, i64 %196, !dbg !22
  %209 = getelementptr [2 x i8], ptr addrspace(1) %156, i64 %196, !dbg !22
  %210 = getelementptr [2 x i8], ptr addrspace(1) %158, i64 %196, !dbg !22
  %211 = getelementptr [2 x i8], ptr addrspace(1) %160, i64 %196, !dbg !22
  %212 = getelementptr [2 x i8], ptr addrspace(1) %162, i64 %196, !dbg !22
  %213 = getelementptr [2 x i8], ptr addrspace(1) %164, i64 %196, !dbg !22
  %214 = getelementptr [2 x i8], ptr addrspace(1) %166, i64 %196, !dbg !22
  %215 = getelementptr [2 x i8], ptr addrspace(1) %168, i64 %196, !dbg !22
  %216 = getelementptr [2 x i8], ptr addrspace(1) %170, i64 %196, !dbg !22
  %217 = getelementptr [2 x i8], ptr addrspace(1) %172, i64 %196, !dbg !22
  %218 = getelementptr [2 x i8], ptr addrspace(1) %174, i64 %196, !dbg !22
  %219 = getelementptr [2 x i8], ptr addrspace(1) %176, i64 %196, !dbg !22
  %220 = getelementptr [2 x i8], ptr addrspace(1) %178, i64 %196, !dbg !22
  %221 = getelementptr [2 x i8], ptr addrspace(1) %180, i64 %196, !dbg !22
  %222 = getelementptr [2 x i8], ptr addrspace(1) %182, i64 %196, !dbg !22
  %223 = getelementptr [2 x i8], ptr addrspace(1) %184, i64 %196, !dbg !22
  %224 = getelementptr [2 x i8], ptr addrspace(1) %186, i64 %196, !dbg !22
  %225 = getelementptr [2 x i8], ptr addrspace(1) %188, i64 %196, !dbg !22
  %226 = getelementptr [2 x i8], ptr addrspace(1) %190, i64 %196, !dbg !22
  %227 = getelementptr [2 x i8], ptr addrspace(1) %192, i64 %196, !dbg !22
  %228 = getelementptr [2 x i8], ptr addrspace(1) %194, i64 %196, !dbg !22
  %229 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %197) #11, !dbg !24
  %230 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %198) #11, !dbg !24
  %231 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %199) #11, !dbg !24
  %232 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %200) #11, !dbg !24
  %233 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %201) #11, !dbg !24
  %234 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %202) #11, !dbg !24
  %235 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %203) #11, !dbg !24
  %236 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %204) #11, !dbg !24
  %237 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %205) #11, !dbg !24
  %238 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %206) #11, !dbg !24
  %239 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %207) #11, !dbg !24
  %240 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %208) #11, !dbg !24
  %241 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %209) #11, !dbg !24
  %242 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %210) #11, !dbg !24
  %243 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %211) #11, !dbg !24
  %244 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %212) #11, !dbg !24
  %245 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %213) #11, !dbg !24
  %246 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %214) #11, !dbg !24
  %247 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %215) #11, !dbg !24
  %248 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %216) #11, !dbg !24
  %249 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %217) #11, !dbg !24
  %250 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %218) #11, !dbg !24
  %251 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %219) #11, !dbg !24
  %252 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %220) #11, !dbg !24
  %253 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %221) #11, !dbg !24
  %254 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %222) #11, !dbg !24
  %255 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %223) #11, !dbg !24
  %256 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %224) #11, !dbg !24
  %257 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %225) #11, !dbg !24
  %258 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %226) #11, !dbg !24
  %259 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %227) #11, !dbg !24
  %260 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %228) #11, !dbg !24
  %261 = shl nuw nsw i32 %195, 1, !dbg !24
  %262 = icmp eq i32 %17, 0, !dbg !24
  %263 = select i1 %262, i32 0, i32 144, !dbg !24
  %264 = xor i32 %263, %261, !dbg !24
  %265 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %264, !dbg !24
  %266 = insertelement <1 x i16> poison, i16 %229, i64 0, !dbg !24
  store <1 x i16> %266, ptr addrspace(3) %265, align 2, !dbg !24
  %267 = or disjoint i32 %264, 1024, !dbg !24
  %268 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %267, !dbg !24
  %269 = insertelement <1 x i16> poison, i16 %233, i64 0, !dbg !24
  store <1 x i16> %269, ptr addrspace(3) %268, align 2, !dbg !24
  %270 = or disjoint i32 %264, 2048, !dbg !24
  %271 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %270, !dbg !24
  %272 = insertelement <1 x i16> poison, i16 %237, i64 0, !dbg !24
  store <1 x i16> %272, ptr addrspace(3) %271, align 2, !dbg !24
  %273 = or disjoint i32 %264, 3072, !dbg !24
  %274 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %273, !dbg !24
  %275 = insertelement <1 x i16> poison, i16 %241, i64 0, !dbg !24
  store <1 x i16> %275, ptr addrspace(3) %274, align 2, !dbg !24
  %276 = getelementptr inbounds nuw i8, ptr addrspace(3) %265, i32 4096, !dbg !24
  %277 = insertelement <1 x i16> poison, i16 %245, i64 0, !dbg !24
  store <1 x i16> %277, ptr addrspace(3) %276, align 2, !dbg !24
  %278 = getelementptr inbounds nuw i8, ptr addrspace(3) %265, i32 5120, !dbg !24
  %279 = insertelement <1 x i16> poison, i16 %249, i64 0, !dbg !24
  store <1 x i16> %279, ptr addrspace(3) %278, align 2, !dbg !24
  %280 = getelementptr inbounds nuw i8, ptr addrspace(3) %265, i32 6144, !dbg !24
  %281 = insertelement <1 x i16> poison, i16 %253, i64 0, !dbg !24
  store <1 x i16> %281, ptr addrspace(3) %280, align 2, !dbg !24
  %282 = getelementptr inbounds nuw i8, ptr addrspace(3) %265, i32 7168, !dbg !24
  %283 = insertelement <1 x i16> poison, i16 %257, i64 0, !dbg !24
  store <1 x i16> %283, ptr addrspace(3) %282, align 2, !dbg !24
  %284 = xor i32 %264, 288, !dbg !24
  %285 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %284, !dbg !24
  %286 = insertelement <1 x i16> poison, i16 %230, i64 0, !dbg !24
  store <1 x i16> %286, ptr addrspace(3) %285, align 2, !dbg !24
  %287 = or disjoint i32 %284, 1024, !dbg !24
  %288 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %287, !dbg !24
  %289 = insertelement <1 x i16> poison, i16 %234, i64 0, !dbg !24
  store <1 x i16> %289, ptr addrspace(3) %288, align 2, !dbg !24
  %290 = or disjoint i32 %284, 2048, !dbg !24
  %291 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %290, !dbg !24
  %292 = insertelement <1 x i16> poison, i16 %238, i64 0, !dbg !24
  store <1 x i16> %292, ptr addrspace(3) %291, align 2, !dbg !24
  %293 = or disjoint i32 %284, 3072, !dbg !24
  %294 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %293, !dbg !24
  %295 = insertelement <1 x i16> poison, i16 %242, i64 0, !dbg !24
  store <1 x i16> %295, ptr addrspace(3) %294, align 2, !dbg !24
  %296 = getelementptr inbounds nuw i8, ptr addrspace(3) %285, i32 4096, !dbg !24
  %297 = insertelement <1 x i16> poison, i16 %246, i64 0, !dbg !24
  store <1 x i16> %297, ptr addrspace(3) %296, align 2, !dbg !24
  %298 = getelementptr inbounds nuw i8, ptr addrspace(3) %285, i32 5120, !dbg !24
  %299 = insertelement <1 x i16> poison, i16 %250, i64 0, !dbg !24
  store <1 x i16> %299, ptr addrspace(3) %298, align 2, !dbg !24
  %300 = getelementptr inbounds nuw i8, ptr addrspace(3) %285, i32 6144, !dbg !24
  %301 = insertelement <1 x i16> poison, i16 %254, i64 0, !dbg !24
  store <1 x i16> %301, ptr addrspace(3) %300, align 2, !dbg !24
  %302 = getelementptr inbounds nuw i8, ptr addrspace(3) %285, i32 7168, !dbg !24
  %303 = insertelement <1 x i16> poison, i16 %258, i64 0, !dbg !24
  store <1 x i16> %303, ptr addrspace(3) %302, align 2, !dbg !24
  %304 = xor i32 %264, 576, !dbg !24
  %305 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %304, !dbg !24
  %306 = insertelement <1 x i16> poison, i16 %231, i64 0, !dbg !24
  store <1 x i16> %306, ptr addrspace(3) %305, align 2, !dbg !24
  %307 = or disjoint i32 %304, 1024, !dbg !24
  %308 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %307, !dbg !24
  %309 = insertelement <1 x i16> poison, i16 %235, i64 0, !dbg !24
  store <1 x i16> %309, ptr addrspace(3) %308, align 2, !dbg !24
  %310 = or disjoint i32 %304, 2048, !dbg !24
  %311 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %310, !dbg !24
  %312 = insertelement <1 x i16> poison, i16 %239, i64 0, !dbg !24
  store <1 x i16> %312, ptr addrspace(3) %311, align 2, !dbg !24
  %313 = or disjoint i32 %304, 3072, !dbg !24
  %314 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %313, !dbg !24
  %315 = insertelement <1 x i16> poison, i16 %243, i64 0, !dbg !24
  store <1 x i16> %315, ptr addrspace(3) %314, align 2, !dbg !24
  %316 = getelementptr inbounds nuw i8, ptr addrspace(3) %305, i32 4096, !dbg !24
  %317 = insertelement <1 x i16> poison, i16 %247, i64 0, !dbg !24
  store <1 x i16> %317, ptr addrspace(3) %316, align 2, !dbg !24
  %318 = getelementptr inbounds nuw i8, ptr addrspace(3) %305, i32 5120, !dbg !24
  %319 = insertelement <1 x i16> poison, i16 %251, i64 0, !dbg !24
  store <1 x i16> %319, ptr addrspace(3) %318, align 2, !dbg !24
  %320 = getelementptr inbounds nuw i8, ptr addrspace(3) %305, i32 6144, !dbg !24
  %321 = insertelement <1 x i16> poison, i16 %255, i64 0, !dbg !24
  store <1 x i16> %321, ptr addrspace(3) %320, align 2, !dbg !24
  %322 = getelementptr inbounds nuw i8, ptr addrspace(3) %305, i32 7168, !dbg !24
  %323 = insertelement <1 x i16> poison, i16 %259, i64 0, !dbg !24
  store <1 x i16> %323, ptr addrspace(3) %322, align 2, !dbg !24
  %324 = xor i32 %264, 864, !dbg !24
  %325 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %324, !dbg !24
  %326 = insertelement <1 x i16> poison, i16 %232, i64 0, !dbg !24
  store <1 x i16> %326, ptr addrspace(3) %325, align 2, !dbg !24
  %327 = or disjoint i32 %324, 1024, !dbg !24
  %328 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %327, !dbg !24
  %329 = insertelement <1 x i16> poison, i16 %236, i64 0, !dbg !24
  store <1 x i16> %329, ptr addrspace(3) %328, align 2, !dbg !24
  %330 = or disjoint i32 %324, 2048, !dbg !24
  %331 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %330, !dbg !24
  %332 = insertelement <1 x i16> poison, i16 %240, i64 0, !dbg !24
  store <1 x i16> %332, ptr addrspace(3) %331, align 2, !dbg !24
  %333 = or disjoint i32 %324, 3072, !dbg !24
  %334 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %333, !dbg !24
  %335 = insertelement <1 x i16> poison, i16 %244, i64 0, !dbg !24
  store <1 x i16> %335, ptr addrspace(3) %334, align 2, !dbg !24
  %336 = getelementptr inbounds nuw i8, ptr addrspace(3) %325, i32 4096, !dbg !24
  %337 = insertelement <1 x i16> poison, i16 %248, i64 0, !dbg !24
  store <1 x i16> %337, ptr addrspace(3) %336, align 2, !dbg !24
  %338 = getelementptr inbounds nuw i8, ptr addrspace(3) %325, i32 5120, !dbg !24
  %339 = insertelement <1 x i16> poison, i16 %252, i64 0, !dbg !24
  store <1 x i16> %339, ptr addrspace(3) %338, align 2, !dbg !24
  %340 = getelementptr inbounds nuw i8, ptr addrspace(3) %325, i32 6144, !dbg !24
  %341 = insertelement <1 x i16> poison, i16 %256, i64 0, !dbg !24
  store <1 x i16> %341, ptr addrspace(3) %340, align 2, !dbg !24
  %342 = getelementptr inbounds nuw i8, ptr addrspace(3) %325, i32 7168, !dbg !24
  %343 = insertelement <1 x i16> poison, i16 %260, i64 0, !dbg !24
  store <1 x i16> %343, ptr addrspace(3) %342, align 2, !dbg !24
  %344 = fmul float %4, f0x3FB8AA3B, !dbg !25
  %invariant.gep = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %196, !dbg !26
  %invariant.gep145 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %196, !dbg !26
  %345 = icmp sgt i32 %9, 0, !dbg !26
  br i1 %345, label %.lr.ph, label %._crit_edge, !dbg !26

.lr.ph:                                           ; preds = %12
  %346 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %264
  %347 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %267
  %348 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %270
  %349 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %273
  %350 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %284
  %351 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %287
  %352 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %290
  %353 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %293
  %354 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %304
  %355 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %307
  %356 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %310
  %357 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %313
  %358 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %324
  %359 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %327
  %360 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %330
  %361 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %333
  %362 = lshr exact i32 ptrtoint (ptr addrspace(3) @global_smem to i32), 4
  %363 = and i32 %362, 32767
  %364 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192) to i32), 4
  %365 = and i32 %364, 32767
  %366 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %363, i64 0
  %367 = bitcast <2 x i32> %366 to i64
  %368 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %365, i64 0
  %369 = bitcast <2 x i32> %368 to i64
  %370 = add nuw nsw i32 %363, 2
  %371 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %370, i64 0
  %372 = bitcast <2 x i32> %371 to i64
  %373 = add nuw nsw i32 %365, 2
  %374 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %373, i64 0
  %375 = bitcast <2 x i32> %374 to i64
  %376 = add nuw nsw i32 %363, 4
  %377 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %376, i64 0
  %378 = bitcast <2 x i32> %377 to i64
  %379 = add nuw nsw i32 %365, 4
  %380 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %379, i64 0
  %381 = bitcast <2 x i32> %380 to i64
  %382 = add nuw nsw i32 %363, 6
  %383 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %382, i64 0
  %384 = bitcast <2 x i32> %383 to i64
  %385 = add nuw nsw i32 %365, 6
  %386 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %385, i64 0
  %387 = bitcast <2 x i32> %386 to i64
  %388 = add nuw nsw i32 %365, 128
  %389 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %388, i64 0
  %390 = bitcast <2 x i32> %389 to i64
  br label %391, !dbg !26

391:                                              ; preds = %.lr.ph, %__nv_exp2f.exit113
  %392 = phi float [ 0.000000e+00, %.lr.ph ], [ %990, %__nv_exp2f.exit113 ]
  %393 = phi float [ 0.000000e+00, %.lr.ph ], [ %991, %__nv_exp2f.exit113 ]
  %394 = phi float [ 0.000000e+00, %.lr.ph ], [ %992, %__nv_exp2f.exit113 ]
  %395 = phi float [ 0.000000e+00, %.lr.ph ], [ %993, %__nv_exp2f.exit113 ]
  %396 = phi float [ 0.000000e+00, %.lr.ph ], [ %994, %__nv_exp2f.exit113 ]
  %397 = phi float [ 0.000000e+00, %.lr.ph ], [ %995, %__nv_exp2f.exit113 ]
  %398 = phi float [ 0.000000e+00, %.lr.ph ], [ %996, %__nv_exp2f.exit113 ]
  %399 = phi float [ 0.000000e+00, %.lr.ph ], [ %997, %__nv_exp2f.exit113 ]
  %400 = phi float [ 0.000000e+00, %.lr.ph ], [ %998, %__nv_exp2f.exit113 ]
  %401 = phi float [ 0.000000e+00, %.lr.ph ], [ %999, %__nv_exp2f.exit113 ]
  %402 = phi float [ 0.000000e+00, %.lr.ph ], [ %1000, %__nv_exp2f.exit113 ]
  %403 = phi float [ 0.000000e+00, %.lr.ph ], [ %1001, %__nv_exp2f.exit113 ]
  %404 = phi float [ 0.000000e+00, %.lr.ph ], [ %1002, %__nv_exp2f.exit113 ]
  %405 = phi float [ 0.000000e+00, %.lr.ph ], [ %1003, %__nv_exp2f.exit113 ]
  %406 = phi float [ 0.000000e+00, %.lr.ph ], [ %1004, %__nv_exp2f.exit113 ]
  %407 = phi float [ 0.000000e+00, %.lr.ph ], [ %1005, %__nv_exp2f.exit113 ]
  %408 = phi float [ 0.000000e+00, %.lr.ph ], [ %1006, %__nv_exp2f.exit113 ]
  %409 = phi float [ 0.000000e+00, %.lr.ph ], [ %1007, %__nv_exp2f.exit113 ]
  %410 = phi float [ 0.000000e+00, %.lr.ph ], [ %1008, %__nv_exp2f.exit113 ]
  %411 = phi float [ 0.000000e+00, %.lr.ph ], [ %1009, %__nv_exp2f.exit113 ]
  %412 = phi float [ 0.000000e+00, %.lr.ph ], [ %1010, %__nv_exp2f.exit113 ]
  %413 = phi float [ 0.000000e+00, %.lr.ph ], [ %1011, %__nv_exp2f.exit113 ]
  %414 = phi float [ 0.000000e+00, %.lr.ph ], [ %1012, %__nv_exp2f.exit113 ]
  %415 = phi float [ 0.000000e+00, %.lr.ph ], [ %1013, %__nv_exp2f.exit113 ]
  %416 = phi float [ 0.000000e+00, %.lr.ph ], [ %1014, %__nv_exp2f.exit113 ]
  %417 = phi float [ 0.000000e+00, %.lr.ph ], [ %1015, %__nv_exp2f.exit113 ]
  %418 = phi float [ 0.000000e+00, %.lr.ph ], [ %1016, %__nv_exp2f.exit113 ]
  %419 = phi float [ 0.000000e+00, %.lr.ph ], [ %1017, %__nv_exp2f.exit113 ]
  %420 = phi float [ 0.000000e+00, %.lr.ph ], [ %1018, %__nv_exp2f.exit113 ]
  %421 = phi float [ 0.000000e+00, %.lr.ph ], [ %1019, %__nv_exp2f.exit113 ]
  %422 = phi float [ 0.000000e+00, %.lr.ph ], [ %1020, %__nv_exp2f.exit113 ]
  %423 = phi float [ 0.000000e+00, %.lr.ph ], [ %1021, %__nv_exp2f.exit113 ]
  %424 = phi float [ 1.000000e+00, %.lr.ph ], [ %785, %__nv_exp2f.exit113 ]
  %425 = phi float [ 1.000000e+00, %.lr.ph ], [ %786, %__nv_exp2f.exit113 ]
  %426 = phi float [ -inf, %.lr.ph ], [ %627, %__nv_exp2f.exit113 ]
  %427 = phi float [ -inf, %.lr.ph ], [ %628, %__nv_exp2f.exit113 ]
  %428 = phi i32 [ 0, %.lr.ph ], [ %1022, %__nv_exp2f.exit113 ]
  %429 = add i32 %428, %66, !dbg !27
  %430 = add i32 %429, %18, !dbg !27
  %431 = add i32 %429, %19, !dbg !27
  %432 = add i32 %429, %20, !dbg !27
  %433 = add i32 %429, %21, !dbg !27
  %434 = add i32 %429, %22, !dbg !27
  %435 = add i32 %429, %23, !dbg !27
  %436 = add i32 %429, %24, !dbg !27
  %437 = add i32 %429, %25, !dbg !27
  %438 = add i32 %429, %26, !dbg !27
  %439 = add i32 %429, %27, !dbg !27
  %440 = add i32 %429, %28, !dbg !27
  %441 = add i32 %429, %29, !dbg !27
  %442 = add i32 %429, %30, !dbg !27
  %443 = add i32 %429, %31, !dbg !27
  %444 = add i32 %429, %32, !dbg !27
  %445 = add i32 %429, %33, !dbg !27
  %446 = mul i32 %430, %6, !dbg !28
  %447 = mul i32 %431, %6, !dbg !28
  %448 = mul i32 %432, %6, !dbg !28
  %449 = mul i32 %433, %6, !dbg !28
  %450 = mul i32 %434, %6, !dbg !28
  %451 = mul i32 %435, %6, !dbg !28
  %452 = mul i32 %436, %6, !dbg !28
  %453 = mul i32 %437, %6, !dbg !28
  %454 = mul i32 %438, %6, !dbg !28
  %455 = mul i32 %439, %6, !dbg !28
  %456 = mul i32 %440, %6, !dbg !28
  %457 = mul i32 %441, %6, !dbg !28
  %458 = mul i32 %442, %6, !dbg !28
  %459 = mul i32 %443, %6, !dbg !28
  %460 = mul i32 %444, %6, !dbg !28
  %461 = mul i32 %445, %6, !dbg !28
  %462 = sext i32 %446 to i64, !dbg !29
  %463 = sext i32 %447 to i64, !dbg !29
  %464 = sext i32 %448 to i64, !dbg !29
  %465 = sext i32 %449 to i64, !dbg !29
  %466 = sext i32 %450 to i64, !dbg !29
  %467 = sext i32 %451 to i64, !dbg !29
  %468 = sext i32 %452 to i64, !dbg !29
  %469 = sext i32 %453 to i64, !dbg !29
  %470 = sext i32 %454 to i64, !dbg !29
  %471 = sext i32 %455 to i64, !dbg !29
  %472 = sext i32 %456 to i64, !dbg !29
  %473 = sext i32 %457 to i64, !dbg !29
  %474 = sext i32 %458 to i64, !dbg !29
  %475 = sext i32 %459 to i64, !dbg !29
  %476 = sext i32 %460 to i64, !dbg !29
  %477 = sext i32 %461 to i64, !dbg !29
  %gep = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %462, !dbg !29
  %gep116 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %463, !dbg !29
  %gep118 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %464, !dbg !29
  %gep120 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %465, !dbg !29
  %gep122 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %466, !dbg !29
  %gep124 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %467, !dbg !29
  %gep126 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %468, !dbg !29
  %gep128 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %469, !dbg !29
  %gep130 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %470, !dbg !29
  %gep132 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %471, !dbg !29
  %gep134 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %472, !dbg !29
  %gep136 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %473, !dbg !29
  %gep138 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %474, !dbg !29
  %gep140 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %475, !dbg !29
  %gep142 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %476, !dbg !29
  %gep144 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %477, !dbg !29
  %478 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep) #11, !dbg !30
  %479 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep116) #11, !dbg !30
  %480 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep118) #11, !dbg !30
  %481 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep120) #11, !dbg !30
  %482 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep122) #11, !dbg !30
  %483 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep124) #11, !dbg !30
  %484 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep126) #11, !dbg !30
  %485 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep128) #11, !dbg !30
  %486 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep130) #11, !dbg !30
  %487 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep132) #11, !dbg !30
  %488 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep134) #11, !dbg !30
  %489 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep136) #11, !dbg !30
  %490 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep138) #11, !dbg !30
  %491 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep140) #11, !dbg !30
  %492 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep142) #11, !dbg !30
  %493 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep144) #11, !dbg !30
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  %494 = insertelement <1 x i16> poison, i16 %478, i64 0, !dbg !30
  store <1 x i16> %494, ptr addrspace(3) %346, align 2, !dbg !30
  %495 = insertelement <1 x i16> poison, i16 %482, i64 0, !dbg !30
  store <1 x i16> %495, ptr addrspace(3) %347, align 2, !dbg !30
  %496 = insertelement <1 x i16> poison, i16 %486, i64 0, !dbg !30
  store <1 x i16> %496, ptr addrspace(3) %348, align 2, !dbg !30
  %497 = insertelement <1 x i16> poison, i16 %490, i64 0, !dbg !30
  store <1 x i16> %497, ptr addrspace(3) %349, align 2, !dbg !30
  %498 = insertelement <1 x i16> poison, i16 %479, i64 0, !dbg !30
  store <1 x i16> %498, ptr addrspace(3) %350, align 2, !dbg !30
  %499 = insertelement <1 x i16> poison, i16 %483, i64 0, !dbg !30
  store <1 x i16> %499, ptr addrspace(3) %351, align 2, !dbg !30
  %500 = insertelement <1 x i16> poison, i16 %487, i64 0, !dbg !30
  store <1 x i16> %500, ptr addrspace(3) %352, align 2, !dbg !30
  %501 = insertelement <1 x i16> poison, i16 %491, i64 0, !dbg !30
  store <1 x i16> %501, ptr addrspace(3) %353, align 2, !dbg !30
  %502 = insertelement <1 x i16> poison, i16 %480, i64 0, !dbg !30
  store <1 x i16> %502, ptr addrspace(3) %354, align 2, !dbg !30
  %503 = insertelement <1 x i16> poison, i16 %484, i64 0, !dbg !30
  store <1 x i16> %503, ptr addrspace(3) %355, align 2, !dbg !30
  %504 = insertelement <1 x i16> poison, i16 %488, i64 0, !dbg !30
  store <1 x i16> %504, ptr addrspace(3) %356, align 2, !dbg !30
  %505 = insertelement <1 x i16> poison, i16 %492, i64 0, !dbg !30
  store <1 x i16> %505, ptr addrspace(3) %357, align 2, !dbg !30
  %506 = insertelement <1 x i16> poison, i16 %481, i64 0, !dbg !30
  store <1 x i16> %506, ptr addrspace(3) %358, align 2, !dbg !30
  %507 = insertelement <1 x i16> poison, i16 %485, i64 0, !dbg !30
  store <1 x i16> %507, ptr addrspace(3) %359, align 2, !dbg !30
  %508 = insertelement <1 x i16> poison, i16 %489, i64 0, !dbg !30
  store <1 x i16> %508, ptr addrspace(3) %360, align 2, !dbg !30
  %509 = insertelement <1 x i16> poison, i16 %493, i64 0, !dbg !30
  store <1 x i16> %509, ptr addrspace(3) %361, align 2, !dbg !30
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !31
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !31
  tail call void @llvm.nvvm.wgmma.fence.sync.aligned(), !dbg !31
  %510 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n32k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15}, $16, $17, 0, 1, 1, 0, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l"(i64 %367, i64 %369) #11, !dbg !31
  %511 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %510, 0, !dbg !31
  %512 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %510, 1, !dbg !31
  %513 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %510, 2, !dbg !31
  %514 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %510, 3, !dbg !31
  %515 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %510, 4, !dbg !31
  %516 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %510, 5, !dbg !31
  %517 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %510, 6, !dbg !31
  %518 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %510, 7, !dbg !31
  %519 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %510, 8, !dbg !31
  %520 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %510, 9, !dbg !31
  %521 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %510, 10, !dbg !31
  %522 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %510, 11, !dbg !31
  %523 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %510, 12, !dbg !31
  %524 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %510, 13, !dbg !31
  %525 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %510, 14, !dbg !31
  %526 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %510, 15, !dbg !31
  %527 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n32k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15}, $32, $33, $34, 1, 1, 0, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,l,l,b"(float %511, float %512, float %513, float %514, float %515, float %516, float %517, float %518, float %519, float %520, float %521, float %522, float %523, float %524, float %525, float %526, i64 %372, i64 %375, i1 true) #11, !dbg !31
  %528 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 0, !dbg !31
  %529 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 1, !dbg !31
  %530 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 2, !dbg !31
  %531 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 3, !dbg !31
  %532 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 4, !dbg !31
  %533 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 5, !dbg !31
  %534 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 6, !dbg !31
  %535 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 7, !dbg !31
  %536 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 8, !dbg !31
  %537 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 9, !dbg !31
  %538 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 10, !dbg !31
  %539 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 11, !dbg !31
  %540 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 12, !dbg !31
  %541 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 13, !dbg !31
  %542 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 14, !dbg !31
  %543 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 15, !dbg !31
  %544 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n32k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15}, $32, $33, $34, 1, 1, 0, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,l,l,b"(float %528, float %529, float %530, float %531, float %532, float %533, float %534, float %535, float %536, float %537, float %538, float %539, float %540, float %541, float %542, float %543, i64 %378, i64 %381, i1 true) #11, !dbg !31
  %545 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %544, 0, !dbg !31
  %546 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %544, 1, !dbg !31
  %547 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %544, 2, !dbg !31
  %548 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %544, 3, !dbg !31
  %549 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %544, 4, !dbg !31
  %550 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %544, 5, !dbg !31
  %551 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %544, 6, !dbg !31
  %552 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %544, 7, !dbg !31
  %553 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %544, 8, !dbg !31
  %554 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %544, 9, !dbg !31
  %555 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %544, 10, !dbg !31
  %556 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %544, 11, !dbg !31
  %557 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %544, 12, !dbg !31
  %558 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %544, 13, !dbg !31
  %559 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %544, 14, !dbg !31
  %560 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %544, 15, !dbg !31
  %561 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n32k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15}, $32, $33, $34, 1, 1, 0, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,l,l,b"(float %545, float %546, float %547, float %548, float %549, float %550, float %551, float %552, float %553, float %554, float %555, float %556, float %557, float %558, float %559, float %560, i64 %384, i64 %387, i1 true) #11, !dbg !31
  %562 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 0, !dbg !31
  %563 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 1, !dbg !31
  %564 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 2, !dbg !31
  %565 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 3, !dbg !31
  %566 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 4, !dbg !31
  %567 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 5, !dbg !31
  %568 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 6, !dbg !31
  %569 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 7, !dbg !31
  %570 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 8, !dbg !31
  %571 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 9, !dbg !31
  %572 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 10, !dbg !31
  %573 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 11, !dbg !31
  %574 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 12, !dbg !31
  %575 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 13, !dbg !31
  %576 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 14, !dbg !31
  %577 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 15, !dbg !31
  tail call void @llvm.nvvm.wgmma.commit_group.sync.aligned(), !dbg !31
  %578 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } asm sideeffect "// wait for regs: $0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21\0A\09wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=l,=r,=r,=l,=r,=r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21"(float %562, float %563, float %564, float %565, float %566, float %567, float %568, float %569, float %570, float %571, float %572, float %573, float %574, float %575, float %576, float %577, ptr addrspace(3) @global_smem, i32 0, i32 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 0, i32 0) #11, !dbg !31
  %579 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %578, 0, !dbg !31
  %580 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %578, 1, !dbg !31
  %581 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %578, 2, !dbg !31
  %582 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %578, 3, !dbg !31
  %583 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %578, 4, !dbg !31
  %584 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %578, 5, !dbg !31
  %585 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %578, 6, !dbg !31
  %586 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %578, 7, !dbg !31
  %587 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %578, 8, !dbg !31
  %588 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %578, 9, !dbg !31
  %589 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %578, 10, !dbg !31
  %590 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %578, 11, !dbg !31
  %591 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %578, 12, !dbg !31
  %592 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %578, 13, !dbg !31
  %593 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %578, 14, !dbg !31
  %594 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %578, 15, !dbg !31
  %595 = tail call float @llvm.maxnum.f32(float %579, float %580), !dbg !32
  %596 = tail call float @llvm.maxnum.f32(float %583, float %584), !dbg !32
  %597 = tail call float @llvm.maxnum.f32(float %587, float %588), !dbg !32
  %598 = tail call float @llvm.maxnum.f32(float %591, float %592), !dbg !32
  %599 = tail call float @llvm.maxnum.f32(float %595, float %596), !dbg !32
  %600 = tail call float @llvm.maxnum.f32(float %597, float %598), !dbg !32
  %601 = tail call float @llvm.maxnum.f32(float %599, float %600), !dbg !32
  %602 = tail call float @llvm.maxnum.f32(float %581, float %582), !dbg !32
  %603 = tail call float @llvm.maxnum.f32(float %585, float %586), !dbg !32
  %604 = tail call float @llvm.maxnum.f32(float %589, float %590), !dbg !32
  %605 = tail call float @llvm.maxnum.f32(float %593, float %594), !dbg !32
  %606 = tail call float @llvm.maxnum.f32(float %602, float %603), !dbg !32
  %607 = tail call float @llvm.maxnum.f32(float %604, float %605), !dbg !32
  %608 = tail call float @llvm.maxnum.f32(float %606, float %607), !dbg !32
  %609 = bitcast float %601 to i32, !dbg !35
  %610 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %609, i32 2, i32 31), !dbg !35
  %611 = bitcast i32 %610 to float, !dbg !35
  %612 = tail call float @llvm.maxnum.f32(float %601, float %611), !dbg !32
  %613 = bitcast float %612 to i32, !dbg !35
  %614 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %613, i32 1, i32 31), !dbg !35
  %615 = bitcast i32 %614 to float, !dbg !35
  %616 = tail call float @llvm.maxnum.f32(float %612, float %615), !dbg !32
  %617 = bitcast float %608 to i32, !dbg !35
  %618 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %617, i32 2, i32 31), !dbg !35
  %619 = bitcast i32 %618 to float, !dbg !35
  %620 = tail call float @llvm.maxnum.f32(float %608, float %619), !dbg !32
  %621 = bitcast float %620 to i32, !dbg !35
  %622 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %621, i32 1, i32 31), !dbg !35
  %623 = bitcast i32 %622 to float, !dbg !35
  %624 = tail call float @llvm.maxnum.f32(float %620, float %623), !dbg !32
  %625 = fmul float %344, %616, !dbg !38
  %626 = fmul float %344, %624, !dbg !38
  %627 = tail call float @llvm.maxnum.f32(float %426, float %625), !dbg !39
  %628 = tail call float @llvm.maxnum.f32(float %427, float %626), !dbg !39
  %629 = fmul float %344, %579, !dbg !40
  %630 = fmul float %344, %580, !dbg !40
  %631 = fmul float %344, %581, !dbg !40
  %632 = fmul float %344, %582, !dbg !40
  %633 = fmul float %344, %583, !dbg !40
  %634 = fmul float %344, %584, !dbg !40
  %635 = fmul float %344, %585, !dbg !40
  %636 = fmul float %344, %586, !dbg !40
  %637 = fmul float %344, %587, !dbg !40
  %638 = fmul float %344, %588, !dbg !40
  %639 = fmul float %344, %589, !dbg !40
  %640 = fmul float %344, %590, !dbg !40
  %641 = fmul float %344, %591, !dbg !40
  %642 = fmul float %344, %592, !dbg !40
  %643 = fmul float %344, %593, !dbg !40
  %644 = fmul float %344, %594, !dbg !40
  %645 = fsub float %629, %627, !dbg !40
  %646 = fsub float %630, %627, !dbg !40
  %647 = fsub float %631, %628, !dbg !40
  %648 = fsub float %632, %628, !dbg !40
  %649 = fsub float %633, %627, !dbg !40
  %650 = fsub float %634, %627, !dbg !40
  %651 = fsub float %635, %628, !dbg !40
  %652 = fsub float %636, %628, !dbg !40
  %653 = fsub float %637, %627, !dbg !40
  %654 = fsub float %638, %627, !dbg !40
  %655 = fsub float %639, %628, !dbg !40
  %656 = fsub float %640, %628, !dbg !40
  %657 = fsub float %641, %627, !dbg !40
  %658 = fsub float %642, %627, !dbg !40
  %659 = fsub float %643, %628, !dbg !40
  %660 = fsub float %644, %628, !dbg !40
  %661 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !41
  %.not.i = icmp eq i32 %661, 0, !dbg !41
  br i1 %.not.i, label %664, label %662, !dbg !41

662:                                              ; preds = %391
  %663 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %645), !dbg !41
  br label %__nv_exp2f.exit, !dbg !41

664:                                              ; preds = %391
  %665 = tail call float @llvm.nvvm.ex2.approx.f32(float %645), !dbg !41
  br label %__nv_exp2f.exit, !dbg !41

__nv_exp2f.exit:                                  ; preds = %662, %664
  %.0.i = phi float [ %663, %662 ], [ %665, %664 ], !dbg !41
  %666 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !41
  %.not.i63 = icmp eq i32 %666, 0, !dbg !41
  br i1 %.not.i63, label %669, label %667, !dbg !41

667:                                              ; preds = %__nv_exp2f.exit
  %668 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %646), !dbg !41
  br label %__nv_exp2f.exit65, !dbg !41

669:                                              ; preds = %__nv_exp2f.exit
  %670 = tail call float @llvm.nvvm.ex2.approx.f32(float %646), !dbg !41
  br label %__nv_exp2f.exit65, !dbg !41

__nv_exp2f.exit65:                                ; preds = %667, %669
  %.0.i64 = phi float [ %668, %667 ], [ %670, %669 ], !dbg !41
  %671 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !41
  %.not.i66 = icmp eq i32 %671, 0, !dbg !41
  br i1 %.not.i66, label %674, label %672, !dbg !41

672:                                              ; preds = %__nv_exp2f.exit65
  %673 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %647), !dbg !41
  br label %__nv_exp2f.exit68, !dbg !41

674:                                              ; preds = %__nv_exp2f.exit65
  %675 = tail call float @llvm.nvvm.ex2.approx.f32(float %647), !dbg !41
  br label %__nv_exp2f.exit68, !dbg !41

__nv_exp2f.exit68:                                ; preds = %672, %674
  %.0.i67 = phi float [ %673, %672 ], [ %675, %674 ], !dbg !41
  %676 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !41
  %.not.i69 = icmp eq i32 %676, 0, !dbg !41
  br i1 %.not.i69, label %679, label %677, !dbg !41

677:                                              ; preds = %__nv_exp2f.exit68
  %678 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %648), !dbg !41
  br label %__nv_exp2f.exit71, !dbg !41

679:                                              ; preds = %__nv_exp2f.exit68
  %680 = tail call float @llvm.nvvm.ex2.approx.f32(float %648), !dbg !41
  br label %__nv_exp2f.exit71, !dbg !41

__nv_exp2f.exit71:                                ; preds = %677, %679
  %.0.i70 = phi float [ %678, %677 ], [ %680, %679 ], !dbg !41
  %681 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !41
  %.not.i72 = icmp eq i32 %681, 0, !dbg !41
  br i1 %.not.i72, label %684, label %682, !dbg !41

682:                                              ; preds = %__nv_exp2f.exit71
  %683 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %649), !dbg !41
  br label %__nv_exp2f.exit74, !dbg !41

684:                                              ; preds = %__nv_exp2f.exit71
  %685 = tail call float @llvm.nvvm.ex2.approx.f32(float %649), !dbg !41
  br label %__nv_exp2f.exit74, !dbg !41

__nv_exp2f.exit74:                                ; preds = %682, %684
  %.0.i73 = phi float [ %683, %682 ], [ %685, %684 ], !dbg !41
  %686 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !41
  %.not.i75 = icmp eq i32 %686, 0, !dbg !41
  br i1 %.not.i75, label %689, label %687, !dbg !41

687:                                              ; preds = %__nv_exp2f.exit74
  %688 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %650), !dbg !41
  br label %__nv_exp2f.exit77, !dbg !41

689:                                              ; preds = %__nv_exp2f.exit74
  %690 = tail call float @llvm.nvvm.ex2.approx.f32(float %650), !dbg !41
  br label %__nv_exp2f.exit77, !dbg !41

__nv_exp2f.exit77:                                ; preds = %687, %689
  %.0.i76 = phi float [ %688, %687 ], [ %690, %689 ], !dbg !41
  %691 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !41
  %.not.i78 = icmp eq i32 %691, 0, !dbg !41
  br i1 %.not.i78, label %694, label %692, !dbg !41

692:                                              ; preds = %__nv_exp2f.exit77
  %693 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %651), !dbg !41
  br label %__nv_exp2f.exit80, !dbg !41

694:                                              ; preds = %__nv_exp2f.exit77
  %695 = tail call float @llvm.nvvm.ex2.approx.f32(float %651), !dbg !41
  br label %__nv_exp2f.exit80, !dbg !41

__nv_exp2f.exit80:                                ; preds = %692, %694
  %.0.i79 = phi float [ %693, %692 ], [ %695, %694 ], !dbg !41
  %696 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !41
  %.not.i81 = icmp eq i32 %696, 0, !dbg !41
  br i1 %.not.i81, label %699, label %697, !dbg !41

697:                                              ; preds = %__nv_exp2f.exit80
  %698 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %652), !dbg !41
  br label %__nv_exp2f.exit83, !dbg !41

699:                                              ; preds = %__nv_exp2f.exit80
  %700 = tail call float @llvm.nvvm.ex2.approx.f32(float %652), !dbg !41
  br label %__nv_exp2f.exit83, !dbg !41

__nv_exp2f.exit83:                                ; preds = %697, %699
  %.0.i82 = phi float [ %698, %697 ], [ %700, %699 ], !dbg !41
  %701 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !41
  %.not.i84 = icmp eq i32 %701, 0, !dbg !41
  br i1 %.not.i84, label %704, label %702, !dbg !41

702:                                              ; preds = %__nv_exp2f.exit83
  %703 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %653), !dbg !41
  br label %__nv_exp2f.exit86, !dbg !41

704:                                              ; preds = %__nv_exp2f.exit83
  %705 = tail call float @llvm.nvvm.ex2.approx.f32(float %653), !dbg !41
  br label %__nv_exp2f.exit86, !dbg !41

__nv_exp2f.exit86:                                ; preds = %702, %704
  %.0.i85 = phi float [ %703, %702 ], [ %705, %704 ], !dbg !41
  %706 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !41
  %.not.i87 = icmp eq i32 %706, 0, !dbg !41
  br i1 %.not.i87, label %709, label %707, !dbg !41

707:                                              ; preds = %__nv_exp2f.exit86
  %708 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %654), !dbg !41
  br label %__nv_exp2f.exit89, !dbg !41

709:                                              ; preds = %__nv_exp2f.exit86
  %710 = tail call float @llvm.nvvm.ex2.approx.f32(float %654), !dbg !41
  br label %__nv_exp2f.exit89, !dbg !41

__nv_exp2f.exit89:                                ; preds = %707, %709
  %.0.i88 = phi float [ %708, %707 ], [ %710, %709 ], !dbg !41
  %711 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !41
  %.not.i90 = icmp eq i32 %711, 0, !dbg !41
  br i1 %.not.i90, label %714, label %712, !dbg !41

712:                                              ; preds = %__nv_exp2f.exit89
  %713 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %655), !dbg !41
  br label %__nv_exp2f.exit92, !dbg !41

714:                                              ; preds = %__nv_exp2f.exit89
  %715 = tail call float @llvm.nvvm.ex2.approx.f32(float %655), !dbg !41
  br label %__nv_exp2f.exit92, !dbg !41

__nv_exp2f.exit92:                                ; preds = %712, %714
  %.0.i91 = phi float [ %713, %712 ], [ %715, %714 ], !dbg !41
  %716 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !41
  %.not.i93 = icmp eq i32 %716, 0, !dbg !41
  br i1 %.not.i93, label %719, label %717, !dbg !41

717:                                              ; preds = %__nv_exp2f.exit92
  %718 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %656), !dbg !41
  br label %__nv_exp2f.exit95, !dbg !41

719:                                              ; preds = %__nv_exp2f.exit92
  %720 = tail call float @llvm.nvvm.ex2.approx.f32(float %656), !dbg !41
  br label %__nv_exp2f.exit95, !dbg !41

__nv_exp2f.exit95:                                ; preds = %717, %719
  %.0.i94 = phi float [ %718, %717 ], [ %720, %719 ], !dbg !41
  %721 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !41
  %.not.i96 = icmp eq i32 %721, 0, !dbg !41
  br i1 %.not.i96, label %724, label %722, !dbg !41

722:                                              ; preds = %__nv_exp2f.exit95
  %723 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %657), !dbg !41
  br label %__nv_exp2f.exit98, !dbg !41

724:                                              ; preds = %__nv_exp2f.exit95
  %725 = tail call float @llvm.nvvm.ex2.approx.f32(float %657), !dbg !41
  br label %__nv_exp2f.exit98, !dbg !41

__nv_exp2f.exit98:                                ; preds = %722, %724
  %.0.i97 = phi float [ %723, %722 ], [ %725, %724 ], !dbg !41
  %726 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !41
  %.not.i99 = icmp eq i32 %726, 0, !dbg !41
  br i1 %.not.i99, label %729, label %727, !dbg !41

727:                                              ; preds = %__nv_exp2f.exit98
  %728 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %658), !dbg !41
  br label %__nv_exp2f.exit101, !dbg !41

729:                                              ; preds = %__nv_exp2f.exit98
  %730 = tail call float @llvm.nvvm.ex2.approx.f32(float %658), !dbg !41
  br label %__nv_exp2f.exit101, !dbg !41

__nv_exp2f.exit101:                               ; preds = %727, %729
  %.0.i100 = phi float [ %728, %727 ], [ %730, %729 ], !dbg !41
  %731 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !41
  %.not.i102 = icmp eq i32 %731, 0, !dbg !41
  br i1 %.not.i102, label %734, label %732, !dbg !41

732:                                              ; preds = %__nv_exp2f.exit101
  %733 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %659), !dbg !41
  br label %__nv_exp2f.exit104, !dbg !41

734:                                              ; preds = %__nv_exp2f.exit101
  %735 = tail call float @llvm.nvvm.ex2.approx.f32(float %659), !dbg !41
  br label %__nv_exp2f.exit104, !dbg !41

__nv_exp2f.exit104:                               ; preds = %732, %734
  %.0.i103 = phi float [ %733, %732 ], [ %735, %734 ], !dbg !41
  %736 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !41
  %.not.i105 = icmp eq i32 %736, 0, !dbg !41
  br i1 %.not.i105, label %739, label %737, !dbg !41

737:                                              ; preds = %__nv_exp2f.exit104
  %738 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %660), !dbg !41
  br label %__nv_exp2f.exit107, !dbg !41

739:                                              ; preds = %__nv_exp2f.exit104
  %740 = tail call float @llvm.nvvm.ex2.approx.f32(float %660), !dbg !41
  br label %__nv_exp2f.exit107, !dbg !41

__nv_exp2f.exit107:                               ; preds = %737, %739
  %.0.i106 = phi float [ %738, %737 ], [ %740, %739 ], !dbg !41
  %741 = fsub float %426, %627, !dbg !42
  %742 = fsub float %427, %628, !dbg !42
  %743 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i108 = icmp eq i32 %743, 0, !dbg !43
  br i1 %.not.i108, label %746, label %744, !dbg !43

744:                                              ; preds = %__nv_exp2f.exit107
  %745 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %741), !dbg !43
  br label %__nv_exp2f.exit110, !dbg !43

746:                                              ; preds = %__nv_exp2f.exit107
  %747 = tail call float @llvm.nvvm.ex2.approx.f32(float %741), !dbg !43
  br label %__nv_exp2f.exit110, !dbg !43

__nv_exp2f.exit110:                               ; preds = %744, %746
  %.0.i109 = phi float [ %745, %744 ], [ %747, %746 ], !dbg !43
  %748 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i111 = icmp eq i32 %748, 0, !dbg !43
  br i1 %.not.i111, label %751, label %749, !dbg !43

749:                                              ; preds = %__nv_exp2f.exit110
  %750 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %742), !dbg !43
  br label %__nv_exp2f.exit113, !dbg !43

751:                                              ; preds = %__nv_exp2f.exit110
  %752 = tail call float @llvm.nvvm.ex2.approx.f32(float %742), !dbg !43
  br label %__nv_exp2f.exit113, !dbg !43

__nv_exp2f.exit113:                               ; preds = %749, %751
  %.0.i112 = phi float [ %750, %749 ], [ %752, %751 ], !dbg !43
  %753 = fmul float %424, %.0.i109, !dbg !44
  %754 = fmul float %425, %.0.i112, !dbg !44
  %755 = fadd float %.0.i, %.0.i64, !dbg !45
  %756 = fadd float %.0.i73, %.0.i76, !dbg !45
  %757 = fadd float %.0.i85, %.0.i88, !dbg !45
  %758 = fadd float %.0.i97, %.0.i100, !dbg !45
  %759 = fadd float %755, %756, !dbg !45
  %760 = fadd float %757, %758, !dbg !45
  %761 = fadd float %759, %760, !dbg !45
  %762 = fadd float %.0.i67, %.0.i70, !dbg !45
  %763 = fadd float %.0.i79, %.0.i82, !dbg !45
  %764 = fadd float %.0.i91, %.0.i94, !dbg !45
  %765 = fadd float %.0.i103, %.0.i106, !dbg !45
  %766 = fadd float %762, %763, !dbg !45
  %767 = fadd float %764, %765, !dbg !45
  %768 = fadd float %766, %767, !dbg !45
  %769 = bitcast float %761 to i32, !dbg !46
  %770 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %769, i32 2, i32 31), !dbg !46
  %771 = bitcast i32 %770 to float, !dbg !46
  %772 = fadd float %761, %771, !dbg !45
  %773 = bitcast float %772 to i32, !dbg !46
  %774 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %773, i32 1, i32 31), !dbg !46
  %775 = bitcast i32 %774 to float, !dbg !46
  %776 = fadd float %772, %775, !dbg !45
  %777 = bitcast float %768 to i32, !dbg !46
  %778 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %777, i32 2, i32 31), !dbg !46
  %779 = bitcast i32 %778 to float, !dbg !46
  %780 = fadd float %768, %779, !dbg !45
  %781 = bitcast float %780 to i32, !dbg !46
  %782 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %781, i32 1, i32 31), !dbg !46
  %783 = bitcast i32 %782 to float, !dbg !46
  %784 = fadd float %780, %783, !dbg !45
  %785 = fadd float %753, %776, !dbg !44
  %786 = fadd float %754, %784, !dbg !44
  %787 = fmul float %392, %.0.i109, !dbg !48
  %788 = fmul float %393, %.0.i109, !dbg !48
  %789 = fmul float %394, %.0.i112, !dbg !48
  %790 = fmul float %395, %.0.i112, !dbg !48
  %791 = fmul float %396, %.0.i109, !dbg !48
  %792 = fmul float %397, %.0.i109, !dbg !48
  %793 = fmul float %398, %.0.i112, !dbg !48
  %794 = fmul float %399, %.0.i112, !dbg !48
  %795 = fmul float %400, %.0.i109, !dbg !48
  %796 = fmul float %401, %.0.i109, !dbg !48
  %797 = fmul float %402, %.0.i112, !dbg !48
  %798 = fmul float %403, %.0.i112, !dbg !48
  %799 = fmul float %404, %.0.i109, !dbg !48
  %800 = fmul float %405, %.0.i109, !dbg !48
  %801 = fmul float %406, %.0.i112, !dbg !48
  %802 = fmul float %407, %.0.i112, !dbg !48
  %803 = fmul float %408, %.0.i109, !dbg !48
  %804 = fmul float %409, %.0.i109, !dbg !48
  %805 = fmul float %410, %.0.i112, !dbg !48
  %806 = fmul float %411, %.0.i112, !dbg !48
  %807 = fmul float %412, %.0.i109, !dbg !48
  %808 = fmul float %413, %.0.i109, !dbg !48
  %809 = fmul float %414, %.0.i112, !dbg !48
  %810 = fmul float %415, %.0.i112, !dbg !48
  %811 = fmul float %416, %.0.i109, !dbg !48
  %812 = fmul float %417, %.0.i109, !dbg !48
  %813 = fmul float %418, %.0.i112, !dbg !48
  %814 = fmul float %419, %.0.i112, !dbg !48
  %815 = fmul float %420, %.0.i109, !dbg !48
  %816 = fmul float %421, %.0.i109, !dbg !48
  %817 = fmul float %422, %.0.i112, !dbg !48
  %818 = fmul float %423, %.0.i112, !dbg !48
  %819 = mul i32 %430, %7, !dbg !49
  %820 = mul i32 %431, %7, !dbg !49
  %821 = mul i32 %432, %7, !dbg !49
  %822 = mul i32 %433, %7, !dbg !49
  %823 = mul i32 %434, %7, !dbg !49
  %824 = mul i32 %435, %7, !dbg !49
  %825 = mul i32 %436, %7, !dbg !49
  %826 = mul i32 %437, %7, !dbg !49
  %827 = mul i32 %438, %7, !dbg !49
  %828 = mul i32 %439, %7, !dbg !49
  %829 = mul i32 %440, %7, !dbg !49
  %830 = mul i32 %441, %7, !dbg !49
  %831 = mul i32 %442, %7, !dbg !49
  %832 = mul i32 %443, %7, !dbg !49
  %833 = mul i32 %444, %7, !dbg !49
  %834 = mul i32 %445, %7, !dbg !49
  %835 = sext i32 %819 to i64, !dbg !50
  %836 = sext i32 %820 to i64, !dbg !50
  %837 = sext i32 %821 to i64, !dbg !50
  %838 = sext i32 %822 to i64, !dbg !50
  %839 = sext i32 %823 to i64, !dbg !50
  %840 = sext i32 %824 to i64, !dbg !50
  %841 = sext i32 %825 to i64, !dbg !50
  %842 = sext i32 %826 to i64, !dbg !50
  %843 = sext i32 %827 to i64, !dbg !50
  %844 = sext i32 %828 to i64, !dbg !50
  %845 = sext i32 %829 to i64, !dbg !50
  %846 = sext i32 %830 to i64, !dbg !50
  %847 = sext i32 %831 to i64, !dbg !50
  %848 = sext i32 %832 to i64, !dbg !50
  %849 = sext i32 %833 to i64, !dbg !50
  %850 = sext i32 %834 to i64, !dbg !50
  %gep146 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep145, i64 %835, !dbg !50
  %gep148 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep145, i64 %836, !dbg !50
  %gep150 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep145, i64 %837, !dbg !50
  %gep152 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep145, i64 %838, !dbg !50
  %gep154 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep145, i64 %839, !dbg !50
  %gep156 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep145, i64 %840, !dbg !50
  %gep158 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep145, i64 %841, !dbg !50
  %gep160 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep145, i64 %842, !dbg !50
  %gep162 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep145, i64 %843, !dbg !50
  %gep164 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep145, i64 %844, !dbg !50
  %gep166 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep145, i64 %845, !dbg !50
  %gep168 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep145, i64 %846, !dbg !50
  %gep170 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep145, i64 %847, !dbg !50
  %gep172 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep145, i64 %848, !dbg !50
  %gep174 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep145, i64 %849, !dbg !50
  %gep176 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep145, i64 %850, !dbg !50
  %851 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep146) #11, !dbg !51
  %852 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep148) #11, !dbg !51
  %853 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep150) #11, !dbg !51
  %854 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep152) #11, !dbg !51
  %855 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep154) #11, !dbg !51
  %856 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep156) #11, !dbg !51
  %857 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep158) #11, !dbg !51
  %858 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep160) #11, !dbg !51
  %859 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep162) #11, !dbg !51
  %860 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep164) #11, !dbg !51
  %861 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep166) #11, !dbg !51
  %862 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep168) #11, !dbg !51
  %863 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep170) #11, !dbg !51
  %864 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep172) #11, !dbg !51
  %865 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep174) #11, !dbg !51
  %866 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep176) #11, !dbg !51
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !51
  %867 = insertelement <1 x i16> poison, i16 %851, i64 0, !dbg !51
  store <1 x i16> %867, ptr addrspace(3) %346, align 2, !dbg !51
  %868 = insertelement <1 x i16> poison, i16 %855, i64 0, !dbg !51
  store <1 x i16> %868, ptr addrspace(3) %347, align 2, !dbg !51
  %869 = insertelement <1 x i16> poison, i16 %859, i64 0, !dbg !51
  store <1 x i16> %869, ptr addrspace(3) %348, align 2, !dbg !51
  %870 = insertelement <1 x i16> poison, i16 %863, i64 0, !dbg !51
  store <1 x i16> %870, ptr addrspace(3) %349, align 2, !dbg !51
  %871 = insertelement <1 x i16> poison, i16 %852, i64 0, !dbg !51
  store <1 x i16> %871, ptr addrspace(3) %350, align 2, !dbg !51
  %872 = insertelement <1 x i16> poison, i16 %856, i64 0, !dbg !51
  store <1 x i16> %872, ptr addrspace(3) %351, align 2, !dbg !51
  %873 = insertelement <1 x i16> poison, i16 %860, i64 0, !dbg !51
  store <1 x i16> %873, ptr addrspace(3) %352, align 2, !dbg !51
  %874 = insertelement <1 x i16> poison, i16 %864, i64 0, !dbg !51
  store <1 x i16> %874, ptr addrspace(3) %353, align 2, !dbg !51
  %875 = insertelement <1 x i16> poison, i16 %853, i64 0, !dbg !51
  store <1 x i16> %875, ptr addrspace(3) %354, align 2, !dbg !51
  %876 = insertelement <1 x i16> poison, i16 %857, i64 0, !dbg !51
  store <1 x i16> %876, ptr addrspace(3) %355, align 2, !dbg !51
  %877 = insertelement <1 x i16> poison, i16 %861, i64 0, !dbg !51
  store <1 x i16> %877, ptr addrspace(3) %356, align 2, !dbg !51
  %878 = insertelement <1 x i16> poison, i16 %865, i64 0, !dbg !51
  store <1 x i16> %878, ptr addrspace(3) %357, align 2, !dbg !51
  %879 = insertelement <1 x i16> poison, i16 %854, i64 0, !dbg !51
  store <1 x i16> %879, ptr addrspace(3) %358, align 2, !dbg !51
  %880 = insertelement <1 x i16> poison, i16 %858, i64 0, !dbg !51
  store <1 x i16> %880, ptr addrspace(3) %359, align 2, !dbg !51
  %881 = insertelement <1 x i16> poison, i16 %862, i64 0, !dbg !51
  store <1 x i16> %881, ptr addrspace(3) %360, align 2, !dbg !51
  %882 = insertelement <1 x i16> poison, i16 %866, i64 0, !dbg !51
  store <1 x i16> %882, ptr addrspace(3) %361, align 2, !dbg !51
  %883 = insertelement <2 x float> poison, float %.0.i, i64 0, !dbg !52
  %884 = insertelement <2 x float> %883, float %.0.i64, i64 1, !dbg !52
  %885 = fptrunc <2 x float> %884 to <2 x half>, !dbg !52
  %886 = insertelement <2 x float> poison, float %.0.i67, i64 0, !dbg !52
  %887 = insertelement <2 x float> %886, float %.0.i70, i64 1, !dbg !52
  %888 = fptrunc <2 x float> %887 to <2 x half>, !dbg !52
  %889 = insertelement <2 x float> poison, float %.0.i73, i64 0, !dbg !52
  %890 = insertelement <2 x float> %889, float %.0.i76, i64 1, !dbg !52
  %891 = fptrunc <2 x float> %890 to <2 x half>, !dbg !52
  %892 = insertelement <2 x float> poison, float %.0.i79, i64 0, !dbg !52
  %893 = insertelement <2 x float> %892, float %.0.i82, i64 1, !dbg !52
  %894 = fptrunc <2 x float> %893 to <2 x half>, !dbg !52
  %895 = insertelement <2 x float> poison, float %.0.i85, i64 0, !dbg !52
  %896 = insertelement <2 x float> %895, float %.0.i88, i64 1, !dbg !52
  %897 = fptrunc <2 x float> %896 to <2 x half>, !dbg !52
  %898 = insertelement <2 x float> poison, float %.0.i91, i64 0, !dbg !52
  %899 = insertelement <2 x float> %898, float %.0.i94, i64 1, !dbg !52
  %900 = fptrunc <2 x float> %899 to <2 x half>, !dbg !52
  %901 = insertelement <2 x float> poison, float %.0.i97, i64 0, !dbg !52
  %902 = insertelement <2 x float> %901, float %.0.i100, i64 1, !dbg !52
  %903 = fptrunc <2 x float> %902 to <2 x half>, !dbg !52
  %904 = insertelement <2 x float> poison, float %.0.i103, i64 0, !dbg !52
  %905 = insertelement <2 x float> %904, float %.0.i106, i64 1, !dbg !52
  %906 = fptrunc <2 x float> %905 to <2 x half>, !dbg !52
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !53
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !53
  %907 = bitcast <2 x half> %885 to i32, !dbg !53
  %908 = bitcast <2 x half> %888 to i32, !dbg !53
  %909 = bitcast <2 x half> %891 to i32, !dbg !53
  %910 = bitcast <2 x half> %894 to i32, !dbg !53
  %911 = tail call i32 asm sideeffect "mov.b32 $0, $1;", "=r,r"(i32 %907) #11, !dbg !53
  %912 = tail call i32 asm sideeffect "mov.b32 $0, $1;", "=r,r"(i32 %908) #11, !dbg !53
  %913 = tail call i32 asm sideeffect "mov.b32 $0, $1;", "=r,r"(i32 %909) #11, !dbg !53
  %914 = tail call i32 asm sideeffect "mov.b32 $0, $1;", "=r,r"(i32 %910) #11, !dbg !53
  %915 = bitcast <2 x half> %897 to i32, !dbg !53
  %916 = bitcast <2 x half> %900 to i32, !dbg !53
  %917 = bitcast <2 x half> %903 to i32, !dbg !53
  %918 = bitcast <2 x half> %906 to i32, !dbg !53
  %919 = tail call i32 asm sideeffect "mov.b32 $0, $1;", "=r,r"(i32 %915) #11, !dbg !53
  %920 = tail call i32 asm sideeffect "mov.b32 $0, $1;", "=r,r"(i32 %916) #11, !dbg !53
  %921 = tail call i32 asm sideeffect "mov.b32 $0, $1;", "=r,r"(i32 %917) #11, !dbg !53
  %922 = tail call i32 asm sideeffect "mov.b32 $0, $1;", "=r,r"(i32 %918) #11, !dbg !53
  tail call void @llvm.nvvm.wgmma.fence.sync.aligned(), !dbg !53
  %923 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, {$64,$65,$66,$67}, $68, $69, 1, 1, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,r,r,r,r,l,b"(float %787, float %788, float %789, float %790, float %791, float %792, float %793, float %794, float %795, float %796, float %797, float %798, float %799, float %800, float %801, float %802, float %803, float %804, float %805, float %806, float %807, float %808, float %809, float %810, float %811, float %812, float %813, float %814, float %815, float %816, float %817, float %818, i32 %911, i32 %912, i32 %913, i32 %914, i64 %369, i1 true) #11, !dbg !53
  %924 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %923, 0, !dbg !53
  %925 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %923, 1, !dbg !53
  %926 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %923, 2, !dbg !53
  %927 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %923, 3, !dbg !53
  %928 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %923, 4, !dbg !53
  %929 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %923, 5, !dbg !53
  %930 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %923, 6, !dbg !53
  %931 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %923, 7, !dbg !53
  %932 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %923, 8, !dbg !53
  %933 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %923, 9, !dbg !53
  %934 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %923, 10, !dbg !53
  %935 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %923, 11, !dbg !53
  %936 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %923, 12, !dbg !53
  %937 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %923, 13, !dbg !53
  %938 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %923, 14, !dbg !53
  %939 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %923, 15, !dbg !53
  %940 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %923, 16, !dbg !53
  %941 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %923, 17, !dbg !53
  %942 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %923, 18, !dbg !53
  %943 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %923, 19, !dbg !53
  %944 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %923, 20, !dbg !53
  %945 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %923, 21, !dbg !53
  %946 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %923, 22, !dbg !53
  %947 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %923, 23, !dbg !53
  %948 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %923, 24, !dbg !53
  %949 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %923, 25, !dbg !53
  %950 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %923, 26, !dbg !53
  %951 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %923, 27, !dbg !53
  %952 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %923, 28, !dbg !53
  %953 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %923, 29, !dbg !53
  %954 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %923, 30, !dbg !53
  %955 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %923, 31, !dbg !53
  %956 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, {$64,$65,$66,$67}, $68, $69, 1, 1, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,r,r,r,r,l,b"(float %924, float %925, float %926, float %927, float %928, float %929, float %930, float %931, float %932, float %933, float %934, float %935, float %936, float %937, float %938, float %939, float %940, float %941, float %942, float %943, float %944, float %945, float %946, float %947, float %948, float %949, float %950, float %951, float %952, float %953, float %954, float %955, i32 %919, i32 %920, i32 %921, i32 %922, i64 %390, i1 true) #11, !dbg !53
  %957 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 0, !dbg !53
  %958 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 1, !dbg !53
  %959 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 2, !dbg !53
  %960 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 3, !dbg !53
  %961 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 4, !dbg !53
  %962 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 5, !dbg !53
  %963 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 6, !dbg !53
  %964 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 7, !dbg !53
  %965 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 8, !dbg !53
  %966 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 9, !dbg !53
  %967 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 10, !dbg !53
  %968 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 11, !dbg !53
  %969 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 12, !dbg !53
  %970 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 13, !dbg !53
  %971 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 14, !dbg !53
  %972 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 15, !dbg !53
  %973 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 16, !dbg !53
  %974 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 17, !dbg !53
  %975 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 18, !dbg !53
  %976 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 19, !dbg !53
  %977 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 20, !dbg !53
  %978 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 21, !dbg !53
  %979 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 22, !dbg !53
  %980 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 23, !dbg !53
  %981 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 24, !dbg !53
  %982 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 25, !dbg !53
  %983 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 26, !dbg !53
  %984 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 27, !dbg !53
  %985 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 28, !dbg !53
  %986 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 29, !dbg !53
  %987 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 30, !dbg !53
  %988 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 31, !dbg !53
  tail call void @llvm.nvvm.wgmma.commit_group.sync.aligned(), !dbg !53
  %989 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } asm sideeffect "// wait for regs: $0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34\0A\09wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=l,=r,=r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34"(float %957, float %958, float %959, float %960, float %961, float %962, float %963, float %964, float %965, float %966, float %967, float %968, float %969, float %970, float %971, float %972, float %973, float %974, float %975, float %976, float %977, float %978, float %979, float %980, float %981, float %982, float %983, float %984, float %985, float %986, float %987, float %988, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 0, i32 0) #11, !dbg !53
  %990 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %989, 0, !dbg !53
  %991 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %989, 1, !dbg !53
  %992 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %989, 2, !dbg !53
  %993 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %989, 3, !dbg !53
  %994 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %989, 4, !dbg !53
  %995 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %989, 5, !dbg !53
  %996 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %989, 6, !dbg !53
  %997 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %989, 7, !dbg !53
  %998 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %989, 8, !dbg !53
  %999 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %989, 9, !dbg !53
  %1000 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %989, 10, !dbg !53
  %1001 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %989, 11, !dbg !53
  %1002 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %989, 12, !dbg !53
  %1003 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %989, 13, !dbg !53
  %1004 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %989, 14, !dbg !53
  %1005 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %989, 15, !dbg !53
  %1006 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %989, 16, !dbg !53
  %1007 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %989, 17, !dbg !53
  %1008 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %989, 18, !dbg !53
  %1009 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %989, 19, !dbg !53
  %1010 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %989, 20, !dbg !53
  %1011 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %989, 21, !dbg !53
  %1012 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %989, 22, !dbg !53
  %1013 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %989, 23, !dbg !53
  %1014 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %989, 24, !dbg !53
  %1015 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %989, 25, !dbg !53
  %1016 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %989, 26, !dbg !53
  %1017 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %989, 27, !dbg !53
  %1018 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %989, 28, !dbg !53
  %1019 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %989, 29, !dbg !53
  %1020 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %989, 30, !dbg !53
  %1021 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %989, 31, !dbg !53
  %1022 = add i32 %428, 32, !dbg !26
  %1023 = icmp slt i32 %1022, %9, !dbg !26
  br i1 %1023, label %391, label %._crit_edge, !dbg !26

._crit_edge:                                      ; preds = %__nv_exp2f.exit113, %12
  %1024 = phi float [ 1.000000e+00, %12 ], [ %785, %__nv_exp2f.exit113 ], !dbg !54
  %1025 = phi float [ 1.000000e+00, %12 ], [ %786, %__nv_exp2f.exit113 ], !dbg !54
  %1026 = phi float [ 0.000000e+00, %12 ], [ %990, %__nv_exp2f.exit113 ], !dbg !55
  %1027 = phi float [ 0.000000e+00, %12 ], [ %991, %__nv_exp2f.exit113 ], !dbg !55
  %1028 = phi float [ 0.000000e+00, %12 ], [ %992, %__nv_exp2f.exit113 ], !dbg !55
  %1029 = phi float [ 0.000000e+00, %12 ], [ %993, %__nv_exp2f.exit113 ], !dbg !55
  %1030 = phi float [ 0.000000e+00, %12 ], [ %994, %__nv_exp2f.exit113 ], !dbg !55
  %1031 = phi float [ 0.000000e+00, %12 ], [ %995, %__nv_exp2f.exit113 ], !dbg !55
  %1032 = phi float [ 0.000000e+00, %12 ], [ %996, %__nv_exp2f.exit113 ], !dbg !55
  %1033 = phi float [ 0.000000e+00, %12 ], [ %997, %__nv_exp2f.exit113 ], !dbg !55
  %1034 = phi float [ 0.000000e+00, %12 ], [ %998, %__nv_exp2f.exit113 ], !dbg !55
  %1035 = phi float [ 0.000000e+00, %12 ], [ %999, %__nv_exp2f.exit113 ], !dbg !55
  %1036 = phi float [ 0.000000e+00, %12 ], [ %1000, %__nv_exp2f.exit113 ], !dbg !55
  %1037 = phi float [ 0.000000e+00, %12 ], [ %1001, %__nv_exp2f.exit113 ], !dbg !55
  %1038 = phi float [ 0.000000e+00, %12 ], [ %1002, %__nv_exp2f.exit113 ], !dbg !55
  %1039 = phi float [ 0.000000e+00, %12 ], [ %1003, %__nv_exp2f.exit113 ], !dbg !55
  %1040 = phi float [ 0.000000e+00, %12 ], [ %1004, %__nv_exp2f.exit113 ], !dbg !55
  %1041 = phi float [ 0.000000e+00, %12 ], [ %1005, %__nv_exp2f.exit113 ], !dbg !55
  %1042 = phi float [ 0.000000e+00, %12 ], [ %1006, %__nv_exp2f.exit113 ], !dbg !55
  %1043 = phi float [ 0.000000e+00, %12 ], [ %1007, %__nv_exp2f.exit113 ], !dbg !55
  %1044 = phi float [ 0.000000e+00, %12 ], [ %1008, %__nv_exp2f.exit113 ], !dbg !55
  %1045 = phi float [ 0.000000e+00, %12 ], [ %1009, %__nv_exp2f.exit113 ], !dbg !55
  %1046 = phi float [ 0.000000e+00, %12 ], [ %1010, %__nv_exp2f.exit113 ], !dbg !55
  %1047 = phi float [ 0.000000e+00, %12 ], [ %1011, %__nv_exp2f.exit113 ], !dbg !55
  %1048 = phi float [ 0.000000e+00, %12 ], [ %1012, %__nv_exp2f.exit113 ], !dbg !55
  %1049 = phi float [ 0.000000e+00, %12 ], [ %1013, %__nv_exp2f.exit113 ], !dbg !55
  %1050 = phi float [ 0.000000e+00, %12 ], [ %1014, %__nv_exp2f.exit113 ], !dbg !55
  %1051 = phi float [ 0.000000e+00, %12 ], [ %1015, %__nv_exp2f.exit113 ], !dbg !55
  %1052 = phi float [ 0.000000e+00, %12 ], [ %1016, %__nv_exp2f.exit113 ], !dbg !55
  %1053 = phi float [ 0.000000e+00, %12 ], [ %1017, %__nv_exp2f.exit113 ], !dbg !55
  %1054 = phi float [ 0.000000e+00, %12 ], [ %1018, %__nv_exp2f.exit113 ], !dbg !55
  %1055 = phi float [ 0.000000e+00, %12 ], [ %1019, %__nv_exp2f.exit113 ], !dbg !55
  %1056 = phi float [ 0.000000e+00, %12 ], [ %1020, %__nv_exp2f.exit113 ], !dbg !55
  %1057 = phi float [ 0.000000e+00, %12 ], [ %1021, %__nv_exp2f.exit113 ], !dbg !55
  %1058 = tail call float @llvm.nvvm.div.full(float %1026, float %1024), !dbg !56
  %1059 = tail call float @llvm.nvvm.div.full(float %1027, float %1024), !dbg !56
  %1060 = tail call float @llvm.nvvm.div.full(float %1028, float %1025), !dbg !56
  %1061 = tail call float @llvm.nvvm.div.full(float %1029, float %1025), !dbg !56
  %1062 = tail call float @llvm.nvvm.div.full(float %1030, float %1024), !dbg !56
  %1063 = tail call float @llvm.nvvm.div.full(float %1031, float %1024), !dbg !56
  %1064 = tail call float @llvm.nvvm.div.full(float %1032, float %1025), !dbg !56
  %1065 = tail call float @llvm.nvvm.div.full(float %1033, float %1025), !dbg !56
  %1066 = tail call float @llvm.nvvm.div.full(float %1034, float %1024), !dbg !56
  %1067 = tail call float @llvm.nvvm.div.full(float %1035, float %1024), !dbg !56
  %1068 = tail call float @llvm.nvvm.div.full(float %1036, float %1025), !dbg !56
  %1069 = tail call float @llvm.nvvm.div.full(float %1037, float %1025), !dbg !56
  %1070 = tail call float @llvm.nvvm.div.full(float %1038, float %1024), !dbg !56
  %1071 = tail call float @llvm.nvvm.div.full(float %1039, float %1024), !dbg !56
  %1072 = tail call float @llvm.nvvm.div.full(float %1040, float %1025), !dbg !56
  %1073 = tail call float @llvm.nvvm.div.full(float %1041, float %1025), !dbg !56
  %1074 = tail call float @llvm.nvvm.div.full(float %1042, float %1024), !dbg !56
  %1075 = tail call float @llvm.nvvm.div.full(float %1043, float %1024), !dbg !56
  %1076 = tail call float @llvm.nvvm.div.full(float %1044, float %1025), !dbg !56
  %1077 = tail call float @llvm.nvvm.div.full(float %1045, float %1025), !dbg !56
  %1078 = tail call float @llvm.nvvm.div.full(float %1046, float %1024), !dbg !56
  %1079 = tail call float @llvm.nvvm.div.full(float %1047, float %1024), !dbg !56
  %1080 = tail call float @llvm.nvvm.div.full(float %1048, float %1025), !dbg !56
  %1081 = tail call float @llvm.nvvm.div.full(float %1049, float %1025), !dbg !56
  %1082 = tail call float @llvm.nvvm.div.full(float %1050, float %1024), !dbg !56
  %1083 = tail call float @llvm.nvvm.div.full(float %1051, float %1024), !dbg !56
  %1084 = tail call float @llvm.nvvm.div.full(float %1052, float %1025), !dbg !56
  %1085 = tail call float @llvm.nvvm.div.full(float %1053, float %1025), !dbg !56
  %1086 = tail call float @llvm.nvvm.div.full(float %1054, float %1024), !dbg !56
  %1087 = tail call float @llvm.nvvm.div.full(float %1055, float %1024), !dbg !56
  %1088 = tail call float @llvm.nvvm.div.full(float %1056, float %1025), !dbg !56
  %1089 = tail call float @llvm.nvvm.div.full(float %1057, float %1025), !dbg !56
  %1090 = mul i32 %67, %8, !dbg !57
  %1091 = mul i32 %68, %8, !dbg !57
  %1092 = mul i32 %69, %8, !dbg !57
  %1093 = mul i32 %70, %8, !dbg !57
  %1094 = mul i32 %71, %8, !dbg !57
  %1095 = mul i32 %72, %8, !dbg !57
  %1096 = mul i32 %73, %8, !dbg !57
  %1097 = mul i32 %74, %8, !dbg !57
  %1098 = mul i32 %75, %8, !dbg !57
  %1099 = mul i32 %76, %8, !dbg !57
  %1100 = mul i32 %77, %8, !dbg !57
  %1101 = mul i32 %78, %8, !dbg !57
  %1102 = mul i32 %79, %8, !dbg !57
  %1103 = mul i32 %80, %8, !dbg !57
  %1104 = mul i32 %81, %8, !dbg !57
  %1105 = mul i32 %82, %8, !dbg !57
  %1106 = mul i32 %83, %8, !dbg !57
  %1107 = mul i32 %84, %8, !dbg !57
  %1108 = mul i32 %85, %8, !dbg !57
  %1109 = mul i32 %86, %8, !dbg !57
  %1110 = mul i32 %87, %8, !dbg !57
  %1111 = mul i32 %88, %8, !dbg !57
  %1112 = mul i32 %89, %8, !dbg !57
  %1113 = mul i32 %90, %8, !dbg !57
  %1114 = mul i32 %91, %8, !dbg !57
  %1115 = mul i32 %92, %8, !dbg !57
  %1116 = mul i32 %93, %8, !dbg !57
  %1117 = mul i32 %94, %8, !dbg !57
  %1118 = mul i32 %95, %8, !dbg !57
  %1119 = mul i32 %96, %8, !dbg !57
  %1120 = mul i32 %97, %8, !dbg !57
  %1121 = mul i32 %98, %8, !dbg !57
  %1122 = sext i32 %1090 to i64, !dbg !58
  %1123 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %1122, !dbg !58
  %1124 = sext i32 %1091 to i64, !dbg !58
  %1125 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %1124, !dbg !58
  %1126 = sext i32 %1092 to i64, !dbg !58
  %1127 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %1126, !dbg !58
  %1128 = sext i32 %1093 to i64, !dbg !58
  %1129 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %1128, !dbg !58
  %1130 = sext i32 %1094 to i64, !dbg !58
  %1131 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %1130, !dbg !58
  %1132 = sext i32 %1095 to i64, !dbg !58
  %1133 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %1132, !dbg !58
  %1134 = sext i32 %1096 to i64, !dbg !58
  %1135 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %1134, !dbg !58
  %1136 = sext i32 %1097 to i64, !dbg !58
  %1137 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %1136, !dbg !58
  %1138 = sext i32 %1098 to i64, !dbg !58
  %1139 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %1138, !dbg !58
  %1140 = sext i32 %1099 to i64, !dbg !58
  %1141 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %1140, !dbg !58
  %1142 = sext i32 %1100 to i64, !dbg !58
  %1143 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %1142, !dbg !58
  %1144 = sext i32 %1101 to i64, !dbg !58
  %1145 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %1144, !dbg !58
  %1146 = sext i32 %1102 to i64, !dbg !58
  %1147 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %1146, !dbg !58
  %1148 = sext i32 %1103 to i64, !dbg !58
  %1149 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %1148, !dbg !58
  %1150 = sext i32 %1104 to i64, !dbg !58
  %1151 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %1150, !dbg !58
  %1152 = sext i32 %1105 to i64, !dbg !58
  %1153 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %1152, !dbg !58
  %1154 = sext i32 %1106 to i64, !dbg !58
  %1155 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %1154, !dbg !58
  %1156 = sext i32 %1107 to i64, !dbg !58
  %1157 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %1156, !dbg !58
  %1158 = sext i32 %1108 to i64, !dbg !58
  %1159 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %1158, !dbg !58
  %1160 = sext i32 %1109 to i64, !dbg !58
  %1161 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %1160, !dbg !58
  %1162 = sext i32 %1110 to i64, !dbg !58
  %1163 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %1162, !dbg !58
  %1164 = sext i32 %1111 to i64, !dbg !58
  %1165 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %1164, !dbg !58
  %1166 = sext i32 %1112 to i64, !dbg !58
  %1167 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %1166, !dbg !58
  %1168 = sext i32 %1113 to i64, !dbg !58
  %1169 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %1168, !dbg !58
  %1170 = sext i32 %1114 to i64, !dbg !58
  %1171 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %1170, !dbg !58
  %1172 = sext i32 %1115 to i64, !dbg !58
  %1173 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %1172, !dbg !58
  %1174 = sext i32 %1116 to i64, !dbg !58
  %1175 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %1174, !dbg !58
  %1176 = sext i32 %1117 to i64, !dbg !58
  %1177 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %1176, !dbg !58
  %1178 = sext i32 %1118 to i64, !dbg !58
  %1179 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %1178, !dbg !58
  %1180 = sext i32 %1119 to i64, !dbg !58
  %1181 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %1180, !dbg !58
  %1182 = sext i32 %1120 to i64, !dbg !58
  %1183 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %1182, !dbg !58
  %1184 = sext i32 %1121 to i64, !dbg !58
  %1185 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %1184, !dbg !58
  %1186 = getelementptr [2 x i8], ptr addrspace(1) %1123, i64 %196, !dbg !58
  %1187 = getelementptr [2 x i8], ptr addrspace(1) %1125, i64 %196, !dbg !58
  %1188 = getelementptr [2 x i8], ptr addrspace(1) %1127, i64 %196, !dbg !58
  %1189 = getelementptr [2 x i8], ptr addrspace(1) %1129, i64 %196, !dbg !58
  %1190 = getelementptr [2 x i8], ptr addrspace(1) %1131, i64 %196, !dbg !58
  %1191 = getelementptr [2 x i8], ptr addrspace(1) %1133, i64 %196, !dbg !58
  %1192 = getelementptr [2 x i8], ptr addrspace(1) %1135, i64 %196, !dbg !58
  %1193 = getelementptr [2 x i8], ptr addrspace(1) %1137, i64 %196, !dbg !58
  %1194 = getelementptr [2 x i8], ptr addrspace(1) %1139, i64 %196, !dbg !58
  %1195 = getelementptr [2 x i8], ptr addrspace(1) %1141, i64 %196, !dbg !58
  %1196 = getelementptr [2 x i8], ptr addrspace(1) %1143, i64 %196, !dbg !58
  %1197 = getelementptr [2 x i8], ptr addrspace(1) %1145, i64 %196, !dbg !58
  %1198 = getelementptr [2 x i8], ptr addrspace(1) %1147, i64 %196, !dbg !58
  %1199 = getelementptr [2 x i8], ptr addrspace(1) %1149, i64 %196, !dbg !58
  %1200 = getelementptr [2 x i8], ptr addrspace(1) %1151, i64 %196, !dbg !58
  %1201 = getelementptr [2 x i8], ptr addrspace(1) %1153, i64 %196, !dbg !58
  %1202 = getelementptr [2 x i8], ptr addrspace(1) %1155, i64 %196, !dbg !58
  %1203 = getelementptr [2 x i8], ptr addrspace(1) %1157, i64 %196, !dbg !58
  %1204 = getelementptr [2 x i8], ptr addrspace(1) %1159, i64 %196, !dbg !58
  %1205 = getelementptr [2 x i8], ptr addrspace(1) %1161, i64 %196, !dbg !58
  %1206 = getelementptr [2 x i8], ptr addrspace(1) %1163, i64 %196, !dbg !58
  %1207 = getelementptr [2 x i8], ptr addrspace(1) %1165, i64 %196, !dbg !58
  %1208 = getelementptr [2 x i8], ptr addrspace(1) %1167, i64 %196, !dbg !58
  %1209 = getelementptr [2 x i8], ptr addrspace(1) %1169, i64 %196, !dbg !58
  %1210 = getelementptr [2 x i8], ptr addrspace(1) %1171, i64 %196, !dbg !58
  %1211 = getelementptr [2 x i8], ptr addrspace(1) %1173, i64 %196, !dbg !58
  %1212 = getelementptr [2 x i8], ptr addrspace(1) %1175, i64 %196, !dbg !58
  %1213 = getelementptr [2 x i8], ptr addrspace(1) %1177, i64 %196, !dbg !58
  %1214 = getelementptr [2 x i8], ptr addrspace(1) %1179, i64 %196, !dbg !58
  %1215 = getelementptr [2 x i8], ptr addrspace(1) %1181, i64 %196, !dbg !58
  %1216 = getelementptr [2 x i8], ptr addrspace(1) %1183, i64 %196, !dbg !58
  %1217 = getelementptr [2 x i8], ptr addrspace(1) %1185, i64 %196, !dbg !58
  %1218 = insertelement <2 x float> poison, float %1058, i64 0, !dbg !59
  %1219 = insertelement <2 x float> %1218, float %1060, i64 1, !dbg !59
  %1220 = fptrunc <2 x float> %1219 to <2 x half>, !dbg !59
  %1221 = insertelement <2 x float> poison, float %1059, i64 0, !dbg !59
  %1222 = insertelement <2 x float> %1221, float %1061, i64 1, !dbg !59
  %1223 = fptrunc <2 x float> %1222 to <2 x half>, !dbg !59
  %1224 = insertelement <2 x float> poison, float %1062, i64 0, !dbg !59
  %1225 = insertelement <2 x float> %1224, float %1064, i64 1, !dbg !59
  %1226 = fptrunc <2 x float> %1225 to <2 x half>, !dbg !59
  %1227 = insertelement <2 x float> poison, float %1063, i64 0, !dbg !59
  %1228 = insertelement <2 x float> %1227, float %1065, i64 1, !dbg !59
  %1229 = fptrunc <2 x float> %1228 to <2 x half>, !dbg !59
  %1230 = insertelement <2 x float> poison, float %1066, i64 0, !dbg !59
  %1231 = insertelement <2 x float> %1230, float %1068, i64 1, !dbg !59
  %1232 = fptrunc <2 x float> %1231 to <2 x half>, !dbg !59
  %1233 = insertelement <2 x float> poison, float %1067, i64 0, !dbg !59
  %1234 = insertelement <2 x float> %1233, float %1069, i64 1, !dbg !59
  %1235 = fptrunc <2 x float> %1234 to <2 x half>, !dbg !59
  %1236 = insertelement <2 x float> poison, float %1070, i64 0, !dbg !59
  %1237 = insertelement <2 x float> %1236, float %1072, i64 1, !dbg !59
  %1238 = fptrunc <2 x float> %1237 to <2 x half>, !dbg !59
  %1239 = insertelement <2 x float> poison, float %1071, i64 0, !dbg !59
  %1240 = insertelement <2 x float> %1239, float %1073, i64 1, !dbg !59
  %1241 = fptrunc <2 x float> %1240 to <2 x half>, !dbg !59
  %1242 = insertelement <2 x float> poison, float %1074, i64 0, !dbg !59
  %1243 = insertelement <2 x float> %1242, float %1076, i64 1, !dbg !59
  %1244 = fptrunc <2 x float> %1243 to <2 x half>, !dbg !59
  %1245 = insertelement <2 x float> poison, float %1075, i64 0, !dbg !59
  %1246 = insertelement <2 x float> %1245, float %1077, i64 1, !dbg !59
  %1247 = fptrunc <2 x float> %1246 to <2 x half>, !dbg !59
  %1248 = insertelement <2 x float> poison, float %1078, i64 0, !dbg !59
  %1249 = insertelement <2 x float> %1248, float %1080, i64 1, !dbg !59
  %1250 = fptrunc <2 x float> %1249 to <2 x half>, !dbg !59
  %1251 = insertelement <2 x float> poison, float %1079, i64 0, !dbg !59
  %1252 = insertelement <2 x float> %1251, float %1081, i64 1, !dbg !59
  %1253 = fptrunc <2 x float> %1252 to <2 x half>, !dbg !59
  %1254 = insertelement <2 x float> poison, float %1082, i64 0, !dbg !59
  %1255 = insertelement <2 x float> %1254, float %1084, i64 1, !dbg !59
  %1256 = fptrunc <2 x float> %1255 to <2 x half>, !dbg !59
  %1257 = insertelement <2 x float> poison, float %1083, i64 0, !dbg !59
  %1258 = insertelement <2 x float> %1257, float %1085, i64 1, !dbg !59
  %1259 = fptrunc <2 x float> %1258 to <2 x half>, !dbg !59
  %1260 = insertelement <2 x float> poison, float %1086, i64 0, !dbg !59
  %1261 = insertelement <2 x float> %1260, float %1088, i64 1, !dbg !59
  %1262 = fptrunc <2 x float> %1261 to <2 x half>, !dbg !59
  %1263 = insertelement <2 x float> poison, float %1087, i64 0, !dbg !59
  %1264 = insertelement <2 x float> %1263, float %1089, i64 1, !dbg !59
  %1265 = fptrunc <2 x float> %1264 to <2 x half>, !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !60
  %1266 = shl nuw nsw i32 %16, 2, !dbg !60
  %1267 = insertelement <4 x i32> poison, i32 %16, i64 0, !dbg !60
  %1268 = shufflevector <4 x i32> %1267, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !60
  %1269 = shl nuw nsw <4 x i32> %1268, <i32 8, i32 5, i32 2, i32 0>, !dbg !60
  %1270 = and <4 x i32> %1269, <i32 7168, i32 96, i32 384, i32 28>, !dbg !60
  %1271 = tail call i32 @llvm.vector.reduce.or.v4i32(<4 x i32> %1270), !dbg !60
  %1272 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1271, !dbg !60
  store <2 x half> %1220, ptr addrspace(3) %1272, align 4, !dbg !60
  %1273 = getelementptr inbounds nuw i8, ptr addrspace(3) %1272, i32 512, !dbg !60
  store <2 x half> %1244, ptr addrspace(3) %1273, align 4, !dbg !60
  %1274 = xor i32 %1271, 4, !dbg !60
  %1275 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1274, !dbg !60
  store <2 x half> %1223, ptr addrspace(3) %1275, align 4, !dbg !60
  %1276 = getelementptr inbounds nuw i8, ptr addrspace(3) %1275, i32 512, !dbg !60
  store <2 x half> %1247, ptr addrspace(3) %1276, align 4, !dbg !60
  %1277 = xor i32 %1271, 8, !dbg !60
  %1278 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1277, !dbg !60
  store <2 x half> %1226, ptr addrspace(3) %1278, align 4, !dbg !60
  %1279 = getelementptr inbounds nuw i8, ptr addrspace(3) %1278, i32 512, !dbg !60
  store <2 x half> %1250, ptr addrspace(3) %1279, align 4, !dbg !60
  %1280 = xor i32 %1271, 12, !dbg !60
  %1281 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1280, !dbg !60
  store <2 x half> %1229, ptr addrspace(3) %1281, align 4, !dbg !60
  %1282 = getelementptr inbounds nuw i8, ptr addrspace(3) %1281, i32 512, !dbg !60
  store <2 x half> %1253, ptr addrspace(3) %1282, align 4, !dbg !60
  %1283 = xor i32 %1271, 16, !dbg !60
  %1284 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1283, !dbg !60
  store <2 x half> %1232, ptr addrspace(3) %1284, align 4, !dbg !60
  %1285 = getelementptr inbounds nuw i8, ptr addrspace(3) %1284, i32 512, !dbg !60
  store <2 x half> %1256, ptr addrspace(3) %1285, align 4, !dbg !60
  %1286 = xor i32 %1271, 20, !dbg !60
  %1287 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1286, !dbg !60
  store <2 x half> %1235, ptr addrspace(3) %1287, align 4, !dbg !60
  %1288 = getelementptr inbounds nuw i8, ptr addrspace(3) %1287, i32 512, !dbg !60
  store <2 x half> %1259, ptr addrspace(3) %1288, align 4, !dbg !60
  %1289 = xor i32 %1271, 24, !dbg !60
  %1290 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1289, !dbg !60
  store <2 x half> %1238, ptr addrspace(3) %1290, align 4, !dbg !60
  %1291 = getelementptr inbounds nuw i8, ptr addrspace(3) %1290, i32 512, !dbg !60
  store <2 x half> %1262, ptr addrspace(3) %1291, align 4, !dbg !60
  %1292 = xor i32 %1271, 28, !dbg !60
  %1293 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1292, !dbg !60
  store <2 x half> %1241, ptr addrspace(3) %1293, align 4, !dbg !60
  %1294 = getelementptr inbounds nuw i8, ptr addrspace(3) %1293, i32 512, !dbg !60
  store <2 x half> %1265, ptr addrspace(3) %1294, align 4, !dbg !60
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !60
  %1295 = shl nuw nsw i32 %16, 4, !dbg !60
  %1296 = and i32 %1295, 608, !dbg !60
  %1297 = and i32 %16, 24, !dbg !60
  %1298 = and i32 %1266, 4, !dbg !60
  %1299 = select i1 %262, i32 0, i32 1028, !dbg !60
  %1300 = or disjoint i32 %1296, %1297, !dbg !60
  %1301 = xor i32 %1299, %1298, !dbg !60
  %1302 = or disjoint i32 %1300, %1301, !dbg !60
  %1303 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1302, !dbg !60
  %1304 = load <2 x i16>, ptr addrspace(3) %1303, align 4, !dbg !60
  %1305 = getelementptr inbounds nuw i8, ptr addrspace(3) %1303, i32 128, !dbg !60
  %1306 = load <2 x i16>, ptr addrspace(3) %1305, align 4, !dbg !60
  %1307 = getelementptr inbounds nuw i8, ptr addrspace(3) %1303, i32 256, !dbg !60
  %1308 = load <2 x i16>, ptr addrspace(3) %1307, align 4, !dbg !60
  %1309 = getelementptr inbounds nuw i8, ptr addrspace(3) %1303, i32 384, !dbg !60
  %1310 = load <2 x i16>, ptr addrspace(3) %1309, align 4, !dbg !60
  %1311 = xor i32 %1302, 2056, !dbg !60
  %1312 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1311, !dbg !60
  %1313 = load <2 x i16>, ptr addrspace(3) %1312, align 4, !dbg !60
  %1314 = getelementptr inbounds nuw i8, ptr addrspace(3) %1312, i32 128, !dbg !60
  %1315 = load <2 x i16>, ptr addrspace(3) %1314, align 4, !dbg !60
  %1316 = getelementptr inbounds nuw i8, ptr addrspace(3) %1312, i32 256, !dbg !60
  %1317 = load <2 x i16>, ptr addrspace(3) %1316, align 4, !dbg !60
  %1318 = getelementptr inbounds nuw i8, ptr addrspace(3) %1312, i32 384, !dbg !60
  %1319 = load <2 x i16>, ptr addrspace(3) %1318, align 4, !dbg !60
  %1320 = xor i32 %1302, 4112, !dbg !60
  %1321 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1320, !dbg !60
  %1322 = load <2 x i16>, ptr addrspace(3) %1321, align 4, !dbg !60
  %1323 = getelementptr inbounds nuw i8, ptr addrspace(3) %1321, i32 128, !dbg !60
  %1324 = load <2 x i16>, ptr addrspace(3) %1323, align 4, !dbg !60
  %1325 = getelementptr inbounds nuw i8, ptr addrspace(3) %1321, i32 256, !dbg !60
  %1326 = load <2 x i16>, ptr addrspace(3) %1325, align 4, !dbg !60
  %1327 = getelementptr inbounds nuw i8, ptr addrspace(3) %1321, i32 384, !dbg !60
  %1328 = load <2 x i16>, ptr addrspace(3) %1327, align 4, !dbg !60
  %1329 = xor i32 %1302, 6168, !dbg !60
  %1330 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1329, !dbg !60
  %1331 = load <2 x i16>, ptr addrspace(3) %1330, align 4, !dbg !60
  %1332 = getelementptr inbounds nuw i8, ptr addrspace(3) %1330, i32 128, !dbg !60
  %1333 = load <2 x i16>, ptr addrspace(3) %1332, align 4, !dbg !60
  %1334 = getelementptr inbounds nuw i8, ptr addrspace(3) %1330, i32 256, !dbg !60
  %1335 = load <2 x i16>, ptr addrspace(3) %1334, align 4, !dbg !60
  %1336 = getelementptr inbounds nuw i8, ptr addrspace(3) %1330, i32 384, !dbg !60
  %1337 = load <2 x i16>, ptr addrspace(3) %1336, align 4, !dbg !60
  %.extract = extractelement <2 x i16> %1304, i64 0, !dbg !60
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract, ptr addrspace(1) %1186) #11, !dbg !60
  %.extract32 = extractelement <2 x i16> %1313, i64 0, !dbg !60
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract32, ptr addrspace(1) %1187) #11, !dbg !60
  %.extract33 = extractelement <2 x i16> %1322, i64 0, !dbg !60
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract33, ptr addrspace(1) %1188) #11, !dbg !60
  %.extract34 = extractelement <2 x i16> %1331, i64 0, !dbg !60
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract34, ptr addrspace(1) %1189) #11, !dbg !60
  %.extract35 = extractelement <2 x i16> %1304, i64 1, !dbg !60
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract35, ptr addrspace(1) %1190) #11, !dbg !60
  %.extract36 = extractelement <2 x i16> %1313, i64 1, !dbg !60
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract36, ptr addrspace(1) %1191) #11, !dbg !60
  %.extract37 = extractelement <2 x i16> %1322, i64 1, !dbg !60
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract37, ptr addrspace(1) %1192) #11, !dbg !60
  %.extract38 = extractelement <2 x i16> %1331, i64 1, !dbg !60
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract38, ptr addrspace(1) %1193) #11, !dbg !60
  %.extract39 = extractelement <2 x i16> %1306, i64 0, !dbg !60
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract39, ptr addrspace(1) %1194) #11, !dbg !60
  %.extract40 = extractelement <2 x i16> %1315, i64 0, !dbg !60
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract40, ptr addrspace(1) %1195) #11, !dbg !60
  %.extract41 = extractelement <2 x i16> %1324, i64 0, !dbg !60
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract41, ptr addrspace(1) %1196) #11, !dbg !60
  %.extract42 = extractelement <2 x i16> %1333, i64 0, !dbg !60
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract42, ptr addrspace(1) %1197) #11, !dbg !60
  %.extract43 = extractelement <2 x i16> %1306, i64 1, !dbg !60
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract43, ptr addrspace(1) %1198) #11, !dbg !60
  %.extract44 = extractelement <2 x i16> %1315, i64 1, !dbg !60
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract44, ptr addrspace(1) %1199) #11, !dbg !60
  %.extract45 = extractelement <2 x i16> %1324, i64 1, !dbg !60
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract45, ptr addrspace(1) %1200) #11, !dbg !60
  %.extract46 = extractelement <2 x i16> %1333, i64 1, !dbg !60
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract46, ptr addrspace(1) %1201) #11, !dbg !60
  %.extract47 = extractelement <2 x i16> %1308, i64 0, !dbg !60
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract47, ptr addrspace(1) %1202) #11, !dbg !60
  %.extract48 = extractelement <2 x i16> %1317, i64 0, !dbg !60
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract48, ptr addrspace(1) %1203) #11, !dbg !60
  %.extract49 = extractelement <2 x i16> %1326, i64 0, !dbg !60
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract49, ptr addrspace(1) %1204) #11, !dbg !60
  %.extract50 = extractelement <2 x i16> %1335, i64 0, !dbg !60
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract50, ptr addrspace(1) %1205) #11, !dbg !60
  %.extract51 = extractelement <2 x i16> %1308, i64 1, !dbg !60
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract51, ptr addrspace(1) %1206) #11, !dbg !60
  %.extract52 = extractelement <2 x i16> %1317, i64 1, !dbg !60
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract52, ptr addrspace(1) %1207) #11, !dbg !60
  %.extract53 = extractelement <2 x i16> %1326, i64 1, !dbg !60
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract53, ptr addrspace(1) %1208) #11, !dbg !60
  %.extract54 = extractelement <2 x i16> %1335, i64 1, !dbg !60
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract54, ptr addrspace(1) %1209) #11, !dbg !60
  %.extract55 = extractelement <2 x i16> %1310, i64 0, !dbg !60
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract55, ptr addrspace(1) %1210) #11, !dbg !60
  %.extract56 = extractelement <2 x i16> %1319, i64 0, !dbg !60
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract56, ptr addrspace(1) %1211) #11, !dbg !60
  %.extract57 = extractelement <2 x i16> %1328, i64 0, !dbg !60
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract57, ptr addrspace(1) %1212) #11, !dbg !60
  %.extract58 = extractelement <2 x i16> %1337, i64 0, !dbg !60
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract58, ptr addrspace(1) %1213) #11, !dbg !60
  %.extract59 = extractelement <2 x i16> %1310, i64 1, !dbg !60
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract59, ptr addrspace(1) %1214) #11, !dbg !60
  %.extract60 = extractelement <2 x i16> %1319, i64 1, !dbg !60
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract60, ptr addrspace(1) %1215) #11, !dbg !60
  %.extract61 = extractelement <2 x i16> %1328, i64 1, !dbg !60
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract61, ptr addrspace(1) %1216) #11, !dbg !60
  %.extract62 = extractelement <2 x i16> %1337, i64 1, !dbg !60
  tail call void asm sideeffect "st.global.b16 [ $1 + 0 ], { $0 };", "c,l"(i16 %.extract62, ptr addrspace(1) %1217) #11, !dbg !60
  ret void, !dbg !61
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.full(float, float) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.fence.proxy.async.shared_cta() #4

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.wgmma.fence.sync.aligned() #5

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.wgmma.commit_group.sync.aligned() #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #7

declare i32 @__nvvm_reflect(ptr) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.or.v4i32(<4 x i32>) #10

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nounwind }
attributes #5 = { convergent nounwind }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #8 = { "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "stack-protector-buffer-size"="8" "unsafe-fp-math"="false" "use-soft-float"="false" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #10 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!llvm.ident = !{!4}
!nvvmir.version = !{!5}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "/work/wt/ptx-readers/lit/frontend/triton")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!5 = !{i32 2, i32 0}
!6 = distinct !DISubprogram(name: "flash_attn_fwd", linkageName: "flash_attn_fwd", scope: !1, file: !1, line: 169, type: !7, scopeLine: 169, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!7 = !DISubroutineType(cc: DW_CC_normal, types: !8)
!8 = !{null, !9, !9, !9, !9, !11, !12, !12, !12, !12, !12, !13, !13}
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!11 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !14, size: 64, dwarfAddressSpace: 1)
!14 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!15 = !DILocation(line: 171, column: 15, scope: !6)
!16 = !DILocation(line: 172, column: 14, scope: !6)
!17 = !DILocation(line: 173, column: 14, scope: !6)
!18 = !DILocation(line: 173, column: 34, scope: !6)
!19 = !DILocation(line: 176, column: 12, scope: !6)
!20 = !DILocation(line: 177, column: 22, scope: !6)
!21 = !DILocation(line: 177, column: 21, scope: !6)
!22 = !DILocation(line: 177, column: 17, scope: !6)
!23 = !DILocation(line: 177, column: 60, scope: !6)
!24 = !DILocation(line: 177, column: 9, scope: !6)
!25 = !DILocation(line: 181, column: 16, scope: !6)
!26 = !DILocation(line: 182, column: 5, scope: !6)
!27 = !DILocation(line: 183, column: 26, scope: !6)
!28 = !DILocation(line: 183, column: 25, scope: !6)
!29 = !DILocation(line: 183, column: 21, scope: !6)
!30 = !DILocation(line: 183, column: 13, scope: !6)
!31 = !DILocation(line: 184, column: 14, scope: !6)
!32 = !DILocation(line: 196, column: 12, scope: !33, inlinedAt: !35)
!33 = distinct !DILexicalBlockFile(scope: !6, file: !34, discriminator: 0)
!34 = !DIFile(filename: "standard.py", directory: "/tmp/ptxr/venv/lib/python3.11/site-packages/triton/language")
!35 = !DILocation(line: 216, column: 16, scope: !33, inlinedAt: !36)
!36 = !DILocation(line: 185, column: 32, scope: !37)
!37 = distinct !DILexicalBlockFile(scope: !6, file: !1, discriminator: 0)
!38 = !DILocation(line: 185, column: 32, scope: !6)
!39 = !DILocation(line: 185, column: 16, scope: !6)
!40 = !DILocation(line: 186, column: 14, scope: !6)
!41 = !DILocation(line: 187, column: 13, scope: !6)
!42 = !DILocation(line: 188, column: 30, scope: !6)
!43 = !DILocation(line: 188, column: 17, scope: !6)
!44 = !DILocation(line: 189, column: 15, scope: !6)
!45 = !DILocation(line: 287, column: 12, scope: !33, inlinedAt: !46)
!46 = !DILocation(line: 314, column: 12, scope: !33, inlinedAt: !47)
!47 = !DILocation(line: 189, column: 29, scope: !37)
!48 = !DILocation(line: 190, column: 15, scope: !6)
!49 = !DILocation(line: 191, column: 25, scope: !6)
!50 = !DILocation(line: 191, column: 21, scope: !6)
!51 = !DILocation(line: 191, column: 13, scope: !6)
!52 = !DILocation(line: 192, column: 22, scope: !6)
!53 = !DILocation(line: 192, column: 15, scope: !6)
!54 = !DILocation(line: 179, column: 11, scope: !6)
!55 = !DILocation(line: 180, column: 11, scope: !6)
!56 = !DILocation(line: 194, column: 11, scope: !6)
!57 = !DILocation(line: 195, column: 20, scope: !6)
!58 = !DILocation(line: 195, column: 14, scope: !6)
!59 = !DILocation(line: 195, column: 76, scope: !6)
!60 = !DILocation(line: 195, column: 5, scope: !6)
!61 = !DILocation(line: 169, column: 1, scope: !6)
