"""A diffusion U-Net's residual block (GroupNorm of 32 groups + SiLU + 3x3 conv, twice, the skip added),
as a user's project would hold it: the model of the gn_silu_conv fixtures and of the config fixtures of
loop reindexing (tests/corpus/generate.py)."""
import torch
from torch import nn


class ResBlock(nn.Module):
    def __init__(self, c=320):
        super().__init__()
        self.norm1, self.conv1 = nn.GroupNorm(32, c), nn.Conv2d(c, c, 3, padding=1)
        self.norm2, self.conv2 = nn.GroupNorm(32, c), nn.Conv2d(c, c, 3, padding=1)

    def forward(self, x):
        h = self.conv1(nn.functional.silu(self.norm1(x)))
        h = self.conv2(nn.functional.silu(self.norm2(h)))
        return x + h


def example():
    """The model's input: (batch 2, 320 channels, 8 x 8)."""
    return torch.randn(2, 320, 8, 8)
