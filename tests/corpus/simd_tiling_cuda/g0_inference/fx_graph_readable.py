class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[256, 128]", arg1_1: "f32[256, 128]"):
        # File: /work/main/tests/corpus/generate.py:850 in f, code: t = x.t().contiguous() * 2                      # transposed copy: tiled in 2-D
        permute: "f32[128, 256]" = torch.ops.aten.permute.default(arg0_1, [1, 0])
        clone: "f32[128, 256]" = torch.ops.aten.clone.default(permute, memory_format = torch.contiguous_format);  permute = None
        mul: "f32[128, 256]" = torch.ops.aten.mul.Tensor(clone, 2);  clone = None

        # File: /work/main/tests/corpus/generate.py:851 in f, code: u = x + y                                       # contiguous over the same x
        add: "f32[256, 128]" = torch.ops.aten.add.Tensor(arg0_1, arg1_1);  arg1_1 = None

        # File: /work/main/tests/corpus/generate.py:852 in f, code: v = (x.t() + 1).sum(1)                          # a reduction over the transposed read
        permute_1: "f32[128, 256]" = torch.ops.aten.permute.default(arg0_1, [1, 0]);  arg0_1 = None
        add_1: "f32[128, 256]" = torch.ops.aten.add.Tensor(permute_1, 1);  permute_1 = None
        sum_1: "f32[128]" = torch.ops.aten.sum.dim_IntList(add_1, [1]);  add_1 = None

        # File: /work/main/tests/corpus/generate.py:853 in f, code: w = (t.t() * u).sum(0)
        permute_2: "f32[256, 128]" = torch.ops.aten.permute.default(mul, [1, 0])
        mul_1: "f32[256, 128]" = torch.ops.aten.mul.Tensor(permute_2, add);  permute_2 = None
        sum_2: "f32[128]" = torch.ops.aten.sum.dim_IntList(mul_1, [0]);  mul_1 = None
        return (mul, add, sum_1, sum_2)
