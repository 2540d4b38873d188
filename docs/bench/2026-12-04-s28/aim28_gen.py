"""Random layers aimed at session 28's rules, each family drawn after its
rule was fixed; all with asymmetric padding, bias and activations.

    python aim28_gen.py FAMILY SEED COUNT > layers.mlir

FAMILY (the draws behind the A/B files):
  large         NHWC, stride 1, undilated 7x7 (most), 9x9, 7x9 and 11x11
                windows on maps of 15-100 rows, any channel count, f32, f16
                and bf16, batches 2-128 (chooseLargeWindowConfig; seed 2812,
                60 layers: ab28.json);
  f32-small     the same windows in f32 onto maps of 4-14 output rows (seed
                2813, 60: ab28b.json);
  16bit-small   the same windows in f16 and bf16 onto maps of 5-14 output
                rows and 7, 14, 21 or 28 columns (seed 2816, 80: ab28e.json);
  f32-odd-rows  f32 NCHW rows whose pitch or column tile leaves one-element
                lanes (odd widths mostly), 3x3-7x7 windows, strides 1-2,
                dilation 1-2, batches 1-128 (withWholePlanesForElementAccesses;
                seeds 2814 (240) and 2815 (300), then those of at most 64M
                input elements: ab28c.json, ab28d.json).
The other families keep layers of at most 64M input elements themselves.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..",
                                "python"))
from dwc.layers import DepthwiseLayer, draw_layers  # noqa: E402

LARGE_WINDOWS = [(7, 7)] * 5 + [(9, 9), (7, 9)]
BATCHES = [2, 4, 8, 16, 32, 64, 128]
ACTIVATIONS = ["none", "relu", "relu6", "silu"]
MAX_ELEMENTS = 64 << 20


def fits(layer):
    return layer.batch * layer.channels * layer.height * layer.width <= MAX_ELEMENTS


def large(rng, index):
    kh, kw = rng.choice(LARGE_WINDOWS + [(11, 11)])
    pad = tuple(rng.randint(0, k - 1) for k in (kh, kh, kw, kw))
    h = rng.randint(15, 100)
    w = max(9, h + rng.randint(-8, 8))
    layer = DepthwiseLayer(f"lw{index}", rng.choice(BATCHES), rng.randint(8, 1024), h, w,
                           (kh, kw), (1, 1), (1, 1), pad, rng.choice(["f32", "f16", "bf16"]),
                           "nhwc", rng.random() < 0.5, rng.choice(ACTIVATIONS))
    ok = layer.out_hw[0] > 14 and layer.out_hw[1] >= 4 and fits(layer)
    return layer if ok else None


def f32_small(rng, index):
    kh, kw = rng.choice(LARGE_WINDOWS)
    pad = tuple(rng.randint(0, k - 1) for k in (kh, kh, kw, kw))
    h = rng.randint(4, 20)
    w = max(4, h + rng.randint(-4, 4))
    layer = DepthwiseLayer(f"sw{index}", rng.choice(BATCHES), rng.randint(8, 1536), h, w,
                           (kh, kw), (1, 1), (1, 1), pad, "f32", "nhwc", rng.random() < 0.5,
                           rng.choice(ACTIVATIONS))
    out_h, out_w = layer.out_hw
    return layer if 4 <= out_h <= 14 and out_w >= 4 and fits(layer) else None


def sixteen_bit_small(rng, index):
    kh, kw = rng.choice(LARGE_WINDOWS)
    pad = tuple(rng.randint(0, k - 1) for k in (kh, kh, kw, kw))
    out_h, out_w = rng.randint(5, 14), rng.choice([7, 14, 21, 28])
    h = out_h + kh - 1 - pad[0] - pad[1]
    w = out_w + kw - 1 - pad[2] - pad[3]
    layer = DepthwiseLayer(f"tw{index}", rng.choice(BATCHES), rng.randint(8, 1536), h, w,
                           (kh, kw), (1, 1), (1, 1), pad, rng.choice(["f16", "bf16"]), "nhwc",
                           rng.random() < 0.5, rng.choice(ACTIVATIONS))
    return layer if h >= 1 and w >= 1 and fits(layer) else None


def f32_odd_rows(rng, index):
    k = rng.choice([3, 3, 5, 5, 7])
    kh, kw = k, rng.choice([k, k, 3])
    s = rng.choice([1, 1, 2])
    d = rng.choice([1, 1, 1, 2])
    eh, ew = (kh - 1) * d + 1, (kw - 1) * d + 1
    pad = tuple(rng.randint(0, e - 1) for e in (eh, eh, ew, ew))
    w = rng.choice([rng.randrange(9, 100, 2), rng.randint(9, 160)])
    h = max(5, w + rng.randint(-6, 6))
    layer = DepthwiseLayer(f"fe{index}", rng.choice([1, 8, 16, 32, 64, 128]),
                           rng.randint(16, 1024), h, w, (kh, kw), (s, s), (d, d), pad, "f32",
                           "nchw", rng.random() < 0.5, rng.choice(ACTIVATIONS))
    return layer if min(layer.out_hw) >= 2 else None


FAMILIES = {"large": large, "f32-small": f32_small, "16bit-small": sixteen_bit_small,
            "f32-odd-rows": f32_odd_rows}


def main():
    layers = draw_layers([FAMILIES[sys.argv[1]]], int(sys.argv[2]), int(sys.argv[3]))
    print("".join(l.mlir() for l in layers), end="")


if __name__ == "__main__":
    main()
