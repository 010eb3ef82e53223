class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[256, 512]", arg1_1: "f32[512, 256]", arg2_1: "f32[256, 256]"):
        # File: /work/main/tests/corpus/generate.py:3197 in f, code: y = (x @ w).relu()
        mm: "f32[256, 256]" = torch.ops.aten.mm.default(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
        relu: "f32[256, 256]" = torch.ops.aten.relu.default(mm);  mm = None

        # File: /work/main/tests/corpus/generate.py:3198 in f, code: return y.sum(1), y * v
        sum_1: "f32[256]" = torch.ops.aten.sum.dim_IntList(relu, [1])
        mul: "f32[256, 256]" = torch.ops.aten.mul.Tensor(relu, arg2_1);  relu = arg2_1 = None
        return (sum_1, mul)
