"""Bundles for the copy-band sweep (pd26.json): every `batch_mma` layer of
the benchmark's eb0 5x5 shapes (N=32/128), aim25.mlir and ho25.mlir as the
compiler configures them, with one band (d1), then prefetch_depth 2, 3 or 4
written into the configs whose chunks allow that many bands.
    python3 pd26_gen.py DWC_OPT EB.mlir AIM25.mlir HO25.mlir OUTDIR"""
import os, re, subprocess, sys
dwc_opt, *inputs, outdir = sys.argv[1:]
text = ''.join(subprocess.run([dwc_opt, f, '--dwc-configure-depthwise'], capture_output=True,
                              text=True, check=True).stdout for f in inputs)
seen, keep = set(), []
for body, name in re.findall(r'(  func\.func @(\S+?)\(.*?\n  \}\n)', text, re.S):
    if 'batch_mma' not in body:
        continue
    if name in seen:  # aim25 and ho25 share names
        body = body.replace(f'@{name}(', f'@h_{name}(')
        name = 'h_' + name
    seen.add(name)
    keep.append(re.sub(r', prefetch_depth = \d+', '', body))


def bands_allowed(body, bands):
    """getBatchMmaCopyBands (DWCOps.cpp) is non-empty."""
    h, w = map(int, re.search(r'ins\(%arg0, %arg1 : tensor<\d+x\d+x(\d+)x(\d+)x', body).groups())
    channels = int(re.search(r'block_channels = (\d+)', body).group(1))
    width = int(re.search(r'vector_width = (\d+)', body).group(1))
    if bands > 1 and channels > 1 and (h * w) % width:
        return False
    starts = [0]
    for band in range(1, bands):
        row = -(-band * h // bands)
        while row < h and (row * w) % width:
            row += 1
        if row <= starts[-1] or row >= h:
            return False
        starts.append(row)
    return True


os.makedirs(outdir, exist_ok=True)
for bands in (1, 2, 3, 4):
    funcs = [b.replace('column_reuse = batch_mma', f'column_reuse = batch_mma, prefetch_depth = {bands}')
             if bands > 1 and bands_allowed(b, bands) else b for b in keep]
    open(os.path.join(outdir, f'd{bands}.mlir'), 'w').write('module {\n' + ''.join(funcs) + '}\n')
