"""torchvision's MobileNetV2 and EfficientNet-B0 with dwc's layers
(dwc.torch.convert) against PyTorch, end to end, on one GPU.

    python -m dwc_bench.torch_e2e --bundles DIR --out OUT [--torch-compile MODE]
        [--loss-curve STEPS]

DIR holds one bundle per configuration, `<model>__n<batch>__<dtype>__<layout>`
(benchmarks/prepare_torch.sh compiles them with dwc.torch.compile_bundle).
For each configuration, on the same weights (random, fixed seed) and input:
  * correctness: the inference output of PyTorch and of the converted model
    against the model in float64 (relative L2 error), and after one training
    step's backward the gradients of every parameter against PyTorch's;
  * time: an inference forward (CUDA-graph replay, median) and a training
    step (forward, backward, SGD update; CUDA events, median), launched
    eagerly and as one captured CUDA graph, PyTorch eager (cuDNN) against
    the converted model, and with --torch-compile the inference under
    torch.compile(mode="max-autotune-no-cudagraphs");
  * a training step's peak memory beyond the model and batch.
`bf16` runs the f32 model under torch.autocast("cuda", torch.bfloat16), as
mixed-precision training does; PyTorch runs f32 without TF32, as dwc does.
With --loss-curve, MobileNetV2 (N=32, f32, NCHW) also trains STEPS SGD steps
on fixed synthetic batches from the same initial weights, PyTorch against
the converted model, and the loss curves are compared, with PyTorch's own
curve under other cuDNN algorithms as the measure of rounding's drift.
Writes torch_e2e.json, torch_e2e.md and torch_e2e.png under --out.
"""

import argparse
import copy
import datetime
import json
import os
import statistics

import torch
import torchvision

import dwc.torch
from dwc_bench.bench import graph_time

FORMATS = {"nchw": torch.contiguous_format, "nhwc": torch.channels_last}
#: Relative L2 error of the output against float64 at which a configuration
#: fails: the dtype's rounding over the network's depth.
TOLERANCE = {"f32": 1e-4, "bf16": 5e-2}


def autocast(dtype):
    """The autocast context a configuration runs its model under."""
    return torch.autocast("cuda", dtype=torch.bfloat16, enabled=dtype == "bf16")


def build(name, dtype, layout):
    torch.manual_seed(0)
    model = getattr(torchvision.models, name)(weights=None)
    generator = torch.Generator().manual_seed(1)
    with torch.no_grad():
        for module in model.modules():
            if isinstance(module, torch.nn.BatchNorm2d):
                n = module.num_features
                module.running_mean.copy_(torch.randn(n, generator=generator) * 0.1)
                module.running_var.copy_(torch.rand(n, generator=generator) + 0.5)
    # bf16 is autocast: the parameters stay f32.
    return model.to("cuda", memory_format=FORMATS[layout])


def relative_error(actual, expected):
    actual, expected = actual.double(), expected.double()
    return (torch.linalg.norm(actual - expected) / torch.linalg.norm(expected)).item()


def event_time(step, reps):
    for _ in range(3):
        step()
    times = []
    for _ in range(reps):
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        step()
        end.record()
        end.synchronize()
        times.append(start.elapsed_time(end) * 1e3)
    return statistics.median(times)


def train_step(model, x, target, optimizer, dtype):
    def step():
        optimizer.zero_grad(set_to_none=True)
        with autocast(dtype):
            loss = torch.nn.functional.cross_entropy(model(x).float(), target)
        loss.backward()
        optimizer.step()
    return step


def fmt(value, spec=".0f"):
    """A measurement, or "-" where there is none."""
    return "-" if value is None else format(value, spec)


def graphed_train_step(step):
    """`step` captured whole (forward, backward, SGD update) in one CUDA
    graph after warm-up steps on a side stream, as PyTorch's whole-network
    capture does: its replay runs the step's kernels without the Python
    that launches them."""
    stream = torch.cuda.Stream()
    stream.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(stream):
        for _ in range(3):
            step()
    torch.cuda.current_stream().wait_stream(stream)
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        step()
    return graph.replay


def run_config(name, batch, dtype, layout, bundles, reps, compile_mode):
    key = f"{name}__n{batch}__{dtype}__{layout}"
    dwc.torch.load(os.path.join(bundles, key))
    model = build(name, dtype, layout)
    converted = dwc.torch.convert(copy.deepcopy(model))
    # dwc's depthwise layers alone, PyTorch's 1x1 ones: which layers pay.
    depthwise_only = dwc.torch.convert(copy.deepcopy(model), pointwise=False)
    # Every convolution gradient dwc's, the 1x1 layers' included.
    all_gradients = dwc.torch.convert(copy.deepcopy(model), pointwise_gradients="dwc")
    # For inference, BatchNorm and activations folded into dwc's layers.
    fused = dwc.torch.convert(copy.deepcopy(model).eval(), inference=True)
    x = torch.randn(batch, 3, 224, 224, device="cuda").to(memory_format=FORMATS[layout])
    row = {"model": name, "batch": batch, "dtype": dtype, "layout": layout}

    def infer(m):
        with autocast(dtype):
            return m(x)

    model.eval(), converted.eval(), depthwise_only.eval()
    with torch.no_grad():
        expected = copy.deepcopy(model).double()(x.double())
        row["torch_error"] = relative_error(infer(model), expected)
        row["dwc_error"] = relative_error(infer(converted), expected)
        row["fused_error"] = relative_error(infer(fused), expected)
        row["pass"] = max(row["dwc_error"], row["fused_error"]) < TOLERANCE[dtype]
        row["infer_torch_us"] = graph_time([lambda: infer(model)], reps)
        row["infer_dwc_us"] = graph_time([lambda: infer(converted)], reps)
        row["infer_dwc_dw_us"] = graph_time([lambda: infer(depthwise_only)], reps)
        row["infer_dwc_fused_us"] = graph_time([lambda: infer(fused)], reps)
        if compile_mode:
            compiled = torch.compile(model, mode=compile_mode)
            compiled_dwc = torch.compile(converted, mode=compile_mode)
            infer(compiled), infer(compiled_dwc)
            row["infer_torch_compile_us"] = graph_time([lambda: infer(compiled)], reps)
            row["infer_dwc_compile_us"] = graph_time([lambda: infer(compiled_dwc)], reps)

    model.train(), converted.train(), depthwise_only.train(), all_gradients.train()
    target = torch.randint(0, 1000, (batch,), device="cuda")
    for m in (model, converted, all_gradients):
        # The same dropout and stochastic-depth masks in both.
        torch.manual_seed(3)
        m.zero_grad(set_to_none=True)
        with autocast(dtype):
            loss = torch.nn.functional.cross_entropy(m(x).float(), target)
        loss.backward()
    # The last loss holds its model's autograd graph, and with it AccumulateGrad
    # nodes of the default stream that would break the graph capture below.
    del loss
    # All gradients as one vector: a parameter whose gradient is rounding
    # noise (a bias before a training-mode BatchNorm) has no relative error.
    for label, m in (("grad_error", converted), ("grad_error_dwc_pw", all_gradients)):
        grads = [(p.grad.flatten(), q.grad.flatten())
                 for p, q in zip(model.parameters(), m.parameters()) if p.grad is not None]
        row[label] = relative_error(torch.cat([q for _, q in grads]),
                                    torch.cat([p for p, _ in grads]))
    for label, m in (("torch", model), ("dwc", converted), ("dwc_dw", depthwise_only),
                     ("dwc_pw", all_gradients)):
        optimizer = torch.optim.SGD(m.parameters(), lr=1e-3)
        step = train_step(m, x, target, optimizer, dtype)
        row[f"train_{label}_us"] = event_time(step, reps)
        # Peak memory of one step beyond what is allocated before it (the
        # model, its optimizer state, the batch).
        torch.cuda.synchronize()
        before = torch.cuda.memory_allocated()
        torch.cuda.reset_peak_memory_stats()
        step()
        torch.cuda.synchronize()
        row[f"train_{label}_peak_mib"] = (torch.cuda.max_memory_allocated() - before) / 2**20
        try:
            row[f"train_graph_{label}_us"] = event_time(graphed_train_step(step), reps)
        except RuntimeError as error:
            # A capture that fails is reported, not the end of the run.
            print(f"{key}: {label} training step not captured: {error}", flush=True)
            row[f"train_graph_{label}_us"] = None
    row["infer_speedup"] = row["infer_torch_us"] / min(
        row["infer_dwc_us"], row["infer_dwc_dw_us"], row["infer_dwc_fused_us"])
    row["train_speedup"] = row["train_torch_us"] / min(
        row["train_dwc_us"], row["train_dwc_dw_us"], row["train_dwc_pw_us"])
    graphed = [row[f"train_graph_{label}_us"]
               for label in ("torch", "dwc", "dwc_dw", "dwc_pw")]
    row["train_graph_speedup"] = (graphed[0] / min(graphed[1:])
                                  if all(graphed) else None)
    print(f"{key}: infer dwc {row['infer_dwc_us']:.0f} / depthwise only "
          f"{row['infer_dwc_dw_us']:.0f} / fused {row['infer_dwc_fused_us']:.0f} us vs torch "
          f"{row['infer_torch_us']:.0f}"
          f" ({row['infer_speedup']:.2f}x), train {row['train_dwc_us']:.0f} / "
          f"{row['train_dwc_dw_us']:.0f} / all gradients {row['train_dwc_pw_us']:.0f} vs "
          f"{row['train_torch_us']:.0f} "
          f"({row['train_speedup']:.2f}x), graphed {fmt(row['train_graph_dwc_us'])} / "
          f"{fmt(row['train_graph_dwc_dw_us'])} vs {fmt(row['train_graph_torch_us'])} "
          f"({fmt(row['train_graph_speedup'], '.2f')}x), error dwc "
          f"{row['dwc_error']:.1e} torch {row['torch_error']:.1e}, grads "
          f"{row['grad_error']:.1e} / {row['grad_error_dwc_pw']:.1e}, step peak memory dwc {row['train_dwc_peak_mib']:.0f} / "
          f"torch {row['train_torch_peak_mib']:.0f} MiB {'pass' if row['pass'] else 'FAIL'}",
          flush=True)
    return row


#: How far the converted model's loss curve may stray from PyTorch's: this
#: many times as far as PyTorch's own curve strays when only its cuDNN
#: algorithms change (same seed, same data).
CURVE_TOLERANCE = 2.0


def curve_distance(curve, reference):
    """The mean absolute difference of two loss curves, and the largest
    relative one at any step."""
    pairs = list(zip(curve, reference))
    return (statistics.mean(abs(a - b) for a, b in pairs),
            max(abs(a - b) / max(abs(b), 1e-6) for a, b in pairs))


def loss_curves(bundles, steps):
    """MobileNetV2, N=32, f32, NCHW: `steps` SGD steps (momentum 0.9) on 8
    fixed synthetic batches, from the same initial weights and dropout
    masks: PyTorch, PyTorch with deterministic cuDNN algorithms instead of
    the fastest (the baseline of how far rounding alone moves a curve over
    training), and the converted model. The converted model's curve matches
    where its distance from PyTorch's is within CURVE_TOLERANCE times the
    baseline's."""
    dwc.torch.load(os.path.join(bundles, "mobilenet_v2__n32__f32__nchw"))
    model = build("mobilenet_v2", "f32", "nchw")
    models = {"torch": model, "torch_deterministic": copy.deepcopy(model),
              "dwc": dwc.torch.convert(copy.deepcopy(model))}
    generator = torch.Generator(device="cuda").manual_seed(5)
    batches = [(torch.randn(32, 3, 224, 224, device="cuda", generator=generator),
                torch.randint(0, 1000, (32,), device="cuda", generator=generator))
               for _ in range(8)]
    curves = {}
    for label, m in models.items():
        m.train()
        optimizer = torch.optim.SGD(m.parameters(), lr=0.05, momentum=0.9)
        torch.manual_seed(7)
        deterministic = label == "torch_deterministic"
        torch.backends.cudnn.deterministic = deterministic
        torch.backends.cudnn.benchmark = not deterministic
        losses = []
        for step in range(steps):
            x, target = batches[step % len(batches)]
            optimizer.zero_grad(set_to_none=True)
            loss = torch.nn.functional.cross_entropy(m(x), target)
            loss.backward()
            optimizer.step()
            losses.append(loss.item())
        curves[label] = losses
    torch.backends.cudnn.deterministic, torch.backends.cudnn.benchmark = False, True
    dwc_mean, dwc_max = curve_distance(curves["dwc"], curves["torch"])
    base_mean, base_max = curve_distance(curves["torch_deterministic"], curves["torch"])
    return {"steps": steps, **curves,
            "mean_abs_difference": dwc_mean, "max_relative_difference": dwc_max,
            "baseline_mean_abs_difference": base_mean,
            "baseline_max_relative_difference": base_max,
            "matches": dwc_mean <= CURVE_TOLERANCE * base_mean,
            "first": (curves["torch"][0], curves["dwc"][0]),
            "last": (curves["torch"][-1], curves["dwc"][-1])}


def write_markdown(path, meta, rows):
    with open(path, "w") as f:
        f.write(f"# MobileNetV2 and EfficientNet-B0 with dwc.torch\n\n{meta['device']}, "
                f"{meta['date']}, commit {meta['commit']}, torch {meta['torch']}. Inference: "
                "CUDA-graph median; training step (forward, backward, SGD): CUDA-event "
                "median. Errors: output against float64 (relative L2); gradients against "
                "PyTorch's after one backward.\n\n"
                "`dwc` converts depthwise and 1x1 layers, `dw` the depthwise ones only, "
                "`fused` all with BatchNorm and activations folded and each depthwise layer "
                "fused with the 1x1 layer it feeds (inference), `pw` (training) all of them "
                "with the 1x1 layers' gradients dwc's too; speedup is "
                "PyTorch's time over the best of them.\n\n"
                "| model | N | dtype | layout | infer torch us | infer dwc / dw / fused us | "
                "speedup | "
                "train torch us | train dwc / dw / pw us | speedup | graphed train torch us | "
                "graphed train dwc / dw / pw us | speedup | step peak MiB torch / dwc | "
                "error dwc / fused / torch | grads dwc / pw |\n"
                "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n")
        for r in rows:
            f.write(f"| {r['model']} | {r['batch']} | {r['dtype']} | {r['layout']} | "
                    f"{r['infer_torch_us']:.0f} | {r['infer_dwc_us']:.0f} / "
                    f"{r['infer_dwc_dw_us']:.0f} / {r['infer_dwc_fused_us']:.0f} | "
                    f"{r['infer_speedup']:.2f} | "
                    f"{r['train_torch_us']:.0f} | {r['train_dwc_us']:.0f} / "
                    f"{r['train_dwc_dw_us']:.0f} / {r['train_dwc_pw_us']:.0f} | "
                    f"{r['train_speedup']:.2f} | "
                    f"{fmt(r['train_graph_torch_us'])} | {fmt(r['train_graph_dwc_us'])} / "
                    f"{fmt(r['train_graph_dwc_dw_us'])} / {fmt(r['train_graph_dwc_pw_us'])} | "
                    f"{fmt(r['train_graph_speedup'], '.2f')} | "
                    f"{r['train_torch_peak_mib']:.0f} / {r['train_dwc_peak_mib']:.0f} | "
                    f"{r['dwc_error']:.1e} / {r['fused_error']:.1e} / {r['torch_error']:.1e} | "
                    f"{r['grad_error']:.1e} / {r['grad_error_dwc_pw']:.1e} |\n")


def plot(path, rows):
    """Inference and training speedups over PyTorch, a bar per configuration."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    labels = [f"{r['model'][:12]} n{r['batch']} {r['dtype']} {r['layout']}" for r in rows]
    fig, ax = plt.subplots(figsize=(14, 5))
    positions = range(len(rows))
    ax.bar([p - 0.2 for p in positions], [r["infer_speedup"] for r in rows], 0.4,
           label="inference (best dwc form)")
    ax.bar([p + 0.2 for p in positions], [r["train_speedup"] for r in rows], 0.4,
           label="training step")
    ax.axhline(1.0, color="gray", lw=0.8)
    ax.set_xticks(list(positions))
    ax.set_xticklabels(labels, rotation=60, ha="right", fontsize=7)
    ax.set_ylabel("speedup over PyTorch eager")
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=110)


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bundles", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--models", nargs="+", default=["mobilenet_v2", "efficientnet_b0"])
    parser.add_argument("--batches", nargs="+", type=int, default=[1, 32, 128])
    parser.add_argument("--dtypes", nargs="+", default=["f32", "bf16"])
    parser.add_argument("--layouts", nargs="+", default=["nchw", "nhwc"])
    parser.add_argument("--reps", type=int, default=20)
    parser.add_argument("--torch-compile", metavar="MODE")
    parser.add_argument("--loss-curve", type=int, metavar="STEPS")
    parser.add_argument("--commit", default=os.environ.get("DWC_COMMIT", "unknown"))
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    torch.backends.cudnn.benchmark = True
    # f32 against exact f32: dwc's f32 layers do not round to TF32.
    torch.backends.cudnn.allow_tf32 = False
    torch.backends.cuda.matmul.allow_tf32 = False
    meta = {"device": torch.cuda.get_device_name(), "date": datetime.date.today().isoformat(),
            "commit": args.commit, "torch": torch.__version__}
    if args.loss_curve:
        curve = loss_curves(args.bundles, args.loss_curve)
        with open(os.path.join(args.out, "loss_curve.json"), "w") as f:
            json.dump({"meta": meta, **curve}, f, indent=1)
        print(f"loss curve over {curve['steps']} steps: torch {curve['first'][0]:.4f} -> "
              f"{curve['last'][0]:.4f}, dwc {curve['first'][1]:.4f} -> {curve['last'][1]:.4f}; "
              f"mean |difference| from torch: dwc {curve['mean_abs_difference']:.3f}, torch "
              f"with deterministic cuDNN {curve['baseline_mean_abs_difference']:.3f} "
              f"({'matches' if curve['matches'] else 'DOES NOT MATCH'})", flush=True)
    rows = []
    for m in args.models:
        for n in args.batches:
            for d in args.dtypes:
                for l in args.layouts:
                    rows.append(run_config(m, n, d, l, args.bundles, args.reps,
                                           args.torch_compile))
                    # Written after each configuration: a cut-short run keeps
                    # what it measured.
                    with open(os.path.join(args.out, "torch_e2e.json"), "w") as f:
                        json.dump({"meta": meta, "rows": rows}, f, indent=1)
                    write_markdown(os.path.join(args.out, "torch_e2e.md"), meta, rows)
    plot(os.path.join(args.out, "torch_e2e.png"), rows)
    failures = sum(not r["pass"] for r in rows)
    print(f"{failures} correctness failures")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
