class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[256]", arg1_1: "f32[256, 1024]"):
        # File: /work/main/tests/corpus/generate.py:788 in f, code: a = v * 2
        mul: "f32[256]" = torch.ops.aten.mul.Tensor(arg0_1, 2)

        # File: /work/main/tests/corpus/generate.py:789 in f, code: b = (g * a[:, None]).sum(1)
        unsqueeze: "f32[256, 1]" = torch.ops.aten.unsqueeze.default(mul, 1)
        mul_1: "f32[256, 1024]" = torch.ops.aten.mul.Tensor(arg1_1, unsqueeze);  unsqueeze = None
        sum_1: "f32[256]" = torch.ops.aten.sum.dim_IntList(mul_1, [1]);  mul_1 = None

        # File: /work/main/tests/corpus/generate.py:790 in f, code: c = g.sin().sum(1)
        sin: "f32[256, 1024]" = torch.ops.aten.sin.default(arg1_1);  arg1_1 = None
        sum_2: "f32[256]" = torch.ops.aten.sum.dim_IntList(sin, [1]);  sin = None

        # File: /work/main/tests/corpus/generate.py:791 in f, code: d = c + v
        add: "f32[256]" = torch.ops.aten.add.Tensor(sum_2, arg0_1);  sum_2 = arg0_1 = None
        return (mul, sum_1, add)
