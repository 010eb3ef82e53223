"""``dump.output_code.read_calls``: the kernels and calls of output_code.py read line by line (what the kernel
map and the origins need) must be exactly those of the full ``ast`` reader, on every real file we have,
and give way to the full reader on anything it does not expect."""
from __future__ import annotations

import ast
import textwrap
from pathlib import Path

import pytest
from conftest import CORPUS, SHARED

from inductor_lens.dump import output_code as O

REPO = Path(__file__).resolve().parent.parent


def _files() -> list[Path]:
    files = sorted(CORPUS.glob("*/*/output_code.py"))
    files += sorted((REPO / "server/inductor_lens/examples").glob("*/output_code.py"))
    if SHARED.is_dir():
        files += sorted(p for p in (SHARED / "corpus/public").rglob("*.py") if "def call(" in p.read_text(errors="replace"))
    return files


def _calls_subgraphs(text: str) -> bool:
    """call() runs subgraphs (a torch.cond's ``if``/``else``, a while_loop's ``while``: ``# subgraph: <name>``):
    blocks the line-wise reading does not expect, so the full reader reads it (read_calls' documented fallback)."""
    return any(line.lstrip().startswith("# subgraph: ") for line in text.splitlines())


def _key(oc: O.OutputCode):
    return ({k: (v.kind, v.source, v.argtypes, v.device_str, v.line) for k, v in oc.kernels.items()},
            [(c.kernel, [ast.dump(a) for a in c.args], {k: ast.dump(v) for k, v in c.kwargs.items()}, c.method,
              c.line, c.target) for c in oc.calls])


def test_every_real_output_code_reads_the_same_kernels_and_calls():
    files = _files()
    assert len(files) >= 45            # the CPU and CUDA fixtures (inference and training) and the examples
    cuda = cpp = 0
    for f in files:
        text = f.read_text(encoding="utf-8", errors="replace")
        full = O.read_output_code(text)
        fast = O.read_calls(text)
        assert _key(fast) == _key(full), f
        assert (fast.call_fn is None and not fast.allocs) or _calls_subgraphs(text), \
            f"{f}: the line-wise reading was not used"
        cuda += any(k.kind == "triton" for k in full.kernels.values())
        cpp += any(k.kind.startswith("cpp") for k in full.kernels.values())
    assert cuda >= 20 and cpp >= 15


def test_every_real_output_code_reads_the_same_size_hints():
    """What size_hints reads (the aliases and input sizes call() names, the example inputs of get_args /
    benchmark_compiled_module) is the full reader's: the explanation of a graph with dynamic shapes reads
    the file once, for its kernel map and its size hints."""
    with_hints = 0
    for f in _files():
        text = f.read_text(encoding="utf-8", errors="replace")
        full = O.read_output_code(text)
        fast = O.read_calls(text)
        assert fast.call_fn is None or _calls_subgraphs(text), f
        assert (fast.aliases, fast.sym_reads, fast.sym_inputs) == (full.aliases, full.sym_reads, full.sym_inputs), f
        O.read_calls_cached.cache_clear()
        assert O.read_size_hints(text) == O.size_hints(full), f
        with_hints += bool(O.size_hints(full))
    assert with_hints >= 8      # the dynamic-shape fixtures (CPU and CUDA, inference and training)


def test_the_dynamic_explanation_reads_output_code_once(monkeypatch):
    from inductor_lens.explain.explain import explain_file
    d = CORPUS / "groupnorm_train_dynamic_cuda/g1_backward"
    assert O.size_hints(O.read_output_code((d / "output_code.py").read_text()))
    O.read_calls_cached.cache_clear()
    O.read_output_code_cached.cache_clear()
    full = []
    monkeypatch.setattr(O, "read_output_code", lambda text: full.append(1) or pytest.fail("full reader used"))
    ex = explain_file(d / "ir_post_fusion.txt")
    assert ex.pairs and not full


def test_the_line_numbers_are_the_files():
    f = CORPUS / "resnet50_eval/g0_inference/output_code.py"
    lines = f.read_text().splitlines()
    oc = O.read_calls(f.read_text())
    assert oc.calls
    for c in oc.calls:
        assert lines[c.line - 1].strip().startswith((c.kernel, f"{c.target} = {c.kernel}")), (c.kernel, c.line)


def test_a_call_over_several_lines_and_a_with_block():
    text = textwrap.dedent('''\
        async_compile = AsyncCompile()
        k0 = async_compile.triton('k0', \'\'\'
        def call(args):
            pass
        \'\'\', device_str='cuda')
        def call(args):
            arg0_1, = args
            args.clear()
            with torch.cuda._DeviceGuard(0):
                buf0 = empty_strided_cuda((4, ), (1, ), torch.float32)
                # comment (with a bracket
                k0.run(arg0_1,
                       buf0, 4,
                       stream=stream0)
                buf1 = extern_kernels.mm(arg0_1, buf0,
                    out=buf2)  # ) a closing bracket in a comment
            return (buf0, )
        ''')
    fast, full = O.read_calls(text), O.read_output_code(text)
    assert _key(fast) == _key(full)
    assert [(c.kernel, c.line) for c in fast.calls] == [("args.clear", 8), ("k0", 12), ("extern_kernels.mm", 15)]
    assert fast.call_fn is None                # read line-wise: the kernel source's `def call(` did not stop it


@pytest.mark.parametrize("body", [
    "    if buf0 is None:\n        k0.run(buf0)\n",          # a block other than `with`
    "    k0.run(buf0,\n",                                     # a statement that never ends
])
def test_what_it_does_not_expect_goes_to_the_full_reader(body):
    text = "k0 = async_compile.triton('k0', '''x''', device_str='cuda')\ndef call(args):\n" + body
    try:
        full = O.read_output_code(text)
    except O.OutputCodeError:
        with pytest.raises(O.OutputCodeError):
            O.read_calls(text)
        return
    fast = O.read_calls(text)
    assert _key(fast) == _key(full) and fast.call_fn is not None


def _shapes_of_the_full_reader(text: str):
    try:
        return O.buffer_shapes(O.read_output_code(text))
    except O.OutputCodeError:
        return None


def test_every_real_output_code_reads_the_same_buffer_shapes():
    """What the GPU estimates read (``read_buffer_shapes``: allocations and example inputs, line by line)
    is the full reader's ``buffer_shapes``, keys in the same order, on every real file; the static-shape
    ones (all but those with symbolic sizes) are read line-wise."""
    files = _files()
    lined = 0
    for f in files:
        text = f.read_text(encoding="utf-8", errors="replace")
        got = O.read_buffer_shapes(text)
        if got is None and _calls_subgraphs(text):     # call() has blocks: the full reader's shapes
            assert O.buffer_shapes(O.read_output_code(text)) is not None, f
            continue
        if got is None:     # only where the full reader finds a size that is not plain ints
            full = O.read_output_code(text)
            allocs = [*full.examples.values(), *full.allocs.values()]
            assert any(ast.unparse(a.size) if not isinstance(a.size, str) else a.size for a in allocs
                       if not isinstance(a.size, ast.Tuple) or not all(isinstance(e, ast.Constant) for e in a.size.elts)), f
            continue
        want = _shapes_of_the_full_reader(text)
        assert got == want and list(got) == list(want), f
        lined += 1
    assert lined >= 0.8 * len(files) and lined >= 40


_RUNNER = """k0 = async_compile.triton('k0', '''def call(x):\n    pass''', device_str='cuda')
class Runner:
    def __init__(self, partitions):
        self.partitions = partitions

    def call(self, args):
        arg0_1, = args
        with torch.cuda._DeviceGuard(0):
            buf0 = empty_strided_cuda((2, 64), (64, 1), torch.float32)
            buf1 = empty_strided_cuda((), (), torch.float16)  # a scalar
{extra}        return (buf0, )

runner = Runner(partitions=[])
call = runner.call


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    buf0 = rand_strided((3, 3), (3, 1), device='cuda:0', dtype=torch.float32)
    return [arg0_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    fn = lambda: call(list(args))
{bench}
"""


@pytest.mark.parametrize("extra,bench,lined", [
    ("", "", True),
    # an allocation inside a block other than `with`: the full reader does not read it
    ("            if arg0_1 is None:\n                buf2 = empty_strided_cuda((4, ), (1, ), torch.float32)\n",
     "", False),
    # over two lines
    ("            buf2 = empty_strided_cuda((4, ),\n                (1, ), torch.float32)\n", "", False),
    # a symbolic size
    ("            buf2 = empty_strided_cuda((s0, ), (1, ), torch.float32)\n", "", False),
    # another form of the call (a keyword)
    ("            buf2 = empty_strided_cuda((4, ), (1, ), dtype=torch.float32)\n", "", False),
    # an example input redefined in the second example function (EXAMPLE_FNS order decides)
    ("", "    arg0_1 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.int64)", True),
])
def test_buffer_shapes_line_wise_or_not_at_all(extra, bench, lined):
    text = _RUNNER.format(extra=extra, bench=bench)
    got = O.read_buffer_shapes(text)
    want = _shapes_of_the_full_reader(text)
    assert (got is not None) == lined, got
    if lined:
        assert got == want and list(got) == list(want)
        assert got["buf0"] == ((2, 64), "torch.float32")      # call()'s allocation over get_args' example
        assert got["buf1"] == ((), "torch.float16")
    # the estimates read either way: the same shapes
    assert (got if got is not None else want) == want
