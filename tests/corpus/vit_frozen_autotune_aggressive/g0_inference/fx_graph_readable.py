class <lambda>(torch.nn.Module):
    def forward(self, arg12_1: "f32[2, 16, 64]"):
        # No stacktrace found for following nodes
        arg0_1: "f32[64]" = self._frozen_param0
        arg1_1: "f32[64]" = self._frozen_param1
        arg3_1: "f32[192]" = self._frozen_param3
        arg5_1: "f32[64]" = self._frozen_param5
        arg6_1: "f32[64]" = self._frozen_param6
        arg7_1: "f32[64]" = self._frozen_param7
        arg9_1: "f32[128]" = self._frozen_param9
        arg11_1: "f32[64]" = self._frozen_param11

        # File: /work/main/tests/corpus/generate.py:3587 in forward, code: q, k, v = self.qkv(self.ln1(x)).view(b, t, 3, 4, 16).permute(2, 0, 3, 1, 4)
        var_mean = torch.ops.aten.var_mean.correction(arg12_1, [2], correction = 0, keepdim = True)
        getitem: "f32[2, 16, 1]" = var_mean[0]
        getitem_1: "f32[2, 16, 1]" = var_mean[1];  var_mean = None
        add: "f32[2, 16, 1]" = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
        rsqrt: "f32[2, 16, 1]" = torch.ops.aten.rsqrt.default(add);  add = None
        sub: "f32[2, 16, 64]" = torch.ops.aten.sub.Tensor(arg12_1, getitem_1);  getitem_1 = None
        mul: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = rsqrt = None
        mul_1: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(mul, arg0_1);  mul = arg0_1 = None
        add_1: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(mul_1, arg1_1);  mul_1 = arg1_1 = None
        view: "f32[32, 64]" = torch.ops.aten.reshape.default(add_1, [32, 64]);  add_1 = None

        # No stacktrace found for following nodes
        permute_default_3 = self._frozen_param16
        _mkl_reorder_linear_weight_3 = self._frozen_param17

        # File: /work/main/tests/corpus/generate.py:3587 in forward, code: q, k, v = self.qkv(self.ln1(x)).view(b, t, 3, 4, 16).permute(2, 0, 3, 1, 4)
        _mkl_linear_3: "f32[32, 192]" = torch.ops.mkl._mkl_linear(view, _mkl_reorder_linear_weight_3, permute_default_3, arg3_1, 32);  view = _mkl_reorder_linear_weight_3 = permute_default_3 = arg3_1 = None
        view_1: "f32[2, 16, 192]" = torch.ops.aten.reshape.default(_mkl_linear_3, [2, 16, 192]);  _mkl_linear_3 = None
        view_2: "f32[2, 16, 3, 4, 16]" = torch.ops.aten.reshape.default(view_1, [2, 16, 3, 4, 16]);  view_1 = None
        permute_1: "f32[3, 2, 4, 16, 16]" = torch.ops.aten.permute.default(view_2, [2, 0, 3, 1, 4]);  view_2 = None
        select: "f32[2, 4, 16, 16]" = torch.ops.aten.select.int(permute_1, 0, 0)
        select_1: "f32[2, 4, 16, 16]" = torch.ops.aten.select.int(permute_1, 0, 1)
        select_2: "f32[2, 4, 16, 16]" = torch.ops.aten.select.int(permute_1, 0, 2);  permute_1 = None

        # File: /work/main/tests/corpus/generate.py:3588 in forward, code: a = nn.functional.scaled_dot_product_attention(q, k, v).transpose(1, 2).reshape(b, t, c)
        _scaled_dot_product_flash_attention_for_cpu = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(select, select_1, select_2);  select = select_1 = select_2 = None
        getitem_2: "f32[2, 4, 16, 16]" = _scaled_dot_product_flash_attention_for_cpu[0];  _scaled_dot_product_flash_attention_for_cpu = None
        permute_2: "f32[2, 16, 4, 16]" = torch.ops.aten.permute.default(getitem_2, [0, 2, 1, 3]);  getitem_2 = None
        view_3: "f32[2, 16, 64]" = torch.ops.aten.reshape.default(permute_2, [2, 16, 64]);  permute_2 = None

        # File: /work/main/tests/corpus/generate.py:3589 in forward, code: x = x + self.proj(a)
        view_4: "f32[32, 64]" = torch.ops.aten.reshape.default(view_3, [32, 64]);  view_3 = None

        # No stacktrace found for following nodes
        permute_default_2 = self._frozen_param18
        _mkl_reorder_linear_weight_2 = self._frozen_param19

        # File: /work/main/tests/corpus/generate.py:3589 in forward, code: x = x + self.proj(a)
        _mkl_linear_2: "f32[32, 64]" = torch.ops.mkl._mkl_linear(view_4, _mkl_reorder_linear_weight_2, permute_default_2, arg5_1, 32);  view_4 = _mkl_reorder_linear_weight_2 = permute_default_2 = arg5_1 = None
        view_5: "f32[2, 16, 64]" = torch.ops.aten.reshape.default(_mkl_linear_2, [2, 16, 64]);  _mkl_linear_2 = None
        add_2: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(arg12_1, view_5);  arg12_1 = view_5 = None

        # File: /work/main/tests/corpus/generate.py:3590 in forward, code: return x + self.fc2(nn.functional.gelu(self.fc1(self.ln2(x))))
        var_mean_1 = torch.ops.aten.var_mean.correction(add_2, [2], correction = 0, keepdim = True)
        getitem_4: "f32[2, 16, 1]" = var_mean_1[0]
        getitem_5: "f32[2, 16, 1]" = var_mean_1[1];  var_mean_1 = None
        add_3: "f32[2, 16, 1]" = torch.ops.aten.add.Tensor(getitem_4, 1e-05);  getitem_4 = None
        rsqrt_1: "f32[2, 16, 1]" = torch.ops.aten.rsqrt.default(add_3);  add_3 = None
        sub_1: "f32[2, 16, 64]" = torch.ops.aten.sub.Tensor(add_2, getitem_5);  getitem_5 = None
        mul_2: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(sub_1, rsqrt_1);  sub_1 = rsqrt_1 = None
        mul_3: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(mul_2, arg6_1);  mul_2 = arg6_1 = None
        add_4: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(mul_3, arg7_1);  mul_3 = arg7_1 = None
        view_6: "f32[32, 64]" = torch.ops.aten.reshape.default(add_4, [32, 64]);  add_4 = None

        # No stacktrace found for following nodes
        permute_default_1 = self._frozen_param20
        _mkl_reorder_linear_weight_1 = self._frozen_param21

        # File: /work/main/tests/corpus/generate.py:3590 in forward, code: return x + self.fc2(nn.functional.gelu(self.fc1(self.ln2(x))))
        _mkl_linear_1: "f32[32, 128]" = torch.ops.mkl._mkl_linear(view_6, _mkl_reorder_linear_weight_1, permute_default_1, arg9_1, 32);  view_6 = _mkl_reorder_linear_weight_1 = permute_default_1 = arg9_1 = None
        view_7: "f32[2, 16, 128]" = torch.ops.aten.reshape.default(_mkl_linear_1, [2, 16, 128]);  _mkl_linear_1 = None
        mul_4: "f32[2, 16, 128]" = torch.ops.aten.mul.Tensor(view_7, 0.5)
        mul_5: "f32[2, 16, 128]" = torch.ops.aten.mul.Tensor(view_7, 0.7071067811865476);  view_7 = None
        erf: "f32[2, 16, 128]" = torch.ops.aten.erf.default(mul_5);  mul_5 = None
        add_5: "f32[2, 16, 128]" = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_6: "f32[2, 16, 128]" = torch.ops.aten.mul.Tensor(mul_4, add_5);  mul_4 = add_5 = None
        view_8: "f32[32, 128]" = torch.ops.aten.reshape.default(mul_6, [32, 128]);  mul_6 = None

        # No stacktrace found for following nodes
        permute_default = self._frozen_param22
        _mkl_reorder_linear_weight = self._frozen_param23

        # File: /work/main/tests/corpus/generate.py:3590 in forward, code: return x + self.fc2(nn.functional.gelu(self.fc1(self.ln2(x))))
        _mkl_linear: "f32[32, 64]" = torch.ops.mkl._mkl_linear(view_8, _mkl_reorder_linear_weight, permute_default, arg11_1, 32);  view_8 = _mkl_reorder_linear_weight = permute_default = arg11_1 = None
        view_9: "f32[2, 16, 64]" = torch.ops.aten.reshape.default(_mkl_linear, [2, 16, 64]);  _mkl_linear = None
        add_6: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(add_2, view_9);  add_2 = view_9 = None
        return (add_6,)
