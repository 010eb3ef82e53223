"""The Triton tiling config of the fusion checks (``triton.prefer_nd_tiling``, ``triton.max_tiles``,
``triton.tile_reductions``, ``triton.coalesce_tiling_analysis``): ``replay/tiling.py`` chooses the tilings
``SIMDScheduling.can_fuse`` compares as ``select_tiling_with_memory`` does under each value.

The N-D tilings rest on ``BlockPatternMatcher.match_mod_div_block_expr`` (sympy's structural ``match``), which the
replay decides as a chain of floors and moduli (``tiling.block_dims``): held here to Inductor's own matcher on
every dependency index of the corpus and on random sums of floors and moduli. The verdicts under each knob are held
to Inductor's fusion logs by the config fixtures (``tests/corpus/configs/*_cuda``, test_run_config.py) and the
predictions by ``whatif`` (test_whatif.py)."""
from __future__ import annotations

import random
import re

import pytest
from conftest import CORPUS, PUBLIC

from inductor_lens.replay import tiling
from inductor_lens.replay.tiling import Options, block_dims

_DEP = re.compile(r"MemoryDep\('[^']+', (.+?), \{([^}]*)\}")
_FLOOR = re.compile(r"\(\(([^()]*(?:\([^()]*\))*[^()]*)//(\d+)\)\)")


def _corpus_indexes() -> list[tuple[str, list[tuple[str, int]]]]:
    """Every distinct dependency index of the corpus's pre-fusion files (and the public corpus's files, where
    ``../shared`` is) that reads a loop through a floor or a modulus, with its ranges (static sizes, no indirect
    variable)."""
    seen: dict[tuple, None] = {}
    public = sorted(PUBLIC.glob("*.txt")) if PUBLIC.is_dir() else []
    for f in sorted(CORPUS.glob("**/ir_pre_fusion.txt")) + public:
        for m in _DEP.finditer(f.read_text()):
            idx, rng = m.group(1), m.group(2)
            if "//" not in idx and "Modular" not in idx or "tmp" in idx or re.search(r"\b[su]\d", idx):
                continue
            ranges = [tuple(x.strip() for x in p.split(":")) for p in rng.split(",") if ":" in p]
            if ranges and all(s.isdigit() for _v, s in ranges):
                seen[(idx, tuple((v, int(s)) for v, s in ranges))] = None
    return [(i, list(r)) for i, r in seen]


def _inductors(torch_sympy, text, ranges, var: str, size: int, node_dims: int) -> list[int]:
    """Inductor's dims for one loop of an index (``get_nd_tilings``' ``tile_var_ranges``), ones dropped. ``text``:
    as the IR prints it, or a sympy expression."""
    sympy, B, V, G, FloorDiv, ModularIndexing = torch_sympy
    loc = {v: sympy.Symbol(v, integer=True, nonnegative=True) for v, _s in ranges}
    e = text if not isinstance(text, str) else sympy.sympify(
        _FLOOR.sub(r"FloorDiv(\1, \2)", text), locals={**loc, "ModularIndexing": ModularIndexing, "FloorDiv": FloorDiv})
    with V.set_graph_handler(G):
        sub = B.get_subexpr_involving_symbol(e, loc[var])
        nd = max(2, sub.count(FloorDiv) + sub.count(ModularIndexing), node_dims)
        got = B.match_mod_div_block_expr(sub, loc[var], size, nd)
    return [int(x) for x in (got[0] if got is not None else [size]) if int(x) != 1]


@pytest.fixture(scope="module")
def torch_sympy():
    pytest.importorskip("torch")
    import sympy
    from torch._inductor.codegen.block_analysis import BlockPatternMatcher
    from torch._inductor.sizevars import SizeVarAllocator
    from torch._inductor.virtualized import V
    from torch.utils._sympy.functions import FloorDiv, ModularIndexing

    class G:
        sizevars = SizeVarAllocator()
    return sympy, BlockPatternMatcher, V, G, FloorDiv, ModularIndexing


def test_block_dims_are_inductors_on_every_corpus_index(torch_sympy):
    found = _corpus_indexes()
    assert len(found) >= 20, len(found)
    checked = 0
    for text, ranges in found:
        for var, size in ranges:
            for node_dims in (1, 2, 3):
                want = _inductors(torch_sympy, text, ranges, var, size, node_dims)
                got = [x for x in block_dims(text, var, size, node_dims) if x != 1]
                assert got == want, (text, var, size, node_dims)
                checked += 1
    assert checked >= 150, checked


def test_block_dims_are_inductors_on_random_chains_of_floors_and_moduli(torch_sympy):
    """Moduli with any divisor and modulus (chains, gaps between them, overlaps, repeats), a floor above or
    inside them, a plain multiple of the loop, another loop's term, a constant: sympy's match succeeds exactly
    where the chain does, with the same dimensions."""
    sympy, _B, _V, _G, FloorDiv, ModularIndexing = torch_sympy
    d0, d1 = (sympy.Symbol(n, integer=True, nonnegative=True) for n in ("d0", "d1"))
    rng = random.Random(35)
    matched = 0
    for _ in range(250):
        size = rng.choice([24, 48, 64, 96, 128, 144, 7, 36])
        e = sympy.S.Zero
        for _ in range(rng.choice([0, 1, 1, 2, 2, 3])):
            e += rng.choice([1, 2, -3, 64]) * ModularIndexing(d0, rng.choice([1, 2, 3, 4, 8, 12, 16]),
                                                              rng.choice([2, 3, 4, 8, 16]))
        if rng.random() < 0.5:
            e += rng.choice([1, 7, 16]) * FloorDiv(d0, rng.choice([2, 3, 4, 8, 12, 16, 24]))
        if rng.random() < 0.1:
            e += 3 * d0
        if rng.random() < 0.4:
            e += rng.choice([1, 100]) * d1 + rng.choice([0, 5])
        text = str(e)
        for node_dims in (1, 2, 3):
            want = _inductors(torch_sympy, e, [("d0", size), ("d1", 8)], "d0", size, node_dims)
            got = [x for x in block_dims(text, "d0", size, node_dims) if x != 1]
            assert got == want, (text, size, node_dims)
            matched += want != [size]
    assert matched >= 40       # the chains matched, not only the fallbacks


def test_the_chain_rules():
    """A modulus with divisor 1 is the innermost dimension; a floor by what the moduli span leads; a gap between
    them is a dimension of its own; the leading dimension is what is left of the loop's range."""
    assert block_dims("16*((d0//4)) + (ModularIndexing(d0, 1, 4))", "d0", 48, 1) == [12, 4]
    assert block_dims("((d0//8)) + (ModularIndexing(d0, 1, 4))", "d0", 48, 3) == [6, 2, 4]
    assert block_dims("((d0//8)) + (ModularIndexing(d0, 1, 4))", "d0", 48, 2) == [48]     # too few dimensions
    assert block_dims("((d0//4)) + ((d0//8))", "d0", 48, 3) == [48]                       # two floors
    assert block_dims("3*d0 + (ModularIndexing(d0, 1, 4))", "d0", 48, 3) == [48]           # a plain multiple
    assert block_dims("((d0//4))", "d0", 50, 2) == [50]                                    # 4 does not divide 50
    assert block_dims("d0 + 8*d1", "d0", 8, 2) == [8]


REFUSALS = CORPUS / "simd_tiling_refusals_cuda" / "g0_inference" / "ir_pre_fusion.txt"


def _leaves():
    from inductor_lens.ir.parse import parse_file
    from inductor_lens.replay.graph import Graph
    g = Graph(parse_file(REFUSALS).sections[-1])
    return g.by_name["op0"], g.by_name["op1"]


@pytest.mark.parametrize("opts,want", [
    # op1 reads arg1_1 with unit stride along its middle loop: tiled (1024, 32) by default
    (Options(), (("y", 1024), ("x", 32), ("r0_", 1))),
    (Options(max_tiles=1), (("x", 32768), ("r0_", 1))),                     # tiling off
    # convert_tiling_to_3d of the best candidate and "none" (x 32768): z 32, y 1024 // 1, x 1, as Inductor's log
    # of the simd_tiling_refusals model compiled with triton.max_tiles=3 prints op1's tiling:
    # "tiling mismatch ({'z': 32, 'y': 32, 'x': 32, 'r0_': 1}, {'z': 32, 'y': 1024, 'x': 1, 'r0_': 1}, ...)"
    (Options(max_tiles=3), (("z", 32), ("y", 1024), ("x", 1), ("r0_", 1))),
    # its own loops (32, 32, 32) first, collapsed to two dimensions, or kept as three
    (Options(prefer_nd=True), (("y", 1024), ("x", 32), ("r0_", 1))),
    (Options(prefer_nd=True, max_tiles=3), (("z", 32), ("y", 32), ("x", 32), ("r0_", 1))),
])
def test_the_options_choose_the_tiling_as_select_tiling_with_memory_does(opts, want):
    _op0, op1 = _leaves()
    assert tiling.select_tiling([op1], 32768, 1, opts=opts) == want


def test_a_tiled_reduction_is_not_decided():
    op0, _op1 = _leaves()
    with pytest.raises(tiling.Unknown):
        tiling.select_tiling([op0], 1024, 32, opts=Options(tile_reductions=True))
    assert tiling.select_tiling([op0], 1024, 32) == (("x", 1024), ("r0_", 32))
