// The i32 kinds of nvvm.redux.sync (MLIR 22's @nvvm_redux_sync); RUN lines in ../redux.mlir.
llvm.func @nvvm_redux_sync(%value: i32, %offset: i32) {
  %0 = nvvm.redux.sync add %value, %offset: i32 -> i32
  %1 = nvvm.redux.sync umax %value, %offset: i32 -> i32
  %2 = nvvm.redux.sync umin %value, %offset: i32 -> i32
  %3 = nvvm.redux.sync and %value, %offset: i32 -> i32
  %4 = nvvm.redux.sync or %value, %offset: i32 -> i32
  %5 = nvvm.redux.sync xor %value, %offset: i32 -> i32
  %6 = nvvm.redux.sync max %value, %offset: i32 -> i32
  %7 = nvvm.redux.sync min %value, %offset: i32 -> i32
  llvm.return
}
