#!/usr/bin/env bash
# The GPU part of issues #5, #27, #29 and #42 as ONE short device run (under 9 minutes on an H200): fused vs
# unfused on CUDA for the seed pair, the bundled ResNet50 captured on the GPU under torch.profiler (its
# CUDA trace joined to the graph: issue 29), the roofline estimates against Triton timings, the CUDA test,
# then real pairs of several models, most valuable first. Each step gets what is left of DEADLINE seconds
# (default 530), so the last step always runs: everything is packed into $OUT/device_check.tgz (the device
# tool brings back at most 8 files) beside summary.txt. Record the numbers in docs/benchmarks.md.
#
# The device image has its own torch (2.11 when last seen) and Triton but no lark; carry lark as a wheel:
#   echo /.whl/ >> .git/info/exclude
#   python3 -m pip download --no-deps --only-binary=:all: --python-version 3.12 --implementation cp \
#       --platform manylinux2014_x86_64 -d .whl lark==1.3.1
# then: run(command="bash bench/device_check.sh", carry=[".whl", ".shared"], timeout_s=600)
# Locally (no GPU) `DEVICE=cpu OUT=/tmp/out bash bench/device_check.sh` runs the same steps on CPU.
set -uo pipefail
cd "$(dirname "$0")/.."
OUT="${OUT:-/tmp/inductor-lens-device}"; mkdir -p "$OUT"
DEVICE="${DEVICE:-cuda}"
PY="${PY:-python3}"
if ls .whl/*.whl >/dev/null 2>&1; then
  "$PY" -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl || exit 1
  export PYTHONPATH="/tmp/site"
fi
# the public corpus (../shared beside the checkout) does not travel by itself: carry a copy as .shared
#   rm -rf .shared && cp -r ../shared .shared && echo /.shared/ >> .git/info/exclude   (carry=[".whl", ".shared"])
[ -d ../shared ] || { [ -d .shared ] && ln -s "$PWD/.shared" ../shared; }
export PYTHONPATH="$PWD/server${PYTHONPATH:+:$PYTHONPATH}" PYTHONUNBUFFERED=1
export TORCHINDUCTOR_FORCE_DISABLE_CACHES=1 INDUCTOR_LENS_CACHE=/tmp/inductor-lens-cache
DEADLINE="${DEADLINE:-530}"
# seconds for the next step: at most $1, and never past DEADLINE (less 20 s for packing)
left() { local l=$((DEADLINE - 20 - SECONDS)); [ "$l" -gt "$1" ] && l=$1; [ "$l" -lt 5 ] && l=5; echo "$l"; }
{ "$PY" -c "import torch, lark; print('torch', torch.__version__, 'cuda', torch.cuda.is_available(),
  torch.cuda.get_device_name() if torch.cuda.is_available() else '-'); print('lark', lark.__version__)"
  nvidia-smi --query-gpu=name,clocks.sm,clocks.mem --format=csv 2>/dev/null || true; } 2>&1 | tee "$OUT/env.txt"
# the seed pair in full (report text and JSON; the second reads the first's cached result)
timeout "$(left 120)" "$PY" -m inductor_lens bench example op3 op4 --device "$DEVICE" --min-time 1 --no-original --json \
  > "$OUT/seed_op3_op4.json" 2> "$OUT/seed_progress.txt"
timeout "$(left 60)" "$PY" -m inductor_lens bench example op3 op4 --device "$DEVICE" --min-time 1 --no-original --quiet \
  2>&1 | tee "$OUT/seed_op3_op4.txt"
# capture --profile on the GPU machine (issues 27 and 29): the bundled ResNet50 script compiled for the
# device and called 10 times under torch.profiler; run.json records the GPU (nvidia-smi), the device
# properties the Triton kernels were made for, and the trace joined to the graph (coverage, per kernel)
timeout "$(left 200)" "$PY" -m inductor_lens capture --profile -o "$OUT/capture_resnet50_$DEVICE" -- \
  "$PY" -m inductor_lens.examples.compile_resnet50 --device "$DEVICE" --runs 10 2>"$OUT/capture_stderr.txt" \
  | tee "$OUT/capture_resnet50.txt"
"$PY" - "$OUT/capture_resnet50_$DEVICE/run.json" <<'PYEOF' 2>&1 | tee "$OUT/profile_join.txt"
import json, sys
try:
    run = json.load(open(sys.argv[1]))
except (OSError, ValueError) as e:
    sys.exit(f"no run.json: {e}")
print("gpus:", run.get("gpus"), "| trace:", run.get("trace"), "| notes:", run.get("notes"))
for g in run["graphs"]:
    m = g.get("measured") or {}
    if "kernels" not in m:
        print(g["folder"], "not joined:", m.get("message") or g.get("error")); continue
    ev, jo, us, ju = m["inductor_events"], m["joined_events"], m["inductor_us"], m["joined_us"]
    print(f"{g['folder']}: {jo}/{ev} Inductor kernel events joined ({100 * jo / max(ev, 1):.1f}%), "
          f"{ju:.1f} of {us:.1f} us ({100 * ju / max(us, 1e-9):.2f}%); graph calls {m['graph_calls']}; "
          f"unmatched {len(m['unmatched_events'])}, nodes without events {len(m['nodes_without_events'])}")
    print("  ", m.get("summary"))
    for k in sorted(m["kernels"], key=lambda k: -k["total_us"])[:8]:
        name = f"{k['kernel']} (line {k['line']})" if k["kind"] == "extern" else k["kernel"]
        print(f"   {name[:48]:<48} {k['kind']:<8} calls {k['calls']:>3}  median {k['median_us']:9.2f} us  "
              f"{k['achieved_gbs'] or 0:8.1f} GB/s  roofline share {k['roofline_share']}  ({k['gpu']})")
    for u in m["unmatched_events"][:5]:
        print("   unmatched:", u)
PYEOF
rm -f "$OUT/capture_resnet50_$DEVICE/report.html"    # large; the run.json and the summary are the figures
# the roofline estimates (issue 29) against Triton timings of 20 pairs: sign, rank correlation, ratios
# (about 20 s a pair on the H200: 20 pairs need 7 minutes, more than is left; --time-limit ends it cleanly)
timeout "$(left 260)" "$PY" bench/calibrate.py --device "$DEVICE" --pairs 20 --min-time 0.2 --json "$OUT/calibrate_$DEVICE.json" \
  --time-limit "$(( $(left 260) - 30 ))" \
  2>&1 | tee "$OUT/calibrate_$DEVICE.txt"
if [ "$DEVICE" = cuda ]; then
  timeout "$(left 120)" "$PY" -m pytest -q -p no:cacheprovider tests/test_bench.py -k cuda 2>&1 | tee "$OUT/pytest_cuda.txt"
fi
# a reduction producer (BatchNorm's welford mean -> normalize): Triton fuses it as an epilogue over the
# reduction's extent (2048 elements per channel), so the fused variant shares the outer loop: one kernel,
# as `bench ... --device cuda --codegen` shows without a GPU (split reductions are off for both variants)
timeout "$(left 90)" "$PY" -m inductor_lens bench tests/corpus/resnet18_train/g0_forward/ir_post_fusion.txt op19 op23 \
  --device "$DEVICE" --min-time 0.5 --no-original --quiet 2>&1 | tee "$OUT/resnet18_op19_op23.txt"
# fused, but should it have been (issue 42): a fused node against its members as separate kernels, on the
# seed graph's first BatchNorm+ReLU group and a training backward's group, each variant's registers,
# spills, shared memory and occupancy (compiled for this GPU); the LayerNorm backward's mix-order reduction
# ranked by rank --over-fusion, then Inductor's own mix-order kernel (--original, from output_code.py)
# timed against its two sides as Inductor compiles them with triton.mix_order_reduction off
# (pytorch/pytorch#186370 measured such a kernel at 0.65x)
timeout "$(left 90)" "$PY" -m inductor_lens bench tests/corpus/resnet50_eval_cuda/g0_inference/ir_post_fusion.txt \
  op35_op36 --split --device "$DEVICE" --min-time 0.5 --no-original --quiet 2>&1 | tee "$OUT/split_resnet50.txt"
timeout "$(left 90)" "$PY" -m inductor_lens bench tests/corpus/resnet18_train_cuda/g1_backward/ir_post_fusion.txt \
  op99_op100_op101_op102 --split --device "$DEVICE" --min-time 0.5 --no-original --quiet 2>&1 \
  | tee "$OUT/split_resnet18_train.txt"
timeout "$(left 30)" "$PY" -m inductor_lens rank tests/corpus/layernorm_mix_order_train_cuda/g1_backward/ir_post_fusion.txt \
  --over-fusion --gpu h200 2>&1 | tee "$OUT/over_fusion.txt"
timeout "$(left 120)" "$PY" -m inductor_lens bench tests/corpus/layernorm_mix_order_train_cuda/g1_backward/ir_post_fusion.txt \
  op0_op1_op2_op3_op5 --split op0_op1_op2/op3_op5 --original --device "$DEVICE" --min-time 0.5 --quiet 2>&1 \
  | tee "$OUT/split_mix_order.txt"
timeout "$(left 300)" "$PY" bench/pairs.py --device "$DEVICE" --per-file 2 --min-time 0.5 \
  --files resnet50_eval,resnet18_train/g0,attention_block,dynamic_convnet,01_dnnfusion \
  --json "$OUT/pairs_$DEVICE.json" 2>&1 | tee "$OUT/pairs_$DEVICE.txt"
# what comes back: the texts in one summary, everything (the trace compressed) in one archive
cd "$OUT" && {
  for f in env.txt seed_op3_op4.txt capture_resnet50.txt profile_join.txt calibrate_$DEVICE.txt pytest_cuda.txt \
           resnet18_op19_op23.txt split_resnet50.txt split_resnet18_train.txt over_fusion.txt split_mix_order.txt \
           pairs_$DEVICE.txt; do
    [ -f "$f" ] && { echo "===== $f"; tail -c 20000 "$f"; }
  done; echo "===== elapsed ${SECONDS}s"; } > summary.txt 2>&1
tar czf device_check.tgz --exclude=device_check.tgz --exclude=summary.txt . 2>/dev/null
[ "$(stat -c %s device_check.tgz)" -gt 15000000 ] && tar czf device_check.tgz --exclude='*.json.gz' \
  --exclude='trace.json' --exclude=device_check.tgz --exclude=summary.txt .
find . -mindepth 1 -maxdepth 1 ! -name device_check.tgz ! -name summary.txt ! -name seed_op3_op4.json \
  ! -name profile_join.txt -exec rm -rf {} +
ls -la
