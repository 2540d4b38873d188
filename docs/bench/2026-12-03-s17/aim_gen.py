"""Random f32 NHWC layers aimed at the session-17 wide f32 5x5 rule: stride 1, windows of at most 5x5 (not both at most 3), output rows 7-28 wide (multiples of 7), grids of batch x C/2 x OW/7 x ceil(OH/7) >= 12,672 threads."""
import random, sys
sys.path.insert(0, '/work/main/python')
from dwc.layers import DepthwiseLayer
rng = random.Random(17)
layers = []
while len(layers) < 30:
    kh, kw = rng.choice([(5, 5), (5, 5), (4, 4), (5, 3), (3, 5), (3, 3)])
    dh, dw = (2, 2) if (kh, kw) == (3, 3) else (1, 1)
    eh, ew = (kh - 1) * dh + 1, (kw - 1) * dw + 1
    ow = rng.choice([7, 14, 21, 28]); oh = rng.randint(5, 28)
    pt, pb, pl, pr = (rng.randint(0, eh - 1), rng.randint(0, eh - 1), rng.randint(0, ew - 1), rng.randint(0, ew - 1))
    h = oh - pt - pb + eh - 1; w = ow - pl - pr + ew - 1
    c = rng.randrange(32, 1024, 2); n = rng.choice([32, 64, 128, 256])
    if h < 1 or w < 1 or n * (c // 2) * (ow // 7) * -(-oh // 7) < 12672:
        continue
    layers.append(DepthwiseLayer(f"aim{len(layers)}", n, c, h, w, (kh, kw), (1, 1), (dh, dw),
                                 (pt, pb, pl, pr), "f32", "nhwc", rng.random() < 0.5,
                                 rng.choice(["none", "relu", "relu6", "silu"])))
open(sys.argv[1], 'w').write(''.join(l.mlir() for l in layers))
