#!/usr/bin/env bash
# Runs on a two-GPU machine (CUDA, PyTorch, NCCL; no LLVM/MLIR): builds the
# runtime alone, then trains dwc.torch's MobileNetV2 on one GPU over global
# batches of 64 and under DistributedDataParallel on two (32 a GPU) from the
# same weights and batches, and checks that the losses agree
# (dwc_bench/ddp.py). The bundles come from
# DWC_TORCH_BATCHES="32 64" benchmarks/prepare_torch.sh (.torch.tar.xz).
# Usage: benchmarks/device_run_ddp.sh OUT_DIR [ddp args...]
set -euo pipefail
cd "$(dirname "$0")/.."
source benchmarks/device_setup.sh .torch "$1"
shift
python3 -m dwc_bench.ddp --bundles .torch --global-batch 64 --out "$OUT/one_gpu.json" "$@"
torchrun --nproc_per_node=2 -m dwc_bench.ddp --bundles .torch --global-batch 64 \
  --reference "$OUT/one_gpu.json" --out "$OUT/ddp.json" "$@"
echo "commit $DWC_COMMIT" >> "$OUT/device.txt"
