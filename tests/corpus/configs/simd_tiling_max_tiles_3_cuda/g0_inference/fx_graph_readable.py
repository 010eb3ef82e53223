class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[32, 32, 32]", arg1_1: "f32[32, 32, 32]", arg2_1: "f32[32, 32, 32]", arg3_1: "f32[64, 6]", arg4_1: "f32[6, 64]"):
        # File: /work/main/tests/corpus/generate.py:880 in f, code: a = x.permute(2, 0, 1) + w                      # (32, 32, 32): x read with stride 1 on loop 0
        permute: "f32[32, 32, 32]" = torch.ops.aten.permute.default(arg0_1, [2, 0, 1])
        add: "f32[32, 32, 32]" = torch.ops.aten.add.Tensor(permute, arg1_1);  permute = None

        # File: /work/main/tests/corpus/generate.py:881 in f, code: b = z.permute(0, 2, 1) * w                      # the same w, z read with stride 1 on loop 1
        permute_1: "f32[32, 32, 32]" = torch.ops.aten.permute.default(arg2_1, [0, 2, 1]);  arg2_1 = None
        mul: "f32[32, 32, 32]" = torch.ops.aten.mul.Tensor(permute_1, arg1_1);  permute_1 = arg1_1 = None

        # File: /work/main/tests/corpus/generate.py:882 in f, code: p = x.permute(2, 0, 1) * 3                      # 2-D tiled pointwise ...
        permute_2: "f32[32, 32, 32]" = torch.ops.aten.permute.default(arg0_1, [2, 0, 1]);  arg0_1 = None
        mul_1: "f32[32, 32, 32]" = torch.ops.aten.mul.Tensor(permute_2, 3);  permute_2 = None

        # File: /work/main/tests/corpus/generate.py:883 in f, code: r = p.sum(-1)                                   # ... into a reduction over the last loop
        sum_1: "f32[32, 32]" = torch.ops.aten.sum.dim_IntList(mul_1, [-1]);  mul_1 = None

        # File: /work/main/tests/corpus/generate.py:884 in f, code: q = v + y.t()                                   # (6, 64): a contiguous and a transposed read
        permute_3: "f32[6, 64]" = torch.ops.aten.permute.default(arg3_1, [1, 0]);  arg3_1 = None
        add_1: "f32[6, 64]" = torch.ops.aten.add.Tensor(arg4_1, permute_3);  arg4_1 = permute_3 = None

        # File: /work/main/tests/corpus/generate.py:885 in f, code: s = q.reshape(4, 96).sum(1)                     # (6, 64) does not split onto (4, 96)
        view: "f32[4, 96]" = torch.ops.aten.view.default(add_1, [4, 96])
        sum_2: "f32[4]" = torch.ops.aten.sum.dim_IntList(view, [1]);  view = None
        return (add, mul, sum_1, add_1, sum_2)
