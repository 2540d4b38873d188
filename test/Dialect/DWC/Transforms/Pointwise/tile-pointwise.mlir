// RUN: dwc-opt %s --split-input-file --dwc-tile-pointwise | FileCheck %s

// NHWC f16 on the tensor cores: C = pixels x Cout in 64 x 32 blocks of 2 x 2
// warps, each warp 2 x 2 tiles of 16 x 8 (16 accumulators a lane); one K
// step of 32, two mma k-steps of 16.
// CHECK-LABEL: func.func @nhwc_mma
//       CHECK: scf.parallel (%{{.+}}, %{{.+}}, %{{.+}}) = (%c0, %c0, %c0) to (%c2, %c2{{.*}}, %c1{{.*}})
//       CHECK:   scf.parallel (%{{.+}}) = (%{{.+}}) to (%c128)
// The input's pixels x Cin and the output's pixels x Cout, as matrices.
//       CHECK:     memref.collapse_shape %{{.+}} {{\[\[}}0, 1, 2], [3]] : memref<2x8x8x32xf16> into memref<128x32xf16>
// A (64 x 32) and B (32 x 32) tiles of one stage, rows padded by 8 elements.
//       CHECK:     memref.alloc() {alignment = 16 : i64} : memref<1x64x40xf16, #gpu.address_space<workgroup>>
//       CHECK:     memref.alloc() {alignment = 16 : i64} : memref<1x32x40xf16, #gpu.address_space<workgroup>>
// Each warp's staging tile of C for the epilogue: 16 rows x 16 columns,
// padded by 4, in f32.
//       CHECK:     memref.alloc() {alignment = 16 : i64} : memref<4x16x20xf32, #gpu.address_space<workgroup>>
//       CHECK:     scf.for {{.+}} -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)
// 16-byte chunks go by cp.async; rows and columns past the GEMM copy no
// bytes and are zero-filled. One stage: the copies complete before the
// multiply.
//       CHECK:       nvgpu.device_async_copy {{.+}} 8, %{{.+}} {bypassL1} : memref<128x32xf16> to memref<1x64x40xf16, #gpu.address_space<workgroup>>
//       CHECK:       nvgpu.device_async_copy {{.+}} 8, %{{.+}} {bypassL1} : memref<128x32xf16> to memref<1x64x40xf16, #gpu.address_space<workgroup>>
//       CHECK:       nvgpu.device_async_copy {{.+}} 8, %{{.+}} {bypassL1} : memref<32x48xf16> to memref<1x32x40xf16, #gpu.address_space<workgroup>>
//       CHECK:       %[[GROUP:.+]] = nvgpu.device_async_create_group
//       CHECK:       nvgpu.device_async_wait %[[GROUP]] {numGroups = 0 : i32}
//       CHECK:       gpu.barrier
//       CHECK:       nvgpu.ldmatrix {{.+}} {numTiles = 4 : i32, transpose = false}
//       CHECK:       nvgpu.ldmatrix {{.+}} {numTiles = 4 : i32, transpose = false}
//       CHECK:       nvgpu.ldmatrix {{.+}} {numTiles = 4 : i32, transpose = true}
// CHECK-COUNT-4:     nvvm.mma.sync {{.+}} {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}
//       CHECK:       gpu.barrier
// The epilogue, a row of mma tiles at a time: the accumulators go to the
// warp's staging tile as pairs and come back as runs of 8 columns (one a
// lane); bias by column, relu6, rounding, 16-byte stores under a guard.
//       CHECK:     vector.store {{.+}} : memref<4x16x20xf32, #gpu.address_space<workgroup>>, vector<2xf32>
//       CHECK:     nvvm.bar.warp.sync
//       CHECK:     vector.load {{.+}} {alignment = 16 : i64} : memref<4x16x20xf32, #gpu.address_space<workgroup>>, vector<8xf32>
//       CHECK:     scf.if
//       CHECK:       vector.load {{.+}} : memref<48xf16>, vector<8xf16>
//       CHECK:       arith.maximumf
//       CHECK:       arith.minimumf
//       CHECK:       arith.truncf {{.+}} : vector<8xf32> to vector<8xf16>
//       CHECK:       vector.store {{.+}} {alignment = 16 : i64} : memref<128x48xf16>, vector<8xf16>
//       CHECK:     nvvm.bar.warp.sync
func.func @nhwc_mma(%x: tensor<2x8x8x32xf16>, %w: tensor<32x48xf16>, %b: tensor<48xf16>, %init: tensor<2x8x8x48xf16>) -> tensor<2x8x8x48xf16> {
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<2x8x8x32xf16>, tensor<32x48xf16>) bias(%b : tensor<48xf16>) outs(%init : tensor<2x8x8x48xf16>) {layout = #dwc<layout nhwc>, activation = #dwc<activation relu6>, config = #dwc.pointwise_config<block_m = 64, block_n = 32, block_k = 32, warps_m = 2, warps_n = 2, vector_width = 8, instruction = mma>} -> tensor<2x8x8x48xf16>
  return %0 : tensor<2x8x8x48xf16>
}

// -----

// NCHW f32 by fused multiply-adds: per image (the grid's third dimension),
// C = Cout x pixels = filter x input. A is stored transposed (K x M) so that
// a lane reads its 4 rows of A and its 4 columns of B as vectors; the
// residual is added after the activation.
// CHECK-LABEL: func.func @nchw_ffma_residual
//       CHECK: scf.parallel (%{{.+}}, %{{.+}}, %[[IMAGE:[^)]+]]) = (%c0, %c0, %c0) to (%c1{{.*}}, %c2, %c3)
//       CHECK:     memref.collapse_shape %{{.+}} {{\[\[}}0], [1], [2, 3]] : memref<3x8x4x4xf32> into memref<3x8x16xf32>
//       CHECK:     memref.alloc() {{.+}} : memref<1x16x36xf32, #gpu.address_space<workgroup>>
//       CHECK:     memref.alloc() {{.+}} : memref<1x16x12xf32, #gpu.address_space<workgroup>>
// A goes through registers (its tile is transposed), B by cp.async.
//       CHECK:     scf.for
//       CHECK:       vector.load {{.+}} : memref<32x8xf32>, vector<4xf32>
//       CHECK:       nvgpu.device_async_copy %{{.+}}[%[[IMAGE]], {{.+}}], %{{.+}}, 4, %{{.+}} {bypassL1} : memref<3x8x16xf32> to memref<1x16x12xf32, #gpu.address_space<workgroup>>
//       CHECK:       memref.store {{.+}} : memref<1x16x36xf32, #gpu.address_space<workgroup>>
//       CHECK:       nvgpu.device_async_wait
//       CHECK:       gpu.barrier
//       CHECK:       vector.load {{.+}} : memref<1x16x36xf32, #gpu.address_space<workgroup>>, vector<4xf32>
//       CHECK:       vector.load {{.+}} : memref<1x16x12xf32, #gpu.address_space<workgroup>>, vector<1xf32>
//       CHECK:       arith.mulf {{.+}} fastmath<contract> : f32
//       CHECK:       arith.addf {{.+}} fastmath<contract> : f32
//   CHECK-NOT:       nvvm.mma.sync
//       CHECK:     scf.if
//       CHECK:       memref.load {{.+}} : memref<32xf32>
//       CHECK:       vector.load {{.+}} : memref<3x32x16xf32>, vector<1xf32>
//       CHECK:       arith.addf
//       CHECK:       vector.store {{.+}} : memref<3x32x16xf32>, vector<1xf32>
func.func @nchw_ffma_residual(%x: tensor<3x8x4x4xf32>, %w: tensor<32x8xf32>, %b: tensor<32xf32>, %r: tensor<3x32x4x4xf32>, %init: tensor<3x32x4x4xf32>) -> tensor<3x32x4x4xf32> {
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<3x8x4x4xf32>, tensor<32x8xf32>) bias(%b : tensor<32xf32>) residual(%r : tensor<3x32x4x4xf32>) outs(%init : tensor<3x32x4x4xf32>) {config = #dwc.pointwise_config<block_m = 32, block_n = 8, block_k = 16, warps_m = 2, warps_n = 1, vector_width = 4, instruction = ffma>} -> tensor<3x32x4x4xf32>
  return %0 : tensor<3x32x4x4xf32>
}

// -----

// f32 under math = tf32, strided NHWC: row m of A reads input pixel
// (n, 2 oh, 2 ow); the fragments are 32-bit words of the tiles.
// CHECK-LABEL: func.func @nhwc_tf32_strided
//       CHECK:       arith.divui %{{.+}}, %c16{{.*}} : index
//       CHECK:       arith.muli %{{.+}}, %c2{{.*}} : index
//       CHECK:       gpu.barrier
//       CHECK:       arith.bitcast {{.+}} : f32 to i32
//       CHECK:       nvvm.mma.sync {{.+}} shape = #nvvm.shape<m = 16, n = 8, k = 8>
func.func @nhwc_tf32_strided(%x: tensor<2x8x8x16xf32>, %w: tensor<16x16xf32>, %init: tensor<2x4x4x16xf32>) -> tensor<2x4x4x16xf32> {
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<2x8x8x16xf32>, tensor<16x16xf32>) outs(%init : tensor<2x4x4x16xf32>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, math = #dwc<math tf32>, config = #dwc.pointwise_config<block_m = 32, block_n = 16, block_k = 16, warps_m = 2, warps_n = 1, vector_width = 4, instruction = mma>} -> tensor<2x4x4x16xf32>
  return %0 : tensor<2x4x4x16xf32>
}

// -----

// Three stages over K = 64 in steps of 16 (four steps): the copies of steps
// 0 and 1 start before the loop, each a group; step i waits until at most
// one group is in flight, then starts step i + 2 into the stage step i - 1
// used (steps past the last copy no bytes) and multiplies stage i % 3.
// No second barrier: the next step's first barrier protects the stage.
// CHECK-LABEL: func.func @nhwc_mma_stages
//       CHECK:     memref.alloc() {{.+}} : memref<3x64x24xf16, #gpu.address_space<workgroup>>
//       CHECK:     memref.alloc() {{.+}} : memref<3x16x72xf16, #gpu.address_space<workgroup>>
//       CHECK:     nvgpu.device_async_copy {{.+}}, %{{.+}}[%c0{{.*}}, {{.+}}], 8
//       CHECK:     nvgpu.device_async_create_group
//       CHECK:     nvgpu.device_async_copy {{.+}}, %{{.+}}[%c1{{.*}}, {{.+}}], 8
//       CHECK:     %[[PROLOGUE:.+]] = nvgpu.device_async_create_group
//       CHECK:     scf.for %[[STEP:.+]] = %{{.+}} to %c4{{.*}} step
//       CHECK:       nvgpu.device_async_wait %[[PROLOGUE]] {numGroups = 1 : i32}
//       CHECK:       gpu.barrier
//       CHECK:       %[[NEXT:.+]] = arith.addi %[[STEP]], %c2
//       CHECK:       %[[LIVE:.+]] = arith.cmpi slt, %[[NEXT]], %c4
//       CHECK:       %[[STAGE:.+]] = arith.remui %[[NEXT]], %c3
//       CHECK:       nvgpu.device_async_copy {{.+}}, %{{.+}}[%[[STAGE]], {{.+}}], 8
//       CHECK:       nvgpu.device_async_create_group
//       CHECK:       %[[READ:.+]] = arith.remui %[[STEP]], %c3
//       CHECK:       nvgpu.ldmatrix %{{.+}}[%[[READ]], {{.+}}]
//       CHECK:       nvvm.mma.sync
//       CHECK:         scf.yield
//   CHECK-NOT:       gpu.barrier
//       CHECK:       scf.yield
func.func @nhwc_mma_stages(%x: tensor<1x8x8x64xf16>, %w: tensor<64x64xf16>, %init: tensor<1x8x8x64xf16>) -> tensor<1x8x8x64xf16> {
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<1x8x8x64xf16>, tensor<64x64xf16>) outs(%init : tensor<1x8x8x64xf16>) {layout = #dwc<layout nhwc>, config = #dwc.pointwise_config<block_m = 64, block_n = 64, block_k = 16, warps_m = 2, warps_n = 2, vector_width = 8, instruction = mma, stages = 3>} -> tensor<1x8x8x64xf16>
  return %0 : tensor<1x8x8x64xf16>
}

// -----

// Two C tiles a block (tiles_m = 2) of two K steps each: the grid's first
// dimension halves (128 pixels = 4 tiles of 32 rows in 2 blocks) and the
// loop runs over 4 steps, step s in tile s / 2 at K (s % 2) x 16, so that the
// copies of the next tile's first step start while the last of this tile is
// multiplied. After a tile's last step its C is stored and the
// accumulators restart from zero.
// CHECK-LABEL: func.func @nhwc_mma_tiles
//       CHECK: scf.parallel (%[[BX:.+]], %{{.+}}, %{{.+}}) = (%c0, %c0, %c0) to (%c2, %c1{{.*}}, %c1{{.*}})
//       CHECK:     %[[FIRST:.+]] = arith.muli %[[BX]], %c2
//       CHECK:     scf.for %[[STEP:.+]] = %{{.+}} to %c4{{.*}} step
//       CHECK:       %[[NEXT:.+]] = arith.addi %[[STEP]], %c1
//       CHECK:       %[[CLAMPED:.+]] = arith.minui %[[NEXT]], %c3
//       CHECK:       %[[TILE:.+]] = arith.divui %[[CLAMPED]], %c2
//       CHECK:       arith.addi %[[FIRST]], %[[TILE]]
//       CHECK:       arith.remui %[[CLAMPED]], %c2
//       CHECK:       nvvm.mma.sync
//       CHECK:       %[[KSTEP:.+]] = arith.remui %[[STEP]], %c2
//       CHECK:       %[[LAST:.+]] = arith.cmpi eq, %[[KSTEP]], %c1
//       CHECK:       %[[ACC:.+]]:8 = scf.if %[[LAST]] -> ({{.+}}) {
//       CHECK:         vector.store
//       CHECK:         scf.yield %cst{{.*}}, %cst
//       CHECK:       } else {
//       CHECK:         scf.yield
//       CHECK:       scf.yield %[[ACC]]#0
//   CHECK-NOT:     vector.store
//       CHECK:   scf.reduce
func.func @nhwc_mma_tiles(%x: tensor<2x8x8x32xf16>, %w: tensor<32x32xf16>, %init: tensor<2x8x8x32xf16>) -> tensor<2x8x8x32xf16> {
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<2x8x8x32xf16>, tensor<32x32xf16>) outs(%init : tensor<2x8x8x32xf16>) {layout = #dwc<layout nhwc>, config = #dwc.pointwise_config<block_m = 32, block_n = 32, block_k = 16, warps_m = 2, warps_n = 2, vector_width = 8, instruction = mma, stages = 2, tiles_m = 2>} -> tensor<2x8x8x32xf16>
  return %0 : tensor<2x8x8x32xf16>
}

// -----

// An NHWC filter gradient: C = Cin x Cout over K = the 32 pixels of both
// images; A is the input's pixels x Cin read transposed (chunks along M,
// stored as they are into ffma's K x M tile), B the output gradient's pixels
// x Cout by cp.async. Two partitions (the grid's third dimension) take two
// K steps of 8 each, from K = 16 x partition, and store f32 partial sums
// into their plane.
// CHECK-LABEL: func.func @nhwc_filter_gradient_partials
//       CHECK: scf.parallel (%{{.+}}, %{{.+}}, %[[PART:[^)]+]]) = (%c0, %c0, %c0) to (%c1{{.*}}, %c1{{.*}}, %c2)
//       CHECK:     memref.collapse_shape %{{.+}} {{\[\[}}0, 1, 2], [3]] : memref<2x4x4x8xf32> into memref<32x8xf32>
//       CHECK:     memref.collapse_shape %{{.+}} {{\[\[}}0, 1, 2], [3]] : memref<2x4x4x16xf32> into memref<32x16xf32>
//       CHECK:     arith.muli %[[PART]], %c16
//       CHECK:       vector.load %{{.+}} : memref<32x8xf32>, vector<4xf32>
//       CHECK:       nvgpu.device_async_copy {{.+}} : memref<32x16xf32> to memref<1x8x20xf32, #gpu.address_space<workgroup>>
// CHECK-COUNT-4:     memref.store {{.+}} : memref<1x8x20xf32, #gpu.address_space<workgroup>>
//       CHECK:     vector.store %{{.+}}, %{{.+}}[%[[PART]], %{{.+}}, %{{.+}}] {{.+}} : memref<2x8x16xf32>, vector<1xf32>
func.func @nhwc_filter_gradient_partials(%x: tensor<2x4x4x8xf32>, %dy: tensor<2x4x4x16xf32>, %init: tensor<2x8x16xf32>) -> tensor<2x8x16xf32> {
  %0 = dwc.pointwise_conv2d_backward_filter ins(%x, %dy : tensor<2x4x4x8xf32>, tensor<2x4x4x16xf32>) outs(%init : tensor<2x8x16xf32>) {layout = #dwc<layout nhwc>, config = #dwc.pointwise_config<block_m = 16, block_n = 16, block_k = 8, warps_m = 1, warps_n = 2, vector_width = 4, instruction = ffma, partitions = 2>} -> tensor<2x8x16xf32>
  return %0 : tensor<2x8x16xf32>
}

// -----

// An NCHW filter gradient on the tensor cores: C = Cout x Cin; A is each
// image's Cout x pixels of the output gradient (K = image x 16 + pixel, by
// cp.async), B the input's Cin x pixels read transposed (chunks along K
// stored element by element into the K x N tile); one partition rounds
// and stores the gradient itself.
// CHECK-LABEL: func.func @nchw_filter_gradient_mma
//       CHECK: scf.parallel (%{{.+}}, %{{.+}}, %{{.+}}) = (%c0, %c0, %c0) to (%c1{{.*}}, %c1{{.*}}, %c1{{.*}})
//       CHECK:     memref.collapse_shape %{{.+}} {{\[\[}}0], [1], [2, 3]] : memref<2x32x4x4xf16> into memref<2x32x16xf16>
//       CHECK:     memref.collapse_shape %{{.+}} {{\[\[}}0], [1], [2, 3]] : memref<2x16x4x4xf16> into memref<2x16x16xf16>
//       CHECK:       arith.divui %{{.+}}, %c16
//       CHECK:       arith.remui %{{.+}}, %c16
//       CHECK:       nvgpu.device_async_copy {{.+}} : memref<2x32x16xf16> to memref<1x32x24xf16, #gpu.address_space<workgroup>>
//       CHECK:       vector.load %{{.+}} : memref<2x16x16xf16>, vector<8xf16>
// CHECK-COUNT-8:     memref.store {{.+}} : memref<1x16x24xf16, #gpu.address_space<workgroup>>
//       CHECK:       nvvm.mma.sync
//       CHECK:     arith.truncf {{.+}} : vector<8xf32> to vector<8xf16>
//       CHECK:     vector.store {{.+}} : memref<32x16xf16>, vector<8xf16>
func.func @nchw_filter_gradient_mma(%x: tensor<2x16x4x4xf16>, %dy: tensor<2x32x4x4xf16>, %init: tensor<32x16xf16>) -> tensor<32x16xf16> {
  %0 = dwc.pointwise_conv2d_backward_filter ins(%x, %dy : tensor<2x16x4x4xf16>, tensor<2x32x4x4xf16>) outs(%init : tensor<32x16xf16>) {config = #dwc.pointwise_config<block_m = 32, block_n = 16, block_k = 16, warps_m = 2, warps_n = 1, vector_width = 8, instruction = mma>} -> tensor<32x16xf16>
  return %0 : tensor<32x16xf16>
}

// -----

// flat_pixels: each image's channels x 49 pixels is one run of the input's
// and the output's 2-D views. B's chunks of 8 go through registers, each
// element to its row and column of the padded tile (rows aligned for
// ldmatrix); C leaves through the warps' staging tiles as runs of 8.
// CHECK-LABEL: func.func @nchw_flat_pixels
//       CHECK: %[[X:.+]] = memref.collapse_shape %{{.+}} {{\[\[}}0], [1, 2, 3]] : memref<2x16x7x7xf16> into memref<2x784xf16>
//       CHECK: %[[Y:.+]] = memref.collapse_shape %{{.+}} {{\[\[}}0], [1, 2, 3]] : memref<2x32x7x7xf16> into memref<2x1568xf16>
//       CHECK: %[[B:.+]] = memref.alloc() {{.*}} : memref<2x16x72xf16, #gpu.address_space<workgroup>>
//       CHECK: %[[STAGING:.+]] = memref.alloc() {{.*}} : memref<4x16x68xf32, #gpu.address_space<workgroup>>
//       CHECK: vector.load %[[X]][%{{.+}}, %{{.+}}] {alignment = 16 : i64} : memref<2x784xf16>, vector<8xf16>
//   CHECK-COUNT-8: memref.store %{{.+}}, %[[B]][%{{.+}}, %{{.+}}, %{{.+}}]
//       CHECK: nvgpu.ldmatrix %[[B]]{{.*}}transpose = true
//       CHECK: memref.load %[[STAGING]]
//       CHECK: vector.store %{{.+}}, %[[Y]][%{{.+}}, %{{.+}}] {alignment = 16 : i64} : memref<2x1568xf16>, vector<8xf16>
func.func @nchw_flat_pixels(%x: tensor<2x16x7x7xf16>, %w: tensor<32x16xf16>, %b: tensor<32xf16>, %init: tensor<2x32x7x7xf16>) -> tensor<2x32x7x7xf16> {
  %0 = dwc.pointwise_conv2d ins(%x, %w : tensor<2x16x7x7xf16>, tensor<32x16xf16>) bias(%b : tensor<32xf16>) outs(%init : tensor<2x32x7x7xf16>) {activation = #dwc<activation relu>, config = #dwc.pointwise_config<block_m = 64, block_n = 64, block_k = 16, warps_m = 4, warps_n = 1, vector_width = 8, instruction = mma, stages = 2, flat_pixels = true>} -> tensor<2x32x7x7xf16>
  return %0 : tensor<2x32x7x7xf16>
}
