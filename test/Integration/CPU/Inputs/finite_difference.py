"""Ties the float64 reference's gradient ops to its forward ops: for small
layers (strides, dilations, asymmetric padding, channel multipliers, both
layouts), the directional derivative of L = <dy, forward(x, w)> along a
random direction, by central finite differences of the forward op, against
<gradient, direction> from the backward ops. The CPU suite checks dwc's own
gradient lowering against these backward references (emit_case.py), so
together they tie dwc's gradients to its forward convolutions."""

import numpy as np

from dwc import reference as ref

#: Central differences with this step; the convolutions are linear in each
#: operand, so the difference is exact up to rounding.
STEP = 1e-3
TOLERANCE = 1e-9


def relative_difference(a, b):
    return abs(a - b) / max(abs(a), abs(b), 1e-300)


def directional(loss, value, direction):
    return (loss(value + STEP * direction) - loss(value - STEP * direction)) / (2 * STEP)


def check_gradients(rng, forward, x, f, data_gradient, filter_gradient):
    """Relative differences of the data and filter gradients (functions of
    dy) from the finite differences of L along random directions."""
    dy = rng.standard_normal(forward(x, f).shape)
    vx, vf = rng.standard_normal(x.shape), rng.standard_normal(f.shape)
    data = relative_difference(directional(lambda t: np.sum(dy * forward(t, f)), x, vx),
                               np.sum(data_gradient(dy) * vx))
    filt = relative_difference(directional(lambda t: np.sum(dy * forward(x, t)), f, vf),
                               np.sum(filter_gradient(dy) * vf))
    return data, filt


def check_depthwise(rng, layout, c, m, h, w, k, strides, dilations, padding):
    x_shape = (2, c, h, w) if layout == "nchw" else (2, h, w, c)
    f_shape = (c * m, k[0], k[1]) if layout == "nchw" else (k[0], k[1], c * m)
    x, f = rng.standard_normal(x_shape), rng.standard_normal(f_shape)
    return check_gradients(
        rng, lambda x_, f_: ref.depthwise_conv2d(x_, f_, None, strides, dilations, padding,
                                                 layout), x, f,
        lambda dy: ref.depthwise_conv2d_backward_data(dy, f, x_shape, strides, dilations,
                                                      padding, layout),
        lambda dy: ref.depthwise_conv2d_backward_filter(x, dy, f_shape, strides, dilations,
                                                        padding, layout))


def check_pointwise(rng, layout, cin, cout, h, w):
    x_shape = (2, cin, h, w) if layout == "nchw" else (2, h, w, cin)
    f_shape = (cout, cin) if layout == "nchw" else (cin, cout)
    x, f = rng.standard_normal(x_shape), rng.standard_normal(f_shape)
    return check_gradients(
        rng, lambda x_, f_: ref.pointwise_conv2d(x_, f_, None, layout), x, f,
        lambda dy: ref.pointwise_conv2d_backward_data(dy, f, layout),
        lambda dy: ref.pointwise_conv2d_backward_filter(x, dy, layout))


def main():
    rng = np.random.default_rng(0)
    depthwise = [
        (3, 1, 7, 8, (3, 3), (1, 1), (1, 1), (1, 1, 1, 1)),
        (4, 1, 9, 10, (3, 3), (2, 2), (1, 1), (1, 0, 2, 1)),
        (2, 2, 11, 9, (5, 3), (2, 1), (1, 2), (2, 3, 2, 1)),
        (3, 3, 8, 8, (3, 3), (1, 1), (2, 2), (2, 1, 0, 2)),
        (2, 1, 10, 9, (1, 1), (3, 2), (1, 1), (0, 0, 0, 0)),
        (5, 1, 13, 12, (7, 7), (2, 2), (1, 1), (3, 3, 3, 3)),
    ]
    worst, checks = 0.0, 0
    for layout in ("nchw", "nhwc"):
        for layer in depthwise:
            for difference in check_depthwise(rng, layout, *layer):
                worst, checks = max(worst, difference), checks + 1
        for layer in [(4, 6, 5, 7), (3, 1, 4, 4)]:
            for difference in check_pointwise(rng, layout, *layer):
                worst, checks = max(worst, difference), checks + 1
    print(f"checks: {checks}")
    print(f"worst relative difference: {'below' if worst < TOLERANCE else 'ABOVE'} "
          f"{TOLERANCE:g} ({worst:.1e})")


if __name__ == "__main__":
    main()
