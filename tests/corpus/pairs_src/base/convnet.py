"""A two-branch conv net (conv-BN-ReLU in each branch, the branches mixed by 1x1 convolutions and summed,
a linear head), as a user's project would hold it: the base checkout of the pair fixtures
(tests/corpus/pairs.py)."""
import torch
from torch import nn


class ConvNet(nn.Module):
    def __init__(self, c=16):
        super().__init__()
        self.conv_a = nn.Conv2d(3, c, 3, padding=1)
        self.conv_b = nn.Conv2d(3, c, 1)
        self.bn_a = nn.BatchNorm2d(c)
        self.bn_b = nn.BatchNorm2d(c)
        self.mix_a = nn.Conv2d(c, c, 1)
        self.mix_b = nn.Conv2d(c, c, 1)
        self.head = nn.Linear(c, 10)

    def forward(self, x):
        a, b = self.conv_a(x), self.conv_b(x)
        a, b = self.bn_a(a).relu(), self.bn_b(b).relu()
        y = self.mix_a(a) + self.mix_b(b)
        return self.head(y.mean((2, 3))).log_softmax(-1)


def example():
    """The model's input: (batch 2, 3 channels, 32 x 32)."""
    return torch.randn(2, 3, 32, 32)
