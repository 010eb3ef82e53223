class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[8, 16]", arg1_1: "f32[8, 16]"):
        # File: /work/main/tests/corpus/generate.py:753 in f, code: v, i = torch.topk(x, 3, -1)
        topk = torch.ops.aten.topk.default(arg0_1, 3)
        getitem: "f32[8, 3]" = topk[0]
        getitem_1: "i64[8, 3]" = topk[1];  topk = None

        # File: /work/main/tests/corpus/generate.py:754 in f, code: c = torch.cat([v * 2, x[:, :3] + 1], -1)
        mul: "f32[8, 3]" = torch.ops.aten.mul.Tensor(getitem, 2);  getitem = None
        slice_1: "f32[8, 3]" = torch.ops.aten.slice.Tensor(arg0_1, 1, 0, 3);  arg0_1 = None
        add: "f32[8, 3]" = torch.ops.aten.add.Tensor(slice_1, 1);  slice_1 = None
        cat: "f32[8, 6]" = torch.ops.aten.cat.default([mul, add], -1);  mul = add = None

        # File: /work/main/tests/corpus/generate.py:755 in f, code: y.add_(1)
        add_1: "f32[8, 16]" = torch.ops.aten.add.Tensor(arg1_1, 1)

        # File: /work/main/tests/corpus/generate.py:756 in f, code: y[0] = 3
        _tensor_constant0: "f32[]" = self._tensor_constant0;  _tensor_constant0 = None
        full_default: "f32[]" = torch.ops.aten.full.default([], 3.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        select_1: "f32[16]" = torch.ops.aten.select.int(add_1, 0, 0)
        copy: "f32[16]" = torch.ops.aten.copy.default(select_1, full_default);  select_1 = full_default = None
        select_scatter: "f32[8, 16]" = torch.ops.aten.select_scatter.default(add_1, copy, 0, 0);  add_1 = copy = None

        # File: /work/main/tests/corpus/generate.py:757 in f, code: return c, i, y * 2
        mul_1: "f32[8, 16]" = torch.ops.aten.mul.Tensor(select_scatter, 2)

        # File: /work/main/tests/corpus/generate.py:756 in f, code: y[0] = 3
        copy_: "f32[8, 16]" = torch.ops.aten.copy_.default(arg1_1, select_scatter);  arg1_1 = select_scatter = copy_ = None
        return (cat, getitem_1, mul_1)
