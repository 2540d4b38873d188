"""dwc.bench on the largest stride-2 layers with dwc timed again, on fresh
buffers, after PyTorch's runs of the same layer."""
import sys, json, os, torch
import dwc.bench as B
orig = B.time_layer
def time_layer(kernel, layer, generator, reps):
    r = orig(kernel, layer, generator, reps)
    copies = B.rotation_copies(layer)
    xs, w, b = B.make_inputs(layer, copies, generator)
    ys = [torch.empty(layer.output_shape, device='cuda', dtype=B.DTYPES[layer.dtype]) for _ in range(copies)]
    r['dwc_again_us'] = B.dwc_time(kernel, xs, w, b, ys, reps)
    r['dwc_again_serialized_us'] = B.dwc_time(kernel, xs, w, b, ys, reps, serialized=True)
    r['dwc_again2_us'] = B.dwc_time(kernel, xs, w, b, ys, reps)
    return r
B.time_layer = time_layer
out = os.environ['OUT'] + '/h2'
sys.argv = ['bench', '--bundle', '.device/bench_bundle', '--only', sys.argv[1], '--out', out]
try:
    B.main()
except SystemExit:
    pass
for r in json.load(open(out + '/bench.json'))['rows']:
    print(r['layer'], r['dtype'], r['layout'], ' '.join(f"{k} {r[k]:.1f}" for k in
          ('dwc_us', 'dwc_serialized_us', 'copy_us', 'dwc_again_us', 'dwc_again_serialized_us', 'dwc_again2_us')))
