"""The benchmark's verdict: was Inductor right to keep the pair apart? One kind and its sentence, made
here for one run (the worker) and for several (``client.combine_runs``); readers use the kind
(``BenchResult.verdict_kind``), never the sentence's words (no torch)."""
from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .result import Stats


class VerdictKind(StrEnum):
    """The kind of a verdict; its value is what the JSON says (``"verdict_kind"``)."""

    APART = "apart"     # Inductor's choice to keep them apart was right: fused is slower
    FUSE = "fuse"       # fusing would have helped
    NONE = "none"       # no measurable difference


APART, FUSE, NONE = VerdictKind.APART, VerdictKind.FUSE, VerdictKind.NONE
KINDS = tuple(VerdictKind)


def sentence(kind: VerdictKind, speedup: float, detail: str = "") -> str:
    """The verdict line of ``kind`` for ``speedup`` (unfused / fused median time); ``detail`` ends it."""
    if kind == APART:
        return f"Inductor's choice to keep them apart was right: fused is {1 / speedup:.2f}x slower{detail}"
    if kind == FUSE:
        return f"Fusing would have helped: fused is {speedup:.2f}x faster than the two kernels{detail}"
    return f"No measurable difference: fused / unfused = {1 / speedup:.2f}{detail}"


def split_sentence(kind: VerdictKind | str, speedup: float, parts: int, pair_sentence: str) -> str:
    """The verdict of a split fused node (``bench --split``): ``speedup`` is the split's median over the
    fused kernel's; the kinds keep their meaning (``apart``: the fused variant is slower)."""
    if kind == APART:
        return (f"The fusion cost time: split into its {parts} parts it is {1 / speedup:.2f}x faster than "
                "Inductor's fused kernel; splitting would have helped")
    if kind == FUSE:
        return f"Inductor's fusion was right: the fused kernel is {speedup:.2f}x faster than its {parts} parts"
    return pair_sentence.replace("fused / unfused", "fused / split").replace("(unfused)", "(split)")


#: timings whose interquartile range is over this share of their median are too noisy to say "no difference"
NOISY = 0.10
#: a 1-minute load average per CPU over this: other work competed for the CPUs while timing
BUSY = 0.7


def inconclusive(speedup: float, spread_u: float, spread_f: float, load_per_cpu: float | None) -> str:
    """The sentence of a result that shows no difference because its timings are too noisy to show one:
    why (each variant's spread as a share of its median, the load seen), and what to do."""
    busy = (f"; the machine was busy (load {load_per_cpu:.1f} per CPU)" if load_per_cpu is not None
            and load_per_cpu > BUSY else "")
    return (f"Inconclusive: fused / unfused = {1 / speedup:.2f} is not significant: the timings spread over "
            f"{spread_u:.0%} (unfused) and {spread_f:.0%} (fused) of their medians{busy}. Run it again with "
            "--repeat 3 or a longer --min-time (editor: inductorLens.benchmark.repeat / minTime), on a quiet machine")


def decide(tu: Stats, tf: Stats, load_per_cpu: float | None = None) -> tuple[VerdictKind, str]:
    """(kind, sentence) of one run from both variants' timings. A difference counts when the medians
    differ by 5% or more and each median lies outside the other variant's interquartile range (robust
    to the heavy tails a busy machine gives). No difference is said only of timings that are steady
    enough to show one (spreads under ``NOISY``); otherwise the result is inconclusive, and says why."""
    mu, mf = tu.median_s, tf.median_s
    speedup = mu / mf
    q1u = tu.q1_s if tu.q1_s is not None else mu - tu.iqr_s / 2
    q3u = tu.q3_s if tu.q3_s is not None else mu + tu.iqr_s / 2
    q1f = tf.q1_s if tf.q1_s is not None else mf - tf.iqr_s / 2
    q3f = tf.q3_s if tf.q3_s is not None else mf + tf.iqr_s / 2
    big = abs(mu - mf) / min(mu, mf) >= 0.05
    if big and mf > q3u and mu < q1f:
        return APART, sentence(APART, speedup)
    if big and mu > q3f and mf < q1u:
        return FUSE, sentence(FUSE, speedup)
    spread_u, spread_f = (q3u - q1u) / mu, (q3f - q1f) / mf
    if max(spread_u, spread_f) > NOISY or (big and load_per_cpu is not None and load_per_cpu > BUSY):
        return NONE, inconclusive(speedup, spread_u, spread_f, load_per_cpu)
    return NONE, sentence(NONE, speedup, f" ({'the spreads overlap' if big else 'under 5%'})")


def combined(kinds: list[VerdictKind | str], speedup: float, ratios: list[float]) -> tuple[VerdictKind, str]:
    """(kind, sentence) of several runs: a verdict stands only when every run reached it."""
    n = len(kinds)
    if len(set(kinds)) == 1 and kinds[0] in (APART, FUSE):
        kind = VerdictKind(kinds[0])
        return kind, sentence(kind, speedup, f" (all {n} runs agree)")
    if set(kinds) == {NONE}:
        return NONE, sentence(NONE, speedup, f" (in all {n} runs)")
    shown = ", ".join(f"{r:.2f}" for r in ratios)
    return NONE, f"No measurable difference: the {n} runs disagree (fused / unfused = {shown})"
