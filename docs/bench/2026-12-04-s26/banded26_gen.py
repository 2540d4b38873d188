"""Random layers forced onto `batch_mma` with their planes copied in 2-4
bands of rows (prefetch_depth), one and two channels per block, for a
correctness run: forced25_gen.py's layers (16-bit NCHW, stride 1, windows up
to 9x9, row dilation 1-2, batches 1-40) configured by
`dwc-opt --dwc-configure-depthwise=column-reuse=batch_mma`, then each config
rewritten; variants the verifier rejects are dropped.
    python3 banded26_gen.py DWC_OPT OUT.mlir [SEED] [COUNT]"""
import random, re, subprocess, sys, tempfile, os
sys.path.insert(0, 'python')
from dwc.layers import DepthwiseLayer
dwc_opt, out = sys.argv[1:3]
seed = int(sys.argv[3]) if len(sys.argv) > 3 else 2627
count = int(sys.argv[4]) if len(sys.argv) > 4 else 60
rng = random.Random(seed)
layers = []
for i in range(count):
    kh, kw = rng.choice([(3, 3), (5, 5), (7, 7), (3, 5), (5, 3), (1, 3), (9, 9), (5, 7)])
    dh = rng.choice([1, 1, 2])
    w, h = 2 * rng.randint(2, 16), rng.randint(3 + (kh - 1) * dh, 30)
    pl = rng.choice(range(0, kw, 2))
    ph = (kh - 1) * dh
    pt = rng.randint(0, ph)
    layers.append(DepthwiseLayer(f"b{i}", rng.choice([1, 2, 5, 16, 17, 33, 40]), rng.randint(2, 300),
                                 h, w, (kh, kw), (1, 1), (dh, 1), (pt, ph - pt, pl, kw - 1 - pl),
                                 rng.choice(['f16', 'bf16']), 'nchw', rng.random() < 0.5,
                                 rng.choice(['none', 'relu', 'relu6', 'silu'])))


def verifies(func):
    with tempfile.NamedTemporaryFile('w', suffix='.mlir', delete=False) as f:
        f.write(func)
    ok = subprocess.run([dwc_opt, f.name], capture_output=True).returncode == 0
    os.unlink(f.name)
    return ok


kept = []
for layer in layers:
    src = layer.mlir()
    conf = subprocess.run([dwc_opt, '--dwc-configure-depthwise=column-reuse=batch_mma'],
                          input=src, capture_output=True, text=True, check=True).stdout
    func = re.search(r'  func\.func .*?\n  \}\n', conf, re.S).group(0)
    c = re.search(r'#dwc\.depthwise_config<([^>]*)>', func).group(1)
    fields = dict(kv.split(' = ') for kv in c.split(', '))
    if fields.get('column_reuse') != 'batch_mma':
        continue
    plane = layer.height * layer.width
    variants = []
    for channels in (1, 2):
        for width in (8, 4, 2):
            if plane % width or (layer.channels * plane) % width:
                continue
            f = dict(fields)
            cols = -(-layer.width // 8)
            f.update(block_channels=str(channels), threads=str(32 * channels * cols),
                     vector_width=str(width), prefetch_depth=str(rng.choice([2, 3, 4])))
            f.pop('unroll_rows', None)
            variants.append(f)
            break
    for f in variants:
        text = ', '.join(f'{k} = {v}' for k, v in f.items())
        name = f"{layer.key}_c{f['block_channels']}"
        candidate = func.replace(c, text).replace(f'@{layer.key}(', f'@{name}(')
        if verifies('module {\n' + candidate + '}\n'):
            kept.append(candidate)
print(len(kept))
open(out, 'w').write('module {\n' + ''.join(kept) + '}\n')
