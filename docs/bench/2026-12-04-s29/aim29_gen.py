"""Random layers aimed at session 29's rules, each family drawn after its
rule was fixed; all NCHW with asymmetric padding, bias and activations.

    python aim29_gen.py FAMILY SEED COUNT > layers.mlir

FAMILY:
  whole-row  stride 1, undilated 3x3 windows onto maps of 4-28 output rows
             and 5-23 output columns, odd input widths mostly (element-
             accessing rows), f32, f16 and bf16, batches 1-128
             (withWholeRowLanes; seeds 2929 and 2930, 300 layers each:
             ab29.json, ab29b.json);
  mma-odd    16-bit stride-1 windows of at least 25 taps (5x5 most, 7x7,
             5x7, 7x5) onto maps of 29-120 output rows, odd input widths
             mostly, batches 8-128 (`mma` in
             withWholePlanesForElementAccesses; seed 2932: ab29m.json).
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..",
                                "python"))
from dwc.layers import DepthwiseLayer, draw_layers  # noqa: E402

ACTIVATIONS = ["none", "relu", "relu6", "silu"]


def whole_row(rng, index):
    pad = tuple(rng.randint(0, 2) for _ in range(4))
    w = rng.choice([rng.randrange(7, 25, 2), rng.randint(7, 24)])
    h = max(4, min(30, w + rng.randint(-6, 6)))
    layer = DepthwiseLayer(f"wr{index}", rng.choice([1, 8, 16, 32, 64, 128]),
                           rng.randint(16, 1536), h, w, (3, 3), (1, 1), (1, 1), pad,
                           rng.choice(["f32", "f16", "bf16"]), "nchw", rng.random() < 0.5,
                           rng.choice(ACTIVATIONS))
    out_h, out_w = layer.out_hw
    return layer if 4 <= out_h <= 28 and 5 <= out_w <= 23 else None


def mma_odd(rng, index):
    kh, kw = rng.choice([(5, 5)] * 4 + [(7, 7), (5, 7), (7, 5)])
    pad = tuple(rng.randint(0, k - 1) for k in (kh, kh, kw, kw))
    w = rng.choice([rng.randrange(29, 121, 2), rng.randint(29, 120)])
    h = max(30, w + rng.randint(-10, 10))
    layer = DepthwiseLayer(f"mo{index}", rng.choice([8, 16, 32, 64, 128]), rng.randint(16, 512),
                           h, w, (kh, kw), (1, 1), (1, 1), pad, rng.choice(["f16", "bf16"]),
                           "nchw", rng.random() < 0.5, rng.choice(ACTIVATIONS))
    fits = layer.batch * layer.channels * h * w <= 64 << 20
    return layer if layer.out_hw[0] > 28 and fits else None


FAMILIES = {"whole-row": whole_row, "mma-odd": mma_odd}


def main():
    layers = draw_layers([FAMILIES[sys.argv[1]]], int(sys.argv[2]), int(sys.argv[3]))
    print("".join(l.mlir() for l in layers), end="")


if __name__ == "__main__":
    main()
