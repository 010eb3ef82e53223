#!/usr/bin/env bash
# The GPU part of issues #5, #27 and #29 as ONE short device run (about 9 minutes on an H200): the CUDA test of the
# seed pair, then fused vs unfused on CUDA for real pairs of several models (the seed's included), with
# everything written to $OUT. Record the numbers in docs/benchmarks.md.
#
# The device image has its own torch (2.11 when last seen) and Triton but no lark; carry lark as a wheel:
#   echo /.whl/ >> .git/info/exclude
#   python3 -m pip download --no-deps --only-binary=:all: --python-version 3.12 --implementation cp \
#       --platform manylinux2014_x86_64 -d .whl lark==1.3.1
# then: run(command="bash bench/device_check.sh", carry=[".whl"], timeout_s=540)
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
export PYTHONPATH="$PWD/server${PYTHONPATH:+:$PYTHONPATH}" PYTHONUNBUFFERED=1
export TORCHINDUCTOR_FORCE_DISABLE_CACHES=1 INDUCTOR_LENS_CACHE=/tmp/inductor-lens-cache
{ "$PY" -c "import torch, lark; print('torch', torch.__version__, 'cuda', torch.cuda.is_available(),
  torch.cuda.get_device_name() if torch.cuda.is_available() else '-'); print('lark', lark.__version__)"
  nvidia-smi --query-gpu=name,clocks.sm,clocks.mem --format=csv 2>/dev/null || true; } 2>&1 | tee "$OUT/env.txt"
if [ "$DEVICE" = cuda ]; then
  timeout 240 "$PY" -m pytest -q -p no:cacheprovider tests/test_bench.py -k cuda 2>&1 | tee "$OUT/pytest_cuda.txt"
fi
# the seed pair in full (report text and JSON), then a sweep over five models, one or two pairs each
"$PY" -m inductor_lens bench example op3 op4 --device "$DEVICE" --min-time 1 --no-original --json \
  > "$OUT/seed_op3_op4.json" 2> "$OUT/seed_progress.txt"
"$PY" -m inductor_lens bench example op3 op4 --device "$DEVICE" --min-time 1 --no-original --quiet | tee "$OUT/seed_op3_op4.txt"
# a reduction producer (BatchNorm's welford mean -> normalize): Triton fuses it as an epilogue over the
# reduction's extent (2048 elements per channel), so the fused variant shares the outer loop: one kernel,
# as `bench ... --device cuda --codegen` shows without a GPU (split reductions are off for both variants)
timeout 120 "$PY" -m inductor_lens bench tests/corpus/resnet18_train/g0_forward/ir_post_fusion.txt op19 op23 \
  --device "$DEVICE" --min-time 0.5 --no-original --quiet | tee "$OUT/resnet18_op19_op23.txt"
# the roofline estimates (issue 29) against Triton timings of 20 pairs: sign, rank correlation, ratios
timeout 150 "$PY" bench/calibrate.py --device "$DEVICE" --pairs 20 --min-time 0.2 --json "$OUT/calibrate_$DEVICE.json" \
  2>&1 | tee "$OUT/calibrate_$DEVICE.txt"
timeout 300 "$PY" bench/pairs.py --device "$DEVICE" --per-file 2 --min-time 0.5 \
  --files resnet50_eval,resnet18_train/g0,attention_block,dynamic_convnet,01_dnnfusion \
  --json "$OUT/pairs_$DEVICE.json" 2>&1 | tee "$OUT/pairs_$DEVICE.txt"
# capture on the GPU machine (issue 27): the bundled ResNet50 script compiled for the GPU, kept as a run;
# its run.json records the GPU (nvidia-smi) and the device properties the Triton kernels were made for
timeout 240 "$PY" -m inductor_lens capture -o "$OUT/capture_resnet50_$DEVICE" -- \
  "$PY" -m inductor_lens.examples.compile_resnet50 --device "$DEVICE" 2>"$OUT/capture_stderr.txt" | tee "$OUT/capture_resnet50.txt"
rm -f "$OUT/capture_resnet50_$DEVICE/report.html"    # large; the run.json and the summary are the figures
