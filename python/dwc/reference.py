"""Float64 numpy reference for every dwc op.

The semantics match the dialect's op descriptions (include/dwc/Dialect/DWC/IR/
DWCOps.td). Activations are NCHW or NHWC; depthwise filters CHW or HWC
(C*M channels for channel multiplier M); pointwise filters Cout x Cin (NCHW)
or Cin x Cout (NHWC). Padding is (top, bottom, left, right). The formulation
is deliberately different from dwc-lower-to-linalg (shifted-slice sums and a
scatter-add for the data gradient) so that the two check each other.
"""

import numpy as np

ACTIVATIONS = ("none", "relu", "relu6", "silu", "hardswish")

# Tolerance on the relative L2 error against this reference: one rounding of
# the output dominates for f16/bf16; f32 sums differ from float64 by
# accumulation rounding only.
TOLERANCE = {"f32": 1e-5, "f16": 1e-2, "bf16": 1e-2}


def activation(x, kind):
    if kind == "none":
        return x
    if kind == "relu":
        return np.maximum(x, 0.0)
    if kind == "relu6":
        return np.minimum(np.maximum(x, 0.0), 6.0)
    if kind == "silu":
        return x / (1.0 + np.exp(-x))
    if kind == "hardswish":
        return x * np.minimum(np.maximum(x + 3.0, 0.0), 6.0) / 6.0
    raise ValueError(f"unknown activation {kind!r}")


def output_size(size, kernel, stride, dilation, pad_lo, pad_hi):
    return (size + pad_lo + pad_hi - (kernel - 1) * dilation - 1) // stride + 1


def _to_nchw(x, layout):
    return x if layout == "nchw" else np.transpose(x, (0, 3, 1, 2))


def _from_nchw(x, layout):
    return x if layout == "nchw" else np.transpose(x, (0, 2, 3, 1))


def _dw_filter_to_chw(w, layout):
    return w if layout == "nchw" else np.transpose(w, (2, 0, 1))


def _dw_filter_from_chw(w, layout):
    return w if layout == "nchw" else np.transpose(w, (1, 2, 0))


def _pw_filter_to_oi(w, layout):
    return w if layout == "nchw" else w.T


def _windows(oh, ow, kh, kw, strides, dilations):
    """Slices of a padded map that tap (kh, kw) reads for all outputs."""
    h0, w0 = kh * dilations[0], kw * dilations[1]
    return (slice(h0, h0 + (oh - 1) * strides[0] + 1, strides[0]),
            slice(w0, w0 + (ow - 1) * strides[1] + 1, strides[1]))


def _depthwise_nchw(x, w, strides, dilations, padding):
    n, c, h, wd = x.shape
    cm, kh, kw = w.shape
    m = cm // c
    pt, pb, pl, pr = padding
    oh = output_size(h, kh, strides[0], dilations[0], pt, pb)
    ow = output_size(wd, kw, strides[1], dilations[1], pl, pr)
    xp = np.pad(x, ((0, 0), (0, 0), (pt, pb), (pl, pr)))
    xr = np.repeat(xp, m, axis=1)  # output channel o reads input channel o // m
    out = np.zeros((n, cm, oh, ow))
    for i in range(kh):
        for j in range(kw):
            hs, ws = _windows(oh, ow, i, j, strides, dilations)
            out += xr[:, :, hs, ws] * w[None, :, i, j, None, None]
    return out


def depthwise_conv2d(x, w, bias=None, strides=(1, 1), dilations=(1, 1),
                     padding=(0, 0, 0, 0), layout="nchw", act="none"):
    x = _to_nchw(np.asarray(x, np.float64), layout)
    w = _dw_filter_to_chw(np.asarray(w, np.float64), layout)
    out = _depthwise_nchw(x, w, strides, dilations, padding)
    if bias is not None:
        out += np.asarray(bias, np.float64)[None, :, None, None]
    return _from_nchw(activation(out, act), layout)


def pointwise_conv2d(x, w, bias=None, layout="nchw", act="none",
                     strides=(1, 1), residual=None):
    x = _to_nchw(np.asarray(x, np.float64), layout)[:, :, ::strides[0], ::strides[1]]
    w = _pw_filter_to_oi(np.asarray(w, np.float64), layout)
    out = np.einsum("nihw,oi->nohw", x, w)
    if bias is not None:
        out += np.asarray(bias, np.float64)[None, :, None, None]
    out = _from_nchw(activation(out, act), layout)
    if residual is not None:
        out = out + np.asarray(residual, np.float64)
    return out


def separable_conv2d(x, dw_w, pw_w, dw_bias=None, pw_bias=None,
                     strides=(1, 1), dilations=(1, 1), padding=(0, 0, 0, 0),
                     layout="nchw", mid_act="none", act="none", residual=None):
    mid = depthwise_conv2d(x, dw_w, dw_bias, strides, dilations, padding,
                           layout, mid_act)
    return pointwise_conv2d(mid, pw_w, pw_bias, layout, act, residual=residual)


def depthwise_conv2d_backward_data(dy, w, input_shape, strides=(1, 1),
                                   dilations=(1, 1), padding=(0, 0, 0, 0),
                                   layout="nchw"):
    """Gradient w.r.t. the input; `input_shape` is the forward input's shape
    in `layout` (the output size alone does not determine it)."""
    dy = _to_nchw(np.asarray(dy, np.float64), layout)
    w = _dw_filter_to_chw(np.asarray(w, np.float64), layout)
    n, c, h, wd = _to_nchw(np.empty(input_shape), layout).shape
    cm, kh, kw = w.shape
    m = cm // c
    _, _, oh, ow = dy.shape
    pt, pb, pl, pr = padding
    dxp = np.zeros((n, c, h + pt + pb, wd + pl + pr))
    for i in range(kh):
        for j in range(kw):
            hs, ws = _windows(oh, ow, i, j, strides, dilations)
            contrib = dy * w[None, :, i, j, None, None]
            dxp[:, :, hs, ws] += contrib.reshape(n, c, m, oh, ow).sum(axis=2)
    return _from_nchw(dxp[:, :, pt:pt + h, pl:pl + wd], layout)


def depthwise_conv2d_backward_filter(x, dy, filter_shape, strides=(1, 1),
                                     dilations=(1, 1), padding=(0, 0, 0, 0),
                                     layout="nchw"):
    x = _to_nchw(np.asarray(x, np.float64), layout)
    dy = _to_nchw(np.asarray(dy, np.float64), layout)
    cm, kh, kw = _dw_filter_to_chw(np.empty(filter_shape), layout).shape
    m = cm // x.shape[1]
    _, _, oh, ow = dy.shape
    pt, pb, pl, pr = padding
    xr = np.repeat(np.pad(x, ((0, 0), (0, 0), (pt, pb), (pl, pr))), m, axis=1)
    dw = np.zeros((cm, kh, kw))
    for i in range(kh):
        for j in range(kw):
            hs, ws = _windows(oh, ow, i, j, strides, dilations)
            dw[:, i, j] = (xr[:, :, hs, ws] * dy).sum(axis=(0, 2, 3))
    return _dw_filter_from_chw(dw, layout)


def pointwise_conv2d_backward_data(dy, w, layout="nchw"):
    dy = _to_nchw(np.asarray(dy, np.float64), layout)
    w = _pw_filter_to_oi(np.asarray(w, np.float64), layout)
    return _from_nchw(np.einsum("nohw,oi->nihw", dy, w), layout)


def pointwise_conv2d_backward_filter(x, dy, layout="nchw"):
    x = _to_nchw(np.asarray(x, np.float64), layout)
    dy = _to_nchw(np.asarray(dy, np.float64), layout)
    w = np.einsum("nohw,nihw->oi", dy, x)
    return w if layout == "nchw" else w.T


def round_to(x, dtype):
    """Rounds float64 values to `dtype` ('f32', 'f16', 'bf16', nearest-even)
    and returns them as float64, so references start from representable
    inputs."""
    x = np.asarray(x, np.float64)
    if dtype == "f32":
        return x.astype(np.float32).astype(np.float64)
    if dtype == "f16":
        return x.astype(np.float16).astype(np.float64)
    if dtype == "bf16":
        bits = x.astype(np.float32).view(np.uint32).astype(np.uint64)
        bits = (bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000
        return bits.astype(np.uint32).view(np.float32).astype(np.float64)
    raise ValueError(f"unknown dtype {dtype!r}")
