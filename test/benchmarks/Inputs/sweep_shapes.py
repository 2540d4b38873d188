"""Two depthwise layers for the config-sweep test: (name, C, H, W, K, stride)."""

DW = [
    ("small_3x3", 64, 14, 14, 3, 1),
    ("mid_5x5", 48, 28, 28, 5, 1),
]
