#!/bin/bash
# ncu DRAM bytes on 10 kernels, then the eb and stride-2 sweeps.
cd "$(dirname "$0")/.."
cmake -S . -B /tmp/dwc-runtime -G Ninja -DDWC_ENABLE_COMPILER=OFF -DCMAKE_BUILD_TYPE=Release > /tmp/cmake.log && ninja -C /tmp/dwc-runtime > /tmp/ninja.log
export DWC_RUNTIME_LIB=/tmp/dwc-runtime/lib/libdwc_runtime.so PYTHONPATH=python
mkdir -p /tmp/n && tar xJf proto/ncu.tar.xz -C /tmp/n
M=gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sector_hit_rate.pct,lts__t_sectors_srcunit_tex_op_read.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum,sm__warps_active.avg.pct_of_peak_sustained_active,smsp__average_warp_latency_issue_stalled_long_scoreboard.ratio
for k in $(python -c "import json;print(' '.join(k['name'] for k in json.load(open('/tmp/n/ncu/default/manifest.json'))['kernels']))"); do
  timeout 120 ncu --metrics $M -k regex:${k}_kernel -c 1 --csv python -m dwc.compare --bundles default=/tmp/n/ncu/default --only "^$k\$" --reps 2 --rounds 1 --out /tmp/x.json > /tmp/ncu_$k.csv 2>&1
  grep -v "^==" /tmp/ncu_$k.csv | grep '"' >> $OUT/ncu.csv
done
ROUNDS=3 bash proto/run_sweep.sh ebw
ROUNDS=3 bash proto/run_sweep.sh s2w
