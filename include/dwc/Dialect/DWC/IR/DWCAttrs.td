//===- DWCAttrs.td - dwc attributes and enums ---------------*- tablegen -*-===//

#ifndef DWC_DIALECT_DWC_IR_DWCATTRS_TD
#define DWC_DIALECT_DWC_IR_DWCATTRS_TD

include "dwc/Dialect/DWC/IR/DWCDialect.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"

def DWC_Layout : I32EnumAttr<"Layout", "activation tensor layout", [
    I32EnumAttrCase<"NCHW", 0, "nchw">,
    I32EnumAttrCase<"NHWC", 1, "nhwc">
  ]> {
  let cppNamespace = "::mlir::dwc";
  let genSpecializedAttr = 0;
}
def DWC_LayoutAttr : EnumAttr<DWC_Dialect, DWC_Layout, "layout">;

def DWC_Activation : I32EnumAttr<"Activation", "elementwise activation", [
    I32EnumAttrCase<"None", 0, "none">,
    I32EnumAttrCase<"Relu", 1, "relu">,
    I32EnumAttrCase<"Relu6", 2, "relu6">,
    I32EnumAttrCase<"Silu", 3, "silu">
  ]> {
  let cppNamespace = "::mlir::dwc";
  let genSpecializedAttr = 0;
}
def DWC_ActivationAttr : EnumAttr<DWC_Dialect, DWC_Activation, "activation">;

#endif // DWC_DIALECT_DWC_IR_DWCATTRS_TD
