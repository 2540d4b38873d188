"""CUDA-graph timing shared by the benchmark harness and `dwc.tune`."""

import statistics
import time

import torch

#: Seconds of graph replays before each timing. A kernel timed right after
#: the float64 check of its layer ran up to 9% slower in its first 30 replays
#: than timed again a moment later (mv2_dw2 f32 NHWC at N=128: 194.8 against
#: 179.5 us). Every timing, PyTorch's too,
#: starts after the same warm-up.
WARMUP_SECONDS = 0.03


def graph_time(launches, reps):
    """Microseconds per launch: CUDA-graph replay of `launches`, after
    WARMUP_SECONDS of replays."""
    stream = torch.cuda.Stream()
    stream.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(stream):
        for launch in launches:
            launch()
    torch.cuda.current_stream().wait_stream(stream)
    torch.cuda.synchronize()
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        for launch in launches:
            launch()
    warmup_end = time.perf_counter() + WARMUP_SECONDS
    while time.perf_counter() < warmup_end:
        graph.replay()
        torch.cuda.synchronize()
    times = []
    for _ in range(reps):
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        graph.replay()
        end.record()
        end.synchronize()
        times.append(start.elapsed_time(end) * 1e3)
    return statistics.median(times) / len(launches)
