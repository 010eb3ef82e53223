class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[2, 64, 128]", primals_4: "f32[384, 128]", primals_6: "f32[128, 128]", primals_8: "f32[128]", primals_10: "f32[512, 128]", primals_12: "f32[128, 512]", getitem_1: "f32[2, 64, 1]", rsqrt: "f32[2, 64, 1]", view: "f32[128, 128]", permute_1: "f32[2, 4, 64, 32]", permute_2: "f32[2, 4, 64, 32]", permute_3: "f32[2, 4, 64, 32]", getitem_5: "f32[2, 4, 64, 32]", getitem_6: "f32[2, 4, 64]", getitem_7: "i64[]", getitem_8: "i64[]", addmm_1: "f32[128, 128]", getitem_10: "f32[2, 64, 1]", rsqrt_1: "f32[2, 64, 1]", view_8: "f32[128, 128]", addmm_2: "f32[128, 512]", view_10: "f32[128, 512]", tangents_1: "f32[2, 64, 128]"):
        # Backward of forward node: File: /work/main/tests/corpus/generate.py:1129 in forward, code: return x + self.fc2(F.gelu(self.fc1(self.ln2(x))))
        view_12: "f32[128, 128]" = torch.ops.aten.view.default(tangents_1, [128, 128])
        permute_7: "f32[512, 128]" = torch.ops.aten.permute.default(primals_12, [1, 0]);  primals_12 = None
        permute_8: "f32[128, 512]" = torch.ops.aten.permute.default(permute_7, [1, 0]);  permute_7 = None
        mm: "f32[128, 512]" = torch.ops.aten.mm.default(view_12, permute_8);  permute_8 = None
        permute_9: "f32[128, 128]" = torch.ops.aten.permute.default(view_12, [1, 0])
        mm_1: "f32[128, 512]" = torch.ops.aten.mm.default(permute_9, view_10);  permute_9 = view_10 = None
        sum_1: "f32[1, 128]" = torch.ops.aten.sum.dim_IntList(view_12, [0], True);  view_12 = None
        view_13: "f32[128]" = torch.ops.aten.view.default(sum_1, [128]);  sum_1 = None
        view_14: "f32[2, 64, 512]" = torch.ops.aten.view.default(mm, [2, 64, 512]);  mm = None
        view_9: "f32[2, 64, 512]" = torch.ops.aten.view.default(addmm_2, [2, 64, 512]);  addmm_2 = None
        mul_5: "f32[2, 64, 512]" = torch.ops.aten.mul.Tensor(view_9, 0.7071067811865476)
        erf: "f32[2, 64, 512]" = torch.ops.aten.erf.default(mul_5);  mul_5 = None
        add_5: "f32[2, 64, 512]" = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_8: "f32[2, 64, 512]" = torch.ops.aten.mul.Tensor(add_5, 0.5);  add_5 = None
        mul_9: "f32[2, 64, 512]" = torch.ops.aten.mul.Tensor(view_9, view_9)
        mul_10: "f32[2, 64, 512]" = torch.ops.aten.mul.Tensor(mul_9, -0.5);  mul_9 = None
        exp: "f32[2, 64, 512]" = torch.ops.aten.exp.default(mul_10);  mul_10 = None
        mul_11: "f32[2, 64, 512]" = torch.ops.aten.mul.Tensor(exp, 0.3989422804014327);  exp = None
        mul_12: "f32[2, 64, 512]" = torch.ops.aten.mul.Tensor(view_9, mul_11);  view_9 = mul_11 = None
        add_8: "f32[2, 64, 512]" = torch.ops.aten.add.Tensor(mul_8, mul_12);  mul_8 = mul_12 = None
        mul_13: "f32[2, 64, 512]" = torch.ops.aten.mul.Tensor(view_14, add_8);  view_14 = add_8 = None
        view_15: "f32[128, 512]" = torch.ops.aten.view.default(mul_13, [128, 512]);  mul_13 = None
        permute_6: "f32[128, 512]" = torch.ops.aten.permute.default(primals_10, [1, 0]);  primals_10 = None
        permute_12: "f32[512, 128]" = torch.ops.aten.permute.default(permute_6, [1, 0]);  permute_6 = None
        mm_2: "f32[128, 128]" = torch.ops.aten.mm.default(view_15, permute_12);  permute_12 = None
        permute_13: "f32[512, 128]" = torch.ops.aten.permute.default(view_15, [1, 0])
        mm_3: "f32[512, 128]" = torch.ops.aten.mm.default(permute_13, view_8);  permute_13 = view_8 = None
        sum_2: "f32[1, 512]" = torch.ops.aten.sum.dim_IntList(view_15, [0], True);  view_15 = None
        view_16: "f32[512]" = torch.ops.aten.view.default(sum_2, [512]);  sum_2 = None
        view_17: "f32[2, 64, 128]" = torch.ops.aten.view.default(mm_2, [2, 64, 128]);  mm_2 = None
        mul_15: "f32[2, 64, 128]" = torch.ops.aten.mul.Tensor(view_17, primals_8);  primals_8 = None
        mul_16: "f32[2, 64, 128]" = torch.ops.aten.mul.Tensor(mul_15, 128)
        sum_3: "f32[2, 64, 1]" = torch.ops.aten.sum.dim_IntList(mul_15, [2], True)

        # Backward of forward node: File: /work/main/tests/corpus/generate.py:1128 in forward, code: x = x + self.proj(y.transpose(1, 2).reshape(b, t, d))
        view_7: "f32[2, 64, 128]" = torch.ops.aten.view.default(addmm_1, [2, 64, 128]);  addmm_1 = None
        add_2: "f32[2, 64, 128]" = torch.ops.aten.add.Tensor(primals_1, view_7);  view_7 = None

        # Backward of forward node: File: /work/main/tests/corpus/generate.py:1129 in forward, code: return x + self.fc2(F.gelu(self.fc1(self.ln2(x))))
        sub_1: "f32[2, 64, 128]" = torch.ops.aten.sub.Tensor(add_2, getitem_10);  add_2 = getitem_10 = None
        mul_2: "f32[2, 64, 128]" = torch.ops.aten.mul.Tensor(sub_1, rsqrt_1);  sub_1 = None
        mul_17: "f32[2, 64, 128]" = torch.ops.aten.mul.Tensor(mul_15, mul_2);  mul_15 = None
        sum_4: "f32[2, 64, 1]" = torch.ops.aten.sum.dim_IntList(mul_17, [2], True);  mul_17 = None
        mul_18: "f32[2, 64, 128]" = torch.ops.aten.mul.Tensor(mul_2, sum_4);  sum_4 = None
        sub_3: "f32[2, 64, 128]" = torch.ops.aten.sub.Tensor(mul_16, sum_3);  mul_16 = sum_3 = None
        sub_4: "f32[2, 64, 128]" = torch.ops.aten.sub.Tensor(sub_3, mul_18);  sub_3 = mul_18 = None
        div: "f32[2, 64, 1]" = torch.ops.aten.div.Tensor(rsqrt_1, 128);  rsqrt_1 = None
        mul_19: "f32[2, 64, 128]" = torch.ops.aten.mul.Tensor(div, sub_4);  div = sub_4 = None
        mul_20: "f32[2, 64, 128]" = torch.ops.aten.mul.Tensor(view_17, mul_2);  mul_2 = None
        sum_5: "f32[128]" = torch.ops.aten.sum.dim_IntList(mul_20, [0, 1]);  mul_20 = None
        sum_6: "f32[128]" = torch.ops.aten.sum.dim_IntList(view_17, [0, 1]);  view_17 = None
        add_9: "f32[2, 64, 128]" = torch.ops.aten.add.Tensor(tangents_1, mul_19);  tangents_1 = mul_19 = None

        # Backward of forward node: File: /work/main/tests/corpus/generate.py:1128 in forward, code: x = x + self.proj(y.transpose(1, 2).reshape(b, t, d))
        view_18: "f32[128, 128]" = torch.ops.aten.view.default(add_9, [128, 128]);  add_9 = None
        permute_5: "f32[128, 128]" = torch.ops.aten.permute.default(primals_6, [1, 0]);  primals_6 = None
        permute_16: "f32[128, 128]" = torch.ops.aten.permute.default(permute_5, [1, 0]);  permute_5 = None
        mm_4: "f32[128, 128]" = torch.ops.aten.mm.default(view_18, permute_16);  permute_16 = None
        permute_17: "f32[128, 128]" = torch.ops.aten.permute.default(view_18, [1, 0])
        permute_4: "f32[2, 64, 4, 32]" = torch.ops.aten.permute.default(getitem_5, [0, 2, 1, 3])
        view_5: "f32[2, 64, 128]" = torch.ops.aten.view.default(permute_4, [2, 64, 128]);  permute_4 = None
        view_6: "f32[128, 128]" = torch.ops.aten.view.default(view_5, [128, 128]);  view_5 = None
        mm_5: "f32[128, 128]" = torch.ops.aten.mm.default(permute_17, view_6);  permute_17 = view_6 = None
        sum_7: "f32[1, 128]" = torch.ops.aten.sum.dim_IntList(view_18, [0], True);  view_18 = None
        view_19: "f32[128]" = torch.ops.aten.view.default(sum_7, [128]);  sum_7 = None
        view_20: "f32[2, 64, 128]" = torch.ops.aten.view.default(mm_4, [2, 64, 128]);  mm_4 = None
        view_21: "f32[2, 64, 4, 32]" = torch.ops.aten.view.default(view_20, [2, 64, 4, 32]);  view_20 = None
        permute_20: "f32[2, 4, 64, 32]" = torch.ops.aten.permute.default(view_21, [0, 2, 1, 3]);  view_21 = None

        # Backward of forward node: File: /work/main/tests/corpus/generate.py:1127 in forward, code: y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        _scaled_dot_product_efficient_attention_backward = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(permute_20, permute_1, permute_2, permute_3, None, getitem_5, getitem_6, getitem_7, getitem_8, 0.0, [True, True, True, False], True);  permute_20 = permute_1 = permute_2 = permute_3 = getitem_5 = getitem_6 = getitem_7 = getitem_8 = None
        getitem_11: "f32[2, 4, 64, 32]" = _scaled_dot_product_efficient_attention_backward[0]
        getitem_12: "f32[2, 4, 64, 32]" = _scaled_dot_product_efficient_attention_backward[1]
        getitem_13: "f32[2, 4, 64, 32]" = _scaled_dot_product_efficient_attention_backward[2];  _scaled_dot_product_efficient_attention_backward = None

        # Backward of forward node: File: /work/main/tests/corpus/generate.py:1126 in <genexpr>, code: q, k, v = (z.view(b, t, self.h, d // self.h).transpose(1, 2) for z in (q, k, v))
        permute_21: "f32[2, 64, 4, 32]" = torch.ops.aten.permute.default(getitem_13, [0, 2, 1, 3]);  getitem_13 = None
        view_22: "f32[2, 64, 128]" = torch.ops.aten.view.default(permute_21, [2, 64, 128]);  permute_21 = None
        permute_22: "f32[2, 64, 4, 32]" = torch.ops.aten.permute.default(getitem_12, [0, 2, 1, 3]);  getitem_12 = None
        view_23: "f32[2, 64, 128]" = torch.ops.aten.view.default(permute_22, [2, 64, 128]);  permute_22 = None
        permute_23: "f32[2, 64, 4, 32]" = torch.ops.aten.permute.default(getitem_11, [0, 2, 1, 3]);  getitem_11 = None
        view_24: "f32[2, 64, 128]" = torch.ops.aten.view.default(permute_23, [2, 64, 128]);  permute_23 = None

        # Backward of forward node: File: /work/main/tests/corpus/generate.py:1125 in forward, code: q, k, v = self.qkv(self.ln1(x)).split(d, dim=-1)
        cat: "f32[2, 64, 384]" = torch.ops.aten.cat.default([view_24, view_23, view_22], 2);  view_24 = view_23 = view_22 = None
        view_25: "f32[128, 384]" = torch.ops.aten.view.default(cat, [128, 384]);  cat = None
        permute: "f32[128, 384]" = torch.ops.aten.permute.default(primals_4, [1, 0]);  primals_4 = None
        permute_24: "f32[384, 128]" = torch.ops.aten.permute.default(permute, [1, 0]);  permute = None
        mm_6: "f32[128, 128]" = torch.ops.aten.mm.default(view_25, permute_24);  permute_24 = None
        permute_25: "f32[384, 128]" = torch.ops.aten.permute.default(view_25, [1, 0])
        mm_7: "f32[384, 128]" = torch.ops.aten.mm.default(permute_25, view);  permute_25 = view = None
        sum_8: "f32[1, 384]" = torch.ops.aten.sum.dim_IntList(view_25, [0], True);  view_25 = None
        view_26: "f32[384]" = torch.ops.aten.view.default(sum_8, [384]);  sum_8 = None
        view_27: "f32[2, 64, 128]" = torch.ops.aten.view.default(mm_6, [2, 64, 128]);  mm_6 = None
        sub: "f32[2, 64, 128]" = torch.ops.aten.sub.Tensor(primals_1, getitem_1);  primals_1 = getitem_1 = None
        mul: "f32[2, 64, 128]" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = rsqrt = None
        mul_26: "f32[2, 64, 128]" = torch.ops.aten.mul.Tensor(view_27, mul);  mul = None
        sum_11: "f32[128]" = torch.ops.aten.sum.dim_IntList(mul_26, [0, 1]);  mul_26 = None
        sum_12: "f32[128]" = torch.ops.aten.sum.dim_IntList(view_27, [0, 1]);  view_27 = None
        return (None, sum_11, sum_12, mm_7, view_26, mm_5, view_19, sum_5, sum_6, mm_3, view_16, mm_1, view_13)
