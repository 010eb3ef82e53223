class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[256]", primals_2: "f32[256]", primals_3: "f32[8, 64, 256]", primals_4, primals_5: "f32[512, 256]", primals_6, primals_7: "f32[512]", primals_8, primals_9: "f32[256, 512]", primals_10, primals_11: "f32[256]", primals_12, primals_13: "f32[256]", primals_14: "f32[256]", primals_15: "f32[512, 256]", primals_16, primals_17: "f32[512]", primals_18, primals_19: "f32[256, 512]", primals_20, primals_21: "f32[256]", primals_22):
        # File: /work/main/tests/corpus/pairs_src/base/tp_block.py:25 in forward, code: x = x + self.down(nn.functional.gelu(self.up(self.norm(x))))
        var_mean = torch.ops.aten.var_mean.correction(primals_3, [2], correction = 0, keepdim = True)
        getitem: "f32[8, 64, 1]" = var_mean[0]
        getitem_1: "f32[8, 64, 1]" = var_mean[1];  var_mean = None
        add: "f32[8, 64, 1]" = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
        rsqrt: "f32[8, 64, 1]" = torch.ops.aten.rsqrt.default(add);  add = None
        sub: "f32[8, 64, 256]" = torch.ops.aten.sub.Tensor(primals_3, getitem_1)
        mul: "f32[8, 64, 256]" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = None
        mul_1: "f32[8, 64, 256]" = torch.ops.aten.mul.Tensor(mul, primals_1);  mul = primals_1 = None
        add_1: "f32[8, 64, 256]" = torch.ops.aten.add.Tensor(mul_1, primals_2);  mul_1 = primals_2 = None
        view_1: "f32[512, 256]" = torch.ops.aten.view.default(add_1, [512, 256]);  add_1 = None
        permute: "f32[256, 512]" = torch.ops.aten.permute.default(primals_5, [1, 0])
        addmm: "f32[512, 512]" = torch.ops.aten.addmm.default(primals_7, view_1, permute);  primals_7 = permute = None
        view_2: "f32[8, 64, 512]" = torch.ops.aten.view.default(addmm, [8, 64, 512])
        mul_2: "f32[8, 64, 512]" = torch.ops.aten.mul.Tensor(view_2, 0.5)
        mul_3: "f32[8, 64, 512]" = torch.ops.aten.mul.Tensor(view_2, 0.7071067811865476);  view_2 = None
        erf: "f32[8, 64, 512]" = torch.ops.aten.erf.default(mul_3);  mul_3 = None
        add_2: "f32[8, 64, 512]" = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_4: "f32[8, 64, 512]" = torch.ops.aten.mul.Tensor(mul_2, add_2);  mul_2 = add_2 = None
        view_5: "f32[512, 512]" = torch.ops.aten.view.default(mul_4, [512, 512]);  mul_4 = None
        permute_1: "f32[512, 256]" = torch.ops.aten.permute.default(primals_9, [1, 0])
        div: "f32[256]" = torch.ops.aten.div.Tensor(primals_11, 2);  primals_11 = None
        addmm_1: "f32[512, 256]" = torch.ops.aten.addmm.default(div, view_5, permute_1);  div = permute_1 = None
        view_6: "f32[8, 64, 256]" = torch.ops.aten.view.default(addmm_1, [8, 64, 256]);  addmm_1 = None

        # recompute: MUST_SAVE File: /work/main/.venv/lib/python3.11/site-packages/torch/distributed/tensor/parallel/style.py:298 in _prepare_output_fn, code: outputs = outputs.redistribute(placements=output_layouts, async_op=True)
        all_reduce: "f32[8, 64, 256]" = torch.ops._c10d_functional.all_reduce.default(view_6, 'sum', '0');  view_6 = None
        wait_tensor: "f32[8, 64, 256]" = torch.ops._c10d_functional.wait_tensor.default(all_reduce);  all_reduce = None

        # File: /work/main/tests/corpus/pairs_src/base/tp_block.py:25 in forward, code: x = x + self.down(nn.functional.gelu(self.up(self.norm(x))))
        add_3: "f32[8, 64, 256]" = torch.ops.aten.add.Tensor(primals_3, wait_tensor)

        # File: /work/main/tests/corpus/pairs_src/base/tp_block.py:26 in forward, code: return x + self.down2(nn.functional.silu(self.up2(self.norm2(x))))
        var_mean_1 = torch.ops.aten.var_mean.correction(add_3, [2], correction = 0, keepdim = True)
        getitem_2: "f32[8, 64, 1]" = var_mean_1[0]
        getitem_3: "f32[8, 64, 1]" = var_mean_1[1];  var_mean_1 = None
        add_4: "f32[8, 64, 1]" = torch.ops.aten.add.Tensor(getitem_2, 1e-05);  getitem_2 = None
        rsqrt_1: "f32[8, 64, 1]" = torch.ops.aten.rsqrt.default(add_4);  add_4 = None
        sub_1: "f32[8, 64, 256]" = torch.ops.aten.sub.Tensor(add_3, getitem_3)
        mul_5: "f32[8, 64, 256]" = torch.ops.aten.mul.Tensor(sub_1, rsqrt_1);  sub_1 = None
        mul_6: "f32[8, 64, 256]" = torch.ops.aten.mul.Tensor(mul_5, primals_13);  mul_5 = None
        add_5: "f32[8, 64, 256]" = torch.ops.aten.add.Tensor(mul_6, primals_14);  mul_6 = primals_14 = None
        view_9: "f32[512, 256]" = torch.ops.aten.view.default(add_5, [512, 256]);  add_5 = None
        permute_2: "f32[256, 512]" = torch.ops.aten.permute.default(primals_15, [1, 0]);  primals_15 = None
        addmm_2: "f32[512, 512]" = torch.ops.aten.addmm.default(primals_17, view_9, permute_2);  primals_17 = None
        view_10: "f32[8, 64, 512]" = torch.ops.aten.view.default(addmm_2, [8, 64, 512])
        neg: "f32[8, 64, 512]" = torch.ops.aten.neg.default(view_10)
        exp: "f32[8, 64, 512]" = torch.ops.aten.exp.default(neg);  neg = None
        add_6: "f32[8, 64, 512]" = torch.ops.aten.add.Tensor(exp, 1);  exp = None
        div_1: "f32[8, 64, 512]" = torch.ops.aten.div.Tensor(view_10, add_6);  view_10 = add_6 = None
        view_13: "f32[512, 512]" = torch.ops.aten.view.default(div_1, [512, 512]);  div_1 = None
        permute_3: "f32[512, 256]" = torch.ops.aten.permute.default(primals_19, [1, 0]);  primals_19 = None
        div_2: "f32[256]" = torch.ops.aten.div.Tensor(primals_21, 2);  primals_21 = None
        addmm_3: "f32[512, 256]" = torch.ops.aten.addmm.default(div_2, view_13, permute_3);  div_2 = None
        view_14: "f32[8, 64, 256]" = torch.ops.aten.view.default(addmm_3, [8, 64, 256]);  addmm_3 = None

        # recompute: MUST_SAVE File: /work/main/.venv/lib/python3.11/site-packages/torch/distributed/tensor/parallel/style.py:298 in _prepare_output_fn, code: outputs = outputs.redistribute(placements=output_layouts, async_op=True)
        all_reduce_1: "f32[8, 64, 256]" = torch.ops._c10d_functional.all_reduce.default(view_14, 'sum', '0');  view_14 = None
        wait_tensor_1: "f32[8, 64, 256]" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_1);  all_reduce_1 = None

        # File: /work/main/tests/corpus/pairs_src/base/tp_block.py:26 in forward, code: return x + self.down2(nn.functional.silu(self.up2(self.norm2(x))))
        add_7: "f32[8, 64, 256]" = torch.ops.aten.add.Tensor(add_3, wait_tensor_1);  add_3 = wait_tensor_1 = None

        # Backward of forward node: File: /work/main/tests/corpus/pairs_src/base/tp_block.py:26 in forward, code: return x + self.down2(nn.functional.silu(self.up2(self.norm2(x))))
        permute_4: "f32[256, 512]" = torch.ops.aten.permute.default(permute_3, [1, 0]);  permute_3 = None
        permute_8: "f32[512, 256]" = torch.ops.aten.permute.default(permute_2, [1, 0]);  permute_2 = None
        return (add_7, primals_3, primals_5, primals_9, primals_13, getitem_1, rsqrt, view_1, addmm, view_5, wait_tensor, getitem_3, rsqrt_1, view_9, addmm_2, view_13, permute_4, permute_8, primals_4)
