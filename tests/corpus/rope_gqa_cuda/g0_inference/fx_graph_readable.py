class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[16, 32]", arg1_1: "f32[16, 32]", arg2_1: "f32[2, 16, 8, 32]", arg3_1: "f32[2, 16, 2, 32]"):
        # File: /work/main/tests/corpus/generate.py:3326 in apply_rope, code: cos, sin = cos[None, :, None, :], sin[None, :, None, :]
        unsqueeze: "f32[1, 16, 32]" = torch.ops.aten.unsqueeze.default(arg0_1, 0);  arg0_1 = None
        unsqueeze_1: "f32[1, 16, 1, 32]" = torch.ops.aten.unsqueeze.default(unsqueeze, 2);  unsqueeze = None
        unsqueeze_2: "f32[1, 16, 32]" = torch.ops.aten.unsqueeze.default(arg1_1, 0);  arg1_1 = None
        unsqueeze_3: "f32[1, 16, 1, 32]" = torch.ops.aten.unsqueeze.default(unsqueeze_2, 2);  unsqueeze_2 = None

        # File: /work/main/tests/corpus/generate.py:3327 in apply_rope, code: return q * cos + rotate_half(q) * sin, k * cos + rotate_half(k) * sin
        mul: "f32[2, 16, 8, 32]" = torch.ops.aten.mul.Tensor(arg2_1, unsqueeze_1)

        # File: /work/main/tests/corpus/generate.py:3322 in rotate_half, code: x1, x2 = x.chunk(2, -1)
        split = torch.ops.aten.split.Tensor(arg2_1, 16, -1);  arg2_1 = None
        getitem: "f32[2, 16, 8, 16]" = split[0]
        getitem_1: "f32[2, 16, 8, 16]" = split[1];  split = None

        # File: /work/main/tests/corpus/generate.py:3323 in rotate_half, code: return torch.cat([-x2, x1], -1)
        neg: "f32[2, 16, 8, 16]" = torch.ops.aten.neg.default(getitem_1);  getitem_1 = None
        cat: "f32[2, 16, 8, 32]" = torch.ops.aten.cat.default([neg, getitem], -1);  neg = getitem = None

        # File: /work/main/tests/corpus/generate.py:3327 in apply_rope, code: return q * cos + rotate_half(q) * sin, k * cos + rotate_half(k) * sin
        mul_1: "f32[2, 16, 8, 32]" = torch.ops.aten.mul.Tensor(cat, unsqueeze_3);  cat = None
        add: "f32[2, 16, 8, 32]" = torch.ops.aten.add.Tensor(mul, mul_1);  mul = mul_1 = None
        mul_2: "f32[2, 16, 2, 32]" = torch.ops.aten.mul.Tensor(arg3_1, unsqueeze_1);  unsqueeze_1 = None

        # File: /work/main/tests/corpus/generate.py:3322 in rotate_half, code: x1, x2 = x.chunk(2, -1)
        split_1 = torch.ops.aten.split.Tensor(arg3_1, 16, -1);  arg3_1 = None
        getitem_2: "f32[2, 16, 2, 16]" = split_1[0]
        getitem_3: "f32[2, 16, 2, 16]" = split_1[1];  split_1 = None

        # File: /work/main/tests/corpus/generate.py:3323 in rotate_half, code: return torch.cat([-x2, x1], -1)
        neg_1: "f32[2, 16, 2, 16]" = torch.ops.aten.neg.default(getitem_3);  getitem_3 = None
        cat_1: "f32[2, 16, 2, 32]" = torch.ops.aten.cat.default([neg_1, getitem_2], -1);  neg_1 = getitem_2 = None

        # File: /work/main/tests/corpus/generate.py:3327 in apply_rope, code: return q * cos + rotate_half(q) * sin, k * cos + rotate_half(k) * sin
        mul_3: "f32[2, 16, 2, 32]" = torch.ops.aten.mul.Tensor(cat_1, unsqueeze_3);  cat_1 = unsqueeze_3 = None
        add_1: "f32[2, 16, 2, 32]" = torch.ops.aten.add.Tensor(mul_2, mul_3);  mul_2 = mul_3 = None
        return (add, add_1)
