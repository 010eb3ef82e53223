class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[64, 128]", arg1_1: "i64[256]", arg2_1: "f32[128, 256]", arg3_1: "f32[256, 128]", arg4_1: "f32[256]"):
        # File: /work/main/tests/corpus/generate.py:3479 in f, code: h = torch.nn.functional.silu(x[idx] @ w1)
        index: "f32[256, 128]" = torch.ops.aten.index.Tensor(arg0_1, [arg1_1]);  arg0_1 = None
        mm: "f32[256, 256]" = torch.ops.aten.mm.default(index, arg2_1);  index = arg2_1 = None
        neg: "f32[256, 256]" = torch.ops.aten.neg.default(mm)
        exp: "f32[256, 256]" = torch.ops.aten.exp.default(neg);  neg = None
        add: "f32[256, 256]" = torch.ops.aten.add.Tensor(exp, 1);  exp = None
        div: "f32[256, 256]" = torch.ops.aten.div.Tensor(mm, add);  mm = add = None

        # File: /work/main/tests/corpus/generate.py:3480 in f, code: y = (h @ w2) * gate[:, None]
        mm_1: "f32[256, 128]" = torch.ops.aten.mm.default(div, arg3_1);  div = arg3_1 = None
        unsqueeze: "f32[256, 1]" = torch.ops.aten.unsqueeze.default(arg4_1, 1);  arg4_1 = None
        mul: "f32[256, 128]" = torch.ops.aten.mul.Tensor(mm_1, unsqueeze);  mm_1 = unsqueeze = None

        # File: /work/main/tests/corpus/generate.py:3481 in f, code: return torch.zeros(x.shape[0], w2.shape[1], device=x.device).index_add_(0, idx, y)
        full_default: "f32[64, 128]" = torch.ops.aten.full.default([64, 128], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        index_put: "f32[64, 128]" = torch.ops.aten.index_put.default(full_default, [arg1_1], mul, True);  full_default = arg1_1 = mul = None
        return (index_put,)
