"""Random 16-bit NCHW layers onto output rows of 16-31 columns (32-62 bytes),
stride 1 or 2, 3x3 or 5x5, asymmetric padding, bias and activations, batches
8-128: the rows just over a sector that withStagedOutput leaves unstaged.

    python so_gen.py SEED COUNT > layers.mlir     (seed 3003, 400: so30b.json)
"""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..",
                                "python"))
from dwc.layers import DepthwiseLayer  # noqa: E402


def draw(rng, index):
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
