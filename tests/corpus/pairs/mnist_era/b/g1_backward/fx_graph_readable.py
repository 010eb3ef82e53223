class GraphModule(torch.nn.Module):
    def forward(self, primals_3: "Sym(s77)", primals_1: "f32[32, 1, 3, 3]", primals_4: "f32[s77, 1, 28, 28]", primals_5: "f32[64, 32, 3, 3]", primals_7: "f32[128, 9216]", primals_9: "f32[10, 128]", relu: "f32[s77, 32, 26, 26]", getitem_1: "i8[s77, 64, 12, 12]", gt: "b8[s77, 64, 12, 12]", view: "f32[s77, 9216]", gt_1: "b8[s77, 128]", mul_39: "f32[s77, 128]", sub_18: "f32[s77, 10]", le: "b8[s77, 128]", le_1: "b8[s77, 64, 24, 24]", tangents_1: "f32[s77, 10]"):
        # Backward of forward node: File: /work/main/tests/corpus/pairs_src/era/mnist.py:27 in forward, code: return F.log_softmax(self.fc2(x), dim=1)
        sum_2: "f32[s77, 1]" = torch.ops.aten.sum.dim_IntList(tangents_1, [1], True)
        exp_1: "f32[s77, 10]" = torch.ops.aten.exp.default(sub_18);  sub_18 = None
        mul_51: "f32[s77, 10]" = torch.ops.aten.mul.Tensor(exp_1, sum_2);  exp_1 = sum_2 = None
        sub_21: "f32[s77, 10]" = torch.ops.aten.sub.Tensor(tangents_1, mul_51);  tangents_1 = mul_51 = None
        permute_1: "f32[128, 10]" = torch.ops.aten.permute.default(primals_9, [1, 0]);  primals_9 = None
        permute_2: "f32[10, 128]" = torch.ops.aten.permute.default(permute_1, [1, 0]);  permute_1 = None
        mm: "f32[s77, 128]" = torch.ops.aten.mm.default(sub_21, permute_2);  permute_2 = None
        permute_3: "f32[10, s77]" = torch.ops.aten.permute.default(sub_21, [1, 0])
        mm_1: "f32[10, 128]" = torch.ops.aten.mm.default(permute_3, mul_39);  permute_3 = mul_39 = None
        sum_3: "f32[1, 10]" = torch.ops.aten.sum.dim_IntList(sub_21, [0], True);  sub_21 = None
        view_1: "f32[10]" = torch.ops.aten.view.default(sum_3, [10]);  sum_3 = None

        # Backward of forward node: File: /work/main/tests/corpus/pairs_src/era/mnist.py:26 in forward, code: x = self.dropout2(F.relu(self.fc1(x)))
        convert_element_type: "f32[s77, 128]" = torch.ops.prims.convert_element_type.default(gt_1, torch.float32);  gt_1 = None
        mul_52: "f32[s77, 128]" = torch.ops.aten.mul.Tensor(convert_element_type, 2.0);  convert_element_type = None
        mul_53: "f32[s77, 128]" = torch.ops.aten.mul.Tensor(mm, mul_52);  mm = mul_52 = None
        full_default: "f32[]" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where: "f32[s77, 128]" = torch.ops.aten.where.self(le, full_default, mul_53);  le = mul_53 = None
        permute: "f32[9216, 128]" = torch.ops.aten.permute.default(primals_7, [1, 0]);  primals_7 = None
        permute_6: "f32[128, 9216]" = torch.ops.aten.permute.default(permute, [1, 0]);  permute = None
        mm_2: "f32[s77, 9216]" = torch.ops.aten.mm.default(where, permute_6);  permute_6 = None
        permute_7: "f32[128, s77]" = torch.ops.aten.permute.default(where, [1, 0])
        mm_3: "f32[128, 9216]" = torch.ops.aten.mm.default(permute_7, view);  permute_7 = view = None
        sum_4: "f32[1, 128]" = torch.ops.aten.sum.dim_IntList(where, [0], True);  where = None
        view_2: "f32[128]" = torch.ops.aten.view.default(sum_4, [128]);  sum_4 = None

        # Backward of forward node: File: /work/main/tests/corpus/pairs_src/era/mnist.py:25 in forward, code: x = torch.flatten(x, 1)
        view_3: "f32[s77, 64, 12, 12]" = torch.ops.aten.view.default(mm_2, [primals_3, 64, 12, 12]);  mm_2 = None

        # Backward of forward node: File: /work/main/tests/corpus/pairs_src/era/mnist.py:24 in forward, code: x = self.dropout1(F.max_pool2d(x, 2))
        convert_element_type_1: "f32[s77, 64, 12, 12]" = torch.ops.prims.convert_element_type.default(gt, torch.float32);  gt = None
        mul_54: "f32[s77, 64, 12, 12]" = torch.ops.aten.mul.Tensor(convert_element_type_1, 1.3333333333333333);  convert_element_type_1 = None
        mul_55: "f32[s77, 64, 12, 12]" = torch.ops.aten.mul.Tensor(view_3, mul_54);  view_3 = mul_54 = None
        mul_56: "Sym(64*s77)" = primals_3 * 64
        full_default_1: "f32[64*s77, 576]" = torch.ops.aten.full.default([mul_56, 576], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        view_4: "f32[64*s77, 144]" = torch.ops.aten.view.default(mul_55, [mul_56, 144]);  mul_55 = None
        _low_memory_max_pool_offsets_to_indices: "i64[s77, 64, 12, 12]" = torch.ops.prims._low_memory_max_pool_offsets_to_indices.default(getitem_1, [2, 2], [24, 24], [2, 2], [0, 0], [1, 1]);  getitem_1 = None
        view_5: "i64[64*s77, 144]" = torch.ops.aten.view.default(_low_memory_max_pool_offsets_to_indices, [mul_56, 144]);  _low_memory_max_pool_offsets_to_indices = mul_56 = None
        scatter_add: "f32[64*s77, 576]" = torch.ops.aten.scatter_add.default(full_default_1, 1, view_5, view_4);  full_default_1 = view_5 = view_4 = None
        view_6: "f32[s77, 64, 24, 24]" = torch.ops.aten.view.default(scatter_add, [primals_3, 64, 24, 24]);  scatter_add = primals_3 = None

        # Backward of forward node: File: /work/main/tests/corpus/pairs_src/era/mnist.py:23 in forward, code: x = F.relu(self.conv2(x))
        where_1: "f32[s77, 64, 24, 24]" = torch.ops.aten.where.self(le_1, full_default, view_6);  le_1 = view_6 = None
        convolution_backward = torch.ops.aten.convolution_backward.default(where_1, relu, primals_5, [64], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  where_1 = primals_5 = None
        getitem_2: "f32[s77, 32, 26, 26]" = convolution_backward[0]
        getitem_3: "f32[64, 32, 3, 3]" = convolution_backward[1]
        getitem_4: "f32[64]" = convolution_backward[2];  convolution_backward = None

        # Backward of forward node: File: /work/main/tests/corpus/pairs_src/era/mnist.py:22 in forward, code: x = F.relu(self.conv1(x))
        le_2: "b8[s77, 32, 26, 26]" = torch.ops.aten.le.Scalar(relu, 0);  relu = None
        where_2: "f32[s77, 32, 26, 26]" = torch.ops.aten.where.self(le_2, full_default, getitem_2);  le_2 = full_default = getitem_2 = None
        convolution_backward_1 = torch.ops.aten.convolution_backward.default(where_2, primals_4, primals_1, [32], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [False, True, True]);  where_2 = primals_4 = primals_1 = None
        getitem_6: "f32[32, 1, 3, 3]" = convolution_backward_1[1]
        getitem_7: "f32[32]" = convolution_backward_1[2];  convolution_backward_1 = None
        return (getitem_6, getitem_7, None, None, getitem_3, getitem_4, mm_3, view_2, mm_1, view_1)
