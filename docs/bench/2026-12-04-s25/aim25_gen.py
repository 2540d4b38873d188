"""Random layers aimed at the `batch_mma` rule (16-bit NCHW stride-1
undilated windows of at least 5x5, outputs the input's size, even width and
left padding, batch of at least 16), kept where the two compilers choose
different configs. Seed 2525: first set.
    python3 aim25_gen.py OLD_COMPILER NEW_COMPILER OUT.mlir [SEED] [COUNT]"""
import json, os, random, subprocess, sys, tempfile
sys.path.insert(0, 'python')
from dwc.layers import DepthwiseLayer
old, new, out = sys.argv[1:4]
rng = random.Random(int(sys.argv[4]) if len(sys.argv) > 4 else 2525)
want = int(sys.argv[5]) if len(sys.argv) > 5 else 30


def make(i):
    kh, kw = rng.choice([(5, 5), (5, 5), (7, 7), (5, 7), (7, 5)])
    w, h = 2 * rng.randint(4, 16), rng.randint(6, 32)
    pl = rng.choice([p for p in range(0, kw, 2)])
    pt = rng.randint(0, kh - 1)
    return DepthwiseLayer(f"m{i}", rng.choice([16, 20, 32, 48, 64, 128]), rng.randint(8, 700),
                          h, w, (kh, kw), (1, 1), (1, 1), (pt, kh - 1 - pt, pl, kw - 1 - pl),
                          rng.choice(['f16', 'bf16']), 'nchw', rng.random() < 0.4,
                          rng.choice(['none', 'none', 'relu', 'relu6', 'silu']))


def configs(compiler, layers, tmp):
    src = os.path.join(tmp, 'a.mlir')
    open(src, 'w').write(''.join(l.mlir() for l in layers))
    subprocess.run([compiler, src, '-o', os.path.join(tmp, 'b')], check=True, capture_output=True)
    return {k['name']: k['config'] for k in json.load(open(os.path.join(tmp, 'b', 'manifest.json')))['kernels']}


kept = []
with tempfile.TemporaryDirectory() as tmp:
    for round_ in range(10):
        cands = [make(len(kept) + i + 1000 * round_) for i in range(40)]
        a, b = configs(old, cands, tmp), configs(new, cands, tmp)
        for l in cands:
            name = l.key + '_dw0'
            if len(kept) < want and a.get(name) != b.get(name):
                kept.append(l)
        if len(kept) >= want:
            break
print(len(kept))
open(out, 'w').write(''.join(l.mlir() for l in kept))
