"""Two pre-norm MLP blocks parallelized with DTensor's tensor parallelism (``parallelize``: the up
projections column-wise, the down projections row-wise), as a user of ``torch.distributed.tensor.parallel``
writes them; with sequence parallelism (``SEQUENCE_PARALLEL``) the LayerNorms run on sequence shards, the
inputs of the up projections are all-gathered and the down projections' outputs reduce-scattered. The mesh
has two ranks in one process (torch's fake process group, as its own compile tests use): collectives are
traced and compiled as in a real two-rank job, and sent nowhere. The model of the tp_block fixtures
(tests/corpus/generate.py)."""
import torch
import torch.distributed as dist
from torch import nn

#: the ranks of the tensor-parallel mesh
RANKS = 2
SEQUENCE_PARALLEL = False


class TPBlock(nn.Module):
    def __init__(self, d=256):
        super().__init__()
        _start()
        self.norm, self.up, self.down = nn.LayerNorm(d), nn.Linear(d, 4 * d), nn.Linear(4 * d, d)
        self.norm2, self.up2, self.down2 = nn.LayerNorm(d), nn.Linear(d, 4 * d), nn.Linear(4 * d, d)

    def forward(self, x):
        x = x + self.down(nn.functional.gelu(self.up(self.norm(x))))
        return x + self.down2(nn.functional.silu(self.up2(self.norm2(x))))


def parallelize(model: TPBlock, device: str) -> None:
    """Distribute the model's linears over a mesh of RANKS ranks on ``device`` (the model is already there)."""
    from torch.distributed.device_mesh import init_device_mesh
    from torch.distributed.tensor import Shard
    from torch.distributed.tensor.parallel import ColwiseParallel, RowwiseParallel, SequenceParallel, parallelize_module
    mesh = init_device_mesh(device, (RANKS,))
    if SEQUENCE_PARALLEL:
        plan = {"norm": SequenceParallel(), "up": ColwiseParallel(input_layouts=Shard(1)),
                "down": RowwiseParallel(output_layouts=Shard(1)), "norm2": SequenceParallel(),
                "up2": ColwiseParallel(input_layouts=Shard(1)), "down2": RowwiseParallel(output_layouts=Shard(1))}
    else:
        plan = {"up": ColwiseParallel(), "down": RowwiseParallel(), "up2": ColwiseParallel(), "down2": RowwiseParallel()}
    parallelize_module(model, mesh, plan)


def _start():
    """The fake process group of RANKS ranks (this process is rank 0)."""
    if not dist.is_initialized():
        from torch.testing._internal.distributed.fake_pg import FakeStore
        dist.init_process_group("fake", store=FakeStore(), rank=0, world_size=RANKS)


def example():
    """The input: 8 sequences of 64 tokens of 256."""
    return torch.randn(8, 64, 256)
