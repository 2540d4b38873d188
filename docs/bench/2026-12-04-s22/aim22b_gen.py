"""Aimed layers for the s22 rule: f32 NHWC 5x5 (and dilated 3x3) stride 1 over maps of at most 7 rows and 7/14 columns."""
import random, sys
sys.path.insert(0, 'python')
from dwc.layers import DepthwiseLayer
rng = random.Random(2222)
layers = []
while len(layers) < 30:
    k, d = rng.choice([(5, 1), (5, 1), (5, 1), (3, 2)])
    e = (k - 1) * d + 1
    ow = rng.choice([7, 7, 14]); oh = rng.randint(3, 7)
    pl, pr = rng.randint(0, e - 1), rng.randint(0, e - 1)
    pt, pb = rng.randint(0, e - 1), rng.randint(0, e - 1)
    w = ow + e - 1 - pl - pr; h = oh + e - 1 - pt - pb
    if w < 1 or h < 1:
        continue
    l = DepthwiseLayer(f"g{len(layers)}", rng.choice([16, 24, 32, 48, 64, 96, 128]), rng.randint(100, 1200), h, w,
                       (k, k), (1, 1), (d, d), (pt, pb, pl, pr), 'f32', 'nhwc', rng.random() < 0.4,
                       rng.choice(['none', 'none', 'relu', 'relu6', 'silu']))
    if l.out_hw == (oh, ow):
        layers.append(l)
open(sys.argv[1], 'w').write(''.join(l.mlir() for l in layers))
