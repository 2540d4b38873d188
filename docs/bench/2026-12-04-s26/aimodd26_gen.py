"""Random layers aimed at `batch_mma` with an odd width or odd left padding
(16-bit NCHW stride-1 undilated windows of at least 5x5, outputs the input's
size, batch of at least 16), kept where the two compilers choose different
configs.
    python3 aimodd26_gen.py OLD_COMPILER NEW_COMPILER OUT.mlir [SEED] [COUNT]"""
import json, os, random, subprocess, sys, tempfile
sys.path.insert(0, 'python')
from dwc.layers import DepthwiseLayer
old, new, out = sys.argv[1:4]
rng = random.Random(int(sys.argv[4]) if len(sys.argv) > 4 else 2629)
want = int(sys.argv[5]) if len(sys.argv) > 5 else 30


def draw(i):
    kh, kw = rng.choice([(5, 5), (5, 5), (7, 7), (5, 7), (7, 5)])
    w, h = rng.randint(7, 32), rng.randint(6, 32)
    pl = rng.randint(0, kw - 1)
    if w % 2 == 0 and pl % 2 == 0:
        w += 1
    pt = rng.randint(0, kh - 1)
    return DepthwiseLayer(f"q{i}", rng.choice([16, 20, 32, 48, 64, 128]), rng.randint(8, 700),
                          h, w, (kh, kw), (1, 1), (1, 1), (pt, kh - 1 - pt, pl, kw - 1 - pl),
                          rng.choice(['f16', 'bf16']), 'nchw', rng.random() < 0.4,
                          rng.choice(['none', 'none', 'relu', 'relu6', 'silu']))


def configs(compiler, layers, tmp):
    src = os.path.join(tmp, 'a.mlir')
    open(src, 'w').write(''.join(l.mlir() for l in layers))
    subprocess.run([compiler, src, '-o', os.path.join(tmp, 'b')], check=True, capture_output=True)
    manifest = json.load(open(os.path.join(tmp, 'b', 'manifest.json')))
    return {k['name']: k['config'] for k in manifest['kernels']}


kept = []
with tempfile.TemporaryDirectory() as tmp:
    for round_ in range(10):
        layers = [draw(len(kept) + i + 1000 * round_) for i in range(40)]
        before, after = configs(old, layers, tmp), configs(new, layers, tmp)
        kept += [l for l in layers if before[l.key + '_dw0'] != after[l.key + '_dw0']][:want - len(kept)]
        if len(kept) >= want:
            break
print(len(kept))
open(out, 'w').write(''.join(l.mlir() for l in kept))
