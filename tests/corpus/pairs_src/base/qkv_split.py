"""A fused QKV projection split into attention heads, as a user's project would hold it: one matmul makes q, k
and v side by side, and each is scaled or copied into (batch, heads, tokens, head size) for the attention that
follows. The model of the qkv_split fixtures and of the config fixture of buffer-overlap scoring
(``min_overlap_ratio``, tests/corpus/generate.py): the three copies read disjoint slices of one buffer, so they
have no memory dependency in common."""
import torch
from torch import nn


class QKVHeads(nn.Module):
    def __init__(self, d=256, heads=4):
        super().__init__()
        self.heads = heads
        self.qkv = nn.Linear(d, 3 * d, bias=False)

    def forward(self, x):
        b, t, d = x.shape
        q, k, v = self.qkv(x).split(d, -1)
        shape = (b, t, self.heads, d // self.heads)
        q = (q * (d // self.heads) ** -0.5).view(shape).transpose(1, 2).contiguous()
        k = k.view(shape).transpose(1, 2).contiguous()
        v = v.view(shape).transpose(1, 2).contiguous()
        return q, k, v


def example():
    """The model's input: batch 2 of 64 tokens, 256 features."""
    return torch.randn(2, 64, 256)
