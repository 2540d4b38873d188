"""Random layers aimed at session 29's whole-row lanes (withWholeRowLanes),
drawn after the rule was fixed: NCHW, stride 1, undilated 3x3 windows onto
maps of 4-28 output rows and 5-23 output columns, odd input widths mostly
(element-accessing rows), asymmetric padding, bias and activations, f32,
f16 and bf16, batches 1-128.

    python aim29_gen.py SEED COUNT > layers.mlir
"""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..",
                                "python"))
from dwc.layers import DepthwiseLayer  # noqa: E402

ACTIVATIONS = ["none", "relu", "relu6", "silu"]


def draw(rng, index):
    pad = tuple(rng.randint(0, 2) for _ in range(4))
    w = rng.choice([rng.randrange(7, 25, 2), rng.randint(7, 24)])
    h = max(4, min(30, w + rng.randint(-6, 6)))
    layer = DepthwiseLayer(f"wr{index}", rng.choice([1, 8, 16, 32, 64, 128]),
                           rng.randint(16, 1536), h, w, (3, 3), (1, 1), (1, 1), pad,
                           rng.choice(["f32", "f16", "bf16"]), "nchw", rng.random() < 0.5,
                           rng.choice(ACTIVATIONS))
    out_h, out_w = layer.out_hw
    return layer if 4 <= out_h <= 28 and 5 <= out_w <= 23 else None


def main():
    rng = random.Random(int(sys.argv[1]))
    out = []
    while len(out) < int(sys.argv[2]):
        layer = draw(rng, len(out))
        if layer:
            out.append(layer)
    print("".join(l.mlir() for l in out), end="")


if __name__ == "__main__":
    main()
