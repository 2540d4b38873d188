"""Random 16-bit NHWC layers aimed at chooseLargeWindowConfig's 16-bit small
maps, drawn after the rule was fixed: stride 1, undilated windows of 7x7
(most), 9x9 and 7x9, output maps of 5-14 rows and 7, 14, 21 or 28 columns,
any channel count, asymmetric padding, bias and activations, f16 and bf16,
batches 2-128, at most 64M input elements.

    python aim28e_gen.py SEED COUNT > layers.mlir
"""
import os, random, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', '..', 'python'))
from dwc.layers import DepthwiseLayer
rng = random.Random(int(sys.argv[1]))
out = []
while len(out) < int(sys.argv[2]):
    kh, kw = rng.choice([(7, 7)] * 5 + [(9, 9), (7, 9)])
    pad = tuple(rng.randint(0, k - 1) for k in (kh, kh, kw, kw))
    out_h, out_w = rng.randint(5, 14), rng.choice([7, 14, 21, 28])
    h = out_h + kh - 1 - pad[0] - pad[1]
    w = out_w + kw - 1 - pad[2] - pad[3]
    layer = DepthwiseLayer(f"tw{len(out)}", rng.choice([2, 4, 8, 16, 32, 64, 128]),
                           rng.randint(8, 1536), h, w, (kh, kw), (1, 1), (1, 1), pad,
                           rng.choice(["f16", "bf16"]), "nhwc", rng.random() < 0.5,
                           rng.choice(["none", "relu", "relu6", "silu"]))
    if h >= 1 and w >= 1 and layer.batch * layer.channels * h * w <= 64 << 20:
        out.append(layer)
print("".join(l.mlir() for l in out), end="")
