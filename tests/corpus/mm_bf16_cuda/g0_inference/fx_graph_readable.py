class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "bf16[128, 256]", arg1_1: "bf16[256, 256]", arg2_1: "bf16[256]"):
        # File: /work/main/tests/corpus/generate.py:2892 in f, code: h = (x.float().exp() * 0.5).to(torch.bfloat16) @ w
        convert_element_type: "f32[128, 256]" = torch.ops.prims.convert_element_type.default(arg0_1, torch.float32)
        exp: "f32[128, 256]" = torch.ops.aten.exp.default(convert_element_type);  convert_element_type = None
        mul: "f32[128, 256]" = torch.ops.aten.mul.Tensor(exp, 0.5);  exp = None
        convert_element_type_1: "bf16[128, 256]" = torch.ops.prims.convert_element_type.default(mul, torch.bfloat16);  mul = None
        mm: "bf16[128, 256]" = torch.ops.aten.mm.default(convert_element_type_1, arg1_1);  convert_element_type_1 = None

        # File: /work/main/tests/corpus/generate.py:2893 in f, code: h2 = (x * 2) @ w
        mul_1: "bf16[128, 256]" = torch.ops.aten.mul.Tensor(arg0_1, 2);  arg0_1 = None
        mm_1: "bf16[128, 256]" = torch.ops.aten.mm.default(mul_1, arg1_1);  mul_1 = arg1_1 = None

        # File: /work/main/tests/corpus/generate.py:2894 in f, code: return (h + b).relu(), h2.float().sum(1)
        add: "bf16[128, 256]" = torch.ops.aten.add.Tensor(mm, arg2_1);  mm = arg2_1 = None
        relu: "bf16[128, 256]" = torch.ops.aten.relu.default(add);  add = None
        convert_element_type_6: "f32[128, 256]" = torch.ops.prims.convert_element_type.default(mm_1, torch.float32);  mm_1 = None
        sum_1: "f32[128]" = torch.ops.aten.sum.dim_IntList(convert_element_type_6, [1]);  convert_element_type_6 = None
        return (relu, sum_1)
