class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[8, 64, 256]", primals_7: "f32[512, 256]", primals_11: "f32[256, 512]", primals_15: "f32[256]", getitem_1: "f32[8, 64, 1]", rsqrt: "f32[8, 64, 1]", view_1: "f32[1024, 256]", addmm: "f32[1024, 512]", view_5: "f32[1024, 512]", wait_tensor_1: "f32[8, 64, 256]", getitem_7: "f32[8, 64, 1]", rsqrt_1: "f32[8, 64, 1]", view_9: "f32[1024, 256]", addmm_2: "f32[1024, 512]", view_13: "f32[1024, 512]", permute_4: "f32[256, 512]", permute_8: "f32[512, 256]", primals_2, tangents_1: "f32[8, 64, 256]"):
        # recompute: MUST_SAVE Backward of forward node: File: /work/main/.venv/lib/python3.11/site-packages/torch/distributed/tensor/parallel/style.py:298 in _prepare_output_fn, code: outputs = outputs.redistribute(placements=output_layouts, async_op=True)
        all_gather_into_tensor_2: "f32[16, 64, 256]" = torch.ops._c10d_functional.all_gather_into_tensor.default(tangents_1, 2, '0')
        wait_tensor_4: "f32[16, 64, 256]" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor_2);  all_gather_into_tensor_2 = None

        # Backward of forward node: File: /work/main/.venv/lib/python3.11/site-packages/torch/distributed/tensor/parallel/style.py:298 in _prepare_output_fn, code: outputs = outputs.redistribute(placements=output_layouts, async_op=True)
        split_4 = torch.ops.aten.split.Tensor(wait_tensor_4, 8);  wait_tensor_4 = None
        getitem_12: "f32[8, 64, 256]" = split_4[0]
        getitem_13: "f32[8, 64, 256]" = split_4[1];  split_4 = None
        cat_4: "f32[8, 128, 256]" = torch.ops.aten.cat.default([getitem_12, getitem_13], 1);  getitem_12 = getitem_13 = None

        # Backward of forward node: File: /work/main/tests/corpus/pairs_src/base/tp_block.py:26 in forward, code: return x + self.down2(nn.functional.silu(self.up2(self.norm2(x))))
        view_17: "f32[1024, 256]" = torch.ops.aten.view.default(cat_4, [1024, 256]);  cat_4 = None
        mm: "f32[1024, 512]" = torch.ops.aten.mm.default(view_17, permute_4);  permute_4 = None
        permute_5: "f32[256, 1024]" = torch.ops.aten.permute.default(view_17, [1, 0])
        mm_1: "f32[256, 512]" = torch.ops.aten.mm.default(permute_5, view_13);  permute_5 = view_13 = None
        sum_1: "f32[1, 256]" = torch.ops.aten.sum.dim_IntList(view_17, [0], True);  view_17 = None
        view_18: "f32[256]" = torch.ops.aten.view.default(sum_1, [256]);  sum_1 = None
        view_19: "f32[8, 128, 512]" = torch.ops.aten.view.default(mm, [8, 128, 512]);  mm = None
        view_10: "f32[8, 128, 512]" = torch.ops.aten.view.default(addmm_2, [8, 128, 512]);  addmm_2 = None
        sigmoid: "f32[8, 128, 512]" = torch.ops.aten.sigmoid.default(view_10)
        mul_7: "f32[8, 128, 512]" = torch.ops.aten.mul.Tensor(view_19, sigmoid);  view_19 = None
        sub_2: "f32[8, 128, 512]" = torch.ops.aten.sub.Tensor(1, sigmoid);  sigmoid = None
        mul_8: "f32[8, 128, 512]" = torch.ops.aten.mul.Tensor(view_10, sub_2);  view_10 = sub_2 = None
        add_8: "f32[8, 128, 512]" = torch.ops.aten.add.Tensor(mul_8, 1);  mul_8 = None
        mul_9: "f32[8, 128, 512]" = torch.ops.aten.mul.Tensor(mul_7, add_8);  mul_7 = add_8 = None
        view_21: "f32[1024, 512]" = torch.ops.aten.view.default(mul_9, [1024, 512]);  mul_9 = None
        mm_2: "f32[1024, 256]" = torch.ops.aten.mm.default(view_21, permute_8);  permute_8 = None
        permute_9: "f32[512, 1024]" = torch.ops.aten.permute.default(view_21, [1, 0])
        mm_3: "f32[512, 256]" = torch.ops.aten.mm.default(permute_9, view_9);  permute_9 = view_9 = None
        sum_2: "f32[1, 512]" = torch.ops.aten.sum.dim_IntList(view_21, [0], True);  view_21 = None
        view_22: "f32[512]" = torch.ops.aten.view.default(sum_2, [512]);  sum_2 = None
        view_23: "f32[8, 128, 256]" = torch.ops.aten.view.default(mm_2, [8, 128, 256]);  mm_2 = None

        # Backward of forward node: File: /work/main/.venv/lib/python3.11/site-packages/torch/distributed/tensor/parallel/style.py:116 in _prepare_input_fn, code: input_tensor = input_tensor.redistribute(
        split_5 = torch.ops.aten.split.Tensor(view_23, 64, 1);  view_23 = None
        getitem_14: "f32[8, 64, 256]" = split_5[0]
        getitem_15: "f32[8, 64, 256]" = split_5[1];  split_5 = None
        cat_5: "f32[16, 64, 256]" = torch.ops.aten.cat.default([getitem_14, getitem_15]);  getitem_14 = getitem_15 = None

        # recompute: MUST_SAVE Backward of forward node: File: /work/main/.venv/lib/python3.11/site-packages/torch/distributed/tensor/parallel/style.py:116 in _prepare_input_fn, code: input_tensor = input_tensor.redistribute(
        reduce_scatter_tensor_2: "f32[8, 64, 256]" = torch.ops._c10d_functional.reduce_scatter_tensor.default(cat_5, 'sum', 2, '0');  cat_5 = None
        wait_tensor_5: "f32[8, 64, 256]" = torch.ops._c10d_functional.wait_tensor.default(reduce_scatter_tensor_2);  reduce_scatter_tensor_2 = None

        # Backward of forward node: File: /work/main/tests/corpus/pairs_src/base/tp_block.py:26 in forward, code: return x + self.down2(nn.functional.silu(self.up2(self.norm2(x))))
        mul_11: "f32[8, 64, 256]" = torch.ops.aten.mul.Tensor(wait_tensor_5, primals_15);  primals_15 = None
        mul_12: "f32[8, 64, 256]" = torch.ops.aten.mul.Tensor(mul_11, 256)
        sum_3: "f32[8, 64, 1]" = torch.ops.aten.sum.dim_IntList(mul_11, [2], True)

        # Backward of forward node: File: /work/main/tests/corpus/pairs_src/base/tp_block.py:25 in forward, code: x = x + self.down(nn.functional.gelu(self.up(self.norm(x))))
        add_3: "f32[8, 64, 256]" = torch.ops.aten.add.Tensor(primals_1, wait_tensor_1);  wait_tensor_1 = None

        # Backward of forward node: File: /work/main/tests/corpus/pairs_src/base/tp_block.py:26 in forward, code: return x + self.down2(nn.functional.silu(self.up2(self.norm2(x))))
        sub_1: "f32[8, 64, 256]" = torch.ops.aten.sub.Tensor(add_3, getitem_7);  add_3 = getitem_7 = None
        mul_5: "f32[8, 64, 256]" = torch.ops.aten.mul.Tensor(sub_1, rsqrt_1);  sub_1 = None
        mul_13: "f32[8, 64, 256]" = torch.ops.aten.mul.Tensor(mul_11, mul_5);  mul_11 = None
        sum_4: "f32[8, 64, 1]" = torch.ops.aten.sum.dim_IntList(mul_13, [2], True);  mul_13 = None
        mul_14: "f32[8, 64, 256]" = torch.ops.aten.mul.Tensor(mul_5, sum_4);  sum_4 = None
        sub_4: "f32[8, 64, 256]" = torch.ops.aten.sub.Tensor(mul_12, sum_3);  mul_12 = sum_3 = None
        sub_5: "f32[8, 64, 256]" = torch.ops.aten.sub.Tensor(sub_4, mul_14);  sub_4 = mul_14 = None
        div_3: "f32[8, 64, 1]" = torch.ops.aten.div.Tensor(rsqrt_1, 256);  rsqrt_1 = None
        mul_15: "f32[8, 64, 256]" = torch.ops.aten.mul.Tensor(div_3, sub_5);  div_3 = sub_5 = None
        mul_16: "f32[8, 64, 256]" = torch.ops.aten.mul.Tensor(wait_tensor_5, mul_5);  mul_5 = None
        sum_5: "f32[256]" = torch.ops.aten.sum.dim_IntList(mul_16, [0, 1]);  mul_16 = None
        sum_6: "f32[256]" = torch.ops.aten.sum.dim_IntList(wait_tensor_5, [0, 1]);  wait_tensor_5 = None

        # Backward of forward node: File: /work/main/.venv/lib/python3.11/site-packages/torch/distributed/tensor/parallel/style.py:412 in _prepare_input_fn, code: return DTensor.from_local(
        add_9: "f32[8, 64, 256]" = torch.ops.aten.add.Tensor(tangents_1, mul_15);  tangents_1 = mul_15 = None

        # recompute: MUST_SAVE Backward of forward node: File: /work/main/.venv/lib/python3.11/site-packages/torch/distributed/tensor/parallel/style.py:298 in _prepare_output_fn, code: outputs = outputs.redistribute(placements=output_layouts, async_op=True)
        all_gather_into_tensor_3: "f32[16, 64, 256]" = torch.ops._c10d_functional.all_gather_into_tensor.default(add_9, 2, '0');  add_9 = None
        wait_tensor_6: "f32[16, 64, 256]" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor_3);  all_gather_into_tensor_3 = None

        # Backward of forward node: File: /work/main/.venv/lib/python3.11/site-packages/torch/distributed/tensor/parallel/style.py:298 in _prepare_output_fn, code: outputs = outputs.redistribute(placements=output_layouts, async_op=True)
        split_6 = torch.ops.aten.split.Tensor(wait_tensor_6, 8);  wait_tensor_6 = None
        getitem_16: "f32[8, 64, 256]" = split_6[0]
        getitem_17: "f32[8, 64, 256]" = split_6[1];  split_6 = None
        cat_6: "f32[8, 128, 256]" = torch.ops.aten.cat.default([getitem_16, getitem_17], 1);  getitem_16 = getitem_17 = None

        # Backward of forward node: File: /work/main/tests/corpus/pairs_src/base/tp_block.py:25 in forward, code: x = x + self.down(nn.functional.gelu(self.up(self.norm(x))))
        view_25: "f32[1024, 256]" = torch.ops.aten.view.default(cat_6, [1024, 256]);  cat_6 = None
        permute_1: "f32[512, 256]" = torch.ops.aten.permute.default(primals_11, [1, 0]);  primals_11 = None
        permute_12: "f32[256, 512]" = torch.ops.aten.permute.default(permute_1, [1, 0]);  permute_1 = None
        mm_4: "f32[1024, 512]" = torch.ops.aten.mm.default(view_25, permute_12);  permute_12 = None
        permute_13: "f32[256, 1024]" = torch.ops.aten.permute.default(view_25, [1, 0])
        mm_5: "f32[256, 512]" = torch.ops.aten.mm.default(permute_13, view_5);  permute_13 = view_5 = None
        sum_7: "f32[1, 256]" = torch.ops.aten.sum.dim_IntList(view_25, [0], True);  view_25 = None
        view_26: "f32[256]" = torch.ops.aten.view.default(sum_7, [256]);  sum_7 = None
        view_27: "f32[8, 128, 512]" = torch.ops.aten.view.default(mm_4, [8, 128, 512]);  mm_4 = None
        view_2: "f32[8, 128, 512]" = torch.ops.aten.view.default(addmm, [8, 128, 512]);  addmm = None
        mul_3: "f32[8, 128, 512]" = torch.ops.aten.mul.Tensor(view_2, 0.7071067811865476)
        erf: "f32[8, 128, 512]" = torch.ops.aten.erf.default(mul_3);  mul_3 = None
        add_2: "f32[8, 128, 512]" = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_18: "f32[8, 128, 512]" = torch.ops.aten.mul.Tensor(add_2, 0.5);  add_2 = None
        mul_19: "f32[8, 128, 512]" = torch.ops.aten.mul.Tensor(view_2, view_2)
        mul_20: "f32[8, 128, 512]" = torch.ops.aten.mul.Tensor(mul_19, -0.5);  mul_19 = None
        exp_1: "f32[8, 128, 512]" = torch.ops.aten.exp.default(mul_20);  mul_20 = None
        mul_21: "f32[8, 128, 512]" = torch.ops.aten.mul.Tensor(exp_1, 0.3989422804014327);  exp_1 = None
        mul_22: "f32[8, 128, 512]" = torch.ops.aten.mul.Tensor(view_2, mul_21);  view_2 = mul_21 = None
        add_11: "f32[8, 128, 512]" = torch.ops.aten.add.Tensor(mul_18, mul_22);  mul_18 = mul_22 = None
        mul_23: "f32[8, 128, 512]" = torch.ops.aten.mul.Tensor(view_27, add_11);  view_27 = add_11 = None
        view_29: "f32[1024, 512]" = torch.ops.aten.view.default(mul_23, [1024, 512]);  mul_23 = None
        permute: "f32[256, 512]" = torch.ops.aten.permute.default(primals_7, [1, 0]);  primals_7 = None
        permute_16: "f32[512, 256]" = torch.ops.aten.permute.default(permute, [1, 0]);  permute = None
        mm_6: "f32[1024, 256]" = torch.ops.aten.mm.default(view_29, permute_16);  permute_16 = None
        permute_17: "f32[512, 1024]" = torch.ops.aten.permute.default(view_29, [1, 0])
        mm_7: "f32[512, 256]" = torch.ops.aten.mm.default(permute_17, view_1);  permute_17 = view_1 = None
        sum_8: "f32[1, 512]" = torch.ops.aten.sum.dim_IntList(view_29, [0], True);  view_29 = None
        view_30: "f32[512]" = torch.ops.aten.view.default(sum_8, [512]);  sum_8 = None
        view_31: "f32[8, 128, 256]" = torch.ops.aten.view.default(mm_6, [8, 128, 256]);  mm_6 = None

        # Backward of forward node: File: /work/main/.venv/lib/python3.11/site-packages/torch/distributed/tensor/parallel/style.py:116 in _prepare_input_fn, code: input_tensor = input_tensor.redistribute(
        split_7 = torch.ops.aten.split.Tensor(view_31, 64, 1);  view_31 = None
        getitem_18: "f32[8, 64, 256]" = split_7[0]
        getitem_19: "f32[8, 64, 256]" = split_7[1];  split_7 = None
        cat_7: "f32[16, 64, 256]" = torch.ops.aten.cat.default([getitem_18, getitem_19]);  getitem_18 = getitem_19 = None

        # recompute: MUST_SAVE Backward of forward node: File: /work/main/.venv/lib/python3.11/site-packages/torch/distributed/tensor/parallel/style.py:116 in _prepare_input_fn, code: input_tensor = input_tensor.redistribute(
        reduce_scatter_tensor_3: "f32[8, 64, 256]" = torch.ops._c10d_functional.reduce_scatter_tensor.default(cat_7, 'sum', 2, '0');  cat_7 = None
        wait_tensor_7: "f32[8, 64, 256]" = torch.ops._c10d_functional.wait_tensor.default(reduce_scatter_tensor_3);  reduce_scatter_tensor_3 = None

        # Backward of forward node: File: /work/main/tests/corpus/pairs_src/base/tp_block.py:25 in forward, code: x = x + self.down(nn.functional.gelu(self.up(self.norm(x))))
        sub: "f32[8, 64, 256]" = torch.ops.aten.sub.Tensor(primals_1, getitem_1);  primals_1 = getitem_1 = None
        mul: "f32[8, 64, 256]" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = rsqrt = None
        mul_29: "f32[8, 64, 256]" = torch.ops.aten.mul.Tensor(wait_tensor_7, mul);  mul = None
        sum_11: "f32[256]" = torch.ops.aten.sum.dim_IntList(mul_29, [0, 1]);  mul_29 = None
        sum_12: "f32[256]" = torch.ops.aten.sum.dim_IntList(wait_tensor_7, [0, 1]);  wait_tensor_7 = None
        return (None, None, sum_11, primals_2, sum_12, primals_2, mm_7, primals_2, view_30, primals_2, mm_5, primals_2, view_26, primals_2, sum_5, primals_2, sum_6, primals_2, mm_3, primals_2, view_22, primals_2, mm_1, primals_2, view_18, primals_2)
