#!/usr/bin/env python3
"""Compiles schedule variants of benchmark layers for `python -m dwc_bench.compare`.

    benchmarks/tools/sweep_configs.py --only REGEX [--variants REGEX] -o .device/sweep

For every benchmark layer whose key matches REGEX, each variant below
writes a user `#dwc.depthwise_config` onto the layer (the configure pass keeps
it) and dwc-compile builds one bundle per variant under the output directory;
`default` is the heuristic's own choice. NCHW variants:
  shared_c<C>_r<R>_<u|p>_<exact|pow2>
                          staged whole channel planes, C output columns per lane, R rows per
                          thread (the `full` map or 7), unrolled with one row
                          prefetched (u) or a loop fetching 3 rows ahead (p),
                          as many lanes per row as cover it (exact) or the
                          power of two above (as `shuffle` needs);
  shuffle_c<C>_r<R>       row segments exchanging halo columns by warp
                          shuffles, C output columns per lane, R rows per
                          thread (2, 4, 8 or 16; at batch 1 also 1), as many
                          channels as fill THREADS;
NHWC variants:
  window_v<V>_c<C>_r<R>[_t<T>]
                          register window of V channels (2, 4 or 8, and 1
                          for f32) x C columns per thread walking R rows (the `full` map, 14, 7, 4
                          or 2; at batch 1 also 1), column tiles filling
                          the block of THREADS threads, or at batch 1 of T
                          (64 or 128) threads, where the grid is small;
  rowwin_v<V>_c<C>_r<R>_s<S>_b<B>
                          the register window with blocks that span the
                          whole output row (no column halo read twice):
                          channel lanes of S bytes (32 or 64) per pixel, B
                          bands (1 or 2) of R rows (2 or 4);
  wide_v<V>_c<C>_r<R>_t<T>
                          the same with wide column tiles on maps of at most
                          28 rows and columns: V = 2 or 4 (and 1 for f32),
                          C = 7 or 14 columns (dividing
                          the row), R rows (`full`, 7 or 4), channel lanes in
                          blocks of at most T threads (64, 128 or 256);
  staged_c<C>_r<R>_t<T>   whole planes staged pixel-major in workgroup
                          memory (`shared` with `stage_output`), lanes of C
                          columns (7 or more, dividing the row) walking R
                          rows (`full`, 7 or 4), as many channels (a multiple
                          of the widest channel vector) as fill T threads
                          (16, 32, 64, 128 or 256) and the tiles.
Either layout:
  default_p<D>            the heuristic's own schedule fetching D rows ahead
                          (2 or 3), where its threads walk that many rows.
NHWC, from the heuristic's own `window` schedule:
  tiles<K>                K (1, 2, 3, 4 or 6) column tiles per block instead
                          of the heuristic's count;
NHWC, from the heuristic's own `window` schedule of several channel blocks:
  split_ragged            one channel lane more per block, so that the last
                          block is ragged;
  split_fewest            the fewest blocks of at most its lanes (ragged
                          where they do not divide the lanes). A block that
                          splits the lanes of a pixel that is not a whole
                          number of 128-byte lines exactly ran 2x slower on
                          some layers (ptxas's placement of the padding
                          selects was behind it).
Either layout, from the heuristic's own schedule and ptxas's register count:
  default_regcap<E>       `max_registers` E (1 or 2) blocks per SM above what
                          ptxas's registers allow, where registers bound the
                          blocks (ptxas may spill under the cap).
Either layout, from the heuristic's own `window` or `shuffle` schedule:
  padding_flipped         the other `predicated_padding`: padding read by
                          predicated loads where the heuristic selects zeros
                          after a clamped load, and the reverse.
A variant that does not verify for a layer is left out of its bundle. Then,
on the GPU: python -m dwc_bench.compare --bundles default=DIR/default NAME=DIR/NAME ...
"""

import argparse
import json
import math
import os
import re
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "python"))
from dwc.layers import bench_layers, config_attr, load_shapes  # noqa: E402
import occupancy  # noqa: E402  (beside this script)

THREADS = 256
MAX_TILE_BYTES = 48 * 1024
MAX_ACCESS_BYTES = 16
ELEMENT_BYTES = {"f32": 4, "f16": 2, "bf16": 2}


def widest_vector(layer, n):
    """Widest power-of-two element count of at most 16 bytes dividing n."""
    width = MAX_ACCESS_BYTES // ELEMENT_BYTES[layer.dtype]
    while n % width:
        width //= 2
    return width


def config(**fields):
    """The #dwc.depthwise_config attribute of `fields` (`stage_output`,
    `predicated_padding`, `stage_in_place` and `max_registers` where given)."""
    return config_attr("depthwise_config", fields)


def shared_variant(layer, cols, rows, unroll, power_of_two_lanes, threads=THREADS,
                   stage_output=False):
    """NCHW staged whole planes: `cols` columns and `rows` rows per thread,
    as many channels as fill `threads` and the tile (with `stage_output`,
    the input and output tiles)."""
    out_h, out_w = layer.out_hw
    if out_w % cols or rows > out_h:
        return None
    lanes = math.ceil(out_w / cols)
    if power_of_two_lanes:
        lanes = 1 << (lanes - 1).bit_length()
    bands = math.ceil(out_h / rows)
    plane_elements = layer.height * layer.width + (out_h * out_w if stage_output else 0)
    channels = min(max(1, threads // (lanes * bands)), layer.channels,
                   MAX_TILE_BYTES // (plane_elements * ELEMENT_BYTES[layer.dtype]))
    if channels < 1:
        return None
    fields = dict(stage_output=True) if stage_output else {}
    return config(block_channels=channels, block_rows=bands * rows, block_cols=out_w,
                  threads=lanes * bands * channels, rows_per_thread=rows, cols_per_thread=cols,
                  vector_width=widest_vector(layer, math.gcd(cols * layer.stride[1], layer.width)),
                  column_reuse="shared", prefetch_depth=1 if unroll else min(3, rows),
                  unroll_rows=unroll, **fields)


def staged_nhwc_variant(layer, cols, rows, threads):
    """NHWC whole planes staged pixel-major: `cols` columns and `rows` rows
    per lane, channels in multiples of the widest channel vector."""
    out_h, out_w = layer.out_hw
    if out_w % cols or rows > out_h:
        return None
    lanes = out_w // cols
    bands = math.ceil(out_h / rows)
    width = widest_vector(layer, layer.channels)
    # Tile pixels hold the block's channels and one 16-byte chunk more.
    pixels = layer.height * layer.width + out_h * out_w
    padding = MAX_ACCESS_BYTES // ELEMENT_BYTES[layer.dtype]
    channels = min(threads // (lanes * bands), layer.channels,
                   MAX_TILE_BYTES // (pixels * ELEMENT_BYTES[layer.dtype]) - padding)
    channels -= channels % width
    if channels < width:
        return None
    return config(block_channels=channels, block_rows=bands * rows, block_cols=out_w,
                  threads=lanes * bands * channels, rows_per_thread=rows, cols_per_thread=cols,
                  vector_width=width, column_reuse="shared", prefetch_depth=1,
                  unroll_rows=True, stage_output=True)


def shuffle_variant(layer, cols, rows):
    """NCHW row segments of the power of two lanes that cover the row's
    outputs and the input columns they read, `rows` rows per thread."""
    out_h, out_w = layer.out_hw
    if out_w % cols or rows > out_h:
        return None
    _, _, pad_left, _ = layer.padding
    extent_w = (layer.kernel[1] - 1) * layer.dilation[1] + 1
    columns_read = min(layer.width, (out_w - 1) * layer.stride[1] + extent_w - pad_left)
    needed = max(math.ceil(columns_read / (cols * layer.stride[1])), math.ceil(out_w / cols))
    lanes = 1 << (needed - 1).bit_length()
    if lanes > 32:
        return None
    bands = math.ceil(out_h / rows)
    segments = max(1, THREADS // lanes)
    bands_per_block = math.ceil(bands / math.ceil(bands / segments))
    channels = min(max(1, segments // bands_per_block), layer.channels)
    return config(block_channels=channels, block_rows=bands_per_block * rows, block_cols=out_w,
                  threads=lanes * bands_per_block * channels, rows_per_thread=rows,
                  cols_per_thread=cols,
                  vector_width=widest_vector(layer, math.gcd(cols * layer.stride[1], layer.width)),
                  column_reuse="shuffle", prefetch_depth=1, unroll_rows=True)


def window_variant(layer, width, cols, rows, threads=THREADS, unroll=True):
    """NHWC register window: `width` channels x `cols` columns per thread,
    channel lanes split evenly over blocks of at most `threads`, column tiles
    filling the rest of the block, one band of rows per block, the row loop
    unrolled or not."""
    out_h, out_w = layer.out_hw
    if (layer.channels % width or width * ELEMENT_BYTES[layer.dtype] > MAX_ACCESS_BYTES
            or cols > out_w or rows > out_h):
        return None
    lanes = layer.channels // width
    lanes = math.ceil(lanes / math.ceil(lanes / threads))
    col_tiles = min(math.ceil(out_w / cols), max(1, threads // lanes))
    return config(block_channels=lanes * width, block_rows=rows, block_cols=col_tiles * cols,
                  threads=lanes * col_tiles, rows_per_thread=rows, cols_per_thread=cols,
                  vector_width=width, column_reuse="window", prefetch_depth=1,
                  unroll_rows=unroll)


def row_window_variant(layer, width, cols, rows, segment_bytes, bands):
    """NHWC register window whose blocks cover whole output rows: channel
    lanes of `segment_bytes` per pixel, `bands` bands of `rows` rows."""
    out_h, out_w = layer.out_hw
    element = ELEMENT_BYTES[layer.dtype]
    if (out_w % cols or rows * bands > out_h or width * element > MAX_ACCESS_BYTES
            or segment_bytes % (width * element) or layer.channels % width):
        return None
    channels = segment_bytes // element
    if channels >= layer.channels:
        return None
    lanes = channels // width
    threads = lanes * (out_w // cols) * bands
    if threads > THREADS or threads < 64:
        return None
    return config(block_channels=channels, block_rows=rows * bands, block_cols=out_w,
                  threads=threads, rows_per_thread=rows, cols_per_thread=cols,
                  vector_width=width, column_reuse="window", prefetch_depth=1,
                  unroll_rows=True, predicated_padding=True)


def variants(layer):
    out_h, out_w = layer.out_hw
    found = {}
    if layer.layout == "nhwc":
        row_labels = [("full", out_h), ("14", 14), ("7", 7), ("4", 4), ("2", 2)]
        block_sizes = [THREADS]
        if layer.batch == 1:
            row_labels.append(("1", 1))
            block_sizes += [64, 128]
        # Accesses of at least 4 bytes (the heuristic's kMinWindowAccessBytes).
        widths = (1, 2, 4, 8) if ELEMENT_BYTES[layer.dtype] >= 4 else (2, 4, 8)
        for width in widths:
            for cols in (1, 2, 4):
                for label, rows in row_labels:
                    if label != "full" and rows >= out_h:
                        continue
                    for threads in block_sizes:
                        cfg = window_variant(layer, width, cols, rows, threads)
                        if cfg:
                            suffix = "" if threads == THREADS else f"_t{threads}"
                            found[f"window_v{width}_c{cols}_r{label}{suffix}"] = cfg
        for width in widths[:3]:
            for cols in (2, 4):
                for rows in (2, 4):
                    for segment_bytes in (32, 64):
                        for bands in (1, 2):
                            cfg = row_window_variant(layer, width, cols, rows, segment_bytes,
                                                     bands)
                            if cfg:
                                found[f"rowwin_v{width}_c{cols}_r{rows}_s{segment_bytes}"
                                      f"_b{bands}"] = cfg
        if out_h <= 28 and out_w <= 28:
            for width in ((1, 2, 4) if ELEMENT_BYTES[layer.dtype] >= 4 else (2, 4)):
                for cols in (7, 14):
                    if out_w % cols:
                        continue
                    for label, rows in (("full", out_h), ("7", 7), ("4", 4)):
                        if label != "full" and rows >= out_h:
                            continue
                        for threads in (64, 128, 256):
                            cfg = window_variant(layer, width, cols, rows, threads)
                            if cfg:
                                found[f"wide_v{width}_c{cols}_r{label}_t{threads}"] = cfg
        found.update(staged_variants(layer, staged_nhwc_variant))
        return found
    for cols in (1, 2, 4):
        for rows in ((1,) if layer.batch == 1 else ()) + (2, 4, 8, 16):
            cfg = shuffle_variant(layer, cols, rows)
            if cfg:
                found[f"shuffle_c{cols}_r{rows}"] = cfg
    for cols in (1, 2, 4):
        for label, rows in (("full", out_h), ("7", 7)):
            for unroll in (True, False):
                for power_of_two in (False, True):
                    cfg = shared_variant(layer, cols, rows, unroll, power_of_two)
                    if cfg:
                        name = (f"shared_c{cols}_r{label}_{'u' if unroll else 'p'}"
                                f"_{'pow2' if power_of_two else 'exact'}")
                        found[name] = cfg
    found.update(staged_variants(
        layer, lambda l, cols, rows, threads: shared_variant(
            l, cols, rows, True, False, threads, stage_output=True)))
    return found


def staged_variants(layer, make):
    """`staged_c<C>_r<R>_t<T>`: wide lanes over staged whole planes."""
    out_h, out_w = layer.out_hw
    found = {}
    for cols in sorted({c for c in (out_w, out_w // 2, out_w // 4) if c >= 7 and out_w % c == 0}):
        for label, rows in (("full", out_h), ("7", 7), ("4", 4)):
            if label != "full" and rows >= out_h:
                continue
            for threads in (16, 32, 64, 128, 256):
                cfg = make(layer, cols, rows, threads)
                if cfg:
                    found[f"staged_c{cols}_r{label}_t{threads}"] = cfg
    return found


def prefetch_variants(layers, manifest_path):
    """The heuristic's schedules of `layers` (from the default bundle's
    manifest) with deeper row prefetch."""
    chosen = {k["name"]: k["config"] for k in json.load(open(manifest_path))["kernels"]}
    found = {}
    for layer in layers:
        fields = chosen.get(layer.key + "_dw0")
        if not fields or fields["column_reuse"] in ("mma", "batch_mma"):
            continue
        for depth in (2, 3):
            if fields["rows_per_thread"] >= depth and fields["prefetch_depth"] != depth:
                found.setdefault(f"default_p{depth}", {})[layer.key] = with_config(
                    layer, config(**dict(fields, prefetch_depth=depth)))
    return found


def nhwc_window_schedules(layers, manifest_path):
    """(layer, config fields) of the layers whose NHWC schedule in the
    manifest is the heuristic's `window`."""
    chosen = {k["name"]: k["config"] for k in json.load(open(manifest_path))["kernels"]}
    for layer in layers:
        fields = chosen.get(layer.key + "_dw0")
        if layer.layout == "nhwc" and fields and fields["column_reuse"] == "window":
            yield layer, fields


def split_variants(layers, manifest_path):
    """The heuristic's NHWC `window` schedules of layers whose channel lanes
    fill several blocks, with other channel splits of the same threads."""
    found = {}
    for layer, fields in nhwc_window_schedules(layers, manifest_path):
        width = fields["vector_width"]
        lanes = fields["block_channels"] // width
        total = math.ceil(layer.channels / width)
        if total <= lanes:
            continue
        others = fields["threads"] // lanes
        for name, split in (("split_ragged", lanes + 1),
                            ("split_fewest", math.ceil(total / math.ceil(total / lanes)))):
            if split != lanes:
                found.setdefault(name, {})[layer.key] = with_config(layer, config(
                    **dict(fields, block_channels=split * width, threads=split * others)))
    return found


def tile_count_variants(layers, manifest_path):
    """The heuristic's NHWC `window` schedules with K (1, 2, 3, 4 or 6)
    column tiles per block instead of its own count: the block's warps, and
    so how its registers pack an SM, change while every thread's work stays."""
    found = {}
    for layer, fields in nhwc_window_schedules(layers, manifest_path):
        lanes = fields["block_channels"] // fields["vector_width"]
        tiles = fields["threads"] // lanes
        row_tiles = math.ceil(layer.out_hw[1] / fields["cols_per_thread"])
        for count in (1, 2, 3, 4, 6):
            if count == tiles or count > row_tiles or lanes * count > 1024:
                continue
            found.setdefault(f"tiles{count}", {})[layer.key] = with_config(layer, config(
                **dict(fields, block_cols=count * fields["cols_per_thread"],
                       threads=lanes * count)))
    return found


def padding_variants(layers, manifest_path):
    """The heuristic's `window` and `shuffle` schedules with the other
    `predicated_padding`."""
    chosen = {k["name"]: k["config"] for k in json.load(open(manifest_path))["kernels"]}
    found = {}
    for layer in layers:
        fields = chosen.get(layer.key + "_dw0")
        if not fields or fields["column_reuse"] not in ("window", "shuffle"):
            continue
        flipped = dict(fields, predicated_padding=not fields.get("predicated_padding", False))
        found.setdefault("padding_flipped", {})[layer.key] = with_config(layer, config(**flipped))
    return found


def register_cap_variants(layers, manifest_path):
    """The heuristic's schedules with `max_registers` at the most registers
    that fit E = 1 or 2 blocks per SM more than ptxas's count does (a warp's
    registers are allocated in units of 256), where registers, not threads,
    bound the blocks and the cap is at least 16."""
    directory = os.path.dirname(manifest_path)
    kernels = {k["name"]: k for k in json.load(open(manifest_path))["kernels"]}
    found = {}
    for layer in layers:
        kernel = kernels.get(layer.key + "_dw0")
        if not kernel:
            continue
        fields = kernel["config"]
        threads = fields["threads"]
        registers, shared = occupancy.ptxas_usage(os.path.join(directory, kernel["ptx"]))
        blocks = occupancy.resident_blocks(threads, registers, shared)
        for extra in (1, 2):
            # The most registers a thread may have for `extra` blocks more, in
            # ptxas's per-thread unit of 8.
            cap = occupancy.REGISTERS_PER_SM // ((blocks + extra) * math.ceil(threads / 32) * 32)
            cap -= cap % 8
            if 16 <= cap < registers and \
                    occupancy.resident_blocks(threads, cap, shared) >= blocks + extra:
                found.setdefault(f"default_regcap{extra}", {})[layer.key] = with_config(
                    layer, config(**dict(fields, max_registers=cap)))
    return found


def with_config(layer, cfg):
    text = layer.mlir()
    if cfg is None:
        return text
    return text.replace("activation none>}", f"activation none>, config = {cfg}}}")


def compile_bundle(compiler, functions, directory):
    """Compiles the functions into one bundle, dropping those that fail alone."""
    source = directory + ".mlir"
    with open(source, "w") as f:
        f.write("".join(functions.values()))
    if subprocess.run([compiler, source, "-o", directory], capture_output=True).returncode == 0:
        return len(functions), []
    kept, dropped = {}, []
    for key, text in functions.items():
        with open(source, "w") as f:
            f.write(text)
        result = subprocess.run([compiler, source, "-o", directory + ".one"],
                                capture_output=True, text=True)
        if result.returncode == 0:
            kept[key] = text
        else:
            dropped.append((key, result.stderr.strip().splitlines()[0] if result.stderr else ""))
    shutil.rmtree(directory + ".one", ignore_errors=True)
    with open(source, "w") as f:
        f.write("".join(kept.values()))
    if kept:
        subprocess.run([compiler, source, "-o", directory], check=True)
    return len(kept), dropped


def main():
    root = os.path.join(os.path.dirname(__file__), "..", "..")
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--shapes", default=os.path.join(root, "..", "shared", "bench", "shapes.py"))
    parser.add_argument("--only", default=".", help="regex over kernel keys (layer__nN__dtype)")
    parser.add_argument("--variants", default=".",
                        help="regex over variant names (`default` is always built)")
    parser.add_argument("--batches", type=int, nargs="+", default=[1, 32, 128])
    parser.add_argument("--dwc-compile", default=os.path.join(root, "build", "bin", "dwc-compile"))
    parser.add_argument("-o", "--output", required=True)
    args = parser.parse_args()
    layers = [l for l in bench_layers(load_shapes(args.shapes), args.batches)
              if re.search(args.only, l.key)]
    by_variant = {"default": {l.key: with_config(l, None) for l in layers}}
    for layer in layers:
        for name, cfg in variants(layer).items():
            if not re.search(args.variants, name):
                continue
            by_variant.setdefault(name, {})[layer.key] = with_config(layer, cfg)
    shutil.rmtree(args.output, ignore_errors=True)
    os.makedirs(args.output)
    summary = {}

    def build(name, functions):
        count, dropped = compile_bundle(args.dwc_compile, functions, os.path.join(args.output, name))
        summary[name] = {"kernels": count, "dropped": dropped}
        print(f"{name}: {count} kernels" + (f", {len(dropped)} dropped" if dropped else ""))
        for key, why in dropped:
            print(f"  {key}: {why}")

    # The prefetch and split variants start from the heuristic's schedules.
    build("default", by_variant.pop("default"))
    manifest = os.path.join(args.output, "default", "manifest.json")
    for derived in (prefetch_variants, split_variants, tile_count_variants,
                    padding_variants, register_cap_variants):
        by_variant.update({name: functions for name, functions in derived(layers, manifest).items()
                           if re.search(args.variants, name)})
    for name, functions in by_variant.items():
        build(name, functions)
    with open(os.path.join(args.output, "variants.json"), "w") as f:
        json.dump(summary, f, indent=1)


if __name__ == "__main__":
    main()
