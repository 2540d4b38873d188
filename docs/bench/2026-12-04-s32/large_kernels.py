"""Large-kernel depthwise layers (RepLKNet-31B's stages, a SLaK-like 51x5
strip, ConvNeXt's 7x7 and an 11x11) at N=1 and 32, f32 and f16, both
layouts, printed as dwc MLIR: large_kernels.py > lk.mlir."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "..", "python"))
from dwc.layers import DepthwiseLayer  # noqa: E402

layers = []
# RepLKNet-31B stages (channels, map, kernel) and SLaK-like 51x5 strips.
for name, c, hw, k in [("lk1", 128, 56, (31, 31)), ("lk2", 256, 28, (29, 29)), ("lk3", 512, 14, (27, 27)), ("lk4", 1024, 7, (13, 13)), ("slak", 256, 28, (51, 5)), ("cnx", 192, 28, (7, 7)), ("k11", 256, 28, (11, 11))]:
    for n in [1, 32]:
        for dt in ["f32", "f16"]:
            for lay in ["nchw", "nhwc"]:
                pad = ((k[0] - 1) // 2, (k[0] - 1) // 2, (k[1] - 1) // 2, (k[1] - 1) // 2)
                layers.append(DepthwiseLayer(f"{name}_n{n}_{dt}_{lay}", n, c, hw, hw, k, (1, 1), (1, 1), pad, dt, lay))
print("".join(l.mlir() for l in layers), end="")
