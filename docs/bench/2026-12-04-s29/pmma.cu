// NHWC tensor-core prototype with channel pairs: the product's K runs over
// 8 input columns x 2 channels, its N over 4 output columns x 2 channels, and
// B is the filter row of the pair laid out block-diagonally (5 of 16 K
// entries per N column are taps). A row of A is 4 pixels x 2 channels, 16
// contiguous bytes of a channel-pair plane in workgroup memory, so the input
// arrives by 4-byte cp.async straight into the planes (no register
// transposes) and ldmatrix reads A. M = images x column groups. Each warp
// owns one channel pair's plane and walks its input rows: one A per input
// row serves all K filter rows into K rotating accumulators (row reuse).
// Finished output rows go into the warp's own plane over input rows it has
// consumed; after a barrier the block's outputs leave as 16-byte NHWC chunks.
#include <cuda.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <type_traits>
#include <vector>

#define CK(x)                                                                  \
  do {                                                                         \
    cudaError_t e = (x);                                                       \
    if (e != cudaSuccess) {                                                    \
      printf("%s:%d %s\n", __FILE__, __LINE__, cudaGetErrorString(e));         \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

template <typename T> struct Ty;
template <> struct Ty<__half> {
  static __device__ uint32_t pack(float lo, float hi) {
    __half2 h = __floats2half2_rn(lo, hi);
    return *(uint32_t *)&h;
  }
  static __host__ __device__ float tof(__half x) { return __half2float(x); }
  static __half fromf(float x) { return __float2half(x); }
  static __device__ uint16_t bits(__half x) { return __half_as_ushort(x); }
};
template <> struct Ty<__nv_bfloat16> {
  static __device__ uint32_t pack(float lo, float hi) {
    __nv_bfloat162 h = __floats2bfloat162_rn(lo, hi);
    return *(uint32_t *)&h;
  }
  static __host__ __device__ float tof(__nv_bfloat16 x) { return __bfloat162float(x); }
  static __nv_bfloat16 fromf(float x) { return __float2bfloat16(x); }
  static __device__ uint16_t bits(__nv_bfloat16 x) { return __bfloat16_as_ushort(x); }
};

template <typename T>
__device__ __forceinline__ void mma(float *d, const uint32_t *a, uint32_t b0, uint32_t b1) {
  if constexpr (std::is_same<T, __half>::value)
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "
                 "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\n"
                 : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1));
  else
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 "
                 "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\n"
                 : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1));
}

/// Geometry of a block: IMG images x CB channels, whole maps of H x W
/// (stride 1, K x K window, padding K / 2).
template <int H, int W, int K, int CB, int IMG> struct Geo {
  static constexpr int P = K / 2;
  static constexpr int G = (W + 3) / 4;          // 4-column groups per row
  static constexpr int M = IMG * G;              // product rows used
  static_assert(M <= 16, "images x column groups must fit 16 rows");
  static_assert(K + 3 <= 8, "one product spans 8 input columns");
  static constexpr int NP = CB / 2;              // channel pairs = warps
  static constexpr int WP = 4 * G + 4;           // staged columns (words)
  static constexpr int HP = H + 2 * P;           // staged rows
  /// Image stride in words: == 4G mod 32 so that 8 consecutive product rows
  /// (image, group) hit 8 distinct 16-byte bank groups.
  static constexpr int IW0 = HP * WP;
  static constexpr int IW = IW0 + (((4 * G - IW0) % 32) + 32) % 32;
  /// Plane stride in words: == 32 / NP mod 32 so that the staging copy's
  /// lanes (pairs fastest) hit distinct banks.
  static constexpr int PW0 = IMG * IW;
  static constexpr int PMOD = NP >= 8 ? 4 : 32 / NP;
  static constexpr int PW = PW0 + (((PMOD - PW0) % 32) + 32) % 32;
  static constexpr int THREADS = NP * 32;
  static constexpr int SMEM = NP * PW * 4;
  static constexpr int WORDS = IMG * H * W * NP; // input words to copy
  static constexpr int CHUNKS = IMG * H * W * (CB / 8); // 16-byte output chunks
};

template <typename T, int H, int W, int K, int CB, int IMG, int STAGE>
__global__ void __launch_bounds__(Geo<H, W, K, CB, IMG>::THREADS)
    pmma(const T *__restrict__ in, const T *__restrict__ wt, T *__restrict__ out, int N, int C,
         int mode) {
  using Gm = Geo<H, W, K, CB, IMG>;
  constexpr int P = Gm::P, G = Gm::G, WP = Gm::WP, HP = Gm::HP, IW = Gm::IW, PW = Gm::PW;
  extern __shared__ __align__(16) uint32_t tile[];
  asm volatile("griddepcontrol.wait;\n" ::: "memory");
  asm volatile("griddepcontrol.launch_dependents;\n" ::);
  const int tid = threadIdx.x, lane = tid % 32, warp = tid / 32;
  const int c0 = blockIdx.x * CB, n0 = blockIdx.z * IMG;
  // Input words by 4-byte cp.async, pairs fastest.
  if (!(mode & 1) && STAGE == 0)
  for (int u = tid; u < Gm::WORDS; u += Gm::THREADS) {
    int p = u % Gm::NP, px = u / Gm::NP;
    int w = px % W, h = (px / W) % H, img = px / (W * H);
    int n = min(n0 + img, N - 1);
    const T *src = in + (((size_t)n * H + h) * W + w) * C + c0 + 2 * p;
    uint32_t dst = (uint32_t)__cvta_generic_to_shared(
        tile + p * PW + img * IW + (h + P) * WP + (w + P));
    asm volatile("cp.async.ca.shared.global [%0], [%1], 4;\n" ::"r"(dst), "l"(src));
  }
  asm volatile("cp.async.commit_group;\n" ::);
  // Or 16-byte loads of 4 pairs, each pair stored to its plane.
  constexpr int UNITS = IMG * H * W * (CB / 8), UPT = (UNITS + Gm::THREADS - 1) / Gm::THREADS;
  uint4 held[STAGE == 1 ? UPT : 1];
  if (!(mode & 1) && STAGE == 1) {
#pragma unroll
    for (int k = 0; k < UPT; ++k) {
      int u = min(tid + k * Gm::THREADS, UNITS - 1);
      int ch = u % (CB / 8), px = u / (CB / 8);
      int w = px % W, h = (px / W) % H, img = px / (W * H);
      int n = min(n0 + img, N - 1);
      held[k] = *(const uint4 *)(in + (((size_t)n * H + h) * W + w) * C + c0 + 8 * ch);
    }
  }
  // Zero halo. mode 16: the whole tile by 16-byte stores (then a barrier
  // before the interior lands); else only the halo words, by rows.
  if (!(mode & 8)) {
    if (mode & 16) {
      for (int u = tid; u < Gm::NP * PW / 4; u += Gm::THREADS)
        ((uint4 *)tile)[u] = make_uint4(0, 0, 0, 0);
      __syncthreads();
    } else {
      // Halo rows: 2P per image plane, WP words each; side words: H rows x
      // (WP - W) words. One (plane, image, staged row) per step.
      constexpr int SIDE = WP - W;
      for (int u = tid; u < Gm::NP * IMG * HP * SIDE; u += Gm::THREADS) {
        int s = u % SIDE, r = (u / SIDE) % HP, pi = u / (SIDE * HP);
        int col = s < P ? s : s + W;
        tile[(pi / IMG) * PW + (pi % IMG) * IW + r * WP + col] = 0u;
      }
      for (int u = tid; u < Gm::NP * IMG * 2 * P * W; u += Gm::THREADS) {
        int s = u % W, r = (u / W) % (2 * P), pi = u / (W * 2 * P);
        int row = r < P ? r : r + H;
        tile[(pi / IMG) * PW + (pi % IMG) * IW + row * WP + s + P] = 0u;
      }
    }
  }
  // The warp's pair's B operands: n = 2q + c, k = 2t + c'.
  const int pair = warp;
  uint32_t bf[K][2];
  {
    const int nq = lane / 8, nc = (lane / 4) % 2;
#pragma unroll
    for (int kh = 0; kh < K; ++kh)
#pragma unroll
      for (int hf = 0; hf < 2; ++hf) {
        int t = lane % 4 + 4 * hf, kw = t - nq;
        uint32_t e = 0;
        if (kw >= 0 && kw < K)
          e = Ty<T>::bits(wt[(kh * K + kw) * C + c0 + 2 * pair + nc]);
        bf[kh][hf] = e << (16 * nc);
      }
  }
  if (!(mode & 1) && STAGE == 1) {
#pragma unroll
    for (int k = 0; k < UPT; ++k) {
      int u = tid + k * Gm::THREADS;
      if (u < UNITS) {
        int ch = u % (CB / 8), px = u / (CB / 8);
        int w = px % W, h = (px / W) % H, img = px / (W * H);
        uint32_t *d = tile + 4 * ch * PW + img * IW + (h + P) * WP + (w + P);
        d[0] = held[k].x, d[PW] = held[k].y, d[2 * PW] = held[k].z, d[3 * PW] = held[k].w;
      }
    }
  }
  asm volatile("cp.async.wait_all;\n" ::: "memory");
  __syncthreads();
  // ldmatrix row address of this lane: matrix j = lane / 8, row lane % 8.
  uint32_t *plane = tile + pair * PW;
  const int lm = min(lane % 8 + 8 * ((lane / 8) % 2), Gm::M - 1);
  const uint32_t aBase = (uint32_t)__cvta_generic_to_shared(
      plane + (lm / G) * IW + 4 * (lm % G) + 4 * (lane / 16));
  // Output position of this lane's D elements.
  const int dm0 = lane / 4, dm1 = dm0 + 8, dq = lane % 4;
  const int dcol0 = 4 * (dm0 % G) + dq, dcol1 = 4 * (dm1 % G) + dq;
  const bool ok0 = dm0 < Gm::M && dcol0 < W, ok1 = dm1 < Gm::M && dcol1 < W;
  uint32_t *d0p = plane + (dm0 / G) * IW + dcol0 + P;
  uint32_t *d1p = plane + (min(dm1, Gm::M - 1) / G) * IW + dcol1 + P;
  float acc[K][4];
#pragma unroll
  for (int i = 0; i < K; ++i)
#pragma unroll
    for (int j = 0; j < 4; ++j) acc[i][j] = 0.f;
  if (!(mode & 2))
#pragma unroll
  for (int r = 0; r < HP; ++r) {
    uint32_t a[4];
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];\n"
                 : "=r"(a[0]), "=r"(a[1]), "=r"(a[2]), "=r"(a[3])
                 : "r"(aBase + r * WP * 4));
#pragma unroll
    for (int kh = 0; kh < K; ++kh) {
      int o = r - kh; // output row this filter row feeds
      if (o >= 0 && o < H) mma<T>(acc[o % K], a, bf[kh][0], bf[kh][1]);
    }
    int o = r - (K - 1); // finished row
    if (o >= 0 && o < H) {
      float *f = acc[o % K];
      __syncwarp();
      if (ok0) d0p[(o + P) * WP] = Ty<T>::pack(f[0], f[1]);
      if (ok1) d1p[(o + P) * WP] = Ty<T>::pack(f[2], f[3]);
#pragma unroll
      for (int j = 0; j < 4; ++j) f[j] = 0.f;
    }
  }
  __syncthreads();
  // Outputs leave as 16-byte chunks of 4 pairs, chunks fastest.
  if (!(mode & 4))
  for (int u = tid; u < Gm::CHUNKS; u += Gm::THREADS) {
    int ch = u % (CB / 8), px = u / (CB / 8);
    int w = px % W, h = (px / W) % H, img = px / (W * H);
    if (n0 + img >= N) continue;
    const uint32_t *s = tile + 4 * ch * PW + img * IW + (h + P) * WP + (w + P);
    uint4 v = make_uint4(s[0], s[PW], s[2 * PW], s[3 * PW]);
    *(uint4 *)(out + (((size_t)(n0 + img) * H + h) * W + w) * C + c0 + 8 * ch) = v;
  }
}


/// Persistent, double-buffered form: each block walks items (IMG images x CB
/// channels) with the next item's input in flight (4-byte cp.async into the
/// other tile) while the current one computes and leaves. Halos are zeroed
/// once; outputs overwrite only interior words.
template <typename T, int H, int W, int K, int CB, int IMG>
__global__ void __launch_bounds__(Geo<H, W, K, CB, IMG>::THREADS)
    pmma_pipe(const T *__restrict__ in, const T *__restrict__ wt, T *__restrict__ out, int N,
              int C) {
  using Gm = Geo<H, W, K, CB, IMG>;
  constexpr int P = Gm::P, G = Gm::G, WP = Gm::WP, HP = Gm::HP, IW = Gm::IW, PW = Gm::PW;
  constexpr int TILE = Gm::NP * PW;
  extern __shared__ __align__(16) uint32_t tiles[];
  asm volatile("griddepcontrol.wait;\n" ::: "memory");
  asm volatile("griddepcontrol.launch_dependents;\n" ::);
  const int tid = threadIdx.x, lane = tid % 32, warp = tid / 32;
  const int groups = C / CB, imageGroups = (N + IMG - 1) / IMG;
  const int items = groups * imageGroups;
  for (int u = tid; u < 2 * TILE / 4; u += Gm::THREADS)
    ((uint4 *)tiles)[u] = make_uint4(0, 0, 0, 0);
  __syncthreads();
  auto issue = [&](int item, uint32_t *tile) {
    int c0 = (item % groups) * CB, n0 = (item / groups) * IMG;
    for (int u = tid; u < Gm::WORDS; u += Gm::THREADS) {
      int p = u % Gm::NP, px = u / Gm::NP;
      int w = px % W, h = (px / W) % H, img = px / (W * H);
      int n = min(n0 + img, N - 1);
      const T *src = in + (((size_t)n * H + h) * W + w) * C + c0 + 2 * p;
      uint32_t dst = (uint32_t)__cvta_generic_to_shared(
          tile + p * PW + img * IW + (h + P) * WP + (w + P));
      asm volatile("cp.async.ca.shared.global [%0], [%1], 4;\n" ::"r"(dst), "l"(src));
    }
  };
  const int nq = lane / 8, nc = (lane / 4) % 2, pair = warp;
  const int lm = min(lane % 8 + 8 * ((lane / 8) % 2), Gm::M - 1);
  const uint32_t aOffset = ((lm / G) * IW + 4 * (lm % G) + 4 * (lane / 16)) * 4;
  const int dm0 = lane / 4, dm1 = dm0 + 8, dq = lane % 4;
  const int dcol0 = 4 * (dm0 % G) + dq, dcol1 = 4 * (dm1 % G) + dq;
  const bool ok0 = dm0 < Gm::M && dcol0 < W, ok1 = dm1 < Gm::M && dcol1 < W;
  const int d0off = (dm0 / G) * IW + dcol0 + P;
  const int d1off = (min(dm1, Gm::M - 1) / G) * IW + dcol1 + P;
  int item = blockIdx.x;
  if (item < items) issue(item, tiles);
  asm volatile("cp.async.commit_group;\n" ::);
  for (int it = 0; item < items; ++it, item += gridDim.x) {
    uint32_t *tile = tiles + (it % 2) * TILE;
    __syncthreads(); // the other tile's outputs have left
    int next = item + gridDim.x;
    if (next < items) issue(next, tiles + ((it + 1) % 2) * TILE);
    asm volatile("cp.async.commit_group;\n" ::);
    asm volatile("cp.async.wait_group 1;\n" ::: "memory");
    __syncthreads();
    const int c0 = (item % groups) * CB, n0 = (item / groups) * IMG;
    uint32_t bf[K][2];
#pragma unroll
    for (int kh = 0; kh < K; ++kh)
#pragma unroll
      for (int hf = 0; hf < 2; ++hf) {
        int t = lane % 4 + 4 * hf, kw = t - nq;
        uint32_t e = 0;
        if (kw >= 0 && kw < K)
          e = Ty<T>::bits(wt[(kh * K + kw) * C + c0 + 2 * pair + nc]);
        bf[kh][hf] = e << (16 * nc);
      }
    uint32_t *plane = tile + pair * PW;
    const uint32_t aBase = (uint32_t)__cvta_generic_to_shared(plane) + aOffset;
    float acc[K][4];
#pragma unroll
    for (int i = 0; i < K; ++i)
#pragma unroll
      for (int j = 0; j < 4; ++j) acc[i][j] = 0.f;
#pragma unroll
    for (int r = 0; r < HP; ++r) {
      uint32_t a[4];
      asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];\n"
                   : "=r"(a[0]), "=r"(a[1]), "=r"(a[2]), "=r"(a[3])
                   : "r"(aBase + r * WP * 4));
#pragma unroll
      for (int kh = 0; kh < K; ++kh) {
        int o = r - kh;
        if (o >= 0 && o < H) mma<T>(acc[o % K], a, bf[kh][0], bf[kh][1]);
      }
      int o = r - (K - 1);
      if (o >= 0 && o < H) {
        float *f = acc[o % K];
        __syncwarp();
        if (ok0) plane[d0off + (o + P) * WP] = Ty<T>::pack(f[0], f[1]);
        if (ok1) plane[d1off + (o + P) * WP] = Ty<T>::pack(f[2], f[3]);
#pragma unroll
        for (int j = 0; j < 4; ++j) f[j] = 0.f;
      }
    }
    __syncthreads();
    for (int u = tid; u < Gm::CHUNKS; u += Gm::THREADS) {
      int ch = u % (CB / 8), px = u / (CB / 8);
      int w = px % W, h = (px / W) % H, img = px / (W * H);
      if (n0 + img >= N) continue;
      const uint32_t *s = tile + 4 * ch * PW + img * IW + (h + P) * WP + (w + P);
      uint4 v = make_uint4(s[0], s[PW], s[2 * PW], s[3 * PW]);
      *(uint4 *)(out + (((size_t)(n0 + img) * H + h) * W + w) * C + c0 + 8 * ch) = v;
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
  for (int n = 0; n < N; n += (n % 4 == 3 ? 5 : 1))
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
  printf("%-72s %7.2f us  copy %7.2f us  copy/this %.2f  relL2 %.2e unwritten %zu\n", label,
         ts[ts.size() / 2], tc[tc.size() / 2], tc[tc.size() / 2] / ts[ts.size() / 2],
         sqrt(err / ref2), unwritten);
  fflush(stdout);
  cudaFree(din);
  cudaFree(dout);
  cudaFree(dw);
}

template <typename T, int H, int W, int K, int CB, int IMG, int STAGE = 0>
void run(const char *name, const char *dt, int N, int C, int mode = 0) {
  using Gm = Geo<H, W, K, CB, IMG>;
  auto kern = pmma<T, H, W, K, CB, IMG, STAGE>;
  CK(cudaFuncSetAttribute(kern, cudaFuncAttributeMaxDynamicSharedMemorySize, Gm::SMEM));
  int perSM = 0;
  CK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&perSM, kern, Gm::THREADS, Gm::SMEM));
  cudaFuncAttributes attr;
  CK(cudaFuncGetAttributes(&attr, kern));
  dim3 grid(C / CB, 1, (N + IMG - 1) / IMG);
  char label[200];
  snprintf(label, sizeof label,
           "%-8s %-4s N=%3d pmma S%d m%d CB=%2d IMG=%d thr=%4d smem=%6d regs=%3d b/SM=%d blocks=%5d:", name,
           dt, N, STAGE, mode, CB, IMG, Gm::THREADS, Gm::SMEM, attr.numRegs, perSM, grid.x * grid.z);
  measure<T, H, W, K>(label, N, C, [&](const T *in, const T *w, T *out) {
    cudaLaunchConfig_t config = {};
    config.gridDim = grid;
    config.blockDim = dim3(Gm::THREADS);
    config.dynamicSmemBytes = Gm::SMEM;
    cudaLaunchAttribute attribute = {};
    attribute.id = cudaLaunchAttributeProgrammaticStreamSerialization;
    attribute.val.programmaticStreamSerializationAllowed = 1;
    config.attrs = &attribute;
    config.numAttrs = 1;
    CK(cudaLaunchKernelEx(&config, kern, in, w, out, N, C, mode));
  });
}

template <typename T, int H, int W, int K, int CB, int IMG>
void runPipe(const char *name, const char *dt, int N, int C, int blocksPerSM) {
  using Gm = Geo<H, W, K, CB, IMG>;
  auto kern = pmma_pipe<T, H, W, K, CB, IMG>;
  int smem = 2 * Gm::SMEM;
  CK(cudaFuncSetAttribute(kern, cudaFuncAttributeMaxDynamicSharedMemorySize, smem));
  int perSM = 0;
  CK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&perSM, kern, Gm::THREADS, smem));
  int sms = 0;
  CK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
  int items = (C / CB) * ((N + IMG - 1) / IMG);
  int blocks = std::min(items, sms * std::min(perSM, blocksPerSM));
  cudaFuncAttributes attr;
  CK(cudaFuncGetAttributes(&attr, kern));
  char label[200];
  snprintf(label, sizeof label,
           "%-8s %-4s N=%3d pipe CB=%2d IMG=%d thr=%4d smem=%6d regs=%3d b/SM=%d blocks=%5d items=%5d:",
           name, dt, N, CB, IMG, Gm::THREADS, smem, attr.numRegs, perSM, blocks, items);
  measure<T, H, W, K>(label, N, C, [&](const T *in, const T *w, T *out) {
    cudaLaunchConfig_t config = {};
    config.gridDim = dim3(blocks);
    config.blockDim = dim3(Gm::THREADS);
    config.dynamicSmemBytes = smem;
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
  char path[512], entry[256], label[200];
  snprintf(path, sizeof path, "%s/%s__n%d__%s__nhwc_dw0_kernel.ptx", bundle, name, N, dt);
  snprintf(entry, sizeof entry, "%s__n%d__%s__nhwc_dw0_kernel", name, N, dt);
  CUmodule module;
  CUfunction function;
  if (cuModuleLoad(&module, path) != CUDA_SUCCESS ||
      cuModuleGetFunction(&function, module, entry) != CUDA_SUCCESS) {
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
  for (int N : {128, 32}) {
    runDwc<F16, 14, 14, 5>("eb0_dw5b", "f16", N, 480, bundle, dim3(1, 15, N), dim3(128));
    run<F16, 14, 14, 5, 16, 4, 1>("eb0_dw5b", "f16", N, 480, 16);
    runPipe<F16, 14, 14, 5, 16, 4>("eb0_dw5b", "f16", N, 480, 2);
    runPipe<F16, 14, 14, 5, 16, 2>("eb0_dw5b", "f16", N, 480, 4);
    runPipe<F16, 14, 14, 5, 32, 2>("eb0_dw5b", "f16", N, 480, 2);
    runDwc<F16, 28, 28, 5>("eb0_dw5a", "f16", N, 240, bundle, dim3(N == 32 ? 28 : 14, 1, N),
                           dim3(120));
    runPipe<F16, 28, 28, 5, 16, 2>("eb0_dw5a", "f16", N, 240, 1);
    runPipe<F16, 28, 28, 5, 16, 1>("eb0_dw5a", "f16", N, 240, 3);
  }
  return 0;
}
