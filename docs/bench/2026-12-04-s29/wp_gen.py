"""Whole-plane `shared` variants (session 29, `wpsw.json`): lanes of c output
columns (c dividing the output row), c1, c3 and c5, beside the heuristic's
default, on EfficientNet-B3's odd NCHW maps and 24 random odd-width layers
(seed 2931). Writes default.mlir, c1.mlir, c3.mlir, c5.mlir here; each
compiled by dwc-compile into a bundle of that name for `python -m dwc.compare`.
"""
import math
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', '..', 'python'))
from dwc.layers import DepthwiseLayer
rng = random.Random(2931)
layers = []
HELD = [("eb3_dw3c", 192, 75, 75, 3, 1), ("eb3_dw3b", 144, 150, 150, 3, 2),
        ("eb3_dw5a", 192, 75, 75, 5, 2), ("eb3_dw3a", 40, 150, 150, 3, 1)]
for name, c, h, w, k, s in HELD:
    for n in (32, 128):
        for dt in ("f16", "f32"):
            p = k // 2
            layers.append(DepthwiseLayer(f"{name}__n{n}__{dt}", n, c, h, w, (k, k), (s, s), (1, 1),
                                         (p, p, p, p), dt, "nchw", False, "none"))
i = 0
while i < 24:
    k = rng.choice([3, 3, 5]); s = rng.choice([1, 1, 2])
    w = rng.choice([x for x in range(25, 100, 2) if x % 3 == 0 or x % 5 == 0])
    h = max(9, w + rng.randint(-6, 6))
    p = k // 2
    l = DepthwiseLayer(f"wp{i}", rng.choice([16, 32, 64, 128]), rng.randint(24, 480), h, w, (k, k), (s, s),
                       (1, 1), (p, p, p, p), rng.choice(["f16", "f32", "bf16"]), "nchw", False, "none")
    if l.batch * l.channels * h * w > 64 << 20 or l.out_hw[1] % 3 and l.out_hw[1] % 5:
        continue
    layers.append(l); i += 1

def whole(l, cols):
    oh, ow = l.out_hw
    if ow % cols: return None
    lanes = ow // cols
    eb = 2 if l.dtype != "f32" else 4
    plane = l.height * l.width * eb
    ch = min(256 // lanes, l.channels, 48 * 1024 // plane)
    if ch < 1: return None
    vec = 1
    g = math.gcd(cols * l.stride[1], l.width)
    for v in (8, 4, 2):
        if v * eb <= 16 and g % v == 0: vec = v; break
    return (f"#dwc.depthwise_config<block_channels = {ch}, block_rows = {oh}, block_cols = {ow}, "
            f"threads = {lanes * ch}, rows_per_thread = {oh}, cols_per_thread = {cols}, "
            f"vector_width = {vec}, column_reuse = shared>")

variants = {"default": lambda l: None, "c1": lambda l: whole(l, 1), "c3": lambda l: whole(l, 3),
            "c5": lambda l: whole(l, 5)}
for name, f in variants.items():
    text = ""
    for l in layers:
        cfg = f(l)
        if name != "default" and cfg is None: continue
        t = l.mlir()
        if cfg: t = t.replace("activation none>}", f"activation none>, config = {cfg}}}")
        text += t
    open(f"{name}.mlir", "w").write(text)
print(len(layers))
