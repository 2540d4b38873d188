//===- Passes.td - dwc GPU passes ---------------------------*- tablegen -*-===//

#ifndef DWC_DIALECT_DWC_TRANSFORMS_PASSES_TD
#define DWC_DIALECT_DWC_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def DWCCheckGPUInput : Pass<"dwc-check-gpu-input", "::mlir::ModuleOp"> {
  let summary = "Report what the GPU path cannot compile before any pass runs";
  let description = [{
    The GPU pipeline's first pass. Reports as errors the dwc ops outside a
    `func.func` (kernels are launched from host functions), with the message
    `dwc-compile` gives, instead of the bufferization failure they would
    meet later. A module without any dwc op gets a warning: the pipeline
    would compile no kernel, which usually means the input was lowered
    already (e.g. by `dwc-lower-to-linalg`).
  }];
}

def DWCApplyTuningDatabase : Pass<"dwc-apply-tuning-db"> {
  let summary = "Give each layer of a tuning database its measured schedule";
  let description = [{
    Reads the tuning database at `path` (JSON that `python -m dwc.tune`
    writes; every field is checked) and sets, on each dwc op whose layer
    signature (its name, operand types and attributes without its schedule)
    has an entry for `chip`, the entry's `config`, marked `dwc.tuned`. The
    configure passes keep it as they keep a user's; layers without an entry
    get the cost model's choice. An entry whose config does not parse or
    does not fit its layer is an error.
    `-debug-only=dwc-apply-tuning-db` lists the layers it schedules.
  }];
  let options = [
    Option<"path", "path", "std::string", /*default=*/"\"\"",
           "The tuning database (JSON)">,
    Option<"chip", "chip", "std::string", /*default=*/"\"sm_90\"",
           "The chip whose entries apply">,
  ];
}

def DWCEraseEmpty : Pass<"dwc-erase-empty"> {
  let summary = "Replace dwc ops whose results have no elements by their init";
  let description = [{
    A result without elements (a batch of 0, an empty output plane) holds
    nothing to compute: every tensor of its type is the same. Such ops become
    their `init` operand, so that no kernel with an empty launch grid is
    built; the CPU pipeline runs it too. Gradients of filters are never
    empty: over a batch of 0 they are zeros, computed as usual.
  }];
}

def DWCConfigureDepthwise : Pass<"dwc-configure-depthwise"> {
  let summary = "Choose the GPU schedule of each depthwise convolution";
  let description = [{
    The dynamic tile-size scheme of Lu et al.: from the layer shape, batch,
    layout, element type and the target, choose the block tile, threads per
    block, rows per thread (row-reuse depth), columns per thread, vector width
    and column-reuse method, and record them as `#dwc.depthwise_config` in the
    op's `config`. Rows per thread shrink until the grid fills the GPU, so a
    batch of 1 still occupies every SM while large batches keep deep row
    reuse. A `config` already present (written by a user) is kept.
  }];
  let options = [
    Option<"chip", "chip", "std::string", /*default=*/"\"sm_90\"",
           "Target GPU architecture (sm_90, sm_80)">,
    Option<"smCount", "sm-count", "int64_t", /*default=*/"0",
           "Multiprocessor count; 0 takes the chip's usual count">,
    Option<"columnReuse", "column-reuse", "std::string", /*default=*/"\"auto\"",
           "auto (the measured rules), 'shared' to stage NCHW input tiles "
           "wherever they fit, 'mma' or 'batch_mma' for a tensor-core "
           "schedule wherever it applies, 'rolled_window' (any layer) or "
           "'diagonal' (NHWC 16-bit)">,
  ];
}

def DWCConfigurePointwise : Pass<"dwc-configure-pointwise"> {
  let summary = "Choose the GPU schedule of each pointwise convolution";
  let description = [{
    Chooses the GEMM tile of each `dwc.pointwise_conv2d` without a `config`
    and records it as `#dwc.pointwise_config`: the instruction from the
    element type and `math` (f16/bf16 and tf32 on the tensor cores, exact
    f32 by fused multiply-adds), the widest vector width the layout allows,
    and the block tile that a cost model of the layer on the target ranks
    best among the valid ones (bytes moved including A's re-reads per block
    column, padded work, waves of blocks). `-debug-only=dwc-configure-pointwise`
    prints the ranking. A `config` already present (written by a user) is
    kept.
  }];
  let options = [
    Option<"chip", "chip", "std::string", /*default=*/"\"sm_90\"",
           "Target GPU architecture (sm_90, sm_80)">,
    Option<"smCount", "sm-count", "int64_t", /*default=*/"0",
           "Multiprocessor count; 0 takes the chip's usual count">,
  ];
}

def DWCTilePointwise : Pass<"dwc-tile-pointwise"> {
  let summary = "Tile configured pointwise convolutions into GEMM kernels";
  let description = [{
    Rewrites each `dwc.pointwise_conv2d` that has a `config` into the loop
    nest of its GEMM on its buffers (see `#dwc.pointwise_config`): an
    `scf.parallel` over block tiles of C mapped to `block_x/y/z`, one over
    the block's threads mapped to `thread_x`, an `scf.for` over K steps whose
    A and B tiles go through workgroup memory into `ffma` accumulators or
    `nvvm.mma.sync` tiles (fragments by `nvgpu.ldmatrix`), and the epilogue
    (bias, activation, residual, rounding) on the accumulators.

    Each configured `dwc.pointwise_conv2d_backward_filter` becomes the same
    GEMM over the images' pixels, its activation operand read transposed,
    with the grid's third dimension over the config's partitions (each
    writing its f32 partial sums, or with one partition the rounded result).
  }];
  let dependentDialects = [
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::gpu::GPUDialect",
    "::mlir::LLVM::LLVMDialect",
    "::mlir::math::MathDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::NVVM::NVVMDialect",
    "::mlir::nvgpu::NVGPUDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::vector::VectorDialect",
  ];
}

def DWCConfigureSeparable : Pass<"dwc-configure-separable"> {
  let summary = "Choose whether each separable convolution runs fused or split";
  let description = [{
    Records each `dwc.separable_conv2d`'s `strategy`: `fused` (one kernel
    whose GEMM computes its A tiles from the depthwise window, `config` its
    tile) where a model of both estimates it faster, else `split` into a
    depthwise and a pointwise kernel. The model weighs the intermediate's
    traffic through memory (split) against recomputing the depthwise tile
    for every block column of the GEMM, each tap a load through L1 (fused).
    `-debug-only=dwc-configure-separable` prints both estimates. An op with
    a `strategy` already (written by a user) is kept.
  }];
  let options = [
    Option<"chip", "chip", "std::string", /*default=*/"\"sm_90\"",
           "Target GPU architecture (sm_90, sm_80)">,
    Option<"smCount", "sm-count", "int64_t", /*default=*/"0",
           "Multiprocessor count; 0 takes the chip's usual count">,
    Option<"fusion", "fusion", "std::string", /*default=*/"\"auto\"",
           "auto (the model), or 'fused' wherever the fused kernel can run "
           "the op, or 'split' everywhere">,
  ];
}

def DWCTileSeparable : Pass<"dwc-tile-separable"> {
  let summary = "Tile fused separable convolutions into one GEMM kernel each";
  let description = [{
    Rewrites each `dwc.separable_conv2d` with `strategy = fused` into the
    loop nest of `dwc-tile-pointwise`'s GEMM over the depthwise output
    (pixels x channels) times the pointwise filter, whose A tiles are not
    copied but computed: each thread computes `vector_width` channels of one
    depthwise output pixel from its window (the input through L1, the taps,
    the bias and `mid_activation`), rounds it to the element type for the
    tensor cores and stores it into the A tile.
  }];
  let dependentDialects = [
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::gpu::GPUDialect",
    "::mlir::LLVM::LLVMDialect",
    "::mlir::math::MathDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::NVVM::NVVMDialect",
    "::mlir::nvgpu::NVGPUDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::vector::VectorDialect",
  ];
}

def DWCSplitSeparable : Pass<"dwc-split-separable"> {
  let summary = "Split separable convolutions into a depthwise and a pointwise convolution";
  let description = [{
    Rewrites each `dwc.separable_conv2d` into the `dwc.depthwise_conv2d`
    (with its bias and `mid_activation`) whose result, a tensor of the
    element type, feeds a `dwc.pointwise_conv2d` (with the pointwise bias,
    `activation`, `residual` and `math`): the two kernels the GPU path
    compiles. The intermediate is rounded to the element type, as between
    two framework convolutions. An op with `strategy = fused` is left to
    `dwc-tile-separable`, and one with an `acc_type` other than f32 alone,
    as the GPU kernels accumulate in f32.
  }];
  let dependentDialects = ["::mlir::tensor::TensorDialect"];
}

def DWCConfigureBackwardData : Pass<"dwc-configure-backward-data"> {
  let summary = "Choose how each depthwise data gradient runs on the GPU";
  let description = [{
    Records on each `dwc.depthwise_conv2d_backward_data` without a
    `strategy` how it runs: `forward` where the forward kernels compute it
    (stride 1, channel multiplier 1), else
    `gather` with a `#dwc.gather_config`. An op a user gave a `strategy`
    keeps it (a `gather` without a config gets the default one).
    `-debug-only=dwc-configure-backward-data` says why each op got its
    strategy.
  }];
  let options = [
    Option<"chip", "chip", "std::string", /*default=*/"\"sm_90\"",
           "Target GPU architecture (sm_90, sm_80)">,
    Option<"smCount", "sm-count", "int64_t", /*default=*/"0",
           "Multiprocessor count; 0 takes the chip's usual count">,
    Option<"strategy", "strategy", "std::string", /*default=*/"\"auto\"",
           "auto (forward wherever it runs), or gather for every op">,
  ];
}

def DWCDecomposeBackwardData : Pass<"dwc-decompose-backward-data"> {
  let summary = "Run forward-strategy data gradients as flipped forward convolutions";
  let description = [{
    Rewrites each `dwc.depthwise_conv2d_backward_data` with `strategy =
    forward` into the `dwc.depthwise_conv2d` with `flip_filter` that
    computes it: over `grad_output`, with the same filter, dilation and
    layout, stride 1 and the padding `(K - 1) * d - pad` on each side. The
    forward op is then configured and tiled like any other, so the data
    gradient runs on the forward schedules (row reuse, column reuse,
    coalescing, the dynamic tile sizes).
  }];
}

def DWCTileBackwardData : Pass<"dwc-tile-backward-data"> {
  let summary = "Tile gather-strategy data gradients into GPU loop nests";
  let description = [{
    Rewrites each `dwc.depthwise_conv2d_backward_data` with `strategy =
    gather` and a `config` into its kernel's loop nest on its buffers (see
    `#dwc.gather_config`): an `scf.parallel` over blocks and images, one over
    the block's threads, and in each thread the window of output-gradient
    elements its cells' taps read, then per element of a cell the sum of
    exactly the taps that reach it, stored once.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::gpu::GPUDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::vector::VectorDialect",
  ];
}

def DWCDecomposePointwiseBackwardData
    : Pass<"dwc-decompose-pointwise-backward-data"> {
  let summary = "Run pointwise data gradients as 1x1 convolutions with the filter transposed";
  let description = [{
    Rewrites each `dwc.pointwise_conv2d_backward_data` into the
    `dwc.pointwise_conv2d` with `transpose_filter` that computes it: over
    `grad_output`, with the same filter, layout and accumulator. The
    pointwise op is then configured and tiled like any other (the GEMM
    schedules, tensor cores included); only the filter's chunks are stored
    transposed into its workgroup tile.
  }];
}

def DWCConfigureBackwardFilter : Pass<"dwc-configure-backward-filter"> {
  let summary = "Choose the GPU schedule of each filter gradient";
  let description = [{
    Records a `#dwc.pointwise_config` on each
    `dwc.pointwise_conv2d_backward_filter` without one: the GEMM tile and
    partitions of K with the lowest estimate of the pointwise cost model
    (partial sums of at most half the activations' bytes).

    Records a `#dwc.filter_gradient_config` on each
    `dwc.depthwise_conv2d_backward_filter` without one: the widest channel
    access whose K x K sums fit a thread's registers, row blocks of up to 4
    output rows and column blocks of 2 (NHWC) or 4 (NCHW) columns, and the
    partitions of the reduction that give about four blocks a
    multiprocessor, each thread at least a few items, and partial sums of
    at most a tenth of the input's bytes (one partition, writing the result
    directly, where even two would exceed that). A user's config is kept;
    `partitions` overrides the chosen count (a depthwise gradient's clamped
    to its row blocks; a pointwise one takes the best tile with that count).
    `-debug-only=dwc-configure-backward-filter` says why.
  }];
  let options = [
    Option<"chip", "chip", "std::string", /*default=*/"\"sm_90\"",
           "Target GPU architecture (sm_90, sm_80)">,
    Option<"smCount", "sm-count", "int64_t", /*default=*/"0",
           "Multiprocessor count; 0 takes the chip's usual count">,
    Option<"partitions", "partitions", "int64_t", /*default=*/"0",
           "Partitions of every op's reduction; 0 lets the chooser decide">,
  ];
}

def DWCSplitBackwardFilter : Pass<"dwc-split-backward-filter"> {
  let summary = "Split multi-partition filter gradients into partial sums and their reduction";
  let description = [{
    Rewrites each `dwc.depthwise_conv2d_backward_filter` or
    `dwc.pointwise_conv2d_backward_filter` whose config has more than one
    partition into the same op writing f32 partial sums (a
    `tensor.empty` with a leading partitions dimension) and a
    `dwc.reduce_partials` that adds them in order into the original `init`:
    the two stages of a deterministic reduction, each a kernel, the partial
    sums an intermediate tensor of the function (the manifest describes it
    and the runtime's caller allocates it).
  }];
  let dependentDialects = ["::mlir::tensor::TensorDialect"];
}

def DWCTileBackwardFilter : Pass<"dwc-tile-backward-filter"> {
  let summary = "Tile configured depthwise filter gradients into GPU loop nests";
  let description = [{
    Rewrites each `dwc.depthwise_conv2d_backward_filter` with a `config`
    (and a result it writes directly, or partial sums) into its kernel's
    loop nest on its buffers (see `#dwc.filter_gradient_config`): an
    `scf.parallel` over channel blocks and partitions, one over the block's
    threads; in each thread an `scf.for` over its items carrying the K x K
    sums, each item loading its output-gradient block and each input row it
    reads once; then the block's fixed-order sum (`gpu.shuffle xor` within
    warps, workgroup memory across them) and the store of the block's
    channels.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::gpu::GPUDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::vector::VectorDialect",
  ];
}

def DWCTileReducePartials : Pass<"dwc-tile-reduce-partials"> {
  let summary = "Tile dwc.reduce_partials into a GPU loop nest";
  let description = [{
    Rewrites each `dwc.reduce_partials` into a kernel in which the 32 lanes
    of a warp take 32 consecutive results and the warps of a block take
    every `warps`-th partition of them, each summing in partition order;
    the block then adds its warps' sums in warp order through workgroup
    memory and rounds once. The order of every addition is fixed by the
    shapes alone, so the result is the same on every run.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::gpu::GPUDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
  ];
}

def DWCTileDepthwise : Pass<"dwc-tile-depthwise"> {
  let summary = "Tile configured depthwise convolutions to GPU blocks and threads";
  let description = [{
    Rewrites each `dwc.depthwise_conv2d` that has a `config` into a loop nest
    on its buffers: an `scf.parallel` over thread blocks mapped to
    `block_x/y/z`, an `scf.parallel` over the block's threads mapped to
    `thread_x`, and in each thread a sequential `scf.for` over its output rows
    that carries one accumulator per live output row (row reuse: each input
    row is loaded once and multiplied by every filter row). Columns are reused
    by `gpu.shuffle` between lanes (NCHW, `shuffle`) or by a register window
    (NHWC, `window`). The tensor-core schedules multiply input rows staged
    in workgroup memory by the filter rows as banded matrices
    (`nvvm.mma.sync`): 16 output rows of a plane per product (`mma`), or the
    same row of 16 images, each input row read once into rotating
    accumulators (`batch_mma`, blocks of 16 images). Bias, activation and the
    rounding to the element type are fused into the store. Row and column
    reads are `vector.transfer_read` with zero padding;
    `dwc-coalesce-depthwise` decides their access width.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::gpu::GPUDialect",
    "::mlir::LLVM::LLVMDialect",
    "::mlir::math::MathDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::NVVM::NVVMDialect",
    "::mlir::nvgpu::NVGPUDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::vector::VectorDialect",
  ];
}

def DWCCoalesceDepthwise : Pass<"dwc-coalesce-depthwise"> {
  let summary = "Turn the depthwise kernels' row accesses into wide, aligned, branch-free accesses";
  let description = [{
    In loop nests produced by `dwc-tile-depthwise`, rewrites each
    `vector.transfer_read`/`transfer_write` of a global buffer into
    `vector.load`/`vector.store` of `vector_width` elements with the alignment
    the schedule guarantees (up to 128 bits), so a warp's accesses are
    coalesced. Reads that may leave the row become clamped loads followed by a
    select of zero, so padding costs no branch in the inner loop. A global row
    write under a uniform mask (a broadcast i1) becomes the same aligned
    stores, predicated (`@p st.global` through `nvvm.inline_ptx`) instead of
    branched around, so that the row's arithmetic and filter loads are not
    drawn into the branch. A global row read under a uniform mask (an input
    read that may lie in the padding, with the config's
    `predicated_padding`) becomes predicated loads (`@p ld.global` into
    registers holding the padding value), in `vector_width` chunks also
    predicated on lying inside the row where the read may leave it.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::LLVM::LLVMDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::NVVM::NVVMDialect",
    "::mlir::vector::VectorDialect",
  ];
}

def DWCUnrollRowReuse : Pass<"dwc-unroll-row-reuse"> {
  let summary = "Unroll row-reuse loops by their accumulator rotation period";
  let description = [{
    A row loop of `dwc-tile-depthwise` yields its live accumulator rows
    shifted by one (output row j + 1 becomes row j), which costs a register
    move per accumulator and row. Each `scf.for` marked with
    `dwc.rotation_period = P` is unrolled by P (upstream
    `loopUnrollByFactor`; leftover iterations are unrolled completely), so
    the rotation becomes renaming: the paper's modular variable expansion.
    The mark is removed. A loop that cannot be unrolled is reported as an
    error.
  }];
  let dependentDialects = ["::mlir::scf::SCFDialect"];
}

def DWCDropPaddingTaps : Pass<"dwc-drop-padding-taps"> {
  let summary = "Drop the multiply-adds of convolution taps over the padding";
  let description = [{
    `dwc-tile-depthwise` reads a window position in the padding as zero and
    still multiplies it into its accumulator; once the row loops are unrolled
    and canonicalized, many such inputs are constant zeros. IEEE arithmetic
    forbids folding `acc + w * 0` to `acc` (an infinite or NaN `w`), so the
    products stay: 270 of 1111 FMAs a thread for a 5x5 window over 7x7 maps
    whose threads own whole planes. dwc defines a tap over the padding to
    contribute nothing, as a convolution that skips out-of-bounds taps does,
    and this pass applies that: a tap's multiply (`arith.mulf` or
    `vector.fma` marked `dwc.tap` by `dwc-tile-depthwise`) whose input is a
    constant zero is dropped, the accumulator passing through. The marks are
    removed.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::vector::VectorDialect"];
}

def DWCSanitizeKernelNames
    : Pass<"dwc-sanitize-kernel-names", "::mlir::ModuleOp"> {
  let summary = "Rename outlined kernels whose names PTX does not allow";
  let description = [{
    `gpu-kernel-outlining` names a kernel after its host function, and a
    quoted MLIR symbol may hold characters (`/`, `.`, a space) that the NVPTX
    backend rejects with a fatal error, or that ptxas rejects. Each such
    `gpu.func` becomes a PTX identifier (other characters as `_`, a leading
    `_` before a digit, a numeric suffix where the name is taken), and every
    `gpu.launch_func` that names it follows.
  }];
  let dependentDialects = ["::mlir::gpu::GPUDialect"];
}

def DWCVerifyInlineAsm : Pass<"dwc-verify-inline-asm"> {
  let summary = "Reject inline assembly that LLVM's backend would abort on";
  let description = [{
    LLVM's code generators take malformed inline assembly for a compiler bug:
    a `$N` beyond the operands is a fatal error, constraints that do not parse
    are undefined behavior in a release build. The GPU pipeline runs this
    pass on its kernels right before they are translated, so that hand-written
    `llvm.inline_asm` (and `nvvm.inline_ptx`, lowered to it) gets a
    diagnostic: constraints are checked as LLVM's IR verifier checks them,
    every `$` reference of the string as the AsmPrinter reads it, and only
    the AT&T dialect, direct operands and no labels are accepted.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def DWCVerifyLLVMTypes : Pass<"dwc-verify-llvm-types"> {
  let summary = "Reject LLVM types that the NVPTX backend aborts on";
  let description = [{
    The LLVM dialect accepts a zero-width integer (`i0`), which LLVM IR does
    not have, and function parameters that occupy no bits (an `i0`, an empty
    struct, an array of no elements); NVPTX instruction selection divides
    by zero on the first and reports the second as a fatal error. The GPU
    pipeline runs this pass on its kernels before they are translated, so
    that hand-written IR gets a diagnostic instead.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def DWCWorkgroupAttributions : Pass<"dwc-workgroup-attributions"> {
  let summary = "Turn workgroup-memory allocations in gpu.func bodies into workgroup attributions";
  let description = [{
    A `memref.alloc` in the workgroup address space in the entry block of a
    `gpu.func` (as `dwc-tile-depthwise` emits for the `shared` schedule, once
    `convert-parallel-loops-to-gpu` and `gpu-kernel-outlining` have made the
    kernel) becomes a workgroup attribution of the function, i.e. one static
    `.shared` buffer per block; the allocation's `alignment` becomes the
    attribution's `llvm.align`, which the NVVM lowering gives the buffer.
    Upstream has no such step: left alone, the allocation would lower to a
    per-thread `malloc`. A kernel whose buffers together exceed the 48 KB a
    block may declare statically gets them instead as `memref.view`s, at
    their alignment one after the other, of its `gpu.dynamic_shared_memory`,
    and every `gpu.launch_func` of it that many bytes of dynamic workgroup
    memory (the bundle's manifest records them; the runtime opts the kernel
    in). Allocations with dynamic sizes or inside nested regions are
    reported as errors.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::gpu::GPUDialect",
                           "::mlir::LLVM::LLVMDialect"];
}

def DWCApplyRegisterLimits : Pass<"dwc-apply-register-limits"> {
  let summary = "Turn dwc.register_limit markers in kernels into their nvvm.maxnreg";
  let description = [{
    A `max_registers` config reaches the kernel as a `dwc.register_limit` in
    its body: upstream's `gpu-kernel-outlining` keeps the body of a
    `gpu.launch` but none of its attributes. After outlining, this pass sets
    the enclosing kernel's `nvvm.maxnreg` (which the NVVM lowering emits as
    `.maxnreg`) from the marker and erases it. A marker outside a `gpu.func`
    kernel, or two that disagree in one kernel, are reported as errors.
  }];
  let dependentDialects = ["::mlir::NVVM::NVVMDialect"];
}

def DWCProgrammaticLaunch : Pass<"dwc-programmatic-launch"> {
  let summary = "Let each kernel start while the work before it on the stream drains (sm_90 programmatic dependent launch)";
  let description = [{
    Back-to-back kernels on a stream normally start only once the previous
    grid has finished and its memory is visible: the launch latency and the
    ramp-up of the new grid's blocks add to every layer, which dominates at
    batch 1. On sm_90 a kernel launched with programmatic stream
    serialization may start early instead. This pass makes every kernel
    launched by a `gpu.launch_func` safe for that: its entry executes
    `nvvm.griddepcontrol wait` before anything else (nothing is read or
    written before the grids it depends on have completed and flushed their
    memory), so only block scheduling overlaps, never memory accesses. The
    kernel also signals `nvvm.griddepcontrol launch_dependents`, letting the
    next kernel be scheduled once every block has signalled: right after the
    wait or before each return, as `chooseDependentsSignal` picks from the
    launch's grid (or as `signal-dependents` forces). The launch is marked
    `dwc.programmatic_launch`, which dwc-compile records in the bundle
    manifest for the runtime. A kernel that already
    holds `griddepcontrol` instructions (written by a user) keeps them. A
    module whose NVVM target is older than sm_90 is reported as an error.

    Before its wait, a kernel may prefetch the buffers it only reads (its
    static memref arguments that no store, write effect or non-load inline
    PTX reaches) into L2: each thread of the grid prefetches one 128-byte
    line per pass (`prefetch.global.L2`), so a small grid whose blocks start
    early finds its input in L2 instead of waiting for DRAM once the wait
    returns. A prefetch only warms L2, the point of coherence of global
    memory, so it cannot return data the grids before have not written yet.
    A grid that signals at entry prefetches the buffers of at most one line
    per thread (`fitsL2Prefetch`); one that prefetches all of them signals
    at entry up to three blocks per SM instead of two, or up to 30% of the
    GPU's resident threads (`chooseDependentsSignal`). `prefetch-l2=on`
    prefetches every read-only buffer whatever the grid, `off` none.
  }];
  let options = [
    Option<"chip", "chip", "std::string", /*default=*/"\"sm_90\"",
           "Target GPU architecture (sm_90)">,
    Option<"smCount", "sm-count", "int64_t", /*default=*/"0",
           "Multiprocessor count; 0 takes the chip's usual count">,
    Option<"signalDependents", "signal-dependents", "std::string",
           /*default=*/"\"auto\"",
           "auto (by grid size), entry or exit">,
    Option<"prefetchL2", "prefetch-l2", "std::string", /*default=*/"\"auto\"",
           "auto (by grid size), on or off: prefetch read-only buffers into "
           "L2 before the wait">,
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::gpu::GPUDialect",
                           "::mlir::LLVM::LLVMDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::NVVM::NVVMDialect"];
}

def DWCApproximateMath : Pass<"dwc-approximate-math"> {
  let summary = "Replace math.exp (and afn math.tanh) by the GPU's own units or a polynomial so kernels need no libdevice";
  let description = [{
    `convert-gpu-to-nvvm` lowers `math.exp` (SiLU's exponential) to a call of
    libdevice's `__nv_expf`, linked only when `gpu-module-to-binary` finds a
    CUDA toolkit through the environment; otherwise the PTX keeps an
    unresolved extern and fails to load (the same for `math.tanh`). This
    pass turns an f32 exponential marked `afn` (as dwc's SiLU epilogue marks
    it) into 2^(x log2(e)) on the GPU's ex2 unit
    (`llvm.nvvm.ex2.approx.ftz.f32`) and an f32 tanh marked `afn` into
    `llvm.tanh.f32` marked `afn` (NVPTX's tanh.approx), element by element
    for vectors. Any other exponential takes upstream's polynomial
    approximation (f16/bf16 go through f32), and the `math.fma` and
    `math.floor` it creates (libdevice calls as well) are expanded into
    arithmetic, so the kernels are self-contained wherever they are
    compiled.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::LLVM::LLVMDialect",
    "::mlir::math::MathDialect",
    "::mlir::vector::VectorDialect",
  ];
}

#endif // DWC_DIALECT_DWC_TRANSFORMS_PASSES_TD
