"""ConvNeXt-T's depthwise layers (7x7, stride 1, pad 3; NCHW, f32/f16/bf16,
N=1/32/128) and random NCHW layers aimed at the wide-lane rule for windows
of 7 live rows: 7x7, 7x5, 7x3, 3x3 dilated 3, 4x4 dilated 2; output maps of
7-28 rows (f32: 7-14) and 7, 14, 21 or 28 columns. Usage: w7_gen.py OUT.mlir COUNT."""
import os, random, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "python"))
from dwc.layers import DepthwiseLayer
layers = []
for name, c, hw in (("cnx1", 96, 56), ("cnx2", 192, 28), ("cnx3", 384, 14), ("cnx4", 768, 7)):
    for n in (1, 32, 128):
        for dt in ("f32", "f16", "bf16"):
            layers.append(DepthwiseLayer(name, n, c, hw, hw, (7, 7), (1, 1), (1, 1), (3, 3, 3, 3), dt, "nchw"))
rng = random.Random(7)
count = int(sys.argv[2])
made = 0
while made < count:
    (kh, kw), (dh, dw) = rng.choice([((7, 7), (1, 1)), ((7, 7), (1, 1)), ((7, 5), (1, 1)), ((7, 3), (1, 1)), ((3, 3), (3, 3)), ((4, 4), (2, 2))])
    dt = rng.choice(["f16", "bf16", "f32"])
    eh, ew = (kh - 1) * dh + 1, (kw - 1) * dw + 1
    oh = rng.randint(7, 14 if dt == "f32" else 28); ow = rng.choice([7, 14, 21, 28] if dt != "f32" else [7, 14])
    pt, pb, pl, pr = (rng.randint(0, eh - 1), rng.randint(0, eh - 1), rng.randint(0, ew - 1), rng.randint(0, ew - 1))
    h = oh - pt - pb + eh - 1; w = ow - pl - pr + ew - 1
    c = rng.randrange(16, 1024); n = rng.choice([8, 16, 32, 64, 128, 256])
    if h < 1 or w < 1:
        continue
    layers.append(DepthwiseLayer(f"w7r{made}", n, c, h, w, (kh, kw), (1, 1), (dh, dw), (pt, pb, pl, pr), dt, "nchw",
                                 rng.random() < 0.5, rng.choice(["none", "relu", "relu6", "silu"])))
    made += 1
open(sys.argv[1], 'w').write(''.join(l.mlir() for l in layers))
