#!/usr/bin/env python3
"""Generate the real Inductor IR fixtures under tests/corpus/.

Every fixture comes from a real ``torch.compile`` run on this machine (torch 2.14.1, CPU backend) with
``TORCH_COMPILE_DEBUG=1``, ``TORCH_LOGS=fusion`` and every cache disabled, so that Inductor prints its
``cannot fuse A with B: reason`` decisions for the very graph whose IR we keep.

For each model and each graph Inductor compiled for it, the folder ``tests/corpus/<model>/<graph>/``
receives ``ir_pre_fusion.txt``, ``ir_post_fusion.txt``, ``output_code.py`` and ``fusion.log`` (the
fusion-artifact log lines emitted while that graph was compiled, split from the whole run's log).

Usage::

    python tests/corpus/generate.py                 # every model
    python tests/corpus/generate.py resnet50_eval   # some models
    python tests/corpus/generate.py --list

Each model runs in its own subprocess (fresh Inductor state, environment set before torch is imported).
The ResNet50 graph's files are also copied into the package as the bundled examples (``example``, and
``example-cuda`` from the CUDA run).

CUDA (``--device cuda``, into ``tests/corpus/<model>_cuda/``): the same models compiled by Inductor's
Triton backend for one simulated H200 on this CPU-only machine (no GPU needed to generate them).
The device facts come from ``inductor_lens.measure.codegen.simulated_cuda`` (the one home of the
simulated device, shared with ``bench --codegen``); parameters and inputs are fake tensors on ``cuda``;
Inductor runs unchanged up to its generated module, which is never compiled or loaded (the loader is
replaced by a stub whose ``call`` raises): ``ir_pre_fusion.txt``, ``ir_post_fusion.txt``, the Triton
``output_code.py`` and the fusion log are Inductor's own. What a real GPU would have done differently
is recorded in ``meta.json`` (``simulated``). Training models (``resnet18_train``, ``transformer_train``,
``transformer_train_dynamic``) give both graphs on CUDA too: the backward is compiled right after the
forward, inside the first call (``force_non_lazy_backward_lowering``), and AOTAutograd's backward trace
runs on an autograd engine written in Python (``python_engine_run_backward``: the C++ engine needs a CUDA
context), which gives the joint graph the C++ engine gives, metadata included (checked on CPU for
ResNet18, a 2-block transformer, with static and dynamic shapes, and an MLP).

    python tests/corpus/generate.py --device cuda resnet50_eval mlp_gelu_layernorm
"""
from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
BUNDLED = REPO / "server" / "inductor_lens" / "examples" / "resnet50"
KEEP = ("ir_pre_fusion.txt", "ir_post_fusion.txt", "output_code.py",
        # where each op came from: FX nodes with their source lines, and Inductor's provenance maps
        "fx_graph_readable.py", "inductor_provenance_tracking_node_mappings.json", "fx_graph_runnable.py")


# --------------------------------------------------------------------------------------------------
# The target device. On CPU, place() and call() change nothing; on the simulated GPU, place() makes
# fake CUDA tensors of parameters, buffers and inputs, and call() runs the compiled function until
# Inductor's generated module would be loaded.
# --------------------------------------------------------------------------------------------------

DEVICE = "cpu"          # set by the worker
_FAKE = None            # the FakeTensorMode of a simulated-GPU run
#: what the simulated GPU answered differently from a real one, for meta.json
SIMULATED: dict = {}


class _Generated(Exception):
    """Raised by the stub module's call(): Inductor generated the module; nothing was compiled."""


def place(*objs):
    """Modules and tensors on the target device (fake CUDA tensors on the simulated GPU)."""
    if DEVICE == "cpu":
        return objs
    import torch
    out = []
    with _FAKE:
        for o in objs:
            if isinstance(o, torch.nn.Module):
                o._apply(_on_device)
            else:
                o = _on_device(o)
            out.append(o)
    return tuple(out)


def call(compiled, *args):
    """Run a compiled function once (on the simulated GPU: until its generated module is loaded)."""
    if DEVICE == "cpu":
        return compiled(*args)
    try:
        compiled(*args)
    except Exception as e:   # the stub's _Generated, possibly wrapped by Dynamo
        seen = e
        while seen is not None and not isinstance(seen, _Generated):
            seen = seen.__cause__ or seen.__context__
        if seen is None:
            raise
    else:
        raise RuntimeError("the compiled function ran on a simulated GPU")


def train(compiled, *args):
    """One training step of a compiled model: forward, then backward of the output's sum (on the simulated
    GPU both graphs are compiled inside the first call, force_non_lazy_backward_lowering, and that call
    stops at the forward's generated module)."""
    if DEVICE == "cpu":
        compiled(*args).sum().backward()
    else:
        call(compiled, *args)


def _simulated_gpu(stack) -> None:
    """Enter what a whole-model compile for the simulated H200 needs (see the module docstring)."""
    import types
    from unittest import mock

    import torch
    import torch._inductor.codecache as codecache
    import torch._inductor.fx_passes.pad_mm as pad_mm
    from torch._subclasses.fake_tensor import FakeTensorMode

    sys.path.insert(0, str(REPO / "server"))
    from inductor_lens.measure.codegen import H200, H200_DRAM_GBPS, simulated_cuda

    global _FAKE
    stack.enter_context(simulated_cuda(record_sdpa=_record_sdpa))
    # training: the backward is compiled right after the forward, inside the first call, traced by the
    # autograd engine in Python (the C++ one needs a CUDA context)
    stack.enter_context(_non_lazy_backward(torch._functorch.config))
    python_autograd_engine(stack)
    _FAKE = _fake_mode(stack, FakeTensorMode)

    def load_by_key_path(key, path, *args, **kwargs):
        mod = types.ModuleType(f"inductor_lens_generated_{key}")
        mod.__file__ = path

        def stub_call(*a, **k):
            raise _Generated(path)
        mod.call = stub_call
        return mod

    # the wrapper's loader; a max-autotune template choice's module loads for real (_autotune_without_gpu)
    _autotune_without_gpu(stack, codecache, load_by_key_path)
    refused = SIMULATED.setdefault("pad_mm_not_benchmarked", [])

    def should_pad(match, mat1, mat2, op, input=None):
        # a GPU would benchmark padded vs unpadded matmuls here (compute-bound, misaligned sizes)
        refused.append({"op": str(op), "mat1": list(mat1.shape), "mat2": list(mat2.shape)})
        return False

    stack.enter_context(mock.patch.object(pad_mm, _pad_decision(pad_mm), should_pad))

    # constant folding evaluates small real tensors: those a GPU would hold are made on the CPU
    from torch._inductor.constant_folding import ConstantFolder
    from torch.utils._python_dispatch import TorchDispatchMode

    class CudaOnCpu(TorchDispatchMode):
        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            kwargs = dict(kwargs or {})
            dev = kwargs.get("device")
            if dev is not None and torch.device(dev).type == "cuda":
                kwargs["device"] = torch.device("cpu")
                SIMULATED["constants_folded_on_cpu"] = SIMULATED.get("constants_folded_on_cpu", 0) + 1
            return func(*_gpu_args_on_cpu(args, "constants_folded_on_cpu"), **kwargs)

    fold = ConstantFolder.run

    def run(self, *args, **kwargs):
        with CudaOnCpu():
            return fold(self, *args, **kwargs)

    stack.enter_context(mock.patch.object(ConstantFolder, "run", run)); _proxy_constants_on_cpu(stack)
    SIMULATED.update(gpu=H200.name, compute_capability=f"{H200.major}.{H200.minor}",
                     sms=H200.multi_processor_count, dram_gbps=round(H200_DRAM_GBPS, 1),
                     torch_cuda_is_available=torch.cuda.is_available())


# --------------------------------------------------------------------------------------------------
# The autograd engine in Python, for training graphs on the simulated GPU. AOTAutograd traces the
# backward with torch.autograd.grad; over fake CUDA tensors the C++ engine asks CUDA for its primary
# context and fails without a GPU. python_engine_run_backward walks the graph the way the C++ engine
# does (torch/csrc/autograd/engine.cpp, python_engine.cpp), calling the same C++ nodes:
#   * roots and inputs as run_backward makes them (an Identity node, i.e. one sequence number, for an
#     input with no gradient accumulator; a GraphRoot, one more, for several roots), the root
#     gradients validated first;
#   * dependency counts over next_functions (compute_dependencies) and, for autograd.grad, which nodes
#     are needed for the requested inputs and where their gradients are captured (init_to_execute);
#   * a ready queue ordered like ReadyQueue's CompareNodeTaskTime (highest sequence_nr first);
#   * per node (call_function): pre-hooks, the node, validate_outputs (sum_to the input metadata's
#     shape, dtype cast), post-hooks; then the outputs accumulated per input slot of the next nodes
#     (InputBuffer::add: old + new); final callbacks (queue_callback) once the graph is done;
#   * grad mode set to create_graph while nodes run (GraphTask's thread-local state).
# Hooks: a C++ node's hooks cannot be read from Python, so the hooks AOTAutograd installs for the
# backward's metadata (logging_utils.setup_stacktrace_preservation_hooks: stack trace, grad_fn seq_nr,
# autograd_backward on the prehook; the gradient-accumulation stack on the post-hook; a final callback
# restoring the stack trace) are recorded instead of registered and called at the engine's points, so
# the backward FX nodes get the same stack_trace / seq_nr / autograd_backward / is_gradient_acc meta.
# Not replayed (and not used by AOTAutograd here): tensor hooks (Tensor.register_hook, retain_grad) and
# torch._C._current_autograd_node(), which only the autograd debug-logging hook reads; saved tensors are
# not freed when retain_graph is False; autograd.Function nodes run as PyNode::apply. A C++ node called
# outside the engine computes all its outputs (its should_compute_output reads the running graph task):
# a gradient along an edge that leads to no requested input is computed and dropped where the C++ engine
# skips it. AOTAutograd requests every primal that requires grad, so in its joint graphs such an edge
# could only lead to a leaf created inside the traced function (none in these models: the graphs are
# the same); with create_graph the extra gradient would also create extra autograd nodes.
# --------------------------------------------------------------------------------------------------

#: node -> (pre-hooks, post-hooks) recorded while AOTAutograd installs its metadata hooks
_NODE_HOOKS: dict = {}
#: final callbacks of the backward runs in progress (innermost last)
_FINAL_CALLBACKS: list[list] = []


class _RecordingNode:
    """An autograd node as setup_stacktrace_preservation_hooks sees it; its hooks are recorded."""
    __slots__ = ("node",)

    def __init__(self, node):
        self.node = node

    def __hash__(self):
        return hash(self.node)

    def __eq__(self, other):
        return isinstance(other, _RecordingNode) and other.node is self.node

    @property
    def next_functions(self):
        return tuple((None if fn is None else _RecordingNode(fn), nr) for fn, nr in self.node.next_functions)

    @property
    def metadata(self):
        return self.node.metadata

    def _sequence_nr(self):
        return self.node._sequence_nr()

    def _add(self, which: int, hook):
        from collections import OrderedDict

        import torch.utils.hooks as hooks
        hook_dicts = _NODE_HOOKS.setdefault(self.node, (OrderedDict(), OrderedDict()))
        handle = hooks.RemovableHandle(hook_dicts[which])
        hook_dicts[which][handle.id] = hook
        return handle

    def register_prehook(self, hook):
        return self._add(0, hook)

    def register_hook(self, hook):
        return self._add(1, hook)


class _EngineCallbacks:
    """Variable._execution_engine during a Python backward: queue_callback queues a final callback."""

    def __init__(self, engine):
        self._engine = engine

    def queue_callback(self, callback):
        if not _FINAL_CALLBACKS:
            raise RuntimeError("Final callbacks can only be installed during backward pass.")
        _FINAL_CALLBACKS[-1].append(callback)

    def __getattr__(self, name):
        return getattr(self._engine, name)


class _GraphRoot:
    """GraphRoot (several roots): its next edges are the roots; it returns the root gradients."""

    def __init__(self, edges, grads, sequence_nr):
        self.next_functions = tuple(edges)
        self._grads = grads
        self._input_metadata = ()
        self._seq = sequence_nr

    def _sequence_nr(self):
        return self._seq

    def __call__(self):
        return tuple(self._grads)


class _Unreachable:
    """The Identity node run_backward makes for an input without a gradient accumulator."""
    next_functions = ()
    _input_metadata = ()


def _next_sequence_nr() -> int:
    """Take one autograd sequence number, as creating a GraphRoot or Identity node does."""
    import torch
    return torch._C._functions.DelayedError("", 0)._sequence_nr()


def _validate_outputs(edges, grads) -> None:
    """engine.cpp validate_outputs: each gradient summed to its next node's input shape, cast to its dtype."""
    import torch
    from torch.fx.experimental.symbolic_shapes import guard_or_false, guard_or_true

    if len(grads) != len(edges):
        raise RuntimeError(f"invalid number of gradients - expected {len(edges)}, but got {len(grads)}")
    for i, (fn, input_nr) in enumerate(edges):
        grad = grads[i]
        if fn is None or grad is None:
            continue
        meta = fn._input_metadata[input_nr]
        if meta.is_nested_tensor or meta.is_cpp_nested_tensor:
            raise NotImplementedError("nested tensors in the Python autograd engine")
        shape, sizes = list(meta.shape), list(grad.shape)
        if not (len(shape) == len(sizes) and all(a == b for a, b in zip(shape, sizes))):
            # at::is_expandable_to(shape, grad.sizes())
            if len(shape) > len(sizes) or any(
                    s != t and s != 1 for s, t in zip(reversed(shape), reversed(sizes))):
                raise RuntimeError(f"Function {type(fn).__name__} returned an invalid gradient at index "
                                   f"{i} - got {sizes} but expected shape compatible with {shape}")
            # at::sum_to (ATen/ExpandUtils.h _sum_to)
            if not shape:
                grad = grad.sum()
            else:
                leading = len(sizes) - len(shape)
                dims = list(range(leading)) + [
                    d for d in range(leading, len(sizes))
                    if guard_or_false(shape[d - leading] == 1) and guard_or_true(sizes[d] != 1)]
                if dims:
                    grad = grad.sum(dims, keepdim=True)
                if leading > 0:
                    grad = grad.view(shape)
        if meta.dtype != grad.dtype:
            if not grad.is_floating_point() and meta.dtype.is_complex != grad.dtype.is_complex:
                raise RuntimeError(f"invalid gradient at index {i} - expected dtype {meta.dtype} "
                                   f"but got {grad.dtype}")
            grad = grad.to(meta.dtype)
        if grad.device != meta.device and not torch._C._dispatch_keys(grad).has(
                torch._C.DispatchKey.Python):
            if grad.dim() != 0:
                raise RuntimeError(f"invalid gradient at index {i} - expected device {meta.device} "
                                   f"but got {grad.device}")
            grad = grad.to(meta.device)
        grads[i] = grad


def python_engine_run_backward(t_outputs, grad_tensors, keep_graph, create_graph, inputs=None,
                               allow_unreachable=False, accumulate_grad=True):
    """torch.autograd.graph._engine_run_backward, with the C++ engine's walk done in Python."""
    import heapq
    import itertools
    import logging

    import torch
    from torch.autograd.graph import GradientEdge

    log = logging.getLogger("torch.autograd.graph")
    inputs = tuple(inputs or ())

    # python_engine.cpp run_backward: root edges and their gradients
    roots, grads = [], []
    for i, (out, grad) in enumerate(zip(t_outputs, grad_tensors)):
        if isinstance(out, GradientEdge):
            edge = (out.node, out.output_nr)
        elif out.grad_fn is not None:
            edge = (out.grad_fn, out.output_nr)
        elif out.requires_grad:
            raise NotImplementedError("a leaf tensor as a root of the Python autograd engine")
        else:
            raise RuntimeError(f"element {i} of tensors does not require grad and does not have a grad_fn")
        if grad is None:
            raise RuntimeError(f"element {i} of gradients tuple is None, but the corresponding Tensor "
                               "requires grad")
        roots.append(edge)
        grads.append(grad)

    # every node reachable from the roots, and the gradient accumulators among them
    reachable, stack = set(), [fn for fn, _ in roots]
    accumulators = {}
    while stack:
        fn = stack.pop()
        if fn in reachable:
            continue
        reachable.add(fn)
        if type(fn).__name__ == "AccumulateGrad":
            accumulators[id(fn.variable)] = fn
        stack.extend(nf for nf, _ in fn.next_functions if nf is not None)

    # the requested inputs' edges (output_edges)
    output_edges = []
    for t in inputs:
        if isinstance(t, GradientEdge):
            output_edges.append((t.node, t.output_nr))
            continue
        if not t.requires_grad:
            raise RuntimeError("One of the differentiated Tensors does not require grad")
        if t.grad_fn is not None:
            if accumulate_grad:
                raise NotImplementedError("backward(inputs=...) with a non-leaf input (retain_grad) in "
                                          "the Python autograd engine")
            output_edges.append((t.grad_fn, t.output_nr))
        elif id(t) in accumulators:
            output_edges.append((accumulators[id(t)], 0))
        else:
            _next_sequence_nr()    # the Identity node standing for an unreachable input
            output_edges.append((_Unreachable(), 0))

    # Engine::execute
    _validate_outputs(roots, grads)
    if len(roots) == 1:
        graph_root = roots[0][0]
    else:
        graph_root = _GraphRoot(roots, grads, _next_sequence_nr())

    dependencies: dict = {}
    seen, queue = {graph_root}, [graph_root]
    while queue:
        fn = queue.pop()
        for nf, _ in fn.next_functions:
            if nf is not None:
                dependencies[nf] = dependencies.get(nf, 0) + 1
                if nf not in seen:
                    seen.add(nf)
                    queue.append(nf)

    needed: dict = {}
    captures: dict = {}
    captured = [None] * len(output_edges)
    instrumented = bool(output_edges)
    if instrumented:
        for idx, (fn, input_nr) in enumerate(output_edges):
            if accumulate_grad:
                needed[fn] = True
            else:
                captures.setdefault(fn, []).append((input_nr, idx))

        def should_execute(fn):
            return needed.get(fn, False) or fn in captures

        # GraphTask::init_to_execute: a node is needed when a path leads from it to a requested input
        done, frames = {graph_root}, [[graph_root, iter(graph_root.next_functions)]]
        while frames:
            frame = frames[-1]
            for child, _ in frame[1]:
                if child is None:
                    continue
                if child in done:
                    if should_execute(child):
                        needed[frame[0]] = True
                    continue
                done.add(child)
                frames.append([child, iter(child.next_functions)])
                break
            else:
                frames.pop()
                if should_execute(frame[0]) and frames:
                    needed[frames[-1][0]] = True

    def add(buffer, pos, var):
        # InputBuffer::add (tensors under tracing are subclasses: accumulated out of place)
        if var is None:
            return
        buffer[pos] = var if buffer[pos] is None else buffer[pos] + var

    def call_function(fn, buffer):
        inputs_ = list(buffer)
        pre, post = _NODE_HOOKS.get(fn, ({}, {}))
        for hook in list(pre.values()):
            res = hook(tuple(inputs_))
            if res is not None:
                inputs_ = list(res)
        if log.isEnabledFor(logging.DEBUG):
            log.debug("Executing: %s with grad_outputs: [%s]", fn, ",".join(
                "None" if t is None else f"{t.dtype}{list(t.shape)}" for t in inputs_))
        if isinstance(fn, torch._C._FunctionBase):   # an autograd.Function: _py_node_apply (end of the file)
            outputs = _py_node_apply(fn, inputs_)
        else:
            out = fn(*inputs_)
            outputs = list(out) if isinstance(out, tuple) else [out]
        _validate_outputs(fn.next_functions, outputs)
        for hook in list(post.values()):
            res = hook(tuple(outputs), tuple(inputs_))
            if res is not None:
                outputs = list(res)
        return outputs

    order = itertools.count()
    ready: list = []
    not_ready: dict = {}

    def push(fn, buffer):
        heapq.heappush(ready, (-fn._sequence_nr(), next(order), fn, buffer))

    if len(roots) == 1:
        buffer = [None] * len(graph_root._input_metadata)
        add(buffer, roots[0][1], grads[0])
        push(graph_root, buffer)
    else:
        push(graph_root, [])

    callbacks: list = []
    _FINAL_CALLBACKS.append(callbacks)
    from torch.autograd.variable import Variable
    engine = Variable._execution_engine
    Variable._execution_engine = _EngineCallbacks(engine)
    try:
        with torch.set_grad_enabled(create_graph):
            while ready:
                _, _, fn, buffer = heapq.heappop(ready)
                # Engine::evaluate_function
                if instrumented:
                    for input_nr, idx in captures.get(fn, ()):
                        captured[idx] = buffer[input_nr]
                    if not needed.get(fn, False):
                        continue
                outputs = call_function(fn, buffer)
                for i, output in enumerate(outputs):
                    nf, input_nr = fn.next_functions[i]
                    if nf is None:
                        continue
                    dependencies[nf] -= 1
                    is_ready = dependencies[nf] == 0
                    if is_ready:
                        del dependencies[nf]
                    if nf not in not_ready:
                        if instrumented and not should_execute(nf):
                            continue
                        buf = [None] * len(nf._input_metadata)
                        add(buf, input_nr, output)
                        if is_ready:
                            push(nf, buf)
                        else:
                            not_ready[nf] = buf
                    else:
                        add(not_ready[nf], input_nr, output)
                        if is_ready:
                            push(nf, not_ready.pop(nf))
        # GraphTask::exec_post_processing
        if not_ready:
            raise RuntimeError("could not compute gradients for some functions")
        i = 0
        while i < len(callbacks):
            callbacks[i]()
            i += 1
    finally:
        Variable._execution_engine = engine
        _FINAL_CALLBACKS.pop()
    if not accumulate_grad:
        for i, grad in enumerate(captured):
            if grad is None and not allow_unreachable:
                raise RuntimeError(f"The differentiated Tensor at index {i} appears to not have been used in "
                                   "the graph. Set allow_unused=True if this is the desired behavior.")
        return tuple(captured)
    return ()


def python_autograd_engine(stack) -> None:
    """Enter the Python autograd engine (autograd.grad and backward) and the recording of AOTAutograd's
    metadata hooks for it."""
    from unittest import mock

    import torch.autograd
    import torch.autograd.graph
    from torch._functorch._aot_autograd import graph_capture_wrappers, logging_utils

    setup = logging_utils.setup_stacktrace_preservation_hooks

    def recording_setup(roots):
        return setup([_RecordingNode(n) for n in roots])

    for mod in (graph_capture_wrappers, logging_utils):
        stack.enter_context(mock.patch.object(mod, "setup_stacktrace_preservation_hooks", recording_setup))
    for mod in (torch.autograd, torch.autograd.graph):
        stack.enter_context(mock.patch.object(mod, "_engine_run_backward", python_engine_run_backward))
    stack.callback(_NODE_HOOKS.clear)


# --------------------------------------------------------------------------------------------------
# Models. Each function runs inside the worker process and calls torch.compile itself.
# --------------------------------------------------------------------------------------------------

def model_resnet50_eval():
    """torchvision ResNet50, eval mode, batch 2, inference graph (the seed document's model)."""
    import torch, torchvision
    torch.manual_seed(0)
    m = torchvision.models.resnet50(weights=None).eval()
    m, x = place(m, torch.randn(2, 3, 224, 224))
    with torch.no_grad():
        call(torch.compile(m), x)


def model_resnet18_train():
    """torchvision ResNet18 in training mode: forward and backward graphs."""
    import torch, torchvision
    torch.manual_seed(0)
    m = torchvision.models.resnet18(weights=None).train()
    m, x = place(m, torch.randn(2, 3, 64, 64))
    train(torch.compile(m), x)


def model_mlp_gelu_layernorm():
    """Two-layer MLP with GELU and LayerNorm (inference)."""
    import torch
    from torch import nn
    torch.manual_seed(0)
    m = nn.Sequential(nn.Linear(256, 1024), nn.GELU(), nn.LayerNorm(1024), nn.Linear(1024, 256),
                      nn.GELU(), nn.LayerNorm(256)).eval()
    m, x = place(m, torch.randn(32, 256))
    with torch.no_grad():
        call(torch.compile(m), x)


def model_attention_block():
    """Pre-norm transformer block with explicit softmax attention (inference)."""
    import torch
    from torch import nn

    class Block(nn.Module):
        def __init__(self, d=128, h=4):
            super().__init__()
            self.h = h
            self.ln1 = nn.LayerNorm(d)
            self.qkv = nn.Linear(d, 3 * d)
            self.proj = nn.Linear(d, d)
            self.ln2 = nn.LayerNorm(d)
            self.fc1 = nn.Linear(d, 4 * d)
            self.fc2 = nn.Linear(4 * d, d)

        def forward(self, x):
            b, t, d = x.shape
            q, k, v = self.qkv(self.ln1(x)).split(d, dim=-1)
            q, k, v = (z.view(b, t, self.h, d // self.h).transpose(1, 2) for z in (q, k, v))
            att = (q @ k.transpose(-2, -1)) * (d // self.h) ** -0.5
            att = att.masked_fill(torch.ones(t, t, dtype=torch.bool, device=x.device).triu(1), float("-inf"))
            y = att.softmax(-1) @ v
            x = x + self.proj(y.transpose(1, 2).reshape(b, t, d))
            return x + self.fc2(torch.nn.functional.gelu(self.fc1(self.ln2(x))))

    torch.manual_seed(0)
    m, x = place(Block().eval(), torch.randn(2, 64, 128))
    with torch.no_grad():
        call(torch.compile(m), x)


def _transformer_block():
    """model_attention_block's pre-norm block (d=128, 4 heads, explicit causal softmax attention)."""
    import torch
    from torch import nn

    class TrainBlock(nn.Module):
        def __init__(self, d=128, h=4):
            super().__init__()
            self.h = h
            self.ln1 = nn.LayerNorm(d)
            self.qkv = nn.Linear(d, 3 * d)
            self.proj = nn.Linear(d, d)
            self.ln2 = nn.LayerNorm(d)
            self.fc1 = nn.Linear(d, 4 * d)
            self.fc2 = nn.Linear(4 * d, d)

        def forward(self, x):
            b, t, d = x.shape
            q, k, v = self.qkv(self.ln1(x)).split(d, dim=-1)
            q, k, v = (z.view(b, t, self.h, d // self.h).transpose(1, 2) for z in (q, k, v))
            att = (q @ k.transpose(-2, -1)) * (d // self.h) ** -0.5
            att = att.masked_fill(torch.ones(t, t, dtype=torch.bool, device=x.device).triu(1), float("-inf"))
            y = att.softmax(-1) @ v
            x = x + self.proj(y.transpose(1, 2).reshape(b, t, d))
            return x + self.fc2(torch.nn.functional.gelu(self.fc1(self.ln2(x))))

    torch.manual_seed(0)
    return TrainBlock().train()


def model_transformer_train():
    """Pre-norm transformer block (explicit softmax attention) in training: forward and backward graphs."""
    import torch
    m = _transformer_block()
    m, x = place(m, torch.randn(2, 64, 128))
    train(torch.compile(m), x)


def model_transformer_train_dynamic():
    """The training transformer block compiled with dynamic=True: forward and backward graphs."""
    import torch
    m = _transformer_block()
    m, x = place(m, torch.randn(2, 64, 128))
    train(torch.compile(m, dynamic=True), x)


def model_dynamic_convnet():
    """Small conv net (conv-BN-ReLU-maxpool, linear head) compiled with dynamic shapes."""
    import torch
    from torch import nn
    torch.manual_seed(0)
    m = nn.Sequential(nn.Conv2d(3, 16, 3, padding=1), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2),
                      nn.Conv2d(16, 32, 3, padding=1), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten(),
                      nn.Linear(32, 10), nn.LogSoftmax(-1)).eval()
    m, x = place(m, torch.randn(3, 3, 32, 32))
    with torch.no_grad():
        call(torch.compile(m, dynamic=True), x)


def model_softmax_scale():
    """softmax(x) * 2: an outer-loop fusion and 'intermediate nodes' refusal."""
    import torch
    def f(x):
        return torch.softmax(x, -1) * 2
    call(torch.compile(f), *place(torch.randn(64, 100)))


def model_roll_stencil():
    """exp -> (y * 2, y + roll(y)): 'memory deps did not match'."""
    import torch
    def f(x):
        y = x.exp()
        return y * 2, y + torch.roll(y, 1, 0)
    call(torch.compile(f), *place(torch.randn(64, 33)))


def model_index_ops():
    """layernorm, dropout, index_put(accumulate), embedding, argmax: node order, atomic adds, seeds."""
    import torch
    def f(x, idx, emb, table):
        y = torch.nn.functional.layer_norm(x, (32,))
        y = torch.nn.functional.dropout(y, 0.1, training=True)
        z = torch.zeros(16, 32, device=x.device).index_put_((idx,), y, accumulate=True)
        e = torch.nn.functional.embedding(emb, table)
        return z * 2, e.sum(-1), y.argmax(-1)
    torch.manual_seed(0)
    call(torch.compile(f), *place(torch.randn(8, 32), torch.randint(0, 16, (8,)), torch.randint(0, 10, (4, 5)),
                                  torch.randn(10, 32)))


def model_far_apart():
    """x read at both ends of a long chain of extern matmuls: 'Nodes are too far away'."""
    import torch
    def f(x, w):
        a = x.sin()
        h = a
        for _ in range(70):
            h = torch.mm(h, w)
        return x.cos() + h
    call(torch.compile(f), *place(torch.randn(16, 16), torch.randn(16, 16) * 0.1))


def model_cat_mutation():
    """topk + cat (MultiOutput, NonOwningLayout, aliases, Nop ConcatKernel) and in-place updates of an
    input (MutationLayoutSHOULDREMOVE, WeakDep, StarDep)."""
    import torch
    def f(x, y):
        v, i = torch.topk(x, 3, -1)
        c = torch.cat([v * 2, x[:, :3] + 1], -1)
        y.add_(1)
        y[0] = 3
        return c, i, y * 2
    call(torch.compile(f), *place(torch.randn(8, 16), torch.randn(8, 16)))


def model_node_order():
    """Two reductions fuse first; the queued (pointwise, reduction) pair then meets its own ancestor:
    'node1 must go before node2'."""
    import torch
    def f(x, z):
        s = x.sum(1)
        y = z * s[:, None]
        m = (x + z).amax(1)
        return y, m
    call(torch.compile(f), *place(torch.randn(256, 256), torch.randn(256, 256)))


def model_peak_memory():
    """Two single-use 4096-element reductions whose consumers share only a 64-byte weight:
    'Fusion will increase peak memory'."""
    import torch
    def f(a, b, w):
        p = a.sum(1)
        q = b.sum(1)
        return p.view(256, 16) * w, q.view(256, 16) + w
    call(torch.compile(f), *place(torch.randn(4096, 8), torch.randn(4096, 8), torch.randn(16)))


def model_create_cycle():
    """A fusion made earlier in the round closes a path between two other nodes: 'will create cycle'."""
    import torch
    def f(g, v):
        a = v * 2
        b = (g * a[:, None]).sum(1)
        c = g.sin().sum(1)
        d = c + v
        return a, b, d
    call(torch.compile(f), *place(torch.randn(256, 1024), torch.randn(256)))


def model_max_fusion():
    """65 chained pointwise outputs: the 65th cannot join a 64-node fused node: 'exceeds max fusion'."""
    import torch
    def f(x):
        outs = []
        for _ in range(65):
            x = x * 1.01 + 1
            outs.append(x)
        return outs
    call(torch.compile(f), *place(torch.randn(64)))


def model_score_threshold():
    """Two independent pointwise ops sharing only a 4-byte scalar: 'score_fusion_memory_threshold'."""
    import torch
    def f(x, y, s):
        return x * s, y + s
    call(torch.compile(f), *place(torch.randn(64, 64), torch.randn(64, 64), torch.randn(1)))


def model_cpp_template():
    """Frozen Linear layers compiled with the C++ GEMM template (max-autotune): prologue/epilogue rules."""
    import torch
    torch.manual_seed(0)
    lin = torch.nn.Linear(64, 64).eval()
    def f(a, b):
        c = lin(a.relu() * 2)
        d = lin(b.amax(1).view(64, 64))
        return c.sum(1), c.relu(), d
    with torch.no_grad(), torch._inductor.config.patch(freezing=True, max_autotune=True,
                                                       max_autotune_gemm_backends="CPP,ATEN"):
        torch.compile(f)(torch.randn(64, 64), torch.randn(4096, 16))


def model_simd_numel():
    """SIMD numel checks: nodes of different shapes that share reads of one per-row vector."""
    import torch

    def f(v, a, b, c, d):
        p1 = a * v[:, None]                             # pointwise (64, 32)
        p2 = b * v[:, None]                             # pointwise (64, 16): numel mismatch (non-reduce)
        p3 = (c * v[:, None]).sum(1)                    # reduction (64, 8)
        p4 = (d * v[:, None]).sum(1)                    # reduction (64, 24): numel mismatch (reduce)
        p5 = b[:, :8] + v[:, None]                      # pointwise (64, 8) beside p4: numel incompatibility
        return p1, p2, p3, p4, p5
    call(torch.compile(f), *place(torch.randn(64), torch.randn(64, 32), torch.randn(64, 16), torch.randn(64, 8),
                                  torch.randn(64, 24)))


def model_simd_tiling():
    """SIMD tiling checks: a transposing pointwise (2-D tiling) beside contiguous ones, feeding a reduction."""
    import torch

    def f(x, y):
        t = x.t().contiguous() * 2                      # transposed copy: tiled in 2-D
        u = x + y                                       # contiguous over the same x
        v = (x.t() + 1).sum(1)                          # a reduction over the transposed read
        w = (t.t() * u).sum(0)
        return t, u, v, w
    call(torch.compile(f), *place(torch.randn(256, 128), torch.randn(256, 128)))


def model_simd_mixed():
    """SIMD mixed cases: reductions along both axes of one input, a reduction epilogue, a transposed consumer needing loop reordering."""
    import torch

    def f(x, z):
        r = x.sum(0)                                    # column sums
        c = x.sum(1)                                    # row sums of the same x
        n = x / c[:, None]                              # reduction epilogue
        p = (z.permute(0, 2, 1) * 3).contiguous()       # writes in one loop order
        q = p.permute(0, 2, 1) + z                      # reads it in another
        return r, n, q
    call(torch.compile(f), *place(torch.randn(128, 512), torch.randn(8, 64, 32)))



def model_simd_tiling_refusals():
    """SIMD tiling refusals: two pointwise nodes tiled in 2-D along different loops (tiling mismatch), a
    2-D tiled pointwise feeding a reduction of another split (invalid tiling for reduction), and a
    pointwise node whose loops do not split onto its reduction's (refused earlier: no shared data)."""
    import torch

    def f(x, z, w, y, v):
        a = x.permute(2, 0, 1) + w                      # (32, 32, 32): x read with stride 1 on loop 0
        b = z.permute(0, 2, 1) * w                      # the same w, z read with stride 1 on loop 1
        p = x.permute(2, 0, 1) * 3                      # 2-D tiled pointwise ...
        r = p.sum(-1)                                   # ... into a reduction over the last loop
        q = v + y.t()                                   # (6, 64): a contiguous and a transposed read
        s = q.reshape(4, 96).sum(1)                     # (6, 64) does not split onto (4, 96)
        return a, b, r, q, s
    call(torch.compile(f), *place(torch.randn(32, 32, 32), torch.randn(32, 32, 32), torch.randn(32, 32, 32),
                                  torch.randn(64, 6), torch.randn(6, 64)))



def model_channels_last_train():
    """A channels-last conv block in training (conv, BatchNorm, Hardswish, depthwise conv, SE-style
    gate): its backward copies between channels-last and contiguous layouts, where Inductor inverts a
    copy's indexing to fuse it with its producer (index inversion), sometimes then refusing the pair."""
    import torch
    from torch import nn
    torch.manual_seed(0)

    class Block(nn.Module):
        def __init__(self):
            super().__init__()
            self.conv = nn.Conv2d(8, 16, 3, padding=1, bias=False)
            self.bn = nn.BatchNorm2d(16)
            self.act = nn.Hardswish()
            self.dw = nn.Conv2d(16, 16, 3, padding=1, groups=16, bias=False)
            self.bn2 = nn.BatchNorm2d(16)
            self.fc = nn.Conv2d(16, 16, 1)

        def forward(self, x):
            y = self.act(self.bn(self.conv(x)))
            z = self.act(self.bn2(self.dw(y)))
            g = torch.sigmoid(self.fc(z.mean((2, 3), keepdim=True)))
            return z * g

    m = Block().train().to(memory_format=torch.channels_last)
    m, x = place(m, torch.randn(2, 8, 12, 12).to(memory_format=torch.channels_last))
    train(torch.compile(m), x)


def model_groupnorm_train_dynamic():
    """Conv-GroupNorm-SiLU twice (groups of 8 then of 4 channels), trained with dynamic=True: forward and
    backward graphs. Its sizes are symbols (batch s33, side s69), and the GroupNorm views print floor
    divisions of them (``((s69**2)//s69)``) and of loop variables (``((d1//8))``): the CUDA forward fuses
    the normalisation into its statistics in the last round, after reindexing it onto the reduction's
    loops, which the coalescing guard evaluates at the size hints (the example sizes, output_code.py)."""
    import torch
    from torch import nn
    torch.manual_seed(0)
    m = nn.Sequential(nn.Conv2d(8, 32, 3, padding=1), nn.GroupNorm(4, 32), nn.SiLU(),
                      nn.Conv2d(32, 32, 3, padding=1), nn.GroupNorm(8, 32), nn.SiLU()).train()
    m, x = place(m, torch.randn(2, 8, 16, 16))
    train(torch.compile(m, dynamic=True), x)


def model_convbn_train_dynamic():
    """Conv-BatchNorm-ReLU twice, trained with dynamic=True: forward and backward graphs. In the backward
    a guard specialised the side (``s69`` is 16 in the shape environment): the nodes' ``sizes`` print
    ``s69`` where their dependencies and groups print 16, and the last round's loop reorder of the
    BatchNorm gradient to its statistics' loop order is replayed only with that replacement."""
    import torch
    from torch import nn
    torch.manual_seed(0)
    m = nn.Sequential(nn.Conv2d(3, 16, 3, padding=1), nn.BatchNorm2d(16), nn.ReLU(),
                      nn.Conv2d(16, 16, 3, padding=1), nn.BatchNorm2d(16), nn.ReLU()).train()
    m, x = place(m, torch.randn(2, 3, 16, 16))
    train(torch.compile(m, dynamic=True), x)


def model_layernorm_heads_train_dynamic():
    """LayerNorm-Linear-GELU-Linear, split into heads (view + transpose), a LayerNorm per head, merged back
    with a residual add, trained with dynamic=True (batch and sequence are symbols). The backward's 2-D
    tiling candidates have symbolic strides and sizes (decided at the size hints, output_code.py); the
    forward's per-head statistics are not fused with the transposed read of their input (a reindex onto
    the reduction's loops keeps the transposed order: no shared data)."""
    import torch
    from torch import nn

    class Heads(nn.Module):
        def __init__(self, d=32, h=4):
            super().__init__()
            self.h = h
            self.ln = nn.LayerNorm(d)
            self.fc1 = nn.Linear(d, 2 * d)
            self.fc2 = nn.Linear(2 * d, d)
            self.ln2 = nn.LayerNorm(d // h)

        def forward(self, x):
            b, t, d = x.shape
            y = self.fc2(torch.nn.functional.gelu(self.fc1(self.ln(x))))
            y = self.ln2(y.view(b, t, self.h, d // self.h).transpose(1, 2))
            return y.transpose(1, 2).reshape(b, t, d) + x

    torch.manual_seed(0)
    m = Heads().train()
    m, x = place(m, torch.randn(2, 12, 32))
    train(torch.compile(m, dynamic=True), x)


def model_mean_linear_train():
    """Linear then a mean over the sequence, trained: the backward spreads the output's gradient over the
    sequence (a broadcast read ``d1 + 32*((d0//16))``, not affine) into a buffer that the bias gradient
    sums by columns. The last round reorders that pointwise node's loops to the reduction's order: its
    broadcast read is rewritten with the loops (``d0 + 32*((d1//16))``) and the pair fuses."""
    import torch
    from torch import nn
    torch.manual_seed(0)
    m = nn.Linear(32, 32).train()
    m, x = place(m, torch.randn(2, 16, 32))
    train(torch.compile(lambda t: m(t).mean(1)), x)


def model_scan_reduce():
    """cumsum, cumprod, argmax/argmin, topk, logsumexp and sort: the scans are reductions to Inductor
    (``ir.Scan.get_reduction_type`` is ``"custom"``), so a scan pairs with its pointwise consumer by the
    reduction rules, not the pointwise numel/rnumel check."""
    import torch

    def f(x, y):
        c = torch.cumsum(x, 1)
        p = torch.cumprod(x.sigmoid(), -1)
        v, i = torch.topk(x, 3, dim=1)
        return c * p, x.argmax(1) + y.argmin(-1).sum(), v.sum() + i.sum(), torch.logsumexp(y, 0), \
            torch.sort(y, 1)[0][:, :2]
    call(torch.compile(f), *place(torch.randn(6, 40), torch.randn(6, 40)))


def model_pool_train():
    """Conv-ReLU, max pool with indices, a second conv, max unpool and adaptive pools, trained. In the
    backward the last round reorders the max pool's gradient (an indirect read ``2048*d0 + 256*d1 +
    tmp0``) to its bias gradient's loop order and the pair fuses."""
    import torch
    from torch import nn
    import torch.nn.functional as F

    class M(nn.Module):
        def __init__(self):
            super().__init__()
            self.c = nn.Conv2d(3, 8, 3, padding=1)
            self.c2 = nn.Conv2d(8, 8, 3, padding=1)

        def forward(self, x):
            y = F.relu(self.c(x))
            p, idx = F.max_pool2d(y, 2, return_indices=True)
            z = self.c2(p)
            u = F.max_unpool2d(z, idx, 2)
            return F.adaptive_avg_pool2d(u, (3, 3)).flatten(1) + F.adaptive_max_pool2d(z, 1).flatten(1).sum(1, keepdim=True)

    torch.manual_seed(0)
    m = M().train()
    m, x = place(m, torch.randn(2, 3, 16, 16))
    train(torch.compile(m), x)


def model_moe_top2():
    """Mixture-of-experts layer with a top-2 router (softmax gating, topk), per-expert token selection
    (``torch.where`` on the routing mask: ``nonzero``), expert MLPs and an ``index_add_`` combine,
    compiled with data-dependent output shapes captured: the selected tokens' buffers have sizes in
    unbacked symbols (``u0``, ``u1``, ...), whose ``dep_size_hint`` is 0, so pairs sharing only them
    are refused with "no shared data"."""
    import torch
    from torch import nn
    import torch.nn.functional as F

    class MoE(nn.Module):
        def __init__(self, d=64, hidden=128, experts=4):
            super().__init__()
            self.router = nn.Linear(d, experts, bias=False)
            self.w1 = nn.ModuleList(nn.Linear(d, hidden) for _ in range(experts))
            self.w2 = nn.ModuleList(nn.Linear(hidden, d) for _ in range(experts))

        def forward(self, x):
            gates = F.softmax(self.router(x), dim=-1)
            weights, chosen = torch.topk(gates, 2, dim=-1)
            weights = weights / weights.sum(-1, keepdim=True)
            out = torch.zeros_like(x)
            for e, (w1, w2) in enumerate(zip(self.w1, self.w2)):
                token, slot = torch.where(chosen == e)
                h = w2(F.gelu(w1(x[token])))
                out.index_add_(0, token, h * weights[token, slot].unsqueeze(-1))
            return out

    torch.manual_seed(0)
    m = MoE().eval()
    m, x = place(m, torch.randn(32, 64))
    with torch.no_grad(), torch._dynamo.config.patch(capture_dynamic_output_shape_ops=True,
                                                     capture_scalar_outputs=True):
        call(torch.compile(m), x)


# --------------------------------------------------------------------------------------------------
# Attention as the H200 compiles it (the simulated GPU's SDPA choice and bf16 answer)
#
# Attention and bf16 on the simulated GPU (``simulated_cuda`` and ``measure/sdp_choice.py``):
# ``F.scaled_dot_product_attention`` picks its kernel by asking the device (sdp_utils.cpp
# ``select_sdp_backend``), so without one it always decomposes to math (bmm + softmax + bmm).
# ``aten.scaled_dot_product_attention`` gets a Python CompositeImplicitAutograd kernel that makes the
# H200's choice instead: torch's priority order (``torch._C._get_sdp_priority_order()``, with cuDNN
# attention first, as ``check_prefer_cudnn_attention`` sets it on sm90 with the runtime cuDNN newer than
# 9.15; ``TORCH_CUDNN_SDPA_DEPRIORITIZED=1`` keeps flash first), each backend's checks as sdp_utils.cpp and
# sdp_utils_cpp.h make them (cuDNN and flash: fp16/bf16; flash: no mask, head dim <= 256, square causal;
# cuDNN: head dim a multiple of 8, mask shapes, dropout in 1/16ths, backward head dims; memory-efficient:
# fp32/fp16/bf16, head dim aligned to 4 (fp32) or 8 (16-bit); all: dense 4-D inputs with a unit last stride,
# one batch size, heads; the torch.backends.cuda switches), then the chosen op called as attention.cpp calls it
# (``_scaled_dot_product_cudnn_attention`` / ``_flash_attention`` with the head dim padded to a multiple of 8
# / ``_efficient_attention`` with its logsumexp when grad is required; the math decomposition otherwise).
# Inductor runs these as fallback kernels. Each choice (backend, dtype, shapes and strides, why the
# backends before it were refused) is recorded in ``meta.json`` under ``simulated.sdpa``. bf16 is
# supported, as on sm_90: ``torch.cuda.is_bf16_supported()`` and the Dynamo device interface's
# ``is_bf16_supported`` answer True (Inductor refuses to compile a bf16 graph for a device that answers
# False). CPU runs are not patched: CPU SDPA picks its own flash attention.
# --------------------------------------------------------------------------------------------------

def _record_sdpa(choice: dict) -> None:
    """One SDPA backend choice of the simulated H200, for meta.json (each distinct choice once, with how
    many times it was made: Dynamo, AOTAutograd and Inductor's passes may trace the same call)."""
    seen = SIMULATED.setdefault("sdpa", [])
    for entry in seen:
        if {k: v for k, v in entry.items() if k != "calls"} == choice:
            entry["calls"] += 1
            return
    seen.append({**choice, "calls": 1})


def _sdpa_block(dtype_name: str = "float32", train: bool = False):
    """A pre-norm transformer block (d=128, 4 heads of 32) whose attention is F.scaled_dot_product_attention
    (causal), and its input (2, 64, 128), in this dtype."""
    import torch
    from torch import nn
    import torch.nn.functional as F

    class SdpaBlock(nn.Module):
        def __init__(self, d=128, h=4):
            super().__init__()
            self.h = h
            self.ln1 = nn.LayerNorm(d)
            self.qkv = nn.Linear(d, 3 * d)
            self.proj = nn.Linear(d, d)
            self.ln2 = nn.LayerNorm(d)
            self.fc1 = nn.Linear(d, 4 * d)
            self.fc2 = nn.Linear(4 * d, d)

        def forward(self, x):
            b, t, d = x.shape
            q, k, v = self.qkv(self.ln1(x)).split(d, dim=-1)
            q, k, v = (z.view(b, t, self.h, d // self.h).transpose(1, 2) for z in (q, k, v))
            y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
            x = x + self.proj(y.transpose(1, 2).reshape(b, t, d))
            return x + self.fc2(F.gelu(self.fc1(self.ln2(x))))

    torch.manual_seed(0)
    dtype = getattr(torch, dtype_name)
    m = SdpaBlock().to(dtype).train(train)
    return place(m, torch.randn(2, 64, 128, dtype=dtype))


def model_sdpa_block():
    """Pre-norm transformer block with F.scaled_dot_product_attention (causal), fp32, inference: on the H200
    memory-efficient attention (a fallback kernel); on CPU, CPU flash attention."""
    import torch
    m, x = _sdpa_block()
    with torch.no_grad():
        call(torch.compile(m), x)


def model_sdpa_block_train():
    """The fp32 SDPA block in training: forward and backward graphs (on the H200 memory-efficient attention
    computing its logsumexp, and its backward kernel)."""
    import torch
    m, x = _sdpa_block(train=True)
    train(torch.compile(m), x)


def model_sdpa_block_bf16():
    """The SDPA block with bf16 weights and input, inference: on the H200 a fused 16-bit kernel (cuDNN
    attention, the first of torch's order on sm90 with cuDNN >= 9.15.1; flash attention with
    TORCH_CUDNN_SDPA_DEPRIORITIZED=1); on CPU, CPU flash attention in bf16."""
    import torch
    m, x = _sdpa_block("bfloat16")
    with torch.no_grad():
        call(torch.compile(m), x)


def model_sdpa_block_bf16_flash():
    """The bf16 SDPA block run with TORCH_CUDNN_SDPA_DEPRIORITIZED=1 (set before the first SDPA call, as a
    user would for the process), inference: on the H200 flash attention."""
    import os
    import torch
    os.environ["TORCH_CUDNN_SDPA_DEPRIORITIZED"] = "1"
    m, x = _sdpa_block("bfloat16")
    with torch.no_grad():
        call(torch.compile(m), x)


MODELS = {name[len("model_"):]: fn for name, fn in globals().items() if name.startswith("model_")}

#: models not generated on the simulated GPU, and why
NOT_ON_CUDA = {
    "cpp_template": "the C++ GEMM template is a CPU backend feature",
}

#: models whose whole TORCH_LOGS capture (IR of every graph before and after fusion, interleaved with the
#: fusion log and warnings, exactly as printed on stderr) is kept as torch_logs.txt
CAPTURE = {"mlp_gelu_layernorm", "softmax_scale", "dynamic_convnet", "cond_branch"}

#: fixture pairs (tests/corpus/pairs.py: config, insert and moved pairs for ``compare``), generated with
#: --pairs into tests/corpus/pairs/<pair>[_cuda]/{a,b}/ and described by its docstring
sys.path.insert(0, str(HERE))
import pairs as _pairs  # noqa: E402

sys.path.insert(0, str(REPO / "server"))
from inductor_lens.replay.config import CONFIG_FILE  # noqa: E402
from inductor_lens.runs.capture import COMPILE_ID_RE, CONFIG_KEY, frames_of, trace_logs  # noqa: E402

#: the process id in torch's log prefix (the key of a graph's compilation metrics, with its compile id)
PID_RE = re.compile(r"^(?:\[rank\d+\]:)?[VIWEDC]\d{4} [\d:.]+ +(\d+) ")


# --------------------------------------------------------------------------------------------------
# Config fixtures (issue 37): one model compiled under one non-default Inductor setting, set the way a
# user sets it, and kept the way a plain TORCH_COMPILE_DEBUG=1 directory holds it: no
# inductor_config.json beside the graphs, the config only in Inductor's own fx_graph_runnable.py.
# --------------------------------------------------------------------------------------------------
# (This block and the module docstring's lines above the models: the fixtures' provenance names
# generate.py's model lines, so nothing is inserted above them. Graphs made since issue 37 also keep
# fx_graph_runnable.py, KEEP; older fixtures were not regenerated.)
#
#     python tests/corpus/generate.py --configs                      # every CPU variant
#     python tests/corpus/generate.py --configs --device cuda block_combo_kernels

#: ``--configs``: the config fixtures, generated by ``python tests/corpus/generate.py --configs [NAMES]
#: [--device cuda]`` into ``tests/corpus/configs/<name>[_cuda]/`` (described by its README.md). Each
#: variant compiles one model file of the pairs (``tests/corpus/pairs_src/base/<model>.py``: ``block``,
#: the transformer block; ``convnet``, the two-branch conv net) once, in ``mode`` (inference | train),
#: in a worker subprocess like every fixture, with ONE setting changed the way users change it:
#:
#: * ``config``: ``{name: value}`` (a dotted name for a sub-config: ``cpp.max_horizontal_fusion_size``),
#:   assigned in the worker before compiling (``torch._inductor.config.NAME = VALUE``), so that
#:   Inductor writes it into each graph's ``fx_graph_runnable.py`` as a ``torch._inductor.config.NAME =
#:   VALUE`` line (it writes every value that differs from the default);
#: * ``env``: ``{TORCHINDUCTOR_VAR: "value"}`` in the worker's environment only (``knob``: the
#:   ``{name: value}`` it sets, as Inductor's config.py reads it at import): the config module's default
#:   becomes that value, so no config line is written, only an ``os.environ['TORCHINDUCTOR_VAR'] =
#:   'value'`` line (fx_graph_runnable.py records every TORCH*/INDUCTOR*/TRITON* variable).
#:
#: ``devices``: where the setting acts (cpu, cuda: the simulated H200); ``doc``: what it changes. The
#: generator checks that each graph's fx_graph_runnable.py holds the setting's line and the ``# torch
#: version:`` line, and compares the post-fusion groups (by member names, pairs.py's oracle) with the
#: default-config compile of the same model and mode (DEFAULT_FIXTURES), into meta.json: ``config``,
#: ``via`` (config | env), ``runnable_line``, ``default_fixture``, ``oracle`` and ``differs_from_default``.
CONFIGS: dict[str, dict] = {
    "block_max_fusion_size": dict(
        model="block", mode="inference", config={"max_fusion_size": 2}, devices=("cpu", "cuda"),
        doc="The transformer block with max_fusion_size=2 (default 64): every fused node of more than two "
            "nodes is refused ('exceeds max fusion'); the groups differ from the default's."),
    "convnet_score_threshold": dict(
        model="convnet", mode="inference", config={"score_fusion_memory_threshold": 10**6},
        devices=("cpu", "cuda"),
        doc="The two-branch conv net with score_fusion_memory_threshold=1000000 (default 10): a horizontal "
            "fusion sharing less than 1 MB is refused ('score_fusion_memory_threshold'): the two "
            "branches' copies of the input (op0, op5: 24 KB shared) stay apart. (On the block the value "
            "changes no group: its fusions are vertical.)"),
    "convnet_cpp_horizontal": dict(
        model="convnet", mode="inference", config={"cpp.max_horizontal_fusion_size": 1}, devices=("cpu",),
        doc="The two-branch conv net on CPU with cpp.max_horizontal_fusion_size=1 (default 16): the C++ "
            "backend refuses every horizontal fusion: the two branches' copies of the input (op0, op5) "
            "stay apart."),
    "convnet_cpp_horizontal_env": dict(
        model="convnet", mode="inference", env={"TORCHINDUCTOR_CPP_MAX_HORIZONTAL_FUSION_SIZE": "1"},
        knob={"cpp.max_horizontal_fusion_size": 1}, devices=("cpu",),
        doc="convnet_cpp_horizontal set through the environment instead: "
            "TORCHINDUCTOR_CPP_MAX_HORIZONTAL_FUSION_SIZE=1 (cpp.max_horizontal_fusion_size=1, default 16): "
            "the same groups, no config line in fx_graph_runnable.py, only the os.environ line."),
    "block_loop_ordering_env": dict(
        model="block", mode="inference", env={"TORCHINDUCTOR_LOOP_ORDERING_AFTER_FUSION": "0"},
        knob={"loop_ordering_after_fusion": False}, devices=("cpu", "cuda"),
        doc="The transformer block with TORCHINDUCTOR_LOOP_ORDERING_AFTER_FUSION=0 in the environment "
            "(loop_ordering_after_fusion=False, default True): no loop reordering to make two nodes fuse; "
            "no pair of the block needs one, so the groups are the default's (the conv net's too)."),
    "block_aggressive_fusion": dict(
        model="block", mode="inference", config={"aggressive_fusion": True}, devices=("cpu", "cuda"),
        doc="The transformer block with aggressive_fusion=True (default False): nodes that share no buffer "
            "may fuse too; none of the block's does, so the groups are the default's (in training too, "
            "forward and backward, CPU and H200)."),
    "block_unique_io_buffers": dict(
        model="block", mode="inference", config={"max_fusion_unique_io_buffers": 3}, devices=("cpu", "cuda"),
        doc="The transformer block with max_fusion_unique_io_buffers=3 (default None, no limit): a fusion "
            "whose kernel would read and write more than 3 distinct buffers is refused "
            "('fusion_prevent_too_many_reads_and_writes'); the groups differ from the default's."),
    "block_realize_opcount": dict(
        model="block", mode="inference", config={"realize_opcount_threshold": 2}, devices=("cpu", "cuda"),
        doc="The transformer block with realize_opcount_threshold=2 (default None: 30 on GPU, 50 on CPU): "
            "every pointwise value with more than one user and more than two ops is realized (its own "
            "buffer) instead of being recomputed inside its consumers: other pre-fusion nodes, other "
            "groups."),
    "resblock_loop_reindexing": dict(
        model="resblock", mode="inference", config={"loop_reindexing_after_fusion": False}, devices=("cuda",),
        doc="The diffusion residual block (GroupNorm + SiLU + conv) on the simulated H200 with "
            "loop_reindexing_after_fusion=False (default True): the last round no longer reindexes the "
            "normalise+SiLU node (op3) onto its GroupNorm statistics' loops, so the two stay apart (op3 fuses "
            "with op4 instead); the GPU only reindexes (the CPU never does)."),
    "block_train_max_fusion_size": dict(
        model="block", mode="train", config={"max_fusion_size": 2}, devices=("cpu", "cuda"),
        doc="The transformer block trained (forward and backward graphs) with max_fusion_size=2 (default 64): "
            "every fused node of more than two nodes is refused ('exceeds max fusion') in both graphs."),
    "block_pairwise_attempts": dict(
        model="block", mode="inference", config={"max_fusion_buffer_group_pairwise_attempts": 1},
        devices=("cpu", "cuda"),
        doc="tmp"),
    "layernorm_mix_order_off": dict(
        model="layernorm", mode="train", config={"triton.mix_order_reduction": False}, devices=("cuda",),
        doc="The projection + LayerNorm trained on the simulated H200 with triton.mix_order_reduction=False "
            "(default True on CUDA): the backward's per-row sums (op0, op1) and split per-column sums (op3, "
            "op5) are no longer fused into one mix-order kernel; the input gradient joins the row sums "
            "instead."),
    "layernorm_mix_order_max_reads": dict(
        model="layernorm", mode="train", config={"triton.mix_order_reduction_max_reads": 4}, devices=("cuda",),
        doc="The projection + LayerNorm trained on the simulated H200 with triton.mix_order_reduction_max_reads=4 "
            "(default 10): the mix-order kernel of the row and column sums (op0_op1_op3_op5) is still made, but "
            "no longer takes the input gradient (op2): the three would load 7 buffers."),
    "layernorm_mix_order_non_strict": dict(
        model="layernorm", mode="train", config={"triton.mix_order_reduction_non_strict_mode": True},
        devices=("cuda",),
        doc="The projection + LayerNorm trained on the simulated H200 with "
            "triton.mix_order_reduction_non_strict_mode=True (default False): the size checks of a mix-order "
            "pair are skipped; this one passes them anyway (8,192 x 1,024), so the groups are the default's."),
    "block_combo_kernels": dict(
        model="block", mode="inference", config={"combo_kernels": True}, devices=("cuda",),
        doc="The transformer block on the simulated H200 with combo_kernels=True (default False): "
            "independent kernels are grouped after fusion into a ForeachKernelSchedulerNode (op5_op6_op11 "
            "in ir_post_fusion.txt), generated as combo kernels (RoundRobinComboKernelGrid in "
            "output_code.py)."),
}

#: the worker name of a config fixture: "configs/<variant>"
CONFIG_WORKER = "configs/"
#: where the config fixtures go
CONFIGS_OUT = HERE / "configs"
#: the default-config compile of a (model, mode), to compare the groups with: side a of a pair
#: (tests/corpus/pairs/<pair>[_cuda]/a, Inductor's defaults, the same model file)
DEFAULT_FIXTURES = {("block", "inference"): "block_max_fusion", ("block", "train"): "block_insert",
                    ("convnet", "inference"): "convnet_max_fusion",
                    # a fixture of the models (tests/corpus/<name>[_cuda]/) rather than a pair's side a
                    ("resblock", "inference"): HERE / "gn_silu_conv",
                    ("layernorm", "train"): HERE / "layernorm_mix_order_train"}


def config_setting(variant: str) -> tuple[dict, str]:
    """The setting of a config fixture, ``{name: value}``, and how it is set: "config" or "env"."""
    v = CONFIGS[variant]
    return (dict(v["config"]), "config") if "config" in v else (dict(v["knob"]), "env")


def runnable_lines(variant: str) -> list[str]:
    """The lines fx_graph_runnable.py must hold for the setting (besides the torch version)."""
    v = CONFIGS[variant]
    if "config" in v:
        return [f"torch._inductor.config.{k} = {val!r}" for k, val in v["config"].items()]
    return [f"os.environ['{k}'] = '{val}'" for k, val in v["env"].items()]


def run_config_variant(variant: str) -> None:
    """The worker's body for a config fixture: the setting assigned, then the model compiled (defaults
    otherwise; an env variant's variable is already in the environment)."""
    import torch
    import torch._inductor.config
    v = CONFIGS[variant]
    for key, value in v.get("config", {}).items():
        *outer, attr = key.split(".")
        target = torch._inductor.config
        for part in outer:
            target = getattr(target, part)
        setattr(target, attr, value)
    MODELS[v["fn"]]() if "fn" in v else _pairs.compile_source(sys.modules[__name__], _pairs.SRC / "base" / f"{v['model']}.py", v["mode"])


def run_config_fixture(variant: str, out_root: Path, device: str = "cpu") -> Path:
    """One config fixture into ``out_root/<variant>[_device]``: the graphs (no inductor_config.json), its
    fx_graph_runnable.py lines checked, the groups compared with the default compile (meta.json)."""
    v = CONFIGS[variant]
    setting, via = config_setting(variant)
    fixture_dir = out_root / fixture_name(variant, device)
    model_file = Path(__file__).resolve() if "fn" in v else _pairs.SRC / "base" / f"{v['model']}.py"
    how = (f"torch._inductor.config.{', '.join(f'{k} = {val!r}' for k, val in setting.items())} set before "
           f"compiling" if via == "config" else
           f"{', '.join(f'{k}={val}' for k, val in v['env'].items())} in the environment")
    doc = f"{v['doc']} {model_file.relative_to(REPO)}, {v['mode']}, {how}."
    written = run_model(f"{CONFIG_WORKER}{variant}", out_root, device, model_dir=fixture_dir, doc=doc,
                        keep_config=False, extra_env=v.get("env"))
    graphs = [w.name for w in written]
    want = runnable_lines(variant)
    for w in written:
        runnable = w / "fx_graph_runnable.py"
        if not runnable.is_file():
            raise SystemExit(f"{variant}: {w.name} has no fx_graph_runnable.py")
        lines = runnable.read_text().splitlines()
        missing = [l for l in want if l not in lines]
        if missing or not any(l.startswith("# torch version: ") for l in lines):
            raise SystemExit(f"{variant}: {runnable} lacks {missing or '# torch version:'}")
    sys.path.insert(0, str(REPO / "server"))
    meta = json.loads((fixture_dir / "meta.json").read_text())
    import torch._inductor.config as icfg  # this process: Inductor's defaults (no variable of the variant)

    def default_of(key):
        target = icfg
        for part in key.split("."):
            target = getattr(target, part)
        return target
    meta.update(config=setting, default_config={k: default_of(k) for k in setting}, via=via,
                runnable_line=want[0] if len(want) == 1 else want, source=str(model_file.relative_to(REPO)),
                mode=v["mode"])
    if via == "env":
        meta["env_var"] = dict(v["env"])
    default = DEFAULT_FIXTURES.get((v["model"], v["mode"]))
    if isinstance(default, Path):
        default_dir = default.with_name(fixture_name(default.name, device))
    else:
        default_dir = _pairs.OUT / fixture_name(default, device) / "a" if default else None
    if default_dir is not None and default_dir.is_dir():
        default_graphs = json.loads((default_dir / "meta.json").read_text())["graphs"]
        if default_graphs != graphs:
            raise SystemExit(f"{variant}: compiled {graphs}, the default {default_graphs}")
        oracle = _pairs.oracle(default_dir, fixture_dir, graphs)
        meta.update(default_fixture=str(default_dir.relative_to(REPO)), oracle=oracle,
                    differs_from_default=not all(o["same_groups"] for o in oracle.values()))
    else:
        meta.update(default_fixture=None, differs_from_default=None)
    (fixture_dir / "meta.json").write_text(json.dumps(meta, indent=2) + "\n")
    return fixture_dir


# --------------------------------------------------------------------------------------------------
# Models added since issue 37 (kept below the config fixtures: the lines above do not move)
# --------------------------------------------------------------------------------------------------

def model_gn_silu_conv():
    """A diffusion U-Net's residual block at inference (GroupNorm of 32 groups + SiLU + 3x3 conv, twice,
    the skip added; 320 channels of 8 x 8, batch 2: ``tests/corpus/pairs_src/base/resblock.py``). On the
    simulated H200 the last round fuses the first GroupNorm's statistics (op0_op1) into its
    normalise+SiLU consumer (op3): ``score_fusion_memory`` finds no shared access, so the pair is retried
    with the pointwise node reindexed onto the reduction's (numel, rnumel)
    (``_try_reindex_pointwise_for_reduction``), whose memory-coalescing guard weighs the fused kernel's
    cost against the two kernels' plus a launch at the GPU's DRAM bandwidth: it passes at the H200's
    4,917 GB/s and fails at the H100's 3,352 (op3 then fuses with op4 instead)."""
    _pairs.compile_source(sys.modules[__name__], _pairs.SRC / "base" / "resblock.py", "inference")


def model_rms_group_amax():
    """RMSNorm then a per-32-element absolute maximum and the scaled values (an FP8 block quantisation):
    a reduction that depends on a reduction of another size. torch 2.15's Triton backend fuses the four
    nodes as nested reductions (``FusedNestedReductions``, ``triton.nested_reduction`` on by default);
    torch 2.14 refuses ('numel/rnumel mismatch (reduce)')."""
    import torch

    def f(x):
        r = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6)
        g = r.view(r.shape[0], -1, 32)
        scale = g.abs().amax(-1) / 448.0
        return (g / scale[..., None]).view_as(x), scale
    call(torch.compile(f), *place(torch.randn(64, 4096)))


def model_rms_pair_pack():
    """RMSNorm whose output is packed in pairs (two neighbouring values into one): a consumer at half the
    reduction's elements, which torch 2.15 plans as a sub-parent epilogue of the reduction on Triton
    (``FusedStagedReduction``)."""
    import torch

    def f(x):
        r = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6)
        g = r.view(r.shape[0], -1, 2)
        return g[..., 0] + g[..., 1] * 16.0
    call(torch.compile(f), *place(torch.randn(64, 4096)))


def model_ln_group_amax():
    """LayerNorm (weight and bias) over 4,096 features of 64 rows, then a per-32-element absolute maximum
    and the scaled values: ``rms_group_amax`` with LayerNorm's Welford statistics as the outer reduction.
    torch 2.15 on Triton plans the pair as nested reductions (``NestedReduction.plan``: only the grouped
    reduction must be a single-value one, ``_get_grouped_reduction_and_size``; the outer may be a Welford)
    and fuses the whole graph into one ``FusedNestedReductions``. ``InductorChoices.score_fusion`` ranks a
    reduction that depends on a reduction of another size last (``node_type_score`` -1), so the nested pair
    fuses after the ordinary fusions on each side (statistics + normalise; amax + /448 + scaled values)."""
    import torch
    import torch.nn.functional as F

    def f(x, w, b):
        r = F.layer_norm(x, (x.shape[-1],), w, b)
        g = r.view(r.shape[0], -1, 32)
        scale = g.abs().amax(-1) / 448.0
        return (g / scale[..., None]).view_as(x), scale
    call(torch.compile(f), *place(torch.randn(64, 4096), torch.randn(4096), torch.randn(4096)))


def model_rms_group_amax128():
    """``rms_group_amax`` with groups of 128 (32 groups per row of 4,096). 128 is a power of two within the
    512 that ``NestedReduction._min_block_unprofitable_for_kernel`` allows when the outer reduction is an
    inner one and the groups split its reduction axis (``MAX_INNER_R_GROUP_SIZE``): torch 2.15 on Triton
    fuses the four nodes into one ``FusedNestedReductions``, as for groups of 32."""
    import torch

    def f(x):
        r = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6)
        g = r.view(r.shape[0], -1, 128)
        scale = g.abs().amax(-1) / 448.0
        return (g / scale[..., None]).view_as(x), scale
    call(torch.compile(f), *place(torch.randn(64, 4096)))


def model_rms_group_amax1024():
    """``rms_group_amax`` with groups of 1,024 (4 groups per row of 4,096). The group is above
    ``NestedReduction.MAX_INNER_R_GROUP_SIZE`` (512), so ``_min_block_unprofitable_for_kernel`` refuses the
    plan; nothing nested-specific is logged: the pair falls through to the ordinary checks, which refuse it
    as torch 2.14 does ('numel/rnumel mismatch (reduce)'). The amax fuses with its /448 and the scaled
    values; the RMS statistics stay a kernel of their own."""
    import torch

    def f(x):
        r = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6)
        g = r.view(r.shape[0], -1, 1024)
        scale = g.abs().amax(-1) / 448.0
        return (g / scale[..., None]).view_as(x), scale
    call(torch.compile(f), *place(torch.randn(64, 4096)))


def model_rms_group_amax_g48():
    """``rms_group_amax`` with groups of 48 over 4,608 features (96 groups per row). 48 divides the row but is
    not a power of two, which ``NestedReduction.plan`` requires of the group (``is_power_of_2``): the plan is
    refused and the pair falls through to the ordinary 'numel/rnumel mismatch (reduce)'; the amax fuses
    with its /448 and the scaled values, the RMS statistics stay apart."""
    import torch

    def f(x):
        r = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6)
        g = r.view(r.shape[0], -1, 48)
        scale = g.abs().amax(-1) / 448.0
        return (g / scale[..., None]).view_as(x), scale
    call(torch.compile(f), *place(torch.randn(64, 4608)))


def model_rms_group_sum_amax():
    """``rms_group_amax`` that also returns each group's sum of absolute values: two grouped reductions (max,
    sum) of the same 32 elements after one RMS reduction. Each alone plans as a nested pair with the RMS
    sum, but ``InductorChoices.score_fusion`` ranks nested pairs last, so the two sibling grouped reductions
    fuse first (same size, shared reads); the grouped side then holds two reductions, which
    ``NestedReduction._get_grouped_reduction_and_size`` rejects (several block-local reductions are not
    supported), and the RMS statistics stay apart ('numel/rnumel mismatch (reduce)')."""
    import torch

    def f(x):
        r = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6)
        g = r.view(r.shape[0], -1, 32)
        scale = g.abs().amax(-1) / 448.0
        return (g / scale[..., None]).view_as(x), scale, g.abs().sum(-1)
    call(torch.compile(f), *place(torch.randn(64, 4096)))


def model_rms_group_amax_dynamic():
    """``rms_group_amax`` with a dynamic batch: ``torch._dynamo.mark_dynamic`` on dim 0 (as
    ``pairs_src/era/mnist.py`` does; the other ``*_dynamic`` models compile with ``dynamic=True``, which
    would make the features a symbol too), the features and groups static. ``NestedReduction.plan``
    compares sizes with ``statically_known_equals``: the totals (batch x 4,096 both sides) and the
    [batch, 4,096 / 32] form of the groups hold symbolically, so torch 2.15 on Triton fuses the four nodes
    into one ``FusedNestedReductions`` as with the static batch."""
    import torch

    def f(x):
        r = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6)
        g = r.view(r.shape[0], -1, 32)
        scale = g.abs().amax(-1) / 448.0
        return (g / scale[..., None]).view_as(x), scale
    x, = place(torch.randn(64, 4096))
    torch._dynamo.mark_dynamic(x, 0)
    call(torch.compile(f), x)


def model_col_group_amax():
    """The transposed case: RMS over the 4,096 rows of each of 64 columns (reduce dim 0), then an absolute
    maximum over groups of 32 rows. With 64 outputs (below 2 x 32 x 132 SMs) ``Reduction.num_splits`` splits
    the column sum into partial sums of 128 rows and their sum of 32; ``NestedReduction.plan`` refuses the
    partial sums with the amax (its loop ranges are not the [X, R / G] the plan asks for) and the final sum
    (the same reduction size as the amax) is no nested candidate: the statistics and the amax never fuse
    ('no shared data'); only the amax and its /448 do."""
    import torch

    def f(x):
        r = x * torch.rsqrt(x.pow(2).mean(0, keepdim=True) + 1e-6)
        g = r.view(-1, 32, r.shape[1])
        scale = g.abs().amax(1) / 448.0
        return (g / scale[:, None, :]).view_as(x), scale
    call(torch.compile(f), *place(torch.randn(4096, 64)))


def model_rms_group_amax_bf16():
    """``rms_group_amax`` on a bfloat16 input, computed in float32 as a user writes it (``x.float()``) and
    the scaled values cast back to bfloat16 (the scales stay float32). The reductions accumulate in float32
    and neither is strict, so ``NestedReduction.plan`` accepts the pair as in float32; the scaled values
    now run over the parent's [64, 4,096] (the cast's view) and join the plan too: one
    ``FusedNestedReductions``."""
    import torch

    def f(x):
        xf = x.float()
        r = xf * torch.rsqrt(xf.pow(2).mean(-1, keepdim=True) + 1e-6)
        g = r.view(r.shape[0], -1, 32)
        scale = g.abs().amax(-1) / 448.0
        return (g / scale[..., None]).view_as(x).to(x.dtype), scale
    call(torch.compile(f), *place(torch.randn(64, 4096, dtype=torch.bfloat16)))



#: models whose source sets one Inductor knob (``torch._inductor.config.NAME = VALUE``), with the model they
#: vary: their meta.json names both, as a config fixture's does (``config``, ``default_fixture``)
MODEL_SETTINGS: dict[str, tuple[dict, str]] = {
    "rms_group_amax_off": ({"triton.nested_reduction": False}, "rms_group_amax"),
    "ln_group_amax_off": ({"triton.nested_reduction": False}, "ln_group_amax"),
}

def model_rms_group_amax_off():
    """``rms_group_amax`` with ``torch._inductor.config.triton.nested_reduction = False`` (a torch 2.15 user
    turning nested reductions off, written into ``fx_graph_runnable.py``): the RMS sum stays its own kernel
    ('numel/rnumel mismatch (reduce)'), the amax, /448 and scaled values fuse as in torch 2.14. The truth of
    a what-if that turns the knob off on ``rms_group_amax`` (or on here)."""
    import torch
    import torch._inductor.config
    torch._inductor.config.triton.nested_reduction = False

    def f(x):
        r = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6)
        g = r.view(r.shape[0], -1, 32)
        scale = g.abs().amax(-1) / 448.0
        return (g / scale[..., None]).view_as(x), scale
    call(torch.compile(f), *place(torch.randn(64, 4096)))


def model_ln_group_amax_off():
    """``ln_group_amax`` with ``triton.nested_reduction = False``: the LayerNorm statistics with the
    normalised values, and the amax with /448 and the scaled values, in two kernels. The truth of a what-if
    on ``ln_group_amax``."""
    import torch
    import torch._inductor.config
    import torch.nn.functional as F
    torch._inductor.config.triton.nested_reduction = False

    def f(x, w, b):
        r = F.layer_norm(x, (x.shape[-1],), w, b)
        g = r.view(r.shape[0], -1, 32)
        scale = g.abs().amax(-1) / 448.0
        return (g / scale[..., None]).view_as(x), scale
    call(torch.compile(f), *place(torch.randn(64, 4096), torch.randn(4096), torch.randn(4096)))


def model_rms_quad_pack():
    """RMSNorm whose output is packed in fours (four neighbouring values into one, ``[64, 1024]``): a
    consumer at a quarter of the reduction's elements. ``NestedReduction.sub_parent_epilogue_plan`` infers
    the rate (4, 1) (``_sub_parent_epilogue_rate``, one of ``SUB_PARENT_RATES``), proves each of the
    consumer's four reads of x a fixed lane of the parent's R axis (``parent_r = 4 * child_r + lane``,
    ``_try_get_sub_parent_access_relations``) and the RMS sum a broadcast over the row: torch 2.15 on Triton
    fuses the pair into one ``FusedStagedReduction``, as ``rms_pair_pack`` at (2, 1)."""
    import torch

    def f(x):
        r = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6)
        g = r.view(r.shape[0], -1, 4)
        return g[..., 0] + g[..., 1] * 16.0 + g[..., 2] * 256.0 + g[..., 3] * 4096.0
    call(torch.compile(f), *place(torch.randn(64, 4096)))


def model_rms_fp6_pack():
    """RMSNorm, then four neighbouring values packed into three (an MXFP6-style packing: output j of each
    group combines lanes j and j + 1), stacked, rounded and flattened to ``[64, 3072]``. A rounding follows
    the stack, so Inductor lowers it as a pointwise cat: one node over ``[64, 1024, 3]`` (op1, a buffer of
    its own: its reads exceed ``realize_acc_reads_threshold``); the rounding (op2) has the same ranges.
    Both run at 3/4 of the reduction's elements, rate (4, 3). The two fuse first (ordinary pointwise
    fusion), then the RMS sum takes ``op1_op2`` whole as a sub-parent epilogue of one output group of 3
    lanes (``NestedReduction.sub_parent_epilogue_plan``, ``Scheduler._can_fuse`` path 3): one
    ``FusedStagedReduction``."""
    import torch

    def f(x):
        r = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6)
        g = r.view(r.shape[0], -1, 4)
        out = torch.stack([g[..., 0] + g[..., 1] * 64.0, g[..., 1] + g[..., 2] * 64.0,
                           g[..., 2] + g[..., 3] * 64.0], -1)
        return out.round().flatten(1)
    call(torch.compile(f), *place(torch.randn(64, 4096)))


def model_rms_fp6_pack_append():
    """``rms_fp6_pack`` with the rounding after the flatten: op2 runs over ``[64, 3072]`` and does not fuse
    with the stack's ``[64, 1024, 3]`` (op1) on its own ('no shared data'). Round 1 fuses the RMS sum
    with op1 (sub-parent epilogue, path 3); round 2 appends op2 to that ``FusedStagedReduction`` (path 4:
    the plan is rebuilt over the three nodes, op2 reading op1's output inside the one output group,
    ``_sub_parent_internal_access_relations``): one ``FusedStagedReduction``."""
    import torch

    def f(x):
        r = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6)
        g = r.view(r.shape[0], -1, 4)
        out = torch.stack([g[..., 0] + g[..., 1] * 64.0, g[..., 1] + g[..., 2] * 64.0,
                           g[..., 2] + g[..., 3] * 64.0], -1)
        return out.flatten(1).round()
    call(torch.compile(f), *place(torch.randn(64, 4096)))


def model_rms_fp6_pack_concat():
    """``rms_fp6_pack`` without the rounding: the stack is returned as it is, has no pointwise use and its
    inputs read the reduction, so Inductor lowers it as a ``ConcatKernel``: three pointwise nodes (each
    ``[64, 1024]``, rate (4, 1)) writing into slices of the concat buffer. Each is a sub-parent candidate,
    but its output aliases the concat buffer, which ``NestedReduction._mutations_survive_hoisting``
    refuses (aliasing is rejected outright), so ``Scheduler._can_fuse`` logs 'sub-parent epilogue
    planning failed' for the RMS sum with each of them, and with the three once they fused: two kernels."""
    import torch

    def f(x):
        r = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6)
        g = r.view(r.shape[0], -1, 4)
        out = torch.stack([g[..., 0] + g[..., 1] * 64.0, g[..., 1] + g[..., 2] * 64.0,
                           g[..., 2] + g[..., 3] * 64.0], -1)
        return out.flatten(1)
    call(torch.compile(f), *place(torch.randn(64, 4096)))


def model_rms_pair_pack_dynamic():
    """``rms_pair_pack`` with a dynamic batch (``torch._dynamo.mark_dynamic`` on dim 0, as
    ``rms_group_amax_dynamic``). The sub-parent planner compares sizes with ``statically_known_equals``:
    the rate (2, 1) of ``2048 * s77`` against ``4096 * s77`` elements and the lanes hold symbolically, so
    torch 2.15 on Triton fuses the pair into one ``FusedStagedReduction`` as with the static batch."""
    import torch

    def f(x):
        r = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6)
        g = r.view(r.shape[0], -1, 2)
        return g[..., 0] + g[..., 1] * 16.0
    x, = place(torch.randn(64, 4096))
    torch._dynamo.mark_dynamic(x, 0)
    call(torch.compile(f), x)


def model_rms_halves_pack():
    """RMSNorm whose first half is packed with its second half (``r[:, :D/2] + r[:, D/2:] * 16``): a
    consumer at half the reduction's elements whose lanes are not interleaved. It is a sub-parent candidate
    (rate (2, 1), ``_sub_parent_epilogue_candidate_nodes``), but its reads of x (``4096 * x + c`` and
    ``4096 * x + 2048 + c``) are no fixed lane of ``parent_r = 2 * child_r + lane``
    (``_try_get_sub_parent_access_relations`` refuses), and a recognisable candidate must not fall back to
    ordinary fusion: ``Scheduler._can_fuse`` logs 'sub-parent epilogue planning failed'; two kernels."""
    import torch

    def f(x):
        r = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6)
        h = r.shape[1] // 2
        return r[:, :h] + r[:, h:] * 16.0
    call(torch.compile(f), *place(torch.randn(64, 4096)))


def model_ln_pair_pack():
    """LayerNorm (weight and bias) whose output is packed in pairs, as ``rms_pair_pack``. The pack reads the
    normalised values twice (lanes 0 and 1) and they read five buffers (above ``realize_reads_threshold``),
    so they are a buffer of their own (op3, full resolution); round 1 fuses the Welford statistics with
    them as usual. In round 2 the pack (op4) joins as a sub-parent epilogue whose source is op3's output:
    ``NestedReduction._order_sub_parent_parent_nodes`` places op3 after the reductions
    (``required_post_reduction_index``): one ``FusedStagedReduction`` of the four nodes."""
    import torch
    import torch.nn.functional as F

    def f(x, w, b):
        r = F.layer_norm(x, (x.shape[-1],), w, b)
        g = r.view(r.shape[0], -1, 2)
        return g[..., 0] + g[..., 1] * 16.0
    call(torch.compile(f), *place(torch.randn(64, 4096), torch.randn(4096), torch.randn(4096)))


def model_rms_pair_pack_twice():
    """RMSNorm packed in pairs twice from the same values (the pairs' sums and their differences): two
    consumers at half the reduction's elements. The two fuse first (same size, shared reads), then the RMS
    sum takes both as one sub-parent epilogue (rate (2, 1), one output group of two nodes): one
    ``FusedStagedReduction``."""
    import torch

    def f(x):
        r = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6)
        g = r.view(r.shape[0], -1, 2)
        return g[..., 0] + g[..., 1], g[..., 0] - g[..., 1]
    call(torch.compile(f), *place(torch.randn(64, 4096)))


def model_rms_oct_pack():
    """RMSNorm, then one value out of each group of eight (the group's first and last packed into one,
    ``[64, 512]``; Inductor splits a pack of all eight into two nodes): rate (8, 1), not one of
    ``NestedReduction.SUB_PARENT_RATES``, so the scheduler's planner does not claim the pair; Triton's
    ``SIMDScheduling._sub_parent_epilogue_decision`` finds no plan for a consumer that is sub-parent shaped
    (``_is_sub_parent_shaped``: neither 64 nor 262,144 elements) and refuses it ('invalid sub-parent
    epilogue fusion'): two kernels."""
    import torch

    def f(x):
        r = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6)
        g = r.view(r.shape[0], -1, 8)
        return g[..., 0] + g[..., 7] * 16.0
    call(torch.compile(f), *place(torch.randn(64, 4096)))


def model_rms_pair_pack_sum():
    """``rms_pair_pack`` that also returns the sum of each packed row. The pack could be the RMS sum's
    sub-parent epilogue, but its fusion with its own row sum shares far more memory (``score_fusion``'s
    memory score) and comes first; the RMS sum then faces a reduction of another size, which
    ``NestedReduction.plan`` refuses (the totals differ: 262,144 against 131,072 elements), nothing
    nested-specific logged ('numel/rnumel mismatch (reduce)'): two kernels, no ``FusedStagedReduction``."""
    import torch

    def f(x):
        r = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6)
        g = r.view(r.shape[0], -1, 2)
        p = g[..., 0] + g[..., 1] * 16.0
        return p, p.sum(-1)
    call(torch.compile(f), *place(torch.randn(64, 4096)))


#: ``rms_pair_pack_off`` varies ``rms_pair_pack`` by one knob (registered here, not in the dict above,
#: so that the lines above, which the fixtures' stack traces name, do not move)
MODEL_SETTINGS["rms_pair_pack_off"] = ({"triton.nested_reduction": False}, "rms_pair_pack")


def model_rms_pair_pack_off():
    """``rms_pair_pack`` with ``torch._inductor.config.triton.nested_reduction = False`` (written into
    ``fx_graph_runnable.py``): no sub-parent planning (``NestedReduction._is_enabled_for``), the backend
    defers, and the ordinary check refuses the pack ('nodes numel incompatibility'): the RMS sum and the
    pack are two kernels. The truth of a what-if that turns the knob off on ``rms_pair_pack``."""
    import torch
    import torch._inductor.config
    torch._inductor.config.triton.nested_reduction = False

    def f(x):
        r = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6)
        g = r.view(r.shape[0], -1, 2)
        return g[..., 0] + g[..., 1] * 16.0
    call(torch.compile(f), *place(torch.randn(64, 4096)))


def model_rms_group_amax_pack():
    """An MXFP4-style quantisation: RMSNorm, the absolute maximum of each group of 32 normalised values as
    the scale, the values scaled, rounded and clamped to [-6, 6], then packed two into one. torch 2.15 may
    nest the group maximum in the RMSNorm's kernel (``NestedReduction.plan``) with the packed output as the
    pipeline's sub-parent stage (``_plan_nested_sub_parent_stage``): a consumer of the grouped stage at half
    the elements."""
    import torch

    def f(x):
        r = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6)
        g = r.view(r.shape[0], -1, 32)
        scale = g.abs().amax(-1) / 6.0
        q = (g / scale[..., None]).round().clamp(-6.0, 6.0)
        p = q.view(q.shape[0], -1, 2)
        return p[..., 0] + p[..., 1] * 16.0, scale
    call(torch.compile(f), *place(torch.randn(64, 4096)))

def model_layernorm_mix_order_train():
    """Linear then LayerNorm over 1,024 features of 8,192 rows, trained (a transformer's LayerNorm at batch x
    sequence 8,192). The backward reduces the same gradient by rows (the input's gradient) and by columns
    (the weight's and bias's): on Triton, torch 2.14 fuses those reductions of different orders into one
    mix-order kernel (``MixOrderReduction.can_fuse``: at least 5M elements, 4,096 rows, twice as many rows as
    columns), the fusion pytorch/pytorch#186370 measured at 0.65x; on CPU they stay apart."""
    import torch
    from torch import nn
    torch.manual_seed(0)
    m = nn.Sequential(nn.Linear(1024, 1024), nn.LayerNorm(1024)).train()
    m, x = place(m, torch.randn(8192, 1024))
    train(torch.compile(m), x)


def model_layernorm_flat_train():
    """LayerNorm over 3,072 features of 4,096 rows, trained: a flatter gradient than
    ``layernorm_mix_order_train``'s (fewer than twice as many rows as columns). torch 2.14's
    ``MixOrderReduction.can_fuse`` requires rows >= 2 x columns and keeps the backward's row and column
    sums apart; torch 2.15 dropped that gate and fuses them into a mix-order kernel."""
    import torch
    from torch import nn
    torch.manual_seed(0)
    m = nn.Sequential(nn.Linear(3072, 3072), nn.LayerNorm(3072)).train()
    m, x = place(m, torch.randn(4096, 3072))
    train(torch.compile(m), x)


def model_rms_rowgroup_amax():
    """RMSNorm over 4,096 features of 64 rows, then the absolute maximum of each feature over groups of 32 rows
    and the values scaled by it: the grouped reduction splits the outer reduction's rows (its X axis), not its
    reduced elements. torch 2.14 with ``triton.nested_reduction`` nests either axis; torch 2.15 nests groups
    along the reduction only."""
    import torch

    def f(x):
        r = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6)
        g = r.view(-1, 32, r.shape[-1])
        scale = g.abs().amax(1) / 448.0
        return (g / scale[:, None, :]).view_as(x), scale
    call(torch.compile(f), *place(torch.randn(64, 4096)))


def model_rms_group_amax_flip():
    """``rms_group_amax`` whose scaled values divide each group by the scale of the mirrored group (``flip``):
    the consumer reads the grouped reduction's output at other places than it was written."""
    import torch

    def f(x):
        r = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6)
        g = r.view(r.shape[0], -1, 32)
        scale = g.abs().amax(-1) / 448.0
        return (g / scale.flip(-1)[..., None]).view_as(x), scale
    call(torch.compile(f), *place(torch.randn(64, 4096)))


MODELS.update({name[len("model_"):]: fn for name, fn in globals().items()
               if name.startswith("model_") and name[len("model_"):] not in MODELS})


def _nested_on(base: str):
    """``base`` compiled with ``torch._inductor.config.triton.nested_reduction = True``: torch 2.14's
    nested-reduction fusion, off by default there (``TORCHINDUCTOR_NESTED_REDUCTION=1``)."""
    def model():
        import torch._inductor.config
        torch._inductor.config.triton.nested_reduction = True
        MODELS[base]()
    model.__doc__ = (f"``{base}`` with ``torch._inductor.config.triton.nested_reduction = True`` (written into "
                     "``fx_graph_runnable.py``): a torch 2.14 user turning on the nested-reduction fusion that "
                     "is off by default there. " + (MODELS[base].__doc__ or "").strip())
    return model


#: torch 2.14 runs with nested reductions turned on (tests/corpus/torch214_nested): each the what-if truth of
#: that knob on its base model's default compile
for _base in ("rms_group_amax", "ln_group_amax", "rms_group_amax128", "rms_group_amax1024", "rms_group_amax_g48",
              "rms_group_sum_amax", "rms_group_amax_dynamic", "col_group_amax", "rms_group_amax_bf16",
              "rms_group_amax_pack", "rms_pair_pack", "rms_rowgroup_amax", "rms_group_amax_flip"):
    MODELS[f"{_base}_on"] = _nested_on(_base)
    MODEL_SETTINGS[f"{_base}_on"] = ({"triton.nested_reduction": True}, _base)


def model_rms_group_amax_env():
    """``rms_group_amax`` compiled with ``TORCHINDUCTOR_NESTED_REDUCTION=1`` in the environment (how torch
    2.14's config documents the knob; ``fx_graph_runnable.py`` records the variable, not a config line)."""
    MODELS["rms_group_amax"]()


MODELS["rms_group_amax_env"] = model_rms_group_amax_env
#: models compiled with environment variables set for the worker (recorded in meta.json's ``env``)
MODEL_ENV: dict[str, dict[str, str]] = {"rms_group_amax_env": {"TORCHINDUCTOR_NESTED_REDUCTION": "1"}}


# --------------------------------------------------------------------------------------------------
# Worker: run one model with the debug environment.
# --------------------------------------------------------------------------------------------------

def worker(name: str, device: str, meta_out: str | None = None) -> None:
    import contextlib

    import torch  # noqa: F401  (imported after the parent set the environment)
    torch.set_num_threads(2)
    global DEVICE
    DEVICE = device
    if os.environ.get(PROFILE_ENV):
        globals()["call"] = _profiled_call
    with contextlib.ExitStack() as stack:
        if device == "cuda":
            _simulated_gpu(stack)
        if name in MODELS:
            MODELS[name]()
        elif name.startswith(CONFIG_WORKER):   # a config fixture: "configs/<variant>"
            run_config_variant(name[len(CONFIG_WORKER):])
        else:   # one side of a pair: "<pair>/<side>"
            pair, side = name.split("/")
            _pairs.run_side(sys.modules[__name__], pair, side)
    if meta_out:
        Path(meta_out).write_text(json.dumps(SIMULATED, default=str))


#: --profile: the worker's environment variable naming the trace to write
PROFILE_ENV = "INDUCTOR_LENS_PROFILE_TRACE"
#: --profile: the profiled calls of the compiled model (after one unprofiled call that compiles it)
PROFILE_ITERS = 3


def _profiled_call(compiled, *args):
    """``call`` of a --profile run (CPU): one call that compiles and warms up, then PROFILE_ITERS calls
    under ``torch.profiler`` (CPU activities), whose Chrome trace is written where PROFILE_ENV says. The C++
    kernels are in it because the parent set TORCHINDUCTOR_CPP_ENABLE_KERNEL_PROFILE=1."""
    import torch
    out = compiled(*args)
    with torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CPU]) as prof:
        for _ in range(PROFILE_ITERS):
            compiled(*args)
    prof.export_chrome_trace(os.environ[PROFILE_ENV])
    return out


# --------------------------------------------------------------------------------------------------
# Parent: run workers, split their logs per graph, copy the files.
# --------------------------------------------------------------------------------------------------

TRACE_RE = re.compile(r"debug trace: (\S+)\s*$")
FUSION_RE = re.compile(r"\[__fusion\]")
GRAPH_DIR_RE = re.compile(r"model__(\d+)_(\w+?)_(\d+)\.(\d+)$")


def graph_folder_name(index: int, debug_dir: Path) -> str:
    m = GRAPH_DIR_RE.search(debug_dir.name)
    kind = m.group(2) if m else "graph"
    return f"g{index}_{kind}"


def fixture_name(name: str, device: str) -> str:
    return name if device == "cpu" else f"{name}_{device}"


def run_model(name: str, out_root: Path, device: str = "cpu", model_dir: Path | None = None,
              doc: str | None = None, keep_config: bool = False, profile: bool = False,
              extra_env: dict[str, str] | None = None) -> list[Path]:
    """Run one model's worker and keep its graphs in ``out_root/<fixture>`` (or ``model_dir``);
    ``keep_config``: also each graph's Inductor config (``inductor_config.json``, from Dynamo's
    compilation metrics in the structured trace, as ``inductor-lens capture`` keeps it); ``profile``
    (CPU): the C++ kernels compiled with their profiler records, and a ``torch.profiler`` trace of
    PROFILE_ITERS calls kept as ``trace.json`` beside the graphs (into ``<fixture>_profiled``);
    ``extra_env``: more environment variables for the worker only (recorded in meta.json's ``env``)."""
    with tempfile.TemporaryDirectory(prefix=f"inductor-lens-{name.replace('/', '-')}-") as tmp:
        env = dict(os.environ)
        env.update(
            TORCH_COMPILE_DEBUG="1",
            TORCH_COMPILE_DEBUG_DIR=tmp,
            TORCHINDUCTOR_FORCE_DISABLE_CACHES="1",
            TORCH_LOGS="fusion,ir_pre_fusion,ir_post_fusion",
            PYTHONHASHSEED="0",
        )
        env.update(extra_env or {})
        if profile:
            env.update(TORCHINDUCTOR_CPP_ENABLE_KERNEL_PROFILE="1", **{PROFILE_ENV: str(Path(tmp) / "trace.json")})
            model_dir = model_dir or out_root / f"{fixture_name(name, device)}_profiled"
        sim_meta = Path(tmp) / "simulated.json"
        proc = subprocess.run([sys.executable, __file__, "--worker", name, "--device", device,
                               "--worker-meta", str(sim_meta)], env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        if proc.returncode != 0:
            sys.stderr.write(proc.stderr[-4000:])
            raise SystemExit(f"{name}: worker failed with exit code {proc.returncode}")
        # Split the fusion log by graph: every fusion line of a graph is emitted while that graph is
        # compiled, i.e. before its "debug trace: <dir>" line.
        graphs: list[tuple[Path, list[str]]] = []
        graph_ids: list[tuple[str, str]] = []     # (pid, compile id) of each graph, for its config
        pending: list[str] = []
        for line in proc.stderr.splitlines():
            if FUSION_RE.search(line):
                pending.append(line)
                continue
            m = TRACE_RE.search(line)
            if m:
                graphs.append((Path(m.group(1)), pending))
                pending = []
                cid = COMPILE_ID_RE.search(line)
                pid = PID_RE.match(line)
                graph_ids.append((pid.group(1) if pid else "", cid.group(1) if cid else ""))
        if not graphs:
            raise SystemExit(f"{name}: no debug trace found in the worker's log")
        model_dir = model_dir or out_root / fixture_name(name, device)
        if model_dir.exists():
            shutil.rmtree(model_dir)
        model_dir.mkdir(parents=True)
        if name in CAPTURE and not profile:
            (model_dir / "torch_logs.txt").write_text(proc.stderr)
        if profile:
            shutil.copyfile(Path(tmp) / "trace.json", model_dir / "trace.json")
        written, subgraphs, ir_logs = [], {}, _ir_logs(proc.stderr)
        configs = frames_of(trace_logs(Path(tmp), 0)) if keep_config else {}
        for index, (debug_dir, fusion_lines) in enumerate(graphs):
            dest = model_dir / graph_folder_name(index, debug_dir)
            dest.mkdir(parents=True)
            for fname in KEEP:
                src = debug_dir / fname
                if src.exists():
                    shutil.copyfile(src, dest / fname)
            _keep_logs(dest, fusion_lines, ir_logs[index], subgraphs)    # fusion.log, and each Scheduler's IR
            if keep_config:
                frame = configs.get(graph_ids[index]) or {}
                if frame.get(CONFIG_KEY) is not None:
                    (dest / CONFIG_FILE).write_text(json.dumps(frame[CONFIG_KEY], indent=0, sort_keys=True,
                                                               default=str) + "\n")
            written.append(dest)
        import torch
        if doc is None:
            doc = (MODELS[name].__doc__ or "").strip()
        meta = {"model": name, "doc": doc, "torch": torch.__version__,
                "graphs": [p.name for p in written], **({"subgraphs": subgraphs} if subgraphs else {}), "env": {k: env[k] for k in (
                    "TORCH_COMPILE_DEBUG", "TORCHINDUCTOR_FORCE_DISABLE_CACHES", "TORCH_LOGS")}}
        meta["env"].update(extra_env or {})
        if profile:
            meta["env"]["TORCHINDUCTOR_CPP_ENABLE_KERNEL_PROFILE"] = "1"
            meta["profile"] = {"trace": "trace.json", "calls": PROFILE_ITERS, "activities": ["CPU"],
                               "note": "one call compiled the model; the next ones ran under torch.profiler "
                                       "(tests/corpus/generate.py --profile)"}
        if device != "cpu":
            sim = json.loads(sim_meta.read_text()) if sim_meta.exists() else {}
            meta["device"] = device
            meta["simulated"] = dict(sim, note=(
                "compiled on a CPU-only machine for a simulated GPU: Inductor's own IR, fusion decisions "
                "and Triton source; nothing was compiled, launched or timed. What a GPU times was answered "
                "without timing: matmul paddings (pad_mm_not_benchmarked: not padded), max-autotune's choices "
                "and template fusions (autotune_not_benchmarked, template_fusions_timed: the answers of "
                "_autotune_without_gpu in tests/corpus/generate.py); Triton configs by heuristics only."))
        if name in MODEL_SETTINGS:
            # a model compiled under one knob its source sets: the what-if truth of that knob on the model
            # it varies (``tests/test_whatif.py``), as a config fixture's meta.json says it
            setting, default = MODEL_SETTINGS[name]
            default_dir = (model_dir.parent / fixture_name(default, device)).resolve()
            meta.update(mode="train" if any("backward" in g for g in meta["graphs"]) else "inference", config=setting, via="config",
                        default_fixture=(str(default_dir.relative_to(REPO)) if default_dir.is_relative_to(REPO)
                                         else str(default_dir)) if default_dir.is_dir() else None)
            if default_dir.is_dir():
                oracle = _pairs.oracle(default_dir, model_dir, meta["graphs"])
                meta.update(oracle=oracle, differs_from_default=not all(o["same_groups"] for o in oracle.values()))
        (model_dir / "meta.json").write_text(json.dumps(meta, indent=2) + "\n")
        return written


def run_pair(pair: str, out_root: Path, device: str = "cpu") -> Path:
    """Both sides of a pair (tests/corpus/pairs.py) into ``out_root/<pair>[_device]/{a,b}`` and its
    pair.json: what differs, and the post-fusion groups each side formed (the oracle)."""
    import torch
    p = _pairs.PAIRS[pair]
    pair_dir = out_root / fixture_name(pair, device)
    if pair_dir.exists():
        shutil.rmtree(pair_dir)
    if p["kind"] == "era":
        return _run_era_pair(pair, pair_dir, out_root, device)
    graphs = {}
    for side in ("a", "b"):
        cfg = _pairs.config(pair, side)
        doc = f"{p['doc']} Side {side}: {_pairs.source(pair, side).relative_to(REPO)}" + (
            f", config {cfg}" if cfg else "") + "."
        written = run_model(f"{pair}/{side}", out_root, device, model_dir=pair_dir / side, doc=doc,
                            keep_config=True)
        graphs[side] = [w.name for w in written]
    if graphs["a"] != graphs["b"]:
        raise SystemExit(f"{pair}: the sides compiled different graphs: {graphs}")
    sys.path.insert(0, str(REPO / "server"))
    info = {"pair": pair, "kind": p["kind"], "doc": p["doc"], "model": p["model"], "mode": p["mode"],
            "device": device, "torch": torch.__version__}
    if p["kind"] == "config":
        setting = p["setting"]
        info.update(setting=setting, a=_pairs.default_value(setting), b=p["b"])
    else:
        info.update(source={s: str(_pairs.source(pair, s).relative_to(REPO)) for s in ("a", "b")},
                    edit=_pairs.edit(pair))
    info["graphs"] = graphs["a"]
    info["oracle"] = _pairs.oracle(pair_dir / "a", pair_dir / "b", graphs["a"])
    (pair_dir / "pair.json").write_text(json.dumps(info, indent=2) + "\n")
    return pair_dir


def _run_era_pair(pair: str, pair_dir: Path, out_root: Path, device: str) -> Path:
    """An era pair: side a is the public file (read where it is), side b today's compile of the model."""
    import torch
    p = _pairs.PAIRS[pair]
    public = _pairs.PUBLIC / p["public"]
    if not public.is_file():
        raise SystemExit(f"{pair}: {public} is missing (the era pairs compare with ../shared/corpus/public)")
    doc = f"{p['doc']} Side b: {_pairs.source(pair, 'b').relative_to(REPO)}."
    written = run_model(f"{pair}/b", out_root, device, model_dir=pair_dir / "b", doc=doc, keep_config=True)
    graphs = [w.name for w in written]
    if p["graph"] not in graphs:
        raise SystemExit(f"{pair}: side b compiled {graphs}, not {p['graph']}")
    sys.path.insert(0, str(REPO / "server"))
    gb = _pairs.groups(pair_dir / "b" / p["graph"] / "ir_post_fusion.txt")
    info = {"pair": pair, "kind": "era", "doc": p["doc"], "model": p["model"], "mode": p["mode"],
            "device": device, "torch": torch.__version__,
            "public": {"file": p["public"], "path": f"../shared/corpus/public/{p['public']}"},
            "source": {"b": str(_pairs.source(pair, "b").relative_to(REPO))},
            "graphs": graphs, "graph": p["graph"],
            "oracle": {"a": _pairs.summary(_pairs.groups(public)), "b": _pairs.summary(gb)}}
    (pair_dir / "pair.json").write_text(json.dumps(info, indent=2) + "\n")
    return pair_dir


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("models", nargs="*", help="models to generate (default: all)")
    ap.add_argument("--out", type=Path, default=HERE, help="output root (default: tests/corpus)")
    ap.add_argument("--list", action="store_true", help="list the models and exit")
    ap.add_argument("--device", choices=("cpu", "cuda"), default="cpu",
                    help="cpu (default), or cuda: Inductor's Triton backend for a simulated H200, into "
                         "tests/corpus/<model>_cuda/")
    ap.add_argument("--pairs", action="store_true",
                    help="generate fixture pairs instead (tests/corpus/pairs.py; the names are pairs, "
                         "default: all) into tests/corpus/pairs/<pair>[_cuda]/")
    ap.add_argument("--configs", action="store_true",
                    help="generate config fixtures instead (CONFIGS: one model under one non-default Inductor "
                         "setting, assigned in the worker or set in its environment; the names are variants, "
                         "default: all on --device) into tests/corpus/configs/<variant>[_cuda]/, without "
                         "inductor_config.json: the config is in each graph's fx_graph_runnable.py")
    ap.add_argument("--profile", action="store_true",
                    help="CPU: compile with the C++ kernels' profiler records on and keep a torch.profiler "
                         f"trace of {PROFILE_ITERS} calls (trace.json) into tests/corpus/<model>_profiled/")
    ap.add_argument("--worker", help=argparse.SUPPRESS)
    ap.add_argument("--worker-meta", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.worker:
        worker(args.worker, args.device, args.worker_meta)
        return 0
    if args.list:
        for name, fn in MODELS.items():
            print(f"{name:24} {(fn.__doc__ or '').strip()}")
        for name, p in _pairs.PAIRS.items():
            print(f"--pairs {name:16} [{p['kind']}] {p['doc']}")
        for name, v in CONFIGS.items():
            print(f"--configs {name:24} [{','.join(v['devices'])}] {v['doc']}")
        return 0
    if args.configs:
        names = args.models or [n for n, v in CONFIGS.items() if args.device in v["devices"]]
        unknown = [n for n in names if n not in CONFIGS]
        if unknown:
            ap.error(f"unknown config variant(s): {', '.join(unknown)}; use --list")
        if any(args.device not in CONFIGS[n]["devices"] for n in names):
            ap.error(f"not on {args.device}: " + ", ".join(n for n in names if args.device not in CONFIGS[n]["devices"]))
        out = args.out if args.out != HERE else CONFIGS_OUT
        for name in names:
            print(f"{run_config_fixture(name, out, args.device).relative_to(out)}: done", flush=True)
        return 0
    if args.pairs:
        names = args.models or [n for n, p in _pairs.PAIRS.items() if args.device in p.get("devices", (args.device,))]
        unknown = [n for n in names if n not in _pairs.PAIRS]
        if unknown:
            ap.error(f"unknown pair(s): {', '.join(unknown)}; use --list")
        if any(args.device not in _pairs.PAIRS[n].get("devices", (args.device,)) for n in names):
            ap.error(f"not on {args.device}: " + ", ".join(n for n in names if args.device not in _pairs.PAIRS[n].get("devices", (args.device,))))
        out = args.out if args.out != HERE else _pairs.OUT
        for name in names:
            print(f"{run_pair(name, out, args.device).relative_to(out)}: done", flush=True)
        return 0
    names = args.models or [n for n in MODELS if args.device == "cpu" or n not in NOT_ON_CUDA]
    unknown = [n for n in names if n not in MODELS]
    if unknown:
        ap.error(f"unknown model(s): {', '.join(unknown)}; use --list")
    if args.device == "cuda" and any(n in NOT_ON_CUDA for n in names):
        ap.error("; ".join(f"{n}: {NOT_ON_CUDA[n]}" for n in names if n in NOT_ON_CUDA))
    if args.profile and args.device != "cpu":
        ap.error("--profile: CPU only (the simulated GPU runs nothing)")
    for name in names:
        written = run_model(name, args.out, args.device, profile=args.profile, extra_env=MODEL_ENV.get(name))
        print(f"{written[0].parent.name}: {', '.join(p.name for p in written)}")
        if args.profile:
            continue
        if name == "resnet50_eval" and args.out == HERE:
            bundled = BUNDLED if args.device == "cpu" else BUNDLED.with_name(f"resnet50_{args.device}")
            bundled.mkdir(parents=True, exist_ok=True)
            for fname in ("ir_pre_fusion.txt", "ir_post_fusion.txt", "output_code.py", "fusion.log",
                          "fx_graph_readable.py", "inductor_provenance_tracking_node_mappings.json"):
                if (written[0] / fname).exists():
                    shutil.copyfile(written[0] / fname, bundled / fname)
    return 0


def _pad_decision(pad_mm) -> str:
    """The name of the function by which Inductor benchmarks a matmul's padding (torch 2.10 and older:
    ``_should_pad_bench``, same arguments). Kept down here: the models' source lines, which the fixtures'
    provenance records, stay where they were."""
    return "_should_pad" if hasattr(pad_mm, "_should_pad") else "_should_pad_bench"


def _fake_mode(stack, FakeTensorMode):
    """The simulated GPU's fake mode. Dynamo traces the model's fake CUDA tensors in a fake mode of its own;
    torch 2.11 made that cross-compilation legal (``torch._guards.detect_fake_mode``: the tracing context's
    mode is authoritative; AOTAutograd's ``process_inputs``: a fake tensor of another mode is refakified).
    On torch 2.10 and older both are backported for the run, recorded in simulated.json. Kept down here:
    the models' source lines, which the fixtures' provenance records, stay where they were."""
    import torch
    if tuple(int(x) for x in torch.__version__.split(".")[:2]) < (2, 11):
        _backport_cross_compilation(stack)
        SIMULATED["cross_compilation_backported_from"] = "torch 2.11"
    return FakeTensorMode(allow_non_fake_inputs=True)


def _swap_code(stack, fn, new_code) -> None:
    """Give ``fn`` (and every module that imported it by name) another body for the run."""
    old = fn.__code__
    fn.__code__ = new_code
    stack.callback(setattr, fn, "__code__", old)


def _backport_cross_compilation(stack) -> None:
    import inspect
    import textwrap
    import types

    import torch._functorch._aot_autograd.frontend_utils as frontend_utils
    import torch._guards as guards

    orig = guards.detect_fake_mode
    guards._inductor_lens_detect_fake_mode = types.FunctionType(orig.__code__, orig.__globals__, orig.__name__,
                                                                orig.__defaults__, orig.__closure__)

    def detect_fake_mode(inputs=None):
        context = TracingContext.try_get()  # noqa: F821  (torch._guards' global)
        if context is not None and context.fake_mode is not None:
            return context.fake_mode
        return _inductor_lens_detect_fake_mode(inputs)  # noqa: F821  (set above)

    _swap_code(stack, orig, detect_fake_mode.__code__)

    fn = frontend_utils.process_inputs
    src = textwrap.dedent(inspect.getsource(fn))
    old = "assert x.fake_mode is fake_mode\n"
    at = src.index(old)
    indent = src[src.rindex("\n", 0, at) + 1:at]
    src = src.replace(old, "if x.fake_mode is not fake_mode:\n" + indent + "    return fake_mode.from_tensor(x)\n", 1)
    scope: dict = {}
    exec(compile(src, inspect.getsourcefile(fn), "exec"), fn.__globals__, scope)
    _swap_code(stack, fn, scope[fn.__name__].__code__)


def _non_lazy_backward(functorch_config):
    """``force_non_lazy_backward_lowering`` where the release has it (torch 2.9 has not: its backward is
    compiled with the forward unless its saved sizes are symbolic, and a dynamic graph's backward is then
    not made on the simulated GPU, recorded in simulated.json)."""
    import contextlib
    if hasattr(functorch_config, "force_non_lazy_backward_lowering"):
        return functorch_config.patch(force_non_lazy_backward_lowering=True)
    SIMULATED["backward_lowered_lazily"] = True
    return contextlib.nullcontext()


def _on_device(t):
    """A fake copy of t on the simulated GPU, made inside the fake mode (torch 2.9's ``.to`` asks the CUDA
    driver for the current device unless the device names its index)."""
    return _FAKE.from_tensor(t).to(DEVICE if ":" in DEVICE else f"{DEVICE}:0")


# defined down here: the other models' source lines, which the fixtures' provenance records, stay where they were
def model_mix_order_columns_first():
    """The column sums, then the row sums, of one product of two 8,192 x 1,024 inputs, and a row-major
    pointwise use of the first input. On Triton the two sums make a mix-order kernel, which the pointwise
    node then joins: torch 2.10 keeps the pair's order for the kernel's sides (the column sums first, on the
    sizes' choice of contiguous node), torch 2.11 on puts the contiguous side first, so the kernel is
    ``op0_op2`` in 2.10's log and ``op2_op0`` from 2.11 on."""
    import torch

    def f(x, y):
        t = x * y
        return t.sum(0), t.sum(1), x * 3
    call(torch.compile(f), *place(torch.randn(8192, 1024), torch.randn(8192, 1024)))


MODELS["mix_order_columns_first"] = model_mix_order_columns_first


# --------------------------------------------------------------------------------------------------
# Collectives: torch.distributed's functional collectives, as tensor- and sequence-parallel code calls them
# --------------------------------------------------------------------------------------------------

def model_tp_mlp():
    """A sequence- and tensor-parallel MLP block at inference (``tests/corpus/pairs_src/base/tp_mlp.py``: an
    all-gather, two linears, three all-reduces, a reduce-scatter), compiled in a process group of one process
    (the IR of a real job differs only in the gathered sizes). Inductor turns an all-reduce whose input is not
    used again into the in-place ``all_reduce_`` (post-grad reinplacing); the one whose input is used again is
    lowered as a copy of its input (comm_lowering.py ``_all_reduce``), which fuses with the ReLU that makes
    the input under Inductor's defaults (config fixture ``tp_mlp_comm_overlap``: not with
    ``reorder_for_compute_comm_overlap``)."""
    _pairs.compile_source(sys.modules[__name__], _pairs.SRC / "base" / "tp_mlp.py", "inference")


MODELS["tp_mlp"] = model_tp_mlp
CONFIGS["tp_mlp_comm_overlap"] = dict(
    model="tp_mlp", mode="inference", config={"reorder_for_compute_comm_overlap": True}, devices=("cpu", "cuda"),
    doc="The tensor-parallel MLP block with reorder_for_compute_comm_overlap=True (default False): the copy "
        "Inductor makes of the reused all-reduce input (op14) is in V.graph.no_fuse_buffer_names, so every pair "
        "with it is refused ('fusion for buffer explicit disabled') and it stays its own kernel; after fusion "
        "the kernels are reordered to overlap the collectives with compute.")
DEFAULT_FIXTURES[("tp_mlp", "inference")] = HERE / "tp_mlp"


def _tp_block(mode: str, sequence_parallel: bool = False) -> None:
    """``tests/corpus/pairs_src/base/tp_block.py`` compiled in ``mode``, with or without sequence parallelism."""
    _pairs.compile_source(sys.modules[__name__], _pairs.SRC / "base" / "tp_block.py", mode,
                          settings={"SEQUENCE_PARALLEL": sequence_parallel})


def model_tp_block():
    """Two MLP blocks with DTensor tensor parallelism over a mesh of two ranks (the fake process group),
    inference: each row-parallel projection's partial sums all-reduced (``tests/corpus/pairs_src/base/tp_block.py``)."""
    _tp_block("inference")


def model_tp_block_train():
    """``tp_block`` trained: forward and backward, the backward's all-reduces of the input gradients."""
    _tp_block("train")


def model_tp_block_sp_train():
    """``tp_block`` with sequence parallelism, trained: the LayerNorms on sequence shards, all-gathers before
    the up projections and reduce-scatters after the down projections, in both graphs."""
    _tp_block("train", True)


MODELS["tp_block"] = model_tp_block
MODELS["tp_block_train"] = model_tp_block_train
MODELS["tp_block_sp_train"] = model_tp_block_sp_train


def _py_node_apply(fn, inputs: list) -> list:
    """PyNode::apply (python_function.cpp), for the Python autograd engine: an autograd.Function's node (DTensor's
    ``to_local`` in tp_block_train). Undefined gradients are materialized as zeros of the input's metadata
    (``ctx.materialize_grads``, the default), then the Function's backward runs; it returns one result per forward
    argument, the node's edges are its tensor arguments' (``is_variable_input``), and the others' results must
    be None: those asking a gradient or given one are taken as the tensor arguments (a tensor argument given
    None and asking none cannot be told apart: refused)."""
    import torch
    if getattr(fn, "materialize_grads", True) and any(g is None for g in inputs):
        inputs = [g if g is not None else torch.zeros(m.shape, dtype=m.dtype, device=m.device)
                  for g, m in zip(inputs, fn._input_metadata)]
    out = fn.apply(*inputs)
    outputs = list(out) if isinstance(out, tuple) else [out]
    if len(outputs) != len(fn.next_functions):
        keep = [i for i, g in enumerate(outputs)
                if g is not None or (i < len(fn.needs_input_grad) and fn.needs_input_grad[i])]
        if len(keep) != len(fn.next_functions):
            raise NotImplementedError(f"the Python autograd engine cannot map the {len(outputs)} results of "
                                      f"{type(fn).__name__} onto its {len(fn.next_functions)} edges")
        outputs = [outputs[i] for i in keep]
    return outputs


# --------------------------------------------------------------------------------------------------
# The scheduler's remaining knobs: buffer-overlap scoring, index inversion, the Triton tiling rules
# (a config fixture with ``fn`` compiles a model function of this file, as its default fixture did)
# --------------------------------------------------------------------------------------------------

def model_qkv_split():
    """A fused QKV projection split into heads (``tests/corpus/pairs_src/base/qkv_split.py``): the copies of q, k
    and v into (batch, heads, tokens, head size) read disjoint slices of the matmul's output, so each pair of
    them shares no memory dependency ('no shared data'); with ``min_overlap_ratio`` at most 1 (config fixture
    ``qkv_split_min_overlap``) Inductor scores them by the bytes they read from the buffer they share."""
    _pairs.compile_source(sys.modules[__name__], _pairs.SRC / "base" / "qkv_split.py", "inference")


MODELS["qkv_split"] = model_qkv_split
DEFAULT_FIXTURES[("qkv_split", "inference")] = HERE / "qkv_split"
DEFAULT_FIXTURES[("simd_tiling_refusals", "inference")] = HERE / "simd_tiling_refusals"
DEFAULT_FIXTURES[("channels_last_train", "train")] = HERE / "channels_last_train"
CONFIGS["qkv_split_min_overlap"] = dict(
    model="qkv_split", mode="inference", config={"min_overlap_ratio": 0.5}, devices=("cpu", "cuda"),
    doc="The QKV projection split into heads with min_overlap_ratio=0.5 (default 1.1: buffer-overlap scoring "
        "off): two nodes that share no memory dependency but read the same buffer score the bytes they read "
        "from it when those are at least half of what either reads; the copies of q, k and v into heads, each "
        "reading a third of the matmul's output, then fuse horizontally.")
CONFIGS["simd_tiling_pointwise_off"] = dict(
    model="simd_tiling_refusals", fn="simd_tiling_refusals", mode="inference",
    config={"triton.tiling_prevents_pointwise_fusion": False}, devices=("cuda",),
    doc="The SIMD tiling refusals on the simulated H200 with triton.tiling_prevents_pointwise_fusion=False "
        "(default True): two pointwise nodes tiled in 2-D along different loops are no longer refused "
        "('tiling mismatch'): they fuse.")
CONFIGS["simd_tiling_reduction_off"] = dict(
    model="simd_tiling_refusals", fn="simd_tiling_refusals", mode="inference",
    config={"triton.tiling_prevents_reduction_fusion": False}, devices=("cuda",),
    doc="The SIMD tiling refusals on the simulated H200 with triton.tiling_prevents_reduction_fusion=False "
        "(default True): a pointwise node tiled in 2-D feeding a reduction is no longer refused ('invalid "
        "tiling for reduction'): it fuses into the reduction.")
CONFIGS["channels_last_inversion_off"] = dict(
    model="channels_last_train", fn="channels_last_train", mode="train",
    config={"loop_index_inversion_in_fusion": False}, devices=("cuda",),
    doc="The channels-last conv block trained on the simulated H200 with loop_index_inversion_in_fusion=False "
        "(default True): a copy between channels-last and contiguous layouts is no longer reindexed through "
        "the inverse of its read to share data with its producer, so the pairs that needed it stay apart "
        "('no shared data').")
CONFIGS["block_no_reorder_round"] = dict(
    model="block", mode="inference",
    config={"loop_ordering_after_fusion": False, "loop_index_inversion_in_fusion": False}, devices=("cpu", "cuda"),
    doc="The transformer block with loop_ordering_after_fusion=False and loop_index_inversion_in_fusion=False "
        "(defaults True): with both off Inductor skips its last fusion round, the loop-ordering round "
        "(scheduler.py:5379-5386), so the fusion log ends with the round that found nothing more to fuse; "
        "the groups are the default's.")


def model_mutation_alias_read():
    """A memory bank updated in place twice: new entries written into it (``index_put_``), then a gate read from
    it newest-first (flipped), then the bank decayed in place by that gate. The decay's write reads the gate's
    read of the first update under the update's name (a mutation alias of the input): torch 2.14 misses it,
    fuses the decay with the flipped read and computes wrong values; torch 2.15 refuses the pair ('memory deps
    did not match', ``fusable_weak_dep``)."""
    import torch

    def f(memory, slots, values):
        memory.index_put_((slots,), values)          # write the new entries into the bank
        gate = memory.flip(0) * 2                    # read it newest-first
        memory.mul_(gate)                            # decay it in place by the gate
        return gate
    call(torch.compile(f), *place(torch.randn(64, 32), torch.tensor([1, 5, 9]), torch.randn(3, 32)))


MODELS["mutation_alias_read"] = model_mutation_alias_read


def model_ring_buffer():
    """A sliding window kept in a buffer the caller owns (a ring of recent states): the newest entry written in
    place (``index_copy_``), then the window shifted by one in place (``copy_`` of its ``roll``). The shift reads
    the first update's output one row off from where it writes: torch 2.14 fuses the two and leaves the buffer
    wrong (the returned mean is right); torch 2.15 keeps them apart."""
    import torch

    def f(window, slot, state):
        window.index_copy_(0, slot, state)           # write the newest entry
        window.copy_(torch.roll(window, 1, 0))       # then shift the window by one
        return window.mean(0)
    call(torch.compile(f), *place(torch.randn(16, 8), torch.tensor([3]), torch.randn(1, 8)))


MODELS["ring_buffer"] = model_ring_buffer


def model_adam_step():
    """A compiled optimizer step: ``torch.compile(opt.step)`` of Adam over an MLP's parameters, as PyTorch's
    recipe "Compiling the optimizer with torch.compile" does. On the GPU Adam takes its foreach path: Inductor
    groups the per-parameter updates (one of each parameter's state tensors at a time) into foreach kernels
    (``ForeachKernelSchedulerNode``) and fuses those foreach nodes with each other; on the CPU each update is
    its own loop nest."""
    import torch
    from torch import nn
    torch.manual_seed(0)
    m = nn.Sequential(nn.Linear(64, 128), nn.ReLU(), nn.Linear(128, 10))
    (m,) = place(m)
    params = list(m.parameters())
    for p, g in zip(params, place(*[torch.randn(p.shape) for p in params])):
        p.grad = g
    # capturable on the GPU, as Dynamo sets it for GPU parameters whose state is not made yet (_set_capturable)
    opt = torch.optim.Adam(params, lr=1e-3, capturable=DEVICE != "cpu")
    # Adam's state as its first step makes it (Dynamo runs that initialisation eagerly, outside the simulated
    # GPU's fake mode: made here inside it, the same on the CPU)
    import contextlib
    with _FAKE if _FAKE is not None else contextlib.nullcontext():
        for p in params:
            opt.state[p] = {"step": torch.zeros((), device=p.device), "exp_avg": torch.zeros_like(p),
                            "exp_avg_sq": torch.zeros_like(p)}
    call(torch.compile(opt.step))


MODELS["adam_step"] = model_adam_step


def model_clip_adamw_step():
    """A compiled training-loop tail: gradient clipping (``clip_grad_norm_`` with foreach: the norms, then every
    gradient scaled in one foreach op) and an AdamW step over two parameter groups of different sizes (the
    encoder's four tensors at one learning rate, the head's two at another)."""
    import contextlib

    import torch
    from torch import nn
    torch.manual_seed(0)
    enc = nn.Sequential(nn.Linear(64, 128), nn.GELU(), nn.Linear(128, 128))
    head = nn.Linear(128, 10)
    enc, head = place(enc, head)
    params = list(enc.parameters()) + list(head.parameters())
    for p, g in zip(params, place(*[torch.randn(p.shape) for p in params])):
        p.grad = g
    opt = torch.optim.AdamW([{"params": list(enc.parameters())}, {"params": list(head.parameters()), "lr": 1e-4}],
                            lr=1e-3, weight_decay=0.01, capturable=DEVICE != "cpu")
    with _FAKE if _FAKE is not None else contextlib.nullcontext():
        for p in params:
            opt.state[p] = {"step": torch.zeros((), device=p.device), "exp_avg": torch.zeros_like(p),
                            "exp_avg_sq": torch.zeros_like(p)}

    # two compiled functions, as a training loop calls them (one function would break its graph at the
    # optimizer step, and the simulated GPU stops at the first graph's generated module)
    call(torch.compile(lambda: torch.nn.utils.clip_grad_norm_(params, 1.0, foreach=True)))
    call(torch.compile(opt.step))


MODELS["clip_adamw_step"] = model_clip_adamw_step


def model_sgd_momentum_step():
    """A compiled SGD step with momentum and weight decay over a small conv net's parameters (conv weights and
    biases, BatchNorm affine parameters: tensors of four shapes), ``torch.compile(opt.step)``; the momentum
    buffers made by a first eager step, as a training loop has them."""
    import contextlib

    import torch
    from torch import nn
    torch.manual_seed(0)
    m = nn.Sequential(nn.Conv2d(3, 16, 3), nn.BatchNorm2d(16), nn.ReLU(), nn.Conv2d(16, 8, 3))
    (m,) = place(m)
    params = list(m.parameters())
    for p, g in zip(params, place(*[torch.randn(p.shape) for p in params])):
        p.grad = g
    opt = torch.optim.SGD(params, lr=0.1, momentum=0.9, weight_decay=1e-4)
    with _FAKE if _FAKE is not None else contextlib.nullcontext():
        for p in params:
            opt.state[p] = {"momentum_buffer": torch.zeros_like(p)}
    call(torch.compile(opt.step))


MODELS["sgd_momentum_step"] = model_sgd_momentum_step


def _gpu_device_on_cpu(x, counter: str):
    """The CPU for a GPU device given as an op's argument (``prims.device_put(x, cuda:0)``), counted."""
    import torch
    if (isinstance(x, torch.device) and x.type == "cuda") or (isinstance(x, str) and x.startswith("cuda")):
        SIMULATED[counter] = SIMULATED.get(counter, 0) + 1
        return torch.device("cpu")
    return x


def _gpu_args_on_cpu(args: tuple, counter: str) -> tuple:
    return tuple(_gpu_device_on_cpu(a, counter) for a in args)


def _proxy_constants_on_cpu(stack) -> None:
    """make_fx propagates small constants by running the op on the real values, outside the fake mode
    (``proxy_tensor.proxy_call``: a 0-d weight put on the GPU, as a compiled optimizer's foreach update
    does): on the simulated GPU such a copy to the GPU is made on the CPU. The traced graph keeps the op; only
    the constant make_fx remembers for later folding (or ``item()``) lives on the CPU. Counted in
    simulated.json as ``proxy_constants_on_cpu``."""
    import contextlib
    from unittest import mock

    import torch.fx.experimental.proxy_tensor as proxy_tensor
    from torch.utils._python_dispatch import TorchDispatchMode

    class GpuConstantsOnCpu(TorchDispatchMode):
        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            kwargs = {k: _gpu_device_on_cpu(v, "proxy_constants_on_cpu") for k, v in (kwargs or {}).items()}
            return func(*_gpu_args_on_cpu(args, "proxy_constants_on_cpu"), **kwargs)

    unset = proxy_tensor.unset_fake_temporarily

    @contextlib.contextmanager
    def unset_on_cpu():
        with unset(), GpuConstantsOnCpu():
            yield

    stack.enter_context(mock.patch.object(proxy_tensor, "unset_fake_temporarily", unset_on_cpu))


CONFIGS["block_multi_kernel"] = dict(
    model="block", mode="inference", config={"triton.multi_kernel": 1}, devices=("cuda",),
    doc="The transformer block on the simulated H200 with triton.multi_kernel=1 (default 0): each reduction "
        "kernel is generated in variants (persistent and looped; MultiKernel in output_code.py) and one is "
        "picked at run time. A code-generation choice made after the fusion rounds: the groups and the fusion "
        "log's verdicts are the default's.")


DEFAULT_FIXTURES[("adam_step", "inference")] = HERE / "adam_step"
CONFIGS["adam_max_fusion_size"] = dict(
    model="adam_step", fn="adam_step", mode="inference", config={"max_fusion_size": 2}, devices=("cuda",),
    doc="The compiled Adam step on the simulated H200 with max_fusion_size=2 (default 64): foreach kernels are "
        "exempt from the limit, their members are not: two foreach kernels whose members would hold more than "
        "two nodes stay apart (the member pair 'exceeds max fusion', logged under the members' names).")


def model_llama_decoder():
    """Two Llama-style decoder layers at inference, the most common workload compiled today: RMSNorm, rotary
    position embeddings (the cos/sin tables computed once in the graph and read by both layers), grouped-query
    attention (4 query heads over 2 key/value heads, ``repeat_interleave``) with an explicit causal softmax,
    a residual add and a SwiGLU MLP, then a final RMSNorm."""
    import torch
    from torch import nn
    import torch.nn.functional as F
    torch.manual_seed(0)
    d, heads, kv_heads, tokens = 128, 4, 2, 32
    hd = d // heads

    class RMSNorm(nn.Module):
        def __init__(self, dim):
            super().__init__()
            self.weight = nn.Parameter(torch.ones(dim))

        def forward(self, x):
            return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * self.weight

    def rotate(x, cos, sin):
        x1, x2 = x[..., : hd // 2], x[..., hd // 2:]
        return torch.cat([x1 * cos - x2 * sin, x2 * cos + x1 * sin], -1)

    class Layer(nn.Module):
        def __init__(self):
            super().__init__()
            self.attn_norm, self.mlp_norm = RMSNorm(d), RMSNorm(d)
            self.q = nn.Linear(d, d, bias=False)
            self.k = nn.Linear(d, kv_heads * hd, bias=False)
            self.v = nn.Linear(d, kv_heads * hd, bias=False)
            self.o = nn.Linear(d, d, bias=False)
            self.gate = nn.Linear(d, 4 * d, bias=False)
            self.up = nn.Linear(d, 4 * d, bias=False)
            self.down = nn.Linear(4 * d, d, bias=False)

        def forward(self, x, cos, sin, mask):
            b = x.shape[0]
            h = self.attn_norm(x)
            q = self.q(h).view(b, tokens, heads, hd).transpose(1, 2)
            k = self.k(h).view(b, tokens, kv_heads, hd).transpose(1, 2)
            v = self.v(h).view(b, tokens, kv_heads, hd).transpose(1, 2)
            q, k = rotate(q, cos, sin), rotate(k, cos, sin)
            k = k.repeat_interleave(heads // kv_heads, 1)
            v = v.repeat_interleave(heads // kv_heads, 1)
            scores = (q @ k.transpose(-1, -2)) / hd ** 0.5 + mask
            attn = F.softmax(scores.float(), -1).to(q.dtype)
            x = x + self.o((attn @ v).transpose(1, 2).reshape(b, tokens, d))
            h = self.mlp_norm(x)
            return x + self.down(F.silu(self.gate(h)) * self.up(h))

    class Decoder(nn.Module):
        def __init__(self):
            super().__init__()
            self.layers = nn.ModuleList([Layer(), Layer()])
            self.norm = RMSNorm(d)

        def forward(self, x):
            pos = torch.arange(tokens, device=x.device).float()
            inv_freq = 1.0 / (10000 ** (torch.arange(0, hd // 2, device=x.device).float() / (hd // 2)))
            angles = pos[:, None] * inv_freq[None]
            cos, sin = angles.cos(), angles.sin()
            mask = torch.full((tokens, tokens), float("-inf"), device=x.device).triu(1)
            for layer in self.layers:
                x = layer(x, cos, sin, mask)
            return self.norm(x)

    m = Decoder().eval()
    m, x = place(m, torch.randn(2, tokens, d))
    with torch.no_grad():
        call(torch.compile(m), x)


MODELS["llama_decoder"] = model_llama_decoder
DEFAULT_FIXTURES[("llama_decoder", "inference")] = HERE / "llama_decoder"
CONFIGS["llama_unique_io_buffers"] = dict(
    model="llama_decoder", fn="llama_decoder", mode="inference", config={"max_fusion_unique_io_buffers": 4},
    devices=("cuda",),
    doc="The Llama-style decoder on the simulated H200 with max_fusion_unique_io_buffers=4 (default None, no "
        "limit), as users set it to keep kernels' register pressure down: a fusion whose kernel would read and "
        "write more than 4 distinct buffers is refused ('fusion_prevent_too_many_reads_and_writes'); the groups "
        "differ from the default's.")


def model_cond_branch():
    """torch.cond with a reduction in one branch and pointwise ops in the other, ops outside both: the branches are
    subgraphs (true_graph_0, false_graph_0), each fused by a Scheduler of its own after the graph that calls them,
    and the debug folder keeps the last one's ir_*_fusion.txt (ir/subgraph.py)."""
    import torch
    from torch import nn
    torch.manual_seed(0)

    class M(nn.Module):
        def __init__(self):
            super().__init__()
            self.lin = nn.Linear(64, 64)

        def forward(self, x, flag):
            h = torch.relu(self.lin(x)) * 2.0

            def t(h):
                return (h - h.mean(-1, keepdim=True)).sigmoid()

            def f(h):
                return (h * 3.0 + 1.0).tanh()

            y = torch.cond(flag.sum() > 0, t, f, (h,))
            return y.softmax(-1) + h

    m = M().eval()
    m, x, flag = place(m, torch.randn(32, 64), torch.ones(4))
    with torch.no_grad():
        call(torch.compile(m), x, flag)


def model_while_loop():
    """torch._higher_order_ops.while_loop: a few pointwise + reduction steps per iteration."""
    import torch
    from torch._higher_order_ops.while_loop import while_loop

    def f(x, w):
        def cond_fn(i, h):
            return i < 4

        def body_fn(i, h):
            h2 = torch.tanh(h @ w) + h
            return i + 1, h2 / h2.norm(dim=-1, keepdim=True)

        i0 = torch.zeros((), dtype=torch.int64, device=x.device)
        _, out = while_loop(cond_fn, body_fn, (i0, x.relu() * 0.5))
        return out.sum(-1) + x.mean(-1)

    call(torch.compile(f), *place(torch.randn(16, 32), torch.randn(32, 32)))


def model_nested_region():
    """torch.compiler.nested_compile_region on a block called three times (invoke_subgraph)."""
    import torch
    from torch import nn
    torch.manual_seed(0)

    class Block(nn.Module):
        def __init__(self):
            super().__init__()
            self.ln = nn.LayerNorm(64)
            self.fc = nn.Linear(64, 64)

        @torch.compiler.nested_compile_region
        def forward(self, x):
            return x + torch.nn.functional.gelu(self.fc(self.ln(x)))

    class M(nn.Module):
        def __init__(self):
            super().__init__()
            self.blocks = nn.ModuleList([Block() for _ in range(3)])

        def forward(self, x):
            x = x * 2.0
            for b in self.blocks:
                x = b(x)
            return x.relu()

    m = M().eval()
    m, x = place(m, torch.randn(8, 16, 64))
    with torch.no_grad():
        call(torch.compile(m), x)


MODELS["cond_branch"] = model_cond_branch
MODELS["while_loop"] = model_while_loop
MODELS["nested_region"] = model_nested_region


# --------------------------------------------------------------------------------------------------
# max-autotune on the simulated H200: Triton GEMM templates (TritonTemplateBuffer; with
# benchmark_epilogue_fusion on, the default, MultiTemplateBuffer until fusion), their epilogues and prologues
def _max_autotune(fn, *args, benchmark_epilogue_fusion: bool = True, **config):
    """Compile ``fn`` with ``mode="max-autotune-no-cudagraphs"`` (Inductor's config patched with ``config``) and
    call it once: every GEMM is autotuned (answered by ``_autotune_without_gpu`` on the simulated GPU)."""
    import torch
    with torch._inductor.config.patch(benchmark_epilogue_fusion=benchmark_epilogue_fusion, **config):
        call(torch.compile(fn, mode="max-autotune-no-cudagraphs"), *args)


def _mlp_ln():
    import torch
    from torch import nn
    torch.manual_seed(0)

    class M(nn.Module):
        def __init__(self):
            super().__init__()
            self.l1 = nn.Linear(256, 512)
            self.l2 = nn.Linear(512, 256)
            self.ln = nn.LayerNorm(256)

        def forward(self, x):
            h = nn.functional.gelu(self.l1(x))
            return self.ln(x + self.l2(h))

    return place(M().eval(), torch.randn(128, 256))


def model_mm_autotune():
    """max-autotune (defaults: benchmark_epilogue_fusion on): Linear -> GELU -> Linear -> residual -> LayerNorm.
    Each GEMM is a MultiTemplateBuffer until fusion; the bias + GELU epilogue is timed and kept, the
    LayerNorm (a reduction) is refused ('template epilogue not satisfied'), the GELU of the first GEMM cannot
    also be the second's prologue once it is the first's epilogue."""
    import torch
    m, x = _mlp_ln()
    with torch.no_grad():
        _max_autotune(m, x)


def _prologue_model():
    import torch
    torch.manual_seed(0)

    def f(x, w, y, s, z):
        a = (x * s).relu() @ w                       # a pointwise prologue of one use
        b = (x + y) @ w                              # reads twice the bytes it writes
        c = torch.nn.functional.pad(z, (0, 3)) @ w   # a constant_pad_nd alone
        u = x.sigmoid()
        d = u @ w                                    # u has two users
        return a, b, c, d, u * 2
    return f, place(torch.randn(128, 256), torch.randn(256, 256), torch.randn(128, 256), torch.randn(256),
                    torch.randn(128, 253))


def model_mm_prologue():
    """max-autotune (defaults): pointwise prologues of matmul templates. The rules refuse three: more bytes
    read than written, a constant_pad_nd alone, a node of two users; the one they allow is timed
    (MultiTemplateBuffer) and kept apart."""
    f, args = _prologue_model()
    _max_autotune(f, *args)


def model_mm_prologue_rules():
    """``mm_prologue`` with benchmark_epilogue_fusion=False: the GEMMs are chosen before fusion
    (TritonTemplateBuffer) and the rules alone decide: the allowed prologue fuses into its template."""
    f, args = _prologue_model()
    _max_autotune(f, *args, benchmark_epilogue_fusion=False)


def model_mm_prologue_rules_off():
    """``mm_prologue_rules`` with prologue_fusion=False: 'prologue fusion turned off' (the truth of a what-if
    that turns the knob off on ``mm_prologue_rules``)."""
    f, args = _prologue_model()
    _max_autotune(f, *args, benchmark_epilogue_fusion=False, prologue_fusion=False)


def model_mm_bf16():
    """max-autotune, bf16, benchmark_epilogue_fusion=False: a low-precision template refuses a prologue that
    computes in fp32 or on bf16 values ('must be upcast to fp32'); a bias + ReLU epilogue fuses."""
    import torch
    torch.manual_seed(0)

    def f(x, w, b):
        h = (x.float().exp() * 0.5).to(torch.bfloat16) @ w
        h2 = (x * 2) @ w
        return (h + b).relu(), h2.float().sum(1)
    _max_autotune(f, *place(torch.randn(128, 256, dtype=torch.bfloat16), torch.randn(256, 256, dtype=torch.bfloat16),
                            torch.randn(256, dtype=torch.bfloat16)), benchmark_epilogue_fusion=False)


def _bmm_attention():
    import torch
    torch.manual_seed(0)

    def f(q, k, v):
        s = (q @ k.transpose(1, 2)) * 0.125
        p = s.softmax(-1)
        return (p @ v) + q
    return f, place(torch.randn(8, 128, 64), torch.randn(8, 128, 64), torch.randn(8, 128, 64))


def model_bmm_attention():
    """max-autotune, benchmark_epilogue_fusion=False: a hand-written attention's bmm templates. The bmm
    template takes no prologue ('template has no allowed prologue inputs'): the softmax stays apart; the
    residual add is the second bmm's epilogue."""
    f, args = _bmm_attention()
    _max_autotune(f, *args, benchmark_epilogue_fusion=False)


def model_bmm_attention_epilogue_off():
    """``bmm_attention`` with epilogue_fusion=False: no template takes an epilogue ('template epilogue not
    satisfied'; the truth of a what-if that turns the knob off on ``bmm_attention``)."""
    f, args = _bmm_attention()
    _max_autotune(f, *args, benchmark_epilogue_fusion=False, epilogue_fusion=False)


def model_conv_autotune():
    """max-autotune (defaults): Conv3x3 -> BatchNorm -> ReLU -> Conv1x1 -> ReLU (eval). The 3x3 convolution is
    a Triton convolution template (no prologue input), the 1x1 a matmul template whose BatchNorm + ReLU
    prologue the rules allow and Inductor times."""
    import torch
    from torch import nn
    torch.manual_seed(0)
    m = nn.Sequential(nn.Conv2d(16, 32, 3, padding=1), nn.BatchNorm2d(32), nn.ReLU(),
                      nn.Conv2d(32, 32, 1), nn.ReLU()).eval()
    m, x = place(m, torch.randn(4, 16, 32, 32))
    with torch.no_grad():
        _max_autotune(m, x)


def model_mlp_autotune_train():
    """max-autotune, benchmark_epilogue_fusion=False, trained: an MLP's forward and backward GEMM templates
    (the backward's GELU-gradient epilogue, bias gradients as reductions)."""
    import torch
    from torch import nn
    torch.manual_seed(0)
    m = nn.Sequential(nn.Linear(256, 512), nn.GELU(), nn.Linear(512, 256), nn.LayerNorm(256))
    m, x = place(m, torch.randn(128, 256))
    with torch._inductor.config.patch(benchmark_epilogue_fusion=False):
        train(torch.compile(m, mode="max-autotune-no-cudagraphs"), x)


MODELS.update(mm_autotune=model_mm_autotune, mm_prologue=model_mm_prologue,
              mm_prologue_rules=model_mm_prologue_rules, mm_prologue_rules_off=model_mm_prologue_rules_off,
              mm_bf16=model_mm_bf16, bmm_attention=model_bmm_attention,
              bmm_attention_epilogue_off=model_bmm_attention_epilogue_off, conv_autotune=model_conv_autotune,
              mlp_autotune_train=model_mlp_autotune_train)
MODEL_SETTINGS["mm_prologue_rules_off"] = ({"prologue_fusion": False}, "mm_prologue_rules")
MODEL_SETTINGS["bmm_attention_epilogue_off"] = ({"epilogue_fusion": False}, "bmm_attention")


def model_mm_prologue_epilogue():
    """max-autotune (defaults): a matmul template (MultiTemplateBuffer) with a prologue (x * 2, on its A input:
    128 x 256) and an epilogue (bias + GELU: 128 x 512). max_autotune tries a template's prologues after its
    epilogues (``_handle_template_overlap``): the epilogue is timed first (faster: fused), then the prologue
    against the template and its epilogue (slower: kept apart)."""
    import torch
    torch.manual_seed(0)

    def f(x, w, b):
        return torch.nn.functional.gelu((x * 2) @ w + b)
    _max_autotune(f, *place(torch.randn(128, 256), torch.randn(256, 512), torch.randn(512)))


MODELS["mm_prologue_epilogue"] = model_mm_prologue_epilogue


def _autotune_without_gpu(stack, codecache, load_wrapper) -> None:
    """What max-autotune asks a GPU, answered on the simulated one (recorded in meta.json ``simulated``):

    - the loader: the graph's wrapper module (``def call(``) is the stub ``load_wrapper``; a template choice's
      module (the kernel of one Triton config, which autotuning imports) is loaded for real: nothing in it runs;
    - autotuning (``AlgorithmSelectorCache.do_autotuning``): a GPU times every choice; here the first Triton
      template choice is the fastest (``LENS_AUTOTUNE_PICK=extern``: ATen's kernel, as a GPU often picks for a
      large GEMM) (``autotune_not_benchmarked``: each GEMM, its choices, the one picked);
    - the template fusions a MultiTemplateBuffer asks to time (``benchmark_epilogue_fusion``, on by default):
      a fused epilogue is timed faster than the template and its epilogue apart, a fused prologue slower (the
      outcome Inductor's own comment expects of prologues) (``template_fusions_timed``: each, and the answer).
    """
    import concurrent.futures
    from unittest import mock

    import torch._inductor.scheduler as sched
    import torch._inductor.select_algorithm as sa

    real_load = codecache.PyCodeCache.load_by_key_path

    def load_by_key_path(key, path, *args, **kwargs):
        if "def call(" in Path(path).read_text():
            return load_wrapper(key, path, *args, **kwargs)
        return real_load(key, path, *args, **kwargs)

    stack.enter_context(mock.patch.object(codecache.PyCodeCache, "load_by_key_path", staticmethod(load_by_key_path)))
    picks = SIMULATED.setdefault("autotune_not_benchmarked", [])

    def do_autotuning(self, name, input_nodes, layout, input_gen_fns, inputs_key, choices, precompile_fn, **kw):
        first = next((c for c in choices if isinstance(c, sa.ExternKernelCaller if os.environ.get("LENS_AUTOTUNE_PICK") == "extern" else sa.TritonTemplateCaller)), choices[0])
        picks.append({"name": name, "choices": len(choices), "picked": str(getattr(first, "name", first))})
        return {c: (0.010 if c is first else 0.020 if isinstance(c, sa.ExternKernelCaller) else 0.015)
                for c in choices}

    stack.enter_context(mock.patch.object(sa.AlgorithmSelectorCache, "do_autotuning", do_autotuning))
    timed = SIMULATED.setdefault("template_fusions_timed", [])
    real_compile = getattr(sched.Scheduler, "compile_kernel", None)  # torch 2.10: inside speedup_by_fusion

    def benchmark_fused_nodes(self, nodes, n_spills_threshold=8):
        return 0.004 * len(nodes), ""

    def compile_kernel(self, nodes, hint_override=None):
        # a GPU machine compiles in a process pool: the fusion is timed when its compile future is done, on
        # the nodes the pair then belongs to (Scheduler._evaluate_pending_template_fusions)
        _fut, mod = real_compile(self, nodes, hint_override=hint_override)
        mod.lens_fused = ([n.get_name() for n in nodes], nodes[0].is_template())
        done = concurrent.futures.Future()
        done.set_result(None)
        return codecache.LambdaFuture(lambda: None, future=done), mod

    def benchmark_codegened_module(self, module, device):
        names, epilogue = getattr(module, "lens_fused", ([], True))
        timed.append({"nodes": names, "side": "epilogue" if epilogue else "prologue",
                      "fused": "faster" if epilogue else "slower"})
        return (0.001 if epilogue else 1.0), ""

    stack.enter_context(mock.patch.object(sched.Scheduler, "benchmark_fused_nodes", benchmark_fused_nodes))
    stack.enter_context(mock.patch.object(sched.Scheduler, "compile_kernel", compile_kernel) if real_compile else mock.MagicMock())
    stack.enter_context(mock.patch.object(sched.Scheduler, "benchmark_codegened_module", benchmark_codegened_module))


def model_flex_causal():
    """flex_attention (a causal score_mod) on a scaled query, then an output projection, ReLU and + 1: the attention is
    a template (Triton on the GPU, C++ on the CPU) that takes no prologue; the projection an extern mm."""
    import torch
    from torch.nn.attention.flex_attention import flex_attention
    torch.manual_seed(0)

    def causal(score, b, h, q, kv):
        return torch.where(q >= kv, score, -float("inf"))

    def f(q, k, v, w):
        o = flex_attention(q * 1.0, k, v, score_mod=causal)
        return (o.transpose(1, 2).reshape(2, 128, 256) @ w).relu() + 1
    call(torch.compile(f), *place(torch.randn(2, 4, 128, 64), torch.randn(2, 4, 128, 64), torch.randn(2, 4, 128, 64),
                                  torch.randn(256, 256)))


def model_flex_autotune():
    """``flex_causal`` on a sigmoid query, under max-autotune (defaults): the flex_attention template takes no prologue;
    the projection is a matmul template (MultiTemplateBuffer) whose ReLU + 1 epilogue is timed and kept, and whose
    prologue (the copy that transposes the attention's output) is timed and kept apart."""
    import torch
    from torch.nn.attention.flex_attention import flex_attention
    torch.manual_seed(0)

    def causal(score, b, h, q, kv):
        return torch.where(q >= kv, score, -float("inf"))

    def f(q, k, v, w):
        o = flex_attention(q.sigmoid(), k, v, score_mod=causal)
        return (o.transpose(1, 2).reshape(2, 128, 256) @ w).relu() + 1
    _max_autotune(f, *place(torch.randn(2, 4, 128, 64), torch.randn(2, 4, 128, 64), torch.randn(2, 4, 128, 64),
                            torch.randn(256, 256)))


MODELS.update(flex_causal=model_flex_causal, flex_autotune=model_flex_autotune)


def model_mm_autotune_aten():
    """``mm_autotune`` where ATen's matmul wins each autotuning (``LENS_AUTOTUNE_PICK=extern``, as a GPU often
    picks for a large GEMM): the MultiTemplateBuffers become extern calls. Their epilogues are not fused (no
    Triton choice is faster than ATen's with the epilogue apart), silently."""
    os.environ["LENS_AUTOTUNE_PICK"] = "extern"
    model_mm_autotune()


def model_mm_prologue_aten():
    """``mm_prologue`` where ATen's matmul wins each autotuning: the prologue rules still apply to the
    MultiTemplateBuffers (their Triton choices load A and B), and the one they allow is timed and kept apart."""
    os.environ["LENS_AUTOTUNE_PICK"] = "extern"
    model_mm_prologue()


MODELS.update(mm_autotune_aten=model_mm_autotune_aten, mm_prologue_aten=model_mm_prologue_aten)


def _time_fusions_without_gpu():
    """``config.benchmark_fusion`` on the simulated GPU: Inductor compiles each pair it would fuse as two kernels and
    as one (each module real: its Triton source with ``kernel_num_gb``) and asks the GPU to time them
    (``Scheduler.benchmark_codegened_module``). Answered here from the kernel's source, a rule recorded in meta.json
    (``fusions_timed``: each kernel timed, its bytes, temporaries and time):

    - a kernel takes its bytes at the H200's bandwidth (4.8 TB/s) plus a 4 us launch;
    - register pressure, counted as the distinct ``tmpN`` values of a kernel of several nodes: over 40 it spills
      (timed infinite, as Inductor times a kernel whose spills pass its threshold: "register spilling of the
      fused kernel"), over 24 it runs 2.5x slower, over 16 1.5x.
    """
    import re as _re
    from unittest import mock

    import torch._inductor.scheduler as sched
    timed = SIMULATED.setdefault("fusions_timed", [])

    def benchmark_codegened_module(self, module, device):
        src = Path(module.__file__).read_text()
        gb = sum(float(x) for x in _re.findall(r"'kernel_num_gb': ([0-9.e+-]+)", src))
        tmps = len(set(_re.findall(r"\btmp\d+\b", src)))
        names, _template = getattr(module, "lens_fused", ([], False))
        ms = gb / 4.8 + 0.004
        if len(names) > 1 and tmps > 40:
            ms = float("inf")
        elif len(names) > 1:
            ms *= 2.5 if tmps > 24 else 1.5 if tmps > 16 else 1.0
        timed.append({"nodes": names, "num_gb": gb, "tmps": tmps, "ms": ms})
        return ms, ""
    return mock.patch.object(sched.Scheduler, "benchmark_codegened_module", benchmark_codegened_module)


def _benchmark_fusion(model) -> None:
    """Compile ``model`` with ``torch._inductor.config.benchmark_fusion = True`` (timed by the rule above on the
    simulated GPU; on the CPU the C++ backend times nothing)."""
    import torch
    with _time_fusions_without_gpu(), torch._inductor.config.patch(benchmark_fusion=True):
        model()


def _mlp_ln_gelu_train() -> None:
    import torch
    from torch import nn
    torch.manual_seed(0)
    m = nn.Sequential(nn.Linear(256, 1024), nn.GELU(), nn.LayerNorm(1024), nn.Linear(1024, 256),
                      nn.GELU(), nn.LayerNorm(256))
    m, x = place(m, torch.randn(32, 256, requires_grad=True))
    train(torch.compile(m), x)


def model_bench_fusion_mlp():
    """An MLP with GELU and LayerNorm, trained with ``benchmark_fusion``: each pair the rules allow waits for its
    timing (until a later pair meets one of its nodes, or the round ends); the reductions that would join a
    pointwise node of many temporaries are timed slower and stay apart; a pair refused for sharing no data in one
    round is timed in the loop-ordering round."""
    _benchmark_fusion(_mlp_ln_gelu_train)


def model_bench_fusion_mlp_off():
    """``bench_fusion_mlp`` compiled without ``benchmark_fusion`` (the default): the truth of a what-if that turns
    the knob off on ``bench_fusion_mlp``."""
    _mlp_ln_gelu_train()


def model_bench_fusion_block():
    """``transformer_train`` with ``benchmark_fusion``: fused kernels that spill (the rule of
    ``_time_fusions_without_gpu``), a timed pair checked again at the end of the round without loop reordering."""
    _benchmark_fusion(model_transformer_train)


def model_bench_fusion_scatter():
    """``index_ops`` with ``benchmark_fusion``: a kernel that scatters with an atomic add fuses untimed; a timed pair
    found faster is dropped when the pair being tried would make a cycle (Inductor checks that pair, not the timed
    one)."""
    _benchmark_fusion(model_index_ops)


def model_bench_fusion_cycle():
    """``create_cycle`` with ``benchmark_fusion``: the compile fails. Two timed pairs wait (op0 with op3, op1 with op2:
    each shares an input); a later pair meets them and Inductor fuses both after checking that later pair for a cycle,
    not the timed ones: op0_op3 and op1_op2 then depend on each other, and memory planning raises "Cycle detected in
    memory planning graph". Kept as a user's debug folder of a failed compile has it (no post-fusion file, no
    output_code.py; the error in meta.json ``compile_failed``); generate with ``--out tests/corpus/failed``."""
    try:
        _benchmark_fusion(model_create_cycle)
    except Exception as e:   # torch._inductor.exc.InductorError, raised through Dynamo
        SIMULATED["compile_failed"] = " ".join(str(e).split())[:400]


def model_bench_fusion_mix_order():
    """``layernorm_mix_order_train`` with ``benchmark_fusion``: the backward's compile fails. Its row sums and column
    sums of one tensor are a mix-order pair; Inductor times it by generating the two as one plain kernel, whose loop
    cannot hold both ("NotImplementedError: unexpected group: (8192, 1024) != (65536, 128)", the error
    pytorch/pytorch#169811 met in combo kernels). The forward compiles. Generate with ``--out tests/corpus/failed``."""
    try:
        _benchmark_fusion(model_layernorm_mix_order_train)
    except Exception as e:   # torch._inductor.exc.InductorError, raised through Dynamo
        SIMULATED["compile_failed"] = " ".join(str(e).split())[:400]


def _epilogue_order(**config) -> None:
    import torch

    def f(x, w, v):
        y = (x @ w).relu()
        return y.sum(1), y * v
    _max_autotune(f, *place(torch.randn(256, 512), torch.randn(512, 256), torch.randn(256, 256)),
                  benchmark_epilogue_fusion=False, **config)


def model_epilogue_order():
    """max-autotune with benchmark_epilogue_fusion off: a matmul template whose ReLU output two nodes read, a row sum
    (a reduction) and a product. The two share the ReLU's output, and that fusion ranks before the template's
    epilogue: op1_op2 forms, and the template refuses it ('template epilogue not satisfied': a reduction)."""
    _epilogue_order()


def model_epilogue_order_first():
    """``epilogue_order`` with ``epilogue_fusion_first``: the template's epilogue ranks first and takes the product
    (op0_op2); the row sum stays alone."""
    _epilogue_order(epilogue_fusion_first=True)


MODELS.update(bench_fusion_mlp=model_bench_fusion_mlp, bench_fusion_mlp_off=model_bench_fusion_mlp_off,
              bench_fusion_block=model_bench_fusion_block, bench_fusion_scatter=model_bench_fusion_scatter,
              bench_fusion_cycle=model_bench_fusion_cycle, bench_fusion_mix_order=model_bench_fusion_mix_order)
MODEL_SETTINGS["bench_fusion_mlp_off"] = ({"benchmark_fusion": False}, "bench_fusion_mlp")
MODELS.update(epilogue_order=model_epilogue_order, epilogue_order_first=model_epilogue_order_first)
MODEL_SETTINGS["epilogue_order_first"] = ({"epilogue_fusion_first": True}, "epilogue_order")


def _combo(model, **config) -> None:
    """Compile ``model`` with ``torch._inductor.config.combo_kernels = True`` (and ``config``): after fusion Inductor
    groups finished kernels that do not depend on each other into combo kernels (ForeachKernelSchedulerNode)."""
    import torch
    with torch._inductor.config.patch(combo_kernels=True, **config):
        model()


def model_llama_decoder_combo():
    """``llama_decoder`` with ``combo_kernels``: the rotary tables' independent kernels of each layer become one combo
    kernel (op3_op5_op12, op25_op27_op34)."""
    _combo(model_llama_decoder)


def model_llama_decoder_combo_two():
    """``llama_decoder_combo`` with ``combo_kernel_max_num_nodes = 2``: each topological level is cut into runs of two
    nodes (extern calls counted) before the combinable ones are kept."""
    _combo(model_llama_decoder, combo_kernel_max_num_nodes=2)


def model_llama_decoder_combo_near():
    """``llama_decoder_combo`` with ``combo_kernel_max_distance = 2``: a combo kernel spans at most two schedule
    positions, so members further apart stay their own kernels."""
    _combo(model_llama_decoder, combo_kernel_max_distance=2)


def model_transformer_train_combo():
    """``transformer_train`` with ``combo_kernels``: forward and backward."""
    _combo(model_transformer_train)


def model_transformer_train_combo_pointwise():
    """``transformer_train_combo`` with ``combo_kernels_pointwise_only``: no reduction in a combo kernel."""
    _combo(model_transformer_train, combo_kernels_pointwise_only=True)


def model_gn_silu_conv_combo():
    """``gn_silu_conv`` with ``combo_kernels``: the peak-memory gate (5% by default) keeps a kernel out of the combo
    kernel whose early run would hold its output longer."""
    _combo(model_gn_silu_conv)


def model_gn_silu_conv_combo_ungated():
    """``gn_silu_conv_combo`` with ``combo_kernel_peak_memory_pct_threshold = None``: no peak-memory gate."""
    _combo(model_gn_silu_conv, combo_kernel_peak_memory_pct_threshold=None)


def model_gn_silu_conv_combo_gb():
    """``gn_silu_conv_combo`` with the gate in bytes alone (``combo_kernel_peak_memory_increase_gb = 1``, the share
    off)."""
    _combo(model_gn_silu_conv, combo_kernel_peak_memory_pct_threshold=None, combo_kernel_peak_memory_increase_gb=1.0)


MODELS.update(llama_decoder_combo=model_llama_decoder_combo, llama_decoder_combo_two=model_llama_decoder_combo_two,
              llama_decoder_combo_near=model_llama_decoder_combo_near,
              transformer_train_combo=model_transformer_train_combo,
              transformer_train_combo_pointwise=model_transformer_train_combo_pointwise,
              gn_silu_conv_combo=model_gn_silu_conv_combo, gn_silu_conv_combo_ungated=model_gn_silu_conv_combo_ungated,
              gn_silu_conv_combo_gb=model_gn_silu_conv_combo_gb)
MODEL_SETTINGS.update(
    llama_decoder_combo=({"combo_kernels": True}, "llama_decoder"),
    llama_decoder_combo_two=({"combo_kernels": True, "combo_kernel_max_num_nodes": 2}, "llama_decoder"),
    llama_decoder_combo_near=({"combo_kernels": True, "combo_kernel_max_distance": 2}, "llama_decoder"),
    transformer_train_combo=({"combo_kernels": True}, "transformer_train"),
    transformer_train_combo_pointwise=({"combo_kernels": True, "combo_kernels_pointwise_only": True},
                                       "transformer_train"),
    gn_silu_conv_combo=({"combo_kernels": True}, "gn_silu_conv"),
    gn_silu_conv_combo_ungated=({"combo_kernels": True, "combo_kernel_peak_memory_pct_threshold": None}, "gn_silu_conv"),
    gn_silu_conv_combo_gb=({"combo_kernels": True, "combo_kernel_peak_memory_pct_threshold": None,
                            "combo_kernel_peak_memory_increase_gb": 1.0}, "gn_silu_conv"))


def model_moe_top2_combo():
    """``moe_top2`` with ``combo_kernels``: the experts' gathers and their activations make combo kernels; their rows
    are data-dependent (unbacked u0..u3), which memory planning sizes at 0."""
    _combo(model_moe_top2)


def model_groupnorm_train_dynamic_combo():
    """``groupnorm_train_dynamic`` with ``combo_kernels`` (dynamic shapes): in the backward, a saved activation read
    only by an extern convolution (no layout line in the IR) keeps the first GroupNorm kernels and a later one
    apart: the peak-memory gate refuses them."""
    _combo(model_groupnorm_train_dynamic)


MODELS.update(moe_top2_combo=model_moe_top2_combo, groupnorm_train_dynamic_combo=model_groupnorm_train_dynamic_combo)
MODEL_SETTINGS.update(moe_top2_combo=({"combo_kernels": True}, "moe_top2"),
                      groupnorm_train_dynamic_combo=({"combo_kernels": True}, "groupnorm_train_dynamic"))

def model_rope_gqa():
    """Rotary position embeddings applied to grouped-query attention's queries and keys as a standalone
    compiled function (8 query heads, 2 key/value heads; q, k, cos and sin its inputs), as inference engines
    compile it: the query and key rotations read the same cos/sin tables over loops that differ in the head
    dimension only (the pair expand_dimension_for_pointwise_nodes widens)."""
    import torch
    torch.manual_seed(0)

    def rotate_half(x):
        x1, x2 = x.chunk(2, -1)
        return torch.cat([-x2, x1], -1)

    def apply_rope(q, k, cos, sin):
        cos, sin = cos[None, :, None, :], sin[None, :, None, :]
        return q * cos + rotate_half(q) * sin, k * cos + rotate_half(k) * sin

    b, s, hq, hk, d = 2, 16, 8, 2, 32
    q, k = torch.randn(b, s, hq, d), torch.randn(b, s, hk, d)
    ang = torch.arange(s)[:, None] * torch.rand(d // 2)[None]
    ang = torch.cat([ang, ang], -1)
    call(torch.compile(apply_rope), *place(q, k, ang.cos(), ang.sin()))


MODELS["rope_gqa"] = model_rope_gqa
DEFAULT_FIXTURES[("rope_gqa", "inference")] = HERE / "rope_gqa"
DEFAULT_FIXTURES[("simd_numel", "inference")] = HERE / "simd_numel"
CONFIGS["rope_gqa_expand"] = dict(
    model="rope_gqa", fn="rope_gqa", mode="inference", config={"expand_dimension_for_pointwise_nodes": True},
    devices=("cpu", "cuda"),
    doc="The standalone rotary embedding of 8 query and 2 key heads with expand_dimension_for_pointwise_nodes=True "
        "(default False): on the CPU Inductor widens the key rotation's head loop from 2 to 8 (its index modulo 2) "
        "and fuses it with the query rotation, which reads the same cos/sin tables; on the simulated H200 the widened "
        "node's dependencies, normalized anew, no longer equal the other's and the pair stays apart.")
CONFIGS["rope_gqa_expand_small"] = dict(
    model="rope_gqa", fn="rope_gqa", mode="inference",
    config={"expand_dimension_for_pointwise_nodes": True, "small_memory_access_threshold": 16384},
    devices=("cpu",),
    doc="As rope_gqa_expand with small_memory_access_threshold=16384 bytes (default 16 MiB): the query rotation "
        "writes 32 KiB, so no node is widened and the groups are the default's.")
CONFIGS["simd_numel_expand"] = dict(
    model="simd_numel", fn="simd_numel", mode="inference", config={"expand_dimension_for_pointwise_nodes": True},
    devices=("cpu", "cuda"),
    doc="The SIMD numel model with expand_dimension_for_pointwise_nodes=True: on the CPU the (64, 16) and (64, 8) "
        "products of one row vector are widened to (64, 32) and the three fuse; on the simulated H200 the widened "
        "pairs, scored again, share no data ('no shared data' where the default said 'numel/rnumel mismatch').")



def model_convtranspose_gn_train():
    """A decoder's upsampling block, trained: a transposed 4x4 convolution (stride 2), GroupNorm of 4 groups, SiLU,
    and a 3x3 convolution gated by the block's own channel means (sigmoid). With ``triton.prefer_nd_tiling`` the
    SiLU and the gated sum are tiled in 2-D along their own loops, which a reduction of their output refuses
    ("invalid tiling for reduction") until the pointwise node is reindexed onto the reduction's loops."""
    import torch
    from torch import nn

    class M(nn.Module):
        def __init__(self):
            super().__init__()
            self.up = nn.ConvTranspose2d(8, 8, 4, stride=2, padding=1)
            self.gn = nn.GroupNorm(4, 8)
            self.c = nn.Conv2d(8, 8, 3, padding=1)

        def forward(self, x):
            y = nn.functional.silu(self.gn(self.up(x)))
            return y + self.c(y) * torch.sigmoid(y.mean((2, 3), keepdim=True))
    torch.manual_seed(0)
    m, x = place(M().train(), torch.randn(2, 8, 6, 6))
    train(torch.compile(m), x)


def model_upsample_shuffle_train():
    """A super-resolution head, trained: a conv whose GELU output is rearranged by ``pixel_shuffle`` (its index reads
    the loops through floors and moduli), added to a bilinear upsample of the input, a 1x1 conv, a nearest resize
    and a global mean. On the CPU the backward's pixel-shuffle gradient reads a fallback convolution's output, which
    Inductor allocates unaligned (a CPU graph input among its arguments): with ``aggressive_fusion`` the pair that
    shares no data is not refused for peak memory, as a same-size aligned buffer would be."""
    import torch
    from torch import nn
    import torch.nn.functional as F

    class M(nn.Module):
        def __init__(self):
            super().__init__()
            self.c = nn.Conv2d(4, 16, 3, padding=1)
            self.d = nn.Conv2d(4, 4, 1)

        def forward(self, x):
            y = F.pixel_shuffle(F.gelu(self.c(x)), 2)
            u = F.interpolate(x, scale_factor=2, mode="bilinear", align_corners=False)
            z = self.d(y + u)
            return F.interpolate(z, size=(5, 7), mode="nearest").tanh() * 2 + z.mean((2, 3), keepdim=True).sum()
    torch.manual_seed(0)
    m, x = place(M().train(), torch.randn(2, 4, 10, 12))
    train(torch.compile(m), x)


MODELS.update(convtranspose_gn_train=model_convtranspose_gn_train, upsample_shuffle_train=model_upsample_shuffle_train)
DEFAULT_FIXTURES[("convtranspose_gn_train", "train")] = HERE / "convtranspose_gn_train"
DEFAULT_FIXTURES[("upsample_shuffle_train", "train")] = HERE / "upsample_shuffle_train"
CONFIGS["simd_tiling_prefer_nd"] = dict(
    model="simd_tiling_refusals", fn="simd_tiling_refusals", mode="inference",
    config={"triton.prefer_nd_tiling": True}, devices=("cuda",),
    doc="The SIMD tiling refusals on the simulated H200 with triton.prefer_nd_tiling=True (default False): the "
        "tilings the Triton fusion checks compare try each node's own loops and its dependencies' block shapes "
        "first; in the last round the copy pair tiled alike fuses with the reduction reading them.")
CONFIGS["simd_tiling_max_tiles_1"] = dict(
    model="simd_tiling_refusals", fn="simd_tiling_refusals", mode="inference",
    config={"triton.max_tiles": 1}, devices=("cuda",),
    doc="The SIMD tiling refusals on the simulated H200 with triton.max_tiles=1 (default: 2 for these checks): "
        "tiling is off, so neither 'tiling mismatch' nor 'invalid tiling for reduction' refuses a pair.")
CONFIGS["simd_tiling_max_tiles_3"] = dict(
    model="simd_tiling_refusals", fn="simd_tiling_refusals", mode="inference",
    config={"triton.max_tiles": 3}, devices=("cuda",),
    doc="The SIMD tiling refusals on the simulated H200 with triton.max_tiles=3: a 3-D tiling made of the two "
        "best candidates is tried first ({'z': 32, 'y': 1024, 'x': 1}); the refusals stay, in 3-D words.")
CONFIGS["simd_tiling_tile_reductions"] = dict(
    model="simd_tiling_refusals", fn="simd_tiling_refusals", mode="inference",
    config={"triton.tile_reductions": True}, devices=("cuda",),
    doc="The SIMD tiling refusals on the simulated H200 with triton.tile_reductions=True: the fusion checks tile "
        "pointwise kernels only, so the verdicts and groups are the default's.")
CONFIGS["simd_tiling_coalesce_off"] = dict(
    model="simd_tiling_refusals", fn="simd_tiling_refusals", mode="inference",
    config={"triton.coalesce_tiling_analysis": False}, devices=("cuda",),
    doc="The SIMD tiling refusals on the simulated H200 with triton.coalesce_tiling_analysis=False: the tilings "
        "the fusion checks compare are chosen without the analysis in either case; the groups are the default's.")
CONFIGS["convtranspose_gn_prefer_nd"] = dict(
    model="convtranspose_gn_train", fn="convtranspose_gn_train", mode="train",
    config={"triton.prefer_nd_tiling": True}, devices=("cuda",),
    doc="The upsampling block trained on the simulated H200 with triton.prefer_nd_tiling=True: its pointwise "
        "nodes tiled along their own loops are refused by the reductions of their outputs ('invalid tiling for "
        "reduction', logged before the reindex that lets the pair through), and the groups of both graphs differ "
        "from the default's.")
CONFIGS["upsample_shuffle_prefer_nd"] = dict(
    model="upsample_shuffle_train", fn="upsample_shuffle_train", mode="train",
    config={"triton.prefer_nd_tiling": True}, devices=("cuda",),
    doc="The super-resolution head trained on the simulated H200 with triton.prefer_nd_tiling=True: the N-D "
        "tilings of the pixel-shuffle nodes follow the block shapes of their floor and modulo indexes, and the "
        "backward's groups differ from the default's.")
CONFIGS["upsample_shuffle_aggressive"] = dict(
    model="upsample_shuffle_train", fn="upsample_shuffle_train", mode="train",
    config={"aggressive_fusion": True}, devices=("cpu",),
    doc="The super-resolution head trained on the CPU with aggressive_fusion=True: pairs that share no data are "
        "checked further; in the backward the pixel-shuffle gradient and its consumer read single-use buffers of "
        "one size, one of them a fallback convolution's unaligned output, so their reuse keys differ and the pair "
        "is refused for its memory dependencies, not for peak memory.")
DEFAULT_FIXTURES[("layernorm_heads_train_dynamic", "train")] = HERE / "layernorm_heads_train_dynamic"
CONFIGS["layernorm_heads_prefer_nd"] = dict(
    model="layernorm_heads_train_dynamic", fn="layernorm_heads_train_dynamic", mode="train",
    config={"triton.prefer_nd_tiling": True}, devices=("cuda",),
    doc="The LayerNorm over heads trained with dynamic shapes on the simulated H200 with triton.prefer_nd_tiling=True: "
        "the N-D tilings of symbolic loops (products of size symbols) are chosen as statically_known_* compares them; "
        "the groups are the default's.")
CONFIGS["channels_last_no_split"] = dict(
    model="channels_last_train", fn="channels_last_train", mode="train", config={"split_reductions": False},
    devices=("cuda",),
    doc="The channels-last conv block trained on the simulated H200 with split_reductions=False (default True, a "
        "lowering value): no reduction is split in two, so the BatchNorm statistics are one kernel each and the "
        "pointwise nodes around them fuse with them (the backward: 13 kernels instead of 22).")


def _moe_combine(**config):
    import torch
    torch.manual_seed(0)

    def f(x, w1, w2, idx, gate):
        h = torch.nn.functional.silu(x[idx] @ w1)
        y = (h @ w2) * gate[:, None]
        return torch.zeros(x.shape[0], w2.shape[1], device=x.device).index_add_(0, idx, y)
    _max_autotune(f, *place(torch.randn(64, 128), torch.randn(128, 256), torch.randn(256, 128),
                            torch.randint(0, 64, (256,)), torch.rand(256)), **config)


def model_moe_combine_autotune():
    """A mixture-of-experts combine under max-autotune: the routed tokens gathered (``x[idx]``), two GEMMs with a
    SiLU between them, each row gated, and the rows added back into a zeros buffer by ``index_add_`` (an atomic-add
    scatter on a GPU). By default the second GEMM takes no epilogue that mutates a buffer ("template epilogue not
    satisfied")."""
    _moe_combine()


def model_moe_combine_atomic_add():
    """``moe_combine_autotune`` with epilogue_fusion_with_atomic_add=True (default False, torch 2.13 on): the second
    GEMM takes the gated index_add_ as its epilogue, untimed; its kernel writes only the zeros buffer, made by a
    kernel of its own before it, and the fused template then refuses every prologue for its mutation (the truth of
    a what-if that turns the knob on)."""
    _moe_combine(epilogue_fusion_with_atomic_add=True)


def _scatter_mm(**config):
    import torch
    torch.manual_seed(0)

    def f(x, w, idx, w2):
        y = x @ w
        out = torch.zeros(32, 256, device=x.device).scatter_add_(0, idx[:, None].expand(-1, 256), y)
        return torch.relu(out @ w2 + 1.0), y.sum(0)
    _max_autotune(f, *place(torch.randn(128, 64), torch.randn(64, 256), torch.randint(0, 32, (128,)),
                            torch.randn(256, 64)), **config)


def model_scatter_mm_autotune():
    """A GEMM under max-autotune whose output is both summed over its rows and scattered into a zeros buffer by
    ``scatter_add_`` (atomic adds on a GPU), then a second GEMM with a bias and ReLU. By default the scatter,
    refused by the GEMM, fuses with the column sum beside it."""
    _scatter_mm()


def model_scatter_mm_atomic_add():
    """``scatter_mm_autotune`` with epilogue_fusion_with_atomic_add=True: the first GEMM takes the scatter_add_ as
    its epilogue in the first round, the column sum stays alone, and the fused template refuses the second GEMM's
    prologue ("template prologue can only fuse functional pointwise nodes")."""
    _scatter_mm(epilogue_fusion_with_atomic_add=True)


MODELS.update(moe_combine_autotune=model_moe_combine_autotune, moe_combine_atomic_add=model_moe_combine_atomic_add,
              scatter_mm_autotune=model_scatter_mm_autotune, scatter_mm_atomic_add=model_scatter_mm_atomic_add)
MODEL_SETTINGS["moe_combine_atomic_add"] = ({"epilogue_fusion_with_atomic_add": True}, "moe_combine_autotune")
MODEL_SETTINGS["scatter_mm_atomic_add"] = ({"epilogue_fusion_with_atomic_add": True}, "scatter_mm_autotune")


def model_convbn_pool_train():
    """A channels-last conv + BatchNorm + hardswish block with a transposed 1x1 skip, average-pooled and gated by
    its channel maxima, trained. The backward's average-pool gradient reads its input through the window bounds
    sympy prints as ``Min(Min(6, ((d1//2)) + 1) - 1, (d1//2))``: with ``pick_loop_orders`` off the last round
    reorders that node's loops (its accesses renamed as Inductor prints them), and with
    ``triton.prefer_nd_tiling`` its N-D tilings read that index (a Min term is no block shape)."""
    import torch
    from torch import nn

    class M(nn.Module):
        def __init__(self):
            super().__init__()
            self.c = nn.Conv2d(8, 16, 3, padding=1)
            self.bn = nn.BatchNorm2d(16)
            self.s = nn.Conv2d(8, 16, 1)

        def forward(self, x):
            y = nn.functional.hardswish(self.bn(self.c(x)))
            z = y + self.s(x).transpose(2, 3)
            return nn.functional.avg_pool2d(z, 2) * z.amax((2, 3), keepdim=True)[:, :, :1, :1]
    torch.manual_seed(0)
    m = M().train().to(memory_format=torch.channels_last)
    m, x = place(m, torch.randn(2, 8, 12, 12).to(memory_format=torch.channels_last))
    train(torch.compile(m), x)


MODELS.update(convbn_pool_train=model_convbn_pool_train)
DEFAULT_FIXTURES[("convbn_pool_train", "train")] = HERE / "convbn_pool_train"
CONFIGS["convbn_pool_pick_off"] = dict(
    model="convbn_pool_train", fn="convbn_pool_train", mode="train", config={"pick_loop_orders": False},
    devices=("cuda",),
    doc="The pooled channels-last block trained on the simulated H200 with pick_loop_orders=False (default True, a "
        "lowering value): nodes keep their loops in the order of their sizes, not their strides; in the last round "
        "the average-pool gradient, whose index holds Min windows, is reordered to share data with its consumer.")
CONFIGS["convbn_pool_prefer_nd"] = dict(
    model="convbn_pool_train", fn="convbn_pool_train", mode="train", config={"triton.prefer_nd_tiling": True},
    devices=("cuda",),
    doc="The pooled channels-last block trained on the simulated H200 with triton.prefer_nd_tiling=True: the N-D "
        "tilings of the average-pool gradient read an index with Min windows (no block shape in them).")

def _vit_frozen(**config):
    import torch
    from torch import nn

    class M(nn.Module):
        def __init__(self):
            super().__init__()
            self.ln1, self.ln2 = nn.LayerNorm(64), nn.LayerNorm(64)
            self.qkv, self.proj = nn.Linear(64, 192), nn.Linear(64, 64)
            self.fc1, self.fc2 = nn.Linear(64, 128), nn.Linear(128, 64)

        def forward(self, x):
            b, t, c = x.shape
            q, k, v = self.qkv(self.ln1(x)).view(b, t, 3, 4, 16).permute(2, 0, 3, 1, 4)
            a = nn.functional.scaled_dot_product_attention(q, k, v).transpose(1, 2).reshape(b, t, c)
            x = x + self.proj(a)
            return x + self.fc2(nn.functional.gelu(self.fc1(self.ln2(x))))
    torch.manual_seed(0)
    with torch.no_grad(), torch._inductor.config.patch(freezing=True, max_autotune=True,
                                                       max_autotune_gemm_backends="CPP,ATEN", **config):
        call(torch.compile(M().eval()), torch.randn(2, 16, 64))


def model_vit_frozen_autotune():
    """A ViT block at inference on the CPU, frozen, with max-autotune choosing between the C++ GEMM template and
    oneDNN's packed linear (``max_autotune_gemm_backends="CPP,ATEN"``): LayerNorm, qkv, SDPA, projection, GELU MLP.
    Which kernel wins each GEMM is a timing on this machine, so a recompile may choose otherwise (``whatif`` says
    so of every max-autotune graph, and ``--verify`` reports such a recompile as another lowering)."""
    _vit_frozen()


def model_vit_frozen_autotune_aggressive():
    """``vit_frozen_autotune`` with aggressive_fusion=True: pairs sharing no data are tried beside the C++ GEMM
    templates and their epilogues (this compile's autotuning chose the C++ template for every GEMM, as the
    default's did)."""
    _vit_frozen(aggressive_fusion=True)


MODELS.update(vit_frozen_autotune=model_vit_frozen_autotune,
              vit_frozen_autotune_aggressive=model_vit_frozen_autotune_aggressive)
MODEL_SETTINGS["vit_frozen_autotune_aggressive"] = ({"aggressive_fusion": True}, "vit_frozen_autotune")

def _ir_logs(stderr: str) -> list[list[str]]:
    """Each graph's IR log lines (``TORCH_LOGS=ir_pre_fusion,ir_post_fusion``), cut at its ``debug trace`` line
    as the fusion log is: the Schedulers that fused it (runs/schedulers.py)."""
    from inductor_lens.runs.schedulers import IR_LOG_RE
    out: list[list[str]] = [[]]
    for line in stderr.splitlines():
        if IR_LOG_RE.search(line):
            out[-1].append(line)
        elif TRACE_RE.search(line):
            out.append([])
    return out


def _keep_logs(dest: Path, fusion_lines: list[str], ir_lines: list[str], subgraphs: dict) -> None:
    """A graph's fusion.log; for a graph fused by several Schedulers (torch.cond, while_loop, nested compile
    regions: the debug folder's IR is the last one's), the calling graph's IR from the log and each subgraph's
    into subgraphs/<name>/, as ``capture`` keeps them (recorded in ``subgraphs``, for meta.json)."""
    from inductor_lens.runs.schedulers import split_ir_log, write_schedulers
    (dest / "fusion.log").write_text("".join(l + "\n" for l in fusion_lines))
    kept = write_schedulers(dest, split_ir_log(ir_lines), fusion_lines)
    if kept:
        subgraphs[dest.name] = [k.to_json() for k in kept]


if __name__ == "__main__":
    sys.exit(main())
