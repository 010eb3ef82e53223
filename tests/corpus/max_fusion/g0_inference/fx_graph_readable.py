class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[64]"):
        # File: /work/main/tests/corpus/generate.py:802 in f, code: x = x * 1.01 + 1
        mul: "f32[64]" = torch.ops.aten.mul.Tensor(arg0_1, 1.01);  arg0_1 = None
        add: "f32[64]" = torch.ops.aten.add.Tensor(mul, 1);  mul = None
        mul_1: "f32[64]" = torch.ops.aten.mul.Tensor(add, 1.01)
        add_1: "f32[64]" = torch.ops.aten.add.Tensor(mul_1, 1);  mul_1 = None
        mul_2: "f32[64]" = torch.ops.aten.mul.Tensor(add_1, 1.01)
        add_2: "f32[64]" = torch.ops.aten.add.Tensor(mul_2, 1);  mul_2 = None
        mul_3: "f32[64]" = torch.ops.aten.mul.Tensor(add_2, 1.01)
        add_3: "f32[64]" = torch.ops.aten.add.Tensor(mul_3, 1);  mul_3 = None
        mul_4: "f32[64]" = torch.ops.aten.mul.Tensor(add_3, 1.01)
        add_4: "f32[64]" = torch.ops.aten.add.Tensor(mul_4, 1);  mul_4 = None
        mul_5: "f32[64]" = torch.ops.aten.mul.Tensor(add_4, 1.01)
        add_5: "f32[64]" = torch.ops.aten.add.Tensor(mul_5, 1);  mul_5 = None
        mul_6: "f32[64]" = torch.ops.aten.mul.Tensor(add_5, 1.01)
        add_6: "f32[64]" = torch.ops.aten.add.Tensor(mul_6, 1);  mul_6 = None
        mul_7: "f32[64]" = torch.ops.aten.mul.Tensor(add_6, 1.01)
        add_7: "f32[64]" = torch.ops.aten.add.Tensor(mul_7, 1);  mul_7 = None
        mul_8: "f32[64]" = torch.ops.aten.mul.Tensor(add_7, 1.01)
        add_8: "f32[64]" = torch.ops.aten.add.Tensor(mul_8, 1);  mul_8 = None
        mul_9: "f32[64]" = torch.ops.aten.mul.Tensor(add_8, 1.01)
        add_9: "f32[64]" = torch.ops.aten.add.Tensor(mul_9, 1);  mul_9 = None
        mul_10: "f32[64]" = torch.ops.aten.mul.Tensor(add_9, 1.01)
        add_10: "f32[64]" = torch.ops.aten.add.Tensor(mul_10, 1);  mul_10 = None
        mul_11: "f32[64]" = torch.ops.aten.mul.Tensor(add_10, 1.01)
        add_11: "f32[64]" = torch.ops.aten.add.Tensor(mul_11, 1);  mul_11 = None
        mul_12: "f32[64]" = torch.ops.aten.mul.Tensor(add_11, 1.01)
        add_12: "f32[64]" = torch.ops.aten.add.Tensor(mul_12, 1);  mul_12 = None
        mul_13: "f32[64]" = torch.ops.aten.mul.Tensor(add_12, 1.01)
        add_13: "f32[64]" = torch.ops.aten.add.Tensor(mul_13, 1);  mul_13 = None
        mul_14: "f32[64]" = torch.ops.aten.mul.Tensor(add_13, 1.01)
        add_14: "f32[64]" = torch.ops.aten.add.Tensor(mul_14, 1);  mul_14 = None
        mul_15: "f32[64]" = torch.ops.aten.mul.Tensor(add_14, 1.01)
        add_15: "f32[64]" = torch.ops.aten.add.Tensor(mul_15, 1);  mul_15 = None
        mul_16: "f32[64]" = torch.ops.aten.mul.Tensor(add_15, 1.01)
        add_16: "f32[64]" = torch.ops.aten.add.Tensor(mul_16, 1);  mul_16 = None
        mul_17: "f32[64]" = torch.ops.aten.mul.Tensor(add_16, 1.01)
        add_17: "f32[64]" = torch.ops.aten.add.Tensor(mul_17, 1);  mul_17 = None
        mul_18: "f32[64]" = torch.ops.aten.mul.Tensor(add_17, 1.01)
        add_18: "f32[64]" = torch.ops.aten.add.Tensor(mul_18, 1);  mul_18 = None
        mul_19: "f32[64]" = torch.ops.aten.mul.Tensor(add_18, 1.01)
        add_19: "f32[64]" = torch.ops.aten.add.Tensor(mul_19, 1);  mul_19 = None
        mul_20: "f32[64]" = torch.ops.aten.mul.Tensor(add_19, 1.01)
        add_20: "f32[64]" = torch.ops.aten.add.Tensor(mul_20, 1);  mul_20 = None
        mul_21: "f32[64]" = torch.ops.aten.mul.Tensor(add_20, 1.01)
        add_21: "f32[64]" = torch.ops.aten.add.Tensor(mul_21, 1);  mul_21 = None
        mul_22: "f32[64]" = torch.ops.aten.mul.Tensor(add_21, 1.01)
        add_22: "f32[64]" = torch.ops.aten.add.Tensor(mul_22, 1);  mul_22 = None
        mul_23: "f32[64]" = torch.ops.aten.mul.Tensor(add_22, 1.01)
        add_23: "f32[64]" = torch.ops.aten.add.Tensor(mul_23, 1);  mul_23 = None
        mul_24: "f32[64]" = torch.ops.aten.mul.Tensor(add_23, 1.01)
        add_24: "f32[64]" = torch.ops.aten.add.Tensor(mul_24, 1);  mul_24 = None
        mul_25: "f32[64]" = torch.ops.aten.mul.Tensor(add_24, 1.01)
        add_25: "f32[64]" = torch.ops.aten.add.Tensor(mul_25, 1);  mul_25 = None
        mul_26: "f32[64]" = torch.ops.aten.mul.Tensor(add_25, 1.01)
        add_26: "f32[64]" = torch.ops.aten.add.Tensor(mul_26, 1);  mul_26 = None
        mul_27: "f32[64]" = torch.ops.aten.mul.Tensor(add_26, 1.01)
        add_27: "f32[64]" = torch.ops.aten.add.Tensor(mul_27, 1);  mul_27 = None
        mul_28: "f32[64]" = torch.ops.aten.mul.Tensor(add_27, 1.01)
        add_28: "f32[64]" = torch.ops.aten.add.Tensor(mul_28, 1);  mul_28 = None
        mul_29: "f32[64]" = torch.ops.aten.mul.Tensor(add_28, 1.01)
        add_29: "f32[64]" = torch.ops.aten.add.Tensor(mul_29, 1);  mul_29 = None
        mul_30: "f32[64]" = torch.ops.aten.mul.Tensor(add_29, 1.01)
        add_30: "f32[64]" = torch.ops.aten.add.Tensor(mul_30, 1);  mul_30 = None
        mul_31: "f32[64]" = torch.ops.aten.mul.Tensor(add_30, 1.01)
        add_31: "f32[64]" = torch.ops.aten.add.Tensor(mul_31, 1);  mul_31 = None
        mul_32: "f32[64]" = torch.ops.aten.mul.Tensor(add_31, 1.01)
        add_32: "f32[64]" = torch.ops.aten.add.Tensor(mul_32, 1);  mul_32 = None
        mul_33: "f32[64]" = torch.ops.aten.mul.Tensor(add_32, 1.01)
        add_33: "f32[64]" = torch.ops.aten.add.Tensor(mul_33, 1);  mul_33 = None
        mul_34: "f32[64]" = torch.ops.aten.mul.Tensor(add_33, 1.01)
        add_34: "f32[64]" = torch.ops.aten.add.Tensor(mul_34, 1);  mul_34 = None
        mul_35: "f32[64]" = torch.ops.aten.mul.Tensor(add_34, 1.01)
        add_35: "f32[64]" = torch.ops.aten.add.Tensor(mul_35, 1);  mul_35 = None
        mul_36: "f32[64]" = torch.ops.aten.mul.Tensor(add_35, 1.01)
        add_36: "f32[64]" = torch.ops.aten.add.Tensor(mul_36, 1);  mul_36 = None
        mul_37: "f32[64]" = torch.ops.aten.mul.Tensor(add_36, 1.01)
        add_37: "f32[64]" = torch.ops.aten.add.Tensor(mul_37, 1);  mul_37 = None
        mul_38: "f32[64]" = torch.ops.aten.mul.Tensor(add_37, 1.01)
        add_38: "f32[64]" = torch.ops.aten.add.Tensor(mul_38, 1);  mul_38 = None
        mul_39: "f32[64]" = torch.ops.aten.mul.Tensor(add_38, 1.01)
        add_39: "f32[64]" = torch.ops.aten.add.Tensor(mul_39, 1);  mul_39 = None
        mul_40: "f32[64]" = torch.ops.aten.mul.Tensor(add_39, 1.01)
        add_40: "f32[64]" = torch.ops.aten.add.Tensor(mul_40, 1);  mul_40 = None
        mul_41: "f32[64]" = torch.ops.aten.mul.Tensor(add_40, 1.01)
        add_41: "f32[64]" = torch.ops.aten.add.Tensor(mul_41, 1);  mul_41 = None
        mul_42: "f32[64]" = torch.ops.aten.mul.Tensor(add_41, 1.01)
        add_42: "f32[64]" = torch.ops.aten.add.Tensor(mul_42, 1);  mul_42 = None
        mul_43: "f32[64]" = torch.ops.aten.mul.Tensor(add_42, 1.01)
        add_43: "f32[64]" = torch.ops.aten.add.Tensor(mul_43, 1);  mul_43 = None
        mul_44: "f32[64]" = torch.ops.aten.mul.Tensor(add_43, 1.01)
        add_44: "f32[64]" = torch.ops.aten.add.Tensor(mul_44, 1);  mul_44 = None
        mul_45: "f32[64]" = torch.ops.aten.mul.Tensor(add_44, 1.01)
        add_45: "f32[64]" = torch.ops.aten.add.Tensor(mul_45, 1);  mul_45 = None
        mul_46: "f32[64]" = torch.ops.aten.mul.Tensor(add_45, 1.01)
        add_46: "f32[64]" = torch.ops.aten.add.Tensor(mul_46, 1);  mul_46 = None
        mul_47: "f32[64]" = torch.ops.aten.mul.Tensor(add_46, 1.01)
        add_47: "f32[64]" = torch.ops.aten.add.Tensor(mul_47, 1);  mul_47 = None
        mul_48: "f32[64]" = torch.ops.aten.mul.Tensor(add_47, 1.01)
        add_48: "f32[64]" = torch.ops.aten.add.Tensor(mul_48, 1);  mul_48 = None
        mul_49: "f32[64]" = torch.ops.aten.mul.Tensor(add_48, 1.01)
        add_49: "f32[64]" = torch.ops.aten.add.Tensor(mul_49, 1);  mul_49 = None
        mul_50: "f32[64]" = torch.ops.aten.mul.Tensor(add_49, 1.01)
        add_50: "f32[64]" = torch.ops.aten.add.Tensor(mul_50, 1);  mul_50 = None
        mul_51: "f32[64]" = torch.ops.aten.mul.Tensor(add_50, 1.01)
        add_51: "f32[64]" = torch.ops.aten.add.Tensor(mul_51, 1);  mul_51 = None
        mul_52: "f32[64]" = torch.ops.aten.mul.Tensor(add_51, 1.01)
        add_52: "f32[64]" = torch.ops.aten.add.Tensor(mul_52, 1);  mul_52 = None
        mul_53: "f32[64]" = torch.ops.aten.mul.Tensor(add_52, 1.01)
        add_53: "f32[64]" = torch.ops.aten.add.Tensor(mul_53, 1);  mul_53 = None
        mul_54: "f32[64]" = torch.ops.aten.mul.Tensor(add_53, 1.01)
        add_54: "f32[64]" = torch.ops.aten.add.Tensor(mul_54, 1);  mul_54 = None
        mul_55: "f32[64]" = torch.ops.aten.mul.Tensor(add_54, 1.01)
        add_55: "f32[64]" = torch.ops.aten.add.Tensor(mul_55, 1);  mul_55 = None
        mul_56: "f32[64]" = torch.ops.aten.mul.Tensor(add_55, 1.01)
        add_56: "f32[64]" = torch.ops.aten.add.Tensor(mul_56, 1);  mul_56 = None
        mul_57: "f32[64]" = torch.ops.aten.mul.Tensor(add_56, 1.01)
        add_57: "f32[64]" = torch.ops.aten.add.Tensor(mul_57, 1);  mul_57 = None
        mul_58: "f32[64]" = torch.ops.aten.mul.Tensor(add_57, 1.01)
        add_58: "f32[64]" = torch.ops.aten.add.Tensor(mul_58, 1);  mul_58 = None
        mul_59: "f32[64]" = torch.ops.aten.mul.Tensor(add_58, 1.01)
        add_59: "f32[64]" = torch.ops.aten.add.Tensor(mul_59, 1);  mul_59 = None
        mul_60: "f32[64]" = torch.ops.aten.mul.Tensor(add_59, 1.01)
        add_60: "f32[64]" = torch.ops.aten.add.Tensor(mul_60, 1);  mul_60 = None
        mul_61: "f32[64]" = torch.ops.aten.mul.Tensor(add_60, 1.01)
        add_61: "f32[64]" = torch.ops.aten.add.Tensor(mul_61, 1);  mul_61 = None
        mul_62: "f32[64]" = torch.ops.aten.mul.Tensor(add_61, 1.01)
        add_62: "f32[64]" = torch.ops.aten.add.Tensor(mul_62, 1);  mul_62 = None
        mul_63: "f32[64]" = torch.ops.aten.mul.Tensor(add_62, 1.01)
        add_63: "f32[64]" = torch.ops.aten.add.Tensor(mul_63, 1);  mul_63 = None
        mul_64: "f32[64]" = torch.ops.aten.mul.Tensor(add_63, 1.01)
        add_64: "f32[64]" = torch.ops.aten.add.Tensor(mul_64, 1);  mul_64 = None
        return (add, add_1, add_2, add_3, add_4, add_5, add_6, add_7, add_8, add_9, add_10, add_11, add_12, add_13, add_14, add_15, add_16, add_17, add_18, add_19, add_20, add_21, add_22, add_23, add_24, add_25, add_26, add_27, add_28, add_29, add_30, add_31, add_32, add_33, add_34, add_35, add_36, add_37, add_38, add_39, add_40, add_41, add_42, add_43, add_44, add_45, add_46, add_47, add_48, add_49, add_50, add_51, add_52, add_53, add_54, add_55, add_56, add_57, add_58, add_59, add_60, add_61, add_62, add_63, add_64)
