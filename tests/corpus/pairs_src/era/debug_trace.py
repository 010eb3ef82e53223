"""``a + 1`` realized into its own buffer, then ``+ 2`` and a matrix product: the function of PyTorch's
own debug-trace test, whose expected ``ir_post_fusion.txt`` of 2024 is the public file it is compared
with (``../shared/corpus/public/11_pytorch_test_debug_trace_2024_buf_post.txt``, buf-named era), as a
module, compiled by today's torch for the era pair ``debug_trace_era`` (tests/corpus/pairs.py)."""
import torch
from torch import nn
from torch._inductor import test_operators


class Realized(nn.Module):
    def forward(self, a, b):
        a = test_operators.realize(a + 1) + 2
        return torch.matmul(a, b)


def example():
    """Two 16 x 16 matrices."""
    return torch.randn(16, 16), torch.randn(16, 16)
