"""Random NHWC layers aimed at withRolledRaggedWindows: 5- and 7-row
filters (some 3 columns wide), strides 1-2, dilation 1-2, asymmetric
padding, bias and activations, row widths that column tiles of 2-7 leave
ragged, f32/f16/bf16, batches 8-128."""
import os, random, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', '..', 'python'))
from dwc.layers import DepthwiseLayer
rng = random.Random(int(sys.argv[1]))
out = []
while len(out) < int(sys.argv[2]):
    kh = rng.choice([5, 5, 7])
    kw = rng.choice([kh, kh, 3])
    s = rng.choice([1, 1, 2])
    d = rng.choice([1, 1, 1, 2])
    eh, ew = (kh - 1) * d + 1, (kw - 1) * d + 1
    pad = tuple(rng.randint(0, e - 1) for e in (eh, eh, ew, ew))
    w = rng.randint(9, 80)
    h = max(9, w + rng.randint(-8, 8))
    layer = DepthwiseLayer(f"rw{len(out)}", rng.choice([8, 16, 32, 64, 128]),
                           rng.choice([rng.randint(16, 400), 8 * rng.randint(2, 60)]), h, w,
                           (kh, kw), (s, s), (d, d), pad, rng.choice(["f32", "f16", "bf16"]),
                           "nhwc", rng.random() < 0.5, rng.choice(["none", "relu", "relu6", "silu"]))
    if min(layer.out_hw) >= 2:
        out.append(layer)
print("".join(l.mlir() for l in out), end="")
