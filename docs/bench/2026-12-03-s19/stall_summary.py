import csv,sys,collections
rows=list(csv.reader(open(sys.argv[1])))
hdr=rows[1]; data=rows[2:]
ix={h:i for i,h in enumerate(hdr)}
tot=collections.Counter(); byop=collections.defaultdict(collections.Counter)
stalls=[h for h in hdr if h.startswith('stall_') and 'Not Issued' not in h]
allsamp=0
for r in data:
    if len(r)<len(hdr): continue
    src=r[ix['Source']].strip()
    op=src.split()[0] if not src.startswith('@') else src.split()[1]
    op=op.split('.')[0]
    s=int(r[ix['Warp Stall Sampling (All Samples)']] or 0); allsamp+=s
    for h in stalls:
        v=int(r[ix[h]] or 0)
        tot[h]+=v; byop[op][h]+=v
    byop[op]['_samples']+=s
    # shared conflicts
    byop[op]['_wav']+=int(r[ix['L1 Wavefronts Shared']] or 0) if r[ix['L1 Wavefronts Shared']] not in ('-','') else 0
    byop[op]['_wavideal']+=int(r[ix['L1 Wavefronts Shared Ideal']] or 0) if r[ix['L1 Wavefronts Shared Ideal']] not in ('-','') else 0
print('samples',allsamp)
print('total', ', '.join(f"{k[6:]}={v/allsamp:.2f}" for k,v in tot.most_common(8)))
print('attributed to op (the stalled instruction):')
for op,c in sorted(byop.items(), key=lambda x:-x[1]['_samples'])[:12]:
    top=', '.join(f"{k[6:]}={v}" for k,v in c.most_common(6) if k.startswith('stall'))
    print(f"  {op:8s} samples={c['_samples']:6d} wav={c['_wav']} ideal={c['_wavideal']}  {top}")
