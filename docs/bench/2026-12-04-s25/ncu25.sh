#!/bin/bash
# Nsight Compute metrics on the kernels of proto/ncu25 (one launch each).
cmake -S . -B /tmp/dwc-runtime -G Ninja -DDWC_ENABLE_COMPILER=OFF -DCMAKE_BUILD_TYPE=Release > /tmp/cmake.log && ninja -C /tmp/dwc-runtime > /tmp/ninja.log
export DWC_RUNTIME_LIB=/tmp/dwc-runtime/lib/libdwc_runtime.so PYTHONPATH=python
mkdir -p /tmp/n && tar xJf proto/ncu25.tar.xz -C /tmp/n
M=gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,dram__throughput.avg.pct_of_peak_sustained_elapsed,lts__t_sector_hit_rate.pct,l1tex__t_sector_hit_rate.pct,l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum,l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum,l1tex__t_requests_pipe_lsu_mem_global_op_st.sum,smsp__inst_executed.sum,smsp__issue_active.avg.pct_of_peak_sustained_active,sm__warps_active.avg.pct_of_peak_sustained_active,smsp__average_warp_latency_issue_stalled_long_scoreboard.ratio,smsp__average_warp_latency_issue_stalled_lg_throttle.ratio,smsp__average_warp_latency_issue_stalled_mio_throttle.ratio,smsp__average_warp_latency_issue_stalled_barrier.ratio,smsp__average_warp_latency_issue_stalled_short_scoreboard.ratio,smsp__average_warps_issue_stalled_long_scoreboard_per_issue_active.ratio,lts__t_sectors_srcunit_tex_op_read.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared.sum
for k in $(python -c "import json;print(' '.join(k['name'] for k in json.load(open('/tmp/n/ncu25/default/manifest.json'))['kernels']))"); do
  timeout 120 ncu --metrics $M -k regex:${k}_kernel -c 1 --csv python -m dwc.compare --bundles default=/tmp/n/ncu25/default --only "^$k\$" --reps 2 --rounds 1 --out /tmp/x.json > /tmp/ncu_$k.csv 2>&1
  grep -v "^==" /tmp/ncu_$k.csv | grep '"' >> $OUT/ncu25.csv
done
