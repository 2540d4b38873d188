import random
random.seed(2114)
L=[]
# (n, c, h, w, k, pad(t,b,l,r), act)
def add(n,c,oh,k,act,asym=False):
    p=k//2
    pads=(p,p,p,p)
    h,w=oh,14
    if asym:
        pads=(p-1 if p>0 else 0, p+1, p+1, p-1)  # same output size
    L.append((n,c,h,w,k,pads,act))
add(128,300,14,3,None); add(96,440,12,3,'relu6'); add(64,600,14,3,None,True); add(128,257,11,3,'silu'); add(80,512,13,3,None)
add(16,300,14,5,None); add(48,200,12,5,'relu'); add(32,333,14,5,None,True); add(8,960,10,5,'silu'); add(128,96,14,5,None); add(20,150,9,5,None)
out=''
for i,(n,c,h,w,k,pd,act) in enumerate(L):
    x=f'tensor<{n}x{c}x{h}x{w}xf32>'; wt=f'tensor<{c}x{k}x{k}xf32>'
    b=f', %b: tensor<{c}xf32>' if act else ''; bb=f' bias(%b : tensor<{c}xf32>)' if act else ''
    a=f', activation = #dwc<activation {act}>' if act else ''
    out+=(f'func.func @aim14_{i}__n{n}__f32__nchw(%x: {x}, %w: {wt}{b}, %init: {x}) -> {x} {{\n'
          f'  %0 = dwc.depthwise_conv2d ins(%x, %w : {x}, {wt}){bb} outs(%init : {x}) {{layout = #dwc<layout nchw>, padding = array<i64: {pd[0]}, {pd[1]}, {pd[2]}, {pd[3]}>{a}}} -> {x}\n  return %0 : {x}\n}}\n')
open('/tmp/k/aim14.mlir','w').write(out)
