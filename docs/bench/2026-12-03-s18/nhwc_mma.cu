// Prototype: NHWC 16-bit depthwise forward on tensor cores (diagonalwise
// refactorization per mma): A = 16 output pixels x (2 taps x 8 channels) from
// a swizzled pixel-major workgroup tile by ldmatrix, B = the block-diagonal
// filter of 8 channels for that tap pair, f32 accumulation; each input row
// feeds the K output rows it belongs to (row reuse).
#include <cuda_fp16.h>
#include <cstdio>
#include <cstdlib>
#include <cstdint>
#include <cmath>
#include <vector>
#include <algorithm>

#define CK(x)                                                                  \
  do {                                                                         \
    cudaError_t e = (x);                                                       \
    if (e != cudaSuccess) {                                                    \
      printf("%s:%d %s\n", __FILE__, __LINE__, cudaGetErrorString(e));         \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

typedef __half T;

__device__ __forceinline__ uint32_t smemAddr(const void *p) {
  return (uint32_t)__cvta_generic_to_shared(p);
}

// CB channels per block (8 * chunks), R output rows per block, GW channel
// groups per warp (1 or 2), STORE 0: fragments straight to global, 1: staged
// per warp into 16-byte pixel chunks.
template <int H, int W, int K, int CB, int R, int GW, int STORE>
__global__ void __launch_bounds__(32 * (CB / 8 / GW) * ((W + 15) / 16))
    dwNhwc(const T *__restrict__ in, const T *__restrict__ wt,
           T *__restrict__ out, int C) {
  constexpr int P = K / 2;
  constexpr int TILES = (W + 15) / 16;
  constexpr int TW = TILES * 16 + K - 1; // tile pixels per row (+1 for pairs)
  constexpr int TWP = TW + 1;
  constexpr int TR = R + K - 1;
  constexpr int CPP = CB / 8; // 16-byte chunks per pixel
  constexpr int PAIRS = (K + 1) / 2;
  constexpr int GROUPS = CB / 8;
  constexpr int WARPS = GROUPS / GW * TILES;
  extern __shared__ __align__(16) uint4 smem[];
  uint4 *tile = smem; // [TR][TWP][CPP] chunks, swizzled
  __half2 *stage = (__half2 *)(smem + TR * TWP * CPP); // per warp [16][GW*4]

  int c0 = blockIdx.x * CB;
  int oh0 = blockIdx.y * R;
  int n = blockIdx.z;
  int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  auto chunkAt = [&](int row, int px, int j) -> uint4 * {
    int swz = j ^ ((px / (8 / CPP > 0 ? 8 / CPP : 1)) % CPP);
    return tile + (row * TWP + px) * CPP + swz;
  };
  // copy: tile row r = input row oh0 - P + r, tile px x = input col x - P
  for (int idx = threadIdx.x; idx < TR * TWP * CPP; idx += WARPS * 32) {
    int j = idx % CPP, px = (idx / CPP) % TWP, row = idx / (CPP * TWP);
    int ih = oh0 - P + row, iw = px - P;
    bool ok = ih >= 0 && ih < H && iw >= 0 && iw < W;
    const T *src = in + (((size_t)n * H + (ok ? ih : 0)) * W + (ok ? iw : 0)) * C +
                   c0 + j * 8;
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16, %2;\n" ::"r"(
                     smemAddr(chunkAt(row, px, j))),
                 "l"(src), "r"(ok ? 16 : 0));
  }
  asm volatile("cp.async.commit_group;\ncp.async.wait_group 0;\n" ::);
  __syncthreads();

  int g = lane / 4, q = lane % 4;
  int t = warp % TILES, grp0 = (warp / TILES) * GW;
  // B fragments: B[k][nn] nonzero iff k % 8 == nn: tap 2p (+1 for k >= 8)
  uint32_t bf[GW][K][PAIRS][2];
#pragma unroll
  for (int gi = 0; gi < GW; ++gi) {
    int c = c0 + (grp0 + gi) * 8 + g;
#pragma unroll
    for (int kh = 0; kh < K; ++kh)
#pragma unroll
      for (int p = 0; p < PAIRS; ++p)
#pragma unroll
        for (int h = 0; h < 2; ++h) {
          int kw = 2 * p + h;
          T e[2];
#pragma unroll
          for (int x = 0; x < 2; ++x)
            e[x] = (2 * q + x == g && kw < K) ? wt[(kh * K + kw) * C + c]
                                              : T(0.f);
          bf[gi][kh][p][h] = (uint32_t)__half_as_ushort(e[0]) |
                             ((uint32_t)__half_as_ushort(e[1]) << 16);
        }
  }
  float acc[GW][R][4];
#pragma unroll
  for (int gi = 0; gi < GW; ++gi)
#pragma unroll
    for (int r = 0; r < R; ++r)
#pragma unroll
      for (int e = 0; e < 4; ++e)
        acc[gi][r][e] = 0.f;

  int mi = lane / 8, mr = lane % 8;
  int aPx = 16 * t + mr + 8 * (mi % 2) + (mi / 2);
#pragma unroll
  for (int i = 0; i < TR; ++i) {
#pragma unroll
    for (int gi = 0; gi < GW; ++gi) {
#pragma unroll
      for (int p = 0; p < PAIRS; ++p) {
        uint32_t a0, a1, a2, a3;
        asm volatile(
            "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];\n"
            : "=r"(a0), "=r"(a1), "=r"(a2), "=r"(a3)
            : "r"(smemAddr(chunkAt(i, aPx + 2 * p, grp0 + gi))));
#pragma unroll
        for (int kh = 0; kh < K; ++kh) {
          int r = i - kh;
          if (r >= 0 && r < R) {
            float *d = acc[gi][r];
            asm volatile(
                "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "
                "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\n"
                : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
                : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(bf[gi][kh][p][0]),
                  "r"(bf[gi][kh][p][1]));
          }
        }
      }
    }
    int r = i - (K - 1);
    if (r >= 0 && oh0 + r < H) {
      int oh = oh0 + r;
      if (STORE == 0) {
#pragma unroll
        for (int gi = 0; gi < GW; ++gi)
#pragma unroll
          for (int h = 0; h < 2; ++h) {
            int ow = 16 * t + g + 8 * h;
            if (ow < W)
              *(__half2 *)(out + (((size_t)n * H + oh) * W + ow) * C + c0 +
                           (grp0 + gi) * 8 + 2 * q) =
                  __floats2half2_rn(acc[gi][r][2 * h], acc[gi][r][2 * h + 1]);
          }
      } else {
        __half2 *st = stage + warp * 16 * GW * 4; // [16 px][GW*4 half2]
#pragma unroll
        for (int gi = 0; gi < GW; ++gi)
#pragma unroll
          for (int h = 0; h < 2; ++h)
            st[(g + 8 * h) * GW * 4 + gi * 4 + q] =
                __floats2half2_rn(acc[gi][r][2 * h], acc[gi][r][2 * h + 1]);
        __syncwarp();
        // 16 px x GW 16-byte chunks
        for (int idx = lane; idx < 16 * GW; idx += 32) {
          int px = idx / GW, gi = idx % GW;
          int ow = 16 * t + px;
          if (ow < W)
            *(uint4 *)(out + (((size_t)n * H + oh) * W + ow) * C + c0 +
                       (grp0 + gi) * 8) = *(uint4 *)&st[px * GW * 4 + gi * 4];
        }
        __syncwarp();
      }
    }
  }
}

template <int H, int W, int K, int CB, int R, int GW, int STORE>
void run(const char *name, int N, int C, double dwcUs, bool check) {
  constexpr int TILES = (W + 15) / 16;
  constexpr int TW = TILES * 16 + K - 1;
  constexpr int TWP = TW + 1;
  constexpr int TR = R + K - 1;
  constexpr int WARPS = CB / 8 / GW * TILES;
  size_t smem = (size_t)TR * TWP * CB * 2 + (STORE ? WARPS * 16 * GW * 16 : 0);
  auto kern = dwNhwc<H, W, K, CB, R, GW, STORE>;
  CK(cudaFuncSetAttribute(kern, cudaFuncAttributeMaxDynamicSharedMemorySize,
                          (int)smem));
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
  dim3 grid(C / CB, (H + R - 1) / R, N);
  auto launch = [&](int s) {
    kern<<<grid, WARPS * 32, smem>>>(din + s * elems, dw, dout + s * elems, C);
  };
  launch(0);
  CK(cudaDeviceSynchronize());
  CK(cudaGetLastError());
  double err = 0, ref2 = 0;
  if (check) {
    std::vector<T> hout(elems);
    CK(cudaMemcpy(hout.data(), dout, elems * 2, cudaMemcpyDeviceToHost));
    int Pd = K / 2;
    for (int nn = 0; nn < N; nn += 5)
      for (int oh = 0; oh < H; ++oh)
        for (int ow = 0; ow < W; ++ow)
          for (int c = 0; c < C; ++c) {
            double s = 0;
            for (int kh = 0; kh < K; ++kh)
              for (int kw = 0; kw < K; ++kw) {
                int ih = oh + kh - Pd, iw = ow + kw - Pd;
                if (ih < 0 || ih >= H || iw < 0 || iw >= W) continue;
                s += (double)__half2float(hin[(((size_t)nn * H + ih) * W + iw) * C + c]) *
                     __half2float(hw[(kh * K + kw) * C + c]);
              }
            double o = __half2float(hout[(((size_t)nn * H + oh) * W + ow) * C + c]);
            err += (o - s) * (o - s);
            ref2 += s * s;
          }
  }
  cudaEvent_t e0, e1;
  cudaEventCreate(&e0);
  cudaEventCreate(&e1);
  float best = 1e9, bestCopy = 1e9;
  for (int rep = 0; rep < 5; ++rep) {
    float ms;
    cudaEventRecord(e0);
    for (int it = 0; it < 100; ++it) launch(it % sets);
    cudaEventRecord(e1);
    cudaEventSynchronize(e1);
    cudaEventElapsedTime(&ms, e0, e1);
    best = std::min(best, ms * 10.f);
    cudaEventRecord(e0);
    for (int it = 0; it < 100; ++it)
      cudaMemcpyAsync(dout + (it % sets) * elems, din + (it % sets) * elems,
                      elems * 2, cudaMemcpyDeviceToDevice);
    cudaEventRecord(e1);
    cudaEventSynchronize(e1);
    cudaEventElapsedTime(&ms, e0, e1);
    bestCopy = std::min(bestCopy, ms * 10.f);
  }
  CK(cudaGetLastError());
  printf("%-9s N=%3d CB=%2d R=%2d GW=%d store=%d smem=%6zu: %7.2f us  copy %7.2f  "
         "copy/this %.2f  dwc(s17) %6.2f -> %.2fx  relL2 %.2e\n",
         name, N, CB, R, GW, STORE, smem, best, bestCopy, bestCopy / best, dwcUs,
         dwcUs / best, check ? sqrt(err / ref2) : -1.0);
  cudaFree(din);
  cudaFree(dout);
  cudaFree(dw);
}

int main() {
  // dwc(s17) = s17-wide f16 NHWC times of the same layer.
  for (int N : {32, 128}) {
    bool chk = N == 32;
    double a = N == 32 ? 14.59 : 45.85, c = N == 32 ? 11.17 : 33.61,
           e = N == 32 ? 5.70 : 13.49, m5 = N == 32 ? 7.33 : 25.42,
           m8 = N == 32 ? 6.48 : 19.40, m3 = N == 32 ? 22.18 : 81.41;
    run<28, 28, 5, 16, 14, 1, 0>("eb0_dw5a", N, 240, a, chk);
    run<28, 28, 5, 16, 14, 2, 1>("eb0_dw5a", N, 240, a, chk);
    run<28, 28, 5, 16, 7, 2, 1>("eb0_dw5a", N, 240, a, false);
    run<28, 28, 5, 16, 28, 2, 1>("eb0_dw5a", N, 240, a, false);
    run<28, 28, 5, 16, 14, 1, 1>("eb0_dw5a", N, 240, a, false);
    run<14, 14, 5, 32, 14, 1, 0>("eb0_dw5c", N, 672, c, chk);
    run<14, 14, 5, 32, 14, 2, 1>("eb0_dw5c", N, 672, c, chk);
    run<14, 14, 5, 32, 14, 1, 1>("eb0_dw5c", N, 672, c, false);
    run<14, 14, 5, 32, 7, 2, 1>("eb0_dw5c", N, 672, c, false);
    run<7, 7, 5, 32, 7, 2, 1>("eb0_dw5e", N, 1152, e, chk);
    run<7, 7, 5, 64, 7, 2, 1>("eb0_dw5e", N, 1152, e, false);
    run<28, 28, 3, 32, 14, 2, 1>("mv2_dw5", N, 192, m5, chk);
    run<28, 28, 3, 32, 7, 2, 1>("mv2_dw5", N, 192, m5, false);
    run<14, 14, 3, 32, 14, 2, 1>("mv2_dw8", N, 576, m8, chk);
    run<56, 56, 3, 16, 8, 2, 1>("mv2_dw3", N, 144, m3, chk);
    run<56, 56, 3, 16, 4, 2, 1>("mv2_dw3", N, 144, m3, false);
  }
  return 0;
}
