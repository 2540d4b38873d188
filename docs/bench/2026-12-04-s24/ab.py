import json,math,collections,sys
d=json.load(open(sys.argv[1])); base=sys.argv[2] if len(sys.argv)>2 else 'default'
g=collections.defaultdict(list)
for r in d['rows']:
    vs=r['variants']; a=vs[base]['us']
    line=[f"{r['kernel']:40s} {a:7.2f}"]
    for v,x in vs.items():
        if v==base: continue
        line.append(f"{v} {x['us']:7.2f} {a/x['us']:.3f}{'' if x['pass'] else ' FAIL'}")
        n=r['kernel']; layer=n.split('__')[0]
        g[(v,'all')].append(a/x['us']); g[(v,n.split('__')[1])].append(a/x['us']); g[(v,layer)].append(a/x['us'])
    print(' '.join(line))
for k,v in sorted(g.items()): print(k, round(math.exp(sum(map(math.log,v))/len(v)),3), len(v), 'min',round(min(v),3),'max',round(max(v),3))
