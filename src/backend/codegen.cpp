// A code-generation pipeline built once and run on many modules.
//
// LLVM's C API (LLVMTargetMachineEmitToMemoryBuffer) builds the legacy pass
// manager and its ~100 code-generation passes for every module and tears them
// down after it: for a one-kernel module that is most of its code
// generation (scheduling the passes, resolving their analysis usage). The
// passes are built to run module after module: every pass that keeps state
// resets it in doInitialization/doFinalization (the AsmPrinter resets its
// streamer, MachineModuleInfo its MCContext, the NVPTX printer its globals),
// so nvvm-lower keeps one pipeline per target machine and thread.
//
// All but one: the NVPTX printer files the shared variables it demotes into a
// kernel's scope (an internal `addrspace(3)` global used by one function)
// under that function's address and never forgets them. A later module's
// function at the same address (the allocator hands freed memory back)
// would get the earlier module's variables printed into its body, and read
// them freed. A module that has such a variable is the last its pipeline
// runs: the caller builds a new one for the next module.
// tests/codegen_reuse.rs holds that the PTX is byte for byte the C API's.

#include "llvm-c/TargetMachine.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CodeGen.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"

#include <cstddef>

namespace {

struct Pipeline {
  llvm::SmallVector<char, 0> Text;
  llvm::raw_svector_ostream Out{Text};
  // Declared after the stream it writes to, so destroyed before it.
  llvm::legacy::PassManager Passes;
};

// A buffer past this size (a large module's PTX) is given back after its
// module rather than kept for the next, small one.
constexpr size_t KeptBufferBytes = 4u << 20;

// Whether the NVPTX printer may demote one of the module's variables (its own
// test, NVPTXAsmPrinter's canDemoteGlobalVar, also asks that a single
// function use it: this is the wider question).
bool mayDemote(const llvm::Module &M) {
  constexpr unsigned SharedSpace = 3;
  for (const llvm::GlobalVariable &G : M.globals())
    if (G.hasLocalLinkage() && G.getAddressSpace() == SharedSpace)
      return true;
  return false;
}

} // namespace

extern "C" {

// A pipeline writing PTX assembly with `machine`, or null when the target
// machine cannot emit assembly. The machine must outlive the pipeline.
Pipeline *nvvm_lower_pipeline_create(LLVMTargetMachineRef machine) {
  auto *TM = reinterpret_cast<llvm::TargetMachine *>(machine);
  auto *P = new Pipeline();
  if (TM->addPassesToEmitFile(P->Passes, P->Out, nullptr,
                              llvm::CodeGenFileType::AssemblyFile)) {
    delete P;
    return nullptr;
  }
  return P;
}

// Runs the pipeline on `module` (its data layout set to the machine's, as the
// C API does). The PTX stays valid until the next run or the pipeline's end.
// Returns whether the pipeline may run another module.
bool nvvm_lower_pipeline_run(Pipeline *P, LLVMTargetMachineRef machine,
                             LLVMModuleRef module, const char **text,
                             size_t *length) {
  auto *TM = reinterpret_cast<llvm::TargetMachine *>(machine);
  llvm::Module *M = llvm::unwrap(module);
  M->setDataLayout(TM->createDataLayout());
  if (P->Text.capacity() > KeptBufferBytes)
    llvm::SmallVector<char, 0>().swap(P->Text);
  P->Text.clear();
  P->Passes.run(*M);
  *text = P->Text.data();
  *length = P->Text.size();
  return !mayDemote(*M);
}

void nvvm_lower_pipeline_dispose(Pipeline *P) { delete P; }

} // extern "C"
