class <lambda>(torch.nn.Module):
    def forward(self, arg2_1: "f32[64, 64]", arg3_1: "f32[4096, 16]"):
        # No stacktrace found for following nodes
        arg1_1: "f32[64]" = self._frozen_param1

        # File: /work/main/tests/corpus/generate.py:822 in f, code: c = lin(a.relu() * 2)
        relu: "f32[64, 64]" = torch.ops.aten.relu.default(arg2_1);  arg2_1 = None
        mul: "f32[64, 64]" = torch.ops.aten.mul.Tensor(relu, 2);  relu = None

        # No stacktrace found for following nodes
        permute_default_1 = self._frozen_param3
        _mkl_reorder_linear_weight_1 = self._frozen_param4

        # File: /work/main/tests/corpus/generate.py:822 in f, code: c = lin(a.relu() * 2)
        _mkl_linear_1: "f32[64, 64]" = torch.ops.mkl._mkl_linear(mul, _mkl_reorder_linear_weight_1, permute_default_1, arg1_1, 64);  mul = _mkl_reorder_linear_weight_1 = permute_default_1 = None

        # File: /work/main/tests/corpus/generate.py:823 in f, code: d = lin(b.amax(1).view(64, 64))
        amax: "f32[4096]" = torch.ops.aten.amax.default(arg3_1, [1]);  arg3_1 = None
        view: "f32[64, 64]" = torch.ops.aten.reshape.default(amax, [64, 64]);  amax = None

        # No stacktrace found for following nodes
        permute_default = self._frozen_param5
        _mkl_reorder_linear_weight = self._frozen_param6

        # File: /work/main/tests/corpus/generate.py:823 in f, code: d = lin(b.amax(1).view(64, 64))
        _mkl_linear: "f32[64, 64]" = torch.ops.mkl._mkl_linear(view, _mkl_reorder_linear_weight, permute_default, arg1_1, 64);  view = _mkl_reorder_linear_weight = permute_default = arg1_1 = None

        # File: /work/main/tests/corpus/generate.py:824 in f, code: return c.sum(1), c.relu(), d
        sum_1: "f32[64]" = torch.ops.aten.sum.dim_IntList(_mkl_linear_1, [1])
        relu_1: "f32[64, 64]" = torch.ops.aten.relu.default(_mkl_linear_1);  _mkl_linear_1 = None
        return (sum_1, relu_1, _mkl_linear)
