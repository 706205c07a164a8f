// kernel-extract CPU runtime: runs a kernel's grid on the host.
//
// The blocks of a grid run one after another on the calling thread; the
// threads of a block are fibers (context.h) that switch where a thread waits
// for others, a block barrier (`__syncthreads`) or a warp collective
// (shuffles, votes, `__syncwarp`), and before each of its shared memory
// accesses (shared_access). A round runs every runnable thread until it
// waits, returns or reaches its next shared memory access; when none is
// runnable, the scheduler completes the collectives whose threads have all
// arrived, in lane order, so every run computes the same values. The
// runtime's own code makes no stop, which makes an atomic a plain
// read-modify-write.
//
// A block's `__shared__` variables are `thread_local` statics (all fibers of a
// block share the host thread); the dynamic shared memory
// (`extern __shared__`) is one thread-local region, kx_cpu_dynamic_shared,
// that the build links every such array to (scripts/run-harnesses.sh
// --device=cpu), so that they alias as on the GPU. Bytes past the launch's
// size are poisoned under AddressSanitizer.
#ifndef KX_CPU_GRID_H
#define KX_CPU_GRID_H

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <type_traits>
#include <utility>
#include <vector>

#include <sys/mman.h>

#if defined(__GLIBC__)
#include <link.h>
#endif

#include "kx_cpu/context.h"
#include "kx_cpu/vector_types.h"

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define KX_CPU_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define KX_CPU_ASAN 1
#endif
#ifdef KX_CPU_ASAN
#include <sanitizer/asan_interface.h>
#include <sanitizer/common_interface_defs.h>
#endif

#ifndef KX_CPU_WARP_SIZE
#define KX_CPU_WARP_SIZE 32
#endif
#ifndef KX_CPU_DYNAMIC_SHARED_BYTES
#define KX_CPU_DYNAMIC_SHARED_BYTES (228 * 1024)
#endif

alignas(256) inline thread_local unsigned char
    kx_cpu_dynamic_shared[KX_CPU_DYNAMIC_SHARED_BYTES];

namespace kx_cpu {

constexpr unsigned warp_size = KX_CPU_WARP_SIZE;
using lane_mask = unsigned long long;

// Exits at once: a leak check at exit would report the harness's buffers
// and take the exit status.
[[noreturn]] inline void fail(const char *what) {
  std::fprintf(stderr, "kx_cpu: %s\n", what);
  std::fflush(stderr);
  std::_Exit(3);
}

// Step: the thread stopped at a shared memory access and runs on next round.
enum class Wait { None, Step, Block, Warp, Done };
enum class Op {
  Barrier, Count, And, Or,                      // block
  Sync, ShflIdx, ShflUp, ShflDown, ShflXor,     // warp
  Ballot, Any, All, MatchAny, MatchAll, Add, Min, Max
};

struct Thread {
  Context context;
  void *stack = nullptr;
  uint3 index{0, 0, 0};
  unsigned linear = 0;
  Wait wait = Wait::None;
  Op op = Op::Barrier;
  lane_mask mask = 0;
  long long argument = 0;
  unsigned width = 0;
  unsigned char value[16] = {};
  unsigned char result[16] = {};
  void *fake_stack = nullptr;
};

struct Block {
  std::vector<Thread> pool; // stacks kept from launch to launch
  Thread *threads = nullptr;
  size_t count = 0;
  Context scheduler;
  Thread *current = nullptr;
  const std::function<void()> *body = nullptr;
  uint3 index{0, 0, 0};
  dim3 dim, grid;
  size_t stack_bytes = 256 * 1024;
  unsigned char *dynamic_shared = nullptr;
  const void *scheduler_stack = nullptr;
  size_t scheduler_stack_bytes = 0;
  // Threads that run on the next round (not waiting, not returned).
  size_t runnable = 0;
};

struct Threads {
  Thread *first, *last;
  Thread *begin() const { return first; }
  Thread *end() const { return last; }
};
struct Block;
inline Threads threads_of(Block &b);

// Not thread-local: the program's thread-local storage is the unit's shared
// memory, where every access stops the running thread (shared_access).
// Blocks run on the host thread that launched them; a harness has one.
inline Block &block() {
  static Block b;
  return b;
}
inline Threads threads_of(Block &b) { return {b.threads, b.threads + b.count}; }
inline Thread &self() {
  Thread *t = block().current;
  if (!t)
    fail("a device function was called outside a kernel launch");
  return *t;
}

// Switches from the running thread to the scheduler and back.
inline void yield(Wait w) {
  Block &b = block();
  Thread &t = *b.current;
  t.wait = w;
  if (w != Wait::Step)
    --b.runnable;
#ifdef KX_CPU_ASAN
  __sanitizer_start_switch_fiber(w == Wait::Done ? nullptr : &t.fake_stack,
                                 b.scheduler_stack, b.scheduler_stack_bytes);
#endif
  context_switch(t.context, b.scheduler);
#ifdef KX_CPU_ASAN
  __sanitizer_finish_switch_fiber(t.fake_stack, nullptr, nullptr);
#endif
}

inline void thread_entry() {
  Block &b = block();
#ifdef KX_CPU_ASAN
  __sanitizer_finish_switch_fiber(nullptr, &b.scheduler_stack,
                                  &b.scheduler_stack_bytes);
#endif
  (*b.body)();
  yield(Wait::Done);
}

inline void resume(Thread &t) {
  Block &b = block();
  b.current = &t;
  t.wait = Wait::None;
#ifdef KX_CPU_ASAN
  void *fake = nullptr;
  __sanitizer_start_switch_fiber(&fake, t.stack, b.stack_bytes);
#endif
  context_switch(b.scheduler, t.context);
#ifdef KX_CPU_ASAN
  __sanitizer_finish_switch_fiber(fake, nullptr, nullptr);
#endif
  b.current = nullptr;
}

// KX_CPU_UNDEFINED=ones: a run that differs from the default one wherever
// a GPU leaves something undefined. `kernel-extract check` runs each
// reference a second time so: outputs that differ depend on it.
inline bool undefined_as_ones() {
  static const bool ones = [] {
    const char *v = std::getenv("KX_CPU_UNDEFINED");
    return v && std::strcmp(v, "ones") == 0;
  }();
  return ones;
}

// A value a GPU leaves undefined (a shuffle from a lane that exited or is
// not in the mask): the lane's own value, or all one bits.
inline void undefined_value(unsigned char *bytes, size_t size) {
  if (undefined_as_ones())
    std::memset(bytes, 0xff, size);
}

struct TlsImage {
  unsigned char *data = nullptr;
  size_t size = 0;
};

// The program's own thread-local storage on this thread: the unit's
// `__shared__` variables (its thread_locals) and the dynamic shared memory.
inline TlsImage program_tls() {
  TlsImage image;
#if defined(__GLIBC__)
  dl_iterate_phdr(
      [](dl_phdr_info *info, size_t, void *out) -> int {
        auto &image = *static_cast<TlsImage *>(out);
        for (int i = 0; i < info->dlpi_phnum; ++i)
          if (info->dlpi_phdr[i].p_type == PT_TLS) {
            image.data = static_cast<unsigned char *>(info->dlpi_tls_data);
            image.size = info->dlpi_phdr[i].p_memsz;
          }
        return 1; // the first object is the program
      },
      &image);
#endif
  return image;
}

// Fills the static `__shared__` variables of this thread's block. Only where
// the program's thread-local storage holds no other runtime's: GCC links the
// C++ and sanitizer runtimes as libraries, and so does cpu-harness.sh's clang
// build (-shared-libsan, KX_CPU_RUNTIMES_SHARED); clang's default links the
// sanitizers' into the program.
inline void fill_static_shared(unsigned char byte) {
#if defined(__GLIBC__) &&                                                      \
    (!defined(__clang__) || defined(KX_CPU_RUNTIMES_SHARED))
  TlsImage image = program_tls();
  if (!image.data)
    return;
  unsigned char *dynamic = kx_cpu_dynamic_shared;
  unsigned char *end = image.data + image.size;
  if (dynamic > image.data)
    std::memset(image.data, byte, size_t(dynamic - image.data));
  unsigned char *after = dynamic + KX_CPU_DYNAMIC_SHARED_BYTES;
  if (after < end)
    std::memset(after, byte, size_t(end - after));
#else
  (void)byte;
#endif
}

// Where an access stops the thread while a block of two or more threads
// runs (the program's thread-local storage; none otherwise).
inline uintptr_t stop_begin = 0;
inline uintptr_t stop_bytes = 0;

// Called before every load and store the unit's code makes in that range
// (clang's -fsanitize-coverage=trace-loads,trace-stores; cpu-harness.sh):
// a thread that accesses shared memory stops there until every other
// runnable thread of its block made its own next access. Threads that take
// the same path so access shared memory in lockstep, as a warp does: a
// value all read after a barrier is read by all before one of them
// overwrites it for the next step, and a warp-synchronous reduction sees
// each step's sums.
inline void shared_access() {
  Block &b = block();
  if (b.current && b.runnable > 1)
    yield(Wait::Step);
}

template <class T> T bits_as(const unsigned char *bytes) {
  T v;
  std::memcpy(&v, bytes, sizeof(T));
  return v;
}

// Completes the warp collective of the lanes in `group` (all waiting, all
// with the same operation): computes each one's result.
inline void complete_warp(std::vector<Thread *> &lanes, lane_mask group) {
  const unsigned n = unsigned(lanes.size());
  for (unsigned l = 0; l < n; ++l) {
    if (!(group >> l & 1))
      continue;
    Thread &t = *lanes[l];
    std::memcpy(t.result, t.value, sizeof t.result);
    unsigned width = t.width ? t.width : warp_size;
    unsigned base = l / width * width;
    long long src = -1;
    switch (t.op) {
    case Op::ShflIdx:
      src = base + (unsigned long long)t.argument % width;
      break;
    case Op::ShflUp:
      src = l - base >= (unsigned long long)t.argument ? l - t.argument : l;
      break;
    case Op::ShflDown:
      src = l - base + t.argument < width ? l + t.argument : l;
      break;
    case Op::ShflXor:
      src = l ^ (unsigned long long)t.argument;
      if (src / width != l / width)
        src = l;
      break;
    default:
      break;
    }
    if (src >= 0) {
      if (src < (long long)n && (group >> src & 1))
        std::memcpy(t.result, lanes[src]->value, sizeof t.result);
      else if (src != l)
        undefined_value(t.result, sizeof t.result);
      continue;
    }
    lane_mask ballot = 0, equal = 0;
    long long sum = 0, lo = 0, hi = 0;
    bool first = true;
    for (unsigned o = 0; o < n; ++o) {
      if (!(group >> o & 1))
        continue;
      long long v = bits_as<long long>(lanes[o]->value);
      if (v)
        ballot |= lane_mask(1) << o;
      if (std::memcmp(lanes[o]->value, t.value, 8) == 0)
        equal |= lane_mask(1) << o;
      sum += v;
      lo = first || v < lo ? v : lo;
      hi = first || v > hi ? v : hi;
      first = false;
    }
    long long r = 0;
    switch (t.op) {
    case Op::Ballot: r = (long long)ballot; break;
    case Op::Any: r = ballot != 0; break;
    case Op::All: r = ballot == group; break;
    case Op::MatchAny: r = (long long)equal; break;
    case Op::MatchAll: r = equal == group ? (long long)group : 0; break;
    case Op::Add: r = sum; break;
    case Op::Min: r = lo; break;
    case Op::Max: r = hi; break;
    default: break;
    }
    std::memcpy(t.result, &r, sizeof r);
  }
  for (unsigned l = 0; l < n; ++l)
    if (group >> l & 1)
      lanes[l]->wait = Wait::None;
  block().runnable += size_t(__builtin_popcountll(group));
}

// Completes the warp collectives that can complete. Strict: every live lane
// a mask names has arrived. Otherwise (`loose`) the lanes that arrived,
// when the others wait elsewhere or returned (divergent code).
inline bool complete_warps(bool loose) {
  Block &b = block();
  bool progress = false;
  std::vector<Thread *> lanes;
  for (size_t w = 0; w * warp_size < b.count; ++w) {
    lanes.clear();
    for (size_t l = w * warp_size; l < b.count && l < (w + 1) * warp_size;
         ++l)
      lanes.push_back(&b.threads[l]);
    lane_mask live = 0, arrived = 0;
    for (size_t l = 0; l < lanes.size(); ++l) {
      if (lanes[l]->wait != Wait::Done)
        live |= lane_mask(1) << l;
      if (lanes[l]->wait == Wait::Warp)
        arrived |= lane_mask(1) << l;
    }
    for (size_t l = 0; l < lanes.size(); ++l) {
      if (!(arrived >> l & 1))
        continue;
      Thread &t = *lanes[l];
      lane_mask group = (t.mask & live) | lane_mask(1) << l;
      if ((group & arrived) != group) {
        if (!loose)
          continue;
        group &= arrived;
      }
      // The lanes of one collective: the same operation and mask.
      for (size_t o = 0; o < lanes.size(); ++o)
        if ((group >> o & 1) &&
            (lanes[o]->op != t.op || lanes[o]->mask != t.mask))
          group &= ~(lane_mask(1) << o);
      complete_warp(lanes, group);
      arrived &= ~group;
      progress = true;
    }
  }
  return progress;
}

// Releases a block barrier every live thread has reached.
inline bool complete_block() {
  Block &b = block();
  long long count = 0, live = 0;
  for (Thread &t : threads_of(b)) {
    if (t.wait == Wait::Done)
      continue;
    if (t.wait != Wait::Block)
      return false;
    ++live;
    count += bits_as<long long>(t.value) != 0;
  }
  if (!live)
    return false;
  for (Thread &t : threads_of(b)) {
    if (t.wait == Wait::Done)
      continue;
    long long r = t.op == Op::Count ? count
                  : t.op == Op::And ? count == live
                                    : count != 0;
    std::memcpy(t.result, &r, sizeof r);
    t.wait = Wait::None;
  }
  b.runnable = size_t(live);
  return true;
}

inline void run_block(Block &b) {
  // A stack's shadow needs no reset: every frame a thread left returned,
  // but the entry's, which the next block's lays out the same.
  for (Thread &t : threads_of(b)) {
    context_start(t.context, t.stack, b.stack_bytes, thread_entry);
    t.wait = Wait::None;
  }
  b.runnable = b.count;
  // Which of two threads writing one element between barriers writes
  // last is undefined on a GPU: the second run takes them in the
  // opposite order.
  const bool reversed = undefined_as_ones();
  for (;;) {
    for (size_t i = 0; i < b.count; ++i) {
      Thread &t = b.threads[reversed ? b.count - 1 - i : i];
      if (t.wait == Wait::None || t.wait == Wait::Step)
        resume(t);
    }
    if (b.runnable)
      continue;
    bool live = false;
    for (Thread &t : threads_of(b))
      live |= t.wait != Wait::Done;
    if (!live)
      return;
    if (complete_block() || complete_warps(false) || complete_warps(true))
      continue;
    fail("deadlock: a __syncthreads() that not every thread of the block "
         "reaches (a barrier in divergent code)");
  }
}

inline void run_grid(dim3 grid, dim3 dim, size_t shared_bytes,
                     const std::function<void()> &body) {
  Block &b = block();
  if (b.current)
    fail("a kernel launch from device code (dynamic parallelism) is not "
         "supported");
  size_t count = size_t(dim.x) * dim.y * dim.z;
  if (count == 0 || count > 1024 || grid.x == 0 || grid.y == 0 ||
      grid.z == 0 || grid.y > 65535 || grid.z > 65535)
    fail("invalid launch configuration (a block of 1 to 1024 threads, a "
         "nonempty grid)");
  // Used here, so that every program defines it for the build's links.
  b.dynamic_shared = kx_cpu_dynamic_shared;
  if (shared_bytes > KX_CPU_DYNAMIC_SHARED_BYTES)
    fail("more dynamic shared memory than KX_CPU_DYNAMIC_SHARED_BYTES");
#ifdef KX_CPU_ASAN
  __asan_unpoison_memory_region(kx_cpu_dynamic_shared, shared_bytes);
  __asan_poison_memory_region(kx_cpu_dynamic_shared + shared_bytes,
                              KX_CPU_DYNAMIC_SHARED_BYTES - shared_bytes);
#endif
  while (b.pool.size() < count) {
    void *stack = mmap(nullptr, b.stack_bytes, PROT_READ | PROT_WRITE,
                       MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (stack == MAP_FAILED)
      fail("cannot map a thread's stack");
    b.pool.emplace_back();
    b.pool.back().stack = stack;
  }
  b.threads = b.pool.data();
  b.count = count;
  for (unsigned z = 0, i = 0; z < dim.z; ++z)
    for (unsigned y = 0; y < dim.y; ++y)
      for (unsigned x = 0; x < dim.x; ++x, ++i) {
        b.threads[i].index = uint3{x, y, z};
        b.threads[i].linear = i;
      }
  if (count > 1) {
    TlsImage image = program_tls();
    stop_begin = reinterpret_cast<uintptr_t>(image.data);
    stop_bytes = image.size;
  }
  b.body = &body;
  b.dim = dim;
  b.grid = grid;
  // The order blocks run in is undefined on a GPU, and so is what a
  // block's shared memory holds before its threads write it (here, what
  // the block before left in it): the second run takes the blocks in the
  // opposite order and starts each with one bits in its shared memory.
  const bool reversed = undefined_as_ones();
  for (unsigned k = 0; k < grid.z; ++k)
    for (unsigned j = 0; j < grid.y; ++j)
      for (unsigned i = 0; i < grid.x; ++i) {
        b.index = reversed ? uint3{grid.x - 1 - i, grid.y - 1 - j,
                                   grid.z - 1 - k}
                           : uint3{i, j, k};
        if (reversed) {
          std::memset(kx_cpu_dynamic_shared, 0xff, shared_bytes);
          fill_static_shared(0xff);
        }
        run_block(b);
      }
  stop_bytes = 0;
  b.body = nullptr;
  b.count = 0;
}

// A collective of the calling thread: deposits its value, waits for the
// others, returns its result.
template <class R, class T>
R collective(Wait scope, Op op, T value, lane_mask mask = ~0ULL,
             long long argument = 0, unsigned width = 0) {
  static_assert(sizeof(T) <= 16 && sizeof(R) <= 16, "a collective's value");
  Thread &t = self();
  std::memset(t.value, 0, sizeof t.value);
  std::memcpy(t.value, &value, sizeof(T));
  t.op = op;
  t.mask = mask;
  t.argument = argument;
  t.width = width;
  yield(scope);
  R r;
  std::memcpy(&r, t.result, sizeof(R));
  return r;
}

// An argument as the parameter it initialises: converted when its type
// differs, else as it is, so that a class whose copy constructor takes a
// non-const reference is copied from the (non-const) argument itself.
template <class P, class A> decltype(auto) as_parameter(A &&arg) {
  if constexpr (std::is_same<typename std::decay<A>::type, P>::value)
    return std::forward<A>(arg);
  else
    return static_cast<P>(std::forward<A>(arg));
}

// Launches kernel on grid x block: the arguments converted to its
// parameters once, as a launch copies them.
// A launch's arguments, converted to the kernel's parameter types. Not a
// std::tuple, whose defaulted copy constructors clang rejects for a class
// copied from a non-const reference only.
template <class... T> struct Arguments {
  template <class F, class... Done> void apply(F f, Done &...done) {
    f(done...);
  }
};
template <class H, class... T> struct Arguments<H, T...> {
  H head;
  Arguments<T...> tail;
  template <class A, class... R>
  explicit Arguments(A &&a, R &&...r)
      : head(as_parameter<H>(std::forward<A>(a))), tail(std::forward<R>(r)...) {
  }
  template <class F, class... Done> void apply(F f, Done &...done) {
    tail.apply(f, done..., head);
  }
};

template <class... P, class... A>
void launch(void (*kernel)(P...), dim3 grid, dim3 dim, size_t shared_bytes,
            A &&...args) {
  static_assert(sizeof...(P) == sizeof...(A), "a launch's arguments");
  Arguments<typename std::decay<P>::type...> params(std::forward<A>(args)...);
  std::function<void()> body = [&] { params.apply(kernel); };
  run_grid(grid, dim, shared_bytes, body);
}

} // namespace kx_cpu

// The instrumentation's callbacks (weak: one program, one definition),
// cheap for an access outside the range.
#define KX_CPU_ACCESS_CALLBACK(NAME, T)                                        \
  extern "C" __attribute__((weak, no_sanitize("address", "undefined"))) void   \
  NAME(T *address) {                                                           \
    if (reinterpret_cast<uintptr_t>(address) - ::kx_cpu::stop_begin <          \
        ::kx_cpu::stop_bytes)                                                  \
      ::kx_cpu::shared_access();                                               \
  }
KX_CPU_ACCESS_CALLBACK(__sanitizer_cov_load1, uint8_t)
KX_CPU_ACCESS_CALLBACK(__sanitizer_cov_load2, uint16_t)
KX_CPU_ACCESS_CALLBACK(__sanitizer_cov_load4, uint32_t)
KX_CPU_ACCESS_CALLBACK(__sanitizer_cov_load8, uint64_t)
KX_CPU_ACCESS_CALLBACK(__sanitizer_cov_load16, __int128)
KX_CPU_ACCESS_CALLBACK(__sanitizer_cov_store1, uint8_t)
KX_CPU_ACCESS_CALLBACK(__sanitizer_cov_store2, uint16_t)
KX_CPU_ACCESS_CALLBACK(__sanitizer_cov_store4, uint32_t)
KX_CPU_ACCESS_CALLBACK(__sanitizer_cov_store8, uint64_t)
KX_CPU_ACCESS_CALLBACK(__sanitizer_cov_store16, __int128)
#undef KX_CPU_ACCESS_CALLBACK

#endif
