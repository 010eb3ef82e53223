"""A transformer's projection then LayerNorm over 1,024 features, at batch x sequence 8,192 rows, as a user's
project would hold it: the model of the layernorm_mix_order_train fixtures and of the config fixture of
mix-order reductions (tests/corpus/generate.py). Trained, its backward reduces one gradient by rows and by
columns."""
import torch
from torch import nn


class LinearNorm(nn.Module):
    def __init__(self, d=1024):
        super().__init__()
        self.proj, self.norm = nn.Linear(d, d), nn.LayerNorm(d)

    def forward(self, x):
        return self.norm(self.proj(x))


def example():
    """The model's input: 8,192 rows of 1,024 features."""
    return torch.randn(8192, 1024)
