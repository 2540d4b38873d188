"""Random layers aimed at the s23 rules (seed 2323: first set; 2424: held-out set), kept where the two compilers choose
different configs: (R1) 16-bit NHWC windows spanning 5 pixels onto maps of at
most 14 rows and 7/14 columns, whose whole-map wide-lane grid is small; (R2)
NCHW stride-2 3x3 windows onto maps of under 14 rows.
    python3 aim23_gen.py OLD_COMPILER NEW_COMPILER OUT.mlir [SEED]"""
import json, random, subprocess, sys, tempfile, os
sys.path.insert(0, 'python')
from dwc.layers import DepthwiseLayer
old, new, out = sys.argv[1:4]
rng = random.Random(int(sys.argv[4]) if len(sys.argv) > 4 else 2323)


def r1(i):
    k, d, s = rng.choice([(5, 1, 2), (5, 1, 2), (5, 1, 1), (3, 2, 1), (3, 2, 2)])
    e = (k - 1) * d + 1
    ow, oh = rng.choice([7, 14]), rng.randint(3, 14)
    pl, pr, pt, pb = (rng.randint(0, e - 1) for _ in range(4))
    w, h = (ow - 1) * s + e - pl - pr, (oh - 1) * s + e - pt - pb
    return DepthwiseLayer(f"a{i}", rng.choice([2, 4, 8, 12, 16, 24, 32, 48]), 2 * rng.randint(40, 600),
                          h, w, (k, k), (s, s), (d, d), (pt, pb, pl, pr), rng.choice(['f16', 'bf16']),
                          'nhwc', rng.random() < 0.4, rng.choice(['none', 'none', 'relu', 'relu6', 'silu'])), (oh, ow)


def r2(i):
    ow, oh = rng.randint(3, 20), rng.randint(3, 13)
    pl, pr, pt, pb = (rng.randint(0, 2) for _ in range(4))
    w, h = (ow - 1) * 2 + 3 - pl - pr, (oh - 1) * 2 + 3 - pt - pb
    return DepthwiseLayer(f"b{i}", rng.choice([4, 8, 16, 24, 32, 48, 64, 96, 128]), rng.randint(32, 1200),
                          h, w, (3, 3), (2, 2), (1, 1), (pt, pb, pl, pr), rng.choice(['f32', 'f16', 'bf16']),
                          'nchw', rng.random() < 0.4, rng.choice(['none', 'none', 'relu', 'relu6', 'silu'])), (oh, ow)


def configs(compiler, layers, tmp):
    src = os.path.join(tmp, 'a.mlir')
    open(src, 'w').write(''.join(l.mlir() for l in layers))
    subprocess.run([compiler, src, '-o', os.path.join(tmp, 'b')], check=True, capture_output=True)
    return {k['name']: k['config'] for k in json.load(open(os.path.join(tmp, 'b', 'manifest.json')))['kernels']}


kept = []
with tempfile.TemporaryDirectory() as tmp:
    for make, want in ((r1, 20), (r2, 20)):
        found = 0
        for round_ in range(20):
            cands = []
            while len(cands) < 60:
                layer, hw = make(len(kept) + len(cands) + 1000 * round_)
                if layer.height >= 1 and layer.width >= 1 and layer.out_hw == hw:
                    cands.append(layer)
            a, b = configs(old, cands, tmp), configs(new, cands, tmp)
            for l in cands:
                name = l.key + '_dw0'
                if found < want and a.get(name) != b.get(name):
                    kept.append(l); found += 1
            if found >= want:
                break
        print(make.__name__, found)
open(out, 'w').write(''.join(l.mlir() for l in kept))
