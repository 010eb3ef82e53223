#!/usr/bin/env python3
"""Generate the real Inductor IR fixtures under tests/corpus/.

Every fixture comes from a real ``torch.compile`` run on this machine (torch 2.14.1, CPU backend) with
``TORCH_COMPILE_DEBUG=1``, ``TORCH_LOGS=fusion`` and every cache disabled, so that Inductor prints its
``cannot fuse A with B: reason`` decisions for the very graph whose IR we keep.

For each model and each graph Inductor compiled for it, the folder ``tests/corpus/<model>/<graph>/``
receives ``ir_pre_fusion.txt``, ``ir_post_fusion.txt``, ``output_code.py`` and ``fusion.log`` (the
fusion-artifact log lines emitted while that graph was compiled, split from the whole run's log).

Usage::

    python tests/corpus/generate.py                 # every model
    python tests/corpus/generate.py resnet50_eval   # some models
    python tests/corpus/generate.py --list

Each model runs in its own subprocess (fresh Inductor state, environment set before torch is imported).
The ResNet50 post-fusion IR is also copied into the package as the bundled example.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
BUNDLED = REPO / "server" / "inductor_lens" / "examples" / "resnet50"
KEEP = ("ir_pre_fusion.txt", "ir_post_fusion.txt", "output_code.py")


# --------------------------------------------------------------------------------------------------
# Models. Each function runs inside the worker process and calls torch.compile itself.
# --------------------------------------------------------------------------------------------------

def model_resnet50_eval():
    """torchvision ResNet50, eval mode, batch 2, inference graph (the seed document's model)."""
    import torch, torchvision
    torch.manual_seed(0)
    m = torchvision.models.resnet50(weights=None).eval()
    x = torch.randn(2, 3, 224, 224)
    with torch.no_grad():
        torch.compile(m)(x)


def model_resnet18_train():
    """torchvision ResNet18 in training mode: forward and backward graphs."""
    import torch, torchvision
    torch.manual_seed(0)
    m = torchvision.models.resnet18(weights=None).train()
    x = torch.randn(2, 3, 64, 64)
    out = torch.compile(m)(x)
    out.sum().backward()


def model_mlp_gelu_layernorm():
    """Two-layer MLP with GELU and LayerNorm (inference)."""
    import torch
    from torch import nn
    torch.manual_seed(0)
    m = nn.Sequential(nn.Linear(256, 1024), nn.GELU(), nn.LayerNorm(1024), nn.Linear(1024, 256),
                      nn.GELU(), nn.LayerNorm(256)).eval()
    x = torch.randn(32, 256)
    with torch.no_grad():
        torch.compile(m)(x)


def model_attention_block():
    """Pre-norm transformer block with explicit softmax attention (inference)."""
    import torch
    from torch import nn

    class Block(nn.Module):
        def __init__(self, d=128, h=4):
            super().__init__()
            self.h = h
            self.ln1 = nn.LayerNorm(d)
            self.qkv = nn.Linear(d, 3 * d)
            self.proj = nn.Linear(d, d)
            self.ln2 = nn.LayerNorm(d)
            self.fc1 = nn.Linear(d, 4 * d)
            self.fc2 = nn.Linear(4 * d, d)

        def forward(self, x):
            b, t, d = x.shape
            q, k, v = self.qkv(self.ln1(x)).split(d, dim=-1)
            q, k, v = (z.view(b, t, self.h, d // self.h).transpose(1, 2) for z in (q, k, v))
            att = (q @ k.transpose(-2, -1)) * (d // self.h) ** -0.5
            att = att.masked_fill(torch.ones(t, t, dtype=torch.bool).triu(1), float("-inf"))
            y = att.softmax(-1) @ v
            x = x + self.proj(y.transpose(1, 2).reshape(b, t, d))
            return x + self.fc2(torch.nn.functional.gelu(self.fc1(self.ln2(x))))

    torch.manual_seed(0)
    m = Block().eval()
    with torch.no_grad():
        torch.compile(m)(torch.randn(2, 64, 128))


def model_dynamic_convnet():
    """Small conv net (conv-BN-ReLU-maxpool, linear head) compiled with dynamic shapes."""
    import torch
    from torch import nn
    torch.manual_seed(0)
    m = nn.Sequential(nn.Conv2d(3, 16, 3, padding=1), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2),
                      nn.Conv2d(16, 32, 3, padding=1), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten(),
                      nn.Linear(32, 10), nn.LogSoftmax(-1)).eval()
    with torch.no_grad():
        torch.compile(m, dynamic=True)(torch.randn(3, 3, 32, 32))


def model_softmax_scale():
    """softmax(x) * 2: an outer-loop fusion and 'intermediate nodes' refusal."""
    import torch
    def f(x):
        return torch.softmax(x, -1) * 2
    torch.compile(f)(torch.randn(64, 100))


def model_roll_stencil():
    """exp -> (y * 2, y + roll(y)): 'memory deps did not match'."""
    import torch
    def f(x):
        y = x.exp()
        return y * 2, y + torch.roll(y, 1, 0)
    torch.compile(f)(torch.randn(64, 33))


def model_index_ops():
    """layernorm, dropout, index_put(accumulate), embedding, argmax: node order, atomic adds, seeds."""
    import torch
    def f(x, idx, emb, table):
        y = torch.nn.functional.layer_norm(x, (32,))
        y = torch.nn.functional.dropout(y, 0.1, training=True)
        z = torch.zeros(16, 32).index_put_((idx,), y, accumulate=True)
        e = torch.nn.functional.embedding(emb, table)
        return z * 2, e.sum(-1), y.argmax(-1)
    torch.manual_seed(0)
    torch.compile(f)(torch.randn(8, 32), torch.randint(0, 16, (8,)), torch.randint(0, 10, (4, 5)),
                     torch.randn(10, 32))


def model_far_apart():
    """x read at both ends of a long chain of extern matmuls: 'Nodes are too far away'."""
    import torch
    def f(x, w):
        a = x.sin()
        h = a
        for _ in range(70):
            h = torch.mm(h, w)
        return x.cos() + h
    torch.compile(f)(torch.randn(16, 16), torch.randn(16, 16) * 0.1)


def model_cat_mutation():
    """topk + cat (MultiOutput, NonOwningLayout, aliases, Nop ConcatKernel) and in-place updates of an
    input (MutationLayoutSHOULDREMOVE, WeakDep, StarDep)."""
    import torch
    def f(x, y):
        v, i = torch.topk(x, 3, -1)
        c = torch.cat([v * 2, x[:, :3] + 1], -1)
        y.add_(1)
        y[0] = 3
        return c, i, y * 2
    torch.compile(f)(torch.randn(8, 16), torch.randn(8, 16))


def model_node_order():
    """Two reductions fuse first; the queued (pointwise, reduction) pair then meets its own ancestor:
    'node1 must go before node2'."""
    import torch
    def f(x, z):
        s = x.sum(1)
        y = z * s[:, None]
        m = (x + z).amax(1)
        return y, m
    torch.compile(f)(torch.randn(256, 256), torch.randn(256, 256))


def model_peak_memory():
    """Two single-use 4096-element reductions whose consumers share only a 64-byte weight:
    'Fusion will increase peak memory'."""
    import torch
    def f(a, b, w):
        p = a.sum(1)
        q = b.sum(1)
        return p.view(256, 16) * w, q.view(256, 16) + w
    torch.compile(f)(torch.randn(4096, 8), torch.randn(4096, 8), torch.randn(16))


def model_create_cycle():
    """A fusion made earlier in the round closes a path between two other nodes: 'will create cycle'."""
    import torch
    def f(g, v):
        a = v * 2
        b = (g * a[:, None]).sum(1)
        c = g.sin().sum(1)
        d = c + v
        return a, b, d
    torch.compile(f)(torch.randn(256, 1024), torch.randn(256))


def model_max_fusion():
    """65 chained pointwise outputs: the 65th cannot join a 64-node fused node: 'exceeds max fusion'."""
    import torch
    def f(x):
        outs = []
        for _ in range(65):
            x = x * 1.01 + 1
            outs.append(x)
        return outs
    torch.compile(f)(torch.randn(64))


def model_score_threshold():
    """Two independent pointwise ops sharing only a 4-byte scalar: 'score_fusion_memory_threshold'."""
    import torch
    def f(x, y, s):
        return x * s, y + s
    torch.compile(f)(torch.randn(64, 64), torch.randn(64, 64), torch.randn(1))


def model_cpp_template():
    """Frozen Linear layers compiled with the C++ GEMM template (max-autotune): prologue/epilogue rules."""
    import torch
    torch.manual_seed(0)
    lin = torch.nn.Linear(64, 64).eval()
    def f(a, b):
        c = lin(a.relu() * 2)
        d = lin(b.amax(1).view(64, 64))
        return c.sum(1), c.relu(), d
    with torch.no_grad(), torch._inductor.config.patch(freezing=True, max_autotune=True,
                                                       max_autotune_gemm_backends="CPP,ATEN"):
        torch.compile(f)(torch.randn(64, 64), torch.randn(4096, 16))


MODELS = {name[len("model_"):]: fn for name, fn in globals().items() if name.startswith("model_")}

#: models whose whole TORCH_LOGS capture (IR of every graph before and after fusion, interleaved with the
#: fusion log and warnings, exactly as printed on stderr) is kept as torch_logs.txt
CAPTURE = {"mlp_gelu_layernorm", "softmax_scale", "dynamic_convnet"}


# --------------------------------------------------------------------------------------------------
# Worker: run one model with the debug environment.
# --------------------------------------------------------------------------------------------------

def worker(name: str) -> None:
    import torch  # noqa: F401  (imported after the parent set the environment)
    torch.set_num_threads(2)
    MODELS[name]()


# --------------------------------------------------------------------------------------------------
# Parent: run workers, split their logs per graph, copy the files.
# --------------------------------------------------------------------------------------------------

TRACE_RE = re.compile(r"debug trace: (\S+)\s*$")
FUSION_RE = re.compile(r"\[__fusion\]")
GRAPH_DIR_RE = re.compile(r"model__(\d+)_(\w+?)_(\d+)\.(\d+)$")


def graph_folder_name(index: int, debug_dir: Path) -> str:
    m = GRAPH_DIR_RE.search(debug_dir.name)
    kind = m.group(2) if m else "graph"
    return f"g{index}_{kind}"


def run_model(name: str, out_root: Path) -> list[Path]:
    with tempfile.TemporaryDirectory(prefix=f"inductor-lens-{name}-") as tmp:
        env = dict(os.environ)
        env.update(
            TORCH_COMPILE_DEBUG="1",
            TORCH_COMPILE_DEBUG_DIR=tmp,
            TORCHINDUCTOR_FORCE_DISABLE_CACHES="1",
            TORCH_LOGS="fusion,ir_pre_fusion,ir_post_fusion",
            PYTHONHASHSEED="0",
        )
        proc = subprocess.run([sys.executable, __file__, "--worker", name], env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        if proc.returncode != 0:
            sys.stderr.write(proc.stderr[-4000:])
            raise SystemExit(f"{name}: worker failed with exit code {proc.returncode}")
        # Split the fusion log by graph: every fusion line of a graph is emitted while that graph is
        # compiled, i.e. before its "debug trace: <dir>" line.
        graphs: list[tuple[Path, list[str]]] = []
        pending: list[str] = []
        for line in proc.stderr.splitlines():
            if FUSION_RE.search(line):
                pending.append(line)
                continue
            m = TRACE_RE.search(line)
            if m:
                graphs.append((Path(m.group(1)), pending))
                pending = []
        if not graphs:
            raise SystemExit(f"{name}: no debug trace found in the worker's log")
        model_dir = out_root / name
        if model_dir.exists():
            shutil.rmtree(model_dir)
        model_dir.mkdir(parents=True)
        if name in CAPTURE:
            (model_dir / "torch_logs.txt").write_text(proc.stderr)
        written = []
        for index, (debug_dir, fusion_lines) in enumerate(graphs):
            dest = model_dir / graph_folder_name(index, debug_dir)
            dest.mkdir(parents=True)
            for fname in KEEP:
                src = debug_dir / fname
                if src.exists():
                    shutil.copyfile(src, dest / fname)
            (dest / "fusion.log").write_text("".join(l + "\n" for l in fusion_lines))
            written.append(dest)
        import torch
        meta = {"model": name, "doc": (MODELS[name].__doc__ or "").strip(), "torch": torch.__version__,
                "graphs": [p.name for p in written], "env": {k: env[k] for k in (
                    "TORCH_COMPILE_DEBUG", "TORCHINDUCTOR_FORCE_DISABLE_CACHES", "TORCH_LOGS")}}
        (model_dir / "meta.json").write_text(json.dumps(meta, indent=2) + "\n")
        return written


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("models", nargs="*", help="models to generate (default: all)")
    ap.add_argument("--out", type=Path, default=HERE, help="output root (default: tests/corpus)")
    ap.add_argument("--list", action="store_true", help="list the models and exit")
    ap.add_argument("--worker", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.worker:
        worker(args.worker)
        return 0
    if args.list:
        for name, fn in MODELS.items():
            print(f"{name:24} {(fn.__doc__ or '').strip()}")
        return 0
    names = args.models or list(MODELS)
    unknown = [n for n in names if n not in MODELS]
    if unknown:
        ap.error(f"unknown model(s): {', '.join(unknown)}; use --list")
    for name in names:
        written = run_model(name, args.out)
        print(f"{name}: {', '.join(p.name for p in written)}")
        if name == "resnet50_eval" and args.out == HERE:
            BUNDLED.mkdir(parents=True, exist_ok=True)
            for fname in ("ir_pre_fusion.txt", "ir_post_fusion.txt", "output_code.py", "fusion.log"):
                shutil.copyfile(written[0] / fname, BUNDLED / fname)
    return 0


if __name__ == "__main__":
    sys.exit(main())
