// What LLVM's C API does not say of a global value, for the lift: its
// partition, and what of its initializer NVPTX cannot write as PTX.

#include "llvm-c/Core.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/GlobalValue.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/IR/Value.h"

#include <cstdint>
#include <utility>

extern "C" {

// Whether the global variable or function is placed in a partition
// (`partition "p"`), which LLVM's NVPTX backend writes as raw data.
bool nvvm_lower_has_partition(LLVMValueRef value) {
  return llvm::cast<llvm::GlobalValue>(llvm::unwrap(value))->hasPartition();
}

} // extern "C"

namespace {

// The base of a chain of casts.
const llvm::Constant *stripCasts(const llvm::Constant *C) {
  while (auto *CE = llvm::dyn_cast<llvm::ConstantExpr>(C)) {
    if (CE->getOpcode() != llvm::Instruction::BitCast &&
        CE->getOpcode() != llvm::Instruction::AddrSpaceCast)
      break;
    C = CE->getOperand(0);
  }
  return C;
}

// Whether the constant refers to a global value anywhere in it.
bool isSymbolic(const llvm::Constant *C,
                llvm::SmallPtrSetImpl<const llvm::Constant *> &Seen) {
  if (llvm::isa<llvm::GlobalValue>(C))
    return true;
  if (!Seen.insert(C).second)
    return false;
  for (const llvm::Use &U : C->operands())
    if (isSymbolic(llvm::cast<llvm::Constant>(U.get()), Seen))
      return true;
  return false;
}

bool isSymbolic(const llvm::Constant *C) {
  llvm::SmallPtrSet<const llvm::Constant *, 8> Seen;
  return isSymbolic(C, Seen);
}

// The byte offset a GEP adds to its base, or 0 if it is not constant.
int64_t gepOffset(const llvm::ConstantExpr *CE, const llvm::DataLayout &DL) {
  auto *GEP = llvm::cast<llvm::GEPOperator>(CE);
  llvm::APInt Offset(DL.getIndexTypeSizeInBits(GEP->getType()), 0);
  if (!GEP->accumulateConstantOffset(DL, Offset))
    return 0;
  return Offset.getSExtValue();
}

// The fault of one constant expression of an initializer (codes as
// nvvm_lower_initializer_fault's), its operands aside.
int exprFault(const llvm::ConstantExpr *CE, const llvm::DataLayout &DL) {
  switch (CE->getOpcode()) {
  case llvm::Instruction::BitCast:
  case llvm::Instruction::IntToPtr:
    return 0;
  case llvm::Instruction::AddrSpaceCast:
    return CE->getType()->getPointerAddressSpace() == 0 ? 0 : 6;
  case llvm::Instruction::PtrToInt:
    return CE->getType()->getIntegerBitWidth() < 64 ? 2 : 0;
  case llvm::Instruction::Trunc:
    return 2;
  case llvm::Instruction::Add: {
    int Symbols = isSymbolic(CE->getOperand(0)) + isSymbolic(CE->getOperand(1));
    return Symbols > 1 ? 4 : 0;
  }
  case llvm::Instruction::GetElementPtr: {
    // NVPTX writes `g+8`, and `g-8` for a negative offset, which ptxas
    // cannot parse: the offset taken from a symbol directly, or the whole
    // chain's, must not be negative.
    int64_t Own = gepOffset(CE, DL), Total = Own;
    const llvm::Constant *Base = stripCasts(CE->getOperand(0));
    bool Direct = llvm::isa<llvm::GlobalValue>(Base);
    while (auto *Inner = llvm::dyn_cast<llvm::ConstantExpr>(Base)) {
      if (Inner->getOpcode() != llvm::Instruction::GetElementPtr)
        break;
      Total += gepOffset(Inner, DL);
      Base = stripCasts(Inner->getOperand(0));
    }
    if (!llvm::isa<llvm::GlobalValue>(Base))
      return 0;
    return (Direct && Own < 0) || Total < 0 ? 3 : 0;
  }
  default:
    return 4;
  }
}

} // namespace

extern "C" {

// Why NVPTX cannot write the initializer of `global` as PTX that ptxas
// takes, as a code, with the variable it names in `culprit`:
//   0  nothing
//   1  it names a variable outside the global, constant and generic spaces
//      (ptxas: "Variable used as initial value not in .global or .const")
//   2  it narrows a pointer below 64 bits (NVPTX writes `g&0xff...`, or
//      the pointer in place of the fields beside it)
//   3  a negative offset from a symbol (`g-8`: ptxas cannot parse it)
//   4  arithmetic on symbols NVPTX aborts on (sub, xor, ...: "Unsupported
//      expression in static initializer") or writes unparsably (`g+h`)
//   5  dso_local_equivalent, no_cfi or blockaddress (written as nothing)
//   6  a cast to a space other than generic (NVPTX aborts)
// Measured with llc-22 and ptxas 13.5.
int nvvm_lower_initializer_fault(LLVMValueRef global, LLVMValueRef *culprit) {
  auto *GV = llvm::cast<llvm::GlobalVariable>(llvm::unwrap(global));
  if (!GV->hasInitializer())
    return 0;
  const llvm::DataLayout &DL = GV->getParent()->getDataLayout();
  llvm::SmallPtrSet<const llvm::Constant *, 32> Seen;
  llvm::SmallVector<const llvm::Constant *, 32> Work{GV->getInitializer()};
  while (!Work.empty()) {
    const llvm::Constant *C = Work.pop_back_val();
    if (!Seen.insert(C).second)
      continue;
    if (auto *Var = llvm::dyn_cast<llvm::GlobalVariable>(C)) {
      unsigned Space = Var->getAddressSpace();
      if (Space != 0 && Space != 1 && Space != 4) {
        *culprit = llvm::wrap(Var);
        return 1;
      }
      continue;
    }
    if (llvm::isa<llvm::GlobalValue>(C))
      continue;
    if (llvm::isa<llvm::DSOLocalEquivalent>(C) || llvm::isa<llvm::NoCFIValue>(C) ||
        llvm::isa<llvm::BlockAddress>(C))
      return 5;
    if (auto *CE = llvm::dyn_cast<llvm::ConstantExpr>(C))
      if (int Fault = exprFault(CE, DL))
        return Fault;
    for (const llvm::Use &U : C->operands())
      Work.push_back(llvm::cast<llvm::Constant>(U.get()));
  }
  return 0;
}

// A global variable whose initializer reaches itself through other
// variables' initializers (NVPTX aborts: "Circular dependency found in
// global variable set"), or null.
LLVMValueRef nvvm_lower_initializer_cycle(LLVMModuleRef module) {
  llvm::Module *M = llvm::unwrap(module);
  // The variables each initializer names.
  llvm::DenseMap<const llvm::GlobalVariable *, llvm::SmallVector<const llvm::GlobalVariable *, 2>> Names;
  for (const llvm::GlobalVariable &GV : M->globals()) {
    if (!GV.hasInitializer())
      continue;
    llvm::SmallPtrSet<const llvm::Constant *, 16> Seen;
    llvm::SmallVector<const llvm::Constant *, 16> Work{GV.getInitializer()};
    while (!Work.empty()) {
      const llvm::Constant *C = Work.pop_back_val();
      if (!Seen.insert(C).second)
        continue;
      if (auto *Var = llvm::dyn_cast<llvm::GlobalVariable>(C)) {
        Names[&GV].push_back(Var);
        continue;
      }
      if (llvm::isa<llvm::GlobalValue>(C))
        continue;
      for (const llvm::Use &U : C->operands())
        Work.push_back(llvm::cast<llvm::Constant>(U.get()));
    }
  }
  // Depth-first, without recursion: 0 unseen, 1 on the path, 2 done.
  llvm::DenseMap<const llvm::GlobalVariable *, int> State;
  for (const llvm::GlobalVariable &Root : M->globals()) {
    if (State.lookup(&Root))
      continue;
    llvm::SmallVector<std::pair<const llvm::GlobalVariable *, size_t>, 16> Path{{&Root, 0}};
    State[&Root] = 1;
    while (!Path.empty()) {
      auto &[Var, Next] = Path.back();
      auto It = Names.find(Var);
      if (It == Names.end() || Next == It->second.size()) {
        State[Var] = 2;
        Path.pop_back();
        continue;
      }
      const llvm::GlobalVariable *To = It->second[Next++];
      int S = State.lookup(To);
      if (S == 1)
        return llvm::wrap(To);
      if (S == 0) {
        State[To] = 1;
        Path.push_back({To, 0});
      }
    }
  }
  return nullptr;
}

// Why LLVM's NVVMReflect pass, which folds each call of __nvvm_reflect,
// __nvvm_reflect_ocl and llvm.nvvm.reflect to a constant before code
// generation, aborts or crashes on this call of one (llc-22 the same); 0
// when it folds it. The pass reads the string as operand 0 of whatever
// constant the argument is, unchecked: a declared variable or null has none.
int nvvm_lower_reflect_call_fault(LLVMValueRef call) {
  auto *Call = llvm::dyn_cast<llvm::CallInst>(llvm::unwrap(call));
  if (!Call)
    return 1;
  // The argument and the callee; an operand bundle counts too.
  if (Call->getNumOperands() != 2)
    return 2;
  if (!Call->getType()->isIntOrIntVectorTy())
    return 3;
  auto *Arg = llvm::dyn_cast<llvm::Constant>(Call->getArgOperand(0)->stripPointerCasts());
  if (!Arg)
    return 4;
  auto *Str = Arg->getNumOperands() ? llvm::dyn_cast<llvm::ConstantDataSequential>(Arg->getOperand(0)) : nullptr;
  if (!Str)
    return 5;
  if (!Str->isCString())
    return 6;
  if (Str->getAsString().size() == 1)
    return 7;
  return 0;
}

// Whether a constant (a global's initializer, a constant expression, an
// alias) names the function: NVVMReflect aborts on any use but a call.
bool nvvm_lower_named_by_constant(LLVMValueRef function) {
  for (const llvm::User *U : llvm::unwrap(function)->users())
    if (!llvm::isa<llvm::Instruction>(U))
      return true;
  return false;
}

} // extern "C"
