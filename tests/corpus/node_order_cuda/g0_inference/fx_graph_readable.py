class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[256, 256]", arg1_1: "f32[256, 256]"):
        # File: /work/main/tests/corpus/generate.py:766 in f, code: s = x.sum(1)
        sum_1: "f32[256]" = torch.ops.aten.sum.dim_IntList(arg0_1, [1])

        # File: /work/main/tests/corpus/generate.py:767 in f, code: y = z * s[:, None]
        unsqueeze: "f32[256, 1]" = torch.ops.aten.unsqueeze.default(sum_1, 1);  sum_1 = None
        mul: "f32[256, 256]" = torch.ops.aten.mul.Tensor(arg1_1, unsqueeze);  unsqueeze = None

        # File: /work/main/tests/corpus/generate.py:768 in f, code: m = (x + z).amax(1)
        add: "f32[256, 256]" = torch.ops.aten.add.Tensor(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
        amax: "f32[256]" = torch.ops.aten.amax.default(add, [1]);  add = None
        return (mul, amax)
