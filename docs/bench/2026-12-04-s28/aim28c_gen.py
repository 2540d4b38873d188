"""Random f32 NCHW layers aimed at withWholePlanesForElementAccesses in f32
(session 28), drawn after the rule was fixed: rows
whose pitch or column tile leaves one-element lanes (odd widths mostly), 3x3-7x7
windows, strides 1-2, dilation 1-2, asymmetric padding, bias and
activations, batches 1-128.

    python aim28c_gen.py SEED COUNT > layers.mlir
"""
import os, random, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', '..', 'python'))
from dwc.layers import DepthwiseLayer
rng = random.Random(int(sys.argv[1]))
out = []
while len(out) < int(sys.argv[2]):
    k = rng.choice([3, 3, 5, 5, 7])
    kh, kw = k, rng.choice([k, k, 3])
    s = rng.choice([1, 1, 2])
    d = rng.choice([1, 1, 1, 2])
    eh, ew = (kh - 1) * d + 1, (kw - 1) * d + 1
    pad = tuple(rng.randint(0, e - 1) for e in (eh, eh, ew, ew))
    w = rng.choice([rng.randrange(9, 100, 2), rng.randint(9, 160)])
    h = max(5, w + rng.randint(-6, 6))
    layer = DepthwiseLayer(f"fe{len(out)}", rng.choice([1, 8, 16, 32, 64, 128]),
                           rng.randint(16, 1024), h, w, (kh, kw), (s, s), (d, d), pad,
                           "f32", "nchw", rng.random() < 0.5,
                           rng.choice(["none", "relu", "relu6", "silu"]))
    if min(layer.out_hw) >= 2:
        out.append(layer)
print("".join(l.mlir() for l in out), end="")
