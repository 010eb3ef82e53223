class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[2, 64, 128]", primals_4: "f32[384, 128]", primals_6: "f32[128, 128]", primals_8: "f32[128]", primals_10: "f32[512, 128]", primals_12: "f32[128, 512]", getitem_1: "f32[2, 64, 1]", rsqrt: "f32[2, 64, 1]", view: "f32[128, 128]", logical_and: "b8[64, 64]", div: "f32[2, 4, 64, 64]", view_12: "f32[128, 128]", addmm_1: "f32[128, 128]", getitem_6: "f32[2, 64, 1]", rsqrt_1: "f32[2, 64, 1]", view_14: "f32[128, 128]", addmm_2: "f32[128, 512]", view_16: "f32[128, 512]", permute_23: "f32[8, 32, 64]", permute_24: "f32[8, 32, 64]", permute_25: "f32[8, 64, 32]", tangents_1: "f32[2, 64, 128]"):
         # File: /work/main/tests/corpus/generate.py:670 in forward, code: return x + self.fc2(torch.nn.functional.gelu(self.fc1(self.ln2(x))))
        view_18: "f32[128, 128]" = torch.ops.aten.view.default(tangents_1, [128, 128])
        permute_8: "f32[512, 128]" = torch.ops.aten.permute.default(primals_12, [1, 0]);  primals_12 = None
        permute_9: "f32[128, 512]" = torch.ops.aten.permute.default(permute_8, [1, 0]);  permute_8 = None
        mm: "f32[128, 512]" = torch.ops.aten.mm.default(view_18, permute_9);  permute_9 = None
        permute_10: "f32[128, 128]" = torch.ops.aten.permute.default(view_18, [1, 0])
        mm_1: "f32[128, 512]" = torch.ops.aten.mm.default(permute_10, view_16);  permute_10 = view_16 = None
        sum_2: "f32[1, 128]" = torch.ops.aten.sum.dim_IntList(view_18, [0], True);  view_18 = None
        view_19: "f32[128]" = torch.ops.aten.view.default(sum_2, [128]);  sum_2 = None
        view_20: "f32[2, 64, 512]" = torch.ops.aten.view.default(mm, [2, 64, 512]);  mm = None
        view_15: "f32[2, 64, 512]" = torch.ops.aten.view.default(addmm_2, [2, 64, 512]);  addmm_2 = None
        mul_6: "f32[2, 64, 512]" = torch.ops.aten.mul.Tensor(view_15, 0.7071067811865476)
        erf: "f32[2, 64, 512]" = torch.ops.aten.erf.default(mul_6);  mul_6 = None
        add_5: "f32[2, 64, 512]" = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_9: "f32[2, 64, 512]" = torch.ops.aten.mul.Tensor(add_5, 0.5);  add_5 = None
        mul_10: "f32[2, 64, 512]" = torch.ops.aten.mul.Tensor(view_15, view_15)
        mul_11: "f32[2, 64, 512]" = torch.ops.aten.mul.Tensor(mul_10, -0.5);  mul_10 = None
        exp_1: "f32[2, 64, 512]" = torch.ops.aten.exp.default(mul_11);  mul_11 = None
        mul_12: "f32[2, 64, 512]" = torch.ops.aten.mul.Tensor(exp_1, 0.3989422804014327);  exp_1 = None
        mul_13: "f32[2, 64, 512]" = torch.ops.aten.mul.Tensor(view_15, mul_12);  view_15 = mul_12 = None
        add_8: "f32[2, 64, 512]" = torch.ops.aten.add.Tensor(mul_9, mul_13);  mul_9 = mul_13 = None
        mul_14: "f32[2, 64, 512]" = torch.ops.aten.mul.Tensor(view_20, add_8);  view_20 = add_8 = None
        view_21: "f32[128, 512]" = torch.ops.aten.view.default(mul_14, [128, 512]);  mul_14 = None
        permute_7: "f32[128, 512]" = torch.ops.aten.permute.default(primals_10, [1, 0]);  primals_10 = None
        permute_13: "f32[512, 128]" = torch.ops.aten.permute.default(permute_7, [1, 0]);  permute_7 = None
        mm_2: "f32[128, 128]" = torch.ops.aten.mm.default(view_21, permute_13);  permute_13 = None
        permute_14: "f32[512, 128]" = torch.ops.aten.permute.default(view_21, [1, 0])
        mm_3: "f32[512, 128]" = torch.ops.aten.mm.default(permute_14, view_14);  permute_14 = view_14 = None
        sum_3: "f32[1, 512]" = torch.ops.aten.sum.dim_IntList(view_21, [0], True);  view_21 = None
        view_22: "f32[512]" = torch.ops.aten.view.default(sum_3, [512]);  sum_3 = None
        view_23: "f32[2, 64, 128]" = torch.ops.aten.view.default(mm_2, [2, 64, 128]);  mm_2 = None
        mul_16: "f32[2, 64, 128]" = torch.ops.aten.mul.Tensor(view_23, primals_8);  primals_8 = None
        mul_17: "f32[2, 64, 128]" = torch.ops.aten.mul.Tensor(mul_16, 128)
        sum_4: "f32[2, 64, 1]" = torch.ops.aten.sum.dim_IntList(mul_16, [2], True)
        
         # File: /work/main/tests/corpus/generate.py:669 in forward, code: x = x + self.proj(y.transpose(1, 2).reshape(b, t, d))
        view_13: "f32[2, 64, 128]" = torch.ops.aten.view.default(addmm_1, [2, 64, 128]);  addmm_1 = None
        add_2: "f32[2, 64, 128]" = torch.ops.aten.add.Tensor(primals_1, view_13);  view_13 = None
        
         # File: /work/main/tests/corpus/generate.py:670 in forward, code: return x + self.fc2(torch.nn.functional.gelu(self.fc1(self.ln2(x))))
        sub_3: "f32[2, 64, 128]" = torch.ops.aten.sub.Tensor(add_2, getitem_6);  add_2 = getitem_6 = None
        mul_3: "f32[2, 64, 128]" = torch.ops.aten.mul.Tensor(sub_3, rsqrt_1);  sub_3 = None
        mul_18: "f32[2, 64, 128]" = torch.ops.aten.mul.Tensor(mul_16, mul_3);  mul_16 = None
        sum_5: "f32[2, 64, 1]" = torch.ops.aten.sum.dim_IntList(mul_18, [2], True);  mul_18 = None
        mul_19: "f32[2, 64, 128]" = torch.ops.aten.mul.Tensor(mul_3, sum_5);  sum_5 = None
        sub_5: "f32[2, 64, 128]" = torch.ops.aten.sub.Tensor(mul_17, sum_4);  mul_17 = sum_4 = None
        sub_6: "f32[2, 64, 128]" = torch.ops.aten.sub.Tensor(sub_5, mul_19);  sub_5 = mul_19 = None
        div_1: "f32[2, 64, 1]" = torch.ops.aten.div.Tensor(rsqrt_1, 128);  rsqrt_1 = None
        mul_20: "f32[2, 64, 128]" = torch.ops.aten.mul.Tensor(div_1, sub_6);  div_1 = sub_6 = None
        mul_21: "f32[2, 64, 128]" = torch.ops.aten.mul.Tensor(view_23, mul_3);  mul_3 = None
        sum_6: "f32[128]" = torch.ops.aten.sum.dim_IntList(mul_21, [0, 1]);  mul_21 = None
        sum_7: "f32[128]" = torch.ops.aten.sum.dim_IntList(view_23, [0, 1]);  view_23 = None
        
         # File: /work/main/tests/corpus/generate.py:670 in forward, code: return x + self.fc2(torch.nn.functional.gelu(self.fc1(self.ln2(x))))
        add_9: "f32[2, 64, 128]" = torch.ops.aten.add.Tensor(tangents_1, mul_20);  tangents_1 = mul_20 = None
        
         # File: /work/main/tests/corpus/generate.py:669 in forward, code: x = x + self.proj(y.transpose(1, 2).reshape(b, t, d))
        view_24: "f32[128, 128]" = torch.ops.aten.view.default(add_9, [128, 128]);  add_9 = None
        permute_6: "f32[128, 128]" = torch.ops.aten.permute.default(primals_6, [1, 0]);  primals_6 = None
        permute_17: "f32[128, 128]" = torch.ops.aten.permute.default(permute_6, [1, 0]);  permute_6 = None
        mm_4: "f32[128, 128]" = torch.ops.aten.mm.default(view_24, permute_17);  permute_17 = None
        permute_18: "f32[128, 128]" = torch.ops.aten.permute.default(view_24, [1, 0])
        mm_5: "f32[128, 128]" = torch.ops.aten.mm.default(permute_18, view_12);  permute_18 = view_12 = None
        sum_8: "f32[1, 128]" = torch.ops.aten.sum.dim_IntList(view_24, [0], True);  view_24 = None
        view_25: "f32[128]" = torch.ops.aten.view.default(sum_8, [128]);  sum_8 = None
        view_26: "f32[2, 64, 128]" = torch.ops.aten.view.default(mm_4, [2, 64, 128]);  mm_4 = None
        view_27: "f32[2, 64, 4, 32]" = torch.ops.aten.view.default(view_26, [2, 64, 4, 32]);  view_26 = None
        permute_21: "f32[2, 4, 64, 32]" = torch.ops.aten.permute.default(view_27, [0, 2, 1, 3]);  view_27 = None
        
         # File: /work/main/tests/corpus/generate.py:668 in forward, code: y = att.softmax(-1) @ v
        clone_4: "f32[2, 4, 64, 32]" = torch.ops.aten.clone.default(permute_21, memory_format = torch.contiguous_format);  permute_21 = None
        view_28: "f32[8, 64, 32]" = torch.ops.aten.view.default(clone_4, [8, 64, 32]);  clone_4 = None
        expand_2: "f32[2, 4, 64, 64]" = torch.ops.aten.expand.default(div, [2, 4, 64, 64])
        view_8: "f32[8, 64, 64]" = torch.ops.aten.view.default(expand_2, [8, 64, 64]);  expand_2 = None
        permute_22: "f32[8, 64, 64]" = torch.ops.aten.permute.default(view_8, [0, 2, 1]);  view_8 = None
        bmm_2: "f32[8, 64, 32]" = torch.ops.aten.bmm.default(permute_22, view_28);  permute_22 = None
        bmm_3: "f32[8, 64, 64]" = torch.ops.aten.bmm.default(view_28, permute_23);  view_28 = permute_23 = None
        view_29: "f32[2, 4, 64, 32]" = torch.ops.aten.view.default(bmm_2, [2, 4, 64, 32]);  bmm_2 = None
        view_30: "f32[2, 4, 64, 64]" = torch.ops.aten.view.default(bmm_3, [2, 4, 64, 64]);  bmm_3 = None
        mul_22: "f32[2, 4, 64, 64]" = torch.ops.aten.mul.Tensor(view_30, div);  view_30 = None
        sum_9: "f32[2, 4, 64, 1]" = torch.ops.aten.sum.dim_IntList(mul_22, [-1], True)
        neg: "f32[2, 4, 64, 64]" = torch.ops.aten.neg.default(div);  div = None
        fma: "f32[2, 4, 64, 64]" = torch.ops.prims.fma.default(neg, sum_9, mul_22);  neg = sum_9 = mul_22 = None
        
         # File: /work/main/tests/corpus/generate.py:667 in forward, code: att = att.masked_fill(torch.ones(t, t, dtype=torch.bool, device=x.device).triu(1), float("-inf"))
        full_default_2: "f32[]" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where_1: "f32[2, 4, 64, 64]" = torch.ops.aten.where.self(logical_and, full_default_2, fma);  logical_and = full_default_2 = fma = None
        
         # File: /work/main/tests/corpus/generate.py:666 in forward, code: att = (q @ k.transpose(-2, -1)) * (d // self.h) ** -0.5
        mul_23: "f32[2, 4, 64, 64]" = torch.ops.aten.mul.Tensor(where_1, 0.1767766952966369);  where_1 = None
        view_31: "f32[8, 64, 64]" = torch.ops.aten.view.default(mul_23, [8, 64, 64]);  mul_23 = None
        bmm_4: "f32[8, 32, 64]" = torch.ops.aten.bmm.default(permute_24, view_31);  permute_24 = None
        bmm_5: "f32[8, 64, 32]" = torch.ops.aten.bmm.default(view_31, permute_25);  view_31 = permute_25 = None
        view_32: "f32[2, 4, 32, 64]" = torch.ops.aten.view.default(bmm_4, [2, 4, 32, 64]);  bmm_4 = None
        view_33: "f32[2, 4, 64, 32]" = torch.ops.aten.view.default(bmm_5, [2, 4, 64, 32]);  bmm_5 = None
        permute_26: "f32[2, 4, 64, 32]" = torch.ops.aten.permute.default(view_32, [0, 1, 3, 2]);  view_32 = None
        
         # File: /work/main/tests/corpus/generate.py:665 in <genexpr>, code: q, k, v = (z.view(b, t, self.h, d // self.h).transpose(1, 2) for z in (q, k, v))
        permute_27: "f32[2, 64, 4, 32]" = torch.ops.aten.permute.default(view_29, [0, 2, 1, 3]);  view_29 = None
        clone_5: "f32[2, 64, 4, 32]" = torch.ops.aten.clone.default(permute_27, memory_format = torch.contiguous_format);  permute_27 = None
        view_34: "f32[2, 64, 128]" = torch.ops.aten.view.default(clone_5, [2, 64, 128]);  clone_5 = None
        permute_28: "f32[2, 64, 4, 32]" = torch.ops.aten.permute.default(permute_26, [0, 2, 1, 3]);  permute_26 = None
        view_35: "f32[2, 64, 128]" = torch.ops.aten.view.default(permute_28, [2, 64, 128]);  permute_28 = None
        permute_29: "f32[2, 64, 4, 32]" = torch.ops.aten.permute.default(view_33, [0, 2, 1, 3]);  view_33 = None
        clone_6: "f32[2, 64, 4, 32]" = torch.ops.aten.clone.default(permute_29, memory_format = torch.contiguous_format);  permute_29 = None
        view_36: "f32[2, 64, 128]" = torch.ops.aten.view.default(clone_6, [2, 64, 128]);  clone_6 = None
        
         # File: /work/main/tests/corpus/generate.py:664 in forward, code: q, k, v = self.qkv(self.ln1(x)).split(d, dim=-1)
        cat: "f32[2, 64, 384]" = torch.ops.aten.cat.default([view_36, view_35, view_34], 2);  view_36 = view_35 = view_34 = None
        view_37: "f32[128, 384]" = torch.ops.aten.view.default(cat, [128, 384]);  cat = None
        permute: "f32[128, 384]" = torch.ops.aten.permute.default(primals_4, [1, 0]);  primals_4 = None
        permute_30: "f32[384, 128]" = torch.ops.aten.permute.default(permute, [1, 0]);  permute = None
        mm_6: "f32[128, 128]" = torch.ops.aten.mm.default(view_37, permute_30);  permute_30 = None
        permute_31: "f32[384, 128]" = torch.ops.aten.permute.default(view_37, [1, 0])
        mm_7: "f32[384, 128]" = torch.ops.aten.mm.default(permute_31, view);  permute_31 = view = None
        sum_10: "f32[1, 384]" = torch.ops.aten.sum.dim_IntList(view_37, [0], True);  view_37 = None
        view_38: "f32[384]" = torch.ops.aten.view.default(sum_10, [384]);  sum_10 = None
        view_39: "f32[2, 64, 128]" = torch.ops.aten.view.default(mm_6, [2, 64, 128]);  mm_6 = None
        sub: "f32[2, 64, 128]" = torch.ops.aten.sub.Tensor(primals_1, getitem_1);  primals_1 = getitem_1 = None
        mul: "f32[2, 64, 128]" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = rsqrt = None
        mul_29: "f32[2, 64, 128]" = torch.ops.aten.mul.Tensor(view_39, mul);  mul = None
        sum_13: "f32[128]" = torch.ops.aten.sum.dim_IntList(mul_29, [0, 1]);  mul_29 = None
        sum_14: "f32[128]" = torch.ops.aten.sum.dim_IntList(view_39, [0, 1]);  view_39 = None
        return (None, sum_13, sum_14, mm_7, view_38, mm_5, view_25, sum_6, sum_7, mm_3, view_22, mm_1, view_19)
        