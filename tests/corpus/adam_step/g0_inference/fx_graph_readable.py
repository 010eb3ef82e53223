class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[128, 64]", arg1_1: "f32[128]", arg2_1: "f32[10, 128]", arg3_1: "f32[10]", arg4_1: "f32[]", arg5_1: "f32[128]", arg6_1: "f32[128]", arg7_1: "f32[]", arg8_1: "f32[128, 64]", arg9_1: "f32[128, 64]", arg10_1: "f32[]", arg11_1: "f32[10, 128]", arg12_1: "f32[10, 128]", arg13_1: "f32[]", arg14_1: "f32[10]", arg15_1: "f32[10]", arg16_1: "f32[128, 64]", arg17_1: "f32[128]", arg18_1: "f32[10, 128]", arg19_1: "f32[10]"):
        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        add: "f32[]" = torch.ops.aten.add.Tensor(arg7_1, 1)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        sub: "f32[128, 64]" = torch.ops.aten.sub.Tensor(arg16_1, arg8_1)
        add_1: "f32[128, 64]" = torch.ops.aten.add.Tensor(arg8_1, sub, alpha = 0.09999999999999998);  sub = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        mul: "f32[128, 64]" = torch.ops.aten.mul.Tensor(arg9_1, 0.999)
        mul_1: "f32[128, 64]" = torch.ops.aten.mul.Tensor(arg16_1, arg16_1);  arg16_1 = None
        fma: "f32[128, 64]" = torch.ops.prims.fma.default(mul_1, 0.0010000000000000009, mul);  mul_1 = mul = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:487 in _single_tensor_adam, code: bias_correction1 = 1 - beta1**step
        pow_1: "f32[]" = torch.ops.aten.pow.Scalar(0.9, add)
        sub_1: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_1);  pow_1 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:496 in _single_tensor_adam, code: bias_correction2 = 1 - beta2**step
        pow_2: "f32[]" = torch.ops.aten.pow.Scalar(0.999, add)
        sub_2: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_2);  pow_2 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:498 in _single_tensor_adam, code: step_size = lr / bias_correction1
        reciprocal: "f32[]" = torch.ops.aten.reciprocal.default(sub_1);  sub_1 = None
        mul_2: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal, 0.001);  reciprocal = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:499 in _single_tensor_adam, code: step_size_neg = step_size.neg()
        neg: "f32[]" = torch.ops.aten.neg.default(mul_2);  mul_2 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:501 in _single_tensor_adam, code: bias_correction2_sqrt = bias_correction2.sqrt()
        sqrt: "f32[]" = torch.ops.aten.sqrt.default(sub_2);  sub_2 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:520 in _single_tensor_adam, code: exp_avg_sq.sqrt() / (bias_correction2_sqrt * step_size_neg)
        sqrt_1: "f32[128, 64]" = torch.ops.aten.sqrt.default(fma)
        mul_3: "f32[]" = torch.ops.aten.mul.Tensor(sqrt, neg);  sqrt = None
        div: "f32[128, 64]" = torch.ops.aten.div.Tensor(sqrt_1, mul_3);  sqrt_1 = mul_3 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:521 in _single_tensor_adam, code: ).add_(eps / step_size_neg)
        reciprocal_1: "f32[]" = torch.ops.aten.reciprocal.default(neg);  neg = None
        mul_4: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_1, 1e-08);  reciprocal_1 = None
        add_2: "f32[128, 64]" = torch.ops.aten.add.Tensor(div, mul_4);  div = mul_4 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:526 in _single_tensor_adam, code: param.addcdiv_(exp_avg, denom)
        addcdiv: "f32[128, 64]" = torch.ops.aten.addcdiv.default(arg0_1, add_1, add_2);  add_2 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        add_3: "f32[]" = torch.ops.aten.add.Tensor(arg4_1, 1)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        sub_3: "f32[128]" = torch.ops.aten.sub.Tensor(arg17_1, arg5_1)
        add_4: "f32[128]" = torch.ops.aten.add.Tensor(arg5_1, sub_3, alpha = 0.09999999999999998);  sub_3 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        mul_5: "f32[128]" = torch.ops.aten.mul.Tensor(arg6_1, 0.999)
        mul_6: "f32[128]" = torch.ops.aten.mul.Tensor(arg17_1, arg17_1);  arg17_1 = None
        fma_1: "f32[128]" = torch.ops.prims.fma.default(mul_6, 0.0010000000000000009, mul_5);  mul_6 = mul_5 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:487 in _single_tensor_adam, code: bias_correction1 = 1 - beta1**step
        pow_3: "f32[]" = torch.ops.aten.pow.Scalar(0.9, add_3)
        sub_4: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_3);  pow_3 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:496 in _single_tensor_adam, code: bias_correction2 = 1 - beta2**step
        pow_4: "f32[]" = torch.ops.aten.pow.Scalar(0.999, add_3)
        sub_5: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_4);  pow_4 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:498 in _single_tensor_adam, code: step_size = lr / bias_correction1
        reciprocal_2: "f32[]" = torch.ops.aten.reciprocal.default(sub_4);  sub_4 = None
        mul_7: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_2, 0.001);  reciprocal_2 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:499 in _single_tensor_adam, code: step_size_neg = step_size.neg()
        neg_1: "f32[]" = torch.ops.aten.neg.default(mul_7);  mul_7 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:501 in _single_tensor_adam, code: bias_correction2_sqrt = bias_correction2.sqrt()
        sqrt_2: "f32[]" = torch.ops.aten.sqrt.default(sub_5);  sub_5 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:520 in _single_tensor_adam, code: exp_avg_sq.sqrt() / (bias_correction2_sqrt * step_size_neg)
        sqrt_3: "f32[128]" = torch.ops.aten.sqrt.default(fma_1)
        mul_8: "f32[]" = torch.ops.aten.mul.Tensor(sqrt_2, neg_1);  sqrt_2 = None
        div_1: "f32[128]" = torch.ops.aten.div.Tensor(sqrt_3, mul_8);  sqrt_3 = mul_8 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:521 in _single_tensor_adam, code: ).add_(eps / step_size_neg)
        reciprocal_3: "f32[]" = torch.ops.aten.reciprocal.default(neg_1);  neg_1 = None
        mul_9: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_3, 1e-08);  reciprocal_3 = None
        add_5: "f32[128]" = torch.ops.aten.add.Tensor(div_1, mul_9);  div_1 = mul_9 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:526 in _single_tensor_adam, code: param.addcdiv_(exp_avg, denom)
        addcdiv_1: "f32[128]" = torch.ops.aten.addcdiv.default(arg1_1, add_4, add_5);  add_5 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        add_6: "f32[]" = torch.ops.aten.add.Tensor(arg10_1, 1)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        sub_6: "f32[10, 128]" = torch.ops.aten.sub.Tensor(arg18_1, arg11_1)
        add_7: "f32[10, 128]" = torch.ops.aten.add.Tensor(arg11_1, sub_6, alpha = 0.09999999999999998);  sub_6 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        mul_10: "f32[10, 128]" = torch.ops.aten.mul.Tensor(arg12_1, 0.999)
        mul_11: "f32[10, 128]" = torch.ops.aten.mul.Tensor(arg18_1, arg18_1);  arg18_1 = None
        fma_2: "f32[10, 128]" = torch.ops.prims.fma.default(mul_11, 0.0010000000000000009, mul_10);  mul_11 = mul_10 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:487 in _single_tensor_adam, code: bias_correction1 = 1 - beta1**step
        pow_5: "f32[]" = torch.ops.aten.pow.Scalar(0.9, add_6)
        sub_7: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_5);  pow_5 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:496 in _single_tensor_adam, code: bias_correction2 = 1 - beta2**step
        pow_6: "f32[]" = torch.ops.aten.pow.Scalar(0.999, add_6)
        sub_8: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_6);  pow_6 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:498 in _single_tensor_adam, code: step_size = lr / bias_correction1
        reciprocal_4: "f32[]" = torch.ops.aten.reciprocal.default(sub_7);  sub_7 = None
        mul_12: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_4, 0.001);  reciprocal_4 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:499 in _single_tensor_adam, code: step_size_neg = step_size.neg()
        neg_2: "f32[]" = torch.ops.aten.neg.default(mul_12);  mul_12 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:501 in _single_tensor_adam, code: bias_correction2_sqrt = bias_correction2.sqrt()
        sqrt_4: "f32[]" = torch.ops.aten.sqrt.default(sub_8);  sub_8 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:520 in _single_tensor_adam, code: exp_avg_sq.sqrt() / (bias_correction2_sqrt * step_size_neg)
        sqrt_5: "f32[10, 128]" = torch.ops.aten.sqrt.default(fma_2)
        mul_13: "f32[]" = torch.ops.aten.mul.Tensor(sqrt_4, neg_2);  sqrt_4 = None
        div_2: "f32[10, 128]" = torch.ops.aten.div.Tensor(sqrt_5, mul_13);  sqrt_5 = mul_13 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:521 in _single_tensor_adam, code: ).add_(eps / step_size_neg)
        reciprocal_5: "f32[]" = torch.ops.aten.reciprocal.default(neg_2);  neg_2 = None
        mul_14: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_5, 1e-08);  reciprocal_5 = None
        add_8: "f32[10, 128]" = torch.ops.aten.add.Tensor(div_2, mul_14);  div_2 = mul_14 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:526 in _single_tensor_adam, code: param.addcdiv_(exp_avg, denom)
        addcdiv_2: "f32[10, 128]" = torch.ops.aten.addcdiv.default(arg2_1, add_7, add_8);  add_8 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        add_9: "f32[]" = torch.ops.aten.add.Tensor(arg13_1, 1)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        sub_9: "f32[10]" = torch.ops.aten.sub.Tensor(arg19_1, arg14_1)
        add_10: "f32[10]" = torch.ops.aten.add.Tensor(arg14_1, sub_9, alpha = 0.09999999999999998);  sub_9 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        mul_15: "f32[10]" = torch.ops.aten.mul.Tensor(arg15_1, 0.999)
        mul_16: "f32[10]" = torch.ops.aten.mul.Tensor(arg19_1, arg19_1);  arg19_1 = None
        fma_3: "f32[10]" = torch.ops.prims.fma.default(mul_16, 0.0010000000000000009, mul_15);  mul_16 = mul_15 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:487 in _single_tensor_adam, code: bias_correction1 = 1 - beta1**step
        pow_7: "f32[]" = torch.ops.aten.pow.Scalar(0.9, add_9)
        sub_10: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_7);  pow_7 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:496 in _single_tensor_adam, code: bias_correction2 = 1 - beta2**step
        pow_8: "f32[]" = torch.ops.aten.pow.Scalar(0.999, add_9)
        sub_11: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_8);  pow_8 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:498 in _single_tensor_adam, code: step_size = lr / bias_correction1
        reciprocal_6: "f32[]" = torch.ops.aten.reciprocal.default(sub_10);  sub_10 = None
        mul_17: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_6, 0.001);  reciprocal_6 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:499 in _single_tensor_adam, code: step_size_neg = step_size.neg()
        neg_3: "f32[]" = torch.ops.aten.neg.default(mul_17);  mul_17 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:501 in _single_tensor_adam, code: bias_correction2_sqrt = bias_correction2.sqrt()
        sqrt_6: "f32[]" = torch.ops.aten.sqrt.default(sub_11);  sub_11 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:520 in _single_tensor_adam, code: exp_avg_sq.sqrt() / (bias_correction2_sqrt * step_size_neg)
        sqrt_7: "f32[10]" = torch.ops.aten.sqrt.default(fma_3)
        mul_18: "f32[]" = torch.ops.aten.mul.Tensor(sqrt_6, neg_3);  sqrt_6 = None
        div_3: "f32[10]" = torch.ops.aten.div.Tensor(sqrt_7, mul_18);  sqrt_7 = mul_18 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:521 in _single_tensor_adam, code: ).add_(eps / step_size_neg)
        reciprocal_7: "f32[]" = torch.ops.aten.reciprocal.default(neg_3);  neg_3 = None
        mul_19: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_7, 1e-08);  reciprocal_7 = None
        add_11: "f32[10]" = torch.ops.aten.add.Tensor(div_3, mul_19);  div_3 = mul_19 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:526 in _single_tensor_adam, code: param.addcdiv_(exp_avg, denom)
        addcdiv_3: "f32[10]" = torch.ops.aten.addcdiv.default(arg3_1, add_10, add_11);  add_11 = None
        copy_: "f32[128, 64]" = torch.ops.aten.copy_.default(arg0_1, addcdiv);  arg0_1 = addcdiv = copy_ = None
        copy__1: "f32[128]" = torch.ops.aten.copy_.default(arg1_1, addcdiv_1);  arg1_1 = addcdiv_1 = copy__1 = None
        copy__2: "f32[10, 128]" = torch.ops.aten.copy_.default(arg2_1, addcdiv_2);  arg2_1 = addcdiv_2 = copy__2 = None
        copy__3: "f32[10]" = torch.ops.aten.copy_.default(arg3_1, addcdiv_3);  arg3_1 = addcdiv_3 = copy__3 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        copy__4: "f32[]" = torch.ops.aten.copy_.default(arg4_1, add_3);  arg4_1 = add_3 = copy__4 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        copy__5: "f32[128]" = torch.ops.aten.copy_.default(arg5_1, add_4);  arg5_1 = add_4 = copy__5 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        copy__6: "f32[128]" = torch.ops.aten.copy_.default(arg6_1, fma_1);  arg6_1 = fma_1 = copy__6 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        copy__7: "f32[]" = torch.ops.aten.copy_.default(arg7_1, add);  arg7_1 = add = copy__7 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        copy__8: "f32[128, 64]" = torch.ops.aten.copy_.default(arg8_1, add_1);  arg8_1 = add_1 = copy__8 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        copy__9: "f32[128, 64]" = torch.ops.aten.copy_.default(arg9_1, fma);  arg9_1 = fma = copy__9 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        copy__10: "f32[]" = torch.ops.aten.copy_.default(arg10_1, add_6);  arg10_1 = add_6 = copy__10 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        copy__11: "f32[10, 128]" = torch.ops.aten.copy_.default(arg11_1, add_7);  arg11_1 = add_7 = copy__11 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        copy__12: "f32[10, 128]" = torch.ops.aten.copy_.default(arg12_1, fma_2);  arg12_1 = fma_2 = copy__12 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        copy__13: "f32[]" = torch.ops.aten.copy_.default(arg13_1, add_9);  arg13_1 = add_9 = copy__13 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        copy__14: "f32[10]" = torch.ops.aten.copy_.default(arg14_1, add_10);  arg14_1 = add_10 = copy__14 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        copy__15: "f32[10]" = torch.ops.aten.copy_.default(arg15_1, fma_3);  arg15_1 = fma_3 = copy__15 = None
        return ()
