class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[128, 256]", arg1_1: "f32[256, 512]", arg2_1: "f32[512]"):
        # File: /work/main/tests/corpus/generate.py:2969 in f, code: return torch.nn.functional.gelu((x * 2) @ w + b)
        mul: "f32[128, 256]" = torch.ops.aten.mul.Tensor(arg0_1, 2);  arg0_1 = None
        mm: "f32[128, 512]" = torch.ops.aten.mm.default(mul, arg1_1);  mul = arg1_1 = None
        add: "f32[128, 512]" = torch.ops.aten.add.Tensor(mm, arg2_1);  mm = arg2_1 = None
        mul_1: "f32[128, 512]" = torch.ops.aten.mul.Tensor(add, 0.5)
        mul_2: "f32[128, 512]" = torch.ops.aten.mul.Tensor(add, 0.7071067811865476);  add = None
        erf: "f32[128, 512]" = torch.ops.aten.erf.default(mul_2);  mul_2 = None
        add_1: "f32[128, 512]" = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_3: "f32[128, 512]" = torch.ops.aten.mul.Tensor(mul_1, add_1);  mul_1 = add_1 = None
        return (mul_3,)
