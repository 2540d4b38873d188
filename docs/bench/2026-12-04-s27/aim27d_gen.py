"""Random 16-bit NCHW strided layers aimed at element stores: even input
widths (element-pair loads) whose output rows are odd or leave one-column
lanes, 3x3/5x5 windows, stride 2, asymmetric padding, bias and activations,
batches 8-128."""
import os, random, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', '..', 'python'))
from dwc.layers import DepthwiseLayer
rng = random.Random(int(sys.argv[1]))
out = []
while len(out) < int(sys.argv[2]):
    k = rng.choice([3, 3, 5])
    pad = tuple(rng.randint(0, k - 1) for _ in range(4))
    w = 2 * rng.randint(8, 60)
    h = max(9, w + rng.randint(-6, 6))
    layer = DepthwiseLayer(f"st{len(out)}", rng.choice([8, 16, 32, 64, 128]),
                           rng.randint(16, 600), h, w, (k, k), (2, 2), (1, 1), pad,
                           rng.choice(["f16", "bf16"]), "nchw", rng.random() < 0.5,
                           rng.choice(["none", "relu", "relu6", "silu"]))
    if min(layer.out_hw) >= 2 and layer.out_hw[1] % 2 == 1:
        out.append(layer)
print("".join(l.mlir() for l in out), end="")
