// RUN: not ir-opt %s -split-input-file
// RUN: not ir-opt %s -split-input-file -verify-diagnostics
// An op of an unregistered dialect is reported at the token after its name
// (MLIR's plain emitError), here the end of the chunk after trailing blanks.

"foo.z"  
