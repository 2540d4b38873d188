"""Random layers the `batch_mma` schedule can compute with odd widths or odd
left padding (16-bit NCHW, stride 1, outputs the input's size, windows of
at most 9 columns, row dilation 1-2, batches 1-40), for a correctness run
with `dwc-compile --column-reuse=batch_mma`.
    python3 odd26_gen.py OUT.mlir [SEED] [COUNT]"""
import random, sys
sys.path.insert(0, 'python')
from dwc.layers import DepthwiseLayer
out = sys.argv[1]
rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 2628)
count = int(sys.argv[3]) if len(sys.argv) > 3 else 60
layers = []
for i in range(count):
    kh, kw = rng.choice([(3, 3), (5, 5), (7, 7), (3, 5), (5, 3), (1, 3), (9, 9), (5, 7)])
    dh = rng.choice([1, 1, 2])
    w, h = rng.randint(3, 32), rng.randint(3 + (kh - 1) * dh, 30)
    pl = rng.randint(0, kw - 1)
    if w % 2 == 0 and pl % 2 == 0:
        w += 1
    ph = (kh - 1) * dh
    pt = rng.randint(0, ph)
    layers.append(DepthwiseLayer(f"o{i}", rng.choice([1, 2, 5, 16, 17, 33, 40]), rng.randint(2, 300),
                                 h, w, (kh, kw), (1, 1), (dh, 1), (pt, ph - pt, pl, kw - 1 - pl),
                                 rng.choice(['f16', 'bf16']), 'nchw', rng.random() < 0.5,
                                 rng.choice(['none', 'relu', 'relu6', 'silu'])))
open(out, 'w').write(''.join(l.mlir() for l in layers))
