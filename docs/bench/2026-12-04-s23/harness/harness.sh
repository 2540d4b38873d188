#!/bin/bash
# Bench vs compare on the largest stride-2 layers, same machine.
set -e
rm -rf .device && tar xJf .device.tar.xz
cmake -S . -B /tmp/dwc-runtime -G Ninja -DDWC_ENABLE_COMPILER=OFF -DCMAKE_BUILD_TYPE=Release > /dev/null && ninja -C /tmp/dwc-runtime > /dev/null
export DWC_RUNTIME_LIB=/tmp/dwc-runtime/lib/libdwc_runtime.so PYTHONPATH=python
ONLY='(mv2_dw2|mv1_dw2)__n128__(f32|f16)'
python -m dwc.bench --bundle .device/bench_bundle --only "$ONLY" --out $OUT/b1 > $OUT/b1.log 2>&1
python -m dwc.compare --bundles a=.device/bench_bundle b=.device/bench_bundle --only "$ONLY" --rounds 3 --out $OUT/c1.json 2>&1 | tail -9
python -m dwc.bench --bundle .device/bench_bundle --only "$ONLY" --out $OUT/b2 > $OUT/b2.log 2>&1
python3 - <<'PY'
import json, os
for b in ('b1', 'b2'):
    for r in json.load(open(os.environ['OUT'] + f'/{b}/bench.json'))['rows']:
        print(b, r['layer'], r['dtype'], r['layout'], 'dwc %.1f ser %.1f copy %.1f' % (r['dwc_us'], r['dwc_serialized_us'], r['copy_us']))
PY
