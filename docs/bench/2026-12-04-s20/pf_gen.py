"""PTX experiment: L2 prefetch of a kernel's first loads before griddepcontrol.wait.
Writes OUT/{base,late,pf}: base = as compiled; late = wait moved to just before the first
store (upper bound, unsafe in general); pf = the straight-line code between the wait and
the first store copied before the wait with every ld.global turned into prefetch.global.L2
and everything but address arithmetic dropped (safe: prefetches only warm L2)."""
import json, pathlib, re, shutil, sys
src, out = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
STORE = re.compile(r'^\s*(@!?%p\d+\s+)?(st\.|red\.|atom\.|cp\.async|bar\.|barrier|ret;|@.*bra|bra)')
LOAD = re.compile(r'^(\s*)(@!?%p\d+\s+)?ld\.global[.\w]*\s+(\{[^}]*\}|%\w+),\s*(\[[^\]]+\]);')
ARITH = re.compile(r'^\s*(@!?%p\d+\s+)?(add|sub|mul|mad|shl|shr|cvt|mov|and|or|xor|setp|selp|min|max|neg|rem|div|cvta)\.')
kept = {'base': [], 'late': [], 'pf': []}
m = json.load(open(src / 'manifest.json'))
for d in kept:
    (out / d).mkdir(parents=True, exist_ok=True)
stats = []
for k in m['kernels']:
    lines = (src / k['ptx']).read_text().split('\n')
    w = next(i for i, l in enumerate(lines) if 'griddepcontrol.wait' in l)
    s = next(i for i in range(w + 1, len(lines)) if STORE.match(lines[i]) or lines[i].strip().endswith(':') or lines[i].strip().startswith('$'))
    seg = lines[w + 1:s]
    nloads = sum(1 for l in seg if LOAD.match(l))
    if nloads == 0:
        continue
    late = lines[:w] + seg + [lines[w]] + lines[s:]
    pf_code = []
    for l in seg:
        mm = LOAD.match(l)
        if mm:
            pf_code.append(f"{mm.group(1)}{mm.group(2) or ''}prefetch.global.L2 {mm.group(4)};")
        elif ARITH.match(l):
            pf_code.append(l)
    pf = lines[:w] + pf_code + lines[w:]
    for d, text in (('base', lines), ('late', late), ('pf', pf)):
        (out / d / k['ptx']).write_text('\n'.join(text))
        kept[d].append(k)
    stats.append((k['name'], nloads, len(seg)))
for d in kept:
    mm = dict(m); mm['kernels'] = kept[d]
    json.dump(mm, open(out / d / 'manifest.json', 'w'), indent=1)
print(len(stats), 'kernels;', sum(s[1] for s in stats), 'loads moved')
