"""The IR attribute keys: one record per ``X.<key> = <value>`` line the grammar reads.

Inductor prints a node's (or a buffer's) fields as attribute lines: ``op3.writes = [...]``,
``op3.group.iteration = (8, 1)``, ``buf3.layout = FixedLayout(...)``. ``KEYS`` is the one list of the
keys the parser knows: for each, the grammar terminal that reads the line, how error messages name the
line and its value, the model attribute it fills and the function that fills it. Everything else that
lists keys is made from it (``KNOWN_KEYS``, ``KEY_TERMINALS``, ``KEY_DESC``, ``NODE_READERS``,
``BUFFER_READERS``, used by ``parse.py``), or is compared with it by ``tests/test_keys.py``: the key
terminals of ``grammar/inductor_ir.lark``, the rules that accept them, and the keys the ``RAW_ATTR``
terminal leaves to them. A line with any other key is kept raw in ``attrs`` (no error).

The grammar keeps its key terminals written out (it stays a complete Lark grammar, cached as it is):
the test is what keeps it and this table in step.

Adding an attribute key: three files to edit, one test to run
-------------------------------------------------------------
1. ``grammar/inductor_ir.lark``: a terminal for the line (``NAME.5: /[A-Za-z_]\\w*\\.<key> = .../ _EOL``),
   the terminal among the alternatives of ``node_block`` and/or ``buffer``, and the key in the
   ``RAW_ATTR`` exclusion list.
2. ``ir/keys.py`` (this file): an ``IRKey`` in ``KEYS`` and its reader (a function above the table,
   calling a decoder of ``fields.py`` when the value has structure).
3. ``ir/model.py``: the attribute it fills on ``Node`` and/or ``Buffer``.
4. ``tests/test_keys.py``, unchanged: it checks 1-3 against each other and parses the entry's
   ``example`` into the attribute. (A reader that decodes more than a name list deserves a test of
   its values too, in ``tests/test_model.py``.)
"""
from __future__ import annotations

from typing import Callable

from ..records import record
from . import fields as F
from .fields import ErrorFn
from .model import Buffer, Node

#: ``reader(target, value, start, error)``: fill ``target`` (a Node or a Buffer) from the token
#: ``value`` (the whole line, ``X.key = ...``) that starts at file offset ``start``; ``error`` reports
#: with ``absolute=True`` positions
Reader = Callable[[object, str, int, ErrorFn], None]


@record(frozen=True, slots=True)
class IRKey:
    key: str                       # the text between `X.` and ` =`: 'writes', 'group.iteration', ...
    terminal: str                  # the grammar terminal of the line
    desc: str                      # the line, in error messages ("unexpected `X.writes = [...]`")
    expects: str                   # its value, in error messages ("expected a list of ...")
    attr: str                      # the model attribute it fills
    owners: tuple[type, ...]       # the model classes that have it: Node, Buffer (same attribute name)
    read: Reader | None            # fills the attribute; None: a grammar rule reads the block it opens
    example: str                   # a line as Inductor prints it (`X` is the owner)


# ---- readers ------------------------------------------------------------------------------------

#: Iteration / sizes objects are immutable by convention and shared between nodes printing the same text
_ITER_CACHE: dict = {}
_SIZES_CACHE: dict = {}


def _writes(node, v: str, s: int, error: ErrorFn) -> None:
    node.writes = F.dep_list(v, s, error)


def _unmet(node, v: str, s: int, error: ErrorFn) -> None:
    node.unmet = F.dep_list(v, s, error)


def _met(node, v: str, s: int, error: ErrorFn) -> None:
    node.met = F.dep_list(v, s, error)


def _min_dist(node, v: str, s: int, error: ErrorFn) -> None:
    node.min_input_distance = int(v.partition("=")[2])


def _max_dist(node, v: str, s: int, error: ErrorFn) -> None:
    node.max_input_distance = int(v.partition("=")[2])


def _users(target, v: str, s: int, error: ErrorFn) -> None:
    target.users = F.users(v, s)


def _aliases(target, v: str, s: int, error: ErrorFn) -> None:
    target.aliases = F.str_list(v)
    target.refs.extend((n, p, "alias") for n, (p, _) in F.str_list_spans(v, s))


def _mutations(target, v: str, s: int, error: ErrorFn) -> None:
    target.mutations = F.str_list(v)
    target.refs.extend((n, p, "mutation") for n, (p, _) in F.str_list_spans(v, s))


def _layout(buf, v: str, s: int, error: ErrorFn) -> None:
    text = v.split("=", 1)[1].strip()
    lay = F.parse_layout(text)
    if lay is None:
        error(s, f"cannot read layout `{text[:50]}`", s + len(v), absolute=True)
    buf.layout = lay
    buf.layout_at = s


def _device(node, v: str, s: int, error: ErrorFn) -> None:
    node.device = v.partition("=")[2].strip()


def _iteration(node, v: str, s: int, error: ErrorFn) -> None:
    txt = v.partition("=")[2].strip()
    it = _ITER_CACHE.get(txt)
    if it is None:
        it = F.iteration(txt, s + v.index("=") + 2, error)
        if it is not None:
            if len(_ITER_CACHE) > 100_000:
                _ITER_CACHE.clear()
            _ITER_CACHE[txt] = it
    node.iteration = it
    node.iteration_at = s


def _sizes(node, v: str, s: int, error: ErrorFn) -> None:
    txt = v.partition("=")[2].strip()
    node.sizes_text = txt
    sz = _SIZES_CACHE.get(txt)
    if sz is None:
        sz = F.sizes(txt)
        if len(_SIZES_CACHE) > 100_000:
            _SIZES_CACHE.clear()
        _SIZES_CACHE[txt] = sz
    node.sizes = sz
    if sz is None:
        error(s + v.index("=") + 2, f"cannot read sizes `{txt[:50]}` (expected "
              "`([sizes...], [reduction sizes...])`)", s + len(v.rstrip()), absolute=True)


def _kernel(node, v: str, s: int, error: ErrorFn) -> None:
    k = v.partition("=")[2].strip()
    node.kernel = None if k == "None" else k


def _snodes(node, v: str, s: int, error: ErrorFn) -> None:
    node.member_names = F.str_list(v)
    node.refs.extend((n, p, "member") for n, (p, _) in F.str_list_spans(v, s))


# ---- the table ----------------------------------------------------------------------------------

_DEPS = "a list of MemoryDep/StarDep/WeakDep"

KEYS: tuple[IRKey, ...] = (
    IRKey("writes", "WRITES", "`X.writes = [...]`", _DEPS, "writes", (Node,), _writes,
          "X.writes = [MemoryDep('buf0', c0, {c0: 8})]"),
    IRKey("unmet_dependencies", "UNMET", "`X.unmet_dependencies = [...]`", _DEPS, "unmet", (Node,), _unmet,
          "X.unmet_dependencies = [MemoryDep('buf1', c0, {c0: 8})]"),
    IRKey("met_dependencies", "MET", "`X.met_dependencies = [...]`", _DEPS, "met", (Node,), _met,
          "X.met_dependencies = [StarDep(name='arg0_1', mode=None)]"),
    IRKey("min_input_distance", "MIN_DIST", "`X.min_input_distance = N`", "an integer", "min_input_distance",
          (Node,), _min_dist, "X.min_input_distance = 1"),
    IRKey("max_input_distance", "MAX_DIST", "`X.max_input_distance = N`", "an integer", "max_input_distance",
          (Node,), _max_dist, "X.max_input_distance = 2"),
    IRKey("outputs", "OUTPUTS_OPEN", "`X.outputs = [`", "`[` and buffer entries", "outputs", (Node,), None,
          "X.outputs = [\n    buf9: ComputedBuffer\n]"),
    IRKey("users", "USERS", "`X.users = [NodeUser(...)]`", "a list of NodeUser(...)", "users", (Node, Buffer),
          _users, "X.users = [NodeUser(node=SchedulerNode(name='op4'), can_inplace=False, is_weak=False)]"),
    IRKey("aliases", "ALIASES", "`X.aliases = [...]`", "a list of names", "aliases", (Node, Buffer), _aliases,
          "X.aliases = ['buf3']"),
    IRKey("mutations", "MUTATIONS", "`X.mutations = [...]`", "a list of names", "mutations", (Node, Buffer),
          _mutations, "X.mutations = ['buf4']"),
    IRKey("layout", "BUF_LAYOUT", "`bufN.layout = ...`", "a layout", "layout", (Buffer,), _layout,
          "X.layout = FixedLayout('cpu', torch.float32, size=[8], stride=[1])"),
    IRKey("group.device", "GROUP_DEVICE", "`X.group.device = ...`", "a device", "device", (Node,), _device,
          "X.group.device = cpu"),
    IRKey("group.iteration", "GROUP_ITER", "`X.group.iteration = ...`", "a tuple", "iteration", (Node,),
          _iteration, "X.group.iteration = (8, 1)"),
    IRKey("sizes", "SIZES", "`X.sizes = ...`", "a tuple of two lists", "sizes", (Node,), _sizes,
          "X.sizes = ([8], [])"),
    IRKey("node.kernel", "KERNEL", "`X.node.kernel = ...`", "a kernel name", "kernel", (Node,), _kernel,
          "X.node.kernel = extern_kernels.mm"),
    IRKey("snodes", "SNODES_LIST", "`X.snodes = [...]`", "a list of names", "member_names", (Node,), _snodes,
          "X.snodes = ['op1', 'op2']"),
)

# ---- made from the table ------------------------------------------------------------------------

#: key -> the shape of its value
KNOWN_KEYS: dict[str, str] = {k.key: k.expects for k in KEYS}
#: key -> grammar terminal
KEY_TERMINALS: dict[str, str] = {k.key: k.terminal for k in KEYS}
#: grammar terminal -> how error messages name its line
KEY_DESC: dict[str, str] = {k.terminal: k.desc for k in KEYS}
#: grammar terminal -> reader, for lines of a node / of a buffer entry in an outputs block
NODE_READERS: dict[str, Reader] = {k.terminal: k.read for k in KEYS if Node in k.owners and k.read is not None}
BUFFER_READERS: dict[str, Reader] = {k.terminal: k.read for k in KEYS if Buffer in k.owners and k.read is not None}
