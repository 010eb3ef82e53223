"""Triton templates (max-autotune GEMMs and convolutions) as the fusion rules see them: which template a
``TritonTemplateBuffer`` is, which of its inputs take a prologue, and the prologue heuristics Inductor checks
(torch 2.14.1, scheduler.py: ``Scheduler._can_fuse`` 8278-8335 and ``check_prologue_fusion_heuristics_fusable``
7841-7899; select_algorithm.py ``TritonTemplateKernel.def_kernel`` / ``load_input``).

The IR text prints a template node without its template: that comes from its kernel in ``output_code.py``
(``dump.kernels.template_family``), given to the replay as ``TemplateInfo`` by leaf. Without it, the rules
that depend on the template stay undecidable. No torch, no LSP."""
from __future__ import annotations

from collections.abc import Iterable

from ..records import record

#: families whose kernels take prologues, and on which inputs (torch 2.12-2.15: ``mm_template`` loads every
#: named input through ``load_input`` (``prologue_loads_all_inputs``), ``mm_persistent`` and ``mm_rocm`` call
#: ``load_input`` for A and B; every other Triton template (bmm, convolutions, TMA and scaled GEMMs,
#: mm_plus_mm, flex attention) has no allowed prologue input)
PROLOGUE_FAMILIES = ("mm", "mm_choices")
#: a MultiTemplateBuffer whose autotuning an ATen kernel won (the post-fusion file prints it as that extern call):
#: its allowed prologue inputs are still the union of its Triton choices' (select_algorithm.py:4187-4195), by the
#: ATen op: a matmul's Triton choices are mm templates (A and B), a batched matmul's bmm templates (none)
CHOICES_BY_ATEN = {"mm": "mm_choices", "addmm": "mm_choices", "bmm": "bmm_choices", "baddbmm": "bmm_choices"}
#: what each family is, in words
FAMILY_TEXT = {"mm": "a Triton mm template (triton_mm: A and B take prologues)",
               "bmm": "a Triton bmm template (no input takes a prologue)",
               "conv": "a Triton convolution template (no input takes a prologue)",
               "tma": "a Triton TMA GEMM template (loads by tensor descriptor: no input takes a prologue)",
               "mm_plus_mm": "a Triton mm_plus_mm template (no input takes a prologue)",
               "flex_attention": "a flex_attention template (no input takes a prologue)",
               "mm_choices": "an autotuned matmul whose Triton choices load A and B through prologues (ATen's kernel "
                             "won the autotuning)",
               "bmm_choices": "an autotuned batched matmul whose Triton choices take no prologue (ATen's kernel won "
                              "the autotuning)",
               "other": "a Triton template other than mm (no input takes a prologue)"}


@record(slots=True)
class TemplateInfo:
    """One template node's template, read from its kernel: ``family`` (dump.kernels.template_family), the
    kernel's name, and the buffers bound to its named inputs (``arg_A``, ``arg_B``; None where the call is
    not known)."""

    family: str
    kernel: str | None = None
    named_inputs: tuple[str, ...] | None = None
    #: every argument of the kernel's call: an input the template reads that is not among them was loaded
    #: through a prologue fused into the kernel (a named input)
    passed: tuple[str, ...] | None = None

    @property
    def takes_prologues(self) -> bool:
        return self.family in PROLOGUE_FAMILIES


def allowed_prologue_inputs(info: TemplateInfo | None, inputs: list[str]) -> set[str] | None:
    """``template.get_allowed_prologue_inps()`` of a template node reading ``inputs``: every named input of an
    mm template (its reads when it has no others: A and B), none of another family; None when not known."""
    if info is None:
        return None
    if not info.takes_prologues:
        return set()
    if len(inputs) <= 2:
        return set(inputs)
    if info.named_inputs is None or info.passed is None:
        return None
    # A and B: those still bound to arg_A / arg_B, and those a fused prologue replaced (absent from the call);
    # the others (an addmm's bias) are the template's prefix arguments
    named = set(info.named_inputs) | {b for b in inputs if b not in info.passed}
    return named if len(named) == 2 else None


def low_precision(dtype: str | None) -> bool:
    """``low_prec_fp``: a floating dtype of at most 2 bytes."""
    return dtype in ("torch.float16", "torch.bfloat16", "torch.float8_e4m3fn", "torch.float8_e5m2",
                     "torch.float8_e4m3fnuz", "torch.float8_e5m2fnuz", "torch.float8_e8m0fnu")


_FLOAT32 = ("torch.float32", "torch.float64")
#: ops RecordLowPrecisionOps lets through on low-precision values (analyze_preserves_zero_mask.py:38-42)
_NON_NUMERIC = ("to_dtype", "constant", "where")
#: ops its handler answers itself, without a dtype check (load, store, indexing)
_HANDLED = ("load", "store", "indirect_indexing", "check_bounds", "store_reduction")
_BOOL_OPS = ("eq", "ne", "lt", "le", "gt", "ge", "logical_and", "logical_or", "logical_not", "logical_xor",
             "isinf", "isnan", "signbit")
_ORDER = {"torch.bool": 0, "torch.uint8": 1, "torch.int8": 1, "torch.int16": 2, "torch.int32": 3,
          "torch.int64": 4, "torch.float8_e4m3fn": 5, "torch.float8_e5m2": 5, "torch.float16": 6,
          "torch.bfloat16": 6, "torch.float32": 7, "torch.float64": 8}


def _promote(dtypes: Iterable[str | None]) -> str | None:
    known = [d for d in dtypes if d is not None]
    if not known:
        return None
    return max(known, key=lambda d: _ORDER.get(d, 7))


def needs_upcast(functions, dtype_of) -> str | None:
    """``not can_codegen_without_upcasts(node, disallow_fp32_ops=True)`` (analyze_preserves_zero_mask.py:148):
    the first op of a prologue's loop body that computes on a low-precision float or yields a float32 value
    (anything but loads, stores, dtype conversions to a low-precision type, ``where`` and constants); None when
    there is none. ``functions``: the body's functions; ``dtype_of(buffer)``: a buffer's dtype text."""
    for fn in functions:
        vals: dict[str, tuple[str | None, bool]] = {}     # variable -> (dtype, is a scalar constant)
        for st in fn.statements:
            if st.kind == "getitem":
                vals[st.target] = vals.get(st.args[0], (None, False)) if st.args else (None, False)
                continue
            if st.kind == "self":
                if st.op.startswith("masked_subblock"):
                    # ops.masked(mask, subblock, other): a value of the subblock's dtype, which a float
                    # ``other`` shows (it is checked like any op)
                    other = st.args[1].strip() if len(st.args) > 1 else ""
                    if any(c in other for c in ".e") or other in ("inf", "-inf", "nan"):
                        return "ops.masked yields a float value"
                # get_index and the others: no value to type
                vals[st.target or ""] = (None, False)
                continue
            if st.kind != "ops":
                continue
            op = st.op
            if op == "load":
                vals[st.target or ""] = (dtype_of(st.buffer) if st.buffer else None, False)
                continue
            if op in _HANDLED:
                continue
            if op == "constant":
                vals[st.target or ""] = ("torch.float32", True)
                continue
            args = [vals.get(a.strip(), (None, False)) for a in st.args]
            if op == "to_dtype":
                out = next((a.strip() for a in st.args[1:2]), None)
            elif op == "index_expr":
                out = next((a.strip() for a in st.args[1:2]), "torch.int64")
            elif op in _BOOL_OPS:
                out = "torch.bool"
            elif op == "where":
                out = _promote(d for d, scalar in args[1:] if not scalar) or _promote(d for d, _s in args[1:])
            else:
                out = _promote(d for d, scalar in args if not scalar) or _promote(d for d, _s in args)
            vals[st.target or ""] = (out, False)
            low = low_precision(out) or any(low_precision(d) for d, _s in args)
            if low and op not in _NON_NUMERIC:
                return f"ops.{op} on {out or 'a low-precision value'}"
            if out in _FLOAT32:
                return f"ops.{op} yields {out.replace('torch.', '')}"
    return None


def pad_only(targets: tuple[str, ...] | None) -> bool | None:
    """``origins == (torch.ops.aten.constant_pad_nd.default,)``: the prologue's IR nodes come from one FX node,
    a ``constant_pad_nd``; None when their origins are not known."""
    if targets is None:
        return None
    return targets == ("constant_pad_nd",)


def infos_from_kernels(km, post, pre=None) -> dict[str, TemplateInfo]:
    """Each template leaf's ``TemplateInfo`` from the kernel that runs its top-level node of the post-fusion
    section ``post`` (``km``: ``dump.kernels.KernelMap`` mapped onto it): the kernel's template family and the
    arguments bound to its ``arg_A`` / ``arg_B`` parameters. A MultiTemplateBuffer of ``pre`` (the pre-fusion
    section) that an ATen kernel won is printed in ``post`` as that extern call: its family then comes from the
    ATen op (``CHOICES_BY_ATEN``)."""
    from ..ir.groups import leaves
    out: dict[str, TemplateInfo] = {}
    if post is not None and pre is not None:
        for top in pre.nodes:
            for n in leaves(top):
                if n.ir_class != "MultiTemplateBuffer":
                    continue
                p = post.node(n.name)
                kernel = p.kernel if p is not None and p.is_extern else None
                family = CHOICES_BY_ATEN.get((kernel or "").rsplit(".", 1)[-1])
                if family is not None:
                    out[n.name] = TemplateInfo(family, kernel)
    if km is None or post is None:
        return out
    for top in post.nodes:
        temps = [n for n in leaves(top) if n.is_template]
        if not temps:
            continue
        call = km.kernel_of(top.name)
        d = km.defs.get(call.name) if call is not None else None
        t = d.triton if d is not None else None
        if t is None or t.template is None:
            continue
        bound = dict(zip(t.params, call.args))
        named = tuple(bound[p] for p in ("arg_A", "arg_B") if p in bound)
        for n in temps:
            out[n.name] = TemplateInfo(t.template, call.name, named, tuple(call.args))
    return out


def leaf_targets(candidate_lines: dict[str, str]) -> dict[str, tuple[str, ...]]:
    """The FX node names each leaf's candidate line in the fusion log gives (``origins=OrderedSet([...])``), as
    the targets they are named after (``constant_pad_nd_1`` -> ``constant_pad_nd``)."""
    from ..dump.log import candidate_origins
    out: dict[str, tuple[str, ...]] = {}
    for leaf, line in candidate_lines.items():
        names = candidate_origins(line)
        if names:
            out[leaf] = tuple(_target_of(x) for x in names)
    return out


def _target_of(fx_name: str) -> str:
    base, _, tail = fx_name.rpartition("_")
    return base if base and tail.isdigit() else fx_name


def timed_fusions(benchmarks, buffers) -> dict[tuple[frozenset, frozenset], list]:
    """The fusion log's timed fusions (``dump.log.Benchmark``: fused or not, the ratio, the line) by the leaves of
    each side (``buffers``: ``Graph.buffers``, whose producers are the leaves; each side of a timing line by the
    buffers its nodes write, a spill's by its nodes' names), each pair's timings in log order: Inductor times a pair
    again in each round that lists it, and on a GPU the answers may differ; the order is the one Inductor took them
    in (``as_completed``, which the compile futures decide). The one home of that match: the replay's outcomes, the
    log agreement and the verdicts' quotes read it."""
    from ..ir.names import leaf_names
    producer = {b: info.producer for b, info in buffers.items() if info.producer is not None}
    out: dict[tuple[frozenset, frozenset], list] = {}
    for b in benchmarks:
        if b.nodes is not None:     # a spill: the nodes by name
            key = frozenset(leaf_names(b.nodes[0])), frozenset(leaf_names(b.nodes[1]))
        else:
            key = frozenset(producer.get(x, x) for x in b.buffers1), frozenset(producer.get(x, x) for x in b.buffers2)
        out.setdefault(key, []).append(b)
    return out
