class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[16, 16]", arg1_1: "f32[16, 16]"):
        # File: /work/main/tests/corpus/pairs_src/era/debug_trace.py:12 in forward, code: a = test_operators.realize(a + 1) + 2
        add: "f32[16, 16]" = torch.ops.aten.add.Tensor(arg0_1, 1);  arg0_1 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/_inductor/test_operators.py:20 in forward, code: return torch.ops._inductor_test.realize(x)
        realize: "f32[16, 16]" = torch.ops._inductor_test.realize.default(add);  add = None

        # File: /work/main/tests/corpus/pairs_src/era/debug_trace.py:12 in forward, code: a = test_operators.realize(a + 1) + 2
        add_1: "f32[16, 16]" = torch.ops.aten.add.Tensor(realize, 2);  realize = None

        # File: /work/main/tests/corpus/pairs_src/era/debug_trace.py:13 in forward, code: return torch.matmul(a, b)
        mm: "f32[16, 16]" = torch.ops.aten.mm.default(add_1, arg1_1);  add_1 = arg1_1 = None
        return (mm,)
