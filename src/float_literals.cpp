// Decimal float literals read as LLVM's newer parser reads them (in the
// literal's own type, rounded to nearest, ties to even) and as LLVM 22 reads
// them (through double, exactly or not at all), for src/float_literals.rs.

#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstddef>
#include <cstdint>

namespace {

const llvm::fltSemantics &semanticsOf(int kind) {
  switch (kind) {
  case 0:
    return llvm::APFloat::IEEEhalf();
  case 1:
    return llvm::APFloat::BFloat();
  default:
    return llvm::APFloat::IEEEsingle();
  }
}

} // namespace

extern "C" {

// The decimal literal `text` of type `kind` (0 half, 1 bfloat, 2 float):
// 0 where LLVM 22 reads it already, as the same value (a double that the
// type holds exactly); 1 with its bits in `bits` where LLVM 22 refuses it
// and the newer parser rounds it to a value of the type; 2 where neither
// reads it (not a number, or it overflows or underflows to zero).
int nvvm_lower_decimal_literal(const char *text, size_t len, int kind,
                               uint64_t *bits) {
  llvm::StringRef s(text, len);
  const llvm::fltSemantics &sem = semanticsOf(kind);
  llvm::APFloat asDouble(llvm::APFloat::IEEEdouble());
  auto read = asDouble.convertFromString(s, llvm::APFloat::rmNearestTiesToEven);
  if (!read) {
    llvm::consumeError(read.takeError());
    return 2;
  }
  bool losesInfo = false;
  llvm::APFloat narrowed = asDouble;
  narrowed.convert(sem, llvm::APFloat::rmNearestTiesToEven, &losesInfo);
  if (!losesInfo)
    return 0;
  llvm::APFloat value(sem);
  auto status = value.convertFromString(s, llvm::APFloat::rmNearestTiesToEven);
  if (!status) {
    llvm::consumeError(status.takeError());
    return 2;
  }
  if ((*status & llvm::APFloat::opOverflow) ||
      ((*status & llvm::APFloat::opUnderflow) && value.isZero()))
    return 2;
  *bits = value.bitcastToAPInt().getZExtValue();
  return 1;
}

} // extern "C"
