class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[64, 64]", arg1_1: "f32[1]", arg2_1: "f32[64, 64]"):
        # File: /work/main/tests/corpus/generate.py:812 in f, code: return x * s, y + s
        mul: "f32[64, 64]" = torch.ops.aten.mul.Tensor(arg0_1, arg1_1);  arg0_1 = None
        add: "f32[64, 64]" = torch.ops.aten.add.Tensor(arg2_1, arg1_1);  arg2_1 = arg1_1 = None
        return (mul, add)
