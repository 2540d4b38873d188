"""Draws random depthwise layers with windows of 1-63 rows by 1-51 columns
(strides and dilations up to 2, maps of 1-112, 1-1024 channels, batch
1-128) and prints their dwc MLIR: big_window_layers.py SEED COUNT. Draws
whose window does not fit the padded map are skipped."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "..", "python"))
from dwc.layers import DepthwiseLayer  # noqa: E402

rng = random.Random(int(sys.argv[1]))
out = []
for i in range(int(sys.argv[2])):
    kh = rng.choice([1, 3, 5, 7, 9, 13, 17, 27, 31, 51, 63]); kw = rng.choice([1, 3, 5, 7, 13, 31, 51])
    sh, sw = rng.choice([1, 1, 2]), rng.choice([1, 1, 2])
    dh, dw = rng.choice([1, 1, 1, 2]), rng.choice([1, 1, 1, 2])
    eh, ew = (kh - 1) * dh + 1, (kw - 1) * dw + 1
    pad = tuple(rng.randint(0, e - 1) for e in (eh, eh, ew, ew))
    h = rng.choice([1, 7, 14, 28, 56, 112]); w = rng.choice([1, 7, 14, 28, 56, 112])
    if h + pad[0] + pad[1] < eh or w + pad[2] + pad[3] < ew:
        continue
    out.append(DepthwiseLayer(f"b{i}", rng.choice([1, 2, 8, 32, 128]), rng.choice([1, 16, 64, 128, 256, 1024]), h, w, (kh, kw), (sh, sw), (dh, dw), pad,
                              rng.choice(["f32", "f16", "bf16"]), rng.choice(["nchw", "nhwc"]), rng.random() < 0.3, rng.choice(["none", "relu", "silu"])))
print("".join(l.mlir() for l in out), end="")
