// RUN: dwc-opt --help | FileCheck %s
// CHECK-DAG: --dwc-lower-to-linalg
// CHECK-DAG: --dwc-cpu-pipeline
// CHECK-DAG: --dwc-programmatic-launch
