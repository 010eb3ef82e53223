class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[64, 4096]"):
        # File: /work/main/tests/corpus/generate.py:1678 in f, code: r = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6)
        pow_1: "f32[64, 4096]" = torch.ops.aten.pow.Tensor_Scalar(arg0_1, 2)
        mean: "f32[64, 1]" = torch.ops.aten.mean.dim(pow_1, [-1], True);  pow_1 = None
        add: "f32[64, 1]" = torch.ops.aten.add.Tensor(mean, 1e-06);  mean = None
        rsqrt: "f32[64, 1]" = torch.ops.aten.rsqrt.default(add);  add = None
        mul: "f32[64, 4096]" = torch.ops.aten.mul.Tensor(arg0_1, rsqrt);  arg0_1 = rsqrt = None

        # File: /work/main/tests/corpus/generate.py:1679 in f, code: g = r.view(r.shape[0], -1, 4)
        view: "f32[64, 1024, 4]" = torch.ops.aten.view.default(mul, [64, -1, 4]);  mul = None

        # File: /work/main/tests/corpus/generate.py:1680 in f, code: out = torch.stack([g[..., 0] + g[..., 1] * 64.0, g[..., 1] + g[..., 2] * 64.0,
        select: "f32[64, 1024]" = torch.ops.aten.select.int(view, 2, 0)
        select_1: "f32[64, 1024]" = torch.ops.aten.select.int(view, 2, 1)
        mul_1: "f32[64, 1024]" = torch.ops.aten.mul.Tensor(select_1, 64.0);  select_1 = None
        add_1: "f32[64, 1024]" = torch.ops.aten.add.Tensor(select, mul_1);  select = mul_1 = None
        select_2: "f32[64, 1024]" = torch.ops.aten.select.int(view, 2, 1)
        select_3: "f32[64, 1024]" = torch.ops.aten.select.int(view, 2, 2)
        mul_2: "f32[64, 1024]" = torch.ops.aten.mul.Tensor(select_3, 64.0);  select_3 = None
        add_2: "f32[64, 1024]" = torch.ops.aten.add.Tensor(select_2, mul_2);  select_2 = mul_2 = None

        # File: /work/main/tests/corpus/generate.py:1681 in f, code: g[..., 2] + g[..., 3] * 64.0], -1)
        select_4: "f32[64, 1024]" = torch.ops.aten.select.int(view, 2, 2)
        select_5: "f32[64, 1024]" = torch.ops.aten.select.int(view, 2, 3);  view = None
        mul_3: "f32[64, 1024]" = torch.ops.aten.mul.Tensor(select_5, 64.0);  select_5 = None
        add_3: "f32[64, 1024]" = torch.ops.aten.add.Tensor(select_4, mul_3);  select_4 = mul_3 = None

        # File: /work/main/tests/corpus/generate.py:1680 in f, code: out = torch.stack([g[..., 0] + g[..., 1] * 64.0, g[..., 1] + g[..., 2] * 64.0,
        unsqueeze: "f32[64, 1024, 1]" = torch.ops.aten.unsqueeze.default(add_1, 2);  add_1 = None
        unsqueeze_1: "f32[64, 1024, 1]" = torch.ops.aten.unsqueeze.default(add_2, 2);  add_2 = None
        unsqueeze_2: "f32[64, 1024, 1]" = torch.ops.aten.unsqueeze.default(add_3, 2);  add_3 = None
        cat: "f32[64, 1024, 3]" = torch.ops.aten.cat.default([unsqueeze, unsqueeze_1, unsqueeze_2], -1);  unsqueeze = unsqueeze_1 = unsqueeze_2 = None

        # File: /work/main/tests/corpus/generate.py:1682 in f, code: return out.flatten(1).round()
        view_1: "f32[64, 3072]" = torch.ops.aten.view.default(cat, [64, 3072]);  cat = None
        round_1: "f32[64, 3072]" = torch.ops.aten.round.default(view_1);  view_1 = None
        return (round_1,)
