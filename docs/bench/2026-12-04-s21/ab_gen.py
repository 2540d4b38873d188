"""A/B bundles for the session's changes: old (d4660e0 PTX), new (HEAD), new_sep (HEAD, in-place staging off)."""
import json, os, re, shutil, subprocess, sys
old, new = '.device/bench_bundle', sys.argv[1]
mo = json.load(open(f'{old}/manifest.json')); mn = json.load(open(f'{new}/manifest.json'))
changed = [k for k in mn['kernels'] if '__n1__' not in k['name'] and
           open(f"{old}/{k['ptx']}").read() != open(f"{new}/{k['ptx']}").read()]
names = {k['name'] for k in changed}
print(len(changed), 'changed kernels')
inplace = [k for k in changed if k['config'].get('stage_in_place')]
# new_sep: recompile the in-place layers with their config minus stage_in_place.
src = open('.device/bench.mlir').read()
funcs = re.findall(r'(func\.func @(\w+?)\(.*?\n\}\n)', src, re.S)
text = ''
order = ["block_channels", "block_rows", "block_cols", "threads", "rows_per_thread", "cols_per_thread",
         "vector_width", "column_reuse", "prefetch_depth", "unroll_rows", "stage_output"]
for body, fname in funcs:
    k = next((k for k in inplace if k['name'].startswith(fname + '_dw')), None)
    if not k: continue
    c = k['config']
    attr = ', '.join(f"{f} = {str(c[f]).lower()}" for f in order)
    text += body.replace('activation = #dwc<activation none>}', f'activation = #dwc<activation none>, config = #dwc.depthwise_config<{attr}>}}')
open('/tmp/k/sep.mlir', 'w').write(text)
subprocess.check_call(['build/bin/dwc-compile', '/tmp/k/sep.mlir', '-o', '/tmp/k/sep'], stdout=subprocess.DEVNULL)
ms = json.load(open('/tmp/k/sep/manifest.json'))
sep = {k['name']: k for k in ms['kernels']}
for v in ('old', 'new', 'new_sep'):
    d = f'proto/ab/{v}'; os.makedirs(d, exist_ok=True)
    ks = []
    for k in changed:
        srcdir, kk = (old, next(x for x in mo['kernels'] if x['name'] == k['name'])) if v == 'old' else (new, k)
        if v == 'new_sep' and k['name'] in sep: srcdir, kk = '/tmp/k/sep', sep[k['name']]
        shutil.copy(f"{srcdir}/{kk['ptx']}", d); ks.append(kk)
    json.dump({**mn, 'kernels': ks}, open(f'{d}/manifest.json', 'w'), indent=1)
print([k['name'] for k in inplace])
