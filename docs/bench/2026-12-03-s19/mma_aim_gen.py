"""Random 16-bit NCHW layers aimed at the heuristic's `mma` rule (prefersMma):
stride 1, windows of at least 25 taps that fit a tensor-core product (5x5,
7x7, 9x3, 5x7), output maps of more than 28 rows, grids of at least 4 mma
blocks per SM. Usage: mma_aim_gen.py OUT.mlir [COUNT]."""
import os, random, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "python"))
from dwc.layers import DepthwiseLayer
rng = random.Random(19)
count = int(sys.argv[2]) if len(sys.argv) > 2 else 60
layers = []
while len(layers) < count:
    kh, kw = rng.choice([(5, 5), (5, 5), (7, 7), (9, 3), (5, 7)])
    oh = rng.randint(29, 112); ow = rng.randint(12, 112)
    pt, pb = rng.randint(0, kh - 1), rng.randint(0, kh - 1)
    pl, pr = rng.randint(0, kw - 1), rng.randint(0, kw - 1)
    h = oh - pt - pb + kh - 1; w = ow - pl - pr + kw - 1
    c = rng.randrange(16, 512); n = rng.choice([4, 8, 16, 32, 64, 128])
    if h < 1 or w < 1 or n * c * h * w > 2**27:
        continue
    layers.append(DepthwiseLayer(f"mma{len(layers)}", n, c, h, w, (kh, kw), (1, 1), (1, 1),
                                 (pt, pb, pl, pr), rng.choice(["f16", "bf16"]), "nchw",
                                 rng.random() < 0.5, rng.choice(["none", "relu", "relu6", "silu"])))
open(sys.argv[1], 'w').write(''.join(l.mlir() for l in layers))
