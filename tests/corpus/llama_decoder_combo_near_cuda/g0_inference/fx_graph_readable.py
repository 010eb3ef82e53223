class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[2, 32, 128]", arg1_1: "f32[128]", arg2_1: "f32[128, 128]", arg3_1: "f32[64, 128]", arg4_1: "f32[64, 128]", arg5_1: "f32[128, 128]", arg6_1: "f32[128]", arg7_1: "f32[512, 128]", arg8_1: "f32[512, 128]", arg9_1: "f32[128, 512]", arg10_1: "f32[128]", arg11_1: "f32[128, 128]", arg12_1: "f32[64, 128]", arg13_1: "f32[64, 128]", arg14_1: "f32[128, 128]", arg15_1: "f32[128]", arg16_1: "f32[512, 128]", arg17_1: "f32[512, 128]", arg18_1: "f32[128, 512]", arg19_1: "f32[128]"):
        # File: /work/main/tests/corpus/generate.py:2692 in forward, code: pos = torch.arange(tokens, device=x.device).float()
        iota: "i64[32]" = torch.ops.prims.iota.default(32, start = 0, step = 1, dtype = torch.int64, device = device(type='cuda', index=0), requires_grad = False)
        convert_element_type: "f32[32]" = torch.ops.prims.convert_element_type.default(iota, torch.float32);  iota = None

        # File: /work/main/tests/corpus/generate.py:2693 in forward, code: inv_freq = 1.0 / (10000 ** (torch.arange(0, hd // 2, device=x.device).float() / (hd // 2)))
        iota_1: "i64[16]" = torch.ops.prims.iota.default(16, start = 0, step = 1, dtype = torch.int64, device = device(type='cuda', index=0), requires_grad = False)
        convert_element_type_1: "f32[16]" = torch.ops.prims.convert_element_type.default(iota_1, torch.float32);  iota_1 = None
        div: "f32[16]" = torch.ops.aten.div.Tensor(convert_element_type_1, 16);  convert_element_type_1 = None
        pow_1: "f32[16]" = torch.ops.aten.pow.Scalar(10000, div);  div = None
        reciprocal: "f32[16]" = torch.ops.aten.reciprocal.default(pow_1);  pow_1 = None

        # File: /work/main/tests/corpus/generate.py:2694 in forward, code: angles = pos[:, None] * inv_freq[None]
        unsqueeze: "f32[32, 1]" = torch.ops.aten.unsqueeze.default(convert_element_type, 1);  convert_element_type = None
        unsqueeze_1: "f32[1, 16]" = torch.ops.aten.unsqueeze.default(reciprocal, 0);  reciprocal = None
        mul_1: "f32[32, 16]" = torch.ops.aten.mul.Tensor(unsqueeze, unsqueeze_1);  unsqueeze = unsqueeze_1 = None

        # File: /work/main/tests/corpus/generate.py:2695 in forward, code: cos, sin = angles.cos(), angles.sin()
        cos: "f32[32, 16]" = torch.ops.aten.cos.default(mul_1)
        sin: "f32[32, 16]" = torch.ops.aten.sin.default(mul_1);  mul_1 = None

        # File: /work/main/tests/corpus/generate.py:2696 in forward, code: mask = torch.full((tokens, tokens), float("-inf"), device=x.device).triu(1)
        full_default: "f32[32, 32]" = torch.ops.aten.full.default([32, 32], -inf, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        iota_2: "i64[32]" = torch.ops.prims.iota.default(32, start = 0, step = 1, dtype = torch.int64, device = device(type='cuda', index=0), requires_grad = False)
        unsqueeze_2: "i64[1, 32]" = torch.ops.aten.unsqueeze.default(iota_2, -2);  iota_2 = None
        iota_3: "i64[32]" = torch.ops.prims.iota.default(32, start = 0, step = 1, dtype = torch.int64, device = device(type='cuda', index=0), requires_grad = False)
        unsqueeze_3: "i64[32, 1]" = torch.ops.aten.unsqueeze.default(iota_3, -1);  iota_3 = None
        sub: "i64[32, 32]" = torch.ops.aten.sub.Tensor(unsqueeze_2, unsqueeze_3);  unsqueeze_2 = unsqueeze_3 = None
        ge: "b8[32, 32]" = torch.ops.aten.ge.Scalar(sub, 1);  sub = None
        full_default_1: "f32[]" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        where: "f32[32, 32]" = torch.ops.aten.where.self(ge, full_default, full_default_1);  ge = full_default = full_default_1 = None

        # File: /work/main/tests/corpus/generate.py:2652 in forward, code: return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * self.weight
        pow_2: "f32[2, 32, 128]" = torch.ops.aten.pow.Tensor_Scalar(arg0_1, 2)
        mean: "f32[2, 32, 1]" = torch.ops.aten.mean.dim(pow_2, [-1], True);  pow_2 = None
        add: "f32[2, 32, 1]" = torch.ops.aten.add.Tensor(mean, 1e-06);  mean = None
        rsqrt: "f32[2, 32, 1]" = torch.ops.aten.rsqrt.default(add);  add = None
        mul_2: "f32[2, 32, 128]" = torch.ops.aten.mul.Tensor(arg0_1, rsqrt);  rsqrt = None
        mul_3: "f32[2, 32, 128]" = torch.ops.aten.mul.Tensor(mul_2, arg1_1);  mul_2 = arg1_1 = None

        # File: /work/main/tests/corpus/generate.py:2673 in forward, code: q = self.q(h).view(b, tokens, heads, hd).transpose(1, 2)
        permute: "f32[128, 128]" = torch.ops.aten.permute.default(arg2_1, [1, 0]);  arg2_1 = None
        view: "f32[64, 128]" = torch.ops.aten.view.default(mul_3, [64, 128])
        mm: "f32[64, 128]" = torch.ops.aten.mm.default(view, permute);  view = permute = None
        view_1: "f32[2, 32, 128]" = torch.ops.aten.view.default(mm, [2, 32, 128]);  mm = None
        view_2: "f32[2, 32, 4, 32]" = torch.ops.aten.view.default(view_1, [2, 32, 4, 32]);  view_1 = None
        permute_1: "f32[2, 4, 32, 32]" = torch.ops.aten.permute.default(view_2, [0, 2, 1, 3]);  view_2 = None

        # File: /work/main/tests/corpus/generate.py:2674 in forward, code: k = self.k(h).view(b, tokens, kv_heads, hd).transpose(1, 2)
        permute_2: "f32[128, 64]" = torch.ops.aten.permute.default(arg3_1, [1, 0]);  arg3_1 = None
        view_3: "f32[64, 128]" = torch.ops.aten.view.default(mul_3, [64, 128])
        mm_1: "f32[64, 64]" = torch.ops.aten.mm.default(view_3, permute_2);  view_3 = permute_2 = None
        view_4: "f32[2, 32, 64]" = torch.ops.aten.view.default(mm_1, [2, 32, 64]);  mm_1 = None
        view_5: "f32[2, 32, 2, 32]" = torch.ops.aten.view.default(view_4, [2, 32, 2, 32]);  view_4 = None
        permute_3: "f32[2, 2, 32, 32]" = torch.ops.aten.permute.default(view_5, [0, 2, 1, 3]);  view_5 = None

        # File: /work/main/tests/corpus/generate.py:2675 in forward, code: v = self.v(h).view(b, tokens, kv_heads, hd).transpose(1, 2)
        permute_4: "f32[128, 64]" = torch.ops.aten.permute.default(arg4_1, [1, 0]);  arg4_1 = None
        view_6: "f32[64, 128]" = torch.ops.aten.view.default(mul_3, [64, 128]);  mul_3 = None
        mm_2: "f32[64, 64]" = torch.ops.aten.mm.default(view_6, permute_4);  view_6 = permute_4 = None
        view_7: "f32[2, 32, 64]" = torch.ops.aten.view.default(mm_2, [2, 32, 64]);  mm_2 = None
        view_8: "f32[2, 32, 2, 32]" = torch.ops.aten.view.default(view_7, [2, 32, 2, 32]);  view_7 = None
        permute_5: "f32[2, 2, 32, 32]" = torch.ops.aten.permute.default(view_8, [0, 2, 1, 3]);  view_8 = None

        # File: /work/main/tests/corpus/generate.py:2655 in rotate, code: x1, x2 = x[..., : hd // 2], x[..., hd // 2:]
        slice_1: "f32[2, 4, 32, 16]" = torch.ops.aten.slice.Tensor(permute_1, 3, 0, 16)
        slice_2: "f32[2, 4, 32, 16]" = torch.ops.aten.slice.Tensor(permute_1, 3, 16, 9223372036854775807);  permute_1 = None

        # File: /work/main/tests/corpus/generate.py:2656 in rotate, code: return torch.cat([x1 * cos - x2 * sin, x2 * cos + x1 * sin], -1)
        mul_4: "f32[2, 4, 32, 16]" = torch.ops.aten.mul.Tensor(slice_1, cos)
        mul_5: "f32[2, 4, 32, 16]" = torch.ops.aten.mul.Tensor(slice_2, sin)
        sub_1: "f32[2, 4, 32, 16]" = torch.ops.aten.sub.Tensor(mul_4, mul_5);  mul_4 = mul_5 = None
        mul_6: "f32[2, 4, 32, 16]" = torch.ops.aten.mul.Tensor(slice_2, cos);  slice_2 = None
        mul_7: "f32[2, 4, 32, 16]" = torch.ops.aten.mul.Tensor(slice_1, sin);  slice_1 = None
        add_1: "f32[2, 4, 32, 16]" = torch.ops.aten.add.Tensor(mul_6, mul_7);  mul_6 = mul_7 = None
        cat: "f32[2, 4, 32, 32]" = torch.ops.aten.cat.default([sub_1, add_1], -1);  sub_1 = add_1 = None

        # File: /work/main/tests/corpus/generate.py:2655 in rotate, code: x1, x2 = x[..., : hd // 2], x[..., hd // 2:]
        slice_3: "f32[2, 2, 32, 16]" = torch.ops.aten.slice.Tensor(permute_3, 3, 0, 16)
        slice_4: "f32[2, 2, 32, 16]" = torch.ops.aten.slice.Tensor(permute_3, 3, 16, 9223372036854775807);  permute_3 = None

        # File: /work/main/tests/corpus/generate.py:2656 in rotate, code: return torch.cat([x1 * cos - x2 * sin, x2 * cos + x1 * sin], -1)
        mul_8: "f32[2, 2, 32, 16]" = torch.ops.aten.mul.Tensor(slice_3, cos)
        mul_9: "f32[2, 2, 32, 16]" = torch.ops.aten.mul.Tensor(slice_4, sin)
        sub_2: "f32[2, 2, 32, 16]" = torch.ops.aten.sub.Tensor(mul_8, mul_9);  mul_8 = mul_9 = None
        mul_10: "f32[2, 2, 32, 16]" = torch.ops.aten.mul.Tensor(slice_4, cos);  slice_4 = None
        mul_11: "f32[2, 2, 32, 16]" = torch.ops.aten.mul.Tensor(slice_3, sin);  slice_3 = None
        add_2: "f32[2, 2, 32, 16]" = torch.ops.aten.add.Tensor(mul_10, mul_11);  mul_10 = mul_11 = None
        cat_1: "f32[2, 2, 32, 32]" = torch.ops.aten.cat.default([sub_2, add_2], -1);  sub_2 = add_2 = None

        # File: /work/main/tests/corpus/generate.py:2677 in forward, code: k = k.repeat_interleave(heads // kv_heads, 1)
        unsqueeze_4: "f32[2, 2, 1, 32, 32]" = torch.ops.aten.unsqueeze.default(cat_1, 2);  cat_1 = None
        expand: "f32[2, 2, 2, 32, 32]" = torch.ops.aten.expand.default(unsqueeze_4, [2, 2, 2, 32, 32]);  unsqueeze_4 = None
        clone: "f32[2, 2, 2, 32, 32]" = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format);  expand = None
        view_9: "f32[2, 4, 32, 32]" = torch.ops.aten.view.default(clone, [2, 4, 32, 32]);  clone = None

        # File: /work/main/tests/corpus/generate.py:2678 in forward, code: v = v.repeat_interleave(heads // kv_heads, 1)
        unsqueeze_5: "f32[2, 2, 1, 32, 32]" = torch.ops.aten.unsqueeze.default(permute_5, 2);  permute_5 = None
        expand_1: "f32[2, 2, 2, 32, 32]" = torch.ops.aten.expand.default(unsqueeze_5, [2, 2, 2, 32, 32]);  unsqueeze_5 = None
        clone_1: "f32[2, 2, 2, 32, 32]" = torch.ops.aten.clone.default(expand_1, memory_format = torch.contiguous_format);  expand_1 = None
        view_10: "f32[2, 4, 32, 32]" = torch.ops.aten.view.default(clone_1, [2, 4, 32, 32]);  clone_1 = None

        # File: /work/main/tests/corpus/generate.py:2679 in forward, code: scores = (q @ k.transpose(-1, -2)) / hd ** 0.5 + mask
        permute_6: "f32[2, 4, 32, 32]" = torch.ops.aten.permute.default(view_9, [0, 1, 3, 2]);  view_9 = None
        expand_2: "f32[2, 4, 32, 32]" = torch.ops.aten.expand.default(cat, [2, 4, 32, 32]);  cat = None
        view_11: "f32[8, 32, 32]" = torch.ops.aten.view.default(expand_2, [8, 32, 32]);  expand_2 = None
        expand_3: "f32[2, 4, 32, 32]" = torch.ops.aten.expand.default(permute_6, [2, 4, 32, 32]);  permute_6 = None
        view_12: "f32[8, 32, 32]" = torch.ops.aten.view.default(expand_3, [8, 32, 32]);  expand_3 = None
        bmm: "f32[8, 32, 32]" = torch.ops.aten.bmm.default(view_11, view_12);  view_11 = view_12 = None
        view_13: "f32[2, 4, 32, 32]" = torch.ops.aten.view.default(bmm, [2, 4, 32, 32]);  bmm = None
        div_1: "f32[2, 4, 32, 32]" = torch.ops.aten.div.Tensor(view_13, 5.656854249492381);  view_13 = None
        add_3: "f32[2, 4, 32, 32]" = torch.ops.aten.add.Tensor(div_1, where);  div_1 = None

        # File: /work/main/tests/corpus/generate.py:2680 in forward, code: attn = F.softmax(scores.float(), -1).to(q.dtype)
        amax: "f32[2, 4, 32, 1]" = torch.ops.aten.amax.default(add_3, [-1], True)
        sub_3: "f32[2, 4, 32, 32]" = torch.ops.aten.sub.Tensor(add_3, amax);  add_3 = amax = None
        exp: "f32[2, 4, 32, 32]" = torch.ops.aten.exp.default(sub_3);  sub_3 = None
        sum_1: "f32[2, 4, 32, 1]" = torch.ops.aten.sum.dim_IntList(exp, [-1], True)
        div_2: "f32[2, 4, 32, 32]" = torch.ops.aten.div.Tensor(exp, sum_1);  exp = sum_1 = None

        # File: /work/main/tests/corpus/generate.py:2681 in forward, code: x = x + self.o((attn @ v).transpose(1, 2).reshape(b, tokens, d))
        expand_4: "f32[2, 4, 32, 32]" = torch.ops.aten.expand.default(div_2, [2, 4, 32, 32]);  div_2 = None
        view_14: "f32[8, 32, 32]" = torch.ops.aten.view.default(expand_4, [8, 32, 32]);  expand_4 = None
        expand_5: "f32[2, 4, 32, 32]" = torch.ops.aten.expand.default(view_10, [2, 4, 32, 32]);  view_10 = None
        view_15: "f32[8, 32, 32]" = torch.ops.aten.view.default(expand_5, [8, 32, 32]);  expand_5 = None
        bmm_1: "f32[8, 32, 32]" = torch.ops.aten.bmm.default(view_14, view_15);  view_14 = view_15 = None
        view_16: "f32[2, 4, 32, 32]" = torch.ops.aten.view.default(bmm_1, [2, 4, 32, 32]);  bmm_1 = None
        permute_7: "f32[2, 32, 4, 32]" = torch.ops.aten.permute.default(view_16, [0, 2, 1, 3]);  view_16 = None
        clone_2: "f32[2, 32, 4, 32]" = torch.ops.aten.clone.default(permute_7, memory_format = torch.contiguous_format);  permute_7 = None
        view_17: "f32[2, 32, 128]" = torch.ops.aten.view.default(clone_2, [2, 32, 128]);  clone_2 = None
        permute_8: "f32[128, 128]" = torch.ops.aten.permute.default(arg5_1, [1, 0]);  arg5_1 = None
        view_18: "f32[64, 128]" = torch.ops.aten.view.default(view_17, [64, 128]);  view_17 = None
        mm_3: "f32[64, 128]" = torch.ops.aten.mm.default(view_18, permute_8);  view_18 = permute_8 = None
        view_19: "f32[2, 32, 128]" = torch.ops.aten.view.default(mm_3, [2, 32, 128]);  mm_3 = None
        add_4: "f32[2, 32, 128]" = torch.ops.aten.add.Tensor(arg0_1, view_19);  arg0_1 = view_19 = None

        # File: /work/main/tests/corpus/generate.py:2652 in forward, code: return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * self.weight
        pow_3: "f32[2, 32, 128]" = torch.ops.aten.pow.Tensor_Scalar(add_4, 2)
        mean_1: "f32[2, 32, 1]" = torch.ops.aten.mean.dim(pow_3, [-1], True);  pow_3 = None
        add_5: "f32[2, 32, 1]" = torch.ops.aten.add.Tensor(mean_1, 1e-06);  mean_1 = None
        rsqrt_1: "f32[2, 32, 1]" = torch.ops.aten.rsqrt.default(add_5);  add_5 = None
        mul_12: "f32[2, 32, 128]" = torch.ops.aten.mul.Tensor(add_4, rsqrt_1);  rsqrt_1 = None
        mul_13: "f32[2, 32, 128]" = torch.ops.aten.mul.Tensor(mul_12, arg6_1);  mul_12 = arg6_1 = None

        # File: /work/main/tests/corpus/generate.py:2683 in forward, code: return x + self.down(F.silu(self.gate(h)) * self.up(h))
        permute_9: "f32[128, 512]" = torch.ops.aten.permute.default(arg7_1, [1, 0]);  arg7_1 = None
        view_20: "f32[64, 128]" = torch.ops.aten.view.default(mul_13, [64, 128])
        mm_4: "f32[64, 512]" = torch.ops.aten.mm.default(view_20, permute_9);  view_20 = permute_9 = None
        view_21: "f32[2, 32, 512]" = torch.ops.aten.view.default(mm_4, [2, 32, 512]);  mm_4 = None
        neg: "f32[2, 32, 512]" = torch.ops.aten.neg.default(view_21)
        exp_1: "f32[2, 32, 512]" = torch.ops.aten.exp.default(neg);  neg = None
        add_6: "f32[2, 32, 512]" = torch.ops.aten.add.Tensor(exp_1, 1);  exp_1 = None
        div_3: "f32[2, 32, 512]" = torch.ops.aten.div.Tensor(view_21, add_6);  view_21 = add_6 = None
        permute_10: "f32[128, 512]" = torch.ops.aten.permute.default(arg8_1, [1, 0]);  arg8_1 = None
        view_22: "f32[64, 128]" = torch.ops.aten.view.default(mul_13, [64, 128]);  mul_13 = None
        mm_5: "f32[64, 512]" = torch.ops.aten.mm.default(view_22, permute_10);  view_22 = permute_10 = None
        view_23: "f32[2, 32, 512]" = torch.ops.aten.view.default(mm_5, [2, 32, 512]);  mm_5 = None
        mul_14: "f32[2, 32, 512]" = torch.ops.aten.mul.Tensor(div_3, view_23);  div_3 = view_23 = None
        permute_11: "f32[512, 128]" = torch.ops.aten.permute.default(arg9_1, [1, 0]);  arg9_1 = None
        view_24: "f32[64, 512]" = torch.ops.aten.view.default(mul_14, [64, 512]);  mul_14 = None
        mm_6: "f32[64, 128]" = torch.ops.aten.mm.default(view_24, permute_11);  view_24 = permute_11 = None
        view_25: "f32[2, 32, 128]" = torch.ops.aten.view.default(mm_6, [2, 32, 128]);  mm_6 = None
        add_7: "f32[2, 32, 128]" = torch.ops.aten.add.Tensor(add_4, view_25);  add_4 = view_25 = None

        # File: /work/main/tests/corpus/generate.py:2652 in forward, code: return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * self.weight
        pow_4: "f32[2, 32, 128]" = torch.ops.aten.pow.Tensor_Scalar(add_7, 2)
        mean_2: "f32[2, 32, 1]" = torch.ops.aten.mean.dim(pow_4, [-1], True);  pow_4 = None
        add_8: "f32[2, 32, 1]" = torch.ops.aten.add.Tensor(mean_2, 1e-06);  mean_2 = None
        rsqrt_2: "f32[2, 32, 1]" = torch.ops.aten.rsqrt.default(add_8);  add_8 = None
        mul_15: "f32[2, 32, 128]" = torch.ops.aten.mul.Tensor(add_7, rsqrt_2);  rsqrt_2 = None
        mul_16: "f32[2, 32, 128]" = torch.ops.aten.mul.Tensor(mul_15, arg10_1);  mul_15 = arg10_1 = None

        # File: /work/main/tests/corpus/generate.py:2673 in forward, code: q = self.q(h).view(b, tokens, heads, hd).transpose(1, 2)
        permute_12: "f32[128, 128]" = torch.ops.aten.permute.default(arg11_1, [1, 0]);  arg11_1 = None
        view_26: "f32[64, 128]" = torch.ops.aten.view.default(mul_16, [64, 128])
        mm_7: "f32[64, 128]" = torch.ops.aten.mm.default(view_26, permute_12);  view_26 = permute_12 = None
        view_27: "f32[2, 32, 128]" = torch.ops.aten.view.default(mm_7, [2, 32, 128]);  mm_7 = None
        view_28: "f32[2, 32, 4, 32]" = torch.ops.aten.view.default(view_27, [2, 32, 4, 32]);  view_27 = None
        permute_13: "f32[2, 4, 32, 32]" = torch.ops.aten.permute.default(view_28, [0, 2, 1, 3]);  view_28 = None

        # File: /work/main/tests/corpus/generate.py:2674 in forward, code: k = self.k(h).view(b, tokens, kv_heads, hd).transpose(1, 2)
        permute_14: "f32[128, 64]" = torch.ops.aten.permute.default(arg12_1, [1, 0]);  arg12_1 = None
        view_29: "f32[64, 128]" = torch.ops.aten.view.default(mul_16, [64, 128])
        mm_8: "f32[64, 64]" = torch.ops.aten.mm.default(view_29, permute_14);  view_29 = permute_14 = None
        view_30: "f32[2, 32, 64]" = torch.ops.aten.view.default(mm_8, [2, 32, 64]);  mm_8 = None
        view_31: "f32[2, 32, 2, 32]" = torch.ops.aten.view.default(view_30, [2, 32, 2, 32]);  view_30 = None
        permute_15: "f32[2, 2, 32, 32]" = torch.ops.aten.permute.default(view_31, [0, 2, 1, 3]);  view_31 = None

        # File: /work/main/tests/corpus/generate.py:2675 in forward, code: v = self.v(h).view(b, tokens, kv_heads, hd).transpose(1, 2)
        permute_16: "f32[128, 64]" = torch.ops.aten.permute.default(arg13_1, [1, 0]);  arg13_1 = None
        view_32: "f32[64, 128]" = torch.ops.aten.view.default(mul_16, [64, 128]);  mul_16 = None
        mm_9: "f32[64, 64]" = torch.ops.aten.mm.default(view_32, permute_16);  view_32 = permute_16 = None
        view_33: "f32[2, 32, 64]" = torch.ops.aten.view.default(mm_9, [2, 32, 64]);  mm_9 = None
        view_34: "f32[2, 32, 2, 32]" = torch.ops.aten.view.default(view_33, [2, 32, 2, 32]);  view_33 = None
        permute_17: "f32[2, 2, 32, 32]" = torch.ops.aten.permute.default(view_34, [0, 2, 1, 3]);  view_34 = None

        # File: /work/main/tests/corpus/generate.py:2655 in rotate, code: x1, x2 = x[..., : hd // 2], x[..., hd // 2:]
        slice_5: "f32[2, 4, 32, 16]" = torch.ops.aten.slice.Tensor(permute_13, 3, 0, 16)
        slice_6: "f32[2, 4, 32, 16]" = torch.ops.aten.slice.Tensor(permute_13, 3, 16, 9223372036854775807);  permute_13 = None

        # File: /work/main/tests/corpus/generate.py:2656 in rotate, code: return torch.cat([x1 * cos - x2 * sin, x2 * cos + x1 * sin], -1)
        mul_17: "f32[2, 4, 32, 16]" = torch.ops.aten.mul.Tensor(slice_5, cos)
        mul_18: "f32[2, 4, 32, 16]" = torch.ops.aten.mul.Tensor(slice_6, sin)
        sub_4: "f32[2, 4, 32, 16]" = torch.ops.aten.sub.Tensor(mul_17, mul_18);  mul_17 = mul_18 = None
        mul_19: "f32[2, 4, 32, 16]" = torch.ops.aten.mul.Tensor(slice_6, cos);  slice_6 = None
        mul_20: "f32[2, 4, 32, 16]" = torch.ops.aten.mul.Tensor(slice_5, sin);  slice_5 = None
        add_9: "f32[2, 4, 32, 16]" = torch.ops.aten.add.Tensor(mul_19, mul_20);  mul_19 = mul_20 = None
        cat_2: "f32[2, 4, 32, 32]" = torch.ops.aten.cat.default([sub_4, add_9], -1);  sub_4 = add_9 = None

        # File: /work/main/tests/corpus/generate.py:2655 in rotate, code: x1, x2 = x[..., : hd // 2], x[..., hd // 2:]
        slice_7: "f32[2, 2, 32, 16]" = torch.ops.aten.slice.Tensor(permute_15, 3, 0, 16)
        slice_8: "f32[2, 2, 32, 16]" = torch.ops.aten.slice.Tensor(permute_15, 3, 16, 9223372036854775807);  permute_15 = None

        # File: /work/main/tests/corpus/generate.py:2656 in rotate, code: return torch.cat([x1 * cos - x2 * sin, x2 * cos + x1 * sin], -1)
        mul_21: "f32[2, 2, 32, 16]" = torch.ops.aten.mul.Tensor(slice_7, cos)
        mul_22: "f32[2, 2, 32, 16]" = torch.ops.aten.mul.Tensor(slice_8, sin)
        sub_5: "f32[2, 2, 32, 16]" = torch.ops.aten.sub.Tensor(mul_21, mul_22);  mul_21 = mul_22 = None
        mul_23: "f32[2, 2, 32, 16]" = torch.ops.aten.mul.Tensor(slice_8, cos);  slice_8 = cos = None
        mul_24: "f32[2, 2, 32, 16]" = torch.ops.aten.mul.Tensor(slice_7, sin);  slice_7 = sin = None
        add_10: "f32[2, 2, 32, 16]" = torch.ops.aten.add.Tensor(mul_23, mul_24);  mul_23 = mul_24 = None
        cat_3: "f32[2, 2, 32, 32]" = torch.ops.aten.cat.default([sub_5, add_10], -1);  sub_5 = add_10 = None

        # File: /work/main/tests/corpus/generate.py:2677 in forward, code: k = k.repeat_interleave(heads // kv_heads, 1)
        unsqueeze_6: "f32[2, 2, 1, 32, 32]" = torch.ops.aten.unsqueeze.default(cat_3, 2);  cat_3 = None
        expand_6: "f32[2, 2, 2, 32, 32]" = torch.ops.aten.expand.default(unsqueeze_6, [2, 2, 2, 32, 32]);  unsqueeze_6 = None
        clone_3: "f32[2, 2, 2, 32, 32]" = torch.ops.aten.clone.default(expand_6, memory_format = torch.contiguous_format);  expand_6 = None
        view_35: "f32[2, 4, 32, 32]" = torch.ops.aten.view.default(clone_3, [2, 4, 32, 32]);  clone_3 = None

        # File: /work/main/tests/corpus/generate.py:2678 in forward, code: v = v.repeat_interleave(heads // kv_heads, 1)
        unsqueeze_7: "f32[2, 2, 1, 32, 32]" = torch.ops.aten.unsqueeze.default(permute_17, 2);  permute_17 = None
        expand_7: "f32[2, 2, 2, 32, 32]" = torch.ops.aten.expand.default(unsqueeze_7, [2, 2, 2, 32, 32]);  unsqueeze_7 = None
        clone_4: "f32[2, 2, 2, 32, 32]" = torch.ops.aten.clone.default(expand_7, memory_format = torch.contiguous_format);  expand_7 = None
        view_36: "f32[2, 4, 32, 32]" = torch.ops.aten.view.default(clone_4, [2, 4, 32, 32]);  clone_4 = None

        # File: /work/main/tests/corpus/generate.py:2679 in forward, code: scores = (q @ k.transpose(-1, -2)) / hd ** 0.5 + mask
        permute_18: "f32[2, 4, 32, 32]" = torch.ops.aten.permute.default(view_35, [0, 1, 3, 2]);  view_35 = None
        expand_8: "f32[2, 4, 32, 32]" = torch.ops.aten.expand.default(cat_2, [2, 4, 32, 32]);  cat_2 = None
        view_37: "f32[8, 32, 32]" = torch.ops.aten.view.default(expand_8, [8, 32, 32]);  expand_8 = None
        expand_9: "f32[2, 4, 32, 32]" = torch.ops.aten.expand.default(permute_18, [2, 4, 32, 32]);  permute_18 = None
        view_38: "f32[8, 32, 32]" = torch.ops.aten.view.default(expand_9, [8, 32, 32]);  expand_9 = None
        bmm_2: "f32[8, 32, 32]" = torch.ops.aten.bmm.default(view_37, view_38);  view_37 = view_38 = None
        view_39: "f32[2, 4, 32, 32]" = torch.ops.aten.view.default(bmm_2, [2, 4, 32, 32]);  bmm_2 = None
        div_4: "f32[2, 4, 32, 32]" = torch.ops.aten.div.Tensor(view_39, 5.656854249492381);  view_39 = None
        add_11: "f32[2, 4, 32, 32]" = torch.ops.aten.add.Tensor(div_4, where);  div_4 = where = None

        # File: /work/main/tests/corpus/generate.py:2680 in forward, code: attn = F.softmax(scores.float(), -1).to(q.dtype)
        amax_1: "f32[2, 4, 32, 1]" = torch.ops.aten.amax.default(add_11, [-1], True)
        sub_6: "f32[2, 4, 32, 32]" = torch.ops.aten.sub.Tensor(add_11, amax_1);  add_11 = amax_1 = None
        exp_2: "f32[2, 4, 32, 32]" = torch.ops.aten.exp.default(sub_6);  sub_6 = None
        sum_2: "f32[2, 4, 32, 1]" = torch.ops.aten.sum.dim_IntList(exp_2, [-1], True)
        div_5: "f32[2, 4, 32, 32]" = torch.ops.aten.div.Tensor(exp_2, sum_2);  exp_2 = sum_2 = None

        # File: /work/main/tests/corpus/generate.py:2681 in forward, code: x = x + self.o((attn @ v).transpose(1, 2).reshape(b, tokens, d))
        expand_10: "f32[2, 4, 32, 32]" = torch.ops.aten.expand.default(div_5, [2, 4, 32, 32]);  div_5 = None
        view_40: "f32[8, 32, 32]" = torch.ops.aten.view.default(expand_10, [8, 32, 32]);  expand_10 = None
        expand_11: "f32[2, 4, 32, 32]" = torch.ops.aten.expand.default(view_36, [2, 4, 32, 32]);  view_36 = None
        view_41: "f32[8, 32, 32]" = torch.ops.aten.view.default(expand_11, [8, 32, 32]);  expand_11 = None
        bmm_3: "f32[8, 32, 32]" = torch.ops.aten.bmm.default(view_40, view_41);  view_40 = view_41 = None
        view_42: "f32[2, 4, 32, 32]" = torch.ops.aten.view.default(bmm_3, [2, 4, 32, 32]);  bmm_3 = None
        permute_19: "f32[2, 32, 4, 32]" = torch.ops.aten.permute.default(view_42, [0, 2, 1, 3]);  view_42 = None
        clone_5: "f32[2, 32, 4, 32]" = torch.ops.aten.clone.default(permute_19, memory_format = torch.contiguous_format);  permute_19 = None
        view_43: "f32[2, 32, 128]" = torch.ops.aten.view.default(clone_5, [2, 32, 128]);  clone_5 = None
        permute_20: "f32[128, 128]" = torch.ops.aten.permute.default(arg14_1, [1, 0]);  arg14_1 = None
        view_44: "f32[64, 128]" = torch.ops.aten.view.default(view_43, [64, 128]);  view_43 = None
        mm_10: "f32[64, 128]" = torch.ops.aten.mm.default(view_44, permute_20);  view_44 = permute_20 = None
        view_45: "f32[2, 32, 128]" = torch.ops.aten.view.default(mm_10, [2, 32, 128]);  mm_10 = None
        add_12: "f32[2, 32, 128]" = torch.ops.aten.add.Tensor(add_7, view_45);  add_7 = view_45 = None

        # File: /work/main/tests/corpus/generate.py:2652 in forward, code: return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * self.weight
        pow_5: "f32[2, 32, 128]" = torch.ops.aten.pow.Tensor_Scalar(add_12, 2)
        mean_3: "f32[2, 32, 1]" = torch.ops.aten.mean.dim(pow_5, [-1], True);  pow_5 = None
        add_13: "f32[2, 32, 1]" = torch.ops.aten.add.Tensor(mean_3, 1e-06);  mean_3 = None
        rsqrt_3: "f32[2, 32, 1]" = torch.ops.aten.rsqrt.default(add_13);  add_13 = None
        mul_25: "f32[2, 32, 128]" = torch.ops.aten.mul.Tensor(add_12, rsqrt_3);  rsqrt_3 = None
        mul_26: "f32[2, 32, 128]" = torch.ops.aten.mul.Tensor(mul_25, arg15_1);  mul_25 = arg15_1 = None

        # File: /work/main/tests/corpus/generate.py:2683 in forward, code: return x + self.down(F.silu(self.gate(h)) * self.up(h))
        permute_21: "f32[128, 512]" = torch.ops.aten.permute.default(arg16_1, [1, 0]);  arg16_1 = None
        view_46: "f32[64, 128]" = torch.ops.aten.view.default(mul_26, [64, 128])
        mm_11: "f32[64, 512]" = torch.ops.aten.mm.default(view_46, permute_21);  view_46 = permute_21 = None
        view_47: "f32[2, 32, 512]" = torch.ops.aten.view.default(mm_11, [2, 32, 512]);  mm_11 = None
        neg_1: "f32[2, 32, 512]" = torch.ops.aten.neg.default(view_47)
        exp_3: "f32[2, 32, 512]" = torch.ops.aten.exp.default(neg_1);  neg_1 = None
        add_14: "f32[2, 32, 512]" = torch.ops.aten.add.Tensor(exp_3, 1);  exp_3 = None
        div_6: "f32[2, 32, 512]" = torch.ops.aten.div.Tensor(view_47, add_14);  view_47 = add_14 = None
        permute_22: "f32[128, 512]" = torch.ops.aten.permute.default(arg17_1, [1, 0]);  arg17_1 = None
        view_48: "f32[64, 128]" = torch.ops.aten.view.default(mul_26, [64, 128]);  mul_26 = None
        mm_12: "f32[64, 512]" = torch.ops.aten.mm.default(view_48, permute_22);  view_48 = permute_22 = None
        view_49: "f32[2, 32, 512]" = torch.ops.aten.view.default(mm_12, [2, 32, 512]);  mm_12 = None
        mul_27: "f32[2, 32, 512]" = torch.ops.aten.mul.Tensor(div_6, view_49);  div_6 = view_49 = None
        permute_23: "f32[512, 128]" = torch.ops.aten.permute.default(arg18_1, [1, 0]);  arg18_1 = None
        view_50: "f32[64, 512]" = torch.ops.aten.view.default(mul_27, [64, 512]);  mul_27 = None
        mm_13: "f32[64, 128]" = torch.ops.aten.mm.default(view_50, permute_23);  view_50 = permute_23 = None
        view_51: "f32[2, 32, 128]" = torch.ops.aten.view.default(mm_13, [2, 32, 128]);  mm_13 = None
        add_15: "f32[2, 32, 128]" = torch.ops.aten.add.Tensor(add_12, view_51);  add_12 = view_51 = None

        # File: /work/main/tests/corpus/generate.py:2652 in forward, code: return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * self.weight
        pow_6: "f32[2, 32, 128]" = torch.ops.aten.pow.Tensor_Scalar(add_15, 2)
        mean_4: "f32[2, 32, 1]" = torch.ops.aten.mean.dim(pow_6, [-1], True);  pow_6 = None
        add_16: "f32[2, 32, 1]" = torch.ops.aten.add.Tensor(mean_4, 1e-06);  mean_4 = None
        rsqrt_4: "f32[2, 32, 1]" = torch.ops.aten.rsqrt.default(add_16);  add_16 = None
        mul_28: "f32[2, 32, 128]" = torch.ops.aten.mul.Tensor(add_15, rsqrt_4);  add_15 = rsqrt_4 = None
        mul_29: "f32[2, 32, 128]" = torch.ops.aten.mul.Tensor(mul_28, arg19_1);  mul_28 = arg19_1 = None
        return (mul_29,)
