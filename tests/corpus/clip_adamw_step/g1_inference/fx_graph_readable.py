class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[128, 64]", arg1_1: "f32[128]", arg2_1: "f32[128, 128]", arg3_1: "f32[128]", arg4_1: "f32[10, 128]", arg5_1: "f32[10]", arg6_1: "f32[]", arg7_1: "f32[128]", arg8_1: "f32[128]", arg9_1: "f32[]", arg10_1: "f32[10, 128]", arg11_1: "f32[10, 128]", arg12_1: "f32[]", arg13_1: "f32[128, 64]", arg14_1: "f32[128, 64]", arg15_1: "f32[]", arg16_1: "f32[128, 128]", arg17_1: "f32[128, 128]", arg18_1: "f32[]", arg19_1: "f32[128]", arg20_1: "f32[128]", arg21_1: "f32[]", arg22_1: "f32[10]", arg23_1: "f32[10]", arg24_1: "f32[128, 64]", arg25_1: "f32[128]", arg26_1: "f32[128, 128]", arg27_1: "f32[128]", arg28_1: "f32[10, 128]", arg29_1: "f32[10]"):
        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        add: "f32[]" = torch.ops.aten.add.Tensor(arg12_1, 1)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:419 in _single_tensor_adam, code: param.mul_(1 - lr * weight_decay)
        mul: "f32[128, 64]" = torch.ops.aten.mul.Tensor(arg0_1, 0.99999)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        sub: "f32[128, 64]" = torch.ops.aten.sub.Tensor(arg24_1, arg13_1)
        add_1: "f32[128, 64]" = torch.ops.aten.add.Tensor(arg13_1, sub, alpha = 0.09999999999999998);  sub = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        mul_1: "f32[128, 64]" = torch.ops.aten.mul.Tensor(arg14_1, 0.999)
        mul_2: "f32[128, 64]" = torch.ops.aten.mul.Tensor(arg24_1, arg24_1);  arg24_1 = None
        fma: "f32[128, 64]" = torch.ops.prims.fma.default(mul_2, 0.0010000000000000009, mul_1);  mul_2 = mul_1 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:487 in _single_tensor_adam, code: bias_correction1 = 1 - beta1**step
        pow_1: "f32[]" = torch.ops.aten.pow.Scalar(0.9, add)
        sub_1: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_1);  pow_1 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:496 in _single_tensor_adam, code: bias_correction2 = 1 - beta2**step
        pow_2: "f32[]" = torch.ops.aten.pow.Scalar(0.999, add)
        sub_2: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_2);  pow_2 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:498 in _single_tensor_adam, code: step_size = lr / bias_correction1
        reciprocal: "f32[]" = torch.ops.aten.reciprocal.default(sub_1);  sub_1 = None
        mul_3: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal, 0.001);  reciprocal = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:499 in _single_tensor_adam, code: step_size_neg = step_size.neg()
        neg: "f32[]" = torch.ops.aten.neg.default(mul_3);  mul_3 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:501 in _single_tensor_adam, code: bias_correction2_sqrt = bias_correction2.sqrt()
        sqrt: "f32[]" = torch.ops.aten.sqrt.default(sub_2);  sub_2 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:520 in _single_tensor_adam, code: exp_avg_sq.sqrt() / (bias_correction2_sqrt * step_size_neg)
        sqrt_1: "f32[128, 64]" = torch.ops.aten.sqrt.default(fma)
        mul_4: "f32[]" = torch.ops.aten.mul.Tensor(sqrt, neg);  sqrt = None
        div: "f32[128, 64]" = torch.ops.aten.div.Tensor(sqrt_1, mul_4);  sqrt_1 = mul_4 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:521 in _single_tensor_adam, code: ).add_(eps / step_size_neg)
        reciprocal_1: "f32[]" = torch.ops.aten.reciprocal.default(neg);  neg = None
        mul_5: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_1, 1e-08);  reciprocal_1 = None
        add_2: "f32[128, 64]" = torch.ops.aten.add.Tensor(div, mul_5);  div = mul_5 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:526 in _single_tensor_adam, code: param.addcdiv_(exp_avg, denom)
        addcdiv: "f32[128, 64]" = torch.ops.aten.addcdiv.default(mul, add_1, add_2);  mul = add_2 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        add_3: "f32[]" = torch.ops.aten.add.Tensor(arg6_1, 1)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:419 in _single_tensor_adam, code: param.mul_(1 - lr * weight_decay)
        mul_6: "f32[128]" = torch.ops.aten.mul.Tensor(arg1_1, 0.99999)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        sub_3: "f32[128]" = torch.ops.aten.sub.Tensor(arg25_1, arg7_1)
        add_4: "f32[128]" = torch.ops.aten.add.Tensor(arg7_1, sub_3, alpha = 0.09999999999999998);  sub_3 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        mul_7: "f32[128]" = torch.ops.aten.mul.Tensor(arg8_1, 0.999)
        mul_8: "f32[128]" = torch.ops.aten.mul.Tensor(arg25_1, arg25_1);  arg25_1 = None
        fma_1: "f32[128]" = torch.ops.prims.fma.default(mul_8, 0.0010000000000000009, mul_7);  mul_8 = mul_7 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:487 in _single_tensor_adam, code: bias_correction1 = 1 - beta1**step
        pow_3: "f32[]" = torch.ops.aten.pow.Scalar(0.9, add_3)
        sub_4: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_3);  pow_3 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:496 in _single_tensor_adam, code: bias_correction2 = 1 - beta2**step
        pow_4: "f32[]" = torch.ops.aten.pow.Scalar(0.999, add_3)
        sub_5: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_4);  pow_4 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:498 in _single_tensor_adam, code: step_size = lr / bias_correction1
        reciprocal_2: "f32[]" = torch.ops.aten.reciprocal.default(sub_4);  sub_4 = None
        mul_9: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_2, 0.001);  reciprocal_2 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:499 in _single_tensor_adam, code: step_size_neg = step_size.neg()
        neg_1: "f32[]" = torch.ops.aten.neg.default(mul_9);  mul_9 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:501 in _single_tensor_adam, code: bias_correction2_sqrt = bias_correction2.sqrt()
        sqrt_2: "f32[]" = torch.ops.aten.sqrt.default(sub_5);  sub_5 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:520 in _single_tensor_adam, code: exp_avg_sq.sqrt() / (bias_correction2_sqrt * step_size_neg)
        sqrt_3: "f32[128]" = torch.ops.aten.sqrt.default(fma_1)
        mul_10: "f32[]" = torch.ops.aten.mul.Tensor(sqrt_2, neg_1);  sqrt_2 = None
        div_1: "f32[128]" = torch.ops.aten.div.Tensor(sqrt_3, mul_10);  sqrt_3 = mul_10 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:521 in _single_tensor_adam, code: ).add_(eps / step_size_neg)
        reciprocal_3: "f32[]" = torch.ops.aten.reciprocal.default(neg_1);  neg_1 = None
        mul_11: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_3, 1e-08);  reciprocal_3 = None
        add_5: "f32[128]" = torch.ops.aten.add.Tensor(div_1, mul_11);  div_1 = mul_11 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:526 in _single_tensor_adam, code: param.addcdiv_(exp_avg, denom)
        addcdiv_1: "f32[128]" = torch.ops.aten.addcdiv.default(mul_6, add_4, add_5);  mul_6 = add_5 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        add_6: "f32[]" = torch.ops.aten.add.Tensor(arg15_1, 1)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:419 in _single_tensor_adam, code: param.mul_(1 - lr * weight_decay)
        mul_12: "f32[128, 128]" = torch.ops.aten.mul.Tensor(arg2_1, 0.99999)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        sub_6: "f32[128, 128]" = torch.ops.aten.sub.Tensor(arg26_1, arg16_1)
        add_7: "f32[128, 128]" = torch.ops.aten.add.Tensor(arg16_1, sub_6, alpha = 0.09999999999999998);  sub_6 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        mul_13: "f32[128, 128]" = torch.ops.aten.mul.Tensor(arg17_1, 0.999)
        mul_14: "f32[128, 128]" = torch.ops.aten.mul.Tensor(arg26_1, arg26_1);  arg26_1 = None
        fma_2: "f32[128, 128]" = torch.ops.prims.fma.default(mul_14, 0.0010000000000000009, mul_13);  mul_14 = mul_13 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:487 in _single_tensor_adam, code: bias_correction1 = 1 - beta1**step
        pow_5: "f32[]" = torch.ops.aten.pow.Scalar(0.9, add_6)
        sub_7: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_5);  pow_5 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:496 in _single_tensor_adam, code: bias_correction2 = 1 - beta2**step
        pow_6: "f32[]" = torch.ops.aten.pow.Scalar(0.999, add_6)
        sub_8: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_6);  pow_6 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:498 in _single_tensor_adam, code: step_size = lr / bias_correction1
        reciprocal_4: "f32[]" = torch.ops.aten.reciprocal.default(sub_7);  sub_7 = None
        mul_15: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_4, 0.001);  reciprocal_4 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:499 in _single_tensor_adam, code: step_size_neg = step_size.neg()
        neg_2: "f32[]" = torch.ops.aten.neg.default(mul_15);  mul_15 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:501 in _single_tensor_adam, code: bias_correction2_sqrt = bias_correction2.sqrt()
        sqrt_4: "f32[]" = torch.ops.aten.sqrt.default(sub_8);  sub_8 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:520 in _single_tensor_adam, code: exp_avg_sq.sqrt() / (bias_correction2_sqrt * step_size_neg)
        sqrt_5: "f32[128, 128]" = torch.ops.aten.sqrt.default(fma_2)
        mul_16: "f32[]" = torch.ops.aten.mul.Tensor(sqrt_4, neg_2);  sqrt_4 = None
        div_2: "f32[128, 128]" = torch.ops.aten.div.Tensor(sqrt_5, mul_16);  sqrt_5 = mul_16 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:521 in _single_tensor_adam, code: ).add_(eps / step_size_neg)
        reciprocal_5: "f32[]" = torch.ops.aten.reciprocal.default(neg_2);  neg_2 = None
        mul_17: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_5, 1e-08);  reciprocal_5 = None
        add_8: "f32[128, 128]" = torch.ops.aten.add.Tensor(div_2, mul_17);  div_2 = mul_17 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:526 in _single_tensor_adam, code: param.addcdiv_(exp_avg, denom)
        addcdiv_2: "f32[128, 128]" = torch.ops.aten.addcdiv.default(mul_12, add_7, add_8);  mul_12 = add_8 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        add_9: "f32[]" = torch.ops.aten.add.Tensor(arg18_1, 1)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:419 in _single_tensor_adam, code: param.mul_(1 - lr * weight_decay)
        mul_18: "f32[128]" = torch.ops.aten.mul.Tensor(arg3_1, 0.99999)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        sub_9: "f32[128]" = torch.ops.aten.sub.Tensor(arg27_1, arg19_1)
        add_10: "f32[128]" = torch.ops.aten.add.Tensor(arg19_1, sub_9, alpha = 0.09999999999999998);  sub_9 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        mul_19: "f32[128]" = torch.ops.aten.mul.Tensor(arg20_1, 0.999)
        mul_20: "f32[128]" = torch.ops.aten.mul.Tensor(arg27_1, arg27_1);  arg27_1 = None
        fma_3: "f32[128]" = torch.ops.prims.fma.default(mul_20, 0.0010000000000000009, mul_19);  mul_20 = mul_19 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:487 in _single_tensor_adam, code: bias_correction1 = 1 - beta1**step
        pow_7: "f32[]" = torch.ops.aten.pow.Scalar(0.9, add_9)
        sub_10: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_7);  pow_7 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:496 in _single_tensor_adam, code: bias_correction2 = 1 - beta2**step
        pow_8: "f32[]" = torch.ops.aten.pow.Scalar(0.999, add_9)
        sub_11: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_8);  pow_8 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:498 in _single_tensor_adam, code: step_size = lr / bias_correction1
        reciprocal_6: "f32[]" = torch.ops.aten.reciprocal.default(sub_10);  sub_10 = None
        mul_21: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_6, 0.001);  reciprocal_6 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:499 in _single_tensor_adam, code: step_size_neg = step_size.neg()
        neg_3: "f32[]" = torch.ops.aten.neg.default(mul_21);  mul_21 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:501 in _single_tensor_adam, code: bias_correction2_sqrt = bias_correction2.sqrt()
        sqrt_6: "f32[]" = torch.ops.aten.sqrt.default(sub_11);  sub_11 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:520 in _single_tensor_adam, code: exp_avg_sq.sqrt() / (bias_correction2_sqrt * step_size_neg)
        sqrt_7: "f32[128]" = torch.ops.aten.sqrt.default(fma_3)
        mul_22: "f32[]" = torch.ops.aten.mul.Tensor(sqrt_6, neg_3);  sqrt_6 = None
        div_3: "f32[128]" = torch.ops.aten.div.Tensor(sqrt_7, mul_22);  sqrt_7 = mul_22 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:521 in _single_tensor_adam, code: ).add_(eps / step_size_neg)
        reciprocal_7: "f32[]" = torch.ops.aten.reciprocal.default(neg_3);  neg_3 = None
        mul_23: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_7, 1e-08);  reciprocal_7 = None
        add_11: "f32[128]" = torch.ops.aten.add.Tensor(div_3, mul_23);  div_3 = mul_23 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:526 in _single_tensor_adam, code: param.addcdiv_(exp_avg, denom)
        addcdiv_3: "f32[128]" = torch.ops.aten.addcdiv.default(mul_18, add_10, add_11);  mul_18 = add_11 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        add_12: "f32[]" = torch.ops.aten.add.Tensor(arg9_1, 1)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:419 in _single_tensor_adam, code: param.mul_(1 - lr * weight_decay)
        mul_24: "f32[10, 128]" = torch.ops.aten.mul.Tensor(arg4_1, 0.999999)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        sub_12: "f32[10, 128]" = torch.ops.aten.sub.Tensor(arg28_1, arg10_1)
        add_13: "f32[10, 128]" = torch.ops.aten.add.Tensor(arg10_1, sub_12, alpha = 0.09999999999999998);  sub_12 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        mul_25: "f32[10, 128]" = torch.ops.aten.mul.Tensor(arg11_1, 0.999)
        mul_26: "f32[10, 128]" = torch.ops.aten.mul.Tensor(arg28_1, arg28_1);  arg28_1 = None
        fma_4: "f32[10, 128]" = torch.ops.prims.fma.default(mul_26, 0.0010000000000000009, mul_25);  mul_26 = mul_25 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:487 in _single_tensor_adam, code: bias_correction1 = 1 - beta1**step
        pow_9: "f32[]" = torch.ops.aten.pow.Scalar(0.9, add_12)
        sub_13: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_9);  pow_9 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:496 in _single_tensor_adam, code: bias_correction2 = 1 - beta2**step
        pow_10: "f32[]" = torch.ops.aten.pow.Scalar(0.999, add_12)
        sub_14: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_10);  pow_10 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:498 in _single_tensor_adam, code: step_size = lr / bias_correction1
        reciprocal_8: "f32[]" = torch.ops.aten.reciprocal.default(sub_13);  sub_13 = None
        mul_27: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_8, 0.0001);  reciprocal_8 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:499 in _single_tensor_adam, code: step_size_neg = step_size.neg()
        neg_4: "f32[]" = torch.ops.aten.neg.default(mul_27);  mul_27 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:501 in _single_tensor_adam, code: bias_correction2_sqrt = bias_correction2.sqrt()
        sqrt_8: "f32[]" = torch.ops.aten.sqrt.default(sub_14);  sub_14 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:520 in _single_tensor_adam, code: exp_avg_sq.sqrt() / (bias_correction2_sqrt * step_size_neg)
        sqrt_9: "f32[10, 128]" = torch.ops.aten.sqrt.default(fma_4)
        mul_28: "f32[]" = torch.ops.aten.mul.Tensor(sqrt_8, neg_4);  sqrt_8 = None
        div_4: "f32[10, 128]" = torch.ops.aten.div.Tensor(sqrt_9, mul_28);  sqrt_9 = mul_28 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:521 in _single_tensor_adam, code: ).add_(eps / step_size_neg)
        reciprocal_9: "f32[]" = torch.ops.aten.reciprocal.default(neg_4);  neg_4 = None
        mul_29: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_9, 1e-08);  reciprocal_9 = None
        add_14: "f32[10, 128]" = torch.ops.aten.add.Tensor(div_4, mul_29);  div_4 = mul_29 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:526 in _single_tensor_adam, code: param.addcdiv_(exp_avg, denom)
        addcdiv_4: "f32[10, 128]" = torch.ops.aten.addcdiv.default(mul_24, add_13, add_14);  mul_24 = add_14 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        add_15: "f32[]" = torch.ops.aten.add.Tensor(arg21_1, 1)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:419 in _single_tensor_adam, code: param.mul_(1 - lr * weight_decay)
        mul_30: "f32[10]" = torch.ops.aten.mul.Tensor(arg5_1, 0.999999)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        sub_15: "f32[10]" = torch.ops.aten.sub.Tensor(arg29_1, arg22_1)
        add_16: "f32[10]" = torch.ops.aten.add.Tensor(arg22_1, sub_15, alpha = 0.09999999999999998);  sub_15 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        mul_31: "f32[10]" = torch.ops.aten.mul.Tensor(arg23_1, 0.999)
        mul_32: "f32[10]" = torch.ops.aten.mul.Tensor(arg29_1, arg29_1);  arg29_1 = None
        fma_5: "f32[10]" = torch.ops.prims.fma.default(mul_32, 0.0010000000000000009, mul_31);  mul_32 = mul_31 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:487 in _single_tensor_adam, code: bias_correction1 = 1 - beta1**step
        pow_11: "f32[]" = torch.ops.aten.pow.Scalar(0.9, add_15)
        sub_16: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_11);  pow_11 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:496 in _single_tensor_adam, code: bias_correction2 = 1 - beta2**step
        pow_12: "f32[]" = torch.ops.aten.pow.Scalar(0.999, add_15)
        sub_17: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_12);  pow_12 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:498 in _single_tensor_adam, code: step_size = lr / bias_correction1
        reciprocal_10: "f32[]" = torch.ops.aten.reciprocal.default(sub_16);  sub_16 = None
        mul_33: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_10, 0.0001);  reciprocal_10 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:499 in _single_tensor_adam, code: step_size_neg = step_size.neg()
        neg_5: "f32[]" = torch.ops.aten.neg.default(mul_33);  mul_33 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:501 in _single_tensor_adam, code: bias_correction2_sqrt = bias_correction2.sqrt()
        sqrt_10: "f32[]" = torch.ops.aten.sqrt.default(sub_17);  sub_17 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:520 in _single_tensor_adam, code: exp_avg_sq.sqrt() / (bias_correction2_sqrt * step_size_neg)
        sqrt_11: "f32[10]" = torch.ops.aten.sqrt.default(fma_5)
        mul_34: "f32[]" = torch.ops.aten.mul.Tensor(sqrt_10, neg_5);  sqrt_10 = None
        div_5: "f32[10]" = torch.ops.aten.div.Tensor(sqrt_11, mul_34);  sqrt_11 = mul_34 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:521 in _single_tensor_adam, code: ).add_(eps / step_size_neg)
        reciprocal_11: "f32[]" = torch.ops.aten.reciprocal.default(neg_5);  neg_5 = None
        mul_35: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_11, 1e-08);  reciprocal_11 = None
        add_17: "f32[10]" = torch.ops.aten.add.Tensor(div_5, mul_35);  div_5 = mul_35 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:526 in _single_tensor_adam, code: param.addcdiv_(exp_avg, denom)
        addcdiv_5: "f32[10]" = torch.ops.aten.addcdiv.default(mul_30, add_16, add_17);  mul_30 = add_17 = None
        copy_: "f32[128, 64]" = torch.ops.aten.copy_.default(arg0_1, addcdiv);  arg0_1 = addcdiv = copy_ = None
        copy__1: "f32[128]" = torch.ops.aten.copy_.default(arg1_1, addcdiv_1);  arg1_1 = addcdiv_1 = copy__1 = None
        copy__2: "f32[128, 128]" = torch.ops.aten.copy_.default(arg2_1, addcdiv_2);  arg2_1 = addcdiv_2 = copy__2 = None
        copy__3: "f32[128]" = torch.ops.aten.copy_.default(arg3_1, addcdiv_3);  arg3_1 = addcdiv_3 = copy__3 = None
        copy__4: "f32[10, 128]" = torch.ops.aten.copy_.default(arg4_1, addcdiv_4);  arg4_1 = addcdiv_4 = copy__4 = None
        copy__5: "f32[10]" = torch.ops.aten.copy_.default(arg5_1, addcdiv_5);  arg5_1 = addcdiv_5 = copy__5 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        copy__6: "f32[]" = torch.ops.aten.copy_.default(arg6_1, add_3);  arg6_1 = add_3 = copy__6 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        copy__7: "f32[128]" = torch.ops.aten.copy_.default(arg7_1, add_4);  arg7_1 = add_4 = copy__7 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        copy__8: "f32[128]" = torch.ops.aten.copy_.default(arg8_1, fma_1);  arg8_1 = fma_1 = copy__8 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        copy__9: "f32[]" = torch.ops.aten.copy_.default(arg9_1, add_12);  arg9_1 = add_12 = copy__9 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        copy__10: "f32[10, 128]" = torch.ops.aten.copy_.default(arg10_1, add_13);  arg10_1 = add_13 = copy__10 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        copy__11: "f32[10, 128]" = torch.ops.aten.copy_.default(arg11_1, fma_4);  arg11_1 = fma_4 = copy__11 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        copy__12: "f32[]" = torch.ops.aten.copy_.default(arg12_1, add);  arg12_1 = add = copy__12 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        copy__13: "f32[128, 64]" = torch.ops.aten.copy_.default(arg13_1, add_1);  arg13_1 = add_1 = copy__13 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        copy__14: "f32[128, 64]" = torch.ops.aten.copy_.default(arg14_1, fma);  arg14_1 = fma = copy__14 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        copy__15: "f32[]" = torch.ops.aten.copy_.default(arg15_1, add_6);  arg15_1 = add_6 = copy__15 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        copy__16: "f32[128, 128]" = torch.ops.aten.copy_.default(arg16_1, add_7);  arg16_1 = add_7 = copy__16 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        copy__17: "f32[128, 128]" = torch.ops.aten.copy_.default(arg17_1, fma_2);  arg17_1 = fma_2 = copy__17 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        copy__18: "f32[]" = torch.ops.aten.copy_.default(arg18_1, add_9);  arg18_1 = add_9 = copy__18 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        copy__19: "f32[128]" = torch.ops.aten.copy_.default(arg19_1, add_10);  arg19_1 = add_10 = copy__19 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        copy__20: "f32[128]" = torch.ops.aten.copy_.default(arg20_1, fma_3);  arg20_1 = fma_3 = copy__20 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        copy__21: "f32[]" = torch.ops.aten.copy_.default(arg21_1, add_15);  arg21_1 = add_15 = copy__21 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        copy__22: "f32[10]" = torch.ops.aten.copy_.default(arg22_1, add_16);  arg22_1 = add_16 = copy__22 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        copy__23: "f32[10]" = torch.ops.aten.copy_.default(arg23_1, fma_5);  arg23_1 = fma_5 = copy__23 = None
        return ()
