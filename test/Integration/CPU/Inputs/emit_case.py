#!/usr/bin/env python3
"""Emits an MLIR program that runs one dwc op (or, for `depthwise_pointwise`,
a depthwise op feeding a pointwise op) on seeded random data and prints its
relative L2 error against the float64 numpy reference
(python/dwc/reference.py), and `pass = 1` when it is within tolerance.

Usage: emit_case.py OP [options]; see --help.
"""

import argparse
import sys

import numpy as np

from dwc import reference as ref

MLIR_TYPES = {"f32": "f32", "f16": "f16", "bf16": "bf16"}


def tensor_type(shape, elem):
    dims = "x".join("?" if d is None else str(d) for d in shape)
    return f"tensor<{dims}x{elem}>" if dims else f"tensor<{elem}>"


class Program:
    def __init__(self, dtype, dynamic):
        self.lines = []
        self.elem = MLIR_TYPES[dtype]
        self.dtype = dtype
        self.dynamic = dynamic
        self.count = 0

    def fresh(self, stem):
        self.count += 1
        return f"%{stem}{self.count}"

    def constant(self, values, elem=None):
        """A constant tensor of `values` (already rounded to the dtype)."""
        elem = elem or self.elem
        values = np.asarray(values)
        flat = self.fresh("flat")
        body = ", ".join(repr(float(v)) for v in values.ravel())
        self.lines.append(
            f"{flat} = arith.constant dense<[{body}]> : tensor<{values.size}x{elem}>")
        return self.reshape(flat, values.size, values.shape, elem)

    def reshape(self, flat, size, shape, elem):
        if len(shape) == 1:
            return flat
        name = self.fresh("t")
        reassoc = "[[" + ", ".join(str(i) for i in range(len(shape))) + "]]"
        self.lines.append(
            f"{name} = tensor.expand_shape {flat} {reassoc} output_shape "
            f"[{', '.join(map(str, shape))}] : tensor<{size}x{elem}> into "
            f"{tensor_type(shape, elem)}")
        return name

    def activation_operand(self, values):
        """An activation operand; with --dynamic its batch and spatial
        dimensions are erased from the type, so the op sees `?` sizes."""
        name = self.constant(values)
        return self.maybe_dynamic(name, values.shape)

    def maybe_dynamic(self, name, shape):
        if not self.dynamic:
            return name, tensor_type(shape, self.elem)
        dyn = tensor_type([d if i == self.channel_dim else None
                           for i, d in enumerate(shape)], self.elem)
        cast = self.fresh("dyn")
        self.lines.append(
            f"{cast} = tensor.cast {name} : {tensor_type(shape, self.elem)} to {dyn}")
        return cast, dyn

    def empty(self, shape, activation=True):
        name = self.fresh("init")
        static = tensor_type(shape, self.elem)
        self.lines.append(f"{name} = tensor.empty() : {static}")
        if activation:
            return self.maybe_dynamic(name, shape)
        return name, static


def parse_args(argv):
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("op", choices=[
        "depthwise", "pointwise", "separable", "depthwise_pointwise",
        "depthwise_bwd_data", "depthwise_bwd_filter", "pointwise_bwd_data",
        "pointwise_bwd_filter"])
    p.add_argument("--layout", choices=["nchw", "nhwc"], default="nchw")
    p.add_argument("--dtype", choices=list(MLIR_TYPES), default="f32")
    p.add_argument("--n", type=int, default=2)
    p.add_argument("--c", type=int, default=3)
    p.add_argument("--h", type=int, default=7)
    p.add_argument("--w", type=int, default=8)
    p.add_argument("--kh", type=int, default=3)
    p.add_argument("--kw", type=int, default=3)
    p.add_argument("--mult", type=int, default=1, help="channel multiplier")
    p.add_argument("--cout", type=int, default=5, help="pointwise output channels")
    p.add_argument("--stride", type=int, nargs=2, default=[1, 1])
    p.add_argument("--dilation", type=int, nargs=2, default=[1, 1])
    p.add_argument("--pad", type=int, nargs=4, default=[1, 1, 1, 1])
    p.add_argument("--bias", action="store_true")
    p.add_argument("--residual", action="store_true",
                   help="add a residual input (pointwise and separable)")
    p.add_argument("--act", choices=ref.ACTIVATIONS, default="none")
    p.add_argument("--mid-act", choices=ref.ACTIVATIONS, default="none")
    p.add_argument("--acc", choices=list(MLIR_TYPES),
                   help="accumulator type (the op's default, f32, when absent)")
    p.add_argument("--dynamic", action="store_true",
                   help="erase batch and spatial sizes from the op's types")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--config", default=None,
                   help="the depthwise op's #dwc.depthwise_config parameters "
                        "(a GPU schedule, for host runs of dwc-tile-depthwise)")
    return p.parse_args(argv)


def main(argv):
    a = parse_args(argv)
    rng = np.random.default_rng(a.seed)
    nhwc = a.layout == "nhwc"
    prog = Program(a.dtype, a.dynamic)
    prog.channel_dim = 3 if nhwc else 1
    elem = prog.elem

    def rand(*shape):
        return ref.round_to(rng.uniform(-1.0, 1.0, size=shape), a.dtype)

    def act_shape(n, c, h, w):
        return (n, h, w, c) if nhwc else (n, c, h, w)

    def dw_filter_shape(cm):
        return (a.kh, a.kw, cm) if nhwc else (cm, a.kh, a.kw)

    def pw_filter_shape(cout, cin):
        return (cin, cout) if nhwc else (cout, cin)

    window = dict(strides=tuple(a.stride), dilations=tuple(a.dilation),
                  padding=tuple(a.pad), layout=a.layout)
    oh = ref.output_size(a.h, a.kh, a.stride[0], a.dilation[0], a.pad[0], a.pad[1])
    ow = ref.output_size(a.w, a.kw, a.stride[1], a.dilation[1], a.pad[2], a.pad[3])
    cm = a.c * a.mult
    attrs = [f"layout = #dwc<layout {a.layout}>"]
    if a.acc:
        attrs.append(f"acc_type = {MLIR_TYPES[a.acc]}")
    window_attrs = [
        f"strides = array<i64: {a.stride[0]}, {a.stride[1]}>",
        f"dilations = array<i64: {a.dilation[0]}, {a.dilation[1]}>",
        f"padding = array<i64: {', '.join(map(str, a.pad))}>"]

    def op_line(name, ins, outs, extra_attrs, extra_operands=""):
        (init, init_t) = outs
        names = ", ".join(n for n, _ in ins)
        types = ", ".join(t for _, t in ins)
        result = prog.fresh("r")
        prog.lines.append(
            f"{result} = dwc.{name} ins({names} : {types}){extra_operands} "
            f"outs({init} : {init_t}) {{{', '.join(extra_attrs)}}} -> {init_t}")
        return result, init_t

    if a.op == "depthwise":
        x, w = rand(*act_shape(a.n, a.c, a.h, a.w)), rand(*dw_filter_shape(cm))
        b = rand(cm) if a.bias else None
        expected = ref.depthwise_conv2d(x, w, b, act=a.act, **window)
        ins = [prog.activation_operand(x), (prog.constant(w), tensor_type(w.shape, elem))]
        extra = f" bias({prog.constant(b)} : {tensor_type(b.shape, elem)})" if a.bias else ""
        config = [f"config = #dwc.depthwise_config<{a.config}>"] if a.config else []
        out = op_line("depthwise_conv2d", ins, prog.empty(expected.shape),
                      attrs + window_attrs + [f"activation = #dwc<activation {a.act}>"] + config,
                      extra)
    elif a.op == "pointwise":
        x, w = rand(*act_shape(a.n, a.c, a.h, a.w)), rand(*pw_filter_shape(a.cout, a.c))
        b = rand(a.cout) if a.bias else None
        sh, sw = a.stride
        pw_shape = act_shape(a.n, a.cout, (a.h - 1) // sh + 1, (a.w - 1) // sw + 1)
        r = rand(*pw_shape) if a.residual else None
        expected = ref.pointwise_conv2d(x, w, b, layout=a.layout, act=a.act,
                                        strides=(sh, sw), residual=r)
        ins = [prog.activation_operand(x), (prog.constant(w), tensor_type(w.shape, elem))]
        extra = f" bias({prog.constant(b)} : {tensor_type(b.shape, elem)})" if a.bias else ""
        if a.residual:
            extra += f" residual({prog.constant(r)} : {tensor_type(r.shape, elem)})"
        out = op_line("pointwise_conv2d", ins, prog.empty(expected.shape),
                      attrs + [f"activation = #dwc<activation {a.act}>",
                               f"strides = array<i64: {sh}, {sw}>"], extra)
    elif a.op == "separable":
        x = rand(*act_shape(a.n, a.c, a.h, a.w))
        dw_w, pw_w = rand(*dw_filter_shape(cm)), rand(*pw_filter_shape(a.cout, cm))
        dw_b = rand(cm) if a.bias else None
        pw_b = rand(a.cout) if a.bias else None
        r = rand(*act_shape(a.n, a.cout, oh, ow)) if a.residual else None
        expected = ref.separable_conv2d(x, dw_w, pw_w, dw_b, pw_b,
                                        mid_act=a.mid_act, act=a.act, residual=r, **window)
        ins = [prog.activation_operand(x),
               (prog.constant(dw_w), tensor_type(dw_w.shape, elem)),
               (prog.constant(pw_w), tensor_type(pw_w.shape, elem))]
        extra = ""
        if a.bias:
            extra = (f" depthwise_bias({prog.constant(dw_b)} : {tensor_type(dw_b.shape, elem)})"
                     f" pointwise_bias({prog.constant(pw_b)} : {tensor_type(pw_b.shape, elem)})")
        if a.residual:
            extra += f" residual({prog.constant(r)} : {tensor_type(r.shape, elem)})"
        out = op_line("separable_conv2d", ins, prog.empty(expected.shape),
                      attrs + window_attrs + [
                          f"mid_activation = #dwc<activation {a.mid_act}>",
                          f"activation = #dwc<activation {a.act}>"], extra)
    elif a.op == "depthwise_pointwise":
        # The separable block as two ops (tile-and-fuse's input); the
        # intermediate is rounded to the element type, as the depthwise op's
        # result is.
        x = rand(*act_shape(a.n, a.c, a.h, a.w))
        dw_w, pw_w = rand(*dw_filter_shape(cm)), rand(*pw_filter_shape(a.cout, cm))
        mid = ref.round_to(ref.depthwise_conv2d(x, dw_w, None, act=a.mid_act, **window),
                           a.dtype)
        expected = ref.pointwise_conv2d(mid, pw_w, None, layout=a.layout, act=a.act)
        ins = [prog.activation_operand(x), (prog.constant(dw_w), tensor_type(dw_w.shape, elem))]
        depthwise = op_line("depthwise_conv2d", ins, prog.empty(mid.shape),
                            attrs + window_attrs + [f"activation = #dwc<activation {a.mid_act}>"])
        ins = [depthwise, (prog.constant(pw_w), tensor_type(pw_w.shape, elem))]
        out = op_line("pointwise_conv2d", ins, prog.empty(expected.shape),
                      attrs + [f"activation = #dwc<activation {a.act}>"])
    elif a.op == "depthwise_bwd_data":
        dy, w = rand(*act_shape(a.n, cm, oh, ow)), rand(*dw_filter_shape(cm))
        in_shape = act_shape(a.n, a.c, a.h, a.w)
        expected = ref.depthwise_conv2d_backward_data(dy, w, in_shape, **window)
        ins = [prog.activation_operand(dy), (prog.constant(w), tensor_type(w.shape, elem))]
        out = op_line("depthwise_conv2d_backward_data", ins, prog.empty(in_shape),
                      attrs + window_attrs)
    elif a.op == "depthwise_bwd_filter":
        x, dy = rand(*act_shape(a.n, a.c, a.h, a.w)), rand(*act_shape(a.n, cm, oh, ow))
        expected = ref.depthwise_conv2d_backward_filter(x, dy, dw_filter_shape(cm), **window)
        ins = [prog.activation_operand(x), prog.activation_operand(dy)]
        out = op_line("depthwise_conv2d_backward_filter", ins,
                      prog.empty(expected.shape, activation=False), attrs + window_attrs)
    elif a.op == "pointwise_bwd_data":
        dy, w = rand(*act_shape(a.n, a.cout, a.h, a.w)), rand(*pw_filter_shape(a.cout, a.c))
        expected = ref.pointwise_conv2d_backward_data(dy, w, layout=a.layout)
        ins = [prog.activation_operand(dy), (prog.constant(w), tensor_type(w.shape, elem))]
        out = op_line("pointwise_conv2d_backward_data", ins, prog.empty(expected.shape), attrs)
    else:  # pointwise_bwd_filter
        x, dy = rand(*act_shape(a.n, a.c, a.h, a.w)), rand(*act_shape(a.n, a.cout, a.h, a.w))
        expected = ref.pointwise_conv2d_backward_filter(x, dy, layout=a.layout)
        ins = [prog.activation_operand(x), prog.activation_operand(dy)]
        out = op_line("pointwise_conv2d_backward_filter", ins,
                      prog.empty(expected.shape, activation=False), attrs)

    result, result_t = out
    static_t = tensor_type(expected.shape, elem)
    if result_t != static_t:
        cast = prog.fresh("static")
        prog.lines.append(f"{cast} = tensor.cast {result} : {result_t} to {static_t}")
        result = cast
    expected_name = prog.constant(expected, "f64")
    rank = expected.ndim
    dims = ", ".join(f"d{i}" for i in range(rank))
    iterators = ", ".join(['"reduction"'] * rank)
    f64_t = tensor_type(expected.shape, "f64")
    tol = ref.TOLERANCE[a.dtype]
    prog.lines.append("%zero = arith.constant 0.0 : f64")
    # Sum of squared differences and of squared reference values.
    for slot, expr in (("err", "%d2"), ("norm", "%w2")):
        prog.lines += [
            f"%{slot}_init = tensor.empty() : tensor<f64>",
            f"%{slot}_zero = linalg.fill ins(%zero : f64) outs(%{slot}_init : tensor<f64>) -> tensor<f64>",
            f"%{slot}_sum = linalg.generic {{indexing_maps = [affine_map<({dims}) -> ({dims})>, "
            f"affine_map<({dims}) -> ({dims})>, affine_map<({dims}) -> ()>], "
            f"iterator_types = [{iterators}]}} "
            f"ins({result}, {expected_name} : {static_t}, {f64_t}) outs(%{slot}_zero : tensor<f64>) {{",
            f"^bb0(%got: {elem}, %want: f64, %acc: f64):",
            f"  %got64 = arith.extf %got : {elem} to f64",
            "  %d = arith.subf %got64, %want : f64",
            "  %d2 = arith.mulf %d, %d : f64",
            "  %w2 = arith.mulf %want, %want : f64",
            f"  %next = arith.addf %acc, {expr} : f64",
            "  linalg.yield %next : f64",
            "} -> tensor<f64>",
            f"%{slot} = tensor.extract %{slot}_sum[] : tensor<f64>",
        ]
    prog.lines += [
        "%err_norm = math.sqrt %err : f64",
        "%ref_norm = math.sqrt %norm : f64",
        # An all-zero (or empty) reference compares absolutely.
        "%tiny = arith.constant 1.0e-300 : f64",
        "%ref_floor = arith.maximumf %ref_norm, %tiny : f64",
        "%rel = arith.divf %err_norm, %ref_floor : f64",
        f"%tol = arith.constant {tol:e} : f64",
        "%ok = arith.cmpf olt, %rel, %tol : f64",
        'vector.print str "rel_l2_error = "',
        "vector.print %rel : f64",
        'vector.print str "pass = "',
        "vector.print %ok : i1",
        "return",
    ]
    print("// Generated by emit_case.py " + " ".join(argv))
    print("func.func @main() {")
    for line in prog.lines:
        print("  " + line)
    print("}")


if __name__ == "__main__":
    main(sys.argv[1:])
