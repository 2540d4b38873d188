import json, os, re, shutil, sys
src = sys.argv[1]; out = sys.argv[2]
names = ['eb0_dw5a__n32__f16__nchw_dw0', 'eb0_dw5a__n128__f16__nchw_dw0', 'eb0_dw5c__n32__f16__nchw_dw0', 'eb0_dw5e__n32__f16__nchw_dw0']
m = json.load(open(os.path.join(src, 'manifest.json')))
for variant in ('base', 'nostore'):
    d = os.path.join(out, variant); os.makedirs(d, exist_ok=True)
    ks = [k for k in m['kernels'] if k['name'] in names]
    for k in ks:
        ptx = open(os.path.join(src, k['ptx'])).read()
        if variant == 'nostore':
            ptx = re.sub(r'\n\s*st\.global\.v4\.b32[^\n]*', '', ptx)
        open(os.path.join(d, k['ptx']), 'w').write(ptx)
    mm = dict(m); mm['kernels'] = ks
    json.dump(mm, open(os.path.join(d, 'manifest.json'), 'w'), indent=1)
