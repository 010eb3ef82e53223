class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[16, 4, 3, 3]", primals_2: "f32[16]", primals_3: "f32[2, 4, 10, 12]", primals_4: "f32[4, 4, 1, 1]", primals_5: "f32[4]"):
        # File: /work/main/tests/corpus/generate.py:3401 in forward, code: y = F.pixel_shuffle(F.gelu(self.c(x)), 2)
        convolution: "f32[2, 16, 10, 12]" = torch.ops.aten.convolution.default(primals_3, primals_1, primals_2, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  primals_2 = None
        mul: "f32[2, 16, 10, 12]" = torch.ops.aten.mul.Tensor(convolution, 0.5)
        mul_1: "f32[2, 16, 10, 12]" = torch.ops.aten.mul.Tensor(convolution, 0.7071067811865476)
        erf: "f32[2, 16, 10, 12]" = torch.ops.aten.erf.default(mul_1);  mul_1 = None
        add: "f32[2, 16, 10, 12]" = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_2: "f32[2, 16, 10, 12]" = torch.ops.aten.mul.Tensor(mul, add);  mul = add = None
        view: "f32[2, 4, 2, 2, 10, 12]" = torch.ops.aten.view.default(mul_2, [2, 4, 2, 2, 10, 12]);  mul_2 = None
        permute: "f32[2, 4, 10, 2, 12, 2]" = torch.ops.aten.permute.default(view, [0, 1, 4, 2, 5, 3]);  view = None
        clone: "f32[2, 4, 10, 2, 12, 2]" = torch.ops.aten.clone.default(permute, memory_format = torch.contiguous_format);  permute = None
        view_1: "f32[2, 4, 20, 24]" = torch.ops.aten.view.default(clone, [2, 4, 20, 24]);  clone = None

        # File: /work/main/tests/corpus/generate.py:3402 in forward, code: u = F.interpolate(x, scale_factor=2, mode="bilinear", align_corners=False)
        iota: "i64[20]" = torch.ops.prims.iota.default(20, start = 0, step = 1, dtype = torch.int64, device = device(type='cuda', index=0), requires_grad = False)
        convert_element_type: "f32[20]" = torch.ops.prims.convert_element_type.default(iota, torch.float32);  iota = None
        add_1: "f32[20]" = torch.ops.aten.add.Tensor(convert_element_type, 0.5);  convert_element_type = None
        mul_3: "f32[20]" = torch.ops.aten.mul.Tensor(add_1, 0.5);  add_1 = None
        sub: "f32[20]" = torch.ops.aten.sub.Tensor(mul_3, 0.5);  mul_3 = None
        clamp_min: "f32[20]" = torch.ops.aten.clamp_min.default(sub, 0.0);  sub = None
        view_2: "f32[20, 1]" = torch.ops.aten.view.default(clamp_min, [20, 1]);  clamp_min = None
        convert_element_type_1: "i64[20, 1]" = torch.ops.prims.convert_element_type.default(view_2, torch.int64)
        add_2: "i64[20, 1]" = torch.ops.aten.add.Tensor(convert_element_type_1, 1)
        clamp_max: "i64[20, 1]" = torch.ops.aten.clamp_max.default(add_2, 9);  add_2 = None
        iota_1: "i64[24]" = torch.ops.prims.iota.default(24, start = 0, step = 1, dtype = torch.int64, device = device(type='cuda', index=0), requires_grad = False)
        convert_element_type_2: "f32[24]" = torch.ops.prims.convert_element_type.default(iota_1, torch.float32);  iota_1 = None
        add_3: "f32[24]" = torch.ops.aten.add.Tensor(convert_element_type_2, 0.5);  convert_element_type_2 = None
        mul_4: "f32[24]" = torch.ops.aten.mul.Tensor(add_3, 0.5);  add_3 = None
        sub_1: "f32[24]" = torch.ops.aten.sub.Tensor(mul_4, 0.5);  mul_4 = None
        clamp_min_1: "f32[24]" = torch.ops.aten.clamp_min.default(sub_1, 0.0);  sub_1 = None
        convert_element_type_3: "i64[24]" = torch.ops.prims.convert_element_type.default(clamp_min_1, torch.int64)
        add_4: "i64[24]" = torch.ops.aten.add.Tensor(convert_element_type_3, 1)
        clamp_max_1: "i64[24]" = torch.ops.aten.clamp_max.default(add_4, 11);  add_4 = None
        _unsafe_index: "f32[2, 4, 20, 24]" = torch.ops.aten._unsafe_index.Tensor(primals_3, [None, None, convert_element_type_1, convert_element_type_3])
        _unsafe_index_1: "f32[2, 4, 20, 24]" = torch.ops.aten._unsafe_index.Tensor(primals_3, [None, None, convert_element_type_1, clamp_max_1])
        _unsafe_index_2: "f32[2, 4, 20, 24]" = torch.ops.aten._unsafe_index.Tensor(primals_3, [None, None, clamp_max, convert_element_type_3])
        _unsafe_index_3: "f32[2, 4, 20, 24]" = torch.ops.aten._unsafe_index.Tensor(primals_3, [None, None, clamp_max, clamp_max_1]);  clamp_max = clamp_max_1 = None
        sub_2: "f32[24]" = torch.ops.aten.sub.Tensor(clamp_min_1, convert_element_type_3);  clamp_min_1 = convert_element_type_3 = None
        clamp_min_2: "f32[24]" = torch.ops.aten.clamp_min.default(sub_2, 0.0);  sub_2 = None
        clamp_max_2: "f32[24]" = torch.ops.aten.clamp_max.default(clamp_min_2, 1.0);  clamp_min_2 = None
        sub_3: "f32[2, 4, 20, 24]" = torch.ops.aten.sub.Tensor(_unsafe_index_1, _unsafe_index);  _unsafe_index_1 = None
        mul_5: "f32[2, 4, 20, 24]" = torch.ops.aten.mul.Tensor(sub_3, clamp_max_2);  sub_3 = None
        add_5: "f32[2, 4, 20, 24]" = torch.ops.aten.add.Tensor(_unsafe_index, mul_5);  _unsafe_index = mul_5 = None
        sub_4: "f32[2, 4, 20, 24]" = torch.ops.aten.sub.Tensor(_unsafe_index_3, _unsafe_index_2);  _unsafe_index_3 = None
        mul_6: "f32[2, 4, 20, 24]" = torch.ops.aten.mul.Tensor(sub_4, clamp_max_2);  sub_4 = clamp_max_2 = None
        add_6: "f32[2, 4, 20, 24]" = torch.ops.aten.add.Tensor(_unsafe_index_2, mul_6);  _unsafe_index_2 = mul_6 = None
        sub_5: "f32[20, 1]" = torch.ops.aten.sub.Tensor(view_2, convert_element_type_1);  view_2 = convert_element_type_1 = None
        clamp_min_3: "f32[20, 1]" = torch.ops.aten.clamp_min.default(sub_5, 0.0);  sub_5 = None
        clamp_max_3: "f32[20, 1]" = torch.ops.aten.clamp_max.default(clamp_min_3, 1.0);  clamp_min_3 = None
        sub_6: "f32[2, 4, 20, 24]" = torch.ops.aten.sub.Tensor(add_6, add_5);  add_6 = None
        mul_7: "f32[2, 4, 20, 24]" = torch.ops.aten.mul.Tensor(sub_6, clamp_max_3);  sub_6 = clamp_max_3 = None
        add_7: "f32[2, 4, 20, 24]" = torch.ops.aten.add.Tensor(add_5, mul_7);  add_5 = mul_7 = None

        # File: /work/main/tests/corpus/generate.py:3403 in forward, code: z = self.d(y + u)
        add_8: "f32[2, 4, 20, 24]" = torch.ops.aten.add.Tensor(view_1, add_7);  view_1 = add_7 = None
        convolution_1: "f32[2, 4, 20, 24]" = torch.ops.aten.convolution.default(add_8, primals_4, primals_5, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  primals_5 = None

        # File: /work/main/tests/corpus/generate.py:3404 in forward, code: return F.interpolate(z, size=(5, 7), mode="nearest").tanh() * 2 + z.mean((2, 3), keepdim=True).sum()
        iota_2: "i64[5]" = torch.ops.prims.iota.default(5, start = 0, step = 1, dtype = torch.int64, device = device(type='cuda', index=0), requires_grad = False)
        convert_element_type_4: "f32[5]" = torch.ops.prims.convert_element_type.default(iota_2, torch.float32);  iota_2 = None
        mul_9: "f32[5]" = torch.ops.aten.mul.Tensor(convert_element_type_4, 4.0);  convert_element_type_4 = None
        convert_element_type_5: "i64[5]" = torch.ops.prims.convert_element_type.default(mul_9, torch.int64);  mul_9 = None
        unsqueeze: "i64[5, 1]" = torch.ops.aten.unsqueeze.default(convert_element_type_5, -1);  convert_element_type_5 = None
        iota_3: "i64[7]" = torch.ops.prims.iota.default(7, start = 0, step = 1, dtype = torch.int64, device = device(type='cuda', index=0), requires_grad = False)
        convert_element_type_6: "f32[7]" = torch.ops.prims.convert_element_type.default(iota_3, torch.float32);  iota_3 = None
        mul_11: "f32[7]" = torch.ops.aten.mul.Tensor(convert_element_type_6, 3.4285714285714284);  convert_element_type_6 = None
        convert_element_type_7: "i64[7]" = torch.ops.prims.convert_element_type.default(mul_11, torch.int64);  mul_11 = None
        _unsafe_index_4: "f32[2, 4, 5, 7]" = torch.ops.aten._unsafe_index.Tensor(convolution_1, [None, None, unsqueeze, convert_element_type_7])
        tanh: "f32[2, 4, 5, 7]" = torch.ops.aten.tanh.default(_unsafe_index_4)
        mul_12: "f32[2, 4, 5, 7]" = torch.ops.aten.mul.Tensor(tanh, 2);  tanh = None
        mean: "f32[2, 4, 1, 1]" = torch.ops.aten.mean.dim(convolution_1, [2, 3], True);  convolution_1 = None
        sum_1: "f32[]" = torch.ops.aten.sum.default(mean);  mean = None
        add_13: "f32[2, 4, 5, 7]" = torch.ops.aten.add.Tensor(mul_12, sum_1);  mul_12 = sum_1 = None
        return (add_13, primals_1, primals_3, primals_4, convolution, add_8, unsqueeze, convert_element_type_7, _unsafe_index_4)
