// A framework's host tensor: its operators check their arguments through a
// function its shared library defines.
#pragma once
#include <string>

namespace tlib {
[[noreturn]] void checkFail(const char *File, int Line, const std::string &Msg);

struct Tensor {
  long Numel = 0;
  long numel() const { return Numel; }
};

inline bool operator<=(const Tensor &A, long B) {
  if (A.numel() < 0)
    checkFail(__FILE__, __LINE__, "a tensor of negative size");
  return A.numel() <= B;
}
} // namespace tlib
