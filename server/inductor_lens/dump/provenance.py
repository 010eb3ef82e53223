"""Where each scheduler node came from: the FX nodes, ATen ops and user source lines behind it,
read from the files ``TORCH_COMPILE_DEBUG=1`` writes beside the IR (no torch; any subset of them):

* ``fx_graph_readable.py``: every post-grad FX node, its ATen op and output type, under
  ``# File: path:line in fn, code: ...`` comments (the user's source line of the nodes that follow);
* ``inductor_provenance_tracking_node_mappings.json``: pre-grad <-> post-grad nodes, and each kernel call
  (``name:handle``) -> the post-grad nodes it computes (``cppCodeToPost``, ``tritonCodeToPost``, ...);
* ``output_code.py``: ``# [Provenance debug handles] name:handle`` before each call, and
  ``# Topologically Sorted Source Nodes: [...], Original ATen: [...]`` before extern calls.

A scheduler node reaches its FX nodes through the kernel call that runs it (``dump.kernels`` maps
nodes to generated kernel calls; an extern node is the call that returns its buffer). Nodes that share
one C++ kernel (BatchNorm+ReLU and the max-pool of ResNet50 on CPU) split the kernel's FX nodes in graph
order: an FX node goes to the first of those nodes, from the current one on, whose output has its shape
and dtype, and the ones in between (views, scalars, tuple outputs) go with the next matched node.
Missing or malformed files give a note, never an error.
"""
from __future__ import annotations

import re
from dataclasses import field
from functools import lru_cache
from pathlib import Path
from typing import TypeVar

from .. import jsontext
from ..files import read_text
from ..ir.model import Node, Section
from ..records import record

FX_READABLE = "fx_graph_readable.py"
PROVENANCE_JSON = "inductor_provenance_tracking_node_mappings.json"

_FILE_PREFIX = "# File: "


def file_comment(line: str) -> tuple[str, int, str, str] | None:
    """``# File: /path/model.py:20 in forward, code: x = self.fc(x)`` -> (file, line, function, code), None
    for another line. Read with ``str`` methods, left to right once (the regex it replaces,
    ``# File: (.+?):(\\d+) in ([^,]+), code: (.*)``, tried its lazy file name at every ``:`` of a line
    repeating ``:1 in a``: quadratic). The function is the text after the last `` in `` before the first
    ``, code: `` (a function name has neither a comma nor a space), the line number the digits after the
    last ``:`` before it."""
    body = line.lstrip()
    if not body.startswith(_FILE_PREFIX):
        return None
    body = body[len(_FILE_PREFIX):]
    at = body.find(", code: ")
    if at < 0:
        return None
    head, code = body[:at], body[at + len(", code: "):]
    k = head.rfind(" in ")
    if k < 0:
        return None
    where, fn = head[:k], head[k + 4:]
    if not fn or "," in fn:
        return None
    c = where.rfind(":")
    if c <= 0 or not where[c + 1:].isdigit() or not where[c + 1:].isascii():
        return None
    return where[:c], int(where[c + 1:]), fn, code
_NODE_RE = re.compile(r"^\s*(?P<name>[A-Za-z_]\w*)(?:: \"(?P<type>[^\"]*)\")? = (?P<rhs>.*)$")
_TARGET_RE = re.compile(r"^torch\.ops\.(?P<op>[\w.]+?)(?:\.(?:default|Tensor|Scalar|[A-Za-z_]\w*))?\(")
_STREAM_RE = re.compile(r"^\s*\w+ = get_raw_stream\(")
_ITEM_RE = re.compile(r"^([A-Za-z_]\w*)\[\d+\]")
_HANDLE_RE = re.compile(r"^\s*# \[Provenance debug handles\] (?P<handles>.+?)\s*$")
_SORTED_RE = re.compile(r"^\s*# Topologically Sorted Source Nodes: \[(?P<nodes>[^\]]*)\], Original ATen: "
                        r"\[(?P<aten>[^\]]*)\]")
_DTYPES = {"float32": "f32", "float16": "f16", "bfloat16": "bf16", "float64": "f64", "int64": "i64",
           "int32": "i32", "int16": "i16", "int8": "i8", "uint8": "u8", "bool": "b8"}


@record(frozen=True, slots=True)
class SourceLine:
    file: str
    line: int
    function: str
    code: str
    #: the frame inside torch's own Python that this model line called into and that Inductor's files print
    #: as the op's line (``_functional_collectives.py:179 in all_reduce``); not part of equality: one model
    #: line is one line, whichever torch function it called
    via: SourceLine | None = field(default=None, compare=False)

    def text(self) -> str:
        """``resnet.py:268 in _forward_impl: x = self.bn1(x)``."""
        return f"{Path(self.file).name}:{self.line} in {self.function}: {self.code}"

    def to_json(self) -> dict:
        out = {"file": self.file, "line": self.line, "function": self.function, "code": self.code}
        if self.via is not None:
            out["via"] = self.via.to_json()
        return out


#: torch's own packages whose Python Dynamo traces into, so that an op's innermost frame is torch's code, not
#: the model's: the functional collectives and DTensor's parallel styles (torch.distributed), and the rest of
#: torch's Python by name, for a torch run from a source checkout (no site-packages in its path)
_TORCH_PACKAGES = frozenset({
    "distributed", "nn", "_dynamo", "_higher_order_ops", "utils", "_tensor.py", "functional.py", "_refs",
    "_decomp", "_prims", "_library", "_ops.py", "autograd", "fx", "_functorch", "_subclasses", "_inductor",
    "amp", "overrides.py", "_jit_internal.py", "random.py", "serialization.py"})


def torch_frame(file: str) -> bool:
    """Whether a stack frame's file is torch's own Python: ``…/site-packages/torch/…`` (or dist-packages), or
    ``…/torch/<one of its packages>/…`` (a source checkout). Torchvision, transformers and the like are model
    code (a ResNet's lines are torchvision's)."""
    parts = file.replace("\\", "/").split("/")
    for i in range(len(parts) - 1):
        if parts[i] == "torch" and ((i > 0 and parts[i - 1] in ("site-packages", "dist-packages"))
                                    or parts[i + 1] in _TORCH_PACKAGES):
            return True
    return False


def model_line(frames: list[SourceLine]) -> SourceLine | None:
    """The model's line of a stack trace (frames outermost first): its innermost frame outside torch's own
    Python, with the innermost frame as ``via`` when that one is torch's; the innermost frame when every
    frame is torch's; None for no frames."""
    if not frames:
        return None
    last = frames[-1]
    if not torch_frame(last.file):
        return last
    for f in reversed(frames):
        if not torch_frame(f.file):
            return SourceLine(f.file, f.line, f.function, f.code, via=last)
    return last


def model_lines(traces) -> list[SourceLine]:
    """The model lines of a node's stack traces (``model_line`` of each), one each, in file and line order."""
    out: list[SourceLine] = []
    for frames in traces:
        s = model_line(frames)
        if s is not None and s not in out:
            out.append(s)
    return sorted(out, key=lambda x: (x.file, x.line))


@record(slots=True)
class FxNode:
    name: str
    op: str | None                 # ATen/prims op (``aten.relu``), None for getitem and the like
    type: str | None               # ``f32[2, 64, 112, 112]`` when annotated
    source: SourceLine | None
    order: int
    item_types: list[str] = field(default_factory=list)   # a tuple output: its getitems' types
    line: int = 0                  # 1-based line in fx_graph_readable.py
    arg: str | None = None         # its op's first argument, when that is an FX node before it

T = TypeVar("T")


def shown_lines(lines: list[T], output: T | None, limit: int) -> list[T]:
    """The first ``limit`` of an op's source ``lines`` (graph order) as a text or a hover shows them: in graph
    order, except that the output's line takes the first place when it would be cut (a rotary embedding's
    kernel: ``rotate``'s ``torch.cat``, not only the lines of the cos/sin tables computed at the top of
    ``forward``). ``Origins.shown``; a capture's summary on the texts run.json keeps."""
    if len(lines) <= limit or output is None or output in lines[:limit]:
        return lines[:limit]
    return [output, *lines[:limit - 1]]


def moved_line(lines: list[T], output: T | None, shown: list[T]) -> T | None:
    """The output's line when ``shown`` (``shown_lines``) moved it to the front, the one a text marks; else None."""
    return shown[0] if shown and output is not None and shown[0] == output and lines[0] != output else None


@record(slots=True)
class Origins:
    """What a scheduler node came from."""

    fx_nodes: list[str] = field(default_factory=list)
    aten: list[str] = field(default_factory=list)
    sources: list[SourceLine] = field(default_factory=list)
    pre_grad: list[str] = field(default_factory=list)
    how: str = ""                  # 'kernel', 'kernel (split by output shape)', 'extern call'
    fx_file: str | None = None     # fx_graph_readable.py, and the line of each FX node in it (navigation)
    fx_lines: list[int] = field(default_factory=list)
    #: the line of the FX node whose value the op writes: the last of its FX nodes in graph order (each of the
    #: others is inlined into it or read by it, so it comes before); one of ``sources``, or None (no FX nodes)
    output: SourceLine | None = None

    def shown(self, limit: int) -> list[SourceLine]:
        """The first ``limit`` of ``sources`` as a text or a hover shows them (``shown_lines``)."""
        return shown_lines(self.sources, self.output, limit)

    def moved_output(self, shown: list[SourceLine]) -> SourceLine | None:
        """The output's line when ``shown`` (``shown(limit)``) moved it to the front: the one to mark."""
        return moved_line(self.sources, self.output, shown)

    def to_json(self) -> dict:
        d = {"fx_nodes": self.fx_nodes, "aten": self.aten, "sources": [s.to_json() for s in self.sources],
             "pre_grad": self.pre_grad, "how": self.how}
        if self.output is not None:
            d["output"] = self.output.to_json()
        return d


@record
class Provenance:
    fx: dict[str, FxNode] = field(default_factory=dict)
    fx_file: str | None = None
    pre_to_post: dict[str, list[str]] = field(default_factory=dict)
    post_to_pre: dict[str, list[str]] = field(default_factory=dict)
    handle_to_post: dict[str, list[str]] = field(default_factory=dict)   # 'cpp_fused_x_1:3' -> post nodes
    call_handles: dict[int, list[str]] = field(default_factory=dict)     # output_code call line -> handles
    call_sources: dict[int, tuple[list[str], list[str]]] = field(default_factory=dict)  # line -> (pre, aten)
    notes: list[str] = field(default_factory=list)

    @property
    def empty(self) -> bool:
        return not self.fx and not self.handle_to_post and not self.call_sources


@lru_cache(maxsize=4096)
def local_path(file: str, roots: tuple[str, ...] = ()) -> Path | None:
    """The source file on this machine: the path itself; for a file of an installed package on the
    machine that compiled (``.../site-packages/torchvision/models/resnet.py``), the same file in this
    interpreter's package folders (no import); else the longest tail of the path that exists under one of
    ``roots`` (the editor's workspace folders: the same project checked out elsewhere)."""
    p = Path(file)
    if p.is_absolute() and p.is_file():
        return p
    for marker in ("site-packages/", "dist-packages/"):
        i = file.find(marker)
        if i >= 0:
            rest = file[i + len(marker):]
            if ".." in re.split(r"[\\/]+", rest):    # never out of the package folders
                break
            import sys
            for entry in sys.path:
                if entry and ("site-packages" in entry or "dist-packages" in entry):
                    q = Path(entry) / rest
                    if q.is_file():
                        return q
    parts = [x for x in re.split(r"[\\/]+", file) if x and x != "."]
    # longest tail first; a tail with ".." could leave the root, and one that leaves it through a link is
    # not taken either: only files inside the workspace folders are offered or read
    start = max((i + 1 for i, x in enumerate(parts) if x == ".."), default=0)
    for i in range(start, len(parts)):
        for root in roots:
            q = Path(root, *parts[i:])
            if q.is_file() and _inside(q, root):
                return q
    return None


def _inside(path: Path, root: str) -> bool:
    try:
        path.resolve().relative_to(Path(root).resolve())
        return True
    except (OSError, ValueError, RuntimeError):
        return False


def code_at(path: Path, line: int) -> str | None:
    """Line ``line`` (1-based) of a text file, stripped; None when unreadable or too short."""
    try:
        st = path.stat()
        lines = _lines(str(path), st.st_mtime_ns, st.st_size)
    except (OSError, ValueError):
        return None
    return lines[line - 1].strip() if 0 < line <= len(lines) else None


@lru_cache(maxsize=64)
def _lines(path: str, _mtime: int, _size: int) -> tuple[str, ...]:
    return tuple(read_text(path).splitlines())


def source_path(s: SourceLine, roots: tuple[str, ...] = ()) -> Path | None:
    """Where the source line ``s`` is on this machine: its own path when it exists; a path found by
    mapping (another machine's packages, a checkout under a workspace folder) only when that file has
    the recorded code at the recorded line (so a different version or a namesake is not offered)."""
    p = local_path(s.file, roots)
    if p is None:
        return None
    if str(p) == s.file or code_at(p, s.line) == s.code.strip():
        return p
    return None


def same_source(lines: list[SourceLine], target: Path, roots: tuple[str, ...] = ()) -> bool:
    """Whether ``target`` is the file these recorded source lines (all of one file) point into: the file
    on this machine that their path maps to, or a file of the same name holding every recorded code line
    at its line (a copy or checkout the path does not lead to, e.g. the compile machine's path exists
    here too)."""
    if not lines:
        return False
    p = local_path(lines[0].file, roots)
    try:
        if p is not None and p.resolve() == target.resolve():
            return True
    except (OSError, RuntimeError):
        return False
    name = re.split(r"[\\/]", lines[0].file)[-1]
    return name == target.name and all(code_at(target, s.line) == s.code.strip() for s in lines)


#: a nested ``class <name>(torch.nn.Module):`` of fx_graph_readable.py: a subgraph (a torch.cond branch, a
#: while_loop body, a nested compile region) printed inside the graph that calls it, with FX names of its own
_SUBGRAPH_CLASS_RE = re.compile(r"^[ \t]+class (\w+)\(")


def read_fx_readable(text: str, graph: str | None = None) -> dict[str, FxNode]:
    """The FX nodes of one graph of ``fx_graph_readable.py``: the compiled graph's own (``graph`` None), or the
    subgraph of that name (its nested class): their FX names overlap (``mul`` in both), so each is read apart."""
    out: dict[str, FxNode] = {}
    src: SourceLine | None = None
    current: str | None = None
    for lineno, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            src = None
            continue
        if line.startswith("class "):
            current = None
            continue
        c = _SUBGRAPH_CLASS_RE.match(line)
        if c is not None:
            current, src = c.group(1), None
            continue
        if current != graph:
            continue
        m = file_comment(line)
        if m is not None:
            src = SourceLine(m[0], m[1], m[2].strip(), m[3].strip())
            continue
        m = _NODE_RE.match(line)
        if m and not line.lstrip().startswith(("def ", "class ", "return ")):
            rhs = m.group("rhs")
            t = _TARGET_RE.match(rhs)
            arg = _first_arg(rhs, t.end()) if t else None
            out[m.group("name")] = FxNode(m.group("name"), t.group("op") if t else None, m.group("type"), src,
                                          len(out), line=lineno, arg=arg if arg in out else None)
            item = _ITEM_RE.match(rhs)
            if item and item.group(1) in out and m.group("type"):
                out[item.group(1)].item_types.append(m.group("type"))
    return out


def _first_arg(rhs: str, at: int) -> str | None:
    """The first argument of a call whose ``(`` ends before ``at``, when it is a name: ``wait_tensor.default(
    all_reduce)`` -> ``all_reduce``."""
    ends = [k for k in (rhs.find(",", at), rhs.find(")", at)) if k >= 0]
    if not ends:
        return None
    name = rhs[at:min(ends)].strip()
    return name if name.isidentifier() else None


def fx_model_lines(fx: dict[str, FxNode], origins: dict[str, list[str]],
                   traces: dict[str, list[list[SourceLine]]]) -> dict[str, SourceLine]:
    """The model line of each FX node that ``fx_graph_readable.py`` prints at a frame of torch's own Python
    (it prints a stack trace's innermost frame: a collective's is in ``_functional_collectives.py``), where
    the fusion log tells it: the candidate node that computes the FX node (its ``origins=``) prints the whole
    stack trace ending at that frame, whose model line (``model_line``) is the answer where only one fits.
    An FX node with no trace of its own (an extern call: the wait of a collective) whose first argument is
    printed in the same torch file and was resolved gets that argument's model line: functional
    collectives wait inside the call that started them while traced. The rest keep their printed line.
    ``origins`` and ``traces``: each candidate's ``origins=`` and stack traces (``dump.log``), by leaf."""
    found: dict[str, set[SourceLine]] = {}
    for leaf, leaf_traces in traces.items():
        ends: dict[tuple[str, int], set[SourceLine]] = {}
        for frames in leaf_traces:
            s = model_line(frames)
            if s is not None and s.via is not None:
                ends.setdefault((s.via.file, s.via.line), set()).add(s)
        if not ends:
            continue
        for x in origins.get(leaf, ()):
            f = fx.get(x)
            got = ends.get((f.source.file, f.source.line)) if f is not None and f.source is not None else None
            if got:
                found.setdefault(x, set()).update(got)
    out = {x: next(iter(lines)) for x, lines in found.items() if len(lines) == 1}
    for x, f in fx.items():          # graph order: an argument comes first
        src = f.source
        if x in found or src is None or f.arg is None or not torch_frame(src.file):
            continue
        a, af = out.get(f.arg), fx.get(f.arg)
        if a is not None and af is not None and af.source is not None and af.source.file == src.file:
            out[x] = SourceLine(a.file, a.line, a.function, a.code, via=src)
    return out


def read_provenance(folder: str | Path | None, output_code: str | None = None, graph: str | None = None) -> Provenance:
    """The provenance files of a debug directory (``folder``); ``output_code`` its text when already read;
    ``graph``: the subgraph whose nodes the IR holds (``ir.subgraph``), None for the compiled graph's own."""
    p = Provenance()
    if folder is None:
        p.notes.append("no debug directory: origins need fx_graph_readable.py and the provenance files beside it")
        return p
    folder = Path(folder)
    fx = folder / FX_READABLE
    try:
        p.fx = read_fx_readable(read_text(fx), graph) if fx.is_file() else {}
        p.fx_file = str(fx) if p.fx else None
        if not fx.is_file():
            p.notes.append(f"no {FX_READABLE} beside the IR: no source lines")
    except OSError as err:
        p.notes.append(f"{FX_READABLE}: {err}")
    pj = folder / PROVENANCE_JSON
    if pj.is_file():
        try:
            d = jsontext.loads(read_text(pj))
            if not isinstance(d, dict):
                raise ValueError("not an object")
            p.pre_to_post = _str_lists(d.get("preToPost"))
            p.post_to_pre = _str_lists(d.get("postToPre"))
            for k, v in d.items():
                if isinstance(k, str) and k.endswith("CodeToPost"):
                    p.handle_to_post.update(_str_lists(v))
        except (OSError, ValueError) as err:
            p.notes.append(f"{PROVENANCE_JSON} not read: {err}")
    else:
        p.notes.append(f"no {PROVENANCE_JSON} beside the IR (torch older than 2.8 does not write it, nor does "
                       "torch 2.14 for a backward graph compiled on CPU during the backward pass): nodes are "
                       "traced through the kernel calls' comments in output_code.py instead")
    if output_code is None:
        oc = folder / "output_code.py"
        try:
            output_code = read_text(oc) if oc.is_file() else None
        except OSError:
            output_code = None
    if output_code:
        _read_call_comments(output_code, p)
    return p


def _str_lists(x) -> dict[str, list[str]]:
    if not isinstance(x, dict):
        return {}
    return {str(k): [str(v) for v in vs] for k, vs in x.items() if isinstance(vs, list)}


def _read_call_comments(text: str, p: Provenance) -> None:
    """Handles and sorted-source comments attach to the next line that is not a comment (the call)."""
    handles: list[str] = []
    sorted_src: tuple[list[str], list[str]] | None = None
    for i, line in enumerate(text.splitlines(), start=1):
        m = _HANDLE_RE.match(line)
        if m:
            handles = [h.strip() for h in m.group("handles").split(",") if h.strip()]
            continue
        m = _SORTED_RE.match(line)
        if m:
            sorted_src = ([x.strip() for x in m.group("nodes").split(",") if x.strip()],
                          [x.strip() for x in m.group("aten").split(",") if x.strip()])
            continue
        if line.lstrip().startswith("#") or not line.strip() or _STREAM_RE.match(line):
            continue     # (on CUDA `raw_stream0 = get_raw_stream(0)` comes between the comment and the call)
        if handles:
            p.call_handles[i] = handles
        if sorted_src:
            p.call_sources[i] = sorted_src
        handles, sorted_src = [], None


def _out_type(n: Node, sec: Section) -> set[str]:
    """``f32[2, 64, 56, 56]`` of each output of the node (and of its members)."""
    out = set()
    for m in n.walk():
        for b in m.outputs:
            buf = sec.buffers.get(b.name)
            lay = (buf.layout if buf is not None else None) or b.layout
            if lay is not None and lay.size is not None:
                dt = _DTYPES.get(str(lay.dtype).replace("torch.", ""), str(lay.dtype))
                out.add(f"{dt}[{', '.join(str(s) for s in lay.size)}]")
    return out


def _own_fx_nodes(top: Node, prov: Provenance, own: dict[str, list[str]]) -> list[str] | None:
    """The FX nodes a top-level node computes by its leaves' own origins (``own``: the fusion log's), in
    graph order; None when a leaf has none."""
    names = [m.name for m in top.walk() if not m.members]
    if not names or any(not own.get(n) for n in names):
        return None
    xs = [x for x in dict.fromkeys(x for n in names for x in own[n]) if x in prov.fx]
    return sorted(xs, key=lambda x: prov.fx[x].order) or None


def node_origins(sec: Section, prov: Provenance, call_line_of, extern_line_of,
                 own: dict[str, list[str]] | None = None,
                 model_lines: dict[str, SourceLine] | None = None) -> dict[str, Origins]:
    """Origins of every top-level node of a post-fusion section. ``call_line_of(top)`` gives the
    output_code.py line of the generated kernel call that runs it; ``extern_line_of(top)`` that of an
    extern call returning its buffer (each None when unknown). ``own``: each leaf's own FX nodes (the
    fusion log's ``origins=``): a kernel that runs several top-level nodes (a C++ kernel runs a whole
    stretch of them: twenty BatchNorm counter updates, layout copies) gives each its own FX nodes, not
    a share of the kernel's by output type. ``model_lines``: FX node -> its model line where the printed one is
    torch's (``fx_model_lines``)."""
    model_lines = model_lines or {}
    by_line: dict[int, list[Node]] = {}
    how: dict[str, str] = {}
    for top in sec.nodes:
        line = call_line_of(top.name) if not top.is_extern else extern_line_of(top)
        if line is not None:
            by_line.setdefault(line, []).append(top)
            how[top.name] = "extern call" if top.is_extern else "kernel"
    out: dict[str, Origins] = {}
    for line, tops in by_line.items():
        posts = [n for h in prov.call_handles.get(line, []) for n in prov.handle_to_post.get(h, [])]
        posts = sorted(dict.fromkeys(x for x in posts if x in prov.fx), key=lambda x: prov.fx[x].order)
        parts: dict[str, list[str]] = {t.name: [] for t in tops}
        if len(tops) == 1:
            parts[tops[0].name] = posts
        else:
            types = [_out_type(t, sec) for t in tops]
            cur, pending = 0, []
            for x in posts:
                f = prov.fx[x]
                ts = ([f.type] if f.type else []) + f.item_types
                hits = [j for j in range(cur, len(tops)) if any(t in types[j] for t in ts)]
                if not hits:
                    pending.append(x)
                    continue
                cur = hits[0]
                parts[tops[cur].name].extend(pending)
                pending = []
                for j in hits:        # every node of the kernel with that output (a sum and its division)
                    parts[tops[j].name].append(x)
            parts[tops[cur].name].extend(pending)
        pre, aten = prov.call_sources.get(line, ([], []))
        claimed: set[str] = set()
        for t in tops:
            mine = parts[t.name]
            mine_own = _own_fx_nodes(t, prov, own) if own and len(tops) > 1 else None
            if mine_own is not None:
                # an op's origins also name the ops whose results it reads, realised by another node (a max
                # pool over relu(bn(x)) lists bn and relu; a mean's division, its sum's inputs): the share
                # its output type gives it, kept to its origins; without one, its origins less those an
                # earlier node of the kernel named
                named = set(mine_own)
                by_type = [x for x in mine if x in named]
                fresh = [x for x in mine_own if x not in claimed]
                claimed.update(mine_own)
                mine_own = by_type or fresh or mine_own
            if len(tops) == 1:
                kind = ""
            elif mine_own is not None:
                mine, kind = mine_own, " (its own FX nodes, as the fusion log names them)"
            elif mine:
                kind = " (split by output shape)"
            else:    # no FX node has its output's type (a layout copy): the kernel's, all of them
                mine, kind = posts, " (the whole kernel's: no FX node of its output's type)"
            o = Origins(fx_nodes=mine, how=how[t.name] + kind, fx_file=prov.fx_file,
                        fx_lines=[prov.fx[x].line for x in mine])
            for x in o.fx_nodes:
                f = prov.fx[x]
                if f.op and f.op not in o.aten:
                    o.aten.append(f.op)
                src = model_lines.get(x, f.source)
                if src is not None and src not in o.sources:
                    o.sources.append(src)
                for pg in prov.post_to_pre.get(x, []):
                    if pg not in o.pre_grad:
                        o.pre_grad.append(pg)
            last = max((x for x in o.fx_nodes if model_lines.get(x, prov.fx[x].source) is not None),
                       key=lambda x: prov.fx[x].order, default=None)
            if last is not None:
                o.output = model_lines.get(last, prov.fx[last].source)
            if not o.fx_nodes:   # no provenance map: the call's comment (all of the call's nodes)
                o.pre_grad = list(pre)
                o.aten = list(aten)
            out[t.name] = o
    return out
