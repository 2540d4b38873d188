"""Random layers aimed at the s24 rule (16-bit stride-1 NHWC windows of at
most 3x3 outside a small grid, whose channel lanes fill a warp: blocks of at
most two column tiles), kept where the two compilers choose different
configs. Seed 2424: first set; 2525: held-out set.
    python3 aim24_gen.py OLD_COMPILER NEW_COMPILER OUT.mlir [SEED] [COUNT]"""
import json, os, random, subprocess, sys, tempfile
sys.path.insert(0, 'python')
from dwc.layers import DepthwiseLayer
old, new, out = sys.argv[1:4]
rng = random.Random(int(sys.argv[4]) if len(sys.argv) > 4 else 2424)
want = int(sys.argv[5]) if len(sys.argv) > 5 else 30


def make(i):
    kh, kw, d = rng.choice([(3, 3, 1), (3, 3, 1), (3, 3, 1), (3, 1, 1), (1, 3, 1), (2, 2, 1)])
    ow, oh = rng.randint(20, 120), rng.randint(20, 120)
    pt, pb = (rng.randint(0, kh - 1) for _ in range(2))
    pl, pr = (rng.randint(0, kw - 1) for _ in range(2))
    w, h = ow - 1 + kw - pl - pr, oh - 1 + kh - pt - pb
    return DepthwiseLayer(f"c{i}", rng.choice([4, 8, 16, 24, 32, 48, 64, 128]), 2 * rng.randint(16, 160),
                          h, w, (kh, kw), (1, 1), (d, d), (pt, pb, pl, pr), rng.choice(['f16', 'bf16']),
                          'nhwc', rng.random() < 0.4, rng.choice(['none', 'none', 'relu', 'relu6', 'silu'])), (oh, ow)


def configs(compiler, layers, tmp):
    src = os.path.join(tmp, 'a.mlir')
    open(src, 'w').write(''.join(l.mlir() for l in layers))
    subprocess.run([compiler, src, '-o', os.path.join(tmp, 'b')], check=True, capture_output=True)
    return {k['name']: k['config'] for k in json.load(open(os.path.join(tmp, 'b', 'manifest.json')))['kernels']}


kept = []
with tempfile.TemporaryDirectory() as tmp:
    for round_ in range(30):
        cands = []
        while len(cands) < 40:
            layer, hw = make(len(kept) + len(cands) + 1000 * round_)
            if layer.out_hw == hw:
                cands.append(layer)
        a, b = configs(old, cands, tmp), configs(new, cands, tmp)
        for l in cands:
            name = l.key + '_dw0'
            if len(kept) < want and a.get(name) != b.get(name):
                kept.append(l)
        if len(kept) >= want:
            break
print(len(kept))
open(out, 'w').write(''.join(l.mlir() for l in kept))
