"""The server's settings, typed and read in one place (service/settings.py): what the VS Code extension
and other clients send, and what a client may get wrong (kept at the previous value, named)."""
from __future__ import annotations

from inductor_lens.service.settings import BenchSettings, Settings


def test_the_vscode_extensions_settings():
    raw = {"inductorLens": {"diagnostics": {"exclude": ["extern_kernel", "nop_node"], "max": 500},
                            "benchmark": {"device": "auto", "timeout": 120, "minTime": 0.5, "repeat": 3,
                                          "python": " /opt/py/bin/python ", "sizes": {"s0": 8, "s1": "16"},
                                          "timeOriginal": True}}}
    problems: list[str] = []
    s = Settings().updated(raw, problems)
    assert problems == []
    assert s.exclude == {"extern_kernel", "nop_node"} and s.max_diagnostics == 500
    assert s.bench == BenchSettings(device=None, timeout=120.0, min_time=0.5, repeat=3, python="/opt/py/bin/python",
                                    sizes={"s0": 8, "s1": 16}, time_original=True)
    # a later change keeps what it does not mention; bare (without "inductorLens") is accepted
    s2 = s.updated({"benchmark": {"device": "cuda:1"}})
    assert s2.bench.device == "cuda:1" and s2.bench.timeout == 120.0 and s2.exclude == s.exclude


def test_wrong_values_keep_the_previous_ones_and_are_named():
    base = Settings().updated({"benchmark": {"timeout": 60}})
    problems: list[str] = []
    s = base.updated({"diagnostics": {"exclude": "extern_kernel", "max": -1},
                      "benchmark": {"device": "tpu", "timeout": 0, "minTime": "fast", "repeat": 2.5,
                                    "sizes": {"s0": -3}, "timeOriginal": "yes", "python": 3,
                                    "progressToken": True}}, problems)
    assert s == base
    assert len(problems) == 10 and any(p.startswith("benchmark.device: 'tpu'") for p in problems)
    assert Settings().updated("not an object") == Settings()
    assert Settings().updated({"inductorLens": 3}, problems) == Settings()


def test_one_runs_options_over_the_settings():
    bench = Settings().updated({"benchmark": {"device": "cpu", "minTime": 2}}).bench
    run = bench.updated({"codegen": True, "device": "cuda", "progressToken": "tok-1", "repeat": 99})
    assert run.codegen and run.device == "cuda" and run.progress_token == "tok-1" and run.min_time == 2.0
    assert run.repeat == 10                       # at most 10 worker processes
    assert bench.updated(None) is bench and not bench.codegen
