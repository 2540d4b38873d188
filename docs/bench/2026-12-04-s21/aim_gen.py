"""Layers with explicit in-place staged configs (and the same without), for correctness and A/B."""
import subprocess, os, shutil
T = {'f32': 'f32', 'f16': 'f16', 'bf16': 'bf16'}
layers = [  # n, c, h, w, kh, kw, dil, pad(t,b,l,r), dtype, block_channels, bias/act
    (128, 67, 7, 7, 3, 3, 1, (1, 1, 1, 1), 'f32', 32, None),
    (64, 40, 9, 9, 5, 5, 1, (1, 3, 2, 2), 'f16', 24, None),
    (96, 24, 6, 6, 3, 3, 2, (2, 2, 2, 2), 'bf16', 24, 'relu6'),
    (128, 16, 5, 5, 7, 7, 1, (3, 3, 3, 3), 'f32', 16, None),
    (64, 33, 11, 11, 3, 3, 1, (1, 1, 1, 1), 'f32', 32, 'relu'),
    (128, 48, 7, 7, 5, 3, 1, (2, 2, 1, 1), 'f16', 48, None),
]
def mlir(in_place):
    out = ''
    for i, (n, c, h, w, kh, kw, d, pad, dt, bc, act) in enumerate(layers):
        cfg = (f'block_channels = {bc}, block_rows = {h}, block_cols = {w}, threads = {bc}, rows_per_thread = {h}, '
               f'cols_per_thread = {w}, vector_width = 1, column_reuse = shared, stage_output = true'
               + (', stage_in_place = true' if in_place else ''))
        bias_arg = f', %b: tensor<{c}x{dt}>' if act else ''
        bias = f' bias(%b : tensor<{c}x{dt}>)' if act else ''
        act_attr = f', activation = #dwc<activation {act}>' if act else ''
        x, wt, o = f'tensor<{n}x{c}x{h}x{w}x{dt}>', f'tensor<{c}x{kh}x{kw}x{dt}>', f'tensor<{n}x{c}x{h}x{w}x{dt}>'
        out += (f'func.func @aim{i}__n{n}__{dt}__nchw(%x: {x}, %w: {wt}{bias_arg}, %init: {o}) -> {o} {{\n'
                f'  %0 = dwc.depthwise_conv2d ins(%x, %w : {x}, {wt}){bias} outs(%init : {o}) {{layout = #dwc<layout nchw>, '
                f'dilations = array<i64: {d}, {d}>, padding = array<i64: {pad[0]}, {pad[1]}, {pad[2]}, {pad[3]}>{act_attr}, '
                f'config = #dwc.depthwise_config<{cfg}>}} -> {o}\n  return %0 : {o}\n}}\n')
    return out
for v, ip in (('in_place', True), ('separate', False)):
    open(f'/tmp/k/aim_{v}.mlir', 'w').write(mlir(ip))
    shutil.rmtree(f'proto/aim/{v}', ignore_errors=True)
    subprocess.check_call(['build/bin/dwc-compile', f'/tmp/k/aim_{v}.mlir', '-o', f'proto/aim/{v}'], stdout=subprocess.DEVNULL)
print('ok')
