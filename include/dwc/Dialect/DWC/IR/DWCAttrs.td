//===- DWCAttrs.td - dwc attributes and enums ---------------*- tablegen -*-===//

#ifndef DWC_DIALECT_DWC_IR_DWCATTRS_TD
#define DWC_DIALECT_DWC_IR_DWCATTRS_TD

include "dwc/Dialect/DWC/IR/DWCDialect.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"

def DWC_Layout : I32EnumAttr<"Layout", "activation tensor layout", [
    I32EnumAttrCase<"NCHW", 0, "nchw">,
    I32EnumAttrCase<"NHWC", 1, "nhwc">
  ]> {
  let cppNamespace = "::mlir::dwc";
  let genSpecializedAttr = 0;
}
def DWC_LayoutAttr : EnumAttr<DWC_Dialect, DWC_Layout, "layout">;

def DWC_Activation : I32EnumAttr<"Activation", "elementwise activation", [
    I32EnumAttrCase<"None", 0, "none">,
    I32EnumAttrCase<"Relu", 1, "relu">,
    I32EnumAttrCase<"Relu6", 2, "relu6">,
    I32EnumAttrCase<"Silu", 3, "silu">,
    I32EnumAttrCase<"HardSwish", 4, "hardswish">
  ]> {
  let cppNamespace = "::mlir::dwc";
  let genSpecializedAttr = 0;
}
def DWC_ActivationAttr : EnumAttr<DWC_Dialect, DWC_Activation, "activation">;

def DWC_MathMode : I32EnumAttr<"MathMode",
    "how f32 products of a pointwise convolution are computed", [
    I32EnumAttrCase<"Exact", 0, "exact">,
    I32EnumAttrCase<"TF32", 1, "tf32">
  ]> {
  let cppNamespace = "::mlir::dwc";
  let genSpecializedAttr = 0;
}
def DWC_MathModeAttr : EnumAttr<DWC_Dialect, DWC_MathMode, "math">;

def DWC_GemmInstruction : I32EnumAttr<"GemmInstruction",
    "the instruction a pointwise kernel multiplies with", [
    I32EnumAttrCase<"FFMA", 0, "ffma">,
    I32EnumAttrCase<"Mma", 1, "mma">
  ]> {
  let cppNamespace = "::mlir::dwc";
  let genSpecializedAttr = 0;
}

def DWC_SeparableStrategy : I32EnumAttr<"SeparableStrategy",
    "how a separable convolution runs on the GPU", [
    I32EnumAttrCase<"Split", 0, "split">,
    I32EnumAttrCase<"Fused", 1, "fused">
  ]> {
  let cppNamespace = "::mlir::dwc";
  let genSpecializedAttr = 0;
}
def DWC_SeparableStrategyAttr
    : EnumAttr<DWC_Dialect, DWC_SeparableStrategy, "strategy">;

def DWC_DataGradientStrategy : I32EnumAttr<"DataGradientStrategy",
    "how the data gradient of a depthwise convolution runs on the GPU", [
    I32EnumAttrCase<"Forward", 0, "forward">,
    I32EnumAttrCase<"Gather", 1, "gather">
  ]> {
  let cppNamespace = "::mlir::dwc";
  let genSpecializedAttr = 0;
}
def DWC_DataGradientStrategyAttr
    : EnumAttr<DWC_Dialect, DWC_DataGradientStrategy, "data_gradient">;

def DWC_ColumnReuse : I32EnumAttr<"ColumnReuse",
    "how neighbouring output columns share input columns", [
    I32EnumAttrCase<"Shuffle", 0, "shuffle">,
    I32EnumAttrCase<"Window", 1, "window">,
    I32EnumAttrCase<"Shared", 2, "shared">,
    I32EnumAttrCase<"Mma", 3, "mma">,
    I32EnumAttrCase<"BatchMma", 4, "batch_mma">,
    I32EnumAttrCase<"RolledWindow", 5, "rolled_window">,
    I32EnumAttrCase<"Diagonal", 6, "diagonal">
  ]> {
  let cppNamespace = "::mlir::dwc";
  let genSpecializedAttr = 0;
}

def DWC_DepthwiseConfigAttr : AttrDef<DWC_Dialect, "DepthwiseConfig"> {
  let mnemonic = "depthwise_config";
  let summary = "GPU schedule of a depthwise convolution";
  let description = [{
    Chosen once by `dwc-configure-depthwise` (or written by a user) and only
    read by later passes. A thread block computes `block_channels` channels x
    `block_rows` output rows x `block_cols` output columns with `threads`
    threads. Each thread walks `rows_per_thread` consecutive output rows
    (row reuse: every input row is loaded once into the rotating
    accumulators) for `cols_per_thread` output columns; `vector_width` is the
    element count of one global access. Input rows are fetched
    `prefetch_depth` output rows ahead of the row being computed, so that
    many loads are in flight per thread. With `unroll_rows` (the default)
    the row loop is unrolled by the period of its accumulator rotation
    (`dwc-unroll-row-reuse`), so the rotation is register renaming rather
    than moves.

    * `shuffle` (NCHW): the lanes of a row segment own consecutive output
      columns; overlapping input columns move between lanes by warp shuffles.
      The segment spans the whole output row (`block_cols` = OW), so threads =
      block_channels x (block_rows / rows_per_thread) x lanes per row, with a
      power-of-two lane count.
    * `window`: a thread owns `vector_width` channels and `cols_per_thread`
      output columns and keeps the overlapping input columns in a register
      window; threads = (block_channels / vector_width) x (block_rows /
      rows_per_thread) x (block_cols / cols_per_thread). The NHWC schedule;
      in NCHW (vector width 1) it serves rows too wide for one warp.
    * `shared`: the block first copies its input tile with the halo
      rows and columns (zero where it is padding) into workgroup memory,
      cooperatively, then each lane reads its overlapping columns from there.
      Threads are laid out as for `shuffle`; the tile must fit 48 KB. In
      NHWC the block stages whole planes (`block_rows` covers the map) in a
      pixel-major tile of its channels, copied in chunks of `vector_width`
      channels of one pixel, and needs `stage_output`: its outputs leave
      through a pixel-major tile the same way.
    * `mma` (NCHW, 16-bit, column stride 1): the block stages its input rows
      as for `shared`, with zero columns around them, and each warp computes
      output tiles of `rows_per_thread` (16) rows x 8 columns on the tensor
      cores: per filter row kh, 16 input rows (row reuse: those of kh - 1 one
      row down) times the filter row as a banded 16 x 8 matrix (column reuse:
      every input column feeds the outputs whose windows hold it),
      accumulated in f32. A warp walks the row's column tiles,
      `cols_per_thread` (8, 16, 24 or 32) columns per step; threads = 32 x
      block_channels x block_rows / 16 and `vector_width` is the copy's
      chunk. Outputs go through a workgroup tile to aligned row stores.
    * `batch_mma` (NCHW, 16-bit, stride 1, outputs the input's size): the
      block stages the whole planes of `block_channels` channels of 16
      images, each image's planes one run of `vector_width` chunks, and each
      warp computes one 8-column output tile of one channel on the tensor
      cores with the 16 images as the product's rows: every input row, read
      once from the tile (as 4-byte pairs where the width and left padding
      are even, else element by element), is multiplied by all filter rows
      as banded 16 x 8 matrices into rotating accumulators (row reuse;
      column reuse as for `mma`, neighbouring tiles sharing 8 input
      columns). A warp holds its finished rows in registers and, after a
      barrier, writes them over the input tile, which then leaves as one run
      per image. block_rows and block_cols are the map, rows_per_thread =
      block_rows, cols_per_thread = 8 and threads = 32 x block_channels x
      ceil(block_cols / 8); the grid's third dimension walks groups of 16
      images. With
      `prefetch_depth` above 1 the planes arrive in that many bands of rows,
      each a cp.async group that the warps await (and a barrier) before the
      band's first row, so that the products of a band overlap the copies of
      the later ones; a band starts at a row whose first element begins a
      chunk, and with several channels per block no chunk may straddle two
      planes. At each band's wait the output rows finished so far go over
      the tile and leave, up to the last row that begins a chunk, while the
      warps compute the later rows.
    * `rolled_window`: threads as for `window` (`vector_width` channels x
      `cols_per_thread` columns x `rows_per_thread` rows, each output row
      accumulated on its own), for windows too large to unroll: the block
      first copies its channels' taps into workgroup memory, then each
      thread walks the window in rolled loops, a filter row a step and, in
      it, up to kRolledWindowStepTaps taps a step, loading the input
      columns of the step's taps into registers (column reuse within the
      step). Registers, code size and compile time do not grow with the
      window; the taps must fit 48 KB. `unroll_rows` has no effect.
    * `diagonal` (NHWC, 16-bit, channel multiplier 1, channels a multiple
      of 8): Qin et al.'s diagonalwise refactorization on the tensor cores.
      The block stages its input tile (the halo and the padding as zeros;
      `block_channels` channels of each pixel, a multiple of 8) and its
      channels' taps in workgroup memory. Each warp owns 8 channels and
      `rows_per_thread` output rows, walked in tiles of `cols_per_thread`
      (16) columns: per pair of taps one m16n8k16 product of 16 pixels x
      (2 taps x 8 channels), read by `ldmatrix` at the taps' offsets, times
      the block-diagonal 16 x 8 matrix of the two taps' weights (an 8th of
      its products are the convolution's; the tensor cores' rate pays for
      the rest where a window has many taps). Threads = 32 x
      (block_channels / 8) x (block_rows / rows_per_thread); `vector_width`
      is 8, the copy's chunk.

    With `stage_output` (`shared` or `shuffle` blocks of whole channel
    planes) the block writes its outputs into a workgroup tile and, after a
    barrier, stores them as one contiguous run of aligned chunks: the rows of
    a small map are too short for the lanes' own stores to fill whole
    sectors. With `stage_in_place` as well (NCHW `shared` blocks whose
    threads each own one whole channel plane, stride 1, output planes the
    size of the input's) the output tile is the input tile: a thread stores
    output row r over its input row r, which its row loop has already read
    and no other thread reads. That halves the block's workgroup memory, so
    more blocks fit an SM where workgroup memory is what bounds them.

    With `predicated_padding` (`window` and `shuffle`), an input read that
    may lie in the padding (a window position, a row segment) is read under
    a uniform mask, which `dwc-coalesce-depthwise` makes predicated loads
    (`@p ld.global` into registers holding zeros); without it, the read
    loads a clamped address and a select replaces the value by zero. ptxas
    schedules the two differently: the select waits for its load, and ptxas
    sometimes places it a few loads on, which cuts the loads a batch-1
    thread has in flight.

    With `max_registers` (0: ptxas chooses) each thread of the kernel may use
    at most that many registers (16 to 255; ptxas's `.maxnreg`), so that more
    blocks fit an SM; registers past it spill to local memory.
    `dwc-tile-depthwise` places a `dwc.register_limit` in the thread loop's
    body, which `dwc-apply-register-limits` makes the kernel's
    `nvvm.maxnreg`. The chooser leaves it at 0; `compileBundle`, given ptxas,
    raises it to the block's register ceiling where a kernel would spill.
  }];
  let parameters = (ins
    "int64_t":$block_channels,
    "int64_t":$block_rows,
    "int64_t":$block_cols,
    "int64_t":$threads,
    "int64_t":$rows_per_thread,
    "int64_t":$cols_per_thread,
    "int64_t":$vector_width,
    EnumParameter<DWC_ColumnReuse>:$column_reuse,
    DefaultValuedParameter<"int64_t", "1">:$prefetch_depth,
    DefaultValuedParameter<"bool", "true">:$unroll_rows,
    DefaultValuedParameter<"bool", "false">:$stage_output,
    DefaultValuedParameter<"bool", "false">:$predicated_padding,
    DefaultValuedParameter<"bool", "false">:$stage_in_place,
    DefaultValuedParameter<"int64_t", "0">:$max_registers
  );
  let skipDefaultBuilders = 1;
  let builders = [
    AttrBuilder<(ins "int64_t":$block_channels, "int64_t":$block_rows,
      "int64_t":$block_cols, "int64_t":$threads, "int64_t":$rows_per_thread,
      "int64_t":$cols_per_thread, "int64_t":$vector_width,
      "ColumnReuse":$column_reuse, "int64_t":$prefetch_depth,
      "bool":$unroll_rows, "bool":$stage_output, "bool":$predicated_padding,
      "bool":$stage_in_place, CArg<"int64_t", "0">:$max_registers), [{
      return $_get($_ctxt, block_channels, block_rows, block_cols, threads,
                   rows_per_thread, cols_per_thread, vector_width,
                   column_reuse, prefetch_depth, unroll_rows, stage_output,
                   predicated_padding, stage_in_place, max_registers);
    }]>
  ];
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

def DWC_PointwiseConfigAttr : AttrDef<DWC_Dialect, "PointwiseConfig"> {
  let mnemonic = "pointwise_config";
  let summary = "GPU schedule of a pointwise convolution (a GEMM)";
  let description = [{
    Chosen once by `dwc-configure-pointwise` (or written by a user) and only
    read by later passes. The 1x1 convolution is the GEMM `C = A x B` with
    all three row-major: in NHWC, A is the input's pixels x Cin, B the
    filter (Cin x Cout) and C the output's pixels x Cout, the images' pixels
    one M dimension; in NCHW, per image (the grid's third dimension), A is
    the filter (Cout x Cin), B the input's Cin x pixels and C the output's
    Cout x pixels.

    A block computes a `block_m` x `block_n` tile of C with `warps_m` x
    `warps_n` warps, each a (block_m / warps_m) x (block_n / warps_n) warp
    tile, stepping over K by `block_k`: it copies the A and B tiles of the
    step into workgroup memory (every thread's loads in flight before its
    stores), then multiplies them.

    * `ffma` (f32): the warp's 32 lanes form a 4 x 8 grid over the warp
      tile, each lane owning a contiguous (warp_m / 4) x (warp_n / 8) tile
      of C accumulated by fused multiply-adds from the A column and B row
      of each k, read as vectors from workgroup memory.
    * `mma` (f16 and bf16; f32 under `math = tf32`): each warp tile is
      16 x 8 `mma.sync` tiles (m16n8k16, m16n8k8 for tf32) whose A and B
      fragments come from workgroup memory by `ldmatrix` (16-bit) or
      32-bit loads (tf32); accumulators are f32.

    `vector_width` is the element count of one global access of the A and B
    copies and of the stores of C: a divisor of the contiguous extents
    (K of row-major A, N of B and C) so that no access straddles a row.

    `stages` (default 1) is the number of K steps whose tiles workgroup
    memory holds at once: with `stages` = s, the copies of step i + s - 1
    are in flight while step i is multiplied, so that a long K loop waits for
    DRAM once rather than once a step. Tiles stored as loaded (both `mma`
    operands, `ffma`'s B) go by `cp.async` without passing through
    registers when a chunk is at least 4 bytes; `ffma`'s transposed A and a
    fused kernel's computed A are written by the threads.

    With `max_registers` (0: ptxas chooses) each thread may use at most that
    many registers (ptxas's `.maxnreg`); the chooser leaves it at 0, since
    limits below ptxas's own choice spilled in every measurement, and
    `compileBundle`, given ptxas, raises it to the block's register ceiling
    where that spills less.

    `partitions` (default 1) is for filter gradients, whose K (the images'
    pixels) is long and whose C (Cout x Cin) may be a few blocks: it cuts
    the K steps into that many equal runs, one a block along the grid's
    third dimension, each writing f32 partial sums that `dwc.reduce_partials`
    adds in partition order (`dwc-split-backward-filter`), so that the
    result is the same on every run.

    `tiles_m` (default 1) is the number of C tiles a block computes one after
    the other down M (the grid's first dimension shrinks by that factor).
    The staged copies run on across a tile's end: the first K steps of the
    next tile are in flight while the block multiplies its last step and
    stores the finished tile. Where K is a step or two (the 1x1 layers of
    24 to 96 input channels) a block with one tile waits for DRAM, then
    multiplies, then stores, with nothing in flight between; with several,
    its loads overlap its stores.

    `flat_pixels` (default false; NCHW `mma` only) reads an image's pixels
    as one run: where `block_n` covers all of them (one block column), B's
    tile of a K step (block_k channels x the pixels) and the 16 rows of C a
    warp stores at a time each lie contiguously in memory, so that they move
    in `vector_width` chunks that may straddle rows, whatever the pixel
    count. Without it a map of 7 x 7 pixels (49 a row) leaves one element an
    access. B's chunks go through registers, each element to its own row of
    the tile, whose rows stay aligned for `ldmatrix`; the epilogue is staged
    (`vector_width` > 2) and each warp holds whole rows (`warps_n` = 1).
  }];
  let parameters = (ins
    "int64_t":$block_m,
    "int64_t":$block_n,
    "int64_t":$block_k,
    "int64_t":$warps_m,
    "int64_t":$warps_n,
    "int64_t":$vector_width,
    EnumParameter<DWC_GemmInstruction>:$instruction,
    DefaultValuedParameter<"int64_t", "0">:$max_registers,
    DefaultValuedParameter<"int64_t", "1">:$stages,
    DefaultValuedParameter<"int64_t", "1">:$partitions,
    DefaultValuedParameter<"int64_t", "1">:$tiles_m,
    DefaultValuedParameter<"bool", "false">:$flat_pixels
  );
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

def DWC_GatherConfigAttr : AttrDef<DWC_Dialect, "GatherConfig"> {
  let mnemonic = "gather_config";
  let summary = "GPU schedule of a depthwise data gradient computed by gathering";
  let description = [{
    Chosen once by `dwc-configure-backward-data` (or written by a user) for
    the `gather` strategy of `dwc.depthwise_conv2d_backward_data`. The
    input gradient is split into cells of stride_h x stride_w elements: the
    elements of a cell take their taps at fixed offsets, so a thread that
    owns a cell knows at compile time which taps reach each of its elements
    and multiplies only those (the zeros a stride would insert between
    output-gradient elements are never read). A thread computes
    `cells_per_thread` consecutive cells of a row of cells for `vector_width`
    channels (NHWC: one access of that many channels; NCHW: 1), loading the
    output-gradient elements their windows cover once. Consecutive threads
    take consecutive channel chunks (NHWC) or cells (NCHW), so that a warp's
    accesses are contiguous; a block has `threads` threads, the grid's first
    dimension walks an image's threads and its third the images. In NCHW a
    thread's cells cover `cells_per_thread x stride_w` consecutive elements
    of each gradient row, stored as one access where that run is a power of
    two of at most 16 bytes dividing the row (`getGatherRowRun`).

    With `max_registers` (0: ptxas chooses) each thread may use at most that
    many registers (`.maxnreg`), as for `#dwc.depthwise_config`: ptxas caps
    a kernel of `threads` threads below what its block may hold, and
    `compileBundle` raises the limit where that spills.
  }];
  let parameters = (ins
    "int64_t":$threads,
    "int64_t":$cells_per_thread,
    "int64_t":$vector_width,
    DefaultValuedParameter<"int64_t", "0">:$max_registers
  );
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

def DWC_FilterGradientConfigAttr : AttrDef<DWC_Dialect, "FilterGradientConfig"> {
  let mnemonic = "filter_gradient_config";
  let summary = "GPU schedule of a depthwise filter gradient";
  let description = [{
    Chosen once by `dwc-configure-backward-filter` (or written by a user) for
    `dwc.depthwise_conv2d_backward_filter`. The reduction over N x OH x OW
    is cut into row blocks of `rows_per_thread` consecutive output rows of
    one image and column blocks of `cols_per_thread` columns. A block of
    `threads` threads owns `block_channels` channels and one of
    `partitions` equal runs of row blocks; each thread takes a chunk of
    `vector_width` channels (NHWC; 1 in NCHW) and, in turn, the (row block,
    column block) items its lane index selects, summing
    `grad_output x input window` into K x K registers a channel. A thread
    loads each input row its row block reads once, for all the output rows
    and taps that use it (row reuse), and each input element of a row once
    for the taps of its columns (column reuse). The block then adds its
    threads' sums in a fixed order (warp shuffles, then workgroup memory)
    and writes them: to the result when `partitions` is 1, else to
    partition `p` of an f32 partial-sums tensor that `dwc.reduce_partials`
    adds up in order (`dwc-split-backward-filter`). No atomics: the result
    is the same, bit for bit, from run to run.

    In NHWC the `block_channels / vector_width` channel chunks are the
    fastest-varying thread index (a warp's loads are contiguous along
    channels); in NCHW the lanes are, along a row's columns. With
    `max_registers` (0: ptxas chooses) each thread may use at most that many
    registers, as for `#dwc.depthwise_config`.
  }];
  let parameters = (ins
    "int64_t":$threads,
    "int64_t":$block_channels,
    "int64_t":$vector_width,
    "int64_t":$rows_per_thread,
    "int64_t":$cols_per_thread,
    "int64_t":$partitions,
    DefaultValuedParameter<"int64_t", "0">:$max_registers
  );
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

#endif // DWC_DIALECT_DWC_IR_DWCATTRS_TD
