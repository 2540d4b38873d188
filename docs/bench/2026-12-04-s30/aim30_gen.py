"""Random layers aimed at session 30's questions.

    python aim30_gen.py SEED COUNT [FAMILY...] > layers.mlir

Families with bias and a SiLU epilogue, aimed at the rules that had kept
their schedule under SiLU (drawn in turn; these four unless named):
  whole-row  aim29_gen.py's `whole-row` (NCHW stride-1 3x3 onto maps of
             4-28 rows and 5-23 columns, withWholeRowLanes);
  f32-nhwc   f32 NHWC stride-1 windows of at most 5x5 onto 7-28-column maps
             (multiples of 7), 32-256 images (chooseWideWindowConfig);
  f32-nchw   f32 NCHW stride-1 5x5 onto 14-column maps of 5-14 rows
             (chooseWideLaneConfig's whole-row 5x5 lanes);
  16-nhwc    16-bit NHWC windows spanning 5 pixels (5x5, or 3x3 dilated by
             2), stride 1 or 2, onto maps of 3-14 rows and 7 or 14 columns,
             2-48 images (chooseWideWindowConfig's bands of rows).
And, with bias and activations at random:
  so-rows    16-bit NCHW layers onto output rows of 16-31 columns (32-62
             bytes), stride 1 or 2, 3x3 or 5x5, batches 8-128: the rows just
             over a sector that withStagedOutput leaves unstaged.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "..", "python"))
sys.path.insert(0, os.path.join(HERE, "..", "2026-12-04-s29"))
import aim29_gen  # noqa: E402
from dwc.layers import DepthwiseLayer, draw_layers  # noqa: E402

aim29_gen.ACTIVATIONS = ["silu"]


def input_extent(out, stride, extent, pad_lo, pad_hi):
    return (out - 1) * stride + extent - pad_lo - pad_hi


def window(rng, index, kernel, stride, dilation, out_h, out_w, batch, channels, dtype, layout):
    extents = [(k - 1) * dilation + 1 for k in kernel]
    pad = tuple(rng.randint(0, e - 1) for e in (extents[0], extents[0], extents[1], extents[1]))
    h = input_extent(out_h, stride, extents[0], pad[0], pad[1])
    w = input_extent(out_w, stride, extents[1], pad[2], pad[3])
    if h < 1 or w < 1:
        return None
    return DepthwiseLayer(f"sa{index}", batch, channels, h, w, kernel, (stride, stride),
                          (dilation, dilation), pad, dtype, layout, True, "silu")


def f32_nhwc(rng, index):
    kernel = rng.choice([(5, 5), (5, 5), (5, 3), (3, 5), (3, 3)])
    return window(rng, index, kernel, 1, 1, rng.randint(5, 28), rng.choice([7, 14, 21, 28]),
                  rng.choice([32, 64, 128, 256]), rng.randrange(32, 1024, 2), "f32", "nhwc")


def f32_nchw(rng, index):
    return window(rng, index, (5, 5), 1, 1, rng.randint(5, 14), 14, rng.choice([16, 32, 64, 128]),
                  rng.randint(32, 1024), "f32", "nchw")


def sixteen_nhwc(rng, index):
    kernel, dilation = rng.choice([((5, 5), 1), ((5, 5), 1), ((3, 3), 2)])
    return window(rng, index, kernel, rng.choice([1, 2]), dilation, rng.randint(3, 14),
                  rng.choice([7, 14]), rng.choice([2, 4, 8, 12, 16, 24, 32, 48]),
                  2 * rng.randint(40, 600), rng.choice(["f16", "bf16"]), "nhwc")


def so_rows(rng, index):
    stride = rng.choice([1, 2])
    k = rng.choice([3, 3, 5])
    out_w = rng.randint(16, 31)
    w = out_w * stride + rng.choice([0, 1]) if stride == 2 else out_w + rng.choice([0, 1, 2])
    h = max(8, w + rng.randint(-8, 8))
    pad = tuple(rng.randint(0, k - 1) for _ in range(4))
    layer = DepthwiseLayer(f"so{index}", rng.choice([8, 16, 32, 64, 128]), rng.randint(16, 1024),
                           h, w, (k, k), (stride, stride), (1, 1), pad,
                           rng.choice(["f16", "bf16"]), "nchw", rng.random() < 0.5,
                           rng.choice(["none", "relu", "relu6", "silu"]))
    fits = layer.batch * layer.channels * h * w <= 64 << 20
    return layer if 16 <= layer.out_hw[1] <= 31 and fits else None


FAMILIES = {"whole-row": aim29_gen.whole_row, "f32-nhwc": f32_nhwc, "f32-nchw": f32_nchw,
            "16-nhwc": sixteen_nhwc, "so-rows": so_rows}
SILU_FAMILIES = ["whole-row", "f32-nhwc", "f32-nchw", "16-nhwc"]


def main():
    draws = [FAMILIES[name] for name in sys.argv[3:] or SILU_FAMILIES]
    layers = draw_layers(draws, int(sys.argv[1]), int(sys.argv[2]))
    print("".join(l.mlir() for l in layers), end="")


if __name__ == "__main__":
    main()
