"""A node that writes only in place is run by a Triton kernel too (``dump.kernels.map_kernels``).

The kernel map found a node's kernel call by the node's output buffers among the call's arguments. A node
that writes a buffer in place (BatchNorm's running statistics and ``num_batches_tracked`` in a training
forward, a compiled optimizer's parameter updates, a KV cache or a ring buffer updated with ``index_copy_``,
an ``index_add_``) writes through the buffer it mutates, and the call passes that one instead: 20 nodes of
ResNet18's training forward on the H200 had no kernel, and explain's text said ``op153_op154: extern`` of
a Triton kernel. Now such a node is matched to the first call whose kernel *writes* the buffer it mutates
(an ``out_ptr``/``in_out_ptr`` parameter of the ``@triton.jit`` function), not to one reading it earlier."""
from __future__ import annotations

from pathlib import Path

import pytest
from conftest import CORPUS

from inductor_lens.dump.kernels import load_kernel_map, written_args
from inductor_lens.explain.explain import explain_file
from inductor_lens.explain.report import render_text
from inductor_lens.ir.parse import parse_file

#: nodes computed by the wrapper itself, not by a kernel: a mix-order reduction's second stage, a ``.sum``
#: of its workspace in output_code.py (``buf4 = workspace_0[...].sum(dim=0)``)
WRAPPER_COMPUTED = {f"{model}/g1_backward": {"op4", "op6"} for model in (
    "layernorm_mix_order_train_cuda", "torch215/layernorm_flat_train_cuda", "configs/layernorm_mix_order_max_reads_cuda",
    "configs/layernorm_mix_order_non_strict_cuda")} | {"torch210/mix_order_columns_first_cuda/g0_inference": {"op1"}}


def _gpu_graphs() -> list[Path]:
    return sorted(p.parent for p in CORPUS.glob("**/*_cuda/g*/ir_post_fusion.txt")
                  if (p.parent / "output_code.py").is_file())


def _map(folder: Path):
    sec = parse_file(folder / "ir_post_fusion.txt").sections[-1]
    return sec, load_kernel_map(folder / "output_code.py", sec)


def test_every_kernel_node_of_every_gpu_fixture_has_its_kernel_call():
    graphs = _gpu_graphs()
    assert len(graphs) >= 60
    in_place = 0
    for folder in graphs:
        sec, km = _map(folder)
        expected = WRAPPER_COMPUTED.get(folder.relative_to(CORPUS).as_posix(), set())
        missing = {n.name for n in sec.nodes if not n.is_extern and not n.is_nop and km.kernel_of(n.name) is None}
        assert missing == expected, folder
        for n in sec.nodes:
            c = km.kernel_of(n.name)
            outs = {b.name for m in n.walk() for b in m.outputs}
            if c is None or outs & set(c.args):
                continue
            # matched by a buffer it mutates: the call's kernel writes it
            mutated = {x for m in n.walk() for b in m.outputs for x in (b.mutations or ())}
            assert mutated & written_args(km, c), (folder, n.name, c.name)
            in_place += 1
    assert in_place >= 40, in_place


@pytest.mark.parametrize("node,counter", [("op153_op154", "primals_3"), ("op161_op162", "primals_9")])
def test_batchnorm_num_batches_tracked_update_runs_in_its_triton_kernel(node, counter):
    folder = CORPUS / "resnet18_train_cuda" / "g0_forward"
    _sec, km = _map(folder)
    c = km.kernel_of(node)
    assert c is not None and c.name.startswith("triton_poi_fused_add_copy_")
    # its kernel reads and writes the counter: ``.run(primals_3, primals_3, 1, ...)``, one of them an output pointer
    assert c.args[:2] == [counter, counter] and written_args(km, c) == {counter}
    assert any(p.startswith("out_ptr") for p in km.defs[c.name].triton.params)


def test_a_ring_buffers_in_place_update_is_not_given_a_kernel_that_reads_it_first():
    """ring_buffer_cuda: the window is read (its roll) by the kernel that also writes it back; the newest entry's
    ``index_copy_`` comes first. Each in-place node gets the call whose kernel writes its buffer."""
    folder = CORPUS / "ring_buffer_cuda" / "g0_inference"
    sec, km = _map(folder)
    for n in sec.nodes:
        if n.is_extern or n.is_nop:
            continue
        c = km.kernel_of(n.name)
        mutated = {x for m in n.walk() for b in m.outputs for x in (b.mutations or ())}
        outs = {b.name for m in n.walk() for b in m.outputs}
        assert c is not None
        assert outs & set(c.args) or mutated & written_args(km, c)


@pytest.mark.parametrize("graph", ["resnet18_train_cuda/g0_forward", "ring_buffer_cuda/g0_inference",
                                   "sgd_momentum_step_cuda/g0_inference", "moe_top2_cuda/g0_inference"])
def test_explain_calls_extern_only_the_extern_nodes(graph):
    """The ``kernels`` line of explain's text named every node without a kernel call ``extern``: an in-place
    node's Triton kernel was called a library call."""
    import re

    folder = CORPUS / graph
    sec = parse_file(folder / "ir_post_fusion.txt").sections[-1]
    extern = {n.name for n in sec.nodes if n.is_extern or n.is_nop}
    text = render_text(explain_file(folder / "ir_post_fusion.txt"), show_all=True)
    said = {m.group(1) for line in text.splitlines() if line.startswith("  kernels ")
            for m in re.finditer(r"(\S+): extern\b", line)}
    assert said <= extern, said - extern


def test_a_multi_kernel_call_runs_its_fused_node():
    """triton.multi_kernel=1 (configs/block_multi_kernel_cuda): a reduction's kernel is
    ``multi_kernel_N = async_compile.multi_kernel('multi_kernel_N', [variants])``, called as ``multi_kernel_N.run``;
    it had no definition in the map, so its fused node had no kernel. Its facts are its first variant's."""
    folder = CORPUS / "configs" / "block_multi_kernel_cuda" / "g0_inference"
    _sec, km = _map(folder)
    for node, k in (("op0_op1_op3", 0), ("op8_op9_op10", 1), ("op15_op16_op18", 2)):
        c = km.kernel_of(node)
        assert c is not None and c.name == f"multi_kernel_{k}" and c.kind == "triton"
        assert km.defs[c.name].triton.heuristic in ("reduction", "persistent_reduction")
