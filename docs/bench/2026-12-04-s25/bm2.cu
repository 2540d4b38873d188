// Prototype: NCHW 16-bit stride-1 depthwise on tensor cores with 16 images
// as the mma's M. Whole planes of CI channels of 16 images are staged by
// 16-byte cp.async as contiguous runs (no padded rows), double-buffered over
// persistent items; each warp owns one 8-column output tile of one channel,
// reads its A fragments with conflict-free 4-byte shared loads (the image
// stride is padded, not the rows), multiplies each input row by all K banded
// filter rows into K rotating accumulators, and the output planes leave
// through a workgroup tile as 16-byte stores.
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

/// Geometry: planes of H x W 16-bit elements, CI channels per item, CHUNK-byte
/// copies. S is the image stride in 4-byte words: at least CI planes, a
/// multiple of 4 (16-byte rows) and an odd multiple of 4 modulo 32, so that
/// the 8 images a warp's lanes read at once fall in distinct banks.
template <int H, int W, int CI> struct Geo {
  static constexpr int PLANE = H * W;             // elements
  static constexpr int RUN = CI * PLANE;          // elements per image and item
  static constexpr int S0 = (RUN / 2 + 3) / 4 * 4; // words, multiple of 4
  static constexpr int S = (S0 % 8 == 0) ? S0 + 4 : S0;
  static constexpr int CHUNK = (RUN * 2) % 16 == 0 ? 16 : 8;
  static constexpr int CPI = RUN * 2 / CHUNK;      // chunks per image
  static constexpr int NT = (W + 7) / 8;
  static constexpr int BUF = 16 * S;               // words per buffer
  static constexpr int SMEM_DIRECT = 2 * BUF * 4;
};

// SKIP 1: no products (staging only); 2: outputs stored straight from the
// fragments as element pairs (no output tile, two buffers of workgroup memory);
// 4: wait for the previous grid and signal dependents at entry (launched with
// programmatic stream serialization); 8: finished rows stay in registers as
// element pairs and go into the input tile after a barrier (one buffer of
// workgroup memory, one item per block).
template <typename T, int H, int W, int K, int CI, int SKIP>
__global__ void __launch_bounds__(CI *((W + 7) / 8) * 32)
    bm2(const T *__restrict__ in, const T *__restrict__ wt, T *__restrict__ out,
        int N, int C, int buffers) {
  using G = Geo<H, W, CI>;
  constexpr int PAD = K / 2;
  static_assert(PAD <= 4 && K <= 9, "window must fit the 16-column A");
  constexpr int THREADS = CI * G::NT * 32;
  extern __shared__ __align__(16) uint32_t words[];
  uint32_t *outTile = words + buffers * G::BUF;
  if (SKIP & 4) {
    asm volatile("griddepcontrol.wait;\n" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;\n" ::);
  }
  const int tid = threadIdx.x, lane = tid % 32, warp = tid / 32;
  const int ci = warp / G::NT, j = warp % G::NT;
  const int g = lane / 4, q = lane % 4;
  const int groups = C / CI, items = groups * (N / 16);

  auto issue = [&](int item, int buf) {
    if (item < items) {
      int c0 = (item % groups) * CI, n0 = (item / groups) * 16;
      uint32_t base = sa(words + buf * G::BUF);
      for (int idx = tid; idx < 16 * G::CPI; idx += THREADS) {
        int img = idx / G::CPI, part = idx % G::CPI;
        const T *src = in + ((size_t)(n0 + img) * C + c0) * G::PLANE + part * (G::CHUNK / 2);
        uint32_t dst = base + (img * G::S) * 4 + part * G::CHUNK;
        if constexpr (G::CHUNK == 16)
          asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(dst), "l"(src));
        else
          asm volatile("cp.async.ca.shared.global [%0], [%1], 8;\n" ::"r"(dst), "l"(src));
      }
    }
    asm volatile("cp.async.commit_group;\n" ::);
  };

  // A chunk k of a row holds input columns 8k-4 .. 8k+3; a lane's word is
  // columns 8k-4+2q and +1 (both in or both out of the row: W is even).
  const int colA = 8 * j - 4 + 2 * q, colB = colA + 8;
  const bool okA = colA >= 0 && colA < W, okB = colB >= 0 && colB < W;
  const int wA = okA ? colA / 2 : 0, wB = okB ? colB / 2 : 0;

  int item = blockIdx.x;
  issue(item, 0);
  for (int k = 0; item < items; ++k, item += gridDim.x) {
    issue(item + gridDim.x, (k + 1) % 2);
    const int c0 = (item % groups) * CI, n0 = (item / groups) * 16;
    uint32_t bf[K][2];
#pragma unroll
    for (int kh = 0; kh < K; ++kh)
#pragma unroll
      for (int h = 0; h < 2; ++h) {
        uint16_t e[2];
#pragma unroll
        for (int x = 0; x < 2; ++x) {
          int kw = 2 * q + x + 8 * h - g - (4 - PAD);
          e[x] = (kw >= 0 && kw < K) ? Ty<T>::bits(wt[((c0 + ci) * K + kh) * K + kw]) : 0;
        }
        bf[kh][h] = (uint32_t)e[0] | ((uint32_t)e[1] << 16);
      }
    asm volatile("cp.async.wait_group 1;\n" ::);
    __syncthreads();
    const uint32_t *b0 = words + (k % 2) * G::BUF + g * G::S + ci * (G::PLANE / 2);
    const uint32_t *b1 = b0 + 8 * G::S;
    uint32_t *o0 = outTile + g * G::S + ci * (G::PLANE / 2);
    uint32_t *o1 = o0 + 8 * G::S;
    T *g0 = out + ((size_t)(n0 + g) * C + c0 + ci) * G::PLANE;
    T *g1 = g0 + 8 * (size_t)C * G::PLANE;
    if (SKIP & 8)
      o0 = words + g * G::S + ci * (G::PLANE / 2), o1 = o0 + 8 * G::S;
    uint32_t held[(SKIP & 8) ? H : 1][2];
    float acc[K][4];
#pragma unroll
    for (int a = 0; a < K; ++a)
#pragma unroll
      for (int e = 0; e < 4; ++e)
        acc[a][e] = 0.f;
#pragma unroll
    for (int t = 0; t < H; ++t) {
      if (!(SKIP & 1)) {
        const int rw = t * W / 2;
        uint32_t a0 = okA ? b0[rw + wA] : 0u, a1 = okA ? b1[rw + wA] : 0u;
        uint32_t a2 = okB ? b0[rw + wB] : 0u, a3 = okB ? b1[rw + wB] : 0u;
#pragma unroll
        for (int kh = 0; kh < K; ++kh) {
          int r = t - kh + PAD;
          if (r >= 0 && r < H)
            mma<T>(acc[r % K], a0, a1, a2, a3, bf[kh][0], bf[kh][1]);
        }
      }
      // Output rows whose last input row this was.
#pragma unroll
      for (int r = (t == H - 1 ? t - PAD : t - PAD); r <= (t == H - 1 ? H - 1 : t - PAD); ++r) {
        if (r < 0)
          continue;
        int col = 8 * j + 2 * q;
        if (col < W) {
          if (SKIP & 8) {
            held[(SKIP & 8) ? r : 0][0] = Ty<T>::pack(acc[r % K][0], acc[r % K][1]);
            held[(SKIP & 8) ? r : 0][1] = Ty<T>::pack(acc[r % K][2], acc[r % K][3]);
          } else if (SKIP & 2) {
            *(uint32_t *)(g0 + r * W + col) = Ty<T>::pack(acc[r % K][0], acc[r % K][1]);
            *(uint32_t *)(g1 + r * W + col) = Ty<T>::pack(acc[r % K][2], acc[r % K][3]);
          } else {
            o0[(r * W + col) / 2] = Ty<T>::pack(acc[r % K][0], acc[r % K][1]);
            o1[(r * W + col) / 2] = Ty<T>::pack(acc[r % K][2], acc[r % K][3]);
          }
        }
#pragma unroll
        for (int e = 0; e < 4; ++e)
          acc[r % K][e] = 0.f;
      }
    }
    if (SKIP & 2) {
      __syncthreads(); // the buffer read here is refilled next
      continue;
    }
    __syncthreads();
    if (SKIP & 8) {
      // Every warp has read its input rows: the tile takes the outputs.
      outTile = words;
      const int col = 8 * j + 2 * q;
#pragma unroll
      for (int r = 0; r < H; ++r)
        if (col < W) {
          o0[(r * W + col) / 2] = held[(SKIP & 8) ? r : 0][0];
          o1[(r * W + col) / 2] = held[(SKIP & 8) ? r : 0][1];
        }
      __syncthreads();
    }
    for (int idx = tid; idx < 16 * G::CPI; idx += THREADS) {
      int img = idx / G::CPI, part = idx % G::CPI;
      T *dst = out + ((size_t)(n0 + img) * C + c0) * G::PLANE + part * (G::CHUNK / 2);
      const uint32_t *s = outTile + img * G::S + part * (G::CHUNK / 4);
      if constexpr (G::CHUNK == 16)
        *(uint4 *)dst = *(const uint4 *)s;
      else
        *(uint2 *)dst = *(const uint2 *)s;
    }
  }
  asm volatile("cp.async.wait_group 0;\n" ::);
}

/// One item per block: 16 images x CI channels x a band of BAND output rows,
/// the band's input rows (BAND + K - 1, the map's edges not copied) staged
/// per image and channel as one run, the output band leaving as one run per
/// image and channel. PDL: wait for the previous grid and signal at entry.
template <int H, int W, int K, int CI, int BAND> struct Band {
  static constexpr int PAD = K / 2;
  static constexpr int TR = BAND + 2 * PAD;  // tile rows, padding rows unused
  static constexpr int NT = (W + 7) / 8;
  static constexpr int stride(int words) {   // words: a multiple of 4, 4 mod 8
    return ((words + 3) / 4 * 4) % 8 == 0 ? (words + 3) / 4 * 4 + 4 : (words + 3) / 4 * 4;
  }
  static constexpr int SIN = stride(CI * TR * W / 2);
  static constexpr int SOUT = stride(CI * BAND * W / 2);
  static constexpr int SMEM = 16 * (SIN + SOUT) * 4;
  static constexpr int THREADS = CI * NT * 32;
};

/// Copies `count` bytes from `src` to workgroup address `dst` by `threads`
/// threads in the widest chunks that the three allow.
__device__ __forceinline__ void copyRun(uint32_t dst, const char *src, int bytes, int first,
                                        int step) {
  bool wide = ((dst | (uint32_t)(uintptr_t)src | (uint32_t)bytes) & 15) == 0;
  bool mid = ((dst | (uint32_t)(uintptr_t)src | (uint32_t)bytes) & 7) == 0;
  if (wide) {
    for (int o = first * 16; o < bytes; o += step * 16)
      asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(dst + o), "l"(src + o));
  } else if (mid) {
    for (int o = first * 8; o < bytes; o += step * 8)
      asm volatile("cp.async.ca.shared.global [%0], [%1], 8;\n" ::"r"(dst + o), "l"(src + o));
  } else {
    for (int o = first * 4; o < bytes; o += step * 4)
      asm volatile("cp.async.ca.shared.global [%0], [%1], 4;\n" ::"r"(dst + o), "l"(src + o));
  }
}

template <typename T, int H, int W, int K, int CI, int BAND, int PDL>
__global__ void __launch_bounds__(Band<H, W, K, CI, BAND>::THREADS)
    bm3(const T *__restrict__ in, const T *__restrict__ wt, T *__restrict__ out, int N, int C) {
  using G = Band<H, W, K, CI, BAND>;
  constexpr int PAD = G::PAD;
  extern __shared__ __align__(16) uint32_t words[];
  uint32_t *outTile = words + 16 * G::SIN;
  if (PDL) {
    asm volatile("griddepcontrol.wait;\n" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;\n" ::);
  }
  const int tid = threadIdx.x, lane = tid % 32, warp = tid / 32;
  const int ci = warp / G::NT, j = warp % G::NT;
  const int g = lane / 4, q = lane % 4;
  const int c0 = blockIdx.x * CI, oh0 = blockIdx.y * BAND, n0 = blockIdx.z * 16;
  const int lo = max(0, oh0 - PAD), hi = min(H, oh0 + BAND + PAD);
  const int outRows = min(BAND, H - oh0);
  // Copy: one run per image and channel; warps take runs in turn.
  {
    const int runs = 16 * CI, warps = G::THREADS / 32;
    for (int run = warp; run < runs; run += warps) {
      int img = run / CI, cc = run % CI;
      const T *src = in + (((size_t)(n0 + img) * C + c0 + cc) * H + lo) * W;
      uint32_t dst = sa(words + img * G::SIN + cc * (G::TR * W / 2)) +
                     (lo - (oh0 - PAD)) * W * 2;
      copyRun(dst, (const char *)src, (hi - lo) * W * 2, lane, 32);
    }
    asm volatile("cp.async.commit_group;\n" ::);
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
        e[x] = (kw >= 0 && kw < K) ? Ty<T>::bits(wt[((c0 + ci) * K + kh) * K + kw]) : 0;
      }
      bf[kh][h] = (uint32_t)e[0] | ((uint32_t)e[1] << 16);
    }
  const int colA = 8 * j - 4 + 2 * q, colB = colA + 8;
  const bool okA = colA >= 0 && colA < W, okB = colB >= 0 && colB < W;
  const int wA = okA ? colA / 2 : 0, wB = okB ? colB / 2 : 0;
  asm volatile("cp.async.wait_group 0;\n" ::);
  __syncthreads();
  const uint32_t *b0 = words + g * G::SIN + ci * (G::TR * W / 2);
  const uint32_t *b1 = b0 + 8 * G::SIN;
  uint32_t *o0 = outTile + g * G::SOUT + ci * (BAND * W / 2);
  uint32_t *o1 = o0 + 8 * G::SOUT;
  float acc[K][4];
#pragma unroll
  for (int a = 0; a < K; ++a)
#pragma unroll
    for (int e = 0; e < 4; ++e)
      acc[a][e] = 0.f;
#pragma unroll
  for (int tt = 0; tt < G::TR; ++tt) {
    const int ih = oh0 - PAD + tt;
    if (ih >= 0 && ih < H) {
      const int rw = tt * W / 2;
      uint32_t a0 = okA ? b0[rw + wA] : 0u, a1 = okA ? b1[rw + wA] : 0u;
      uint32_t a2 = okB ? b0[rw + wB] : 0u, a3 = okB ? b1[rw + wB] : 0u;
#pragma unroll
      for (int kh = 0; kh < K; ++kh) {
        int r = tt - kh;
        if (r >= 0 && r < BAND)
          mma<T>(acc[r % K], a0, a1, a2, a3, bf[kh][0], bf[kh][1]);
      }
    }
    const int r = tt - 2 * PAD; // output row whose last tap row this was
    if (r >= 0) {
      int col = 8 * j + 2 * q;
      if (col < W && r < outRows) {
        o0[(r * W + col) / 2] = Ty<T>::pack(acc[r % K][0], acc[r % K][1]);
        o1[(r * W + col) / 2] = Ty<T>::pack(acc[r % K][2], acc[r % K][3]);
      }
#pragma unroll
      for (int e = 0; e < 4; ++e)
        acc[r % K][e] = 0.f;
    }
  }
  __syncthreads();
  {
    const int runs = 16 * CI, warps = G::THREADS / 32;
    for (int run = warp; run < runs; run += warps) {
      int img = run / CI, cc = run % CI;
      char *dst = (char *)(out + (((size_t)(n0 + img) * C + c0 + cc) * H + oh0) * W);
      const char *src = (const char *)(outTile + img * G::SOUT + cc * (BAND * W / 2));
      int bytes = outRows * W * 2;
      bool wide = (((uint32_t)(uintptr_t)dst | (uint32_t)(uintptr_t)src | (uint32_t)bytes) & 15) == 0;
      bool mid = (((uint32_t)(uintptr_t)dst | (uint32_t)(uintptr_t)src | (uint32_t)bytes) & 7) == 0;
      if (wide)
        for (int o = lane * 16; o < bytes; o += 32 * 16)
          *(uint4 *)(dst + o) = *(const uint4 *)(src + o);
      else if (mid)
        for (int o = lane * 8; o < bytes; o += 32 * 8)
          *(uint2 *)(dst + o) = *(const uint2 *)(src + o);
      else
        for (int o = lane * 4; o < bytes; o += 32 * 4)
          *(uint32_t *)(dst + o) = *(const uint32_t *)(src + o);
    }
  }
}

/// Checks a kernel against a float64 reference on sampled planes and times
/// it as back-to-back launches over rotated buffers, beside a device copy of
/// the same bytes. LAUNCH(set, in, filter, out) launches it once.
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
    for (int c = 0; c < C; c += (c % 5 == 0 ? 1 : 3))
      for (int oh = 0; oh < H; ++oh)
        for (int ow = 0; ow < W; ++ow) {
          double s = 0;
          for (int kh = 0; kh < K; ++kh)
            for (int kw = 0; kw < K; ++kw) {
              int ih = oh + kh - P, iw = ow + kw - P;
              if (ih < 0 || ih >= H || iw < 0 || iw >= W) continue;
              s += (double)Ty<T>::tof(hin[((size_t)(n * C + c) * H + ih) * W + iw]) *
                   Ty<T>::tof(hw[(c * K + kh) * K + kw]);
            }
          double o = Ty<T>::tof(hout[((size_t)(n * C + c) * H + oh) * W + ow]);
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
  printf("%-72s %7.2f us  copy %7.2f us  copy/this %.2f  relL2 %.2e unwritten %zu\n", label,
         ts[ts.size() / 2], tc[tc.size() / 2], tc[tc.size() / 2] / ts[ts.size() / 2],
         sqrt(err / ref2), unwritten);
  cudaFree(din);
  cudaFree(dout);
  cudaFree(dw);
}

template <typename T, int H, int W, int K, int CI, int SKIP = 0>
void run(const char *name, const char *dt, int N, int C, int persist) {
  using G = Geo<H, W, CI>;
  auto kern = bm2<T, H, W, K, CI, SKIP>;
  constexpr int THREADS = CI * G::NT * 32;
  // One block per item needs no second input buffer.
  const int buffers = persist ? 2 : 1;
  const int smem = (SKIP & 8)   ? G::BUF * 4
                   : (SKIP & 2) ? G::SMEM_DIRECT
                                : (buffers + 1) * G::BUF * 4;
  CK(cudaFuncSetAttribute(kern, cudaFuncAttributeMaxDynamicSharedMemorySize, smem));
  int perSM = 0;
  CK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&perSM, kern, THREADS, smem));
  cudaFuncAttributes attr;
  CK(cudaFuncGetAttributes(&attr, kern));
  int items = (C / CI) * (N / 16);
  int grid = persist ? std::min(items, 132 * perSM * persist) : items;
  char label[160];
  snprintf(label, sizeof label, "%-8s %-4s N=%3d bm2 CI=%d warps=%d skip=%d P=%d smem=%6d regs=%3d b/SM=%d grid=%5d:",
           name, dt, N, CI, THREADS / 32, SKIP, persist, smem, attr.numRegs, perSM, grid);
  measure<T, H, W, K>(label, N, C, [&](const T *in, const T *w, T *out) {
    cudaLaunchConfig_t config = {};
    config.gridDim = dim3(grid);
    config.blockDim = dim3(THREADS);
    config.dynamicSmemBytes = smem;
    cudaLaunchAttribute attribute = {};
    attribute.id = cudaLaunchAttributeProgrammaticStreamSerialization;
    attribute.val.programmaticStreamSerializationAllowed = 1;
    config.attrs = &attribute;
    config.numAttrs = (SKIP & 4) ? 1 : 0;
    CK(cudaLaunchKernelEx(&config, kern, in, w, out, N, C, buffers));
  });
}

/// dwc's own kernel from its bundle (PTX, entry and launch shape as the
/// manifest gives them), launched as dwc's runtime does: with programmatic
/// stream serialization (PDL=1) or in plain stream order (PDL=0).
template <typename T, int H, int W, int K>
void runDwc(const char *name, const char *dt, int N, int C, const char *bundle, dim3 grid,
            dim3 block, int pdl) {
  char path[512], entry[256], label[160];
  snprintf(path, sizeof path, "%s/%s__n%d__%s__nchw_dw0_kernel.ptx", bundle, name, N, dt);
  snprintf(entry, sizeof entry, "%s__n%d__%s__nchw_dw0_kernel", name, N, dt);
  CUmodule module;
  CUfunction function;
  if (cuModuleLoad(&module, path) != CUDA_SUCCESS || cuModuleGetFunction(&function, module, entry) != CUDA_SUCCESS) {
    printf("cannot load %s\n", path);
    return;
  }
  snprintf(label, sizeof label, "%-8s %-4s N=%3d dwc PDL=%d grid=(%u,%u,%u) block=%u:", name, dt, N, pdl,
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
    config.numAttrs = pdl ? 1 : 0;
    if (cuLaunchKernelEx(&config, function, args, nullptr) != CUDA_SUCCESS)
      printf("launch failed\n");
  });
  cuModuleUnload(module);
}

template <typename T, int H, int W, int K, int CI, int BAND, int PDL>
void run3(const char *name, const char *dt, int N, int C) {
  using G = Band<H, W, K, CI, BAND>;
  auto kern = bm3<T, H, W, K, CI, BAND, PDL>;
  CK(cudaFuncSetAttribute(kern, cudaFuncAttributeMaxDynamicSharedMemorySize, G::SMEM));
  int perSM = 0;
  CK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&perSM, kern, G::THREADS, G::SMEM));
  cudaFuncAttributes attr;
  CK(cudaFuncGetAttributes(&attr, kern));
  dim3 grid(C / CI, (H + BAND - 1) / BAND, N / 16);
  char label[160];
  snprintf(label, sizeof label, "%-8s %-4s N=%3d bm3 CI=%d band=%2d PDL=%d warps=%d smem=%6d regs=%3d b/SM=%d blocks=%5d:",
           name, dt, N, CI, BAND, PDL, G::THREADS / 32, G::SMEM, attr.numRegs, perSM,
           grid.x * grid.y * grid.z);
  measure<T, H, W, K>(label, N, C, [&](const T *in, const T *w, T *out) {
    cudaLaunchConfig_t config = {};
    config.gridDim = grid;
    config.blockDim = dim3(G::THREADS);
    config.dynamicSmemBytes = G::SMEM;
    cudaLaunchAttribute attribute = {};
    attribute.id = cudaLaunchAttributeProgrammaticStreamSerialization;
    attribute.val.programmaticStreamSerializationAllowed = 1;
    config.attrs = &attribute;
    config.numAttrs = PDL ? 1 : 0;
    CK(cudaLaunchKernelEx(&config, kern, in, w, out, N, C));
  });
}

int main(int argc, char **argv) {
  using F16 = __half;
  using BF16 = __nv_bfloat16;
  const char *bundle = argc > 1 ? argv[1] : "bundle";
  CK(cudaFree(0)); // a context for the driver API's module loads
  for (int N : {32, 128}) {
    runDwc<F16, 28, 28, 5>("eb0_dw5a", "f16", N, 240, bundle, dim3(1, 60, N), dim3(64), 1);
    run<F16, 28, 28, 5, 1, 4>("eb0_dw5a", "f16", N, 240, 0);
    run<F16, 28, 28, 5, 1, 12>("eb0_dw5a", "f16", N, 240, 0);
    run<BF16, 28, 28, 5, 1, 12>("eb0_dw5a", "bf16", N, 240, 0);
    runDwc<F16, 14, 14, 5>("eb0_dw5b", "f16", N, 480, bundle, dim3(1, 30, N), dim3(64), 1);
    run<F16, 14, 14, 5, 2, 4>("eb0_dw5b", "f16", N, 480, 0);
    run<F16, 14, 14, 5, 2, 12>("eb0_dw5b", "f16", N, 480, 0);
    runDwc<F16, 14, 14, 5>("eb0_dw5c", "f16", N, 672, bundle, dim3(1, 42, N), dim3(64), 1);
    run<F16, 14, 14, 5, 2, 4>("eb0_dw5c", "f16", N, 672, 0);
    run<F16, 14, 14, 5, 2, 12>("eb0_dw5c", "f16", N, 672, 0);
    runDwc<F16, 28, 28, 7>("cnx2", "f16", N, 192, bundle, dim3(1, 48, N), dim3(256), 1);
    run<F16, 28, 28, 7, 1, 4>("cnx2", "f16", N, 192, 0);
    run<F16, 28, 28, 7, 1, 12>("cnx2", "f16", N, 192, 0);
  }
  return 0;
}
