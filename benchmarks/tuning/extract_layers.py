"""Extracts every depthwise layer of torchvision's and timm's depthwise
networks at their native input sizes into benchmarks/tuning/layers.py.

    pip install -r benchmarks/tuning/requirements.txt   # timm; torchvision is pinned
                                                          # in python/requirements-torch.txt
    python benchmarks/tuning/extract_layers.py -o benchmarks/tuning/layers.py

Each network runs once on meta tensors of its native input size (on the
host where meta tensors cannot run it); a forward
hook on every nn.Conv2d whose groups equal its input channels (a depthwise
convolution, channel multiplier out / in) records the layer as dwc compiles
it: channels, multiplier, input size, kernel, stride, dilation and padding
(a layer that pads its input itself, timm's "same" convolutions, is recorded
with the padded size and no padding). Layers are deduplicated across
networks; a fixed random fifth of them (seeded, over the sorted layers) is
held out of all tuning and model fitting (HELDOUT), the rest is TUNING.
"""

import argparse
import random

import torch
from torch import nn

#: torchvision's depthwise networks and the input size each was trained at.
TORCHVISION = {
    "mobilenet_v2": 224, "mobilenet_v3_small": 224, "mobilenet_v3_large": 224,
    "efficientnet_b0": 224, "efficientnet_b1": 240, "efficientnet_b2": 288,
    "efficientnet_b3": 300, "efficientnet_b4": 380, "efficientnet_b5": 456,
    "efficientnet_b6": 528, "efficientnet_b7": 600, "efficientnet_v2_s": 384,
    "efficientnet_v2_m": 480, "efficientnet_v2_l": 480, "mnasnet0_5": 224,
    "mnasnet0_75": 224, "mnasnet1_0": 224, "mnasnet1_3": 224, "convnext_tiny": 224,
    "convnext_small": 224, "convnext_base": 224, "convnext_large": 224,
}

#: timm's networks with depthwise layers that torchvision lacks; their
#: native size is their pretrained configuration's.
TIMM = [
    "mixnet_s", "mixnet_m", "mixnet_l", "mixnet_xl", "ghostnet_100", "lcnet_100",
    "fbnetc_100", "tinynet_a", "tinynet_e", "efficientnet_lite0", "efficientnet_lite4",
    "mobilenetv4_conv_small", "mobilenetv4_conv_medium", "mobilenetv4_conv_large",
    "repvit_m1", "edgenext_small", "semnasnet_100", "spnasnet_100", "hardcorenas_a",
    "mobilevitv2_100", "convnextv2_atto", "efficientvit_b1", "inception_next_tiny",
]

#: The share of layers held out, and the seed that draws them.
HELDOUT_FRACTION, SEED = 0.2, 2026


def depthwise_layers(model, size):
    """(C, multiplier, H, W, kernel, stride, dilation, padding) of each
    depthwise convolution `model` runs on a 1 x 3 x size x size input."""
    found = []

    def hook(conv, inputs, _):
        x = inputs[0]
        if conv.groups != conv.in_channels or conv.groups == 1:
            return
        if conv.padding_mode != "zeros":
            return
        padding = conv.padding
        if isinstance(padding, str):  # "same" (stride 1): K // 2 each side
            kh, kw = conv.kernel_size
            dh, dw = conv.dilation
            padding = ((kh - 1) * dh // 2, (kw - 1) * dw // 2)
        ph, pw = padding
        found.append((conv.in_channels, conv.out_channels // conv.in_channels, x.shape[2],
                      x.shape[3], tuple(conv.kernel_size), tuple(conv.stride),
                      tuple(conv.dilation), (ph, ph, pw, pw)))

    handles = [m.register_forward_hook(hook) for m in model.modules()
               if isinstance(m, nn.Conv2d)]
    model = model.eval()
    with torch.no_grad():
        try:
            model.to("meta")(torch.empty(1, 3, size, size, device="meta"))
        except RuntimeError:
            # A network that meta tensors cannot run (autocast inside)
            # runs on the host; only its shapes matter.
            found.clear()
            model.to_empty(device="cpu")(torch.zeros(1, 3, size, size))
    for handle in handles:
        handle.remove()
    return found


def networks():
    import torchvision
    for name, size in TORCHVISION.items():
        yield name, getattr(torchvision.models, name)(weights=None), size
    import timm
    for name in TIMM:
        model = timm.create_model(name, pretrained=False)
        yield name, model, model.pretrained_cfg["input_size"][-1]


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("-o", "--output", required=True)
    args = parser.parse_args()
    sources = {}
    for name, model, size in networks():
        layers = depthwise_layers(model, size)
        print(f"{name} ({size}x{size}): {len(layers)} depthwise layers, "
              f"{len(set(layers))} distinct", flush=True)
        for layer in layers:
            sources.setdefault(layer, [])
            if name not in sources[layer]:
                sources[layer].append(name)
    layers = sorted(sources)
    rng = random.Random(SEED)
    heldout = set(rng.sample(range(len(layers)), round(HELDOUT_FRACTION * len(layers))))
    with open(args.output, "w") as out:
        out.write('"""Depthwise layers of torchvision\'s and timm\'s networks at their native\n'
                  'input sizes, deduplicated (written by extract_layers.py; do not edit).\n\n'
                  'Each entry: (name, C, multiplier, H, W, kernel, stride, dilation,\n'
                  'padding (top, bottom, left, right), networks). HELDOUT is a fixed random\n'
                  'fifth kept out of all tuning and model fitting."""\n\n')
        for title, chosen in (("TUNING", False), ("HELDOUT", True)):
            out.write(f"{title} = [\n")
            for index, layer in enumerate(layers):
                if (index in heldout) != chosen:
                    continue
                c, mult, h, w, k, s, d, p = layer
                out.write(f"    ('dw{index}', {c}, {mult}, {h}, {w}, {k}, {s}, {d}, {p}, "
                          f"{tuple(sources[layer])!r}),\n")
            out.write("]\n\n")
    print(f"{len(layers)} distinct layers: {len(layers) - len(heldout)} tuning, "
          f"{len(heldout)} held out")


if __name__ == "__main__":
    main()
