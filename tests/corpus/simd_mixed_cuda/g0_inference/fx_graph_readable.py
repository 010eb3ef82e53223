class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[128, 512]", arg1_1: "f32[8, 64, 32]"):
        # File: /work/main/tests/corpus/generate.py:863 in f, code: r = x.sum(0)                                    # column sums
        sum_1: "f32[512]" = torch.ops.aten.sum.dim_IntList(arg0_1, [0])

        # File: /work/main/tests/corpus/generate.py:864 in f, code: c = x.sum(1)                                    # row sums of the same x
        sum_2: "f32[128]" = torch.ops.aten.sum.dim_IntList(arg0_1, [1])

        # File: /work/main/tests/corpus/generate.py:865 in f, code: n = x / c[:, None]                              # reduction epilogue
        unsqueeze: "f32[128, 1]" = torch.ops.aten.unsqueeze.default(sum_2, 1);  sum_2 = None
        div: "f32[128, 512]" = torch.ops.aten.div.Tensor(arg0_1, unsqueeze);  arg0_1 = unsqueeze = None

        # File: /work/main/tests/corpus/generate.py:866 in f, code: p = (z.permute(0, 2, 1) * 3).contiguous()       # writes in one loop order
        permute: "f32[8, 32, 64]" = torch.ops.aten.permute.default(arg1_1, [0, 2, 1])
        mul: "f32[8, 32, 64]" = torch.ops.aten.mul.Tensor(permute, 3);  permute = None
        clone: "f32[8, 32, 64]" = torch.ops.aten.clone.default(mul, memory_format = torch.contiguous_format);  mul = None

        # File: /work/main/tests/corpus/generate.py:867 in f, code: q = p.permute(0, 2, 1) + z                      # reads it in another
        permute_1: "f32[8, 64, 32]" = torch.ops.aten.permute.default(clone, [0, 2, 1]);  clone = None
        add: "f32[8, 64, 32]" = torch.ops.aten.add.Tensor(permute_1, arg1_1);  permute_1 = arg1_1 = None
        return (sum_1, div, add)
