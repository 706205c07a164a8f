// A framework header every TU of the project enters before its own code.
#ifndef FW_CORE_H
#define FW_CORE_H

namespace fw {
inline int version() { return 3; }
#ifdef FW_FAST
constexpr int kBlock = 128;
#else
constexpr int kBlock = 256;
#endif
} // namespace fw

#endif
