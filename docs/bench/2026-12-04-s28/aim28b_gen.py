"""Random f32 NHWC layers aimed at chooseLargeWindowConfig's small maps,
drawn after the rule was fixed: stride 1, undilated windows of 7x7 (most),
9x9 and 7x9, maps of 4-14 output rows, any channel count, asymmetric
padding, bias and activations, batches 2-128, at most 64M input elements.

    python aim28b_gen.py SEED COUNT > layers.mlir
"""
import os, random, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', '..', 'python'))
from dwc.layers import DepthwiseLayer
rng = random.Random(int(sys.argv[1]))
out = []
while len(out) < int(sys.argv[2]):
    kh, kw = rng.choice([(7, 7)] * 5 + [(9, 9), (7, 9)])
    pad = tuple(rng.randint(0, k - 1) for k in (kh, kh, kw, kw))
    h = rng.randint(4, 20)
    w = max(4, h + rng.randint(-4, 4))
    layer = DepthwiseLayer(f"sw{len(out)}", rng.choice([2, 4, 8, 16, 32, 64, 128]),
                           rng.randint(8, 1536), h, w, (kh, kw), (1, 1), (1, 1), pad,
                           "f32", "nhwc", rng.random() < 0.5,
                           rng.choice(["none", "relu", "relu6", "silu"]))
    oh, ow = layer.out_hw
    if 4 <= oh <= 14 and ow >= 4 and layer.batch * layer.channels * h * w <= 64 << 20:
        out.append(layer)
print("".join(l.mlir() for l in out), end="")
