class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[16, 3, 3, 3]", arg1_1: "f32[16]", arg2_1: "f32[16]", arg3_1: "f32[16]", arg4_1: "f32[8, 16, 3, 3]", arg5_1: "f32[8]", arg6_1: "f32[16]", arg7_1: "f32[16, 3, 3, 3]", arg8_1: "f32[16]", arg9_1: "f32[16]", arg10_1: "f32[8, 16, 3, 3]", arg11_1: "f32[8]", arg12_1: "f32[16, 3, 3, 3]", arg13_1: "f32[16]", arg14_1: "f32[16]", arg15_1: "f32[16]", arg16_1: "f32[8, 16, 3, 3]", arg17_1: "f32[8]"):
        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:355 in _single_tensor_sgd, code: grad = grad.add(param, alpha=weight_decay)
        add: "f32[16, 3, 3, 3]" = torch.ops.aten.add.Tensor(arg12_1, arg0_1, alpha = 0.0001);  arg12_1 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:364 in _single_tensor_sgd, code: buf.mul_(momentum).add_(grad, alpha=1 - dampening)
        mul: "f32[16, 3, 3, 3]" = torch.ops.aten.mul.Tensor(arg7_1, 0.9)
        add_1: "f32[16, 3, 3, 3]" = torch.ops.aten.add.Tensor(mul, add);  mul = add = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:379 in _single_tensor_sgd, code: param.add_(grad, alpha=-lr)
        add_2: "f32[16, 3, 3, 3]" = torch.ops.aten.add.Tensor(arg0_1, add_1, alpha = -0.1)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:355 in _single_tensor_sgd, code: grad = grad.add(param, alpha=weight_decay)
        add_3: "f32[16]" = torch.ops.aten.add.Tensor(arg13_1, arg1_1, alpha = 0.0001);  arg13_1 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:364 in _single_tensor_sgd, code: buf.mul_(momentum).add_(grad, alpha=1 - dampening)
        mul_1: "f32[16]" = torch.ops.aten.mul.Tensor(arg6_1, 0.9)
        add_4: "f32[16]" = torch.ops.aten.add.Tensor(mul_1, add_3);  mul_1 = add_3 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:379 in _single_tensor_sgd, code: param.add_(grad, alpha=-lr)
        add_5: "f32[16]" = torch.ops.aten.add.Tensor(arg1_1, add_4, alpha = -0.1)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:355 in _single_tensor_sgd, code: grad = grad.add(param, alpha=weight_decay)
        add_6: "f32[16]" = torch.ops.aten.add.Tensor(arg14_1, arg2_1, alpha = 0.0001);  arg14_1 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:364 in _single_tensor_sgd, code: buf.mul_(momentum).add_(grad, alpha=1 - dampening)
        mul_2: "f32[16]" = torch.ops.aten.mul.Tensor(arg8_1, 0.9)
        add_7: "f32[16]" = torch.ops.aten.add.Tensor(mul_2, add_6);  mul_2 = add_6 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:379 in _single_tensor_sgd, code: param.add_(grad, alpha=-lr)
        add_8: "f32[16]" = torch.ops.aten.add.Tensor(arg2_1, add_7, alpha = -0.1)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:355 in _single_tensor_sgd, code: grad = grad.add(param, alpha=weight_decay)
        add_9: "f32[16]" = torch.ops.aten.add.Tensor(arg15_1, arg3_1, alpha = 0.0001);  arg15_1 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:364 in _single_tensor_sgd, code: buf.mul_(momentum).add_(grad, alpha=1 - dampening)
        mul_3: "f32[16]" = torch.ops.aten.mul.Tensor(arg9_1, 0.9)
        add_10: "f32[16]" = torch.ops.aten.add.Tensor(mul_3, add_9);  mul_3 = add_9 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:379 in _single_tensor_sgd, code: param.add_(grad, alpha=-lr)
        add_11: "f32[16]" = torch.ops.aten.add.Tensor(arg3_1, add_10, alpha = -0.1)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:355 in _single_tensor_sgd, code: grad = grad.add(param, alpha=weight_decay)
        add_12: "f32[8, 16, 3, 3]" = torch.ops.aten.add.Tensor(arg16_1, arg4_1, alpha = 0.0001);  arg16_1 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:364 in _single_tensor_sgd, code: buf.mul_(momentum).add_(grad, alpha=1 - dampening)
        mul_4: "f32[8, 16, 3, 3]" = torch.ops.aten.mul.Tensor(arg10_1, 0.9)
        add_13: "f32[8, 16, 3, 3]" = torch.ops.aten.add.Tensor(mul_4, add_12);  mul_4 = add_12 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:379 in _single_tensor_sgd, code: param.add_(grad, alpha=-lr)
        add_14: "f32[8, 16, 3, 3]" = torch.ops.aten.add.Tensor(arg4_1, add_13, alpha = -0.1)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:355 in _single_tensor_sgd, code: grad = grad.add(param, alpha=weight_decay)
        add_15: "f32[8]" = torch.ops.aten.add.Tensor(arg17_1, arg5_1, alpha = 0.0001);  arg17_1 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:364 in _single_tensor_sgd, code: buf.mul_(momentum).add_(grad, alpha=1 - dampening)
        mul_5: "f32[8]" = torch.ops.aten.mul.Tensor(arg11_1, 0.9)
        add_16: "f32[8]" = torch.ops.aten.add.Tensor(mul_5, add_15);  mul_5 = add_15 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:379 in _single_tensor_sgd, code: param.add_(grad, alpha=-lr)
        add_17: "f32[8]" = torch.ops.aten.add.Tensor(arg5_1, add_16, alpha = -0.1)
        copy_: "f32[16, 3, 3, 3]" = torch.ops.aten.copy_.default(arg0_1, add_2);  arg0_1 = add_2 = copy_ = None
        copy__1: "f32[16]" = torch.ops.aten.copy_.default(arg1_1, add_5);  arg1_1 = add_5 = copy__1 = None
        copy__2: "f32[16]" = torch.ops.aten.copy_.default(arg2_1, add_8);  arg2_1 = add_8 = copy__2 = None
        copy__3: "f32[16]" = torch.ops.aten.copy_.default(arg3_1, add_11);  arg3_1 = add_11 = copy__3 = None
        copy__4: "f32[8, 16, 3, 3]" = torch.ops.aten.copy_.default(arg4_1, add_14);  arg4_1 = add_14 = copy__4 = None
        copy__5: "f32[8]" = torch.ops.aten.copy_.default(arg5_1, add_17);  arg5_1 = add_17 = copy__5 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:364 in _single_tensor_sgd, code: buf.mul_(momentum).add_(grad, alpha=1 - dampening)
        copy__6: "f32[16]" = torch.ops.aten.copy_.default(arg6_1, add_4);  arg6_1 = add_4 = copy__6 = None
        copy__7: "f32[16, 3, 3, 3]" = torch.ops.aten.copy_.default(arg7_1, add_1);  arg7_1 = add_1 = copy__7 = None
        copy__8: "f32[16]" = torch.ops.aten.copy_.default(arg8_1, add_7);  arg8_1 = add_7 = copy__8 = None
        copy__9: "f32[16]" = torch.ops.aten.copy_.default(arg9_1, add_10);  arg9_1 = add_10 = copy__9 = None
        copy__10: "f32[8, 16, 3, 3]" = torch.ops.aten.copy_.default(arg10_1, add_13);  arg10_1 = add_13 = copy__10 = None
        copy__11: "f32[8]" = torch.ops.aten.copy_.default(arg11_1, add_16);  arg11_1 = add_16 = copy__11 = None
        return ()
