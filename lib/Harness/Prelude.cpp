//===- Prelude.cpp - The helpers every harness carries --------------------===//
//
// Written into each harness so that it compiles alone, with the unit beside
// it. Generic over the kernel's parameter types (deduced from the kernel,
// never spelled), so that a type the closure copied, a framework's or an
// anonymous namespace's works as well as `float`. C++14, as hipcc's default.
//
//===----------------------------------------------------------------------===//

#include "Prelude.h"
#include "Support/TextEdits.h"
#include "kernel-extract/Kernel.h"
#include "llvm/ADT/StringRef.h"

namespace kx {

static_assert(HarnessIntegerValues == 8,
              "the prelude's fill_value draws integers in [0, 8)");

static constexpr llvm::StringLiteral PreludeText = R"cpp(
namespace kx_harness {

#define KX_HARNESS_CHECK(call)                                                 \
  do {                                                                         \
    KXRTError_t kx_status = (call);                                            \
    if (kx_status != KXRTSuccess) {                                            \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call,       \
                   KXRTGetErrorString(kx_status));                             \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

// The kernel's parameter types, deduced from its declaration.
template <class F> struct signature;
template <class... P> struct signature<void (*)(P...)> {
  template <unsigned I> using param = typename std::tuple_element<I, std::tuple<P...>>::type;
};
template <class F, unsigned I>
using param_t = typename signature<F>::template param<I>;
template <class T>
using value_t = typename std::remove_cv<typename std::remove_reference<T>::type>::type;
template <class P>
using element_t = typename std::remove_cv<typename std::remove_pointer<P>::type>::type;
template <class E> struct byte_size { static constexpr size_t value = sizeof(E); };
template <> struct byte_size<void> { static constexpr size_t value = 1; };

// Deterministic on every platform (splitmix64), unlike <random>'s
// distributions.
class Generator {
public:
  explicit Generator(unsigned long long seed) : state_(seed) {}
  unsigned long long next() {
    unsigned long long z = (state_ += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  // In [-1, 1): 53 random bits over 2^53.
  double uniform() { return double(next() >> 11) / 9007199254740992.0 * 2.0 - 1.0; }

private:
  unsigned long long state_;
};


// IEEE binary16 and bfloat16 bits of f, rounded to nearest even: half-like
// class types (__half, c10::Half, __nv_bfloat16) are filled bit by bit,
// since their conversions from float may be device functions.
inline unsigned short half_bits(float f) {
  unsigned int x;
  std::memcpy(&x, &f, 4);
  unsigned int sign = (x >> 16) & 0x8000u, mant = x & 0x7fffffu;
  int exp = int((x >> 23) & 0xff) - 127 + 15;
  if (((x >> 23) & 0xff) == 0xff)
    return (unsigned short)(sign | 0x7c00u | (mant ? 0x200u : 0u));
  if (exp >= 31)
    return (unsigned short)(sign | 0x7c00u);
  unsigned int shift = 13, bits = mant;
  if (exp <= 0) {
    if (exp < -10)
      return (unsigned short)sign;
    bits = mant | 0x800000u;
    shift = unsigned(14 - exp);
    exp = 0;
  }
  unsigned int r = (unsigned(exp) << 10) | (bits >> shift);
  unsigned int rem = bits & ((1u << shift) - 1), half = 1u << (shift - 1);
  if (rem > half || (rem == half && (r & 1u)))
    ++r;
  return (unsigned short)(sign | r);
}
inline unsigned short bfloat16_bits(float f) {
  unsigned int x;
  std::memcpy(&x, &f, 4);
  x += 0x7fffu + ((x >> 16) & 1u);
  return (unsigned short)(x >> 16);
}

template <unsigned N> struct rank : rank<N - 1> {};
template <> struct rank<0> {};

// Values suited to each type: floating in [-1, 1), integers in [0, 8)
// (safe as indices and counts; Buffer moves a 1-based table's up), two-byte
// class types as half (or, when bf16, bfloat16), vector types by component,
// anything else zero bytes.
template <class E> void fill_value(E &, Generator &, bool, rank<0>) {}
template <class E>
auto fill_value(E &v, Generator &g, bool, rank<3>) ->
    typename std::enable_if<std::is_floating_point<E>::value>::type {
  v = E(g.uniform());
}
template <class E>
auto fill_value(E &v, Generator &g, bool, rank<3>) ->
    typename std::enable_if<std::is_integral<E>::value>::type {
  v = E(g.next() % 8);
}
template <class E>
auto fill_value(E &v, Generator &g, bool bf16, rank<2>) ->
    typename std::enable_if<std::is_class<E>::value && sizeof(E) == 2>::type {
  float x = float(g.uniform());
  unsigned short bits = bf16 ? bfloat16_bits(x) : half_bits(x);
  std::memcpy(static_cast<void *>(&v), &bits, 2);
}
template <class E> void add_least(E &v, long long least, std::true_type) {
  v = E(v + least);
}
template <class E> void add_least(E &, long long, std::false_type) {}
// A component is filled through a copy: a packed struct's member does not
// bind to a reference.
template <class C> C filled(C c, Generator &g, bool bf16) {
  fill_value(c, g, bf16, rank<3>());
  return c;
}
template <class E> void fill_z(E &, Generator &, bool, rank<0>) {}
template <class E>
auto fill_z(E &v, Generator &g, bool bf16, rank<1>) -> decltype(void(v.z)) {
  v.z = filled(v.z, g, bf16);
}
template <class E> void fill_w(E &, Generator &, bool, rank<0>) {}
template <class E>
auto fill_w(E &v, Generator &g, bool bf16, rank<1>) -> decltype(void(v.w)) {
  v.w = filled(v.w, g, bf16);
}
template <class E>
auto fill_value(E &v, Generator &g, bool bf16, rank<1>)
    -> decltype(void(v.x), void(v.y)) {
  v.x = filled(v.x, g, bf16);
  v.y = filled(v.y, g, bf16);
  fill_z(v, g, bf16, rank<1>());
  fill_w(v, g, bf16, rank<1>());
}

// A value of T from a number: arithmetic and enums cast, two-byte class
// types as half (bfloat16) bits, anything else zero bytes.
template <class T> T zeroed() {
  alignas(T) unsigned char bytes[sizeof(T)] = {};
  return *reinterpret_cast<T *>(bytes);
}
template <class T> T from_number(double, bool, rank<0>) { return zeroed<T>(); }
template <class T>
auto from_number(double v, bool, rank<2>) ->
    typename std::enable_if<std::is_arithmetic<T>::value, T>::type {
  return static_cast<T>(v);
}
template <class T>
auto from_number(double v, bool, rank<2>) ->
    typename std::enable_if<std::is_enum<T>::value, T>::type {
  return static_cast<T>(static_cast<long long>(v));
}
template <class T>
auto from_number(double v, bool bf16, rank<1>) ->
    typename std::enable_if<std::is_class<T>::value && sizeof(T) == 2, T>::type {
  alignas(T) unsigned char bytes[sizeof(T)];
  unsigned short bits = bf16 ? bfloat16_bits(float(v)) : half_bits(float(v));
  std::memcpy(bytes, &bits, 2);
  return *reinterpret_cast<T *>(bytes);
}
template <class T> T scalar(double v, bool bf16 = false) {
  return from_number<typename std::remove_cv<T>::type>(v, bf16, rank<2>());
}

// How a checker compares a buffer's elements (docs/tasks.md): "f64", "f32",
// "f16" and "bf16" within a tolerance, a vector type as its components,
// "int" and anything else ("bytes") byte for byte.
template <class E> const char *kind_of(bool, rank<0>) { return "bytes"; }
template <class E>
auto kind_of(bool, rank<3>) ->
    typename std::enable_if<std::is_floating_point<E>::value, const char *>::type {
  return sizeof(E) == 8 ? "f64" : sizeof(E) == 4 ? "f32" : "bytes";
}
template <class E>
auto kind_of(bool, rank<3>) ->
    typename std::enable_if<std::is_integral<E>::value, const char *>::type {
  return "int";
}
template <class E>
auto kind_of(bool bf16, rank<2>) ->
    typename std::enable_if<std::is_class<E>::value && sizeof(E) == 2, const char *>::type {
  return bf16 ? "bf16" : "f16";
}
template <class E, class X = decltype(std::declval<E &>().x)>
auto kind_of(bool bf16, rank<1>) -> typename std::enable_if<
    std::is_same<X, decltype(std::declval<E &>().y)>::value &&
        sizeof(E) % sizeof(X) == 0,
    const char *>::type {
  return kind_of<typename std::remove_cv<X>::type>(bf16, rank<3>());
}

// A buffer past 1 GiB is a size the model ran away with (a count that
// grows with the square of a bound), not an input: the run stops, not
// runnable (exit status 3), before it takes the machine's memory.
inline size_t buffer_bytes(long long count, size_t element) {
  if (count < 0 || double(count) * double(element) > 1073741824.0) {
    std::fprintf(stderr, "kx_harness: not runnable: a buffer of %lld elements "
                 "of %zu bytes is past the harness's 1 GiB\n", count, element);
    std::exit(3);
  }
  return size_t(count) * element;
}

// A host buffer of a pointer parameter's elements, filled from g; integers
// from least up.
template <class P> class Buffer {
public:
  using E = element_t<P>;
  Buffer(long long count, Generator &g, bool bf16 = false, long long least = 0)
      : bytes_(buffer_bytes(count, byte_size<E>::value) + 1), bf16_(bf16),
        least_(least) {
    fill(g, std::is_void<E>());
  }
  P data() { return reinterpret_cast<P>(bytes_.data()); }
  const char *kind() const { return kind(std::is_void<E>()); }
  const unsigned char *bytes() const { return bytes_.data(); }
  size_t size() const { return bytes_.size() - 1; }

private:
  const char *kind(std::true_type) const { return "bytes"; }
  const char *kind(std::false_type) const { return kind_of<E>(bf16_, rank<3>()); }
  void fill(Generator &g, std::true_type) {
    for (unsigned char &b : bytes_)
      b = (unsigned char)(g.next() % 8);
  }
  void fill(Generator &g, std::false_type) {
    E *elements = reinterpret_cast<E *>(bytes_.data());
    for (size_t i = 0; i < size() / sizeof(E); ++i) {
      fill_value(elements[i], g, bf16_, rank<3>());
      if (least_)
        add_least(elements[i], least_, std::is_integral<E>());
    }
  }
  std::vector<unsigned char> bytes_;
  bool bf16_;
  long long least_;
};

template <class P> P to_device(P host, long long count) {
  size_t bytes = size_t(count) * byte_size<element_t<P>>::value;
  void *device = nullptr;
  KX_HARNESS_CHECK(KXRTMalloc(&device, bytes ? bytes : 1));
  KX_HARNESS_CHECK(KXRTMemcpy(device, (const void *)host, bytes,
                              KXRTMemcpyHostToDevice));
  return reinterpret_cast<P>(device);
}
template <class P> void to_host(P host, P device, long long count) {
  size_t bytes = size_t(count) * byte_size<element_t<P>>::value;
  KX_HARNESS_CHECK(KXRTMemcpy((void *)host, (const void *)device, bytes,
                              KXRTMemcpyDeviceToHost));
}
template <class P> void release(P device) {
  KX_HARNESS_CHECK(KXRTFree((void *)device));
}

// The dynamic shared memory a launch of kernel may take without opting in.
template <class K> size_t max_dynamic_shared(K kernel) {
  KXRTFuncAttributes attributes;
  KX_HARNESS_CHECK(KXRTFuncGetAttributes(&attributes, (const void *)kernel));
  return size_t(attributes.maxDynamicSharedSizeBytes);
}

// With repeat=R (warmup=W), the wrapper launches the kernel W + R more
// times once the outputs are copied back, and main prints the R launches'
// times in microseconds: `time_us MEDIAN MIN MAX`. Events on a GPU, the
// host's clock on the CPU runtime.
struct Timing {
  long long warmup = 0, repeat = 0;
  std::vector<double> times;
};
inline Timing &timing() {
  static Timing t;
  return t;
}
class LaunchTimer {
public:
  explicit LaunchTimer(bool counted) : counted_(counted) {
#ifdef KX_CPU
    start_ = std::chrono::steady_clock::now();
#else
    KX_HARNESS_CHECK(KXRTEventCreate(&start_));
    KX_HARNESS_CHECK(KXRTEventCreate(&stop_));
    KX_HARNESS_CHECK(KXRTEventRecord(start_, 0));
#endif
  }
  void stop() {
#ifdef KX_CPU
    KX_HARNESS_CHECK(KXRTDeviceSynchronize());
    double us = std::chrono::duration<double, std::micro>(
                    std::chrono::steady_clock::now() - start_).count();
#else
    KX_HARNESS_CHECK(KXRTEventRecord(stop_, 0));
    KX_HARNESS_CHECK(KXRTEventSynchronize(stop_));
    float ms = 0;
    KX_HARNESS_CHECK(KXRTEventElapsedTime(&ms, start_, stop_));
    KX_HARNESS_CHECK(KXRTEventDestroy(start_));
    KX_HARNESS_CHECK(KXRTEventDestroy(stop_));
    double us = double(ms) * 1000.0;
#endif
    if (counted_)
      timing().times.push_back(us);
  }

private:
  bool counted_;
#ifdef KX_CPU
  std::chrono::steady_clock::time_point start_;
#else
  KXRTEvent_t start_, stop_;
#endif
};
inline void report_times() {
  std::vector<double> &t = timing().times;
  if (t.empty())
    return;
  std::sort(t.begin(), t.end());
  std::printf("time_us %.3f %.3f %.3f\n", t[t.size() / 2], t.front(), t.back());
}

// name=value arguments; a name not listed is an error.
class Arguments {
public:
  Arguments(int argc, char **argv, std::vector<std::string> names)
      : names_(std::move(names)) {
    for (int i = 1; i < argc; ++i) {
      std::string arg = argv[i];
      size_t eq = arg.find('=');
      std::string name = arg.substr(0, eq);
      if (eq == std::string::npos ||
          std::find(names_.begin(), names_.end(), name) == names_.end()) {
        std::fprintf(stderr, "%s: expected name=value with a name of:", argv[0]);
        for (const std::string &n : names_)
          std::fprintf(stderr, " %s", n.c_str());
        std::fprintf(stderr, "\n");
        std::exit(2);
      }
      given_.push_back({name, arg.substr(eq + 1)});
    }
  }
  double number(const char *name, double fallback) const {
    for (const auto &g : given_)
      if (g.first == name)
        return std::strtod(g.second.c_str(), nullptr);
    return fallback;
  }
  long long count(const char *name, long long fallback) const {
    return (long long)number(name, double(fallback < 1 ? 1 : fallback));
  }
  std::string text(const char *name, const char *fallback) const {
    for (const auto &g : given_)
      if (g.first == name)
        return g.second;
    return fallback;
  }

private:
  std::vector<std::string> names_;
  std::vector<std::pair<std::string, std::string>> given_;
};

// The buffers the kernel writes, in parameter order, to one file, each
// named on stdout with its element kind and size (`output y f32 4096`);
// their FNV-1a checksum to stdout.
class Outputs {
public:
  explicit Outputs(const std::string &path) : file_(std::fopen(path.c_str(), "wb")) {
    if (!file_) {
      std::fprintf(stderr, "cannot write %s\n", path.c_str());
      std::exit(1);
    }
  }
  ~Outputs() { std::fclose(file_); }
  void write(const char *name, const char *kind, const unsigned char *bytes,
             size_t size) {
    std::printf("output %s %s %zu\n", name, kind, size);
    std::fwrite(bytes, 1, size, file_);
    for (size_t i = 0; i < size; ++i)
      hash_ = (hash_ ^ bytes[i]) * 0x100000001b3ULL;
  }
  unsigned long long checksum() const { return hash_; }

private:
  std::FILE *file_;
  unsigned long long hash_ = 0xcbf29ce484222325ULL;
};

} // namespace kx_harness
)cpp";

std::string harnessPrelude(llvm::StringRef Runtime) {
  return replaceAll(PreludeText, "KXRT", Runtime);
}

} // namespace kx
