"""The layers of a shapes file with bias and a SiLU epilogue (EfficientNet's
activation), for A/Bs of the SiLU epilogue's lowering.

    python silu_layers.py SHAPES.py BATCH... > layers.mlir
        (silu30.json: heldout_shapes.py 32 128)
"""
import dataclasses
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..",
                                "python"))
from dwc.layers import bench_layers, load_shapes  # noqa: E402


def main():
    layers = bench_layers(load_shapes(sys.argv[1]), batches=[int(n) for n in sys.argv[2:]])
    print("".join(dataclasses.replace(l, bias=True, activation="silu").mlir() for l in layers),
          end="")


if __name__ == "__main__":
    main()
