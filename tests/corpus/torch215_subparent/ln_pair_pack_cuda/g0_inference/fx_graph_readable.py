class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[64, 4096]", arg1_1: "f32[4096]", arg2_1: "f32[4096]"):
        # File: /work/main/tests/corpus/generate.py:1747 in f, code: r = F.layer_norm(x, (x.shape[-1],), w, b)
        var_mean = torch.ops.aten.var_mean.correction(arg0_1, [1], correction = 0, keepdim = True)
        getitem: "f32[64, 1]" = var_mean[0]
        getitem_1: "f32[64, 1]" = var_mean[1];  var_mean = None
        add: "f32[64, 1]" = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
        rsqrt: "f32[64, 1]" = torch.ops.aten.rsqrt.default(add);  add = None
        sub: "f32[64, 4096]" = torch.ops.aten.sub.Tensor(arg0_1, getitem_1);  arg0_1 = getitem_1 = None
        mul: "f32[64, 4096]" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = rsqrt = None
        mul_1: "f32[64, 4096]" = torch.ops.aten.mul.Tensor(mul, arg1_1);  mul = arg1_1 = None
        add_1: "f32[64, 4096]" = torch.ops.aten.add.Tensor(mul_1, arg2_1);  mul_1 = arg2_1 = None

        # File: /work/main/tests/corpus/generate.py:1748 in f, code: g = r.view(r.shape[0], -1, 2)
        view: "f32[64, 2048, 2]" = torch.ops.aten.view.default(add_1, [64, -1, 2]);  add_1 = None

        # File: /work/main/tests/corpus/generate.py:1749 in f, code: return g[..., 0] + g[..., 1] * 16.0
        select: "f32[64, 2048]" = torch.ops.aten.select.int(view, 2, 0)
        select_1: "f32[64, 2048]" = torch.ops.aten.select.int(view, 2, 1);  view = None
        mul_2: "f32[64, 2048]" = torch.ops.aten.mul.Tensor(select_1, 16.0);  select_1 = None
        add_2: "f32[64, 2048]" = torch.ops.aten.add.Tensor(select, mul_2);  select = mul_2 = None
        return (add_2,)
