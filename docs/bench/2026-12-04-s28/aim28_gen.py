"""Random NHWC layers aimed at chooseLargeWindowConfig, drawn after it was
fixed: stride 1, undilated windows of 7x7 (most), 9x9, 7x9 and 11x11, maps
of 15-100 rows, any channel count, asymmetric padding, bias and activations,
f32, f16 and bf16, batches 2-128, at most 64M input elements.

    python aim28_gen.py SEED COUNT > layers.mlir
"""
import os, random, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', '..', 'python'))
from dwc.layers import DepthwiseLayer
rng = random.Random(int(sys.argv[1]))
out = []
while len(out) < int(sys.argv[2]):
    kh, kw = rng.choice([(7, 7)] * 5 + [(9, 9), (7, 9), (11, 11)])
    pad = tuple(rng.randint(0, k - 1) for k in (kh, kh, kw, kw))
    h = rng.randint(15, 100)
    w = max(9, h + rng.randint(-8, 8))
    layer = DepthwiseLayer(f"lw{len(out)}", rng.choice([2, 4, 8, 16, 32, 64, 128]),
                           rng.randint(8, 1024), h, w, (kh, kw), (1, 1), (1, 1), pad,
                           rng.choice(["f32", "f16", "bf16"]), "nhwc", rng.random() < 0.5,
                           rng.choice(["none", "relu", "relu6", "silu"]))
    if layer.out_hw[0] > 14 and layer.out_hw[1] >= 4 and \
            layer.batch * layer.channels * h * w <= 64 << 20:
        out.append(layer)
print("".join(l.mlir() for l in out), end="")
