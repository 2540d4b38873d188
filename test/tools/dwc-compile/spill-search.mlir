// A heuristic schedule that ptxas spills is measured against its block's
// register ceiling and the next schedules its configure pass ranks; the
// first that spills least is kept and recorded in the manifest. This f32
// 1x1 layer's first-ranked tile spills 8 bytes on sm_90 (with the register
// ceiling, 200): the next-ranked tile, estimated as fast, spills none.
// REQUIRES: ptxas
// RUN: rm -rf %t
// RUN: dwc-compile %s -o %t -debug-only=dwc-bundle 2>&1 | FileCheck %s
// RUN: FileCheck %s --input-file=%t/manifest.json --check-prefix=MANIFEST
// RUN: %ptxas -arch=sm_90 -v %t/proj_pw0_kernel.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS

// CHECK: [dwc-bundle] proj_pw0: the heuristic's #dwc.pointwise_config<block_m = 16, block_n = 64, block_k = 64, warps_m = 1, warps_n = 8, {{.*}}> spills 8 bytes
// CHECK: [dwc-bundle] proj_pw0: {{.*}}warps_m = 1, warps_n = 8, {{.*}}max_registers = 255{{.*}} spills {{[0-9]+}} bytes
// CHECK: [dwc-bundle] proj_pw0: {{.*}}warps_m = 2, warps_n = 4, {{.*}}> spills 0 bytes
// CHECK: [dwc-bundle] proj_pw0: kept #dwc.pointwise_config<block_m = 16, block_n = 64, block_k = 64, warps_m = 2, warps_n = 4, {{.*}}>, the first that spills least
// CHECK-NOT: warning

// MANIFEST: "warps_m": 2
// MANIFEST: "warps_n": 4

// PTXAS: 0 bytes spill stores

func.func @proj(%x: tensor<1x96x56x56xf32>, %w: tensor<24x96xf32>, %b: tensor<24xf32>, %init: tensor<1x24x56x56xf32>) -> tensor<1x24x56x56xf32> {
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<1x96x56x56xf32>, tensor<24x96xf32>) bias(%b : tensor<24xf32>) outs(%init : tensor<1x24x56x56xf32>) {layout = #dwc<layout nchw>, activation = #dwc<activation none>, math = #dwc<math exact>, strides = array<i64: 1, 1>} -> tensor<1x24x56x56xf32>
  return %0 : tensor<1x24x56x56xf32>
}
