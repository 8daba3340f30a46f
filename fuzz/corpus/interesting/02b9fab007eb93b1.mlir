// fuzz-args: --allow-unregistered-dialect

flooflo5-# dialect_resourcesf64
  %2 = builtin.unrealized_conversion_cast to f32 {x.y = 1}: { builtin: { blob: "0x04000000" } } #-}rdiv􏿿

