class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[128, 64]", arg1_1: "f32[128]", arg2_1: "f32[10, 128]", arg3_1: "f32[10]", arg4_1: "f32[]", arg5_1: "f32[128]", arg6_1: "f32[128]", arg7_1: "f32[128, 64]", arg8_1: "f32[128, 64]", arg9_1: "f32[]", arg10_1: "f32[]", arg11_1: "f32[]", arg12_1: "f32[10, 128]", arg13_1: "f32[10]", arg14_1: "f32[10, 128]", arg15_1: "f32[10]", arg16_1: "f32[128, 64]", arg17_1: "f32[128]", arg18_1: "f32[10, 128]", arg19_1: "f32[10]"):
        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:686 in _multi_tensor_adam, code: torch._foreach_add_(device_state_steps, 1)
        _foreach_add = torch.ops.aten._foreach_add.Scalar([arg9_1, arg4_1, arg10_1, arg11_1], 1)
        getitem: "f32[]" = _foreach_add[0]
        getitem_1: "f32[]" = _foreach_add[1]
        getitem_2: "f32[]" = _foreach_add[2]
        getitem_3: "f32[]" = _foreach_add[3];  _foreach_add = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:704 in _multi_tensor_adam, code: torch._foreach_lerp_(
        _foreach_sub = torch.ops.aten._foreach_sub.List([arg16_1, arg17_1, arg18_1, arg19_1], [arg7_1, arg5_1, arg12_1, arg13_1])
        getitem_4: "f32[128, 64]" = _foreach_sub[0]
        getitem_5: "f32[128]" = _foreach_sub[1]
        getitem_6: "f32[10, 128]" = _foreach_sub[2]
        getitem_7: "f32[10]" = _foreach_sub[3];  _foreach_sub = None
        _tensor_constant1: "f32[]" = self._tensor_constant1
        lift_fresh_copy_1: "f32[]" = torch.ops.aten.lift_fresh_copy.default(_tensor_constant1);  _tensor_constant1 = lift_fresh_copy_1 = None
        full_default: "f32[]" = torch.ops.aten.full.default([], 0.10000000149011612, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        _foreach_addcmul = torch.ops.aten._foreach_addcmul.Scalar([arg7_1, arg5_1, arg12_1, arg13_1], [full_default, full_default, full_default, full_default], [getitem_4, getitem_5, getitem_6, getitem_7]);  full_default = getitem_4 = getitem_5 = getitem_6 = getitem_7 = None
        getitem_8: "f32[128, 64]" = _foreach_addcmul[0]
        getitem_9: "f32[128]" = _foreach_addcmul[1]
        getitem_10: "f32[10, 128]" = _foreach_addcmul[2]
        getitem_11: "f32[10]" = _foreach_addcmul[3];  _foreach_addcmul = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:708 in _multi_tensor_adam, code: torch._foreach_mul_(device_exp_avg_sqs, beta2)
        _foreach_mul = torch.ops.aten._foreach_mul.Scalar([arg8_1, arg6_1, arg14_1, arg15_1], 0.999)
        getitem_12: "f32[128, 64]" = _foreach_mul[0]
        getitem_13: "f32[128]" = _foreach_mul[1]
        getitem_14: "f32[10, 128]" = _foreach_mul[2]
        getitem_15: "f32[10]" = _foreach_mul[3];  _foreach_mul = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:721 in _multi_tensor_adam, code: torch._foreach_addcmul_(
        _foreach_addcmul_1 = torch.ops.aten._foreach_addcmul.Scalar([getitem_12, getitem_13, getitem_14, getitem_15], [arg16_1, arg17_1, arg18_1, arg19_1], [arg16_1, arg17_1, arg18_1, arg19_1], 0.0010000000000000009);  getitem_12 = getitem_13 = getitem_14 = getitem_15 = arg16_1 = arg17_1 = arg18_1 = arg19_1 = None
        getitem_16: "f32[128, 64]" = _foreach_addcmul_1[0]
        getitem_17: "f32[128]" = _foreach_addcmul_1[1]
        getitem_18: "f32[10, 128]" = _foreach_addcmul_1[2]
        getitem_19: "f32[10]" = _foreach_addcmul_1[3];  _foreach_addcmul_1 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:734 in _multi_tensor_adam, code: bias_correction1 = torch._foreach_pow(beta1, device_state_steps)  # type: ignore[arg-type]
        _foreach_pow = torch.ops.aten._foreach_pow.ScalarAndTensor(0.9, [getitem, getitem_1, getitem_2, getitem_3])
        getitem_20: "f32[]" = _foreach_pow[0]
        getitem_21: "f32[]" = _foreach_pow[1]
        getitem_22: "f32[]" = _foreach_pow[2]
        getitem_23: "f32[]" = _foreach_pow[3];  _foreach_pow = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:735 in _multi_tensor_adam, code: bias_correction2 = torch._foreach_pow(beta2, device_state_steps)  # type: ignore[arg-type]
        _foreach_pow_1 = torch.ops.aten._foreach_pow.ScalarAndTensor(0.999, [getitem, getitem_1, getitem_2, getitem_3])
        getitem_24: "f32[]" = _foreach_pow_1[0]
        getitem_25: "f32[]" = _foreach_pow_1[1]
        getitem_26: "f32[]" = _foreach_pow_1[2]
        getitem_27: "f32[]" = _foreach_pow_1[3];  _foreach_pow_1 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:737 in _multi_tensor_adam, code: torch._foreach_sub_(bias_correction1, 1)
        _foreach_sub_1 = torch.ops.aten._foreach_sub.Scalar([getitem_20, getitem_21, getitem_22, getitem_23], 1);  getitem_20 = getitem_21 = getitem_22 = getitem_23 = None
        getitem_28: "f32[]" = _foreach_sub_1[0]
        getitem_29: "f32[]" = _foreach_sub_1[1]
        getitem_30: "f32[]" = _foreach_sub_1[2]
        getitem_31: "f32[]" = _foreach_sub_1[3];  _foreach_sub_1 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:738 in _multi_tensor_adam, code: torch._foreach_sub_(bias_correction2, 1)
        _foreach_sub_2 = torch.ops.aten._foreach_sub.Scalar([getitem_24, getitem_25, getitem_26, getitem_27], 1);  getitem_24 = getitem_25 = getitem_26 = getitem_27 = None
        getitem_32: "f32[]" = _foreach_sub_2[0]
        getitem_33: "f32[]" = _foreach_sub_2[1]
        getitem_34: "f32[]" = _foreach_sub_2[2]
        getitem_35: "f32[]" = _foreach_sub_2[3];  _foreach_sub_2 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:740 in _multi_tensor_adam, code: torch._foreach_neg_(bias_correction2)
        _foreach_neg = torch.ops.aten._foreach_neg.default([getitem_32, getitem_33, getitem_34, getitem_35]);  getitem_32 = getitem_33 = getitem_34 = getitem_35 = None
        getitem_36: "f32[]" = _foreach_neg[0]
        getitem_37: "f32[]" = _foreach_neg[1]
        getitem_38: "f32[]" = _foreach_neg[2]
        getitem_39: "f32[]" = _foreach_neg[3];  _foreach_neg = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:743 in _multi_tensor_adam, code: torch._foreach_div_(bias_correction1, lr)
        _foreach_div = torch.ops.aten._foreach_div.Scalar([getitem_28, getitem_29, getitem_30, getitem_31], 0.001);  getitem_28 = getitem_29 = getitem_30 = getitem_31 = None
        getitem_40: "f32[]" = _foreach_div[0]
        getitem_41: "f32[]" = _foreach_div[1]
        getitem_42: "f32[]" = _foreach_div[2]
        getitem_43: "f32[]" = _foreach_div[3];  _foreach_div = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:744 in _multi_tensor_adam, code: torch._foreach_reciprocal_(bias_correction1)
        _foreach_reciprocal = torch.ops.aten._foreach_reciprocal.default([getitem_40, getitem_41, getitem_42, getitem_43]);  getitem_40 = getitem_41 = getitem_42 = getitem_43 = None
        getitem_44: "f32[]" = _foreach_reciprocal[0]
        getitem_45: "f32[]" = _foreach_reciprocal[1]
        getitem_46: "f32[]" = _foreach_reciprocal[2]
        getitem_47: "f32[]" = _foreach_reciprocal[3];  _foreach_reciprocal = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:746 in _multi_tensor_adam, code: torch._foreach_sqrt_(bias_correction2)
        _foreach_sqrt = torch.ops.aten._foreach_sqrt.default([getitem_36, getitem_37, getitem_38, getitem_39]);  getitem_36 = getitem_37 = getitem_38 = getitem_39 = None
        getitem_48: "f32[]" = _foreach_sqrt[0]
        getitem_49: "f32[]" = _foreach_sqrt[1]
        getitem_50: "f32[]" = _foreach_sqrt[2]
        getitem_51: "f32[]" = _foreach_sqrt[3];  _foreach_sqrt = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:762 in _multi_tensor_adam, code: exp_avg_sq_sqrt = torch._foreach_sqrt(device_exp_avg_sqs)
        _foreach_sqrt_1 = torch.ops.aten._foreach_sqrt.default([getitem_16, getitem_17, getitem_18, getitem_19])
        getitem_52: "f32[128, 64]" = _foreach_sqrt_1[0]
        getitem_53: "f32[128]" = _foreach_sqrt_1[1]
        getitem_54: "f32[10, 128]" = _foreach_sqrt_1[2]
        getitem_55: "f32[10]" = _foreach_sqrt_1[3];  _foreach_sqrt_1 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:764 in _multi_tensor_adam, code: torch._foreach_div_(exp_avg_sq_sqrt, bias_correction2_sqrt)
        _foreach_div_1 = torch.ops.aten._foreach_div.List([getitem_52, getitem_53, getitem_54, getitem_55], [getitem_48, getitem_49, getitem_50, getitem_51]);  getitem_52 = getitem_53 = getitem_54 = getitem_55 = getitem_48 = getitem_49 = getitem_50 = getitem_51 = None
        getitem_56: "f32[128, 64]" = _foreach_div_1[0]
        getitem_57: "f32[128]" = _foreach_div_1[1]
        getitem_58: "f32[10, 128]" = _foreach_div_1[2]
        getitem_59: "f32[10]" = _foreach_div_1[3];  _foreach_div_1 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:765 in _multi_tensor_adam, code: torch._foreach_add_(exp_avg_sq_sqrt, eps)
        _foreach_add_1 = torch.ops.aten._foreach_add.Scalar([getitem_56, getitem_57, getitem_58, getitem_59], 1e-08);  getitem_56 = getitem_57 = getitem_58 = getitem_59 = None
        getitem_60: "f32[128, 64]" = _foreach_add_1[0]
        getitem_61: "f32[128]" = _foreach_add_1[1]
        getitem_62: "f32[10, 128]" = _foreach_add_1[2]
        getitem_63: "f32[10]" = _foreach_add_1[3];  _foreach_add_1 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:766 in _multi_tensor_adam, code: torch._foreach_div_(exp_avg_sq_sqrt, step_size)
        _foreach_div_2 = torch.ops.aten._foreach_div.List([getitem_60, getitem_61, getitem_62, getitem_63], [getitem_44, getitem_45, getitem_46, getitem_47]);  getitem_60 = getitem_61 = getitem_62 = getitem_63 = getitem_44 = getitem_45 = getitem_46 = getitem_47 = None
        getitem_64: "f32[128, 64]" = _foreach_div_2[0]
        getitem_65: "f32[128]" = _foreach_div_2[1]
        getitem_66: "f32[10, 128]" = _foreach_div_2[2]
        getitem_67: "f32[10]" = _foreach_div_2[3];  _foreach_div_2 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:769 in _multi_tensor_adam, code: torch._foreach_addcdiv_(device_params, device_exp_avgs, exp_avg_sq_sqrt)
        _foreach_addcdiv = torch.ops.aten._foreach_addcdiv.Scalar([arg0_1, arg1_1, arg2_1, arg3_1], [getitem_8, getitem_9, getitem_10, getitem_11], [getitem_64, getitem_65, getitem_66, getitem_67]);  getitem_64 = getitem_65 = getitem_66 = getitem_67 = None
        getitem_68: "f32[128, 64]" = _foreach_addcdiv[0]
        getitem_69: "f32[128]" = _foreach_addcdiv[1]
        getitem_70: "f32[10, 128]" = _foreach_addcdiv[2]
        getitem_71: "f32[10]" = _foreach_addcdiv[3];  _foreach_addcdiv = None
        copy_: "f32[128, 64]" = torch.ops.aten.copy_.default(arg0_1, getitem_68);  arg0_1 = getitem_68 = copy_ = None
        copy__1: "f32[128]" = torch.ops.aten.copy_.default(arg1_1, getitem_69);  arg1_1 = getitem_69 = copy__1 = None
        copy__2: "f32[10, 128]" = torch.ops.aten.copy_.default(arg2_1, getitem_70);  arg2_1 = getitem_70 = copy__2 = None
        copy__3: "f32[10]" = torch.ops.aten.copy_.default(arg3_1, getitem_71);  arg3_1 = getitem_71 = copy__3 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:686 in _multi_tensor_adam, code: torch._foreach_add_(device_state_steps, 1)
        copy__4: "f32[]" = torch.ops.aten.copy_.default(arg4_1, getitem_1);  arg4_1 = getitem_1 = copy__4 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:704 in _multi_tensor_adam, code: torch._foreach_lerp_(
        copy__5: "f32[128]" = torch.ops.aten.copy_.default(arg5_1, getitem_9);  arg5_1 = getitem_9 = copy__5 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:721 in _multi_tensor_adam, code: torch._foreach_addcmul_(
        copy__6: "f32[128]" = torch.ops.aten.copy_.default(arg6_1, getitem_17);  arg6_1 = getitem_17 = copy__6 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:704 in _multi_tensor_adam, code: torch._foreach_lerp_(
        copy__7: "f32[128, 64]" = torch.ops.aten.copy_.default(arg7_1, getitem_8);  arg7_1 = getitem_8 = copy__7 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:721 in _multi_tensor_adam, code: torch._foreach_addcmul_(
        copy__8: "f32[128, 64]" = torch.ops.aten.copy_.default(arg8_1, getitem_16);  arg8_1 = getitem_16 = copy__8 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:686 in _multi_tensor_adam, code: torch._foreach_add_(device_state_steps, 1)
        copy__9: "f32[]" = torch.ops.aten.copy_.default(arg9_1, getitem);  arg9_1 = getitem = copy__9 = None
        copy__10: "f32[]" = torch.ops.aten.copy_.default(arg10_1, getitem_2);  arg10_1 = getitem_2 = copy__10 = None
        copy__11: "f32[]" = torch.ops.aten.copy_.default(arg11_1, getitem_3);  arg11_1 = getitem_3 = copy__11 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:704 in _multi_tensor_adam, code: torch._foreach_lerp_(
        copy__12: "f32[10, 128]" = torch.ops.aten.copy_.default(arg12_1, getitem_10);  arg12_1 = getitem_10 = copy__12 = None
        copy__13: "f32[10]" = torch.ops.aten.copy_.default(arg13_1, getitem_11);  arg13_1 = getitem_11 = copy__13 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:721 in _multi_tensor_adam, code: torch._foreach_addcmul_(
        copy__14: "f32[10, 128]" = torch.ops.aten.copy_.default(arg14_1, getitem_18);  arg14_1 = getitem_18 = copy__14 = None
        copy__15: "f32[10]" = torch.ops.aten.copy_.default(arg15_1, getitem_19);  arg15_1 = getitem_19 = copy__15 = None
        return ()
