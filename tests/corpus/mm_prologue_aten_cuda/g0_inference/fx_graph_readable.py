class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[128, 256]", arg1_1: "f32[256]", arg2_1: "f32[256, 256]", arg3_1: "f32[128, 256]", arg4_1: "f32[128, 253]"):
        # File: /work/main/tests/corpus/generate.py:2853 in f, code: a = (x * s).relu() @ w                       # a pointwise prologue of one use
        mul: "f32[128, 256]" = torch.ops.aten.mul.Tensor(arg0_1, arg1_1);  arg1_1 = None
        relu: "f32[128, 256]" = torch.ops.aten.relu.default(mul);  mul = None
        mm: "f32[128, 256]" = torch.ops.aten.mm.default(relu, arg2_1);  relu = None

        # File: /work/main/tests/corpus/generate.py:2854 in f, code: b = (x + y) @ w                              # reads twice the bytes it writes
        add: "f32[128, 256]" = torch.ops.aten.add.Tensor(arg0_1, arg3_1);  arg3_1 = None
        mm_1: "f32[128, 256]" = torch.ops.aten.mm.default(add, arg2_1);  add = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/nn/functional.py:5849 in pad, code: return torch._C._nn.pad(input, pad, mode, value)
        constant_pad_nd: "f32[128, 256]" = torch.ops.aten.constant_pad_nd.default(arg4_1, [0, 3], 0.0);  arg4_1 = None

        # File: /work/main/tests/corpus/generate.py:2855 in f, code: c = torch.nn.functional.pad(z, (0, 3)) @ w   # a constant_pad_nd alone
        mm_2: "f32[128, 256]" = torch.ops.aten.mm.default(constant_pad_nd, arg2_1);  constant_pad_nd = None

        # File: /work/main/tests/corpus/generate.py:2856 in f, code: u = x.sigmoid()
        sigmoid: "f32[128, 256]" = torch.ops.aten.sigmoid.default(arg0_1);  arg0_1 = None

        # File: /work/main/tests/corpus/generate.py:2857 in f, code: d = u @ w                                    # u has two users
        mm_3: "f32[128, 256]" = torch.ops.aten.mm.default(sigmoid, arg2_1);  arg2_1 = None

        # File: /work/main/tests/corpus/generate.py:2858 in f, code: return a, b, c, d, u * 2
        mul_1: "f32[128, 256]" = torch.ops.aten.mul.Tensor(sigmoid, 2);  sigmoid = None
        return (mm, mm_1, mm_2, mm_3, mul_1)
