"""Held-out depthwise layers of networks outside shapes.py (native input sizes).

Each depthwise entry: (name, C, H, W, K, stride). Padding is K//2 ("same").
"""

EFFICIENTNET_B1_DW = [  # 240x240 input
    ("eb1_dw3a", 32, 120, 120, 3, 1),
    ("eb1_dw3b", 96, 120, 120, 3, 2),
    ("eb1_dw3c", 144, 60, 60, 3, 1),
    ("eb1_dw5a", 144, 60, 60, 5, 2),
    ("eb1_dw5b", 240, 30, 30, 5, 1),
    ("eb1_dw3d", 240, 30, 30, 3, 2),
    ("eb1_dw3e", 480, 15, 15, 3, 1),
    ("eb1_dw5c", 480, 15, 15, 5, 1),
    ("eb1_dw5d", 672, 15, 15, 5, 2),
    ("eb1_dw5e", 1152, 8, 8, 5, 1),
    ("eb1_dw3f", 1152, 8, 8, 3, 1),
]

EFFICIENTNET_B3_DW = [  # 300x300 input
    ("eb3_dw3a", 40, 150, 150, 3, 1),
    ("eb3_dw3b", 144, 150, 150, 3, 2),
    ("eb3_dw3c", 192, 75, 75, 3, 1),
    ("eb3_dw5a", 192, 75, 75, 5, 2),
    ("eb3_dw5b", 288, 38, 38, 5, 1),
    ("eb3_dw3d", 288, 38, 38, 3, 2),
    ("eb3_dw3e", 576, 19, 19, 3, 1),
    ("eb3_dw5c", 816, 19, 19, 5, 1),
    ("eb3_dw5d", 816, 19, 19, 5, 2),
    ("eb3_dw5e", 1392, 10, 10, 5, 1),
]

MOBILENET_V3_DW = [  # MobileNetV3-Large, 224x224 input
    ("mv3_dw3a", 16, 112, 112, 3, 1),
    ("mv3_dw3b", 64, 112, 112, 3, 2),
    ("mv3_dw3c", 72, 56, 56, 3, 1),
    ("mv3_dw5a", 72, 56, 56, 5, 2),
    ("mv3_dw5b", 120, 28, 28, 5, 1),
    ("mv3_dw3d", 240, 28, 28, 3, 2),
    ("mv3_dw3e", 200, 14, 14, 3, 1),
    ("mv3_dw3f", 184, 14, 14, 3, 1),
    ("mv3_dw5c", 672, 14, 14, 5, 2),
    ("mv3_dw5d", 960, 7, 7, 5, 1),
]

CONVNEXT_T_DW = [  # 7x7 depthwise, 224x224 input
    ("cnt_dw7a", 96, 56, 56, 7, 1),
    ("cnt_dw7b", 192, 28, 28, 7, 1),
    ("cnt_dw7c", 384, 14, 14, 7, 1),
    ("cnt_dw7d", 768, 7, 7, 7, 1),
]

DW = EFFICIENTNET_B1_DW + EFFICIENTNET_B3_DW + MOBILENET_V3_DW + CONVNEXT_T_DW
