"""A converted MobileNetV2 trained under DistributedDataParallel, against the
same training on one GPU over the same global batch.

    # one GPU, global batch 64 (bundle mobilenet_v2__n64__f32__nchw):
    python -m dwc_bench.ddp --bundles .torch --global-batch 64 --out OUT/one.json
    # two GPUs, 32 a GPU (bundle ...__n32__...), checked against the first:
    torchrun --nproc_per_node=2 -m dwc_bench.ddp --bundles .torch --global-batch 64 \\
        --reference OUT/one.json --out OUT/ddp.json

Every process builds the model from the same seed and converts it with
dwc.torch; the batches are fixed synthetic ones, and each process trains on
its shard of each global batch. So that one GPU and several compute the same
step, BatchNorm is synchronised across processes (SyncBatchNorm, whose
statistics cover the global batch, as one GPU's do) and dropout is off
(its masks would depend on the split). DDP averages the gradients over the
processes (NCCL); the logged loss is the global batch's (the processes'
mean). The step time is the median of CUDA-event-timed steps after warm-up.
`--pytorch` trains the unconverted model and `--device cpu` runs on the host
(gloo; SyncBatchNorm needs GPUs, so there BatchNorm uses its running
statistics), which checks the harness itself without a GPU.
"""

import argparse
import json
import os
import statistics

import torch
import torch.distributed as dist
import torchvision
from torch import nn

#: The synthetic global batches the steps cycle through.
BATCHES = 4


def build(name):
    """The model from a fixed seed, dropout off, channels as nn.Conv2d has
    them."""
    torch.manual_seed(0)
    model = getattr(torchvision.models, name)(weights=None)
    for parent in model.modules():
        for child_name, child in parent.named_children():
            if isinstance(child, nn.Dropout):
                setattr(parent, child_name, nn.Identity())
    return model


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bundles", help="dwc.torch bundles (prepare_torch.sh)")
    parser.add_argument("--model", default="mobilenet_v2")
    parser.add_argument("--global-batch", type=int, default=64)
    parser.add_argument("--size", type=int, default=224, help="input height and width")
    parser.add_argument("--steps", type=int, default=30)
    parser.add_argument("--lr", type=float, default=0.05, help="SGD step (momentum 0.9)")
    parser.add_argument("--warmup", type=int, default=5,
                        help="steps left out of the step time")
    parser.add_argument("--reference", help="a one-process run's JSON to compare losses with")
    parser.add_argument("--tolerance", type=float, default=1e-3,
                        help="largest relative loss difference from the reference")
    parser.add_argument("--pytorch", action="store_true", help="train without dwc")
    parser.add_argument("--device", choices=["cuda", "cpu"], default="cuda")
    parser.add_argument("--out", required=True)
    args = parser.parse_args()

    world = int(os.environ.get("WORLD_SIZE", "1"))
    rank = int(os.environ.get("RANK", "0"))
    if args.global_batch % world:
        raise SystemExit(f"--global-batch {args.global_batch} does not split over {world}")
    shard = args.global_batch // world
    if args.device == "cuda":
        torch.cuda.set_device(int(os.environ.get("LOCAL_RANK", "0")))
        device = torch.device("cuda")
    else:
        device = torch.device("cpu")
    if world > 1:
        dist.init_process_group("nccl" if args.device == "cuda" else "gloo")

    model = build(args.model)
    if not args.pytorch:
        import dwc.torch
        dwc.torch.load(os.path.join(args.bundles, f"{args.model}__n{shard}__f32__nchw"))
        model = dwc.torch.convert(model)
    model = model.to(device).train()
    if args.device == "cpu":
        for module in model.modules():
            if isinstance(module, nn.BatchNorm2d):
                module.eval()
    elif world > 1:
        model = nn.SyncBatchNorm.convert_sync_batchnorm(model)
        model = nn.parallel.DistributedDataParallel(
            model, device_ids=[device.index] if args.device == "cuda" else None)
    optimizer = torch.optim.SGD(model.parameters(), lr=args.lr, momentum=0.9)
    generator = torch.Generator().manual_seed(5)
    batches = [(torch.randn(args.global_batch, 3, args.size, args.size, generator=generator),
                torch.randint(0, 1000, (args.global_batch,), generator=generator))
               for _ in range(BATCHES)]
    shards = [(x[rank * shard:(rank + 1) * shard].to(device),
               target[rank * shard:(rank + 1) * shard].to(device))
              for x, target in batches]

    losses, times = [], []
    for step in range(args.steps):
        x, target = shards[step % BATCHES]
        if args.device == "cuda":
            start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            start.record()
        optimizer.zero_grad(set_to_none=True)
        loss = nn.functional.cross_entropy(model(x), target)
        loss.backward()
        optimizer.step()
        if args.device == "cuda":
            end.record()
            end.synchronize()
            if step >= args.warmup:
                times.append(start.elapsed_time(end) * 1e3)
        global_loss = loss.detach().clone()
        if world > 1:
            dist.all_reduce(global_loss)
            global_loss /= world
        losses.append(global_loss.item())

    result = {"model": args.model, "world_size": world, "global_batch": args.global_batch,
              "shard": shard, "dwc": not args.pytorch, "steps": args.steps, "losses": losses,
              "step_us": statistics.median(times) if times else None,
              "device": (torch.cuda.get_device_name() if args.device == "cuda" else "cpu")}
    if args.reference:
        with open(args.reference) as f:
            reference = json.load(f)
        difference = max(abs(a - b) / max(abs(b), 1e-6)
                         for a, b in zip(losses, reference["losses"]))
        result.update(reference_world_size=reference["world_size"],
                      reference_step_us=reference["step_us"],
                      max_relative_loss_difference=difference,
                      losses_match=difference <= args.tolerance)
    if rank == 0:
        with open(args.out, "w") as f:
            json.dump(result, f, indent=1)
        summary = {k: v for k, v in result.items() if k != "losses"}
        print(json.dumps(summary), flush=True)
    if world > 1:
        dist.destroy_process_group()
    return 0 if result.get("losses_match", True) else 1


if __name__ == "__main__":
    raise SystemExit(main())
