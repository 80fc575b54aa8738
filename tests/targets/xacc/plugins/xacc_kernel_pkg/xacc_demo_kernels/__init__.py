"""out0 = max(in0, 0) * in1 (in1 a scalar), as an xacc device kernel; registered from outside xlac."""

RELU_SCALE = """
    lba s1, {in0}
    lba s2, {in1}
    lba s3, {out0}
    li s4, 1
    li s5, 4
    li s6, 0
    dcfg s4, s5, s5
    dld s6, s2, s5, 1          ; the scale at scratchpad 0
    li s7, {in0.bytes}
    dcfg s4, s7, s7
    li s8, 64
    dld s8, s1, s7, 1          ; x at scratchpad 64
    dwait 1
    vlds.f32 v0, [s0+0]
    li s9, 0
    vbc v1, s9                 ; 0.0
    li s10, 0
    li s11, {in0.n}
top:
    sub s12, s11, s10
    setvl s12
    muli s13, s10, 4
    add s13, s13, s8
    vld.f32 v2, [s13+0]
    vmax.f32 v2, v2, v1
    vmul.f32 v2, v2, v0
    vst.f32 [s13+0], v2
    addi s10, s10, 16
    blt s10, s11, top
    dst s3, s8, s7, 2
    dwait 2
"""


def register() -> None:
    import numpy as np

    import xlac
    from xlac.targets.xacc.customcalls import register_kernel

    # the host implementation other targets (and the interpreter) run
    xlac.register_custom_call("demo_relu_scale", lambda x, s: np.maximum(x, 0) * s)
    register_kernel("demo_relu_scale", RELU_SCALE, "f32[*], f32[0]", "f32[*]")
