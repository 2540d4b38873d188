"""dwc: depthwise-separable convolutions compiled with MLIR for NVIDIA GPUs.

`dwc.reference` holds the float64 numpy semantics of every dwc op.
"""
