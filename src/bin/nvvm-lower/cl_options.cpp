// LLVM registers each of its command-line options (about 830 in the tool)
// in one map as its static constructors run, and the map grows by doubling
// six times on the way, rehashing every option each time: about 2% of a
// small compile's instructions. Sized once, before those constructors, it
// never grows (src/bin/nvvm-lower/heap.rs calls this first thing).
#include "llvm/Support/CommandLine.h"

extern "C" void nvvm_lower_reserve_cl_options(unsigned count) {
  llvm::cl::SubCommand::getTopLevel().OptionsMap.reserve(count);
}
