class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[32, 1, 3, 3]", primals_2: "f32[32]", primals_3: "Sym(s77)", primals_4: "f32[s77, 1, 28, 28]", primals_5: "f32[64, 32, 3, 3]", primals_6: "f32[64]", primals_7: "f32[128, 9216]", primals_8: "f32[128]", primals_9: "f32[10, 128]", primals_10: "f32[10]"):
        # File: /work/main/tests/corpus/pairs_src/era/mnist.py:22 in forward, code: x = F.relu(self.conv1(x))
        convolution: "f32[s77, 32, 26, 26]" = torch.ops.aten.convolution.default(primals_4, primals_1, primals_2, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  primals_2 = None
        relu: "f32[s77, 32, 26, 26]" = torch.ops.aten.relu.default(convolution);  convolution = None

        # File: /work/main/tests/corpus/pairs_src/era/mnist.py:23 in forward, code: x = F.relu(self.conv2(x))
        convolution_1: "f32[s77, 64, 24, 24]" = torch.ops.aten.convolution.default(relu, primals_5, primals_6, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  primals_6 = None
        relu_1: "f32[s77, 64, 24, 24]" = torch.ops.aten.relu.default(convolution_1);  convolution_1 = None

        # File: /work/main/tests/corpus/pairs_src/era/mnist.py:24 in forward, code: x = self.dropout1(F.max_pool2d(x, 2))
        _low_memory_max_pool_with_offsets = torch.ops.prims._low_memory_max_pool_with_offsets.default(relu_1, [2, 2], [2, 2], [0, 0], [1, 1], False)
        getitem: "f32[s77, 64, 12, 12]" = _low_memory_max_pool_with_offsets[0]
        getitem_1: "i8[s77, 64, 12, 12]" = _low_memory_max_pool_with_offsets[1];  _low_memory_max_pool_with_offsets = None
        inductor_seeds_default: "i64[2]" = torch.ops.prims.inductor_seeds.default(2, device(type='cpu'))
        inductor_lookup_seed_default: "i64[]" = torch.ops.prims.inductor_lookup_seed.default(inductor_seeds_default, 0)
        inductor_random_default_1: "f32[s77, 64, 12, 12]" = torch.ops.prims.inductor_random.default([primals_3, 64, 12, 12], inductor_lookup_seed_default, 'rand');  inductor_lookup_seed_default = None
        gt: "b8[s77, 64, 12, 12]" = torch.ops.aten.gt.Scalar(inductor_random_default_1, 0.25);  inductor_random_default_1 = None
        mul_18: "f32[s77, 64, 12, 12]" = torch.ops.aten.mul.Tensor(gt, getitem);  getitem = None
        mul_19: "f32[s77, 64, 12, 12]" = torch.ops.aten.mul.Tensor(mul_18, 1.3333333333333333);  mul_18 = None

        # File: /work/main/tests/corpus/pairs_src/era/mnist.py:25 in forward, code: x = torch.flatten(x, 1)
        view: "f32[s77, 9216]" = torch.ops.aten.view.default(mul_19, [primals_3, 9216]);  mul_19 = None

        # File: /work/main/tests/corpus/pairs_src/era/mnist.py:26 in forward, code: x = self.dropout2(F.relu(self.fc1(x)))
        permute: "f32[9216, 128]" = torch.ops.aten.permute.default(primals_7, [1, 0])
        addmm: "f32[s77, 128]" = torch.ops.aten.addmm.default(primals_8, view, permute);  primals_8 = permute = None
        relu_2: "f32[s77, 128]" = torch.ops.aten.relu.default(addmm);  addmm = None
        inductor_lookup_seed_default_1: "i64[]" = torch.ops.prims.inductor_lookup_seed.default(inductor_seeds_default, 1);  inductor_seeds_default = None
        inductor_random_default: "f32[s77, 128]" = torch.ops.prims.inductor_random.default([primals_3, 128], inductor_lookup_seed_default_1, 'rand');  inductor_lookup_seed_default_1 = None
        gt_1: "b8[s77, 128]" = torch.ops.aten.gt.Scalar(inductor_random_default, 0.5);  inductor_random_default = None
        mul_38: "f32[s77, 128]" = torch.ops.aten.mul.Tensor(gt_1, relu_2)
        mul_39: "f32[s77, 128]" = torch.ops.aten.mul.Tensor(mul_38, 2.0);  mul_38 = None

        # File: /work/main/tests/corpus/pairs_src/era/mnist.py:27 in forward, code: return F.log_softmax(self.fc2(x), dim=1)
        permute_1: "f32[128, 10]" = torch.ops.aten.permute.default(primals_9, [1, 0])
        addmm_1: "f32[s77, 10]" = torch.ops.aten.addmm.default(primals_10, mul_39, permute_1);  primals_10 = permute_1 = None
        amax: "f32[s77, 1]" = torch.ops.aten.amax.default(addmm_1, [1], True)
        sub_17: "f32[s77, 10]" = torch.ops.aten.sub.Tensor(addmm_1, amax);  addmm_1 = amax = None
        exp: "f32[s77, 10]" = torch.ops.aten.exp.default(sub_17)
        sum_1: "f32[s77, 1]" = torch.ops.aten.sum.dim_IntList(exp, [1], True);  exp = None
        log: "f32[s77, 1]" = torch.ops.aten.log.default(sum_1);  sum_1 = None
        sub_18: "f32[s77, 10]" = torch.ops.aten.sub.Tensor(sub_17, log);  sub_17 = log = None

        # Backward of forward node: File: /work/main/tests/corpus/pairs_src/era/mnist.py:26 in forward, code: x = self.dropout2(F.relu(self.fc1(x)))
        le: "b8[s77, 128]" = torch.ops.aten.le.Scalar(relu_2, 0);  relu_2 = None

        # Backward of forward node: File: /work/main/tests/corpus/pairs_src/era/mnist.py:23 in forward, code: x = F.relu(self.conv2(x))
        le_1: "b8[s77, 64, 24, 24]" = torch.ops.aten.le.Scalar(relu_1, 0);  relu_1 = None
        return (sub_18, primals_1, primals_4, primals_5, primals_7, primals_9, relu, getitem_1, gt, view, gt_1, mul_39, sub_18, le, le_1, primals_3)
