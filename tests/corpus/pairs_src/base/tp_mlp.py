"""A sequence- and tensor-parallel MLP block, as Megatron-style code writes it with torch.distributed's
functional collectives: the sequence shards all-gathered after a LayerNorm, a column- then row-parallel
linear with GELU, the all-reduce of the partial sums, bias + ReLU, two more all-reduces (one of a fresh
value, one of a value used again after it), a residual, and the reduce-scatter back to sequence shards.
The model of the tp_mlp fixtures and of their config fixture (tests/corpus/generate.py)."""
import socket

import torch
import torch.distributed as dist
import torch.distributed._functional_collectives as fc
from torch import nn
from torch.nn import functional as F


class TPMLP(nn.Module):
    def __init__(self, d=256, hidden=512):
        super().__init__()
        self.w1 = nn.Parameter(torch.randn(d, hidden) / d ** 0.5)
        self.w2 = nn.Parameter(torch.randn(hidden, d) / hidden ** 0.5)
        self.b = nn.Parameter(torch.zeros(d))

    def forward(self, x):
        group = dist.group.WORLD
        xs = fc.all_gather_tensor(F.layer_norm(x, (x.shape[-1],)), 0, group)
        h = F.gelu(xs @ self.w1)
        r = fc.all_reduce(h @ self.w2, "sum", group)    # not used again: reinplaced into all_reduce_
        t = torch.relu(r + self.b)
        z = fc.all_reduce(t * 0.5, "sum", group)         # a fresh value: reinplaced too
        u = fc.all_reduce(t, "sum", group)               # t is used again: lowered as a copy of t
        out = z + u + t
        return fc.reduce_scatter_tensor(out, "sum", 0, group), out.sum(-1)


def example():
    """The model's input, a sequence shard (64 tokens of 256), after starting a process group of one
    process (gloo): compiling needs a group to name and sends nothing."""
    if not dist.is_initialized():
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=0, world_size=1)
    return torch.randn(64, 256)
