"""Indexes with sympy's ``Min`` / ``Max`` of loop variables: a pooling gradient reads its input through the
window bounds (``576*d0 + d3 + 96*Min(Min(6, ((d1//2)) + 1) - 1, (d1//2)) + ...``: ``avg_pool2d`` backward).

Found by a blind run of a channels-last block with an average pool: ``symindex`` read no ``Min``, so in the last
round the loop reorder of the pool gradient (``pick_loop_orders=False``) and its N-D tilings
(``triton.prefer_nd_tiling``) were "not decidable from the text", and the replay's groups then differed from
Inductor's. ``symindex.parse_opaque`` reads them as atoms of their own, renamed and printed as sympy prints them
(``StrPrinter._print_LatticeOp``: the arguments by their sort key; a term's place by the lattice's class key), and
nothing simplifies through them. Real compiles: ``convbn_pool_train`` and its configs
``convbn_pool_pick_off_cuda`` and ``convbn_pool_prefer_nd_cuda``."""
from __future__ import annotations

import random
import re

import pytest
from conftest import CORPUS

from inductor_lens.explain.explain import explain_file
from inductor_lens.expr import symindex as S
from inductor_lens.replay.tiling import block_dims

POOL = "576*d0 + d3 + 96*Min(Min(6, ((d1//2)) + 1) - 1, (d1//2)) + 16*Min(Min(6, ((d2//2)) + 1) - 1, (d2//2))"


def test_a_pool_window_index_reads_back_and_renames_as_sympy_prints_it():
    e = S.parse_opaque(POOL)
    assert S.to_str(e) == POOL
    with pytest.raises(S.Unsupported):
        S.parse(POOL)                      # the plain reader still refuses it: nothing simplifies through Min
    swapped = S.subs(e, {"d1": S.sym("d2"), "d2": S.sym("d1")})
    # the Min terms change places: 16*Min(.. d1 ..) now sorts first, as sympy's own rename prints it
    assert S.to_str(swapped) == ("576*d0 + d3 + 16*Min(Min(6, ((d1//2)) + 1) - 1, (d1//2)) + "
                                 "96*Min(Min(6, ((d2//2)) + 1) - 1, (d2//2))")
    assert S.evaluate(e, {"d0": 1, "d1": 11, "d2": 0, "d3": 2}) == 576 + 2 + 96 * 5
    assert S.free_symbols(e) == {"d0", "d1", "d2", "d3"}
    with pytest.raises(S.Unsupported):
        S.subs(e, {"d1": S.add(S.sym("x"), S.num(1))})       # not a renaming
    with pytest.raises(S.Unsupported):
        S.simplify_with_ranges(e, {"d0": 2, "d1": 12, "d2": 12, "d3": 16})


def test_renamed_min_and_max_indexes_print_as_sympys_own():
    """Random sums of symbols, floors, moduli and nested Min / Max (with numbers) built by sympy with Inductor's
    own functions: each reads back as printed, and renamed by a random permutation of its variables it prints
    as sympy prints the renamed expression."""
    sympy = pytest.importorskip("sympy")
    fns = pytest.importorskip("torch.utils._sympy.functions", reason="torch is not installed")
    d = sympy.symbols("d0:6", integer=True, nonnegative=True)
    rng = random.Random(0)

    def atom(depth):
        k, v = rng.random(), rng.choice(d)
        if k < 0.3 or depth > 1:
            return v
        if k < 0.5:
            return fns.FloorDiv(v, rng.choice([2, 3, 4]))
        if k < 0.6:
            return fns.ModularIndexing(v, rng.choice([1, 2]), rng.choice([3, 4, 8]))
        args = [total(depth + 1, 2) for _ in range(rng.choice([2, 2, 3]))]
        if rng.random() < 0.5:
            args.append(rng.randint(1, 9))
        return rng.choice([sympy.Min, sympy.Max])(*args)

    def total(depth=0, most=4):
        e = sum(rng.choice([1, 1, 2, 6, 16, -1]) * atom(depth) for _ in range(rng.randint(1, most)))
        return e + rng.randint(-3, 5) if rng.random() < 0.4 else e
    checked = 0
    while checked < 400:
        e = total()
        text = str(e)
        if "Min" not in text and "Max" not in text:
            continue
        lin = S.parse_opaque(text)
        assert S.to_str(lin) == text
        perm = list(d)
        rng.shuffle(perm)
        got = S.subs(lin, {str(a): S.sym(str(b)) for a, b in zip(d, perm)})
        assert S.to_str(got) == str(e.xreplace(dict(zip(d, perm)))), text
        checked += 1


def test_every_corpus_min_or_max_index_of_loop_variables_reads_back():
    found = set()
    for f in sorted(CORPUS.glob("**/ir_pre_fusion.txt")):
        found |= {t for t in re.findall(r"MemoryDep\('[^']*', (.*?), \{", f.read_text())
                  if ("Min(" in t or "Max(" in t) and not re.search(r"\bs\d+\b", t)}
    assert len(found) >= 3
    for t in found:
        assert S.to_str(S.parse_opaque(t)) == t


def test_a_min_term_of_the_variable_is_no_block_shape():
    """``match_mod_div_block_expr`` matches only floors and moduli of the variable: a Min term holding it does not
    match, so the loop is one dimension (its N-D tiling is the node's own loops)."""
    assert block_dims(POOL, "d1", 12, 4) == [12]
    assert block_dims("16*((d1//4)) + (ModularIndexing(d1, 1, 4))", "d1", 16, 2) == [4, 4]


@pytest.mark.parametrize("fixture", ["convbn_pool_train_cuda", "configs/convbn_pool_pick_off_cuda",
                                     "configs/convbn_pool_prefer_nd_cuda", "convbn_pool_train"])
def test_the_pool_blocks_verdicts_are_inductors_and_none_is_undecidable(fixture):
    for folder in sorted((CORPUS / fixture).glob("g*")):
        ex = explain_file(folder / "ir_post_fusion.txt", fusion_log=folder / "fusion.log")
        a = ex.log_agreement
        assert a["agree"] == a["pairs"] > 0, a["mismatches"][:3]
        assert not [n for n in ex.notes if "differs from the post-fusion file" in n]
        assert not [p for p in ex.pairs if p.reason == "undecidable_from_text"], folder
