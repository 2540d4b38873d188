"""Geomean speedup of each variant over the first, per (batch, dtype, layout), from a dwc.compare log."""
import collections, math, re, sys
rows = collections.defaultdict(lambda: collections.defaultdict(list))
allr = collections.defaultdict(list)
for line in open(sys.argv[1]):
    m = re.match(r'(\S+)__n(\d+)__(\w+?)__(\w+?)_dw0: (.*)', line.strip())
    if not m: continue
    name, n, dt, lay, rest = m.groups()
    vals = [(v.split()[0], float(v.split()[1])) for v in rest.split(', ')]
    base = vals[0][1]
    for v, t in vals[1:]:
        rows[(int(n), dt, lay)][v].append(base / t)
        allr[v].append(base / t)
g = lambda xs: math.exp(sum(map(math.log, xs)) / len(xs))
for k in sorted(rows):
    print(k, '  '.join(f'{v} {g(x):.3f} ({min(x):.2f}-{max(x):.2f}, n={len(x)})' for v, x in rows[k].items()))
print('all', '  '.join(f'{v} {g(x):.3f}' for v, x in allr.items()))
