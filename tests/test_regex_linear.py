"""Every regular expression that reads file text stays linear in the length of a line.

A pattern that is quadratic in a long run of characters holds the interpreter lock for the whole search:
one crafted 40,000-character ``var_ranges`` line took 10 s and a 700 KB line froze the language server
for minutes. Python's ``re`` has no time limit, so each pattern must be linear by construction.

Which patterns: every compiled pattern at module level in the package, every literal pattern passed to
``re.search``/``re.findall``/... in its source, and every terminal of the IR grammar (the lexer matches
them at one position). Which inputs: long runs of the characters and words IR text is made of, after the
prefixes the patterns look for. How: a pattern's cost on a long line is compared with a linear reference
(a scan of the same line) measured in the same run, with a generous factor; a cheap first pass on short
lines picks the cases worth timing on long ones. Patterns used only with ``.match`` at one position
(``MATCH_ONLY``; the test checks their uses) are timed that way.
"""
from __future__ import annotations

import ast
import importlib
import pkgutil
import re
import time
from pathlib import Path

import pytest

import inductor_lens

PKG = Path(inductor_lens.__file__).resolve().parent

#: module patterns only ever used by ``.match``/``.fullmatch`` at one position of a line
MATCH_ONLY = {
    "inductor_lens.dump.output_code._PLAIN_ALIAS_RE", "inductor_lens.dump.output_code._SIZE_ASSIGN_RE",
    "inductor_lens.dump.output_code._SKIP_RE", "inductor_lens.ir.parse._ATTR_KEY_RE",
    "inductor_lens.ir.parse._CONTINUATION_RE", "inductor_lens.dump.log._PY_STRING_SQ_RE",
    "inductor_lens.dump.log._PY_STRING_DQ_RE", "inductor_lens.dump.output_code._ALLOC_LINE_RE",
    "inductor_lens.dump.output_code._EXAMPLE_LINE_RE", "inductor_lens.replay.config._VERSION_RE",
}

PIECES = ["a", "0", " ", "\t", "\n", "(", ")", ",", ":", "{", "}", "[", "]", "=", "*", ".", "_", "'", '"',
          "-", "+", "/", "\\", "#", "%", "a: ", "a ", "a,", "a, ", "(a", "a(", "a)", "0 ", "a.", "a=", " = ",
          "op0_", "buf0", "c0", "s0", "x'", "'''", "**", "//", "{a: ", "a: b", "[a", "ops.a(",
          "a = ops.b(", "x_layout = ", "xnumel = 1\n", "async_compile.cpp(["]
PREFIXES = ["", "    ", "op0: ", "var_ranges = {", "x = ops.load(", "a.b = "]
#: a linear scan of the same text: the unit of cost
REFERENCE = re.compile(r"\w+|\s+|[^\w\s]")
SHORT, LONG = 2_000, 40_000
FACTOR = 100          # a linear pattern costs a few references; a quadratic one ~LONG/10


def module_patterns() -> dict[str, re.Pattern]:
    out = {}
    for m in pkgutil.walk_packages([str(PKG)], "inductor_lens."):
        if ".examples" in m.name or m.name.endswith("__main__"):
            continue
        mod = importlib.import_module(m.name)
        for k, v in vars(mod).items():
            if isinstance(v, re.Pattern) and getattr(mod, "__name__", "") == m.name:
                out.setdefault(f"{m.name}.{k}", v)
    return out


def inline_patterns() -> dict[str, re.Pattern]:
    """Literal patterns given to re.<fn>(...) calls in the package's source (re.compile's are the module
    patterns)."""
    out = {}
    for f in PKG.rglob("*.py"):
        if "examples" in f.parts:
            continue
        for node in ast.walk(ast.parse(f.read_text(), str(f))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and isinstance(node.func.value, ast.Name) and node.func.value.id == "re"
                    and node.func.attr in ("search", "match", "fullmatch", "findall", "finditer", "sub", "subn",
                                           "split")
                    and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
                flags = 0
                for a in list(node.args[1:]) + [k.value for k in node.keywords if k.arg == "flags"]:
                    for part in ast.walk(a):
                        if isinstance(part, ast.Attribute) and isinstance(part.value, ast.Name) and part.value.id == "re":
                            flags |= getattr(re, part.attr, 0)
                out[f"{f.relative_to(PKG)}:{node.lineno}"] = re.compile(node.args[0].value, flags)
    return out


def grammar_terminals() -> dict[str, re.Pattern]:
    from inductor_lens.ir.parse import get_parser
    out = {}
    for t in get_parser(use_cython=False).terminals:
        flags = 0
        for f in t.pattern.flags:
            flags |= getattr(re, f.upper())
        out[f"grammar:{t.name}"] = re.compile(t.pattern.to_regexp(), flags)
    return out


def _scan(p: re.Pattern, s: str) -> None:
    for _ in p.finditer(s):
        pass


def _match(p: re.Pattern, s: str) -> None:
    p.match(s)


def _cost(fn, p: re.Pattern, s: str, repeat: int = 3) -> float:
    best = float("inf")
    for _ in range(repeat):
        t = time.perf_counter()
        fn(p, s)
        best = min(best, time.perf_counter() - t)
    return best


def literals(p: re.Pattern) -> list[str]:
    """The pattern's own literal fragments (runs of literal characters, in any branch or group: ``stride=[``,
    ``# File: ``, ``:``, `` in ``, ``\\``), longest first, at most 8: what an adversarial line repeats to
    make the pattern start, and fail, again and again."""
    from re import _constants as C
    from re import _parser
    try:
        tree = _parser.parse(p.pattern, p.flags)
    except Exception:  # noqa: BLE001 - a pattern this parser cannot read: no fragments
        return []
    runs: list[str] = []

    def walk(items) -> None:
        cur: list[str] = []
        for op, av in items:
            if op is C.LITERAL:
                cur.append(chr(av))
                continue
            if cur:
                runs.append("".join(cur))
                cur = []
            if op is C.SUBPATTERN:
                walk(av[-1])
            elif op in (C.MAX_REPEAT, C.MIN_REPEAT, C.POSSESSIVE_REPEAT):
                walk(av[2])
            elif op is C.BRANCH:
                for b in av[1]:
                    walk(b)
            elif op in (C.ASSERT, C.ASSERT_NOT):
                walk(av[1])
        if cur:
            runs.append("".join(cur))
    walk(tree)
    found = sorted({r for r in runs if r.strip() or r in (" ", "\t")}, key=lambda r: (-len(r), r))
    return found[:8]


def pattern_pieces(p: re.Pattern) -> list[tuple[str, str]]:
    """(prefix, piece) inputs made of the pattern's own literals: each literal repeated with a word, a
    digit or a space after it, and each ordered pair of them with a digit and a word between (``:`` +
    ``1`` + `` in `` + ``a``: the `# File:` pattern's killer), after no prefix or after each literal."""
    lits = literals(p)
    pieces = [lit + x for lit in lits for x in ("", "a", "0", " ")]
    pieces += [a + "1" + b + "a" for a in lits for b in lits] + [a + b for a in lits for b in lits if a != b]
    out = [("", piece) for piece in pieces]
    out += [(lit, piece) for lit in lits[:3] for piece in pieces]
    return out


def _lines(n: int, p: re.Pattern | None = None):
    for pre in PREFIXES:
        for piece in PIECES:
            yield pre, piece, pre + piece * (n // len(piece))
    for pre, piece in (pattern_pieces(p) if p is not None else []):
        if piece:
            yield pre, piece, pre + piece * (n // len(piece))


def worst_case(p: re.Pattern, use) -> tuple[float, str] | None:
    """The largest cost / reference on a long line, among the inputs a short line marks as costly; None
    when no input is costly even on a short line."""
    suspects = []
    for pre, piece, s in _lines(SHORT, p):
        ref = _cost(_scan, REFERENCE, s, 1)
        if _cost(use, p, s, 1) > 5 * ref + 2e-4:
            suspects.append((pre, piece))
    worst = None
    for pre, piece in suspects:
        s = pre + piece * (LONG // len(piece))
        ratio = _cost(use, p, s, 1) / max(_cost(_scan, REFERENCE, s), 1e-7)
        if worst is None or ratio > worst[0]:
            worst = (ratio, f"{pre!r} + {piece!r} x {LONG // len(piece)}")
        if ratio > FACTOR:
            break
    return worst


def _all():
    mods = module_patterns()
    cases = [(k, p, _match if k in MATCH_ONLY else _scan) for k, p in mods.items()]
    cases += [(k, p, _scan) for k, p in inline_patterns().items()]
    cases += [(k, p, _match) for k, p in grammar_terminals().items()]
    return cases


CASES = _all()


def test_the_patterns_are_found():
    names = {k for k, _p, _u in CASES}
    assert "inductor_lens.ir.fields.VAR_RANGES_RE" in names and "inductor_lens.ir.fields.STMT_RE" in names
    assert any(k.startswith("grammar:") for k in names) and any(k.startswith("measure/") or ".py:" in k for k in names)
    assert MATCH_ONLY <= names
    assert len(CASES) > 80


def test_match_only_patterns_are_only_matched_at_one_position():
    """The patterns timed with .match are used that way everywhere (a search would scan every position)."""
    src = {f: f.read_text() for f in PKG.rglob("*.py") if "examples" not in f.parts}
    for full in MATCH_ONLY:
        name = full.rsplit(".", 1)[1]
        uses = [m.group(1) for text in src.values() for m in re.finditer(rf"\b{name}\.(\w+)", text)]
        assert uses and set(uses) <= {"match", "fullmatch"}, (full, uses)


@pytest.mark.parametrize("name,pattern,use", CASES, ids=[c[0] for c in CASES])
def test_linear_on_long_adversarial_lines(name, pattern, use):
    worst = worst_case(pattern, use)
    if worst is not None:
        ratio, line = worst
        assert ratio < FACTOR, f"{name} costs {ratio:.0f}x a linear scan on {line}: super-linear"


@pytest.mark.parametrize("old,use", [
    (r"\bstride=\[([^\]]*)\]", _scan),                                        # ir/fields.py, until issue 39
    (r"^\s*# File: (?P<file>.+?):(?P<line>\d+) in (?P<fn>[^,]+), code: (?P<code>.*)$", _match),  # provenance
    (r"'((?:[^'\\]|\\.)*)'|\"((?:[^\"\\]|\\.)*)\"", _scan),                # dump/log.py
], ids=["stride", "file-comment", "py-strings"])
def test_the_check_catches_the_patterns_of_issue_39(old, use):
    """The three patterns of issue 39, caught by the inputs made of each pattern's own literals (the
    fixed PIECES missed them)."""
    ratio, line = worst_case(re.compile(old), use)
    assert ratio > FACTOR, (ratio, line)


def test_the_check_catches_a_quadratic_pattern():
    """The old var_ranges pattern (a \\w run not followed by ': ' scanned from every position)."""
    old = re.compile(r"(\w+): ([^,{}]+(?:\([^()]*\))?)")
    ratio, line = worst_case(old, _scan)
    assert ratio > FACTOR, (ratio, line)


def test_a_crafted_var_ranges_line_parses_in_the_time_of_the_file():
    """The line that froze the server: a 100,000-character word in var_ranges, never followed by ': '.
    Parsing the file with it costs about what parsing the file costs (before: minutes)."""
    from inductor_lens.ir.parse import parse_text

    text = (PKG / "examples" / "resnet50" / "ir_post_fusion.txt").read_text()
    at = text.index("var_ranges = {")
    end = text.index("}", at)
    crafted = text[:at] + "var_ranges = {" + "p0" * 50_000 + text[end:]
    t = time.perf_counter()
    parse_text(text)
    plain = time.perf_counter() - t
    t = time.perf_counter()
    ir = parse_text(crafted)
    slow = time.perf_counter() - t
    assert len(ir.nodes) == 123
    assert slow < 20 * plain + 0.5, (slow, plain)


def _timed(fn, *args) -> float:
    t = time.perf_counter()
    fn(*args)
    return time.perf_counter() - t


def test_the_three_lines_of_issue_39_read_in_linear_time():
    """The lines that froze the server (issue 39 H1): a layout line repeating ``stride=[ `` (38.8 s to
    parse at 40k repetitions), an fx_graph_readable.py comment repeating ``:1 in a`` (10.5 s at 112 KB), a
    fusion.log candidate line ending in ``\\'`` repeated (24.6 s at 80 KB); each now costs about what a
    plain line of its length costs."""
    from inductor_lens.dump.log import candidate_traces
    from inductor_lens.dump.provenance import read_fx_readable
    from inductor_lens.ir.fields import parse_layout
    n = 40_000
    layout = "FixedLayout('cpu', torch.float32, " + "stride=[ " * n + ")"
    plain = "FixedLayout('cpu', torch.float32, " + "x " * (len(layout) // 2) + ")"
    assert _timed(parse_layout, layout) < 20 * _timed(parse_layout, plain) + 0.05
    readable = "# File: " + ":1 in a" * (112_000 // 7) + "\n"
    assert _timed(read_fx_readable, readable) < 0.5
    got = read_fx_readable("    # File: /m.py:20 in forward, code: y = x + 1\n    add: \"f32[2]\" = torch.ops.aten.add.Tensor(x, 1)\n")
    assert got["add"].source.line == 20 and got["add"].source.function == "forward"
    log = "SchedulerNode(name='op0'), stack_traces = {'" + "\\'" * 40_000
    assert _timed(candidate_traces, log) < 0.5
    from inductor_lens.dump.provenance import SourceLine
    assert candidate_traces("x, stack_traces = {'  File \"/m.py\", line 3, in f', '    y = g(x)', ''}") == \
        [[SourceLine("/m.py", 3, "f", "y = g(x)")]]


def test_py_strings_finds_what_the_regex_finds():
    """``py_strings`` (quotes found with str.find, each string matched where it opens) gives the strings
    its documented regex finds, on every short line made of quotes, backslashes, letters and newlines."""
    import itertools

    from inductor_lens.dump.log import py_strings
    old = re.compile(r"'((?:[^'\\]|\\.)*)'|\"((?:[^\"\\]|\\.)*)\"", re.S)
    n = 0
    for k in range(8):
        for chars in itertools.product("'\"\\a\n", repeat=k):
            line = "".join(chars)
            want = [m.group(1) if m.group(1) is not None else m.group(2) for m in old.finditer(line)]
            assert py_strings(line) == want, line
            n += 1
    assert n > 90_000
    assert py_strings("x = 'a' + \"b\\\"c\" + 'd", 4) == ["a", 'b\\"c']
