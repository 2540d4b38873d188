"""Builds PTX-edited bundles: zf (no FMAs by a padding zero), ip (output staged in place)."""
import json, os, re, shutil, sys
src = '.device/bench_bundle'
m = json.load(open(f'{src}/manifest.json'))
zre = re.compile(r'fma\.rn\.f32\s+(%r\d+), (%r\d+), 0f00000000, (%r\d+|0f00000000);')
def zf(t): return zre.sub(lambda g: f'mov.b32 \t{g.group(1)}, {g.group(3)};', t)
def ip(t, name):
    a, b = f'__wg_{name}_kernel_0', f'__wg_{name}_kernel_1'
    if b not in t: return t
    t = re.sub(r'\t\.shared \.align 16 \.b8 ' + re.escape(b) + r'\[\d+\];\n', '', t)
    return t.replace(b, a)
inplace = {f'{l}__n{n}__f32__nchw_dw0' for l in ('mv1_dw9', 'mv2_dw10', 'eb0_dw5e') for n in (32, 128)}
sel = [k for k in m['kernels'] if k['name'] in inplace or zre.search(open(f"{src}/{k['ptx']}").read())]
sel = [k for k in sel if '__n1__' not in k['name']]
variants = {'base': lambda t, n: t, 'zf': lambda t, n: zf(t),
            'ip': lambda t, n: ip(t, n) if n in inplace else t,
            'zfip': lambda t, n: ip(zf(t), n) if n in inplace else zf(t)}
for v, f in variants.items():
    d = f'proto/zf/{v}'; os.makedirs(d, exist_ok=True)
    for k in sel:
        open(f"{d}/{k['ptx']}", 'w').write(f(open(f"{src}/{k['ptx']}").read(), k['name']))
    json.dump({**m, 'kernels': sel}, open(f'{d}/manifest.json', 'w'), indent=1)
print(len(sel), 'kernels')
