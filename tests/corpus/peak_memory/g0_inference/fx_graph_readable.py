class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4096, 8]", arg1_1: "f32[4096, 8]", arg2_1: "f32[16]"):
        # File: /work/main/tests/corpus/generate.py:778 in f, code: p = a.sum(1)
        sum_1: "f32[4096]" = torch.ops.aten.sum.dim_IntList(arg0_1, [1]);  arg0_1 = None

        # File: /work/main/tests/corpus/generate.py:779 in f, code: q = b.sum(1)
        sum_2: "f32[4096]" = torch.ops.aten.sum.dim_IntList(arg1_1, [1]);  arg1_1 = None

        # File: /work/main/tests/corpus/generate.py:780 in f, code: return p.view(256, 16) * w, q.view(256, 16) + w
        view: "f32[256, 16]" = torch.ops.aten.view.default(sum_1, [256, 16]);  sum_1 = None
        mul: "f32[256, 16]" = torch.ops.aten.mul.Tensor(view, arg2_1);  view = None
        view_1: "f32[256, 16]" = torch.ops.aten.view.default(sum_2, [256, 16]);  sum_2 = None
        add: "f32[256, 16]" = torch.ops.aten.add.Tensor(view_1, arg2_1);  view_1 = arg2_1 = None
        return (mul, add)
