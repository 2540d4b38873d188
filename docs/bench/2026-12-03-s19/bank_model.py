"""Shared-memory wavefronts of the `shared` NCHW whole-plane kernels of a
bundle (`bank_model.py BUNDLE/manifest.json`): the heuristic's thread
numbering against the best order of the thread coordinates' prime factors."""
import json, itertools, collections, sys
def factor(n):
    f=[]; 
    while n%2==0 and n>1: f.append(2); n//=2
    if n>1: f.append(n)
    return f
def wf(addrs):
    words=collections.defaultdict(set)
    for a in addrs: words[(a//4)%32].add(a//4)
    return max(len(s) for s in words.values())
def coords_for(order, L, B, C, threads):
    # order: list of (coord, radix) digits fastest first; weights within coord: earlier digit of same coord = lower
    res=[]
    for t in range(threads):
        x=t; val={'l':0,'b':0,'c':0}; mult={'l':1,'b':1,'c':1}
        for coord,radix in order:
            d=x%radix; x//=radix
            val[coord]+=d*mult[coord]; mult[coord]*=radix
        res.append((val['l'],val['b'],val['c']))
    return res
def cost(co, p, stage):
    H,W,K,pad,rpt,cpt,eb,OH,OW,stride=p
    P=H*W; tot=0
    threads=len(co)
    for w0 in range(0,threads,32):
        ws=co[w0:w0+32]
        for r in range((rpt-1)*stride+K):
            for e in range(-pad, (cpt-1)*stride+K-pad):
                addrs=[(c*P+min(max(b*rpt*stride+r-pad,0),H-1)*W+min(max(l*cpt*stride+e,0),W-1))*eb for l,b,c in ws]
                tot+=wf(addrs)
        if stage:
            for i in range(rpt):
                for j in range(cpt):
                    addrs=[(c*OH*OW+min(b*rpt+i,OH-1)*OW+min(l*cpt+j,OW-1))*eb for l,b,c in ws]
                    tot+=wf(addrs)
    return tot
m=json.load(open(sys.argv[1]))
seen={}
out=[]
for k in m['kernels']:
    c=k['config']
    if c['column_reuse']!='shared' or k['layout']!='nchw': continue
    N,C_,H,W=k['args'][1]['shape']; K=k['args'][0]['shape'][1]
    eb={'f32':4,'f16':2,'bf16':2}[k['args'][1]['dtype']]
    stride=k['strides'][1]; pad=k['padding'][0]
    OH,OW=k['args'][2]['shape'][2:]
    if c['block_rows']<OH: continue  # whole planes only
    rowThreads=-(-c['block_rows']//c['rows_per_thread'])
    L=c['threads']//(c['block_channels']*rowThreads); B=rowThreads; Cc=c['block_channels']
    key=(H,W,K,stride,eb,c['threads'],Cc,c['rows_per_thread'],c['cols_per_thread'],c['stage_output'])
    if key in seen: seen[key].append(k['name']); continue
    seen[key]=[k['name']]
    p=(H,W,K,pad,c['rows_per_thread'],c['cols_per_thread'],eb,OH,OW,stride)
    digits=[('l',f) for f in factor(L)]+[('b',f) for f in factor(B)]+[('c',f) for f in factor(Cc)]
    base=cost(coords_for([('l',L),('b',B),('c',Cc)],L,B,Cc,c['threads']),p,c['stage_output'])
    best=(base,None)
    for perm in set(itertools.permutations(digits)):
        v=cost(coords_for(list(perm),L,B,Cc,c['threads']),p,c['stage_output'])
        if v<best[0]: best=(v,perm)
    out.append((key,base,best))
    print(k['name'], f"L={L} B={B} C={Cc} thr={c['threads']} cpt={c['cols_per_thread']} rpt={c['rows_per_thread']}", f"base {base} best {best[0]} ratio {best[0]/base:.2f}", best[1], flush=True)
