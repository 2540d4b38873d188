"""dwc: depthwise-separable convolutions compiled with MLIR for NVIDIA GPUs.

`dwc.compiler` compiles dwc MLIR to kernel bundles (the compiler's C API),
`dwc.runtime` loads and launches them, `dwc.reference` holds the float64
numpy semantics of every dwc op, and `python -m dwc.bench BUNDLE` checks and
times a bundle's functions on a GPU.
"""
