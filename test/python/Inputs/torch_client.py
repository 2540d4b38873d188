"""dwc.torch without a GPU: the ops' registration and fake implementations,
convert, torch.export and autograd tracing through the ops, compile_bundle,
and the errors a user sees. Usage: torch_client.py WORK_DIR"""

import json
import logging
import os
import sys

import torch
import torchvision
from torch.fx.experimental.proxy_tensor import make_fx
from torch._subclasses.fake_tensor import FakeTensorMode

import dwc.torch
from dwc.runtime import DWCError

work = sys.argv[1]
logging.basicConfig(level=logging.INFO, stream=sys.stdout, format="%(message)s")

print("ops:", hasattr(torch.ops.dwc, "depthwise_conv2d"),
      hasattr(torch.ops.dwc, "pointwise_conv2d"))

# convert: MobileNetV2's 17 depthwise and 34 1x1 layers; its stem, a grouped
# and a padded 1x1 convolution stay, each reason said once.
torch.manual_seed(0)
model = torchvision.models.mobilenet_v2().eval()
model.features.append(torch.nn.Conv2d(32, 32, 3, groups=4))
model.features.append(torch.nn.Conv2d(32, 32, 1, padding=1))
weight = model.features[1].conv[0][0].weight
dwc.torch.convert(model)
model.features = model.features[:-2]
count = lambda kind: sum(isinstance(m, kind) for m in model.modules())
print("converted:", count(dwc.torch.DepthwiseConv2d), "depthwise,",
      count(dwc.torch.PointwiseConv2d), "1x1")
print("same parameter:", model.features[1].conv[0][0].weight is weight)

# Fake tensors: shapes and memory formats as the kernels will write them.
layer = model.features[2].conv[1][0]
with FakeTensorMode(allow_non_fake_inputs=True):
    x = torch.empty(8, 96, 56, 56).to(memory_format=torch.channels_last)
    y = layer(x)
    print("fake:", tuple(y.shape), y.is_contiguous(memory_format=torch.channels_last))

# torch.export traces through the ops.
x = torch.randn(2, 3, 64, 64)
program = torch.export.export(model, (x,))
nodes = [str(n.target) for n in program.graph.nodes if n.op == "call_function"]
print("export:", nodes.count("dwc.depthwise_conv2d.default"), "depthwise,",
      nodes.count("dwc.pointwise_conv2d.default"), "1x1")

# The backward traces too: dwc's input and weight gradients.
def grads(x, w):
    y = torch.ops.dwc.depthwise_conv2d(x, w, None, [2, 2], [1, 1], [1, 1])
    return torch.autograd.grad(y.sum(), (x, w))
graph = make_fx(grads, tracing_mode="fake")(torch.randn(1, 96, 8, 8, requires_grad=True),
                                            torch.randn(96, 1, 3, 3, requires_grad=True))
targets = [str(n.target) for n in graph.graph.nodes]
print("backward:", targets.count("dwc.depthwise_conv2d_grad_input.default"), "input,",
      targets.count("dwc.depthwise_conv2d_grad_weight.default"), "weight,",
      sum("convolution_backward" in t for t in targets), "PyTorch")
# A 1x1 layer's gradients: PyTorch's, or dwc's where the layer asks.
for dwc_gradients in (False, True):
    graph = make_fx(lambda x, w: torch.autograd.grad(torch.ops.dwc.pointwise_conv2d(
        x, w, None, [1, 1], "none", dwc_gradients).sum(), (x, w)), tracing_mode="fake")(
            torch.randn(2, 16, 8, 8, requires_grad=True),
            torch.randn(32, 16, 1, 1, requires_grad=True))
    targets = [str(n.target) for n in graph.graph.nodes]
    print("pointwise backward:", targets.count("dwc.pointwise_conv2d_grad_input.default"),
          "input,", targets.count("dwc.pointwise_conv2d_grad_weight.default"), "weight,",
          sum("convolution_backward" in t for t in targets), "PyTorch")

# For inference, BatchNorm and activations fold into the layers before them,
# and each depthwise layer fuses with the 1x1 layer it feeds.
fused = dwc.torch.convert(torchvision.models.mobilenet_v2().eval(), inference=True,
                          separable=False)
activations = sorted(m.activation for m in fused.modules()
                     if isinstance(m, (dwc.torch.DepthwiseConv2d, dwc.torch.PointwiseConv2d)))
print("inference:", {a: activations.count(a) for a in sorted(set(activations))},
      "BatchNorm left:", sum(isinstance(m, torch.nn.BatchNorm2d) for m in fused.modules()))
fused = dwc.torch.convert(torchvision.models.mobilenet_v2().eval(), inference=True)
top = [m for m in fused.modules() if isinstance(m, (dwc.torch.SeparableConv2d,
                                                     dwc.torch.PointwiseConv2d))
       and not any(m in p.children() for p in fused.modules()
                   if isinstance(p, dwc.torch.SeparableConv2d))]
print("separable:", sum(isinstance(m, dwc.torch.SeparableConv2d) for m in top),
      "1x1 left:", sum(isinstance(m, dwc.torch.PointwiseConv2d) for m in top))
program = torch.export.export(fused, (x,))
targets = [str(n.target) for n in program.graph.nodes]
print("inference export:", targets.count("dwc.separable_conv2d.default"), "separable,",
      targets.count("dwc.pointwise_conv2d.default"), "1x1")
print("inference bundle layers:",
      dwc.torch.compile_bundle(fused, (x,), os.path.join(work, "inference"), "sm_90"))

# compile_bundle: one function per distinct layer, an index naming each.
bundle = os.path.join(work, "bundle")
print("bundle layers:", dwc.torch.compile_bundle(model, (x,), bundle, "sm_90"))
index = json.load(open(os.path.join(bundle, "index.json")))["layers"]
manifest = json.load(open(os.path.join(bundle, "manifest.json")))
print("gradients:", sum(f["op"] == "depthwise_grad_input" for f in index.values()), "input,",
      sum(f["op"] == "depthwise_grad_weight" for f in index.values()), "weight, of",
      sum(f["op"] == "depthwise" for f in index.values()), "depthwise")
# With pointwise_gradients="dwc", the 1x1 layers' gradients are compiled too.
dwc_model = dwc.torch.convert(torchvision.models.mobilenet_v2(), pointwise_gradients="dwc")
pointwise_bundle = os.path.join(work, "pointwise")
dwc.torch.compile_bundle(dwc_model, (x,), pointwise_bundle, "sm_90")
pointwise_index = json.load(open(os.path.join(pointwise_bundle, "index.json")))["layers"]
print("pointwise gradients:",
      sum(f["op"] == "pointwise_grad_input" for f in pointwise_index.values()), "input,",
      sum(f["op"] == "pointwise_grad_weight" for f in pointwise_index.values()), "weight, of",
      sum(f["op"] == "pointwise" for f in pointwise_index.values()), "1x1")
# Under autocast the layers run in its dtype, gradients included.
autocast = os.path.join(work, "autocast")
dwc.torch.compile_bundle(model, (x,), autocast, "sm_90", autocast=torch.bfloat16)
autocast_index = json.load(open(os.path.join(autocast, "index.json")))["layers"]
print("autocast:", sorted({f["dtype"] for f in autocast_index.values()}),
      len(autocast_index), "layers")
print("index:", len(index), "functions:", len(manifest["functions"]),
      "names match:", set(index) == {f["name"] for f in manifest["functions"]} and
      all(dwc.torch.LayerSpec.from_json(f).function == n for n, f in index.items()))

# Errors name what is wrong.
for what, call in [
        ("cpu input", lambda: layer(torch.randn(1, 96, 8, 8))),
        ("weight", lambda: torch.ops.dwc.pointwise_conv2d(
            torch.randn(1, 4, 2, 2), torch.randn(8, 3, 1, 1), None, [1, 1])),
        ("int input", lambda: layer(torch.ones(1, 96, 8, 8, dtype=torch.int32))),
        ("no layers", lambda: dwc.torch.compile_bundle(torch.nn.ReLU(), (x,), bundle)),
        ("bad index", lambda: dwc.torch.load(os.path.join(work, "nothing"))),
        ("fused gradient", lambda: make_fx(
            lambda x, w: torch.autograd.grad(torch.ops.dwc.depthwise_conv2d(
                x, w, None, [1, 1], [1, 1], [1, 1], "relu6").sum(), x),
            tracing_mode="fake")(torch.randn(1, 4, 5, 5, requires_grad=True),
                                 torch.randn(4, 1, 3, 3))),
        ("training model", lambda: dwc.torch.convert(torchvision.models.mobilenet_v2(),
                                                     inference=True)),
        ("gradients", lambda: dwc.torch.convert(torchvision.models.mobilenet_v2(),
                                                pointwise_gradients="cudnn"))]:
    try:
        call()
        print(what, ": no error")
    except (DWCError, ValueError) as error:
        print(what, ":", error)
