"""Stride-1 5x5 depthwise layers for the session-28 sweep: EfficientNet-B0's
(shapes.py) and the held-out EfficientNet-B1/B3 and MobileNetV3-Large ones.

Each depthwise entry: (name, C, H, W, K, stride). Padding is K//2 ("same").
"""

DW = [
    ("eb0_dw5a", 240, 28, 28, 5, 1),
    ("eb0_dw5b", 480, 14, 14, 5, 1),
    ("eb0_dw5c", 672, 14, 14, 5, 1),
    ("eb0_dw5e", 1152, 7, 7, 5, 1),
    ("eb1_dw5b", 240, 30, 30, 5, 1),
    ("eb1_dw5c", 480, 15, 15, 5, 1),
    ("eb1_dw5e", 1152, 8, 8, 5, 1),
    ("eb3_dw5b", 288, 38, 38, 5, 1),
    ("eb3_dw5c", 816, 19, 19, 5, 1),
    ("eb3_dw5e", 1392, 10, 10, 5, 1),
    ("mv3_dw5b", 120, 28, 28, 5, 1),
    ("mv3_dw5d", 960, 7, 7, 5, 1),
]
