// RUN: dwc-opt %s --split-input-file --dwc-tile-separable | FileCheck %s

// A fused block (NHWC f16, 3x3 stride 2): the GEMM of dwc-tile-pointwise
// whose A tile (16 pixels x 32 channels) each thread computes from the
// depthwise window instead of copying it: 9 taps of 8 channels, the bias,
// relu6, rounded to f16; the pointwise filter is the B tile, copied by
// cp.async; the epilogue adds the pointwise bias, hardswish and the residual.
// CHECK-LABEL: func.func @fused
//       CHECK: scf.parallel (%{{.+}}, %{{.+}}, %{{.+}}) = (%c0, %c0, %c0) to (%c7, %c1{{.*}}, %c1{{.*}})
//       CHECK:   scf.parallel (%{{.+}}) = (%{{.+}}) to (%c64)
//       CHECK:     memref.alloc() {{.+}} : memref<1x16x40xf16, #gpu.address_space<workgroup>>
//       CHECK:     scf.for
// CHECK-COUNT-9:     vector.load %{{.+}} : memref<2x14x14x32xf16>, vector<8xf16>
//       CHECK:       vector.load %{{.+}} : memref<32xf16>, vector<8xf16>
//       CHECK:       arith.maximumf {{.+}} : vector<8xf32>
//       CHECK:       arith.minimumf {{.+}} : vector<8xf32>
//       CHECK:       arith.truncf {{.+}} : vector<8xf32> to vector<8xf16>
//       CHECK:       nvgpu.device_async_copy %{{.+}} : memref<32x16xf16> to memref<1x32x40xf16, #gpu.address_space<workgroup>>
//       CHECK:       vector.store {{.+}} : memref<1x16x40xf16, #gpu.address_space<workgroup>>, vector<8xf16>
//       CHECK:       nvgpu.device_async_wait
//       CHECK:       gpu.barrier
//       CHECK:       nvgpu.ldmatrix
//       CHECK:       nvvm.mma.sync
//       CHECK:     nvvm.bar.warp.sync
//       CHECK:     scf.if
//       CHECK:       vector.load %{{.+}} : memref<16xf16>, vector<8xf16>
//       CHECK:       vector.load %{{.+}} : memref<98x16xf16>, vector<8xf16>
//       CHECK:       vector.store %{{.+}} : memref<98x16xf16>, vector<8xf16>
//   CHECK-NOT: dwc.separable_conv2d
func.func @fused(%x: tensor<2x14x14x32xf16>, %dw: tensor<3x3x32xf16>, %pw: tensor<32x16xf16>, %db: tensor<32xf16>, %pb: tensor<16xf16>, %r: tensor<2x7x7x16xf16>, %init: tensor<2x7x7x16xf16>) -> tensor<2x7x7x16xf16> {
  %0 = dwc.separable_conv2d ins(%x, %dw, %pw : tensor<2x14x14x32xf16>, tensor<3x3x32xf16>, tensor<32x16xf16>) depthwise_bias(%db : tensor<32xf16>) pointwise_bias(%pb : tensor<16xf16>) residual(%r : tensor<2x7x7x16xf16>) outs(%init : tensor<2x7x7x16xf16>) {layout = #dwc<layout nhwc>, strides = array<i64: 2, 2>, padding = array<i64: 0, 1, 0, 1>, mid_activation = #dwc<activation relu6>, activation = #dwc<activation hardswish>, strategy = #dwc<strategy fused>, config = #dwc.pointwise_config<block_m = 16, block_n = 32, block_k = 32, warps_m = 1, warps_n = 2, vector_width = 8, instruction = mma>} -> tensor<2x7x7x16xf16>
  return %0 : tensor<2x7x7x16xf16>
}

// -----

// A split op is left to dwc-split-separable.
// CHECK-LABEL: func.func @split
//       CHECK: dwc.separable_conv2d
func.func @split(%x: tensor<1x7x7x8xf32>, %dw: tensor<3x3x8xf32>, %pw: tensor<8x4xf32>, %init: tensor<1x7x7x4xf32>) -> tensor<1x7x7x4xf32> {
  %0 = dwc.separable_conv2d ins(%x, %dw, %pw : tensor<1x7x7x8xf32>, tensor<3x3x8xf32>, tensor<8x4xf32>) outs(%init : tensor<1x7x7x4xf32>) {layout = #dwc<layout nhwc>, padding = array<i64: 1, 1, 1, 1>, strategy = #dwc<strategy split>} -> tensor<1x7x7x4xf32>
  return %0 : tensor<1x7x7x4xf32>
}
