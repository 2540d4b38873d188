#!/usr/bin/env bash
# Compiles, without a GPU, the dwc.torch bundles of
# benchmarks/dwc_bench/torch_e2e.py (torchvision's MobileNetV2 and
# EfficientNet-B0 x batch {1, 32, 128} x {f32, bf16 autocast} x {NCHW, NHWC},
# as converted and as converted for inference) into
# .torch/, packed into .torch.tar.xz for benchmarks/device_run_torch.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf .torch .torch.tar.xz && mkdir -p .torch
export PYTHONPATH=$PWD/python:$PWD/benchmarks
python3 - <<'PY'
import copy
import itertools
import os
import torch
import torchvision
import dwc.torch

# DWC_TORCH_BATCHES: the batches (64 is the one-GPU side of the DDP run,
# benchmarks/device_run_ddp.sh).
BATCHES = [int(n) for n in os.environ.get("DWC_TORCH_BATCHES", "1 32 128").split()]
# bf16: the f32 model under torch.autocast("cuda", torch.bfloat16).
AUTOCAST = {"f32": None, "bf16": torch.bfloat16}
FORMATS = {"nchw": torch.contiguous_format, "nhwc": torch.channels_last}
for name, n, dtype, layout in itertools.product(
        ["mobilenet_v2", "efficientnet_b0"], BATCHES, AUTOCAST, FORMATS):
    model = getattr(torchvision.models, name)(weights=None)
    model = model.to(memory_format=FORMATS[layout])
    # The harness's conversions: all layers (with the 1x1 layers' gradients
    # dwc's, which adds their kernels), and for inference with BatchNorm and
    # activations folded.
    models = [dwc.torch.convert(copy.deepcopy(model), pointwise_gradients="dwc"),
              dwc.torch.convert(copy.deepcopy(model).eval(), inference=True)]
    x = torch.randn(n, 3, 224, 224).to(memory_format=FORMATS[layout])
    key = f"{name}__n{n}__{dtype}__{layout}"
    print(key, dwc.torch.compile_bundle(models, (x,), f".torch/{key}", "sm_90",
                                        autocast=AUTOCAST[dtype]), "layers", flush=True)
PY
git rev-parse --short HEAD > .torch/commit
tar cJf .torch.tar.xz .torch
