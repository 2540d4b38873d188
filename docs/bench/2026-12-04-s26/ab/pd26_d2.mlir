module {
  func.func @eb0_dw5a__n32__f16__nchw(%arg0: tensor<32x240x28x28xf16>, %arg1: tensor<240x5x5xf16>, %arg2: tensor<32x240x28x28xf16>) -> tensor<32x240x28x28xf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<32x240x28x28xf16>, tensor<240x5x5xf16>) outs(%arg2 : tensor<32x240x28x28xf16>) {config = #dwc.depthwise_config<block_channels = 1, block_rows = 28, block_cols = 28, threads = 128, rows_per_thread = 28, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, prefetch_depth = 2, unroll_rows = false>, padding = array<i64: 2, 2, 2, 2>} -> tensor<32x240x28x28xf16>
    return %0 : tensor<32x240x28x28xf16>
  }
  func.func @eb0_dw5a__n32__bf16__nchw(%arg0: tensor<32x240x28x28xbf16>, %arg1: tensor<240x5x5xbf16>, %arg2: tensor<32x240x28x28xbf16>) -> tensor<32x240x28x28xbf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<32x240x28x28xbf16>, tensor<240x5x5xbf16>) outs(%arg2 : tensor<32x240x28x28xbf16>) {config = #dwc.depthwise_config<block_channels = 1, block_rows = 28, block_cols = 28, threads = 128, rows_per_thread = 28, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, prefetch_depth = 2, unroll_rows = false>, padding = array<i64: 2, 2, 2, 2>} -> tensor<32x240x28x28xbf16>
    return %0 : tensor<32x240x28x28xbf16>
  }
  func.func @eb0_dw5a__n128__f16__nchw(%arg0: tensor<128x240x28x28xf16>, %arg1: tensor<240x5x5xf16>, %arg2: tensor<128x240x28x28xf16>) -> tensor<128x240x28x28xf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<128x240x28x28xf16>, tensor<240x5x5xf16>) outs(%arg2 : tensor<128x240x28x28xf16>) {config = #dwc.depthwise_config<block_channels = 1, block_rows = 28, block_cols = 28, threads = 128, rows_per_thread = 28, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, prefetch_depth = 2, unroll_rows = false>, padding = array<i64: 2, 2, 2, 2>} -> tensor<128x240x28x28xf16>
    return %0 : tensor<128x240x28x28xf16>
  }
  func.func @eb0_dw5a__n128__bf16__nchw(%arg0: tensor<128x240x28x28xbf16>, %arg1: tensor<240x5x5xbf16>, %arg2: tensor<128x240x28x28xbf16>) -> tensor<128x240x28x28xbf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<128x240x28x28xbf16>, tensor<240x5x5xbf16>) outs(%arg2 : tensor<128x240x28x28xbf16>) {config = #dwc.depthwise_config<block_channels = 1, block_rows = 28, block_cols = 28, threads = 128, rows_per_thread = 28, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, prefetch_depth = 2, unroll_rows = false>, padding = array<i64: 2, 2, 2, 2>} -> tensor<128x240x28x28xbf16>
    return %0 : tensor<128x240x28x28xbf16>
  }
  func.func @eb0_dw5b__n32__f16__nchw(%arg0: tensor<32x480x14x14xf16>, %arg1: tensor<480x5x5xf16>, %arg2: tensor<32x480x14x14xf16>) -> tensor<32x480x14x14xf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<32x480x14x14xf16>, tensor<480x5x5xf16>) outs(%arg2 : tensor<32x480x14x14xf16>) {config = #dwc.depthwise_config<block_channels = 2, block_rows = 14, block_cols = 14, threads = 128, rows_per_thread = 14, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, unroll_rows = false>, padding = array<i64: 2, 2, 2, 2>} -> tensor<32x480x14x14xf16>
    return %0 : tensor<32x480x14x14xf16>
  }
  func.func @eb0_dw5b__n32__bf16__nchw(%arg0: tensor<32x480x14x14xbf16>, %arg1: tensor<480x5x5xbf16>, %arg2: tensor<32x480x14x14xbf16>) -> tensor<32x480x14x14xbf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<32x480x14x14xbf16>, tensor<480x5x5xbf16>) outs(%arg2 : tensor<32x480x14x14xbf16>) {config = #dwc.depthwise_config<block_channels = 2, block_rows = 14, block_cols = 14, threads = 128, rows_per_thread = 14, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, unroll_rows = false>, padding = array<i64: 2, 2, 2, 2>} -> tensor<32x480x14x14xbf16>
    return %0 : tensor<32x480x14x14xbf16>
  }
  func.func @eb0_dw5b__n128__f16__nchw(%arg0: tensor<128x480x14x14xf16>, %arg1: tensor<480x5x5xf16>, %arg2: tensor<128x480x14x14xf16>) -> tensor<128x480x14x14xf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<128x480x14x14xf16>, tensor<480x5x5xf16>) outs(%arg2 : tensor<128x480x14x14xf16>) {config = #dwc.depthwise_config<block_channels = 2, block_rows = 14, block_cols = 14, threads = 128, rows_per_thread = 14, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, unroll_rows = false>, padding = array<i64: 2, 2, 2, 2>} -> tensor<128x480x14x14xf16>
    return %0 : tensor<128x480x14x14xf16>
  }
  func.func @eb0_dw5b__n128__bf16__nchw(%arg0: tensor<128x480x14x14xbf16>, %arg1: tensor<480x5x5xbf16>, %arg2: tensor<128x480x14x14xbf16>) -> tensor<128x480x14x14xbf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<128x480x14x14xbf16>, tensor<480x5x5xbf16>) outs(%arg2 : tensor<128x480x14x14xbf16>) {config = #dwc.depthwise_config<block_channels = 2, block_rows = 14, block_cols = 14, threads = 128, rows_per_thread = 14, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, unroll_rows = false>, padding = array<i64: 2, 2, 2, 2>} -> tensor<128x480x14x14xbf16>
    return %0 : tensor<128x480x14x14xbf16>
  }
  func.func @eb0_dw5c__n32__f16__nchw(%arg0: tensor<32x672x14x14xf16>, %arg1: tensor<672x5x5xf16>, %arg2: tensor<32x672x14x14xf16>) -> tensor<32x672x14x14xf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<32x672x14x14xf16>, tensor<672x5x5xf16>) outs(%arg2 : tensor<32x672x14x14xf16>) {config = #dwc.depthwise_config<block_channels = 2, block_rows = 14, block_cols = 14, threads = 128, rows_per_thread = 14, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, unroll_rows = false>, padding = array<i64: 2, 2, 2, 2>} -> tensor<32x672x14x14xf16>
    return %0 : tensor<32x672x14x14xf16>
  }
  func.func @eb0_dw5c__n32__bf16__nchw(%arg0: tensor<32x672x14x14xbf16>, %arg1: tensor<672x5x5xbf16>, %arg2: tensor<32x672x14x14xbf16>) -> tensor<32x672x14x14xbf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<32x672x14x14xbf16>, tensor<672x5x5xbf16>) outs(%arg2 : tensor<32x672x14x14xbf16>) {config = #dwc.depthwise_config<block_channels = 2, block_rows = 14, block_cols = 14, threads = 128, rows_per_thread = 14, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, unroll_rows = false>, padding = array<i64: 2, 2, 2, 2>} -> tensor<32x672x14x14xbf16>
    return %0 : tensor<32x672x14x14xbf16>
  }
  func.func @eb0_dw5c__n128__f16__nchw(%arg0: tensor<128x672x14x14xf16>, %arg1: tensor<672x5x5xf16>, %arg2: tensor<128x672x14x14xf16>) -> tensor<128x672x14x14xf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<128x672x14x14xf16>, tensor<672x5x5xf16>) outs(%arg2 : tensor<128x672x14x14xf16>) {config = #dwc.depthwise_config<block_channels = 2, block_rows = 14, block_cols = 14, threads = 128, rows_per_thread = 14, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, unroll_rows = false>, padding = array<i64: 2, 2, 2, 2>} -> tensor<128x672x14x14xf16>
    return %0 : tensor<128x672x14x14xf16>
  }
  func.func @eb0_dw5c__n128__bf16__nchw(%arg0: tensor<128x672x14x14xbf16>, %arg1: tensor<672x5x5xbf16>, %arg2: tensor<128x672x14x14xbf16>) -> tensor<128x672x14x14xbf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<128x672x14x14xbf16>, tensor<672x5x5xbf16>) outs(%arg2 : tensor<128x672x14x14xbf16>) {config = #dwc.depthwise_config<block_channels = 2, block_rows = 14, block_cols = 14, threads = 128, rows_per_thread = 14, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, unroll_rows = false>, padding = array<i64: 2, 2, 2, 2>} -> tensor<128x672x14x14xbf16>
    return %0 : tensor<128x672x14x14xbf16>
  }
  func.func @m2__n16__f16__nchw(%arg0: tensor<16x643x9x8xf16>, %arg1: tensor<643x7x7xf16>, %arg2: tensor<16x643x9x8xf16>) -> tensor<16x643x9x8xf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<16x643x9x8xf16>, tensor<643x7x7xf16>) outs(%arg2 : tensor<16x643x9x8xf16>) {activation = #dwc<activation silu>, config = #dwc.depthwise_config<block_channels = 1, block_rows = 9, block_cols = 8, threads = 32, rows_per_thread = 9, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, prefetch_depth = 2, unroll_rows = false>, padding = array<i64: 3, 3, 4, 2>} -> tensor<16x643x9x8xf16>
    return %0 : tensor<16x643x9x8xf16>
  }
  func.func @m4__n128__f16__nchw(%arg0: tensor<128x593x6x14xf16>, %arg1: tensor<593x5x5xf16>, %arg2: tensor<593xf16>, %arg3: tensor<128x593x6x14xf16>) -> tensor<128x593x6x14xf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<128x593x6x14xf16>, tensor<593x5x5xf16>) bias(%arg2 : tensor<593xf16>) outs(%arg3 : tensor<128x593x6x14xf16>) {activation = #dwc<activation silu>, config = #dwc.depthwise_config<block_channels = 1, block_rows = 6, block_cols = 14, threads = 64, rows_per_thread = 6, cols_per_thread = 8, vector_width = 4, column_reuse = batch_mma, prefetch_depth = 2, unroll_rows = false>, padding = array<i64: 2, 2, 4, 0>} -> tensor<128x593x6x14xf16>
    return %0 : tensor<128x593x6x14xf16>
  }
  func.func @m5__n16__bf16__nchw(%arg0: tensor<16x444x11x30xbf16>, %arg1: tensor<444x5x5xbf16>, %arg2: tensor<444xbf16>, %arg3: tensor<16x444x11x30xbf16>) -> tensor<16x444x11x30xbf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<16x444x11x30xbf16>, tensor<444x5x5xbf16>) bias(%arg2 : tensor<444xbf16>) outs(%arg3 : tensor<16x444x11x30xbf16>) {config = #dwc.depthwise_config<block_channels = 2, block_rows = 11, block_cols = 30, threads = 256, rows_per_thread = 11, cols_per_thread = 8, vector_width = 4, column_reuse = batch_mma, unroll_rows = false>, padding = array<i64: 2, 2, 4, 0>} -> tensor<16x444x11x30xbf16>
    return %0 : tensor<16x444x11x30xbf16>
  }
  func.func @m7__n48__f16__nchw(%arg0: tensor<48x479x32x20xf16>, %arg1: tensor<479x5x7xf16>, %arg2: tensor<48x479x32x20xf16>) -> tensor<48x479x32x20xf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<48x479x32x20xf16>, tensor<479x5x7xf16>) outs(%arg2 : tensor<48x479x32x20xf16>) {activation = #dwc<activation relu6>, config = #dwc.depthwise_config<block_channels = 1, block_rows = 32, block_cols = 20, threads = 96, rows_per_thread = 32, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, prefetch_depth = 2, unroll_rows = false>, padding = array<i64: 3, 1, 2, 4>} -> tensor<48x479x32x20xf16>
    return %0 : tensor<48x479x32x20xf16>
  }
  func.func @m8__n128__bf16__nchw(%arg0: tensor<128x525x7x28xbf16>, %arg1: tensor<525x7x5xbf16>, %arg2: tensor<525xbf16>, %arg3: tensor<128x525x7x28xbf16>) -> tensor<128x525x7x28xbf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<128x525x7x28xbf16>, tensor<525x7x5xbf16>) bias(%arg2 : tensor<525xbf16>) outs(%arg3 : tensor<128x525x7x28xbf16>) {activation = #dwc<activation relu6>, config = #dwc.depthwise_config<block_channels = 1, block_rows = 7, block_cols = 28, threads = 128, rows_per_thread = 7, cols_per_thread = 8, vector_width = 4, column_reuse = batch_mma, prefetch_depth = 2, unroll_rows = false>, padding = array<i64: 2, 4, 4, 0>} -> tensor<128x525x7x28xbf16>
    return %0 : tensor<128x525x7x28xbf16>
  }
  func.func @m9__n20__f16__nchw(%arg0: tensor<20x435x24x22xf16>, %arg1: tensor<435x7x5xf16>, %arg2: tensor<435xf16>, %arg3: tensor<20x435x24x22xf16>) -> tensor<20x435x24x22xf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<20x435x24x22xf16>, tensor<435x7x5xf16>) bias(%arg2 : tensor<435xf16>) outs(%arg3 : tensor<20x435x24x22xf16>) {activation = #dwc<activation silu>, config = #dwc.depthwise_config<block_channels = 1, block_rows = 24, block_cols = 22, threads = 96, rows_per_thread = 24, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, prefetch_depth = 2, unroll_rows = false>, padding = array<i64: 3, 3, 0, 4>} -> tensor<20x435x24x22xf16>
    return %0 : tensor<20x435x24x22xf16>
  }
  func.func @m10__n32__bf16__nchw(%arg0: tensor<32x646x17x8xbf16>, %arg1: tensor<646x5x5xbf16>, %arg2: tensor<32x646x17x8xbf16>) -> tensor<32x646x17x8xbf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<32x646x17x8xbf16>, tensor<646x5x5xbf16>) outs(%arg2 : tensor<32x646x17x8xbf16>) {activation = #dwc<activation relu6>, config = #dwc.depthwise_config<block_channels = 1, block_rows = 17, block_cols = 8, threads = 32, rows_per_thread = 17, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, prefetch_depth = 2, unroll_rows = false>, padding = array<i64: 3, 1, 0, 4>} -> tensor<32x646x17x8xbf16>
    return %0 : tensor<32x646x17x8xbf16>
  }
  func.func @m12__n20__f16__nchw(%arg0: tensor<20x650x11x24xf16>, %arg1: tensor<650x5x7xf16>, %arg2: tensor<20x650x11x24xf16>) -> tensor<20x650x11x24xf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<20x650x11x24xf16>, tensor<650x5x7xf16>) outs(%arg2 : tensor<20x650x11x24xf16>) {config = #dwc.depthwise_config<block_channels = 1, block_rows = 11, block_cols = 24, threads = 96, rows_per_thread = 11, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, prefetch_depth = 2, unroll_rows = false>, padding = array<i64: 0, 4, 0, 6>} -> tensor<20x650x11x24xf16>
    return %0 : tensor<20x650x11x24xf16>
  }
  func.func @m13__n20__bf16__nchw(%arg0: tensor<20x676x19x28xbf16>, %arg1: tensor<676x7x5xbf16>, %arg2: tensor<676xbf16>, %arg3: tensor<20x676x19x28xbf16>) -> tensor<20x676x19x28xbf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<20x676x19x28xbf16>, tensor<676x7x5xbf16>) bias(%arg2 : tensor<676xbf16>) outs(%arg3 : tensor<20x676x19x28xbf16>) {config = #dwc.depthwise_config<block_channels = 2, block_rows = 19, block_cols = 28, threads = 256, rows_per_thread = 19, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, unroll_rows = false>, padding = array<i64: 1, 5, 0, 4>} -> tensor<20x676x19x28xbf16>
    return %0 : tensor<20x676x19x28xbf16>
  }
  func.func @m14__n128__f16__nchw(%arg0: tensor<128x468x14x18xf16>, %arg1: tensor<468x5x5xf16>, %arg2: tensor<468xf16>, %arg3: tensor<128x468x14x18xf16>) -> tensor<128x468x14x18xf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<128x468x14x18xf16>, tensor<468x5x5xf16>) bias(%arg2 : tensor<468xf16>) outs(%arg3 : tensor<128x468x14x18xf16>) {activation = #dwc<activation relu>, config = #dwc.depthwise_config<block_channels = 2, block_rows = 14, block_cols = 18, threads = 192, rows_per_thread = 14, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, unroll_rows = false>, padding = array<i64: 2, 2, 4, 0>} -> tensor<128x468x14x18xf16>
    return %0 : tensor<128x468x14x18xf16>
  }
  func.func @m15__n64__bf16__nchw(%arg0: tensor<64x416x31x22xbf16>, %arg1: tensor<416x5x5xbf16>, %arg2: tensor<64x416x31x22xbf16>) -> tensor<64x416x31x22xbf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<64x416x31x22xbf16>, tensor<416x5x5xbf16>) outs(%arg2 : tensor<64x416x31x22xbf16>) {activation = #dwc<activation relu6>, config = #dwc.depthwise_config<block_channels = 2, block_rows = 31, block_cols = 22, threads = 192, rows_per_thread = 31, cols_per_thread = 8, vector_width = 4, column_reuse = batch_mma, unroll_rows = false>, padding = array<i64: 2, 2, 0, 4>} -> tensor<64x416x31x22xbf16>
    return %0 : tensor<64x416x31x22xbf16>
  }
  func.func @m16__n48__bf16__nchw(%arg0: tensor<48x499x18x26xbf16>, %arg1: tensor<499x5x5xbf16>, %arg2: tensor<499xbf16>, %arg3: tensor<48x499x18x26xbf16>) -> tensor<48x499x18x26xbf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<48x499x18x26xbf16>, tensor<499x5x5xbf16>) bias(%arg2 : tensor<499xbf16>) outs(%arg3 : tensor<48x499x18x26xbf16>) {config = #dwc.depthwise_config<block_channels = 1, block_rows = 18, block_cols = 26, threads = 128, rows_per_thread = 18, cols_per_thread = 8, vector_width = 4, column_reuse = batch_mma, prefetch_depth = 2, unroll_rows = false>, padding = array<i64: 4, 0, 4, 0>} -> tensor<48x499x18x26xbf16>
    return %0 : tensor<48x499x18x26xbf16>
  }
  func.func @m17__n20__f16__nchw(%arg0: tensor<20x142x29x32xf16>, %arg1: tensor<142x7x5xf16>, %arg2: tensor<20x142x29x32xf16>) -> tensor<20x142x29x32xf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<20x142x29x32xf16>, tensor<142x7x5xf16>) outs(%arg2 : tensor<20x142x29x32xf16>) {activation = #dwc<activation relu6>, config = #dwc.depthwise_config<block_channels = 1, block_rows = 29, block_cols = 32, threads = 128, rows_per_thread = 29, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, prefetch_depth = 2, unroll_rows = false>, padding = array<i64: 6, 0, 4, 0>} -> tensor<20x142x29x32xf16>
    return %0 : tensor<20x142x29x32xf16>
  }
  func.func @m18__n128__bf16__nchw(%arg0: tensor<128x682x28x30xbf16>, %arg1: tensor<682x5x7xbf16>, %arg2: tensor<682xbf16>, %arg3: tensor<128x682x28x30xbf16>) -> tensor<128x682x28x30xbf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<128x682x28x30xbf16>, tensor<682x5x7xbf16>) bias(%arg2 : tensor<682xbf16>) outs(%arg3 : tensor<128x682x28x30xbf16>) {activation = #dwc<activation relu6>, config = #dwc.depthwise_config<block_channels = 1, block_rows = 28, block_cols = 30, threads = 128, rows_per_thread = 28, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, prefetch_depth = 2, unroll_rows = false>, padding = array<i64: 1, 3, 6, 0>} -> tensor<128x682x28x30xbf16>
    return %0 : tensor<128x682x28x30xbf16>
  }
  func.func @m19__n32__bf16__nchw(%arg0: tensor<32x199x14x32xbf16>, %arg1: tensor<199x7x5xbf16>, %arg2: tensor<199xbf16>, %arg3: tensor<32x199x14x32xbf16>) -> tensor<32x199x14x32xbf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<32x199x14x32xbf16>, tensor<199x7x5xbf16>) bias(%arg2 : tensor<199xbf16>) outs(%arg3 : tensor<32x199x14x32xbf16>) {config = #dwc.depthwise_config<block_channels = 1, block_rows = 14, block_cols = 32, threads = 128, rows_per_thread = 14, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, prefetch_depth = 2, unroll_rows = false>, padding = array<i64: 4, 2, 4, 0>} -> tensor<32x199x14x32xbf16>
    return %0 : tensor<32x199x14x32xbf16>
  }
  func.func @m20__n32__bf16__nchw(%arg0: tensor<32x452x10x16xbf16>, %arg1: tensor<452x7x7xbf16>, %arg2: tensor<452xbf16>, %arg3: tensor<32x452x10x16xbf16>) -> tensor<32x452x10x16xbf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<32x452x10x16xbf16>, tensor<452x7x7xbf16>) bias(%arg2 : tensor<452xbf16>) outs(%arg3 : tensor<32x452x10x16xbf16>) {activation = #dwc<activation silu>, config = #dwc.depthwise_config<block_channels = 1, block_rows = 10, block_cols = 16, threads = 64, rows_per_thread = 10, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, prefetch_depth = 2, unroll_rows = false>, padding = array<i64: 1, 5, 0, 6>} -> tensor<32x452x10x16xbf16>
    return %0 : tensor<32x452x10x16xbf16>
  }
  func.func @m21__n32__f16__nchw(%arg0: tensor<32x163x18x10xf16>, %arg1: tensor<163x7x5xf16>, %arg2: tensor<163xf16>, %arg3: tensor<32x163x18x10xf16>) -> tensor<32x163x18x10xf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<32x163x18x10xf16>, tensor<163x7x5xf16>) bias(%arg2 : tensor<163xf16>) outs(%arg3 : tensor<32x163x18x10xf16>) {activation = #dwc<activation relu>, config = #dwc.depthwise_config<block_channels = 1, block_rows = 18, block_cols = 10, threads = 64, rows_per_thread = 18, cols_per_thread = 8, vector_width = 4, column_reuse = batch_mma, prefetch_depth = 2, unroll_rows = false>, padding = array<i64: 3, 3, 0, 4>} -> tensor<32x163x18x10xf16>
    return %0 : tensor<32x163x18x10xf16>
  }
  func.func @m23__n64__f16__nchw(%arg0: tensor<64x409x26x22xf16>, %arg1: tensor<409x7x7xf16>, %arg2: tensor<64x409x26x22xf16>) -> tensor<64x409x26x22xf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<64x409x26x22xf16>, tensor<409x7x7xf16>) outs(%arg2 : tensor<64x409x26x22xf16>) {activation = #dwc<activation silu>, config = #dwc.depthwise_config<block_channels = 1, block_rows = 26, block_cols = 22, threads = 96, rows_per_thread = 26, cols_per_thread = 8, vector_width = 4, column_reuse = batch_mma, prefetch_depth = 2, unroll_rows = false>, padding = array<i64: 3, 3, 6, 0>} -> tensor<64x409x26x22xf16>
    return %0 : tensor<64x409x26x22xf16>
  }
  func.func @m24__n64__bf16__nchw(%arg0: tensor<64x202x24x10xbf16>, %arg1: tensor<202x5x5xbf16>, %arg2: tensor<202xbf16>, %arg3: tensor<64x202x24x10xbf16>) -> tensor<64x202x24x10xbf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<64x202x24x10xbf16>, tensor<202x5x5xbf16>) bias(%arg2 : tensor<202xbf16>) outs(%arg3 : tensor<64x202x24x10xbf16>) {activation = #dwc<activation silu>, config = #dwc.depthwise_config<block_channels = 1, block_rows = 24, block_cols = 10, threads = 64, rows_per_thread = 24, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, prefetch_depth = 2, unroll_rows = false>, padding = array<i64: 2, 2, 4, 0>} -> tensor<64x202x24x10xbf16>
    return %0 : tensor<64x202x24x10xbf16>
  }
  func.func @m26__n128__f16__nchw(%arg0: tensor<128x158x12x26xf16>, %arg1: tensor<158x5x5xf16>, %arg2: tensor<158xf16>, %arg3: tensor<128x158x12x26xf16>) -> tensor<128x158x12x26xf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<128x158x12x26xf16>, tensor<158x5x5xf16>) bias(%arg2 : tensor<158xf16>) outs(%arg3 : tensor<128x158x12x26xf16>) {activation = #dwc<activation relu>, config = #dwc.depthwise_config<block_channels = 1, block_rows = 12, block_cols = 26, threads = 128, rows_per_thread = 12, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, prefetch_depth = 2, unroll_rows = false>, padding = array<i64: 4, 0, 0, 4>} -> tensor<128x158x12x26xf16>
    return %0 : tensor<128x158x12x26xf16>
  }
  func.func @m28__n16__bf16__nchw(%arg0: tensor<16x579x28x20xbf16>, %arg1: tensor<579x5x5xbf16>, %arg2: tensor<16x579x28x20xbf16>) -> tensor<16x579x28x20xbf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<16x579x28x20xbf16>, tensor<579x5x5xbf16>) outs(%arg2 : tensor<16x579x28x20xbf16>) {config = #dwc.depthwise_config<block_channels = 1, block_rows = 28, block_cols = 20, threads = 96, rows_per_thread = 28, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, prefetch_depth = 2, unroll_rows = false>, padding = array<i64: 4, 0, 0, 4>} -> tensor<16x579x28x20xbf16>
    return %0 : tensor<16x579x28x20xbf16>
  }
  func.func @m29__n64__f16__nchw(%arg0: tensor<64x101x28x18xf16>, %arg1: tensor<101x5x5xf16>, %arg2: tensor<64x101x28x18xf16>) -> tensor<64x101x28x18xf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<64x101x28x18xf16>, tensor<101x5x5xf16>) outs(%arg2 : tensor<64x101x28x18xf16>) {activation = #dwc<activation relu6>, config = #dwc.depthwise_config<block_channels = 1, block_rows = 28, block_cols = 18, threads = 96, rows_per_thread = 28, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, prefetch_depth = 2, unroll_rows = false>, padding = array<i64: 3, 1, 4, 0>} -> tensor<64x101x28x18xf16>
    return %0 : tensor<64x101x28x18xf16>
  }
  func.func @m1__n64__f16__nchw(%arg0: tensor<64x145x12x14xf16>, %arg1: tensor<145x5x5xf16>, %arg2: tensor<64x145x12x14xf16>) -> tensor<64x145x12x14xf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<64x145x12x14xf16>, tensor<145x5x5xf16>) outs(%arg2 : tensor<64x145x12x14xf16>) {activation = #dwc<activation relu6>, config = #dwc.depthwise_config<block_channels = 1, block_rows = 12, block_cols = 14, threads = 64, rows_per_thread = 12, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, prefetch_depth = 2, unroll_rows = false>, padding = array<i64: 0, 4, 2, 2>} -> tensor<64x145x12x14xf16>
    return %0 : tensor<64x145x12x14xf16>
  }
  func.func @m2__n48__bf16__nchw(%arg0: tensor<48x289x14x24xbf16>, %arg1: tensor<289x5x7xbf16>, %arg2: tensor<48x289x14x24xbf16>) -> tensor<48x289x14x24xbf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<48x289x14x24xbf16>, tensor<289x5x7xbf16>) outs(%arg2 : tensor<48x289x14x24xbf16>) {activation = #dwc<activation silu>, config = #dwc.depthwise_config<block_channels = 1, block_rows = 14, block_cols = 24, threads = 96, rows_per_thread = 14, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, prefetch_depth = 2, unroll_rows = false>, padding = array<i64: 1, 3, 2, 4>} -> tensor<48x289x14x24xbf16>
    return %0 : tensor<48x289x14x24xbf16>
  }
  func.func @m3__n20__f16__nchw(%arg0: tensor<20x448x32x32xf16>, %arg1: tensor<448x5x7xf16>, %arg2: tensor<448xf16>, %arg3: tensor<20x448x32x32xf16>) -> tensor<20x448x32x32xf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<20x448x32x32xf16>, tensor<448x5x7xf16>) bias(%arg2 : tensor<448xf16>) outs(%arg3 : tensor<20x448x32x32xf16>) {activation = #dwc<activation relu6>, config = #dwc.depthwise_config<block_channels = 1, block_rows = 32, block_cols = 32, threads = 128, rows_per_thread = 32, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, prefetch_depth = 2, unroll_rows = false>, padding = array<i64: 0, 4, 4, 2>} -> tensor<20x448x32x32xf16>
    return %0 : tensor<20x448x32x32xf16>
  }
  func.func @m4__n20__bf16__nchw(%arg0: tensor<20x229x8x22xbf16>, %arg1: tensor<229x5x7xbf16>, %arg2: tensor<229xbf16>, %arg3: tensor<20x229x8x22xbf16>) -> tensor<20x229x8x22xbf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<20x229x8x22xbf16>, tensor<229x5x7xbf16>) bias(%arg2 : tensor<229xbf16>) outs(%arg3 : tensor<20x229x8x22xbf16>) {activation = #dwc<activation relu6>, config = #dwc.depthwise_config<block_channels = 1, block_rows = 8, block_cols = 22, threads = 96, rows_per_thread = 8, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, prefetch_depth = 2, unroll_rows = false>, padding = array<i64: 4, 0, 4, 2>} -> tensor<20x229x8x22xbf16>
    return %0 : tensor<20x229x8x22xbf16>
  }
  func.func @m5__n32__bf16__nchw(%arg0: tensor<32x494x17x30xbf16>, %arg1: tensor<494x7x5xbf16>, %arg2: tensor<32x494x17x30xbf16>) -> tensor<32x494x17x30xbf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<32x494x17x30xbf16>, tensor<494x7x5xbf16>) outs(%arg2 : tensor<32x494x17x30xbf16>) {config = #dwc.depthwise_config<block_channels = 2, block_rows = 17, block_cols = 30, threads = 256, rows_per_thread = 17, cols_per_thread = 8, vector_width = 4, column_reuse = batch_mma, unroll_rows = false>, padding = array<i64: 5, 1, 4, 0>} -> tensor<32x494x17x30xbf16>
    return %0 : tensor<32x494x17x30xbf16>
  }
  func.func @m6__n128__bf16__nchw(%arg0: tensor<128x107x11x32xbf16>, %arg1: tensor<107x5x7xbf16>, %arg2: tensor<128x107x11x32xbf16>) -> tensor<128x107x11x32xbf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<128x107x11x32xbf16>, tensor<107x5x7xbf16>) outs(%arg2 : tensor<128x107x11x32xbf16>) {activation = #dwc<activation silu>, config = #dwc.depthwise_config<block_channels = 1, block_rows = 11, block_cols = 32, threads = 128, rows_per_thread = 11, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, prefetch_depth = 2, unroll_rows = false>, padding = array<i64: 0, 4, 6, 0>} -> tensor<128x107x11x32xbf16>
    return %0 : tensor<128x107x11x32xbf16>
  }
  func.func @m7__n16__bf16__nchw(%arg0: tensor<16x619x24x28xbf16>, %arg1: tensor<619x7x5xbf16>, %arg2: tensor<619xbf16>, %arg3: tensor<16x619x24x28xbf16>) -> tensor<16x619x24x28xbf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<16x619x24x28xbf16>, tensor<619x7x5xbf16>) bias(%arg2 : tensor<619xbf16>) outs(%arg3 : tensor<16x619x24x28xbf16>) {activation = #dwc<activation relu6>, config = #dwc.depthwise_config<block_channels = 1, block_rows = 24, block_cols = 28, threads = 128, rows_per_thread = 24, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, prefetch_depth = 2, unroll_rows = false>, padding = array<i64: 2, 4, 4, 0>} -> tensor<16x619x24x28xbf16>
    return %0 : tensor<16x619x24x28xbf16>
  }
  func.func @m8__n48__f16__nchw(%arg0: tensor<48x362x6x20xf16>, %arg1: tensor<362x7x7xf16>, %arg2: tensor<48x362x6x20xf16>) -> tensor<48x362x6x20xf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<48x362x6x20xf16>, tensor<362x7x7xf16>) outs(%arg2 : tensor<48x362x6x20xf16>) {activation = #dwc<activation relu>, config = #dwc.depthwise_config<block_channels = 1, block_rows = 6, block_cols = 20, threads = 96, rows_per_thread = 6, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, prefetch_depth = 2, unroll_rows = false>, padding = array<i64: 4, 2, 6, 0>} -> tensor<48x362x6x20xf16>
    return %0 : tensor<48x362x6x20xf16>
  }
  func.func @m9__n64__bf16__nchw(%arg0: tensor<64x667x29x20xbf16>, %arg1: tensor<667x7x5xbf16>, %arg2: tensor<64x667x29x20xbf16>) -> tensor<64x667x29x20xbf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<64x667x29x20xbf16>, tensor<667x7x5xbf16>) outs(%arg2 : tensor<64x667x29x20xbf16>) {config = #dwc.depthwise_config<block_channels = 1, block_rows = 29, block_cols = 20, threads = 96, rows_per_thread = 29, cols_per_thread = 8, vector_width = 4, column_reuse = batch_mma, prefetch_depth = 2, unroll_rows = false>, padding = array<i64: 2, 4, 4, 0>} -> tensor<64x667x29x20xbf16>
    return %0 : tensor<64x667x29x20xbf16>
  }
  func.func @m10__n128__bf16__nchw(%arg0: tensor<128x158x6x12xbf16>, %arg1: tensor<158x5x5xbf16>, %arg2: tensor<158xbf16>, %arg3: tensor<128x158x6x12xbf16>) -> tensor<128x158x6x12xbf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<128x158x6x12xbf16>, tensor<158x5x5xbf16>) bias(%arg2 : tensor<158xbf16>) outs(%arg3 : tensor<128x158x6x12xbf16>) {activation = #dwc<activation silu>, config = #dwc.depthwise_config<block_channels = 1, block_rows = 6, block_cols = 12, threads = 64, rows_per_thread = 6, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, prefetch_depth = 2, unroll_rows = false>, padding = array<i64: 3, 1, 2, 2>} -> tensor<128x158x6x12xbf16>
    return %0 : tensor<128x158x6x12xbf16>
  }
  func.func @m11__n48__bf16__nchw(%arg0: tensor<48x121x28x32xbf16>, %arg1: tensor<121x5x5xbf16>, %arg2: tensor<48x121x28x32xbf16>) -> tensor<48x121x28x32xbf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<48x121x28x32xbf16>, tensor<121x5x5xbf16>) outs(%arg2 : tensor<48x121x28x32xbf16>) {activation = #dwc<activation relu6>, config = #dwc.depthwise_config<block_channels = 1, block_rows = 28, block_cols = 32, threads = 128, rows_per_thread = 28, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, prefetch_depth = 2, unroll_rows = false>, padding = array<i64: 0, 4, 4, 0>} -> tensor<48x121x28x32xbf16>
    return %0 : tensor<48x121x28x32xbf16>
  }
  func.func @m12__n20__bf16__nchw(%arg0: tensor<20x94x30x24xbf16>, %arg1: tensor<94x5x5xbf16>, %arg2: tensor<20x94x30x24xbf16>) -> tensor<20x94x30x24xbf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<20x94x30x24xbf16>, tensor<94x5x5xbf16>) outs(%arg2 : tensor<20x94x30x24xbf16>) {activation = #dwc<activation relu>, config = #dwc.depthwise_config<block_channels = 1, block_rows = 30, block_cols = 24, threads = 96, rows_per_thread = 30, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, prefetch_depth = 2, unroll_rows = false>, padding = array<i64: 3, 1, 4, 0>} -> tensor<20x94x30x24xbf16>
    return %0 : tensor<20x94x30x24xbf16>
  }
  func.func @m13__n128__bf16__nchw(%arg0: tensor<128x424x11x22xbf16>, %arg1: tensor<424x7x7xbf16>, %arg2: tensor<128x424x11x22xbf16>) -> tensor<128x424x11x22xbf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<128x424x11x22xbf16>, tensor<424x7x7xbf16>) outs(%arg2 : tensor<128x424x11x22xbf16>) {activation = #dwc<activation silu>, config = #dwc.depthwise_config<block_channels = 2, block_rows = 11, block_cols = 22, threads = 192, rows_per_thread = 11, cols_per_thread = 8, vector_width = 4, column_reuse = batch_mma, unroll_rows = false>, padding = array<i64: 2, 4, 6, 0>} -> tensor<128x424x11x22xbf16>
    return %0 : tensor<128x424x11x22xbf16>
  }
  func.func @m14__n64__bf16__nchw(%arg0: tensor<64x314x31x26xbf16>, %arg1: tensor<314x7x7xbf16>, %arg2: tensor<64x314x31x26xbf16>) -> tensor<64x314x31x26xbf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<64x314x31x26xbf16>, tensor<314x7x7xbf16>) outs(%arg2 : tensor<64x314x31x26xbf16>) {activation = #dwc<activation silu>, config = #dwc.depthwise_config<block_channels = 1, block_rows = 31, block_cols = 26, threads = 128, rows_per_thread = 31, cols_per_thread = 8, vector_width = 2, column_reuse = batch_mma, prefetch_depth = 2, unroll_rows = false>, padding = array<i64: 0, 6, 0, 6>} -> tensor<64x314x31x26xbf16>
    return %0 : tensor<64x314x31x26xbf16>
  }
  func.func @m15__n48__bf16__nchw(%arg0: tensor<48x426x24x20xbf16>, %arg1: tensor<426x5x7xbf16>, %arg2: tensor<426xbf16>, %arg3: tensor<48x426x24x20xbf16>) -> tensor<48x426x24x20xbf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<48x426x24x20xbf16>, tensor<426x5x7xbf16>) bias(%arg2 : tensor<426xbf16>) outs(%arg3 : tensor<48x426x24x20xbf16>) {activation = #dwc<activation relu6>, config = #dwc.depthwise_config<block_channels = 1, block_rows = 24, block_cols = 20, threads = 96, rows_per_thread = 24, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, prefetch_depth = 2, unroll_rows = false>, padding = array<i64: 0, 4, 6, 0>} -> tensor<48x426x24x20xbf16>
    return %0 : tensor<48x426x24x20xbf16>
  }
  func.func @m16__n16__f16__nchw(%arg0: tensor<16x231x7x10xf16>, %arg1: tensor<231x5x5xf16>, %arg2: tensor<231xf16>, %arg3: tensor<16x231x7x10xf16>) -> tensor<16x231x7x10xf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<16x231x7x10xf16>, tensor<231x5x5xf16>) bias(%arg2 : tensor<231xf16>) outs(%arg3 : tensor<16x231x7x10xf16>) {activation = #dwc<activation silu>, config = #dwc.depthwise_config<block_channels = 1, block_rows = 7, block_cols = 10, threads = 64, rows_per_thread = 7, cols_per_thread = 8, vector_width = 2, column_reuse = batch_mma, prefetch_depth = 2, unroll_rows = false>, padding = array<i64: 1, 3, 2, 2>} -> tensor<16x231x7x10xf16>
    return %0 : tensor<16x231x7x10xf16>
  }
  func.func @m17__n16__bf16__nchw(%arg0: tensor<16x515x14x8xbf16>, %arg1: tensor<515x7x7xbf16>, %arg2: tensor<16x515x14x8xbf16>) -> tensor<16x515x14x8xbf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<16x515x14x8xbf16>, tensor<515x7x7xbf16>) outs(%arg2 : tensor<16x515x14x8xbf16>) {activation = #dwc<activation silu>, config = #dwc.depthwise_config<block_channels = 1, block_rows = 14, block_cols = 8, threads = 32, rows_per_thread = 14, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, prefetch_depth = 2, unroll_rows = false>, padding = array<i64: 2, 4, 0, 6>} -> tensor<16x515x14x8xbf16>
    return %0 : tensor<16x515x14x8xbf16>
  }
  func.func @m18__n20__bf16__nchw(%arg0: tensor<20x675x19x10xbf16>, %arg1: tensor<675x5x7xbf16>, %arg2: tensor<20x675x19x10xbf16>) -> tensor<20x675x19x10xbf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<20x675x19x10xbf16>, tensor<675x5x7xbf16>) outs(%arg2 : tensor<20x675x19x10xbf16>) {config = #dwc.depthwise_config<block_channels = 1, block_rows = 19, block_cols = 10, threads = 64, rows_per_thread = 19, cols_per_thread = 8, vector_width = 2, column_reuse = batch_mma, prefetch_depth = 2, unroll_rows = false>, padding = array<i64: 1, 3, 4, 2>} -> tensor<20x675x19x10xbf16>
    return %0 : tensor<20x675x19x10xbf16>
  }
  func.func @m19__n128__bf16__nchw(%arg0: tensor<128x350x18x32xbf16>, %arg1: tensor<350x7x5xbf16>, %arg2: tensor<128x350x18x32xbf16>) -> tensor<128x350x18x32xbf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<128x350x18x32xbf16>, tensor<350x7x5xbf16>) outs(%arg2 : tensor<128x350x18x32xbf16>) {activation = #dwc<activation silu>, config = #dwc.depthwise_config<block_channels = 1, block_rows = 18, block_cols = 32, threads = 128, rows_per_thread = 18, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, prefetch_depth = 2, unroll_rows = false>, padding = array<i64: 1, 5, 0, 4>} -> tensor<128x350x18x32xbf16>
    return %0 : tensor<128x350x18x32xbf16>
  }
  func.func @m20__n20__f16__nchw(%arg0: tensor<20x468x6x28xf16>, %arg1: tensor<468x7x7xf16>, %arg2: tensor<468xf16>, %arg3: tensor<20x468x6x28xf16>) -> tensor<20x468x6x28xf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<20x468x6x28xf16>, tensor<468x7x7xf16>) bias(%arg2 : tensor<468xf16>) outs(%arg3 : tensor<20x468x6x28xf16>) {config = #dwc.depthwise_config<block_channels = 1, block_rows = 6, block_cols = 28, threads = 128, rows_per_thread = 6, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, prefetch_depth = 2, unroll_rows = false>, padding = array<i64: 6, 0, 6, 0>} -> tensor<20x468x6x28xf16>
    return %0 : tensor<20x468x6x28xf16>
  }
  func.func @m21__n48__bf16__nchw(%arg0: tensor<48x100x8x14xbf16>, %arg1: tensor<100x5x7xbf16>, %arg2: tensor<48x100x8x14xbf16>) -> tensor<48x100x8x14xbf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<48x100x8x14xbf16>, tensor<100x5x7xbf16>) outs(%arg2 : tensor<48x100x8x14xbf16>) {config = #dwc.depthwise_config<block_channels = 1, block_rows = 8, block_cols = 14, threads = 64, rows_per_thread = 8, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, prefetch_depth = 2, unroll_rows = false>, padding = array<i64: 1, 3, 4, 2>} -> tensor<48x100x8x14xbf16>
    return %0 : tensor<48x100x8x14xbf16>
  }
  func.func @m22__n20__f16__nchw(%arg0: tensor<20x424x32x32xf16>, %arg1: tensor<424x7x7xf16>, %arg2: tensor<20x424x32x32xf16>) -> tensor<20x424x32x32xf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<20x424x32x32xf16>, tensor<424x7x7xf16>) outs(%arg2 : tensor<20x424x32x32xf16>) {config = #dwc.depthwise_config<block_channels = 1, block_rows = 32, block_cols = 32, threads = 128, rows_per_thread = 32, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, prefetch_depth = 2, unroll_rows = false>, padding = array<i64: 4, 2, 2, 4>} -> tensor<20x424x32x32xf16>
    return %0 : tensor<20x424x32x32xf16>
  }
  func.func @h_m24__n64__bf16__nchw(%arg0: tensor<64x412x7x30xbf16>, %arg1: tensor<412x5x5xbf16>, %arg2: tensor<64x412x7x30xbf16>) -> tensor<64x412x7x30xbf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<64x412x7x30xbf16>, tensor<412x5x5xbf16>) outs(%arg2 : tensor<64x412x7x30xbf16>) {config = #dwc.depthwise_config<block_channels = 2, block_rows = 7, block_cols = 30, threads = 256, rows_per_thread = 7, cols_per_thread = 8, vector_width = 4, column_reuse = batch_mma, unroll_rows = false>, padding = array<i64: 2, 2, 0, 4>} -> tensor<64x412x7x30xbf16>
    return %0 : tensor<64x412x7x30xbf16>
  }
  func.func @m25__n128__bf16__nchw(%arg0: tensor<128x253x13x18xbf16>, %arg1: tensor<253x5x7xbf16>, %arg2: tensor<128x253x13x18xbf16>) -> tensor<128x253x13x18xbf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<128x253x13x18xbf16>, tensor<253x5x7xbf16>) outs(%arg2 : tensor<128x253x13x18xbf16>) {config = #dwc.depthwise_config<block_channels = 1, block_rows = 13, block_cols = 18, threads = 96, rows_per_thread = 13, cols_per_thread = 8, vector_width = 2, column_reuse = batch_mma, prefetch_depth = 2, unroll_rows = false>, padding = array<i64: 3, 1, 6, 0>} -> tensor<128x253x13x18xbf16>
    return %0 : tensor<128x253x13x18xbf16>
  }
  func.func @m26__n48__f16__nchw(%arg0: tensor<48x429x26x8xf16>, %arg1: tensor<429x5x7xf16>, %arg2: tensor<48x429x26x8xf16>) -> tensor<48x429x26x8xf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<48x429x26x8xf16>, tensor<429x5x7xf16>) outs(%arg2 : tensor<48x429x26x8xf16>) {config = #dwc.depthwise_config<block_channels = 1, block_rows = 26, block_cols = 8, threads = 32, rows_per_thread = 26, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, prefetch_depth = 2, unroll_rows = false>, padding = array<i64: 3, 1, 2, 4>} -> tensor<48x429x26x8xf16>
    return %0 : tensor<48x429x26x8xf16>
  }
  func.func @m27__n48__f16__nchw(%arg0: tensor<48x529x18x16xf16>, %arg1: tensor<529x5x5xf16>, %arg2: tensor<48x529x18x16xf16>) -> tensor<48x529x18x16xf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<48x529x18x16xf16>, tensor<529x5x5xf16>) outs(%arg2 : tensor<48x529x18x16xf16>) {config = #dwc.depthwise_config<block_channels = 1, block_rows = 18, block_cols = 16, threads = 64, rows_per_thread = 18, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, prefetch_depth = 2, unroll_rows = false>, padding = array<i64: 3, 1, 4, 0>} -> tensor<48x529x18x16xf16>
    return %0 : tensor<48x529x18x16xf16>
  }
  func.func @m28__n64__f16__nchw(%arg0: tensor<64x151x6x20xf16>, %arg1: tensor<151x5x7xf16>, %arg2: tensor<64x151x6x20xf16>) -> tensor<64x151x6x20xf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<64x151x6x20xf16>, tensor<151x5x7xf16>) outs(%arg2 : tensor<64x151x6x20xf16>) {activation = #dwc<activation relu6>, config = #dwc.depthwise_config<block_channels = 1, block_rows = 6, block_cols = 20, threads = 96, rows_per_thread = 6, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, prefetch_depth = 2, unroll_rows = false>, padding = array<i64: 1, 3, 0, 6>} -> tensor<64x151x6x20xf16>
    return %0 : tensor<64x151x6x20xf16>
  }
  func.func @m29__n16__bf16__nchw(%arg0: tensor<16x546x23x18xbf16>, %arg1: tensor<546x5x5xbf16>, %arg2: tensor<16x546x23x18xbf16>) -> tensor<16x546x23x18xbf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<16x546x23x18xbf16>, tensor<546x5x5xbf16>) outs(%arg2 : tensor<16x546x23x18xbf16>) {activation = #dwc<activation relu>, config = #dwc.depthwise_config<block_channels = 2, block_rows = 23, block_cols = 18, threads = 192, rows_per_thread = 23, cols_per_thread = 8, vector_width = 4, column_reuse = batch_mma, unroll_rows = false>, padding = array<i64: 0, 4, 4, 0>} -> tensor<16x546x23x18xbf16>
    return %0 : tensor<16x546x23x18xbf16>
  }
  func.func @m30__n48__bf16__nchw(%arg0: tensor<48x260x7x16xbf16>, %arg1: tensor<260x7x5xbf16>, %arg2: tensor<48x260x7x16xbf16>) -> tensor<48x260x7x16xbf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<48x260x7x16xbf16>, tensor<260x7x5xbf16>) outs(%arg2 : tensor<48x260x7x16xbf16>) {activation = #dwc<activation silu>, config = #dwc.depthwise_config<block_channels = 1, block_rows = 7, block_cols = 16, threads = 64, rows_per_thread = 7, cols_per_thread = 8, vector_width = 8, column_reuse = batch_mma, prefetch_depth = 2, unroll_rows = false>, padding = array<i64: 2, 4, 4, 0>} -> tensor<48x260x7x16xbf16>
    return %0 : tensor<48x260x7x16xbf16>
  }
  func.func @m31__n32__f16__nchw(%arg0: tensor<32x447x18x18xf16>, %arg1: tensor<447x7x7xf16>, %arg2: tensor<447xf16>, %arg3: tensor<32x447x18x18xf16>) -> tensor<32x447x18x18xf16> {
    %0 = dwc.depthwise_conv2d ins(%arg0, %arg1 : tensor<32x447x18x18xf16>, tensor<447x7x7xf16>) bias(%arg2 : tensor<447xf16>) outs(%arg3 : tensor<32x447x18x18xf16>) {activation = #dwc<activation silu>, config = #dwc.depthwise_config<block_channels = 1, block_rows = 18, block_cols = 18, threads = 96, rows_per_thread = 18, cols_per_thread = 8, vector_width = 4, column_reuse = batch_mma, prefetch_depth = 2, unroll_rows = false>, padding = array<i64: 1, 5, 2, 4>} -> tensor<32x447x18x18xf16>
    return %0 : tensor<32x447x18x18xf16>
  }
}
