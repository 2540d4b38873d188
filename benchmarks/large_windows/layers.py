"""Depthwise layers of large-kernel networks at 224x224 input, which
torchvision and timm do not ship: RepLKNet-31B (Ding et al., CVPR 2022:
stages of 128, 256, 512 and 1024 channels on 56, 28, 14 and 7-pixel maps
with 31x31, 29x29, 27x27 and 13x13 windows) and SLaK-T (Liu et al., ICLR
2023: 96, 192, 384 and 768 channels on the same maps, each large kernel of
51, 49, 47 and 13 decomposed into K x 5 and 5 x K strips). Padding keeps the
map ("same").

Each entry: (name, C, multiplier, H, W, kernel, stride, dilation,
padding (top, bottom, left, right), networks), as benchmarks/tuning/layers.py.
"""


def _same(name, channels, size, kh, kw, network):
    return (name, channels, 1, size, size, (kh, kw), (1, 1), (1, 1),
            (kh // 2, kh // 2, kw // 2, kw // 2), (network,))


LARGE = [
    _same("replk_31", 128, 56, 31, 31, "replknet_31b"),
    _same("replk_29", 256, 28, 29, 29, "replknet_31b"),
    _same("replk_27", 512, 14, 27, 27, "replknet_31b"),
    _same("replk_13", 1024, 7, 13, 13, "replknet_31b"),
    _same("slak_51x5", 96, 56, 51, 5, "slak_t"),
    _same("slak_5x51", 96, 56, 5, 51, "slak_t"),
    _same("slak_49x5", 192, 28, 49, 5, "slak_t"),
    _same("slak_5x49", 192, 28, 5, 49, "slak_t"),
    _same("slak_47x5", 384, 14, 47, 5, "slak_t"),
    _same("slak_5x47", 384, 14, 5, 47, "slak_t"),
    _same("slak_13x5", 768, 7, 13, 5, "slak_t"),
    _same("slak_5x13", 768, 7, 5, 13, "slak_t"),
]
