"""The MNIST example network (two 3x3 convolutions with ReLU, 2x2 max-pool, dropout, two linear layers,
log-softmax), written from the graph of the public IR file it is compared with
(``../shared/corpus/public/18_htang_cpu_train_fwd_dyn_2025_01_post.txt``: a training forward graph on
CPU with a dynamic batch, written by an Inductor of January 2025): the same model compiled by today's
torch for the era pair ``mnist_era`` (tests/corpus/pairs.py)."""
import torch
import torch.nn.functional as F
from torch import nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 32, 3, 1)
        self.conv2 = nn.Conv2d(32, 64, 3, 1)
        self.dropout1 = nn.Dropout(0.25)
        self.dropout2 = nn.Dropout(0.5)
        self.fc1 = nn.Linear(9216, 128)
        self.fc2 = nn.Linear(128, 10)

    def forward(self, x):
        x = F.relu(self.conv1(x))
        x = F.relu(self.conv2(x))
        x = self.dropout1(F.max_pool2d(x, 2))
        x = torch.flatten(x, 1)
        x = self.dropout2(F.relu(self.fc1(x)))
        return F.log_softmax(self.fc2(x), dim=1)


def example():
    """A batch of 8 MNIST-sized images; the batch is dynamic (``s0`` in the public file)."""
    x = torch.randn(8, 1, 28, 28)
    torch._dynamo.mark_dynamic(x, 0)
    return x
