"""Writes dwc_bench.report's markdown for two synthetic layers to argv[1]."""
import sys

from dwc_bench.report import summarize, write_markdown

rows = [{"layer": name, "batch": 32, "dtype": "f16", "layout": "nchw", "dwc_us": dwc,
         "dwc_serialized_us": 1.25 * dwc,
         "torch_best_us": 2 * dwc, "torch_best": "native", "floor_us": dwc / 2,
         "copy_us": 0.75 * dwc, "rel_l2_error": 1e-4}
        for name, dwc in (("a", 2.0), ("b", 8.0))]
meta = {"device": "test", "date": "today", "commit": "0", "torch": "-", "cudnn": 0,
        "copy_bandwidth_gbs": 1000.0, "empty_kernel_us": 0.8}
write_markdown(sys.argv[1], meta, summarize(rows), rows)
