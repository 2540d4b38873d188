"""Register-cap variants: the N=32/128 kernels of the benchmark bundle (.device/bench_bundle,
commit 2f9aa96) with `.maxnreg` one resident block above their register-limited occupancy,
where ptxas then spills at most LIMIT bytes (default 32); writes OUT_DIR/{base,cap}, bundles
of those kernels as they are and capped, and their register counts (OUT_DIR/occ_caps.json).
Needs ptxas on PATH.

    python3 occ_gen.py BUNDLE_DIR OUT_DIR [LIMIT]
"""
import json, pathlib, re, shutil, subprocess, sys, tempfile
src, out_dir = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
dst = out_dir / 'cap'; base = out_dir / 'base'
for d in (dst, base):
    if d.exists(): shutil.rmtree(d)
    d.mkdir(parents=True)
LIMIT = int(sys.argv[3]) if len(sys.argv) > 3 else 32
m = json.load(open(src / 'manifest.json'))
scratch = pathlib.Path(tempfile.mkdtemp())
def ptxas(text):
    p = scratch / 'k.ptx'; p.write_text(text)
    out = subprocess.run(['ptxas', '-arch=sm_90', '-O3', '-v', str(p), '-o', str(scratch / 'k.cubin')],
                         capture_output=True, text=True).stderr
    regs = int(re.search(r'Used (\d+) registers', out).group(1))
    spill = int(re.search(r'(\d+) bytes spill stores', out).group(1))
    smem = re.search(r'(\d+) bytes smem', out)
    return regs, spill, int(smem.group(1)) if smem else 0
def blocks(regs, warps, smem):
    regs = (regs + 7) // 8 * 8
    b = 65536 // (warps * 32 * regs)
    b = min(b, 32, 64 // warps)
    if smem: b = min(b, (228 * 1024) // (smem + 1024))
    return b
kept, info = [], {}
for k in m['kernels']:
    if '__n1__' in k['name']: continue
    text = (src / k['ptx']).read_text()
    warps = (k['block'][0] * k['block'][1] * k['block'][2] + 31) // 32
    regs, spill, smem = ptxas(text)
    b = blocks(regs, warps, smem)
    cap = 65536 // ((b + 1) * warps * 32) // 8 * 8
    if cap < 32 or blocks(cap, warps, smem) <= b: continue
    i = text.index('.entry'); j = text.index(')', i)
    capped = text[:j + 1] + f'\n.maxnreg {cap}\n' + text[j + 1:]
    r2, s2, _ = ptxas(capped)
    if s2 > LIMIT: continue
    kept.append(k)
    info[k['name']] = dict(regs=regs, blocks=b, cap=cap, spill=s2)
    (dst / k['ptx']).write_text(capped)
    shutil.copy(src / k['ptx'], base / k['ptx'])
for d in (dst, base):
    mm = dict(m); mm['kernels'] = kept
    json.dump(mm, open(d / 'manifest.json', 'w'), indent=1)
json.dump(info, open(out_dir / 'occ_caps.json', 'w'), indent=1)
print(len(kept), 'kernels')
for n, v in info.items(): print(n, v)
