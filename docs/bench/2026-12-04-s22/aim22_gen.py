"""Aimed layers for the s22 rules: f32 NHWC strided 3x3 on maps over 14 rows, f32 NHWC 5x5 on 14-column maps."""
import random, sys
sys.path.insert(0, 'python')
from dwc.layers import DepthwiseLayer
rng = random.Random(22)
layers = []
while len(layers) < 28:
    k = rng.choice([3, 3, 2])
    h, w = rng.randint(30, 120), rng.randint(30, 120)
    pad = tuple(rng.randint(0, k - 1) for _ in range(4))
    l = DepthwiseLayer(f"s{len(layers)}", rng.choice([8, 16, 32, 48, 64, 128]), 2 * rng.randint(8, 128), h, w,
                       (k, k), (2, 2), (1, 1), pad, 'f32', 'nhwc', rng.random() < 0.4,
                       rng.choice(['none', 'none', 'relu', 'relu6', 'silu']))
    if l.out_hw[0] > 14:
        layers.append(l)
while len(layers) < 56:
    h = rng.randint(8, 14)
    pl = rng.randint(0, 4); pr = rng.randint(0, 4)
    w = 18 - pl - pr
    pt = rng.randint(1, 3); pb = rng.randint(1, 3)
    l = DepthwiseLayer(f"f{len(layers)}", rng.choice([8, 16, 24, 32, 48, 64, 96, 128]), rng.randint(48, 1200), h, w,
                       (5, 5), (1, 1), (1, 1), (pt, pb, pl, pr), 'f32', 'nhwc', rng.random() < 0.4,
                       rng.choice(['none', 'none', 'relu', 'relu6', 'silu']))
    if l.out_hw[1] == 14 and l.out_hw[0] >= 1:
        layers.append(l)
open(sys.argv[1], 'w').write(''.join(l.mlir() for l in layers))
