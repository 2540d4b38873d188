//===- DWCDialect.td - dwc dialect definition --------------*- tablegen -*-===//

#ifndef DWC_DIALECT_DWC_IR_DWCDIALECT_TD
#define DWC_DIALECT_DWC_IR_DWCDIALECT_TD

include "mlir/IR/OpBase.td"

def DWC_Dialect : Dialect {
  let name = "dwc";
  let cppNamespace = "::mlir::dwc";
  let summary = "Depthwise, pointwise and depthwise-separable convolutions";
  let description = [{
    The `dwc` dialect models the convolutions of depthwise-separable networks
    (MobileNet, EfficientNet) as tensor ops in destination-passing style:
    depthwise, pointwise (1x1) and their fusion, forward and backward. Ops
    carry their geometry (strides, dilations, explicit padding, layout) and an
    optional epilogue (per-channel bias and activation) so that dwc's GPU
    passes see the whole layer, while `dwc-lower-to-linalg` gives each op its
    exact reference semantics in upstream linalg.
  }];
  let useDefaultAttributePrinterParser = 1;
  // The tiles of TilingInterface slice, pad and index with these.
  let dependentDialects = ["::mlir::affine::AffineDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::tensor::TensorDialect"];
}

class DWC_Op<string mnemonic, list<Trait> traits = []>
    : Op<DWC_Dialect, mnemonic, traits>;

#endif // DWC_DIALECT_DWC_IR_DWCDIALECT_TD
