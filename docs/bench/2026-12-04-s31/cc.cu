// CUDA-core NHWC KxK stride-1 prototype: does keeping loads in flight while
// the FMAs run (persistent blocks, next item's planes by cp.async into a
// second tile) beat dwc's `shared` schedule on the 16-bit 5x5 14x14 maps?
// A block item is CB channels of one image, whole H x W planes, staged
// pixel-major ((H+K-1) x (W+K-1) pixels of CB + 8 elements, zero halo).
// Thread = one channel, RPT output rows x CPT output columns; each input row
// is read once and feeds all K filter rows (row reuse). Outputs go straight
// to global memory (a warp's 32 channels of one pixel: 64 contiguous bytes)
// or, with STAGEOUT, through a pixel-major tile as 16-byte chunks.
#include <cuda.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CK(x)                                                                  \
  do {                                                                         \
    cudaError_t e = (x);                                                       \
    if (e != cudaSuccess) {                                                    \
      printf("%s:%d %s\n", __FILE__, __LINE__, cudaGetErrorString(e));         \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

using T = __half;

template <int H, int W, int K, int CB, int RPT, int CPT> struct Geo {
  static constexpr int P = K / 2;
  static constexpr int TH = H + K - 1, TW = W + K - 1;
  static constexpr int PC = CB + 8; // elements per tile pixel
  static constexpr int TILE = TH * TW * PC;
  static constexpr int THREADS = CB * (H / RPT) * (W / CPT);
  static constexpr int CHUNKS = H * W * CB / 8;
  static constexpr int OTILE = H * W * PC;
};

template <int H, int W, int K, int CB, int RPT, int CPT>
__device__ __forceinline__ void issueCopy(const T *in, T *tile, int n, int c0, int C, int tid) {
  using G = Geo<H, W, K, CB, RPT, CPT>;
  for (int i = tid; i < G::CHUNKS; i += G::THREADS) {
    int p = i / (CB / 8), sub = i % (CB / 8);
    int h = p / W, w = p % W;
    const T *src = in + ((size_t)n * H * W + p) * C + c0 + sub * 8;
    uint32_t dst = (uint32_t)__cvta_generic_to_shared(
        tile + ((h + G::P) * G::TW + w + G::P) * G::PC + sub * 8);
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(dst), "l"(src));
  }
  asm volatile("cp.async.commit_group;\n" ::);
}

template <int H, int W, int K, int CB, int RPT, int CPT, bool STAGEOUT>
__device__ __forceinline__ void compute(const T *tile, T *otile, const T *wt, T *out, int n,
                                        int c0, int C, int tid) {
  using G = Geo<H, W, K, CB, RPT, CPT>;
  constexpr int IC = CPT + K - 1;
  int c = tid % CB, strip = (tid / CB) % (W / CPT), band = tid / (CB * (W / CPT));
  float w[K][K];
#pragma unroll
  for (int kh = 0; kh < K; ++kh)
#pragma unroll
    for (int kw = 0; kw < K; ++kw) w[kh][kw] = __half2float(wt[(kh * K + kw) * C + c0 + c]);
  float acc[RPT][CPT];
#pragma unroll
  for (int r = 0; r < RPT; ++r)
#pragma unroll
    for (int j = 0; j < CPT; ++j) acc[r][j] = 0.f;
  const T *base = tile + ((band * RPT) * G::TW + strip * CPT) * G::PC + c;
#pragma unroll
  for (int ir = 0; ir < RPT + K - 1; ++ir) {
    float x[IC];
#pragma unroll
    for (int j = 0; j < IC; ++j) x[j] = __half2float(base[(ir * G::TW + j) * G::PC]);
#pragma unroll
    for (int kh = 0; kh < K; ++kh) {
      int r = ir - kh;
      if (r < 0 || r >= RPT) continue;
#pragma unroll
      for (int j = 0; j < CPT; ++j)
#pragma unroll
        for (int kw = 0; kw < K; ++kw) acc[r][j] = fmaf(x[j + kw], w[kh][kw], acc[r][j]);
    }
    int done = ir - (K - 1); // output row finished by this input row
    if (done >= 0) {
      int oh = band * RPT + done;
#pragma unroll
      for (int j = 0; j < CPT; ++j) {
        int ow = strip * CPT + j;
        if constexpr (STAGEOUT)
          otile[(oh * W + ow) * G::PC + c] = __float2half_rn(acc[done][j]);
        else
          out[(((size_t)n * H + oh) * W + ow) * C + c0 + c] = __float2half_rn(acc[done][j]);
      }
    }
  }
}

template <int H, int W, int K, int CB>
__device__ __forceinline__ void storeOut(const T *otile, T *out, int n, int c0, int C, int tid,
                                         int threads) {
  constexpr int PC = CB + 8;
  for (int i = tid; i < H * W * CB / 8; i += threads) {
    int p = i / (CB / 8), sub = i % (CB / 8);
    *(uint4 *)(out + ((size_t)n * H * W + p) * C + c0 + sub * 8) =
        *(const uint4 *)(otile + p * PC + sub * 8);
  }
}

/// One item per block, one tile.
template <int H, int W, int K, int CB, int RPT, int CPT, bool STAGEOUT>
__global__ void __launch_bounds__(Geo<H, W, K, CB, RPT, CPT>::THREADS)
    ccOne(const T *__restrict__ in, const T *__restrict__ wt, T *__restrict__ out, int N, int C) {
  using G = Geo<H, W, K, CB, RPT, CPT>;
  extern __shared__ __align__(16) T smem[];
  T *tile = smem, *otile = smem + G::TILE;
  const int tid = threadIdx.x;
  for (int i = tid; i < G::TILE / 8; i += G::THREADS) ((uint4 *)tile)[i] = make_uint4(0, 0, 0, 0);
  __syncthreads();
  asm volatile("griddepcontrol.wait;\n" ::: "memory");
  asm volatile("griddepcontrol.launch_dependents;\n" ::);
  int n = blockIdx.y, c0 = blockIdx.x * CB;
  issueCopy<H, W, K, CB, RPT, CPT>(in, tile, n, c0, C, tid);
  asm volatile("cp.async.wait_group 0;\n" ::: "memory");
  __syncthreads();
  compute<H, W, K, CB, RPT, CPT, STAGEOUT>(tile, otile, wt, out, n, c0, C, tid);
  if constexpr (STAGEOUT) {
    __syncthreads();
    storeOut<H, W, K, CB>(otile, out, n, c0, C, tid, G::THREADS);
  }
}

/// Persistent blocks: item i+1's planes arrive by cp.async into the other
/// tile while item i computes.
template <int H, int W, int K, int CB, int RPT, int CPT, bool STAGEOUT>
__global__ void __launch_bounds__(Geo<H, W, K, CB, RPT, CPT>::THREADS)
    ccPipe(const T *__restrict__ in, const T *__restrict__ wt, T *__restrict__ out, int N, int C) {
  using G = Geo<H, W, K, CB, RPT, CPT>;
  extern __shared__ __align__(16) T smem[];
  T *otile = smem + 2 * G::TILE;
  const int tid = threadIdx.x;
  for (int i = tid; i < 2 * G::TILE / 8; i += G::THREADS) ((uint4 *)smem)[i] = make_uint4(0, 0, 0, 0);
  __syncthreads();
  asm volatile("griddepcontrol.wait;\n" ::: "memory");
  asm volatile("griddepcontrol.launch_dependents;\n" ::);
  const int groups = C / CB, items = N * groups;
  int item = blockIdx.x;
  if (item < items)
    issueCopy<H, W, K, CB, RPT, CPT>(in, smem, item / groups, (item % groups) * CB, C, tid);
  for (int it = 0; item < items; ++it, item += gridDim.x) {
    int next = item + gridDim.x;
    if (next < items)
      issueCopy<H, W, K, CB, RPT, CPT>(in, smem + ((it + 1) & 1) * G::TILE, next / groups,
                                       (next % groups) * CB, C, tid);
    else
      asm volatile("cp.async.commit_group;\n" ::);
    asm volatile("cp.async.wait_group 1;\n" ::: "memory");
    __syncthreads();
    int n = item / groups, c0 = (item % groups) * CB;
    compute<H, W, K, CB, RPT, CPT, STAGEOUT>(smem + (it & 1) * G::TILE, otile, wt, out, n, c0, C, tid);
    __syncthreads();
    if constexpr (STAGEOUT)
      storeOut<H, W, K, CB>(otile, out, n, c0, C, tid, G::THREADS);
  }
}

/// Checks a kernel (NHWC, filter KxKxC) against a float64 reference on sampled
/// images and channels and times it as back-to-back launches over rotated
/// buffers, beside a device copy of the same bytes.
template <int H, int W, int K, typename Launch>
void measure(const char *label, int N, int C, Launch launch) {
  size_t elems = (size_t)N * C * H * W;
  int sets = std::max(2, (int)((200u << 20) / (elems * 4)) + 1);
  std::vector<T> hin(elems), hw((size_t)C * K * K);
  srand(1);
  for (auto &x : hin) x = __float2half((rand() / (float)RAND_MAX) * 2 - 1);
  for (auto &x : hw) x = __float2half((rand() / (float)RAND_MAX) * 2 - 1);
  T *din, *dout, *dw;
  CK(cudaMalloc(&din, elems * 2 * sets));
  CK(cudaMalloc(&dout, elems * 2 * sets));
  CK(cudaMalloc(&dw, hw.size() * 2));
  for (int s = 0; s < sets; ++s)
    CK(cudaMemcpy(din + s * elems, hin.data(), elems * 2, cudaMemcpyHostToDevice));
  CK(cudaMemcpy(dw, hw.data(), hw.size() * 2, cudaMemcpyHostToDevice));
  CK(cudaMemset(dout, 0xff, elems * 2 * sets));
  auto go = [&](int s) { launch(din + s * elems, dw, dout + s * elems); };
  go(0);
  CK(cudaDeviceSynchronize());
  double err = 0, ref2 = 0;
  size_t unwritten = 0;
  std::vector<T> hout(elems);
  CK(cudaMemcpy(hout.data(), dout, elems * 2, cudaMemcpyDeviceToHost));
  int P = K / 2;
  for (int n = 0; n < N; n += (n % 4 == 3 ? 5 : 1))
    for (int oh = 0; oh < H; ++oh)
      for (int ow = 0; ow < W; ++ow)
        for (int c = 0; c < C; c += (c % 5 == 0 ? 1 : 3)) {
          double s = 0;
          for (int kh = 0; kh < K; ++kh)
            for (int kw = 0; kw < K; ++kw) {
              int ih = oh + kh - P, iw = ow + kw - P;
              if (ih < 0 || ih >= H || iw < 0 || iw >= W) continue;
              s += (double)__half2float(hin[(((size_t)n * H + ih) * W + iw) * C + c]) *
                   __half2float(hw[(kh * K + kw) * C + c]);
            }
          double o = __half2float(hout[(((size_t)n * H + oh) * W + ow) * C + c]);
          if (std::isnan(o)) { ++unwritten; continue; }
          err += (o - s) * (o - s);
          ref2 += s * s;
        }
  cudaEvent_t e0, e1;
  cudaEventCreate(&e0);
  cudaEventCreate(&e1);
  std::vector<float> ts, tc;
  for (int rep = 0; rep < 15; ++rep) {
    float ms;
    cudaEventRecord(e0);
    for (int it = 0; it < 40; ++it) go(it % sets);
    cudaEventRecord(e1);
    cudaEventSynchronize(e1);
    cudaEventElapsedTime(&ms, e0, e1);
    ts.push_back(ms * 1000.f / 40);
    cudaEventRecord(e0);
    for (int it = 0; it < 40; ++it)
      cudaMemcpyAsync(dout + (it % sets) * elems, din + (it % sets) * elems,
                      elems * 2, cudaMemcpyDeviceToDevice);
    cudaEventRecord(e1);
    cudaEventSynchronize(e1);
    cudaEventElapsedTime(&ms, e0, e1);
    tc.push_back(ms * 1000.f / 40);
  }
  std::sort(ts.begin(), ts.end());
  std::sort(tc.begin(), tc.end());
  CK(cudaGetLastError());
  printf("%-84s %7.2f us  copy %7.2f us  copy/this %.2f  relL2 %.2e unwritten %zu\n", label,
         ts[ts.size() / 2], tc[tc.size() / 2], tc[tc.size() / 2] / ts[ts.size() / 2],
         sqrt(err / ref2), unwritten);
  fflush(stdout);
  cudaFree(din);
  cudaFree(dout);
  cudaFree(dw);
}

template <typename Kern>
void launchPdl(Kern kern, dim3 grid, int threads, int smem, const T *in, const T *w, T *out,
               int N, int C) {
  cudaLaunchConfig_t config = {};
  config.gridDim = grid;
  config.blockDim = dim3(threads);
  config.dynamicSmemBytes = smem;
  cudaLaunchAttribute attribute = {};
  attribute.id = cudaLaunchAttributeProgrammaticStreamSerialization;
  attribute.val.programmaticStreamSerializationAllowed = 1;
  config.attrs = &attribute;
  config.numAttrs = 1;
  CK(cudaLaunchKernelEx(&config, kern, in, w, out, N, C));
}

template <int H, int W, int K, int CB, int RPT, int CPT, bool STAGEOUT>
void runOne(const char *name, int N, int C) {
  using G = Geo<H, W, K, CB, RPT, CPT>;
  auto kern = ccOne<H, W, K, CB, RPT, CPT, STAGEOUT>;
  int smem = (G::TILE + (STAGEOUT ? G::OTILE : 0)) * 2;
  CK(cudaFuncSetAttribute(kern, cudaFuncAttributeMaxDynamicSharedMemorySize, smem));
  int perSM = 0;
  CK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&perSM, kern, G::THREADS, smem));
  cudaFuncAttributes attr;
  CK(cudaFuncGetAttributes(&attr, kern));
  dim3 grid(C / CB, N);
  char label[200];
  snprintf(label, sizeof label,
           "%-8s N=%3d one  CB=%2d RPT=%2d CPT=%d SO=%d thr=%3d smem=%6d regs=%3d b/SM=%d blocks=%5d:",
           name, N, CB, RPT, CPT, STAGEOUT, G::THREADS, smem, attr.numRegs, perSM, grid.x * grid.y);
  measure<H, W, K>(label, N, C, [&](const T *in, const T *w, T *out) {
    launchPdl(kern, grid, G::THREADS, smem, in, w, out, N, C);
  });
}

template <int H, int W, int K, int CB, int RPT, int CPT, bool STAGEOUT>
void runPipe(const char *name, int N, int C, int maxPerSM) {
  using G = Geo<H, W, K, CB, RPT, CPT>;
  auto kern = ccPipe<H, W, K, CB, RPT, CPT, STAGEOUT>;
  int smem = (2 * G::TILE + (STAGEOUT ? G::OTILE : 0)) * 2;
  CK(cudaFuncSetAttribute(kern, cudaFuncAttributeMaxDynamicSharedMemorySize, smem));
  int perSM = 0;
  CK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&perSM, kern, G::THREADS, smem));
  int sms = 0;
  CK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
  int items = N * (C / CB);
  int blocks = std::min(items, sms * std::min(perSM, maxPerSM));
  cudaFuncAttributes attr;
  CK(cudaFuncGetAttributes(&attr, kern));
  char label[200];
  snprintf(label, sizeof label,
           "%-8s N=%3d pipe CB=%2d RPT=%2d CPT=%d SO=%d thr=%3d smem=%6d regs=%3d b/SM=%d blocks=%5d items=%5d:",
           name, N, CB, RPT, CPT, STAGEOUT, G::THREADS, smem, attr.numRegs, perSM, blocks, items);
  measure<H, W, K>(label, N, C, [&](const T *in, const T *w, T *out) {
    launchPdl(kern, dim3(blocks), G::THREADS, smem, in, w, out, N, C);
  });
}

/// dwc's own kernel from its bundle, launched as dwc's runtime does.
template <int H, int W, int K>
void runDwc(const char *name, int N, int C, const char *bundle, dim3 grid, dim3 block) {
  char path[512], entry[256], label[200];
  snprintf(path, sizeof path, "%s/%s__n%d__f16__nhwc_dw0_kernel.ptx", bundle, name, N);
  snprintf(entry, sizeof entry, "%s__n%d__f16__nhwc_dw0_kernel", name, N);
  CUmodule module;
  CUfunction function;
  if (cuModuleLoad(&module, path) != CUDA_SUCCESS ||
      cuModuleGetFunction(&function, module, entry) != CUDA_SUCCESS) {
    printf("cannot load %s\n", path);
    return;
  }
  snprintf(label, sizeof label, "%-8s N=%3d dwc grid=(%u,%u,%u) block=%u:", name, N, grid.x,
           grid.y, grid.z, block.x);
  measure<H, W, K>(label, N, C, [&](const T *in, const T *w, T *out) {
    void *args[] = {&w, &in, &out};
    CUlaunchConfig config = {};
    config.gridDimX = grid.x, config.gridDimY = grid.y, config.gridDimZ = grid.z;
    config.blockDimX = block.x, config.blockDimY = block.y, config.blockDimZ = block.z;
    CUlaunchAttribute attribute = {};
    attribute.id = CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION;
    attribute.value.programmaticStreamSerializationAllowed = 1;
    config.attrs = &attribute;
    config.numAttrs = 1;
    if (cuLaunchKernelEx(&config, function, args, nullptr) != CUDA_SUCCESS)
      printf("launch failed\n");
  });
  cuModuleUnload(module);
}

int main(int argc, char **argv) {
  const char *bundle = argc > 1 ? argv[1] : "bundle";
  bool profile = argc > 2;
  CK(cudaFree(0));
  if (profile) {
    runDwc<14, 14, 5>("eb0_dw5b", 128, 480, bundle, dim3(1, 15, 128), dim3(128));
    runOne<14, 14, 5, 32, 7, 7, true>("eb0_dw5b", 128, 480);
    return 0;
  }
  for (int N : {128, 32}) {
    runDwc<14, 14, 5>("eb0_dw5b", N, 480, bundle, dim3(1, 15, N), dim3(128));
    runOne<14, 14, 5, 32, 7, 7, true>("eb0_dw5b", N, 480);
    runOne<14, 14, 5, 32, 7, 7, false>("eb0_dw5b", N, 480);
    runOne<14, 14, 5, 32, 14, 7, false>("eb0_dw5b", N, 480);
    runOne<14, 14, 5, 16, 7, 7, false>("eb0_dw5b", N, 480);
    runPipe<14, 14, 5, 32, 7, 7, false>("eb0_dw5b", N, 480, 8);
    runPipe<14, 14, 5, 32, 7, 7, true>("eb0_dw5b", N, 480, 8);
    runPipe<14, 14, 5, 32, 14, 7, false>("eb0_dw5b", N, 480, 8);
    runPipe<14, 14, 5, 16, 7, 7, false>("eb0_dw5b", N, 480, 8);
    runPipe<14, 14, 5, 32, 7, 7, false>("eb0_dw5b", N, 480, 2);
    runDwc<14, 14, 5>("eb0_dw5c", N, 672, bundle, dim3(1, 21, N), dim3(128));
    runOne<14, 14, 5, 32, 7, 7, false>("eb0_dw5c", N, 672);
    runPipe<14, 14, 5, 32, 7, 7, false>("eb0_dw5c", N, 672, 8);
    runPipe<14, 14, 5, 32, 14, 7, false>("eb0_dw5c", N, 672, 8);
  }
  return 0;
}
