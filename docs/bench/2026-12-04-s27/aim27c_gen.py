"""Random 16-bit NHWC layers aimed at chooseWindowConfig's tallSixteenBitWindow:
stride 1, windows of at least 7 rows (7x7, 7x3, 7x5, dilated 3x3 and 4x4),
maps of 24-80 rows, asymmetric padding, bias and activations, batches 8-128."""
import os, random, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', '..', 'python'))
from dwc.layers import DepthwiseLayer
rng = random.Random(int(sys.argv[1]))
out = []
while len(out) < int(sys.argv[2]):
    kh, kw, d = rng.choice([(7, 7, 1), (7, 7, 1), (7, 7, 1), (7, 3, 1), (7, 5, 1), (3, 3, 3), (4, 4, 2)])
    eh, ew = (kh - 1) * d + 1, (kw - 1) * d + 1
    pad = tuple(rng.randint(0, e - 1) for e in (eh, eh, ew, ew))
    h = rng.randint(24, 80)
    w = max(9, h + rng.randint(-8, 8))
    layer = DepthwiseLayer(f"tw{len(out)}", rng.choice([8, 16, 32, 64, 128]),
                           2 * rng.randint(8, 200), h, w, (kh, kw), (1, 1), (d, d), pad,
                           rng.choice(["f16", "bf16"]), "nhwc", rng.random() < 0.5,
                           rng.choice(["none", "relu", "relu6", "silu"]))
    if min(layer.out_hw) >= 2:
        out.append(layer)
print("".join(l.mlir() for l in out), end="")
