class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[16, 4, 3, 3]", primals_3: "f32[2, 4, 10, 12]", primals_4: "f32[4, 4, 1, 1]", convolution: "f32[2, 16, 10, 12]", add_8: "f32[2, 4, 20, 24]", unsqueeze: "i64[5, 1]", convert_element_type_7: "i64[7]", _unsafe_index_4: "f32[2, 4, 5, 7]", tangents_1: "f32[2, 4, 5, 7]"):
        # Backward of forward node: File: /work/main/tests/corpus/generate.py:3404 in forward, code: return F.interpolate(z, size=(5, 7), mode="nearest").tanh() * 2 + z.mean((2, 3), keepdim=True).sum()
        sum_2: "f32[]" = torch.ops.aten.sum.default(tangents_1)
        expand: "f32[2, 4, 1, 1]" = torch.ops.aten.expand.default(sum_2, [2, 4, 1, 1]);  sum_2 = None
        expand_1: "f32[2, 4, 20, 24]" = torch.ops.aten.expand.default(expand, [2, 4, 20, 24]);  expand = None
        div: "f32[2, 4, 20, 24]" = torch.ops.aten.div.Scalar(expand_1, 480);  expand_1 = None
        mul_13: "f32[2, 4, 5, 7]" = torch.ops.aten.mul.Tensor(tangents_1, 2);  tangents_1 = None
        tanh: "f32[2, 4, 5, 7]" = torch.ops.aten.tanh.default(_unsafe_index_4);  _unsafe_index_4 = None
        mul_14: "f32[2, 4, 5, 7]" = torch.ops.aten.mul.Tensor(tanh, tanh);  tanh = None
        sub_7: "f32[2, 4, 5, 7]" = torch.ops.aten.sub.Tensor(1, mul_14);  mul_14 = None
        mul_15: "f32[2, 4, 5, 7]" = torch.ops.aten.mul.Tensor(mul_13, sub_7);  mul_13 = sub_7 = None
        full_default: "f32[2, 4, 20, 24]" = torch.ops.aten.full.default([2, 4, 20, 24], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        index_put: "f32[2, 4, 20, 24]" = torch.ops.aten.index_put.default(full_default, [None, None, unsqueeze, convert_element_type_7], mul_15, True);  full_default = unsqueeze = convert_element_type_7 = mul_15 = None
        add_14: "f32[2, 4, 20, 24]" = torch.ops.aten.add.Tensor(div, index_put);  div = index_put = None

        # Backward of forward node: File: /work/main/tests/corpus/generate.py:3403 in forward, code: z = self.d(y + u)
        sum_3: "f32[4]" = torch.ops.aten.sum.dim_IntList(add_14, [0, 2, 3])
        convolution_backward = torch.ops.aten.convolution_backward.default(add_14, add_8, primals_4, [4], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  add_14 = add_8 = primals_4 = None
        getitem: "f32[2, 4, 20, 24]" = convolution_backward[0]
        getitem_1: "f32[4, 4, 1, 1]" = convolution_backward[1];  convolution_backward = None

        # Backward of forward node: File: /work/main/tests/corpus/generate.py:3401 in forward, code: y = F.pixel_shuffle(F.gelu(self.c(x)), 2)
        view_4: "f32[2, 4, 10, 2, 12, 2]" = torch.ops.aten.view.default(getitem, [2, 4, 10, 2, 12, 2]);  getitem = None
        permute_1: "f32[2, 4, 2, 2, 10, 12]" = torch.ops.aten.permute.default(view_4, [0, 1, 3, 5, 2, 4]);  view_4 = None
        clone_2: "f32[2, 4, 2, 2, 10, 12]" = torch.ops.aten.clone.default(permute_1, memory_format = torch.contiguous_format);  permute_1 = None
        view_5: "f32[2, 16, 10, 12]" = torch.ops.aten.view.default(clone_2, [2, 16, 10, 12]);  clone_2 = None
        mul_1: "f32[2, 16, 10, 12]" = torch.ops.aten.mul.Tensor(convolution, 0.7071067811865476)
        erf: "f32[2, 16, 10, 12]" = torch.ops.aten.erf.default(mul_1);  mul_1 = None
        add: "f32[2, 16, 10, 12]" = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_17: "f32[2, 16, 10, 12]" = torch.ops.aten.mul.Tensor(add, 0.5);  add = None
        mul_18: "f32[2, 16, 10, 12]" = torch.ops.aten.mul.Tensor(convolution, convolution)
        mul_19: "f32[2, 16, 10, 12]" = torch.ops.aten.mul.Tensor(mul_18, -0.5);  mul_18 = None
        exp: "f32[2, 16, 10, 12]" = torch.ops.aten.exp.default(mul_19);  mul_19 = None
        mul_20: "f32[2, 16, 10, 12]" = torch.ops.aten.mul.Tensor(exp, 0.3989422804014327);  exp = None
        mul_21: "f32[2, 16, 10, 12]" = torch.ops.aten.mul.Tensor(convolution, mul_20);  convolution = mul_20 = None
        add_16: "f32[2, 16, 10, 12]" = torch.ops.aten.add.Tensor(mul_17, mul_21);  mul_17 = mul_21 = None
        mul_22: "f32[2, 16, 10, 12]" = torch.ops.aten.mul.Tensor(view_5, add_16);  view_5 = add_16 = None
        sum_4: "f32[16]" = torch.ops.aten.sum.dim_IntList(mul_22, [0, 2, 3])
        convolution_backward_1 = torch.ops.aten.convolution_backward.default(mul_22, primals_3, primals_1, [16], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False]);  mul_22 = primals_3 = primals_1 = None
        getitem_4: "f32[16, 4, 3, 3]" = convolution_backward_1[1];  convolution_backward_1 = None
        return (getitem_4, sum_4, None, getitem_1, sum_3)
