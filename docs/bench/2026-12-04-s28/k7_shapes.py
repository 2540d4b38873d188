"""7x7 depthwise layers for the session-28 sweep: ConvNeXt-T's four (native
224 px sizes) and eight others drawn by hand over channels and map sizes.

Each depthwise entry: (name, C, H, W, K, stride). Padding is K//2 ("same").
"""

DW = [
    ("cnt_dw7a", 96, 56, 56, 7, 1),
    ("cnt_dw7b", 192, 28, 28, 7, 1),
    ("cnt_dw7c", 384, 14, 14, 7, 1),
    ("cnt_dw7d", 768, 7, 7, 7, 1),
    ("k7_c64_h48", 64, 48, 48, 7, 1),
    ("k7_c128_h32", 128, 32, 32, 7, 1),
    ("k7_c160_h40", 160, 40, 40, 7, 1),
    ("k7_c256_h20", 256, 20, 20, 7, 1),
    ("k7_c48_h64", 48, 64, 64, 7, 1),
    ("k7_c320_h16", 320, 16, 16, 7, 1),
    ("k7_c512_h12", 512, 12, 12, 7, 1),
    ("k7_c96_h36", 96, 36, 36, 7, 1),
]
