"""dwc time of the largest stride-2 layers against where their buffers lie:
a spacer allocation of P MiB before the rotated inputs and outputs."""
import re, torch
from dwc.runtime import Bundle
from dwc.bench import Layer, make_inputs, rotation_copies, dwc_time, DTYPES
b = Bundle('.device/bench_bundle')
g = torch.Generator(device='cuda'); g.manual_seed(0)
for name, k in b.kernels.items():
    if not re.search(r'(mv2_dw2|mv1_dw2)__n128__(f32|f16)', name):
        continue
    layer = Layer(k.info)
    row = []
    for pad in (0, 1, 7, 33, 129, 515, 0):
        spacer = torch.empty(pad << 20, dtype=torch.uint8, device='cuda') if pad else None
        copies = rotation_copies(layer)
        xs, w, bias = make_inputs(layer, copies, g)
        ys = [torch.empty(layer.output_shape, device='cuda', dtype=DTYPES[layer.dtype]) for _ in range(copies)]
        t = dwc_time(k, xs, w, bias, ys, 20); ts = dwc_time(k, xs, w, bias, ys, 20, serialized=True)
        row.append(f'{pad}:{t:.1f}/{ts:.1f}')
        del xs, ys, spacer
        torch.cuda.empty_cache()
    print(name, ' '.join(row), flush=True)
