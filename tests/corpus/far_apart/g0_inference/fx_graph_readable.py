class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[16, 16]", arg1_1: "f32[16, 16]"):
        # File: /work/main/tests/corpus/generate.py:740 in f, code: a = x.sin()
        sin: "f32[16, 16]" = torch.ops.aten.sin.default(arg0_1)

        # File: /work/main/tests/corpus/generate.py:743 in f, code: h = torch.mm(h, w)
        mm: "f32[16, 16]" = torch.ops.aten.mm.default(sin, arg1_1);  sin = None
        mm_1: "f32[16, 16]" = torch.ops.aten.mm.default(mm, arg1_1);  mm = None
        mm_2: "f32[16, 16]" = torch.ops.aten.mm.default(mm_1, arg1_1);  mm_1 = None
        mm_3: "f32[16, 16]" = torch.ops.aten.mm.default(mm_2, arg1_1);  mm_2 = None
        mm_4: "f32[16, 16]" = torch.ops.aten.mm.default(mm_3, arg1_1);  mm_3 = None
        mm_5: "f32[16, 16]" = torch.ops.aten.mm.default(mm_4, arg1_1);  mm_4 = None
        mm_6: "f32[16, 16]" = torch.ops.aten.mm.default(mm_5, arg1_1);  mm_5 = None
        mm_7: "f32[16, 16]" = torch.ops.aten.mm.default(mm_6, arg1_1);  mm_6 = None
        mm_8: "f32[16, 16]" = torch.ops.aten.mm.default(mm_7, arg1_1);  mm_7 = None
        mm_9: "f32[16, 16]" = torch.ops.aten.mm.default(mm_8, arg1_1);  mm_8 = None
        mm_10: "f32[16, 16]" = torch.ops.aten.mm.default(mm_9, arg1_1);  mm_9 = None
        mm_11: "f32[16, 16]" = torch.ops.aten.mm.default(mm_10, arg1_1);  mm_10 = None
        mm_12: "f32[16, 16]" = torch.ops.aten.mm.default(mm_11, arg1_1);  mm_11 = None
        mm_13: "f32[16, 16]" = torch.ops.aten.mm.default(mm_12, arg1_1);  mm_12 = None
        mm_14: "f32[16, 16]" = torch.ops.aten.mm.default(mm_13, arg1_1);  mm_13 = None
        mm_15: "f32[16, 16]" = torch.ops.aten.mm.default(mm_14, arg1_1);  mm_14 = None
        mm_16: "f32[16, 16]" = torch.ops.aten.mm.default(mm_15, arg1_1);  mm_15 = None
        mm_17: "f32[16, 16]" = torch.ops.aten.mm.default(mm_16, arg1_1);  mm_16 = None
        mm_18: "f32[16, 16]" = torch.ops.aten.mm.default(mm_17, arg1_1);  mm_17 = None
        mm_19: "f32[16, 16]" = torch.ops.aten.mm.default(mm_18, arg1_1);  mm_18 = None
        mm_20: "f32[16, 16]" = torch.ops.aten.mm.default(mm_19, arg1_1);  mm_19 = None
        mm_21: "f32[16, 16]" = torch.ops.aten.mm.default(mm_20, arg1_1);  mm_20 = None
        mm_22: "f32[16, 16]" = torch.ops.aten.mm.default(mm_21, arg1_1);  mm_21 = None
        mm_23: "f32[16, 16]" = torch.ops.aten.mm.default(mm_22, arg1_1);  mm_22 = None
        mm_24: "f32[16, 16]" = torch.ops.aten.mm.default(mm_23, arg1_1);  mm_23 = None
        mm_25: "f32[16, 16]" = torch.ops.aten.mm.default(mm_24, arg1_1);  mm_24 = None
        mm_26: "f32[16, 16]" = torch.ops.aten.mm.default(mm_25, arg1_1);  mm_25 = None
        mm_27: "f32[16, 16]" = torch.ops.aten.mm.default(mm_26, arg1_1);  mm_26 = None
        mm_28: "f32[16, 16]" = torch.ops.aten.mm.default(mm_27, arg1_1);  mm_27 = None
        mm_29: "f32[16, 16]" = torch.ops.aten.mm.default(mm_28, arg1_1);  mm_28 = None
        mm_30: "f32[16, 16]" = torch.ops.aten.mm.default(mm_29, arg1_1);  mm_29 = None
        mm_31: "f32[16, 16]" = torch.ops.aten.mm.default(mm_30, arg1_1);  mm_30 = None
        mm_32: "f32[16, 16]" = torch.ops.aten.mm.default(mm_31, arg1_1);  mm_31 = None
        mm_33: "f32[16, 16]" = torch.ops.aten.mm.default(mm_32, arg1_1);  mm_32 = None
        mm_34: "f32[16, 16]" = torch.ops.aten.mm.default(mm_33, arg1_1);  mm_33 = None
        mm_35: "f32[16, 16]" = torch.ops.aten.mm.default(mm_34, arg1_1);  mm_34 = None
        mm_36: "f32[16, 16]" = torch.ops.aten.mm.default(mm_35, arg1_1);  mm_35 = None
        mm_37: "f32[16, 16]" = torch.ops.aten.mm.default(mm_36, arg1_1);  mm_36 = None
        mm_38: "f32[16, 16]" = torch.ops.aten.mm.default(mm_37, arg1_1);  mm_37 = None
        mm_39: "f32[16, 16]" = torch.ops.aten.mm.default(mm_38, arg1_1);  mm_38 = None
        mm_40: "f32[16, 16]" = torch.ops.aten.mm.default(mm_39, arg1_1);  mm_39 = None
        mm_41: "f32[16, 16]" = torch.ops.aten.mm.default(mm_40, arg1_1);  mm_40 = None
        mm_42: "f32[16, 16]" = torch.ops.aten.mm.default(mm_41, arg1_1);  mm_41 = None
        mm_43: "f32[16, 16]" = torch.ops.aten.mm.default(mm_42, arg1_1);  mm_42 = None
        mm_44: "f32[16, 16]" = torch.ops.aten.mm.default(mm_43, arg1_1);  mm_43 = None
        mm_45: "f32[16, 16]" = torch.ops.aten.mm.default(mm_44, arg1_1);  mm_44 = None
        mm_46: "f32[16, 16]" = torch.ops.aten.mm.default(mm_45, arg1_1);  mm_45 = None
        mm_47: "f32[16, 16]" = torch.ops.aten.mm.default(mm_46, arg1_1);  mm_46 = None
        mm_48: "f32[16, 16]" = torch.ops.aten.mm.default(mm_47, arg1_1);  mm_47 = None
        mm_49: "f32[16, 16]" = torch.ops.aten.mm.default(mm_48, arg1_1);  mm_48 = None
        mm_50: "f32[16, 16]" = torch.ops.aten.mm.default(mm_49, arg1_1);  mm_49 = None
        mm_51: "f32[16, 16]" = torch.ops.aten.mm.default(mm_50, arg1_1);  mm_50 = None
        mm_52: "f32[16, 16]" = torch.ops.aten.mm.default(mm_51, arg1_1);  mm_51 = None
        mm_53: "f32[16, 16]" = torch.ops.aten.mm.default(mm_52, arg1_1);  mm_52 = None
        mm_54: "f32[16, 16]" = torch.ops.aten.mm.default(mm_53, arg1_1);  mm_53 = None
        mm_55: "f32[16, 16]" = torch.ops.aten.mm.default(mm_54, arg1_1);  mm_54 = None
        mm_56: "f32[16, 16]" = torch.ops.aten.mm.default(mm_55, arg1_1);  mm_55 = None
        mm_57: "f32[16, 16]" = torch.ops.aten.mm.default(mm_56, arg1_1);  mm_56 = None
        mm_58: "f32[16, 16]" = torch.ops.aten.mm.default(mm_57, arg1_1);  mm_57 = None
        mm_59: "f32[16, 16]" = torch.ops.aten.mm.default(mm_58, arg1_1);  mm_58 = None
        mm_60: "f32[16, 16]" = torch.ops.aten.mm.default(mm_59, arg1_1);  mm_59 = None
        mm_61: "f32[16, 16]" = torch.ops.aten.mm.default(mm_60, arg1_1);  mm_60 = None
        mm_62: "f32[16, 16]" = torch.ops.aten.mm.default(mm_61, arg1_1);  mm_61 = None
        mm_63: "f32[16, 16]" = torch.ops.aten.mm.default(mm_62, arg1_1);  mm_62 = None
        mm_64: "f32[16, 16]" = torch.ops.aten.mm.default(mm_63, arg1_1);  mm_63 = None
        mm_65: "f32[16, 16]" = torch.ops.aten.mm.default(mm_64, arg1_1);  mm_64 = None
        mm_66: "f32[16, 16]" = torch.ops.aten.mm.default(mm_65, arg1_1);  mm_65 = None
        mm_67: "f32[16, 16]" = torch.ops.aten.mm.default(mm_66, arg1_1);  mm_66 = None
        mm_68: "f32[16, 16]" = torch.ops.aten.mm.default(mm_67, arg1_1);  mm_67 = None
        mm_69: "f32[16, 16]" = torch.ops.aten.mm.default(mm_68, arg1_1);  mm_68 = arg1_1 = None

        # File: /work/main/tests/corpus/generate.py:744 in f, code: return x.cos() + h
        cos: "f32[16, 16]" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
        add: "f32[16, 16]" = torch.ops.aten.add.Tensor(cos, mm_69);  cos = mm_69 = None
        return (add,)
