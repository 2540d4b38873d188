#!/usr/bin/env python3
"""Summarises a `python -m dwc_bench.compare` result: for each regex over function
names, the geomean, range and count under 0.95x of BASE's time over
VARIANT's (above 1: VARIANT is faster), and the correctness failures.

    ab_summary.py RESULT.json [--base base] [--variant rule] [REGEX ...]
"""

import argparse
import json
import math
import re


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("result")
    parser.add_argument("--base", default="base")
    parser.add_argument("--variant", default="rule")
    parser.add_argument("groups", nargs="*", default=["."])
    args = parser.parse_args()
    with open(args.result) as f:
        rows = json.load(f)["rows"]
    failures = sum(not v["pass"] for r in rows for v in r["variants"].values())
    print(f"{len(rows)} functions, {failures} correctness failures")
    for group in args.groups:
        ratios = [r["variants"][args.base]["us"] / r["variants"][args.variant]["us"]
                  for r in rows if re.search(group, r["function"])
                  and args.base in r["variants"] and args.variant in r["variants"]]
        if not ratios:
            continue
        geomean = math.exp(sum(map(math.log, ratios)) / len(ratios))
        slower = sum(x < 0.95 for x in ratios)
        print(f"{group}: {len(ratios)} functions, {geomean:.3f}x "
              f"({min(ratios):.2f}x-{max(ratios):.2f}x), {slower} under 0.95x")


if __name__ == "__main__":
    main()
