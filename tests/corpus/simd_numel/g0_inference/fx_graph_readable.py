class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[64]", arg1_1: "f32[64, 32]", arg2_1: "f32[64, 16]", arg3_1: "f32[64, 8]", arg4_1: "f32[64, 24]"):
        # File: /work/main/tests/corpus/generate.py:835 in f, code: p1 = a * v[:, None]                             # pointwise (64, 32)
        unsqueeze: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg0_1, 1)
        mul: "f32[64, 32]" = torch.ops.aten.mul.Tensor(arg1_1, unsqueeze);  arg1_1 = unsqueeze = None

        # File: /work/main/tests/corpus/generate.py:836 in f, code: p2 = b * v[:, None]                             # pointwise (64, 16): numel mismatch (non-reduce)
        unsqueeze_1: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg0_1, 1)
        mul_1: "f32[64, 16]" = torch.ops.aten.mul.Tensor(arg2_1, unsqueeze_1);  unsqueeze_1 = None

        # File: /work/main/tests/corpus/generate.py:837 in f, code: p3 = (c * v[:, None]).sum(1)                    # reduction (64, 8)
        unsqueeze_2: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg0_1, 1)
        mul_2: "f32[64, 8]" = torch.ops.aten.mul.Tensor(arg3_1, unsqueeze_2);  arg3_1 = unsqueeze_2 = None
        sum_1: "f32[64]" = torch.ops.aten.sum.dim_IntList(mul_2, [1]);  mul_2 = None

        # File: /work/main/tests/corpus/generate.py:838 in f, code: p4 = (d * v[:, None]).sum(1)                    # reduction (64, 24): numel mismatch (reduce)
        unsqueeze_3: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg0_1, 1)
        mul_3: "f32[64, 24]" = torch.ops.aten.mul.Tensor(arg4_1, unsqueeze_3);  arg4_1 = unsqueeze_3 = None
        sum_2: "f32[64]" = torch.ops.aten.sum.dim_IntList(mul_3, [1]);  mul_3 = None

        # File: /work/main/tests/corpus/generate.py:839 in f, code: p5 = b[:, :8] + v[:, None]                      # pointwise (64, 8) beside p4: numel incompatibility
        slice_1: "f32[64, 8]" = torch.ops.aten.slice.Tensor(arg2_1, 1, 0, 8);  arg2_1 = None
        unsqueeze_4: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg0_1, 1);  arg0_1 = None
        add: "f32[64, 8]" = torch.ops.aten.add.Tensor(slice_1, unsqueeze_4);  slice_1 = unsqueeze_4 = None
        return (mul, mul_1, sum_1, sum_2, add)
