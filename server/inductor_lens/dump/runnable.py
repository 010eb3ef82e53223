"""What Inductor's ``fx_graph_runnable.py`` records of the run that compiled a graph: its Inductor config
and its torch version. Read as text, line by line, each candidate line parsed with ``ast`` as one
statement and its value taken only when it is a literal: the file is code from someone else's run and is
never executed.

Inductor writes the file beside the graph's IR (``TORCH_COMPILE_DEBUG=1``: ``torchinductor/<graph>/``),
headed by

* the ``TORCHINDUCTOR_*`` environment of the run: ``os.environ['TORCHINDUCTOR_SPLIT_REDUCTIONS'] = '0'``.
  A config value read from the environment at import is, for Inductor, that value's default: it is not
  written again as an assignment, so the environment lines are the only record of it (``ENV``: the
  variables of torch 2.14.1's ``torch/_inductor/config.py`` that set a value the fusion decisions
  depend on, and how each is parsed);
* every config value that differs from its default: ``torch._inductor.config.max_fusion_size = 4``,
  ``torch._inductor.config.cpp.max_horizontal_fusion_size = 2`` (``config.codegen_config()``);

and ends with ``# torch version: 2.14.1+cu130``, followed on a machine with a GPU by the GPUs it had
(``# GPU Hardware Info:`` then ``# NVIDIA H200 : 8`` per name: ``torch.cuda.get_device_name``).
"""
from __future__ import annotations

import ast
from dataclasses import field
from pathlib import Path
from typing import Any

from ..files import read_text
from ..records import record

RUNNABLE = "fx_graph_runnable.py"
_PREFIX = "torch._inductor.config."
_VERSION = "# torch version:"
_GPU_INFO = "# GPU Hardware Info:"
#: the file's head is a few hundred lines; its graph module can be megabytes (never read past this)
MAX_BYTES = 64 << 20


def _flag(text: str) -> bool:
    """A flag as ``torch/_inductor/config.py`` reads it: ``os.environ.get(NAME, default) == "1"``."""
    return text == "1"


#: TORCHINDUCTOR_* -> (the config value it sets, its value from the variable's text) in torch 2.14.1
ENV: dict[str, tuple[str, Any]] = {
    "TORCHINDUCTOR_LOOP_ORDERING_AFTER_FUSION": ("loop_ordering_after_fusion", _flag),
    "TORCHINDUCTOR_LOOP_REINDEXING_AFTER_FUSION": ("loop_reindexing_after_fusion", _flag),
    "TORCHINDUCTOR_CPP_MAX_HORIZONTAL_FUSION_SIZE": ("cpp.max_horizontal_fusion_size", int),
    "TORCHINDUCTOR_SPLIT_REDUCTIONS": ("split_reductions", _flag),
    "TORCHINDUCTOR_BENCHMARK_FUSION": ("benchmark_fusion", _flag),
    "TORCHINDUCTOR_BENCHMARK_EPILOGUE_FUSION": ("benchmark_epilogue_fusion", _flag),
    "TORCHINDUCTOR_PROLOGUE_FUSION": ("prologue_fusion", _flag),
    "TORCHINDUCTOR_MAX_AUTOTUNE": ("max_autotune", _flag),
    "TORCHINDUCTOR_MAX_AUTOTUNE_GEMM": ("max_autotune_gemm", _flag),
    "TORCHINDUCTOR_MULTI_KERNEL": ("triton.multi_kernel", int),
    "TORCHINDUCTOR_PERSISTENT_REDUCTIONS": ("triton.persistent_reductions", _flag),
    "TORCHINDUCTOR_COOPERATIVE_REDUCTIONS": ("triton.cooperative_reductions", _flag),
    "TORCHINDUCTOR_MIX_ORDER_REDUCTION": ("triton.mix_order_reduction", _flag),
    "TORCHINDUCTOR_NESTED_REDUCTION": ("triton.nested_reduction", _flag),
    "TORCHINDUCTOR_FREEZING": ("freezing", _flag),
    "TORCHINDUCTOR_COALESCE_TILING_ANALYSIS": ("triton.coalesce_tiling_analysis", _flag),
}


@record(slots=True)
class RunnableFacts:
    """The config and torch version one ``fx_graph_runnable.py`` records."""
    path: str
    config: dict[str, Any] = field(default_factory=dict)    # Inductor's name -> the value (assignments)
    env: dict[str, str] = field(default_factory=dict)       # TORCHINDUCTOR_* as the run had them
    torch_version: str | None = None
    skipped: list[str] = field(default_factory=list)        # config lines whose value is not a plain literal
    gpus: list[str] = field(default_factory=list)           # the machine's GPUs by name (torch.cuda.get_device_name)

    def values(self) -> dict[str, Any]:
        """The run's non-default config values by Inductor's name: those the environment set (``ENV``),
        then the assignments (which the run made after the import that read the environment)."""
        out: dict[str, Any] = {}
        for var, text in self.env.items():
            known = ENV.get(var)
            if known is None:
                continue
            name, parse = known
            try:
                out[name] = parse(text)
            except (TypeError, ValueError):
                continue
        out.update(self.config)
        return out


def _statement(line: str) -> ast.stmt | None:
    try:
        tree = ast.parse(line)
    except (SyntaxError, ValueError, MemoryError, RecursionError):
        return None
    return tree.body[0] if len(tree.body) == 1 else None


def _plain(v: Any, depth: int = 0) -> bool:
    """A value JSON can carry as it is: no NaN or infinity (``1e999``), no bytes, sets or complex numbers."""
    if v is None or isinstance(v, (bool, int, str)):
        return True
    if isinstance(v, float):
        return v == v and v not in (float("inf"), float("-inf"))
    if depth < 8 and isinstance(v, (list, tuple)):
        return all(_plain(x, depth + 1) for x in v)
    if depth < 8 and isinstance(v, dict):
        return all(isinstance(k, str) and _plain(x, depth + 1) for k, x in v.items())
    return False


class _NotLiteral(Exception):
    pass


def _value(node: ast.AST, depth: int = 0) -> Any:
    """``ast.literal_eval``'s plain subset (constants, signed numbers, lists, tuples, dicts), without its
    nested helper functions: those are a reference cycle per call, which the server's frozen heap
    would keep (tests/test_memory.py)."""
    if depth > 16:
        raise _NotLiteral
    if isinstance(node, ast.Constant):
        return node.value
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)) \
            and isinstance(node.operand, ast.Constant) and type(node.operand.value) in (int, float):
        v = node.operand.value
        return -v if isinstance(node.op, ast.USub) else v
    if isinstance(node, (ast.List, ast.Tuple)):
        items = [_value(e, depth + 1) for e in node.elts]
        return items if isinstance(node, ast.List) else tuple(items)
    if isinstance(node, ast.Dict) and None not in node.keys:
        return {_value(k, depth + 1): _value(v, depth + 1) for k, v in zip(node.keys, node.values)}
    raise _NotLiteral


def _literal(node: ast.expr) -> tuple[bool, Any]:
    try:
        v = _value(node)
    except (_NotLiteral, TypeError, RecursionError):     # TypeError: an unhashable dict key
        return False, None
    return (True, v) if _plain(v) else (False, None)


def _env_line(st: ast.stmt) -> tuple[str, str] | None:
    """``os.environ['NAME'] = 'text'``."""
    if not (isinstance(st, ast.Assign) and len(st.targets) == 1 and isinstance(st.targets[0], ast.Subscript)):
        return None
    t = st.targets[0]
    if not (isinstance(t.value, ast.Attribute) and t.value.attr == "environ" and isinstance(t.value.value, ast.Name)
            and t.value.value.id == "os"):
        return None
    key, value = t.slice, st.value
    if isinstance(key, ast.Constant) and isinstance(key.value, str) and isinstance(value, ast.Constant) \
            and isinstance(value.value, str):
        return key.value, value.value
    return None


def parse_runnable(text: str, path: str = RUNNABLE) -> RunnableFacts:
    facts = RunnableFacts(path)
    gpu_lines = False
    for raw in text.split("\n"):
        line = raw.strip()
        if gpu_lines:       # "# NVIDIA H200 : 8" lines up to the first that is not one
            name, sep, count = line[1:].rpartition(":")
            if line.startswith("#") and sep and count.strip().isdigit() and name.strip():
                if len(facts.gpus) < 16:
                    facts.gpus.append(name.strip()[:200])
                continue
            gpu_lines = False
        if line.startswith(_GPU_INFO):
            gpu_lines = True
        elif line.startswith(_VERSION):
            if facts.torch_version is None:
                facts.torch_version = line[len(_VERSION):].strip() or None
        elif raw.startswith(_PREFIX) and " = " in raw:
            st = _statement(raw)
            if not (isinstance(st, ast.Assign) and len(st.targets) == 1):
                continue
            name = ast.unparse(st.targets[0])
            if not name.startswith(_PREFIX):
                continue
            ok, value = _literal(st.value)
            if ok:
                facts.config[name[len(_PREFIX):]] = value
            else:
                facts.skipped.append(name[len(_PREFIX):])
        elif raw.startswith("os.environ[") and "TORCHINDUCTOR_" in raw:
            st = _statement(raw)
            kv = _env_line(st) if st is not None else None
            if kv is not None and kv[0].startswith("TORCHINDUCTOR_"):
                facts.env[kv[0]] = kv[1]
    return facts


def read_runnable(folder: str | Path | None) -> RunnableFacts | None:
    """The facts of the ``fx_graph_runnable.py`` in ``folder``; None when there is none (or it cannot be
    read)."""
    if folder is None:
        return None
    p = Path(folder) / RUNNABLE
    try:
        text = read_text(p, limit=MAX_BYTES)
    except (OSError, ValueError):
        return None
    return parse_runnable(text, str(p))
