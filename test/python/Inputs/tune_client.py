"""dwc.tune's host-side parts: the float64 depthwise reference it checks
candidates against (against dwc.reference's), the PyTorch convolution it
times for speedups, its summary of the cost model's picks, and its reading
of an existing database."""

import json
import os
import sys

import numpy as np
import torch

from dwc import reference, tune, tuning_db
from dwc.runtime import DWCError

rng = np.random.default_rng(7)
for layout in ("nchw", "nhwc"):
    x = rng.uniform(-1, 1, (2, 6, 9, 8) if layout == "nchw" else (2, 9, 8, 6))
    w = rng.uniform(-1, 1, (6, 3, 3) if layout == "nchw" else (3, 3, 6))
    b = rng.uniform(-1, 1, 6)
    layer = {"op": "depthwise_conv2d", "layout": layout, "strides": [2, 1],
             "dilations": [1, 2], "padding": [1, 0, 2, 1], "activation": "relu6"}
    got = tune.depthwise_reference(layer, {"input": torch.tensor(x), "filter": torch.tensor(w),
                                           "bias": torch.tensor(b)})
    expected = reference.depthwise_conv2d(x, w, b, strides=(2, 1), dilations=(1, 2),
                                          padding=(1, 0, 2, 1), layout=layout, act="relu6")
    print(layout, "reference:", tuple(got.shape) == expected.shape,
          float(np.abs(got.numpy() - expected).max()) < 1e-12)
print("other op:", tune.depthwise_reference({"op": "pointwise_conv2d"}, {}))

# The PyTorch convolution the report's speedups time computes the same layer
# (its timing, a CUDA graph, is replaced by one call here).
outputs = []
tune.graph_time = lambda launches, reps: outputs.append(launches[0]()) or 1.0
for layout, padding in (("nhwc", (1, 0, 2, 1)), ("nchw", (1, 1, 2, 2))):
    x = rng.uniform(-1, 1, (2, 6, 9, 8) if layout == "nchw" else (2, 9, 8, 6))
    w = rng.uniform(-1, 1, (6, 3, 3) if layout == "nchw" else (3, 3, 6))
    layer = {"op": "depthwise_conv2d", "layout": layout, "strides": [2, 1],
             "dilations": [1, 2], "padding": list(padding), "activation": "silu"}
    tune.time_pytorch(layer, [({"input": torch.tensor(x), "filter": torch.tensor(w)}, None)], 1)
    got = outputs[-1] if layout == "nchw" else outputs[-1].permute(0, 2, 3, 1)
    expected = reference.depthwise_conv2d(x, w, strides=(2, 1), dilations=(1, 2),
                                          padding=padding, layout=layout, act="silu")
    print(layout, "pytorch:", float(np.abs(got.numpy() - expected).max()) < 1e-12)
print("pytorch other op:", tune.time_pytorch({"op": "pointwise_conv2d"}, [], 1))

# The cost model's pick (rank 0) against the measured best.
layers = [{"torch_us": 20.0, "kernels": [{"rank": 0, "pass": True, "micros": 10.0},
                       {"rank": 1, "pass": True, "micros": 12.0},
                       {"rank": 2, "pass": True, "micros": 14.0}]},
          {"torch_us": 9.0, "kernels": [{"rank": 0, "pass": True, "micros": 20.0},
                       {"rank": 1, "pass": True, "micros": 10.0},
                       {"rank": 2, "pass": False, "micros": None}]}]
print("summary:", json.dumps(tune.summarize(layers), sort_keys=True))

work = sys.argv[1]
print("missing database:", tuning_db.load(os.path.join(work, "none.json")))
with open(os.path.join(work, "bad.json"), "w") as f:
    json.dump({"version": 2, "entries": []}, f)
try:
    tuning_db.load(os.path.join(work, "bad.json"))
except DWCError as error:
    print("bad database:", str(error).replace(work, "WORK"))
# A merge replaces the entries of the same chip and signature, keeps others.
merged = tuning_db.merge(
    {"version": 1, "entries": [{"chip": "sm_90", "signature": "a", "config": "x", "micros": 2.0},
                               {"chip": "sm_80", "signature": "a", "config": "y", "micros": 3.0}]},
    [{"chip": "sm_90", "signature": "a", "config": "z", "micros": 1.0}])
print("merged:", [(e["chip"], e["config"]) for e in merged["entries"]])
