# AOT ID: ['0_inference']
from ctypes import c_void_p, c_long, c_int
import torch
import math
import random
import os
import tempfile
from math import inf, nan
from cmath import nanj
from torch._inductor.hooks import run_intermediate_hooks
from torch._inductor.utils import maybe_profile
from torch._inductor.codegen.memory_planning import _align as align
from torch import device, empty_strided
from torch._inductor.async_compile import AsyncCompile
from torch._inductor.select_algorithm import extern_kernels
import triton
import triton.language as tl
from torch._inductor.runtime.triton_heuristics import start_graph, end_graph
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
from torch._inductor.runtime.runtime_utils import assert_tensor_metadata

aten = torch.ops.aten
inductor_ops = torch.ops.inductor
_quantized = torch.ops._quantized
assert_size_stride = torch._C._dynamo.guards.assert_size_stride
assert_size_stride_grouped = torch._C._dynamo.guards.assert_size_stride_grouped
assert_alignment = torch._C._dynamo.guards.assert_alignment
empty_strided_cpu = torch._C._dynamo.guards._empty_strided_cpu
empty_strided_cpu_pinned = torch._C._dynamo.guards._empty_strided_cpu_pinned
empty_strided_cuda = torch._C._dynamo.guards._empty_strided_cuda
empty_strided_xpu = torch._C._dynamo.guards._empty_strided_xpu
empty_strided_mtia = torch._C._dynamo.guards._empty_strided_mtia
reinterpret_tensor = torch._C._dynamo.guards._reinterpret_tensor
alloc_from_pool = torch.ops.inductor._alloc_from_pool
async_compile = AsyncCompile()
empty_strided_p2p = torch._C._distributed_c10d._SymmetricMemory.empty_strided_p2p


# kernel path: /tmp/torchinductor_root/tmpnruaq1ao/oh/cohvfl6trtvwgo76waq3zwkdwt76eap4fck6e7rhgnrzbccdb4vx.py
# Topologically Sorted Source Nodes: [stack, total_norm], Original ATen: [aten.stack, aten.linalg_vector_norm]
# Source node to ATen node mapping:
#   stack => cat, unsqueeze, unsqueeze_1, unsqueeze_2, unsqueeze_3, unsqueeze_4, unsqueeze_5
#   total_norm => pow_1, pow_2, sum_1
# Graph fragment:
#   %getitem : Tensor "f32[][]cuda:0" = PlaceHolder[target=getitem]
#   %getitem_1 : Tensor "f32[][]cuda:0" = PlaceHolder[target=getitem_1]
#   %getitem_2 : Tensor "f32[][]cuda:0" = PlaceHolder[target=getitem_2]
#   %getitem_3 : Tensor "f32[][]cuda:0" = PlaceHolder[target=getitem_3]
#   %getitem_4 : Tensor "f32[][]cuda:0" = PlaceHolder[target=getitem_4]
#   %getitem_5 : Tensor "f32[][]cuda:0" = PlaceHolder[target=getitem_5]
#   %sum_1 : Tensor "f32[][]cuda:0" = PlaceHolder[target=sum_1]
#   %unsqueeze : Tensor "f32[1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%getitem, 0), kwargs = {})
#   %unsqueeze_1 : Tensor "f32[1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%getitem_1, 0), kwargs = {})
#   %unsqueeze_2 : Tensor "f32[1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%getitem_2, 0), kwargs = {})
#   %unsqueeze_3 : Tensor "f32[1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%getitem_3, 0), kwargs = {})
#   %unsqueeze_4 : Tensor "f32[1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%getitem_4, 0), kwargs = {})
#   %unsqueeze_5 : Tensor "f32[1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%getitem_5, 0), kwargs = {})
#   %cat : Tensor "f32[6][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%unsqueeze, %unsqueeze_1, %unsqueeze_2, %unsqueeze_3, %unsqueeze_4, %unsqueeze_5],), kwargs = {})
#   %pow_1 : Tensor "f32[6][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%cat, 2.0), kwargs = {})
#   %sum_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%pow_1, None), kwargs = {})
#   %pow_2 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%sum_1, 0.5), kwargs = {})
#   return %sum_1,%pow_2
triton_poi_fused_linalg_vector_norm_stack_0 = async_compile.triton('triton_poi_fused_linalg_vector_norm_stack_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'xnumel': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_linalg_vector_norm_stack_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 36, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_linalg_vector_norm_stack_0(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    tmp0 = tl.full([1], 0, tl.int64)
    tmp1 = tmp0 >= tmp0
    tmp2 = tl.full([1], 1, tl.int64)
    tmp3 = tmp0 < tmp2
    tmp4 = tl.load(in_out_ptr0 + (0))
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK])
    tmp6 = tl.where(tmp3, tmp5, 0.0)
    tmp7 = tmp0 >= tmp2
    tmp8 = tl.full([1], 2, tl.int64)
    tmp9 = tmp0 < tmp8
    tmp10 = tmp7 & tmp9
    tmp11 = tl.load(in_ptr0 + (0))
    tmp12 = tl.broadcast_to(tmp11, [XBLOCK])
    tmp13 = tl.where(tmp10, tmp12, 0.0)
    tmp14 = tmp0 >= tmp8
    tmp15 = tl.full([1], 3, tl.int64)
    tmp16 = tmp0 < tmp15
    tmp17 = tmp14 & tmp16
    tmp18 = tl.load(in_ptr1 + (0))
    tmp19 = tl.broadcast_to(tmp18, [XBLOCK])
    tmp20 = tl.where(tmp17, tmp19, 0.0)
    tmp21 = tmp0 >= tmp15
    tmp22 = tl.full([1], 4, tl.int64)
    tmp23 = tmp0 < tmp22
    tmp24 = tmp21 & tmp23
    tmp25 = tl.load(in_ptr2 + (0))
    tmp26 = tl.broadcast_to(tmp25, [XBLOCK])
    tmp27 = tl.where(tmp24, tmp26, 0.0)
    tmp28 = tmp0 >= tmp22
    tmp29 = tl.full([1], 5, tl.int64)
    tmp30 = tmp0 < tmp29
    tmp31 = tmp28 & tmp30
    tmp32 = tl.load(in_ptr3 + (0))
    tmp33 = tl.broadcast_to(tmp32, [XBLOCK])
    tmp34 = tl.where(tmp31, tmp33, 0.0)
    tmp35 = tmp0 >= tmp29
    tmp36 = tl.full([1], 6, tl.int64)
    tmp37 = tmp0 < tmp36
    tmp38 = tl.load(in_ptr4 + (0))
    tmp39 = tl.broadcast_to(tmp38, [XBLOCK])
    tmp40 = tl.where(tmp35, tmp39, 0.0)
    tmp41 = tl.where(tmp31, tmp34, tmp40)
    tmp42 = tl.where(tmp24, tmp27, tmp41)
    tmp43 = tl.where(tmp17, tmp20, tmp42)
    tmp44 = tl.where(tmp10, tmp13, tmp43)
    tmp45 = tl.where(tmp3, tmp6, tmp44)
    tmp46 = tmp45 * tmp45
    tmp47 = tmp2 >= tmp0
    tmp48 = tmp2 < tmp2
    tmp49 = tl.load(in_out_ptr0 + (0))
    tmp50 = tl.broadcast_to(tmp49, [XBLOCK])
    tmp51 = tl.where(tmp48, tmp50, 0.0)
    tmp52 = tmp2 >= tmp2
    tmp53 = tmp2 < tmp8
    tmp54 = tmp52 & tmp53
    tmp55 = tl.load(in_ptr0 + (0))
    tmp56 = tl.broadcast_to(tmp55, [XBLOCK])
    tmp57 = tl.where(tmp54, tmp56, 0.0)
    tmp58 = tmp2 >= tmp8
    tmp59 = tmp2 < tmp15
    tmp60 = tmp58 & tmp59
    tmp61 = tl.load(in_ptr1 + (0))
    tmp62 = tl.broadcast_to(tmp61, [XBLOCK])
    tmp63 = tl.where(tmp60, tmp62, 0.0)
    tmp64 = tmp2 >= tmp15
    tmp65 = tmp2 < tmp22
    tmp66 = tmp64 & tmp65
    tmp67 = tl.load(in_ptr2 + (0))
    tmp68 = tl.broadcast_to(tmp67, [XBLOCK])
    tmp69 = tl.where(tmp66, tmp68, 0.0)
    tmp70 = tmp2 >= tmp22
    tmp71 = tmp2 < tmp29
    tmp72 = tmp70 & tmp71
    tmp73 = tl.load(in_ptr3 + (0))
    tmp74 = tl.broadcast_to(tmp73, [XBLOCK])
    tmp75 = tl.where(tmp72, tmp74, 0.0)
    tmp76 = tmp2 >= tmp29
    tmp77 = tmp2 < tmp36
    tmp78 = tl.load(in_ptr4 + (0))
    tmp79 = tl.broadcast_to(tmp78, [XBLOCK])
    tmp80 = tl.where(tmp76, tmp79, 0.0)
    tmp81 = tl.where(tmp72, tmp75, tmp80)
    tmp82 = tl.where(tmp66, tmp69, tmp81)
    tmp83 = tl.where(tmp60, tmp63, tmp82)
    tmp84 = tl.where(tmp54, tmp57, tmp83)
    tmp85 = tl.where(tmp48, tmp51, tmp84)
    tmp86 = tmp85 * tmp85
    tmp87 = tmp46 + tmp86
    tmp88 = tmp8 >= tmp0
    tmp89 = tmp8 < tmp2
    tmp90 = tl.load(in_out_ptr0 + (0))
    tmp91 = tl.broadcast_to(tmp90, [XBLOCK])
    tmp92 = tl.where(tmp89, tmp91, 0.0)
    tmp93 = tmp8 >= tmp2
    tmp94 = tmp8 < tmp8
    tmp95 = tmp93 & tmp94
    tmp96 = tl.load(in_ptr0 + (0))
    tmp97 = tl.broadcast_to(tmp96, [XBLOCK])
    tmp98 = tl.where(tmp95, tmp97, 0.0)
    tmp99 = tmp8 >= tmp8
    tmp100 = tmp8 < tmp15
    tmp101 = tmp99 & tmp100
    tmp102 = tl.load(in_ptr1 + (0))
    tmp103 = tl.broadcast_to(tmp102, [XBLOCK])
    tmp104 = tl.where(tmp101, tmp103, 0.0)
    tmp105 = tmp8 >= tmp15
    tmp106 = tmp8 < tmp22
    tmp107 = tmp105 & tmp106
    tmp108 = tl.load(in_ptr2 + (0))
    tmp109 = tl.broadcast_to(tmp108, [XBLOCK])
    tmp110 = tl.where(tmp107, tmp109, 0.0)
    tmp111 = tmp8 >= tmp22
    tmp112 = tmp8 < tmp29
    tmp113 = tmp111 & tmp112
    tmp114 = tl.load(in_ptr3 + (0))
    tmp115 = tl.broadcast_to(tmp114, [XBLOCK])
    tmp116 = tl.where(tmp113, tmp115, 0.0)
    tmp117 = tmp8 >= tmp29
    tmp118 = tmp8 < tmp36
    tmp119 = tl.load(in_ptr4 + (0))
    tmp120 = tl.broadcast_to(tmp119, [XBLOCK])
    tmp121 = tl.where(tmp117, tmp120, 0.0)
    tmp122 = tl.where(tmp113, tmp116, tmp121)
    tmp123 = tl.where(tmp107, tmp110, tmp122)
    tmp124 = tl.where(tmp101, tmp104, tmp123)
    tmp125 = tl.where(tmp95, tmp98, tmp124)
    tmp126 = tl.where(tmp89, tmp92, tmp125)
    tmp127 = tmp126 * tmp126
    tmp128 = tmp87 + tmp127
    tmp129 = tmp15 >= tmp0
    tmp130 = tmp15 < tmp2
    tmp131 = tl.load(in_out_ptr0 + (0))
    tmp132 = tl.broadcast_to(tmp131, [XBLOCK])
    tmp133 = tl.where(tmp130, tmp132, 0.0)
    tmp134 = tmp15 >= tmp2
    tmp135 = tmp15 < tmp8
    tmp136 = tmp134 & tmp135
    tmp137 = tl.load(in_ptr0 + (0))
    tmp138 = tl.broadcast_to(tmp137, [XBLOCK])
    tmp139 = tl.where(tmp136, tmp138, 0.0)
    tmp140 = tmp15 >= tmp8
    tmp141 = tmp15 < tmp15
    tmp142 = tmp140 & tmp141
    tmp143 = tl.load(in_ptr1 + (0))
    tmp144 = tl.broadcast_to(tmp143, [XBLOCK])
    tmp145 = tl.where(tmp142, tmp144, 0.0)
    tmp146 = tmp15 >= tmp15
    tmp147 = tmp15 < tmp22
    tmp148 = tmp146 & tmp147
    tmp149 = tl.load(in_ptr2 + (0))
    tmp150 = tl.broadcast_to(tmp149, [XBLOCK])
    tmp151 = tl.where(tmp148, tmp150, 0.0)
    tmp152 = tmp15 >= tmp22
    tmp153 = tmp15 < tmp29
    tmp154 = tmp152 & tmp153
    tmp155 = tl.load(in_ptr3 + (0))
    tmp156 = tl.broadcast_to(tmp155, [XBLOCK])
    tmp157 = tl.where(tmp154, tmp156, 0.0)
    tmp158 = tmp15 >= tmp29
    tmp159 = tmp15 < tmp36
    tmp160 = tl.load(in_ptr4 + (0))
    tmp161 = tl.broadcast_to(tmp160, [XBLOCK])
    tmp162 = tl.where(tmp158, tmp161, 0.0)
    tmp163 = tl.where(tmp154, tmp157, tmp162)
    tmp164 = tl.where(tmp148, tmp151, tmp163)
    tmp165 = tl.where(tmp142, tmp145, tmp164)
    tmp166 = tl.where(tmp136, tmp139, tmp165)
    tmp167 = tl.where(tmp130, tmp133, tmp166)
    tmp168 = tmp167 * tmp167
    tmp169 = tmp128 + tmp168
    tmp170 = tmp22 >= tmp0
    tmp171 = tmp22 < tmp2
    tmp172 = tl.load(in_out_ptr0 + (0))
    tmp173 = tl.broadcast_to(tmp172, [XBLOCK])
    tmp174 = tl.where(tmp171, tmp173, 0.0)
    tmp175 = tmp22 >= tmp2
    tmp176 = tmp22 < tmp8
    tmp177 = tmp175 & tmp176
    tmp178 = tl.load(in_ptr0 + (0))
    tmp179 = tl.broadcast_to(tmp178, [XBLOCK])
    tmp180 = tl.where(tmp177, tmp179, 0.0)
    tmp181 = tmp22 >= tmp8
    tmp182 = tmp22 < tmp15
    tmp183 = tmp181 & tmp182
    tmp184 = tl.load(in_ptr1 + (0))
    tmp185 = tl.broadcast_to(tmp184, [XBLOCK])
    tmp186 = tl.where(tmp183, tmp185, 0.0)
    tmp187 = tmp22 >= tmp15
    tmp188 = tmp22 < tmp22
    tmp189 = tmp187 & tmp188
    tmp190 = tl.load(in_ptr2 + (0))
    tmp191 = tl.broadcast_to(tmp190, [XBLOCK])
    tmp192 = tl.where(tmp189, tmp191, 0.0)
    tmp193 = tmp22 >= tmp22
    tmp194 = tmp22 < tmp29
    tmp195 = tmp193 & tmp194
    tmp196 = tl.load(in_ptr3 + (0))
    tmp197 = tl.broadcast_to(tmp196, [XBLOCK])
    tmp198 = tl.where(tmp195, tmp197, 0.0)
    tmp199 = tmp22 >= tmp29
    tmp200 = tmp22 < tmp36
    tmp201 = tl.load(in_ptr4 + (0))
    tmp202 = tl.broadcast_to(tmp201, [XBLOCK])
    tmp203 = tl.where(tmp199, tmp202, 0.0)
    tmp204 = tl.where(tmp195, tmp198, tmp203)
    tmp205 = tl.where(tmp189, tmp192, tmp204)
    tmp206 = tl.where(tmp183, tmp186, tmp205)
    tmp207 = tl.where(tmp177, tmp180, tmp206)
    tmp208 = tl.where(tmp171, tmp174, tmp207)
    tmp209 = tmp208 * tmp208
    tmp210 = tmp169 + tmp209
    tmp211 = tmp29 >= tmp0
    tmp212 = tmp29 < tmp2
    tmp213 = tl.load(in_out_ptr0 + (0))
    tmp214 = tl.broadcast_to(tmp213, [XBLOCK])
    tmp215 = tl.where(tmp212, tmp214, 0.0)
    tmp216 = tmp29 >= tmp2
    tmp217 = tmp29 < tmp8
    tmp218 = tmp216 & tmp217
    tmp219 = tl.load(in_ptr0 + (0))
    tmp220 = tl.broadcast_to(tmp219, [XBLOCK])
    tmp221 = tl.where(tmp218, tmp220, 0.0)
    tmp222 = tmp29 >= tmp8
    tmp223 = tmp29 < tmp15
    tmp224 = tmp222 & tmp223
    tmp225 = tl.load(in_ptr1 + (0))
    tmp226 = tl.broadcast_to(tmp225, [XBLOCK])
    tmp227 = tl.where(tmp224, tmp226, 0.0)
    tmp228 = tmp29 >= tmp15
    tmp229 = tmp29 < tmp22
    tmp230 = tmp228 & tmp229
    tmp231 = tl.load(in_ptr2 + (0))
    tmp232 = tl.broadcast_to(tmp231, [XBLOCK])
    tmp233 = tl.where(tmp230, tmp232, 0.0)
    tmp234 = tmp29 >= tmp22
    tmp235 = tmp29 < tmp29
    tmp236 = tmp234 & tmp235
    tmp237 = tl.load(in_ptr3 + (0))
    tmp238 = tl.broadcast_to(tmp237, [XBLOCK])
    tmp239 = tl.where(tmp236, tmp238, 0.0)
    tmp240 = tmp29 >= tmp29
    tmp241 = tmp29 < tmp36
    tmp242 = tl.load(in_ptr4 + (0))
    tmp243 = tl.broadcast_to(tmp242, [XBLOCK])
    tmp244 = tl.where(tmp240, tmp243, 0.0)
    tmp245 = tl.where(tmp236, tmp239, tmp244)
    tmp246 = tl.where(tmp230, tmp233, tmp245)
    tmp247 = tl.where(tmp224, tmp227, tmp246)
    tmp248 = tl.where(tmp218, tmp221, tmp247)
    tmp249 = tl.where(tmp212, tmp215, tmp248)
    tmp250 = tmp249 * tmp249
    tmp251 = tmp210 + tmp250
    tmp252 = tl.sqrt_rn(tmp251)
    tl.store(in_out_ptr0 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to(XBLOCK)), tmp252, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpnruaq1ao/su/csufxu7gx4v55vcaaj7lntqptb2q7a3tq3mwwlddzgej3fmskryj.py
# Unsorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
triton_for_fused_1 = async_compile.triton('triton_for_fused_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.foreach(
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'out_ptr1': '*fp32', 'out_ptr3': '*fp32', 'out_ptr5': '*fp32', 'out_ptr7': '*fp32', 'out_ptr9': '*fp32', 'out_ptr11': '*fp32'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'SequentialComboKernelGrid', 'combo_grid_meta': {'num_kernels': 6, 'min_blocks': 0, 'autotune_grouping': True, 'block_arg_names': ('XBLOCK',), 'default_config': {'XBLOCK': 1024}, 'no_x_dim_0': False, 'xnumel_0': 8192, 'no_x_dim_1': False, 'xnumel_1': 128, 'no_x_dim_2': False, 'xnumel_2': 16384, 'no_x_dim_3': False, 'xnumel_3': 128, 'no_x_dim_4': False, 'xnumel_4': 1280, 'no_x_dim_5': False, 'xnumel_5': 10}, 'kernel_name': 'triton_for_fused_1', 'mutated_arg_names': ['in_ptr0', 'in_ptr2', 'in_ptr3', 'in_ptr4', 'in_ptr5', 'in_ptr6', 'out_ptr1', 'out_ptr11', 'out_ptr3', 'out_ptr5', 'out_ptr7', 'out_ptr9'], 'optimize_mem': True, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
)
@triton.jit
def triton_for_fused_1(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr1, out_ptr3, out_ptr5, out_ptr7, out_ptr9, out_ptr11):
    pid = tl.program_id(0)
    XBLOCK: tl.constexpr = 1024
    num_xblocks_0 = tl.cdiv(8192, XBLOCK)
    num_xblocks_1 = num_xblocks_0 + tl.cdiv(128, XBLOCK)
    num_xblocks_2 = num_xblocks_1 + tl.cdiv(16384, XBLOCK)
    num_xblocks_3 = num_xblocks_2 + tl.cdiv(128, XBLOCK)
    num_xblocks_4 = num_xblocks_3 + tl.cdiv(1280, XBLOCK)
    num_xblocks_5 = num_xblocks_4 + tl.cdiv(10, XBLOCK)
    if pid < num_xblocks_0:
        pid_offset = pid
        xnumel = 8192
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = tl.full([XBLOCK], True, tl.int1)[:]
        x0 = xindex
        tmp0 = tl.load(in_ptr0 + (x0), None)
        tmp1 = tl.load(in_ptr1 + (0))
        tmp2 = tl.broadcast_to(tmp1, [XBLOCK])
        tmp3 = tl.full([1], 1e-06, tl.float32)
        tmp4 = tmp2 + tmp3
        tmp5 = tl.full([1], 1.0, tl.float32)
        tmp6 = (tmp5 / tmp4)
        tmp7 = tl.minimum(tmp6, tmp5, tl.PropagateNan.ALL)
        tmp8 = tmp0 * tmp7
        tl.store(out_ptr1 + (x0), tmp8, None)
    elif pid < num_xblocks_1:
        pid_offset = pid - num_xblocks_0
        xnumel = 128
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x1 = xindex
        tmp9 = tl.load(in_ptr2 + (x1), xmask)
        tmp10 = tl.load(in_ptr1 + (0))
        tmp11 = tl.broadcast_to(tmp10, [XBLOCK])
        tmp12 = tl.where(xmask, tmp11, 0.0)
        tmp13 = tl.full([1], 1e-06, tl.float32)
        tmp14 = tmp12 + tmp13
        tmp15 = tl.full([1], 1.0, tl.float32)
        tmp16 = (tmp15 / tmp14)
        tmp17 = tl.minimum(tmp16, tmp15, tl.PropagateNan.ALL)
        tmp18 = tmp9 * tmp17
        tl.store(out_ptr3 + (x1), tmp18, xmask)
    elif pid < num_xblocks_2:
        pid_offset = pid - num_xblocks_1
        xnumel = 16384
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = tl.full([XBLOCK], True, tl.int1)[:]
        x2 = xindex
        tmp19 = tl.load(in_ptr3 + (x2), None)
        tmp20 = tl.load(in_ptr1 + (0))
        tmp21 = tl.broadcast_to(tmp20, [XBLOCK])
        tmp22 = tl.full([1], 1e-06, tl.float32)
        tmp23 = tmp21 + tmp22
        tmp24 = tl.full([1], 1.0, tl.float32)
        tmp25 = (tmp24 / tmp23)
        tmp26 = tl.minimum(tmp25, tmp24, tl.PropagateNan.ALL)
        tmp27 = tmp19 * tmp26
        tl.store(out_ptr5 + (x2), tmp27, None)
    elif pid < num_xblocks_3:
        pid_offset = pid - num_xblocks_2
        xnumel = 128
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x3 = xindex
        tmp28 = tl.load(in_ptr4 + (x3), xmask)
        tmp29 = tl.load(in_ptr1 + (0))
        tmp30 = tl.broadcast_to(tmp29, [XBLOCK])
        tmp31 = tl.where(xmask, tmp30, 0.0)
        tmp32 = tl.full([1], 1e-06, tl.float32)
        tmp33 = tmp31 + tmp32
        tmp34 = tl.full([1], 1.0, tl.float32)
        tmp35 = (tmp34 / tmp33)
        tmp36 = tl.minimum(tmp35, tmp34, tl.PropagateNan.ALL)
        tmp37 = tmp28 * tmp36
        tl.store(out_ptr7 + (x3), tmp37, xmask)
    elif pid < num_xblocks_4:
        pid_offset = pid - num_xblocks_3
        xnumel = 1280
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x4 = xindex
        tmp38 = tl.load(in_ptr5 + (x4), xmask)
        tmp39 = tl.load(in_ptr1 + (0))
        tmp40 = tl.broadcast_to(tmp39, [XBLOCK])
        tmp41 = tl.where(xmask, tmp40, 0.0)
        tmp42 = tl.full([1], 1e-06, tl.float32)
        tmp43 = tmp41 + tmp42
        tmp44 = tl.full([1], 1.0, tl.float32)
        tmp45 = (tmp44 / tmp43)
        tmp46 = tl.minimum(tmp45, tmp44, tl.PropagateNan.ALL)
        tmp47 = tmp38 * tmp46
        tl.store(out_ptr9 + (x4), tmp47, xmask)
    elif pid < num_xblocks_5:
        pid_offset = pid - num_xblocks_4
        xnumel = 10
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x5 = xindex
        tmp48 = tl.load(in_ptr6 + (x5), xmask)
        tmp49 = tl.load(in_ptr1 + (0))
        tmp50 = tl.broadcast_to(tmp49, [XBLOCK])
        tmp51 = tl.where(xmask, tmp50, 0.0)
        tmp52 = tl.full([1], 1e-06, tl.float32)
        tmp53 = tmp51 + tmp52
        tmp54 = tl.full([1], 1.0, tl.float32)
        tmp55 = (tmp54 / tmp53)
        tmp56 = tl.minimum(tmp55, tmp54, tl.PropagateNan.ALL)
        tmp57 = tmp48 * tmp56
        tl.store(out_ptr11 + (x5), tmp57, xmask)
    else:
        pass
''', device_str='cuda')


async_compile.wait(globals())
del async_compile

class Runner:
    def __init__(self, partitions):
        self.partitions = partitions

    def recursively_apply_fns(self, fns):
        new_callables = []
        for fn, c in zip(fns, self.partitions):
            new_callables.append(fn(c))
        self.partitions = new_callables

    def call(self, args):
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1 = args
        args.clear()
        assert_size_stride_grouped((arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1), ((128, 64), (128, ), (128, 128), (128, ), (10, 128), (10, )), ((64, 1), (1, ), (128, 1), (1, ), (128, 1), (1, )), 'input')
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            # Topologically Sorted Source Nodes: [_foreach_norm], Original ATen: [aten._foreach_norm]
            # [Provenance debug handles] torch.ops.aten._foreach_norm.Scalar:1
            buf0 = torch.ops.aten._foreach_norm.Scalar([arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1], 2.0)
            buf1 = buf0[0]
            assert_tensor_metadata(buf1, (), (), torch.float32, 'torch.ops.aten._foreach_norm.Scalar')
            assert_alignment(buf1, 16, 'torch.ops.aten._foreach_norm.Scalar')
            buf2 = buf0[1]
            assert_tensor_metadata(buf2, (), (), torch.float32, 'torch.ops.aten._foreach_norm.Scalar')
            assert_alignment(buf2, 16, 'torch.ops.aten._foreach_norm.Scalar')
            buf3 = buf0[2]
            assert_tensor_metadata(buf3, (), (), torch.float32, 'torch.ops.aten._foreach_norm.Scalar')
            assert_alignment(buf3, 16, 'torch.ops.aten._foreach_norm.Scalar')
            buf4 = buf0[3]
            assert_tensor_metadata(buf4, (), (), torch.float32, 'torch.ops.aten._foreach_norm.Scalar')
            assert_alignment(buf4, 16, 'torch.ops.aten._foreach_norm.Scalar')
            buf5 = buf0[4]
            assert_tensor_metadata(buf5, (), (), torch.float32, 'torch.ops.aten._foreach_norm.Scalar')
            assert_alignment(buf5, 16, 'torch.ops.aten._foreach_norm.Scalar')
            buf6 = buf0[5]
            assert_tensor_metadata(buf6, (), (), torch.float32, 'torch.ops.aten._foreach_norm.Scalar')
            assert_alignment(buf6, 16, 'torch.ops.aten._foreach_norm.Scalar')
            del buf0
            buf7 = buf1; del buf1  # reuse
            buf8 = buf7; del buf7  # reuse
            # Topologically Sorted Source Nodes: [stack, total_norm], Original ATen: [aten.stack, aten.linalg_vector_norm]
            # [Provenance debug handles] triton_poi_fused_linalg_vector_norm_stack_0:2
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_linalg_vector_norm_stack_0.run(buf8, buf2, buf3, buf4, buf5, buf6, 1, stream=raw_stream0)
            del buf2
            del buf3
            del buf4
            del buf5
            del buf6
            # Unsorted Source Nodes: [], Original ATen: []
            # [Provenance debug handles] triton_for_fused_1:3
            raw_stream0 = get_raw_stream(0)
            triton_for_fused_1.run(arg0_1, buf8, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, stream=raw_stream0)
            del arg0_1
            del arg1_1
            del arg2_1
            del arg3_1
            del arg4_1
            del arg5_1
        return (buf8, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((128, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    arg1_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg2_1 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg3_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg4_1 = rand_strided((10, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg5_1 = rand_strided((10, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cuda')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
