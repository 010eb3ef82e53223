"""The model read from real IR: nodes, iteration spaces, deps, buffers, layouts, users, loop bodies,
in every era of the format."""
from __future__ import annotations

import re

import pytest
from conftest import CORPUS, PUBLIC, RESNET50, all_ir_files, ir_id, require_public

from inductor_lens.ir import parse_file
from inductor_lens.ir.summary import (
    cpp_function_runs,
    node_device,
    node_iteration,
    to_json,
)

# ---------------------------------------------------------------------------------------------------
# ResNet50 (the seed document's pair op3 -> op4)
# ---------------------------------------------------------------------------------------------------

def test_resnet50_bn_relu_node(resnet50):
    op3 = resnet50.node("op3")
    assert (op3.kind, op3.ir_class) == ("SchedulerNode", "ComputedBuffer")
    assert op3.device == "cpu"
    it = op3.iteration
    assert (it.vars, it.reduce, it.numel, it.rnumel, it.style) == ([25088, 64], [], 1605632, 1, "cpu")
    assert op3.sizes == ([25088, 64], [])
    assert [str(d) for d in op3.writes] == ["MemoryDep('buf3', c0, {c0: 1605632})"]
    assert [d.name for d in op3.unmet] == ["buf2"]
    assert len(op3.met) == 4 and all(d.name.startswith("arg") for d in op3.met)
    [buf3] = op3.outputs
    assert (buf3.name, buf3.ir_class, buf3.producer) == ("buf3", "ComputedBuffer", "op3")
    lay = buf3.layout
    assert (lay.kind, lay.device, lay.dtype) == ("FixedLayout", "cpu", "torch.float32")
    assert lay.size == [2, 64, 112, 112] and lay.stride == [802816, 1, 7168, 64]
    assert lay.order == "channels-last"
    assert lay.nbytes == 2 * 64 * 112 * 112 * 4 == 6_422_528
    [user] = buf3.users
    assert (user.name, user.node_class, user.can_inplace, user.is_weak) == ("op4", "SchedulerNode", False, False)
    body = op3.loop_body
    assert body.name == "op3_loop_body"
    assert body.var_ranges == [("p0", 25088), ("p1", 64)]
    counts = body.ops_counts
    assert counts["load"] == 5 and counts["relu"] == 1 and counts["store"] == 1
    store = [s for s in body.functions[0].statements if s.op == "store"][0]
    assert store.buffer == "buf3"
    assert body.functions[0].statements[-1].kind == "return"


def test_resnet50_maxpool_node(resnet50):
    op4 = resnet50.node("op4")
    assert op4.iteration.numel == 401408 and op4.iteration.vars == [2, 56, 56, 64]
    assert len(op4.unmet) == 9 and {d.name for d in op4.unmet} == {"buf3"}
    offsets = set()
    for d in op4.unmet:
        assert d.ranges == [("c0", 112), ("c1", 56), ("c2", 64)]
        assert d.index.startswith("14336*c0 + 128*c1 + c2")
        m = re.search(r" ([+-]) (\d+)$", d.index)
        offsets.add(0 if m is None else int(m.group(2)) * (1 if m.group(1) == "+" else -1))
    assert offsets == {0, 64, -64, 7104, -7104, 7168, -7168, 7232, -7232}
    fns = [fn.name for fn in op4.loop_body.functions]
    assert fns == ["body"] + [f"masked_subblock{i}" for i in range(1, 10)]
    assert op4.loop_body.ops_counts["maximum"] >= 8
    assert resnet50.buffers["buf4"].layout.size == [2, 64, 56, 56]


def test_resnet50_extern_and_reduction_nodes(resnet50):
    op2 = resnet50.node("op2")
    assert (op2.kind, op2.ir_class, op2.kernel) == ("ExternKernelSchedulerNode", "ExternKernelAlloc",
                                                   "extern_kernels.convolution")
    assert op2.iteration is None and op2.loop_body is None
    assert node_device(op2) == "cpu"
    assert [str(d) for d in op2.writes] == ["StarDep(name='buf2', mode=None)"]
    op120 = resnet50.node("op120")
    assert op120.iteration.vars == [2, 2048] and op120.iteration.reduce == [49]
    assert op120.iteration.rnumel == 49 and op120.is_reduction
    assert op120.loop_body.functions[0].statements[-1].args == ["None"]
    assert "reduction" in op120.loop_body.ops_counts


def test_resnet50_buffers_and_edges(resnet50):
    b = resnet50.buffers
    assert b["buf3"].producer == "op3" and b["buf3"].consumers == ["op4"]
    assert b["buf2"].producer == "op2" and b["buf2"].consumers == ["op3"]
    # graph inputs are known from `<name>_layout` lines
    arg = b["arg1_1"]
    assert arg.is_graph_input and arg.layout.size == [2, 3, 224, 224] and arg.layout.order == "contiguous"
    assert len(resnet50.nodes) == 123
    kinds = {n.kind for n in resnet50.nodes}
    assert kinds == {"SchedulerNode", "ExternKernelSchedulerNode"}


def test_resnet50_cpp_functions_match_output_code(resnet50):
    """One C++ function per run of consecutive non-extern nodes: checked against the kernel calls in
    the output_code.py Inductor wrote for this graph (an independent source)."""
    code = (RESNET50 / "output_code.py").read_text()
    call_body = code[code.index("def call(self, args):"):]
    calls = re.findall(r"^\s+(cpp_fused_\w+)\(", call_body, re.M)
    runs = cpp_function_runs(resnet50.sections[0])
    assert len(runs) == len(calls) == 50


def test_parse_json_contract(resnet50):
    j = to_json(resnet50)
    assert set(j) >= {"file", "format", "nodes", "buffers", "errors"}
    assert j["format"] == "op-named" and j["errors"] == []
    n4 = next(n for n in j["nodes"] if n["name"] == "op4")
    assert set(n4) >= {"name", "kind", "ir_class", "line", "members", "device", "iteration", "outputs"}
    assert n4["iteration"]["numel"] == 401408 and n4["outputs"] == ["buf4"] and n4["device"] == "cpu"
    text = resnet50.text.split("\n")
    assert text[n4["line"] - 1].startswith("op4: SchedulerNode(ComputedBuffer)")
    b3 = next(b for b in j["buffers"] if b["name"] == "buf3")
    assert set(b3) >= {"name", "producer", "size", "stride", "dtype", "device", "layout"}
    assert b3["layout"] == "channels-last" and b3["producer"] == "op3" and b3["bytes"] == 6422528


# ---------------------------------------------------------------------------------------------------
# Fused nodes, symbolic sizes, mutation/aliasing forms (generated fixtures)
# ---------------------------------------------------------------------------------------------------

def test_fused_nodes_have_members_and_group_iteration():
    f = parse_file(CORPUS / "softmax_scale/g0_inference/ir_post_fusion.txt")
    [top] = f.nodes
    assert top.kind == "OuterLoopFusedSchedulerNode"
    assert [m.name for m in top.members] == ["op0", "op1", "op2", "op3"] == top.member_names
    assert all(m.parent == top.name for m in top.members)
    assert top.ir_class == "SchedulerNode,SchedulerNode,SchedulerNode,SchedulerNode"
    # the fused node takes its reduction member's iteration, as FusedSchedulerNode.group does
    it = node_iteration(top)
    assert it.is_reduction and it.vars == [64] and it.reduce == [100]
    assert f.node("op3").parent == top.name and f.node("op3").loop_body is not None


def test_dynamic_shapes_stay_symbolic():
    f = parse_file(CORPUS / "dynamic_convnet/g0_inference/ir_post_fusion.txt")
    it = f.node("op0").iteration
    assert it.vars == [3, 3, "s69**2"] and it.numel == "9*s69**2"
    op3 = f.node("op3")
    assert op3.iteration.vars == ["3*s69**2", 16] and op3.iteration.numel == "48*s69**2"
    lay = f.buffers["buf0"].layout
    assert any(isinstance(s, str) for s in lay.size)
    assert isinstance(lay.nbytes, str) and "s69" in lay.nbytes


def test_mutation_alias_nop_multioutput_forms():
    f = parse_file(CORPUS / "cat_mutation/g0_inference/ir_post_fusion.txt")
    assert f.errors == []
    op0 = f.node("op0")
    assert op0.ir_class == "FallbackKernel" and op0.outputs[0].layout.kind == "MultiOutputLayout"
    assert op0.outputs[0].layout.device == "cpu" and op0.outputs[0].layout.size is None
    op1 = f.node("op1")
    assert op1.ir_class == "MultiOutput" and op1.kernel is None
    op5 = f.node("op5")
    assert (op5.kind, op5.ir_class) == ("NopKernelSchedulerNode", "ConcatKernel") and op5.is_nop
    buf3 = f.buffers["buf3"]
    assert buf3.layout.kind == "NonOwningLayout" and buf3.aliases == ["buf5"]
    buf9 = f.buffers["buf9"]
    assert buf9.layout.kind == "MutationLayoutSHOULDREMOVE" and buf9.mutations == ["arg1_1"]
    weak = [d for d in f.node("op9").unmet + f.node("op9").met if d.kind == "WeakDep"]
    assert [(d.name, d.mutating_buf, d.is_fake) for d in weak] == [("buf6", "buf9", True)]


def test_atomic_add_indirect_and_seed_forms():
    f = parse_file(CORPUS / "index_ops/g0_inference/ir_post_fusion.txt")
    op6 = f.node("op6")
    atomic = [d for d in op6.writes if d.kind == "MemoryDep"][0]
    assert atomic.mode == "atomic_add" and "tmp0" in atomic.index
    assert any(d.kind == "StarDep" and d.mode == "atomic_add" for d in op6.writes + op6.unmet + op6.met)
    assert any(n.ir_class == "RandomSeeds" for n in f.all_nodes())
    ops = {st.op for n in f.all_nodes() if n.loop_body for fn in n.loop_body.functions for st in fn.statements}
    assert {"load_seed", "rand", "store", "load"} <= ops or {"load_seed", "store", "load"} <= ops
    selfs = {st.op for n in f.all_nodes() if n.loop_body for fn in n.loop_body.functions for st in fn.statements
             if st.kind == "self"}
    assert any(s.startswith("set_indirect") for s in selfs)


def test_backward_graph_fallbacks_and_none_layout():
    f = parse_file(CORPUS / "resnet18_train/g1_backward/ir_post_fusion.txt")
    conv_bw = [n for n in f.nodes if n.kernel == "torch.ops.aten.convolution_backward.default"]
    assert len(conv_bw) >= 19
    assert all(n.outputs[0].layout.kind == "MultiOutputLayout" for n in conv_bw)
    none = [b for b in f.buffers.values() if b.layout is not None and b.layout.kind == "NoneLayout"]
    assert none and none[0].layout.size == [0]


def test_torch_logs_capture_matches_debug_files():
    """A TORCH_LOGS=fusion,ir_pre_fusion,ir_post_fusion capture (log prefixes, interleaved fusion lines)
    gives the same nodes as the ir_pre/post files of the same run."""
    for model in ("mlp_gelu_layernorm", "softmax_scale", "dynamic_convnet"):
        cap = parse_file(CORPUS / model / "torch_logs.txt")
        assert cap.capture and cap.errors == []
        assert [s.title for s in cap.sections] == ["BEFORE FUSION", "AFTER FUSION"]
        assert all(s.graph and s.graph.startswith("0/0") for s in cap.sections)
        for sec, fname in zip(cap.sections, ("ir_pre_fusion.txt", "ir_post_fusion.txt")):
            ref = parse_file(CORPUS / model / "g0_inference" / fname)
            got = list(n for top in sec.nodes for n in top.walk())
            want = list(ref.all_nodes())
            assert [n.name for n in got] == [n.name for n in want]
            for a, b in zip(got, want):
                assert [str(d) for d in a.writes + a.unmet + a.met] == [str(d) for d in b.writes + b.unmet + b.met]
                assert (a.iteration and a.iteration.text) == (b.iteration and b.iteration.text)
                assert [x.name for x in a.outputs] == [x.name for x in b.outputs]
                assert (a.loop_body is None) == (b.loop_body is None)
                if a.loop_body:
                    assert [len(fn.statements) for fn in a.loop_body.functions] == \
                        [len(fn.statements) for fn in b.loop_body.functions]
            # spans point into the capture text: every node name sits after a log prefix
            for n in got:
                assert cap.text[n.name_span[0]:n.name_span[1]] == n.name


# ---------------------------------------------------------------------------------------------------
# Older eras (public corpus)
# ---------------------------------------------------------------------------------------------------

def _public(name):
    require_public()
    return parse_file(next(PUBLIC.glob(name + "*")))


def test_2022_set_braces_old_memorydep_and_z_vars():
    f = _public("14_")
    [n] = f.nodes
    assert f.format == "buf-named"
    assert [str(d) for d in n.writes] == ["MemoryDep('buf1', 0, {})", "MemoryDep('buf1', 0, {c0: s0})"]
    assert n.iteration.style == "simd" and (n.iteration.numel, n.iteration.rnumel) == (1, "s0")
    assert n.loop_body.var_ranges == [("z0", "s0")]
    red = [s for s in n.loop_body.functions[0].statements if s.op == "reduction"][0]
    assert red.buffer == "buf1" and red.args[3] == "'sum'"


def test_2023_fused_snodes_list_and_cuda():
    f = _public("04_")
    fused = f.nodes[2]
    assert fused.ir_class == "NoneType" and fused.member_names[:3] == ["buf2", "buf3", "buf4"]
    assert len(fused.member_names) == 10 and fused.users is None
    assert all("tmp" in d.index for d in fused.met)
    assert f.node("buf0").device == "cuda:0" and f.node("buf0").iteration.numel == 471960


def test_2024_indented_fused_members_and_node_users():
    f = _public("11_")
    top = f.nodes[0]
    assert [m.name for m in top.members] == ["buf0", "buf1"]
    assert top.members[0].users[0].name == "buf1" and top.members[0].users[0].can_inplace is True
    assert f.nodes[1].users[0].is_output and f.nodes[1].kernel == "extern_kernels.mm"
    assert [l[0] for l in top.members[0].layouts] == ["arg0_1", "buf0"]


def test_2023_nop_concat_and_old_stardep():
    f = _public("23_")
    nop = f.node("buf2")
    assert nop.is_nop and [str(d) for d in nop.unmet] == ["StarDep(name='buf0', mode=None)",
                                                          "StarDep(name='buf1', mode=None)"]
    assert f.node("buf0").aliases == ["buf2"] and f.node("buf3").mutations == ["buf2"]


def test_2025_outer_loop_random_seeds_dynamic():
    f = _public("18_")
    assert any(n.kind == "OuterLoopFusedSchedulerNode" for n in f.nodes)
    assert any(n.ir_class == "RandomSeeds" for n in f.nodes)
    op2 = f.node("op2")
    assert op2.iteration.vars == ["s0", 32, 676] and op2.iteration.numel == "21632*s0"
    # 2025 prints the store mode as a 4th MemoryDep argument: None means no mode
    assert op2.writes[0].mode is None and op2.writes[0].ranges == [("c0", "s0"), ("c1", 32), ("c2", 676)]


def test_gpu_training_bn_mutation_weakdep_and_template():
    post = _public("01_")
    fused = post.nodes[1]
    assert fused.kind == "FusedSchedulerNode" and len(fused.members) == 7
    assert any(d.kind == "WeakDep" and d.mutating_buf == "buf20" for d in fused.met)
    assert post.buffers["buf20"].layout.kind == "MutationLayoutSHOULDREMOVE"
    assert post.node("op1").iteration.style == "simd" and post.node("op1").iteration.rnumel == 784
    pre = _public("02_")
    tpl = pre.node("op15")
    assert tpl.ir_class == "MultiTemplateBuffer" and tpl.is_template and tpl.loop_body is None
    assert tpl.sizes == ([1, 10], [])


def test_2023_dynamic_uint8_cpu():
    f = _public("06_")
    assert f.errors == []
    # this era prints no layouts; dtypes show in the loop bodies' keyword arguments
    args = [st.args for n in f.all_nodes() if n.loop_body for fn in n.loop_body.functions for st in fn.statements
            if st.op == "to_dtype"]
    assert ["load", "torch.float32", "src_dtype = torch.uint8"] in args
    assert any(isinstance(n.iteration.numel, str) for n in f.all_nodes() if n.iteration)


def test_producer_consumer_edges(resnet50):
    edges = set(resnet50.sections[0].edges())
    assert ("op3", "op4", "buf3") in edges and ("op2", "op3", "buf2") in edges
    assert ("op4", "op5", "buf4") in edges  # max-pool -> next convolution (extern)
    # residual block: op12 feeds the next block's conv and the residual add op19
    assert {("op12", "op13", "buf12"), ("op12", "op19", "buf12")} <= edges
    assert all(p != c for p, c, _ in edges)


def test_fused_members_are_the_producers_and_map_to_their_group():
    f = parse_file(CORPUS / "mlp_gelu_layernorm/g0_inference/ir_post_fusion.txt")
    sec = f.sections[0]
    fused = [n for n in f.nodes if n.members]
    assert fused
    for top in fused:
        for m in top.members:
            assert sec.top_of[m.name] == top.name
            for b in m.outputs:
                assert f.buffers[b.name].producer == m.name
    # consumers are leaf nodes, never the fused group itself
    leaves = {n.name for n in f.all_nodes() if not n.members}
    assert all(c in leaves for b in f.buffers.values() for c in b.consumers)


def test_mutation_layout_with_longer_stride_list():
    """MutationLayoutSHOULDREMOVE prints the mutated target's stride, which may have more entries than
    the size list (minimal hand-written case of the 2.14.1 printer, ir.py:4592-4605)."""
    from inductor_lens.ir.fields import parse_layout
    lay = parse_layout("MutationLayoutSHOULDREMOVE('cpu', torch.float32, size=[8], stride=[8, 1])")
    assert lay.size == [8] and lay.stride == [8, 1] and lay.order == "strided" and lay.nbytes == 32
    lay = parse_layout("FixedLayout('cuda:1', torch.bfloat16, size=[s0, 4], stride=[4, 1], offset=s0)")
    assert lay.device == "cuda:1" and lay.order == "contiguous" and lay.offset == "s0" and lay.nbytes == "8*s0"


@pytest.mark.parametrize("path", all_ir_files(), ids=ir_id)
def test_name_index_order_and_lookup(path):
    """The index, sorted block by block, is in file order, and ``of`` finds what a full scan finds."""
    from inductor_lens.ir.names import NameIndex, build_index
    f = parse_file(path)
    idx = build_index(f)
    full = NameIndex(list(idx.occurrences))
    assert idx.occurrences == full.occurrences
    for o in idx.occurrences[:: max(1, len(idx.occurrences) // 50)]:
        scan = sorted((x for x in idx.occurrences if x.name == o.name and x.kind == o.kind
                       and x.section == o.section), key=lambda x: x.start)
        assert idx.of(o.name, o.kind, o.section) == scan


@pytest.mark.parametrize("path", all_ir_files(), ids=ir_id)
def test_buffer_refs_are_what_statements_name(path):
    """The name index reads loop bodies' buffer names without decoding every statement: the same names
    at the same offsets as the decoded statements."""
    from inductor_lens.ir.fields import buffer_refs, decode_statements
    f = parse_file(path)
    for n in f.nodes:
        for node in n.walk():
            if node.loop_body is None:
                continue
            for fn in node.loop_body.functions:
                want = [(st.op, st.buffer, st.buffer_span[0]) for st in decode_statements(fn)
                        if st.buffer and st.buffer_span]
                assert fn._statements is None   # the regex path, not the decoded statements
                assert buffer_refs(fn) == want
