// What LLVM's C API does not say of a global value, for the lift.

#include "llvm-c/Core.h"
#include "llvm/IR/GlobalValue.h"
#include "llvm/IR/Value.h"

extern "C" {

// Whether the global variable or function is placed in a partition
// (`partition "p"`), which LLVM's NVPTX backend writes as raw data.
bool nvvm_lower_has_partition(LLVMValueRef value) {
  return llvm::cast<llvm::GlobalValue>(llvm::unwrap(value))->hasPartition();
}

} // extern "C"
