class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[128, 64]", arg1_1: "f32[128]", arg2_1: "f32[128, 128]", arg3_1: "f32[128]", arg4_1: "f32[10, 128]", arg5_1: "f32[10]"):
        # File: /work/main/.venv/lib/python3.11/site-packages/torch/nn/utils/clip_grad.py:95 in _get_total_norm, code: norms.extend(torch._foreach_norm(device_tensors, norm_type))
        _foreach_norm = torch.ops.aten._foreach_norm.Scalar([arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1], 2.0)
        getitem: "f32[]" = _foreach_norm[0]
        getitem_1: "f32[]" = _foreach_norm[1]
        getitem_2: "f32[]" = _foreach_norm[2]
        getitem_3: "f32[]" = _foreach_norm[3]
        getitem_4: "f32[]" = _foreach_norm[4]
        getitem_5: "f32[]" = _foreach_norm[5];  _foreach_norm = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/nn/utils/clip_grad.py:106 in _get_total_norm, code: torch.stack([norm.to(first_device) for norm in norms]), norm_type
        unsqueeze: "f32[1]" = torch.ops.aten.unsqueeze.default(getitem, 0);  getitem = None
        unsqueeze_1: "f32[1]" = torch.ops.aten.unsqueeze.default(getitem_1, 0);  getitem_1 = None
        unsqueeze_2: "f32[1]" = torch.ops.aten.unsqueeze.default(getitem_2, 0);  getitem_2 = None
        unsqueeze_3: "f32[1]" = torch.ops.aten.unsqueeze.default(getitem_3, 0);  getitem_3 = None
        unsqueeze_4: "f32[1]" = torch.ops.aten.unsqueeze.default(getitem_4, 0);  getitem_4 = None
        unsqueeze_5: "f32[1]" = torch.ops.aten.unsqueeze.default(getitem_5, 0);  getitem_5 = None
        cat: "f32[6]" = torch.ops.aten.cat.default([unsqueeze, unsqueeze_1, unsqueeze_2, unsqueeze_3, unsqueeze_4, unsqueeze_5]);  unsqueeze = unsqueeze_1 = unsqueeze_2 = unsqueeze_3 = unsqueeze_4 = unsqueeze_5 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/nn/utils/clip_grad.py:105 in _get_total_norm, code: total_norm = torch.linalg.vector_norm(
        pow_1: "f32[6]" = torch.ops.aten.pow.Tensor_Scalar(cat, 2.0);  cat = None
        sum_1: "f32[]" = torch.ops.aten.sum.dim_IntList(pow_1, None);  pow_1 = None
        pow_2: "f32[]" = torch.ops.aten.pow.Tensor_Scalar(sum_1, 0.5);  sum_1 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/nn/utils/clip_grad.py:164 in _clip_grads_with_norm_, code: clip_coef = max_norm / (total_norm + 1e-6)
        add: "f32[]" = torch.ops.aten.add.Tensor(pow_2, 1e-06)
        reciprocal: "f32[]" = torch.ops.aten.reciprocal.default(add);  add = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/nn/utils/clip_grad.py:168 in _clip_grads_with_norm_, code: clip_coef_clamped = torch.clamp(clip_coef, max=1.0)
        clamp_max: "f32[]" = torch.ops.aten.clamp_max.default(reciprocal, 1.0);  reciprocal = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/nn/utils/clip_grad.py:173 in _clip_grads_with_norm_, code: torch._foreach_mul_(device_grads, clip_coef_clamped.to(device))
        _foreach_mul = torch.ops.aten._foreach_mul.Tensor([arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1], clamp_max);  clamp_max = None
        getitem_6: "f32[128, 64]" = _foreach_mul[0]
        getitem_7: "f32[128]" = _foreach_mul[1]
        getitem_8: "f32[128, 128]" = _foreach_mul[2]
        getitem_9: "f32[128]" = _foreach_mul[3]
        getitem_10: "f32[10, 128]" = _foreach_mul[4]
        getitem_11: "f32[10]" = _foreach_mul[5];  _foreach_mul = None
        copy_: "f32[128, 64]" = torch.ops.aten.copy_.default(arg0_1, getitem_6);  arg0_1 = getitem_6 = copy_ = None
        copy__1: "f32[128]" = torch.ops.aten.copy_.default(arg1_1, getitem_7);  arg1_1 = getitem_7 = copy__1 = None
        copy__2: "f32[128, 128]" = torch.ops.aten.copy_.default(arg2_1, getitem_8);  arg2_1 = getitem_8 = copy__2 = None
        copy__3: "f32[128]" = torch.ops.aten.copy_.default(arg3_1, getitem_9);  arg3_1 = getitem_9 = copy__3 = None
        copy__4: "f32[10, 128]" = torch.ops.aten.copy_.default(arg4_1, getitem_10);  arg4_1 = getitem_10 = copy__4 = None
        copy__5: "f32[10]" = torch.ops.aten.copy_.default(arg5_1, getitem_11);  arg5_1 = getitem_11 = copy__5 = None
        return (pow_2,)
