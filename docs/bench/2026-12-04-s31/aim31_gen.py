"""Random layers aimed at session 31's questions.

    python aim31_gen.py SEED COUNT [FAMILY...] > layers.mlir

Families (drawn in turn):
  idle-lanes  NCHW layers onto output rows of 5-40 columns (3x3 or 5x5,
              stride 1 or 2, dilation 1 or 2 one time in 6, asymmetric
              padding, bias and activations at random), f32, f16 or bf16,
              8-128 images: the rows that leave a power-of-two `shuffle`
              segment many idle lanes (withWholePlanesForIdleLanes);
  ragged-3x3  16-bit NHWC stride-1 3x3 windows (dilation 1, padding at
              random) onto maps of 9-160 columns that 4-column tiles do not
              divide, 64-1024 channels (at least a warp of 2-channel
              lanes), 8-128 images;
  ragged-3x3-s2  the same at stride 2.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "..", "python"))
from dwc.layers import DepthwiseLayer, draw_layers  # noqa: E402


def idle_lanes(rng, index):
    k = rng.choice([3, 3, 5])
    stride = rng.choice([1, 2])
    dilation = 2 if rng.random() < 1 / 6 else 1
    extent = (k - 1) * dilation + 1
    out_w = rng.randint(5, 40)
    out_h = max(3, out_w + rng.randint(-6, 6))
    pad = tuple(rng.randint(0, extent - 1) for _ in range(4))
    h = (out_h - 1) * stride + extent - pad[0] - pad[1]
    w = (out_w - 1) * stride + extent - pad[2] - pad[3]
    if h < 1 or w < 1:
        return None
    layer = DepthwiseLayer(f"il{index}", rng.choice([8, 16, 32, 64, 128]), rng.randint(16, 1024),
                           h, w, (k, k), (stride, stride), (dilation, dilation), pad,
                           rng.choice(["f32", "f16", "bf16"]), "nchw", rng.random() < 0.5,
                           rng.choice(["none", "relu", "relu6", "silu"]))
    return layer if layer.batch * layer.channels * h * w <= 64 << 20 else None


def ragged_3x3(rng, index, stride=1):
    out_w = rng.randint(9, 160)
    if out_w % 4 == 0:
        return None
    out_h = max(4, min(160, out_w + rng.randint(-10, 10)))
    pad = tuple(rng.randint(0, 2) for _ in range(4))
    h = (out_h - 1) * stride + 3 - pad[0] - pad[1]
    w = (out_w - 1) * stride + 3 - pad[2] - pad[3]
    layer = DepthwiseLayer(f"rg{index}" if stride == 1 else f"rs{index}", rng.choice([8, 16, 32, 64, 128]),
                           2 * rng.randint(32, 512), h, w, (3, 3), (stride, stride), (1, 1), pad,
                           rng.choice(["f16", "bf16"]), "nhwc", rng.random() < 0.5,
                           rng.choice(["none", "relu", "relu6", "silu"]))
    return layer if layer.batch * layer.channels * h * w <= 64 << 20 else None


def ragged_3x3_strided(rng, index):
    return ragged_3x3(rng, index, stride=2)


FAMILIES = {"idle-lanes": idle_lanes, "ragged-3x3": ragged_3x3,
            "ragged-3x3-s2": ragged_3x3_strided}


def main():
    draws = [FAMILIES[name] for name in sys.argv[3:] or list(FAMILIES)]
    layers = draw_layers(draws, int(sys.argv[1]), int(sys.argv[2]))
    print("".join(l.mlir() for l in layers), end="")


if __name__ == "__main__":
    main()
