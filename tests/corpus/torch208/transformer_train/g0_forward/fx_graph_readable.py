class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[2, 64, 128]", primals_2: "f32[128]", primals_3: "f32[128]", primals_4: "f32[384, 128]", primals_5: "f32[384]", primals_6: "f32[128, 128]", primals_7: "f32[128]", primals_8: "f32[128]", primals_9: "f32[128]", primals_10: "f32[512, 128]", primals_11: "f32[512]", primals_12: "f32[128, 512]", primals_13: "f32[128]"):
         # File: /work/main/tests/corpus/generate.py:664 in forward, code: q, k, v = self.qkv(self.ln1(x)).split(d, dim=-1)
        var_mean = torch.ops.aten.var_mean.correction(primals_1, [2], correction = 0, keepdim = True)
        getitem: "f32[2, 64, 1]" = var_mean[0]
        getitem_1: "f32[2, 64, 1]" = var_mean[1];  var_mean = None
        add: "f32[2, 64, 1]" = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
        rsqrt: "f32[2, 64, 1]" = torch.ops.aten.rsqrt.default(add);  add = None
        sub: "f32[2, 64, 128]" = torch.ops.aten.sub.Tensor(primals_1, getitem_1)
        mul: "f32[2, 64, 128]" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = None
        mul_1: "f32[2, 64, 128]" = torch.ops.aten.mul.Tensor(mul, primals_2);  mul = primals_2 = None
        add_1: "f32[2, 64, 128]" = torch.ops.aten.add.Tensor(mul_1, primals_3);  mul_1 = primals_3 = None
        view: "f32[128, 128]" = torch.ops.aten.view.default(add_1, [128, 128]);  add_1 = None
        permute: "f32[128, 384]" = torch.ops.aten.permute.default(primals_4, [1, 0])
        addmm: "f32[128, 384]" = torch.ops.aten.addmm.default(primals_5, view, permute);  primals_5 = permute = None
        view_1: "f32[2, 64, 384]" = torch.ops.aten.view.default(addmm, [2, 64, 384]);  addmm = None
        split = torch.ops.aten.split.Tensor(view_1, 128, -1);  view_1 = None
        getitem_2: "f32[2, 64, 128]" = split[0]
        getitem_3: "f32[2, 64, 128]" = split[1]
        getitem_4: "f32[2, 64, 128]" = split[2];  split = None
        
         # File: /work/main/tests/corpus/generate.py:665 in <genexpr>, code: q, k, v = (z.view(b, t, self.h, d // self.h).transpose(1, 2) for z in (q, k, v))
        view_2: "f32[2, 64, 4, 32]" = torch.ops.aten.view.default(getitem_2, [2, 64, 4, 32]);  getitem_2 = None
        permute_1: "f32[2, 4, 64, 32]" = torch.ops.aten.permute.default(view_2, [0, 2, 1, 3]);  view_2 = None
        view_3: "f32[2, 64, 4, 32]" = torch.ops.aten.view.default(getitem_3, [2, 64, 4, 32]);  getitem_3 = None
        permute_2: "f32[2, 4, 64, 32]" = torch.ops.aten.permute.default(view_3, [0, 2, 1, 3]);  view_3 = None
        view_4: "f32[2, 64, 4, 32]" = torch.ops.aten.view.default(getitem_4, [2, 64, 4, 32]);  getitem_4 = None
        permute_3: "f32[2, 4, 64, 32]" = torch.ops.aten.permute.default(view_4, [0, 2, 1, 3]);  view_4 = None
        
         # File: /work/main/tests/corpus/generate.py:666 in forward, code: att = (q @ k.transpose(-2, -1)) * (d // self.h) ** -0.5
        permute_4: "f32[2, 4, 32, 64]" = torch.ops.aten.permute.default(permute_2, [0, 1, 3, 2]);  permute_2 = None
        expand: "f32[2, 4, 64, 32]" = torch.ops.aten.expand.default(permute_1, [2, 4, 64, 32]);  permute_1 = None
        clone: "f32[2, 4, 64, 32]" = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format);  expand = None
        view_5: "f32[8, 64, 32]" = torch.ops.aten.view.default(clone, [8, 64, 32]);  clone = None
        expand_1: "f32[2, 4, 32, 64]" = torch.ops.aten.expand.default(permute_4, [2, 4, 32, 64]);  permute_4 = None
        clone_1: "f32[2, 4, 32, 64]" = torch.ops.aten.clone.default(expand_1, memory_format = torch.contiguous_format);  expand_1 = None
        view_6: "f32[8, 32, 64]" = torch.ops.aten.view.default(clone_1, [8, 32, 64]);  clone_1 = None
        bmm: "f32[8, 64, 64]" = torch.ops.aten.bmm.default(view_5, view_6)
        view_7: "f32[2, 4, 64, 64]" = torch.ops.aten.view.default(bmm, [2, 4, 64, 64]);  bmm = None
        mul_2: "f32[2, 4, 64, 64]" = torch.ops.aten.mul.Tensor(view_7, 0.1767766952966369);  view_7 = None
        
         # File: /work/main/tests/corpus/generate.py:667 in forward, code: att = att.masked_fill(torch.ones(t, t, dtype=torch.bool, device=x.device).triu(1), float("-inf"))
        full_default: "b8[64, 64]" = torch.ops.aten.full.default([64, 64], True, dtype = torch.bool, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        iota: "i64[64]" = torch.ops.prims.iota.default(64, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        unsqueeze: "i64[1, 64]" = torch.ops.aten.unsqueeze.default(iota, -2)
        unsqueeze_1: "i64[64, 1]" = torch.ops.aten.unsqueeze.default(iota, -1);  iota = None
        sub_1: "i64[64, 64]" = torch.ops.aten.sub.Tensor(unsqueeze, unsqueeze_1);  unsqueeze = unsqueeze_1 = None
        ge: "b8[64, 64]" = torch.ops.aten.ge.Scalar(sub_1, 1);  sub_1 = None
        logical_and: "b8[64, 64]" = torch.ops.aten.logical_and.default(ge, full_default);  ge = full_default = None
        full_default_1: "f32[]" = torch.ops.aten.full.default([], -inf, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where: "f32[2, 4, 64, 64]" = torch.ops.aten.where.self(logical_and, full_default_1, mul_2);  full_default_1 = mul_2 = None
        
         # File: /work/main/tests/corpus/generate.py:668 in forward, code: y = att.softmax(-1) @ v
        amax: "f32[2, 4, 64, 1]" = torch.ops.aten.amax.default(where, [-1], True)
        sub_2: "f32[2, 4, 64, 64]" = torch.ops.aten.sub.Tensor(where, amax);  where = amax = None
        exp: "f32[2, 4, 64, 64]" = torch.ops.aten.exp.default(sub_2);  sub_2 = None
        sum_1: "f32[2, 4, 64, 1]" = torch.ops.aten.sum.dim_IntList(exp, [-1], True)
        div: "f32[2, 4, 64, 64]" = torch.ops.aten.div.Tensor(exp, sum_1);  exp = sum_1 = None
        expand_2: "f32[2, 4, 64, 64]" = torch.ops.aten.expand.default(div, [2, 4, 64, 64])
        view_8: "f32[8, 64, 64]" = torch.ops.aten.view.default(expand_2, [8, 64, 64]);  expand_2 = None
        expand_3: "f32[2, 4, 64, 32]" = torch.ops.aten.expand.default(permute_3, [2, 4, 64, 32]);  permute_3 = None
        clone_2: "f32[2, 4, 64, 32]" = torch.ops.aten.clone.default(expand_3, memory_format = torch.contiguous_format);  expand_3 = None
        view_9: "f32[8, 64, 32]" = torch.ops.aten.view.default(clone_2, [8, 64, 32]);  clone_2 = None
        bmm_1: "f32[8, 64, 32]" = torch.ops.aten.bmm.default(view_8, view_9);  view_8 = None
        view_10: "f32[2, 4, 64, 32]" = torch.ops.aten.view.default(bmm_1, [2, 4, 64, 32]);  bmm_1 = None
        
         # File: /work/main/tests/corpus/generate.py:669 in forward, code: x = x + self.proj(y.transpose(1, 2).reshape(b, t, d))
        permute_5: "f32[2, 64, 4, 32]" = torch.ops.aten.permute.default(view_10, [0, 2, 1, 3]);  view_10 = None
        clone_3: "f32[2, 64, 4, 32]" = torch.ops.aten.clone.default(permute_5, memory_format = torch.contiguous_format);  permute_5 = None
        view_11: "f32[2, 64, 128]" = torch.ops.aten.view.default(clone_3, [2, 64, 128]);  clone_3 = None
        view_12: "f32[128, 128]" = torch.ops.aten.view.default(view_11, [128, 128]);  view_11 = None
        permute_6: "f32[128, 128]" = torch.ops.aten.permute.default(primals_6, [1, 0])
        addmm_1: "f32[128, 128]" = torch.ops.aten.addmm.default(primals_7, view_12, permute_6);  primals_7 = permute_6 = None
        view_13: "f32[2, 64, 128]" = torch.ops.aten.view.default(addmm_1, [2, 64, 128])
        add_2: "f32[2, 64, 128]" = torch.ops.aten.add.Tensor(primals_1, view_13);  view_13 = None
        
         # File: /work/main/tests/corpus/generate.py:670 in forward, code: return x + self.fc2(torch.nn.functional.gelu(self.fc1(self.ln2(x))))
        var_mean_1 = torch.ops.aten.var_mean.correction(add_2, [2], correction = 0, keepdim = True)
        getitem_5: "f32[2, 64, 1]" = var_mean_1[0]
        getitem_6: "f32[2, 64, 1]" = var_mean_1[1];  var_mean_1 = None
        add_3: "f32[2, 64, 1]" = torch.ops.aten.add.Tensor(getitem_5, 1e-05);  getitem_5 = None
        rsqrt_1: "f32[2, 64, 1]" = torch.ops.aten.rsqrt.default(add_3);  add_3 = None
        sub_3: "f32[2, 64, 128]" = torch.ops.aten.sub.Tensor(add_2, getitem_6)
        mul_3: "f32[2, 64, 128]" = torch.ops.aten.mul.Tensor(sub_3, rsqrt_1);  sub_3 = None
        mul_4: "f32[2, 64, 128]" = torch.ops.aten.mul.Tensor(mul_3, primals_8);  mul_3 = None
        add_4: "f32[2, 64, 128]" = torch.ops.aten.add.Tensor(mul_4, primals_9);  mul_4 = primals_9 = None
        view_14: "f32[128, 128]" = torch.ops.aten.view.default(add_4, [128, 128]);  add_4 = None
        permute_7: "f32[128, 512]" = torch.ops.aten.permute.default(primals_10, [1, 0])
        addmm_2: "f32[128, 512]" = torch.ops.aten.addmm.default(primals_11, view_14, permute_7);  primals_11 = permute_7 = None
        view_15: "f32[2, 64, 512]" = torch.ops.aten.view.default(addmm_2, [2, 64, 512])
        mul_5: "f32[2, 64, 512]" = torch.ops.aten.mul.Tensor(view_15, 0.5)
        mul_6: "f32[2, 64, 512]" = torch.ops.aten.mul.Tensor(view_15, 0.7071067811865476);  view_15 = None
        erf: "f32[2, 64, 512]" = torch.ops.aten.erf.default(mul_6);  mul_6 = None
        add_5: "f32[2, 64, 512]" = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_7: "f32[2, 64, 512]" = torch.ops.aten.mul.Tensor(mul_5, add_5);  mul_5 = add_5 = None
        view_16: "f32[128, 512]" = torch.ops.aten.view.default(mul_7, [128, 512]);  mul_7 = None
        permute_8: "f32[512, 128]" = torch.ops.aten.permute.default(primals_12, [1, 0])
        addmm_3: "f32[128, 128]" = torch.ops.aten.addmm.default(primals_13, view_16, permute_8);  primals_13 = permute_8 = None
        view_17: "f32[2, 64, 128]" = torch.ops.aten.view.default(addmm_3, [2, 64, 128]);  addmm_3 = None
        add_6: "f32[2, 64, 128]" = torch.ops.aten.add.Tensor(add_2, view_17);  add_2 = view_17 = None
        
         # File: /work/main/tests/corpus/generate.py:668 in forward, code: y = att.softmax(-1) @ v
        permute_23: "f32[8, 32, 64]" = torch.ops.aten.permute.default(view_9, [0, 2, 1]);  view_9 = None
        
         # File: /work/main/tests/corpus/generate.py:666 in forward, code: att = (q @ k.transpose(-2, -1)) * (d // self.h) ** -0.5
        permute_24: "f32[8, 32, 64]" = torch.ops.aten.permute.default(view_5, [0, 2, 1]);  view_5 = None
        permute_25: "f32[8, 64, 32]" = torch.ops.aten.permute.default(view_6, [0, 2, 1]);  view_6 = None
        return (add_6, primals_1, primals_4, primals_6, primals_8, primals_10, primals_12, getitem_1, rsqrt, view, logical_and, div, view_12, addmm_1, getitem_6, rsqrt_1, view_14, addmm_2, view_16, permute_23, permute_24, permute_25)
        