class GraphModule(torch.nn.Module):
    def forward(self, primals_3: "f32[8192, 1024]", primals_4: "f32[1024]", addmm: "f32[8192, 1024]", getitem_1: "f32[8192, 1]", rsqrt: "f32[8192, 1]", tangents_1: "f32[8192, 1024]"):
        # No stacktrace found for following nodes
        mul_3: "f32[8192, 1024]" = torch.ops.aten.mul.Tensor(tangents_1, primals_4);  primals_4 = None
        mul_4: "f32[8192, 1024]" = torch.ops.aten.mul.Tensor(mul_3, 1024)
        sum_1: "f32[8192, 1]" = torch.ops.aten.sum.dim_IntList(mul_3, [1], True)
        sub_1: "f32[8192, 1024]" = torch.ops.aten.sub.Tensor(addmm, getitem_1);  addmm = getitem_1 = None
        mul_2: "f32[8192, 1024]" = torch.ops.aten.mul.Tensor(sub_1, rsqrt);  sub_1 = None
        mul_5: "f32[8192, 1024]" = torch.ops.aten.mul.Tensor(mul_3, mul_2);  mul_3 = None
        sum_2: "f32[8192, 1]" = torch.ops.aten.sum.dim_IntList(mul_5, [1], True);  mul_5 = None
        mul_6: "f32[8192, 1024]" = torch.ops.aten.mul.Tensor(mul_2, sum_2);  sum_2 = None
        sub_2: "f32[8192, 1024]" = torch.ops.aten.sub.Tensor(mul_4, sum_1);  mul_4 = sum_1 = None
        sub_3: "f32[8192, 1024]" = torch.ops.aten.sub.Tensor(sub_2, mul_6);  sub_2 = mul_6 = None
        div: "f32[8192, 1]" = torch.ops.aten.div.Tensor(rsqrt, 1024);  rsqrt = None
        mul_7: "f32[8192, 1024]" = torch.ops.aten.mul.Tensor(div, sub_3);  div = sub_3 = None
        mul_8: "f32[8192, 1024]" = torch.ops.aten.mul.Tensor(tangents_1, mul_2);  mul_2 = None
        sum_3: "f32[1024]" = torch.ops.aten.sum.dim_IntList(mul_8, [0]);  mul_8 = None
        sum_4: "f32[1024]" = torch.ops.aten.sum.dim_IntList(tangents_1, [0]);  tangents_1 = None
        permute_1: "f32[1024, 8192]" = torch.ops.aten.permute.default(mul_7, [1, 0])
        mm: "f32[1024, 1024]" = torch.ops.aten.mm.default(permute_1, primals_3);  permute_1 = primals_3 = None
        sum_5: "f32[1, 1024]" = torch.ops.aten.sum.dim_IntList(mul_7, [0], True);  mul_7 = None
        view: "f32[1024]" = torch.ops.aten.view.default(sum_5, [1024]);  sum_5 = None
        return (mm, view, None, sum_3, sum_4)
