"""Draws depthwise layers outside the random set's range (windows up to 11x11,
strides up to 4x5, dilations up to 3x4, maps of 1-257 columns, 1-4096
channels) and prints their dwc MLIR: extreme_layers.py SEED COUNT. Draws
whose window does not fit the padded map are skipped."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "..", "python"))
from dwc.layers import DepthwiseLayer  # noqa: E402


def main():
    rng = random.Random(int(sys.argv[1]))
    layers = []
    for i in range(int(sys.argv[2])):
        kh, kw = rng.choice([1, 1, 2, 3, 4, 5, 7, 9, 11]), rng.choice([1, 2, 3, 5, 7, 11])
        sh, sw = rng.choice([1, 2, 3, 4]), rng.choice([1, 2, 3, 5])
        dh, dw = rng.choice([1, 1, 2, 3]), rng.choice([1, 1, 2, 4])
        eh, ew = (kh - 1) * dh + 1, (kw - 1) * dw + 1
        pad = tuple(rng.randint(0, e - 1) for e in (eh, eh, ew, ew))
        h = rng.choice([1, 2, 3, 5, 17, 64, 130])
        w = rng.choice([1, 2, 3, 7, 33, 64, 257])
        if h + pad[0] + pad[1] < eh or w + pad[2] + pad[3] < ew:
            continue
        layers.append(DepthwiseLayer(
            f"x{i}", rng.choice([1, 2, 3, 256]), rng.choice([1, 2, 3, 8, 31, 64, 1000, 4096]),
            h, w, (kh, kw), (sh, sw), (dh, dw), pad, rng.choice(["f32", "f16", "bf16"]),
            rng.choice(["nchw", "nhwc"]), rng.random() < 0.5,
            rng.choice(["none", "relu", "relu6", "silu"])))
    print("".join(layer.mlir() for layer in layers), end="")


if __name__ == "__main__":
    main()
