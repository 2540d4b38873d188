#include <cuda.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <type_traits>

#define CK(x)                                                                  \
  do {                                                                         \
    cudaError_t e = (x);                                                       \
    if (e != cudaSuccess) {                                                    \
      printf("%s:%d %s\n", __FILE__, __LINE__, cudaGetErrorString(e));         \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

__device__ __forceinline__ uint32_t sa(const void *p) {
  return (uint32_t)__cvta_generic_to_shared(p);
}

template <typename T> struct Ty;
template <> struct Ty<__half> {
  static constexpr const char *mma =
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, "
      "{%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\n";
  static __device__ uint32_t pack(float a, float b) {
    __half2 h = __floats2half2_rn(a, b);
    return *(uint32_t *)&h;
  }
  static __host__ __device__ float tof(__half x) { return __half2float(x); }
  static __half fromf(float x) { return __float2half(x); }
  static __device__ uint16_t bits(__half x) { return __half_as_ushort(x); }
};
template <> struct Ty<__nv_bfloat16> {
  static constexpr const char *mma =
      "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0,%1,%2,%3}, "
      "{%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\n";
  static __device__ uint32_t pack(float a, float b) {
    __nv_bfloat162 h = __floats2bfloat162_rn(a, b);
    return *(uint32_t *)&h;
  }
  static __host__ __device__ float tof(__nv_bfloat16 x) { return __bfloat162float(x); }
  static __nv_bfloat16 fromf(float x) { return __float2bfloat16(x); }
  static __device__ uint16_t bits(__nv_bfloat16 x) { return __bfloat16_as_ushort(x); }
};

template <typename T>
__device__ __forceinline__ void mma(float *d, uint32_t a0, uint32_t a1, uint32_t a2,
                                    uint32_t a3, uint32_t b0, uint32_t b1) {
  if constexpr (std::is_same<T, __half>::value)
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "
                 "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\n"
                 : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
                 : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1));
  else
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 "
                 "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\n"
                 : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
                 : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1));
}

/// NHWC tensor-core prototype. A block takes I images x CB channels, whole
/// planes; M = 16 = I images x (16 / I) row streams of R = H * I / 16 rows.
/// The input arrives by 16/8-byte global loads of VW channels at two
/// neighbouring pixels, transposed in registers into channel planes of
/// element pairs [img][c][h][w] (the NCHW batch_mma tile), the products are
/// batch_mma's, and the outputs leave the same way back.
template <int H, int W, int CB, int I> struct NGeo {
  static constexpr int PLANE = H * W, PAIRS = PLANE / 2;
  static constexpr int STREAMS = 16 / I, R = H / STREAMS;
  static constexpr int S0 = (CB * PAIRS + 3) / 4 * 4;
  static constexpr int S = (S0 % 8 == 0) ? S0 + 4 : S0; // words per image
  static constexpr int VW = CB >= 8 ? 8 : CB;            // channels per load
  static constexpr int GROUPS = CB / VW;
  static constexpr int UNITS = I * PAIRS * GROUPS;
  static constexpr int NT = (W + 7) / 8;
  static constexpr int THREADS = CB * NT * 32;
  static constexpr int UPT = (UNITS + THREADS - 1) / THREADS;
  static constexpr int SMEM = I * S * 4;
};

template <int VW> struct Vec;
template <> struct Vec<8> { using type = uint4; static constexpr int WORDS = 4; };
template <> struct Vec<4> { using type = uint2; static constexpr int WORDS = 2; };

template <typename T, int H, int W, int K, int CB, int I, int MODE>
__global__ void __launch_bounds__(NGeo<H, W, CB, I>::THREADS)
    nbm(const T *__restrict__ in, const T *__restrict__ wt, T *__restrict__ out, int N, int C) {
  // MODE 1: no products (the tile leaves as it came); 2: no input loads.
  using G = NGeo<H, W, CB, I>;
  using V = typename Vec<G::VW>::type;
  constexpr int VWORDS = Vec<G::VW>::WORDS;
  constexpr int PAD = K / 2;
  static_assert(H % G::STREAMS == 0, "streams split the rows evenly");
  extern __shared__ __align__(16) uint32_t tile[];
  asm volatile("griddepcontrol.wait;\n" ::: "memory");
  asm volatile("griddepcontrol.launch_dependents;\n" ::);
  const int tid = threadIdx.x, lane = tid % 32, warp = tid / 32;
  const int ci = warp / G::NT, j = warp % G::NT;
  const int g = lane / 4, q = lane % 4;
  const int c0 = blockIdx.x * CB, n0 = blockIdx.z * I;

  // Stage in: every load first, then the transposed pairs.
  V lo[G::UPT], hi[G::UPT];
#pragma unroll
  for (int k = 0; k < G::UPT; ++k) {
    int u = min(tid + k * G::THREADS, G::UNITS - 1);
    int cg = u % G::GROUPS, pp = (u / G::GROUPS) % G::PAIRS, img = u / (G::GROUPS * G::PAIRS);
    const T *src = in + ((size_t)(n0 + img) * G::PLANE + 2 * pp) * C + c0 + cg * G::VW;
    if (MODE != 2) {
      lo[k] = *(const V *)src;
      hi[k] = *(const V *)(src + C);
    } else {
      lo[k] = V{}, hi[k] = V{};
    }
  }
#pragma unroll
  for (int k = 0; k < G::UPT; ++k) {
    int u = tid + k * G::THREADS;
    if (u < G::UNITS) {
      int cg = u % G::GROUPS, pp = (u / G::GROUPS) % G::PAIRS, img = u / (G::GROUPS * G::PAIRS);
      uint32_t *dst = tile + img * G::S + cg * G::VW * G::PAIRS + pp;
      const uint32_t *l = (const uint32_t *)&lo[k], *h = (const uint32_t *)&hi[k];
#pragma unroll
      for (int w = 0; w < VWORDS; ++w) {
        dst[(2 * w) * G::PAIRS] = __byte_perm(l[w], h[w], 0x5410);
        dst[(2 * w + 1) * G::PAIRS] = __byte_perm(l[w], h[w], 0x7632);
      }
    }
  }

  uint32_t bf[K][2];
#pragma unroll
  for (int kh = 0; kh < K; ++kh)
#pragma unroll
    for (int h = 0; h < 2; ++h) {
      uint16_t e[2];
#pragma unroll
      for (int x = 0; x < 2; ++x) {
        int kw = 2 * q + x + 8 * h - g - (4 - PAD);
        e[x] = (kw >= 0 && kw < K) ? Ty<T>::bits(wt[(kh * K + kw) * C + c0 + ci]) : 0;
      }
      bf[kh][h] = (uint32_t)e[0] | ((uint32_t)e[1] << 16);
    }
  __syncthreads();

  const int colA = 8 * j - 4 + 2 * q, colB = colA + 8;
  const bool okA = colA >= 0 && colA < W, okB = colB >= 0 && colB < W;
  const int wA = okA ? colA / 2 : 0, wB = okB ? colB / 2 : 0;
  const int m0 = g, m1 = g + 8;
  const int img0 = m0 % I, img1 = m1 % I, s0 = m0 / I, s1 = m1 / I;
  const uint32_t *b0 = tile + img0 * G::S + ci * G::PAIRS + s0 * G::R * W / 2;
  const uint32_t *b1 = tile + img1 * G::S + ci * G::PAIRS + s1 * G::R * W / 2;
  uint32_t held[G::R][2];
  float acc[K][4];
#pragma unroll
  for (int a = 0; a < K; ++a)
#pragma unroll
    for (int e = 0; e < 4; ++e)
      acc[a][e] = 0.f;
#pragma unroll
  for (int t = 0; t < G::R + 2 * PAD; ++t) {
    const int rs = t - PAD; // input row within the stream
    const bool v0 = s0 * G::R + rs >= 0 && s0 * G::R + rs < H;
    const bool v1 = s1 * G::R + rs >= 0 && s1 * G::R + rs < H;
    const int rw = rs * W / 2;
    uint32_t a0 = (okA && v0) ? b0[rw + wA] : 0u, a1 = (okA && v1) ? b1[rw + wA] : 0u;
    uint32_t a2 = (okB && v0) ? b0[rw + wB] : 0u, a3 = (okB && v1) ? b1[rw + wB] : 0u;
#pragma unroll
    for (int kh = 0; kh < K; ++kh) {
      int r = t - kh;
      if (MODE != 1 && r >= 0 && r < G::R)
        mma<T>(acc[r % K], a0, a1, a2, a3, bf[kh][0], bf[kh][1]);
    }
    const int r = t - 2 * PAD;
    if (r >= 0 && r < G::R) {
      held[r][0] = Ty<T>::pack(acc[r % K][0], acc[r % K][1]);
      held[r][1] = Ty<T>::pack(acc[r % K][2], acc[r % K][3]);
#pragma unroll
      for (int e = 0; e < 4; ++e)
        acc[r % K][e] = 0.f;
    }
  }
  __syncthreads();
  {
    const int col = 8 * j + 2 * q;
    uint32_t *o0 = tile + img0 * G::S + ci * G::PAIRS + s0 * G::R * W / 2;
    uint32_t *o1 = tile + img1 * G::S + ci * G::PAIRS + s1 * G::R * W / 2;
    if (col < W && MODE != 1)
#pragma unroll
      for (int r = 0; r < G::R; ++r) {
        o0[(r * W + col) / 2] = held[r][0];
        o1[(r * W + col) / 2] = held[r][1];
      }
  }
  __syncthreads();
#pragma unroll
  for (int k = 0; k < G::UPT; ++k) {
    int u = tid + k * G::THREADS;
    if (u < G::UNITS) {
      int cg = u % G::GROUPS, pp = (u / G::GROUPS) % G::PAIRS, img = u / (G::GROUPS * G::PAIRS);
      const uint32_t *s = tile + img * G::S + cg * G::VW * G::PAIRS + pp;
      V l, h;
      uint32_t *lw = (uint32_t *)&l, *hw = (uint32_t *)&h;
#pragma unroll
      for (int w = 0; w < VWORDS; ++w) {
        uint32_t x = s[(2 * w) * G::PAIRS], y = s[(2 * w + 1) * G::PAIRS];
        lw[w] = __byte_perm(x, y, 0x5410);
        hw[w] = __byte_perm(x, y, 0x7632);
      }
      T *dst = out + ((size_t)(n0 + img) * G::PLANE + 2 * pp) * C + c0 + cg * G::VW;
      *(V *)dst = l;
      *(V *)(dst + C) = h;
    }
  }
}

/// Checks a kernel (NHWC, filter KxKxC) against a float64 reference on sampled
/// images and channels and times it as back-to-back launches over rotated
/// buffers, beside a device copy of the same bytes.
template <typename T, int H, int W, int K, typename Launch>
void measure(const char *label, int N, int C, Launch launch) {
  size_t elems = (size_t)N * C * H * W;
  int sets = std::max(2, (int)((200u << 20) / (elems * 4)) + 1);
  std::vector<T> hin(elems), hw((size_t)C * K * K);
  srand(1);
  for (auto &x : hin) x = Ty<T>::fromf((rand() / (float)RAND_MAX) * 2 - 1);
  for (auto &x : hw) x = Ty<T>::fromf((rand() / (float)RAND_MAX) * 2 - 1);
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
  for (int n = 0; n < N; n += 3)
    for (int oh = 0; oh < H; ++oh)
      for (int ow = 0; ow < W; ++ow)
        for (int c = 0; c < C; c += (c % 5 == 0 ? 1 : 3)) {
          double s = 0;
          for (int kh = 0; kh < K; ++kh)
            for (int kw = 0; kw < K; ++kw) {
              int ih = oh + kh - P, iw = ow + kw - P;
              if (ih < 0 || ih >= H || iw < 0 || iw >= W) continue;
              s += (double)Ty<T>::tof(hin[(((size_t)n * H + ih) * W + iw) * C + c]) *
                   Ty<T>::tof(hw[(kh * K + kw) * C + c]);
            }
          double o = Ty<T>::tof(hout[(((size_t)n * H + oh) * W + ow) * C + c]);
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
  printf("%-70s %7.2f us  copy %7.2f us  copy/this %.2f  relL2 %.2e unwritten %zu\n", label,
         ts[ts.size() / 2], tc[tc.size() / 2], tc[tc.size() / 2] / ts[ts.size() / 2],
         sqrt(err / ref2), unwritten);
  cudaFree(din);
  cudaFree(dout);
  cudaFree(dw);
}

template <typename T, int H, int W, int K, int CB, int I, int MODE = 0>
void run(const char *name, const char *dt, int N, int C) {
  using G = NGeo<H, W, CB, I>;
  auto kern = nbm<T, H, W, K, CB, I, MODE>;
  CK(cudaFuncSetAttribute(kern, cudaFuncAttributeMaxDynamicSharedMemorySize, G::SMEM));
  int perSM = 0;
  CK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&perSM, kern, G::THREADS, G::SMEM));
  cudaFuncAttributes attr;
  CK(cudaFuncGetAttributes(&attr, kern));
  dim3 grid(C / CB, 1, N / I);
  char label[160];
  snprintf(label, sizeof label, "%-8s %-4s N=%3d nbm%d CB=%2d I=%2d thr=%4d smem=%6d regs=%3d b/SM=%d blocks=%5d:",
           name, dt, N, MODE, CB, I, G::THREADS, G::SMEM, attr.numRegs, perSM, grid.x * grid.z);
  measure<T, H, W, K>(label, N, C, [&](const T *in, const T *w, T *out) {
    cudaLaunchConfig_t config = {};
    config.gridDim = grid;
    config.blockDim = dim3(G::THREADS);
    config.dynamicSmemBytes = G::SMEM;
    cudaLaunchAttribute attribute = {};
    attribute.id = cudaLaunchAttributeProgrammaticStreamSerialization;
    attribute.val.programmaticStreamSerializationAllowed = 1;
    config.attrs = &attribute;
    config.numAttrs = 1;
    CK(cudaLaunchKernelEx(&config, kern, in, w, out, N, C));
  });
}

/// dwc's own kernel from its bundle, launched as dwc's runtime does.
template <typename T, int H, int W, int K>
void runDwc(const char *name, const char *dt, int N, int C, const char *bundle, dim3 grid,
            dim3 block) {
  char path[512], entry[256], label[160];
  snprintf(path, sizeof path, "%s/%s__n%d__%s__nhwc_dw0_kernel.ptx", bundle, name, N, dt);
  snprintf(entry, sizeof entry, "%s__n%d__%s__nhwc_dw0_kernel", name, N, dt);
  CUmodule module;
  CUfunction function;
  if (cuModuleLoad(&module, path) != CUDA_SUCCESS || cuModuleGetFunction(&function, module, entry) != CUDA_SUCCESS) {
    printf("cannot load %s\n", path);
    return;
  }
  snprintf(label, sizeof label, "%-8s %-4s N=%3d dwc grid=(%u,%u,%u) block=%u:", name, dt, N,
           grid.x, grid.y, grid.z, block.x);
  measure<T, H, W, K>(label, N, C, [&](const T *in, const T *w, T *out) {
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
  using F16 = __half;
  const char *bundle = argc > 1 ? argv[1] : "bundle";
  CK(cudaFree(0));
  for (int N : {128}) {
    runDwc<F16, 14, 14, 5>("eb0_dw5b", "f16", N, 480, bundle, dim3(1, 15, N), dim3(128));
    run<F16, 14, 14, 5, 8, 16, 0>("eb0_dw5b", "f16", N, 480);
    run<F16, 14, 14, 5, 8, 8, 0>("eb0_dw5b", "f16", N, 480);
    run<F16, 14, 14, 5, 8, 8, 1>("eb0_dw5b", "f16", N, 480);
    run<F16, 14, 14, 5, 8, 8, 2>("eb0_dw5b", "f16", N, 480);
    run<F16, 14, 14, 5, 16, 8, 0>("eb0_dw5b", "f16", N, 480);
    run<F16, 14, 14, 5, 16, 8, 1>("eb0_dw5b", "f16", N, 480);
    run<F16, 14, 14, 5, 16, 8, 2>("eb0_dw5b", "f16", N, 480);
    run<F16, 14, 14, 5, 4, 16, 1>("eb0_dw5b", "f16", N, 480);
    run<F16, 14, 14, 5, 4, 16, 2>("eb0_dw5b", "f16", N, 480);
  }
  return 0;
}
