class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[16, 3, 3, 3]", arg1_1: "f32[16]", arg2_1: "f32[16]", arg3_1: "f32[16]", arg4_1: "f32[8, 16, 3, 3]", arg5_1: "f32[8]", arg6_1: "f32[16]", arg7_1: "f32[16, 3, 3, 3]", arg8_1: "f32[16]", arg9_1: "f32[16]", arg10_1: "f32[8, 16, 3, 3]", arg11_1: "f32[8]", arg12_1: "f32[16, 3, 3, 3]", arg13_1: "f32[16]", arg14_1: "f32[16]", arg15_1: "f32[16]", arg16_1: "f32[8, 16, 3, 3]", arg17_1: "f32[8]"):
        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:429 in _multi_tensor_sgd, code: device_grads = torch._foreach_add(  # type: ignore[assignment]
        _foreach_add = torch.ops.aten._foreach_add.List([arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1], [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1], alpha = 0.0001);  arg12_1 = arg13_1 = arg14_1 = arg15_1 = arg16_1 = arg17_1 = None
        getitem: "f32[16, 3, 3, 3]" = _foreach_add[0]
        getitem_1: "f32[16]" = _foreach_add[1]
        getitem_2: "f32[16]" = _foreach_add[2]
        getitem_3: "f32[16]" = _foreach_add[3]
        getitem_4: "f32[8, 16, 3, 3]" = _foreach_add[4]
        getitem_5: "f32[8]" = _foreach_add[5];  _foreach_add = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:445 in _multi_tensor_sgd, code: torch._foreach_mul_(bufs, momentum)
        _foreach_mul = torch.ops.aten._foreach_mul.Scalar([arg7_1, arg6_1, arg8_1, arg9_1, arg10_1, arg11_1], 0.9)
        getitem_6: "f32[16, 3, 3, 3]" = _foreach_mul[0]
        getitem_7: "f32[16]" = _foreach_mul[1]
        getitem_8: "f32[16]" = _foreach_mul[2]
        getitem_9: "f32[16]" = _foreach_mul[3]
        getitem_10: "f32[8, 16, 3, 3]" = _foreach_mul[4]
        getitem_11: "f32[8]" = _foreach_mul[5];  _foreach_mul = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:446 in _multi_tensor_sgd, code: torch._foreach_add_(bufs, device_grads, alpha=1 - dampening)
        _foreach_add_1 = torch.ops.aten._foreach_add.List([getitem_6, getitem_7, getitem_8, getitem_9, getitem_10, getitem_11], [getitem, getitem_1, getitem_2, getitem_3, getitem_4, getitem_5]);  getitem_6 = getitem_7 = getitem_8 = getitem_9 = getitem_10 = getitem_11 = getitem = getitem_1 = getitem_2 = getitem_3 = getitem_4 = getitem_5 = None
        getitem_12: "f32[16, 3, 3, 3]" = _foreach_add_1[0]
        getitem_13: "f32[16]" = _foreach_add_1[1]
        getitem_14: "f32[16]" = _foreach_add_1[2]
        getitem_15: "f32[16]" = _foreach_add_1[3]
        getitem_16: "f32[8, 16, 3, 3]" = _foreach_add_1[4]
        getitem_17: "f32[8]" = _foreach_add_1[5];  _foreach_add_1 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:472 in _multi_tensor_sgd, code: torch._foreach_add_(device_params, device_grads, alpha=-lr)  # type: ignore[arg-type]
        _foreach_add_2 = torch.ops.aten._foreach_add.List([arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1], [getitem_12, getitem_13, getitem_14, getitem_15, getitem_16, getitem_17], alpha = -0.1)
        getitem_18: "f32[16, 3, 3, 3]" = _foreach_add_2[0]
        getitem_19: "f32[16]" = _foreach_add_2[1]
        getitem_20: "f32[16]" = _foreach_add_2[2]
        getitem_21: "f32[16]" = _foreach_add_2[3]
        getitem_22: "f32[8, 16, 3, 3]" = _foreach_add_2[4]
        getitem_23: "f32[8]" = _foreach_add_2[5];  _foreach_add_2 = None
        copy_: "f32[16, 3, 3, 3]" = torch.ops.aten.copy_.default(arg0_1, getitem_18);  arg0_1 = getitem_18 = copy_ = None
        copy__1: "f32[16]" = torch.ops.aten.copy_.default(arg1_1, getitem_19);  arg1_1 = getitem_19 = copy__1 = None
        copy__2: "f32[16]" = torch.ops.aten.copy_.default(arg2_1, getitem_20);  arg2_1 = getitem_20 = copy__2 = None
        copy__3: "f32[16]" = torch.ops.aten.copy_.default(arg3_1, getitem_21);  arg3_1 = getitem_21 = copy__3 = None
        copy__4: "f32[8, 16, 3, 3]" = torch.ops.aten.copy_.default(arg4_1, getitem_22);  arg4_1 = getitem_22 = copy__4 = None
        copy__5: "f32[8]" = torch.ops.aten.copy_.default(arg5_1, getitem_23);  arg5_1 = getitem_23 = copy__5 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:446 in _multi_tensor_sgd, code: torch._foreach_add_(bufs, device_grads, alpha=1 - dampening)
        copy__6: "f32[16]" = torch.ops.aten.copy_.default(arg6_1, getitem_13);  arg6_1 = getitem_13 = copy__6 = None
        copy__7: "f32[16, 3, 3, 3]" = torch.ops.aten.copy_.default(arg7_1, getitem_12);  arg7_1 = getitem_12 = copy__7 = None
        copy__8: "f32[16]" = torch.ops.aten.copy_.default(arg8_1, getitem_14);  arg8_1 = getitem_14 = copy__8 = None
        copy__9: "f32[16]" = torch.ops.aten.copy_.default(arg9_1, getitem_15);  arg9_1 = getitem_15 = copy__9 = None
        copy__10: "f32[8, 16, 3, 3]" = torch.ops.aten.copy_.default(arg10_1, getitem_16);  arg10_1 = getitem_16 = copy__10 = None
        copy__11: "f32[8]" = torch.ops.aten.copy_.default(arg11_1, getitem_17);  arg11_1 = getitem_17 = copy__11 = None
        return ()
